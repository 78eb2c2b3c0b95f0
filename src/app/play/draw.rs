//! The play screen: the board on the candidate view (givens and the player's digits as
//! tiles of their own colours, pencil marks in the candidate slots), the cursor's row,
//! column and box shaded, a hint picked out as the tutorial picks out its steps, and the
//! panel with the clock, the level and rating, hints, mistakes and the settings.

use std::time::Duration;

use super::clock::clock_text;
use super::game::Game;
use super::hints::{DEEPEST, HintKind};
use super::keys::PLAY_KEYS;
use super::state::MistakeMode;
use crate::app::tutor::{shade_step, strike_eliminated};
use dosdoku_agents::agents::{BoardScreen, Ink, View, human_inks};
use dosdoku_agents::panel::{draw_box_title, set_rule};
use dosdoku_screen::{Attr, Pos, Screen};
use dosdoku_sudoku::board::{box_of, col_of, row_of};

/// The ink of a given.
const GIVEN: Ink = Ink::GIVEN;
/// The ink of the player's digits: dark blue on the givens' paper.
const YOURS: Ink = human_inks::SINGLE;
/// The ink of a digit shown as a mistake.
const WRONG: Ink = Ink::CLASH;
/// The background of the empty cells in the cursor's row, column and box.
const PEER_SHADE: u8 = 3;
/// The background of the cursor's cell.
const CURSOR_SHADE: u8 = 5;
/// The background of the cells holding the cursor's digit, and of the board as it flashes.
const SAME_SHADE: u8 = 2;
/// The background of a hint's cells (the tutorial's).
const HINT_SHADE: u8 = 3;
/// The background of the rest of a hint's units (the tutorial's).
const HINT_UNIT_SHADE: u8 = 6;
/// The background of a wrong digit a hint points at.
const WRONG_SHADE: u8 = 4;
/// How long the board flashes once solved, and each flash.
const FLASH: (Duration, Duration) = (Duration::from_millis(1600), Duration::from_millis(200));

/// The title bar, up to the mode field.
const TITLE: &str = " DOSDOKU ─ play: solve it yourself, hints from the Laboratory   ";

/// Draws `game` on `board`; where the terminal cursor goes (the cursor's cell) while the
/// game is played.
pub fn draw(game: &Game, board: &mut BoardScreen) -> Option<Pos> {
    *board = BoardScreen::with_view(View::Candidates);
    print_at(&mut board.screen, 1, 1, (0, 3), TITLE);
    print_at(&mut board.screen, 2, 57, (7, 1), "┌─ Game ───────────────┐");
    draw_panel(game, board);
    if game.paused {
        for i in 0..81 {
            board.set_candidates(i, 0, Ink::EMPTY);
        }
        return None;
    }
    draw_cells(game, board);
    if let Some(since) = game.finished {
        let at = since.elapsed();
        if at < FLASH.0 && (at.as_millis() / FLASH.1.as_millis()).is_multiple_of(2) {
            for i in 0..81 {
                board.highlight(i, SAME_SHADE);
            }
        }
        return None;
    }
    match game.hint.as_ref().map(|h| (&h.kind, h.level)) {
        Some((HintKind::Step(step), level)) if level >= 2 => {
            shade_step(board, step, |i| game.board.values.get(i) == 0);
            if level == DEEPEST {
                strike_eliminated(board, step);
            }
        }
        Some((HintKind::Wrong(i, _) | HintKind::LostMark(i, _), _)) => {
            board.highlight(*i, WRONG_SHADE);
        }
        _ => shade_cursor(game, board),
    }
    Some(board.at(game.cursor))
}

/// The cells: givens and the player's digits as tiles (mistakes in red, as the setting asks),
/// pencil marks in their slots.
fn draw_cells(game: &Game, board: &mut BoardScreen) {
    let b = &game.board;
    let clashes = b.clashes();
    for (i, &clash) in clashes.iter().enumerate() {
        let d = b.values.get(i);
        if d == 0 {
            board.set_candidates(i, u32::from(b.marks[i]), Ink::EMPTY);
            continue;
        }
        let wrong = !b.is_given(i)
            && match game.mistake_mode {
                MistakeMode::Off => false,
                MistakeMode::Conflicts => clash,
                MistakeMode::Solution => b.is_wrong(i),
            };
        let ink = match (b.is_given(i), wrong) {
            (true, _) => GIVEN,
            (false, true) => WRONG,
            (false, false) => YOURS,
        };
        board.set_candidates(i, 1 << (d - 1), ink);
    }
}

/// Shades the empty cells of the cursor's row, column and box, the cursor's cell, and with
/// the same-digit key on every cell holding the cursor's digit.
fn shade_cursor(game: &Game, board: &mut BoardScreen) {
    let c = game.cursor;
    let values = &game.board.values;
    for i in 0..81 {
        let peer = row_of(i) == row_of(c) || col_of(i) == col_of(c) || box_of(i) == box_of(c);
        if peer && i != c && values.get(i) == 0 {
            board.highlight(i, PEER_SHADE);
        }
    }
    let digit = values.get(c);
    if game.same_digit && digit != 0 {
        for i in (0..81).filter(|&i| values.get(i) == digit) {
            board.highlight(i, SAME_SHADE);
        }
    }
    board.highlight(c, CURSOR_SHADE);
}

/// The key help of the play screen: the game's keys, or once it is solved those left.
pub fn keys(game: &Game) -> &'static str {
    if game.finished.is_some() {
        "Esc Editor  Q Quit"
    } else {
        PLAY_KEYS
    }
}

/// The panel: the game's counts, the settings with their keys, the legend.
fn draw_panel(game: &Game, board: &mut BoardScreen) {
    let width = board.layout().field("l1").map_or(0, |f| f.width);
    let line = |label: &str, value: String| {
        let pad = width.saturating_sub(label.chars().count() + value.chars().count());
        format!("{label}{}{value}", " ".repeat(pad.max(1)))
    };
    let t = game.rating.tenths();
    let b = &game.board;
    let state = match (game.finished, game.paused) {
        (Some(_), _) => "SOLVED!",
        (_, true) => "PAUSED: P goes on",
        _ => "",
    };
    let lines = [
        line("Time", clock_text(game.played())),
        line("Level", game.rating.level.word().to_string()),
        line("Rating", format!("{}.{}", t / 10, t % 10)),
        line("Hints", game.hints.to_string()),
        line("Mistakes", game.mistakes.to_string()),
        line("Moves", game.moves_made.to_string()),
        line("Filled", format!("{}/81", b.values.filled())),
        state.to_string(),
    ];
    for (k, text) in lines.iter().enumerate() {
        board.write_field(&format!("l{}", k + 1), text);
    }
    draw_box_title(board, Some(" Settings "));
    let on_off = |on: bool| if on { "on" } else { "off" };
    board.write_field(
        "x1",
        &line("M Mistakes", game.mistake_mode.word().to_string()),
    );
    board.write_field(
        "x2",
        &line("A Auto-erase", on_off(game.clear_peers).to_string()),
    );
    board.write_field("x3", &line("N Notes", on_off(game.notes).to_string()));
    board.write_field("pace", "F Fill X Clear marks");
    board.write_field("rank", "S Same digit C Check");
    board.write_field("rank2", "F1 Help  more keys");
    board.write_field(
        "mode",
        if game.finished.is_some() {
            "SOLVED"
        } else {
            "PLAYING"
        },
    );
    set_rule(board, "genrule", " Colours ");
    draw_legend(board);
}

/// The legend: the tiles' colours, each word in its own, and the shades.
fn draw_legend(board: &mut BoardScreen) {
    let lines: [&[(&str, Attr)]; 3] = [
        &[
            ("Given", GIVEN.value_attr()),
            ("Yours", YOURS.value_attr()),
            ("Wrong", WRONG.value_attr()),
        ],
        &[
            ("Cursor", shade(CURSOR_SHADE)),
            ("Its units", shade(PEER_SHADE)),
        ],
        &[
            ("Same digit", shade(SAME_SHADE)),
            ("Hint", shade(HINT_SHADE)),
            ("Unit", shade(HINT_UNIT_SHADE)),
        ],
    ];
    for (name, words) in ["legend", "legend2", "legend3"].into_iter().zip(lines) {
        let Some(field) = board.layout().field(name) else {
            continue;
        };
        field.write(&mut board.screen, "");
        let mut k = 0;
        for (word, attr) in words {
            for ch in word.bytes() {
                if let Some(p) = Pos::from_index(field.pos.index() + k) {
                    board.screen.put(p, ch, *attr);
                }
                k += 1;
            }
            k += 1;
        }
    }
}

/// White on background `bg`.
fn shade(bg: u8) -> Attr {
    Attr(bg << 4 | 0x0F)
}

/// Prints `text` at 1-based (`row`, `col`) in colours (fg, bg).
fn print_at(screen: &mut Screen, row: i64, col: i64, (fg, bg): (u8, u8), text: &str) {
    if screen.locate(row, col).is_ok() && screen.color(fg, bg).is_ok() {
        let _ = screen.print(text);
    }
}

/// The status line: the notice of the last key, else the hint shown, else where the cursor
/// is and what typing does.
pub fn status(game: &Game) -> String {
    if let Some(notice) = &game.notice {
        return notice.clone();
    }
    if let Some(hint) = &game.hint {
        return hint.words();
    }
    if game.finished.is_some() {
        return format!(
            "Solved in {} with {} hint{}, {} mistake{} (rating {}.{} {}).",
            clock_text(game.played()),
            game.hints,
            plural(game.hints),
            game.mistakes,
            plural(game.mistakes),
            game.rating.tenths() / 10,
            game.rating.tenths() % 10,
            game.rating.level.word()
        );
    }
    if game.paused {
        return "Paused: the clock stands still and the board is hidden. P goes on.".to_string();
    }
    let typing = if game.notes { "pencil marks" } else { "digits" };
    format!(
        "{}: type {typing} (N switches), Del erases. F1 shows every key.",
        dosdoku_sudoku::board::CellName(game.cursor)
    )
}

/// `s` unless `n` is 1.
fn plural(n: u32) -> &'static str {
    if n == 1 { "" } else { "s" }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dosdoku_sudoku::formats::parse_line;

    #[test]
    fn the_title_the_keys_and_the_panel_fit_their_lines() {
        let layout = View::Candidates.layout();
        let mode = layout.field("mode").unwrap();
        assert!(TITLE.chars().count() < mode.pos.col(), "{TITLE}");
        assert!(PLAY_KEYS.chars().count() < layout.field("keys").unwrap().width);
        let puzzle =
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
        let mut game = Game::new(parse_line(puzzle).unwrap()).unwrap();
        game.cursor = 80;
        let mut board = BoardScreen::new();
        draw(&game, &mut board);
        let text = board.screen.to_text();
        assert!(text.contains("DOSDOKU ─ play"), "{text}");
        for line in [
            "Clear marks",
            "Same digit C Check",
            "Mistakes conflicts",
            "fiendish",
        ] {
            assert!(text.contains(line), "{line}\n{text}");
        }
        assert!(status(&game).chars().count() < 80, "{}", status(&game));
    }
}

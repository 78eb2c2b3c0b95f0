//! The play screen (`dosdoku play`) driven in a pseudo-terminal: a game played to its end
//! (the finish, the history record, `runs --played`), the mistake modes, the three levels
//! of a hint from values and from pencil marks, a hint on a wrong digit, undo and redo,
//! pencil marks filled in, a game resumed after SIGKILL, the clock stopped by pause, and the
//! editor's play key and its offer of the saved game.

#![cfg(unix)]

use std::time::Duration;

use crate::common::TempDir;
use crate::common::golden::Colour;
use crate::pty_term::{Term, keys};

/// An easy puzzle (singles only) and its solution.
const EASY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const EASY_SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// The first puzzle of top1465: after a hidden single (7 in r9c3) and two direct hidden
/// pairs (9 in r7c5, 4 in r9c5), Sukaku Explainer's order takes a pointing (1 in box 7 lies
/// only in column 2), then another (2, the same way).
const HARD: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

/// A game's files: the unfinished game and the history.
struct Files {
    dir: TempDir,
}

impl Files {
    fn new(name: &str) -> Files {
        Files {
            dir: TempDir::new(name),
        }
    }

    fn game(&self) -> String {
        self.dir.file("game.json").display().to_string()
    }

    fn history(&self) -> String {
        self.dir.file("history.jsonl").display().to_string()
    }

    /// `dosdoku ARGS` in an 80x25 pseudo-terminal with these files.
    fn spawn(&self, args: &[&str]) -> Term {
        let (game, history) = (self.game(), self.history());
        Term::spawn(
            args,
            80,
            25,
            &[("DOSDOKU_GAME", &game), ("DOSDOKU_HISTORY", &history)],
        )
    }

    /// `dosdoku play PUZZLE`, waited for.
    fn play(&self, puzzle: &str) -> Term {
        let term = self.spawn(&["play", puzzle]);
        term.wait_text("PLAYING", 10);
        term
    }
}

/// The screen row (0-based) of the top line of cell `i`'s block on the candidate view.
fn block_row(i: usize) -> usize {
    2 + 2 * (i / 9) + i / 27
}

/// The screen column (0-based) of the first slot of cell `i`'s block.
fn block_col(i: usize) -> usize {
    1 + 6 * (i % 9)
}

/// The colours of the middle of cell `i`'s top line (a value's digit, or slot 3).
fn tile_colours(term: &Term, i: usize) -> (Colour, Colour) {
    term.window_colours(&[]).rows[block_row(i)][block_col(i) + 2].colours
}

/// The characters of cell `i`'s block: its top line and its second line (five each).
fn block_text(term: &Term, i: usize) -> (String, String) {
    let text = term.window_text();
    let lines: Vec<&str> = text.lines().collect();
    let part = |row: usize| -> String {
        let line: Vec<char> = lines.get(row).unwrap_or(&"").chars().collect();
        (0..5)
            .map(|k| line.get(block_col(i) + k).copied().unwrap_or(' '))
            .collect()
    };
    (part(block_row(i)), part(block_row(i) + 1))
}

/// The value shown in cell `i`, if any (a tile: its digit alone in the middle).
fn value_at(term: &Term, i: usize) -> Option<char> {
    let (top, second) = block_text(term, i);
    let digits: Vec<char> = top
        .chars()
        .chain(second.chars())
        .filter(|c| c.is_ascii_digit())
        .collect();
    (digits.len() == 1 && top.chars().nth(2) == digits.first().copied()).then(|| digits[0])
}

/// The panel's clock, in seconds.
fn clock_seconds(term: &Term) -> u64 {
    let text = term.window_text();
    let line = text
        .lines()
        .find(|l| l.contains("│ Time"))
        .unwrap_or_else(|| panic!("no clock on the screen:\n{text}"));
    let time = line.split_whitespace().rev().nth(1).unwrap();
    let (m, s) = time.split_once(':').unwrap();
    m.parse::<u64>().unwrap() * 60 + s.parse::<u64>().unwrap()
}

/// The value of the panel's line `label` (`Hints`, `Mistakes`, `Moves`).
fn panel_value(term: &Term, label: &str) -> String {
    let text = term.window_text();
    let line = text
        .lines()
        .find(|l| l.contains(&format!("│ {label} ")))
        .unwrap_or_else(|| panic!("no {label} on the screen:\n{text}"))
        .to_string();
    line.split_whitespace().rev().nth(1).unwrap().to_string()
}

/// Waits until the panel's line `label` shows `value`.
fn wait_panel(term: &Term, label: &str, value: &str) {
    term.wait_for(&format!("{label} {value}"), 5, |_| {
        panel_value(term, label) == value
    });
}

const BLUE: Colour = Colour::Cga(1);
const GREY: Colour = Colour::Cga(7);
const RED: Colour = Colour::Cga(4);
const WHITE: Colour = Colour::Cga(15);

/// The keys that type `solution` into the empty cells of `puzzle`, from the first cell on:
/// a digit in each empty cell, Tab to the next.
fn typing(puzzle: &str, solution: &str) -> String {
    puzzle
        .chars()
        .zip(solution.chars())
        .map(|(p, s)| {
            if p == '.' {
                format!("{s}\t")
            } else {
                "\t".into()
            }
        })
        .collect()
}

#[test]
fn a_game_played_to_its_end_is_recorded_and_listed_by_runs_played() {
    let files = Files::new("play-end");
    let mut term = files.play(EASY);
    term.type_keys(&typing(EASY, EASY_SOLUTION));
    term.wait_text("SOLVED", 10);
    term.wait_text("Solved in ", 5);
    assert!(term.window_text().contains("with 0 hints, 0 mistakes"));
    assert_eq!(panel_value(&term, "Filled"), "81/81");
    let history = std::fs::read_to_string(files.history()).expect("the game is recorded");
    assert_eq!(history.lines().count(), 1, "{history}");
    for part in [
        r#""agent":"player""#,
        r#""mode":"play""#,
        r#""status":"solved""#,
        r#""settings":{"level":"easy"}"#,
        r#""hints":0,"mistakes":0,"moves":51"#,
    ] {
        assert!(history.contains(part), "{part} in {history}");
    }
    assert!(
        !std::path::Path::new(&files.game()).exists(),
        "a finished game is not kept"
    );
    term.quit();

    let listed = crate::common::dosdoku(&["runs", "--played", "--history", &files.history()], "");
    assert_eq!(
        crate::common::code(&listed),
        0,
        "{}",
        crate::common::stderr(&listed)
    );
    let out = crate::common::stdout(&listed);
    assert!(out.starts_with("Games played: 1\n"), "{out}");
    assert!(out.contains(EASY), "{out}");
    let puzzle_best = out.split("Best time per puzzle:\n").nth(1).unwrap();
    assert!(puzzle_best.starts_with(&format!("{EASY}  easy")), "{out}");
    assert!(out.contains("Best time per level:\neasy "), "{out}");
    assert!(out.contains("(1 game)"), "{out}");
    // The agents' listing leaves the game out: it is no agent's run.
    let runs = crate::common::dosdoku(&["runs", "--history", &files.history()], "");
    assert_eq!(
        crate::common::code(&runs),
        0,
        "{}",
        crate::common::stderr(&runs)
    );
    assert!(
        crate::common::stdout(&runs).is_empty(),
        "{}",
        crate::common::stdout(&runs)
    );
    assert!(crate::common::stderr(&runs).contains("no recorded runs match"));
}

#[test]
fn the_three_mistake_modes_colour_wrong_digits_as_they_say() {
    let files = Files::new("play-mistakes");
    let mut term = files.play(EASY);
    // r1c3 takes 1 (wrong: the solution has 4, but nothing clashes); r1c4 takes 5 (a clash
    // with the 5 of r1c1); then the cursor leaves the row.
    term.send(keys::RIGHT);
    term.send(keys::RIGHT);
    term.send("1");
    term.send(keys::RIGHT);
    term.send("5");
    term.send(keys::DOWN);
    wait_panel(&term, "Filled", "32/81");
    assert_eq!(panel_value(&term, "Mistakes"), "2");
    // Conflicts (the default): the clash is red, the other wrong digit looks right.
    assert!(term.window_text().contains("M Mistakes conflicts"));
    assert_eq!(tile_colours(&term, 2), (BLUE, GREY));
    assert_eq!(tile_colours(&term, 3), (WHITE, RED));
    // Against the solution: both are red.
    term.send("m");
    term.wait_text("M Mistakes  solution", 5);
    assert_eq!(tile_colours(&term, 2), (WHITE, RED));
    assert_eq!(tile_colours(&term, 3), (WHITE, RED));
    // Off: neither.
    term.send("m");
    term.wait_text("M Mistakes       off", 5);
    assert_eq!(tile_colours(&term, 2), (BLUE, GREY));
    assert_eq!(tile_colours(&term, 3), (BLUE, GREY));
    // Check counts them without showing where.
    term.send("c");
    term.wait_text("Check: 2 digits of yours are wrong.", 5);
    assert_eq!(tile_colours(&term, 2), (BLUE, GREY));
    term.quit();
}

/// A game of HARD with the hidden single typed: the position that needs a pointing.
fn hard_before_the_pointing(files: &Files) -> Term {
    let mut term = files.play(HARD);
    term.send(keys::UP);
    term.send(keys::RIGHT);
    term.send(keys::RIGHT);
    term.send("7");
    term.send(keys::RIGHT);
    term.send(keys::RIGHT);
    term.send("4");
    term.send(keys::UP);
    term.send(keys::UP);
    term.send("9");
    wait_panel(&term, "Moves", "3");
    term
}

#[test]
fn a_hint_from_the_values_names_the_pointing_then_shows_it_then_takes_it() {
    let files = Files::new("play-hint-values");
    let mut term = hard_before_the_pointing(&files);
    term.send("h");
    term.wait_text("Hint: look for a pointing. H again shows where.", 5);
    assert_eq!(panel_value(&term, "Hints"), "1");
    term.send("h");
    term.wait_text(
        "Hint: a pointing in box 7 and column 2: the shaded cells.",
        5,
    );
    // The pointing's cells (the 1s of box 7, in r8c2 and r9c2) in cyan, the rest of its
    // units in brown.
    let cyan = Colour::Cga(3);
    let brown = Colour::Cga(6);
    assert_eq!(tile_colours(&term, 64).1, cyan);
    assert_eq!(tile_colours(&term, 73).1, cyan);
    assert_eq!(tile_colours(&term, 54).1, brown, "r7c1, in box 7");
    assert_eq!(tile_colours(&term, 1).1, brown, "r1c2, in column 2");
    term.send("h");
    term.wait_text(
        "Pointing: in box 7, 1 lies only in column 2, so it leaves the rest of column 2:",
        5,
    );
    // The step is taken on the board: every candidate written in, the 1s gone from r1c2,
    // r2c2 and r4c2 (struck in green).
    let (top, _) = block_text(&term, 1);
    assert_eq!(top.chars().next(), Some('1'), "{top}");
    let struck = term.window_colours(&[]).rows[block_row(1)][block_col(1)].colours;
    assert_eq!(struck.1, Colour::Cga(2));
    assert_eq!(panel_value(&term, "Moves"), "4");
    // The next key leaves the hint: the 1 is gone from r1c2.
    term.send(keys::RIGHT);
    term.wait_for("the hint left", 5, |t| !t.contains("Pointing:"));
    let (top, _) = block_text(&term, 1);
    assert_eq!(top.chars().next(), Some(' '), "{top}");
    term.quit();
}

#[test]
fn a_hint_from_pencil_marks_starts_from_the_marks() {
    let files = Files::new("play-hint-marks");
    let mut term = hard_before_the_pointing(&files);
    // Fill in the candidates, then take the pointing by hand: the 1s of r1c2, r2c2, r4c2
    // (from r7c5, where the last digit was typed).
    term.send("f");
    term.wait_text("Fill in every candidate.", 5);
    term.send("n");
    for _ in 0..6 {
        term.send(keys::UP);
    }
    for _ in 0..3 {
        term.send(keys::LEFT);
    }
    for down in [0, 1, 2] {
        for _ in 0..down {
            term.send(keys::DOWN);
        }
        term.send("1");
    }
    wait_panel(&term, "Moves", "7");
    // From the values alone the hint would be the 1s' pointing; from the marks it is the 2s'.
    term.send("h");
    term.wait_text("Hint: look for a pointing.", 5);
    term.send("h");
    term.send("h");
    term.wait_text("Pointing: in box 7, 2 lies only in column 2", 5);
    term.quit();
}

#[test]
fn a_hint_on_a_board_with_a_wrong_digit_names_it_first() {
    let files = Files::new("play-hint-wrong");
    let mut term = files.play(EASY);
    term.send(keys::RIGHT);
    term.send(keys::RIGHT);
    term.send("1");
    term.send(keys::DOWN);
    term.send("h");
    term.wait_text(
        "Hint: r1c3 holds a wrong digit. Clear it (Del) or undo (U) first.",
        5,
    );
    // The wrong digit is picked out in red whatever the mistake mode.
    term.send("m");
    term.send("m");
    term.wait_text("M Mistakes       off", 5);
    term.send("h");
    term.wait_text("Hint: r1c3 holds a wrong digit.", 5);
    assert_eq!(tile_colours(&term, 2).1, RED);
    term.quit();
}

#[test]
fn undo_and_redo_take_moves_back_and_make_them_again() {
    let files = Files::new("play-undo");
    let mut term = files.play(EASY);
    term.send(keys::RIGHT);
    term.send(keys::RIGHT);
    term.send("4");
    term.send(keys::RIGHT);
    term.send("6");
    wait_panel(&term, "Moves", "2");
    assert_eq!(
        (value_at(&term, 2), value_at(&term, 3)),
        (Some('4'), Some('6'))
    );
    term.send("u");
    term.wait_text("Undone: r1c4=6.", 5);
    assert_eq!((value_at(&term, 2), value_at(&term, 3)), (Some('4'), None));
    term.send("u");
    term.wait_text("Undone: r1c3=4.", 5);
    assert_eq!((value_at(&term, 2), value_at(&term, 3)), (None, None));
    term.send("u");
    term.wait_text("Nothing to undo.", 5);
    term.send("r");
    term.wait_text("Redone: r1c3=4.", 5);
    assert_eq!((value_at(&term, 2), value_at(&term, 3)), (Some('4'), None));
    term.send("r");
    term.wait_text("Redone: r1c4=6.", 5);
    assert_eq!(value_at(&term, 3), Some('6'));
    term.quit();
}

#[test]
fn f_fills_in_every_candidate_and_x_clears_them() {
    let files = Files::new("play-fill");
    let mut term = files.play(EASY);
    term.send("f");
    term.wait_text("Fill in every candidate.", 5);
    // r1c3 can take 1, 2 and 4; r1c4 2 and 6.
    assert_eq!(
        block_text(&term, 2),
        ("12 4 ".to_string(), "     ".to_string())
    );
    assert_eq!(
        block_text(&term, 3),
        (" 2   ".to_string(), "6    ".to_string())
    );
    assert_eq!(block_text(&term, 11).0, " 2 4 ", "r2c3 can take 2, 4 and 7");
    // A digit typed leaves the marks of its row, column and box.
    term.send(keys::RIGHT);
    term.send(keys::RIGHT);
    term.send("4");
    wait_panel(&term, "Moves", "2");
    assert_eq!(
        block_text(&term, 3),
        (" 2   ".to_string(), "6    ".to_string())
    );
    assert_eq!(block_text(&term, 11).0, " 2   ", "r2c3 lost its 4");
    term.send("x");
    term.wait_text("Clear every pencil mark.", 5);
    assert_eq!(
        block_text(&term, 3),
        ("     ".to_string(), "     ".to_string())
    );
    term.quit();
}

#[test]
fn a_game_killed_mid_way_resumes_with_its_board_and_clock_as_of_the_last_move_and_q_or_sigterm_keep_it()
 {
    let files = Files::new("play-resume");
    let mut term = files.play(EASY);
    term.send(keys::RIGHT);
    term.send(keys::RIGHT);
    term.send("4");
    std::thread::sleep(Duration::from_millis(2300));
    term.send(keys::RIGHT);
    term.send("6");
    wait_panel(&term, "Moves", "2");
    // Played on for a while after the last move, then killed with no chance to save.
    std::thread::sleep(Duration::from_millis(3000));
    nix::sys::signal::kill(
        nix::unistd::Pid::from_raw(term.pid() as i32),
        nix::sys::signal::Signal::SIGKILL,
    )
    .unwrap();
    term.wait_exit(5);
    let leftovers: Vec<_> = std::fs::read_dir(&files.dir.0)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    assert_eq!(leftovers, vec!["game.json".to_string()]);

    let mut term = files.spawn(&["play", "--resume"]);
    term.wait_text("PLAYING", 10);
    let played = clock_seconds(&term);
    assert!((2..=3).contains(&played), "the clock shows {played} s");
    assert_eq!(
        (value_at(&term, 2), value_at(&term, 3)),
        (Some('4'), Some('6'))
    );
    assert_eq!(panel_value(&term, "Moves"), "2");
    // Q keeps it too.
    term.quit();
    let mut term = files.spawn(&["play", "--resume"]);
    term.wait_text("PLAYING", 10);
    assert_eq!(value_at(&term, 3), Some('6'));
    // So does SIGTERM, after one more move (8 in r1c6: the cursor was kept in r1c4).
    term.send(keys::RIGHT);
    term.send(keys::RIGHT);
    term.send("8");
    wait_panel(&term, "Moves", "3");
    nix::sys::signal::kill(
        nix::unistd::Pid::from_raw(term.pid() as i32),
        nix::sys::signal::Signal::SIGTERM,
    )
    .unwrap();
    assert_eq!(term.wait_exit(10), 128 + 15);
    term.assert_restored();
    let mut term = files.spawn(&["play", "--resume"]);
    term.wait_text("PLAYING", 10);
    assert_eq!(value_at(&term, 5), Some('8'));
    term.quit();
}

#[test]
fn pause_stops_the_clock_and_hides_the_board() {
    let files = Files::new("play-pause");
    let mut term = files.play(EASY);
    term.wait_for("a second played", 5, |_| clock_seconds(&term) >= 1);
    term.send("p");
    term.wait_text("PAUSED", 5);
    let paused_at = clock_seconds(&term);
    assert_eq!(value_at(&term, 0), None, "the board is hidden");
    std::thread::sleep(Duration::from_millis(2500));
    assert_eq!(clock_seconds(&term), paused_at);
    term.send("5");
    term.wait_text("The game is paused: P goes on.", 5);
    term.send("p");
    term.wait_for("the board back", 5, |_| value_at(&term, 0) == Some('5'));
    term.wait_for("the clock going on", 5, |_| {
        clock_seconds(&term) > paused_at
    });
    term.quit();
}

#[test]
fn the_editor_plays_its_board_and_offers_the_saved_game_at_its_start() {
    let files = Files::new("play-editor");
    let mut term = files.spawn(&[EASY]);
    term.wait_text("EDIT", 10);
    term.send("y");
    term.wait_text("PLAYING", 5);
    term.send(keys::RIGHT);
    term.send(keys::RIGHT);
    term.send("4");
    wait_panel(&term, "Moves", "1");
    term.send(keys::ESC);
    term.wait_text("EDIT", 5);
    term.quit();
    let mut term = files.spawn(&[]);
    term.wait_text("An unfinished easy game is saved (0:0", 10);
    term.send("y");
    term.wait_text("PLAYING", 5);
    assert_eq!(value_at(&term, 2), Some('4'));
    term.quit();
}

#[test]
fn puzzles_play_cannot_take_and_a_torn_game_file_are_refused_in_words() {
    let files = Files::new("play-refused");
    let sixteen = "1".to_string() + &".".repeat(255);
    for (args, said) in [
        (vec!["play", sixteen.as_str()], "play takes 9x9 puzzles"),
        (
            vec![
                "play",
                "11...............................................................................",
            ],
            "two 1s in row 1",
        ),
        (vec!["play", "--resume"], "no unfinished game is saved"),
    ] {
        let mut term = files.spawn(&args);
        assert_eq!(term.wait_exit(10), 2, "{args:?}");
        assert!(term.text().contains(said), "{args:?}: {}", term.text());
    }
    std::fs::write(files.game(), "{\"puzzle\":\"53..7").unwrap();
    let mut term = files.spawn(&["play", "--resume"]);
    assert_eq!(term.wait_exit(10), 2);
    let said = term.text().replace('\n', "");
    assert!(said.contains("cannot be read: EOF"), "{said}");
    assert_eq!(
        std::fs::read_to_string(files.game()).unwrap(),
        "{\"puzzle\":\"53..7"
    );
    // The editor says so too, and starts.
    let mut term = files.spawn(&[EASY]);
    term.wait_text("cannot be read", 10);
    term.quit();
}

#[test]
fn quitting_at_the_question_whether_to_resume_keeps_the_saved_game() {
    let files = Files::new("play-question");
    let mut term = files.play(EASY);
    term.send(keys::RIGHT);
    term.send(keys::RIGHT);
    term.send("4");
    wait_panel(&term, "Moves", "1");
    term.quit();
    // Another puzzle: the saved game is offered; Ctrl-C there plays neither.
    let mut term = files.spawn(&["play", HARD]);
    term.wait_text("An unfinished easy game is saved", 10);
    term.send(keys::CTRL_C);
    assert_eq!(term.wait_exit(10), 0);
    let mut term = files.spawn(&["play", "--resume"]);
    term.wait_text("PLAYING", 10);
    assert_eq!(value_at(&term, 2), Some('4'));
    term.quit();
}

//! Golden screens with colours (tests/fixtures/screens, see tests/it/common/golden.rs): every
//! agent's finished screen made headless through the library (the emulated VRAM, exact
//! attributes), and the screens only reachable live driven in a pseudo-terminal at 80x25 in
//! the renderer's ANSI colours: Board1 paused at a fixed step, every agent's finished screen
//! and its history page, the help pages, the settings page, pencil marks, the tutor and a
//! race paused at a fixed step. `DOSDOKU_BLESS=1` rewrites them.

#![cfg(unix)]

use std::time::{Duration, Instant};

use crate::common::golden::{self, ColourScreen, Mask, PANEL_MASKS};
use crate::common::{DEFAULT_PUZZLE, TempDir};
use crate::pty_term::{Term, keys};
use dosdoku_agents::agents::{AgentKind, BoardScreen, Headless};
use dosdoku_agents::run::{RunConfig, run_puzzle};
use dosdoku_sudoku::formats::parse_line;

/// The race window's row (0-based) with each lane's rate, which varies.
const RACE_RATE_ROW: usize = 20;
/// The race window's row (0-based) with each lane's state and elapsed time, which vary.
const RACE_STATE_ROW: usize = 21;

/// Page Down.
const PAGE_DOWN: &str = "\x1b[6~";

/// F2.
const F2: &str = "\x1bOQ";

#[test]
fn a_screen_differing_in_one_cells_background_is_a_mismatch() {
    let mut vram = dosdoku_screen::Screen::new();
    vram.locate(3, 4).unwrap();
    vram.color(15, 1).unwrap();
    vram.print(" 7 ").unwrap();
    let screen = ColourScreen::from_vram(&vram);
    let text = golden::encode(&screen, &Default::default());
    assert_eq!(
        golden::decode(&text).unwrap().0,
        screen,
        "read back as written"
    );
    assert_eq!(golden::compare(&screen, &text), Ok(()));
    // The notch: the cell right of the 7 on a black background instead of blue.
    let mut notched = screen.clone();
    notched.rows[2][5].colours.1 = golden::Colour::Cga(0);
    let report = golden::compare(&notched, &text).expect_err("a notched cell differs");
    assert!(report.contains("row  3"), "{report}");
    assert!(
        report.contains("row 3 col 6: want ' ' white on blue, got ' ' white on black"),
        "{report}"
    );
    // And a character alone differs as well.
    let mut typo = screen.clone();
    typo.rows[2][4].ch = '8';
    assert!(golden::compare(&typo, &text).is_err());
}

#[test]
fn masked_values_read_varies_in_the_colours_of_their_first_cell() {
    let mut vram = dosdoku_screen::Screen::new();
    vram.locate(1, 1).unwrap();
    vram.print("│ Elapsed ").unwrap();
    vram.color(14, 1).unwrap();
    vram.print("    1.5 s │").unwrap();
    let screen = ColourScreen::from_vram(&vram).masked(&PANEL_MASKS);
    assert_eq!(screen.row_text(0).trim_end(), "│ Elapsed <varies>  │");
    let first = screen.rows[0][9].colours;
    assert!(screen.rows[0][9..20].iter().all(|c| c.colours == first));
    assert_ne!(
        screen.rows[0][20].colours, first,
        "the border keeps its colours"
    );
}

#[test]
fn every_agents_headless_finished_screen_matches_its_golden_one() {
    let puzzle = parse_line(DEFAULT_PUZZLE).unwrap();
    for &kind in AgentKind::ALL {
        let mut board = BoardScreen::with_view(kind.decl().view);
        let config = RunConfig {
            seed: 1,
            ..RunConfig::new(kind.default_settings())
        };
        let report = run_puzzle(&mut board, &puzzle, &config, &mut Headless);
        dosdoku_agents::panel::draw_report(&mut board, &report, "unthrottled", "HEADLESS");
        let screen = ColourScreen::from_vram(&board.screen).masked(&PANEL_MASKS);
        golden::assert_golden(&screen, &format!("headless_{}.txt", kind.name()));
    }
}

/// Takes steps with N (the run paused) until the window satisfies `done`; fails if it
/// cannot get there in `most` steps.
fn step_until(term: &mut Term, what: &str, most: usize, done: impl Fn(&str) -> bool) {
    for _ in 0..most {
        let before = term.window_text();
        if done(&before) {
            return;
        }
        term.send("n");
        let deadline = Instant::now() + Duration::from_millis(500);
        while term.window_text() == before && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(10));
        }
    }
    panic!(
        "{what} not reached in {most} steps:\n{}",
        term.window_text()
    );
}

/// The number on the first line holding `label`, after it (grouping commas and anything
/// after its digits dropped).
fn number_after(text: &str, label: &str) -> Option<u64> {
    let line = text.lines().find(|l| l.contains(label))?;
    let rest = &line[line.find(label)? + label.len()..];
    number(rest.split_whitespace().next()?)
}

/// The number a word starts with, grouping commas dropped: `3:` is 3, `49,438` is 49438.
fn number(word: &str) -> Option<u64> {
    let digits: String = word
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == ',')
        .filter(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}

/// The first race lane's headline counter: the first number under the first line that
/// names a counter `Attempts`.
fn first_lane_count(text: &str) -> Option<u64> {
    let mut lines = text.lines().skip_while(|l| !l.contains("Attempts"));
    lines.next()?;
    number(lines.next()?.split_whitespace().next()?)
}

#[test]
fn board1_paused_at_a_fixed_step_matches_its_golden_screen() {
    let args = ["solve", "--monitor", "on", "--seed", "1", "--pace", "1"];
    let mut term = Term::spawn(&[&args[..], &[DEFAULT_PUZZLE]].concat(), 80, 25, &[]);
    term.wait_text("RUNNING", 10);
    term.send(" ");
    term.wait_text("PAUSED", 5);
    step_until(&mut term, "attempt 5", 40, |t| {
        number_after(t, "Attempts") == Some(5)
    });
    term.wait_golden("board1_paused.txt", 5);
}

#[test]
fn every_agents_live_finished_screen_and_history_page_match_their_golden_ones() {
    // Also the help pages and the settings page, from the same editor. Pages that show no
    // run are compared unmasked: the help's "Per second" is words, not a rate.
    let dir = TempDir::new("golden-agents");
    let history = dir.file("history.jsonl");
    let history = history.to_str().unwrap();
    let args = ["--seed", "1", "--pace", "unthrottled", DEFAULT_PUZZLE];
    let mut term = Term::spawn(&args, 80, 25, &[("DOSDOKU_HISTORY", history)]);
    term.wait_text("F2 Settings", 10);
    term.send(keys::F1);
    term.wait_text("Help, page 1 of", 5);
    let pages = number_after(&term.window_text(), "page 1 of").expect("a page count");
    for page in 1..=pages {
        term.wait_text(&format!("page {page} of {pages}"), 5);
        term.wait_golden_masked(&format!("help_{page}.txt"), 5, &[]);
        term.send(PAGE_DOWN);
    }
    term.send(keys::ESC);
    term.wait_text("F2 Settings", 5);
    term.send(F2);
    term.wait_text("Esc or F2", 5);
    term.wait_golden_masked("settings_board1.txt", 5, &[]);
    term.send(keys::ESC);
    term.wait_text("F2 Settings", 5);
    for (k, &kind) in AgentKind::ALL.iter().enumerate() {
        if k > 0 {
            term.send("a");
            term.wait_text(&format!("Agent: {}", kind.name()), 5);
        }
        term.send(keys::ENTER);
        term.wait_for("the run to finish", 30, |t| {
            t.lines().next().is_some_and(|l| l.contains("FINISHED"))
        });
        term.wait_golden(&format!("finished_{}.txt", kind.name()), 5);
        term.send("h");
        term.wait_text("Run history of this puzzle", 5);
        term.wait_golden_masked(&format!("history_{}.txt", kind.name()), 5, &[]);
        term.send("x");
        term.wait_text("FINISHED", 5);
        term.send("e");
        term.wait_text("F2 Settings", 5);
    }
    term.quit();
}

#[test]
fn pencil_marks_match_their_golden_screen() {
    let mut term = Term::spawn(&[DEFAULT_PUZZLE], 80, 25, &[]);
    term.wait_text("F2 Settings", 10);
    term.send("p");
    term.wait_text("PENCIL MARKS", 5);
    // r1c1 keeps 1 and 2 of its nine, r1c2 drops 5.
    for key in ["3", "4", "5", "6", "7", "8", "9", keys::RIGHT, "5"] {
        term.send(key);
        std::thread::sleep(Duration::from_millis(30));
    }
    term.wait_golden("pencil_marks.txt", 5);
    term.quit_anyway();
}

#[test]
fn the_tutor_matches_its_golden_screens() {
    let mut term = Term::spawn(&["tutor", DEFAULT_PUZZLE], 80, 25, &[]);
    term.wait_text("Tutorial: ", 10);
    term.wait_golden("tutor_start.txt", 5);
    step_tutor(&mut term, 3, 57);
    term.wait_golden("tutor_step3.txt", 5);
    term.quit();
}

#[test]
fn the_tutor_on_a_chain_step_matches_its_golden_screen() {
    // A Y-cycle (the 25th step of this puzzle): its candidates marked on and off, its
    // notation's first page on the status line, the legend's chain colours.
    let line = ".9....2.77...19.....64..39.31.......6..825..4.......76.87..65.....57...94.5....6.";
    let mut term = Term::spawn(&["tutor", line], 80, 25, &[]);
    term.wait_text("Tutorial: ", 10);
    step_tutor(&mut term, 25, 56);
    term.wait_golden("tutor_chain.txt", 5);
    term.quit();
}

/// Steps the tutor on to step `to` of `of`, one key at a time, each step seen on the panel.
fn step_tutor(term: &mut Term, to: usize, of: usize) {
    for step in 1..=to {
        term.send(keys::RIGHT);
        term.wait_text(&format!(" {step} of {of} "), 5);
    }
}

#[test]
fn a_race_paused_at_a_fixed_step_matches_its_golden_screen() {
    let args = ["race", "--seed", "1", "--pace", "1", DEFAULT_PUZZLE];
    let mut term = Term::spawn(&args, 80, 25, &[]);
    term.wait_text("RACING", 10);
    term.send(" ");
    term.wait_text("PAUSED", 5);
    step_until(&mut term, "the first lane's attempt 5", 40, |t| {
        first_lane_count(t) == Some(5)
    });
    term.wait_golden_masked(
        "race_paused.txt",
        5,
        &[Mask::Row(RACE_RATE_ROW), Mask::Row(RACE_STATE_ROW)],
    );
    term.send("q");
}

/// The first puzzle of top1465: after the hidden single 7 in r9c3 it needs a pointing.
const HARD: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

/// An easy puzzle and its solution, for a game played to its end.
const EASY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const EASY_SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// The play screen's clock, which runs.
const PLAY_MASKS: [Mask; 1] = [Mask::After("Time")];

/// `dosdoku play PUZZLE` with its own game and history files in `dir`.
fn spawn_play(dir: &TempDir, puzzle: &str) -> Term {
    let game = dir.file("game.json").display().to_string();
    let history = dir.file("history.jsonl").display().to_string();
    let term = Term::spawn(
        &["play", puzzle],
        80,
        25,
        &[("DOSDOKU_GAME", &game), ("DOSDOKU_HISTORY", &history)],
    );
    term.wait_text("PLAYING", 10);
    term
}

#[test]
fn the_play_screen_and_its_hints_match_their_golden_screens() {
    let dir = TempDir::new("golden-play");
    let mut term = spawn_play(&dir, HARD);
    term.send("\x1b[A");
    term.send(keys::RIGHT);
    term.send(keys::RIGHT);
    term.send("7");
    term.send(keys::RIGHT);
    term.send(keys::RIGHT);
    term.send("4");
    term.send("\x1b[A");
    term.send("\x1b[A");
    term.send("9");
    term.wait_golden_masked("play_playing.txt", 5, &PLAY_MASKS);
    term.send("h");
    term.wait_text("Hint: look for a pointing", 5);
    term.wait_golden_masked("play_hint1.txt", 5, &PLAY_MASKS);
    term.send("h");
    term.wait_text("Hint: a pointing in box 7", 5);
    term.wait_golden_masked("play_hint2.txt", 5, &PLAY_MASKS);
    term.send("h");
    term.wait_text("Pointing: in box 7", 5);
    term.wait_golden_masked("play_hint3.txt", 5, &PLAY_MASKS);
    term.quit();
}

#[test]
fn a_solved_game_matches_its_golden_screen() {
    let dir = TempDir::new("golden-play-end");
    let mut term = spawn_play(&dir, EASY);
    let typing: String = EASY
        .chars()
        .zip(EASY_SOLUTION.chars())
        .map(|(p, s)| {
            if p == '.' {
                format!("{s}\t")
            } else {
                "\t".into()
            }
        })
        .collect();
    term.type_keys(&typing);
    term.wait_text("SOLVED!", 10);
    // The board flashes, then stands still; the time in the status line varies.
    std::thread::sleep(Duration::from_millis(1800));
    term.wait_golden_masked("play_finished.txt", 5, &[PLAY_MASKS[0], Mask::Row(23)]);
    term.quit();
}

//! The live screen in terminals of other sizes than 80x25, and through resizes: the 80x25
//! screen sits centred, exactly as the golden screens show it, with nothing drawn around it.

#![cfg(unix)]

use crate::common::DEFAULT_PUZZLE;
use crate::pty_term::{Term, keys};

/// The terminal sizes every screen is checked at: exact, one larger each way, and larger.
const SIZES: [(u16, u16); 5] = [(80, 25), (81, 26), (100, 30), (120, 40), (200, 60)];

/// The editor at a size: the golden screen in the centred window, the cursor on r1c1.
fn editor_at(cols: u16, rows: u16) {
    let mut term = Term::spawn(&[], cols, rows, &[]);
    term.wait_text("Type a puzzle", 10);
    term.wait_golden("editor.txt", 5);
    term.assert_nothing_outside_window();
    let (left, top) = term.window_offset();
    assert_eq!((left, top), ((cols - 80) / 2, (rows - 25) / 2));
    term.with_screen(|s| {
        assert!(!s.hide_cursor(), "the editor shows its cursor");
        assert_eq!(
            s.cursor_position(),
            (top + 3, left + 4),
            "the cursor sits on r1c1 at {cols}x{rows}"
        );
    });
    assert_eq!(term.board(), DEFAULT_PUZZLE);
    term.quit();
}

/// The seed-1 run solved at a size: the golden screen in the centred window.
fn solved_at(cols: u16, rows: u16) {
    let args = [
        "solve",
        "--monitor",
        "on",
        "--seed",
        "1",
        "--pace",
        "unthrottled",
        DEFAULT_PUZZLE,
    ];
    let mut term = Term::spawn(&args, cols, rows, &[]);
    term.wait_text("Solved by Board1: 49,438", 30);
    term.wait_golden("solved_seed1.txt", 5);
    term.assert_nothing_outside_window();
    term.quit();
}

#[test]
fn the_editor_at_80x25() {
    editor_at(SIZES[0].0, SIZES[0].1);
}

#[test]
fn the_editor_at_81x26() {
    editor_at(SIZES[1].0, SIZES[1].1);
}

#[test]
fn the_editor_at_100x30() {
    editor_at(SIZES[2].0, SIZES[2].1);
}

#[test]
fn the_editor_at_120x40() {
    editor_at(SIZES[3].0, SIZES[3].1);
}

#[test]
fn the_editor_at_200x60() {
    editor_at(SIZES[4].0, SIZES[4].1);
}

#[test]
fn a_solved_run_at_80x25() {
    solved_at(SIZES[0].0, SIZES[0].1);
}

#[test]
fn a_solved_run_at_81x26() {
    solved_at(SIZES[1].0, SIZES[1].1);
}

#[test]
fn a_solved_run_at_100x30() {
    solved_at(SIZES[2].0, SIZES[2].1);
}

#[test]
fn a_solved_run_at_120x40() {
    solved_at(SIZES[3].0, SIZES[3].1);
}

#[test]
fn a_solved_run_at_200x60() {
    solved_at(SIZES[4].0, SIZES[4].1);
}

/// Waits until the window shows `needle` (anywhere in the terminal is not enough).
fn wait_window(term: &Term, needle: &str, secs: u64) {
    term.wait_for(needle, secs, |_| term.window_text().contains(needle));
}

/// Resizes and waits until the window is drawn again at its new place.
fn resize_and_wait(term: &mut Term, cols: u16, rows: u16, needle: &str) {
    term.resize(cols, rows);
    wait_window(term, needle, 10);
}

#[test]
fn resizing_during_a_run_both_ways_keeps_the_screen_exact() {
    let mut term = Term::spawn(
        &[
            "solve",
            "--monitor",
            "on",
            "--seed",
            "1",
            "--pace",
            "1000",
            DEFAULT_PUZZLE,
        ],
        80,
        25,
        &[],
    );
    wait_window(&term, "RUNNING", 10);
    // Let the run draw a few frames at each size, so later diffs land on a resized screen.
    for &(cols, rows) in &[(120, 40), (80, 25), (120, 40), (100, 30), (120, 40)] {
        resize_and_wait(&mut term, cols, rows, "RUNNING");
        std::thread::sleep(std::time::Duration::from_millis(150));
        term.assert_nothing_outside_window();
    }
    // Up to unthrottled, and the finished run is the golden screen at 120x40.
    // From 1,000/s up the 1-2-5 ladder: 12 steps to 10,000,000/s, then unthrottled.
    term.send(&"+".repeat(16));
    wait_window(&term, "Solved by Board1: 49,438", 60);
    term.wait_golden("solved_seed1.txt", 5);
    term.assert_nothing_outside_window();
    // Back to 80x25 after the run: the same screen.
    resize_and_wait(&mut term, 80, 25, "Solved by Board1: 49,438");
    term.wait_golden("solved_seed1.txt", 5);
    term.quit();
}

#[test]
fn resizing_while_paused_shows_the_same_screen_at_each_size() {
    let mut term = Term::spawn(
        &[
            "solve",
            "--monitor",
            "on",
            "--seed",
            "1",
            "--pace",
            "1000",
            DEFAULT_PUZZLE,
        ],
        80,
        25,
        &[],
    );
    wait_window(&term, "RUNNING", 10);
    std::thread::sleep(std::time::Duration::from_millis(300));
    term.send(" ");
    wait_window(&term, "PAUSED", 5);
    // Nothing moves while paused but the masked rate and time: this is the screen to keep.
    std::thread::sleep(std::time::Duration::from_millis(200));
    let paused = term.masked_window();
    for &(cols, rows) in &[(120, 40), (80, 25), (200, 60), (81, 26)] {
        term.resize(cols, rows);
        term.wait_for("the paused screen again", 10, |_| {
            term.masked_window() == paused
        });
        term.assert_nothing_outside_window();
    }
    // Resume: the run finishes as the golden screen says.
    term.send(" ");
    // From 1,000/s up the 1-2-5 ladder: 12 steps to 10,000,000/s, then unthrottled.
    term.send(&"+".repeat(16));
    wait_window(&term, "Solved by Board1: 49,438", 60);
    term.wait_golden("solved_seed1.txt", 5);
    term.assert_nothing_outside_window();
    term.quit();
}

#[test]
fn the_editor_cursor_follows_the_window_through_resizes() {
    let mut term = Term::spawn(&[], 80, 25, &[]);
    term.wait_text("Type a puzzle", 10);
    term.send(keys::RIGHT);
    term.send(keys::DOWN);
    for &(cols, rows) in &[(120, 40), (80, 25), (100, 30)] {
        term.resize(cols, rows);
        term.wait_golden("editor.txt", 10);
        term.assert_nothing_outside_window();
        let (left, top) = term.window_offset();
        // r2c2 sits at row 5, column 8 of the emulated screen (0-based).
        term.wait_for("the cursor on r2c2", 5, |_| {
            term.with_screen(|s| s.cursor_position()) == (top + 5, left + 8)
        });
    }
    // A key typed after the resize lands in the cell under the cursor.
    term.send("4");
    term.wait_for("the 4 in r2c2", 5, |_| term.board().as_bytes()[10] == b'4');
    term.assert_nothing_outside_window();
    term.quit_anyway();
}

#[test]
fn a_terminal_too_small_is_told_centred_and_the_window_comes_back_centred() {
    let mut term = Term::spawn(&[], 120, 40, &[]);
    term.wait_text("Type a puzzle", 10);
    term.resize(60, 20);
    term.wait_text("60x20", 10);
    let text = term.text();
    let line = text
        .lines()
        .find(|l| l.contains("60x20"))
        .expect("the size line");
    let left = line.len() - line.trim_start().len();
    let right = 60 - line.trim_end().chars().count();
    assert!(
        left.abs_diff(right) <= 1,
        "the message is centred: {line:?}"
    );
    term.resize(120, 40);
    term.wait_golden("editor.txt", 10);
    term.assert_nothing_outside_window();
    term.quit();
}

#[test]
fn a_resize_while_the_screen_starts_is_not_missed() {
    // The terminal grows at moments around the program's start; each time the screen must
    // end up centred in the new size.
    for delay_ms in [0, 1, 2, 3, 5, 8, 12, 20, 30, 50] {
        let mut term = Term::spawn(&[], 80, 25, &[]);
        std::thread::sleep(std::time::Duration::from_millis(delay_ms));
        term.resize(120, 40);
        term.wait_golden("editor.txt", 10);
        term.assert_nothing_outside_window();
        term.quit();
    }
}

#[test]
fn keys_typed_between_resizes_are_not_lost() {
    let mut term = Term::spawn(&[], 80, 25, &[]);
    term.wait_text("Type a puzzle", 10);
    // Each key is typed amid resizes; Space clears a cell and moves on, so every key shows
    // on the board: each row becomes 1 to 6 and three blanks.
    let keys = "123456   ".repeat(9);
    for key in keys.chars() {
        term.resize(120, 40);
        term.resize(100, 30);
        term.send(&key.to_string());
        term.resize(90, 28);
        term.resize(81, 26);
    }
    term.wait_for("every key typed", 10, |_| {
        term.board() == "123456...".repeat(9)
    });
    term.assert_nothing_outside_window();
    term.quit_anyway();
}

//! A headless batch at a terminal: a puzzle at work for more than a second shows a progress
//! line on standard error (count, rate, time), redrawn in place and erased when it ends, and
//! a Board1 batch says once what Board1 is and how to go faster. Without a terminal, nothing
//! of that.

#![cfg(unix)]

use std::process::{Command, Stdio};

use crate::common::DEFAULT_PUZZLE;
use crate::pty_term::Term;

/// A 17-clue puzzle Board1 does not solve in hundreds of millions of attempts.
const SLOW_FOR_BOARD1: &str =
    ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";

/// The rows of the screen that show a progress line.
fn progress_rows(term: &Term) -> Vec<String> {
    term.text()
        .lines()
        .filter(|l| l.contains(" attempts, ") && l.contains("/s, "))
        .map(String::from)
        .collect()
}

#[test]
fn a_long_puzzle_shows_its_progress_in_place_and_erases_it_when_it_ends() {
    let mut term = Term::spawn(
        &["solve", "--monitor", "off", "--seed", "1", SLOW_FOR_BOARD1],
        80,
        25,
        &[],
    );
    term.wait_for("the progress line", 10, |t| t.contains(" attempts, "));
    let text = term.text();
    assert!(text.contains("randomized grinder"), "{text}");
    assert!(text.contains("--agent backtrack"), "{text}");
    assert!(text.contains("--max-attempts"), "{text}");
    let first = progress_rows(&term);
    assert_eq!(first.len(), 1, "{text}");
    assert!(first[0].starts_with("puzzle 1: board1, "), "{text}");
    std::thread::sleep(std::time::Duration::from_millis(1200));
    let later = progress_rows(&term);
    assert_eq!(later.len(), 1, "redrawn in place:\n{}", term.text());
    assert_ne!(first, later, "the count moves on");
    // Ctrl-C stops the run: the line gives way to the run's summary.
    term.send("\x03");
    assert_eq!(term.wait_exit(10), 130);
    let text = term.text();
    assert!(text.contains("puzzle 1: stopped | agent board1"), "{text}");
    assert!(
        progress_rows(&term).is_empty(),
        "the line is erased:\n{text}"
    );
    assert_eq!(text.matches("randomized grinder").count(), 1, "{text}");
}

#[test]
fn a_quick_puzzle_shows_no_progress_and_no_note() {
    let mut term = Term::spawn(
        &["solve", "--monitor", "off", "--seed", "1", DEFAULT_PUZZLE],
        80,
        25,
        &[],
    );
    assert_eq!(term.wait_exit(10), 0);
    let text = term.text();
    assert!(text.contains("puzzle 1: solved"), "{text}");
    assert!(
        !text.contains("grinder") && progress_rows(&term).is_empty(),
        "{text}"
    );
}

#[test]
fn without_a_terminal_a_long_puzzle_writes_only_its_summary() {
    let out = Command::new(env!("CARGO_BIN_EXE_dosdoku"))
        .args([
            "solve",
            "--monitor",
            "off",
            "--seed",
            "1",
            "--max-attempts",
            "30000000",
        ])
        .arg(SLOW_FOR_BOARD1)
        .env("DOSDOKU_HISTORY", "/dev/null")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("puzzle 1: gave_up | agent board1"), "{err}");
    assert!(!err.contains('\r') && !err.contains("grinder"), "{err}");
}

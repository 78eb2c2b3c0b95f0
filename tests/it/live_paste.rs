//! Keys never freeze the screen: an unfinished escape sequence or a lone bracketed-paste start
//! times out and the keys after it count; a paste is one event (a puzzle pasted fills the
//! board, anything longer than a board is refused with a message), however long it is.
//! Driven in a pseudo-terminal.

#![cfg(unix)]

use std::time::{Duration, Instant};

use crate::common::DEFAULT_PUZZLE;
use crate::pty_term::Term;

const PASTE_START: &str = "\x1b[200~";
const PASTE_END: &str = "\x1b[201~";

/// The editor with the default puzzle, ready for keys.
fn editor() -> Term {
    let term = Term::spawn(&[], 80, 25, &[]);
    term.wait_text("Type a puzzle", 10);
    term
}

/// Q on the untouched default puzzle quits at once: the program ends within `secs`.
fn quits_at_once(term: &mut Term, secs: u64) {
    term.send("q");
    assert_eq!(term.wait_exit(secs), 0, "Q quits");
    term.assert_restored();
    term.with_screen(|s| assert!(!s.bracketed_paste(), "bracketed paste is still on"));
}

#[test]
fn bracketed_paste_is_asked_for() {
    let mut term = editor();
    term.wait_for("bracketed paste on", 5, |_| {
        term.with_screen(|s| s.bracketed_paste())
    });
    quits_at_once(&mut term, 5);
}

#[test]
fn a_lone_paste_start_does_not_swallow_the_keys_after_it() {
    let mut term = editor();
    term.send(PASTE_START);
    quits_at_once(&mut term, 5);
}

#[test]
fn an_unfinished_escape_sequence_times_out() {
    for unfinished in ["\x1b[", "\x1b[1;", "\x1bO", "\x1b[24"] {
        let mut term = editor();
        term.send(unfinished);
        std::thread::sleep(Duration::from_millis(300));
        quits_at_once(&mut term, 5);
    }
}

#[test]
fn a_pasted_puzzle_fills_the_board_as_one_change() {
    let mut term = editor();
    let puzzle =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    term.send(&format!("{PASTE_START}{puzzle}{PASTE_END}"));
    term.wait_for("the pasted puzzle", 5, |_| term.board() == puzzle);
    term.wait_text("Pasted a puzzle. U undoes it.", 5);
    term.send("u");
    term.wait_for("the puzzle before", 5, |_| term.board() == DEFAULT_PUZZLE);
    quits_at_once(&mut term, 5);
}

#[test]
fn a_paste_longer_than_a_board_is_refused_and_q_still_answers() {
    let mut term = editor();
    let long = "123456789".repeat(1 << 17); // 1.1 MB
    let started = Instant::now();
    term.send(&format!("{PASTE_START}{long}{PASTE_END}"));
    term.wait_text("longer than any board", 10);
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "the paste took {:?}",
        started.elapsed()
    );
    assert_eq!(term.board(), DEFAULT_PUZZLE, "nothing changed");
    quits_at_once(&mut term, 5);
}

#[test]
fn a_paste_into_a_file_prompt_is_typed_there() {
    let mut term = editor();
    term.send("o");
    term.wait_text("Load from file:", 5);
    term.send(&format!("{PASTE_START}some/where.txt{PASTE_END}"));
    term.wait_text("Load from file: some/where.txt_", 5);
    term.send(crate::pty_term::keys::ESC);
    term.wait_text("Cancelled.", 5);
    quits_at_once(&mut term, 5);
}

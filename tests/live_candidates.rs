//! The candidate view on the live screen, driven in a pseudo-terminal: exclusion chosen in the
//! editor shows every cell's candidates while it works, and the editor comes back on the
//! digit view with the puzzle as typed.

#![cfg(unix)]

mod common;
mod pty_term;

use common::DEFAULT_PUZZLE;
use pty_term::{Term, keys};

/// The first band of the board as exclusion leaves the default puzzle (the candidate view's
/// rows 3 to 8, up to the board's right edge).
const FIRST_BAND: [&str; 6] = [
    "║  345│1  45│1 34 ║1 345│1  45│1 345║     │ 2   │     ║",
    "║6    │     │6    ║6  9 │6    │     ║  8  │     │ 7   ║",
    "║ 23  │12   │     ║123  │12   │     ║   4 │    5│     ║",
    "║6    │     │  8  ║6    │6    │ 7   ║     │     │   9 ║",
    "║ 2 45│     │ 2 4 ║ 2 45│ 2 45│ 2 45║  3  │     │1    ║",
    "║ 7   │   9 │     ║     │  8  │  8  ║     │6    │     ║",
];

/// The board part (the first 55 columns) of screen row `row` (0-based).
fn board_row(term: &Term, row: u16) -> String {
    term.row(row).chars().take(55).collect()
}

/// The number shown on the panel line that starts with `label`, 0 when there is none.
fn panel_number(term: &Term, label: &str) -> u64 {
    term.text()
        .lines()
        .find_map(|l| l.split_once(label).map(|(_, rest)| rest.to_string()))
        .map(|rest| {
            rest.chars()
                .take_while(|&c| c != '│')
                .filter(char::is_ascii_digit)
                .collect::<String>()
        })
        .and_then(|digits| digits.parse().ok())
        .unwrap_or(0)
}

#[test]
fn exclusion_chosen_in_the_editor_shows_candidates_and_e_goes_back_to_digits() {
    let mut term = Term::spawn(&["--pace", "unthrottled"], 80, 25, &[]);
    term.wait_text("Type a puzzle", 10);
    // A until the editor names exclusion (the agent key cycles through every agent).
    for _ in 0..10 {
        if term.text().contains("Agent: exclusion") {
            break;
        }
        term.send("a");
        std::thread::sleep(std::time::Duration::from_millis(150));
    }
    term.wait_text("Agent: exclusion", 5);
    assert!(
        term.text()
            .lines()
            .any(|l| l.contains("Agent") && l.trim_end().ends_with("exclusion │")),
        "the panel names the agent:\n{}",
        term.text()
    );
    term.send(keys::ENTER);
    term.wait_text("Stuck: exclusion alone goes no further", 20);
    assert!(term.row(0).contains("candidates"), "{}", term.text());
    for (k, want) in FIRST_BAND.iter().enumerate() {
        assert_eq!(board_row(&term, 2 + k as u16), *want, "row {}", 3 + k);
    }
    // The same counts as headless.
    assert_eq!(panel_number(&term, "Passes"), 5);
    assert_eq!(panel_number(&term, "Eliminations"), 352);
    assert_eq!(panel_number(&term, "Solved cells"), 13);
    term.send("e");
    term.wait_text("Type a puzzle", 5);
    assert_eq!(term.board(), DEFAULT_PUZZLE, "the puzzle as typed");
    assert!(term.row(0).contains("QuickBASIC"), "{}", term.text());
    term.quit();
}

#[test]
fn a_paced_run_shows_candidates_cell_by_cell_and_esc_stops_it() {
    let mut term = Term::spawn(
        &[
            "solve",
            "--monitor",
            "on",
            "--agent",
            "exclusion",
            "--pace",
            "5",
            DEFAULT_PUZZLE,
        ],
        80,
        25,
        &[],
    );
    term.wait_text("Exclusion is solving", 10);
    term.wait_for("the first cells reduced", 10, |_| {
        panel_number(&term, "Eliminations") > 0
    });
    // At five steps a second the first pass is still under way: some cells are reduced,
    // the rest still show all nine candidates.
    let text = term.text();
    assert_eq!(panel_number(&term, "Passes"), 1, "{text}");
    assert!(text.contains("12345│12345"), "{text}");
    term.send(keys::ESC);
    term.wait_text("Stopped. Back to the puzzle as typed", 5);
    assert_eq!(term.board(), DEFAULT_PUZZLE);
    term.send("q");
    assert_eq!(
        term.wait_exit(10),
        1,
        "a stopped run leaves the puzzle unsolved"
    );
    term.assert_restored();
}

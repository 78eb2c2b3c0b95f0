//! The editor's Generate key in a pseudo-terminal: D sets the level shown on the panel, G
//! puts a new puzzle of that level on the board as givens and says its givens, rating and
//! seed on the status line; the same seed on the command line gives the same puzzle.

#![cfg(unix)]

use crate::common::{code, dosdoku, stdout};
use crate::pty_term::Term;
use dosdoku_sudoku::formats::parse_line;
use dosdoku_sudoku::human::rate;
use dosdoku_sudoku::solver::count_solutions;

/// The panel's line under the settings, where the level is shown, its spaces run together.
fn panel_level_line(term: &Term) -> String {
    term.row(19)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The status line and the key-help line it may run on into, as one line.
fn status(term: &Term) -> String {
    format!("{} {}", term.row(23).trim(), term.row(24).trim())
}

/// The colour of the cell of puzzle index `i` on the board.
fn colour_of(term: &Term, i: usize) -> vt100::Color {
    term.with_screen(|s| {
        s.cell(3 + 2 * (i / 9) as u16, 4 + 4 * (i % 9) as u16)
            .map(|c| c.fgcolor())
            .expect("a board cell")
    })
}

#[test]
fn g_puts_a_new_puzzle_of_the_level_on_the_panel_on_the_board() {
    let mut term = Term::spawn(&[], 80, 25, &[]);
    term.wait_text("Type a puzzle", 10);
    assert!(
        panel_level_line(&term).contains("║ │ Generate (G) medium │"),
        "{}",
        term.text()
    );
    // The default puzzle's first given, r1c9, shows the givens' colour.
    let given = colour_of(&term, 8);

    term.send("d");
    term.wait_text("Generate level: hard.", 5);
    term.wait_for("the panel says hard", 5, |_| {
        panel_level_line(&term).contains("║ │ Generate (G) hard │")
    });

    term.send("g");
    term.wait_text("New hard puzzle, seed ", 20);
    let status = status(&term);
    let said = status
        .strip_prefix("New hard puzzle, seed ")
        .expect("the notice")
        .to_string();
    // "SEED: N givens, rating R (TECHNIQUE). U undoes it."
    let (seed, rest) = said.split_once(": ").expect("seed then what");
    let words: Vec<&str> = rest.split_whitespace().collect();
    let (givens, rating) = (words[0], words[3]);

    let board = term.board();
    let puzzle = parse_line(&board).expect("the board reads as a puzzle");
    assert_eq!(puzzle.filled().to_string(), givens, "{board}");
    assert_eq!(count_solutions(&puzzle, 2), 1, "{board}");
    let rated = rate(&puzzle);
    assert_eq!(rated.level.word(), "hard", "{board}");
    assert_eq!(format!("{:.1}", rated.score()), rating, "{status}");
    // Every given is in the givens' colour.
    for i in (0..81).filter(|&i| puzzle.get(i) != 0) {
        assert_eq!(colour_of(&term, i), given, "cell {i}");
    }
    // The seed on the status line gives the same puzzle on the command line.
    let again = dosdoku(&["generate", "--level", "hard", "--seed", seed], "");
    assert_eq!(code(&again), 0);
    assert_eq!(stdout(&again).trim_end(), board);

    // U takes it back; the level stays.
    term.send("u");
    term.wait_text("Undone: generate a puzzle", 5);
    assert_eq!(term.board(), crate::common::DEFAULT_PUZZLE);
    assert!(panel_level_line(&term).contains("hard"));

    term.quit();
}

#[test]
fn d_walks_the_levels_round_and_a_run_blanks_the_line() {
    let mut term = Term::spawn(
        &["--agent", "backtrack", "--pace", "unthrottled"],
        80,
        25,
        &[],
    );
    term.wait_text("Type a puzzle", 10);
    for level in ["hard", "fiendish", "easy", "medium"] {
        term.send("d");
        term.wait_text(&format!("Generate level: {level}."), 5);
    }
    term.send("dddg");
    term.wait_text("New easy puzzle, seed ", 20);
    assert!(
        panel_level_line(&term).ends_with("║ │ Generate (G) easy │"),
        "{}",
        term.text()
    );
    term.send("\r");
    term.wait_text("Solved by", 30);
    assert!(
        !panel_level_line(&term).contains("Generate"),
        "{}",
        term.text()
    );
    term.send("e");
    term.wait_for("the editor's panel again", 5, |_| {
        panel_level_line(&term).contains("Generate (G)")
    });
    term.quit_anyway();
}

//! The candidate view on the live screen, driven in a pseudo-terminal: exclusion chosen in the
//! editor shows every cell's candidates while it works, and the editor comes back on the
//! digit view with the puzzle as typed.

#![cfg(unix)]

use crate::common::DEFAULT_PUZZLE;
use crate::pty_term::{Term, keys};
use vt100::Color;

/// The first band of the board as exclusion leaves the default puzzle (the candidate view's
/// rows 3 to 8, up to the board's right edge).
const FIRST_BAND: [&str; 6] = [
    "║  345│1  45│1 34 ║1 345│1  45│1 345║  8  │  2  │  7  ║",
    "║6    │     │6    ║6  9 │6    │     ║▀▀▀▀▀│▀▀▀▀▀│▀▀▀▀▀║",
    "║ 23  │12   │  8  ║123  │12   │  7  ║  4  │  5  │  9  ║",
    "║6    │     │▀▀▀▀▀║6    │6    │▀▀▀▀▀║▀▀▀▀▀│▀▀▀▀▀│▀▀▀▀▀║",
    "║ 2 45│  9  │ 2 4 ║ 2 45│ 2 45│ 2 45║  3  │  6  │  1  ║",
    "║ 7   │▀▀▀▀▀│     ║     │  8  │  8  ║▀▀▀▀▀│▀▀▀▀▀│▀▀▀▀▀║",
];

/// The colours (foreground, background) of the ten spots of cell `i`'s block on the candidate
/// view, its top row then its bottom row, each left to right.
fn block_colours(term: &Term, i: usize) -> Vec<(Color, Color)> {
    let (r, c) = (i / 9, i % 9);
    let (row, col) = ((2 + 2 * r + r / 3) as u16, (1 + 6 * c) as u16);
    term.with_screen(|s| {
        (0..2)
            .flat_map(|dr| (0..5).map(move |dc| (row + dr, col + dc)))
            .map(|(y, x)| {
                let cell = s.cell(y, x).unwrap();
                (cell.fgcolor(), cell.bgcolor())
            })
            .collect()
    })
}

/// Asserts that cell `i` is drawn solid: each row of its block on one background across all
/// five columns (a notch is a column on another).
fn assert_solid(term: &Term, i: usize) {
    let colours = block_colours(term, i);
    for row in colours.chunks(5) {
        assert!(
            row.iter().all(|&(_, bg)| bg == row[0].1),
            "r{}c{} is notched: {colours:?}\n{}",
            i / 9 + 1,
            i % 9 + 1,
            term.text()
        );
    }
}

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
    // Every cell is solid, on the black-striped rows too; a value (r2c3, a given; r2c7,
    // solved by exclusion) is a block of its own colour, unlike the candidates beside it.
    for i in 0..81 {
        assert_solid(&term, i);
    }
    let top_bg = |i: usize| block_colours(&term, i)[0].1;
    assert_ne!(top_bg(11), top_bg(9), "a given stands out from candidates");
    assert_ne!(
        top_bg(15),
        top_bg(9),
        "a solved cell stands out from candidates"
    );
    assert_ne!(top_bg(11), top_bg(15), "a given and a solved cell differ");
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

#[test]
fn the_human_solvers_values_are_solid_blocks_on_every_row() {
    // The human solver's values are on the Sudoku Laboratory's paper white: every cell of the
    // solved board is a solid block, on the black-striped rows as on the blue ones, and a
    // value found by a single differs from a given.
    let hard = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    let mut term = Term::spawn(
        &["--agent", "human", "--pace", "unthrottled", hard],
        80,
        25,
        &[],
    );
    term.wait_text("F2 Settings", 10);
    term.send(keys::ENTER);
    term.wait_text("Solved by the human solver", 20);
    for i in 0..81 {
        assert_solid(&term, i);
    }
    // r1c1 is a given, r1c2 found by a single (the cells of a striped row: r2c1, r2c2).
    let top = |i: usize| block_colours(&term, i)[0];
    assert_ne!(top(0), top(1), "a given and a found value differ");
    assert_ne!(
        top(9).1,
        Color::Idx(0),
        "a value on a black row is no candidate"
    );
    term.quit();
}

#[test]
fn the_human_solver_paused_on_a_chain_step_marks_it_and_pages_its_notation() {
    // The Y-cycle of the tutorial's test is this puzzle's 25th step: paused there, the human
    // solver's board shows each candidate of the cycle on (magenta) or off (brown), the
    // status line the cycle in Eureka notation, C its next page and then its words; the next
    // step takes the marks back and tells what it did no more.
    let line = ".9....2.77...19.....64..39.31.......6..825..4.......76.87..65.....57...94.5....6.";
    let mut term = Term::spawn(
        &["--agent", "human", "--pace", "1", "--no-history", line],
        80,
        25,
        &[],
    );
    term.wait_text("F2 Settings", 10);
    term.send(keys::ENTER);
    term.wait_text("RUNNING", 10);
    term.send(" ");
    term.wait_text("PAUSED", 5);
    let steps = |text: &str| -> u64 {
        text.lines()
            .find_map(|l| l.split("Steps").nth(1))
            .and_then(|rest| rest.split('│').next())
            .and_then(|n| n.trim().parse().ok())
            .unwrap_or(0)
    };
    while steps(&term.text()) < 25 {
        let n = steps(&term.text());
        term.send("n");
        term.wait_for(&format!("step {}", n + 1), 5, |t| steps(t) == n + 1);
    }
    term.wait_text(
        "Chain 1/2, C more: (2)r3c2-(2)r9c2=(3)r9c2-(3)r9c9=(1)r9c9-(1)r3c9=(5)r3c9",
        5,
    );
    // r9c2 (row 9, column 2): 2 off, 3 on; r3c9: 1 off, 5 on.
    let slot = |i: usize, d: usize| {
        let (r, c) = (i / 9, i % 9);
        (
            (2 + 2 * r + r / 3 + (d - 1) / 5) as u16,
            (1 + 6 * c + (d - 1) % 5) as u16,
        )
    };
    let bg = |term: &Term, (row, col): (u16, u16)| {
        term.with_screen(|s| s.cell(row, col).unwrap().bgcolor())
    };
    let (magenta, brown) = (Color::Idx(5), Color::Idx(3));
    assert_eq!(bg(&term, slot(73, 2)), brown, "{}", term.text());
    assert_eq!(bg(&term, slot(73, 3)), magenta);
    assert_eq!(bg(&term, slot(26, 1)), brown);
    assert_eq!(bg(&term, slot(26, 5)), magenta);
    term.send("c");
    term.wait_text("Chain 2/2, C words: r9c6<>3", 5);
    term.send("c");
    term.wait_text("(C: chain) Forcing chain: a Y-cycle", 5);
    term.send("n");
    term.wait_for("step 26", 5, |t| steps(t) == 26);
    term.wait_text("Paused. Space resumes", 5);
    assert_ne!(bg(&term, slot(73, 3)), magenta, "{}", term.text());
    term.quit();
}

//! Boards of 4x4 and 16x16 on the live screen, driven in a pseudo-terminal: typed in the
//! editor, solved, and compared with golden screens; a 25x25 board is refused with a message.

#![cfg(unix)]

use crate::common::{code, dosdoku, stderr};
use crate::pty_term::{Term, keys};
use dosdoku_sudoku::board::Grid;
use dosdoku_sudoku::formats::parse_line;
use dosdoku_sudoku::solver::{Outcome, Unwatched, solve};

/// The first puzzle of the 16x16 benchmark set.
fn first_sixteen() -> Grid {
    let set = include_str!("../fixtures/sizes/sixteen.txt");
    let line = set.lines().find(|l| !l.starts_with('#')).expect("a puzzle");
    parse_line(line).expect("a 16x16 puzzle")
}

/// The first 25x25 puzzle of its set.
fn first_twenty_five() -> String {
    let set = include_str!("../fixtures/sizes/twenty_five.txt");
    set.lines()
        .find(|l| !l.starts_with('#'))
        .expect("a puzzle")
        .to_string()
}

fn solution(puzzle: &Grid) -> Grid {
    match solve(puzzle, &mut Unwatched).0 {
        Outcome::Solved(g) => g,
        other => panic!("{puzzle} is not solved: {other:?}"),
    }
}

/// The 16x16 cells as the screen shows them, `.` for a blank, in reading order: one character
/// per cell, four cells and a bar per box, rows 3-6, 8-11, 13-16, 18-21 of the window.
fn sixteen_board(term: &Term) -> String {
    let text = term.window_text();
    let lines: Vec<&str> = text.lines().collect();
    let mut cells = String::new();
    for band in 0..4 {
        for r in 0..4 {
            let line: Vec<char> = lines[2 + band * 5 + r].chars().collect();
            for stack in 0..4 {
                for c in 0..4 {
                    let ch = line.get(3 + stack * 5 + c).copied().unwrap_or(' ');
                    cells.push(if ch == ' ' { '.' } else { ch });
                }
            }
        }
    }
    cells
}

#[test]
fn a_16x16_puzzle_typed_with_the_letter_a_is_solved_on_the_screen() {
    let full = first_sixteen();
    let answer = solution(&full);
    // The first blank whose value is A (10): it is left blank, and typed in the editor.
    let cell = (0..256)
        .find(|&i| full.get(i) == 0 && answer.get(i) == 10)
        .expect("a blank that holds A");
    let mut term = Term::spawn(
        &[
            "--agent",
            "backtrack",
            "--pace",
            "unthrottled",
            "--no-history",
            &full.to_line(),
        ],
        80,
        25,
        &[],
    );
    term.wait_text("Type a puzzle (1-9 A-G, arrows)", 10);
    assert_eq!(sixteen_board(&term), full.to_line());
    term.wait_text("A-G Values", 5);
    for _ in 0..cell / 16 {
        term.send(keys::DOWN);
    }
    for _ in 0..cell % 16 {
        term.send(keys::RIGHT);
    }
    let (left, top) = term.window_offset();
    let (row, col) = (
        2 + (cell / 16) / 4 * 5 + cell / 16 % 4,
        3 + (cell % 16) / 4 * 5 + cell % 4,
    );
    term.wait_for("the cursor on the blank", 5, |_| {
        term.with_screen(|s| s.cursor_position()) == (top + row as u16, left + col as u16)
    });
    term.send("A");
    let mut typed = full.clone();
    typed.set(cell, 10);
    term.wait_for("the typed A", 5, |_| {
        sixteen_board(&term) == typed.to_line()
    });
    term.send(keys::ENTER);
    term.wait_text("Solved by the backtracker", 10);
    assert_eq!(sixteen_board(&term), answer.to_line());
    term.wait_golden("solved16.txt", 5);
    term.quit_anyway();
}

#[test]
fn a_4x4_board_typed_from_empty_shows_the_exclusion_candidates() {
    let mut term = Term::spawn(
        &[
            "--size",
            "4",
            "--agent",
            "exclusion",
            "--pace",
            "unthrottled",
            "--no-history",
        ],
        80,
        25,
        &[],
    );
    term.wait_text("Type a puzzle (1-4, arrows)", 10);
    term.send("9");
    term.wait_text("A 4x4 board takes the values 1-4.", 5);
    // 1 . | . .
    // . . | 4 .
    // ----+----
    // . 3 | . .
    // . . | . 2
    term.type_keys("1...");
    term.type_keys("..4.");
    term.type_keys(".3..");
    term.type_keys("...2");
    term.send(keys::ENTER);
    term.wait_text("Solved by exclusion", 10);
    term.wait_golden("exclusion4.txt", 5);
    term.quit_anyway();
}

#[test]
fn a_25x25_puzzle_is_sent_to_the_headless_solver() {
    let puzzle = first_twenty_five();
    for args in [
        vec!["solve", "--monitor", "on", "--no-history", &puzzle],
        vec!["--no-history", &puzzle],
    ] {
        let mut term = Term::spawn(&args, 80, 25, &[]);
        assert_eq!(term.wait_exit(10), 2, "{args:?}");
        let text: String = term.text().lines().map(str::trim_end).collect();
        assert!(
            text.contains("25x25 boards run headless only") && text.contains("--monitor off"),
            "{args:?}: {text}"
        );
    }
    let o = dosdoku(
        &[
            "solve",
            "--agent",
            "backtrack",
            "--monitor",
            "off",
            "--no-history",
            &puzzle,
        ],
        "",
    );
    assert_eq!(code(&o), 0, "{}", stderr(&o));
}

#[test]
fn a_file_of_a_4x4_and_a_16x16_puzzle_pages_between_sizes_and_saves_each_in_its_own() {
    let dir = crate::common::TempDir::new("live-sizes");
    let file = dir.file("mixed.txt");
    let four = "1.....4..3.....2";
    let sixteen = first_sixteen().to_line();
    std::fs::write(&file, format!("{four}\n{sixteen}\n")).unwrap();
    let mut term = Term::spawn(&["--no-history", file.to_str().unwrap()], 80, 25, &[]);
    term.wait_text("Puzzle 1 of 2", 10);
    term.wait_text("Given", 5);
    assert!(
        term.window_text().contains("╔═══╤═══╦═══╤═══╗"),
        "a 4x4 board"
    );
    term.send("\x1b[6~");
    term.wait_text("Puzzle 2 of 2", 5);
    assert_eq!(sixteen_board(&term), sixteen);
    // A value typed over the first blank, then the board saved.
    let blank = sixteen.find('.').unwrap();
    for _ in 0..blank {
        term.send("\t");
    }
    term.send("b");
    let mut typed = sixteen.clone();
    typed.replace_range(blank..=blank, "B");
    term.wait_for("the typed B", 5, |_| sixteen_board(&term) == typed);
    let saved = dir.file("saved.txt");
    term.send("s");
    term.wait_text("Save", 5);
    term.type_keys(saved.to_str().unwrap());
    term.send(keys::ENTER);
    term.wait_text("Saved the board", 5);
    assert_eq!(
        std::fs::read_to_string(&saved).unwrap(),
        format!("{typed}\n")
    );
    term.quit();
}

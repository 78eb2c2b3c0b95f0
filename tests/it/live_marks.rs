//! Pencil marks in the editor, driven in a pseudo-terminal: P switches typing to candidates,
//! a digit toggles one in the cell (the board on the candidate layout), a value hides them,
//! U takes a toggle back, S saves the 729-character line and opening it puts them back, and
//! F4 (the human solver) starts from them.

#![cfg(unix)]

use std::time::{Duration, Instant};

use crate::pty_term::{Term, keys};

/// Project Euler's first Sudoku: r1c1 is blank.
const EASY: &str =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

/// Where digit `d`'s slot of cell `i` shows on the candidate view (0-based row and column):
/// two lines of five slots per cell, a line between bands of boxes.
fn slot(i: usize, d: u8) -> (u16, u16) {
    let (r, c) = (i / 9, i % 9);
    let k = usize::from(d - 1);
    (
        (2 + 2 * r + r / 3 + k / 5) as u16,
        (1 + 6 * c + k % 5) as u16,
    )
}

/// What cell `i` shows in its nine slots: the digit, or `.` for a blank slot (or the lower
/// edge `▀` of a value's block).
fn slots(term: &Term, i: usize) -> String {
    term.with_screen(|s| {
        (1..=9u8)
            .map(|d| {
                let (row, col) = slot(i, d);
                let c = s.cell(row, col).unwrap().contents();
                c.chars()
                    .next()
                    .filter(|c| !matches!(c, ' ' | '▀'))
                    .unwrap_or('.')
            })
            .collect()
    })
}

/// Waits until cell `i` shows `want` in its slots.
fn wait_slots(term: &Term, i: usize, want: &str) {
    let deadline = Instant::now() + Duration::from_secs(5);
    while slots(term, i) != want {
        assert!(
            Instant::now() < deadline,
            "r{}c{} shows {}, not {want}; the screen:\n{}",
            i / 9 + 1,
            i % 9 + 1,
            slots(term, i),
            term.text()
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn pencil_marks_are_typed_shown_saved_opened_and_solved_from() {
    let dir = std::env::temp_dir().join(format!("dosdoku-live-marks-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("marks.txt");
    let path = file.to_str().unwrap();
    let mut term = Term::spawn(&[EASY], 80, 25, &[]);
    term.wait_text("F2 Settings", 10);
    // P: the key line says so, and the board shows every cell's candidates.
    term.send("p");
    term.wait_text("PENCIL MARKS: 1-9 Toggle", 5);
    wait_slots(&term, 0, "123456789");
    wait_slots(&term, 2, "..3......");
    // 1 and 2 toggle those candidates out of r1c1, the cursor staying there.
    term.send("1");
    wait_slots(&term, 0, ".23456789");
    term.send("2");
    wait_slots(&term, 0, "..3456789");
    // A typed value hides the candidates; U brings them back, then takes back a toggle.
    term.send("p");
    term.wait_text("F2 Settings", 5);
    term.send("4");
    wait_slots(&term, 0, "..4......"); // a value: in the middle of its block
    term.send("u");
    term.wait_text("Undone: typing", 5);
    wait_slots(&term, 0, "..3456789");
    term.send("u");
    term.wait_text("Undone: pencil marks", 5);
    wait_slots(&term, 0, ".23456789");
    // Back to r1c1 (typing the 4 moved the cursor on) and 2 out again.
    term.send("p");
    term.wait_text("PENCIL MARKS", 5);
    term.send("h");
    term.send("2");
    wait_slots(&term, 0, "..3456789");
    // S saves the 729-character line.
    term.send("s");
    term.type_keys(path);
    term.send(keys::ENTER);
    term.wait_text("Saved the pencil marks", 5);
    let saved = std::fs::read_to_string(&file).unwrap();
    assert_eq!(saved.trim_end().len(), 729, "{saved}");
    assert!(saved.starts_with("..3456789123456789..3......"), "{saved}");
    term.quit();
    // Opening the file puts the marks back; F4 solves from them with the human solver.
    let mut term = Term::spawn(&[path], 80, 25, &[]);
    term.wait_text("F2 Settings", 10);
    wait_slots(&term, 0, "..3456789");
    term.send("\x1bOS");
    term.wait_text("Solved by the human solver", 10);
    wait_slots(&term, 0, "..4......"); // a value: in the middle of its block
    // Back in the editor the marks are there; a toggle not saved makes Q ask first, and the
    // 729 line is printed as the program ends.
    term.send("e");
    wait_slots(&term, 0, "..3456789");
    term.send("p");
    term.send("5");
    wait_slots(&term, 0, "..34.6789");
    term.send("q");
    term.wait_text("not saved", 5);
    term.quit();
    assert!(
        term.text()
            .contains("the typed puzzle was not saved; here it is:"),
        "{}",
        term.text()
    );
    assert!(term.text().contains("..34.6789123456789..3......"));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Another puzzle with one solution (the built-in one).
const OTHER: &str =
    "........7..8..7.59.9....36...7.....5.8...6....3..9..1.......193....7...61.58..2..";

/// The 729-character line of EASY's pencil marks with 1 and 2 out of r1c1.
fn easy_marks() -> String {
    EASY.bytes()
        .enumerate()
        .map(|(i, b)| {
            (1..=9u8)
                .map(|d| {
                    let shown = match b {
                        b'.' => !(i == 0 && d <= 2),
                        given => given - b'0' == d,
                    };
                    if shown { char::from(b'0' + d) } else { '.' }
                })
                .collect::<String>()
        })
        .collect()
}

/// The editor on a file holding EASY with pencil marks, then OTHER without.
fn marks_then_plain(name: &str) -> (Term, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!("dosdoku-marks-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("two.txt");
    std::fs::write(&file, format!("{}\n{OTHER}\n", easy_marks())).unwrap();
    let term = Term::spawn(
        &[
            "--pace",
            "unthrottled",
            "--no-history",
            file.to_str().unwrap(),
        ],
        80,
        25,
        &[],
    );
    term.wait_text("F2 Settings", 10);
    wait_slots(&term, 0, "..3456789");
    (term, dir)
}

/// Pastes `puzzle` onto the board (the old marks go with the old board).
fn paste(term: &mut Term, puzzle: &str) {
    term.send(&format!("\x1b[200~{puzzle}\x1b[201~"));
    term.wait_text("Pasted a puzzle", 5);
    term.wait_for("the pasted puzzle", 5, |_| term.board() == puzzle);
}

#[test]
fn the_next_puzzle_of_a_file_does_not_take_the_marks_of_the_one_before() {
    let (mut term, dir) = marks_then_plain("next");
    term.send(keys::ENTER);
    term.wait_text("Enter Next", 15);
    term.send(keys::ENTER);
    term.wait_text("Puzzle 2 of 2", 15);
    term.send("e");
    term.wait_for("the second puzzle", 5, |_| term.board() == OTHER);
    // R: the puzzle as loaded is the second, without the first one's marks.
    term.send("r");
    term.wait_text("Back to the puzzle as loaded", 5);
    assert_eq!(term.board(), OTHER, "{}", term.text());
    term.quit();
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_generated_puzzle_does_not_take_the_marks_of_the_one_before() {
    let (mut term, dir) = marks_then_plain("generate");
    term.send("g");
    term.wait_text("puzzle, seed", 20);
    let made = term.board();
    assert_ne!(made, ".".repeat(81));
    term.send("r");
    term.wait_text("Back to the puzzle as loaded", 5);
    assert_eq!(term.board(), made, "{}", term.text());
    term.quit_anyway();
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn leaving_the_tutor_or_a_race_brings_back_the_board_as_it_was_not_old_marks() {
    for key in ["t", "v"] {
        let (mut term, dir) = marks_then_plain(key);
        term.send(keys::ENTER);
        term.wait_text("Solved by", 15);
        term.send("e");
        wait_slots(&term, 0, "..3456789");
        paste(&mut term, OTHER);
        term.send(key);
        term.wait_for("the tutor or the race", 10, |t| !t.contains("F2 Settings"));
        term.send(keys::ESC);
        term.wait_text("F2 Settings", 10);
        term.wait_for("the pasted puzzle, marks gone", 5, |_| {
            term.board() == OTHER
        });
        term.quit_anyway();
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

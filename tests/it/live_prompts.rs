//! The editor's prompts and keys as a person types them: an offered value is replaced by what
//! is typed, a bad answer asks again, "save first" saves and quits, `~` is the home directory,
//! C starts over at the first cell, Home and End, and the agent of a 16x16 board. Driven in a
//! pseudo-terminal.

#![cfg(unix)]

use crate::common::{DEFAULT_PUZZLE, TempDir};
use crate::pty_term::{Term, keys};

/// Home and End as a terminal sends them.
const HOME: &str = "\x1b[H";
const END: &str = "\x1b[F";

/// Seven different puzzles: the default one with its first given moved along.
fn seven_puzzles(dir: &TempDir) -> std::path::PathBuf {
    let text: String = (0..7)
        .map(|k| {
            let mut line = ".".repeat(81);
            line.replace_range(k..k + 1, "5");
            line + "\n"
        })
        .collect();
    let path = dir.0.join("seven.txt");
    std::fs::write(&path, text).unwrap();
    path
}

/// The editor with the puzzles of `args` (the default one without), ready for keys.
fn editor(args: &[&str], env: &[(&str, &str)]) -> Term {
    let term = Term::spawn(args, 80, 25, env);
    term.wait_text("O Open  Q Quit", 10);
    term
}

/// The settings page's line of `name`, trimmed of its frame.
fn setting(term: &Term, name: &str) -> String {
    term.text()
        .lines()
        .find(|l| l.contains(&format!("│ {name} ")))
        .map(|l| l.trim_matches(|c: char| c == ' ' || c == '│').to_string())
        .unwrap_or_default()
}

#[test]
fn a_settings_value_typed_replaces_the_one_offered_and_backspace_edits_it() {
    let mut term = editor(&[], &[]);
    term.send("\x1bOQ"); // F2
    term.wait_text("Choose a setting and press Enter", 5);
    for _ in 0..4 {
        term.send(keys::DOWN);
    }
    term.send(keys::ENTER);
    term.wait_text("cell-tries (N): 20_", 5);
    term.type_keys("5");
    term.wait_text("cell-tries (N): 5_", 5);
    term.send(keys::ENTER);
    term.wait_for("cell-tries set to 5", 5, |_| {
        setting(&term, "cell-tries") == "cell-tries      5"
    });
    // Backspace edits the value offered: 5 -> (rubbed out) -> 7.
    term.send(keys::ENTER);
    term.wait_text("cell-tries (N): 5_", 5);
    term.send("\x7f");
    term.type_keys("7");
    term.send(keys::ENTER);
    term.wait_for("cell-tries set to 7", 5, |_| {
        setting(&term, "cell-tries") == "cell-tries      7"
    });
    // grid-order: typing replaces the nine digits offered.
    term.send(keys::DOWN);
    term.send(keys::DOWN);
    term.send(keys::ENTER);
    term.wait_text("123456789_", 5);
    term.type_keys("987654321");
    term.send(keys::ENTER);
    term.wait_for("grid-order set", 5, |_| {
        setting(&term, "grid-order") == "grid-order      987654321"
    });
    term.send(keys::ESC);
    term.wait_text("Type a puzzle", 5);
    term.quit();
}

#[test]
fn the_puzzle_number_typed_replaces_the_one_offered_and_a_bad_one_asks_again() {
    let dir = TempDir::new("prompts-pick");
    let file = seven_puzzles(&dir);
    let mut term = editor(&[], &[]);
    term.send("o");
    term.wait_text("Load from file:", 5);
    term.type_keys(file.to_str().unwrap());
    term.send(keys::ENTER);
    term.wait_text("Which one (1-7)? 1_", 5);
    term.type_keys("3");
    term.wait_text("Which one (1-7)? 3_", 5);
    term.send(keys::ENTER);
    term.wait_text("Loaded puzzle 3 of 7", 5);
    assert_eq!(term.board().find('5'), Some(2));
    // A number that is not one of the file's: asked again, with the reason.
    term.send("o");
    term.wait_text("Load from file:", 5);
    term.type_keys(file.to_str().unwrap());
    term.send(keys::ENTER);
    term.wait_text("Which one (1-7)? 1_", 5);
    term.type_keys("9");
    term.send(keys::ENTER);
    term.wait_text("There is no puzzle '9'", 5);
    term.wait_text("Which one (1-7)? 9_", 5);
    term.type_keys("6");
    term.send(keys::ENTER);
    term.wait_text("Loaded puzzle 6 of 7", 5);
    assert_eq!(term.board().find('5'), Some(5));
    term.quit();
}

#[test]
fn save_first_when_quitting_saves_and_quits() {
    let dir = TempDir::new("prompts-save-quit");
    let file = dir.0.join("kept.txt");
    let mut term = editor(&[], &[]);
    term.send("6");
    term.wait_for("the typed 6", 5, |_| term.board().starts_with('6'));
    term.send("q");
    term.wait_text("Quit anyway?", 5);
    term.send("s");
    term.wait_text("Save to file:", 5);
    term.type_keys(file.to_str().unwrap());
    term.send(keys::ENTER);
    assert_eq!(term.wait_exit(10), 0, "saved, then quit");
    term.assert_restored();
    let typed = format!("6{}", &DEFAULT_PUZZLE[1..]);
    assert_eq!(std::fs::read_to_string(&file).unwrap().trim(), typed);
}

#[test]
fn a_tilde_in_the_file_prompts_is_the_home_directory() {
    let dir = TempDir::new("prompts-home");
    let home = dir.0.to_str().unwrap();
    let mut term = editor(&[], &[("HOME", home)]);
    term.send("s");
    term.wait_text("Save to file:", 5);
    term.type_keys("~/mine.txt");
    term.send(keys::ENTER);
    term.wait_text("Saved the board", 5);
    assert_eq!(
        std::fs::read_to_string(dir.0.join("mine.txt"))
            .unwrap()
            .trim(),
        DEFAULT_PUZZLE
    );
    term.send("c");
    term.wait_text("Board cleared", 5);
    term.send("o");
    term.wait_text("Load from file:", 5);
    term.type_keys("~/mine.txt");
    term.send(keys::ENTER);
    term.wait_text("Loaded", 5);
    assert_eq!(term.board(), DEFAULT_PUZZLE);
    term.quit();
}

#[test]
fn clear_starts_over_at_the_first_cell_without_the_files_position() {
    let dir = TempDir::new("prompts-clear");
    let file = seven_puzzles(&dir);
    let mut term = editor(&[file.to_str().unwrap()], &[]);
    term.wait_text("Puzzle 1 of 7 (PgDn/PgUp)", 5);
    term.send(keys::DOWN);
    term.send(keys::RIGHT);
    term.send("c");
    term.wait_text("Board cleared", 5);
    term.type_keys("12");
    term.wait_for("the typed 1 and 2", 5, |_| term.board().starts_with("12"));
    assert!(!term.text().contains("Puzzle 1 of 7"), "{}", term.text());
    term.quit_anyway();
}

#[test]
fn typing_another_puzzle_drops_the_files_position() {
    let dir = TempDir::new("prompts-typed");
    let file = seven_puzzles(&dir);
    let mut term = editor(&[file.to_str().unwrap()], &[]);
    term.wait_text("Puzzle 1 of 7 (PgDn/PgUp)", 5);
    term.type_keys("1234");
    term.wait_for("the typed digits", 5, |_| term.board().starts_with("1234"));
    assert!(!term.text().contains("Puzzle 1 of 7"), "{}", term.text());
    term.quit_anyway();
}

#[test]
fn home_and_end_go_to_the_first_and_last_cell_of_the_row() {
    let mut term = editor(&["--size", "9"], &[]);
    term.send(keys::DOWN);
    term.send(keys::RIGHT);
    term.send(keys::RIGHT);
    term.send(END);
    term.type_keys("7");
    term.wait_for("7 in r2c9", 5, |_| term.board().find('7') == Some(17));
    // The 7 moved the cursor on to r3c1; End, then Home, goes back to r3c1.
    term.send(keys::RIGHT);
    term.send(END);
    term.send(HOME);
    term.type_keys("6");
    term.wait_for("6 in r3c1", 5, |_| term.board().find('6') == Some(18));
    term.quit_anyway();
}

#[test]
fn a_16x16_board_in_the_editor_is_solved_by_the_backtracker_unless_an_agent_is_named() {
    let set = include_str!("../fixtures/sizes/sixteen.txt");
    let line = set
        .lines()
        .find(|l| !l.starts_with('#'))
        .expect("a 16x16 puzzle")
        .trim();
    let mut term = editor(&["--pace", "unthrottled", "--no-history", line], &[]);
    term.wait_text("Type a puzzle (1-9 A-G, arrows)", 5);
    term.send(keys::ENTER);
    term.wait_text("Solved by the backtracker", 15);
    term.quit();
}

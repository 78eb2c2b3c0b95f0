//! The live screen keeps what the user typed or saved: a file is not overwritten without
//! asking, clearing and resetting can be undone, quitting with a typed puzzle asks first, and
//! a run stopped by a signal is recorded like one stopped with Q. Driven in a pseudo-terminal.

#![cfg(unix)]

use std::path::PathBuf;

use crate::common::DEFAULT_PUZZLE;
use crate::pty_term::{Term, keys};

/// A fresh directory for one test's files.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("dosdoku-keep-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The editor with the default puzzle, ready for keys.
fn editor(env: &[(&str, &str)]) -> Term {
    let term = Term::spawn(&[], 80, 25, env);
    term.wait_text("Type a puzzle", 10);
    term
}

#[test]
fn saving_onto_a_file_that_is_there_asks_first_and_an_empty_name_cancels() {
    let dir = scratch("save");
    let file = dir.join("mine.txt");
    std::fs::write(&file, "precious\n").unwrap();
    let mut term = editor(&[]);
    // An empty name cancels and writes nothing.
    term.send("s");
    term.wait_text("Save to file:", 5);
    term.send(keys::ENTER);
    term.wait_text("Cancelled: no file name", 5);
    // A file that is there: asked; N keeps it.
    term.send("s");
    term.wait_text("Save to file:", 5);
    term.type_keys(file.to_str().unwrap());
    term.send(keys::ENTER);
    term.wait_text("Overwrite", 5);
    term.wait_text("Y Overwrite it", 5);
    term.send("n");
    term.wait_text("Cancelled.", 5);
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "precious\n");
    // Asked again; Y overwrites.
    term.send("s");
    term.type_keys(file.to_str().unwrap());
    term.send(keys::ENTER);
    term.wait_text("Overwrite", 5);
    term.send("y");
    term.wait_text("Saved the board to", 5);
    assert_eq!(
        std::fs::read_to_string(&file).unwrap().trim(),
        DEFAULT_PUZZLE
    );
    term.quit();
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn clear_and_reset_are_undone_with_u() {
    let mut term = editor(&[]);
    term.send("c");
    term.wait_text("Board cleared. U undoes it.", 5);
    assert_eq!(term.board(), ".".repeat(81));
    term.send("u");
    term.wait_text("Undone: clear the board", 5);
    assert_eq!(term.board(), DEFAULT_PUZZLE);
    // Type over a given, reset to the puzzle as loaded, then undo the reset.
    term.send("5");
    term.wait_for("the typed 5", 5, |_| term.board().starts_with('5'));
    let typed = term.board();
    term.send("r");
    term.wait_text("Back to the puzzle as loaded. U undoes it.", 5);
    assert_eq!(term.board(), DEFAULT_PUZZLE);
    term.send("u");
    term.wait_text("Undone: reset", 5);
    assert_eq!(term.board(), typed);
    // And the typing too, one change at a time.
    term.send("u");
    term.wait_text("Undone: typing", 5);
    assert_eq!(term.board(), DEFAULT_PUZZLE);
    term.send("u");
    term.wait_text("Nothing to undo", 5);
    // A key the editor does not take says where the keys are.
    term.send(keys::ESC);
    term.wait_text("That key does nothing here: F1 lists the keys.", 5);
    term.quit();
}

#[test]
fn quitting_with_a_typed_puzzle_not_saved_asks_once() {
    let mut term = editor(&[]);
    term.send("5");
    term.wait_for("the typed 5", 5, |_| term.board().starts_with('5'));
    term.send("q");
    term.wait_text("The typed puzzle is not saved. Quit anyway?", 5);
    // Esc goes back to the editor with the puzzle as typed.
    term.send(keys::ESC);
    term.wait_text("Cancelled.", 5);
    assert!(term.board().starts_with('5'));
    // Asked once: a second Q quits, and the puzzle is told on the way out.
    term.send("q");
    term.wait_text("Quit anyway?", 5);
    term.quit();
    let typed = format!("5{}", &DEFAULT_PUZZLE[1..]);
    let unwrapped: String = term.text().lines().map(str::trim_end).collect();
    assert!(unwrapped.contains(&typed), "{}", term.text());
}

#[test]
fn quitting_a_run_of_a_typed_puzzle_asks_once_and_an_untouched_one_does_not() {
    let mut term = Term::spawn(&["--pace", "100"], 80, 25, &[]);
    term.wait_text("Type a puzzle", 10);
    // r1c1 of the solution: the puzzle keeps its one solution.
    term.send("6");
    term.wait_for("the typed 6", 5, |_| term.board().starts_with('6'));
    term.send(keys::ENTER);
    term.wait_text("RUNNING", 10);
    term.send("q");
    term.wait_text("The typed puzzle is not saved. Q again quits", 5);
    // Any other key goes on with the run.
    term.send("x");
    term.wait_text("Board1 is solving", 5);
    term.send("q");
    term.wait_text("Q again quits", 5);
    term.quit();
    // The puzzle as loaded needs no question.
    let mut term = Term::spawn(&["--pace", "100"], 80, 25, &[]);
    term.wait_text("Type a puzzle", 10);
    term.send(keys::ENTER);
    term.wait_text("RUNNING", 10);
    term.quit();
}

/// The history file's records, one JSON value per line.
fn records(path: &std::path::Path) -> Vec<serde_json::Value> {
    std::fs::read_to_string(path)
        .unwrap_or_default()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// A run at a slow pace, stopped by `signal` once it has made some attempts: the terminal is
/// restored, the exit status is 128 + the signal, and the run is recorded as stopped with its
/// counters.
fn a_signal_records_the_stopped_run(signal: nix::sys::signal::Signal, name: &str) {
    let dir = scratch(name);
    let history = dir.join("history.jsonl");
    let mut term = Term::spawn(
        &["--pace", "300", "--seed", "7"],
        80,
        25,
        &[("DOSDOKU_HISTORY", history.to_str().unwrap())],
    );
    term.wait_text("Type a puzzle", 10);
    term.send(keys::ENTER);
    term.wait_text("RUNNING", 10);
    term.wait_for("some attempts", 10, |text| {
        let attempts: String = text
            .lines()
            .find_map(|l| l.split_once("Attempts"))
            .map_or("", |(_, rest)| rest)
            .chars()
            .take_while(|&c| c != '│')
            .filter(char::is_ascii_digit)
            .collect();
        attempts.parse::<u64>().unwrap_or(0) >= 10
    });
    let pid = nix::unistd::Pid::from_raw(term.pid() as i32);
    nix::sys::signal::kill(pid, signal).unwrap();
    assert_eq!(term.wait_exit(10), 128 + signal as u32);
    term.assert_restored();
    let records = records(&history);
    assert_eq!(records.len(), 1, "the stopped run is recorded");
    let run = &records[0];
    assert_eq!(run["status"], "stopped");
    assert_eq!(run["mode"], "live");
    assert_eq!(run["seed"], 7);
    assert!(run["attempts"].as_u64().unwrap() >= 10, "{run}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn sigterm_during_a_run_records_the_stopped_run() {
    a_signal_records_the_stopped_run(nix::sys::signal::Signal::SIGTERM, "term");
}

#[test]
fn sighup_during_a_run_records_the_stopped_run() {
    a_signal_records_the_stopped_run(nix::sys::signal::Signal::SIGHUP, "hup");
}

#[test]
fn q_in_a_file_name_prompt_is_a_letter_and_esc_or_ctrl_c_leave() {
    let dir = scratch("prompt-q");
    let mut term = editor(&[]);
    // q and Q are typed into the name, not taken as Quit; Enter looks for that file.
    term.send("o");
    term.wait_text("Load from file:", 5);
    term.type_keys("qQq");
    term.wait_text("Load from file: qQq_", 5);
    term.send(keys::ENTER);
    term.wait_text("qQq", 5);
    term.wait_for("a message about the file 'qQq'", 5, |t| {
        !t.contains("Load from file:") && t.contains("qQq")
    });
    assert_eq!(term.board(), DEFAULT_PUZZLE);
    // Esc leaves the prompt with what was typed, q included, and the program goes on.
    term.send("o");
    term.wait_text("Load from file:", 5);
    term.type_keys("q");
    term.wait_text("Load from file: q_", 5);
    term.send(keys::ESC);
    term.wait_text("Cancelled.", 5);
    assert!(!term.text().contains("Load from file:"), "{}", term.text());
    // The save prompt too: q is a letter; Esc cancels and writes nothing.
    let file = dir.join("q");
    term.send("s");
    term.wait_text("Save to file:", 5);
    term.type_keys(file.to_str().unwrap());
    term.wait_text(&format!("Save to file: {}_", file.display()), 5);
    term.send(keys::ESC);
    term.wait_text("Cancelled.", 5);
    assert!(!file.exists());
    // Ctrl-C leaves a prompt and the program (the default puzzle has nothing to lose).
    term.send("s");
    term.wait_text("Save to file:", 5);
    term.type_keys("q");
    term.send(keys::CTRL_C);
    assert_eq!(term.wait_exit(10), 0, "Ctrl-C quits from the prompt");
    term.assert_restored();
    std::fs::remove_dir_all(&dir).unwrap();
}

//! `dosdoku solve --monitor off` and `dosdoku check` driven as a process: outputs and exit statuses.

use crate::common::{DEFAULT_PUZZLE, code, dosdoku, shared_puzzles, stderr, stdout};
use dosdoku_sudoku::board::Grid;
use dosdoku_sudoku::formats::parse_line;

const SOLVED: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
/// No two equal givens, but r1c9 has no digit left: its row holds 1..8 and its column a 9.
const CONTRADICTORY: &str =
    "12345678.........9...............................................................";
/// A solved grid with the four cells of a deadly rectangle (r1c4 r1c5 r4c4 r4c5) blanked:
/// exactly two solutions.
const TWO_SOLUTIONS: &str =
    "534..8912672195348198342567859..1423426853791713924856961537284287419635345286179";

fn solve(args: &[&str], stdin: &str) -> std::process::Output {
    let mut all = vec!["solve", "--monitor", "off"];
    all.extend_from_slice(args);
    dosdoku(&all, stdin)
}

fn assert_solves(line: &str, puzzle: &str) {
    let solution = parse_line(line).expect("an 81-character solution");
    let puzzle = parse_line(puzzle).unwrap();
    assert!(solution.solves(&puzzle), "{line} does not solve {puzzle}");
}

#[test]
fn solves_the_default_puzzle_with_a_summary_on_stderr() {
    let out = solve(&["--seed", "1", DEFAULT_PUZZLE], "");
    assert_eq!(code(&out), 0);
    let lines: Vec<String> = stdout(&out).lines().map(String::from).collect();
    assert_eq!(lines.len(), 1);
    assert_solves(&lines[0], DEFAULT_PUZZLE);
    let err = stderr(&out);
    for part in [
        "solved",
        "agent board1",
        "seed 1",
        "attempts 49,438",
        "grid restarts",
        "board restarts 73",
        "Board0 finds 13",
        " ms",
    ] {
        assert!(err.contains(part), "summary lacks {part:?}: {err}");
    }
}

#[test]
fn a_fresh_seed_is_reported_when_none_is_given_and_only_for_a_randomized_agent() {
    let out = solve(&[DEFAULT_PUZZLE], "");
    assert!(stderr(&out).contains("| seed "), "{}", stderr(&out));
    let out = solve(&["--agent", "board0", DEFAULT_PUZZLE], "");
    assert!(!stderr(&out).contains("seed"), "{}", stderr(&out));
}

#[test]
fn every_agent_solves_and_board0_alone_is_stuck_without_a_naked_single() {
    let out = solve(&["--agent", "backtrack", DEFAULT_PUZZLE], "");
    assert_eq!(code(&out), 0);
    assert_solves(stdout(&out).trim(), DEFAULT_PUZZLE);
    assert!(stderr(&out).contains("placements"));
    let out = solve(&["--agent", "board0", DEFAULT_PUZZLE], "");
    assert_eq!(code(&out), 1);
    assert_eq!(stdout(&out).trim(), "stuck");
    assert!(stderr(&out).contains("naked singles"), "{}", stderr(&out));
    assert!(stderr(&out).contains("digits found 13"), "{}", stderr(&out));
}

#[test]
fn wrong_length_is_invalid_with_exit_2() {
    let out = solve(&[&DEFAULT_PUZZLE[..80]], "");
    assert_eq!(code(&out), 2);
    assert_eq!(stdout(&out).trim(), "invalid");
    assert!(stderr(&out).contains("80"), "{}", stderr(&out));
    let out = dosdoku(&["check", &DEFAULT_PUZZLE[..80]], "");
    assert_eq!(code(&out), 2);
    assert!(stdout(&out).starts_with("invalid: "), "{}", stdout(&out));
}

#[test]
fn a_bad_character_is_named_with_its_column() {
    let bad = format!("{}x{}", &DEFAULT_PUZZLE[..40], &DEFAULT_PUZZLE[41..]);
    let out = solve(&[&bad], "");
    assert_eq!(code(&out), 2);
    let err = stderr(&out);
    assert!(err.contains("41") && err.contains("'x'"), "{err}");
    let out = dosdoku(&["check", &bad], "");
    assert!(
        stdout(&out).contains("41") && stdout(&out).contains("'x'"),
        "{}",
        stdout(&out)
    );
}

#[test]
fn duplicate_givens_name_both_cells() {
    let dup = format!("55{}", &".".repeat(79));
    let out = solve(&[&dup], "");
    assert_eq!(code(&out), 2);
    assert_eq!(stdout(&out).trim(), "invalid");
    let err = stderr(&out);
    assert!(err.contains("r1c1") && err.contains("r1c2"), "{err}");
    let out = dosdoku(&["check", &dup], "");
    assert_eq!(code(&out), 2);
    assert!(stdout(&out).contains("r1c1") && stdout(&out).contains("r1c2"));
}

#[test]
fn a_contradictory_puzzle_is_no_solution_and_board1_never_starts() {
    let out = solve(&["--seed", "1", CONTRADICTORY], "");
    assert_eq!(code(&out), 1);
    assert_eq!(stdout(&out).trim(), "no_solution");
    assert!(stderr(&out).contains("no solution"), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("attempts 0"),
        "Board1 must not start: {}",
        stderr(&out)
    );
    let out = dosdoku(&["check", CONTRADICTORY], "");
    assert_eq!((code(&out), stdout(&out).trim()), (1, "none"));
    let out = solve(&["--agent", "backtrack", CONTRADICTORY], "");
    assert_eq!((code(&out), stdout(&out).trim()), (1, "no_solution"));
}

#[test]
fn multiple_solutions_are_solved_but_not_unique() {
    let out = dosdoku(&["check", TWO_SOLUTIONS], "");
    assert_eq!((code(&out), stdout(&out).trim()), (1, "multiple"));
    let out = solve(&["--seed", "3", TWO_SOLUTIONS], "");
    assert_eq!(code(&out), 0);
    assert_solves(stdout(&out).trim(), TWO_SOLUTIONS);
    let out = dosdoku(&["check", SOLVED], "");
    assert_eq!((code(&out), stdout(&out).trim()), (0, "unique"));
}

#[test]
fn the_attempt_cap_gives_up_with_exit_1() {
    let out = solve(
        &["--seed", "1", "--max-attempts", "500", DEFAULT_PUZZLE],
        "",
    );
    assert_eq!((code(&out), stdout(&out).trim()), (1, "gave_up"));
    assert!(stderr(&out).contains("cap of 500"), "{}", stderr(&out));
}

#[test]
fn a_batch_keeps_one_output_line_per_input_puzzle() {
    let input = format!(
        "# a comment\n{SOLVED}\n{}\n{CONTRADICTORY}\n\n{}\n",
        &DEFAULT_PUZZLE[..70],
        TWO_SOLUTIONS
    );
    let out = solve(&["--agent", "backtrack", "-"], &input);
    assert_eq!(code(&out), 2, "an invalid line makes it bad input");
    let lines: Vec<String> = stdout(&out).lines().map(String::from).collect();
    assert_eq!(lines.len(), 4, "{lines:?}");
    assert_eq!(lines[0], SOLVED);
    assert_eq!(lines[1], "invalid");
    assert_eq!(lines[2], "no_solution");
    assert_solves(&lines[3], TWO_SOLUTIONS);
    assert!(stderr(&out).contains("line 3"), "{}", stderr(&out));
    let out = dosdoku(&["check"], &input);
    let lines: Vec<String> = stdout(&out).lines().map(String::from).collect();
    assert_eq!(lines[0], "unique");
    assert!(lines[1].starts_with("invalid: line 3"), "{}", lines[1]);
    assert_eq!(lines[2..], ["none", "multiple"]);
}

#[test]
fn files_and_standard_input_are_read_in_every_format() {
    let dir = std::env::temp_dir().join(format!("dosdoku-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let sdk = dir.join("p.sdk");
    let grid = parse_line(DEFAULT_PUZZLE).unwrap();
    std::fs::write(
        &sdk,
        dosdoku_sudoku::formats::write(&grid, dosdoku_sudoku::formats::Format::Sdk),
    )
    .unwrap();
    let vb = dir.join("p.vb");
    std::fs::write(
        &vb,
        dosdoku_sudoku::formats::write(&grid, dosdoku_sudoku::formats::Format::VisualBasic),
    )
    .unwrap();
    for path in [&sdk, &vb] {
        let out = solve(&["--seed", "1", path.to_str().unwrap()], "");
        assert_eq!(code(&out), 0, "{}", stderr(&out));
        assert_solves(stdout(&out).trim(), DEFAULT_PUZZLE);
    }
    let ss = dosdoku_sudoku::formats::write(&grid, dosdoku_sudoku::formats::Format::SimpleSudoku);
    let out = solve(&["--agent", "backtrack"], &ss);
    assert_solves(stdout(&out).trim(), DEFAULT_PUZZLE);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_missing_file_or_a_bad_option_is_exit_2() {
    let out = solve(&["no/such/file.txt"], "");
    assert_eq!(code(&out), 2);
    assert!(stderr(&out).contains("no/such/file.txt"));
    assert_eq!(code(&solve(&["--grid-order", "12345678"], "")), 2);
    assert_eq!(code(&solve(&["--agent", "nope"], "")), 2);
    assert_eq!(code(&solve(&["--cell-tries", "0"], "")), 2);
}

#[test]
fn json_has_the_documented_keys() {
    let out = solve(
        &[
            "--json",
            "--seed",
            "9",
            "--agent",
            "backtrack",
            DEFAULT_PUZZLE,
        ],
        "",
    );
    let v: serde_json::Value = serde_json::from_str(stdout(&out).trim()).unwrap();
    for key in [
        "puzzle",
        "solution",
        "status",
        "agent",
        "seed",
        "attempts",
        "cells_placed",
        "grid_restarts",
        "board_restarts",
        "board0_found",
        "elapsed_ms",
        "placements",
        "backtracks",
    ] {
        assert!(v.get(key).is_some(), "missing {key}: {v}");
    }
    assert_eq!(v["status"], "solved");
    assert_eq!(v["agent"], "backtrack");
    assert_eq!(v["puzzle"], DEFAULT_PUZZLE);
    let out = solve(&["--json", CONTRADICTORY], "");
    let v: serde_json::Value = serde_json::from_str(stdout(&out).trim()).unwrap();
    assert_eq!(
        (v["status"].as_str(), v["solution"].is_null()),
        (Some("no_solution"), true)
    );
}

#[test]
fn screen_prints_the_final_80x25_screen_after_the_solution() {
    let out = solve(&["--screen", "--seed", "1", DEFAULT_PUZZLE], "");
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 26);
    assert_solves(lines[0], DEFAULT_PUZZLE);
    assert!(lines[1..].iter().all(|l| l.chars().count() <= 80));
    let screen = lines[1..].join("\n");
    assert!(screen.contains("49,438"), "{screen}");
    assert!(
        screen.contains("Solved by Board1: 49,438 attempts (seed 1)"),
        "{screen}"
    );
    // The first board row on the screen holds the solution's first row.
    let row: String = lines[4]
        .chars()
        .filter(|c| c.is_ascii_digit())
        .take(9)
        .collect();
    assert_eq!(row, lines[0][..9]);
}

#[test]
fn the_backtracker_solves_every_hardest_1106_puzzle_as_a_process() {
    let path = shared_puzzles("hardest1106.txt");
    let out = solve(&["--agent", "backtrack", "--quiet", &path], "");
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    let text = std::fs::read_to_string(&path).unwrap();
    let puzzles: Vec<Grid> = dosdoku_sudoku::formats::read_puzzles(&text)
        .unwrap()
        .into_iter()
        .map(|e| e.puzzle.unwrap())
        .collect();
    let lines: Vec<String> = stdout(&out).lines().map(String::from).collect();
    assert_eq!(lines.len(), puzzles.len());
    for (line, puzzle) in lines.iter().zip(&puzzles) {
        assert!(parse_line(line).unwrap().solves(puzzle));
    }
}

#[test]
fn a_file_of_only_bad_lines_still_gets_one_line_each() {
    let input = format!("{}\n{}x\n", &DEFAULT_PUZZLE[..80], &DEFAULT_PUZZLE[..80]);
    let out = solve(&["-"], &input);
    assert_eq!(code(&out), 2);
    assert_eq!(stdout(&out), "invalid\ninvalid\n");
    let err = stderr(&out);
    assert!(
        err.contains("line 1: 80 cells") && err.contains("line 2, column 81"),
        "{err}"
    );
    let out = dosdoku(&["check", "-"], &input);
    assert_eq!(stdout(&out).lines().count(), 2);
}

#[test]
fn completions_are_printed_for_every_shell() {
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let out = dosdoku(&["completions", shell], "");
        assert_eq!(code(&out), 0, "{shell}: {}", stderr(&out));
        let script = stdout(&out);
        for word in ["dosdoku", "solve", "check", "runs", "compare", "grid-order"] {
            assert!(script.contains(word), "{shell}: the script lacks {word}");
        }
    }
    let bash = stdout(&dosdoku(&["completions", "bash"], ""));
    let syntax = std::process::Command::new("bash")
        .args(["-n", "-c", &bash])
        .status();
    if let Ok(status) = syntax {
        assert!(status.success(), "bash finds the script's syntax bad");
    }
    assert_eq!(code(&dosdoku(&["completions", "cmd"], "")), 2);
}

#[test]
fn grids_copied_from_hodoku_are_checked_and_solved_as_one_puzzle() {
    let dir = crate::common::TempDir::new("hodoku");
    let path = dir.file("hodoku.txt");
    std::fs::write(
        &path,
        ".-------.-------.-------.\n\
         | . . . | . . . | . . 7 |\n\
         | . . 8 | . . 7 | . 5 9 |\n\
         | . 9 . | . . . | 3 6 . |\n\
         :-------+-------+-------:\n\
         | . . 7 | . . . | . . 5 |\n\
         | . 8 . | . . 6 | . . . |\n\
         | . 3 . | . 9 . | . 1 . |\n\
         :-------+-------+-------:\n\
         | . . . | . . . | 1 9 3 |\n\
         | . . . | . 7 . | . . 6 |\n\
         | 1 . 5 | 8 . . | 2 . . |\n\
         '-------'-------'-------'\n",
    )
    .unwrap();
    let path = path.to_str().unwrap();
    let out = dosdoku(&["check", path], "");
    assert_eq!(
        (stdout(&out).as_str(), code(&out)),
        ("unique\n", 0),
        "{}",
        stderr(&out)
    );
    let out = solve(&["--agent", "backtrack", "-q", path], "");
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    assert_solves(stdout(&out).trim(), DEFAULT_PUZZLE);
}

//! The exclusion agent from the command line: its counters, its statuses and the candidate
//! screen it leaves.

use crate::common::{DEFAULT_PUZZLE, code, dosdoku, stderr, stdout};
use serde_json::Value;

/// A puzzle solved by naked singles alone.
const SINGLES_ONLY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn exclusion(args: &[&str]) -> std::process::Output {
    let mut all = vec!["solve", "--agent", "exclusion", "--monitor", "off"];
    all.extend_from_slice(args);
    dosdoku(&all, "")
}

fn json(args: &[&str]) -> (i32, Value) {
    let mut all = vec!["--json", "--quiet"];
    all.extend_from_slice(args);
    let out = exclusion(&all);
    let v = serde_json::from_str(stdout(&out).trim()).expect("one JSON object");
    (code(&out), v)
}

fn counters(v: &Value) -> (u64, u64, u64) {
    let c = &v["counters"];
    (
        c["passes"].as_u64().unwrap(),
        c["eliminations"].as_u64().unwrap(),
        c["solved_cells"].as_u64().unwrap(),
    )
}

#[test]
fn the_default_puzzle_is_stuck_after_five_passes() {
    let (code, v) = json(&[DEFAULT_PUZZLE]);
    assert_eq!((code, v["status"].as_str()), (1, Some("stuck")));
    assert_eq!(counters(&v), (5, 352, 13));
    assert_eq!(v["seed"], Value::Null);
    assert_eq!(v["board0_found"], 0);
    let out = exclusion(&[DEFAULT_PUZZLE]);
    assert_eq!(stdout(&out), "stuck\n");
    let summary = stderr(&out);
    assert!(
        summary.contains("passes 5 | eliminations 352 | solved cells 13"),
        "{summary}"
    );
    assert!(
        summary.contains("44 cells keep several candidates"),
        "{summary}"
    );
}

#[test]
fn board0_first_leaves_exclusion_nothing_to_solve_on_the_default_puzzle() {
    // Board0 finds the same 13 naked singles on the digit view; exclusion, on the candidate
    // view, then only removes candidates.
    let (code, v) = json(&["--board0", DEFAULT_PUZZLE]);
    assert_eq!((code, v["board0_found"].as_u64()), (1, Some(13)));
    assert_eq!(counters(&v), (2, 248, 0));
}

#[test]
fn a_puzzle_of_singles_is_solved_and_the_cap_counts_passes() {
    let out = exclusion(&[SINGLES_ONLY]);
    assert_eq!(code(&out), 0);
    assert_eq!(
        stdout(&out),
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179\n"
    );
    let (_, v) = json(&[SINGLES_ONLY]);
    assert_eq!(counters(&v), (6, 408, 51));
    let (code, v) = json(&["--max-attempts", "4", SINGLES_ONLY]);
    assert_eq!((code, v["status"].as_str()), (1, Some("gave_up")));
    assert_eq!(counters(&v).0, 4);
}

#[test]
fn no_solution_and_the_empty_grid() {
    // Row 1 holds 1..8 and r9c9 a 9: r1c9 loses every candidate in the first pass.
    let contradictory = format!("12345678.{}9", ".".repeat(71));
    let (code, v) = json(&[&contradictory]);
    assert_eq!((code, v["status"].as_str()), (1, Some("no_solution")));
    assert_eq!(counters(&v), (1, 9, 0));
    assert_eq!(
        v["reason"].as_str(),
        Some("exclusion left r1c9 with no candidate")
    );
    let (code, v) = json(&[&".".repeat(81)]);
    assert_eq!((code, v["status"].as_str()), (1, Some("stuck")));
    assert_eq!(counters(&v), (1, 0, 0));
}

/// The screen with the values that change from run to run (rate, elapsed) masked.
fn masked(screen: &str) -> String {
    screen
        .lines()
        .map(|line| {
            for label in ["Per second", "Elapsed"] {
                if let (Some(at), Some(end)) = (line.find(label), line.rfind(" │")) {
                    let width = line[at..end].chars().count();
                    let text = format!("{label} <varies>");
                    return format!("{}{text:<width$}{}", &line[..at], &line[end..]);
                }
            }
            line.to_string()
        })
        .map(|line| line + "\n")
        .collect()
}

#[test]
fn the_final_candidate_screen_matches_the_golden_one() {
    // Every cell's candidates where exclusion left them, and the panel drawn into the
    // candidate layout: the characters of the golden screen (with its colours) that
    // tests/golden_screens.rs keeps of the same run made through the library.
    let out = exclusion(&["--screen", DEFAULT_PUZZLE]);
    let text = stdout(&out);
    let screen = masked(text.strip_prefix("stuck\n").expect("the status line first"));
    assert_eq!(screen.lines().count(), 25);
    let trimmed: String = screen
        .lines()
        .map(|l| l.trim_end().to_string() + "\n")
        .collect();
    assert_eq!(
        trimmed,
        crate::common::golden::characters("headless_exclusion.txt"),
        "the screen differs from screens/headless_exclusion.txt"
    );
}

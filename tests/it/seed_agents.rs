//! The Cruncher and the LMC solver from the command line: their counters in the summary and in
//! JSON, the cap, `solve --rows`, and `compare` computing the deterministic agents on the spot.

use std::process::Command;

use crate::common::{DEFAULT_PUZZLE, code, dosdoku, stderr, stdout};
use serde_json::Value;

/// A solved grid without r1c1 (5) and r1c2 (3): two forced LMC moves, 8 Cruncher increments.
const TWO_BLANKS: &str =
    "..4678912672195348198342567859761423426853791713924856961537284287419635345286179";

fn solve(args: &[&str]) -> std::process::Output {
    let mut all = vec!["solve", "--monitor", "off"];
    all.extend_from_slice(args);
    dosdoku(&all, "")
}

fn json_of(out: &std::process::Output) -> Vec<Value> {
    stdout(out)
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect()
}

#[test]
fn the_cruncher_counts_the_default_puzzle_in_the_summary_and_in_json() {
    let out = solve(&["--agent", "cruncher", "--json", DEFAULT_PUZZLE]);
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    let json = &json_of(&out)[0];
    assert_eq!(json["status"], "solved");
    assert_eq!(json["agent"], "cruncher");
    assert_eq!(json["seed"], Value::Null);
    assert_eq!(json["counters"]["increments"], 2_472_530);
    assert_eq!(json["counters"]["backsteps"], 247_226);
    assert_eq!(json["settings"]["board0"], false);
    let err = stderr(&out);
    assert!(
        err.contains("agent cruncher | increments 2,472,530 | backsteps 247,226"),
        "{err}"
    );
}

#[test]
fn the_lmc_solver_counts_the_default_puzzle_and_board0_first_changes_its_setup() {
    let out = solve(&["--agent", "lmc", "--json", DEFAULT_PUZZLE]);
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    let c = &json_of(&out)[0]["counters"];
    let counts: Vec<u64> = ["moves", "forced", "forks", "erased"]
        .iter()
        .map(|k| c[k].as_u64().unwrap())
        .collect();
    assert_eq!(counts, [176, 158, 8, 111]);
    assert!(
        stderr(&out).contains("moves 176 | forced moves 158 | fork switches 8 | moves erased 111"),
        "{}",
        stderr(&out)
    );
    // With Board0 first, its 13 finds are setup moves: 13 moves fewer, the same forks.
    let out = solve(&["--agent", "lmc", "--board0", "--json", DEFAULT_PUZZLE]);
    let json = &json_of(&out)[0];
    assert_eq!(json["board0_found"], 13);
    assert_eq!(json["counters"]["moves"], 163);
    assert_eq!(json["counters"]["forks"], 8);
}

#[test]
fn max_attempts_caps_both_headline_counters() {
    let out = solve(&[
        "--agent",
        "cruncher",
        "--max-attempts",
        "5000",
        DEFAULT_PUZZLE,
    ]);
    assert_eq!(code(&out), 1);
    assert_eq!(stdout(&out).trim(), "gave_up");
    assert!(
        stderr(&out).contains("increments 5,000"),
        "{}",
        stderr(&out)
    );
    let out = solve(&["--agent", "lmc", "--max-attempts", "50", DEFAULT_PUZZLE]);
    assert_eq!(stdout(&out).trim(), "gave_up");
    assert!(
        stderr(&out).contains("reached the cap of 50 moves"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn rows_print_the_puzzle_and_result_in_the_blog_form_for_every_puzzle() {
    let input = format!("{TWO_BLANKS}\n{}\n{DEFAULT_PUZZLE}\n", &TWO_BLANKS[..40]);
    let out = dosdoku(
        &[
            "solve",
            "--monitor",
            "off",
            "--agent",
            "board0",
            "--rows",
            "-",
        ],
        &input,
    );
    assert_eq!(code(&out), 2, "the short line is invalid");
    let text = stdout(&out);
    let want_first = "\
Row:  1 -   *  *  4    6  7  8    9  1  2
Row:  2 -   6  7  2    1  9  5    3  4  8
Row:  3 -   1  9  8    3  4  2    5  6  7

Row:  4 -   8  5  9    7  6  1    4  2  3
Row:  5 -   4  2  6    8  5  3    7  9  1
Row:  6 -   7  1  3    9  2  4    8  5  6

Row:  7 -   9  6  1    5  3  7    2  8  4
Row:  8 -   2  8  7    4  1  9    6  3  5
Row:  9 -   3  4  5    2  8  6    1  7  9

Row:  1 -   5  3  4    6  7  8    9  1  2
";
    assert!(text.starts_with(want_first), "{text}");
    let blocks: Vec<&str> = text.split("\n\n\n").collect();
    assert_eq!(blocks.len(), 3, "two blank lines between puzzles:\n{text}");
    assert_eq!(blocks[1], "invalid");
    // Board0 alone is stuck on the default puzzle: the result keeps its blanks as '*'.
    let last: Vec<&str> = blocks[2].lines().collect();
    assert_eq!(last.len(), 23);
    assert_eq!(last[0], "Row:  1 -   *  *  *    *  *  *    *  *  7");
    assert_eq!(last[12], "Row:  1 -   *  *  *    *  *  *    8  2  7");
    let out = dosdoku(&["solve", "--rows", "--json", TWO_BLANKS], "");
    assert_eq!(code(&out), 2, "--rows and --json do not go together");
}

#[test]
fn compare_computes_every_deterministic_agent_and_records_none_of_them() {
    let dir = std::env::temp_dir().join(format!("dosdoku-seed-compare-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let history = dir.join("history.jsonl");
    let run = |json: bool| {
        let mut args = vec!["compare", DEFAULT_PUZZLE];
        if json {
            args.push("--json");
        }
        Command::new(env!("CARGO_BIN_EXE_dosdoku"))
            .args(&args)
            .env("DOSDOKU_HISTORY", &history)
            .output()
            .unwrap()
    };
    let out = run(false);
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    let text = stdout(&out);
    for want in [
        "board0 stuck after 13 digits found; exclusion stuck after 5 passes; cruncher 2,472,530 increments; lmc 176 moves",
        "  cruncher   solved       increments 2,472,530, backsteps 247,226",
        "no recorded runs of this puzzle",
    ] {
        assert!(text.contains(want), "no {want:?} in\n{text}");
    }
    let json: Value = serde_json::from_str(&stdout(&run(true))).unwrap();
    let lmc = json["deterministic"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["agent"] == "lmc")
        .expect("the LMC solver is computed")
        .clone();
    assert_eq!(lmc["status"], "solved");
    assert_eq!(lmc["counters"]["forks"], 8);
    assert_eq!(lmc["cap"], 2_000_000);
    assert!(
        json["deterministic"]
            .as_array()
            .unwrap()
            .iter()
            .all(|r| r["agent"] != "board1")
    );
    assert!(
        !history.exists(),
        "computed runs are not recorded, even in a named history"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

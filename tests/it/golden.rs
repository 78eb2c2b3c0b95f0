//! Golden attempt counts: a (puzzle, settings, seed) triple gives the same counts everywhere.
//! If one of these changes, Board1's behaviour changed: every recorded run is now different.

use crate::common::{DEFAULT_PUZZLE, code, dosdoku, stdout};
use serde_json::Value;

fn run_json(args: &[&str]) -> Value {
    let mut all = vec!["solve", "--monitor", "off", "--json", "--quiet"];
    all.extend_from_slice(args);
    all.push(DEFAULT_PUZZLE);
    let out = dosdoku(&all, "");
    assert_eq!(code(&out), 0, "{args:?}");
    serde_json::from_str(stdout(&out).trim()).expect("one JSON object")
}

fn check(
    args: &[&str],
    attempts: u64,
    cells_placed: u64,
    grid_restarts: [u64; 9],
    board_restarts: u64,
) {
    let v = run_json(args);
    assert_eq!(v["status"], "solved", "{args:?}");
    assert_eq!(v["attempts"], attempts, "attempts for {args:?}");
    assert_eq!(v["cells_placed"], cells_placed, "cells placed for {args:?}");
    let grids: Vec<u64> = v["grid_restarts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n.as_u64().unwrap())
        .collect();
    assert_eq!(grids, grid_restarts, "grid restarts for {args:?}");
    assert_eq!(
        v["board_restarts"], board_restarts,
        "board restarts for {args:?}"
    );
}

#[test]
fn memory_on_default_settings() {
    check(
        &["--seed", "1"],
        49438,
        9478,
        [639, 327, 0, 484, 631, 114, 0, 38, 0],
        73,
    );
    check(
        &["--seed", "2"],
        71700,
        13598,
        [919, 521, 0, 776, 791, 209, 19, 19, 0],
        109,
    );
}

#[test]
fn forgetful() {
    check(
        &["--seed", "3", "--forgetful"],
        55385,
        6642,
        [550, 204, 0, 293, 450, 40, 95, 19, 0],
        55,
    );
}

#[test]
fn forgetful_with_the_original_limits_of_40() {
    check(
        &[
            "--seed",
            "6",
            "--forgetful",
            "--cell-tries",
            "40",
            "--grid-restarts",
            "40",
        ],
        212741,
        14323,
        [629, 575, 0, 939, 1601, 78, 160, 40, 0],
        69,
    );
}

#[test]
fn grid_order_starting_at_five() {
    check(
        &["--seed", "4", "--grid-order", "567891234"],
        560257,
        109561,
        [3942, 3344, 0, 437, 5410, 5133, 7034, 1807, 0],
        881,
    );
}

#[test]
fn without_board0() {
    let v = run_json(&["--seed", "5", "--no-board0"]);
    assert_eq!(v["board0_found"], 0);
    check(
        &["--seed", "5", "--no-board0"],
        670329,
        132374,
        [6152, 7022, 17100, 762, 307, 326, 76, 38, 0],
        1137,
    );
}

#[test]
fn seeds_of_a_batch_count_up_from_the_first() {
    // Puzzle i of a file uses seed N+i: the second copy of the puzzle runs with seed 2.
    let input = format!("{DEFAULT_PUZZLE}\n{DEFAULT_PUZZLE}\n");
    let out = dosdoku(
        &["solve", "--monitor", "off", "--json", "--seed", "1", "-"],
        &input,
    );
    let lines: Vec<Value> = stdout(&out)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(
        (lines[0]["seed"].as_u64(), lines[0]["attempts"].as_u64()),
        (Some(1), Some(49438))
    );
    assert_eq!(
        (lines[1]["seed"].as_u64(), lines[1]["attempts"].as_u64()),
        (Some(2), Some(71700))
    );
}

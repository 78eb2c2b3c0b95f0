//! `dosdoku race --monitor off`: the lanes' runs are solve's runs, the ranking by steps is the
//! same every time, bad lanes are named, and the runs land in the history for `compare`.

use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

use crate::common::{code, dosdoku, stderr, stdout};
use serde_json::Value;

/// A puzzle without a solution: r1c9 can take nothing (1-8 in its row, 9 in its column).
const NO_SOLUTION: &str =
    "12345678........................................................................9";

/// A puzzle with one solution that every default lane solves in a few thousand steps (with
/// seed 1: Board1 starting in grid 5 902 attempts, forgetful 2,141, with memory 3,117, the
/// Cruncher 6,288 increments), so the tests stay quick.
const EASY: &str =
    ".5.9....7.....7..9794.2.3.1..71.36.5..17...3.5..4.....8....51..3...7.5861.58.92.4";

/// `dosdoku race --monitor off ARGS` with no history recorded.
fn race(args: &[&str]) -> Output {
    let mut all = vec!["race", "--monitor", "off"];
    all.extend_from_slice(args);
    dosdoku(&all, "")
}

/// The JSON objects of a `race --json`, one per lane in finishing order.
fn lanes_json(args: &[&str]) -> Vec<Value> {
    let mut all = args.to_vec();
    all.push("--json");
    let out = race(&all);
    assert!(code(&out) <= 1, "{}", stderr(&out));
    stdout(&out)
        .lines()
        .map(|l| serde_json::from_str(l).expect("each line is JSON"))
        .collect()
}

/// The solve options that make the run of a lane (`board1,forgetful,seed=7` and its seed).
fn solve_options(spec: &str, seed: Option<u64>) -> Vec<String> {
    let mut parts = spec.split(',');
    let mut args = vec!["--agent".to_string(), parts.next().unwrap().to_string()];
    for part in parts {
        args.push(format!("--{part}"));
    }
    if let Some(seed) = seed {
        args.retain(|a| !a.starts_with("--seed="));
        args.push(format!("--seed={seed}"));
    }
    args
}

#[test]
fn every_lane_counts_exactly_what_solve_counts() {
    let specs = [
        "board1,forgetful,cell-tries=40",
        "board1,grid-order=567891234,no-board0,seed=9",
        "lmc,board0",
        "cruncher,max-attempts=100000",
    ];
    let mut args = vec!["--seed", "5", EASY];
    for spec in &specs {
        args.extend(["--lane", spec]);
    }
    let lanes = lanes_json(&args);
    assert_eq!(lanes.len(), 4);
    for lane in &lanes {
        let spec = lane["spec"].as_str().unwrap();
        let mut solve: Vec<String> = ["solve", "--monitor", "off", "--json", EASY]
            .map(String::from)
            .to_vec();
        solve.extend(solve_options(spec, lane["seed"].as_u64()));
        let solve: Vec<&str> = solve.iter().map(String::as_str).collect();
        let out = dosdoku(&solve, "");
        let alone: Value = serde_json::from_str(stdout(&out).trim()).unwrap();
        for key in [
            "counters",
            "status",
            "board0_found",
            "solution",
            "settings",
            "seed",
        ] {
            assert_eq!(lane[key], alone[key], "{key} of lane {spec}");
        }
        let headline = lane["headline"].as_str().unwrap();
        assert_eq!(
            lane["steps"], alone["counters"][headline],
            "steps of {spec}"
        );
    }
    // The lanes without a seed of their own take 5, 6, ...; the Cruncher takes none.
    let seed_of = |spec: &str| lanes.iter().find(|l| l["spec"] == spec).unwrap()["seed"].clone();
    assert_eq!(seed_of(specs[0]), 5);
    assert_eq!(seed_of(specs[1]), 9);
    assert_eq!(seed_of(specs[2]), Value::Null);
    assert_eq!(seed_of(specs[3]), Value::Null);
}

/// The lines of a race, a lane told on two lines joined into one, with the elapsed times
/// (which vary) taken out.
fn ranking(args: &[&str]) -> Vec<String> {
    let out = race(args);
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    let mut lanes: Vec<String> = Vec::new();
    for line in stdout(&out).lines() {
        match lanes.last_mut() {
            Some(last) if line.starts_with(' ') => *last += line,
            _ => lanes.push(line.to_string()),
        }
    }
    lanes
        .iter()
        .map(|l| l.split("  elapsed").next().unwrap().trim_end().to_string())
        .collect()
}

#[test]
fn a_race_by_steps_ranks_the_same_every_time() {
    let args = ["--seed", "11", EASY];
    let first = ranking(&args);
    assert_eq!(first.len(), 4);
    assert_eq!(first, ranking(&args));
    // Places go by steps: the headline counter (after the status) rises down the placed lanes.
    let steps: Vec<u64> = first
        .iter()
        .map(|l| {
            let words: Vec<&str> = l.split_whitespace().collect();
            let at = words.iter().position(|w| *w == "solved").unwrap() + 1;
            words[at].replace(',', "").parse().unwrap()
        })
        .collect();
    assert!(steps.windows(2).all(|w| w[0] <= w[1]), "{first:?}");
    assert!(first[0].starts_with("1st  "), "{first:?}");
    let out = race(&args);
    assert!(
        stderr(&out).starts_with(
            "race by steps, seed 11: lanes without a seed of their own take 11, 12, ..."
        ),
        "{}",
        stderr(&out)
    );
}

#[test]
fn lanes_with_the_same_run_tie_and_share_a_place() {
    let lanes = lanes_json(&[
        EASY,
        "--lane",
        "board1,seed=3",
        "--lane",
        "board1,seed=3",
        "--lane",
        "lmc",
    ]);
    let places: Vec<(Value, Value, Value)> = lanes
        .iter()
        .map(|l| (l["lane"].clone(), l["place"].clone(), l["tied"].clone()))
        .collect();
    assert_eq!(
        places,
        [
            (3.into(), 1.into(), false.into()),
            (1.into(), 2.into(), true.into()),
            (2.into(), 2.into(), true.into()),
        ]
    );
}

#[test]
fn a_race_by_time_places_by_wall_time() {
    let lanes = lanes_json(&[
        "--by",
        "time",
        "--seed",
        "2",
        EASY,
        "--lane",
        "board1",
        "--lane",
        "backtrack",
        "--lane",
        "exclusion",
    ]);
    let placed: Vec<f64> = lanes
        .iter()
        .filter(|l| !l["place"].is_null())
        .map(|l| l["elapsed_ms"].as_f64().unwrap())
        .collect();
    assert_eq!(placed.len(), 2);
    assert!(placed[0] <= placed[1], "{lanes:?}");
    assert_eq!(lanes[2]["status"], "stuck");
    assert_eq!(lanes[2]["place"], Value::Null);
    assert!(lanes.iter().all(|l| l["by"] == "time"));
}

#[test]
fn a_bad_lane_is_named_with_its_setting() {
    for (lanes, message) in [
        (
            vec!["board1", "board1,colour=3"],
            "dosdoku: lane 2 'board1,colour=3': 'colour' is not a setting of a board1 lane",
        ),
        (
            vec!["robot", "board1"],
            "dosdoku: lane 1 'robot': no agent is called 'robot' (the agents: board1,",
        ),
        (
            vec!["board1", "board1,grid-order=5678"],
            "dosdoku: lane 2 'board1,grid-order=5678': agent board1: grid order '5678' has 4 characters",
        ),
        (
            vec!["lmc", "backtrack,max-attempts=10"],
            "dosdoku: lane 2 'backtrack,max-attempts=10': 'max-attempts': agent backtrack takes no cap",
        ),
        (
            vec!["board1", "board1,seed=-1"],
            "dosdoku: lane 2 'board1,seed=-1': 'seed' takes a whole number, not '-1'",
        ),
        (vec!["board1"], "dosdoku: a race has 2 to 4 lanes, not 1"),
        (vec!["lmc"; 5], "dosdoku: a race has 2 to 4 lanes, not 5"),
    ] {
        let mut args = vec![EASY];
        for lane in &lanes {
            args.extend(["--lane", lane]);
        }
        let out = race(&args);
        assert_eq!(code(&out), 2, "{lanes:?}");
        assert!(stderr(&out).starts_with(message), "{}", stderr(&out));
        assert!(stdout(&out).is_empty());
    }
    let out = race(&["11.......", "--lane", "lmc", "--lane", "lmc"]);
    assert_eq!(code(&out), 2);
}

#[test]
fn board1_lanes_do_not_start_on_a_puzzle_without_a_solution() {
    let out = race(&[
        NO_SOLUTION,
        "--seed",
        "1",
        "--lane",
        "board1",
        "--lane",
        "lmc",
    ]);
    assert_eq!(code(&out), 1, "no lane solved it");
    let text = stdout(&out);
    assert!(text.lines().all(|l| l.starts_with("-  ")), "{text}");
    assert!(text.contains("no_solution"), "{text}");
    assert!(
        stderr(&out).contains(
            "lane 1 (board1): the backtracker finds no solution, so Board1 was not started"
        ),
        "{}",
        stderr(&out)
    );
}

/// A data directory of its own (`XDG_DATA_HOME`), so the history is the default file in it,
/// removed when dropped.
struct History {
    data: PathBuf,
    file: PathBuf,
}

impl History {
    fn new(name: &str) -> History {
        let data = std::env::temp_dir().join(format!("dosdoku-race-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&data);
        std::fs::create_dir_all(&data).unwrap();
        let file = data.join("dosdoku").join("history.jsonl");
        History { data, file }
    }

    fn run(&self, args: &[&str]) -> Output {
        Command::new(env!("CARGO_BIN_EXE_dosdoku"))
            .args(args)
            .env_remove("DOSDOKU_HISTORY")
            .env("XDG_DATA_HOME", &self.data)
            .stdin(Stdio::null())
            .output()
            .unwrap()
    }

    fn lines(&self) -> Vec<String> {
        std::fs::read_to_string(&self.file)
            .unwrap()
            .lines()
            .map(String::from)
            .collect()
    }
}

impl Drop for History {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.data);
    }
}

#[test]
fn the_lanes_runs_are_recorded_for_compare() {
    let history = History::new("compare");
    let out = history.run(&["race", "--monitor", "off", "--seed", "4", EASY]);
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    // The three Board1 lanes; the Cruncher makes the same run every time and no history file
    // was named, so as with solve it is not recorded.
    let lines = history.lines();
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert!(lines.iter().all(|l| l.contains("\"mode\":\"headless\"")));
    let compare = history.run(&["compare", EASY]);
    let shown = stdout(&compare);
    for group in ["board1 ", "forgetful", "order 567891234"] {
        assert!(shown.contains(group), "{group} in {shown}");
    }
    let named = history.file.to_str().unwrap();
    let out = history.run(&[
        "race",
        "--monitor",
        "off",
        EASY,
        "--history",
        named,
        "--lane",
        "lmc",
        "--lane",
        "backtrack",
    ]);
    assert_eq!(code(&out), 0);
    assert_eq!(
        history.lines().len(),
        5,
        "a named history records every lane"
    );
}

#[test]
fn a_lane_takes_exactly_the_agents_solve_takes() {
    // The human-like solver races when the registry holds it, and is refused by name (exit 2,
    // no panic) when it does not, as solve refuses it; likewise for a name no agent has.
    for name in ["human", "board0", "backtrack", "exclusion", "robot"] {
        let solve = dosdoku(&["solve", "--monitor", "off", "--agent", name, EASY], "");
        let out = race(&[EASY, "--lane", name, "--lane", "lmc"]);
        if code(&solve) == 2 {
            assert_eq!(code(&out), 2, "{name}: {}", stderr(&out));
            assert!(
                stderr(&out).starts_with(&format!(
                    "dosdoku: lane 1 '{name}': no agent is called '{name}' (the agents: board1, "
                )),
                "{}",
                stderr(&out)
            );
            assert!(stdout(&out).is_empty());
        } else {
            assert!(code(&out) <= 1, "{name}: {}", stderr(&out));
            assert!(
                stdout(&out)
                    .lines()
                    .any(|l| l.contains(&format!("  {name}  "))),
                "{name}: {}",
                stdout(&out)
            );
        }
    }
}

#[test]
fn other_board_sizes_race_headless_with_agents_that_take_them() {
    const FOUR: &str = "1..2.........3..";
    let out = race(&["--lane", "lmc", "--lane", "cruncher", FOUR]);
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    assert!(stdout(&out).contains("1st"), "{}", stdout(&out));
    // A lane whose agent does not take the size is named, before anything runs.
    let out = race(&["--lane", "lmc", "--lane", "human", FOUR]);
    assert_eq!(code(&out), 2);
    assert!(
        stderr(&out).contains("lane 2 'human': agent human works on 9x9 boards only, not 4x4"),
        "{}",
        stderr(&out)
    );
    // The race screen shows 9x9 boards only: refused before the screen opens.
    let out = dosdoku(&["race", "--monitor", "on", FOUR], "");
    assert_eq!(code(&out), 2);
    assert!(
        stderr(&out).contains("a 4x4 puzzle: the race screen shows 9x9 boards"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn the_lines_fit_80_columns_with_their_numbers_grouped_and_times_in_seconds() {
    for args in [
        vec!["--seed", "1"],
        vec![
            "--seed",
            "18446744073709551615",
            "--lane",
            "board1,grid-order=987654321,max-attempts=100000,forgetful",
            "--lane",
            "lmc",
            "--lane",
            "exclusion,no-board0",
            "--lane",
            "cruncher",
        ],
    ] {
        let out = race(&args);
        let (lines, notes) = (stdout(&out), stderr(&out));
        for line in lines.lines().chain(notes.lines()) {
            assert!(line.chars().count() <= 80, "{} columns: {line}", line.len());
        }
        assert!(!lines.contains("steps 49438"), "{lines}");
        // Each time is in ms below a second and in s from a second on, to three figures.
        for line in lines.lines().filter(|l| l.ends_with(" ms")) {
            let value: f64 = line.rsplit(' ').nth(1).unwrap().parse().unwrap();
            assert!(value < 1000.0, "{line}");
        }
    }
    // Each lane's line starts with its place and the lane as named; a lane named at length
    // goes on with the other columns on an indented line.
    let out = race(&["--seed", "1", EASY, "--lane", "board1", "--lane", "lmc"]);
    let lines: Vec<String> = stdout(&out).lines().map(String::from).collect();
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(
        lines
            .iter()
            .any(|l| l.split_whitespace().nth(1) == Some("lmc"))
    );
    let out = race(&["--seed", "1", EASY]);
    let lines: Vec<String> = stdout(&out).lines().map(String::from).collect();
    let named: Vec<&String> = lines.iter().filter(|l| !l.starts_with(' ')).collect();
    assert_eq!(named.len(), 4, "{lines:?}");
    assert!(
        named
            .iter()
            .any(|l| l.split_whitespace().nth(1) == Some("board1,forgetful"))
    );
}

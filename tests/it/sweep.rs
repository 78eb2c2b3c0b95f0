//! `compare --sweep SETTING=VALUES --runs N`: each value's runs on the same seeds, recorded
//! exactly; medians equal to `compare --runs` with that value; bad specs refused; the same
//! numbers every time; a signal keeps the finished runs.

use std::path::Path;
use std::process::{Command, Output, Stdio};

use crate::common::{TempDir, code, stderr, stdout};
use dosdoku_history::{RunRecord, SettingValue, read_history};
use serde_json::Value;

const SOLVED: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// The solved grid with the first three rows blanked: Board1 (without Board0) fills them in a
/// few hundred attempts, a different number for each seed and setting.
fn three_rows_blank() -> String {
    ".".repeat(27) + &SOLVED[27..]
}

/// `dosdoku` with `DOSDOKU_HISTORY` set to `history`, not yet started.
fn command(args: &[&str], history: &Path) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_dosdoku"));
    cmd.args(args)
        .env("DOSDOKU_HISTORY", history)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    cmd
}

/// Runs `dosdoku compare PUZZLE args...` recording into `history`.
fn compare(args: &[&str], history: &Path) -> Output {
    let puzzle = three_rows_blank();
    let mut all = vec!["compare", &puzzle, "--no-board0"];
    all.extend_from_slice(args);
    command(&all, history).output().unwrap()
}

fn records(path: &Path) -> Vec<RunRecord> {
    read_history(path).unwrap().records
}

fn cell_tries(record: &RunRecord) -> u64 {
    match record.settings.get("cell_tries") {
        Some(SettingValue::Number(n)) => *n,
        other => panic!("cell_tries: {other:?}"),
    }
}

fn json(out: &Output) -> Value {
    serde_json::from_str(&stdout(out)).unwrap_or_else(|e| panic!("{e}: {}", stdout(out)))
}

#[test]
fn a_sweep_records_exactly_its_runs_on_the_same_seeds_for_every_value() {
    let dir = TempDir::new("sweep-records");
    let path = dir.file("h.jsonl");
    let out = compare(
        &[
            "--sweep",
            "cell-tries=10..30:10",
            "--runs",
            "7",
            "--seed",
            "40",
            "--jobs",
            "2",
            "--forgetful",
        ],
        &path,
    );
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    let records = records(&path);
    assert_eq!(records.len(), 21);
    for (k, tries) in [10, 20, 30].into_iter().enumerate() {
        let of_value = &records[k * 7..(k + 1) * 7];
        assert!(of_value.iter().all(|r| cell_tries(r) == tries));
        assert!(
            of_value
                .iter()
                .all(|r| r.settings.get("memory") == Some(&SettingValue::Bool(false))),
            "the other settings are kept"
        );
        let seeds: Vec<u64> = of_value.iter().map(|r| r.seed.unwrap()).collect();
        assert_eq!(seeds, (40..47).collect::<Vec<_>>());
    }
    let text = stdout(&out);
    assert!(text.contains("board1 sweep of cell-tries on ..."), "{text}");
    assert!(text.contains("7 runs per value, seeds 40 to 46"), "{text}");
    assert!(
        text.contains("lowest median attempts: cell-tries="),
        "{text}"
    );
    for value in ["10", "20", "30"] {
        let line = text
            .lines()
            .find(|l| l.split_whitespace().next() == Some(value))
            .unwrap_or_else(|| panic!("no line for {value}: {text}"));
        let words: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(&words[1..3], ["7", "7"], "{line}");
    }
}

#[test]
fn each_values_median_is_what_compare_runs_gives_with_that_value() {
    let dir = TempDir::new("sweep-medians");
    let swept = compare(
        &[
            "--sweep",
            "grid-order=123456789,567891234,987654321",
            "--runs",
            "9",
            "--seed",
            "3",
            "--json",
        ],
        &dir.file("sweep.jsonl"),
    );
    assert_eq!(code(&swept), 0, "{}", stderr(&swept));
    let sweep = json(&swept);
    let points = sweep["points"].as_array().unwrap();
    assert_eq!(points.len(), 3);
    let mut medians = Vec::new();
    for (k, point) in points.iter().enumerate() {
        let order = point["value"].as_str().unwrap();
        let alone = compare(
            &[
                "--runs",
                "9",
                "--seed",
                "3",
                "--grid-order",
                order,
                "--json",
            ],
            &dir.file(&format!("alone{k}.jsonl")),
        );
        assert_eq!(code(&alone), 0, "{}", stderr(&alone));
        let group = &json(&alone)["groups"][0];
        assert_eq!(point["median_attempts"], group["p50"], "{order}");
        assert_eq!(point["runs"], group["runs"], "{order}");
        assert_eq!(point["solved"], group["count"], "{order}");
        medians.push(point["median_attempts"].as_f64().unwrap());
    }
    let lowest = medians
        .iter()
        .position(|m| medians.iter().all(|o| m <= o))
        .unwrap();
    assert_eq!(sweep["lowest"], points[lowest]["value"]);
    assert_eq!(sweep["setting"], "grid-order");
    assert_eq!(sweep["runs_per_value"], 9);
}

#[test]
fn the_same_sweep_gives_the_same_numbers_twice() {
    let dir = TempDir::new("sweep-twice");
    let args = [
        "--sweep",
        "forgetful",
        "--runs",
        "12",
        "--seed",
        "8",
        "--cell-tries",
        "9",
    ];
    // Wall time differs from run to run; everything else must not.
    let without_time = |out: &Output| -> Vec<String> {
        assert_eq!(code(out), 0, "{}", stderr(out));
        stdout(out)
            .lines()
            .map(|l| {
                let words: Vec<&str> = l.split_whitespace().collect();
                match words.first() {
                    Some(&("off" | "on")) => words[..4].join(" "),
                    _ => l.to_string(),
                }
            })
            .collect()
    };
    let first = without_time(&compare(&args, &dir.file("a.jsonl")));
    let second = without_time(&compare(&args, &dir.file("b.jsonl")));
    assert_eq!(first, second);
    assert!(
        first.iter().any(|l| l.starts_with("off 12 12 ")),
        "{first:?}"
    );
    assert!(
        first.iter().any(|l| l.starts_with("on 12 12 ")),
        "{first:?}"
    );
    let mut json_args = args.to_vec();
    json_args.push("--json");
    let strip = |out: Output| {
        let mut v = json(&out);
        for p in v["points"].as_array_mut().unwrap() {
            p.as_object_mut().unwrap().remove("median_ms");
        }
        v
    };
    assert_eq!(
        strip(compare(&json_args, &dir.file("c.jsonl"))),
        strip(compare(&json_args, &dir.file("d.jsonl")))
    );
}

#[test]
fn bad_specs_are_refused_before_any_run() {
    let dir = TempDir::new("sweep-refused");
    let path = dir.file("h.jsonl");
    for (args, words) in [
        (
            &["--sweep", "cell-trys=5..10", "--runs", "3"][..],
            "'cell-trys' is not a setting of agent board1 (its settings: forgetful, cell-tries, grid-restarts, grid-order)",
        ),
        (
            &["--sweep", "cell-tries=5..40:0", "--runs", "3"],
            "STEP is 0",
        ),
        (
            &["--sweep", "cell-tries=40..5:5", "--runs", "3"],
            "A (40) is above B (5)",
        ),
        (
            &["--sweep", "cell-tries=x..5", "--runs", "3"],
            "A 'x' is not a whole number",
        ),
        (
            &["--sweep", "cell-tries=0..10:5", "--runs", "3"],
            "cell-tries=0: agent board1: 'cell-tries' must be at least 1, not 0",
        ),
        (
            &["--sweep", "grid-restarts=1..100000", "--runs", "3"],
            "100,000 values; a sweep takes at most 1000",
        ),
        (
            &["--sweep", "grid-order=123456789,12345678", "--runs", "3"],
            "it must be a permutation of 123456789",
        ),
        (
            &["--sweep", "cell-tries=5,5", "--runs", "3"],
            "cell-tries=5 comes twice",
        ),
        (
            &["--sweep", "forgetful=yes", "--runs", "3"],
            "its values are off and on",
        ),
        (
            &[
                "--sweep",
                "cell-tries=5..10:5",
                "--runs",
                "3",
                "--cell-tries",
                "7",
            ],
            "--cell-tries and --sweep cell-tries=5..10:5 both set cell-tries",
        ),
        (
            &[
                "--sweep",
                "cell-tries=5..10:5",
                "--runs",
                "3",
                "--agent",
                "lmc",
            ],
            "not a setting of agent lmc",
        ),
    ] {
        let out = compare(args, &path);
        let err = stderr(&out);
        assert_eq!(code(&out), 2, "{args:?}: {err}");
        assert!(err.contains(words), "{args:?}: {err}");
        assert!(stdout(&out).is_empty(), "{args:?}");
        assert!(!path.exists(), "{args:?}: nothing is recorded");
    }
    let out = command(&["compare", SOLVED, "--sweep", "cell-tries=5..10:5"], &path)
        .output()
        .unwrap();
    assert_eq!(code(&out), 2);
    assert!(
        stderr(&out).contains("--sweep needs --runs N"),
        "{}",
        stderr(&out)
    );
}

/// A signal during a sweep stops it as it stops `compare --runs`: the finished runs of the
/// value at work are kept and recorded, no later value starts, the table shows what finished,
/// and the program ends with the signal's status.
#[cfg(unix)]
fn interrupted_sweep(signal: nix::sys::signal::Signal, name: &str) {
    use std::time::{Duration, Instant};
    let dir = TempDir::new(name);
    let path = dir.file("h.jsonl");
    let puzzle = three_rows_blank();
    let args = [
        "compare",
        &puzzle,
        "--no-board0",
        "--sweep",
        "cell-tries=5,6",
        "--runs",
        "1000000",
        "--seed",
        "1",
        "--jobs",
        "1",
    ];
    let child = command(&args, &path).spawn().unwrap();
    let pid = nix::unistd::Pid::from_raw(child.id() as i32);
    let start = Instant::now();
    while path.metadata().map_or(0, |m| m.len()) < 2_000 {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "no runs recorded"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    nix::sys::signal::kill(pid, signal).unwrap();
    let out = child.wait_with_output().unwrap();
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(128 + signal as i32), "{err}");
    let records = records(&path);
    assert!(records.len() >= 3, "{err}");
    assert!(
        records
            .iter()
            .all(|r| r.status == "solved" && cell_tries(r) == 5)
    );
    let finished = dosdoku_sudoku::text::group_thousands(records.len() as u64);
    assert!(
        err.contains(&format!(
            "{finished} of 1,000,000 runs finished and recorded"
        )),
        "{err}"
    );
    assert!(!err.contains("cell-tries=6"), "{err}");
    let text = stdout(&out);
    let line = text
        .lines()
        .find(|l| l.trim_start().starts_with("5 "))
        .unwrap();
    let words: Vec<&str> = line.split_whitespace().collect();
    assert_eq!(words[1], records.len().to_string(), "{text}");
    assert!(
        !text.lines().any(|l| l.trim_start().starts_with("6 ")),
        "{text}"
    );
}

#[cfg(unix)]
#[test]
fn a_sweep_stops_on_ctrl_c_keeping_the_finished_runs() {
    interrupted_sweep(nix::sys::signal::Signal::SIGINT, "sweep-int");
}

#[cfg(unix)]
#[test]
fn a_sweep_stops_on_sigterm_keeping_the_finished_runs() {
    interrupted_sweep(nix::sys::signal::Signal::SIGTERM, "sweep-term");
}

#[test]
fn a_sweep_plots_each_values_medians_against_the_value() {
    let dir = TempDir::new("sweep-plot");
    let history = dir.file("history.jsonl");
    let plot = dir.file("sweep.svg");
    let out = compare(
        &[
            "--sweep",
            "cell-tries=10..20:5",
            "--runs",
            "3",
            "--seed",
            "1",
            "--plot",
            plot.to_str().unwrap(),
        ],
        &history,
    );
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    let svg = std::fs::read_to_string(&plot).expect("the plot is written");
    let doc = roxmltree::Document::parse(&svg).expect("the plot is well-formed XML");
    let series: Vec<_> = doc
        .descendants()
        .filter(|n| n.attribute("class") == Some("series"))
        .collect();
    // Median attempts and median time, each over the three values.
    assert_eq!(series.len(), 2, "{svg}");
    assert!(
        svg.contains("board1 sweep of cell-tries, 3 runs per value"),
        "{svg}"
    );
    assert!(svg.contains("median attempts (lowest "), "{svg}");
    // An existing plot is refused before any run.
    let again = compare(
        &[
            "--sweep",
            "cell-tries=10..20:5",
            "--runs",
            "3",
            "--plot",
            plot.to_str().unwrap(),
        ],
        &history,
    );
    assert_eq!(code(&again), 2, "{}", stderr(&again));
}

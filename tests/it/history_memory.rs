//! `runs` streams the history: its memory stays bounded however large the file is, for the
//! newest-N view, for `--all` (table and JSON), for the CSV export and for the summaries. Each
//! child is measured from a small process of its own (see [`runs_peak_kb`]).

#![cfg(unix)]

use std::fs::File;
use std::io::{BufRead, BufReader, BufWriter, Write};
use std::path::Path;
use std::process::{Command, Stdio};

use crate::common::TempDir;
use nix::sys::resource::{UsageWho, getrusage};

/// Records in the generated history: about 60 MB, which `runs` used to hold whole (about
/// 1.4 KB of memory per record, over 150 MB).
const RECORDS: u64 = 120_000;

/// The most memory (peak resident set) a `runs` child may take, whatever the file's size.
const BOUND_KB: i64 = 48 * 1024;

const PUZZLES: [&str; 2] = [
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    "........7..8..7.59.9....36...7.....5.8...6....3..9..1.......193....7...61.58..2..",
];

/// A history of `RECORDS` Board1 and backtracker runs over two puzzles, each run once.
fn write_history(path: &Path) {
    let mut out = BufWriter::new(File::create(path).unwrap());
    for i in 0..RECORDS {
        let (agent, seed, settings) = if i % 10 == 0 {
            (
                "backtrack",
                "null".to_string(),
                r#"{"board0":false,"max_attempts":null}"#,
            )
        } else {
            (
                "board1",
                (1_000_000_000_000 + i).to_string(),
                r#"{"memory":true,"cell_tries":20,"grid_restarts":20,"grid_order":[1,2,3,4,5,6,7,8,9],"board0":true,"max_attempts":null}"#,
            )
        };
        let puzzle = PUZZLES[(i % 3 % 2) as usize];
        writeln!(
            out,
            r#"{{"time":"2026-11-22T18:05:09Z","puzzle":"{puzzle}","agent":"{agent}","settings":{settings},"seed":{seed},"status":"solved","attempts":{},"cells_placed":{},"grid_restarts":[1,2,3,4,5,6,7,8,9],"board_restarts":2,"board0_found":7,"elapsed_ms":{},"mode":"headless"}}"#,
            i * 7 % 100_003,
            i % 977,
            i % 5000
        )
        .unwrap();
    }
    out.flush().unwrap();
}

/// The environment variable that makes [`runs_peak_in_a_small_process`] measure one child.
const MEASURE_ENV: &str = "DOSDOKU_TEST_MEASURE_RUNS";

/// Runs `dosdoku runs ARGS` on the history with its output in `out`; returns its peak memory
/// in KB. The child is started from a fresh, small process (this test binary run again for
/// [`runs_peak_in_a_small_process`] alone): in this process, other tests' memory and
/// children would count in `getrusage(RUSAGE_CHILDREN)`, and a child's peak includes the
/// image it was started from.
fn runs_peak_kb(args: &[&str], history: &Path, out: &Path) -> i64 {
    let job: Vec<String> = [history, out]
        .iter()
        .map(|p| p.display().to_string())
        .chain(args.iter().map(|a| a.to_string()))
        .collect();
    let output = Command::new(std::env::current_exe().unwrap())
        .args([
            "history_memory::runs_peak_in_a_small_process",
            "--exact",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(MEASURE_ENV, job.join("\u{1f}"))
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let peak = stdout
        .lines()
        .find_map(|l| l.split_once("peak_kb=").map(|(_, kb)| kb))
        .unwrap_or_else(|| panic!("runs {args:?}: no peak measured: {stdout}"));
    peak.trim().parse().unwrap()
}

/// Run by [`runs_peak_kb`] in a process of its own: starts one `dosdoku runs` and prints
/// its peak memory; does nothing in a normal test run.
#[test]
fn runs_peak_in_a_small_process() {
    let Ok(job) = std::env::var(MEASURE_ENV) else {
        return;
    };
    let mut parts = job.split('\u{1f}');
    let (history, out) = (parts.next().unwrap(), parts.next().unwrap());
    let status = Command::new(env!("CARGO_BIN_EXE_dosdoku"))
        .arg("runs")
        .args(parts)
        .arg("--history")
        .arg(history)
        .stdin(Stdio::null())
        .stdout(File::create(out).unwrap())
        .stderr(Stdio::null())
        .status()
        .unwrap();
    assert!(status.success(), "runs: {status:?}");
    println!(
        "peak_kb={}",
        getrusage(UsageWho::RUSAGE_CHILDREN).unwrap().max_rss()
    );
}

/// The lines of a file that start with `prefix`, read a line at a time: this process stays
/// small, so a child started from it does not begin with a large image.
fn count_lines(path: &Path, prefix: &str) -> usize {
    BufReader::new(File::open(path).unwrap())
        .lines()
        .filter(|l| l.as_ref().unwrap().starts_with(prefix))
        .count()
}

#[test]
fn runs_takes_bounded_memory_on_a_large_history() {
    let dir = TempDir::new("history-memory");
    let history = dir.file("h.jsonl");
    write_history(&history);
    let out = dir.file("out.txt");

    let peak = runs_peak_kb(&[], &history, &out);
    assert!(peak < BOUND_KB, "the newest 20: {peak} KB");
    assert_eq!(count_lines(&out, "20"), 20);

    let peak = runs_peak_kb(&["--last", "1000", "--agent", "backtrack"], &history, &out);
    assert!(peak < BOUND_KB, "the newest 1000: {peak} KB");
    assert_eq!(count_lines(&out, "20"), 1000);

    let peak = runs_peak_kb(&["--all", "--json"], &history, &out);
    assert!(peak < BOUND_KB, "--all --json: {peak} KB");
    assert_eq!(count_lines(&out, "{"), RECORDS as usize);

    let peak = runs_peak_kb(&["--csv"], &history, &out);
    assert!(peak < BOUND_KB, "--csv: {peak} KB");
    assert_eq!(count_lines(&out, "20"), RECORDS as usize);
    assert_eq!(count_lines(&out, "time,puzzle,agent,"), 1);

    let peak = runs_peak_kb(&["--all"], &history, &out);
    assert!(peak < BOUND_KB, "--all: {peak} KB");
    assert_eq!(count_lines(&out, "20"), RECORDS as usize);
    assert_eq!(
        count_lines(&out, "  board1: 72,000 runs, 72,000 solved;"),
        1
    );
    assert_eq!(
        count_lines(&out, "  board1: 36,000 runs, 36,000 solved;"),
        1
    );
}

//! `runs` streams the history: its memory stays bounded however large the file is, for the
//! newest-N view, for `--all` (table and JSON), for the CSV export and for the summaries. One
//! test alone in this file, so that the children's peak memory (`getrusage(RUSAGE_CHILDREN)`) is only theirs.

#![cfg(unix)]

mod common;

use std::fs::File;
use std::io::{BufRead, BufReader, BufWriter, Write};
use std::path::Path;
use std::process::{Command, Stdio};

use common::TempDir;
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

/// Runs `dosdoku runs ARGS` on the history with its output in `out`; returns the peak memory
/// of the largest child so far, in KB.
fn runs_peak_kb(args: &[&str], history: &Path, out: &Path) -> i64 {
    let status = Command::new(env!("CARGO_BIN_EXE_dosdoku"))
        .arg("runs")
        .args(args)
        .arg("--history")
        .arg(history)
        .stdin(Stdio::null())
        .stdout(File::create(out).unwrap())
        .stderr(Stdio::null())
        .status()
        .unwrap();
    assert!(status.success(), "runs {args:?}: {status:?}");
    getrusage(UsageWho::RUSAGE_CHILDREN).unwrap().max_rss()
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

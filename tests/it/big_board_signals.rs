//! Ctrl-C during a long search on a big board (issue 24): the first SIGINT ends `check`,
//! `solve --agent backtrack` and `solutions` at once, with what was found.

#![cfg(unix)]

use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// How long a search may go on after the signal: generous, as other work may share the
/// machine; the search itself looks every few hundred steps.
const PROMPTLY: Duration = Duration::from_secs(3);

/// How many times the slow puzzle is repeated in a file: one puzzle no longer takes seconds
/// (the search answers every puzzle of issue 24's sets in well under one), so the long run
/// to interrupt is a file of them, minutes of work.
const COPIES: usize = 2000;

/// A file in `dir` holding [`COPIES`] of a 25x25 puzzle with 250-350 givens that took the
/// search seconds to check before its propagation queue and pairs, and took the first search
/// far longer.
fn slow_puzzles(dir: &Path) -> PathBuf {
    let hard = include_str!("../fixtures/sizes/hard.txt");
    let lines: Vec<&str> = hard.lines().filter(|l| !l.starts_with('#')).collect();
    // The carved puzzles come last; the first of them was the slowest to check.
    let puzzle = lines[lines.len() - 3];
    let file = dir.join("puzzles.txt");
    std::fs::write(&file, format!("{puzzle}\n").repeat(COPIES)).unwrap();
    file
}

/// A scratch directory of this test process, made afresh.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("dosdoku-bigsig-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Starts `dosdoku` with these arguments, its output going to files in `dir` (a pipe no one
/// reads would hold it up).
fn start(dir: &Path, args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_dosdoku"))
        .args(args)
        .env("DOSDOKU_HISTORY", "/dev/null")
        .stdin(Stdio::null())
        .stdout(File::create(dir.join("out")).unwrap())
        .stderr(File::create(dir.join("err")).unwrap())
        .spawn()
        .expect("the dosdoku binary runs")
}

/// Sends SIGINT after `after`, then waits for the end: (exit status, stdout, stderr, time
/// from the signal to the end). Kills the child if it outlives a minute.
fn interrupt(
    dir: &Path,
    mut child: Child,
    after: Duration,
) -> (Option<i32>, String, String, Duration) {
    std::thread::sleep(after);
    let pid = nix::unistd::Pid::from_raw(child.id() as i32);
    nix::sys::signal::kill(pid, nix::sys::signal::Signal::SIGINT).unwrap();
    let signalled = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if signalled.elapsed() > Duration::from_secs(60) {
            child.kill().unwrap();
            break child.wait().unwrap();
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    let took = signalled.elapsed();
    let out = std::fs::read_to_string(dir.join("out")).unwrap();
    let err = std::fs::read_to_string(dir.join("err")).unwrap();
    std::fs::remove_dir_all(dir).unwrap();
    (status.code(), out, err, took)
}

#[test]
fn the_first_signal_ends_a_check_at_once() {
    let dir = scratch("check");
    let file = slow_puzzles(&dir);
    let child = start(&dir, &["check", file.to_str().unwrap()]);
    let (code, out, _, took) = interrupt(&dir, child, Duration::from_millis(300));
    assert!(took < PROMPTLY, "ended {took:?} after the signal");
    assert_eq!(code, Some(130));
    assert_finished_before_the_end(&out, |l| l == "multiple");
}

/// The output of a run through the slow puzzles stopped part way: fewer answers than
/// puzzles, each an answer (`answer`) but the last, which may be `stopped` (the signal came
/// during a puzzle's search rather than between two).
fn assert_finished_before_the_end(out: &str, answer: impl Fn(&str) -> bool) {
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines.len() < COPIES, "{} lines", lines.len());
    let answers = lines.strip_suffix(&["stopped"]).unwrap_or(&lines);
    assert!(answers.iter().all(|l| answer(l)), "{out}");
}

/// A file in `dir` holding one 25x25 puzzle with no solution whose contradiction lies deep:
/// `no_solution_tail_25.txt`, the slowest known to the any-size search (some 130,000 steps,
/// over a second of the release build to prove), so a signal comes inside its one search.
fn one_deep_puzzle(dir: &Path) -> PathBuf {
    let deep = include_str!("../fixtures/sizes/no_solution_tail_25.txt");
    let puzzle = deep.lines().find(|l| !l.starts_with('#')).unwrap();
    let file = dir.join("deep.txt");
    std::fs::write(&file, format!("{puzzle}\n")).unwrap();
    file
}

#[test]
fn the_first_signal_ends_check_and_solve_inside_one_deep_search() {
    for args in [
        &["check"][..],
        &["solve", "--agent", "backtrack", "--monitor", "off"],
    ] {
        let dir = scratch("deep");
        let file = one_deep_puzzle(&dir);
        let child = start(&dir, &[args, &[file.to_str().unwrap()]].concat());
        let (code, out, _, took) = interrupt(&dir, child, Duration::from_millis(500));
        assert!(took < PROMPTLY, "{args:?} ended {took:?} after the signal");
        assert_eq!(code, Some(130), "{args:?}");
        assert_eq!(
            out, "stopped\n",
            "{args:?}: stopped inside the puzzle's search"
        );
    }
}

#[test]
fn the_first_signal_ends_a_headless_backtrack_at_once() {
    let dir = scratch("solve");
    let file = slow_puzzles(&dir);
    let args = ["solve", "--agent", "backtrack", "--monitor", "off"];
    let child = start(&dir, &[&args[..], &[file.to_str().unwrap()]].concat());
    let (code, out, _, took) = interrupt(&dir, child, Duration::from_millis(200));
    assert!(took < PROMPTLY, "ended {took:?} after the signal");
    assert_eq!(code, Some(130));
    assert_finished_before_the_end(&out, |l| l.len() == 625);
}

#[test]
fn the_first_signal_ends_a_count_of_astronomically_many_at_once() {
    let empty = ".".repeat(625);
    let args = ["solutions", "--count", "--limit", "1000000000000", &empty];
    let dir = scratch("count");
    let (code, out, err, took) = interrupt(&dir, start(&dir, &args), Duration::from_millis(500));
    assert!(took < PROMPTLY, "ended {took:?} after the signal");
    assert_eq!(code, Some(130));
    assert_eq!(out, "");
    assert!(
        err.contains("dosdoku: interrupted after ") && err.contains(" of puzzle 1"),
        "{err}"
    );
}

#[test]
fn a_list_of_solutions_keeps_those_found_when_interrupted() {
    let empty = ".".repeat(256);
    let args = ["solutions", "--limit", "1000000000000", &empty];
    let dir = scratch("list");
    let (code, out, _, took) = interrupt(&dir, start(&dir, &args), Duration::from_millis(500));
    assert!(took < PROMPTLY, "ended {took:?} after the signal");
    assert_eq!(code, Some(130));
    assert!(out.lines().count() > 10, "{} lines", out.lines().count());
    assert!(out.lines().all(|l| l.len() == 256));
}

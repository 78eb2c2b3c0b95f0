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

/// A 25x25 puzzle with 250-350 givens that takes the search seconds to check, and took the
/// old search far longer.
fn slow_puzzle() -> String {
    let hard = include_str!("../fixtures/sizes/hard.txt");
    let lines: Vec<&str> = hard.lines().filter(|l| !l.starts_with('#')).collect();
    // The carved puzzles come last; the first of them is the slowest to check.
    lines[lines.len() - 3].to_string()
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
    let puzzle = slow_puzzle();
    let dir = scratch("check");
    let child = start(&dir, &["check", &puzzle]);
    let (code, out, _, took) = interrupt(&dir, child, Duration::from_millis(300));
    assert!(took < PROMPTLY, "ended {took:?} after the signal");
    assert_eq!(code, Some(130));
    assert_eq!(out, "stopped\n");
}

#[test]
fn the_first_signal_ends_a_headless_backtrack_at_once() {
    let puzzle = slow_puzzle();
    let dir = scratch("solve");
    let file = dir.join("puzzles.txt");
    std::fs::write(&file, format!("{puzzle}\n{puzzle}\n")).unwrap();
    let args = ["solve", "--agent", "backtrack", "--monitor", "off"];
    let child = start(&dir, &[&args[..], &[file.to_str().unwrap()]].concat());
    let (code, out, _, took) = interrupt(&dir, child, Duration::from_millis(200));
    assert!(took < PROMPTLY, "ended {took:?} after the signal");
    assert_eq!(code, Some(130));
    assert!(out.ends_with("stopped\n"), "{out}");
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

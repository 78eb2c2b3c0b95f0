//! The history path: only a regular file (or the null device) is written, and read, one rule
//! for every command (the reading commands also read a directory as its files), and a file that starts with a byte-order mark keeps its first record.

use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use crate::common::TempDir;
use dosdoku_history::read_history;

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// Runs `dosdoku` with `--history path`, failing the test if it has not ended within 20 s (a
/// named pipe opened for reading waits for a writer for ever).
fn run_with_history(args: &[&str], path: &Path) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_dosdoku"))
        .args(args)
        .arg("--history")
        .arg(path)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > Duration::from_secs(20) {
            child.kill().unwrap();
            child.wait().unwrap();
            panic!("dosdoku {args:?} --history {} hangs", path.display());
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

/// The commands that record runs into the history.
const RECORDING: [&[&str]; 2] = [
    &["solve", "--monitor", "off", "--seed", "1", PUZZLE],
    &["compare", PUZZLE, "--runs", "2", "--seed", "1"],
];

/// The commands that only read the history.
const READING: [&[&str]; 2] = [&["runs"], &["compare", PUZZLE]];

/// Each of `commands` refuses `path` with exit 2 and a message naming it and `problem`, and
/// writes nothing to it.
fn commands_refuse(commands: &[&[&str]], path: &Path, problem: &str) {
    for &args in commands {
        let out = run_with_history(args, path);
        let err = crate::common::stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(&path.display().to_string()), "{args:?}: {err}");
        assert!(err.contains(problem), "{args:?}: {err}");
        assert!(crate::common::stdout(&out).is_empty(), "{args:?}");
    }
}

#[cfg(unix)]
#[test]
fn a_named_pipe_is_refused_and_nothing_waits_on_it() {
    let dir = TempDir::new("history-fifo");
    let fifo = dir.file("h.fifo");
    nix::unistd::mkfifo(&fifo, nix::sys::stat::Mode::S_IRWXU).unwrap();
    let every = [&RECORDING[..], &READING[..]].concat();
    commands_refuse(&every, &fifo, "a named pipe, not a regular file");
}

#[test]
fn a_directory_is_refused_for_recording_and_read_as_its_files_for_reading() {
    let dir = TempDir::new("history-dir");
    commands_refuse(&RECORDING, &dir.0, "a directory");
    for args in READING {
        let out = run_with_history(args, &dir.0);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{args:?}: {}",
            crate::common::stderr(&out)
        );
    }
    assert_eq!(
        std::fs::read_dir(&dir.0).unwrap().count(),
        0,
        "nothing written"
    );
}

#[cfg(unix)]
#[test]
fn the_null_device_records_and_reads_nothing() {
    let out = run_with_history(
        &[
            "solve",
            "--monitor",
            "off",
            "--quiet",
            "--seed",
            "1",
            PUZZLE,
        ],
        Path::new("/dev/null"),
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        crate::common::stderr(&out)
    );
}

#[test]
fn a_byte_order_mark_does_not_cost_the_first_record() {
    let dir = TempDir::new("history-bom");
    let path = dir.file("h.jsonl");
    let out = run_with_history(
        &[
            "solve",
            "--monitor",
            "off",
            "--quiet",
            "--seed",
            "1",
            PUZZLE,
        ],
        &path,
    );
    assert_eq!(out.status.code(), Some(0));
    let text = std::fs::read(&path).unwrap();
    std::fs::write(&path, [b"\xEF\xBB\xBF".as_slice(), &text, &text].concat()).unwrap();
    let history = read_history(&path).unwrap();
    assert_eq!((history.records.len(), history.skipped), (2, 0));
    let out = run_with_history(&["runs"], &path);
    assert_eq!(crate::common::stderr(&out), "");
    let rows = crate::common::stdout(&out)
        .lines()
        .filter(|l| l.starts_with("20"))
        .count();
    assert_eq!(rows, 2);
}

//! A write to standard output that fails is an error: a message and a non-zero exit, for
//! every command (standard output on a full device, or closed); a pipe closed by its reader
//! (`| head`) stays quiet.

#![cfg(unix)]

use std::io::Read;
use std::os::unix::process::CommandExt;
use std::process::{Command, Output, Stdio};

use crate::common::{DEFAULT_PUZZLE, TempDir};

/// Where standard output goes.
#[derive(Clone, Copy, Debug)]
enum Out {
    /// `> /dev/full`: every write fails with ENOSPC.
    Full,
    /// `>&-`: no standard output at all.
    Closed,
}

/// The path of a benchmark set in `shared/puzzles`, beside the repository or a directory above it.
fn shared_puzzles(name: &str) -> String {
    let manifest = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let path = manifest
        .ancestors()
        .map(|dir| dir.join("shared/puzzles").join(name))
        .find(|path| path.exists())
        .expect("the shared puzzles");
    path.to_str().unwrap().to_string()
}

fn run(args: &[&str], out: Out, history: &str) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_dosdoku"));
    command
        .args(args)
        .env("DOSDOKU_HISTORY", history)
        .stdin(Stdio::null())
        .stderr(Stdio::piped());
    match out {
        Out::Full => {
            command.stdout(std::fs::File::create("/dev/full").expect("/dev/full opens"));
        }
        Out::Closed => {
            command.stdout(Stdio::null());
            // SAFETY: close(2) is async-signal-safe; nothing else runs in the child before exec.
            unsafe {
                command.pre_exec(|| {
                    nix::unistd::close(1).map_err(std::io::Error::from)?;
                    Ok(())
                });
            }
        }
    }
    command.output().expect("dosdoku runs")
}

fn assert_failed_write(args: &[&str], out: Out, history: &str) {
    let o = run(args, out, history);
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        o.status.code().is_some_and(|c| c != 0),
        "{args:?} {out:?}: exit {:?}, stderr {err}",
        o.status
    );
    assert!(
        err.contains("cannot write to standard output"),
        "{args:?} {out:?}: no message: {err}"
    );
    let why = match out {
        Out::Full => "No space left on device",
        Out::Closed => "closed",
    };
    assert!(err.contains(why), "{args:?} {out:?}: {err}");
}

/// Every command that writes on standard output, each with what it needs.
fn commands(dir: &TempDir) -> (Vec<Vec<String>>, String) {
    let history = dir.file("history.jsonl");
    let history = history.to_str().unwrap().to_string();
    // One recorded run for `runs` to list.
    let recorded = Command::new(env!("CARGO_BIN_EXE_dosdoku"))
        .args([
            "solve",
            "--monitor",
            "off",
            "--seed",
            "1",
            "--history",
            &history,
        ])
        .arg(DEFAULT_PUZZLE)
        .output()
        .unwrap();
    assert!(recorded.status.success());
    let top = shared_puzzles("top1465.txt");
    let list: &[&[&str]] = &[
        &["check", DEFAULT_PUZZLE],
        &["solve", "--monitor", "off", "--agent", "backtrack", &top],
        &["solve", "--monitor", "off", "--seed", "1", DEFAULT_PUZZLE],
        &["generate", "--seed", "1"],
        &["explain", DEFAULT_PUZZLE],
        &["rate", DEFAULT_PUZZLE],
        &["solutions", DEFAULT_PUZZLE],
        &["runs"],
        &["completions", "bash"],
        &["--help"],
        &["solve", "--help"],
        &["--version"],
    ];
    let list = list
        .iter()
        .map(|args| args.iter().map(|s| s.to_string()).collect())
        .collect();
    (list, history)
}

#[test]
fn a_full_standard_output_is_an_error_for_every_command() {
    let dir = TempDir::new("write-full");
    let (list, history) = commands(&dir);
    for args in &list {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        assert_failed_write(&args, Out::Full, &history);
    }
}

#[test]
fn a_closed_standard_output_is_an_error_for_every_command() {
    let dir = TempDir::new("write-closed");
    let (list, history) = commands(&dir);
    for args in &list {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        assert_failed_write(&args, Out::Closed, &history);
    }
}

#[test]
fn a_pipe_closed_by_its_reader_stays_quiet() {
    let top = shared_puzzles("top1465.txt");
    for args in [
        vec![
            "solve",
            "--monitor",
            "off",
            "--agent",
            "backtrack",
            "-q",
            &top,
        ],
        vec!["check", &top],
        vec!["generate", "--seed", "1", "-n", "200"],
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_dosdoku"))
            .args(&args)
            .env("DOSDOKU_HISTORY", "/dev/null")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // Like `| head -1`: one line read, then the pipe closed.
        let mut stdout = child.stdout.take().unwrap();
        let mut first = [0u8; 1];
        stdout.read_exact(&mut first).unwrap();
        drop(stdout);
        let o = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(
            !err.contains("standard output") && !err.contains("Broken pipe"),
            "{args:?}: {err}"
        );
        assert!(o.status.code().is_some(), "{args:?}: {:?}", o.status);
    }
}

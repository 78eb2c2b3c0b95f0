//! Input a user should not be able to hang, flood or fool the program with: special files,
//! endless or silent standard input, empty input, words that are neither files nor puzzles,
//! slow batches and interrupted batches. Every wait has a generous limit, so a loaded machine
//! does not fail these tests but a hang does.

#![cfg(unix)]

use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdout, Command, Output, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use crate::common::{DEFAULT_PUZZLE, TempDir};
use crate::pty_term::{Term, keys};

/// The default puzzle's solution (unique).
const DEFAULT_SOLUTION: &str =
    "653914827218367459794528361927183645481756932536492718872645193349271586165839274";

/// A 17-clue puzzle Board1 does not solve in hundreds of millions of attempts: a batch
/// that reaches it is still busy when the tests look.
const SLOW_FOR_BOARD1: &str =
    ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";

/// Longer than any of these tests should take; a hang fails at this limit.
const LIMIT: Duration = Duration::from_secs(10);

/// `dosdoku ARGS` with every pipe open and the history in `history` (or none).
fn start(args: &[&str], history: Option<&Path>) -> Child {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_dosdoku"));
    cmd.args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    match history {
        Some(path) => cmd.env("DOSDOKU_HISTORY", path),
        None => cmd.env("DOSDOKU_HISTORY", "/dev/null"),
    };
    cmd.spawn().expect("the dosdoku binary runs")
}

/// Waits for the child to end, killing it and failing the test after `limit`.
fn finish_within(mut child: Child, limit: Duration, what: &str) -> Output {
    let deadline = Instant::now() + limit;
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            let out = child.wait_with_output().unwrap();
            panic!(
                "{what}: dosdoku did not end within {limit:?}; stderr so far: {}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    child.wait_with_output().unwrap()
}

/// Runs `dosdoku ARGS` with empty standard input, failing after `LIMIT`.
fn run(args: &[&str]) -> Output {
    let mut child = start(args, None);
    drop(child.stdin.take());
    finish_within(child, LIMIT, &args.join(" "))
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Asserts exit status 2, nothing on standard output, and a message holding every fragment.
fn assert_refused(out: &Output, fragments: &[&str]) {
    let err = stderr(out);
    assert_eq!(out.status.code(), Some(2), "exit status; stderr: {err}");
    assert_eq!(stdout(out), "", "nothing on standard output; stderr: {err}");
    for fragment in fragments {
        assert!(
            err.contains(fragment),
            "the message lacks {fragment:?}: {err}"
        );
    }
    assert!(!err.contains("panicked"), "{err}");
}

/// The lines of standard output, handed over as they are written.
fn lines_of(stdout: ChildStdout) -> mpsc::Receiver<String> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { return };
            if tx.send(line).is_err() {
                return;
            }
        }
    });
    rx
}

/// A named pipe nobody writes to: opening it for reading blocks.
fn fifo(dir: &TempDir) -> PathBuf {
    let path = dir.file("fifo");
    nix::unistd::mkfifo(&path, nix::sys::stat::Mode::S_IRWXU).expect("mkfifo");
    path
}

#[test]
fn endless_zeros_on_standard_input_end_at_once_with_a_clear_error() {
    for args in [&["check", "-"][..], &["solve", "--monitor", "off", "-"]] {
        let mut child = start(args, None);
        let mut input = child.stdin.take().unwrap();
        // `cat /dev/zero |`: zeros until the reader goes away.
        std::thread::spawn(move || {
            let zeros = vec![0u8; 1 << 16];
            while input.write_all(&zeros).is_ok() {}
        });
        let out = finish_within(child, LIMIT, "zeros on standard input");
        assert_refused(&out, &["standard input", "line 1", "longer than"]);
    }
}

#[test]
fn a_puzzle_line_on_standard_input_is_answered_while_the_input_stays_open() {
    for (args, want) in [
        (
            &["solve", "--monitor", "off", "--agent", "backtrack"][..],
            DEFAULT_SOLUTION,
        ),
        (
            &["solve", "--monitor", "off", "--seed", "1"],
            DEFAULT_SOLUTION,
        ),
        (&["check"], "unique"),
    ] {
        // `(echo PUZZLE; sleep 30) | dosdoku ...`
        let mut child = start(args, None);
        let mut input = child.stdin.take().unwrap();
        writeln!(input, "{DEFAULT_PUZZLE}").unwrap();
        input.flush().unwrap();
        let lines = lines_of(child.stdout.take().unwrap());
        let first = lines.recv_timeout(LIMIT);
        drop(input);
        let _ = finish_within(child, LIMIT, "after the input closed");
        assert_eq!(
            first.as_deref(),
            Ok(want),
            "{args:?}: the answer comes while standard input is still open"
        );
    }
}

#[test]
fn empty_standard_input_is_an_error_not_the_built_in_puzzle() {
    for args in [
        &["check"][..],
        &["check", "-"],
        &["solve", "--monitor", "off"],
        &["solve", "--monitor", "off", "-"],
    ] {
        assert_refused(&run(args), &["no puzzle on standard input"]);
    }
    // Comments and blank lines hold no puzzle either.
    let mut child = start(&["check"], None);
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"# nothing here\n\n")
        .unwrap();
    let out = finish_within(child, LIMIT, "comments only");
    assert_refused(&out, &["no puzzle on standard input"]);
}

#[test]
fn a_bare_solve_at_a_terminal_still_solves_the_built_in_puzzle() {
    let mut term = Term::spawn(&["solve", "--monitor", "off", "--seed", "1"], 120, 25, &[]);
    term.wait_text(DEFAULT_SOLUTION, 30);
    assert_eq!(term.wait_exit(10), 0);
}

#[test]
fn special_files_are_refused_at_once_each_with_its_own_message() {
    let dir = TempDir::new("special");
    let fifo = fifo(&dir);
    let fifo = fifo.to_str().unwrap();
    let dir_path = dir.0.to_str().unwrap();
    for command in ["check", "solve"] {
        let with = |path: &str| -> Output {
            if command == "solve" {
                run(&["solve", "--monitor", "off", path])
            } else {
                run(&["check", path])
            }
        };
        assert_refused(
            &with("/dev/zero"),
            &["'/dev/zero'", "device", "not a regular file"],
        );
        assert_refused(&with(fifo), &[fifo, "named pipe", "not a regular file"]);
        assert_refused(&with(dir_path), &[dir_path, "directory"]);
        let out = with("no/such/file.txt");
        assert_refused(&out, &["cannot read 'no/such/file.txt': no such file"]);
    }
    for path in ["/dev/zero", fifo, dir_path] {
        let out = run(&["runs", path]);
        assert_refused(&out, &[path, "not a"]);
    }
}

#[test]
fn a_directory_is_not_called_missing() {
    let dir = TempDir::new("dir-msg");
    let out = run(&["check", dir.0.to_str().unwrap()]);
    assert!(!stderr(&out).contains("no such file"), "{}", stderr(&out));
}

#[test]
fn an_unreadable_file_says_permission_denied() {
    use std::os::unix::fs::PermissionsExt;
    let dir = TempDir::new("unreadable");
    let path = dir.file("locked.txt");
    std::fs::write(&path, format!("{DEFAULT_PUZZLE}\n")).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o000)).unwrap();
    let path = path.to_str().unwrap();
    let out = if std::fs::File::open(path).is_ok() {
        // Root reads anything: the check runs as the user "nobody" (uid 65534) instead.
        use std::os::unix::process::CommandExt;
        let as_nobody = Command::new(env!("CARGO_BIN_EXE_dosdoku"))
            .args(["check", path])
            .env("DOSDOKU_HISTORY", "/dev/null")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .uid(65534)
            .gid(65534)
            .spawn();
        match as_nobody {
            Ok(child) => finish_within(child, LIMIT, "check (as nobody)"),
            Err(e) => {
                eprintln!("skipped: root reads any file, and running as nobody failed: {e}");
                return;
            }
        }
    } else {
        run(&["check", path])
    };
    assert_refused(&out, &[path, "permission denied"]);
    assert!(!stderr(&out).contains("no such file"));
}

#[test]
fn a_puzzle_file_over_16_mib_streams_through_every_command_that_reads_puzzles() {
    let dir = TempDir::new("big-bank");
    // A bank of 17 MiB: a long commented header, then two puzzles.
    let bank = dir.file("bank.txt");
    let mut text = String::new();
    let comment = format!("# {}\n", "x".repeat(1021));
    while text.len() <= 17 << 20 {
        text += &comment;
    }
    text += &format!("{DEFAULT_PUZZLE}\n{DEFAULT_PUZZLE}\n");
    std::fs::write(&bank, &text).unwrap();
    let bank = bank.to_str().unwrap();
    for (args, lines) in [
        (&["check", bank][..], 2),
        (
            &[
                "solve",
                "--monitor",
                "off",
                "--agent",
                "backtrack",
                "-q",
                bank,
            ],
            2,
        ),
        (&["rate", bank], 2),
        (&["solutions", "--count", bank], 2),
    ] {
        let out = finish_within(start(args, None), 4 * LIMIT, &args.join(" "));
        assert_eq!(out.status.code(), Some(0), "{args:?}: {}", stderr(&out));
        assert_eq!(stdout(&out).lines().count(), lines, "{args:?}");
    }
    let out = finish_within(start(&["explain", bank], None), 4 * LIMIT, "explain");
    assert_eq!(out.status.code(), Some(0), "explain: {}", stderr(&out));
    assert!(stdout(&out).contains("hidden single"), "{}", stdout(&out));

    // 210,000 puzzles (17.2 MB): every one answered.
    let many = dir.file("many.txt");
    let one = format!("{}.{}\n", &DEFAULT_SOLUTION[..80], "");
    std::fs::write(&many, one.repeat(210_000)).unwrap();
    let many = many.to_str().unwrap();
    let answers = dir.file("answers.txt");
    let status = Command::new(env!("CARGO_BIN_EXE_dosdoku"))
        .args(["check", many])
        .stdout(std::fs::File::create(&answers).unwrap())
        .status()
        .unwrap();
    assert_eq!(status.code(), Some(0));
    let answers = std::fs::read_to_string(&answers).unwrap();
    assert_eq!(answers.lines().count(), 210_000);
    assert!(answers.lines().all(|l| l == "unique"));
}

#[test]
fn a_word_that_is_neither_a_file_nor_a_puzzle_says_both_were_tried() {
    for args in [
        &["check", "puzzles"][..],
        &["solve", "--monitor", "off", "puzzles"],
    ] {
        let out = run(args);
        assert_refused(&out, &["'puzzles' is not a file, and not a puzzle"]);
    }
}

#[test]
fn a_slow_puzzle_does_not_hold_back_the_result_before_it() {
    let input = format!("{DEFAULT_PUZZLE}\n{SLOW_FOR_BOARD1}\n");
    let mut child = start(&["solve", "--monitor", "off", "--seed", "1"], None);
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let lines = lines_of(child.stdout.take().unwrap());
    let first = lines.recv_timeout(LIMIT);
    let _ = child.kill();
    let _ = child.wait();
    assert_eq!(
        first.as_deref(),
        Ok(DEFAULT_SOLUTION),
        "the first puzzle's line comes while the second is still running"
    );
}

/// Starts a batch whose second puzzle keeps Board1 busy, waits for the first result, and
/// sends `signal`; returns the output and the history.
fn interrupted_batch(signal: nix::sys::signal::Signal, name: &str) -> (Output, Vec<String>) {
    let dir = TempDir::new(name);
    let history = dir.file("history.jsonl");
    let input = format!("{DEFAULT_PUZZLE}\n{SLOW_FOR_BOARD1}\n{DEFAULT_PUZZLE}\n");
    let mut child = start(
        &["solve", "--monitor", "off", "--seed", "1"],
        Some(&history),
    );
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let mut out = child.stdout.take().unwrap();
    let mut first = [0u8; 82];
    out.read_exact(&mut first).expect("the first result comes");
    // Board1 is now on the slow puzzle.
    std::thread::sleep(Duration::from_millis(300));
    let pid = nix::unistd::Pid::from_raw(child.id() as i32);
    nix::sys::signal::kill(pid, signal).unwrap();
    let mut rest = Vec::new();
    let reader = std::thread::spawn(move || {
        let _ = out.read_to_end(&mut rest);
        rest
    });
    let mut output = finish_within(child, LIMIT, "after the signal");
    let mut all = first.to_vec();
    all.extend(reader.join().unwrap());
    output.stdout = all;
    let records = std::fs::read_to_string(&history)
        .unwrap_or_default()
        .lines()
        .map(String::from)
        .collect();
    (output, records)
}

#[test]
fn ctrl_c_during_a_batch_keeps_finished_puzzles_and_records_the_stopped_run() {
    use nix::sys::signal::Signal;
    for (signal, code, name) in [
        (Signal::SIGINT, 130, "sigint"),
        (Signal::SIGTERM, 143, "sigterm"),
    ] {
        let (out, records) = interrupted_batch(signal, name);
        assert_eq!(out.status.code(), Some(code), "{signal}: {}", stderr(&out));
        assert_eq!(
            stdout(&out),
            format!("{DEFAULT_SOLUTION}\nstopped\n"),
            "{signal}: the finished puzzle, then the stopped one, and nothing after"
        );
        assert_eq!(records.len(), 2, "{signal}: {records:?}");
        assert!(
            records[0].contains("\"status\":\"solved\""),
            "{}",
            records[0]
        );
        assert!(
            records[1].contains("\"status\":\"stopped\""),
            "{}",
            records[1]
        );
        assert!(records[1].contains(SLOW_FOR_BOARD1), "{}", records[1]);
    }
}

#[test]
fn ctrl_c_while_a_batch_waits_for_input_ends_it_at_once() {
    let mut child = start(&["solve", "--monitor", "off", "--seed", "1"], None);
    let mut input = child.stdin.take().unwrap();
    writeln!(input, "{DEFAULT_PUZZLE}").unwrap();
    let lines = lines_of(child.stdout.take().unwrap());
    assert_eq!(lines.recv_timeout(LIMIT).as_deref(), Ok(DEFAULT_SOLUTION));
    // Standard input stays open: the batch is waiting for the next line.
    let pid = nix::unistd::Pid::from_raw(child.id() as i32);
    nix::sys::signal::kill(pid, nix::sys::signal::Signal::SIGINT).unwrap();
    let out = finish_within(child, LIMIT, "a signal while waiting for input");
    drop(input);
    assert_eq!(out.status.code(), Some(130), "{}", stderr(&out));
}

#[test]
fn options_count_multi_byte_input_in_characters() {
    let out = run(&[
        "solve",
        "--monitor",
        "off",
        "--grid-order",
        "１２３４５６７８９",
        DEFAULT_PUZZLE,
    ]);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(!err.contains("27"), "counted in bytes: {err}");
    assert!(err.contains("'１'") && err.contains("ASCII"), "{err}");
    let out = run(&[
        "solve",
        "--monitor",
        "off",
        "--grid-order",
        "1234567８",
        DEFAULT_PUZZLE,
    ]);
    let err = stderr(&out);
    assert!(err.contains("8 characters"), "{err}");
    // A bad option is told before the input is looked at.
    let out = run(&[
        "solve",
        "--monitor",
        "off",
        "--grid-order",
        "１２３４５６７８９",
        "puzzles",
    ]);
    let err = stderr(&out);
    assert!(
        err.contains("grid order") && !err.contains("'puzzles'"),
        "{err}"
    );
    let out = run(&[
        "solve",
        "--monitor",
        "off",
        "--pace",
        "９０００",
        DEFAULT_PUZZLE,
    ]);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("'９'") && err.contains("ASCII"), "{err}");
}

#[test]
fn the_open_prompt_refuses_special_files_at_once_and_ctrl_c_still_quits() {
    let dir = TempDir::new("prompt");
    let fifo = fifo(&dir);
    let mut term = Term::spawn(&[], 80, 25, &[]);
    term.wait_text("Type a puzzle", 10);
    for (path, says) in [
        ("/dev/zero", "device"),
        (fifo.to_str().unwrap(), "named pipe"),
        (dir.0.to_str().unwrap(), "directory"),
    ] {
        term.send("o");
        term.wait_text("Load from file:", 5);
        term.type_keys(path);
        term.send(keys::ENTER);
        term.wait_text(says, 5);
        assert_eq!(term.board(), DEFAULT_PUZZLE, "the board is unchanged");
    }
    term.send("o");
    term.wait_text("Load from file:", 5);
    term.send(keys::CTRL_C);
    assert_eq!(term.wait_exit(10), 0, "Ctrl-C quits from the prompt");
    term.assert_restored();
}

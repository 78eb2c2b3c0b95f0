//! `solve --jobs` and `check --jobs` through the real binary: the same output, byte for byte
//! and in input order, for any number of jobs (bad lines, JSON, rows, screens, summaries and
//! exit statuses included); the same Board1 counts and history records; a stream still
//! answered puzzle by puzzle; and a signal still keeping what was finished before it.

#![cfg(unix)]

use std::io::{BufRead, BufReader, Read, Write};
use std::path::PathBuf;
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

use crate::common::{DEFAULT_PUZZLE, code, dosdoku, shared_puzzles, stderr, stdout};

/// Longer than any of these runs should take; a hang fails at this limit.
const LIMIT: Duration = Duration::from_secs(20);

/// The default puzzle's solution (unique).
const DEFAULT_SOLUTION: &str =
    "653914827218367459794528361927183645481756932536492718872645193349271586165839274";

/// A 17-clue puzzle Board1 does not solve in hundreds of millions of attempts.
const SLOW_FOR_BOARD1: &str =
    ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";

/// A fresh file for one test, removed when dropped.
struct TempFile(PathBuf);

impl TempFile {
    fn new(name: &str, text: &str) -> TempFile {
        let path = std::env::temp_dir().join(format!("dosdoku-jobs-{}-{name}", std::process::id()));
        std::fs::write(&path, text).unwrap();
        TempFile(path)
    }

    fn path(&self) -> &str {
        self.0.to_str().unwrap()
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// The puzzle lines of a benchmark set.
fn puzzles(name: &str) -> Vec<String> {
    std::fs::read_to_string(shared_puzzles(name))
        .unwrap()
        .lines()
        .filter(|l| l.len() >= 81 && !l.starts_with('#'))
        .map(String::from)
        .collect()
}

/// 150 puzzles of the hardest-1106 set with bad lines, comments, blank lines, puzzles with no
/// solution and with several mixed in, three of each.
fn mixed_file() -> String {
    mixed_file_of("hardest1106.txt")
}

/// [`mixed_file`] with the puzzles of another benchmark set.
fn mixed_file_of(set: &str) -> String {
    let mut lines = Vec::new();
    for (k, puzzle) in puzzles(set).into_iter().take(150).enumerate() {
        match k % 50 {
            7 => lines.push("12345".to_string()),
            19 => lines.push(format!("{}x", &puzzle[..80])),
            23 => lines.push("# a comment between puzzles".to_string()),
            31 => lines.push(String::new()),
            // Two 5s in row 1: a clash.
            37 => lines.push(format!("55{}", &puzzle[2..])),
            // r1c9 can hold nothing (1-8 in its row, 9 below it): no solution.
            41 => lines.push(format!("12345678{}9{}", ".".repeat(9), ".".repeat(63))),
            43 => lines.push(".".repeat(81)),
            _ => {}
        }
        lines.push(puzzle);
    }
    lines.join("\n") + "\n"
}

/// The text with every time in it replaced by `T`: the summaries' `0.012 ms`, JSON's
/// `"elapsed_ms":0.012` and the screen's elapsed time and rate, which differ from run to run.
fn without_times(text: &str) -> String {
    text.lines()
        .map(|line| without_screen_times(&without_json_times(&without_ms(line))) + "\n")
        .collect()
}

fn without_screen_times(line: &str) -> String {
    for label in ["Per second", "Elapsed"] {
        if let Some(at) = line.find(label) {
            let value = at + label.len();
            if let Some(end) = line[value..].find('│') {
                return format!("{} T {}", &line[..value], &line[value + end..]);
            }
        }
    }
    line.to_string()
}

fn without_ms(line: &str) -> String {
    let (mut out, mut rest) = (String::new(), line);
    while let Some(at) = rest.find(" ms") {
        let start = rest[..at]
            .rfind(|c: char| !(c.is_ascii_digit() || c == '.'))
            .map_or(0, |i| i + 1);
        out.push_str(&rest[..start]);
        out.push_str("T ms");
        rest = &rest[at + 3..];
    }
    out + rest
}

fn without_json_times(line: &str) -> String {
    const KEY: &str = "\"elapsed_ms\":";
    let (mut out, mut rest) = (String::new(), line);
    while let Some(at) = rest.find(KEY) {
        let start = at + KEY.len();
        let end = rest[start..]
            .find([',', '}'])
            .map_or(rest.len(), |i| start + i);
        out.push_str(&rest[..start]);
        out.push('T');
        rest = &rest[end..];
    }
    out + rest
}

/// Runs `dosdoku ARGS --jobs J` and returns (standard output and standard error without
/// times, exit status).
fn with_jobs(args: &[&str], jobs: Option<&str>) -> (String, String, i32) {
    let mut args = args.to_vec();
    if let Some(jobs) = jobs {
        args.extend(["--jobs", jobs]);
    }
    let out = dosdoku(&args, "");
    (
        without_times(&stdout(&out)),
        without_times(&stderr(&out)),
        code(&out),
    )
}

/// Asserts the same output for one job, several, and the default.
fn assert_same_for_any_jobs(args: &[&str]) -> (String, String, i32) {
    let one = with_jobs(args, Some("1"));
    for jobs in [Some("2"), Some("5"), None] {
        let many = with_jobs(args, jobs);
        assert!(
            many.0 == one.0,
            "{args:?} --jobs {jobs:?}: standard output differs from one job's"
        );
        assert_eq!(many.1, one.1, "{args:?} --jobs {jobs:?}: standard error");
        assert_eq!(many.2, one.2, "{args:?} --jobs {jobs:?}: exit status");
    }
    one
}

#[test]
fn the_mask_hides_times_and_nothing_else() {
    let masked = without_times(
        "puzzle 2: solved | agent backtrack | placements 1,234 | 0.125 ms\n\
         {\"a\":1,\"elapsed_ms\":12.5,\"b\":2}\n\
         ║ 7 │ 8 ║  │ Per second     46,343 │\n\
         ║ 7 │ 8 ║  │ Elapsed         23 ms │\n",
    );
    assert_eq!(
        masked,
        "puzzle 2: solved | agent backtrack | placements 1,234 | T ms\n\
         {\"a\":1,\"elapsed_ms\":T,\"b\":2}\n\
         ║ 7 │ 8 ║  │ Per second T │\n\
         ║ 7 │ 8 ║  │ Elapsed T │\n"
    );
}

#[test]
fn every_number_of_jobs_tells_a_mixed_file_the_same_way() {
    let file = TempFile::new("mixed.txt", &mixed_file());
    let path = file.path();
    let (out, err, status) = assert_same_for_any_jobs(&["solve", "--agent", "backtrack", path]);
    // One line per puzzle, bad ones included, in input order; exit 2 for the bad lines.
    assert_eq!(status, 2);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 150 + 5 * 3);
    assert_eq!(lines.iter().filter(|l| **l == "invalid").count(), 3 * 3);
    assert_eq!(lines.iter().filter(|l| **l == "no_solution").count(), 3);
    assert!(err.contains("puzzle 8: invalid | line 8: 5 cells; a puzzle has 16, 81, 256 or 625"));
    let numbers: Vec<usize> = err
        .lines()
        .filter_map(|l| l.strip_prefix("puzzle ")?.split(':').next()?.parse().ok())
        .collect();
    assert_eq!(
        numbers,
        (1..=lines.len()).collect::<Vec<_>>(),
        "in input order"
    );

    let (json, _, _) =
        assert_same_for_any_jobs(&["solve", "--agent", "backtrack", "--json", "-q", path]);
    assert_eq!(json.lines().count(), lines.len());
    assert_same_for_any_jobs(&["solve", "--agent", "backtrack", "--rows", "-q", path]);
    let (checked, err, status) = assert_same_for_any_jobs(&["check", path]);
    assert_eq!((status, err.as_str()), (2, ""));
    assert_eq!(checked.lines().count(), lines.len());
    assert_eq!(checked.lines().filter(|l| *l == "multiple").count(), 3);
    assert_eq!(checked.lines().filter(|l| *l == "none").count(), 3);
}

#[test]
fn rate_tells_every_line_the_same_way_in_input_order_by_any_number_of_jobs() {
    // The mixed file's first 60 lines (bad lines, no solution and several among them), made
    // of top1465's puzzles (the hardest list's take nested chains, seconds each), and a line
    // of pencil marks (the built-in puzzle's, every empty cell holding 1-9).
    let mut text: String = mixed_file_of("top1465.txt")
        .lines()
        .take(60)
        .map(|l| format!("{l}\n"))
        .collect();
    let marks: String = DEFAULT_PUZZLE
        .chars()
        .map(|c| match c.to_digit(10) {
            Some(d) => format!(
                "{}{d}{}",
                ".".repeat(d as usize - 1),
                ".".repeat(9 - d as usize)
            ),
            None => "123456789".to_string(),
        })
        .collect();
    text += &format!("{marks}\n");
    let file = TempFile::new("rate.txt", &text);
    let (rated, err, status) = assert_same_for_any_jobs(&["rate", file.path()]);
    assert_eq!((status, err.as_str()), (2, ""));
    let lines: Vec<&str> = rated.lines().collect();
    let (one_by_one, _, _) = with_jobs(&["check", file.path()], Some("1"));
    assert_eq!(lines.len(), one_by_one.lines().count(), "{rated}");
    // `check` takes no pencil marks: the last line is compared with `rate` on its own below.
    for (rating, checked) in lines.iter().zip(one_by_one.lines()).take(lines.len() - 1) {
        match checked {
            "unique" => assert!(rating.starts_with(|c: char| c.is_ascii_digit()), "{rating}"),
            word => assert!(
                rating.starts_with(word.split(':').next().unwrap()),
                "{rating} / {word}"
            ),
        }
    }
    let marks_rating = stdout(&dosdoku(&["rate", &marks], ""));
    assert_eq!(lines.last().copied(), Some(marks_rating.trim()));
    assert_same_for_any_jobs(&["rate", "--se", "--json", file.path()]);
}

#[test]
fn screens_and_other_agents_are_told_the_same_way_by_any_number_of_jobs() {
    let some: Vec<String> = puzzles("hardest1106.txt").into_iter().take(12).collect();
    let file = TempFile::new("screens.txt", &(some.join("\n") + "\nbad\n"));
    let (out, _, status) =
        assert_same_for_any_jobs(&["solve", "--agent", "backtrack", "--screen", file.path()]);
    assert_eq!(status, 2);
    assert_eq!(out.lines().count(), 12 * 26 + 1);
    assert_same_for_any_jobs(&["solve", "--agent", "exclusion", file.path()]);
}

/// Puzzles Board1 solves in well under a second each: solutions of hardest-1106 puzzles with
/// 48 to 55 cells blanked.
fn easy_for_board1(n: usize) -> String {
    let some: Vec<String> = puzzles("hardest1106.txt").into_iter().take(n).collect();
    let solved = dosdoku(
        &["solve", "--agent", "backtrack", "-q", "-"],
        &some.join("\n"),
    );
    let mut seed = 3u64;
    let mut lines = Vec::new();
    for (k, solution) in stdout(&solved).lines().enumerate() {
        let mut cells: Vec<u8> = solution.bytes().collect();
        let mut blanked = 0;
        while blanked < 48 + k % 8 {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let i = (seed >> 33) as usize % 81;
            if cells[i] != b'.' {
                cells[i] = b'.';
                blanked += 1;
            }
        }
        lines.push(String::from_utf8(cells).unwrap());
    }
    lines.join("\n") + "\n"
}

/// The records of a history file with their times taken out, in file order.
fn records_without_times(path: &std::path::Path) -> Vec<String> {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(|line| {
            let mut record: serde_json::Value = serde_json::from_str(line).unwrap();
            let object = record.as_object_mut().unwrap();
            object.remove("time");
            object.remove("elapsed_ms");
            record.to_string()
        })
        .collect()
}

#[test]
fn board1_batches_count_and_record_the_same_for_any_number_of_jobs() {
    let file = TempFile::new("board1.txt", &easy_for_board1(30));
    let mut records = Vec::new();
    let mut outputs = Vec::new();
    for jobs in ["1", "3"] {
        let history = std::env::temp_dir().join(format!(
            "dosdoku-jobs-{}-history-{jobs}.jsonl",
            std::process::id()
        ));
        let _ = std::fs::remove_file(&history);
        let out = Command::new(env!("CARGO_BIN_EXE_dosdoku"))
            .args(["solve", "--seed", "5", "--jobs", jobs, file.path()])
            .env("DOSDOKU_HISTORY", &history)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        assert_eq!(code(&out), 0, "{}", stderr(&out));
        outputs.push((stdout(&out), without_times(&stderr(&out))));
        records.push(records_without_times(&history));
        let _ = std::fs::remove_file(&history);
    }
    assert_eq!(outputs[0], outputs[1]);
    assert!(
        outputs[0]
            .1
            .contains("puzzle 30: solved | agent board1 | seed 34 | attempts ")
    );
    assert_eq!(records[0].len(), 30);
    assert_eq!(records[0], records[1], "the same records, in input order");
    let puzzles: Vec<String> = file_lines(&file);
    for (record, puzzle) in records[0].iter().zip(&puzzles) {
        assert!(record.contains(puzzle.as_str()), "{record}");
    }
}

fn file_lines(file: &TempFile) -> Vec<String> {
    std::fs::read_to_string(&file.0)
        .unwrap()
        .lines()
        .map(String::from)
        .collect()
}

/// `dosdoku ARGS` with every pipe open and no history.
fn start(args: &[&str], history: Option<&std::path::Path>) -> Child {
    Command::new(env!("CARGO_BIN_EXE_dosdoku"))
        .args(args)
        .env(
            "DOSDOKU_HISTORY",
            history.unwrap_or(std::path::Path::new("/dev/null")),
        )
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the dosdoku binary runs")
}

/// Waits for the child to end, killing it and failing the test after `LIMIT`.
fn finish(mut child: Child, what: &str) -> Output {
    let deadline = Instant::now() + LIMIT;
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("{what}: dosdoku did not end within {LIMIT:?}");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    child.wait_with_output().unwrap()
}

#[test]
fn a_stream_gets_each_answer_before_the_next_puzzle_is_sent_whatever_the_jobs() {
    let some: Vec<String> = puzzles("hardest1106.txt").into_iter().take(6).collect();
    for args in [
        &["solve", "--agent", "backtrack", "-q", "--jobs", "2"][..],
        &["check", "--jobs", "3"],
    ] {
        let mut child = start(args, None);
        let mut input = child.stdin.take().unwrap();
        let (tx, rx) = std::sync::mpsc::channel();
        let stdout = child.stdout.take().unwrap();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                if tx.send(line.unwrap()).is_err() {
                    return;
                }
            }
        });
        for puzzle in &some {
            writeln!(input, "{puzzle}").unwrap();
            input.flush().unwrap();
            let answer = rx
                .recv_timeout(LIMIT)
                .expect("an answer while the input stays open");
            assert!(answer == "unique" || answer.len() == 81, "{answer}");
        }
        drop(input);
        let out = finish(child, "after the stream ended");
        assert_eq!(code(&out), 0, "{args:?}");
    }
}

#[test]
fn a_signal_keeps_what_came_before_the_stopped_run_and_nothing_after_it() {
    let dir = std::env::temp_dir().join(format!("dosdoku-jobs-{}-signal", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let history = dir.join("history.jsonl");
    let _ = std::fs::remove_file(&history);
    // With three jobs the puzzles after the slow one are finished long before the signal.
    let input = format!(
        "{DEFAULT_PUZZLE}\n{SLOW_FOR_BOARD1}\n{DEFAULT_PUZZLE}\n{DEFAULT_PUZZLE}\n{DEFAULT_PUZZLE}\n"
    );
    let mut child = start(
        &["solve", "--monitor", "off", "--seed", "1", "--jobs", "3"],
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
    std::thread::sleep(Duration::from_millis(300));
    let pid = nix::unistd::Pid::from_raw(child.id() as i32);
    nix::sys::signal::kill(pid, nix::sys::signal::Signal::SIGINT).unwrap();
    let mut rest = String::new();
    out.read_to_string(&mut rest).unwrap();
    let output = finish(child, "after the signal");
    assert_eq!(output.status.code(), Some(130));
    assert_eq!(
        format!("{}{rest}", String::from_utf8_lossy(&first)),
        format!("{DEFAULT_SOLUTION}\nstopped\n")
    );
    let records = std::fs::read_to_string(&history).unwrap();
    let records: Vec<&str> = records.lines().collect();
    assert_eq!(records.len(), 2, "{records:?}");
    assert!(records[1].contains("\"status\":\"stopped\"") && records[1].contains(SLOW_FOR_BOARD1));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The most threads `child` had at once, looked at every millisecond until it ends; and its
/// output.
fn peak_threads(mut child: Child) -> (usize, Output) {
    let status = format!("/proc/{}/status", child.id());
    let mut out = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut text = Vec::new();
        out.read_to_end(&mut text).unwrap();
        text
    });
    let mut peak = 0;
    let deadline = Instant::now() + 3 * LIMIT;
    while child.try_wait().unwrap().is_none() {
        assert!(Instant::now() < deadline, "the batch did not end");
        let threads = std::fs::read_to_string(&status)
            .ok()
            .and_then(|s| {
                let line = s.lines().find(|l| l.starts_with("Threads:"))?.to_string();
                line[8..].trim().parse::<usize>().ok()
            })
            .unwrap_or(0);
        peak = peak.max(threads);
        std::thread::sleep(Duration::from_millis(1));
    }
    let mut output = child.wait_with_output().unwrap();
    output.stdout = reader.join().unwrap();
    (peak, output)
}

#[test]
fn a_huge_jobs_is_capped_at_a_few_threads_per_core_and_loses_nothing() {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    // The jobs, the main thread, the input reader and the flusher.
    let most = 4 * cores + 3;
    let lines = format!("{}.\n", &DEFAULT_SOLUTION[..80]).repeat(100_000);
    let file = TempFile::new("huge-jobs", &lines);
    for (args, answers) in [
        (vec!["check", "--jobs", "2000", file.path()], 100_000),
        (
            vec![
                "solve",
                "--monitor",
                "off",
                "-q",
                "--agent",
                "backtrack",
                "--jobs",
                "2000",
                file.path(),
            ],
            100_000,
        ),
        (
            vec![
                "generate", "--seed", "1", "--count", "40", "--jobs", "100000",
            ],
            40,
        ),
    ] {
        let (peak, out) = peak_threads(start(&args, None));
        assert_eq!(code(&out), 0, "{args:?}: {}", stderr(&out));
        assert_eq!(stdout(&out).lines().count(), answers, "{args:?}");
        assert!(
            peak <= most,
            "{args:?}: {peak} threads at once, more than {most}"
        );
    }
}

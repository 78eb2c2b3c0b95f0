//! The run history driven through the real binary: recording from `solve`, `runs`, `compare`,
//! the tolerant reader, concurrent writers and a writer killed part way.

use std::io::Write;
use std::path::Path;
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

use crate::common::TempDir;
use dosdoku_agents::agents::{AgentSettings, Board1Settings};
use dosdoku_agents::run::RunConfig;
use dosdoku_history::{History, RunRecord, SettingValue, read_history};
use serde_json::Value;

const SOLVED: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// The solved grid with 3x3 box `b` (0..9) blanked: Board1 (without Board0) fills it in a
/// few dozen attempts, a different number for each seed.
fn blank_box(b: usize) -> String {
    SOLVED
        .char_indices()
        .map(|(i, c)| {
            if (i / 27) * 3 + (i % 9) / 3 == b {
                '.'
            } else {
                c
            }
        })
        .collect()
}

/// `dosdoku` with `DOSDOKU_HISTORY` set to `history`, not yet started.
fn command(args: &[&str], history: &Path) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_dosdoku"));
    cmd.args(args)
        .env("DOSDOKU_HISTORY", history)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    cmd
}

/// Starts `dosdoku` and hands it `stdin`.
fn start(args: &[&str], stdin: &str, history: &Path) -> Child {
    let mut child = command(args, history).spawn().expect("dosdoku runs");
    let mut input = child.stdin.take().unwrap();
    input.write_all(stdin.as_bytes()).unwrap();
    child
}

/// Runs `dosdoku` to the end.
fn run(args: &[&str], stdin: &str, history: &Path) -> Output {
    start(args, stdin, history).wait_with_output().unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

/// A headless solve of the puzzles on standard input.
fn solve(extra: &[&str], stdin: &str, history: &Path) -> Output {
    let mut args = vec!["solve", "--monitor", "off", "--quiet", "--no-board0"];
    args.extend_from_slice(extra);
    args.push("-");
    run(&args, stdin, history)
}

fn history(path: &Path) -> History {
    read_history(path).unwrap()
}

/// The data rows of a `runs` table: the lines that start with a time stamp.
fn table_rows(text: &str) -> Vec<&str> {
    text.lines().filter(|l| l.starts_with("20")).collect()
}

#[test]
fn solve_records_one_line_per_puzzle_with_the_runs_numbers() {
    let dir = TempDir::new("solve");
    let path = dir.file("h.jsonl");
    let clash = format!("11{}", ".".repeat(79));
    let input = format!("{}\n{}\n{clash}\n", blank_box(0), blank_box(8));
    let out = solve(&["--json", "--seed", "7"], &input, &path);
    assert_eq!(out.status.code(), Some(2), "the clash is an invalid entry");
    let json: Vec<Value> = stdout(&out)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let records = history(&path).records;
    assert_eq!(records.len(), 2, "no record for the invalid puzzle");
    for (k, r) in records.iter().enumerate() {
        assert_eq!(r.puzzle, blank_box(k * 8));
        assert_eq!(r.seed, Some(7 + k as u64));
        assert_eq!(r.agent, "board1");
        assert_eq!((r.status.as_str(), r.mode.as_str()), ("solved", "headless"));
        assert_eq!(r.settings.get("board0"), Some(&SettingValue::Bool(false)));
        assert_eq!(Value::from(r.attempts), json[k]["attempts"]);
        assert_eq!(Value::from(r.cells_placed), json[k]["cells_placed"]);
        assert_eq!(Value::from(r.board_restarts), json[k]["board_restarts"]);
        assert_eq!(json[k]["grid_restarts"], serde_json::json!(r.grid_restarts));
    }

    // The backtracker's attempts are its placements; it has no seed. A deterministic agent's
    // headless runs are recorded only in a history file the user named, as here.
    let out = solve(&["--json", "--agent", "backtrack"], &blank_box(4), &path);
    let json: Value = serde_json::from_str(stdout(&out).trim()).unwrap();
    let last = history(&path).records.pop().unwrap();
    assert_eq!(last.agent, "backtrack");
    assert_eq!(last.seed, None);
    assert_eq!(Value::from(last.attempts), json["placements"]);
}

#[test]
fn no_history_records_nothing() {
    let dir = TempDir::new("off");
    let path = dir.file("h.jsonl");
    let out = solve(&["--no-history"], &blank_box(0), &path);
    assert_eq!(out.status.code(), Some(0));
    assert!(!path.exists());
    let out = run(&["runs", "--no-history"], "", &path);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn the_history_flag_wins_over_the_variable() {
    let dir = TempDir::new("flag");
    let (env, flag) = (dir.file("env.jsonl"), dir.file("sub/flag.jsonl"));
    let flag_arg = flag.to_str().unwrap();
    solve(&["--history", flag_arg], &blank_box(0), &env);
    assert!(!env.exists());
    assert_eq!(history(&flag).records.len(), 1);
    let out = run(&["runs", "--history", flag_arg], "", &env);
    assert_eq!(table_rows(&stdout(&out)).len(), 1);
}

#[test]
fn runs_filters_by_puzzle_and_agent_and_keeps_the_last() {
    let dir = TempDir::new("runs");
    let path = dir.file("h.jsonl");
    let (a, b) = (blank_box(0), blank_box(8));
    solve(&["--seed", "1"], &format!("{a}\n{a}\n{a}\n"), &path);
    solve(&["--agent", "backtrack"], &b, &path);
    solve(&["--seed", "10"], &format!("{b}\n{b}\n"), &path);

    let out = run(&["runs", &a], "", &path);
    let text = stdout(&out);
    assert_eq!(table_rows(&text).len(), 3, "{text}");
    assert!(text.contains(&format!("puzzle {a}\n")), "{text}");
    assert!(
        text.contains("  board1 no board0: 3 runs, 3 solved;\n    attempts min "),
        "{text}"
    );

    let out = run(&["runs", "--agent", "backtrack"], "", &path);
    let rows = table_rows(&stdout(&out)).len();
    assert_eq!(rows, 1, "{}", stdout(&out));

    let out = run(&["runs"], "", &path);
    let text = stdout(&out);
    assert_eq!(table_rows(&text).len(), 6);
    assert!(text.starts_with("board1\n"), "{text}");
    assert!(
        text.contains("time              status  attempts  placed  restarts  restarts  elapsed"),
        "{text}"
    );
    assert!(text.contains("\n  seed 11, no board0\n"), "{text}");

    let out = run(
        &["runs", &b, "--agent", "board1", "--last", "1", "--json"],
        "",
        &path,
    );
    let lines: Vec<RunRecord> = stdout(&out)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 1);
    assert_eq!((lines[0].seed, &lines[0].puzzle), (Some(11), &b));
    assert_eq!(lines[0], history(&path).records[5]);
}

#[test]
fn runs_lists_the_newest_20_unless_asked_for_all_and_refuses_last_0() {
    let dir = TempDir::new("last");
    let path = dir.file("h.jsonl");
    let puzzle = blank_box(3);
    solve(&["--seed", "1"], &format!("{puzzle}\n").repeat(25), &path);
    let out = run(&["runs"], "", &path);
    let text = stdout(&out);
    let rows = table_rows(&text);
    assert_eq!(rows.len(), 20, "{text}");
    assert!(
        text.contains(&format!("{}\n  seed 25, no board0\n\n", rows[19])),
        "the newest last: {text}"
    );
    assert!(
        stdout(&out).contains(": 20 runs, 20 solved;"),
        "{}",
        stdout(&out)
    );
    assert!(
        stderr(&out).contains("the newest 20 of 25 runs; --all shows every one"),
        "{}",
        stderr(&out)
    );
    let out = run(&["runs", "--all"], "", &path);
    assert_eq!(table_rows(&stdout(&out)).len(), 25);
    assert_eq!(stderr(&out), "");
    let out = run(&["runs", "--last", "3", "--json"], "", &path);
    assert_eq!(stdout(&out).lines().count(), 3);
    assert_eq!(stderr(&out), "");
    for bad in [
        &["runs", "--last", "0"][..],
        &["runs", "--last", "2", "--all"],
    ] {
        let out = run(bad, "", &path);
        assert_eq!(out.status.code(), Some(2), "{bad:?}: {}", stderr(&out));
        assert_eq!(stdout(&out), "");
    }
    for zero in ["0", "00"] {
        let out = run(&["runs", "--last", zero], "", &path);
        assert_eq!(out.status.code(), Some(2));
        assert!(
            stderr(&out).contains("--last takes 1 or more; --all shows every run"),
            "{}",
            stderr(&out)
        );
        assert!(!stderr(&out).contains("18446744073709551615"));
    }
    let out = run(&["runs", "--last", "x"], "", &path);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("'x' is not a whole number"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn compare_gives_the_same_numbers_on_one_or_two_threads() {
    let dir = TempDir::new("jobs");
    let puzzle = blank_box(4);
    let mut outputs = Vec::new();
    let mut recorded = Vec::new();
    for jobs in ["1", "2"] {
        let path = dir.file(&format!("h{jobs}.jsonl"));
        let args = [
            "compare",
            &puzzle,
            "--runs",
            "12",
            "--seed",
            "5",
            "--jobs",
            jobs,
            "--no-board0",
            "--forgetful",
        ];
        let out = run(&args, "", &path);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        assert!(stderr(&out).contains("seeds 5 to 16"), "{}", stderr(&out));
        let json = run(&["compare", &puzzle, "--json"], "", &path);
        outputs.push((stdout(&out), stdout(&json)));
        let mut runs: Vec<(u64, u64)> = history(&path)
            .records
            .iter()
            .map(|r| (r.seed.unwrap_or_default(), r.attempts))
            .collect();
        runs.sort_unstable();
        recorded.push(runs);
    }
    assert_eq!(outputs[0], outputs[1]);
    let count = outputs[0].0.lines().find(|l| l.starts_with("count"));
    assert!(count.unwrap().ends_with(" 12"), "{}", outputs[0].0);
    assert_eq!(recorded[0], recorded[1]);
    let seeds: Vec<u64> = recorded[0].iter().map(|r| r.0).collect();
    assert_eq!(seeds, (5..17).collect::<Vec<_>>());
}

#[test]
fn torn_and_foreign_lines_are_skipped_with_a_warning() {
    let dir = TempDir::new("torn");
    let path = dir.file("h.jsonl");
    let puzzle = blank_box(0);
    solve(&["--seed", "1"], &format!("{puzzle}\n{puzzle}\n"), &path);
    let whole = std::fs::read_to_string(&path).unwrap();
    let torn = &whole[..whole.len() / 3];
    let mut file = std::fs::OpenOptions::new()
        .append(true)
        .open(&path)
        .unwrap();
    write!(file, "some other tool's line\n{torn}").unwrap();
    drop(file);

    let out = run(&["runs"], "", &path);
    let warning = format!("skipped 2 unreadable lines in {}", path.display());
    assert!(stderr(&out).contains(&warning), "{}", stderr(&out));
    assert_eq!(table_rows(&stdout(&out)).len(), 2);
    // Every listing warns once: the tables of every run, and the exports.
    for args in [
        &["runs", "--all"][..],
        &["runs", "--json"],
        &["runs", "--csv"],
    ] {
        let out = run(args, "", &path);
        assert_eq!(
            stderr(&out).matches(&warning).count(),
            1,
            "{args:?}: {}",
            stderr(&out)
        );
    }

    // The next record lands whole after the torn line; compare warns too and reads all three.
    solve(&["--seed", "3"], &puzzle, &path);
    let out = run(&["compare", &puzzle, "--json"], "", &path);
    assert!(stderr(&out).contains(&warning), "{}", stderr(&out));
    let json: Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(json["groups"][0]["count"], 3);
    assert_eq!(history(&path).skipped, 2);
}

#[test]
fn two_processes_recording_at_once_both_land_whole() {
    let dir = TempDir::new("concurrent");
    let path = dir.file("h.jsonl");
    let batch = format!("{}\n", blank_box(4)).repeat(300);
    let children: Vec<Child> = ["1000", "2000"]
        .iter()
        .map(|seed| {
            let args = [
                "solve",
                "--monitor",
                "off",
                "--quiet",
                "--no-board0",
                "--seed",
                seed,
                "-",
            ];
            start(&args, &batch, &path)
        })
        .collect();
    for child in children {
        assert!(child.wait_with_output().unwrap().status.success());
    }
    let h = history(&path);
    assert_eq!(h.skipped, 0);
    let mut seeds: Vec<u64> = h.records.iter().filter_map(|r| r.seed).collect();
    seeds.sort_unstable();
    let want: Vec<u64> = (1000..1300).chain(2000..2300).collect();
    assert_eq!(seeds, want);
    // Every line is a whole record. (A writer that looks at the file's last byte while the
    // other's write is in flight may end that "torn" line first: a blank line, which readers
    // skip.)
    let text = std::fs::read_to_string(&path).unwrap();
    let lines: Vec<&str> = text.lines().filter(|l| !l.is_empty()).collect();
    assert_eq!(lines.len(), 600);
    for line in lines {
        serde_json::from_str::<RunRecord>(line).unwrap();
    }
}

#[test]
fn a_batch_killed_part_way_leaves_only_whole_records() {
    let dir = TempDir::new("killed");
    let path = dir.file("h.jsonl");
    let puzzle = blank_box(4);
    let args = [
        "compare",
        &puzzle,
        "--runs",
        "100000000",
        "--seed",
        "1",
        "--jobs",
        "2",
        "--no-board0",
    ];
    let mut child = command(&args, &path)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(30);
    while std::fs::read(&path).map_or(0, |b| b.iter().filter(|&&c| c == b'\n').count()) < 200 {
        assert!(Instant::now() < deadline, "the batch records nothing");
        std::thread::sleep(Duration::from_millis(5));
    }
    child.kill().unwrap(); // SIGKILL
    child.wait().unwrap();

    let bytes = std::fs::read(&path).unwrap();
    let end = bytes.iter().rposition(|&b| b == b'\n').unwrap() + 1;
    let whole: Vec<RunRecord> = bytes[..end]
        .split(|&b| b == b'\n')
        .filter(|l| !l.is_empty())
        .map(|l| serde_json::from_slice(l).expect("every ended line is a whole record"))
        .collect();
    // Recorded in seed order: the runs are 1, 2, 3 ... with none lost in between.
    let seeds: Vec<u64> = whole.iter().filter_map(|r| r.seed).collect();
    assert_eq!(seeds, (1..=whole.len() as u64).collect::<Vec<_>>());
    let torn = usize::from(end < bytes.len());
    let h = history(&path);
    assert_eq!((h.records.len(), h.skipped), (whole.len(), torn));

    solve(&["--seed", "99"], &puzzle, &path);
    let h = history(&path);
    assert_eq!((h.records.len(), h.skipped), (whole.len() + 1, torn));
    assert_eq!(h.records.last().unwrap().seed, Some(99));
}

/// A record of `puzzle` written by hand.
fn record(puzzle: &str, memory: bool, status: &str, attempts: u64) -> RunRecord {
    RunRecord {
        time: "2026-11-22T18:05:09Z".to_string(),
        puzzle: puzzle.to_string(),
        agent: "board1".to_string(),
        settings: RunConfig::new(AgentSettings::Board1(Board1Settings {
            memory,
            ..Board1Settings::default()
        }))
        .setting_list(),
        seed: Some(attempts),
        status: status.to_string(),
        attempts,
        cells_placed: 9,
        grid_restarts: [0; 9],
        board_restarts: 0,
        board0_found: 0,
        elapsed_ms: 1,
        mode: "headless".to_string(),
        counters: Default::default(),
    }
}

#[test]
fn compare_statistics_match_hand_computed_values() {
    let dir = TempDir::new("stats");
    let path = dir.file("h.jsonl");
    let puzzle = blank_box(0);
    let mut records: Vec<RunRecord> = [10, 20, 30, 40, 50]
        .iter()
        .map(|&a| record(&puzzle, true, "solved", a))
        .collect();
    records.push(record(&puzzle, true, "stopped", 999));
    let mut capped = record(&puzzle, true, "gave_up", 60);
    capped.settings.0.last_mut().unwrap().1 = SettingValue::Number(60);
    records.push(capped);
    records.push(record(&puzzle, false, "solved", 300));
    records.push(record(&puzzle, false, "solved", 100));
    records.push(record(&blank_box(1), true, "solved", 1));
    let mut text: String = records
        .iter()
        .map(|r| serde_json::to_string(r).unwrap() + "\n")
        .collect();
    text += "not a record\n";
    std::fs::write(&path, text).unwrap();

    let out = run(&["compare", &puzzle, "--json"], "", &path);
    assert_eq!(out.status.code(), Some(0));
    assert!(stderr(&out).contains("skipped 1 unreadable line"));
    let json: Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(json["puzzle"], puzzle.as_str());
    let groups = json["groups"].as_array().unwrap();
    assert_eq!(groups.len(), 2);
    let stats = |g: &Value| -> Vec<f64> {
        [
            "runs", "count", "min", "p10", "p25", "p50", "p75", "p90", "max", "mean",
        ]
        .iter()
        .map(|k| g[k].as_f64().unwrap())
        .collect()
    };
    // Sorted 10 20 30 40 50: h = 4p, so p10 = 10 + 0.4 * 10 = 14 and p90 = 40 + 0.6 * 10 = 46.
    let want = [7.0, 5.0, 10.0, 14.0, 20.0, 30.0, 40.0, 46.0, 50.0, 30.0];
    assert_eq!(stats(&groups[0]), want);
    // 100 300: h = p, so p10 = 120, p25 = 150, median 200, p75 = 250, p90 = 280.
    let want = [
        2.0, 2.0, 100.0, 120.0, 150.0, 200.0, 250.0, 280.0, 300.0, 200.0,
    ];
    assert_eq!(stats(&groups[1]), want);
    assert_eq!(
        groups[0]["label"],
        "board1 memory, tries 20, restarts 20, order 123456789, board0"
    );
    assert_eq!(groups[1]["settings"]["memory"], false);
    let buckets = |g: &Value| -> Vec<(u64, u64, u64)> {
        g["histogram"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| {
                let n = |k: &str| b[k].as_u64().unwrap();
                (n("lo"), n("hi"), n("count"))
            })
            .collect()
    };
    let edges = [(10, 20), (20, 50), (50, 100), (100, 200), (200, 500)];
    let with = |counts: [u64; 5]| -> Vec<(u64, u64, u64)> {
        edges
            .iter()
            .zip(counts)
            .map(|(&(lo, hi), c)| (lo, hi, c))
            .collect()
    };
    assert_eq!(buckets(&groups[0]), with([1, 3, 1, 0, 0]));
    assert_eq!(buckets(&groups[1]), with([0, 0, 0, 1, 1]));
    let ratios: Vec<f64> = json["median_ratios"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r.as_f64().unwrap())
        .collect();
    assert_eq!(ratios, [1.0, 200.0 / 30.0]);

    let out = run(&["compare", &puzzle], "", &path);
    let text = stdout(&out);
    for line in [
        "        board1  board1 forgetful",
        "count        5                 2",
        "p10         14               120",
        "median      30               200",
        "mean        30               200",
        "board1: 2 of 7 runs did not finish and are not counted",
        "   10-   20 | ############## 1",
        "   20-   50 | ######################################## 3",
        "  200-  500 | ######################################## 1",
        "median ratio board1 forgetful / board1: 6.67",
    ] {
        assert!(text.contains(line), "no {line:?} in\n{text}");
    }
}

#[test]
fn solve_json_and_the_history_write_the_same_settings() {
    let dir = TempDir::new("same-settings");
    let path = dir.file("h.jsonl");
    let out = run(
        &[
            "solve",
            "--monitor",
            "off",
            "--json",
            "--seed",
            "3",
            "--grid-order",
            "567891234",
            &blank_box(4),
        ],
        "",
        &path,
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let json: Value = serde_json::from_str(stdout(&out).trim()).unwrap();
    assert_eq!(
        json["settings"]["grid_order"],
        serde_json::json!([5, 6, 7, 8, 9, 1, 2, 3, 4])
    );
    let line = std::fs::read_to_string(&path).unwrap();
    let recorded: Value = serde_json::from_str(line.trim()).unwrap();
    assert_eq!(json["settings"], recorded["settings"]);
}

#[test]
fn runs_heads_each_agents_counters_with_its_own_labels_and_records_them_by_name() {
    let dir = TempDir::new("labels");
    let path = dir.file("h.jsonl");
    let puzzle = blank_box(4);
    let out = solve(&["--agent", "lmc", "--json"], &puzzle, &path);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let json: Value = serde_json::from_str(stdout(&out).trim()).unwrap();
    solve(&["--agent", "backtrack"], &puzzle, &path);
    // A backtracker's record of an earlier version, which kept a seed.
    let old = std::fs::read_to_string(&path).unwrap();
    let old = old
        .lines()
        .nth(1)
        .unwrap()
        .replace("\"seed\":null", "\"seed\":7");
    let old = old
        .split(",\"counters\":")
        .next()
        .unwrap()
        .trim_end_matches('}')
        .to_string()
        + "}\n";
    std::fs::OpenOptions::new()
        .append(true)
        .open(&path)
        .unwrap()
        .write_all(old.as_bytes())
        .unwrap();

    let records = history(&path).records;
    assert_eq!(records.len(), 3);
    for name in ["moves", "forced", "forks", "erased"] {
        assert_eq!(
            Value::from(records[0].counter(name, name == "moves").unwrap()),
            json["counters"][name],
            "{name}"
        );
    }
    assert_eq!(
        records[0].counters.0.len(),
        3,
        "the headline is in attempts"
    );
    assert!(records[1].counters.get("backtracks").is_some());
    assert_eq!(records[2].seed, Some(7));
    assert!(records[2].counters.is_empty());

    let out = run(&["runs"], "", &path);
    let text = stdout(&out);
    assert_eq!(table_rows(&text).len(), 3, "{text}");
    assert!(
        text.contains(
            "lmc\n                                 forced      fork   moves\n\
             time              status  moves   moves  switches  erased  elapsed\n"
        ),
        "{text}"
    );
    assert!(
        text.contains("status  placements  backtracks  elapsed"),
        "{text}"
    );
    for board1_only in ["attempts", "grid restarts", "board restarts", "seed"] {
        assert!(!text.contains(board1_only), "{board1_only}: {text}");
    }
    assert!(
        text.contains("  lmc: 1 run, 1 solved; moves min "),
        "{text}"
    );
    assert!(
        text.contains("  backtrack: 2 runs, 2 solved; placements min "),
        "{text}"
    );
}

#[test]
fn a_run_recorded_again_is_counted_once_and_the_repeats_are_said() {
    let dir = TempDir::new("repeats");
    let path = dir.file("h.jsonl");
    let puzzle = blank_box(4);
    let batch = [
        "compare",
        &puzzle,
        "--runs",
        "6",
        "--seed",
        "1",
        "--no-board0",
    ];
    run(&batch, "", &path);
    let out = run(&batch, "", &path);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(
        history(&path).records.len(),
        12,
        "both batches are recorded"
    );
    let text = stdout(&out);
    let count = text.lines().find(|l| l.starts_with("count")).unwrap();
    assert!(count.ends_with(" 6"), "{text}");
    assert!(text.contains("6 repeats set aside"), "{text}");
    let json = run(&["compare", &puzzle, "--json"], "", &path);
    let json: Value = serde_json::from_str(stdout(&json).trim()).unwrap();
    assert_eq!(json["groups"][0]["runs"], 6);
    assert_eq!(json["groups"][0]["count"], 6);
    assert_eq!(json["groups"][0]["repeats"], 6);
    // A stopped run and a later solved one of the same seed are one run, counted as solved.
    let mut stopped: RunRecord = history(&path).records[0].clone();
    stopped.seed = Some(99);
    stopped.status = "stopped".to_string();
    let mut solved = stopped.clone();
    solved.status = "solved".to_string();
    let lines = [&stopped, &solved, &solved]
        .map(|r| serde_json::to_string(r).unwrap() + "\n")
        .concat();
    std::fs::OpenOptions::new()
        .append(true)
        .open(&path)
        .unwrap()
        .write_all(lines.as_bytes())
        .unwrap();
    let out = run(&["runs", "--all"], "", &path);
    let summary = stdout(&out);
    let at = summary.find("\n  board1 no board0: ").unwrap();
    let lines: Vec<&str> = summary[at + 1..].lines().take(3).collect();
    assert!(lines[0].ends_with(": 7 runs, 7 solved;"), "{summary}");
    assert!(lines[1].ends_with("; 8 repeats set aside"), "{summary}");
}

/// `compare --runs` with a signal after a few runs: it stops as `solve` does, with the
/// signal's status, keeping and recording the finished runs and saying how many.
#[cfg(unix)]
fn interrupted_compare(signal: nix::sys::signal::Signal, name: &str) {
    let dir = TempDir::new(name);
    let path = dir.file("h.jsonl");
    let puzzle = blank_box(4);
    let args = [
        "compare", &puzzle, "--runs", "1000000", "--seed", "1", "--jobs", "1",
    ];
    let child = start(&args, "", &path);
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
    assert_eq!(
        out.status.code(),
        Some(128 + signal as i32),
        "{:?}: {err}",
        out.status
    );
    let records = history(&path).records;
    assert!(records.len() >= 3, "{err}");
    assert!(records.iter().all(|r| r.status == "solved"), "{err}");
    let finished = dosdoku_sudoku::text::group_thousands(records.len() as u64);
    let said = format!("{finished} of 1,000,000 runs finished and recorded");
    assert!(err.contains(&said), "{said}: {err}");
    // The comparison of the finished runs is still shown.
    let text = stdout(&out);
    let count = text.lines().find(|l| l.starts_with("count")).unwrap();
    assert!(count.ends_with(&format!(" {finished}")), "{text}");
}

#[cfg(unix)]
#[test]
fn compare_runs_stop_on_ctrl_c_keeping_the_finished_runs() {
    interrupted_compare(nix::sys::signal::Signal::SIGINT, "compare-int");
}

#[cfg(unix)]
#[test]
fn compare_runs_stop_on_sigterm_keeping_the_finished_runs() {
    interrupted_compare(nix::sys::signal::Signal::SIGTERM, "compare-term");
}

/// One CSV text parsed as RFC 4180 says: rows of cells, quoted cells with their quotes doubled,
/// lines ended by CRLF.
fn parse_csv(text: &str) -> Vec<Vec<String>> {
    let (mut rows, mut row, mut cell) = (Vec::new(), Vec::new(), String::new());
    let (mut quoted, mut chars) = (false, text.chars().peekable());
    while let Some(c) = chars.next() {
        match (quoted, c) {
            (true, '"') if chars.peek() == Some(&'"') => {
                chars.next();
                cell.push('"');
            }
            (true, '"') => quoted = false,
            (true, c) => cell.push(c),
            (false, '"') if cell.is_empty() => quoted = true,
            (false, ',') => row.push(std::mem::take(&mut cell)),
            (false, '\r') => assert_eq!(chars.next(), Some('\n'), "a CR alone"),
            (false, '\n') => panic!("a line ended by LF alone: {text}"),
            (false, c) => cell.push(c),
        }
        if !quoted && c == '\r' {
            row.push(std::mem::take(&mut cell));
            rows.push(std::mem::take(&mut row));
        }
    }
    assert!(
        row.is_empty() && cell.is_empty() && !quoted,
        "a last line not ended: {text}"
    );
    rows
}

/// A setting's or counter's value as one CSV cell: a list's numbers separated by spaces.
fn cell_text(value: &SettingValue) -> String {
    match value {
        SettingValue::Null => String::new(),
        SettingValue::Bool(b) => b.to_string(),
        SettingValue::Number(n) => n.to_string(),
        SettingValue::Text(t) => t.clone(),
        SettingValue::Numbers(ns) => ns.iter().map(u64::to_string).collect::<Vec<_>>().join(" "),
    }
}

/// A history of several agents ending every way: runs recorded by `solve`, then records
/// written as the program writes them for the endings a quick solve does not reach, one with
/// a setting that needs quoting and a counter kept per grid.
fn mixed_history(path: &Path) -> Vec<RunRecord> {
    let b = blank_box(2);
    for agent in [
        "board1",
        "backtrack",
        "lmc",
        "human",
        "exclusion",
        "cruncher",
    ] {
        let out = solve(&["--agent", agent, "--seed", "5"], &b, path);
        assert_eq!(out.status.code(), Some(0), "{agent}: {}", stderr(&out));
    }
    let out = solve(&["--seed", "5", "--max-attempts", "1"], &blank_box(4), path);
    assert_ne!(out.status.code(), Some(2), "{}", stderr(&out));
    let out = solve(&["--seed", "6"], &format!("{b}\n").repeat(12), path);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let mut records = history(path).records;
    let mut extra = Vec::new();
    for (k, status) in ["stopped", "no_solution", "stuck"].into_iter().enumerate() {
        let mut r = records[k + 1].clone();
        r.status = status.to_string();
        extra.push(r);
    }
    let mut odd = records[2].clone();
    odd.settings.push(
        "note",
        SettingValue::Text("a, \"quoted\"\nnote".to_string()),
    );
    odd.counters.push(
        "per_grid",
        SettingValue::Numbers(vec![1, 2, 3, 4, 5, 6, 7, 8, 9]),
    );
    extra.push(odd);
    let mut file = std::fs::OpenOptions::new().append(true).open(path).unwrap();
    for r in &extra {
        writeln!(file, "{}", serde_json::to_string(r).unwrap()).unwrap();
    }
    records.extend(extra);
    assert_eq!(history(path).records, records);
    records
}

#[test]
fn json_and_csv_exports_hold_every_record_and_every_field() {
    let dir = TempDir::new("exports");
    let path = dir.file("h.jsonl");
    let records = mixed_history(&path);
    let statuses: std::collections::HashSet<&str> =
        records.iter().map(|r| r.status.as_str()).collect();
    assert_eq!(statuses.len(), 5, "{statuses:?}");
    assert!(
        records.len() > 20,
        "more than the newest 20: {}",
        records.len()
    );

    // JSON: every record, every field, as the history file has it.
    let out = run(&["runs", "--json"], "", &path);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let file = std::fs::read_to_string(&path).unwrap();
    let as_values = |text: &str| -> Vec<Value> {
        text.lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect()
    };
    assert_eq!(as_values(&stdout(&out)), as_values(&file));

    // CSV: a header, then one row per record with every field, setting and counter.
    let out = run(&["runs", "--csv"], "", &path);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let rows = parse_csv(&stdout(&out));
    let (header, rows) = rows.split_first().unwrap();
    assert_eq!(rows.len(), records.len());
    for (row, r) in rows.iter().zip(&records) {
        assert_eq!(row.len(), header.len(), "{row:?}");
        let cell = |name: &str| -> &str {
            let at = header.iter().position(|h| h == name);
            &row[at.unwrap_or_else(|| panic!("no column {name} in {header:?}"))]
        };
        assert_eq!(cell("time"), r.time);
        assert_eq!(cell("puzzle"), r.puzzle);
        assert_eq!(cell("agent"), r.agent);
        assert_eq!(cell("status"), r.status);
        assert_eq!(cell("mode"), r.mode);
        assert_eq!(
            cell("seed"),
            r.seed.map_or(String::new(), |s| s.to_string())
        );
        for (name, n) in [
            ("attempts", r.attempts),
            ("cells_placed", r.cells_placed),
            ("board_restarts", r.board_restarts),
            ("board0_found", r.board0_found),
            ("elapsed_ms", r.elapsed_ms),
        ] {
            assert_eq!(cell(name), n.to_string(), "{name}");
        }
        for (g, n) in r.grid_restarts.iter().enumerate() {
            assert_eq!(cell(&format!("grid_restarts.{}", g + 1)), n.to_string());
        }
        for (name, value) in &r.settings.0 {
            assert_eq!(
                cell(&format!("settings.{name}")),
                cell_text(value),
                "{name}"
            );
        }
        for (name, value) in &r.counters.0 {
            match value {
                SettingValue::Numbers(ns) => {
                    for (k, n) in ns.iter().enumerate() {
                        assert_eq!(cell(&format!("counters.{name}.{}", k + 1)), n.to_string());
                    }
                }
                value => assert_eq!(cell(&format!("counters.{name}")), cell_text(value)),
            }
        }
        // A setting or counter the record does not have is an empty cell.
        for (h, c) in header.iter().zip(row) {
            let counter = h
                .strip_prefix("counters.")
                .map(|n| n.split('.').next().unwrap());
            if let Some(name) = h.strip_prefix("settings.") {
                assert!(r.settings.get(name).is_some() || c.is_empty(), "{h}: {c}");
            } else if let Some(name) = counter {
                assert!(r.counters.get(name).is_some() || c.is_empty(), "{h}: {c}");
            }
        }
    }
    let counters: Vec<&String> = header
        .iter()
        .filter(|h| h.starts_with("counters."))
        .collect();
    assert!(
        counters.len() >= 10,
        "the union of every agent's counters: {header:?}"
    );

    // The filters and --last apply to the exports too.
    let out = run(&["runs", "--csv", "--agent", "lmc"], "", &path);
    let lmc = records.iter().filter(|r| r.agent == "lmc").count();
    assert_eq!(parse_csv(&stdout(&out)).len(), 1 + lmc);
    let out = run(&["runs", "--csv", "--last", "2"], "", &path);
    let rows = parse_csv(&stdout(&out));
    assert_eq!(rows.len(), 3);
    assert_eq!(rows[2][0], records.last().unwrap().time);
    let out = run(&["runs", "--csv", "--json"], "", &path);
    assert_eq!(out.status.code(), Some(2));
}

//! An experiment split over machines by seed range: each shard recorded into a file of its own,
//! then `compare` and `runs` read the shards together (`--history` repeated, or the directory
//! that holds them) and give exactly the figures of the same runs made on one machine. A run
//! recorded in two shards is counted once.

use std::path::Path;

use crate::common::TempDir;
use serde_json::Value;

const SOLVED: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// The solved grid with its middle box blanked: Board1 fills it in a few dozen attempts, a
/// different number for each seed.
fn puzzle() -> String {
    SOLVED
        .char_indices()
        .map(|(i, c)| {
            if (i / 27) * 3 + (i % 9) / 3 == 4 {
                '.'
            } else {
                c
            }
        })
        .collect()
}

/// `compare PUZZLE --no-board0 --runs N --seed S --history FILE`: one machine's shard.
fn record_shard(runs: u64, seed: u64, file: &Path) {
    let out = crate::common::dosdoku(
        &[
            "compare",
            &puzzle(),
            "--no-board0",
            "--runs",
            &runs.to_string(),
            "--seed",
            &seed.to_string(),
            "--history",
            &file.display().to_string(),
        ],
        "",
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        crate::common::stderr(&out)
    );
}

/// `dosdoku ARGS --history H1 --history H2 ...`, which must succeed; its standard output.
fn reading(args: &[&str], histories: &[&Path]) -> String {
    let mut all: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    for h in histories {
        all.push("--history".to_string());
        all.push(h.display().to_string());
    }
    let all: Vec<&str> = all.iter().map(String::as_str).collect();
    let out = crate::common::dosdoku(&all, "");
    assert_eq!(
        out.status.code(),
        Some(0),
        "{all:?}: {}",
        crate::common::stderr(&out)
    );
    crate::common::stdout(&out)
}

/// The groups of `compare --json`: runs, repeats, count, min, percentiles, max, mean, histogram.
fn groups(json: &str) -> Value {
    let value: Value = serde_json::from_str(json).expect("compare --json is JSON");
    value["groups"].clone()
}

#[test]
fn four_shards_merged_give_the_single_machine_figures() {
    let dir = TempDir::new("shards-four");
    let single = dir.file("single.jsonl");
    record_shard(100, 1, &single);
    let shards = dir.file("shards");
    std::fs::create_dir(&shards).unwrap();
    let files: Vec<_> = ["a", "b", "c", "d"]
        .iter()
        .map(|name| shards.join(format!("{name}.jsonl")))
        .collect();
    for (k, file) in files.iter().enumerate() {
        record_shard(25, 1 + 25 * k as u64, file);
    }
    let p = puzzle();
    let one = reading(&["compare", &p], &[&single]);
    let one_json = reading(&["compare", &p, "--json"], &[&single]);
    assert_eq!(groups(&one_json)[0]["runs"], 100, "{one_json}");
    assert_eq!(groups(&one_json)[0]["repeats"], 0, "{one_json}");
    let named: Vec<&Path> = files.iter().map(|f| f.as_path()).collect();
    for histories in [named.clone(), vec![shards.as_path()]] {
        assert_eq!(reading(&["compare", &p], &histories), one, "{histories:?}");
        let json = reading(&["compare", &p, "--json"], &histories);
        assert_eq!(groups(&json), groups(&one_json), "{histories:?}");
        // The summaries of `runs` agree too (the tables differ only in the time stamps).
        let summary = |text: &str| {
            text.lines()
                .skip_while(|l| !l.starts_with("puzzle "))
                .collect::<Vec<_>>()
                .join("\n")
        };
        let runs = reading(&["runs", "--all"], &histories);
        assert_eq!(
            summary(&runs),
            summary(&reading(&["runs", "--all"], &[&single]))
        );
        assert!(runs.contains("100 runs, 100 solved"), "{runs}");
    }
}

#[test]
fn a_run_recorded_in_two_shards_is_counted_once() {
    let dir = TempDir::new("shards-overlap");
    let single = dir.file("single.jsonl");
    record_shard(30, 1, &single);
    let (a, b) = (dir.file("a.jsonl"), dir.file("b.jsonl"));
    // Seeds 1-20 and 11-30: seeds 11-20 are recorded in both.
    record_shard(20, 1, &a);
    record_shard(20, 11, &b);
    let p = puzzle();
    let one = groups(&reading(&["compare", &p, "--json"], &[&single]));
    let merged = groups(&reading(&["compare", &p, "--json"], &[&a, &b]));
    assert_eq!(merged[0]["runs"], 30, "{merged}");
    assert_eq!(merged[0]["repeats"], 10, "{merged}");
    for key in ["count", "min", "p50", "mean", "max", "histogram"] {
        assert_eq!(merged[0][key], one[0][key], "{key}");
    }
    // The same file named twice is the same runs read twice: counted once.
    let twice = groups(&reading(&["compare", &p, "--json"], &[&single, &single]));
    assert_eq!(
        (twice[0]["runs"].clone(), twice[0]["count"].clone()),
        (30.into(), 30.into())
    );
    // `runs` lists every record read (the table shows the repeats), and its summary counts
    // each run once and says how many repeats were set aside.
    let runs = reading(&["runs", "--all"], &[&a, &b]);
    assert!(runs.contains("30 runs, 30 solved"), "{runs}");
    assert!(runs.contains("10 repeats set aside"), "{runs}");
    let csv = reading(&["runs", "--csv"], &[&a, &b]);
    assert_eq!(csv.lines().count(), 1 + 40, "{csv}");
}

#[test]
fn recording_into_a_directory_or_several_files_is_refused() {
    let dir = TempDir::new("shards-write");
    let (a, b) = (dir.file("a.jsonl"), dir.file("b.jsonl"));
    let p = puzzle();
    let dir_arg = dir.0.display().to_string();
    let (a_arg, b_arg) = (a.display().to_string(), b.display().to_string());
    let refused: [&[&str]; 3] = [
        &[
            "compare",
            &p,
            "--runs",
            "2",
            "--seed",
            "1",
            "--history",
            &dir_arg,
        ],
        &[
            "compare",
            &p,
            "--runs",
            "2",
            "--history",
            &a_arg,
            "--history",
            &b_arg,
        ],
        &[
            "solve",
            "--monitor",
            "off",
            &p,
            "--history",
            &a_arg,
            "--history",
            &b_arg,
        ],
    ];
    for args in refused {
        let out = crate::common::dosdoku(args, "");
        let err = crate::common::stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains("--history"), "{args:?}: {err}");
        assert!(!a.exists() && !b.exists(), "{args:?}");
    }
    // An empty directory is read as no runs at all.
    let out = crate::common::dosdoku(&["runs", "--history", &dir_arg], "");
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        crate::common::stderr(&out)
    );
    assert!(
        crate::common::stderr(&out).contains("no recorded runs"),
        "{}",
        crate::common::stderr(&out)
    );
}

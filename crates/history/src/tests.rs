//! Tests of the store and the reader together: round trips, tolerance, concurrent writers.

use std::path::PathBuf;
use std::process::{Command, Stdio};

use super::*;

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// Board1's settings as recorded: memory or not, and a cap or none.
fn board1_settings(memory: bool, cap: Option<u64>) -> SettingList {
    let mut s = SettingList::default();
    s.push("memory", SettingValue::Bool(memory));
    s.push("cell_tries", SettingValue::Number(20));
    s.push("grid_restarts", SettingValue::Number(20));
    s.push("grid_order", SettingValue::Numbers((1..=9).collect()));
    s.push("board0", SettingValue::Bool(true));
    s.push(
        CAP_KEY,
        cap.map_or(SettingValue::Null, SettingValue::Number),
    );
    s
}

/// A record whose fields all depend on `i`, so a mixed-up record would not compare equal.
fn sample(i: u64) -> RunRecord {
    RunRecord {
        time: rfc3339_utc(1_795_370_709 + i),
        puzzle: PUZZLE.to_string(),
        agent: "board1".to_string(),
        settings: board1_settings(i.is_multiple_of(2), i.is_multiple_of(3).then_some(i * 10)),
        seed: Some(i.wrapping_mul(0x9E37_79B9_7F4A_7C15)),
        status: SOLVED.to_string(),
        attempts: 100_000 + i,
        cells_placed: 50_000 + i,
        grid_restarts: std::array::from_fn(|g| i + g as u64),
        board_restarts: i / 7,
        board0_found: i % 40,
        elapsed_ms: i * 3,
        mode: HEADLESS.to_string(),
        counters: SettingList::default(),
    }
}

/// A fresh, empty directory for one test, removed by the caller with `cleanup`.
fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "dosdoku-history-test-{}-{name}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn cleanup(dir: &PathBuf) {
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn round_trip_through_the_store_creating_directories() {
    let dir = temp_dir("round-trip");
    let store = Store::new(dir.join("a/b/history.jsonl"));
    let records: Vec<RunRecord> = (0..5).map(sample).collect();
    store.append(&records[0]).unwrap();
    store.append_many(&records[1..]).unwrap();
    let history = read_history(store.path()).unwrap();
    assert_eq!(history.records, records);
    assert_eq!(history.skipped, 0);
    let text = std::fs::read_to_string(store.path()).unwrap();
    assert_eq!(text.lines().count(), 5);
    assert!(
        text.lines()
            .all(|l| l.starts_with("{\"time\":\"2026-11-22T18:05:"))
    );
    cleanup(&dir);
}

#[test]
fn a_missing_file_is_an_empty_history() {
    let dir = temp_dir("missing");
    let history = read_history(&dir.join("none.jsonl")).unwrap();
    assert_eq!(history, History::default());
    assert_eq!(history.warning(&dir), None);
}

#[test]
fn the_reader_skips_torn_foreign_and_misshapen_lines() {
    let dir = temp_dir("tolerant");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("history.jsonl");
    let line = |i| serde_json::to_string(&sample(i)).unwrap();
    let torn = &line(9)[..120];
    let text = format!(
        "{}\nhello\n\n   \r\n{{\"time\":\"x\",\"attempts\":5}}\n[1,2,3]\n{}\r\n\u{feff}\u{0}\n{}\n{torn}",
        line(0),
        line(1),
        line(2)
    );
    std::fs::write(&path, text).unwrap();
    let history = read_history(&path).unwrap();
    assert_eq!(history.records, [sample(0), sample(1), sample(2)]);
    assert_eq!(history.skipped, 5);
    assert_eq!(
        history.warning(&path).unwrap(),
        format!("skipped 5 unreadable lines in {}", path.display())
    );

    // The next append ends the torn line first, so the new record lands on a line of its own.
    Store::new(&path).append(&sample(3)).unwrap();
    let history = read_history(&path).unwrap();
    assert_eq!(
        history.records,
        [sample(0), sample(1), sample(2), sample(3)]
    );
    assert_eq!(history.skipped, 5);
    cleanup(&dir);
}

#[test]
fn a_record_glued_to_a_torn_one_is_recovered() {
    let dir = temp_dir("glued");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("history.jsonl");
    let whole = serde_json::to_string(&sample(1)).unwrap();
    let torn = &serde_json::to_string(&sample(0)).unwrap()[..200];
    std::fs::write(&path, format!("{torn}{whole}\n")).unwrap();
    let history = read_history(&path).unwrap();
    assert_eq!(
        (&history.records[..], history.skipped),
        (&[sample(1)][..], 1)
    );
    assert_eq!(
        history.warning(&path).unwrap(),
        format!("skipped 1 unreadable line in {}", path.display())
    );
    cleanup(&dir);
}

#[test]
fn large_files_parse_in_parallel_chunks_in_order() {
    let records: Vec<RunRecord> = (0..6000).map(sample).collect();
    let mut bytes = Vec::new();
    for (i, r) in records.iter().enumerate() {
        if i % 1000 == 500 {
            bytes.extend_from_slice(b"garbage\n");
        }
        serde_json::to_writer(&mut bytes, r).unwrap();
        bytes.push(b'\n');
    }
    assert!(bytes.len() > 2 << 20, "big enough to be split");
    let dir = temp_dir("parallel");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("history.jsonl");
    std::fs::write(&path, &bytes).unwrap();
    let history = read_history(&path).unwrap();
    assert_eq!(history.skipped, 6);
    assert!(history.records == records);
    cleanup(&dir);
}

/// Every record `0..n` of each writer must be in the file exactly once and whole.
fn assert_all_landed(path: &std::path::Path, writers: u64, per_writer: u64) {
    let history = read_history(path).unwrap();
    assert_eq!(history.skipped, 0);
    let mut seen: Vec<u64> = history
        .records
        .iter()
        .map(|r| r.attempts - 100_000)
        .collect();
    seen.sort_unstable();
    assert_eq!(seen, (0..writers * per_writer).collect::<Vec<_>>());
    for r in &history.records {
        assert_eq!(*r, sample(r.attempts - 100_000));
    }
}

#[test]
fn two_threads_appending_at_once_both_land_whole() {
    let dir = temp_dir("threads");
    let store = Store::new(dir.join("history.jsonl"));
    const PER: u64 = 2000;
    std::thread::scope(|s| {
        for w in 0..2 {
            let store = &store;
            s.spawn(move || {
                for i in w * PER..(w + 1) * PER {
                    store.append(&sample(i)).unwrap();
                }
            });
        }
    });
    assert_all_landed(store.path(), 2, PER);
    cleanup(&dir);
}

/// The environment variable that turns [`child_writer`] into a writer for the test above it.
const CHILD_ENV: &str = "DOSDOKU_HISTORY_TEST_CHILD";
const CHILD_RECORDS: u64 = 2000;

#[test]
fn two_processes_appending_at_once_both_land_whole() {
    let dir = temp_dir("processes");
    let path = dir.join("history.jsonl");
    let exe = std::env::current_exe().unwrap();
    let children: Vec<_> = (0..2)
        .map(|w| {
            Command::new(&exe)
                .args(["tests::child_writer", "--exact", "--test-threads=1"])
                .env(CHILD_ENV, format!("{w}:{}", path.display()))
                .stdout(Stdio::null())
                .spawn()
                .unwrap()
        })
        .collect();
    for mut child in children {
        assert!(child.wait().unwrap().success());
    }
    assert_all_landed(&path, 2, CHILD_RECORDS);
    cleanup(&dir);
}

/// Run by [`two_processes_appending_at_once_both_land_whole`] in a child process; does
/// nothing in a normal test run.
#[test]
fn child_writer() {
    let Ok(job) = std::env::var(CHILD_ENV) else {
        return;
    };
    let (w, path) = job.split_once(':').unwrap();
    let w: u64 = w.parse().unwrap();
    let store = Store::new(path);
    let records: Vec<RunRecord> = (w * CHILD_RECORDS..(w + 1) * CHILD_RECORDS)
        .map(sample)
        .collect();
    // Half one at a time, half as one batch: both are one write per record.
    let (one, batch) = records.split_at(records.len() / 2);
    for r in one {
        store.append(r).unwrap();
    }
    store.append_many(batch).unwrap();
}

#[test]
fn grouping_ignores_the_cap_and_counts_only_solved_runs() {
    let mut records: Vec<RunRecord> = (0..6).map(sample).collect();
    records[4].status = STOPPED.to_string();
    records[5].puzzle = "1".repeat(81);
    // sample: even i has memory, i % 3 == 0 has a cap.
    let mut tally = Tally::default();
    records.iter().for_each(|r| tally.add(r));
    let groups = &tally.groups;
    assert_eq!(groups.len(), 3);
    assert_eq!(
        groups[0].key.settings,
        board1_settings(true, None).without_cap()
    );
    assert_eq!(
        groups[1].key.settings,
        board1_settings(false, None).without_cap()
    );
    assert_eq!(groups[0].runs, 3); // 0, 2, 4
    assert_eq!(groups[0].solved_attempts, [100_000, 100_002]);
    assert_eq!(groups[1].solved_attempts, [100_001, 100_003]);
    let key = GroupKey::of(&records[3]);
    assert_eq!(key.settings.get(CAP_KEY), None);
    assert!(
        key.matches(&records[1]),
        "records 1 and 3 differ only in their cap"
    );
}

/// What the live panel ranks a finished run against ("7th of 23"): the solved runs of its
/// group as read from the file, where a run recorded again is the same run.
#[test]
fn the_rank_counts_a_run_recorded_again_once() {
    let dir = temp_dir("rank-repeats");
    let path = dir.join("h.jsonl");
    let store = Store::new(&path);
    let (first, second) = (sample(0), sample(6));
    for r in [&first, &second, &first, &first] {
        store.append(r).unwrap();
    }
    let (tally, skipped) = read_history_into::<Tally>(&path, Some(PUZZLE)).unwrap();
    assert_eq!(skipped, 0);
    let group = tally
        .groups
        .into_iter()
        .find(|g| g.key == GroupKey::of(&first))
        .unwrap();
    assert_eq!(rank_of(second.attempts, &group.solved_attempts), (2, 2));
    assert_eq!(group.repeats, 2);
    cleanup(&dir);
}

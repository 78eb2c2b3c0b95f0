//! Every record the writer can write, the reader reads: each agent of the registry, each way a
//! run can end, through both writers (one record at a time, and a batch's group of lines).

use std::time::Duration;

use dosdoku_agents::agents::{AgentEnd, AgentKind, Counters};
use dosdoku_agents::recording::{PendingRecords, Recorder, record_of};
use dosdoku_agents::run::{RunConfig, RunReport};
use dosdoku_history::{HEADLESS, LIVE, STATUSES, read_history};
use dosdoku_sudoku::board::Grid;

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// Every way a recorded run can end (an invalid puzzle is never recorded).
fn ends() -> Vec<AgentEnd> {
    vec![
        AgentEnd::Solved,
        AgentEnd::NoSolution("no digit fits r1c3".to_string()),
        AgentEnd::GaveUp("the cap".to_string()),
        AgentEnd::Stuck("exclusion alone goes no further".to_string()),
        AgentEnd::Stopped,
    ]
}

fn report(agent: AgentKind, end: AgentEnd) -> RunReport {
    let puzzle = dosdoku_sudoku::formats::parse_line(PUZZLE).unwrap();
    let mut counters = Counters::default();
    counters.set(0, 41);
    counters.set(1, 7);
    let mut config = RunConfig::new(agent.default_settings());
    config.seed = 9;
    RunReport::new(
        &puzzle,
        Grid::EMPTY,
        end,
        &config,
        counters,
        2,
        Duration::from_millis(15),
    )
}

#[test]
fn every_agent_and_every_end_is_read_back_as_written() {
    let dir = std::env::temp_dir().join(format!("dosdoku-round-trip-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let one_by_one = dir.join("append.jsonl");
    let grouped = dir.join("group.jsonl");
    let single = Recorder::new(Some(&one_by_one), false, |_| {});
    let batch = Recorder::new(Some(&grouped), false, |_| {});
    let mut pending = PendingRecords::new(&batch);
    let mut written = Vec::new();
    for &agent in AgentKind::ALL {
        for end in ends() {
            let report = report(agent, end);
            let record = record_of(&report, LIVE);
            single.append(&record);
            pending.add(&report, HEADLESS);
            written.push(record);
        }
    }
    pending.write();
    for path in [&one_by_one, &grouped] {
        let history = read_history(path).unwrap();
        assert_eq!(history.skipped, 0, "{}", path.display());
        let read: Vec<(String, String)> = history
            .records
            .iter()
            .map(|r| (r.agent.clone(), r.status.clone()))
            .collect();
        let want: Vec<(String, String)> = written
            .iter()
            .map(|r| (r.agent.clone(), r.status.clone()))
            .collect();
        assert_eq!(read, want, "{}", path.display());
    }
    let statuses: Vec<&str> = written.iter().map(|r| r.status.as_str()).collect();
    for status in STATUSES {
        assert!(statuses.contains(&status), "{status}");
    }
    // The one-by-one file holds the records exactly as written.
    assert_eq!(read_history(&one_by_one).unwrap().records, written);
    std::fs::remove_dir_all(&dir).unwrap();
}

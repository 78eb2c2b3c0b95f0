//! Recording finished runs in the history: a run's report as a record, and a recorder that
//! appends records without ever failing the run that made them.

use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::agents::CounterKind;
use crate::run::{RunReport, Status};
use dosdoku_history::{
    BOARD0_FOUND, RunRecord, SettingList, SettingValue, Store, now_rfc3339, resolve_path,
};
use dosdoku_sudoku::text::push_u64;

/// The history record of a finished or stopped run, stamped with the time now. `mode` is
/// [`dosdoku_history::LIVE`] or [`dosdoku_history::HEADLESS`]. `attempts` holds the agent's
/// headline counter and `counters` the rest of its counters by name, then Board0's finds when
/// Board0 ran first. The status word is the report's (a stopped run is `stopped`).
pub fn record_of(report: &RunReport, mode: &str) -> RunRecord {
    let c = &report.config;
    RunRecord {
        time: now_rfc3339(),
        puzzle: report.puzzle.to_line(),
        agent: c.kind().name().to_string(),
        settings: c.setting_list(),
        seed: c.seed_used(),
        status: report.status.word().to_string(),
        attempts: report.headline(),
        elapsed_ms: u64::try_from(report.elapsed.as_millis()).unwrap_or(u64::MAX),
        mode: mode.to_string(),
        counters: counter_list(report),
    }
}

/// The counters a record keeps under `counters`: every one of the agent's by its declared
/// name except the headline (always in `attempts`), then [`BOARD0_FOUND`] when Board0 ran
/// first.
fn counter_list(report: &RunReport) -> SettingList {
    let mut list = SettingList::default();
    for (k, counter) in report.config.decl().counters.iter().enumerate().skip(1) {
        let value = match counter.kind {
            CounterKind::Count => SettingValue::Number(report.counters.get(k)),
            CounterKind::PerGrid => SettingValue::Numbers(report.counters.grids().to_vec()),
        };
        list.push(counter.name, value);
    }
    if report.config.board0 {
        list.push(BOARD0_FOUND, SettingValue::Number(report.board0_found));
    }
    list
}

/// Appends runs to the history file chosen once at start (`--history`, `DOSDOKU_HISTORY`,
/// the default; nothing with `--no-history`). A failed append is one warning for the
/// recorder's lifetime, told by the caller's `warn` (the binary decides the words' place),
/// never an error of the run.
#[derive(Debug)]
pub struct Recorder {
    store: Option<Store>,
    warned: AtomicBool,
    warn: fn(&str),
}

impl Recorder {
    /// The recorder for the `--history PATH` flag and the `--no-history` switch; `warn` tells
    /// the one warning when a record does not land.
    pub fn new(flag: Option<&Path>, no_history: bool, warn: fn(&str)) -> Recorder {
        Recorder {
            store: resolve_path(flag, no_history).map(Store::new),
            warned: AtomicBool::new(false),
            warn,
        }
    }

    /// The history file, or `None` when recording is off (or no location could be found).
    pub fn path(&self) -> Option<&Path> {
        self.store.as_ref().map(Store::path)
    }

    /// Appends a record made with [`record_of`].
    pub fn append(&self, record: &RunRecord) {
        self.warn_once(self.try_append(record));
    }

    /// Appends whole lines made like [`record_of`]'s as one group (one `write`), with the
    /// same single warning as [`Recorder::append`] on failure.
    pub fn append_lines(&self, lines: &[u8]) {
        if let Some(store) = &self.store {
            self.warn_once(store.append_lines(lines));
        }
    }

    /// Says, the first time only, that a record did not land.
    fn warn_once(&self, result: std::io::Result<()>) {
        if let (Err(e), Some(store)) = (result, &self.store)
            && !self.warned.swap(true, Ordering::Relaxed)
        {
            (self.warn)(&format!(
                "cannot record runs in {}: {e}",
                store.path().display()
            ));
        }
    }

    /// Appends a record and says whether it landed, without a warning of its own (the live
    /// screen shows failures on its status line instead of standard error).
    pub fn try_append(&self, record: &RunRecord) -> std::io::Result<()> {
        match &self.store {
            Some(store) => store.append(record),
            None => Ok(()),
        }
    }
}

/// Records of a headless batch waiting to be written as one group. The caller writes them
/// ([`PendingRecords::write`]) before it lets out the output lines of the same runs, so a run
/// whose result anyone saw is always in the history.
pub struct PendingRecords<'a> {
    recorder: &'a Recorder,
    lines: Vec<u8>,
    /// The time stamp for the records of the current group, made when the group starts: runs
    /// of one group end within the short time the caller holds them (whole seconds on disk).
    stamp: String,
}

impl<'a> PendingRecords<'a> {
    /// Nothing pending yet, for `recorder`.
    pub fn new(recorder: &'a Recorder) -> PendingRecords<'a> {
        PendingRecords {
            recorder,
            lines: Vec::new(),
            stamp: now_rfc3339(),
        }
    }

    /// Adds a run (runs on invalid puzzles are not recorded; nothing when recording is off).
    pub fn add(&mut self, report: &RunReport, mode: &str) {
        if report.status == Status::Invalid || self.recorder.store.is_none() {
            return;
        }
        write_record_line(&mut self.lines, report, mode, &self.stamp);
    }

    /// Writes the pending records as one group.
    pub fn write(&mut self) {
        if !self.lines.is_empty() {
            self.recorder.append_lines(&self.lines);
            self.lines.clear();
        }
        self.stamp = now_rfc3339();
    }
}

/// Writes the history line of a run straight from its report: byte for byte what serde writes
/// for [`record_of`] (a test holds the two together), without building the record first, so a
/// batch of fast runs spends little on recording.
fn write_record_line(out: &mut Vec<u8>, report: &RunReport, mode: &str, time: &str) {
    let c = &report.config;
    let elapsed_ms = u64::try_from(report.elapsed.as_millis()).unwrap_or(u64::MAX);
    let text = |out: &mut Vec<u8>, key: &str, value: &str| {
        out.extend_from_slice(key.as_bytes());
        push_string(out, value);
    };
    let number = |out: &mut Vec<u8>, key: &str, value: u64| {
        out.extend_from_slice(key.as_bytes());
        push_u64(out, value);
    };
    text(out, "{\"time\":", time);
    out.extend_from_slice(b",\"puzzle\":\"");
    if report.puzzle.box_size() == 3 {
        out.extend(
            report
                .puzzle
                .cells()
                .iter()
                .map(|&d| if d == 0 { b'.' } else { b'0' + d }),
        );
    } else {
        out.extend_from_slice(report.puzzle.to_line().as_bytes());
    }
    out.push(b'"');
    text(out, ",\"agent\":", c.kind().name());
    out.extend_from_slice(b",\"settings\":");
    push_list(out, &c.setting_list());
    out.extend_from_slice(b",\"seed\":");
    match c.seed_used() {
        Some(seed) => push_u64(out, seed),
        None => out.extend_from_slice(b"null"),
    }
    text(out, ",\"status\":", report.status.word());
    number(out, ",\"attempts\":", report.headline());
    number(out, ",\"elapsed_ms\":", elapsed_ms);
    text(out, ",\"mode\":", mode);
    let counters = counter_list(report);
    if !counters.is_empty() {
        out.extend_from_slice(b",\"counters\":");
        push_list(out, &counters);
    }
    out.extend_from_slice(b"}\n");
}

/// Appends a JSON string. The program's own strings (names, words, puzzles) need no escapes;
/// anything else goes through serde_json so the line stays the serde line.
fn push_string(out: &mut Vec<u8>, s: &str) {
    if s.bytes().all(|b| b >= 0x20 && b != b'"' && b != b'\\') {
        out.push(b'"');
        out.extend_from_slice(s.as_bytes());
        out.push(b'"');
    } else {
        out.extend_from_slice(
            serde_json::to_string(s)
                .expect("a string always serializes")
                .as_bytes(),
        );
    }
}

/// Appends named values as a JSON object.
fn push_list(out: &mut Vec<u8>, list: &SettingList) {
    out.push(b'{');
    for (k, (key, value)) in list.0.iter().enumerate() {
        if k > 0 {
            out.push(b',');
        }
        push_string(out, key);
        out.push(b':');
        push_value(out, value);
    }
    out.push(b'}');
}

/// Appends a setting value as JSON.
fn push_value(out: &mut Vec<u8>, value: &SettingValue) {
    match value {
        SettingValue::Null => out.extend_from_slice(b"null"),
        SettingValue::Bool(true) => out.extend_from_slice(b"true"),
        SettingValue::Bool(false) => out.extend_from_slice(b"false"),
        SettingValue::Number(n) => push_u64(out, *n),
        SettingValue::Text(t) => push_string(out, t),
        SettingValue::Numbers(ns) => {
            out.push(b'[');
            for (k, &n) in ns.iter().enumerate() {
                if k > 0 {
                    out.push(b',');
                }
                push_u64(out, n);
            }
            out.push(b']');
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::{AgentKind, AgentSettings, Board1Settings, Counters};
    use crate::run::RunConfig;
    use dosdoku_history::{HEADLESS, read_history};
    use dosdoku_sudoku::board::Grid;
    use std::time::Duration;

    fn report(agent: AgentKind, status: Status) -> RunReport {
        let mut counters = Counters::default();
        counters.set(0, 5);
        counters.set(1, 9);
        let mut config = RunConfig::new(agent.default_settings());
        config.seed = 77;
        RunReport {
            puzzle: Grid::from_cells([0; 81]).unwrap(),
            board: Grid::EMPTY,
            status,
            config,
            counters,
            board0_found: 3,
            elapsed: Duration::from_millis(1234),
            reason: None,
        }
    }

    #[test]
    fn the_fast_line_is_the_serde_line() {
        for (agent, status) in [
            (AgentKind::Board1, Status::Solved),
            (AgentKind::Backtrack, Status::NoSolution),
            (AgentKind::Board0, Status::Stopped),
            (AgentKind::Lmc, Status::Solved),
            (AgentKind::Exclusion, Status::Stuck),
        ] {
            let mut r = report(agent, status);
            if agent == AgentKind::Board1 {
                r.config.agent = AgentSettings::Board1(Board1Settings {
                    grid_order: [5, 6, 7, 8, 9, 1, 2, 3, 4],
                    memory: false,
                    ..Board1Settings::default()
                });
                r.config.cap = Some(500);
                r.counters.set(0, u64::MAX);
                for g in [0, 8, 8] {
                    r.counters.inc_grid(2, g);
                }
                r.counters.set(3, 10);
            }
            let mut fast = Vec::new();
            let mut record = record_of(&r, HEADLESS);
            record.time = "2026-11-22T18:00:00Z".to_string();
            write_record_line(&mut fast, &r, HEADLESS, "2026-11-22T18:00:00Z");
            let serde = serde_json::to_string(&record).unwrap() + "\n";
            assert_eq!(String::from_utf8(fast).unwrap(), serde);
        }
    }

    #[test]
    fn the_record_of_a_run() {
        let r = record_of(&report(AgentKind::Board1, Status::Stopped), HEADLESS);
        assert_eq!((r.seed, r.attempts, r.elapsed_ms), (Some(77), 5, 1234));
        assert_eq!(r.counter("cells_placed", false), Some(9));
        assert_eq!(
            (r.status.as_str(), r.mode.as_str()),
            ("stopped", "headless")
        );
        assert_eq!(r.puzzle, ".".repeat(81));
        assert_eq!(r.board0_found(), 3);
        // Board1's counters are in the map like every agent's, Board0's finds after them.
        assert_eq!(
            serde_json::to_string(&r.counters).unwrap(),
            r#"{"cells_placed":9,"grid_restarts":[0,0,0,0,0,0,0,0,0],"board_restarts":0,"board0_found":3}"#
        );
        let line = serde_json::to_string(&r).unwrap();
        assert!(!line.contains(r#","cells_placed""#), "{line}");
        // The backtracker's headline is its placements; it has no cells-placed counter and
        // no seed, and Board0 did not run first.
        let r = record_of(&report(AgentKind::Backtrack, Status::Solved), HEADLESS);
        assert_eq!((r.attempts, r.seed), (5, None));
        assert_eq!(
            (r.counter("cells_placed", false), r.board0_found()),
            (None, 0)
        );
        assert_eq!(r.agent, "backtrack");
        // Every counter of the agent by its own name but the headline, which is `attempts`.
        assert_eq!(
            serde_json::to_string(&r.counters).unwrap(),
            r#"{"backtracks":9}"#
        );
        assert_eq!(r.counter("backtracks", false), Some(9));
        assert_eq!(r.counter("placements", true), Some(5));
        let r = record_of(&report(AgentKind::Cruncher, Status::Solved), HEADLESS);
        assert_eq!(
            serde_json::to_string(&r.counters).unwrap(),
            r#"{"backsteps":9}"#
        );
    }

    #[test]
    fn invalid_runs_are_not_recorded_and_failures_do_not_panic() {
        let dir = std::env::temp_dir().join(format!("dosdoku-recorder-{}", std::process::id()));
        let path = dir.join("h.jsonl");
        let recorder = Recorder::new(Some(&path), false, |_| {});
        assert_eq!(recorder.path(), Some(path.as_path()));
        let mut pending = PendingRecords::new(&recorder);
        pending.add(&report(AgentKind::Board1, Status::Invalid), HEADLESS);
        pending.write();
        assert!(!path.exists());
        pending.add(&report(AgentKind::Board1, Status::Solved), HEADLESS);
        pending.add(&report(AgentKind::Backtrack, Status::Solved), HEADLESS);
        pending.write();
        assert_eq!(read_history(&path).unwrap().records.len(), 2);
        // A directory where the file should be: the append fails, once with a warning, told
        // by the caller's function.
        static WARNINGS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let blocked = Recorder::new(Some(&dir), false, |what| {
            assert!(what.starts_with("cannot record runs in "), "{what}");
            WARNINGS.fetch_add(1, Ordering::Relaxed);
        });
        blocked.append(&record_of(
            &report(AgentKind::Board1, Status::Solved),
            HEADLESS,
        ));
        blocked.append(&record_of(
            &report(AgentKind::Board1, Status::Solved),
            HEADLESS,
        ));
        assert!(blocked.warned.load(Ordering::Relaxed));
        assert_eq!(WARNINGS.load(Ordering::Relaxed), 1);
        assert_eq!(Recorder::new(Some(&path), true, |_| {}).path(), None);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

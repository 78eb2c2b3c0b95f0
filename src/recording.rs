//! Recording finished runs in the history: a run's report as a record, and a recorder that
//! appends records without ever failing the run that made them.

use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::agents::AgentKind;
use crate::history::{RunRecord, Store, now_rfc3339, resolve_path};
use crate::run::{RunReport, Status};

/// The history record of a finished or stopped run, stamped with the time now. `mode` is
/// [`crate::history::LIVE`] or [`crate::history::HEADLESS`]. For the backtracker, `attempts`
/// holds its placements. The status word is the report's (a stopped run is `stopped`).
pub fn record_of(report: &RunReport, mode: &str) -> RunRecord {
    let s = &report.stats;
    let c = &report.config;
    let attempts = if c.agent == AgentKind::Backtrack {
        s.placements
    } else {
        s.attempts
    };
    RunRecord {
        time: now_rfc3339(),
        puzzle: report.puzzle.to_line(),
        agent: c.agent,
        settings: c.settings,
        seed: c.seed,
        status: report.status.word().to_string(),
        attempts,
        cells_placed: s.cells_placed,
        grid_restarts: s.grid_restarts,
        board_restarts: s.board_restarts,
        board0_found: s.board0_found,
        elapsed_ms: u64::try_from(report.elapsed.as_millis()).unwrap_or(u64::MAX),
        mode: mode.to_string(),
    }
}

/// Appends runs to the history file chosen once at start (`--history`, `DOSDOKU_HISTORY`,
/// the default; nothing with `--no-history`). A failed append is one warning on standard
/// error for the recorder's lifetime, never an error of the run.
#[derive(Debug)]
pub struct Recorder {
    store: Option<Store>,
    warned: AtomicBool,
}

impl Recorder {
    /// The recorder for the `--history PATH` flag and the `--no-history` switch.
    pub fn new(flag: Option<&Path>, no_history: bool) -> Recorder {
        Recorder {
            store: resolve_path(flag, no_history).map(Store::new),
            warned: AtomicBool::new(false),
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

    /// Says on standard error, the first time only, that a record did not land.
    fn warn_once(&self, result: std::io::Result<()>) {
        if let (Err(e), Some(store)) = (result, &self.store)
            && !self.warned.swap(true, Ordering::Relaxed)
        {
            eprintln!(
                "dosdoku: warning: cannot record runs in {}: {e}",
                store.path().display()
            );
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
    let s = &report.stats;
    let c = &report.config;
    let settings = &c.settings;
    let attempts = if c.agent == AgentKind::Backtrack {
        s.placements
    } else {
        s.attempts
    };
    let elapsed_ms = u64::try_from(report.elapsed.as_millis()).unwrap_or(u64::MAX);
    let text = |out: &mut Vec<u8>, key: &str, value: &str| {
        out.extend_from_slice(key.as_bytes());
        out.push(b'"');
        out.extend_from_slice(value.as_bytes());
        out.push(b'"');
    };
    let number = |out: &mut Vec<u8>, key: &str, value: u64| {
        out.extend_from_slice(key.as_bytes());
        push_u64(out, value);
    };
    let list = |out: &mut Vec<u8>, key: &str, values: &mut dyn Iterator<Item = u64>| {
        out.extend_from_slice(key.as_bytes());
        out.push(b'[');
        for (k, v) in values.enumerate() {
            if k > 0 {
                out.push(b',');
            }
            push_u64(out, v);
        }
        out.push(b']');
    };
    text(out, "{\"time\":", time);
    out.extend_from_slice(b",\"puzzle\":\"");
    out.extend(
        report
            .puzzle
            .cells()
            .iter()
            .map(|&d| if d == 0 { b'.' } else { b'0' + d }),
    );
    out.push(b'"');
    text(out, ",\"agent\":", c.agent.name());
    out.extend_from_slice(if settings.memory {
        b",\"settings\":{\"memory\":true"
    } else {
        b",\"settings\":{\"memory\":false"
    });
    number(out, ",\"cell_tries\":", u64::from(settings.cell_tries));
    number(
        out,
        ",\"grid_restarts\":",
        u64::from(settings.grid_restarts),
    );
    list(
        out,
        ",\"grid_order\":",
        &mut settings.grid_order.iter().map(|&g| u64::from(g)),
    );
    out.extend_from_slice(if settings.board0 {
        b",\"board0\":true"
    } else {
        b",\"board0\":false"
    });
    match settings.max_attempts {
        Some(cap) => number(out, ",\"max_attempts\":", cap),
        None => out.extend_from_slice(b",\"max_attempts\":null"),
    }
    number(out, "},\"seed\":", c.seed);
    text(out, ",\"status\":", report.status.word());
    number(out, ",\"attempts\":", attempts);
    number(out, ",\"cells_placed\":", s.cells_placed);
    list(
        out,
        ",\"grid_restarts\":",
        &mut s.grid_restarts.iter().copied(),
    );
    number(out, ",\"board_restarts\":", s.board_restarts);
    number(out, ",\"board0_found\":", s.board0_found);
    number(out, ",\"elapsed_ms\":", elapsed_ms);
    text(out, ",\"mode\":", mode);
    out.extend_from_slice(b"}\n");
}

/// Appends the decimal digits of `n`.
fn push_u64(out: &mut Vec<u8>, mut n: u64) {
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    out.extend_from_slice(&digits[at..]);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::{Board1Settings, Stats};
    use crate::board::Grid;
    use crate::history::{HEADLESS, read_history};
    use crate::run::RunConfig;
    use std::time::Duration;

    fn report(agent: AgentKind, status: Status) -> RunReport {
        RunReport {
            puzzle: Grid::from_cells([0; 81]).unwrap(),
            solution: None,
            status,
            config: RunConfig {
                agent,
                settings: Board1Settings::default(),
                seed: 77,
            },
            stats: Stats {
                attempts: 5,
                placements: 9,
                grid_restarts: [1, 0, 0, 0, 0, 0, 0, 0, 2],
                ..Stats::default()
            },
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
        ] {
            let mut r = report(agent, status);
            r.config.settings.max_attempts = Some(500);
            r.config.settings.grid_order = [5, 6, 7, 8, 9, 1, 2, 3, 4];
            r.config.settings.memory = false;
            r.stats.attempts = u64::MAX;
            r.stats.board_restarts = 10;
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
        assert_eq!((r.seed, r.attempts, r.elapsed_ms), (77, 5, 1234));
        assert_eq!(
            (r.status.as_str(), r.mode.as_str()),
            ("stopped", "headless")
        );
        assert_eq!(r.puzzle, ".".repeat(81));
        assert_eq!(r.grid_restarts[8], 2);
        let r = record_of(&report(AgentKind::Backtrack, Status::Solved), HEADLESS);
        assert_eq!((r.attempts, r.status.as_str()), (9, "solved"));
    }

    #[test]
    fn invalid_runs_are_not_recorded_and_failures_do_not_panic() {
        let dir = std::env::temp_dir().join(format!("dosdoku-recorder-{}", std::process::id()));
        let path = dir.join("h.jsonl");
        let recorder = Recorder::new(Some(&path), false);
        assert_eq!(recorder.path(), Some(path.as_path()));
        let mut pending = PendingRecords::new(&recorder);
        pending.add(&report(AgentKind::Board1, Status::Invalid), HEADLESS);
        pending.write();
        assert!(!path.exists());
        pending.add(&report(AgentKind::Board1, Status::Solved), HEADLESS);
        pending.add(&report(AgentKind::Backtrack, Status::Solved), HEADLESS);
        pending.write();
        assert_eq!(read_history(&path).unwrap().records.len(), 2);
        // A directory where the file should be: the append fails, once with a warning.
        let blocked = Recorder::new(Some(&dir), false);
        blocked.append(&record_of(
            &report(AgentKind::Board1, Status::Solved),
            HEADLESS,
        ));
        blocked.append(&record_of(
            &report(AgentKind::Board1, Status::Solved),
            HEADLESS,
        ));
        assert!(blocked.warned.load(Ordering::Relaxed));
        assert_eq!(Recorder::new(Some(&path), true).path(), None);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

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

    /// Records a run; runs on invalid puzzles are not recorded.
    pub fn record(&self, report: &RunReport, mode: &str) {
        if report.status != Status::Invalid {
            self.append(&record_of(report, mode));
        }
    }

    /// Appends a record made with [`record_of`].
    pub fn append(&self, record: &RunRecord) {
        let Some(store) = &self.store else { return };
        if let Err(e) = self.try_append(record)
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
        recorder.record(&report(AgentKind::Board1, Status::Invalid), HEADLESS);
        assert!(!path.exists());
        recorder.record(&report(AgentKind::Board1, Status::Solved), HEADLESS);
        assert_eq!(read_history(&path).unwrap().records.len(), 1);
        // A directory where the file should be: the append fails, once with a warning.
        let blocked = Recorder::new(Some(&dir), false);
        blocked.record(&report(AgentKind::Board1, Status::Solved), HEADLESS);
        blocked.record(&report(AgentKind::Board1, Status::Solved), HEADLESS);
        assert!(blocked.warned.load(Ordering::Relaxed));
        assert_eq!(Recorder::new(Some(&path), true).path(), None);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

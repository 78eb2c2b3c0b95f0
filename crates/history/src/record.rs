//! One line of the history file: everything about one finished or stopped run.

use serde::{Deserialize, Serialize};

use super::{SettingList, SettingValue};

/// `status` of a run that filled the board.
pub const SOLVED: &str = "solved";
/// `status` of a run on a puzzle found to have no solution.
pub const NO_SOLUTION: &str = "no_solution";
/// `status` of a run that reached its `max_attempts` cap.
pub const GAVE_UP: &str = "gave_up";
/// `status` of a run that could go no further by its own method (exclusion alone was not enough).
pub const STUCK: &str = "stuck";
/// `status` of a run the user stopped.
pub const STOPPED: &str = "stopped";
/// Every `status` a record can hold: each way a recorded run can end. The reader takes these
/// and no other.
pub const STATUSES: [&str; 5] = [SOLVED, NO_SOLUTION, GAVE_UP, STUCK, STOPPED];
/// `mode` of a run shown on the emulated screen.
pub const LIVE: &str = "live";
/// `mode` of a run without a screen.
pub const HEADLESS: &str = "headless";

/// One recorded run, one line of the history file. The field order is the key order on disk,
/// so every line the program writes begins with `{"time":`. Lines of earlier versions, which
/// kept Board1's counters as keys of their own (`cells_placed`, `grid_restarts`,
/// `board_restarts`, `board0_found`), read with those in [`RunRecord::counters`].
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(from = "OnDisk")]
pub struct RunRecord {
    /// When the run ended, RFC 3339 UTC with whole seconds (see [`super::now_rfc3339`]).
    pub time: String,
    /// The puzzle as 81 characters in reading order, `.` for a blank.
    pub puzzle: String,
    /// The name of the agent that ran (after Board0, when Board0 ran first).
    pub agent: String,
    /// The settings the run used: the agent's own, then `board0` (whether Board0 ran first)
    /// and `max_attempts` (the cap on the agent's headline counter, or null).
    pub settings: SettingList,
    /// The random seed of a randomized agent; (puzzle, settings, seed) determines its run.
    /// `None` for a deterministic agent.
    pub seed: Option<u64>,
    /// How the run ended: [`SOLVED`], [`NO_SOLUTION`], [`GAVE_UP`], [`STUCK`] or [`STOPPED`].
    pub status: String,
    /// The agent's headline counter: digits drawn (Board1), placements tried (backtracker),
    /// increments (Cruncher), moves (LMC), passes (exclusion) ...
    pub attempts: u64,
    /// Wall-clock time the run took, in milliseconds.
    pub elapsed_ms: u64,
    /// [`LIVE`] or [`HEADLESS`].
    pub mode: String,
    /// The agent's counters by their names, except its headline (in `attempts`): a number
    /// each, or a list of nine for a counter kept per grid; then [`BOARD0_FOUND`] when Board0
    /// ran first. Left out when empty. [`RunRecord::counter`] reads any of them.
    #[serde(default, skip_serializing_if = "SettingList::is_empty")]
    pub counters: SettingList,
}

/// The name under which [`RunRecord::counters`] keeps the digits Board0 found before the
/// agent started.
pub const BOARD0_FOUND: &str = "board0_found";

impl RunRecord {
    /// The run's counter called `name` (its total, for a counter kept per grid); `headline` says
    /// whether it is the agent's headline counter, which every record keeps in `attempts`.
    /// `None` when the record does not hold it (a record of an earlier version kept only the
    /// headline of agents other than Board1).
    pub fn counter(&self, name: &str, headline: bool) -> Option<u64> {
        match self.counters.get(name) {
            Some(SettingValue::Number(n)) => Some(*n),
            Some(SettingValue::Numbers(ns)) => Some(ns.iter().sum()),
            _ => (headline || name == "attempts").then_some(self.attempts),
        }
    }

    /// The shares of the counter called `name` kept per grid, grid 1 first; `None` when the
    /// record holds no such list.
    pub fn shares(&self, name: &str) -> Option<&[u64]> {
        match self.counters.get(name) {
            Some(SettingValue::Numbers(ns)) => Some(ns),
            _ => None,
        }
    }

    /// The digits Board0 found before the agent started: 0 when it did not run first.
    pub fn board0_found(&self) -> u64 {
        self.counter(BOARD0_FOUND, false).unwrap_or(0)
    }
}

/// The counters records of earlier versions kept as keys of their own (Board1's, and Board0's
/// finds), in their order; [`RunRecord::counters`] holds them under the same names now.
pub const LEGACY_COUNTERS: [&str; 4] = [
    "cells_placed",
    "grid_restarts",
    "board_restarts",
    BOARD0_FOUND,
];

/// The keys of earlier versions' records that held Board1's counters, which now live in
/// [`RunRecord::counters`] under the same names; each is `None` when the line lacks it.
#[derive(Default)]
pub(crate) struct LegacyCounters {
    pub(crate) cells_placed: Option<u64>,
    pub(crate) grid_restarts: Option<[u64; 9]>,
    pub(crate) board_restarts: Option<u64>,
    pub(crate) board0_found: Option<u64>,
}

impl LegacyCounters {
    /// Moves the counters a line of an earlier version kept as keys of their own into
    /// `counters`, in their old order, where it does not already hold them.
    pub(crate) fn move_into(self, counters: &mut SettingList) {
        let old = [
            self.cells_placed.map(SettingValue::Number),
            self.grid_restarts
                .map(|g| SettingValue::Numbers(g.to_vec())),
            self.board_restarts.map(SettingValue::Number),
            self.board0_found.map(SettingValue::Number),
        ];
        for (name, value) in LEGACY_COUNTERS.into_iter().zip(old) {
            if let Some(value) = value
                && counters.get(name).is_none()
            {
                counters.push(name, value);
            }
        }
    }
}

/// A line as it reads from disk, in this version's shape or an earlier one's.
#[derive(Deserialize)]
struct OnDisk {
    time: String,
    puzzle: String,
    agent: String,
    settings: SettingList,
    seed: Option<u64>,
    status: String,
    attempts: u64,
    cells_placed: Option<u64>,
    grid_restarts: Option<[u64; 9]>,
    board_restarts: Option<u64>,
    board0_found: Option<u64>,
    elapsed_ms: u64,
    mode: String,
    #[serde(default)]
    counters: SettingList,
}

impl From<OnDisk> for RunRecord {
    fn from(disk: OnDisk) -> RunRecord {
        let mut counters = disk.counters;
        let legacy = LegacyCounters {
            cells_placed: disk.cells_placed,
            grid_restarts: disk.grid_restarts,
            board_restarts: disk.board_restarts,
            board0_found: disk.board0_found,
        };
        legacy.move_into(&mut counters);
        RunRecord {
            time: disk.time,
            puzzle: disk.puzzle,
            agent: disk.agent,
            settings: disk.settings,
            seed: disk.seed,
            status: disk.status,
            attempts: disk.attempts,
            elapsed_ms: disk.elapsed_ms,
            mode: disk.mode,
            counters,
        }
    }
}

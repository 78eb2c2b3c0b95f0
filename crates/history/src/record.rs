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
/// so every line the program writes begins with `{"time":`.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
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
    /// Digits placed on the board.
    pub cells_placed: u64,
    /// Restarts of each of the nine grids, grid 1 first.
    pub grid_restarts: [u64; 9],
    /// Restarts of the whole board.
    pub board_restarts: u64,
    /// Digits Board0 found before the agent started.
    pub board0_found: u64,
    /// Wall-clock time the run took, in milliseconds.
    pub elapsed_ms: u64,
    /// [`LIVE`] or [`HEADLESS`].
    pub mode: String,
    /// The agent's counters by their names, except its headline (in `attempts`) and those kept
    /// above under the same name ([`RunRecord::TOP_LEVEL_COUNTERS`]): a number each, or a list
    /// of nine for a counter kept per grid. Left out when empty (always for Board1, and in
    /// records of earlier versions). [`RunRecord::counter`] reads any of them.
    #[serde(default, skip_serializing_if = "SettingList::is_empty")]
    pub counters: SettingList,
}

impl RunRecord {
    /// The counters kept as keys of their own, in records of every version: an agent's counter
    /// of one of these names is not repeated in [`RunRecord::counters`].
    pub const TOP_LEVEL_COUNTERS: [&'static str; 4] = [
        "attempts",
        "cells_placed",
        "grid_restarts",
        "board_restarts",
    ];

    /// The run's counter called `name` (its total, for a counter kept per grid); `headline` says
    /// whether it is the agent's headline counter, which every record keeps in `attempts`.
    /// `None` when the record does not hold it (a record of an earlier version kept only the
    /// headline of agents other than Board1).
    pub fn counter(&self, name: &str, headline: bool) -> Option<u64> {
        match self.counters.get(name) {
            Some(SettingValue::Number(n)) => return Some(*n),
            Some(SettingValue::Numbers(ns)) => return Some(ns.iter().sum()),
            _ => {}
        }
        match name {
            "attempts" => Some(self.attempts),
            "cells_placed" => Some(self.cells_placed),
            "grid_restarts" => Some(self.grid_restarts.iter().sum()),
            "board_restarts" => Some(self.board_restarts),
            _ => headline.then_some(self.attempts),
        }
    }
}

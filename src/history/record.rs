//! One line of the history file: everything about one finished or stopped run.

use serde::{Deserialize, Serialize};

use super::SettingList;

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
}

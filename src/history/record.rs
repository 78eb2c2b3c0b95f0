//! One line of the history file: everything about one finished or stopped run.

use serde::{Deserialize, Serialize};

use crate::agents::{AgentKind, Board1Settings};

/// `status` of a run that filled the board.
pub const SOLVED: &str = "solved";
/// `status` of a run on a puzzle found to have no solution.
pub const NO_SOLUTION: &str = "no_solution";
/// `status` of a run that reached its `max_attempts` cap.
pub const GAVE_UP: &str = "gave_up";
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
    /// The agent that ran after Board0.
    pub agent: AgentKind,
    /// The settings the run used.
    pub settings: Board1Settings,
    /// The random seed; (puzzle, settings, seed) determines a Board1 run.
    pub seed: u64,
    /// How the run ended: [`SOLVED`], [`NO_SOLUTION`], [`GAVE_UP`] or [`STOPPED`].
    pub status: String,
    /// Digits drawn (Board1) or placements tried (backtracker).
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

//! The counters every run shows and records.

use serde::Serialize;

/// What the agents of one run have done so far.
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq, Serialize)]
pub struct Stats {
    /// Board1's draws: the headline number.
    pub attempts: u64,
    /// Digits Board1 printed that fitted.
    pub cells_placed: u64,
    /// Grid restarts per grid, grid 1 first.
    pub grid_restarts: [u64; 9],
    /// Whole-board restarts.
    pub board_restarts: u64,
    /// Whole scans Board0 made.
    pub board0_scans: u64,
    /// Digits Board0 found.
    pub board0_found: u64,
    /// The backtracker's guessed digits (each branch tried).
    pub placements: u64,
    /// The backtracker's branches that ended in a contradiction.
    pub backtracks: u64,
}

impl Stats {
    /// Grid restarts over all nine grids.
    pub fn total_grid_restarts(&self) -> u64 {
        self.grid_restarts.iter().sum()
    }
}

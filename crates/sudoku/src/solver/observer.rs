//! What a search reports while it runs: its counters and the observer that watches it.

use crate::board::Grid;

/// What the search did.
///
/// `placements` counts the guesses tried: every branch tried at a guess (one way of placing a
/// digit in a band or a stack) is one placement; what propagation deduces is not counted.
/// `backtracks` counts the branches that ended in a contradiction. Both are deterministic:
/// the same puzzle always gives the same counts, watched or not.
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq)]
pub struct SearchStats {
    /// Guesses tried, one per branch.
    pub placements: u64,
    /// Branches that ended in a contradiction.
    pub backtracks: u64,
}

/// Watches a search step by step (the live screen uses this to show the backtracker working).
pub trait SearchObserver {
    /// False for observers that never want steps; the engine then skips all observer work.
    const WATCHING: bool;

    /// False for an observer that counts steps without looking at the cells: the search then
    /// hands it an empty grid rather than build the cells known at every step.
    const SEES_CELLS: bool = true;

    /// Called after each guess has been propagated and after each backtrack, with the cells
    /// known so far (0 = unknown) and the counters. Return false to stop the search
    /// ([`Outcome::Stopped`](super::Outcome::Stopped)).
    fn step(&mut self, known: &Grid, stats: &SearchStats) -> bool;
}

/// The observer that watches nothing: the search runs at full speed.
pub struct Unwatched;

impl SearchObserver for Unwatched {
    const WATCHING: bool = false;

    fn step(&mut self, _known: &Grid, _stats: &SearchStats) -> bool {
        true
    }
}

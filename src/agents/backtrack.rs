//! The backtracker as an agent: reads the givens off the screen, searches with the fast
//! engine, and prints what it knows back onto the screen (step by step when watched).

use super::{BoardScreen, Flow, Ink, Monitor, Stats};
use crate::board::Grid;
use crate::solver::{Outcome, SearchObserver, SearchStats, solve};

/// How a backtracker run ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BacktrackEnd {
    /// The board on the screen is solved; this is what the backtracker printed there.
    Solved(Grid),
    /// The search proved the puzzle has no solution.
    NoSolution,
    /// The monitor stopped the run.
    Stopped,
}

/// Mirrors the search onto the screen for a watching monitor.
struct OnScreen<'a, M: Monitor> {
    board: &'a mut BoardScreen,
    stats: &'a mut Stats,
    monitor: &'a mut M,
    givens: Grid,
}

impl<M: Monitor> SearchObserver for OnScreen<'_, M> {
    const WATCHING: bool = M::WATCHING;

    fn step(&mut self, known: &Grid, search: &SearchStats) -> bool {
        for i in 0..81 {
            if self.givens.get(i) == 0 && self.board.digit(i) != known.get(i) {
                self.board.write(i, known.get(i), Ink::Backtrack);
            }
        }
        self.stats.placements = search.placements;
        self.stats.backtracks = search.backtracks;
        self.monitor.tick(self.board, self.stats) == Flow::Continue
    }
}

/// Solves the board now on the screen; on success every cell the backtracker filled is
/// printed in its colour. Counts placements and backtracks into `stats`.
pub fn run_backtrack<M: Monitor>(
    board: &mut BoardScreen,
    stats: &mut Stats,
    monitor: &mut M,
) -> BacktrackEnd {
    let givens = board.read_grid();
    let (outcome, search) = {
        let mut watch = OnScreen {
            board: &mut *board,
            stats: &mut *stats,
            monitor,
            givens,
        };
        solve(&givens, &mut watch)
    };
    stats.placements = search.placements;
    stats.backtracks = search.backtracks;
    match outcome {
        Outcome::Solved(solution) => {
            for i in 0..81 {
                let ink = if givens.get(i) == 0 {
                    Ink::Backtrack
                } else {
                    Ink::Given
                };
                board.write(i, solution.get(i), ink);
            }
            BacktrackEnd::Solved(solution)
        }
        Outcome::NoSolution => BacktrackEnd::NoSolution,
        Outcome::Stopped => BacktrackEnd::Stopped,
    }
}

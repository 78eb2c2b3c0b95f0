//! Depth-first search over the propagated state, guessing on the most constrained cell.

use super::observer::{SearchObserver, SearchStats, Unwatched};
use super::state::State;
use crate::board::Grid;

/// How a search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The first solution found.
    Solved(Grid),
    /// The puzzle has no solution (this includes clashing givens).
    NoSolution,
    /// The observer asked to stop.
    Stopped,
}

/// Why a branch of the search returned early.
enum Halt {
    /// Enough solutions were found.
    Done,
    /// The observer asked to stop.
    Stopped,
}

/// One depth-first search: its counters, its observer and the solutions it wants.
struct Search<'a, O> {
    observer: &'a mut O,
    stats: SearchStats,
    limit: u32,
    found: u32,
    first: Option<Grid>,
}

impl<O: SearchObserver> Search<'_, O> {
    /// Searches below `state`; `Err` once the search must end.
    fn run(&mut self, state: State) -> Result<(), Halt> {
        let Some((cell, cands)) = state.best_cell() else {
            self.found += 1;
            if self.first.is_none() {
                self.first = Some(state.known());
            }
            return if self.found >= self.limit {
                Err(Halt::Done)
            } else {
                Ok(())
            };
        };
        let mut rest = cands;
        while rest != 0 {
            let digit = rest.trailing_zeros() as u8 + 1;
            rest &= rest - 1;
            self.stats.placements += 1;
            let mut child = state;
            let ok = child.place(cell, digit);
            if !ok {
                self.stats.backtracks += 1;
            }
            if O::WATCHING {
                let known = if ok { child.known() } else { state.known() };
                if !self.observer.step(&known, &self.stats) {
                    return Err(Halt::Stopped);
                }
            }
            if ok {
                self.run(child)?;
            }
        }
        Ok(())
    }
}

/// Runs a search for up to `limit` solutions: (solutions found, first solution, stopped, stats).
fn search<O: SearchObserver>(
    puzzle: &Grid,
    observer: &mut O,
    limit: u32,
) -> (u32, Option<Grid>, bool, SearchStats) {
    let Some(state) = State::new(puzzle) else {
        return (0, None, false, SearchStats::default());
    };
    let mut s = Search {
        observer,
        stats: SearchStats::default(),
        limit,
        found: 0,
        first: None,
    };
    let stopped = matches!(s.run(state), Err(Halt::Stopped));
    (s.found, s.first, stopped, s.stats)
}

/// Solves to the first solution, reporting steps to the observer.
pub fn solve<O: SearchObserver>(puzzle: &Grid, observer: &mut O) -> (Outcome, SearchStats) {
    let (_, first, stopped, stats) = search(puzzle, observer, 1);
    let outcome = match first {
        Some(g) => Outcome::Solved(g),
        None if stopped => Outcome::Stopped,
        None => Outcome::NoSolution,
    };
    (outcome, stats)
}

/// Counts solutions, stopping at `limit`: 0 contradictory, 1 unique, 2+ several (with limit 2).
pub fn count_solutions(puzzle: &Grid, limit: u32) -> u32 {
    if limit == 0 {
        return 0;
    }
    search(puzzle, &mut Unwatched, limit).0
}

//! Depth-first search over the propagated state, guessing where a digit goes in the most
//! settled band or stack.

use super::build::{Build, Engine};
use super::observer::{SearchObserver, SearchStats};
use super::state::State;
use crate::board::Grid;

/// How a search ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The first solution found.
    Solved(Grid),
    /// The puzzle has no solution (this includes clashing givens).
    NoSolution,
    /// The observer asked to stop.
    Stopped,
}

/// Why the search ended before trying every branch.
pub(super) enum Halt {
    /// Enough solutions were found.
    Done,
    /// The observer asked to stop.
    Stopped,
}

/// One depth-first search: its counters, its observer and the solutions it wants.
struct Search<'a, O> {
    observer: &'a mut O,
    stats: SearchStats,
    limit: u64,
    found: u64,
    /// Whether the first solution is wanted (counting alone skips writing it out).
    keep_first: bool,
    first: Option<Grid>,
    /// Called with every solution found, when set; it returns false to stop the search.
    each: Option<&'a mut dyn FnMut(&Grid) -> bool>,
}

impl<O: SearchObserver> Search<'_, O> {
    /// Reports a step to the observer (nothing at all when it is not watching).
    #[inline(always)]
    fn step(&mut self, known: impl FnOnce() -> Grid) -> Result<(), Halt> {
        if !O::WATCHING {
            return Ok(());
        }
        let known = if O::SEES_CELLS { known() } else { Grid::EMPTY };
        if !self.observer.step(&known, &self.stats) {
            return Err(Halt::Stopped);
        }
        Ok(())
    }

    /// Searches below a propagated `state` with build `B`; `Err` once the whole search
    /// must end.
    ///
    /// Every branch but the last works on a copy; the last reuses `state` itself.
    fn explore<B: Build>(&mut self, mut state: State) -> Result<(), Halt> {
        loop {
            if state.is_solved() {
                self.found += 1;
                let mut more = true;
                if let Some(each) = self.each.as_mut() {
                    more = each(&state.known());
                } else if self.keep_first && self.first.is_none() {
                    self.first = Some(state.known());
                }
                return if self.found >= self.limit || !more {
                    Err(Halt::Done)
                } else {
                    Ok(())
                };
            }
            let mut guess = B::guess(&state);
            // What the observer sees after a dead end: the cells known at this guess.
            let before = if O::WATCHING && O::SEES_CELLS {
                state.known()
            } else {
                Grid::EMPTY
            };
            loop {
                let arrangement = guess.take();
                let last = guess.left == 0;
                let mut child = state;
                let branch = if last { &mut state } else { &mut child };
                self.stats.placements += 1;
                branch.assign(&guess, arrangement);
                if B::propagate(branch) {
                    self.step(|| branch.known())?;
                    if last {
                        break;
                    }
                    self.explore::<B>(child)?;
                } else {
                    self.stats.backtracks += 1;
                    self.step(|| before.clone())?;
                    if last {
                        return Ok(());
                    }
                }
            }
        }
    }
}

/// Runs a search for up to `limit` solutions with build `B`, handing each to `each` if
/// given: (solutions found, first solution if `keep_first` and not handed out, stopped,
/// stats).
pub(super) fn search<'a, O: SearchObserver, B: Build>(
    puzzle: &Grid,
    observer: &'a mut O,
    limit: u64,
    keep_first: bool,
    each: Option<&'a mut dyn FnMut(&Grid) -> bool>,
) -> (u64, Option<Grid>, bool, SearchStats) {
    let mut state = State::new(puzzle);
    let mut s = Search {
        observer,
        stats: SearchStats::default(),
        limit,
        found: 0,
        keep_first,
        first: None,
        each,
    };
    let stopped = B::propagate(&mut state) && matches!(s.explore::<B>(state), Err(Halt::Stopped));
    (s.found, s.first, stopped, s.stats)
}

/// Solves to the first solution, reporting steps to the observer.
pub fn solve<O: SearchObserver>(puzzle: &Grid, observer: &mut O) -> (Outcome, SearchStats) {
    Engine::best().solve(puzzle, observer)
}

/// Counts solutions, stopping at `limit`: 0 contradictory, 1 unique, 2+ several (with limit 2).
/// A `limit` of 0 returns 0 without searching.
pub fn count_solutions(puzzle: &Grid, limit: u32) -> u32 {
    Engine::best().count_solutions(puzzle, limit)
}

/// Counts solutions as [`count_solutions`], giving up after `steps` guesses and backtracks:
/// `None` when it gave up (for a caller that must answer at once whatever the puzzle).
pub fn count_solutions_within(puzzle: &Grid, limit: u32, steps: u64) -> Option<u32> {
    Engine::best().count_solutions_within(puzzle, limit, steps)
}

/// Calls `each` with every solution, up to `limit` of them or until `each` returns false,
/// and returns how many it found. A `limit` of 0 finds none.
pub fn for_each_solution(puzzle: &Grid, limit: u64, mut each: impl FnMut(&Grid) -> bool) -> u64 {
    Engine::best().for_each_solution(puzzle, limit, &mut each)
}

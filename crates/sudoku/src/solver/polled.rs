//! Searches that a caller can stop from outside (a signal, say): the search asks every
//! [`POLL_EVERY`] steps. The 9x9 engine answers any 9x9 puzzle within milliseconds and is
//! not asked; boards of the other sizes are.

use super::build::Engine;
use super::observer::{SearchObserver, SearchStats};
use crate::board::Grid;

/// How often, in steps (guesses and dead ends), a search asks whether to stop: a 25x25 step
/// takes well under a millisecond, so the answer comes within a fraction of a second.
const POLL_EVERY: u32 = 256;

/// An observer that asks `stop` every few steps and ends the search when it says so.
struct Polled<F> {
    stop: F,
    countdown: u32,
}

impl<F: Fn() -> bool> SearchObserver for Polled<F> {
    const WATCHING: bool = true;
    const SEES_CELLS: bool = false;

    #[inline]
    fn step(&mut self, _known: &Grid, _stats: &SearchStats) -> bool {
        self.countdown -= 1;
        if self.countdown == 0 {
            self.countdown = POLL_EVERY;
            return !(self.stop)();
        }
        true
    }
}

/// Counts solutions as [`count_solutions`](super::count_solutions), asking `stop` every few
/// steps on a board other than 9x9: `None` when it said to stop.
pub fn count_solutions_until(puzzle: &Grid, limit: u32, stop: impl Fn() -> bool) -> Option<u32> {
    if puzzle.box_size() == 3 {
        return Some(super::count_solutions(puzzle, limit));
    }
    let mut polled = Polled {
        stop,
        countdown: POLL_EVERY,
    };
    Engine::best().count_solutions_observed(puzzle, limit, &mut polled)
}

/// Hands every solution to `each` as [`for_each_solution`](super::for_each_solution), asking
/// `stop` every few steps on a board other than 9x9: how many it found, and whether `stop`
/// ended the search.
pub fn for_each_solution_until(
    puzzle: &Grid,
    limit: u64,
    mut each: impl FnMut(&Grid) -> bool,
    stop: impl Fn() -> bool,
) -> (u64, bool) {
    if puzzle.box_size() == 3 {
        return (super::for_each_solution(puzzle, limit, each), false);
    }
    let mut polled = Polled {
        stop,
        countdown: POLL_EVERY,
    };
    Engine::best().for_each_solution_observed(puzzle, limit, &mut each, &mut polled)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    #[test]
    fn a_stop_ends_a_long_count_and_none_changes_nothing() {
        let empty = Grid::empty(5);
        assert_eq!(count_solutions_until(&empty, 2, || false), Some(2));
        let asked = Cell::new(0);
        let stopped = count_solutions_until(&empty, 1_000_000, || {
            asked.set(asked.get() + 1);
            true
        });
        assert_eq!((stopped, asked.get()), (None, 1));
        let (found, stopped) = for_each_solution_until(&empty, 1_000_000, |_| true, || true);
        assert!(stopped && found < 1_000_000);
        assert_eq!(
            for_each_solution_until(&Grid::empty(2), 1000, |_| true, || false),
            (288, false)
        );
    }
}

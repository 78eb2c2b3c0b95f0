//! The search for boards of every box size (4x4, 16x16, 25x25; 9x9 too, though the 9x9
//! bitboard engine serves that size).
//!
//! Propagation (`state.rs`, `locked.rs`): naked singles, hidden singles in every unit, and
//! locked candidates (pointing and claiming), to a fixed point. A guess (`branch.rs`) takes
//! the fewest ways to go on: a cell with two candidates or a value with two places in a unit
//! when there is one, else the cell with the fewest candidates; among those, the one whose
//! units met the most dead ends so far (each dead end adds to its units' weights, which the
//! runs keep).
//!
//! Depth-first search on a big board is heavy-tailed: a poor early guess can leave a subtree
//! without a solution too big to finish. So the search restarts: run k gives up after
//! `luby(k) * RESTART_UNIT` dead ends and the next run breaks ties and orders its guesses
//! from other draws (`restarts.rs`), the draws of one fixed seed, so that the same puzzle
//! gives the same answer and the same counters every run. Luby's sequence grows without
//! bound, so some run finishes: a run that finishes has searched everything, which proves
//! that there is no solution or counts every one. Solutions found by a run cut short are
//! remembered so that a later run does not hand them out twice; past [`REMEMBERED`] of them
//! the run at work is let finish. Once a solution is found, every guess tries the ways that
//! disagree with it first, so that a second solution, the one a uniqueness check looks for,
//! is met early.

mod branch;
mod locked;
mod restarts;
mod state;

use std::collections::HashSet;

use super::observer::{SearchObserver, SearchStats};
use super::search::Halt;
use crate::board::{Grid, Shape};
use crate::random::Draw;
use branch::Branch;
use restarts::{RESTART_UNIT, SEED, luby};
use state::{MAX_UNITS, State};

/// The most solutions remembered from runs cut short; past this the run at work is let
/// finish (a listing of so many solutions finds them without dead ends anyway).
const REMEMBERED: usize = 4096;

/// One search over boards of any size, across its runs.
struct Search<'a, O> {
    observer: &'a mut O,
    shape: &'static Shape,
    stats: SearchStats,
    limit: u64,
    found: u64,
    keep_first: bool,
    first: Option<Grid>,
    /// Called with every solution found, when set; it returns false to stop the search.
    each: Option<&'a mut dyn FnMut(&Grid) -> bool>,
    /// The solutions handed out so far, while a later run may find them again.
    seen: HashSet<Box<[u8]>>,
    /// The values of the first solution found: the search then tries the ways that disagree
    /// with it first.
    shun: Option<Box<[u8]>>,
    /// False once the run at work is the last: it goes on to the end.
    restarting: bool,
    /// The draws that break ties and order the guesses.
    draw: Draw,
    /// How often each unit was at a dead end, from 1: guesses go where they are heaviest.
    weights: [u32; MAX_UNITS],
}

/// How one run ended, when the search goes on.
enum Ran {
    /// It searched everything below the root.
    Finished,
    /// It met its limit of dead ends.
    CutShort,
}

impl<O: SearchObserver> Search<'_, O> {
    /// Reports a step to the observer (nothing at all when it is not watching).
    fn step(&mut self, state: &State) -> Result<(), Halt> {
        if O::WATCHING {
            let known = if O::SEES_CELLS {
                state.known(self.shape.box_size(), self.shape.cells())
            } else {
                Grid::EMPTY
            };
            if !self.observer.step(&known, &self.stats) {
                return Err(Halt::Stopped);
            }
        }
        Ok(())
    }

    /// Hands out a solution not handed out before; `Err` once enough are found.
    fn solution(&mut self, state: &State) -> Result<(), Halt> {
        let values = &state.values[..self.shape.cells()];
        if self.seen.contains(values) {
            return Ok(());
        }
        if self.restarting {
            if self.seen.len() < REMEMBERED {
                self.seen.insert(values.into());
            } else {
                self.restarting = false;
            }
        }
        self.found += 1;
        if self.shun.is_none() {
            self.shun = Some(values.into());
        }
        let mut more = true;
        if let Some(each) = self.each.as_mut() {
            more = each(&state.known(self.shape.box_size(), self.shape.cells()));
        } else if self.keep_first && self.first.is_none() {
            self.first = Some(state.known(self.shape.box_size(), self.shape.cells()));
        }
        if self.found >= self.limit || !more {
            Err(Halt::Done)
        } else {
            Ok(())
        }
    }

    /// Runs until a run finishes (or the search must end: `Err`).
    fn explore(&mut self, root: State) -> Result<(), Halt> {
        if root.open == 0 {
            return self.solution(&root);
        }
        for run in 1.. {
            let dead_ends = luby(run).saturating_mul(RESTART_UNIT);
            if let Ran::Finished = self.run(root, dead_ends)? {
                break;
            }
        }
        Ok(())
    }

    /// One run below a propagated `root`, depth first on a stack of its own (a 25x25 search
    /// may go deep), cut short after `dead_ends` dead ends while restarting.
    fn run(&mut self, root: State, dead_ends: u64) -> Result<Ran, Halt> {
        let shape = self.shape;
        let mut failed = 0u64;
        let first = Branch::choose(&root, shape, self.draw.below(u32::MAX), &self.weights);
        let mut stack = vec![(root, first)];
        while let Some((state, branch)) = stack.last_mut() {
            if branch.left == 0 {
                stack.pop();
                continue;
            }
            let (cell, v) = branch.take(shape, self.shun.as_deref());
            let mut child = *state;
            self.stats.placements += 1;
            let placed = child.place(shape, cell, v);
            debug_assert!(placed, "a guess places a candidate");
            let propagated = child.propagate(shape);
            if let Err(dead) = propagated {
                for u in dead.units(shape) {
                    self.weights[u] = self.weights[u].saturating_add(1);
                }
            }
            if propagated.is_ok() {
                self.step(&child)?;
                if child.open == 0 {
                    self.solution(&child)?;
                } else {
                    let draw = self.draw.below(u32::MAX);
                    let branch = Branch::choose(&child, shape, draw, &self.weights);
                    stack.push((child, branch));
                }
            } else {
                self.stats.backtracks += 1;
                failed += 1;
                if O::WATCHING {
                    let parent = &stack.last().expect("the frame just tried").0;
                    self.step(parent)?;
                }
                if self.restarting && failed >= dead_ends {
                    return Ok(Ran::CutShort);
                }
            }
        }
        Ok(Ran::Finished)
    }
}

/// Runs a search for up to `limit` solutions of a puzzle of any size: (solutions found, first
/// solution if `keep_first`, stopped, stats); each solution goes to `each` when it is given.
pub(super) fn search_any_size<'a, O: SearchObserver>(
    puzzle: &Grid,
    observer: &'a mut O,
    limit: u64,
    keep_first: bool,
    each: Option<&'a mut dyn FnMut(&Grid) -> bool>,
) -> (u64, Option<Grid>, bool, SearchStats) {
    let shape = puzzle.shape();
    let mut s = Search {
        observer,
        shape,
        stats: SearchStats::default(),
        limit,
        found: 0,
        keep_first,
        first: None,
        each,
        seen: HashSet::new(),
        shun: None,
        restarting: true,
        draw: Draw::new(SEED),
        weights: [1; MAX_UNITS],
    };
    let Some(mut state) = State::new(puzzle, shape) else {
        return (0, None, false, s.stats);
    };
    if limit == 0 || state.propagate(shape).is_err() {
        return (0, None, false, s.stats);
    }
    let stopped = matches!(s.explore(state), Err(Halt::Stopped));
    (s.found, s.first, stopped, s.stats)
}

#[cfg(test)]
mod tests {
    use super::super::observer::Unwatched;
    use super::*;
    use crate::formats::parse_line;

    fn count(puzzle: &Grid, limit: u64) -> u64 {
        search_any_size(puzzle, &mut Unwatched, limit, false, None).0
    }

    fn solve(puzzle: &Grid) -> Option<Grid> {
        search_any_size(puzzle, &mut Unwatched, 1, true, None).1
    }

    #[test]
    fn solves_and_counts_a_four_by_four() {
        let p = parse_line("1...........3..2").unwrap();
        let s = solve(&p).unwrap();
        assert!(s.solves(&p));
        assert_eq!(count(&Grid::empty(2), 1000), 288);
        assert_eq!(count(&p, 2), 2);
        let unique = parse_line(".2..4.....3..1..").unwrap();
        assert_eq!(solve(&unique).unwrap().to_line(), "1243431224313124");
        assert_eq!(count(&unique, 2), 1);
    }

    #[test]
    fn agrees_with_the_nine_by_nine_engine() {
        let p = parse_line(
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
        )
        .unwrap();
        let s = solve(&p).unwrap();
        assert!(s.solves(&p));
        assert_eq!(
            Some(s),
            match super::super::solve(&p, &mut Unwatched).0 {
                super::super::Outcome::Solved(g) => Some(g),
                _ => None,
            }
        );
        assert_eq!(count(&p, 2), 1);
    }

    #[test]
    fn fills_empty_sixteen_and_twenty_five_boards() {
        for n in [4, 5] {
            let s = solve(&Grid::empty(n)).unwrap();
            assert!(s.solves(&Grid::empty(n)), "n = {n}");
        }
    }

    #[test]
    fn a_value_with_no_place_left_is_a_contradiction() {
        // r1c1 can hold nothing: 2 and 1 are in its row, 3 and 4 in its column.
        let mut p = Grid::empty(2);
        p.set(2, 2);
        p.set(3, 1);
        p.set(4, 3);
        p.set(8, 4);
        assert_eq!(count(&p, 2), 0);
    }
}

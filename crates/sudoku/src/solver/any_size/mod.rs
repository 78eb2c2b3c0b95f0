//! The search for boards of every box size (4x4, 16x16, 25x25; 9x9 too, though the 9x9
//! bitboard engine serves that size).
//!
//! Propagation (`state.rs`, `matching.rs`, `pairs.rs`, `locked.rs`): naked singles, hidden
//! singles in every unit, a check that every unit can still give each of its values a cell
//! of its own (a matching, which finds a Hall set of any size), naked and hidden pairs, and
//! locked candidates (pointing and claiming), to a fixed point, each step working only on
//! what the last one changed. A guess (`branch.rs`) places one value in one cell, chosen
//! where the ways to go on are fewest: a cell with two candidates or a value with two places
//! in a unit when there is one, else the cell with the fewest candidates; among those, the
//! one whose units met the most dead ends so far (each dead end adds to its units' weights,
//! which the runs keep). Guesses are binary: once every solution with the guess is found,
//! the value is taken out of the cell and that propagates too, before the next guess. The
//! cell of the last guess that met a dead end is guessed first until a guess on it holds
//! (last-conflict reasoning, Lecoutre et al., 2009): the search climbs back to the guess
//! that caused the dead end instead of searching again the unrelated ones below it.
//! Otherwise, once some guess has met a dead end at once, the guess of a cell with two
//! candidates that did so most, lately counting more, is tried first (`activity.rs`): it is
//! likely to fail again, and then costs one propagation, as a failed literal does in probing.
//!
//! Depth-first search on a big board is heavy-tailed: a poor early guess can leave a subtree
//! without a solution too big to finish. So the search restarts: run k gives up after
//! `luby(k) * RESTART_UNIT` dead ends and the next run breaks ties and orders its guesses
//! from other draws (`restarts.rs`), the draws of one fixed seed, so that the same puzzle
//! gives the same answer and the same counters every run. What a run cut short finished is
//! not searched again (`nogoods.rs`). Luby's sequence grows without
//! bound, so some run finishes: a run that finishes has searched everything, which proves
//! that there is no solution or counts every one. Solutions found by a run cut short are
//! remembered so that a later run does not hand them out twice; past [`REMEMBERED`] of them
//! the run at work is let finish. Once a solution is found, every guess tries the ways that
//! disagree with it first, so that a second solution, the one a uniqueness check looks for,
//! is met early.

mod activity;
mod bits;
mod branch;
mod cell_units;
mod locked;
mod matching;
mod nogoods;
mod pairs;
mod restarts;
mod state;
mod weights;

use std::collections::HashSet;

use super::observer::{SearchObserver, SearchStats};
use super::search::Halt;
use crate::board::{Grid, Shape};
use crate::random::Draw;
use activity::Activity;
use branch::Branch;
use nogoods::Guess;
use restarts::{RESTART_UNIT, SEED, luby};
use state::{Dead, Queue, State};
use weights::Weights;

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
    /// Dead ends per unit of Luby's sequence ([`RESTART_UNIT`] but in tests).
    restart_unit: u64,
    /// The draws that break ties and order the guesses.
    draw: Draw,
    /// How often each unit was at a dead end, from 1: guesses go where they are heaviest.
    weights: Weights,
    /// The singles waiting to be placed while a state propagates.
    queue: Queue,
    /// The cell of the last guess that met a dead end, guessed first until a guess on it
    /// propagates.
    conflict: Option<usize>,
    /// The guesses that failed at once, fading: the most active of a cell with two
    /// candidates is guessed first.
    activity: Activity,
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

    /// Counts a dead end met at `dead`, the search going back to `parent`: its units weigh
    /// more in later guesses.
    fn dead_end(&mut self, dead: Dead, parent: Option<&State>) -> Result<(), Halt> {
        for u in dead.units(self.shape) {
            self.weights.bump(self.shape, u);
        }
        self.stats.backtracks += 1;
        match parent {
            Some(parent) if O::WATCHING => self.step(parent),
            _ => Ok(()),
        }
    }

    /// Runs until a run finishes (or the search must end: `Err`).
    fn explore(&mut self, mut root: State) -> Result<(), Halt> {
        if root.open == 0 {
            return self.solution(&root);
        }
        for run in 1.. {
            let dead_ends = luby(run).saturating_mul(self.restart_unit);
            if let Ran::Finished = self.run(&mut root, dead_ends)? {
                break;
            }
        }
        Ok(())
    }

    /// One run below a propagated `root`, depth first on a stack of its own (a 25x25 search
    /// may go deep), cut short after `dead_ends` dead ends while restarting. Each guess is
    /// binary: below a state, the guess placed, then, once every solution with it is found,
    /// the guess taken out of the state, which propagates too, and a new guess chosen there.
    /// A run cut short leaves what it finished behind (`learn`).
    fn run(&mut self, root: &mut State, dead_ends: u64) -> Result<Ran, Halt> {
        let shape = self.shape;
        let mut failed = 0u64;
        let mut refuted: Vec<Guess> = Vec::new();
        let mut stack = vec![Frame {
            state: *root,
            tried: None,
            refuted: 0,
        }];
        loop {
            if stack.is_empty() {
                return Ok(Ran::Finished);
            }
            if self.restarting && failed >= dead_ends {
                self.learn(&stack, &refuted, root);
                return Ok(Ran::CutShort);
            }
            let frame = stack.last_mut().expect("a frame");
            if let Some((cell, v)) = frame.tried.take() {
                let refuting = frame.state.refute(shape, cell, v, &mut self.queue);
                if refuting.is_ok() && frame.state.open > 0 {
                    refuted.push((cell as u16, v));
                } else {
                    if refuting.is_ok() {
                        self.solution(&frame.state)?;
                    }
                    refuted.truncate(frame.refuted);
                    stack.truncate(stack.len() - 1);
                    if let Err(dead) = refuting {
                        self.dead_end(dead, stack.last().map(|f| &f.state))?;
                        failed += 1;
                    }
                    continue;
                }
            }
            let state = &frame.state;
            let draw = self.draw.below(u32::MAX);
            let branch = match self.conflict {
                Some(i) if state.values[i] == 0 => Branch::on_cell(state, shape, i, draw),
                _ => match self.activity.most_active(state, shape.cells()) {
                    Some((i, v)) => Branch::on_guess(state, i, v),
                    None => Branch::choose(state, shape, draw, &self.weights),
                },
            };
            let (cell, v) = branch.way(shape, self.shun.as_deref());
            frame.tried = Some((cell, v));
            self.stats.placements += 1;
            // The child is made in its place on the stack: a state is big to copy.
            let depth = stack.len();
            stack.extend_from_within(depth - 1..);
            let child = &mut stack[depth];
            child.tried = None;
            child.refuted = refuted.len();
            match child.state.guess(shape, cell, v, &mut self.queue) {
                Ok(()) => {
                    if self.conflict == Some(cell) {
                        self.conflict = None;
                    }
                    self.step(&stack[depth].state)?;
                    if stack[depth].state.open == 0 {
                        self.solution(&stack[depth].state)?;
                        stack.truncate(depth);
                    }
                }
                Err(dead) => {
                    stack.truncate(depth);
                    self.conflict = Some(cell);
                    self.activity.bump(cell, v);
                    self.dead_end(dead, stack.last().map(|f| &f.state))?;
                    failed += 1;
                }
            }
        }
    }

    /// What a run cut short on `stack` leaves to the next: the guesses it took back at the
    /// first frame go into the `root`, those at the others become nogoods with the guesses
    /// above them (`refuted` holds each frame's from its own index on; the last frame's
    /// guess, when it has one, was searched to the end too).
    fn learn(&mut self, stack: &[Frame], refuted: &[Guess], root: &mut State) {
        *root = stack[0].state;
        let mut path: Vec<Guess> = Vec::new();
        for (d, frame) in stack.iter().enumerate() {
            let end = stack.get(d + 1).map_or(refuted.len(), |f| f.refuted);
            let tried = frame.tried.map(|(c, v)| (c as u16, v));
            let last = tried.filter(|_| d + 1 == stack.len());
            if d > 0 {
                for &g in refuted[frame.refuted..end].iter().chain(&last) {
                    let nogood: Box<[Guess]> = path.iter().copied().chain([g]).collect();
                    self.queue.nogoods.add(self.shape, nogood);
                }
            }
            path.extend(tried);
        }
    }
}

/// A state on the search's stack.
#[derive(Clone)]
struct Frame {
    /// The state, with the guesses already searched below it taken out.
    state: State,
    /// The guess (cell, value) searched below it, while it is.
    tried: Option<(usize, u8)>,
    /// Where its guesses taken out start in the run's list of them.
    refuted: usize,
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
    search(puzzle, observer, limit, keep_first, each, RESTART_UNIT)
}

/// [`search_any_size`], its runs cut short after `luby(k) * restart_unit` dead ends.
fn search<'a, O: SearchObserver>(
    puzzle: &Grid,
    observer: &'a mut O,
    limit: u64,
    keep_first: bool,
    each: Option<&'a mut dyn FnMut(&Grid) -> bool>,
    restart_unit: u64,
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
        restart_unit,
        draw: Draw::new(SEED),
        weights: Weights::new(shape),
        queue: Queue::new(),
        conflict: None,
        activity: Activity::new(shape),
    };
    if limit == 0 {
        return (0, None, false, s.stats);
    }
    let Some(state) = State::new(puzzle, shape, &mut s.queue) else {
        return (0, None, false, s.stats);
    };
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

    #[test]
    fn runs_cut_short_after_each_dead_end_count_what_one_run_counts() {
        // A 9x9 puzzle with one given left out (1369 solutions), another (402), and one with
        // a given changed (none): with a restart after every dead end, the nogoods and the
        // solutions remembered keep the count exact.
        let unique =
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
        let mut cases = Vec::new();
        for (cell, value) in [(12, 0), (26, 0), (26, 7)] {
            let mut p = parse_line(unique).unwrap();
            p.set(cell, value);
            cases.push(p);
        }
        for p in &cases {
            let (once, ..) = search(p, &mut Unwatched, u64::MAX, false, None, u64::MAX);
            let mut listed = HashSet::new();
            let mut each = |s: &Grid| {
                assert!(s.solves(p));
                listed.insert(s.to_line())
            };
            let (found, _, _, stats) =
                search(p, &mut Unwatched, u64::MAX, false, Some(&mut each), 1);
            assert_eq!(found, once, "{p}");
            assert_eq!(listed.len() as u64, once, "{p}");
            assert!(stats.backtracks > 2, "{p}: {stats:?}");
        }
        let counts: Vec<u64> = cases.iter().map(|p| count(p, u64::MAX)).collect();
        assert_eq!(counts, [1369, 402, 0]);
    }
}

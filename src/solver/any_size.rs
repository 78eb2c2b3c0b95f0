//! The backtracker for boards of every box size (4x4, 16x16, 25x25; 9x9 too, though the 9x9
//! bitboard engine serves that size): bitmask candidates per cell, naked and hidden singles,
//! and a guess in the cell with the fewest candidates.

use super::observer::{SearchObserver, SearchStats};
use super::search::Halt;
use crate::board::{Grid, MAX_CELLS, Shape};

/// The most units a board has: 75 on a 25x25 board.
const MAX_UNITS: usize = 75;

/// A board part way through the search: the values placed and each cell's candidates.
#[derive(Clone, Copy)]
struct State {
    /// The value of each cell, 0 while unknown.
    values: [u8; MAX_CELLS],
    /// The candidates of each unknown cell (bit v - 1 for value v).
    cand: [u32; MAX_CELLS],
    /// The values placed in each unit.
    placed: [u32; MAX_UNITS],
    /// How many cells are still unknown.
    open: usize,
}

impl State {
    /// The puzzle's givens placed; `None` when two of them clash.
    fn new(puzzle: &Grid, shape: &Shape) -> Option<State> {
        let mut state = State {
            values: [0; MAX_CELLS],
            cand: [0; MAX_CELLS],
            placed: [0; MAX_UNITS],
            open: shape.cells(),
        };
        state.cand[..shape.cells()].fill(shape.all_digits());
        for i in 0..shape.cells() {
            let v = puzzle.get(i);
            if v != 0 && !state.place(shape, i, v) {
                return None;
            }
        }
        Some(state)
    }

    /// Places value `v` in cell `i`; false when it is not a candidate there.
    #[inline]
    fn place(&mut self, shape: &Shape, i: usize, v: u8) -> bool {
        let bit = 1u32 << (v - 1);
        if self.cand[i] & bit == 0 {
            return false;
        }
        self.values[i] = v;
        self.cand[i] = 0;
        self.open -= 1;
        let side = shape.side();
        for u in [
            shape.row_of(i),
            side + shape.col_of(i),
            2 * side + shape.box_of(i),
        ] {
            self.placed[u] |= bit;
        }
        for &p in shape.peers(i) {
            self.cand[p] &= !bit;
        }
        true
    }

    /// Places every naked and hidden single until none is left; false on a contradiction (a
    /// cell with no candidate, or a value with no place in a unit).
    fn propagate(&mut self, shape: &Shape) -> bool {
        let cells = shape.cells();
        let all = shape.all_digits();
        loop {
            let mut changed = false;
            for i in 0..cells {
                if self.values[i] != 0 {
                    continue;
                }
                let c = self.cand[i];
                if c == 0 {
                    return false;
                }
                if c.is_power_of_two() {
                    self.place(shape, i, c.trailing_zeros() as u8 + 1);
                    changed = true;
                }
            }
            for u in 0..shape.unit_count() {
                let (mut once, mut twice) = (0u32, 0u32);
                for &i in shape.unit(u) {
                    let c = self.cand[i];
                    twice |= once & c;
                    once |= c;
                }
                if (once | self.placed[u]) != all {
                    return false;
                }
                let mut hidden = once & !twice;
                while hidden != 0 {
                    let bit = hidden & hidden.wrapping_neg();
                    hidden &= hidden - 1;
                    let Some(&i) = shape.unit(u).iter().find(|&&i| self.cand[i] & bit != 0) else {
                        // An earlier single of this pass took it.
                        continue;
                    };
                    if !self.place(shape, i, bit.trailing_zeros() as u8 + 1) {
                        return false;
                    }
                    changed = true;
                }
            }
            if !changed {
                return true;
            }
        }
    }

    /// The unknown cell with the fewest candidates (the first such in reading order).
    fn most_constrained(&self, shape: &Shape) -> usize {
        let mut best = (u32::MAX, 0);
        for i in 0..shape.cells() {
            if self.values[i] == 0 {
                let k = self.cand[i].count_ones();
                if k < best.0 {
                    best = (k, i);
                    if k <= 2 {
                        break;
                    }
                }
            }
        }
        best.1
    }

    /// The values known so far, as a grid of `puzzle`'s size.
    fn known(&self, n: usize, cells: usize) -> Grid {
        Grid::from_values(n, &self.values[..cells]).expect("placed values are in range")
    }
}

/// One depth-first search over boards of any size.
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

    /// Counts a solution; `Err` once enough are found.
    fn solution(&mut self, state: &State) -> Result<(), Halt> {
        self.found += 1;
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

    /// Searches below a propagated `root`, depth first on a stack of its own (a 25x25 search
    /// may go deep); `Err` once the whole search must end.
    fn explore(&mut self, root: State) -> Result<(), Halt> {
        if root.open == 0 {
            return self.solution(&root);
        }
        let shape = self.shape;
        let mut stack = vec![Frame::new(root, shape)];
        while let Some(top) = stack.last_mut() {
            if top.left == 0 {
                stack.pop();
                continue;
            }
            let v = top.left.trailing_zeros() as u8 + 1;
            top.left &= top.left - 1;
            let cell = top.cell;
            let mut child = top.state;
            self.stats.placements += 1;
            if child.place(shape, cell, v) && child.propagate(shape) {
                self.step(&child)?;
                if child.open == 0 {
                    self.solution(&child)?;
                } else {
                    stack.push(Frame::new(child, shape));
                }
            } else {
                self.stats.backtracks += 1;
                if O::WATCHING {
                    let parent = &stack.last().expect("the frame just tried").state;
                    self.step(parent)?;
                }
            }
        }
        Ok(())
    }
}

/// One guess on the search's stack: the state before it, the cell guessed, and the values
/// not yet tried there.
struct Frame {
    state: State,
    cell: usize,
    left: u32,
}

impl Frame {
    /// The guess below `state`: its most constrained cell, every candidate still to try.
    fn new(state: State, shape: &Shape) -> Frame {
        let cell = state.most_constrained(shape);
        Frame {
            state,
            cell,
            left: state.cand[cell],
        }
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
    };
    let Some(mut state) = State::new(puzzle, shape) else {
        return (0, None, false, s.stats);
    };
    if limit == 0 || !state.propagate(shape) {
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

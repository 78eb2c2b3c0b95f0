//! A board of any size part way through the search: the values placed, each cell's
//! candidates, and propagation to a fixed point (naked singles, hidden singles per unit,
//! then locked candidates, see `locked.rs`).

use crate::board::{Grid, MAX_CELLS, Shape};

/// The most units a board has: 75 on a 25x25 board.
pub(super) const MAX_UNITS: usize = 75;

/// Where propagation met a contradiction.
#[derive(Clone, Copy, Debug)]
pub(super) enum Dead {
    /// This cell has no candidate left.
    Cell(usize),
    /// A value has no place left in this unit.
    Unit(usize),
}

impl Dead {
    /// The units to blame: the cell's row, column and box, or the unit.
    pub(super) fn units(self, shape: &Shape) -> impl Iterator<Item = usize> {
        let side = shape.side();
        let units = match self {
            Dead::Cell(i) => [
                shape.row_of(i),
                side + shape.col_of(i),
                2 * side + shape.box_of(i),
            ],
            Dead::Unit(u) => [u; 3],
        };
        let distinct = if matches!(self, Dead::Cell(_)) { 3 } else { 1 };
        units.into_iter().take(distinct)
    }
}

/// A board part way through the search: the values placed and each cell's candidates.
#[derive(Clone, Copy)]
pub(super) struct State {
    /// The value of each cell, 0 while unknown.
    pub(super) values: [u8; MAX_CELLS],
    /// The candidates of each unknown cell (bit v - 1 for value v), 0 once placed.
    pub(super) cand: [u32; MAX_CELLS],
    /// The values placed in each unit.
    placed: [u32; MAX_UNITS],
    /// How many cells are still unknown.
    pub(super) open: usize,
}

impl State {
    /// The puzzle's givens placed; `None` when two of them clash.
    pub(super) fn new(puzzle: &Grid, shape: &Shape) -> Option<State> {
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
    pub(super) fn place(&mut self, shape: &Shape, i: usize, v: u8) -> bool {
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

    /// Places every naked and hidden single and removes every locked candidate until none is
    /// left; `Err` on a contradiction.
    pub(super) fn propagate(&mut self, shape: &Shape) -> Result<(), Dead> {
        loop {
            if self.singles(shape)? {
                continue;
            }
            if !super::locked::remove_locked(self, shape) {
                return Ok(());
            }
        }
    }

    /// One pass of naked singles over the cells, then hidden singles over the units: whether
    /// anything was placed, `Err` on a contradiction.
    fn singles(&mut self, shape: &Shape) -> Result<bool, Dead> {
        let all = shape.all_digits();
        let mut changed = false;
        for i in 0..shape.cells() {
            if self.values[i] != 0 {
                continue;
            }
            let c = self.cand[i];
            if c == 0 {
                return Err(Dead::Cell(i));
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
                return Err(Dead::Unit(u));
            }
            let mut hidden = once & !twice;
            while hidden != 0 {
                let bit = hidden & hidden.wrapping_neg();
                hidden &= hidden - 1;
                let Some(&i) = shape.unit(u).iter().find(|&&i| self.cand[i] & bit != 0) else {
                    // An earlier single of this pass took it.
                    continue;
                };
                self.place(shape, i, bit.trailing_zeros() as u8 + 1);
                changed = true;
            }
        }
        Ok(changed)
    }

    /// The values known so far, as a grid of box size `n`.
    pub(super) fn known(&self, n: usize, cells: usize) -> Grid {
        Grid::from_values(n, &self.values[..cells]).expect("placed values are in range")
    }
}

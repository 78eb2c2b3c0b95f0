//! A board of any size part way through the search: the values placed, each cell's
//! candidates, each value's places in each unit, and propagation to a fixed point (naked
//! singles, hidden singles per unit, a matching of values to cells in every unit, see
//! `matching.rs`, then naked and hidden pairs, see `pairs.rs`, and locked candidates, see
//! `locked.rs`).
//!
//! Propagation works from a queue: removing a candidate updates the places of its value in
//! the cell's three units on the spot, and a cell left with one candidate, or a value left
//! with one place in a unit, goes on the queue; a cell left with none, or a value with no
//! place, is a contradiction at once. Pairs and locked candidates look only at the units, and
//! values, whose places changed since they last looked. So a step costs what it changes, not a pass over the
//! board.

use super::bits::two;
use super::cell_units::{InUnit, cell_units};
use super::locked::remove_locked;
use super::matching::{NONE, rematch};
use super::nogoods::Nogoods;
use super::pairs::{remove_hidden_pairs, remove_naked_pairs};
use crate::board::{Grid, MAX_BOX, MAX_CELLS, Shape};

/// The most units a board has: 75 on a 25x25 board.
pub(super) const MAX_UNITS: usize = 75;

/// The most values a board has: 25 on a 25x25 board.
const MAX_SIDE: usize = MAX_BOX * MAX_BOX;

/// Bit u of a set of units, for each unit u: a look-up costs less than a 128-bit shift.
static UNIT_BIT: [u128; MAX_UNITS] = {
    let mut bits = [0; MAX_UNITS];
    let mut u = 0;
    while u < MAX_UNITS {
        bits[u] = 1 << u;
        u += 1;
    }
    bits
};

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
        let (units, distinct) = match self {
            Dead::Cell(i) => (cell_units(shape)[i].map(|(u, _)| usize::from(u)), 3),
            Dead::Unit(u) => ([u; 3], 1),
        };
        units.into_iter().take(distinct)
    }
}

/// A single found and not yet placed.
#[derive(Clone, Copy)]
pub(super) enum Single {
    /// This cell has one candidate left.
    Naked(u16),
    /// This value (bit) has one place left in this unit.
    Hidden(u8, u32),
}

/// The work of a propagation: the singles waiting to be placed and the cells placed since
/// the nogoods last looked, both empty between propagations, and the nogoods themselves
/// (kept by the search, so that the nogoods last across runs and the room is reused).
#[derive(Default)]
pub(super) struct Queue {
    singles: Vec<Single>,
    placed: Vec<u16>,
    /// The nogoods recorded from restarts.
    pub(super) nogoods: Nogoods,
}

impl Queue {
    /// No work and no nogoods.
    pub(super) fn new() -> Queue {
        Queue::default()
    }

    /// Puts a single on the queue.
    pub(super) fn push(&mut self, single: Single) {
        self.singles.push(single);
    }

    /// Forgets the work left by a propagation that met a contradiction.
    fn clear(&mut self) {
        self.singles.clear();
        self.placed.clear();
    }
}

/// A board part way through the search: the values placed and each cell's candidates.
#[derive(Clone, Copy)]
pub(super) struct State {
    /// The value of each cell, 0 while unknown.
    pub(super) values: [u8; MAX_CELLS],
    /// The candidates of each unknown cell (bit v - 1 for value v), 0 once placed.
    pub(super) cand: [u32; MAX_CELLS],
    /// The places of each value (index v - 1) in each unit: bit k for the unit's k-th cell,
    /// while that cell is unknown and has the value as a candidate.
    pub(super) places: [[u32; MAX_SIDE]; MAX_UNITS],
    /// The values placed in each unit.
    pub(super) placed: [u32; MAX_UNITS],
    /// How many cells are still unknown.
    pub(super) open: usize,
    /// The units (bit u) where some value's places changed since locked candidates last
    /// looked at them.
    pub(super) touched: u128,
    /// The units (bit u) where a cell was left with two candidates that another cell of
    /// the unit has, since naked pairs last looked at them (a naked pair forms only then, as
    /// candidates only go).
    pub(super) paired: u128,
    /// Which values' places changed in each unit since then.
    pub(super) moved: [u32; MAX_UNITS],
    /// Each unit's matching (`matching.rs`): the cell (place in the unit) of each value...
    pub(super) mate: [[u8; MAX_SIDE]; MAX_UNITS],
    /// ... and the value of each cell, `NONE` when it has none.
    pub(super) owner: [[u8; MAX_SIDE]; MAX_UNITS],
    /// The values of each unit that lost their cell since the matching was last mended.
    pub(super) unmatched: [u32; MAX_UNITS],
    /// The units (bit u) with such values.
    pub(super) unmatched_units: u128,
}

impl State {
    /// The puzzle's givens placed and propagated; `None` when two of them clash or
    /// propagation meets a contradiction (either way, no solution).
    pub(super) fn new(puzzle: &Grid, shape: &Shape, queue: &mut Queue) -> Option<State> {
        let side = shape.side();
        let mut state = State {
            values: [0; MAX_CELLS],
            cand: [0; MAX_CELLS],
            places: [[0; MAX_SIDE]; MAX_UNITS],
            placed: [0; MAX_UNITS],
            open: shape.cells(),
            touched: 0,
            paired: 0,
            moved: [0; MAX_UNITS],
            mate: [[NONE; MAX_SIDE]; MAX_UNITS],
            owner: [[NONE; MAX_SIDE]; MAX_UNITS],
            unmatched: [0; MAX_UNITS],
            unmatched_units: 0,
        };
        state.cand[..shape.cells()].fill(shape.all_digits());
        for places in &mut state.places[..shape.unit_count()] {
            places[..side].fill(shape.all_digits());
        }
        queue.clear();
        for i in 0..shape.cells() {
            let v = puzzle.get(i);
            if v != 0
                && (state.cand[i] & 1 << (v - 1) == 0 || state.assign(shape, i, v, queue).is_err())
            {
                return None;
            }
        }
        state.touched = (1u128 << shape.unit_count()) - 1;
        state.paired = state.touched;
        state.moved[..shape.unit_count()].fill(shape.all_digits());
        state.unmatched_units = state.touched;
        state.unmatched[..shape.unit_count()].fill(shape.all_digits());
        state.settle(shape, queue).ok()?;
        Some(state)
    }

    /// Places the guess `v` in cell `i` (a candidate there) and propagates; `Err` on a
    /// contradiction.
    pub(super) fn guess(
        &mut self,
        shape: &Shape,
        i: usize,
        v: u8,
        queue: &mut Queue,
    ) -> Result<(), Dead> {
        self.change_and_settle(shape, i, v, queue, |state, queue| {
            state.assign(shape, i, v, queue)
        })
    }

    /// Takes the candidate `v` out of cell `i` (a guess whose every solution was found) and
    /// propagates; `Err` on a contradiction.
    pub(super) fn refute(
        &mut self,
        shape: &Shape,
        i: usize,
        v: u8,
        queue: &mut Queue,
    ) -> Result<(), Dead> {
        self.change_and_settle(shape, i, v, queue, |state, queue| {
            state.remove(shape, i, 1 << (v - 1), queue)
        })
    }

    /// Makes `change` to the candidate `v` of cell `i` on an empty queue, then propagates
    /// what it queued; `Err` on a contradiction.
    fn change_and_settle(
        &mut self,
        shape: &Shape,
        i: usize,
        v: u8,
        queue: &mut Queue,
        change: impl FnOnce(&mut Self, &mut Queue) -> Result<(), Dead>,
    ) -> Result<(), Dead> {
        debug_assert!(
            self.cand[i] & 1 << (v - 1) != 0,
            "a guess or a refutation works on a candidate"
        );
        queue.clear();
        change(self, queue)?;
        self.settle(shape, queue)
    }

    /// Places the queued singles, then looks for pairs and locked candidates in the units
    /// touched since the last look, until nothing is left to do.
    fn settle(&mut self, shape: &Shape, queue: &mut Queue) -> Result<(), Dead> {
        loop {
            while let Some(single) = queue.singles.pop() {
                match single {
                    Single::Naked(i) => {
                        let i = usize::from(i);
                        if self.values[i] == 0 {
                            let v = self.cand[i].trailing_zeros() as u8 + 1;
                            self.assign(shape, i, v, queue)?;
                        }
                    }
                    Single::Hidden(u, bit) => {
                        let u = usize::from(u);
                        if self.placed[u] & bit == 0 {
                            let k = bit.trailing_zeros();
                            let at = self.places[u][k as usize];
                            if at == 0 {
                                return Err(Dead::Unit(u));
                            }
                            let i = shape.unit(u)[at.trailing_zeros() as usize];
                            self.assign(shape, i, k as u8 + 1, queue)?;
                        }
                    }
                }
            }
            if queue.nogoods.is_empty() {
                queue.placed.clear();
            } else if let Some(i) = queue.placed.pop() {
                let mut nogoods = std::mem::take(&mut queue.nogoods);
                let woke = nogoods.wake(self, shape, usize::from(i), queue);
                queue.nogoods = nogoods;
                woke?;
                continue;
            }
            rematch(self)?;
            if self.touched == 0 {
                return Ok(());
            }
            let mut units = std::mem::take(&mut self.touched);
            while units != 0 {
                let u = units.trailing_zeros() as usize;
                units &= units - 1;
                let values = std::mem::take(&mut self.moved[u]) & !self.placed[u];
                remove_hidden_pairs(self, shape, u, values, queue)?;
                if self.paired & 1 << u != 0 {
                    self.paired &= !(1 << u);
                    remove_naked_pairs(self, shape, u, queue)?;
                }
                remove_locked(self, shape, u, values, queue)?;
            }
        }
    }

    /// Places value `v` in cell `i`: its other candidates go, and `v` leaves its peers.
    fn assign(&mut self, shape: &Shape, i: usize, v: u8, queue: &mut Queue) -> Result<(), Dead> {
        let bit = 1u32 << (v - 1);
        let units = cell_units(shape)[i];
        // The peers that lose the value: its places in the cell's units, as a set of cells
        // (bit j for cell j), so that they lose it in the order of the cells.
        let mut losing = [0u64; MAX_CELLS.div_ceil(64)];
        for (u, _) in units {
            let u = usize::from(u);
            self.placed[u] |= bit;
            // The value has no place left in the unit: its peers there lose it below, and
            // `count_out` passes over the units where all the values gone are placed.
            let mut at = std::mem::take(&mut self.places[u][usize::from(v - 1)]);
            while at != 0 {
                let p = shape.unit(u)[at.trailing_zeros() as usize];
                at &= at - 1;
                losing[p / 64] |= 1 << (p % 64);
            }
            // The value no longer needs a cell of the matching: its cell is free for another.
            let mate = std::mem::replace(&mut self.mate[u][usize::from(v - 1)], NONE);
            if mate != NONE {
                self.owner[u][usize::from(mate)] = NONE;
            }
        }
        losing[i / 64] &= !(1 << (i % 64));
        self.values[i] = v;
        self.open -= 1;
        queue.placed.push(i as u16);
        let gone = self.cand[i];
        self.cand[i] = 0;
        // The value itself has no place left in the cell's units (taken above).
        self.count_out(units, gone & !bit, queue)?;
        for (w, &word) in losing[..shape.cells().div_ceil(64)].iter().enumerate() {
            let mut cells = word;
            while cells != 0 {
                let p = w * 64 + cells.trailing_zeros() as usize;
                cells &= cells - 1;
                self.remove(shape, p, bit, queue)?;
            }
        }
        Ok(())
    }

    /// Removes the candidates `mask` (some of them there) from the unknown cell `i`.
    #[inline]
    pub(super) fn remove(
        &mut self,
        shape: &Shape,
        i: usize,
        mask: u32,
        queue: &mut Queue,
    ) -> Result<(), Dead> {
        let gone = self.cand[i] & mask;
        let left = self.cand[i] & !mask;
        self.cand[i] = left;
        if left == 0 {
            return Err(Dead::Cell(i));
        }
        let units = cell_units(shape)[i];
        if left.is_power_of_two() {
            queue.push(Single::Naked(i as u16));
        } else if two(left) {
            self.pair_up(units, shape, left);
        }
        if gone & (gone - 1) == 0 {
            self.count_out_one(units, gone, queue)
        } else {
            self.count_out(units, gone, queue)
        }
    }

    /// Marks for naked pairs the units of a cell just left with the two candidates `left`
    /// (at places `units`) where another cell has the same two: a naked pair forms only as
    /// its second cell is left with two, so the units without such a cell need no look.
    /// (The places of the other cells are up to date here but for a value being placed in a
    /// unit, and a pair of such a value's unit is no pair once its cells lose the value.)
    #[inline]
    fn pair_up(&mut self, units: [InUnit; 3], shape: &Shape, left: u32) {
        let v = left.trailing_zeros() as usize;
        let w = (left & (left - 1)).trailing_zeros() as usize;
        for (u, k) in units {
            let u = usize::from(u);
            let mut others = self.places[u][v] & self.places[u][w] & !(1 << k);
            while others != 0 {
                let j = shape.unit(u)[others.trailing_zeros() as usize];
                others &= others - 1;
                if self.cand[j] == left {
                    self.paired |= UNIT_BIT[u];
                    break;
                }
            }
        }
    }

    /// [`count_out`](Self::count_out) for one value gone (the bit `gone`), the most common
    /// case (a peer losing the value just placed, a locked candidate), without a loop over
    /// the values.
    #[inline]
    fn count_out_one(
        &mut self,
        units: [InUnit; 3],
        gone: u32,
        queue: &mut Queue,
    ) -> Result<(), Dead> {
        let v = gone.trailing_zeros() as usize;
        for (u, k) in units {
            let u = usize::from(u);
            if self.placed[u] & gone != 0 {
                continue;
            }
            self.touched |= UNIT_BIT[u];
            self.moved[u] |= gone;
            if usize::from(self.owner[u][usize::from(k)]) == v {
                self.owner[u][usize::from(k)] = NONE;
                self.mate[u][v] = NONE;
                self.unmatched[u] |= gone;
                self.unmatched_units |= UNIT_BIT[u];
            }
            let places = self.places[u][v] & !(1 << k);
            self.places[u][v] = places;
            if places & places.wrapping_sub(1) == 0 {
                if places == 0 {
                    return Err(Dead::Unit(u));
                }
                queue.push(Single::Hidden(u as u8, gone));
            }
        }
        Ok(())
    }

    /// Takes the values `gone` out of one cell's places in each of `units`: a value left
    /// with one place goes on the queue, one left with none is a contradiction.
    #[inline]
    fn count_out(&mut self, units: [InUnit; 3], gone: u32, queue: &mut Queue) -> Result<(), Dead> {
        for (u, k) in units {
            let u = usize::from(u);
            if gone & !self.placed[u] == 0 {
                // A peer losing the value just placed in the unit: nothing to count there.
                continue;
            }
            self.touched |= UNIT_BIT[u];
            self.moved[u] |= gone;
            // The cell's value in the matching, if it was one of those gone, needs another.
            let holder = self.owner[u][usize::from(k)];
            if holder != NONE && gone & 1 << holder != 0 {
                self.owner[u][usize::from(k)] = NONE;
                self.mate[u][usize::from(holder)] = NONE;
                self.unmatched[u] |= 1 << holder;
                self.unmatched_units |= UNIT_BIT[u];
            }
            let open = !self.placed[u];
            let mut left = gone;
            while left != 0 {
                let v = left.trailing_zeros() as usize;
                left &= left - 1;
                let places = self.places[u][v] & !(1 << k);
                self.places[u][v] = places;
                if open & 1 << v != 0 && places & places.wrapping_sub(1) == 0 {
                    if places == 0 {
                        return Err(Dead::Unit(u));
                    }
                    queue.push(Single::Hidden(u as u8, 1 << v));
                }
            }
        }
        Ok(())
    }

    /// The values known so far, as a grid of box size `n`.
    pub(super) fn known(&self, n: usize, cells: usize) -> Grid {
        Grid::from_values(n, &self.values[..cells]).expect("placed values are in range")
    }
}

//! The weights of dom/wdeg branching (`branch.rs`): how often each unit met a dead end, from
//! 1, and for each cell the sum of its three units' weights, kept as the units' weights grow
//! so that the choice of a cell, at every guess, reads one number per cell instead of three.

use super::state::MAX_UNITS;
use crate::board::{MAX_CELLS, Shape};

/// The weights of the units of a board and of its cells.
pub(super) struct Weights {
    /// Each unit's weight: 1, plus the dead ends met there.
    units: [u32; MAX_UNITS],
    /// Each cell's units' weights, summed.
    cells: [u64; MAX_CELLS],
}

impl Weights {
    /// Every unit of weight 1 on a board of `shape`.
    pub(super) fn new(shape: &Shape) -> Weights {
        let mut cells = [0; MAX_CELLS];
        cells[..shape.cells()].fill(3);
        Weights {
            units: [1; MAX_UNITS],
            cells,
        }
    }

    /// Counts a dead end in unit `u`.
    pub(super) fn bump(&mut self, shape: &Shape, u: usize) {
        if let Some(w) = self.units[u].checked_add(1) {
            self.units[u] = w;
            for &i in shape.unit(u) {
                self.cells[i] += 1;
            }
        }
    }

    /// The weight of unit `u`.
    pub(super) fn unit(&self, u: usize) -> u32 {
        self.units[u]
    }

    /// The weight of cell `i`: its three units' weights.
    #[inline]
    pub(super) fn cell(&self, i: usize) -> u64 {
        self.cells[i]
    }
}

#[cfg(test)]
mod tests {
    use super::super::cell_units::cell_units;
    use super::*;

    #[test]
    fn a_cell_weighs_what_its_units_weigh() {
        let shape = Shape::of(3);
        let mut weights = Weights::new(shape);
        for u in [0, 0, 9, 18, 26, 26, 26] {
            weights.bump(shape, u);
        }
        for (i, units) in cell_units(shape).iter().enumerate() {
            let sum: u64 = units
                .iter()
                .map(|&(u, _)| u64::from(weights.unit(usize::from(u))))
                .sum();
            assert_eq!(weights.cell(i), sum, "cell {i}");
        }
    }
}

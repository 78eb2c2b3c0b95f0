//! The candidates as the chains read and change them: each cell's digits and each digit's
//! cells, and the order Sukaku Explainer visits a cell's units in.

use crate::human::candidates::Candidates;
use crate::human::units::{CellSet, UNIT_SETS, box_of, cells_of, col_of, row_of};

/// A position's candidates, cheap to copy and to change.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Marks {
    /// Each cell's candidates (bit `d0` for digit `d0 + 1`); 0 for a solved cell.
    pub(crate) cells: [u16; 81],
    /// Each digit's (0-based) cells.
    pub(crate) places: [CellSet; 9],
    /// The cells without a value (the chains take candidates out, and never place one).
    pub(crate) open: CellSet,
    /// How many cells hold each digit (0-based).
    pub(crate) placed: [u8; 9],
}

impl Marks {
    /// The candidates of a position.
    pub(crate) fn of(c: &Candidates) -> Marks {
        let mut marks = Marks {
            cells: [0; 81],
            places: [0; 9],
            open: 0,
            placed: [0; 9],
        };
        for i in 0..81 {
            match c.value(i) {
                0 => marks.open |= 1 << i,
                v => marks.placed[usize::from(v - 1)] += 1,
            }
            let m = c.cell(i);
            marks.cells[i] = m;
            for d0 in 0..9 {
                if m >> d0 & 1 != 0 {
                    marks.places[d0] |= 1 << i;
                }
            }
        }
        marks
    }
    /// The position with every `step`-th candidate taken out, each cell keeping one (test
    /// positions thinner than a puzzle's start).
    #[cfg(test)]
    pub(crate) fn thinned(&self, step: usize) -> Marks {
        let mut out = *self;
        let mut k = 0;
        for i in 0..81 {
            for d0 in crate::human::units::bits(self.cells[i]) {
                k += 1;
                if k % step == 0 && crate::human::units::count(out.cells[i]) > 1 {
                    out.remove(i, d0);
                }
            }
        }
        out
    }

    /// Takes digit `d0` (0-based) out of cell `i`.
    #[inline]
    pub(crate) fn remove(&mut self, i: usize, d0: usize) {
        self.cells[i] &= !(1 << d0);
        self.places[d0] &= !(1 << i);
    }

    /// The cells of unit `u` holding digit `d0`, as a set.
    #[inline]
    pub(crate) fn in_unit(&self, u: usize, d0: usize) -> CellSet {
        self.places[d0] & UNIT_SETS[u]
    }
}

/// The units of cell `i` in the order Sukaku Explainer visits them: box, row, column.
#[inline]
pub(crate) fn units_of(i: usize) -> [usize; 3] {
    UNITS_OF[i].map(usize::from)
}

/// Each cell's units, box, row, column: a load instead of divisions in the chains' loops.
const UNITS_OF: [[u8; 3]; 81] = {
    let mut t = [[0; 3]; 81];
    let mut i = 0;
    while i < 81 {
        t[i] = [
            (18 + box_of(i)) as u8,
            row_of(i) as u8,
            (9 + col_of(i)) as u8,
        ];
        i += 1;
    }
    t
};

/// The cells of `set` that lie in unit `u`, in the unit's order (which is the cells'
/// order: a unit's places are numbered as its cells are, in reading order).
#[inline]
pub(crate) fn in_order(u: usize, set: CellSet) -> impl Iterator<Item = usize> {
    cells_of(set & UNIT_SETS[u])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::human::units::UNIT_CELLS;

    #[test]
    fn a_cells_units_are_its_box_row_and_column() {
        // r5c6 (cell 41): box 5, row 5, column 6.
        assert_eq!(units_of(41), [18 + 4, 4, 9 + 5]);
        for i in 0..81 {
            for u in units_of(i) {
                assert!(UNIT_SETS[u] >> i & 1 != 0);
            }
        }
    }

    #[test]
    fn a_units_cells_come_in_its_order() {
        for (u, cells) in UNIT_CELLS.iter().enumerate() {
            // Every other cell of the board, and the whole board.
            for set in [0x5555_5555_5555_5555_5555u128, (1 << 81) - 1] {
                let expected: Vec<usize> = cells
                    .iter()
                    .map(|&j| usize::from(j))
                    .filter(|&j| set >> j & 1 != 0)
                    .collect();
                assert_eq!(in_order(u, set).collect::<Vec<_>>(), expected);
            }
        }
    }
}

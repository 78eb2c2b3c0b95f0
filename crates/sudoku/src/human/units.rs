//! The 27 units as the human solver reads them: the board's 9x9 tables (which cells a unit
//! holds, which units a cell is in, and where), and nine-bit masks of digits or places.
//!
//! Units are numbered 0..9 for rows, 9..18 for columns and 18..27 for boxes, as
//! [`Unit::index`](crate::board::Unit::index) numbers them. A cell's position in a unit is its
//! column in a row, its row in a column and its place in reading order (0..9) in a box.

use crate::board::{Digits, Unit, ones};

/// The board's 9x9 tables (`UNIT_CELLS`, `CELL_UNITS`, `CELL_PLACES`, `UNIT_SETS`,
/// `PEER_SETS`, `CellSet`, `cells_of`...), under the names the techniques read them by.
pub(crate) use crate::board::nine::*;

/// How many bits each nine-bit mask has: one load instead of a software bit count (the
/// portable x86-64 target has no population-count instruction).
const POPCOUNT: [u8; 512] = {
    let mut t = [0; 512];
    let mut m = 1;
    while m < 512 {
        t[m] = t[m >> 1] + (m & 1) as u8;
        m += 1;
    }
    t
};

/// How many bits a nine-bit mask has (candidates of a cell, places of a digit in a unit).
#[inline(always)]
pub(crate) fn count(mask: u16) -> usize {
    usize::from(POPCOUNT[usize::from(mask & Digits::NINE.nine_bits())])
}

/// True when a set of cells holds exactly one (without a 128-bit bit count, which the
/// portable target makes a slow software routine).
#[inline(always)]
pub(crate) fn is_single(set: CellSet) -> bool {
    set != 0 && set & (set - 1) == 0
}

/// The bits of a nine-bit mask, ascending (a digit mask gives digits 0..9, 0-based).
pub(crate) fn bits(mask: u16) -> impl Iterator<Item = usize> {
    ones(u32::from(mask))
}

/// How people name a unit: `row 5`, `column 3`, `box 4` (numbered from 1).
pub fn unit_name(unit: usize) -> String {
    Unit::from_index(unit, 9).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn units_are_named_from_one() {
        assert_eq!(unit_name(4), "row 5");
        assert_eq!(unit_name(11), "column 3");
        assert_eq!(unit_name(21), "box 4");
        assert_eq!(bits(0b1_0000_0101).collect::<Vec<_>>(), [0, 2, 8]);
        assert!((0..512u16).all(|m| count(m) == m.count_ones() as usize));
    }
}

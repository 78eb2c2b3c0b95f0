//! The 27 units as tables: which cells a unit holds, which units a cell is in, and where.
//!
//! Units are numbered 0..9 for rows, 9..18 for columns and 18..27 for boxes, as in
//! [`unit_cells`](crate::board::unit_cells). A cell's position in a unit is its column in a
//! row, its row in a column and its place in reading order (0..9) in a box.

use crate::board::{box_of, cell_in_box, col_of, row_of};

/// The nine cells of each unit, in position order.
pub(crate) const UNIT_CELLS: [[u8; 9]; 27] = {
    let mut t = [[0; 9]; 27];
    let mut k = 0;
    while k < 9 {
        let mut n = 0;
        while n < 9 {
            t[k][n] = (k * 9 + n) as u8;
            t[9 + k][n] = (n * 9 + k) as u8;
            t[18 + k][n] = cell_in_box(k, n) as u8;
            n += 1;
        }
        k += 1;
    }
    t
};

/// The units of each cell: its row, its column and its box.
pub(crate) const CELL_UNITS: [[u8; 3]; 81] = {
    let mut t = [[0; 3]; 81];
    let mut i = 0;
    while i < 81 {
        t[i] = [row_of(i) as u8, 9 + col_of(i) as u8, 18 + box_of(i) as u8];
        i += 1;
    }
    t
};

/// The position of each cell in its row, its column and its box.
pub(crate) const CELL_PLACES: [[u8; 3]; 81] = {
    let mut t = [[0; 3]; 81];
    let mut i = 0;
    while i < 81 {
        t[i] = [
            col_of(i) as u8,
            row_of(i) as u8,
            ((i / 9 % 3) * 3 + i % 3) as u8,
        ];
        i += 1;
    }
    t
};

/// A set of cells as bits 0..81.
pub(crate) type CellSet = u128;

/// The cells of each unit as a set.
pub(crate) const UNIT_SETS: [CellSet; 27] = {
    let mut t = [0; 27];
    let mut u = 0;
    while u < 27 {
        let mut n = 0;
        while n < 9 {
            t[u] |= 1 << UNIT_CELLS[u][n];
            n += 1;
        }
        u += 1;
    }
    t
};

/// The 20 peers of each cell (the cells sharing a unit with it, not itself) as a set.
pub(crate) const PEER_SETS: [CellSet; 81] = {
    let mut t = [0; 81];
    let mut i = 0;
    while i < 81 {
        let [r, c, b] = CELL_UNITS[i];
        t[i] = (UNIT_SETS[r as usize] | UNIT_SETS[c as usize] | UNIT_SETS[b as usize]) & !(1 << i);
        i += 1;
    }
    t
};

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
    usize::from(POPCOUNT[usize::from(mask & 0x1FF)])
}

/// The cells of a set, ascending.
pub(crate) fn cells_of(mut set: CellSet) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let i = set.trailing_zeros() as usize;
            set &= set - 1;
            i
        })
    })
}

/// The bits of a nine-bit mask, ascending (a digit mask gives digits 0..9, 0-based).
pub(crate) fn bits(mut mask: u16) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let b = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            b
        })
    })
}

/// How people name a unit: `row 5`, `column 3`, `box 4` (numbered from 1).
pub fn unit_name(unit: usize) -> String {
    match unit {
        0..9 => format!("row {}", unit + 1),
        9..18 => format!("column {}", unit - 8),
        _ => format!("box {}", unit - 17),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{peers, unit_cells};

    #[test]
    fn tables_agree_with_the_board() {
        for (u, cells) in UNIT_CELLS.iter().enumerate() {
            assert_eq!(cells.map(usize::from), unit_cells(u));
            for (n, &i) in cells.iter().enumerate() {
                let k = u / 9;
                assert_eq!(CELL_UNITS[i as usize][k] as usize, u);
                assert_eq!(CELL_PLACES[i as usize][k] as usize, n);
            }
        }
        for (i, &set) in PEER_SETS.iter().enumerate() {
            assert_eq!(cells_of(set).collect::<Vec<_>>(), peers(i));
        }
    }

    #[test]
    fn units_are_named_from_one() {
        assert_eq!(unit_name(4), "row 5");
        assert_eq!(unit_name(11), "column 3");
        assert_eq!(unit_name(21), "box 4");
        assert_eq!(bits(0b1_0000_0101).collect::<Vec<_>>(), [0, 2, 8]);
        assert!((0..512u16).all(|m| count(m) == m.count_ones() as usize));
    }
}

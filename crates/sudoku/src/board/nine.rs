//! The 9x9 board's geometry as const tables, made at compile time from the formulas every
//! size shares ([`geometry`](super::geometry)). 9x9-only: for the code that works on 9x9
//! boards alone (the human solver, the generator's singles test, the agents' 9x9 views),
//! where a table lookup is the fast path.

use super::geometry::{box_at, column, places_of, row, unit_cell, units_of};

/// The box size of a 9x9 board.
const N: usize = 3;

/// How many cells a 9x9 board has.
pub(crate) const CELLS: usize = 81;

/// How many units a 9x9 board has: 9 rows, 9 columns, 9 boxes.
pub(crate) const UNITS: usize = 27;

/// A set of a 9x9 board's cells as bits 0..81.
pub(crate) type CellSet = u128;

/// The nine cells of each unit (rows, columns, boxes), in position order.
pub(crate) const UNIT_CELLS: [[u8; 9]; UNITS] = {
    let mut t = [[0; 9]; UNITS];
    let mut u = 0;
    while u < UNITS {
        let mut k = 0;
        while k < 9 {
            t[u][k] = unit_cell(N, u, k) as u8;
            k += 1;
        }
        u += 1;
    }
    t
};

/// For each cell, as bytes: its units (its row, its column, its box) or, with `places`, its
/// position in each of them.
const fn per_cell(places: bool) -> [[u8; 3]; CELLS] {
    let mut t = [[0; 3]; CELLS];
    let mut i = 0;
    while i < CELLS {
        let [a, b, c] = if places {
            places_of(N, i)
        } else {
            units_of(N, i)
        };
        t[i] = [a as u8, b as u8, c as u8];
        i += 1;
    }
    t
}

/// The units of each cell: its row, its column and its box.
pub(crate) const CELL_UNITS: [[u8; 3]; CELLS] = per_cell(false);

/// The position of each cell in its row, its column and its box.
pub(crate) const CELL_PLACES: [[u8; 3]; CELLS] = per_cell(true);

/// The units of each cell as bits of a 27-bit mask.
pub(crate) const CELL_UNIT_BITS: [u32; CELLS] = {
    let mut t = [0; CELLS];
    let mut i = 0;
    while i < CELLS {
        let [r, c, b] = CELL_UNITS[i];
        t[i] = 1 << r | 1 << c | 1 << b;
        i += 1;
    }
    t
};

/// Each cell as a set of cells: a load where a 128-bit shift by a variable takes several
/// instructions (placing marks a dozen cells changed).
pub(crate) const CELL_BIT: [CellSet; CELLS] = {
    let mut t = [0; CELLS];
    let mut i = 0;
    while i < CELLS {
        t[i] = 1 << i;
        i += 1;
    }
    t
};

/// The cells of each unit as a set.
pub(crate) const UNIT_SETS: [CellSet; UNITS] = {
    let mut t = [0; UNITS];
    let mut u = 0;
    while u < UNITS {
        let mut k = 0;
        while k < 9 {
            t[u] |= 1 << UNIT_CELLS[u][k];
            k += 1;
        }
        u += 1;
    }
    t
};

/// The 20 peers of each cell (the cells sharing a unit with it, not itself) as a set.
pub(crate) const PEER_SETS: [CellSet; CELLS] = {
    let mut t = [0; CELLS];
    let mut i = 0;
    while i < CELLS {
        let [r, c, b] = CELL_UNITS[i];
        t[i] = (UNIT_SETS[r as usize] | UNIT_SETS[c as usize] | UNIT_SETS[b as usize]) & !(1 << i);
        i += 1;
    }
    t
};

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

/// The row (0..9) of cell `i` of a 9x9 board.
pub const fn row_of(i: usize) -> usize {
    row(N, i)
}

/// The column (0..9) of cell `i` of a 9x9 board.
pub const fn col_of(i: usize) -> usize {
    column(N, i)
}

/// The box (0..9, left to right, top to bottom) of cell `i` of a 9x9 board.
pub const fn box_of(i: usize) -> usize {
    box_at(N, i)
}

/// Cell number `k` (0..9, reading order) of box `b` (0..9) of a 9x9 board.
pub const fn cell_in_box(b: usize, k: usize) -> usize {
    UNIT_CELLS[18 + b][k] as usize
}

/// The nine cells of unit `u` of a 9x9 board: 0..9 rows, 9..18 columns, 18..27 boxes.
pub fn unit_cells(u: usize) -> [usize; 9] {
    UNIT_CELLS[u].map(usize::from)
}

/// The 20 other cells that share a row, column or box with cell `i` of a 9x9 board, ascending.
pub fn peers(i: usize) -> [usize; 20] {
    let mut out = [0; 20];
    for (slot, j) in out.iter_mut().zip(cells_of(PEER_SETS[i])) {
        *slot = j;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Shape;

    #[test]
    fn the_tables_agree_with_the_nine_by_nine_shape() {
        let shape = Shape::nine();
        for (u, cells) in UNIT_CELLS.iter().enumerate() {
            assert_eq!(cells.map(usize::from), shape.unit(u));
            assert_eq!(unit_cells(u), shape.unit(u));
            for (k, &i) in cells.iter().enumerate() {
                let kind = u / 9;
                assert_eq!(usize::from(CELL_UNITS[usize::from(i)][kind]), u);
                assert_eq!(usize::from(CELL_PLACES[usize::from(i)][kind]), k);
                assert!(CELL_UNIT_BITS[usize::from(i)] >> u & 1 != 0);
            }
        }
        for i in 0..CELLS {
            assert_eq!(peers(i), shape.peers(i));
            assert_eq!(cells_of(PEER_SETS[i]).collect::<Vec<_>>(), shape.peers(i));
            assert_eq!(
                [row_of(i), col_of(i), box_of(i)],
                [shape.row_of(i), shape.col_of(i), shape.box_of(i)]
            );
            assert_eq!(CELL_UNIT_BITS[i].count_ones(), 3);
        }
    }

    #[test]
    fn boxes_cover_the_grid_once() {
        let mut seen = [0; CELLS];
        for b in 0..9 {
            for k in 0..9 {
                let i = cell_in_box(b, k);
                assert_eq!(box_of(i), b);
                seen[i] += 1;
            }
        }
        assert!(seen.iter().all(|&n| n == 1));
        assert_eq!(cell_in_box(4, 0), 30);
        assert_eq!(unit_cells(0), [0, 1, 2, 3, 4, 5, 6, 7, 8]);
        assert_eq!(unit_cells(9)[8], 72);
        assert_eq!(unit_cells(26), [60, 61, 62, 69, 70, 71, 78, 79, 80]);
        assert_eq!(peers(0)[..3], [1, 2, 3]);
    }
}

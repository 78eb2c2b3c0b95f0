//! The shape of a board of any box size: box size n gives n*n rows, columns and boxes of
//! n*n cells each (4x4 for n = 2, 9x9 for n = 3, 16x16 for n = 4, 25x25 for n = 5).

use std::sync::OnceLock;

/// The smallest box size a board may have.
pub const MIN_BOX: usize = 2;
/// The largest box size a board may have (25 digits still fit a 32-bit candidate set).
pub const MAX_BOX: usize = 5;

/// The geometry of a board with boxes of `n` x `n` cells: where each cell sits and which
/// cells share a row, column or box with it. Cells are numbered in reading order from 0;
/// a candidate set is a bit set with bit `d - 1` for digit `d`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shape {
    n: usize,
    /// For each cell, the other cells of its row, column and box, ascending.
    peers: Vec<Vec<usize>>,
    /// The cells of each unit: the rows, then the columns, then the boxes, each in reading order.
    units: Vec<Vec<usize>>,
}

impl Shape {
    /// The shape for box size `n` (2..=5); `None` for any other size.
    pub fn new(n: usize) -> Option<Shape> {
        if !(MIN_BOX..=MAX_BOX).contains(&n) {
            return None;
        }
        let side = n * n;
        let cells = side * side;
        let unit_of = |i: usize| (i / side, i % side, (i / side) / n * n + (i % side) / n);
        let peers = (0..cells)
            .map(|i| {
                let (r, c, b) = unit_of(i);
                (0..cells)
                    .filter(|&j| {
                        let (rj, cj, bj) = unit_of(j);
                        j != i && (rj == r || cj == c || bj == b)
                    })
                    .collect()
            })
            .collect();
        let units = (0..3 * side)
            .map(|u| {
                (0..side)
                    .map(|k| match u / side {
                        0 => u * side + k,
                        1 => k * side + u % side,
                        _ => {
                            let b = u % side;
                            (b / n * n + k / n) * side + b % n * n + k % n
                        }
                    })
                    .collect()
            })
            .collect();
        Some(Shape { n, peers, units })
    }

    /// The 9x9 board's shape, made once.
    pub fn nine() -> &'static Shape {
        Shape::of(3)
    }

    /// The shape for box size `n` (2..=5), made once. Panics on any other size.
    pub fn of(n: usize) -> &'static Shape {
        static SHAPES: [OnceLock<Shape>; MAX_BOX + 1] = [const { OnceLock::new() }; MAX_BOX + 1];
        SHAPES[n].get_or_init(|| Shape::new(n).expect("a box size from 2 to 5"))
    }

    /// The box size whose board has `cells` cells (16, 81, 256 or 625), if any.
    pub fn box_size_of_cells(cells: usize) -> Option<usize> {
        (MIN_BOX..=MAX_BOX).find(|&n| n.pow(4) == cells)
    }

    /// The box size whose board has side `side` (4, 9, 16 or 25), if any.
    pub fn box_size_of_side(side: usize) -> Option<usize> {
        (MIN_BOX..=MAX_BOX).find(|&n| n * n == side)
    }

    /// The row (0..side) of cell `i`.
    pub fn row_of(&self, i: usize) -> usize {
        i / self.side()
    }

    /// The column (0..side) of cell `i`.
    pub fn col_of(&self, i: usize) -> usize {
        i % self.side()
    }

    /// The box (0..side, left to right, top to bottom) of cell `i`.
    pub fn box_of(&self, i: usize) -> usize {
        self.row_of(i) / self.n * self.n + self.col_of(i) / self.n
    }

    /// Cell number `k` (0..side, reading order) of box `b`.
    pub fn cell_in_box(&self, b: usize, k: usize) -> usize {
        self.units[2 * self.side() + b][k]
    }

    /// The cells of unit `u`: 0..side the rows, side..2*side the columns, then the boxes.
    pub fn unit(&self, u: usize) -> &[usize] {
        &self.units[u]
    }

    /// How many units the board has: 3 * side.
    pub fn unit_count(&self) -> usize {
        self.units.len()
    }

    /// The box size n.
    pub fn box_size(&self) -> usize {
        self.n
    }

    /// The number of rows (and of columns, boxes and digits): n*n.
    pub fn side(&self) -> usize {
        self.n * self.n
    }

    /// The number of cells: n^4.
    pub fn cells(&self) -> usize {
        self.side() * self.side()
    }

    /// The candidate set holding every digit 1..=n*n.
    pub fn all_digits(&self) -> u32 {
        (1u32 << self.side()) - 1
    }

    /// The other cells of cell `i`'s row, column and box, ascending.
    pub fn peers(&self, i: usize) -> &[usize] {
        &self.peers[i]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_and_peer_counts() {
        for (n, side, cells, peers) in [
            (2, 4, 16, 7),
            (3, 9, 81, 20),
            (4, 16, 256, 39),
            (5, 25, 625, 64),
        ] {
            let s = Shape::new(n).unwrap();
            assert_eq!((s.box_size(), s.side(), s.cells()), (n, side, cells));
            assert!((0..cells).all(|i| s.peers(i).len() == peers), "n = {n}");
            assert_eq!(s.all_digits().count_ones() as usize, side);
        }
        assert_eq!(Shape::new(5).unwrap().all_digits(), (1 << 25) - 1);
        assert!(Shape::new(1).is_none() && Shape::new(6).is_none());
    }

    #[test]
    fn the_nine_shape_agrees_with_the_grid_geometry() {
        let s = Shape::nine();
        for i in 0..81 {
            assert_eq!(s.peers(i), super::super::peers(i));
        }
    }

    #[test]
    fn units_match_the_nine_by_nine_tables_and_cover_every_size() {
        let s = Shape::nine();
        for u in 0..27 {
            assert_eq!(s.unit(u), super::super::unit_cells(u));
        }
        for i in 0..81 {
            assert_eq!(s.box_of(i), super::super::box_of(i));
        }
        for n in 2..=5 {
            let s = Shape::of(n);
            assert_eq!(s.unit_count(), 3 * n * n);
            for u in 0..s.unit_count() {
                let mut cells = s.unit(u).to_vec();
                cells.sort_unstable();
                cells.dedup();
                assert_eq!(cells.len(), n * n, "n = {n}, unit {u}");
            }
            for b in 0..n * n {
                assert!((0..n * n).all(|k| s.box_of(s.cell_in_box(b, k)) == b));
            }
            // Every peer shares a unit, and the peers are every other cell of the three units.
            let i = s.cells() / 2;
            let mut seen: Vec<usize> = [
                s.row_of(i),
                s.side() + s.col_of(i),
                2 * s.side() + s.box_of(i),
            ]
            .iter()
            .flat_map(|&u| s.unit(u).iter().copied())
            .filter(|&j| j != i)
            .collect();
            seen.sort_unstable();
            seen.dedup();
            assert_eq!(s.peers(i), seen);
        }
        // 25x25: cell 624 is the last of box 24, row 24 and column 24.
        let s = Shape::of(5);
        assert_eq!((s.row_of(624), s.col_of(624), s.box_of(624)), (24, 24, 24));
        assert_eq!(s.peers(0).len(), 24 + 24 + 16);
        assert_eq!(Shape::box_size_of_cells(256), Some(4));
        assert_eq!(Shape::box_size_of_cells(100), None);
        assert_eq!(Shape::box_size_of_side(25), Some(5));
    }

    #[test]
    fn a_four_by_four_cell_sees_its_row_column_and_box() {
        // r1c1 of a 4x4 board: row r1c2..c4 (1, 2, 3), column r2c1..r4c1 (4, 8, 12), box r2c2 (5).
        assert_eq!(Shape::new(2).unwrap().peers(0), [1, 2, 3, 4, 5, 8, 12]);
    }
}

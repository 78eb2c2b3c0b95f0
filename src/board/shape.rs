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
        Some(Shape { n, peers })
    }

    /// The 9x9 board's shape, made once.
    pub fn nine() -> &'static Shape {
        static NINE: OnceLock<Shape> = OnceLock::new();
        NINE.get_or_init(|| Shape::new(3).expect("3 is a box size"))
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
        for (n, side, cells, peers) in [(2, 4, 16, 7), (3, 9, 81, 20), (4, 16, 256, 39)] {
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
    fn a_four_by_four_cell_sees_its_row_column_and_box() {
        // r1c1 of a 4x4 board: row r1c2..c4 (1, 2, 3), column r2c1..r4c1 (4, 8, 12), box r2c2 (5).
        assert_eq!(Shape::new(2).unwrap().peers(0), [1, 2, 3, 4, 5, 8, 12]);
    }
}

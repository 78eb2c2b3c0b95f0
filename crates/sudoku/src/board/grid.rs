//! The grid value type: a board of any box size, its cells in reading order.

use std::fmt;

use super::{Shape, symbol};

/// The most cells a board can have: 625, a 25x25 board.
pub const MAX_CELLS: usize = 625;

/// A Sudoku grid of box size n (4x4, 9x9, 16x16 or 25x25): n^4 cells in reading order, 0 for an
/// empty cell, 1..=n*n for a value. Boards up to 9x9 keep their cells inline, so a 9x9 grid is a
/// small value that is cheap to move and clone; larger boards keep theirs on the heap.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Grid {
    n: u8,
    cells: Cells,
}

/// Where a grid's cells live: inline for boards up to 9x9 (the cells past a 4x4 board's last are
/// always 0), on the heap, exactly n^4 of them, for larger boards.
#[derive(Clone, PartialEq, Eq, Hash)]
enum Cells {
    Inline([u8; 81]),
    Heap(Box<[u8]>),
}

impl Grid {
    /// The 9x9 grid with every cell empty.
    pub const EMPTY: Grid = Grid {
        n: 3,
        cells: Cells::Inline([0; 81]),
    };

    /// The empty grid of box size `n` (2..=5). Panics on any other size.
    pub fn empty(n: usize) -> Grid {
        assert!(
            (super::MIN_BOX..=super::MAX_BOX).contains(&n),
            "box size out of range"
        );
        let cells = if n <= 3 {
            Cells::Inline([0; 81])
        } else {
            Cells::Heap(vec![0; n.pow(4)].into_boxed_slice())
        };
        Grid { n: n as u8, cells }
    }

    /// A 9x9 grid from 81 values, each 0 (empty) or 1..=9; `None` if any value is out of range.
    pub fn from_cells(cells: [u8; 81]) -> Option<Grid> {
        // The largest value, not the first bad one: a check without branches, in a few
        // wide steps.
        if cells.iter().fold(0, |m, &d| m.max(d)) > 9 {
            return None;
        }
        Some(Grid {
            n: 3,
            cells: Cells::Inline(cells),
        })
    }

    /// A 9x9 grid from 81 values its caller made 0..=9 (read off a screen, or from a solver's
    /// digits): [`Grid::from_cells`] without the check, which costs a 9x9 solve several
    /// percent (the check's wide loads wait for the byte stores that just wrote the cells).
    #[inline]
    pub fn from_digits(cells: [u8; 81]) -> Grid {
        debug_assert!(cells.iter().all(|&d| d <= 9), "digits 0..=9");
        Grid {
            n: 3,
            cells: Cells::Inline(cells),
        }
    }

    /// A grid of box size `n` from its n^4 values, each 0 (empty) or 1..=n*n; `None` if the size
    /// or the count is wrong or a value is out of range.
    pub fn from_values(n: usize, values: &[u8]) -> Option<Grid> {
        if !(super::MIN_BOX..=super::MAX_BOX).contains(&n)
            || values.len() != n.pow(4)
            || values.iter().any(|&d| usize::from(d) > n * n)
        {
            return None;
        }
        let mut grid = Grid::empty(n);
        grid.cells_mut().copy_from_slice(values);
        Some(grid)
    }

    /// All the values in reading order, to change.
    fn cells_mut(&mut self) -> &mut [u8] {
        let len = self.len();
        match &mut self.cells {
            Cells::Inline(cells) => &mut cells[..len],
            Cells::Heap(cells) => cells,
        }
    }

    /// The box size n (3 for a 9x9 board).
    #[inline]
    pub fn box_size(&self) -> usize {
        usize::from(self.n)
    }

    /// The number of rows (and columns, boxes and values): n*n.
    #[inline]
    pub fn side(&self) -> usize {
        self.box_size() * self.box_size()
    }

    /// The number of cells: n^4.
    #[inline]
    pub fn len(&self) -> usize {
        self.side() * self.side()
    }

    /// Never true: a board has at least 16 cells (for the lint that pairs `len` with it).
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The geometry of this grid's board.
    pub fn shape(&self) -> &'static Shape {
        Shape::of(self.box_size())
    }

    /// The value of cell `i`: 0 when empty.
    #[inline]
    pub fn get(&self, i: usize) -> u8 {
        debug_assert!(i < self.len(), "cell {i} out of range");
        match &self.cells {
            Cells::Inline(cells) => cells[i],
            Cells::Heap(cells) => cells[i],
        }
    }

    /// Sets cell `i` to `value` (0 clears it). Panics on a cell or value out of range.
    pub fn set(&mut self, i: usize, value: u8) {
        assert!(
            usize::from(value) <= self.side() && i < self.len(),
            "value {value} in cell {i} out of range"
        );
        self.cells_mut()[i] = value;
    }

    /// All the values in reading order.
    #[inline]
    pub fn cells(&self) -> &[u8] {
        match &self.cells {
            Cells::Inline(cells) => &cells[..self.len()],
            Cells::Heap(cells) => cells,
        }
    }

    /// The 81 values of a 9x9 grid; `None` for another size.
    #[inline]
    pub fn nine(&self) -> Option<&[u8; 81]> {
        match &self.cells {
            Cells::Inline(cells) if self.n == 3 => Some(cells),
            _ => None,
        }
    }

    /// How many cells hold a value.
    pub fn filled(&self) -> usize {
        self.cells().iter().filter(|&&d| d != 0).count()
    }

    /// True when every cell holds a value.
    pub fn is_complete(&self) -> bool {
        self.cells().iter().all(|&d| d != 0)
    }

    /// True when `self` is complete, breaks no rule and keeps every value of `puzzle` (a grid of
    /// the same size).
    pub fn solves(&self, puzzle: &Grid) -> bool {
        self.n == puzzle.n
            && self.is_complete()
            && super::find_clash(self).is_none()
            && (0..self.len()).all(|i| puzzle.get(i) == 0 || puzzle.get(i) == self.get(i))
    }

    /// The one-line form: n^4 characters, `.` for an empty cell, the size's symbols for values.
    pub fn to_line(&self) -> String {
        let n = self.box_size();
        self.cells().iter().map(|&d| symbol(n, d)).collect()
    }

    /// The name of cell `i` on this grid's board, `r3c7`.
    pub fn cell_name(&self, i: usize) -> SizedCellName {
        CellName::sized(i, self.side())
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid({})", self.to_line())
    }
}

impl fmt::Display for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_line())
    }
}

/// A cell's human name on a 9x9 board, `r3c7` (row and column counted from 1).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CellName(pub usize);

impl CellName {
    /// The name of cell `cell` on a board of side `side`.
    pub fn sized(cell: usize, side: usize) -> SizedCellName {
        SizedCellName { cell, side }
    }

    /// The name of cell `cell` of a 9x9 board.
    pub fn nine(cell: usize) -> CellName {
        CellName(cell)
    }
}

impl fmt::Display for CellName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        CellName::sized(self.0, 9).fmt(f)
    }
}

/// A cell's human name on a board of any size, `r12c3` (row and column counted from 1).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SizedCellName {
    /// The cell, in reading order from 0.
    pub cell: usize,
    /// The side of its board (9 for a 9x9 board).
    pub side: usize,
}

impl fmt::Display for SizedCellName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = self.side.max(1);
        write!(f, "r{}c{}", self.cell / side + 1, self.cell % side + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_form_and_counts() {
        let mut g = Grid::EMPTY;
        g.set(0, 5);
        g.set(80, 9);
        assert_eq!(g.filled(), 2);
        assert!(!g.is_complete());
        let line = g.to_line();
        assert_eq!(line.len(), 81);
        assert!(line.starts_with("5.") && line.ends_with(".9"));
    }

    #[test]
    fn from_cells_rejects_out_of_range() {
        let mut cells = [0; 81];
        cells[4] = 10;
        assert!(Grid::from_cells(cells).is_none());
        cells[4] = 9;
        assert!(Grid::from_cells(cells).is_some());
    }

    #[test]
    fn cell_names_count_from_one() {
        assert_eq!(CellName::nine(0).to_string(), "r1c1");
        assert_eq!(CellName::nine(80).to_string(), "r9c9");
        assert_eq!(CellName::nine(11).to_string(), "r2c3");
        assert_eq!(CellName::sized(255, 16).to_string(), "r16c16");
    }

    #[test]
    fn grids_of_every_size_keep_their_values_and_symbols() {
        let mut g = Grid::empty(4);
        assert_eq!((g.len(), g.side(), g.box_size()), (256, 16, 4));
        g.set(0, 16);
        g.set(255, 10);
        let line = g.to_line();
        assert_eq!(line.len(), 256);
        assert!(line.starts_with("G.") && line.ends_with(".A"));
        assert_ne!(g, Grid::empty(4));
        assert_ne!(Grid::empty(2), Grid::empty(4));
        let values: Vec<u8> = (0..16).map(|i| (i % 4 + 1) as u8).collect();
        let small = Grid::from_values(2, &values).unwrap();
        assert_eq!(small.to_line(), "1234123412341234");
        assert!(Grid::from_values(2, &values[..15]).is_none());
        assert!(Grid::from_values(2, &[5; 16]).is_none());
        let mut y = Grid::empty(5);
        y.set(624, 25);
        assert!(y.to_line().ends_with('Y'));
        assert_eq!(y.nine(), None);
        assert!(Grid::EMPTY.nine().is_some());
    }
}

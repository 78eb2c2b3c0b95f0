//! The 81-cell grid value type.

use std::fmt;

/// A 9x9 Sudoku grid: 81 cells in reading order, 0 for an empty cell, 1..=9 for a digit.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Grid {
    cells: [u8; 81],
}

impl Grid {
    /// The grid with every cell empty.
    pub const EMPTY: Grid = Grid { cells: [0; 81] };

    /// A grid from 81 values, each 0 (empty) or 1..=9; `None` if any value is out of range.
    pub fn from_cells(cells: [u8; 81]) -> Option<Grid> {
        // The largest value, not the first bad one: a check without branches, in a few
        // wide steps.
        (cells.iter().fold(0, |m, &d| m.max(d)) <= 9).then_some(Grid { cells })
    }

    /// The value of cell `i` (0..81): 0 when empty.
    pub fn get(&self, i: usize) -> u8 {
        self.cells[i]
    }

    /// Sets cell `i` (0..81) to `digit` (0 clears it). Panics on a digit above 9.
    pub fn set(&mut self, i: usize, digit: u8) {
        assert!(digit <= 9, "digit {digit} out of range");
        self.cells[i] = digit;
    }

    /// All 81 values in reading order.
    pub fn cells(&self) -> &[u8; 81] {
        &self.cells
    }

    /// How many cells hold a digit.
    pub fn filled(&self) -> usize {
        self.cells.iter().filter(|&&d| d != 0).count()
    }

    /// True when every cell holds a digit.
    pub fn is_complete(&self) -> bool {
        self.cells.iter().all(|&d| d != 0)
    }

    /// True when `self` is complete, breaks no rule and keeps every digit of `puzzle`.
    pub fn solves(&self, puzzle: &Grid) -> bool {
        self.is_complete()
            && super::find_clash(self).is_none()
            && (0..81).all(|i| puzzle.get(i) == 0 || puzzle.get(i) == self.get(i))
    }

    /// The one-line form: 81 characters, `.` for an empty cell.
    pub fn to_line(&self) -> String {
        self.cells
            .iter()
            .map(|&d| if d == 0 { '.' } else { char::from(b'0' + d) })
            .collect()
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

/// A cell's human name, `r3c7` (row and column counted from 1).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CellName(pub usize);

impl fmt::Display for CellName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.0 / 9 + 1, self.0 % 9 + 1)
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
        assert_eq!(CellName(0).to_string(), "r1c1");
        assert_eq!(CellName(80).to_string(), "r9c9");
        assert_eq!(CellName(11).to_string(), "r2c3");
    }
}

//! Cells and units as types: a cell by its number in reading order, a unit as a row, a column
//! or a box (the one name for a box; the original QuickBASIC program called boxes "grids").

use std::fmt;

/// A cell of a board, numbered from 0 in reading order.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Cell(u16);

impl Cell {
    /// Cell number `i` in reading order (0..625).
    pub const fn new(i: usize) -> Cell {
        Cell(i as u16)
    }

    /// The cell's number in reading order.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// A row, a column or a box of a board, each numbered from 0 (boxes left to right, top to
/// bottom).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Unit {
    /// A row, from 0 at the top.
    Row(usize),
    /// A column, from 0 at the left.
    Column(usize),
    /// A box, from 0 in reading order.
    Box(usize),
}

impl Unit {
    /// Unit number `u` of a board whose side is `side`: the rows come first (0..side), then
    /// the columns, then the boxes, as the shape's tables number them.
    pub const fn from_index(u: usize, side: usize) -> Unit {
        match u / side {
            0 => Unit::Row(u),
            1 => Unit::Column(u - side),
            _ => Unit::Box(u - 2 * side),
        }
    }

    /// The unit's number on a board whose side is `side` (rows, then columns, then boxes).
    pub const fn index(self, side: usize) -> usize {
        match self {
            Unit::Row(k) => k,
            Unit::Column(k) => side + k,
            Unit::Box(k) => 2 * side + k,
        }
    }
}

impl fmt::Display for Unit {
    /// How people name a unit: `row 5`, `column 3`, `box 4` (numbered from 1).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Unit::Row(k) => write!(f, "row {}", k + 1),
            Unit::Column(k) => write!(f, "column {}", k + 1),
            Unit::Box(k) => write!(f, "box {}", k + 1),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn units_number_rows_then_columns_then_boxes() {
        for side in [4, 9, 16, 25] {
            for u in 0..3 * side {
                assert_eq!(Unit::from_index(u, side).index(side), u);
            }
        }
        assert_eq!(Unit::from_index(4, 9), Unit::Row(4));
        assert_eq!(Unit::from_index(11, 9), Unit::Column(2));
        assert_eq!(Unit::from_index(21, 9), Unit::Box(3));
        assert_eq!(Unit::from_index(40, 16), Unit::Box(8));
    }

    #[test]
    fn units_are_named_from_one() {
        assert_eq!(Unit::Row(4).to_string(), "row 5");
        assert_eq!(Unit::Column(2).to_string(), "column 3");
        assert_eq!(Unit::Box(3).to_string(), "box 4");
        assert_eq!(Cell::new(80).index(), 80);
    }
}

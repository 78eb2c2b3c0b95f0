//! Finding two equal digits in one row, column or box.

use std::fmt;

use super::{CellName, Grid, unit_cells};

/// The kind of unit two clashing cells share.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Unit {
    /// A row, numbered from 1.
    Row(usize),
    /// A column, numbered from 1.
    Column(usize),
    /// A 3x3 box ("grid" in the original), numbered from 1 in reading order.
    Box(usize),
}

/// Two cells of one unit holding the same digit.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Clash {
    /// The digit both cells hold.
    pub digit: u8,
    /// The first of the two cells in reading order (0..81).
    pub first: usize,
    /// The second cell (0..81).
    pub second: usize,
    /// The unit they share.
    pub unit: Unit,
}

impl fmt::Display for Clash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let unit = match self.unit {
            Unit::Row(n) => format!("row {n}"),
            Unit::Column(n) => format!("column {n}"),
            Unit::Box(n) => format!("grid {n}"),
        };
        write!(
            f,
            "two {}s in {unit}: {} and {}",
            self.digit,
            CellName(self.first),
            CellName(self.second)
        )
    }
}

/// The first clash in the grid (rows, then columns, then boxes), or `None` if it breaks no rule.
pub fn find_clash(grid: &Grid) -> Option<Clash> {
    (0..27).find_map(|u| {
        let cells = unit_cells(u);
        let mut seen = [None; 10];
        for &i in &cells {
            let d = grid.get(i) as usize;
            if d == 0 {
                continue;
            }
            if let Some(first) = seen[d] {
                let unit = match u {
                    0..9 => Unit::Row(u + 1),
                    9..18 => Unit::Column(u - 8),
                    _ => Unit::Box(u - 17),
                };
                return Some(Clash {
                    digit: d as u8,
                    first,
                    second: i,
                    unit,
                });
            }
            seen[d] = Some(i);
        }
        None
    })
}

/// Every cell whose digit clashes with another in its row, column or box.
pub fn clashing_cells(grid: &Grid) -> [bool; 81] {
    let mut out = [false; 81];
    for i in 0..81 {
        let d = grid.get(i);
        if d != 0 {
            out[i] = super::peers(i).iter().any(|&j| grid.get(j) == d);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid_with(cells: &[(usize, u8)]) -> Grid {
        let mut g = Grid::EMPTY;
        for &(i, d) in cells {
            g.set(i, d);
        }
        g
    }

    #[test]
    fn names_both_cells_of_a_row_clash() {
        let c = find_clash(&grid_with(&[(1, 5), (7, 5)])).unwrap();
        assert_eq!((c.first, c.second, c.unit), (1, 7, Unit::Row(1)));
        assert_eq!(c.to_string(), "two 5s in row 1: r1c2 and r1c8");
    }

    #[test]
    fn finds_column_and_box_clashes() {
        let c = find_clash(&grid_with(&[(2, 3), (74, 3)])).unwrap();
        assert_eq!(c.unit, Unit::Column(3));
        let c = find_clash(&grid_with(&[(30, 4), (50, 4)])).unwrap();
        assert_eq!(c.unit, Unit::Box(5));
        assert_eq!(c.to_string(), "two 4s in grid 5: r4c4 and r6c6");
    }

    #[test]
    fn a_legal_grid_has_none() {
        assert_eq!(find_clash(&grid_with(&[(0, 1), (1, 2), (9, 3)])), None);
        assert!(!clashing_cells(&grid_with(&[(0, 1), (80, 1)]))[0]);
        assert!(clashing_cells(&grid_with(&[(0, 1), (8, 1)]))[8]);
    }
}

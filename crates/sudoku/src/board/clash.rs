//! Finding two equal digits in one row, column or box.

use std::fmt;

use super::{CellName, Grid, symbol};

/// The kind of unit two clashing cells share.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Unit {
    /// A row, numbered from 1.
    Row(usize),
    /// A column, numbered from 1.
    Column(usize),
    /// A box ("grid" in the original), numbered from 1 in reading order.
    Box(usize),
}

/// Two cells of one unit holding the same digit.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Clash {
    /// The value both cells hold.
    pub digit: u8,
    /// The first of the two cells in reading order.
    pub first: usize,
    /// The second cell.
    pub second: usize,
    /// The unit they share.
    pub unit: Unit,
    /// The box size of the board (3 for 9x9).
    pub box_size: usize,
}

impl fmt::Display for Clash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let unit = match self.unit {
            Unit::Row(n) => format!("row {n}"),
            Unit::Column(n) => format!("column {n}"),
            Unit::Box(n) => format!("grid {n}"),
        };
        let side = self.box_size * self.box_size;
        write!(
            f,
            "two {}s in {unit}: {} and {}",
            symbol(self.box_size, self.digit),
            CellName::sized(self.first, side),
            CellName::sized(self.second, side)
        )
    }
}

/// The first clash in the grid (rows, then columns, then boxes), or `None` if it breaks no rule.
pub fn find_clash(grid: &Grid) -> Option<Clash> {
    let shape = grid.shape();
    let side = shape.side();
    (0..shape.unit_count()).find_map(|u| {
        let mut seen = [None; 26];
        for &i in shape.unit(u) {
            let d = grid.get(i) as usize;
            if d == 0 {
                continue;
            }
            if let Some(first) = seen[d] {
                let unit = match u / side {
                    0 => Unit::Row(u + 1),
                    1 => Unit::Column(u - side + 1),
                    _ => Unit::Box(u - 2 * side + 1),
                };
                return Some(Clash {
                    digit: d as u8,
                    first,
                    second: i,
                    unit,
                    box_size: grid.box_size(),
                });
            }
            seen[d] = Some(i);
        }
        None
    })
}

/// Every cell whose value clashes with another in its row, column or box, in reading order.
pub fn clashing_cells(grid: &Grid) -> Vec<bool> {
    let shape = grid.shape();
    (0..grid.len())
        .map(|i| {
            let d = grid.get(i);
            d != 0 && shape.peers(i).iter().any(|&j| grid.get(j) == d)
        })
        .collect()
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
    fn sixteen_by_sixteen_clashes_use_its_symbols() {
        let mut g = Grid::empty(4);
        g.set(0, 12);
        g.set(17, 12);
        let c = find_clash(&g).unwrap();
        assert_eq!(c.to_string(), "two Cs in grid 1: r1c1 and r2c2");
        g.set(17, 0);
        g.set(240, 12);
        assert_eq!(
            find_clash(&g).unwrap().to_string(),
            "two Cs in column 1: r1c1 and r16c1"
        );
        assert_eq!(clashing_cells(&g).iter().filter(|&&c| c).count(), 2);
    }

    #[test]
    fn a_legal_grid_has_none() {
        assert_eq!(find_clash(&grid_with(&[(0, 1), (1, 2), (9, 3)])), None);
        assert!(!clashing_cells(&grid_with(&[(0, 1), (80, 1)]))[0]);
        assert!(clashing_cells(&grid_with(&[(0, 1), (8, 1)]))[8]);
    }
}

//! The digits each row, column and box gives, and the cells they force: a test that settles
//! most removals from a well-filled puzzle without a search.

use crate::board::nine::{CELL_UNITS, CELLS, UNIT_CELLS, UNITS};
use crate::board::{Digit, Digits, Grid};

/// The digits given in each unit of a 9x9 puzzle (9x9-only): the rows, then the columns,
/// then the boxes, as the board numbers its units.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct UnitDigits {
    units: [Digits; UNITS],
}

impl UnitDigits {
    /// The digits given in `puzzle`'s units.
    pub fn of(puzzle: &Grid) -> UnitDigits {
        let mut units = UnitDigits {
            units: [Digits::EMPTY; UNITS],
        };
        for i in 0..CELLS {
            units.toggle(i, puzzle.get(i));
        }
        units
    }

    /// Adds or takes away `digit` (0 changes nothing) in the units of cell `i`: a digit
    /// appears at most once per unit, so the same call does both.
    pub fn toggle(&mut self, i: usize, digit: u8) {
        if let Some(d) = Digit::new(digit) {
            for u in CELL_UNITS[i] {
                self.units[usize::from(u)] = self.units[usize::from(u)] ^ Digits::of(d);
            }
        }
    }

    /// The digits a cell's row, column and box already give.
    fn seen(&self, i: usize) -> Digits {
        let [r, c, b] = CELL_UNITS[i].map(usize::from);
        self.units[r] | self.units[c] | self.units[b]
    }

    /// True when blank cell `i` of `puzzle` (whose units are `self`) can only hold `digit`,
    /// as a naked single (every other digit is in its row, column or box) or a hidden single
    /// (no other blank cell of its row, column or box can take `digit`). Then no solution
    /// avoids `digit` there.
    pub fn forces(&self, puzzle: &Grid, i: usize, digit: u8) -> bool {
        let Some(d) = Digit::new(digit) else {
            return false;
        };
        let seen = self.seen(i);
        if seen | Digits::of(d) == Digits::NINE {
            return true;
        }
        if seen.contains(d) {
            return false;
        }
        CELL_UNITS[i].into_iter().any(|u| {
            UNIT_CELLS[usize::from(u)].iter().all(|&x| {
                let x = usize::from(x);
                x == i || puzzle.get(x) != 0 || self.seen(x).contains(d)
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::parse_line;

    #[test]
    fn naked_and_hidden_singles_are_found() {
        // r1c1 blank: row 1 gives 2..8, column 1 gives 9: only 1 is left (naked).
        let naked = parse_line(
            ".2345678.9.......................................................................",
        )
        .unwrap();
        let units = UnitDigits::of(&naked);
        assert!(units.forces(&naked, 0, 1));
        assert!(!units.forces(&naked, 0, 9));
        // r1c1 blank; 1 given at r2c4, r3c7 (rows 2 and 3), r4c2 and r5c3 (columns 2 and
        // 3): the other eight cells of box 1 cannot hold 1, so r1c1 must (hidden), though
        // it could hold other digits.
        let mut hidden = Grid::EMPTY;
        for i in [12, 24, 28, 38] {
            hidden.set(i, 1);
        }
        let units = UnitDigits::of(&hidden);
        assert!(units.forces(&hidden, 0, 1));
        assert!(!units.forces(&hidden, 0, 2));
        // Without r5c3, r1c3 and r5c1 can take 1: nothing forces r1c1.
        hidden.set(38, 0);
        let units = UnitDigits::of(&hidden);
        assert!(!units.forces(&hidden, 0, 1));
    }

    #[test]
    fn toggling_twice_changes_nothing() {
        let g = parse_line(
            "123678945584239761967145328372461589691583274458792613836924157219857436745316892",
        )
        .unwrap();
        let mut units = UnitDigits::of(&g);
        let before = units;
        units.toggle(40, g.get(40));
        assert_ne!(units, before);
        units.toggle(40, g.get(40));
        assert_eq!(units, before);
    }
}

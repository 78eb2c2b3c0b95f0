//! The digits each row, column and box gives, and the cells they force: a test that settles
//! most removals from a well-filled puzzle without a search.

use crate::board::{Grid, box_of, col_of, row_of};

/// The digits given in each row, column and box: bit `d` for digit `d` (1..=9).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct UnitDigits {
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
}

/// Digits 1 to 9 as bits 1 to 9.
const ALL_DIGITS: u16 = 0x3FE;

/// The cells of each unit: rows, then columns, then boxes.
static UNITS: [[u8; 9]; 27] = {
    let mut t = [[0; 9]; 27];
    let mut k = 0;
    while k < 9 {
        let mut j = 0;
        while j < 9 {
            t[k][j] = (9 * k + j) as u8;
            t[9 + k][j] = (9 * j + k) as u8;
            t[18 + k][j] = ((k / 3) * 27 + (k % 3) * 3 + (j / 3) * 9 + j % 3) as u8;
            j += 1;
        }
        k += 1;
    }
    t
};

impl UnitDigits {
    /// The digits given in `puzzle`'s units.
    pub fn of(puzzle: &Grid) -> UnitDigits {
        let mut units = UnitDigits {
            rows: [0; 9],
            cols: [0; 9],
            boxes: [0; 9],
        };
        for i in 0..81 {
            units.toggle(i, puzzle.get(i));
        }
        units
    }

    /// Adds or takes away `digit` (0 changes nothing) in the units of cell `i`: a digit
    /// appears at most once per unit, so the same call does both.
    pub fn toggle(&mut self, i: usize, digit: u8) {
        let bit = (1u16 << digit) & ALL_DIGITS;
        self.rows[row_of(i)] ^= bit;
        self.cols[col_of(i)] ^= bit;
        self.boxes[box_of(i)] ^= bit;
    }

    /// The digits a cell's row, column and box already give.
    fn seen(&self, i: usize) -> u16 {
        self.rows[row_of(i)] | self.cols[col_of(i)] | self.boxes[box_of(i)]
    }

    /// True when blank cell `i` of `puzzle` (whose units are `self`) can only hold `digit`,
    /// as a naked single (every other digit is in its row, column or box) or a hidden single
    /// (no other blank cell of its row, column or box can take `digit`). Then no solution
    /// avoids `digit` there.
    pub fn forces(&self, puzzle: &Grid, i: usize, digit: u8) -> bool {
        let bit = 1u16 << digit;
        if self.seen(i) | bit == ALL_DIGITS {
            return true;
        }
        if self.seen(i) & bit != 0 {
            return false;
        }
        let [r, c, b] = [row_of(i), 9 + col_of(i), 18 + box_of(i)];
        [r, c, b].into_iter().any(|u| {
            UNITS[u].iter().all(|&x| {
                let x = usize::from(x);
                x == i || puzzle.get(x) != 0 || self.seen(x) & bit != 0
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::unit_cells;
    use crate::formats::parse_line;

    #[test]
    fn unit_table_matches_the_board() {
        for (u, cells) in UNITS.iter().enumerate() {
            assert_eq!(cells.map(usize::from), unit_cells(u));
        }
    }

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

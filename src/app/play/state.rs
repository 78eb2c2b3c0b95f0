//! The board a player works on: the givens, the digits typed, the pencil marks, and what the
//! solution says of them. Sudoku alone: nothing here knows of screens or keys.

use serde::{Deserialize, Serialize};

use dosdoku_sudoku::board::{Grid, clashing_cells, peers};
use dosdoku_sudoku::human::ALL_DIGITS;

/// What the board says of the player's mistakes.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MistakeMode {
    /// Nothing is shown.
    Off,
    /// A digit that clashes with another in its row, column or box is red.
    #[default]
    Conflicts,
    /// A digit that is not the solution's is red at once.
    Solution,
}

impl MistakeMode {
    /// The next mode, off again after solution.
    pub fn next(self) -> MistakeMode {
        match self {
            MistakeMode::Off => MistakeMode::Conflicts,
            MistakeMode::Conflicts => MistakeMode::Solution,
            MistakeMode::Solution => MistakeMode::Off,
        }
    }

    /// The mode in a word, as the panel and the notices say it.
    pub fn word(self) -> &'static str {
        match self {
            MistakeMode::Off => "off",
            MistakeMode::Conflicts => "conflicts",
            MistakeMode::Solution => "solution",
        }
    }
}

/// The values and pencil marks of the board: what a move changes and undo puts back.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Position {
    /// Every value on the board, givens included, as 81 characters.
    pub values: String,
    /// The pencil marks of each cell (bit d - 1 for digit d; 0 for none written).
    pub marks: Vec<u16>,
}

/// A 9x9 puzzle being played: its givens, its solution, and the position the player has
/// reached.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Board {
    /// The givens.
    pub puzzle: Grid,
    /// The puzzle's solution (the first one, should it have several).
    pub solution: Grid,
    /// The values: the givens and the player's digits.
    pub values: Grid,
    /// The pencil marks of each cell (bit d - 1 for digit d); a cell with a value keeps none.
    pub marks: [u16; 81],
}

impl Board {
    /// The start of a game of `puzzle` (9x9) with `solution`: the givens alone.
    pub fn new(puzzle: Grid, solution: Grid) -> Board {
        Board {
            values: puzzle.clone(),
            puzzle,
            solution,
            marks: [0; 81],
        }
    }

    /// True when cell `i` holds a given (which no key changes).
    pub fn is_given(&self, i: usize) -> bool {
        self.puzzle.get(i) != 0
    }

    /// The position, to keep for undo or in the save file.
    pub fn position(&self) -> Position {
        Position {
            values: self.values.to_line(),
            marks: self.marks.to_vec(),
        }
    }

    /// Puts back a position kept by [`Board::position`]; false (nothing changed) when it is
    /// not one of this puzzle's (another size, a given changed).
    pub fn restore(&mut self, position: &Position) -> bool {
        let Ok(values) = dosdoku_sudoku::formats::parse_line(&position.values) else {
            return false;
        };
        let givens_kept =
            (0..81).all(|i| self.puzzle.get(i) == 0 || values.get(i) == self.puzzle.get(i));
        if values.box_size() != 3 || position.marks.len() != 81 || !givens_kept {
            return false;
        }
        self.values = values;
        for (mark, &m) in self.marks.iter_mut().zip(&position.marks) {
            *mark = m & ALL_DIGITS;
        }
        true
    }

    /// Sets cell `i` (not a given) to `digit` (0 clears it); with `clear_peers`, the digit
    /// leaves the pencil marks of the cell's row, column and box. The cell's own marks go
    /// while it holds a value.
    pub fn set_value(&mut self, i: usize, digit: u8, clear_peers: bool) {
        self.values.set(i, digit);
        self.marks[i] = 0;
        if digit != 0 && clear_peers {
            for j in peers(i) {
                self.marks[j] &= !(1 << (digit - 1));
            }
        }
    }

    /// Toggles pencil mark `digit` in cell `i` (an empty one).
    pub fn toggle_mark(&mut self, i: usize, digit: u8) {
        self.marks[i] ^= 1 << (digit - 1);
    }

    /// Fills in the candidates of every empty cell: each digit no value of its row, column
    /// or box holds.
    pub fn fill_marks(&mut self) {
        for i in 0..81 {
            self.marks[i] = if self.values.get(i) == 0 {
                let seen = peers(i)
                    .iter()
                    .fold(0u16, |m, &j| match self.values.get(j) {
                        0 => m,
                        d => m | 1 << (d - 1),
                    });
                ALL_DIGITS & !seen
            } else {
                0
            };
        }
    }

    /// Clears every pencil mark.
    pub fn clear_marks(&mut self) {
        self.marks = [0; 81];
    }

    /// True when any cell has pencil marks.
    pub fn has_marks(&self) -> bool {
        self.marks.iter().any(|&m| m != 0)
    }

    /// True when the player's digit in cell `i` is not the solution's.
    pub fn is_wrong(&self, i: usize) -> bool {
        let d = self.values.get(i);
        d != 0 && !self.is_given(i) && d != self.solution.get(i)
    }

    /// The cells whose digit is not the solution's, in reading order.
    pub fn wrong_cells(&self) -> Vec<usize> {
        (0..81).filter(|&i| self.is_wrong(i)).collect()
    }

    /// The empty cells with pencil marks that no longer hold the solution's digit, in
    /// reading order.
    pub fn lost_marks(&self) -> Vec<usize> {
        (0..81)
            .filter(|&i| {
                self.values.get(i) == 0
                    && self.marks[i] != 0
                    && self.marks[i] & 1 << (self.solution.get(i) - 1) == 0
            })
            .collect()
    }

    /// For each cell, whether its value clashes with another in its row, column or box.
    pub fn clashes(&self) -> Vec<bool> {
        clashing_cells(&self.values)
    }

    /// True when the board is the solution.
    pub fn is_solved(&self) -> bool {
        self.values == self.solution
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dosdoku_sudoku::formats::parse_line;

    use crate::app::play::test_game::{PUZZLE, SOLUTION};

    fn board() -> Board {
        Board::new(parse_line(PUZZLE).unwrap(), parse_line(SOLUTION).unwrap())
    }

    #[test]
    fn a_digit_leaves_the_marks_of_its_peers_and_its_own_cell_keeps_none() {
        let mut b = board();
        b.fill_marks();
        assert_eq!(b.marks[2], 0b0_0000_1011); // r1c3: 1 2 4
        let with_four: Vec<usize> = peers(2)
            .into_iter()
            .filter(|&j| b.marks[j] & 0b1000 != 0)
            .collect();
        assert!(!with_four.is_empty());
        b.set_value(2, 4, true);
        assert_eq!(b.marks[2], 0);
        assert!(with_four.iter().all(|&j| b.marks[j] & 0b1000 == 0));
        b.set_value(2, 0, true);
        b.fill_marks();
        b.set_value(2, 4, false);
        assert!(
            with_four.iter().all(|&j| b.marks[j] & 0b1000 != 0),
            "the setting off keeps the 4s"
        );
    }

    #[test]
    fn wrong_digits_and_lost_marks_are_found_against_the_solution() {
        let mut b = board();
        b.set_value(2, 1, true);
        assert_eq!(b.wrong_cells(), vec![2]);
        b.set_value(3, 6, true);
        assert_eq!(b.wrong_cells(), vec![2]);
        b.marks[5] = 0b1; // r1c6 holds 8, its marks only 1
        assert_eq!(b.lost_marks(), vec![5]);
        let kept = b.position();
        let mut other = board();
        assert!(other.restore(&kept));
        assert_eq!(other, b);
        let mut given_changed = kept.clone();
        given_changed.values.replace_range(0..1, "1");
        assert!(!other.restore(&given_changed));
    }
}

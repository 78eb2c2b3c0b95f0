//! The puzzle editor: a cursor over the 81 cells of the board on the screen.
//!
//! The board being edited lives on the emulated screen like everything else: typing prints a
//! digit into its cell, and the puzzle is read back off the screen when it is needed.

use super::Key;
use super::messages::{Solutions, editor_status};
use crate::agents::{BoardScreen, Ink};
use crate::board::{Grid, clashing_cells, find_clash};
use crate::solver::count_solutions;

/// How many changes U can undo.
const UNDO_DEPTH: usize = 1000;

/// What an editing key did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Edit {
    /// The key moved the cursor or changed the board.
    Done,
    /// The key is not an editing key.
    NotMine,
}

/// The editor's cursor, the puzzle as it was loaded (for reset), and the boards before each
/// change (for undo).
pub struct Editor {
    /// The cell under the cursor (0..81).
    pub cursor: usize,
    /// The puzzle as loaded, which reset goes back to.
    pub loaded: Grid,
    /// The boards before the latest changes, the latest last, each with what changed it.
    undo: Vec<(Grid, &'static str)>,
    /// The last board counted for solutions, and its count (counting is done once per board).
    counted: Option<(Grid, Solutions)>,
}

impl Editor {
    /// An editor showing `puzzle` on `board`, cursor at the top-left.
    pub fn new(board: &mut BoardScreen, puzzle: Grid) -> Editor {
        let editor = Editor {
            cursor: 0,
            loaded: puzzle,
            undo: Vec::new(),
            counted: None,
        };
        editor.show(board, &puzzle);
        editor
    }

    /// Shows `grid` in place of the board, as a change U can undo; `what` names the change
    /// for the undo notice, e.g. `clear the board`. Nothing is kept when nothing changes.
    pub fn replace(&mut self, board: &mut BoardScreen, grid: &Grid, what: &'static str) {
        let before = board.read_grid();
        if before != *grid {
            self.remember(before, what);
        }
        self.show(board, grid);
    }

    /// Puts the board back as it was before the latest change; what that change was, or
    /// `None` when there is nothing to undo.
    pub fn undo(&mut self, board: &mut BoardScreen) -> Option<&'static str> {
        let (grid, what) = self.undo.pop()?;
        self.show(board, &grid);
        Some(what)
    }

    fn remember(&mut self, before: Grid, what: &'static str) {
        if self.undo.len() == UNDO_DEPTH {
            self.undo.remove(0);
        }
        self.undo.push((before, what));
    }

    /// Prints `grid` as the user's digits, clashing digits in the clash colour.
    pub fn show(&self, board: &mut BoardScreen, grid: &Grid) {
        let clashing = clashing_cells(grid);
        for (i, &clash) in clashing.iter().enumerate() {
            board.write(i, grid.get(i), if clash { Ink::Clash } else { Ink::Given });
        }
    }

    /// Handles an editing key: movement (arrows and hjkl, wrapping; Tab and Shift-Tab to the
    /// next and previous cell in reading order, as the Cruncher's form moved, wrapping at the
    /// ends), digits, clearing. Like the Cruncher's form, any other character typed (one the
    /// screen does not take as a command before it reaches the editor) blanks the cell.
    pub fn key(&mut self, board: &mut BoardScreen, key: Key) -> Edit {
        let (row, col) = (self.cursor / 9, self.cursor % 9);
        match key {
            Key::Up | Key::Char('k') => self.cursor = (row + 8) % 9 * 9 + col,
            Key::Down | Key::Char('j') => self.cursor = (row + 1) % 9 * 9 + col,
            Key::Left | Key::Char('h') => self.cursor = row * 9 + (col + 8) % 9,
            Key::Right | Key::Char('l') => self.cursor = row * 9 + (col + 1) % 9,
            Key::Tab => self.cursor = (self.cursor + 1) % 81,
            Key::BackTab => self.cursor = (self.cursor + 80) % 81,
            Key::Char(c @ '1'..='9') => self.type_digit(board, c as u8 - b'0'),
            Key::Char(c) if !c.is_control() => self.type_digit(board, 0),
            Key::Delete => self.set(board, self.cursor, 0),
            Key::Backspace => {
                self.cursor = (self.cursor + 80) % 81;
                self.set(board, self.cursor, 0);
            }
            _ => return Edit::NotMine,
        }
        Edit::Done
    }

    fn type_digit(&mut self, board: &mut BoardScreen, digit: u8) {
        self.set(board, self.cursor, digit);
        self.cursor = (self.cursor + 1) % 81;
    }

    fn set(&mut self, board: &mut BoardScreen, cell: usize, digit: u8) {
        let mut grid = board.read_grid();
        if grid.get(cell) != digit {
            self.remember(grid, "typing");
        }
        grid.set(cell, digit);
        self.show(board, &grid);
    }

    /// The status line for the board as it stands: the first clash, or how many solutions it
    /// has and what to do next; `position` is (k, n) for puzzle k of a file of n.
    pub fn status(&mut self, board: &BoardScreen, position: Option<(usize, usize)>) -> String {
        let grid = board.read_grid();
        let clash = find_clash(&grid);
        let solutions = match (&clash, self.counted) {
            (Some(_), _) => Solutions::None,
            (None, Some((counted, solutions))) if counted == grid => solutions,
            (None, _) => {
                let solutions = match count_solutions(&grid, 2) {
                    0 => Solutions::None,
                    1 => Solutions::One,
                    _ => Solutions::Several,
                };
                self.counted = Some((grid, solutions));
                solutions
            }
        };
        editor_status(clash.as_ref(), solutions, position)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_wrap_and_digits_move_on() {
        let mut board = BoardScreen::new();
        let mut e = Editor::new(&mut board, Grid::EMPTY);
        e.key(&mut board, Key::Left);
        assert_eq!(e.cursor, 8);
        e.key(&mut board, Key::Char('k'));
        assert_eq!(e.cursor, 80);
        e.key(&mut board, Key::Char('7'));
        assert_eq!((board.digit(80), e.cursor), (7, 0));
        e.key(&mut board, Key::Backspace);
        assert_eq!((board.digit(80), e.cursor), (0, 80));
        assert_eq!(e.key(&mut board, Key::Esc), Edit::NotMine);
    }

    #[test]
    fn tab_walks_the_cells_in_reading_order_and_anything_but_1_to_9_blanks() {
        let mut board = BoardScreen::new();
        let mut e = Editor::new(&mut board, Grid::EMPTY);
        e.key(&mut board, Key::Char('4'));
        e.key(&mut board, Key::Tab);
        assert_eq!(e.cursor, 2);
        e.cursor = 80;
        e.key(&mut board, Key::Tab);
        assert_eq!(e.cursor, 0, "Tab wraps at the end");
        e.key(&mut board, Key::BackTab);
        assert_eq!(e.cursor, 80, "Shift-Tab wraps at the start");
        e.cursor = 0;
        for typed in ['x', '*', '-', 'Z', '0'] {
            e.key(&mut board, Key::Char('7'));
            e.cursor = 0;
            assert_eq!(board.digit(0), 7);
            assert_eq!(e.key(&mut board, Key::Char(typed)), Edit::Done);
            assert_eq!(
                (board.digit(0), e.cursor),
                (0, 1),
                "{typed:?} blanks and moves on"
            );
            e.cursor = 0;
        }
    }

    #[test]
    fn clashes_are_shown_in_red_and_named() {
        let mut board = BoardScreen::new();
        let mut e = Editor::new(&mut board, Grid::EMPTY);
        e.key(&mut board, Key::Char('5'));
        e.key(&mut board, Key::Char('5'));
        assert_eq!(board.ink(0), Ink::Clash);
        assert_eq!(board.ink(1), Ink::Clash);
        assert!(
            e.status(&board, None)
                .contains("two 5s in row 1: r1c1 and r1c2")
        );
        e.key(&mut board, Key::Left);
        e.key(&mut board, Key::Delete);
        assert_eq!(board.ink(0), Ink::Given);
        assert!(!e.status(&board, None).contains("Clash"));
    }

    #[test]
    fn the_status_counts_solutions() {
        let mut board = BoardScreen::new();
        let unique = crate::formats::parse_line(
            "........7..8..7.59.9....36...7.....5.8...6....3..9..1.......193....7...61.58..2..",
        )
        .unwrap();
        let mut e = Editor::new(&mut board, unique);
        assert!(e.status(&board, None).contains("One solution"));
        e.key(&mut board, Key::Delete);
        // r1c1 was blank already: still one solution. Blank a given instead.
        e.cursor = 8;
        e.key(&mut board, Key::Delete);
        assert!(
            e.status(&board, None).contains("Several solutions"),
            "{}",
            e.status(&board, None)
        );
        assert!(
            e.status(&board, Some((2, 12)))
                .starts_with("Puzzle 2 of 12")
        );
        // Row 1 holds 1..8 and r2c9 a 9: no digit fits r1c9, though none repeats.
        let mut none = Grid::EMPTY;
        for (i, d) in (1..=8).enumerate() {
            none.set(i, d);
        }
        none.set(17, 9);
        e.show(&mut board, &none);
        assert!(e.status(&board, None).contains("No solution"));
    }

    #[test]
    fn undo_takes_back_each_change_in_turn() {
        let mut board = BoardScreen::new();
        let mut e = Editor::new(&mut board, Grid::EMPTY);
        e.key(&mut board, Key::Char('4'));
        e.key(&mut board, Key::Char('5'));
        let typed = board.read_grid();
        e.replace(&mut board, &Grid::EMPTY, "clear the board");
        assert_eq!(board.read_grid(), Grid::EMPTY);
        assert_eq!(e.undo(&mut board), Some("clear the board"));
        assert_eq!(board.read_grid(), typed);
        assert_eq!(e.undo(&mut board), Some("typing"));
        assert_eq!(board.digit(1), 0);
        assert_eq!(e.undo(&mut board), Some("typing"));
        assert_eq!(board.read_grid(), Grid::EMPTY);
        assert_eq!(e.undo(&mut board), None);
        // Blanking a blank cell is no change to undo.
        e.key(&mut board, Key::Delete);
        assert_eq!(e.undo(&mut board), None);
    }
}

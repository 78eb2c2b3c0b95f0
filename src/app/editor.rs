//! The puzzle editor: a cursor over the 81 cells of the board on the screen.
//!
//! The board being edited lives on the emulated screen like everything else: typing prints a
//! digit into its cell, and the puzzle is read back off the screen when it is needed.

use super::Key;
use crate::agents::{BoardScreen, Ink};
use crate::board::{Grid, clashing_cells, find_clash};

/// What an editing key did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Edit {
    /// The key moved the cursor or changed the board.
    Done,
    /// The key is not an editing key.
    NotMine,
}

/// The editor's cursor and the puzzle as it was loaded (for reset).
pub struct Editor {
    /// The cell under the cursor (0..81).
    pub cursor: usize,
    /// The puzzle as loaded, which reset goes back to.
    pub loaded: Grid,
}

impl Editor {
    /// An editor showing `puzzle` on `board`, cursor at the top-left.
    pub fn new(board: &mut BoardScreen, puzzle: Grid) -> Editor {
        let editor = Editor {
            cursor: 0,
            loaded: puzzle,
        };
        editor.show(board, &puzzle);
        editor
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

    fn set(&self, board: &mut BoardScreen, cell: usize, digit: u8) {
        let mut grid = board.read_grid();
        grid.set(cell, digit);
        self.show(board, &grid);
    }

    /// The status line for the board as it stands: the first clash, or what to do next.
    pub fn status(&self, board: &BoardScreen) -> String {
        match find_clash(&board.read_grid()) {
            Some(clash) => format!("Clash: {clash}. Fix it before solving."),
            None => {
                "Type a puzzle (1-9, arrows), then press Enter to solve. F1 for help.".to_string()
            }
        }
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
        assert!(e.status(&board).contains("two 5s in row 1: r1c1 and r1c2"));
        e.key(&mut board, Key::Left);
        e.key(&mut board, Key::Delete);
        assert_eq!(board.ink(0), Ink::Given);
        assert!(!e.status(&board).contains("Clash"));
    }
}

//! The Sudoku board as it appears on the emulated screen: the one door agents use.
//!
//! Each of the 81 cells has a fixed (row, col) taken from the layout in `screens/main.txt`.
//! A cell is read by reading the character there ('1'..'9' is a digit, anything else is
//! empty) and written by printing a digit or a blank in the colour of whoever put it there.

use std::sync::OnceLock;

use crate::board::{Grid, box_of, col_of, row_of};
use crate::screen::{Attr, Layout, Pos, Screen};

/// The main solver screen's layout, embedded at build time.
const MAIN_LAYOUT: &str = include_str!("../../screens/main.txt");

/// The main layout, parsed once.
pub fn main_layout() -> &'static Layout {
    static LAYOUT: OnceLock<Layout> = OnceLock::new();
    LAYOUT.get_or_init(|| {
        let layout = Layout::parse(MAIN_LAYOUT).expect("screens/main.txt is a valid layout");
        assert_eq!(
            layout.marks("cell").len(),
            81,
            "screens/main.txt marks 81 cells"
        );
        layout
    })
}

/// Who put a digit in a cell; each has its own colour on the screen.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ink {
    /// An empty cell.
    Empty,
    /// A digit the user typed (a given).
    Given,
    /// A digit Board0 found.
    Board0,
    /// A digit Board1 placed.
    Board1,
    /// The digit Board1 is trying right now.
    Trying,
    /// A digit the backtracker placed.
    Backtrack,
    /// A digit that clashes with another in its row, column or grid.
    Clash,
}

impl Ink {
    /// The screen attribute for this ink (CGA colours on the blue background).
    pub const fn attr(self) -> Attr {
        Attr(match self {
            Ink::Empty => 0x17,
            Ink::Given => 0x1F,
            Ink::Board0 => 0x1B,
            Ink::Board1 => 0x1E,
            Ink::Trying => 0x30,
            Ink::Backtrack => 0x1A,
            Ink::Clash => 0x1C,
        })
    }
}

/// The positions that matter to an agent checking a digit in one cell.
#[derive(Clone, Copy, Debug)]
pub struct CellPlace {
    /// The cell itself.
    pub at: Pos,
    /// The eight other cells of its 3x3 grid.
    pub grid: [Pos; 8],
    /// The eight other cells of its row.
    pub row: [Pos; 8],
    /// The eight other cells of its column.
    pub col: [Pos; 8],
}

/// An emulated screen showing the solver layout, with the map from Sudoku cells to positions.
#[derive(Clone)]
pub struct BoardScreen {
    /// The emulated screen itself; everything an agent knows is on it.
    pub screen: Screen,
    /// Where each cell sits (kept apart from `places` so whole-board passes stay compact).
    at: [Pos; 81],
    places: Box<[CellPlace; 81]>,
}

impl Default for BoardScreen {
    fn default() -> Self {
        BoardScreen::new()
    }
}

impl BoardScreen {
    /// A fresh solver screen with an empty board.
    pub fn new() -> BoardScreen {
        let layout = main_layout();
        let cells = layout.marks("cell");
        let others = |i: usize, same: fn(usize) -> usize| -> [Pos; 8] {
            let mut out = [cells[0]; 8];
            let peers = (0..81).filter(|&j| j != i && same(j) == same(i));
            for (slot, j) in out.iter_mut().zip(peers) {
                *slot = cells[j];
            }
            out
        };
        let places = Box::new(std::array::from_fn(|i| CellPlace {
            at: cells[i],
            grid: others(i, box_of),
            row: others(i, row_of),
            col: others(i, col_of),
        }));
        let at = std::array::from_fn(|i| cells[i]);
        let mut board = BoardScreen {
            screen: layout.screen(),
            at,
            places,
        };
        board.clear_board();
        board
    }

    /// Where cell `i` (0..81) and its neighbours sit on the screen.
    #[inline]
    pub fn place(&self, i: usize) -> &CellPlace {
        &self.places[i]
    }

    /// The digit in cell `i`, read off the screen: 0 unless the character there is '1'..'9'.
    #[inline]
    pub fn digit(&self, i: usize) -> u8 {
        digit_of(self.screen.code(self.at[i]))
    }

    /// Prints `digit` (1..=9) in cell `i` in the colour of `ink`; 0 prints a blank.
    #[inline]
    pub fn write(&mut self, i: usize, digit: u8, ink: Ink) {
        // Written without branches: whole-board passes meet blanks and digits at random.
        const CODES: [u8; 10] = *b" 123456789";
        let attr = if digit == 0 {
            Ink::Empty.attr()
        } else {
            ink.attr()
        };
        self.screen.put(self.at[i], CODES[usize::from(digit)], attr);
    }

    /// True when any of `spots` shows `digit`.
    #[inline]
    pub fn any_shows(&self, spots: &[Pos; 8], digit: u8) -> bool {
        let code = b'0' + digit;
        spots.iter().any(|&p| self.screen.code(p) == code)
    }

    /// The nine-bit set (bit 0 is digit 1) of the digits shown in `spots`.
    #[inline]
    pub fn digits_in(&self, spots: &[Pos; 8]) -> u16 {
        spots
            .iter()
            .fold(0, |m, &p| match digit_of(self.screen.code(p)) {
                0 => m,
                d => m | 1 << (d - 1),
            })
    }

    /// The whole board as read off the screen.
    pub fn read_grid(&self) -> Grid {
        Grid::from_cells(std::array::from_fn(|i| self.digit(i))).expect("digits read are 0..=9")
    }

    /// Blanks all 81 cells.
    pub fn clear_board(&mut self) {
        for i in 0..81 {
            self.write(i, 0, Ink::Empty);
        }
    }

    /// Blanks the board and prints the digits of `grid` in the colour of `ink`.
    pub fn show(&mut self, grid: &Grid, ink: Ink) {
        for i in 0..81 {
            self.write(i, grid.get(i), ink);
        }
    }

    /// The ink of cell `i`, judged from its colour on the screen.
    pub fn ink(&self, i: usize) -> Ink {
        let attr = self.screen.cell(self.at[i]).attr;
        [
            Ink::Given,
            Ink::Board0,
            Ink::Board1,
            Ink::Trying,
            Ink::Backtrack,
            Ink::Clash,
        ]
        .into_iter()
        .find(|ink| ink.attr() == attr && self.digit(i) != 0)
        .unwrap_or(Ink::Empty)
    }
}

/// The digit a character code shows: 1..=9 for '1'..'9', otherwise 0.
#[inline]
fn digit_of(code: u8) -> u8 {
    let d = code.wrapping_sub(b'0');
    if d.wrapping_sub(1) < 9 { d } else { 0 }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_sit_inside_the_drawn_board() {
        let b = BoardScreen::new();
        let first = b.place(0).at;
        let last = b.place(80).at;
        assert_eq!((first.row(), first.col()), (4, 5));
        assert_eq!((last.row(), last.col()), (20, 37));
        // The character left of the first cell is the board's double left edge.
        assert_eq!(b.screen.screen(4, 3).unwrap(), 186);
    }

    #[test]
    fn digits_are_read_back_off_the_screen() {
        let mut b = BoardScreen::new();
        b.write(40, 7, Ink::Board1);
        assert_eq!(b.screen.screen(12, 21).unwrap(), b'7');
        assert_eq!(b.digit(40), 7);
        assert_eq!(b.ink(40), Ink::Board1);
        // Anything that is not '1'..'9' reads as empty, whoever printed it.
        b.screen.locate(12, 21).unwrap();
        b.screen.print("x").unwrap();
        assert_eq!(b.digit(40), 0);
    }

    #[test]
    fn neighbour_spots_match_the_geometry() {
        let mut b = BoardScreen::new();
        b.write(80, 9, Ink::Given);
        let p = *b.place(60);
        assert!(b.any_shows(&p.grid, 9));
        assert!(!b.any_shows(&p.row, 9));
        assert!(!b.any_shows(&p.col, 9));
        let p = *b.place(8);
        assert!(b.any_shows(&p.col, 9));
        b.write(7, 3, Ink::Given);
        assert_eq!(b.digits_in(&p.row), 1 << 2);
    }

    #[test]
    fn show_and_read_round_trip() {
        let mut g = Grid::EMPTY;
        g.set(3, 4);
        g.set(77, 2);
        let mut b = BoardScreen::new();
        b.show(&g, Ink::Given);
        assert_eq!(b.read_grid(), g);
        assert_eq!(b.ink(3), Ink::Given);
        assert_eq!(b.ink(4), Ink::Empty);
    }
}

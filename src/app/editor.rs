//! The puzzle editor: a cursor over the cells of the board on the screen (4x4, 9x9 or 16x16).
//!
//! The board being edited lives on the emulated screen like everything else: typing prints a
//! digit into its cell, and the puzzle is read back off the screen when it is needed.
//!
//! Pencil marks: P switches typing between values and candidates. While marks are in play
//! the board is on the candidate view, every cell showing its candidates (a value hides
//! them); a digit typed for candidates toggles that candidate in the cell. As in the
//! pencil-mark format, a cell left with one candidate holds it as its value.

use super::Key;
use super::messages::{self as say, Solutions, editor_status};
use dosdoku_agents::agents::{ALL_CANDIDATES, BoardScreen, Ink, View};
use dosdoku_sudoku::board::{Grid, clashing_cells, find_clash, value_of};
use dosdoku_sudoku::formats::PencilMarks;
use dosdoku_sudoku::solver::{count_solutions, count_solutions_within};

/// How many changes U can undo.
const UNDO_DEPTH: usize = 1000;

/// How many guesses and backtracks the status line's count of solutions may take on a board
/// other than 9x9 before it gives up (a few milliseconds on a 16x16 board): the editor answers
/// every key at once.
const COUNT_STEPS: u64 = 20_000;

/// What an editing key did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Edit {
    /// The key moved the cursor or changed the board.
    Done,
    /// The key is not an editing key.
    NotMine,
    /// The key was refused; the notice says why.
    Refused(&'static str),
}

/// A board as the editor holds it: its values and, while pencil marks are in play, the
/// candidates of every cell (a value's cell has it alone).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Edited {
    /// The values.
    pub grid: Grid,
    /// The pencil marks, when the board shows candidates.
    pub marks: Option<PencilMarks>,
}

impl Edited {
    /// Values alone, no pencil marks.
    pub fn plain(grid: Grid) -> Edited {
        Edited { grid, marks: None }
    }

    /// The one line that keeps it: its pencil marks (729 characters) when they are real (see
    /// [`Edited::real_marks`]), else its values.
    pub fn to_line(&self) -> String {
        self.real_marks()
            .map_or_else(|| self.grid.to_line(), |m| m.to_line())
    }

    /// The pencil marks, when any cell without a value has fewer than nine candidates.
    pub fn real_marks(&self) -> Option<PencilMarks> {
        self.marks
            .filter(|m| *m != PencilMarks::from_grid(&m.singles()))
    }
}

/// The editor's cursor, the puzzle as it was loaded (for reset), and the boards before each
/// change (for undo).
pub struct Editor {
    /// The cell under the cursor, in reading order from 0.
    pub cursor: usize,
    /// The puzzle as loaded, with its pencil marks, which reset goes back to.
    pub loaded: Edited,
    /// True while typed digits toggle candidates rather than set values.
    pub pencil: bool,
    /// The boards before the latest changes, the latest last, each with what changed it.
    undo: Vec<(Edited, &'static str)>,
    /// The last board counted for solutions, and its count (counting is done once per board).
    counted: Option<(Grid, Solutions)>,
}

impl Editor {
    /// An editor showing `puzzle` (with its pencil marks) on `board`, cursor at the top-left.
    pub fn new(board: &mut BoardScreen, puzzle: Edited) -> Editor {
        let mut editor = Editor {
            cursor: 0,
            loaded: puzzle.clone(),
            pencil: false,
            undo: Vec::new(),
            counted: None,
        };
        editor.show_edited(board, &puzzle);
        editor
    }

    /// Shows `grid` in place of the board, as a change U can undo; `what` names the change
    /// for the undo notice, e.g. `clear the board`. Nothing is kept when nothing changes.
    pub fn replace(&mut self, board: &mut BoardScreen, grid: &Grid, what: &'static str) {
        self.replace_edited(board, &Edited::plain(grid.clone()), what);
    }

    /// Shows `edited` (values and pencil marks) in place of the board, as [`Editor::replace`].
    pub fn replace_edited(&mut self, board: &mut BoardScreen, edited: &Edited, what: &'static str) {
        let before = Editor::edited(board);
        if before != *edited {
            self.remember(before, what);
        }
        self.show_edited(board, edited);
    }

    /// The board as it stands on the screen: its values, and its candidates on the
    /// candidate view.
    pub fn edited(board: &BoardScreen) -> Edited {
        Edited {
            grid: board.read_grid(),
            marks: (board.view() == View::Candidates && board.box_size() == 3).then(|| {
                PencilMarks::from_cells(std::array::from_fn(|i| board.candidates(i) as u16))
            }),
        }
    }

    /// Shows `edited`: values alone on the digit view; with pencil marks on the candidate
    /// view, each value alone in its cell (clashing ones in the clash colour), every other
    /// cell its candidates (in the colour of candidates reduced when some are out).
    pub fn show_edited(&mut self, board: &mut BoardScreen, edited: &Edited) {
        let Some(marks) = edited.marks else {
            board.switch_to(View::Digits);
            return self.show(board, &edited.grid);
        };
        self.fit(board, edited.grid.box_size());
        board.switch_to(View::Candidates);
        let clashing = clashing_cells(&edited.grid);
        for (i, &clash) in clashing.iter().enumerate() {
            match edited.grid.get(i) {
                0 => {
                    let mut mask = u32::from(marks.cell(i));
                    if mask.is_power_of_two() {
                        mask = ALL_CANDIDATES;
                    }
                    let ink = if mask == ALL_CANDIDATES {
                        Ink::Empty
                    } else {
                        Ink::Exclusion
                    };
                    board.set_candidates(i, mask, ink);
                }
                d => board.write(i, d, if clash { Ink::Clash } else { Ink::Given }),
            }
        }
    }

    /// P: typing switches between values and candidates. Switching to candidates shows the
    /// candidate view; switching back keeps it while some cell has pencil marks.
    pub fn switch_typing(&mut self, board: &mut BoardScreen) {
        self.pencil = !self.pencil;
        let edited = Editor::edited(board);
        let marks = match (self.pencil, edited.marks) {
            (true, None) => Some(PencilMarks::from_grid(&edited.grid)),
            (_, marks) => marks.filter(|_| self.pencil || edited.real_marks().is_some()),
        };
        self.show_edited(board, &Edited { marks, ..edited });
    }

    /// Puts the board back as it was before the latest change; what that change was, or
    /// `None` when there is nothing to undo.
    pub fn undo(&mut self, board: &mut BoardScreen) -> Option<&'static str> {
        let (edited, what) = self.undo.pop()?;
        self.show_edited(board, &edited);
        Some(what)
    }

    fn remember(&mut self, before: Edited, what: &'static str) {
        if self.undo.len() == UNDO_DEPTH {
            self.undo.remove(0);
        }
        self.undo.push((before, what));
    }

    /// Prints `grid` as the user's digits, clashing digits in the clash colour; the board is
    /// drawn afresh for `grid`'s size if it is another (the cursor goes to the first cell).
    pub fn show(&mut self, board: &mut BoardScreen, grid: &Grid) {
        self.fit(board, grid.box_size());
        let clashing = clashing_cells(grid);
        for (i, &clash) in clashing.iter().enumerate() {
            board.write(i, grid.get(i), if clash { Ink::Clash } else { Ink::Given });
        }
    }

    /// Draws the board afresh for box size `n` if it is another (the cursor goes to the first
    /// cell, typing to values).
    fn fit(&mut self, board: &mut BoardScreen, n: usize) {
        if board.box_size() != n {
            board.resize(n);
            self.cursor = 0;
            self.pencil = false;
        }
    }

    /// Handles an editing key: movement (arrows and hjkl, wrapping; Home and End to the first
    /// and last cell of the row; Tab and Shift-Tab to the next and previous cell in reading
    /// order, as the Cruncher's form moved, wrapping at the ends), digits, clearing. Like the Cruncher's form, any other character typed (one the
    /// screen does not take as a command before it reaches the editor) blanks the cell.
    pub fn key(&mut self, board: &mut BoardScreen, key: Key) -> Edit {
        let n = board.box_size();
        let (side, cells) = (n * n, board.cells());
        let (row, col) = (self.cursor / side, self.cursor % side);
        match key {
            Key::Up | Key::Char('k') => self.cursor = (row + side - 1) % side * side + col,
            Key::Down | Key::Char('j') => self.cursor = (row + 1) % side * side + col,
            Key::Left | Key::Char('h') => self.cursor = row * side + (col + side - 1) % side,
            Key::Right | Key::Char('l') => self.cursor = row * side + (col + 1) % side,
            Key::Home => self.cursor = row * side,
            Key::End => self.cursor = row * side + side - 1,
            Key::Tab => self.cursor = (self.cursor + 1) % cells,
            Key::BackTab => self.cursor = (self.cursor + cells - 1) % cells,
            Key::Char(c @ '1'..='9') if self.pencil && n == 3 => {
                return self.toggle(board, self.cursor, c as u8 - b'0');
            }
            Key::Char(c) if !c.is_control() => match typed_value(n, c) {
                Some(value) => self.type_digit(board, value),
                None => return Edit::Refused(say::FOUR_BY_FOUR_VALUES),
            },
            Key::Delete => self.set(board, self.cursor, 0),
            Key::Backspace => {
                self.cursor = (self.cursor + cells - 1) % cells;
                self.set(board, self.cursor, 0);
            }
            _ => return Edit::NotMine,
        }
        Edit::Done
    }

    fn type_digit(&mut self, board: &mut BoardScreen, digit: u8) {
        self.set(board, self.cursor, digit);
        self.cursor = (self.cursor + 1) % board.cells();
    }

    /// Sets `cell` to `digit`, 0 for none: a blank cell has all nine candidates again.
    fn set(&mut self, board: &mut BoardScreen, cell: usize, digit: u8) {
        let before = Editor::edited(board);
        let mut edited = before.clone();
        edited.grid.set(cell, digit);
        edited.marks = before.marks.map(|m| {
            PencilMarks::from_cells(std::array::from_fn(|i| {
                if i == cell && digit == 0 {
                    ALL_CANDIDATES as u16
                } else {
                    m.cell(i)
                }
            }))
        });
        if edited != before {
            self.remember(before, "typing");
        }
        self.show_edited(board, &edited);
    }

    /// Toggles candidate `digit` in `cell`, a change U can undo; refused in a cell holding a
    /// value, and for the cell's last candidate.
    fn toggle(&mut self, board: &mut BoardScreen, cell: usize, digit: u8) -> Edit {
        let mut edited = Editor::edited(board);
        if edited.grid.get(cell) != 0 {
            return Edit::Refused(say::MARK_ON_A_VALUE);
        }
        let marks = edited
            .marks
            .unwrap_or_else(|| PencilMarks::from_grid(&edited.grid));
        let mask = marks.cell(cell) ^ 1 << (digit - 1);
        if mask == 0 {
            return Edit::Refused(say::LAST_CANDIDATE);
        }
        self.remember(edited.clone(), "pencil marks");
        edited.marks = Some(PencilMarks::from_cells(std::array::from_fn(|i| {
            if i == cell { mask } else { marks.cell(i) }
        })));
        if mask.is_power_of_two() {
            edited.grid.set(cell, mask.trailing_zeros() as u8 + 1);
        }
        self.show_edited(board, &edited);
        Edit::Done
    }

    /// The status line for the board as it stands: the first clash, or how many solutions it
    /// has and what to do next; `position` is (k, n) for puzzle k of a file of n.
    pub fn status(&mut self, board: &BoardScreen, position: Option<(usize, usize)>) -> String {
        let grid = board.read_grid();
        let clash = find_clash(&grid);
        let symbols = say::typed_symbols(grid.box_size());
        let solutions = match (&clash, &self.counted) {
            (Some(_), _) => Solutions::None,
            (None, Some((counted, solutions))) if *counted == grid => *solutions,
            (None, _) => {
                let count = if grid.box_size() == 3 {
                    Some(count_solutions(&grid, 2))
                } else {
                    count_solutions_within(&grid, 2, COUNT_STEPS)
                };
                let solutions = match count {
                    Some(0) => Solutions::None,
                    Some(1) => Solutions::One,
                    Some(_) => Solutions::Several,
                    None => Solutions::Uncounted,
                };
                self.counted = Some((grid, solutions));
                solutions
            }
        };
        editor_status(clash.as_ref(), solutions, position, symbols)
    }
}

/// The value character `c` types on a board of box size `n`: a digit 1-9, or on a 16x16 board
/// a letter A-G (either case) for 10-16; 0 (a blank) for any other character, as the
/// Cruncher's form blanked a cell. `None` for a digit past a 4x4 board's 4.
fn typed_value(n: usize, c: char) -> Option<u8> {
    let c = c.to_ascii_uppercase();
    match c.is_ascii().then(|| value_of(n, c as u8)).flatten() {
        Some(value) => Some(value),
        None if c.is_ascii_digit() => None,
        None => Some(0),
    }
}

/// True when `key` is a letter that types a value on a board of box size `n` (A-G on 16x16),
/// rather than a command.
pub fn is_value_letter(n: usize, key: Key) -> bool {
    matches!(key, Key::Char(c) if c.is_ascii_alphabetic()
        && value_of(n, c.to_ascii_uppercase() as u8).is_some())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_16x16_board_wraps_by_its_side_and_takes_a_to_g_in_either_case() {
        let mut board = BoardScreen::new();
        let mut e = Editor::new(&mut board, Edited::plain(Grid::empty(4)));
        assert_eq!((board.box_size(), board.cells()), (4, 256));
        e.key(&mut board, Key::Left);
        assert_eq!(e.cursor, 15);
        e.key(&mut board, Key::Down);
        assert_eq!(e.cursor, 31);
        e.key(&mut board, Key::Up);
        e.key(&mut board, Key::Up);
        assert_eq!(e.cursor, 255);
        e.key(&mut board, Key::Char('A'));
        assert_eq!((board.digit(255), e.cursor), (10, 0));
        for (key, value) in [('g', 16), ('9', 9), ('C', 12), ('x', 0)] {
            e.key(&mut board, Key::Char(key));
            assert_eq!(board.digit(e.cursor - 1), value, "{key}");
        }
        e.key(&mut board, Key::BackTab);
        assert_eq!(e.cursor, 3);
        e.key(&mut board, Key::Backspace);
        assert_eq!((board.digit(2), e.cursor), (0, 2));
        assert_eq!(board.read_grid().to_line()[..4], *"G9..");
        assert_eq!(board.read_grid().get(255), 10);
    }

    #[test]
    fn a_4x4_board_takes_1_to_4_and_refuses_larger_digits() {
        let mut board = BoardScreen::new();
        let mut e = Editor::new(&mut board, Edited::plain(Grid::empty(2)));
        assert_eq!(board.cells(), 16);
        e.key(&mut board, Key::Char('4'));
        assert_eq!(
            e.key(&mut board, Key::Char('5')),
            Edit::Refused(say::FOUR_BY_FOUR_VALUES)
        );
        assert_eq!(e.cursor, 1, "a refused digit leaves the cursor");
        e.key(&mut board, Key::Char('a'));
        assert_eq!(board.digit(1), 0, "a letter blanks a cell of a 4x4 board");
        e.key(&mut board, Key::Up);
        assert_eq!(e.cursor, 14);
        e.key(&mut board, Key::Tab);
        e.key(&mut board, Key::Tab);
        assert_eq!(e.cursor, 0);
        assert_eq!(board.read_grid().to_line(), "4...............");
    }

    #[test]
    fn showing_a_grid_of_another_size_redraws_the_board_and_starts_at_its_first_cell() {
        let mut board = BoardScreen::new();
        let mut e = Editor::new(&mut board, Edited::plain(Grid::EMPTY));
        e.cursor = 80;
        let mut sixteen = Grid::empty(4);
        sixteen.set(17, 11);
        e.replace(&mut board, &sixteen, "open a file");
        assert_eq!((board.box_size(), e.cursor), (4, 0));
        assert_eq!(board.read_grid(), sixteen);
        assert!(
            e.status(&board, None)
                .starts_with("Type a puzzle (1-9 A-G, arrows). Several solutions yet"),
            "{}",
            e.status(&board, None)
        );
        assert_eq!(e.undo(&mut board), Some("open a file"));
        assert_eq!((board.box_size(), board.read_grid()), (3, Grid::EMPTY));
    }

    #[test]
    fn moves_wrap_and_digits_move_on() {
        let mut board = BoardScreen::new();
        let mut e = Editor::new(&mut board, Edited::plain(Grid::EMPTY));
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
        let mut e = Editor::new(&mut board, Edited::plain(Grid::EMPTY));
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
        let mut e = Editor::new(&mut board, Edited::plain(Grid::EMPTY));
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
        let unique = dosdoku_sudoku::formats::parse_line(
            "........7..8..7.59.9....36...7.....5.8...6....3..9..1.......193....7...61.58..2..",
        )
        .unwrap();
        let mut e = Editor::new(&mut board, Edited::plain(unique));
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
        let mut e = Editor::new(&mut board, Edited::plain(Grid::EMPTY));
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

    #[test]
    fn pencil_marks_toggle_show_as_candidates_and_undo() {
        let mut board = BoardScreen::new();
        let mut e = Editor::new(&mut board, Edited::plain(Grid::EMPTY));
        e.key(&mut board, Key::Char('4'));
        e.switch_typing(&mut board);
        assert!(e.pencil);
        assert_eq!(board.view(), View::Candidates);
        // r1c1 holds a 4: no candidates there; r1c2 loses 2 and 3.
        e.cursor = 0;
        assert_eq!(
            e.key(&mut board, Key::Char('1')),
            Edit::Refused(say::MARK_ON_A_VALUE)
        );
        e.cursor = 1;
        for digit in ['2', '3'] {
            assert_eq!(e.key(&mut board, Key::Char(digit)), Edit::Done);
        }
        assert_eq!(e.cursor, 1, "toggling stays on the cell");
        assert_eq!(board.candidates(1), ALL_CANDIDATES & !0b110);
        assert_eq!(board.ink(1), Ink::Exclusion);
        assert_eq!((board.candidates(0), board.ink(0)), (1 << 3, Ink::Given));
        let edited = Editor::edited(&board);
        assert_eq!(edited.grid.get(0), 4);
        assert!(edited.real_marks().is_some());
        // Values mode again: the marks stay; a value typed hides them, Delete gives all nine.
        e.switch_typing(&mut board);
        assert_eq!(board.view(), View::Candidates);
        e.key(&mut board, Key::Char('7'));
        assert_eq!((board.candidates(1), board.ink(1)), (1 << 6, Ink::Given));
        e.cursor = 1;
        e.key(&mut board, Key::Delete);
        assert_eq!(board.candidates(1), ALL_CANDIDATES);
        // U takes back the delete, the value, and each toggle in turn.
        assert_eq!(e.undo(&mut board), Some("typing"));
        assert_eq!(e.undo(&mut board), Some("typing"));
        assert_eq!(board.candidates(1), ALL_CANDIDATES & !0b110);
        assert_eq!(e.undo(&mut board), Some("pencil marks"));
        assert_eq!(board.candidates(1), ALL_CANDIDATES & !0b010);
        // Eight candidates out leave one: the cell holds it as its value; the last stays.
        e.switch_typing(&mut board);
        e.cursor = 2;
        for digit in ['1', '2', '3', '4', '5', '6', '8', '9'] {
            e.key(&mut board, Key::Char(digit));
        }
        assert_eq!(board.read_grid().get(2), 7);
        assert_eq!(board.ink(2), Ink::Given);
        assert_eq!(
            e.key(&mut board, Key::Char('7')),
            Edit::Refused(say::MARK_ON_A_VALUE)
        );
        // Clearing the board leaves the candidate view.
        e.replace(&mut board, &Grid::EMPTY, "clear the board");
        assert_eq!(board.view(), View::Digits);
        assert_eq!(Editor::edited(&board).marks, None);
    }
}

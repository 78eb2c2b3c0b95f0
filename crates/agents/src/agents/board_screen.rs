//! The Sudoku board as it appears on the emulated screen: the one door agents use.
//!
//! The board is shown in one [`View`] at a time. On the digit view each cell has one
//! position: it is read by reading the character there (one of the board's symbols is a
//! value, '1'..'9' on a 9x9 board; anything else is empty) and written by printing a symbol or
//! a blank in the colour of whoever put it there. On the candidate view of a 9x9 or 4x4 board
//! each cell is a block with one slot per value: its candidates are the values its slots
//! show. Writing a cell prints its candidate set, value v in slot v, on the background its row
//! is painted; a cell down to one value is a tile instead, the whole block in the colour of
//! whoever put the value there ([`Ink::value_attr`]) with the digit alone in the middle of its
//! top row (read back as that one candidate, in that ink). The 16x16 and 25x25 candidate
//! views show each cell's value and, beside the board, how many candidates it has.

use dosdoku_screen::{Attr, Cell, Layout, Pos, Screen};
use dosdoku_sudoku::board::{Digits, Grid, Shape};

use super::Ink;
use super::view::{CellPlace, LANE_SLOTS, View, ViewMap, lane_map};

/// Every digit 1..=9 of a 9x9 board as a candidate set (bit d - 1 for digit d).
pub const ALL_CANDIDATES: u32 = Digits::NINE.bits();

/// An emulated screen showing the board in one of its views, with the map from Sudoku cells
/// to positions. The board may be of any box size (4x4, 9x9, 16x16, 25x25); each size has its
/// own layouts, and showing a grid of another size redraws the screen for it.
#[derive(Clone)]
pub struct BoardScreen {
    /// The emulated screen itself; everything an agent knows is on it.
    pub screen: Screen,
    map: &'static ViewMap,
    /// Where this board shows its digit view: the main screen's board, or a race lane's.
    digits: &'static ViewMap,
}

impl Default for BoardScreen {
    fn default() -> Self {
        BoardScreen::new()
    }
}

impl BoardScreen {
    /// A fresh solver screen with an empty 9x9 board on the digit view.
    pub fn new() -> BoardScreen {
        BoardScreen::with_view(View::Digits)
    }

    /// A fresh screen with an empty 9x9 board on `view`.
    pub fn with_view(view: View) -> BoardScreen {
        BoardScreen::sized(view, 3)
    }

    /// A fresh screen with an empty board of box size `n` (2..=5) on `view`.
    pub fn sized(view: View, n: usize) -> BoardScreen {
        BoardScreen::on(view.map(n), View::Digits.map(n))
    }

    /// A fresh screen of the race layout with an empty board in lane `slot` (0-based, below
    /// [`BoardScreen::LANE_SLOTS`]): its digit view is that lane's compact board and no other
    /// cell of the race screen; its candidate view is the usual full screen.
    pub fn for_lane(slot: usize) -> BoardScreen {
        let lane = lane_map(slot);
        BoardScreen::on(lane, lane)
    }

    /// How many lanes the race layout has room for.
    pub const LANE_SLOTS: usize = LANE_SLOTS;

    fn on(map: &'static ViewMap, digits: &'static ViewMap) -> BoardScreen {
        let mut board = BoardScreen {
            screen: map.layout.screen(),
            map,
            digits,
        };
        board.clear_board();
        board
    }

    /// The view the board is shown in now.
    pub fn view(&self) -> View {
        self.map.view
    }

    /// The box size of the board shown (3 for 9x9).
    pub fn box_size(&self) -> usize {
        self.map.n
    }

    /// The geometry of the board shown.
    pub fn shape(&self) -> &'static Shape {
        Shape::of(self.map.n)
    }

    /// The number of cells of the board shown.
    pub fn cells(&self) -> usize {
        self.map.at.len()
    }

    /// The layout the board is drawn on now (where the panel's fields are).
    pub fn layout(&self) -> &'static Layout {
        &self.map.layout
    }

    /// Shows the board in `view` (the digit view where this board shows its digits: a race
    /// lane's board on its lane), carrying it across through the screen: every cell's
    /// candidates and ink are read off the current view, the new view's layout is drawn, and
    /// each cell is printed there again. From the digit view an empty cell becomes every
    /// candidate; to it, a cell with one candidate shows that value and any other a blank.
    /// Whatever else was on the screen (the panel, the status line) is drawn afresh by its
    /// owner.
    pub fn switch_to(&mut self, view: View) {
        if view == self.view() {
            return;
        }
        let cells: Vec<(u32, Ink)> = (0..self.cells())
            .map(|i| (self.candidates(i), self.ink(i)))
            .collect();
        self.map = match view {
            View::Digits => self.digits,
            View::Candidates => view.map(self.map.n),
        };
        self.screen = self.map.layout.screen();
        for (i, (mask, ink)) in cells.into_iter().enumerate() {
            self.set_candidates(i, mask, ink);
        }
    }

    /// Draws an empty board of box size `n` (2..=5) in the current view, unless the board shown
    /// is already of that size.
    pub fn resize(&mut self, n: usize) {
        if n != self.map.n {
            *self = BoardScreen::sized(self.view(), n);
        }
    }

    /// Where cell `i` of a 9x9 board and its neighbours sit on the screen: on the digit view
    /// where their digits show (the positions Board0 and Board1 check); on the candidate view
    /// the first slot of each cell. Panics on a board of another size.
    #[inline]
    pub fn place(&self, i: usize) -> &CellPlace {
        &self.map.places[i]
    }

    /// Where cell `i` sits on the screen: its character on the digit view (on the candidate
    /// view of a 9x9 or 4x4 board, its first slot).
    #[inline]
    pub fn at(&self, i: usize) -> Pos {
        self.map.at[i]
    }

    /// The value in cell `i`, read off the screen: on the digit view 0 unless the character
    /// there is one of the board's symbols; on the candidate view its one candidate, 0 when
    /// it has several or none.
    #[inline]
    pub fn digit(&self, i: usize) -> u8 {
        if self.map.view == View::Candidates && !self.map.slots[i].is_empty() && self.slotted() {
            return sole(self.candidates(i));
        }
        self.value_at(self.map.at[i])
    }

    /// The value the character at `p` shows on this board: 0 unless it is one of its symbols.
    #[inline]
    fn value_at(&self, p: Pos) -> u8 {
        self.map.values[usize::from(self.screen.code(p))]
    }

    /// True on a candidate view with one slot per value (9x9 and 4x4 boards).
    #[inline]
    fn slotted(&self) -> bool {
        self.map.counts.is_empty()
    }

    /// The colour a value in `ink` shows in on this board as drawn now: its tile's
    /// ([`Ink::value_attr`]) on a candidate view with slots, else the ink's own.
    pub fn value_colour(&self, ink: Ink) -> Attr {
        if self.map.view == View::Candidates && self.slotted() {
            ink.value_attr()
        } else {
            ink.attr()
        }
    }

    /// Every value of the board as a candidate set (bit v - 1 for value v).
    #[inline]
    pub fn all_values(&self) -> u32 {
        (1u32 << (self.map.n * self.map.n)) - 1
    }

    /// The candidates of cell `i` read off the screen, bit v - 1 for value v: on a candidate
    /// view with slots the values its slots show; otherwise its value alone, or every value
    /// when the cell is blank.
    #[inline]
    pub fn candidates(&self, i: usize) -> u32 {
        if self.map.view == View::Candidates && self.slotted() {
            return self.map.slots[i]
                .iter()
                .fold(0, |m, &p| match self.value_at(p) {
                    0 => m,
                    d => m | 1 << (d - 1),
                });
        }
        match self.value_at(self.map.at[i]) {
            0 => self.all_values(),
            d => 1 << (d - 1),
        }
    }

    /// Prints the candidate set `mask` (bit v - 1 for value v) in cell `i` in the colour of
    /// `ink`: on a candidate view with slots value v in slot v, a blank in the slots of the
    /// others (one value in any ink but [`Ink::EMPTY`]: the cell's tile, its digit in the
    /// middle of the top row); on the 16x16 and 25x25 candidate views the value when there is one candidate
    /// (else a blank) and the number of candidates in the cell's count; on the digit view the
    /// value when there is one candidate, else a blank.
    pub fn set_candidates(&mut self, i: usize, mask: u32, ink: Ink) {
        match self.map.view {
            View::Digits => self.write(i, sole(mask), ink),
            View::Candidates if self.slotted() => {
                let map = self.map;
                let value = sole(mask);
                if value != 0 && ink != Ink::EMPTY {
                    let attr = ink.value_attr();
                    let edge = Attr(map.shade[i] << 4 | attr.bg());
                    let top = map.slots[i][0].row();
                    for &p in &map.blocks[i] {
                        if p.row() == top {
                            self.screen.put(p, b' ', attr);
                        } else {
                            self.screen.put(p, LOWER_EDGE, edge);
                        }
                    }
                    let centre = map.slots[i][map.centre];
                    self.screen.put(centre, map.codes[usize::from(value)], attr);
                    return;
                }
                let attr = ink.attr_on(map.shade[i]);
                for (k, &p) in map.blocks[i].iter().enumerate() {
                    let code = if k < map.slots[i].len() && mask >> k & 1 == 1 {
                        map.codes[k + 1]
                    } else {
                        b' '
                    };
                    self.screen.put(p, code, attr);
                }
            }
            View::Candidates => {
                self.print_digit(self.map.at[i], sole(mask), ink);
                let count = mask.count_ones();
                let code = match count {
                    1 => b' ',
                    0..=9 => b'0' + count as u8,
                    _ => b'A' + (count - 10) as u8,
                };
                let p = self.map.counts[i];
                let attr = self.screen.cell(p).attr;
                self.screen.put(p, code, attr);
            }
        }
    }

    /// Prints value `digit` (1..=n*n) in cell `i` in the colour of `ink`; 0 prints a blank. On
    /// the candidate view a value is its cell's one candidate and a blank is every value.
    #[inline]
    pub fn write(&mut self, i: usize, digit: u8, ink: Ink) {
        if self.map.view == View::Candidates {
            return self.write_candidate_cell(i, digit, ink);
        }
        self.print_digit(self.map.at[i], digit, ink);
    }

    /// Prints value `digit` at a digit-view cell's position (a [`CellPlace::at`] or
    /// [`BoardScreen::at`]) in the colour of `ink`; 0 prints a blank. The hot loop's write: no
    /// view to look at.
    #[inline]
    pub fn print_digit(&mut self, at: Pos, digit: u8, ink: Ink) {
        let cell = if self.map.n <= 3 {
            digit_cell(digit, ink)
        } else {
            lettered_cell(self.map.codes[usize::from(digit)], digit, ink)
        };
        self.screen.put_cell(at, cell);
    }

    #[cold]
    fn write_candidate_cell(&mut self, i: usize, digit: u8, ink: Ink) {
        match digit {
            0 => self.set_candidates(i, self.all_values(), Ink::EMPTY),
            d => self.set_candidates(i, 1 << (d - 1), ink),
        }
    }

    /// Paints cell `i` (its character on the digit view, its whole block on the candidate
    /// view) solid in background colour `bg` (0..=7), to pick the cell out. A value keeps its
    /// digit's colour, unless that would vanish on `bg`; candidates turn black on a light
    /// background (green, cyan, grey) and white on a dark one, to stay readable.
    pub fn highlight(&mut self, i: usize, bg: u8) {
        let bg = bg & 7;
        let candidates = self.map.blocks[i].len() > 1 && sole(self.candidates(i)) == 0;
        let blocks = &self.map.blocks[i];
        let contrast = if matches!(bg, 2 | 3 | 7) { 0 } else { 15 };
        for &p in blocks.iter() {
            let cell = self.screen.cell(p);
            let mut fg = cell.attr.fg();
            if candidates || fg & 7 == bg {
                fg = contrast;
            }
            let code = if cell.code == LOWER_EDGE {
                b' '
            } else {
                cell.code
            };
            self.screen.put(p, code, Attr(bg << 4 | fg));
        }
    }

    /// Shows the value `d` in its slot of cell `i` in `attr`, whether or not it is still a
    /// candidate there, to point at it (a candidate just eliminated, struck in the colour of
    /// the step that took it out). Where the cell has no slot per value (the digit view) it
    /// prints over the cell.
    pub fn mark_candidate(&mut self, i: usize, d: u8, attr: Attr) {
        let slots = &self.map.slots[i];
        let p = slots.get(usize::from(d - 1)).copied().unwrap_or(slots[0]);
        self.screen.put(p, self.map.codes[usize::from(d)], attr);
    }

    /// True when any of `spots` shows `digit` (a 9x9 board's cells).
    #[inline]
    pub fn any_shows(&self, spots: &[Pos; 8], digit: u8) -> bool {
        let code = b'0' + digit;
        spots.iter().any(|&p| self.screen.code(p) == code)
    }

    /// The nine-bit set (bit 0 is digit 1) of the digits shown in `spots` (a 9x9 board's cells).
    #[inline]
    pub fn digits_in(&self, spots: &[Pos; 8]) -> u16 {
        spots
            .iter()
            .fold(0, |m, &p| match digit_of(self.screen.code(p)) {
                0 => m,
                d => m | 1 << (d - 1),
            })
    }

    /// The set of values (bit v - 1 for value v) shown in the row, column and box of cell `i`,
    /// read off the screen.
    #[inline]
    pub fn seen_by(&self, i: usize) -> u32 {
        if self.map.n == 3 {
            let place = self.place(i);
            return u32::from(
                self.digits_in(&place.row)
                    | self.digits_in(&place.col)
                    | self.digits_in(&place.grid),
            );
        }
        self.map.peers[i]
            .iter()
            .fold(0, |m, &p| match self.value_at(p) {
                0 => m,
                d => m | 1 << (d - 1),
            })
    }

    /// True when value `digit` shows in the row, column or box of cell `i` (looked at in that
    /// order on a 9x9 board).
    #[inline]
    pub fn seen_in_units(&self, i: usize, digit: u8) -> bool {
        if self.map.n == 3 {
            let place = self.place(i);
            return self.any_shows(&place.row, digit)
                || self.any_shows(&place.col, digit)
                || self.any_shows(&place.grid, digit);
        }
        self.map.peers[i].iter().any(|&p| self.value_at(p) == digit)
    }

    /// Writes `text` into the field called `name` of the layout the board is drawn on
    /// (left-aligned, cut to its width), as an agent that draws its own lines beside the board
    /// does; a name the layout lacks writes nothing.
    pub fn write_field(&mut self, name: &str, text: &str) {
        if let Some(field) = self.layout().field(name) {
            field.write(&mut self.screen, text);
        }
    }

    /// The whole board as read off the screen (see [`BoardScreen::digit`]), the view looked at
    /// once for every cell.
    pub fn read_grid(&self) -> Grid {
        if self.map.n == 3 {
            return self.read_nine();
        }
        let values: Vec<u8> = (0..self.cells()).map(|i| self.digit(i)).collect();
        Grid::from_values(self.map.n, &values).expect("values read are the board's")
    }

    /// [`BoardScreen::read_grid`] for a 9x9 board.
    fn read_nine(&self) -> Grid {
        let mut cells = [0; 81];
        if self.map.view == View::Digits {
            for (cell, &at) in cells.iter_mut().zip(nine_places(self.map)) {
                *cell = digit_of(self.screen.code(at));
            }
        } else {
            for (i, cell) in cells.iter_mut().enumerate() {
                *cell = sole(self.candidates(i));
            }
        }
        Grid::from_digits(cells)
    }

    /// Prints every cell of `grid` (a grid of the board's size) at once, cell `i` in the colour
    /// of `ink(i)`: what a call of [`BoardScreen::write`] per cell prints, the view looked at
    /// once.
    #[inline]
    pub fn write_grid(&mut self, grid: &Grid, ink: impl Fn(usize) -> Ink) {
        if self.write_nine_digits(grid, |i, digit| digit_cell(digit, ink(i))) {
            return;
        }
        match self.map.view {
            View::Digits => {
                for (i, &digit) in grid.cells().iter().enumerate() {
                    self.print_digit(self.map.at[i], digit, ink(i));
                }
            }
            View::Candidates => {
                for (i, &digit) in grid.cells().iter().enumerate() {
                    self.write_candidate_cell(i, digit, ink(i));
                }
            }
        }
    }

    /// Empties every cell: blanks on the digit view, every candidate on the candidate view.
    pub fn clear_board(&mut self) {
        for i in 0..self.cells() {
            self.write(i, 0, Ink::EMPTY);
        }
    }

    /// Empties the board (drawn afresh for `grid`'s size if it is another) and prints the
    /// values of `grid` in the colour of `ink`; on the candidate view every empty cell shows
    /// every candidate.
    pub fn show(&mut self, grid: &Grid, ink: Ink) {
        self.resize(grid.box_size());
        // One ink for every cell: each digit's screen cell looked up, not worked out per cell.
        let inked: [Cell; 16] = std::array::from_fn(|d| digit_cell(d as u8, ink));
        if !self.write_nine_digits(grid, |_, digit| inked[usize::from(digit & 15)]) {
            self.write_grid(grid, |_| ink);
        }
    }

    /// Prints a 9x9 `grid` on the digit view, cell `i` holding `digit` as the screen cell
    /// `cell(i, digit)`, and returns true; returns false, printing nothing, for another size
    /// or view.
    #[inline]
    fn write_nine_digits(&mut self, grid: &Grid, cell: impl Fn(usize, u8) -> Cell) -> bool {
        if self.map.view != View::Digits {
            return false;
        }
        let Some(cells) = grid.nine() else {
            return false;
        };
        for (i, (&at, &digit)) in nine_places(self.map).iter().zip(cells).enumerate() {
            self.screen.put_cell(at, cell(i, digit));
        }
        true
    }

    /// The ink of cell `i`, judged from its colour on the screen (on the candidate view, the
    /// colour of its first candidate); [`Ink::EMPTY`] for a cell that shows no value.
    pub fn ink(&self, i: usize) -> Ink {
        let shade = self.map.shade[i];
        let Some(p) = self.map.slots[i]
            .iter()
            .copied()
            .find(|&p| self.value_at(p) != 0)
        else {
            return Ink::EMPTY;
        };
        let attr = self.screen.cell(p).attr;
        // Every ink but the first, Empty, as the colour of a cell tells them apart: its
        // candidates' colour, or on the candidate view its value's.
        let value = self.map.view == View::Candidates && self.slotted();
        Ink::all()
            .iter()
            .copied()
            .find(|ink| ink.attr_on(shade) == attr || value && ink.value_attr() == attr)
            .unwrap_or(Ink::EMPTY)
    }
}

/// The character under a value's block on the candidate view: an upper half block in the
/// value's colour over the row's own background, the block's lower edge (CP437 223, `▀`).
const LOWER_EDGE: u8 = 223;

/// Where the 81 cells of a 9x9 board sit on `map`, as one array (the loops over it unroll).
#[inline]
fn nine_places(map: &ViewMap) -> &[Pos; 81] {
    map.at[..81].try_into().expect("a 9x9 board has 81 cells")
}

/// The screen cell showing `digit` (1..=9) in the colour of `ink`, or a blank for 0 (10 to 15
/// are never asked for: blanks), the character looked up and the colour chosen without
/// branches: whole-board passes meet blanks and digits at random.
#[inline]
fn digit_cell(digit: u8, ink: Ink) -> Cell {
    let d = usize::from(digit & 15);
    let attr = if DIGIT_CODES[d] == b' ' {
        Ink::EMPTY.attr()
    } else {
        ink.attr()
    };
    Cell {
        code: DIGIT_CODES[d],
        attr,
    }
}

/// The character of each digit 0..=15 on a 9x9 board: '1'..'9', blanks for the others.
static DIGIT_CODES: [u8; 16] = *b" 123456789      ";

/// The screen cell showing the symbol `code` of value `digit` in the colour of `ink` (a blank
/// for 0): the 16x16 and 25x25 boards' letters.
#[inline]
fn lettered_cell(code: u8, digit: u8, ink: Ink) -> Cell {
    let attr = if digit == 0 {
        Ink::EMPTY.attr()
    } else {
        ink.attr()
    };
    Cell { code, attr }
}

/// The digit a character code shows on a 9x9 board: 1..=9 for '1'..'9', otherwise 0.
#[inline]
fn digit_of(code: u8) -> u8 {
    DIGIT_OF[usize::from(code)]
}

/// [`digit_of`] for every character code, looked up in one step.
static DIGIT_OF: [u8; 256] = {
    let mut table = [0; 256];
    let mut d = 1;
    while d <= 9 {
        table[(b'0' + d) as usize] = d;
        d += 1;
    }
    table
};

/// The one digit of a candidate set, or 0 when it holds several or none.
#[inline]
fn sole(mask: u32) -> u8 {
    if mask.is_power_of_two() {
        mask.trailing_zeros() as u8 + 1
    } else {
        0
    }
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
        b.write(40, 7, crate::agents::board1::INK);
        assert_eq!(b.screen.screen(12, 21).unwrap(), b'7');
        assert_eq!(b.digit(40), 7);
        assert_eq!(b.ink(40), crate::agents::board1::INK);
        // Anything that is not '1'..'9' reads as empty, whoever printed it.
        b.screen.locate(12, 21).unwrap();
        b.screen.print("x").unwrap();
        assert_eq!(b.digit(40), 0);
    }

    #[test]
    fn neighbour_spots_match_the_geometry() {
        let mut b = BoardScreen::new();
        b.write(80, 9, Ink::GIVEN);
        let p = *b.place(60);
        assert!(b.any_shows(&p.grid, 9));
        assert!(!b.any_shows(&p.row, 9));
        assert!(!b.any_shows(&p.col, 9));
        let p = *b.place(8);
        assert!(b.any_shows(&p.col, 9));
        b.write(7, 3, Ink::GIVEN);
        assert_eq!(b.digits_in(&p.row), 1 << 2);
    }

    #[test]
    fn every_ink_is_told_apart_and_prints_its_colour() {
        let all = Ink::all();
        for (k, ink) in all.iter().copied().enumerate() {
            // Each colour, on the board and as a tile, reads back as one ink.
            for other in &all[k + 1..] {
                assert_ne!(ink.attr(), other.attr(), "{ink:?} {other:?}");
                assert_ne!(ink.value_attr(), other.value_attr(), "{ink:?} {other:?}");
            }
            let mut b = BoardScreen::new();
            b.write(40, 7, ink);
            assert_eq!(b.ink(40), ink);
            b.print_digit(b.place(0).at, 7, ink);
            assert_eq!(
                b.screen.cell(b.place(0).at),
                Cell {
                    code: b'7',
                    attr: ink.attr()
                }
            );
            b.print_digit(b.place(0).at, 0, ink);
            assert_eq!(
                b.screen.cell(b.place(0).at),
                Cell {
                    code: b' ',
                    attr: Ink::EMPTY.attr()
                }
            );
        }
    }

    #[test]
    fn a_whole_grid_prints_as_its_cells_do_on_either_view() {
        let mut g = Grid::EMPTY;
        for (i, d) in [(0, 5), (17, 9), (40, 1), (80, 3)] {
            g.set(i, d);
        }
        let ink = |i: usize| {
            if i.is_multiple_of(2) {
                Ink::GIVEN
            } else {
                crate::agents::backtrack::INK
            }
        };
        for view in [View::Digits, View::Candidates] {
            let mut whole = BoardScreen::with_view(view);
            let mut cells = whole.clone();
            whole.write_grid(&g, ink);
            for i in 0..81 {
                cells.write(i, g.get(i), ink(i));
            }
            assert_eq!(whole.screen, cells.screen, "{view:?}");
            assert_eq!(whole.read_grid(), g, "{view:?}");
            let one_by_one = Grid::from_cells(std::array::from_fn(|i| whole.digit(i)));
            assert_eq!(Some(whole.read_grid()), one_by_one, "{view:?}");
        }
    }

    #[test]
    fn show_and_read_round_trip() {
        let mut g = Grid::EMPTY;
        g.set(3, 4);
        g.set(77, 2);
        let mut b = BoardScreen::new();
        b.show(&g, Ink::GIVEN);
        assert_eq!(b.read_grid(), g);
        assert_eq!(b.ink(3), Ink::GIVEN);
        assert_eq!(b.ink(4), Ink::EMPTY);
        assert_eq!(b.candidates(4), ALL_CANDIDATES);
        assert_eq!(b.candidates(3), 1 << 3);
    }

    /// The first 13 characters of screen row `row`: the frame and the first two cells.
    fn start(b: &BoardScreen, row: usize) -> String {
        b.screen.row_text(row).chars().take(13).collect()
    }

    #[test]
    fn the_candidate_view_shows_every_candidate_in_its_slot() {
        let mut g = Grid::EMPTY;
        g.set(0, 9);
        let mut b = BoardScreen::with_view(View::Candidates);
        b.show(&g, Ink::GIVEN);
        // r1c1 holds its given: a block with the 9 in the middle of its top row.
        assert_eq!(start(&b, 3), "║  9  │12345│");
        assert_eq!(start(&b, 4), "║▀▀▀▀▀│6789 │");
        assert_eq!((b.digit(0), b.ink(0)), (9, Ink::GIVEN));
        assert_eq!(
            (b.digit(1), b.candidates(1), b.ink(1)),
            (0, 0x1FF, Ink::EMPTY)
        );
        b.set_candidates(1, 0b1_0000_0101, Ink::REDUCED);
        assert_eq!(start(&b, 3), "║  9  │1 3  │");
        assert_eq!(start(&b, 4), "║▀▀▀▀▀│   9 │");
        assert_eq!((b.candidates(1), b.ink(1)), (0b1_0000_0101, Ink::REDUCED));
        // A cell's candidates keep the background its row of cells is painted in; a cell
        // exclusion brought down to one is a block in exclusion's colour.
        let on_black = b.place(9).at;
        b.set_candidates(9, 0b11, Ink::REDUCED);
        assert_eq!(b.screen.cell(on_black).attr.bg(), 0);
        b.set_candidates(9, 1 << 4, Ink::REDUCED);
        assert_eq!(b.screen.cell(on_black).attr, Ink::REDUCED.value_attr());
        assert_eq!((b.digit(9), b.ink(9)), (5, Ink::REDUCED));
        b.set_candidates(9, 0, Ink::REDUCED);
        assert_eq!((b.digit(9), b.candidates(9), b.ink(9)), (0, 0, Ink::EMPTY));
        assert_eq!(b.read_grid().to_line()[..3], *"9..");
    }

    /// The attributes of every spot of the 5x2 block of cell `i` on the 9x9 candidate view,
    /// top row then bottom row, each left to right.
    fn block_attrs(b: &BoardScreen, i: usize) -> Vec<Attr> {
        let first = b.place(i).at;
        (0..2)
            .flat_map(|r| (0..5).map(move |c| (r, c)))
            .map(|(r, c)| {
                let p = Pos::from_index(first.index() + 80 * r + c).unwrap();
                b.screen.cell(p).attr
            })
            .collect()
    }

    #[test]
    fn a_value_fills_its_whole_cell_on_either_stripe_and_is_drawn_unlike_a_candidate() {
        // r2c1 sits on a black-striped row, r1c1 on a blue one: a value in any ink fills its
        // whole cell, every column alike (no notch): its top row a block of the ink's value
        // colour with the digit alone in the middle, its bottom row the block's lower edge
        // (upper half blocks in that colour on the row's own background, so that values
        // above each other stay apart). The colour reads back as the ink.
        for i in [0, 9] {
            let shade = BoardScreen::with_view(View::Candidates).map.shade[i];
            for ink in Ink::all().iter().copied() {
                let mut b = BoardScreen::with_view(View::Candidates);
                b.write(i, 4, ink);
                let attrs = block_attrs(&b, i);
                let edge = Attr(shade << 4 | ink.value_attr().bg());
                assert_eq!(attrs[..5], [ink.value_attr(); 5], "cell {i} in {ink:?}");
                assert_eq!(attrs[5..], [edge; 5], "cell {i} in {ink:?}");
                assert_ne!(ink.value_attr().bg(), shade, "{ink:?} stands out");
                let first = b.place(i).at;
                let text: String = (0..2)
                    .map(|r| {
                        let row = b.screen.row_text(first.row() + r);
                        row.chars()
                            .skip(first.col() - 1)
                            .take(5)
                            .collect::<String>()
                    })
                    .collect::<Vec<_>>()
                    .join("/");
                assert_eq!(text, "  4  /▀▀▀▀▀", "{ink:?}");
                assert_eq!((b.digit(i), b.candidates(i), b.ink(i)), (4, 1 << 3, ink));
            }
        }
    }

    #[test]
    fn candidates_and_highlights_cover_every_column_of_a_striped_cell() {
        let mut b = BoardScreen::with_view(View::Candidates);
        b.write(9, 4, Ink::GIVEN);
        b.set_candidates(9, 0b1_0000_0011, Ink::REDUCED);
        assert!(
            block_attrs(&b, 9).iter().all(|a| a.bg() == 0),
            "back on black"
        );
        b.highlight(9, 6);
        assert!(block_attrs(&b, 9).iter().all(|a| a.bg() == 6), "all brown");
        b.write(10, 7, crate::agents::human_inks::SINGLE);
        b.highlight(10, 3);
        assert!(block_attrs(&b, 10).iter().all(|a| a.bg() == 3), "all cyan");
    }

    #[test]
    fn candidates_are_the_digits_the_slots_show_whoever_printed_them() {
        let mut b = BoardScreen::with_view(View::Candidates);
        // Overprint r1c1 with the QuickBASIC API: only a 5 is left, so the cell is solved.
        b.screen.locate(3, 2).unwrap();
        b.screen.print("  5  ").unwrap();
        b.screen.locate(4, 2).unwrap();
        b.screen.print("    ").unwrap();
        assert_eq!((b.candidates(0), b.digit(0)), (1 << 4, 5));
    }

    #[test]
    fn a_lane_board_reads_and_writes_only_its_own_cells() {
        let mut lanes: Vec<BoardScreen> = (0..BoardScreen::LANE_SLOTS)
            .map(BoardScreen::for_lane)
            .collect();
        let fresh = lanes[1].screen.clone();
        lanes[1].write(40, 7, crate::agents::board1::INK);
        assert_eq!(lanes[1].digit(40), 7);
        let changed: Vec<_> = lanes[1].screen.diff(&fresh).collect();
        assert_eq!(changed.len(), 1, "one character of the race screen changed");
        assert_eq!(changed[0].0, lanes[1].place(40).at);
        assert_ne!(lanes[0].place(40).at, lanes[1].place(40).at);
        // Through a candidate view and back, the board returns to its own lane.
        lanes[2].write(0, 5, Ink::GIVEN);
        lanes[2].switch_to(View::Candidates);
        assert_eq!(
            lanes[2].layout().field("status"),
            View::Candidates.layout().field("status")
        );
        lanes[2].switch_to(View::Digits);
        assert_eq!((lanes[2].digit(0), lanes[2].ink(0)), (5, Ink::GIVEN));
        let at = lanes[2].place(0).at;
        assert_eq!(lanes[2].screen.code(at), b'5');
        assert_eq!(at, BoardScreen::for_lane(2).place(0).at);
    }

    #[test]
    fn switching_views_carries_digits_and_inks_across() {
        let mut b = BoardScreen::new();
        b.write(0, 5, Ink::GIVEN);
        b.write(10, 3, crate::agents::board0::INK);
        b.write(80, 1, crate::agents::backtrack::INK);
        b.switch_to(View::Candidates);
        assert_eq!(b.view(), View::Candidates);
        assert_eq!(
            b.screen.row_text(1),
            View::Candidates.layout().screen().row_text(1)
        );
        assert_eq!((b.candidates(0), b.ink(0)), (1 << 4, Ink::GIVEN));
        assert_eq!((b.digit(10), b.ink(10)), (3, crate::agents::board0::INK));
        assert_eq!((b.digit(80), b.ink(80)), (1, crate::agents::backtrack::INK));
        assert_eq!((b.candidates(1), b.ink(1)), (ALL_CANDIDATES, Ink::EMPTY));
        // On the candidate view, a cell down to two candidates goes back as a blank.
        b.set_candidates(2, 0b11, Ink::REDUCED);
        b.set_candidates(3, 0b100, Ink::REDUCED);
        let before = b.read_grid();
        b.switch_to(View::Digits);
        assert_eq!(b.read_grid(), before);
        assert_eq!(b.digit(2), 0);
        assert_eq!((b.digit(3), b.ink(3)), (3, Ink::REDUCED));
        assert_eq!(
            (b.ink(0), b.ink(10), b.ink(80)),
            (
                Ink::GIVEN,
                crate::agents::board0::INK,
                crate::agents::backtrack::INK
            )
        );
        assert_eq!(
            b.screen.screen(4, 3).unwrap(),
            186,
            "the digit view's frame is back"
        );
    }
}

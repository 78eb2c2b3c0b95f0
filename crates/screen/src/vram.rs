//! The 80x25 cell buffer with QuickBASIC's LOCATE, COLOR, PRINT and SCREEN.

use super::{Attr, COLS, Pos, ROWS, ScreenError, cp437};

/// One character cell: a CP437 code and its attribute (laid out as the two bytes of DOS text
/// memory, aligned so a cell is written in one store).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[repr(C, align(2))]
pub struct Cell {
    /// The CP437 character code.
    pub code: u8,
    /// The colour attribute.
    pub attr: Attr,
}

impl Cell {
    /// A space in light grey on black.
    pub const BLANK: Cell = Cell {
        code: b' ',
        attr: Attr::DEFAULT,
    };
}

/// The emulated text screen: 2000 cells, a cursor and a current colour.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Screen {
    cells: Box<[Cell; ROWS * COLS]>,
    /// The cursor as a flat index; may be one past the end after printing into the last cell.
    cursor: usize,
    attr: Attr,
}

impl Default for Screen {
    fn default() -> Self {
        Screen::new()
    }
}

impl Screen {
    /// A cleared screen: spaces in light grey on black, cursor at row 1, column 1.
    pub fn new() -> Screen {
        Screen {
            cells: Box::new([Cell::BLANK; ROWS * COLS]),
            cursor: 0,
            attr: Attr::DEFAULT,
        }
    }

    /// `LOCATE row, col`: moves the cursor (1-based).
    pub fn locate(&mut self, row: i64, col: i64) -> Result<(), ScreenError> {
        self.cursor = Pos::new(row, col)?.index();
        Ok(())
    }

    /// `COLOR fg, bg`: sets the colour used by later prints (fg 0-15, bg 0-7).
    pub fn color(&mut self, fg: u8, bg: u8) -> Result<(), ScreenError> {
        self.attr = Attr::new(fg, bg).ok_or(ScreenError::BadColor { fg, bg })?;
        Ok(())
    }

    /// `PRINT text;`: writes the text at the cursor in the current colour and moves the cursor
    /// past it, wrapping to the next row after column 80. Nothing is written if any character
    /// has no CP437 code or the text would run off the bottom of the screen.
    pub fn print(&mut self, text: &str) -> Result<(), ScreenError> {
        let codes = text
            .chars()
            .map(|c| cp437::from_char(c).ok_or(ScreenError::NotCp437(c)))
            .collect::<Result<Vec<u8>, _>>()?;
        self.print_codes(&codes)
    }

    /// Writes raw CP437 codes at the cursor in the current colour, as [`Screen::print`] does.
    pub fn print_codes(&mut self, codes: &[u8]) -> Result<(), ScreenError> {
        let end = self.cursor + codes.len();
        if end > ROWS * COLS {
            let last = end - 1;
            return Err(ScreenError::OutOfRange {
                row: (last / COLS + 1) as i64,
                col: (last % COLS + 1) as i64,
            });
        }
        for (cell, &code) in self.cells[self.cursor..end].iter_mut().zip(codes) {
            *cell = Cell {
                code,
                attr: self.attr,
            };
        }
        self.cursor = end;
        Ok(())
    }

    /// `SCREEN(row, col)`: the character code at a 1-based position (32 where nothing was printed).
    pub fn screen(&self, row: i64, col: i64) -> Result<u8, ScreenError> {
        Ok(self.code(Pos::new(row, col)?))
    }

    /// `SCREEN(row, col, 1)`: the attribute at a 1-based position.
    pub fn screen_attr(&self, row: i64, col: i64) -> Result<Attr, ScreenError> {
        Ok(self.cell(Pos::new(row, col)?).attr)
    }

    /// The cursor position, or `None` when it sits past the last cell.
    pub fn cursor(&self) -> Option<Pos> {
        Pos::from_index(self.cursor)
    }

    /// The character code at a checked position.
    #[inline]
    pub fn code(&self, pos: Pos) -> u8 {
        self.cells[pos.index()].code
    }

    /// The whole cell at a checked position.
    #[inline]
    pub fn cell(&self, pos: Pos) -> Cell {
        self.cells[pos.index()]
    }

    /// Writes one code with an attribute at a checked position, leaving the cursor alone.
    #[inline]
    pub fn put(&mut self, pos: Pos, code: u8, attr: Attr) {
        self.cells[pos.index()] = Cell { code, attr };
    }

    /// Writes a whole cell (code and attribute) at a checked position, leaving the cursor alone.
    #[inline]
    pub fn put_cell(&mut self, pos: Pos, cell: Cell) {
        self.cells[pos.index()] = cell;
    }

    /// Writes one code at a checked position, keeping the attribute already there.
    #[inline]
    pub fn put_code(&mut self, pos: Pos, code: u8) {
        self.cells[pos.index()].code = code;
    }

    /// All 2000 cells, row-major from the top-left.
    pub fn cells(&self) -> &[Cell] {
        &self.cells[..]
    }

    /// The cells that differ from `previous`, with their positions, in reading order.
    pub fn diff<'a>(&'a self, previous: &'a Screen) -> impl Iterator<Item = (Pos, Cell)> + 'a {
        self.cells
            .iter()
            .zip(previous.cells.iter())
            .enumerate()
            .filter(|(_, (now, before))| now != before)
            .filter_map(|(i, (now, _))| Pos::from_index(i).map(|p| (p, *now)))
    }

    /// One row (1-based) as UTF-8 text, trailing spaces removed.
    pub fn row_text(&self, row: usize) -> String {
        let start = (row - 1) * COLS;
        let text: String = self.cells[start..start + COLS]
            .iter()
            .map(|c| cp437::to_char(c.code))
            .collect();
        text.trim_end_matches(' ').to_string()
    }

    /// The whole screen as 25 lines of UTF-8 text, each ending in a newline, trailing spaces removed.
    pub fn to_text(&self) -> String {
        (1..=ROWS).map(|r| self.row_text(r) + "\n").collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn print_then_read_back_with_screen() {
        let mut s = Screen::new();
        s.locate(3, 40).unwrap();
        s.color(14, 1).unwrap();
        s.print("7╬").unwrap();
        assert_eq!(s.screen(3, 40).unwrap(), b'7');
        assert_eq!(s.screen(3, 41).unwrap(), 206);
        assert_eq!(s.screen_attr(3, 40).unwrap(), Attr(0x1E));
        assert_eq!(s.screen(3, 42).unwrap(), 32);
        assert_eq!(s.screen_attr(3, 42).unwrap(), Attr::DEFAULT);
        assert_eq!(s.cursor(), Pos::new(3, 42).ok());
    }

    #[test]
    fn out_of_range_is_an_error_not_a_wrap() {
        let mut s = Screen::new();
        assert!(s.locate(0, 1).is_err());
        assert!(s.locate(26, 1).is_err());
        assert!(s.locate(1, 81).is_err());
        assert_eq!(
            s.screen(1, 81),
            Err(ScreenError::OutOfRange { row: 1, col: 81 })
        );
        assert!(s.screen_attr(0, 0).is_err());
        assert_eq!(s.color(16, 0), Err(ScreenError::BadColor { fg: 16, bg: 0 }));
        assert!(s.color(0, 8).is_err());
    }

    #[test]
    fn printing_wraps_at_column_80_and_stops_at_the_bottom() {
        let mut s = Screen::new();
        s.locate(1, 79).unwrap();
        s.print("abc").unwrap();
        assert_eq!(s.screen(2, 1).unwrap(), b'c');
        s.locate(25, 79).unwrap();
        assert!(s.print("xy").is_ok());
        assert_eq!(s.cursor(), None);
        s.locate(25, 80).unwrap();
        let before = s.clone();
        assert_eq!(
            s.print("pq"),
            Err(ScreenError::OutOfRange { row: 26, col: 1 })
        );
        assert_eq!(s, before, "nothing is written when the text does not fit");
    }

    #[test]
    fn text_outside_cp437_is_refused_whole() {
        let mut s = Screen::new();
        assert_eq!(s.print("a€"), Err(ScreenError::NotCp437('€')));
        assert_eq!(s.screen(1, 1).unwrap(), 32);
    }

    #[test]
    fn diff_lists_only_changed_cells() {
        let a = Screen::new();
        let mut b = a.clone();
        b.put(Pos::new(2, 5).unwrap(), b'x', Attr(0x1F));
        b.put(Pos::new(25, 80).unwrap(), b'y', Attr::DEFAULT);
        let changed: Vec<_> = b
            .diff(&a)
            .map(|(p, c)| (p.row(), p.col(), c.code))
            .collect();
        assert_eq!(changed, vec![(2, 5, b'x'), (25, 80, b'y')]);
        assert_eq!(a.diff(&a).count(), 0);
    }

    #[test]
    fn text_dump_is_25_trimmed_lines() {
        let mut s = Screen::new();
        s.locate(2, 3).unwrap();
        s.print("╔═╗").unwrap();
        let text = s.to_text();
        assert_eq!(text.lines().count(), 25);
        assert_eq!(text.lines().nth(1), Some("  ╔═╗"));
        assert_eq!(text.lines().next(), Some(""));
    }
}

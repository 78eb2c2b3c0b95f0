//! A checked screen position.

use super::{COLS, ROWS, ScreenError};

/// A position known to be on the screen, so reads and writes through it cannot fail.
/// Made from 1-based (row, col) with [`Pos::new`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Pos(u16);

impl Pos {
    /// The position at 1-based `row` (1-25) and `col` (1-80), or an error if it is off the screen.
    pub fn new(row: i64, col: i64) -> Result<Pos, ScreenError> {
        if (1..=ROWS as i64).contains(&row) && (1..=COLS as i64).contains(&col) {
            Ok(Pos(((row - 1) as usize * COLS + (col - 1) as usize) as u16))
        } else {
            Err(ScreenError::OutOfRange { row, col })
        }
    }

    /// The position of flat cell index `i` (0..2000), if on the screen.
    pub fn from_index(i: usize) -> Option<Pos> {
        (i < ROWS * COLS).then_some(Pos(i as u16))
    }

    /// The flat index of this position, row-major from the top-left (0..2000).
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The 1-based row.
    pub const fn row(self) -> usize {
        self.0 as usize / COLS + 1
    }

    /// The 1-based column.
    pub const fn col(self) -> usize {
        self.0 as usize % COLS + 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corners_and_errors() {
        assert_eq!(Pos::new(1, 1).unwrap().index(), 0);
        let p = Pos::new(25, 80).unwrap();
        assert_eq!((p.index(), p.row(), p.col()), (1999, 25, 80));
        for (r, c) in [(0, 1), (1, 0), (26, 1), (1, 81), (-3, 5)] {
            assert_eq!(
                Pos::new(r, c),
                Err(ScreenError::OutOfRange { row: r, col: c })
            );
        }
        assert_eq!(Pos::from_index(2000), None);
    }
}

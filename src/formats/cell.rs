//! What one cell character means, and the checks every finished puzzle goes through.

use super::PuzzleError;
use crate::board::{Clash, Grid, find_clash};

/// Marks a byte that is not a cell character in [`VALUES`].
const NOT_A_CELL: u8 = 0xFF;

/// The value of every byte: 1..=9 for a digit, 0 for a blank (`.` `0` `*` `_` `-`), else
/// [`NOT_A_CELL`]. A table, so the hot loop over a big file is one load per byte.
const VALUES: [u8; 256] = {
    let mut t = [NOT_A_CELL; 256];
    let mut d = 1;
    while d <= 9 {
        t[(b'0' + d) as usize] = d;
        d += 1;
    }
    t[b'.' as usize] = 0;
    t[b'0' as usize] = 0;
    t[b'*' as usize] = 0;
    t[b'_' as usize] = 0;
    t[b'-' as usize] = 0;
    t
};

/// The value of a cell character: `Some(1..=9)` for a digit, `Some(0)` for a blank, else `None`.
pub(crate) fn cell_value(b: u8) -> Option<u8> {
    let v = VALUES[b as usize];
    (v != NOT_A_CELL).then_some(v)
}

/// The error for the character at byte `at` of `line`, with its column counted in characters.
pub(crate) fn bad_char(line: &str, at: usize) -> PuzzleError {
    let column = line.get(..at).map_or(at, |s| s.chars().count()) + 1;
    let c = line.get(at..).and_then(|s| s.chars().next());
    let problem = format!(
        "'{}' is not a digit or a blank (use 1-9, or . 0 * _ - for a blank)",
        c.unwrap_or(char::REPLACEMENT_CHARACTER).escape_debug()
    );
    PuzzleError::new(problem).at_column(column)
}

/// The grid back if no two of its digits clash, else the first clash (rows, columns, boxes).
pub(crate) fn without_clash(grid: Grid) -> Result<Grid, Clash> {
    match find_clash(&grid) {
        None => Ok(grid),
        Some(clash) => Err(clash),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_and_blanks_have_values() {
        assert_eq!(cell_value(b'1'), Some(1));
        assert_eq!(cell_value(b'9'), Some(9));
        for b in *b".0*_-" {
            assert_eq!(cell_value(b), Some(0));
        }
        for b in *b"x #|+ \t\r\"" {
            assert_eq!(cell_value(b), None);
        }
        assert_eq!(cell_value(0xC3), None);
    }

    #[test]
    fn bad_characters_are_shown_and_placed_in_characters() {
        assert_eq!(
            bad_char("12x", 2).to_string(),
            "column 3: 'x' is not a digit or a blank (use 1-9, or . 0 * _ - for a blank)"
        );
        let e = bad_char("é1", 0);
        assert_eq!(e.column(), Some(1));
        assert!(e.to_string().contains("'é'"));
        assert!(bad_char("\u{0}", 0).to_string().contains("'\\0'"));
    }
}

//! What one cell character means, and the checks every finished puzzle goes through.

use super::PuzzleError;
use super::error::ClashIn;
use crate::board::{Grid, find_clash, symbols_in_words};

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

/// The error for the character at byte `at` of `line` in a 9x9 puzzle, with its column
/// counted in characters.
pub(crate) fn bad_char(line: &str, at: usize) -> PuzzleError {
    bad_char_of(line, at, Some(3))
}

/// The error for the character at byte `at` of `line` in a puzzle of box size `n` (`None`
/// when the size is not known), with its column counted in characters.
pub(crate) fn bad_char_of(line: &str, at: usize, n: Option<usize>) -> PuzzleError {
    let column = line.get(..at).map_or(at, |s| s.chars().count()) + 1;
    let c = line.get(at..).and_then(|s| s.chars().next());
    let c = c.unwrap_or(char::REPLACEMENT_CHARACTER).escape_debug();
    let problem = match n {
        Some(3) => format!("'{c}' is not a digit or a blank (use 1-9, or . 0 * _ - for a blank)"),
        Some(n) => format!(
            "'{c}' is not a symbol of a {side}x{side} puzzle (use {}, or . 0 * _ - for a blank)",
            symbols_in_words(n),
            side = n * n
        ),
        None => format!(
            "'{c}' is not a symbol or a blank (use 1-4, 1-9, 1-9 and A-G, or A-Y by the \
             puzzle's size, or . 0 * _ - for a blank)"
        ),
    };
    PuzzleError::new(problem).at_column(column)
}

/// The grid spelled by 81 cell characters, or `None` if one of them is not a cell character.
/// One table load per cell: the fast path for the lines of a big file.
pub(crate) fn grid_of(chars: &[u8; 81]) -> Option<Grid> {
    Grid::from_cells(chars.map(|b| VALUES[b as usize]))
}

/// The grid back if no two of its digits clash, else the first clash [`find_clash`] names, in
/// the grid.
///
/// A branch-free bitmask pass decides first; [`find_clash`] only runs to name the cells of a
/// clash, which keeps big files of good puzzles fast.
pub(crate) fn without_clash(grid: Grid) -> Result<Grid, Box<ClashIn>> {
    let Some(cells) = grid.nine() else {
        return named_clash(grid);
    };
    let mut cols = [0u16; 9];
    let mut seen_twice = 0;
    for band in 0..3 {
        let mut boxes = [0u16; 3];
        for r in band * 3..band * 3 + 3 {
            let mut row = 0;
            for (c, &d) in cells[r * 9..r * 9 + 9].iter().enumerate() {
                let bit = (1u16 << d) >> 1;
                seen_twice |= (row | cols[c] | boxes[c / 3]) & bit;
                row |= bit;
                cols[c] |= bit;
                boxes[c / 3] |= bit;
            }
        }
    }
    if seen_twice == 0 {
        return Ok(grid);
    }
    named_clash(grid)
}

/// The first clash [`find_clash`] names in `grid`, or the grid back.
fn named_clash(grid: Grid) -> Result<Grid, Box<ClashIn>> {
    match find_clash(&grid) {
        Some(clash) => Err(Box::new(ClashIn::new(clash, grid))),
        None => Ok(grid),
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
    fn the_fast_path_reads_only_cells() {
        let line = [b'.'; 81];
        assert_eq!(grid_of(&line), Some(Grid::EMPTY));
        let mut digits = line;
        digits[80] = b'9';
        digits[0] = b'0';
        assert_eq!(grid_of(&digits).map(|g| g.get(80)), Some(9));
        digits[40] = b' ';
        assert_eq!(grid_of(&digits), None);
    }

    #[test]
    fn clashes_are_found_in_every_unit() {
        let mut g = Grid::EMPTY;
        g.set(0, 9);
        g.set(80, 9);
        assert_eq!(without_clash(g.clone()), Ok(g.clone()));
        for other in [8, 72, 20] {
            let mut bad = g.clone();
            bad.set(other, 9);
            let found = without_clash(bad.clone()).map_err(|c| c.clash);
            assert_eq!(found, Err(find_clash(&bad).unwrap()));
        }
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

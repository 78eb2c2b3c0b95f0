//! The one-line format: 81 cells on one line, and files of such lines.

use super::cell::{bad_char, cell_value, grid_of, without_clash};
use super::{Entry, PuzzleError};
use crate::board::Grid;
use crate::text::count;

/// Parses one 81-character puzzle line (text after the 81st cell is a comment); column numbers in errors.
///
/// Leading spaces and tabs are skipped. The puzzle part ends at a space, a tab or a `\r`, or,
/// once it holds 81 cells, at any character that is not a cell. An 82nd cell character right
/// after the 81st makes the line too long: a comment must be set apart.
pub fn parse_line(line: &str) -> Result<Grid, PuzzleError> {
    let bytes = line.as_bytes();
    if let Some((head, rest)) = bytes.split_first_chunk::<81>()
        && rest.first().is_none_or(|&b| cell_value(b).is_none())
        && let Some(grid) = grid_of(head)
    {
        return without_clash(grid).map_err(PuzzleError::from_clash);
    }
    parse_slowly(line)
}

/// [`parse_line`] cell by cell, for lines that are not plain: short, long, bad, or indented.
fn parse_slowly(line: &str) -> Result<Grid, PuzzleError> {
    let bytes = line.as_bytes();
    let mut grid = Grid::EMPTY;
    let mut n = 0;
    let start = bytes
        .iter()
        .take_while(|&&b| b == b' ' || b == b'\t')
        .count();
    for (i, &b) in bytes.iter().enumerate().skip(start) {
        match cell_value(b) {
            Some(v) if n < 81 => {
                if v != 0 {
                    grid.set(n, v);
                }
                n += 1;
            }
            Some(_) => {
                let more = bytes[i..]
                    .iter()
                    .take_while(|&&b| cell_value(b).is_some())
                    .count();
                return Err(wrong_length(n + more));
            }
            None if n == 81 || matches!(b, b' ' | b'\t' | b'\r') => break,
            None => return Err(bad_char(line, i)),
        }
    }
    if n < 81 {
        return Err(wrong_length(n));
    }
    without_clash(grid).map_err(PuzzleError::from_clash)
}

/// The error for a puzzle part of `n` cells.
fn wrong_length(n: usize) -> PuzzleError {
    PuzzleError::new(format!("{}, a puzzle needs 81", count(n as u64, "cell")))
}

/// The entry of line `n` of a file of puzzle lines, good or bad.
pub(crate) fn entry(n: usize, line: &str) -> Entry {
    Entry {
        line: n,
        puzzle: parse_line(line).map_err(|e| e.at_line(n)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str =
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

    fn err(line: &str) -> String {
        parse_line(line).unwrap_err().to_string()
    }

    #[test]
    fn reads_digits_and_every_blank() {
        let g = parse_line(PUZZLE).unwrap();
        assert_eq!(g.to_line(), PUZZLE);
        let other = PUZZLE
            .replacen('.', "0", 1)
            .replacen('.', "*", 1)
            .replacen('.', "_", 1);
        assert_eq!(parse_line(&other.replacen('.', "-", 1)).unwrap(), g);
    }

    #[test]
    fn text_after_the_81st_cell_is_a_comment() {
        let g = parse_line(PUZZLE).unwrap();
        assert_eq!(parse_line(&format!("{PUZZLE} rated 9.0")).unwrap(), g);
        assert_eq!(parse_line(&format!("{PUZZLE}\t#12")).unwrap(), g);
        assert_eq!(parse_line(&format!("{PUZZLE};x")).unwrap(), g);
        assert_eq!(parse_line(&format!("  {PUZZLE}\r")).unwrap(), g);
    }

    #[test]
    fn wrong_lengths_count_the_cells() {
        assert_eq!(err(&PUZZLE[..80]), "80 cells, a puzzle needs 81");
        assert_eq!(err(&format!("{PUZZLE}12")), "83 cells, a puzzle needs 81");
        assert_eq!(
            err(&format!("{} 1", &PUZZLE[..80])),
            "80 cells, a puzzle needs 81"
        );
        assert_eq!(err("1"), "1 cell, a puzzle needs 81");
        assert_eq!(err(""), "0 cells, a puzzle needs 81");
    }

    #[test]
    fn a_bad_character_is_placed() {
        let mut bad = PUZZLE.to_string();
        bad.replace_range(13..14, "x");
        assert_eq!(
            err(&bad),
            "column 14: 'x' is not a digit or a blank (use 1-9, or . 0 * _ - for a blank)"
        );
        assert_eq!(
            parse_line(&format!("\t{bad}")).unwrap_err().column(),
            Some(15)
        );
    }

    #[test]
    fn clashing_givens_are_named() {
        let mut bad = PUZZLE.to_string();
        bad.replace_range(8..9, "4");
        assert_eq!(err(&bad), "two 4s in row 1: r1c1 and r1c9");
    }

    #[test]
    fn batch_entries_keep_their_line_numbers() {
        let entries: Vec<Entry> = [(2, PUZZLE), (3, "12"), (4, PUZZLE)]
            .into_iter()
            .map(|(n, l)| entry(n, l))
            .collect();
        let lines: Vec<_> = entries.iter().map(|e| e.line).collect();
        assert_eq!(lines, [2, 3, 4]);
        assert!(entries[0].puzzle.is_ok() && entries[2].puzzle.is_ok());
        let e = entries[1].puzzle.as_ref().unwrap_err();
        assert_eq!(e.to_string(), "line 3: 2 cells, a puzzle needs 81");
    }
}

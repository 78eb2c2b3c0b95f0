//! The one-line format: n^4 cells on one line (16, 81, 256 or 625: the length tells the
//! size), and files of such lines.

use super::cell::{bad_char_of, grid_of, without_clash};
use super::{Entry, PuzzleError};
use crate::board::{Grid, Shape, is_cell_char, value_of};
use crate::text::count;

/// Parses one puzzle line of any size (text after the puzzle is a comment); column numbers in
/// errors.
///
/// Leading spaces and tabs are skipped. The puzzle part is the run of cell characters (digits,
/// capital letters A-Y, and the blanks `.` `0` `*` `_` `-`) up to a space, a tab or a
/// `\r`, or up to any other character once the run has the length of a puzzle. Its length
/// tells the size (16 cells 4x4, 81 9x9, 256 16x16, 625 25x25); a comment right after the
/// puzzle must be set apart by a character that is not a cell character.
pub fn parse_line(line: &str) -> Result<Grid, PuzzleError> {
    let bytes = line.as_bytes();
    if let Some((head, rest)) = bytes.split_first_chunk::<81>()
        && rest.first().is_none_or(|&b| !is_cell_char(b))
        && let Some(grid) = grid_of(head)
    {
        return without_clash(grid).map_err(PuzzleError::from_clash);
    }
    parse_slowly(line)
}

/// [`parse_line`] cell by cell, for lines that are not a plain 9x9 puzzle: other sizes, short,
/// long, bad, or indented.
fn parse_slowly(line: &str) -> Result<Grid, PuzzleError> {
    let bytes = line.as_bytes();
    let start = bytes
        .iter()
        .take_while(|&&b| b == b' ' || b == b'\t')
        .count();
    // Where the cells are (byte offsets), and the first character that is not one.
    let mut cells = Vec::with_capacity(81);
    let mut bad = None;
    for (i, &b) in bytes.iter().enumerate().skip(start) {
        if is_cell_char(b) {
            cells.push(i);
        } else if matches!(b, b' ' | b'\t' | b'\r')
            || Shape::box_size_of_cells(cells.len()).is_some()
        {
            break;
        } else {
            bad = Some(i);
            break;
        }
    }
    if let Some(at) = bad {
        // Name the symbols of the size the line would have with this character as a cell.
        let rest = bytes[at + 1..]
            .iter()
            .take_while(|&&b| is_cell_char(b))
            .count();
        return Err(bad_char_of(
            line,
            at,
            Shape::box_size_of_cells(cells.len() + 1 + rest),
        ));
    }
    let n = Shape::box_size_of_cells(cells.len()).ok_or_else(|| wrong_length(cells.len()))?;
    let mut values = Vec::with_capacity(cells.len());
    for &at in &cells {
        values.push(value_of(n, bytes[at]).ok_or_else(|| bad_char_of(line, at, Some(n)))?);
    }
    let grid = Grid::from_values(n, &values).expect("values of the size read");
    without_clash(grid).map_err(PuzzleError::from_clash)
}

/// The error for a puzzle part of `n` cells.
pub(crate) fn wrong_length(n: usize) -> PuzzleError {
    PuzzleError::new(format!(
        "{}; a puzzle has 16, 81, 256 or 625",
        count(n as u64, "cell")
    ))
}

/// The entry of line `n` of a file of puzzle lines, good or bad.
pub(crate) fn entry(n: usize, line: &str) -> Entry {
    Entry {
        line: n,
        puzzle: parse_line(line).map_err(|e| e.at_line(n)),
        marks: None,
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
        assert_eq!(
            err(&PUZZLE[..80]),
            "80 cells; a puzzle has 16, 81, 256 or 625"
        );
        assert_eq!(
            err(&format!("{PUZZLE}12")),
            "83 cells; a puzzle has 16, 81, 256 or 625"
        );
        assert_eq!(
            err(&format!("{} 1", &PUZZLE[..80])),
            "80 cells; a puzzle has 16, 81, 256 or 625"
        );
        assert_eq!(err("1"), "1 cell; a puzzle has 16, 81, 256 or 625");
        assert_eq!(err(""), "0 cells; a puzzle has 16, 81, 256 or 625");
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
    fn the_length_tells_the_size() {
        let four = parse_line("1.3..4.1.1.4..2. a 4x4").unwrap();
        assert_eq!((four.box_size(), four.get(2)), (2, 3));
        assert_eq!(four.to_line(), "1.3..4.1.1.4..2.");
        let mut sixteen = "0".repeat(256);
        sixteen.replace_range(0..1, "G");
        sixteen.replace_range(255..256, "A");
        let g = parse_line(&sixteen).unwrap();
        assert_eq!((g.box_size(), g.get(0), g.get(255)), (4, 16, 10));
        let mut twenty_five = ".".repeat(625);
        twenty_five.replace_range(1..2, "Y");
        let g = parse_line(&twenty_five).unwrap();
        assert_eq!((g.box_size(), g.get(1)), (5, 25));
        assert_eq!(g.to_line(), twenty_five);
        assert_eq!(
            err(&".".repeat(100)),
            "100 cells; a puzzle has 16, 81, 256 or 625"
        );
    }

    #[test]
    fn each_size_takes_only_its_symbols() {
        assert_eq!(
            err("1.5..4.1.1.4..2."),
            "column 3: '5' is not a symbol of a 4x4 puzzle (use 1-4, or . 0 * _ - for a blank)"
        );
        let mut sixteen = ".".repeat(256);
        sixteen.replace_range(20..21, "H");
        assert_eq!(
            err(&sixteen),
            "column 21: 'H' is not a symbol of a 16x16 puzzle (use 1-9 and A-G, or . 0 * _ - for a blank)"
        );
        let mut nine = PUZZLE.to_string();
        nine.replace_range(4..5, "A");
        assert_eq!(
            err(&nine),
            "column 5: 'A' is not a digit or a blank (use 1-9, or . 0 * _ - for a blank)"
        );
        let mut twenty_five = ".".repeat(625);
        twenty_five.replace_range(7..8, "5");
        assert!(
            err(&twenty_five)
                .starts_with("column 8: '5' is not a symbol of a 25x25 puzzle (use A-Y")
        );
        let mut clash = ".".repeat(256);
        clash.replace_range(0..1, "B");
        clash.replace_range(255..256, "B");
        clash.replace_range(17..18, "B");
        assert_eq!(err(&clash), "two Bs in grid 1: r1c1 and r2c2");
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
        assert_eq!(
            e.to_string(),
            "line 3: 2 cells; a puzzle has 16, 81, 256 or 625"
        );
    }
}

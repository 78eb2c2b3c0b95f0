//! Pencil marks: the 729-character candidate format, nine characters per cell in reading
//! order, the digit `d` at the cell's `d`-th character when it is a candidate there and a
//! blank (`.`, or `0` `*` `_` `-`) when not. A given, or any solved cell, is written as its
//! single candidate. Other solvers (tdoku among them) read and write the same lines.

use super::PuzzleError;
use super::cell::{bad_char, cell_value, without_clash};
use crate::board::CellName;
use crate::board::Grid;
use crate::text::count;

/// How many characters a line of pencil marks has.
pub const MARKS_LEN: usize = 729;

/// The candidates of every cell, as read from or written to the pencil-mark format.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PencilMarks {
    /// Per cell, bit `d - 1` set when digit `d` is a candidate.
    cells: [u16; 81],
}

impl PencilMarks {
    /// Pencil marks from a candidate mask per cell (bit `d - 1` for digit `d`; higher bits
    /// are dropped).
    pub fn from_cells(cells: [u16; 81]) -> PencilMarks {
        PencilMarks {
            cells: cells.map(|m| m & 0x1FF),
        }
    }

    /// The pencil marks of a puzzle as given: a given is its own single candidate, every
    /// empty cell has all nine.
    pub fn from_grid(grid: &Grid) -> PencilMarks {
        PencilMarks::from_cells(grid.nine().expect("pencil marks are a 9x9 board's").map(
            |d| match d {
                0 => 0x1FF,
                d => 1 << (d - 1),
            },
        ))
    }

    /// The candidates of cell `i` (0..81), bit `d - 1` for digit `d`.
    pub fn cell(&self, i: usize) -> u16 {
        self.cells[i]
    }

    /// The cells with a single candidate, as values; the other cells empty.
    pub fn singles(&self) -> Grid {
        let cells = self.cells.map(|m| {
            if m.is_power_of_two() {
                m.trailing_zeros() as u8 + 1
            } else {
                0
            }
        });
        Grid::from_cells(cells).expect("single candidates are digits")
    }

    /// The 729-character line, `.` for a digit that is not a candidate.
    pub fn to_line(&self) -> String {
        let mut line = String::with_capacity(MARKS_LEN);
        for &m in &self.cells {
            for d in 0..9u8 {
                line.push(if m >> d & 1 != 0 {
                    char::from(b'1' + d)
                } else {
                    '.'
                });
            }
        }
        line
    }
}

/// True when `line` holds pencil marks rather than a puzzle: after leading spaces and tabs,
/// at least 729 digits and blanks in a row.
pub fn is_marks_line(line: &str) -> bool {
    let start = line.trim_start_matches([' ', '\t']).as_bytes();
    start.len() >= MARKS_LEN && start[..MARKS_LEN].iter().all(|&b| cell_value(b).is_some())
}

/// Reads one line of pencil marks (text after the 729th character and a space or tab is a
/// comment). Errors name the column of a bad character (a digit out of its place counts as
/// one), a cell with no candidate, and two cells in one unit whose single candidates are
/// the same digit.
pub fn parse_marks(line: &str) -> Result<PencilMarks, PuzzleError> {
    let indent = line.len() - line.trim_start_matches([' ', '\t']).len();
    let bytes = &line.as_bytes()[indent..];
    let cells_len = bytes
        .iter()
        .take_while(|&&b| cell_value(b).is_some())
        .count();
    if cells_len != MARKS_LEN {
        return Err(PuzzleError::new(format!(
            "{}, pencil marks need {MARKS_LEN}",
            count(cells_len as u64, "character")
        )));
    }
    if let Some(&b) = bytes.get(MARKS_LEN)
        && !matches!(b, b' ' | b'\t' | b'\r')
    {
        return Err(bad_char(line, indent + MARKS_LEN));
    }
    let mut cells = [0u16; 81];
    for (k, &b) in bytes[..MARKS_LEN].iter().enumerate() {
        let (cell, digit) = (k / 9, k % 9 + 1);
        match cell_value(b) {
            Some(0) => {}
            Some(v) if usize::from(v) == digit => cells[cell] |= 1 << (digit - 1),
            _ => {
                return Err(PuzzleError::new(format!(
                    "'{}' is out of place: {} shows digit {digit} here",
                    char::from(b),
                    CellName(cell)
                ))
                .at_column(indent + k + 1));
            }
        }
    }
    if let Some(i) = cells.iter().position(|&m| m == 0) {
        return Err(PuzzleError::new(format!(
            "{} has no candidate",
            CellName(i)
        )));
    }
    let marks = PencilMarks { cells };
    without_clash(marks.singles()).map_err(|c| PuzzleError::from_clash(c).with_marks(marks))?;
    Ok(marks)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::parse_line;

    const PUZZLE: &str =
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

    #[test]
    fn a_puzzle_goes_round_the_format() {
        let grid = parse_line(PUZZLE).unwrap();
        let marks = PencilMarks::from_grid(&grid);
        let line = marks.to_line();
        assert_eq!(line.len(), MARKS_LEN);
        assert!(line.starts_with("...4.....123456789"));
        assert!(is_marks_line(&line));
        assert!(!is_marks_line(PUZZLE));
        assert_eq!(parse_marks(&line), Ok(marks));
        assert_eq!(marks.singles(), grid);
        assert_eq!(parse_marks(&format!("  {line} a comment")), Ok(marks));
        assert_eq!(parse_marks(&line.replace('.', "0")), Ok(marks));
    }

    fn err(line: &str) -> String {
        parse_marks(line).unwrap_err().to_string()
    }

    #[test]
    fn bad_lines_say_where() {
        let line = PencilMarks::from_grid(&Grid::EMPTY).to_line();
        assert_eq!(err(&line[1..]), "728 characters, pencil marks need 729");
        let mut moved = line.clone();
        moved.replace_range(10..11, "1");
        assert_eq!(
            err(&moved),
            "column 11: '1' is out of place: r1c2 shows digit 2 here"
        );
        assert!(err(&format!("{line}x")).starts_with("column 730: 'x' is not a digit"));
        let mut empty = line.clone();
        empty.replace_range(9..18, ".........");
        assert_eq!(err(&empty), "r1c2 has no candidate");
        let mut twice = line.clone();
        twice.replace_range(0..9, "....5....");
        twice.replace_range(72..81, "....5....");
        assert_eq!(err(&twice), "two 5s in row 1: r1c1 and r1c9");
    }
}

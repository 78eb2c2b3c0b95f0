//! Inputs that may hold pencil marks: each puzzle line is either a puzzle or, when it holds
//! 729 digits and blanks, a grid of pencil marks.

use super::detect::{Layout, detect};
use super::marks::{PencilMarks, is_marks_line, parse_marks};
use super::text::content_lines;
use super::{Entry, PuzzleError, line, puzzles};
use crate::board::Grid;

/// A position to start from: a puzzle, or a grid of pencil marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Position {
    /// A puzzle: givens and empty cells.
    Puzzle(Grid),
    /// Pencil marks: the candidates of every cell (a single candidate is a value).
    Marks(PencilMarks),
}

/// One position read from an input that may hold many, with the line it starts on (1-based).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionEntry {
    /// The line (1-based) the position starts on.
    pub line: usize,
    /// The position, or what is wrong with it.
    pub position: Result<Position, PuzzleError>,
}

impl From<Entry> for PositionEntry {
    fn from(entry: Entry) -> PositionEntry {
        PositionEntry {
            line: entry.line,
            position: entry.puzzle.map(Position::Puzzle),
        }
    }
}

/// The positions of `text`: as [`puzzles`] reads them, except that in a file of puzzle
/// lines a line of pencil marks (see [`is_marks_line`]) is read as such. Err only when there
/// is no puzzle at all.
pub fn positions(text: &str) -> Result<Box<dyn Iterator<Item = PositionEntry> + '_>, PuzzleError> {
    match detect(content_lines(text)) {
        Some((Layout::Lines, _)) => Ok(Box::new(content_lines(text).map(|(n, l)| {
            if is_marks_line(l) {
                PositionEntry {
                    line: n,
                    position: parse_marks(l)
                        .map(Position::Marks)
                        .map_err(|e| e.at_line(n)),
                }
            } else {
                line::entry(n, l).into()
            }
        }))),
        _ => Ok(Box::new(puzzles(text)?.map(PositionEntry::from))),
    }
}

/// Reads one argument as a position: pencil marks when it holds 729 digits and blanks, else
/// a puzzle line.
pub fn parse_position(text: &str) -> Result<Position, PuzzleError> {
    if is_marks_line(text) {
        parse_marks(text).map(Position::Marks)
    } else {
        line::parse_line(text).map(Position::Puzzle)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str =
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

    #[test]
    fn files_mix_puzzles_and_pencil_marks() {
        let grid = line::parse_line(PUZZLE).unwrap();
        let marks = PencilMarks::from_grid(&grid);
        let text = format!("# both\n{PUZZLE}\n{}\n12\n", marks.to_line());
        let read: Vec<_> = positions(&text).unwrap().collect();
        assert_eq!(read.len(), 3);
        assert_eq!(read[0].position, Ok(Position::Puzzle(grid)));
        assert_eq!(read[1].position, Ok(Position::Marks(marks)));
        assert_eq!(read[1].line, 3);
        let e = read[2].position.as_ref().unwrap_err();
        assert_eq!(e.to_string(), "line 4: 2 cells, a puzzle needs 81");
        assert_eq!(parse_position(&marks.to_line()), Ok(Position::Marks(marks)));
        assert_eq!(parse_position(PUZZLE), Ok(Position::Puzzle(grid)));
    }

    #[test]
    fn grids_of_rows_are_puzzles() {
        let rows = format!("{}\n", ".........").repeat(9);
        let read: Vec<_> = positions(&rows).unwrap().collect();
        assert_eq!(read.len(), 1);
        assert_eq!(read[0].position, Ok(Position::Puzzle(Grid::EMPTY)));
    }
}

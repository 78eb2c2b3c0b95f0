//! Inputs that may hold pencil marks: each puzzle line is either a puzzle or, when it holds
//! 729 digits and blanks, a grid of pencil marks.

use super::marks::{PencilMarks, is_marks_line, parse_marks};
use super::{Entry, PuzzleError, line};
use crate::board::Grid;

/// A position to start from: a puzzle, or a grid of pencil marks.
#[derive(Clone, Debug, PartialEq, Eq)]
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
            position: match entry.marks {
                Some(marks) => Ok(Position::Marks(*marks)),
                None => entry.puzzle.map(Position::Puzzle),
            },
        }
    }
}

/// Every position of a whole text, as [`read_puzzles_with_marks`](super::read_puzzles_with_marks)
/// reads it. `Err` only when there is no puzzle at all.
pub fn positions(text: &str) -> Result<Vec<PositionEntry>, PuzzleError> {
    super::read_puzzles_with_marks(text)
        .map(|entries| entries.into_iter().map(PositionEntry::from).collect())
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
        let read = positions(&text).unwrap();
        assert_eq!(read.len(), 3);
        assert_eq!(read[0].position, Ok(Position::Puzzle(grid.clone())));
        assert_eq!(read[1].position, Ok(Position::Marks(marks)));
        assert_eq!(read[1].line, 3);
        let e = read[2].position.as_ref().unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 4: 2 cells; a puzzle has 16, 81, 256 or 625"
        );
        assert_eq!(parse_position(&marks.to_line()), Ok(Position::Marks(marks)));
        assert_eq!(parse_position(PUZZLE), Ok(Position::Puzzle(grid.clone())));
    }

    #[test]
    fn pencil_marks_first_and_bad_ones_keep_their_lines() {
        let marks = PencilMarks::from_grid(&Grid::EMPTY).to_line();
        let text = format!("{marks}\n{}\n{PUZZLE}\n", &marks[1..]);
        let read = positions(&text).unwrap();
        assert_eq!(read.len(), 3);
        assert!(matches!(read[0].position, Ok(Position::Marks(_))));
        // 728 characters are not pencil marks: a puzzle line that is too long.
        assert_eq!(
            read[1].position.as_ref().unwrap_err().to_string(),
            "line 2: 728 cells; a puzzle has 16, 81, 256 or 625"
        );
        assert!(matches!(read[2].position, Ok(Position::Puzzle(_))));
        let mut bad = marks.clone();
        bad.replace_range(0..1, "2");
        let read = positions(&format!("{bad}\n")).unwrap();
        assert!(
            read[0]
                .position
                .as_ref()
                .unwrap_err()
                .to_string()
                .starts_with("line 1, column 1: '2' is out of place")
        );
    }

    #[test]
    fn grids_of_rows_are_puzzles() {
        let rows = format!("{}\n", ".........").repeat(9);
        let read = positions(&rows).unwrap();
        assert_eq!(read.len(), 1);
        assert_eq!(read[0].position, Ok(Position::Puzzle(Grid::EMPTY)));
        assert!(positions("# nothing\n").is_err());
    }
}

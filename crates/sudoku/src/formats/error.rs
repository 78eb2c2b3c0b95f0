//! The error for a puzzle that could not be read.

use std::fmt;

use super::PencilMarks;
use crate::board::{Clash, Grid};

/// A puzzle that could not be read: where (line, column, or cells) and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleError {
    line: Option<usize>,
    column: Option<usize>,
    problem: Problem,
}

/// What is wrong: two givens that break a rule, or anything else, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Problem {
    Clash(Box<ClashIn>),
    Text(String),
}

/// Two givens that clash, with the puzzle as read (and its pencil marks, for a line of them),
/// so the editor can open it to be put right.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ClashIn {
    /// The two givens.
    pub(crate) clash: Clash,
    grid: Grid,
    marks: Option<PencilMarks>,
}

impl ClashIn {
    /// `clash` in `grid`.
    pub(crate) fn new(clash: Clash, grid: Grid) -> ClashIn {
        ClashIn {
            clash,
            grid,
            marks: None,
        }
    }
}

impl PuzzleError {
    /// An error with no position yet; `at_line` and `at_column` add one.
    pub fn new(problem: impl Into<String>) -> PuzzleError {
        PuzzleError {
            line: None,
            column: None,
            problem: Problem::Text(problem.into()),
        }
    }

    /// Two givens that share a unit and a digit, in the puzzle read.
    pub(crate) fn from_clash(clash: Box<ClashIn>) -> PuzzleError {
        PuzzleError {
            line: None,
            column: None,
            problem: Problem::Clash(clash),
        }
    }

    /// The same error, for a puzzle read from these pencil marks.
    pub(crate) fn with_marks(mut self, marks: PencilMarks) -> PuzzleError {
        if let Problem::Clash(clash) = &mut self.problem {
            clash.marks = Some(marks);
        }
        self
    }

    /// The same error, placed on line `line` (1-based).
    pub fn at_line(self, line: usize) -> PuzzleError {
        PuzzleError {
            line: Some(line),
            ..self
        }
    }

    /// The same error, placed at column `column` (1-based, counted in characters).
    pub(crate) fn at_column(self, column: usize) -> PuzzleError {
        PuzzleError {
            column: Some(column),
            ..self
        }
    }

    /// The line (1-based) the problem is on, when it is on one.
    pub fn line(&self) -> Option<usize> {
        self.line
    }

    /// The column (1-based, in characters) of the offending character, when there is one.
    pub fn column(&self) -> Option<usize> {
        self.column
    }

    /// The two clashing givens, when that is the problem.
    pub fn clash(&self) -> Option<Clash> {
        match &self.problem {
            Problem::Clash(c) => Some(c.clash),
            Problem::Text(_) => None,
        }
    }

    /// The puzzle as read, clash and all, with its pencil marks if it was a line of them,
    /// when a clash is the problem (the editor opens it, to be put right).
    pub fn clashing_puzzle(&self) -> Option<(&Grid, Option<PencilMarks>)> {
        match &self.problem {
            Problem::Clash(c) => Some((&c.grid, c.marks)),
            Problem::Text(_) => None,
        }
    }
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.line, self.column) {
            (Some(l), Some(c)) => write!(f, "line {l}, column {c}: ")?,
            (Some(l), None) => write!(f, "line {l}: ")?,
            (None, Some(c)) => write!(f, "column {c}: ")?,
            (None, None) => {}
        }
        match &self.problem {
            Problem::Clash(c) => write!(f, "{}", c.clash),
            Problem::Text(t) => f.write_str(t),
        }
    }
}

impl std::error::Error for PuzzleError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Grid, find_clash};

    #[test]
    fn display_places_the_problem() {
        let e = PuzzleError::new("oops");
        assert_eq!(e.to_string(), "oops");
        assert_eq!(e.clone().at_column(4).to_string(), "column 4: oops");
        assert_eq!(e.clone().at_line(2).to_string(), "line 2: oops");
        let e = e.at_column(4).at_line(2);
        assert_eq!(e.to_string(), "line 2, column 4: oops");
        assert_eq!((e.line(), e.column(), e.clash()), (Some(2), Some(4), None));
    }

    #[test]
    fn a_clash_keeps_both_cells() {
        let mut g = Grid::EMPTY;
        g.set(1, 5);
        g.set(7, 5);
        let c = find_clash(&g).unwrap();
        let e = PuzzleError::from_clash(Box::new(ClashIn::new(c, g.clone()))).at_line(2);
        assert_eq!(e.to_string(), "line 2: two 5s in row 1: r1c2 and r1c8");
        assert_eq!(e.clash(), Some(c));
        assert_eq!(e.clashing_puzzle(), Some((&g, None)));
    }
}

//! Puzzle files: reading every format dosdoku knows, detected automatically, and writing them.
//!
//! # Formats
//!
//! A cell is a digit `1`-`9` or a blank: `.` `0` `*` `_` `-`.
//! - [`Format::Line`]: 81 cells on one line; anything after the 81st cell is a comment. A file
//!   may hold many such lines, with blank lines and `#` comment lines between them.
//! - [`Format::Sdk`]: nine lines of nine cells, spaces between cells allowed, `#` metadata lines.
//! - [`Format::SimpleSudoku`]: the `.ss` grid, rows like `|4..|.3.|...|` between border lines
//!   `*-----------*` and `|---+---+---|`.
//! - [`Format::VisualBasic`]: 81 lines in reading order, each a quoted value, `"5"` or `""`.
//!
//! Pencil marks ([`PencilMarks`]) have a line format of their own, 729 characters: for each
//! cell in reading order nine characters, the digit `d` in the `d`-th place when it is a
//! candidate, a blank when not (a given is a cell with one candidate). [`positions`] reads
//! files whose lines are puzzles or pencil marks.
//!
//! Every input may start with a UTF-8 BOM and use `\n` or `\r\n` line ends (or `\r` alone if it
//! has no `\n`). Every puzzle read is checked: two equal digits in one row, column or box are
//! an error naming both cells, never fixed.
//!
//! # Detection
//!
//! Only the content lines count: lines that are neither blank nor start with `#` (after
//! spaces). Judging by the first two content lines:
//! 1. none at all: the error "no puzzle found in the input";
//! 2. the first starts with `"`: the Visual Basic format;
//! 3. the first is the only one: the one-line format (so a single line of 80 cells is
//!    reported as 80 cells);
//! 4. the first contains `|` or `+`, or the first words (up to a space or tab) of both have
//!    at most 13 characters (the width of `|...|...|...|`): a grid of nine rows (`.sdk` or
//!    `.ss`, read alike), so a grid with a short row is reported by the line of that row;
//! 5. otherwise: a file of puzzle lines, one entry per content line (so one bad short line
//!    at the top of a big file does not turn it into a grid).
//!
//! An input that arrives line by line ([`PuzzleStream`]) is judged as soon as the rules allow:
//! a first content line that starts with `"`, or is longer than a grid row can be, decides
//! alone, so the puzzles of a file of puzzle lines are answered one by one as they arrive.
//!
//! In a grid, spaces, tabs and `|` between cells are ignored, and a line drawn only with
//! `-` and `+` `*` `|` `.` `:` `'` is a border (Simple Sudoku's and Sudoku Explainer's
//! `*-----------*` and `|---+---+---|`, HoDoKu's `.-------.-------.-------.`,
//! `:-------+-------+-------:` and `'-------'-------'-------'`) unless it is a row of blanks
//! of the grid's width (so `---------` is a row of nine blanks, and sixteen `-` the first row
//! of a 16x16 grid). A 9x9 grid whose rows hold nine candidate lists apart
//! (`| 4 1269 12 | ...`, HoDoKu's pencil-mark grid) is pencil marks.
//!
//! In a puzzle line, leading spaces and tabs are skipped; the puzzle part ends at a space or
//! tab, or after 81 cells at any character that is not a cell. A cell character right after
//! the 81st makes the line too long (a comment must be set apart).

mod cell;
mod detect;
mod error;
mod line;
mod marks;
mod position;
mod rows;
mod stream;
mod text;
mod vb;
mod write;

pub use error::PuzzleError;
pub use line::parse_line;
pub use marks::{MARKS_LEN, PencilMarks, is_marks_line, parse_marks};
pub use position::{Position, PositionEntry, parse_position, positions};
pub use stream::PuzzleStream;
pub use write::write;

use crate::board::Grid;
use text::numbered_lines;

/// One puzzle read from an input that may hold many, with the line it starts on (1-based).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The line (1-based) the puzzle starts on.
    pub line: usize,
    /// The puzzle, or what is wrong with it.
    pub puzzle: Result<Grid, PuzzleError>,
    /// The pencil marks of a line that held them (read only where a command takes them,
    /// see [`PuzzleStream::with_marks`]); the puzzle is then their single candidates.
    pub marks: Option<Box<PencilMarks>>,
}

impl Entry {
    /// The entry of line `line` as read as pencil marks: the marks and their single
    /// candidates as the puzzle, or what is wrong with them.
    pub fn of_marks(line: usize, marks: Result<PencilMarks, PuzzleError>) -> Entry {
        match marks {
            Ok(marks) => Entry {
                line,
                puzzle: Ok(marks.singles()),
                marks: Some(Box::new(marks)),
            },
            Err(e) => Entry {
                line,
                puzzle: Err(e),
                marks: None,
            },
        }
    }
}

/// The puzzle formats dosdoku reads and writes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Format {
    /// 81 characters on one line, `.` for a blank (the default).
    #[default]
    Line,
    /// Nine lines of nine characters (`.sdk`).
    Sdk,
    /// The Simple Sudoku grid with `|` and `-` separators (`.ss`).
    SimpleSudoku,
    /// The 2009 Visual Basic program's file: 81 lines, each `"5"` or `""`.
    VisualBasic,
}

/// Detects the format and reads every puzzle. A file of 81-character lines gives one Entry per
/// puzzle line (a bad line is an Err entry, the others still read: batch output must stay aligned
/// with input lines, even when every line is bad); the grid formats give one entry, which holds
/// the error if the grid is bad. Err only when there is no puzzle at all.
pub fn read_puzzles(text: &str) -> Result<Vec<Entry>, PuzzleError> {
    puzzles(text).map(Iterator::collect)
}

/// The puzzles of `text` as [`read_puzzles`] reads them, one at a time as they are asked for:
/// a file of puzzle lines is not parsed ahead, so a large batch holds no puzzle it is not
/// working on. Err only when there is no puzzle at all.
pub fn puzzles(text: &str) -> Result<Box<dyn Iterator<Item = Entry> + '_>, PuzzleError> {
    puzzles_of(PuzzleStream::new(), text)
}

/// Every puzzle of `text` as [`read_puzzles`] reads them, except that a line of 729 digits
/// and blanks is pencil marks (see [`PuzzleStream::with_marks`]).
pub fn read_puzzles_with_marks(text: &str) -> Result<Vec<Entry>, PuzzleError> {
    puzzles_of(PuzzleStream::with_marks(), text).map(Iterator::collect)
}

/// The puzzles of `text` read by `stream`, one at a time as they are asked for.
fn puzzles_of(
    mut stream: PuzzleStream,
    text: &str,
) -> Result<Box<dyn Iterator<Item = Entry> + '_>, PuzzleError> {
    let mut lines = numbered_lines(text);
    let mut ended = false;
    let mut next = move || {
        loop {
            if let Some(entry) = stream.pop() {
                return Ok(Some(entry));
            }
            if ended {
                return Ok(None);
            }
            match lines.next() {
                Some((n, line)) if stream.wants_more() => stream.push(n, line),
                _ => {
                    ended = true;
                    stream.finish()?;
                }
            }
        }
    };
    // Read up to the first entry now, so an input without one is an error here.
    let first = next()?;
    let rest = std::iter::from_fn(move || next().ok().flatten());
    Ok(Box::new(first.into_iter().chain(rest)))
}

/// Reads exactly one puzzle in any format (Err if there are none or several).
pub fn read_one(text: &str) -> Result<Grid, PuzzleError> {
    let mut entries = read_puzzles(text)?.into_iter();
    match (entries.next(), entries.next()) {
        (Some(one), None) => one.puzzle,
        (_, Some(second)) => Err(PuzzleError::new(format!(
            "expected one puzzle, found {} (the second on line {})",
            entries.len() + 2,
            second.line
        ))),
        (None, None) => Err(no_puzzle()),
    }
}

/// The error for an input with no puzzle in it.
fn no_puzzle() -> PuzzleError {
    PuzzleError::new("no puzzle found in the input")
}

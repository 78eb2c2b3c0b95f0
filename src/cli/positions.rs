//! The Laboratory commands' input: puzzles and pencil marks, read as they arrive, and how
//! many solutions each has.

use std::io::Write;

use crate::exit::{Error, Outcome};
use dosdoku_sudoku::formats::{Entry, Position, PositionEntry};
use dosdoku_sudoku::human::{self, Candidates};
use dosdoku_sudoku::source::{EntrySink, Source};

/// Hands each position named by a PUZZLE argument to `each` as soon as it is read (as
/// `check` reads puzzles: a puzzle, a file, `-` or nothing for standard input or the
/// built-in puzzle), until the input ends or `each` returns false. An argument of 729 digits
/// and blanks is pencil marks, and so is every such line of a file or of standard input.
/// Whenever the next read may wait for more input, `out` is flushed, so that the answers so
/// far are out.
///
/// `Err` when the input cannot be read or holds no puzzle at all; the positions before the
/// problem have been handed over.
pub(super) fn for_each_position(
    arg: Option<&str>,
    out: &mut impl Write,
    each: impl FnMut(PositionEntry, &mut dyn Write) -> bool,
) -> Result<(), Error> {
    /// Entries in, positions out; `out` flushed whenever the input may keep us waiting.
    struct Positions<'a, W, F> {
        out: &'a mut W,
        each: F,
        /// False once flushing failed: the output is gone.
        open: bool,
    }
    impl<W: Write, F: FnMut(PositionEntry, &mut dyn Write) -> bool> EntrySink for Positions<'_, W, F> {
        fn entry(&mut self, entry: Entry) -> bool {
            self.open && (self.each)(entry.into(), self.out)
        }
        fn idle(&mut self) {
            self.open &= self.out.flush().is_ok();
        }
    }
    Source::from_arg_with_marks(arg)
        .and_then(|source| {
            source.read_with_marks(&mut Positions {
                out,
                each,
                open: true,
            })
        })
        .map_err(Error::Input)
}

/// Runs a command over the positions of a PUZZLE argument with its output buffered on
/// standard output: `each` answers one position and returns the exit status it asks for, or
/// `None` once the output is gone. Returns the worst status (bad input outranks the rest).
pub(super) fn run_positions(
    arg: Option<&str>,
    mut each: impl FnMut(PositionEntry, &mut dyn Write) -> Option<u8>,
) -> Outcome {
    let mut out = std::io::BufWriter::new(crate::stdout::stdout());
    let mut worst = crate::exit::EXIT_OK;
    let read = for_each_position(arg, &mut out, |entry, out| match each(entry, out) {
        Some(status) => {
            worst = worse(worst, status);
            true
        }
        None => false,
    });
    let _ = out.flush();
    read.map(|()| worst)
}

/// What a position is, as far as its solutions go.
pub(super) enum Verdict {
    /// It could not be read (the message says why).
    Invalid(String),
    /// It has no solution.
    NoSolution,
    /// It has more than one solution.
    Multiple,
    /// It has exactly one solution: the position to start from.
    Unique(Box<Candidates>),
}

impl Verdict {
    /// The word for a position that cannot be rated: `none` or `multiple`; for an invalid
    /// one, `invalid: ` and the message.
    pub(super) fn word(&self) -> String {
        match self {
            Verdict::Invalid(message) => format!("invalid: {message}"),
            Verdict::NoSolution => "none".to_string(),
            Verdict::Multiple => "multiple".to_string(),
            Verdict::Unique(_) => "unique".to_string(),
        }
    }

    /// The exit status this verdict asks for: bad input, not uniquely solvable, or fine.
    pub(super) fn status(&self) -> u8 {
        match self {
            Verdict::Invalid(_) => crate::exit::EXIT_BAD_INPUT,
            Verdict::NoSolution | Verdict::Multiple => crate::exit::EXIT_UNSOLVED,
            Verdict::Unique(_) => crate::exit::EXIT_OK,
        }
    }

    /// The verdict as a JSON object with a `status` (and the `error` of an invalid one).
    pub(super) fn json(&self) -> serde_json::Value {
        match self {
            Verdict::Invalid(message) => {
                serde_json::json!({ "status": "invalid", "error": message })
            }
            _ => serde_json::json!({ "status": self.word() }),
        }
    }
}

/// Reads an entry and counts its solutions up to two; a board other than 9x9 is invalid, as
/// the human-like solver that rates and explains works on 9x9 boards only.
pub(super) fn judge(entry: &PositionEntry) -> Verdict {
    let start = match start(entry) {
        Ok(start) => start,
        Err(invalid) => return invalid,
    };
    let count = match &entry.position {
        Ok(Position::Puzzle(grid)) => u64::from(dosdoku_sudoku::solver::count_solutions(grid, 2)),
        _ => human::count_solutions(&start, 2),
    };
    match count {
        0 => Verdict::NoSolution,
        1 => Verdict::Unique(Box::new(start)),
        _ => Verdict::Multiple,
    }
}

/// The position an entry holds for the human-like solver, its solutions not counted yet;
/// the verdict of [`judge`] when it is invalid.
pub(super) fn start(entry: &PositionEntry) -> Result<Candidates, Verdict> {
    match &entry.position {
        Err(e) => Err(Verdict::Invalid(e.to_string())),
        Ok(Position::Puzzle(grid)) if grid.box_size() != 3 => {
            let side = grid.side();
            Err(Verdict::Invalid(format!(
                "a {side}x{side} puzzle: the human-like solver works on 9x9 boards only"
            )))
        }
        Ok(Position::Puzzle(grid)) => Ok(Candidates::from_grid(grid)),
        Ok(Position::Marks(marks)) => Ok(Candidates::from_marks(marks)),
    }
}

/// The exit status after one more: the worst so far (bad input outranks the rest).
fn worse(worst: u8, status: u8) -> u8 {
    if worst == crate::exit::EXIT_BAD_INPUT || status == crate::exit::EXIT_OK {
        worst
    } else {
        status
    }
}

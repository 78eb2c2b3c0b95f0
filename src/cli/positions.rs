//! The Laboratory commands' input: puzzles and pencil marks, and how many solutions each has.

use std::path::Path;

use super::input::{Input, load_input};
use crate::formats::{Position, PositionEntry, is_marks_line, parse_marks, positions};
use crate::human::{self, Candidates};

/// Hands the positions named by a PUZZLE argument to `run`, as `with_puzzles` hands puzzles:
/// an argument of 729 digits and blanks is pencil marks, and in a file or on standard input
/// every line that holds them is read as pencil marks. Input that cannot be read at all is a
/// message on standard error and the bad-input status.
pub(super) fn with_positions(
    arg: Option<&str>,
    run: impl FnOnce(Box<dyn Iterator<Item = PositionEntry> + '_>) -> u8,
) -> u8 {
    if let Some(arg) = arg
        && is_marks_line(arg)
        && !Path::new(arg).is_file()
    {
        let entry = PositionEntry {
            line: 1,
            position: parse_marks(arg).map(Position::Marks),
        };
        return run(Box::new(std::iter::once(entry)));
    }
    let input = match load_input(arg) {
        Ok(input) => input,
        Err(message) => return bad_input(&message),
    };
    match &input {
        Input::Text { text, name } => match positions(text) {
            Ok(entries) => run(entries),
            Err(e) => bad_input(&format!("{name}: {e}")),
        },
        Input::One(entry) => run(Box::new(std::iter::once(entry.clone().into()))),
    }
}

/// Says what is wrong on standard error and gives the bad-input status.
fn bad_input(message: &str) -> u8 {
    eprintln!("dosdoku: {message}");
    super::EXIT_BAD_INPUT
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
            Verdict::Invalid(_) => super::EXIT_BAD_INPUT,
            Verdict::NoSolution | Verdict::Multiple => super::EXIT_UNSOLVED,
            Verdict::Unique(_) => super::EXIT_OK,
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

/// Reads an entry and counts its solutions up to two.
pub(super) fn judge(entry: &PositionEntry) -> Verdict {
    let (start, count) = match &entry.position {
        Err(e) => return Verdict::Invalid(e.to_string()),
        Ok(Position::Puzzle(grid)) => (
            Candidates::from_grid(grid),
            u64::from(crate::solver::count_solutions(grid, 2)),
        ),
        Ok(Position::Marks(marks)) => {
            let start = Candidates::from_marks(marks);
            (start, human::count_solutions(&start, 2))
        }
    };
    match count {
        0 => Verdict::NoSolution,
        1 => Verdict::Unique(Box::new(start)),
        _ => Verdict::Multiple,
    }
}

/// The exit status after one more: the worst so far (bad input outranks the rest).
pub(super) fn worse(worst: u8, status: u8) -> u8 {
    if worst == super::EXIT_BAD_INPUT || status == super::EXIT_OK {
        worst
    } else {
        status
    }
}

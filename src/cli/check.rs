//! `dosdoku check`: unique, multiple, none, or invalid, one line per puzzle.

use std::io::{BufWriter, Write};

use super::args::CheckArgs;
use super::input::with_puzzles;
use super::{EXIT_BAD_INPUT, EXIT_OK, EXIT_UNSOLVED};
use crate::formats::Entry;
use crate::solver::count_solutions;

/// Runs `dosdoku check` and returns the exit status: 0 only if every puzzle is unique.
pub fn check(args: &CheckArgs) -> u8 {
    with_puzzles(args.puzzle.as_deref(), |entries| check_each(entries))
}

fn check_each(entries: impl Iterator<Item = Entry>) -> u8 {
    let mut out = BufWriter::new(std::io::stdout().lock());
    let mut worst = EXIT_OK;
    for entry in entries {
        let line = match &entry.puzzle {
            Err(e) => {
                worst = EXIT_BAD_INPUT;
                format!("invalid: {e}")
            }
            Ok(puzzle) => {
                let word = match count_solutions(puzzle, 2) {
                    0 => "none",
                    1 => "unique",
                    _ => "multiple",
                };
                if word != "unique" && worst == EXIT_OK {
                    worst = EXIT_UNSOLVED;
                }
                word.to_string()
            }
        };
        if writeln!(out, "{line}").is_err() {
            return worst;
        }
    }
    let _ = out.flush();
    worst
}

//! `dosdoku solutions`: every solution of a puzzle, up to a limit, or how many there are.

use clap::Args;

use super::positions::run_positions;
use super::{EXIT_BAD_INPUT, EXIT_OK, EXIT_UNSOLVED};
use crate::formats::Position;
use crate::human::{self, Candidates};
use crate::text::count;

/// Arguments of `dosdoku solutions`.
#[derive(Args, Debug)]
pub struct SolutionsArgs {
    /// An 81-character puzzle, 729 characters of pencil marks, a file of them, or - for
    /// standard input (default: standard input when it is not a terminal, else the built-in
    /// puzzle).
    pub puzzle: Option<String>,
    /// Stop after this many solutions (with --count: count up to this many).
    #[arg(long, value_name = "N", default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..))]
    pub limit: u64,
    /// Print only how many solutions there are, up to the limit: one line per puzzle.
    #[arg(long)]
    pub count: bool,
}

/// Runs `dosdoku solutions` and returns the exit status: 0 when every puzzle has a solution,
/// 1 when some puzzle has none, 2 when some puzzle could not be read. The lists of several
/// puzzles follow each other, a blank line between them.
pub fn solutions(args: &SolutionsArgs) -> u8 {
    let mut first = true;
    let mut capped = 0;
    let status = run_positions(args.puzzle.as_deref(), |entry, out| {
        if !args.count && !first {
            writeln!(out).ok()?;
        }
        first = false;
        let position = match entry.position {
            Ok(position) => position,
            Err(e) => {
                writeln!(out, "invalid: {e}").ok()?;
                return Some(EXIT_BAD_INPUT);
            }
        };
        let mut failed = false;
        let found = each_solution(&position, args.limit, |grid| {
            if !args.count {
                failed = writeln!(out, "{}", grid.to_line()).is_err();
            }
            !failed
        });
        if failed {
            return None;
        }
        capped += u64::from(found == args.limit);
        match (args.count, found) {
            (true, n) => writeln!(out, "{n}").ok()?,
            (false, 0) => writeln!(out, "none").ok()?,
            (false, _) => {}
        }
        Some(if found == 0 { EXIT_UNSOLVED } else { EXIT_OK })
    });
    if capped > 0 {
        eprintln!(
            "dosdoku: stopped at the limit of {} for {} (--limit N to go further)",
            count(args.limit, "solution"),
            count(capped, "puzzle")
        );
    }
    status
}

/// Hands every solution of a position to `each`, up to `limit`; returns how many it found.
fn each_solution(
    position: &Position,
    limit: u64,
    each: impl FnMut(&crate::board::Grid) -> bool,
) -> u64 {
    match position {
        Position::Puzzle(grid) => crate::solver::for_each_solution(grid, limit, each),
        Position::Marks(marks) => {
            human::for_each_solution(&Candidates::from_marks(marks), limit, each)
        }
    }
}

//! `dosdoku solutions`: every solution of a puzzle, up to a limit, or how many there are.

use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

use clap::Args;

use super::interrupt::{Interrupt, catch_signals};
use super::positions::run_positions;
use super::{EXIT_BAD_INPUT, EXIT_OK, EXIT_UNSOLVED};
use crate::exit::of_signal;
use dosdoku_sudoku::formats::Position;
use dosdoku_sudoku::human::{self, Candidates};
use dosdoku_sudoku::text::{count, group_thousands};

/// How often a count in progress is shown on a terminal.
const SHOW_EVERY: Duration = Duration::from_millis(250);

/// Arguments of `dosdoku solutions`.
#[derive(Args, Debug)]
pub struct SolutionsArgs {
    /// An 81-character puzzle, 729 characters of pencil marks, a file of them, or - for
    /// standard input (default: standard input when it is not a terminal, else the built-in
    /// puzzle).
    pub puzzle: Option<String>,
    /// Stop after this many solutions (with --count: count up to this many); 1,000 unless
    /// told. Ctrl-C stops at once with the solutions found so far.
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
    let interrupt = catch_signals();
    let mut first = true;
    let mut capped = 0;
    let mut stopped = None;
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
        let mut progress = Counting::new(args.count);
        let (found, signal) = each_solution(&position, args.limit, interrupt, |grid| {
            if args.count {
                progress.one_more();
            } else {
                failed = writeln!(out, "{}", grid.to_line()).is_err();
            }
            !failed
        });
        progress.finish();
        if failed {
            return None;
        }
        if let Some(signal) = signal {
            eprintln!(
                "dosdoku: interrupted after {} of puzzle {}",
                count(found, "solution"),
                entry.line
            );
            stopped = Some(signal);
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
    stopped.map_or(status, of_signal)
}

/// A count in progress, shown on standard error when it is a terminal and the count takes
/// a while: `counting: 1,234,567 solutions so far (Ctrl-C stops)`.
struct Counting {
    shown: bool,
    on_terminal: bool,
    found: u64,
    next: Instant,
}

impl Counting {
    /// The progress of one puzzle's count (`counting` false: a list, nothing shown).
    fn new(counting: bool) -> Counting {
        Counting {
            shown: false,
            on_terminal: counting && std::io::stderr().is_terminal(),
            found: 0,
            next: Instant::now() + SHOW_EVERY,
        }
    }

    /// One more solution counted.
    fn one_more(&mut self) {
        self.found += 1;
        if self.on_terminal && self.found.is_multiple_of(1024) && Instant::now() >= self.next {
            self.next = Instant::now() + SHOW_EVERY;
            self.shown = true;
            eprint!(
                "\rcounting: {} solutions so far (Ctrl-C stops)",
                group_thousands(self.found)
            );
            let _ = std::io::stderr().flush();
        }
    }

    /// Clears the progress line, if one was shown.
    fn finish(&self) {
        if self.shown {
            eprint!("\r\x1b[2K");
        }
    }
}

/// Hands every solution of a position to `each`, up to `limit`, until a signal comes; how
/// many it found, and the signal if one stopped it.
fn each_solution(
    position: &Position,
    limit: u64,
    interrupt: Interrupt,
    each: impl FnMut(&dosdoku_sudoku::board::Grid) -> bool,
) -> (u64, Option<i32>) {
    let found = match position {
        Position::Puzzle(grid) => {
            dosdoku_sudoku::solver::for_each_solution_until(grid, limit, each, || {
                interrupt.signal().is_some()
            })
            .0
        }
        Position::Marks(marks) => {
            human::for_each_solution(&Candidates::from_marks(marks), limit, each)
        }
    };
    (found, interrupt.signal())
}

//! `dosdoku check`: unique, multiple, none, or invalid, one line per puzzle.

use std::io::Write;

use super::finish;
use crate::batch::feed::{Feed, Handed};
use crate::batch::held::{Held, Told};
use crate::batch::interrupt::catch_signals;
use crate::batch::jobs::run_jobs;
use crate::cli::options::JobsArgs;
use crate::exit::{EXIT_BAD_INPUT, EXIT_UNSOLVED, Error, Outcome};
use clap::Args;
use dosdoku_sudoku::solver::count_solutions_until;
use dosdoku_sudoku::source::Source;

/// Arguments of `dosdoku check`.
#[derive(Args, Debug)]
pub struct CheckArgs {
    /// A puzzle (81 characters; 16, 256 or 625 for a 4x4, 16x16 or 25x25 board), a file of
    /// puzzles (any size, read line by line), or - for standard input (read as it arrives,
    /// any length). Without it, standard input when it is not a terminal
    /// (empty input is an error), else the built-in puzzle.
    pub puzzle: Option<String>,
    /// Threads checking puzzles at once.
    #[command(flatten)]
    pub jobs: JobsArgs,
}

/// Runs `dosdoku check`; the exit status is 0 only if every puzzle is unique. Puzzles
/// are checked on `--jobs` threads as soon as they are read, and each answer is let out, in
/// input order, within a tenth of a second of it and every answer before it.
pub fn check(args: &CheckArgs) -> Outcome {
    let source = Source::from_arg(args.puzzle.as_deref()).map_err(Error::Input)?;
    let interrupt = catch_signals();
    let held = Held::new(None);
    let feed = Feed::start(source, false, interrupt);
    run_jobs(args.jobs.get(), &feed, &held, || {
        |handed: Handed, told: &mut Told| match &handed.entry.puzzle {
            Err(e) => {
                told.status = EXIT_BAD_INPUT;
                let _ = writeln!(told.out, "invalid: {e}");
            }
            Ok(puzzle) => {
                let word: &[u8] =
                    match count_solutions_until(puzzle, 2, || interrupt.signal().is_some()) {
                        Some(0) => b"none\n",
                        Some(1) => b"unique\n",
                        Some(_) => b"multiple\n",
                        None => {
                            // A signal: nothing after this puzzle is told.
                            told.last = true;
                            b"stopped\n"
                        }
                    };
                if word != b"unique\n" {
                    told.status = EXIT_UNSOLVED;
                }
                told.out.extend_from_slice(word);
            }
        }
    });
    finish(feed.ended(), held.worst())
}

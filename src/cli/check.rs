//! `dosdoku check`: unique, multiple, none, or invalid, one line per puzzle.

use std::io::Write;

use super::args::CheckArgs;
use super::feed::{Feed, Handed};
use super::held::{Held, Told};
use super::interrupt::catch_signals;
use super::jobs::run_jobs;
use super::solve::finish;
use crate::exit::{EXIT_BAD_INPUT, EXIT_UNSOLVED};
use dosdoku_sudoku::solver::count_solutions_until;
use dosdoku_sudoku::source::Source;

/// Runs `dosdoku check` and returns the exit status: 0 only if every puzzle is unique. Puzzles
/// are checked on `--jobs` threads as soon as they are read, and each answer is let out, in
/// input order, within a tenth of a second of it and every answer before it.
pub fn check(args: &CheckArgs) -> u8 {
    let source = match Source::from_arg(args.puzzle.as_deref()) {
        Ok(source) => source,
        Err(message) => {
            eprintln!("dosdoku: {message}");
            return EXIT_BAD_INPUT;
        }
    };
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

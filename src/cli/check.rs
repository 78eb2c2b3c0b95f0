//! `dosdoku check`: unique, multiple, none, or invalid, one line per puzzle.

use std::io::Write;

use super::args::CheckArgs;
use super::feed::for_each_entry;
use super::held::Held;
use super::interrupt::catch_signals;
use super::solve::finish;
use crate::exit::{EXIT_BAD_INPUT, EXIT_OK, EXIT_UNSOLVED};
use crate::solver::count_solutions;
use crate::source::Source;

/// Runs `dosdoku check` and returns the exit status: 0 only if every puzzle is unique. Each
/// puzzle is answered as soon as it is read (the line let out within a tenth of a second).
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
    let mut worst = EXIT_OK;
    let ended = std::thread::scope(|s| {
        s.spawn(|| held.flusher());
        let ended = for_each_entry(source, interrupt, |entry| {
            let answer = match &entry.puzzle {
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
            held.tell(|state| {
                let _ = writeln!(state.out, "{answer}");
            })
        });
        held.finish();
        ended
    });
    finish(ended, worst)
}

//! `dosdoku generate`: puzzles with exactly one solution, one line each on standard output,
//! made on several threads and written in a fixed order.

use std::io::{BufWriter, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use serde::Serialize;

use super::args::GenerateArgs;
use super::givens_tally::{GivensTally, headline};
use super::in_order::{News, in_order};
use super::progress::Progress;
use super::{EXIT_BAD_INPUT, EXIT_OK, EXIT_UNSOLVED};
use crate::agents::fresh_seed;
use crate::generate::{Generated, Givens, Request, Symmetry, generate as make};
use crate::text::{count, group_thousands, human_duration};

/// How long written puzzles may wait in the output buffer.
const HOLD: Duration = Duration::from_millis(100);

/// Why a run ended before its count.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Cut {
    /// `--timeout` ran out.
    Timeout,
    /// Ctrl-C.
    Interrupted,
    /// Standard output was closed (a pipe's reader left).
    OutputClosed,
}

/// One puzzle as JSON.
#[derive(Serialize)]
struct JsonPuzzle {
    puzzle: String,
    solution: String,
    givens: usize,
    seed: u64,
}

/// Runs `dosdoku generate` and returns the exit status.
pub fn generate(args: &GenerateArgs) -> u8 {
    let givens = args.givens.map_or(Givens::Minimal, Givens::Exactly);
    let request = match Request::new(givens, args.symmetry) {
        Ok(request) => request,
        Err(message) => {
            eprintln!("dosdoku: {message}");
            return EXIT_BAD_INPUT;
        }
    };
    if givens == Givens::Exactly(17) {
        eprintln!(
            "dosdoku: puzzles with 17 givens are very rare; this may take very long \
             (--timeout SECONDS sets a limit, Ctrl-C stops with what was found)"
        );
    }
    let seed = args.seed.unwrap_or_else(fresh_seed);
    let threads = args.jobs.map_or_else(
        || std::thread::available_parallelism().map_or(1, |n| n.get()),
        |j| j as usize,
    );
    let interrupted = Arc::new(AtomicBool::new(false));
    catch_ctrl_c(&interrupted);
    let deadline = args.timeout.map(|t| Instant::now() + t);
    let stop = AtomicBool::new(false);
    let mut cut = None;
    let mut out = BufWriter::new(std::io::stdout().lock());
    let mut flushed = Instant::now();
    let mut tally = GivensTally::new();
    let mut progress = Progress::new(args.count);
    let start = Instant::now();
    let work = |i: u64| make(&request, seed.wrapping_add(i), &stop);
    in_order(args.count, threads, &stop, work, |news| {
        match news {
            News::Done(i, Some(made)) => {
                tally.add(made.puzzle.filled());
                progress.advance();
                let line = output_line(&made, seed.wrapping_add(i), args.json);
                let mut written = out.write_all(line.as_bytes());
                if written.is_ok() && flushed.elapsed() >= HOLD {
                    flushed = Instant::now();
                    written = out.flush();
                }
                if written.is_err() {
                    cut.get_or_insert(Cut::OutputClosed);
                }
            }
            News::Done(_, None) => {}
            News::Waiting => progress.tick(),
        }
        if cut.is_none() && interrupted.load(Ordering::Relaxed) {
            cut = Some(Cut::Interrupted);
        }
        if cut.is_none() && deadline.is_some_and(|d| Instant::now() >= d) {
            cut = Some(Cut::Timeout);
        }
        if cut.is_some() {
            stop.store(true, Ordering::Relaxed);
        }
    });
    let _ = out.flush();
    progress.finish();
    let elapsed = start.elapsed();
    let what = describe(&request);
    let found = tally.total();
    match cut {
        None | Some(Cut::OutputClosed) => {
            eprintln!(
                "dosdoku: {}",
                headline(found, &what, seed, elapsed, threads)
            );
            eprint!("{}", tally.table());
            EXIT_OK
        }
        Some(reason) => {
            let why = if reason == Cut::Timeout {
                "time limit reached (--timeout)"
            } else {
                "interrupted"
            };
            eprintln!(
                "dosdoku: {why} after {}: found {} of {} ({what}), seed {seed}; those found \
                 are on standard output",
                human_duration(elapsed),
                group_thousands(found),
                count(args.count, "puzzle")
            );
            eprint!("{}", tally.table());
            EXIT_UNSOLVED
        }
    }
}

/// The line for standard output: the puzzle, or its JSON object.
fn output_line(made: &Generated, seed: u64, json: bool) -> String {
    if json {
        let object = JsonPuzzle {
            puzzle: made.puzzle.to_line(),
            solution: made.solution.to_line(),
            givens: made.puzzle.filled(),
            seed,
        };
        serde_json::to_string(&object).expect("a puzzle always serializes") + "\n"
    } else {
        made.puzzle.to_line() + "\n"
    }
}

/// The kind of puzzles, in words: `minimal`, `22 givens, rotational`.
fn describe(request: &Request) -> String {
    let givens = match request.givens {
        Givens::Minimal => "minimal".to_string(),
        Givens::Exactly(n) => format!("{n} givens"),
    };
    match request.symmetry {
        Symmetry::None => givens,
        s => format!("{givens}, {}", s.name()),
    }
}

/// Lets the first Ctrl-C set `flag` (the run then stops with what it found); a second one
/// ends the process at once.
#[cfg(unix)]
fn catch_ctrl_c(flag: &Arc<AtomicBool>) {
    use signal_hook::consts::SIGINT;
    use signal_hook::flag::{register, register_conditional_shutdown};
    // The shutdown is armed first, so it sees the flag as the earlier press left it.
    let _ = register_conditional_shutdown(SIGINT, 130, Arc::clone(flag));
    let _ = register(SIGINT, Arc::clone(flag));
}

#[cfg(not(unix))]
fn catch_ctrl_c(_flag: &Arc<AtomicBool>) {}

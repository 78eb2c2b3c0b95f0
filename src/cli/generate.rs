//! `dosdoku generate`: puzzles with exactly one solution, one line each on standard output,
//! made on several threads and written in a fixed order.

use std::io::{BufWriter, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use serde::Serialize;

use super::args::GenerateArgs;
use super::difficulty::Difficulty;
use super::givens_tally::{GivensTally, headline};
use super::held::HOLD;
use super::in_order::{News, in_order};
use super::interrupt::catch_signals;
use super::progress::Progress;
use crate::exit::{EXIT_BAD_INPUT, EXIT_OK, EXIT_UNSOLVED, of_signal};
use dosdoku_sudoku::generate::{
    Generated, Givens, Request, Symmetry, generate_sized, generate_where,
};
use dosdoku_sudoku::human::{Rating, rate};
use dosdoku_sudoku::random::fresh_seed;
use dosdoku_sudoku::text::{count, group_thousands, human_duration};

/// Why a run ended before its count.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Cut {
    /// `--timeout` ran out.
    Timeout,
    /// A signal came (Ctrl-C, SIGTERM, SIGHUP).
    Signal(i32),
    /// Standard output was closed (a pipe's reader left).
    OutputClosed,
}

/// One puzzle as JSON; the rating keys when it was rated.
#[derive(Serialize)]
struct JsonPuzzle {
    puzzle: String,
    solution: String,
    givens: usize,
    seed: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    rating: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    level: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    hardest: Option<Option<&'static str>>,
}

/// Runs `dosdoku generate` and returns the exit status.
pub fn generate(args: &GenerateArgs) -> u8 {
    let box_size = dosdoku_sudoku::board::Shape::box_size_of_side(args.size).unwrap_or(3);
    if box_size != 3
        && (args.givens.is_some()
            || args.level.is_some()
            || args.rating.is_some()
            || args.symmetry != Symmetry::None)
    {
        eprintln!(
            "dosdoku: --size {} makes minimal puzzles; --givens, --level, --rating and \
             --symmetry are for 9x9 boards",
            args.size
        );
        return EXIT_BAD_INPUT;
    }
    let givens = args.givens.map_or(Givens::Minimal, Givens::Exactly);
    let wanted = Request::new(givens, args.symmetry)
        .and_then(|r| Ok((r, Difficulty::new(args.level, args.rating)?)));
    let (request, difficulty) = match wanted {
        Ok(wanted) => wanted,
        Err(message) => {
            eprintln!("dosdoku: {message}");
            return EXIT_BAD_INPUT;
        }
    };
    // Puzzles are rated when a difficulty is asked for, and for JSON (9x9 boards only).
    let rated = (difficulty.is_some() || args.json) && box_size == 3;
    if givens == Givens::Exactly(17) {
        eprintln!(
            "dosdoku: puzzles with 17 givens are very rare; this may take very long \
             (--timeout SECONDS sets a limit, Ctrl-C stops with what was found)"
        );
    }
    let seed = args.seed.unwrap_or_else(fresh_seed);
    let threads = super::jobs::capped(
        args.jobs
            .map_or_else(super::jobs::default_jobs, |j| j as usize),
    )
    .min(usize::try_from(args.count).unwrap_or(usize::MAX));
    let interrupt = catch_signals();
    let deadline = args.timeout.map(|t| Instant::now() + t);
    let stop = AtomicBool::new(false);
    let mut cut = None;
    let mut out = BufWriter::new(super::output::stdout());
    let mut flushed = Instant::now();
    let mut tally = GivensTally::new();
    let mut progress = Progress::new(args.count);
    let start = Instant::now();
    let work = |i: u64| {
        if box_size != 3 {
            return generate_sized(box_size, seed.wrapping_add(i), &stop).map(|made| (made, None));
        }
        let mut rating = None;
        let made = generate_where(&request, seed.wrapping_add(i), &stop, |made| {
            if !rated {
                return true;
            }
            let r = rate(&made.puzzle);
            rating = Some(r);
            difficulty.is_none_or(|d| d.accepts(&r))
        })?;
        Some((made, rating))
    };
    in_order(args.count, threads, &stop, work, |news| {
        match news {
            News::Done(i, Some((made, rating))) => {
                tally.add(made.puzzle.filled(), rating.map(|r| r.level));
                progress.advance();
                let line = output_line(&made, rating.as_ref(), seed.wrapping_add(i), args.json);
                if out.write_all(line.as_bytes()).is_err() {
                    cut.get_or_insert(Cut::OutputClosed);
                }
            }
            News::Done(_, None) => {}
            News::Waiting => progress.tick(),
        }
        // Puzzles wait in the buffer at most about HOLD, even while the next is slow to come.
        if !out.buffer().is_empty() && flushed.elapsed() >= HOLD {
            flushed = Instant::now();
            if out.flush().is_err() {
                cut.get_or_insert(Cut::OutputClosed);
            }
        }
        if let (None, Some(signal)) = (cut, interrupt.signal()) {
            cut = Some(Cut::Signal(signal));
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
    let mut what = describe(&request, difficulty.as_ref());
    if box_size != 3 {
        what = format!("{what} {0}x{0}", args.size);
    }
    let found = tally.total();
    // A time limit that passed as the last puzzle came cut nothing short.
    if found >= args.count && matches!(cut, Some(Cut::Timeout)) {
        cut = None;
    }
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
            let (why, status) = match reason {
                Cut::Signal(signal) => ("interrupted", of_signal(signal)),
                _ => ("time limit reached (--timeout)", EXIT_UNSOLVED),
            };
            let told = if found == 0 {
                String::new()
            } else {
                "; they are on standard output".to_string()
            };
            eprintln!(
                "dosdoku: {why} after {}: {} of {} ({what}) found, seed {seed}{told}",
                human_duration(elapsed),
                group_thousands(found),
                count(args.count, "puzzle")
            );
            eprint!("{}", tally.table());
            status
        }
    }
}

/// The line for standard output: the puzzle, or its JSON object.
fn output_line(made: &Generated, rating: Option<&Rating>, seed: u64, json: bool) -> String {
    if json {
        let object = JsonPuzzle {
            puzzle: made.puzzle.to_line(),
            solution: made.solution.to_line(),
            givens: made.puzzle.filled(),
            seed,
            rating: rating.map(Rating::score),
            level: rating.map(|r| r.level.word()),
            hardest: rating.map(|r| r.hardest.map(|t| t.key())),
        };
        serde_json::to_string(&object).expect("a puzzle always serializes") + "\n"
    } else {
        made.puzzle.to_line() + "\n"
    }
}

/// The kind of puzzles, in words: `minimal`, `22 givens, rotational, hard`.
fn describe(request: &Request, difficulty: Option<&Difficulty>) -> String {
    let mut words = vec![match request.givens {
        Givens::Minimal => "minimal".to_string(),
        Givens::Exactly(n) => format!("{n} givens"),
    }];
    if request.symmetry != Symmetry::None {
        words.push(request.symmetry.name().to_string());
    }
    words.extend(difficulty.map(Difficulty::describe));
    words.join(", ")
}

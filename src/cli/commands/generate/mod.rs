//! `dosdoku generate`: puzzles with exactly one solution, one line each on standard output,
//! made on several threads and written in a fixed order.

pub mod difficulty;
mod givens_tally;

use std::io::{self, BufWriter, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use serde::Serialize;

use self::difficulty::Difficulty;
use self::difficulty::{RatingRange, parse_level, parse_rating_range};
use self::givens_tally::{GivensTally, headline};
use crate::batch::held::HOLD;
use crate::batch::in_order::{News, in_order};
use crate::batch::interrupt::catch_signals;
use crate::batch::jobs::{default_jobs, threads_for};
use crate::batch::progress::Progress;
use crate::cli::output::{Form, Record, json_line};
use crate::exit::{self, EXIT_OK, EXIT_UNSOLVED, Error, Outcome};
use clap::Args;
use dosdoku_sudoku::generate::{
    Generated, Givens, Request, Symmetry, generate_sized, generate_where,
};
use dosdoku_sudoku::human::Level;
use dosdoku_sudoku::human::{Rating, rate};
use dosdoku_sudoku::random::fresh_seed;
use dosdoku_sudoku::text::{count, group_thousands, human_duration};
use std::time::Duration;

/// Arguments of `dosdoku generate`.
#[derive(Args, Debug)]
pub struct GenerateArgs {
    /// How many puzzles.
    #[arg(long, short = 'n', value_name = "N", default_value_t = 1, value_parser = parse_count)]
    pub count: u64,
    /// The seed of the first puzzle; puzzle i uses seed+i, and the same options and seed
    /// give the same puzzles on every machine with any --jobs. Default: a fresh seed,
    /// reported on standard error.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Exactly N givens, 17 to 80 (the fewer, the longer it takes: see --timeout).
    #[arg(long, value_name = "N", conflicts_with = "minimal")]
    pub givens: Option<u32>,
    /// Minimal puzzles: no given can be removed without losing uniqueness (the default).
    #[arg(long)]
    pub minimal: bool,
    /// Only puzzles of this level, as the human-like solver rates them: easy (singles only),
    /// medium (locked candidates, subsets), hard (fish, wings), fiendish (nishio, guessing).
    #[arg(long, value_name = "LEVEL", value_parser = parse_level)]
    pub level: Option<Level>,
    /// Only puzzles whose rating (the difficulty of the hardest step: 1.5 for a hidden single
    /// up to 9.0 for a guess) lies in MIN..MAX, both included; 7.5.. and ..2.3 leave an end
    /// open.
    #[arg(long, value_name = "MIN..MAX", value_parser = parse_rating_range)]
    pub rating: Option<RatingRange>,
    /// The pattern of givens: none, rotational (half turn), mirror (left-right) or diagonal.
    #[arg(long, value_name = "SYMMETRY", default_value = "none",
          value_parser = Symmetry::parse)]
    pub symmetry: Symmetry,
    /// The board's side: 9, or 4, 16 or 25 (minimal puzzles only: --givens, --level,
    /// --rating and --symmetry are for 9x9 boards).
    #[arg(long, value_name = "SIDE", default_value_t = 9, value_parser = parse_side)]
    pub size: usize,
    /// Threads (at most 4 per core). Default: every core.
    #[arg(long, short, value_name = "J", value_parser = clap::value_parser!(u32).range(1..))]
    pub jobs: Option<u32>,
    /// One JSON object per puzzle (puzzle, solution, givens, seed, rating, level, hardest)
    /// instead of the line.
    #[arg(long)]
    pub json: bool,
    /// Stop after this many seconds with the puzzles found so far (exit 1 if short).
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds, allow_negative_numbers = true)]
    pub timeout: Option<Duration>,
}

/// A board's side: 4, 9, 16 or 25.
fn parse_side(text: &str) -> Result<usize, String> {
    text.parse::<usize>()
        .ok()
        .filter(|side| [4, 9, 16, 25].contains(side))
        .ok_or_else(|| format!("'{text}' is not a board side: 4, 9, 16 or 25"))
}

/// A count of puzzles: a whole number from 1.
fn parse_count(text: &str) -> Result<u64, String> {
    text.parse::<u64>()
        .ok()
        .filter(|&n| n > 0)
        .ok_or_else(|| format!("'{text}' is not a whole number of puzzles, 1 or more"))
}

/// The longest time limit, in seconds: about 31 years.
const MAX_SECONDS: f64 = 1e9;

/// A time limit in seconds: a number above 0 and up to [`MAX_SECONDS`], fractions allowed.
fn parse_seconds(text: &str) -> Result<Duration, String> {
    text.parse::<f64>()
        .ok()
        .filter(|s| s.is_finite() && *s > 0.0 && *s <= MAX_SECONDS)
        .map(Duration::from_secs_f64)
        .ok_or_else(|| {
            format!(
                "'{text}' is not a number of seconds above 0 and up to {} (fractions allowed)",
                group_thousands(MAX_SECONDS as u64)
            )
        })
}

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

/// Runs `dosdoku generate`.
pub fn generate(args: &GenerateArgs) -> Outcome {
    let box_size = dosdoku_sudoku::board::Shape::box_size_of_side(args.size).unwrap_or(3);
    if box_size != 3
        && (args.givens.is_some()
            || args.level.is_some()
            || args.rating.is_some()
            || args.symmetry != Symmetry::None)
    {
        return Err(Error::Usage(format!(
            "--size {} makes minimal puzzles; --givens, --level, --rating and --symmetry are \
             for 9x9 boards",
            args.size
        )));
    }
    let givens = args.givens.map_or(Givens::Minimal, Givens::Exactly);
    let request = Request::new(givens, args.symmetry).map_err(Error::Usage)?;
    let difficulty = Difficulty::new(args.level, args.rating).map_err(Error::Usage)?;
    // Puzzles are rated when a difficulty is asked for, and for JSON (9x9 boards only).
    let rated = (difficulty.is_some() || args.json) && box_size == 3;
    if givens == Givens::Exactly(17) {
        exit::say(
            "puzzles with 17 givens are very rare; this may take very long (--timeout SECONDS \
             sets a limit, Ctrl-C stops with what was found)",
        );
    }
    let seed = args.seed.unwrap_or_else(fresh_seed);
    let jobs = args.jobs.map_or_else(default_jobs, |j| j as usize);
    let threads = threads_for(jobs, args.count);
    let interrupt = catch_signals();
    let deadline = args.timeout.map(|t| Instant::now() + t);
    let stop = AtomicBool::new(false);
    let mut cut = None;
    let sink = Form::json_or_text(args.json).sink("", false);
    let mut out = BufWriter::new(crate::stdout::stdout());
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
                let made = Made {
                    made: &made,
                    rating: rating.as_ref(),
                    seed: seed.wrapping_add(i),
                };
                if sink.record(&mut out, &made).is_err() {
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
            exit::say(headline(found, &what, seed, elapsed, threads));
            eprint!("{}", tally.table());
            Ok(EXIT_OK)
        }
        Some(reason) => {
            let (why, status) = match reason {
                Cut::Signal(signal) => ("interrupted", Err(Error::Signal(signal))),
                _ => ("time limit reached (--timeout)", Ok(EXIT_UNSOLVED)),
            };
            let told = if found == 0 {
                String::new()
            } else {
                "; they are on standard output".to_string()
            };
            exit::say(format_args!(
                "{why} after {}: {} of {} ({what}) found, seed {seed}{told}",
                human_duration(elapsed),
                group_thousands(found),
                count(args.count, "puzzle")
            ));
            eprint!("{}", tally.table());
            status
        }
    }
}

/// A puzzle made, as `generate` tells it: its line, or its JSON object.
struct Made<'a> {
    made: &'a Generated,
    /// Its rating, when it was rated.
    rating: Option<&'a Rating>,
    /// The seed it was made with.
    seed: u64,
}

impl Record for Made<'_> {
    fn text(&self, out: &mut dyn Write) -> io::Result<()> {
        writeln!(out, "{}", self.made.puzzle.to_line())
    }

    fn json(&self, out: &mut dyn Write) -> io::Result<()> {
        let (made, rating) = (self.made, self.rating);
        json_line(
            out,
            &JsonPuzzle {
                puzzle: made.puzzle.to_line(),
                solution: made.solution.to_line(),
                givens: made.puzzle.filled(),
                seed: self.seed,
                rating: rating.map(Rating::score),
                level: rating.map(|r| r.level.word()),
                hardest: rating.map(|r| r.hardest.map(|t| t.key())),
            },
        )
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

//! `dosdoku rate`: each puzzle's difficulty, one line per puzzle, aligned with the input.

use clap::Args;
use serde::Serialize;

use std::io::{self, Write};

use super::finish;
use crate::batch::feed::{Feed, Handed};
use crate::batch::held::{Held, Told};
use crate::batch::interrupt::catch_signals;
use crate::batch::jobs::run_jobs;
use crate::cli::options::{JobsArgs, SeVersionArgs};
use crate::cli::output::{Form, Record, json_line};
use crate::cli::positions::{Verdict, judge, start};
use crate::exit::{Error, Outcome};
use dosdoku_sudoku::formats::PositionEntry;
use dosdoku_sudoku::human::{Rating, rate_if_unique, rate_unique};
use dosdoku_sudoku::source::Source;

/// Arguments of `dosdoku rate`.
#[derive(Args, Debug)]
pub struct RateArgs {
    /// An 81-character puzzle, 729 characters of pencil marks, a file of them, or - for
    /// standard input (default: standard input when it is not a terminal, else the built-in
    /// puzzle).
    pub puzzle: Option<String>,
    /// One JSON object per puzzle per line.
    #[arg(long)]
    pub json: bool,
    /// Sukaku Explainer's three numbers as collectors write them, `ED=4.2/1.2/1.2`: the
    /// hardest step's rating, the hardest up to the first placed digit, the first step's.
    #[arg(long)]
    pub se: bool,
    /// Which Sukaku Explainer release the rating follows.
    #[command(flatten)]
    pub release: SeVersionArgs,
    /// Threads rating puzzles at once.
    #[command(flatten)]
    pub jobs: JobsArgs,
}

/// Runs `dosdoku rate` and returns the exit status: 0 when every puzzle was rated, 1 when
/// some puzzle has no solution or several, 2 when some puzzle could not be read. Puzzles are
/// rated on `--jobs` threads as soon as they are read; each line is let out in input order.
/// A signal ends the batch once the ratings at work are done, with every line before them
/// out.
pub fn rate(args: &RateArgs) -> Outcome {
    let source = Source::from_arg_with_marks(args.puzzle.as_deref()).map_err(Error::Input)?;
    let sink = Form::json_or_text(args.json).sink("", false);
    let interrupt = catch_signals();
    let held = Held::new(None);
    let feed = Feed::start(source, true, interrupt);
    run_jobs(args.jobs.get(), &feed, &held, || {
        |handed: Handed, told: &mut Told| {
            let entry = PositionEntry::from(handed.entry);
            // Most puzzles' ratings show that they have one solution: those are not
            // counted again (see `rate_if_unique`); the others are judged as ever.
            let version = args.release.se_version;
            if let Some(rating) = start(&entry).ok().and_then(|s| rate_if_unique(&s, version)) {
                let _ = sink.record(&mut told.out, &Rated::Rating(rating, args.se));
                told.status = crate::exit::EXIT_OK;
                return;
            }
            let verdict = judge(&entry);
            let rated = match &verdict {
                Verdict::Unique(start) => Rated::Rating(rate_unique(start, version), args.se),
                _ => Rated::Not(&verdict),
            };
            let _ = sink.record(&mut told.out, &rated);
            told.status = verdict.status();
        }
    });
    finish(feed.ended(), held.worst())
}

/// What `rate` says of a position: its rating, or why it has none.
enum Rated<'a> {
    /// One solution: its rating, and whether Sukaku Explainer's three numbers are asked for.
    Rating(Rating, bool),
    /// None, several, or not a puzzle.
    Not(&'a Verdict),
}

impl Record for Rated<'_> {
    fn text(&self, out: &mut dyn Write) -> io::Result<()> {
        match self {
            Rated::Rating(rating, true) => writeln!(out, "{}", explainer(rating)),
            Rated::Rating(rating, false) => writeln!(out, "{rating}"),
            Rated::Not(verdict) => writeln!(out, "{}", verdict.word()),
        }
    }

    fn json(&self, out: &mut dyn Write) -> io::Result<()> {
        match self {
            Rated::Rating(rating, se) => json_line(
                out,
                &RatingJson {
                    status: "unique",
                    rating: rating.score(),
                    level: rating.level.word(),
                    hardest: rating.hardest.map(|t| t.key()),
                    explainer: se.then(|| explainer(rating)),
                },
            ),
            Rated::Not(verdict) => json_line(out, &verdict.json()),
        }
    }
}

/// `{"status":"unique","rating":4.2,"level":"hard","hardest":"xy_wing"}`, with
/// `"explainer":"ED=4.2/1.2/1.2"` when `--se` asks for it.
#[derive(Serialize)]
struct RatingJson {
    status: &'static str,
    rating: f64,
    level: &'static str,
    hardest: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    explainer: Option<String>,
}

/// Sukaku Explainer's numbers: `ED=4.2/1.2/1.2`.
fn explainer(rating: &Rating) -> String {
    // Written digit by digit: formatting each number apart cost more than rating an easy
    // puzzle.
    let mut line = String::with_capacity(16);
    line.push_str("ED=");
    for (k, tenths) in rating.explainer().into_iter().enumerate() {
        if k > 0 {
            line.push('/');
        }
        let whole = tenths / 10;
        if whole >= 10 {
            line.push(char::from(b'0' + whole / 10 % 10));
        }
        line.push(char::from(b'0' + whole % 10));
        line.push('.');
        line.push(char::from(b'0' + tenths % 10));
    }
    line
}

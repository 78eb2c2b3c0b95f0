//! `dosdoku rate`: each puzzle's difficulty, one line per puzzle, aligned with the input.

use clap::Args;
use serde::Serialize;

use std::io::{self, Write};

use crate::cli::output::{Form, Record, json_line};
use crate::cli::positions::{Verdict, judge, run_positions};
use crate::exit::Outcome;
use dosdoku_sudoku::human::{Rating, rate_from};

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
}

/// Runs `dosdoku rate` and returns the exit status: 0 when every puzzle was rated, 1 when
/// some puzzle has no solution or several, 2 when some puzzle could not be read.
pub fn rate(args: &RateArgs) -> Outcome {
    let sink = Form::json_or_text(args.json).sink("", false);
    run_positions(args.puzzle.as_deref(), |entry, out| {
        let verdict = judge(&entry);
        let rated = match &verdict {
            Verdict::Unique(start) => Rated::Rating(rate_from(start), args.se),
            _ => Rated::Not(&verdict),
        };
        sink.record(out, &rated).ok()?;
        Some(verdict.status())
    })
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
    let [er, ep, ed] = rating.explainer().map(|t| format!("{}.{}", t / 10, t % 10));
    format!("ED={er}/{ep}/{ed}")
}

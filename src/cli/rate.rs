//! `dosdoku rate`: each puzzle's difficulty, one line per puzzle, aligned with the input.

use clap::Args;
use serde::Serialize;

use super::explain::json_line;
use super::positions::{Verdict, judge, run_positions};
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
pub fn rate(args: &RateArgs) -> u8 {
    run_positions(args.puzzle.as_deref(), |entry, out| {
        let verdict = judge(&entry);
        let line = match (&verdict, args.json) {
            (Verdict::Unique(start), false) if args.se => explainer(&rate_from(start)),
            (Verdict::Unique(start), false) => rate_from(start).to_string(),
            (Verdict::Unique(start), true) => rating_json(&rate_from(start), args.se),
            (_, false) => verdict.word(),
            (_, true) => verdict.json().to_string(),
        };
        writeln!(out, "{line}").ok()?;
        Some(verdict.status())
    })
}

/// `{"status":"unique","rating":4.2,"level":"hard","hardest":"xy_wing"}`.
#[derive(Serialize)]
struct RatingJson {
    status: &'static str,
    rating: f64,
    level: &'static str,
    hardest: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    explainer: Option<String>,
}

fn rating_json(rating: &Rating, se: bool) -> String {
    json_line(&RatingJson {
        status: "unique",
        rating: rating.score(),
        level: rating.level.word(),
        hardest: rating.hardest.map(|t| t.key()),
        explainer: se.then(|| explainer(rating)),
    })
}

/// Sukaku Explainer's numbers: `ED=4.2/1.2/1.2`.
fn explainer(rating: &Rating) -> String {
    let [er, ep, ed] = rating.explainer().map(|t| format!("{}.{}", t / 10, t % 10));
    format!("ED={er}/{ep}/{ed}")
}

//! `dosdoku explain`: a solution as the steps a person would take, one line each, then the
//! rating.

use std::io::Write;

use clap::Args;
use serde::Serialize;

use super::positions::{Verdict, judge, run_positions};
use dosdoku_sudoku::human::{Candidates, Solution, Step, apply, solve_from, unit_name};

/// Arguments of `dosdoku explain`.
#[derive(Args, Debug)]
pub struct ExplainArgs {
    /// An 81-character puzzle, 729 characters of pencil marks (the solver starts from those
    /// candidates), a file of them, or - for standard input (default: standard input when it
    /// is not a terminal, else the built-in puzzle).
    pub puzzle: Option<String>,
    /// One JSON object per step, then a summary object per puzzle.
    #[arg(long)]
    pub json: bool,
    /// After each step, the position it leaves as 729 characters of pencil marks (with
    /// --json, a `marks` field): any of them can be explained on from there.
    #[arg(long)]
    pub marks: bool,
}

/// Runs `dosdoku explain` and returns the exit status: 0 when every puzzle was explained, 1
/// when some puzzle has no solution or several, 2 when some puzzle could not be read. The
/// explanations of several puzzles follow each other, a blank line between them in text.
pub fn explain(args: &ExplainArgs) -> u8 {
    let mut first = true;
    run_positions(args.puzzle.as_deref(), |entry, out| {
        if !args.json && !first {
            writeln!(out).ok()?;
        }
        first = false;
        let verdict = judge(&entry);
        match &verdict {
            Verdict::Unique(start) => {
                write_solution(out, entry.line, start, &solve_from(start), args).ok()?
            }
            _ if args.json => writeln!(out, "{}", verdict.json()).ok()?,
            _ => writeln!(out, "{}", verdict.word()).ok()?,
        }
        Some(verdict.status())
    })
}

/// One step as JSON: rows, columns and digits counted from 1, units named as in the text
/// (`row 5`, `column 3`, `box 4`).
#[derive(Serialize)]
struct StepJson {
    step: usize,
    technique: &'static str,
    rating: f64,
    placed: Vec<[usize; 3]>,
    eliminated: Vec<[usize; 3]>,
    cells: Vec<[usize; 2]>,
    units: Vec<String>,
    digits: Vec<u8>,
    text: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    marks: Option<String>,
}

impl StepJson {
    fn new(n: usize, step: &Step, marks: Option<String>) -> StepJson {
        let with_digit = |(i, d): (usize, u8)| [i / 9 + 1, i % 9 + 1, usize::from(d)];
        StepJson {
            step: n,
            technique: step.technique.key(),
            rating: step.technique.difficulty(),
            placed: step.placed().into_iter().map(with_digit).collect(),
            eliminated: step.eliminated().map(with_digit).collect(),
            cells: step.cells().map(|i| [i / 9 + 1, i % 9 + 1]).collect(),
            units: step.units().map(unit_name).collect(),
            digits: (1..=9u8)
                .filter(|d| step.digits >> (d - 1) & 1 != 0)
                .collect(),
            text: step.to_string(),
            marks,
        }
    }
}

/// The summary closing a puzzle's JSON: its line in the input, its rating and counters, and
/// the solution.
#[derive(Serialize)]
struct SummaryJson {
    line: usize,
    status: &'static str,
    rating: f64,
    level: &'static str,
    hardest: Option<&'static str>,
    steps: u64,
    placed: u64,
    eliminated: u64,
    guesses: u64,
    solution: Option<String>,
}

/// The steps and the rating line (or the JSON objects) of one solution of the position on
/// line `line`.
fn write_solution(
    out: &mut dyn Write,
    line: usize,
    start: &Candidates,
    solution: &Solution,
    args: &ExplainArgs,
) -> std::io::Result<()> {
    let mut position = *start;
    for (n, step) in solution.steps.iter().enumerate() {
        apply(&mut position, step);
        let marks = args.marks.then(|| position.to_marks().to_line());
        if args.json {
            writeln!(out, "{}", json_line(&StepJson::new(n + 1, step, marks)))?;
        } else {
            writeln!(out, "{step}")?;
            if let Some(marks) = marks {
                writeln!(out, "{marks}")?;
            }
        }
    }
    let (rating, c) = (&solution.rating, &solution.counters);
    if args.json {
        let summary = SummaryJson {
            line,
            status: "unique",
            rating: rating.score(),
            level: rating.level.word(),
            hardest: rating.hardest.map(|t| t.key()),
            steps: c.steps,
            placed: c.placed,
            eliminated: c.eliminated,
            guesses: c.guesses,
            solution: solution.solution().map(|g| g.to_line()),
        };
        writeln!(out, "{}", json_line(&summary))
    } else {
        writeln!(
            out,
            "rating: {rating} ({} steps: {} placed, {} eliminated, {} guesses)",
            c.steps, c.placed, c.eliminated, c.guesses
        )
    }
}

/// A value as one line of JSON.
pub(super) fn json_line(value: &impl Serialize) -> String {
    serde_json::to_string(value).expect("plain data serializes")
}

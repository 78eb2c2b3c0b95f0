//! `dosdoku explain`: a solution as the steps a person would take, one line each, then the
//! rating.

use std::io::{self, Write};

use clap::Args;
use serde::Serialize;

use crate::cli::options::SeVersionArgs;
use crate::cli::output::{Form, Record, Sink, json_line};
use crate::cli::positions::{Verdict, judge, run_positions};
use crate::exit::Outcome;
use dosdoku_sudoku::human::{Candidates, Solution, Step, apply, solve_unique, unit_name};

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
    /// Which Sukaku Explainer release the steps follow.
    #[command(flatten)]
    pub release: SeVersionArgs,
}

/// Runs `dosdoku explain` and returns the exit status: 0 when every puzzle was explained, 1
/// when some puzzle has no solution or several, 2 when some puzzle could not be read. The
/// explanations of several puzzles follow each other, a blank line between them in text.
pub fn explain(args: &ExplainArgs) -> Outcome {
    let sink = Form::json_or_text(args.json).sink("\n", false);
    let mut number = 0;
    run_positions(args.puzzle.as_deref(), |entry, out| {
        number += 1;
        sink.start(out, number).ok()?;
        let verdict = judge(&entry);
        match &verdict {
            Verdict::Unique(start) => write_solution(
                &*sink,
                out,
                entry.line,
                start,
                &solve_unique(start, args.release.se_version),
                args.marks,
            )
            .ok()?,
            _ => sink.record(out, &Unsolvable(&verdict)).ok()?,
        }
        Some(verdict.status())
    })
}

/// A position without one solution, as `explain` tells it: its word, or its JSON object.
struct Unsolvable<'a>(&'a Verdict);

impl Record for Unsolvable<'_> {
    fn text(&self, out: &mut dyn Write) -> io::Result<()> {
        writeln!(out, "{}", self.0.word())
    }

    fn json(&self, out: &mut dyn Write) -> io::Result<()> {
        json_line(out, &self.0.json())
    }
}

/// One step of a solution, with the position it leaves as pencil marks when `--marks` asks.
struct StepTold<'a> {
    /// Its number in the solution, from 1.
    n: usize,
    step: &'a Step,
    marks: Option<String>,
}

impl Record for StepTold<'_> {
    fn text(&self, out: &mut dyn Write) -> io::Result<()> {
        writeln!(out, "{}", self.step)?;
        match &self.marks {
            Some(marks) => writeln!(out, "{marks}"),
            None => Ok(()),
        }
    }

    fn json(&self, out: &mut dyn Write) -> io::Result<()> {
        json_line(out, &StepJson::new(self.n, self.step, self.marks.clone()))
    }
}

/// The line closing a solution: its rating and counters (in JSON, its line in the input and
/// the solution too).
struct Closing<'a> {
    line: usize,
    solution: &'a Solution,
}

impl Record for Closing<'_> {
    fn text(&self, out: &mut dyn Write) -> io::Result<()> {
        let (rating, c) = (&self.solution.rating, &self.solution.counters);
        writeln!(
            out,
            "rating: {rating} ({} steps: {} placed, {} eliminated, {} guesses)",
            c.steps, c.placed, c.eliminated, c.guesses
        )
    }

    fn json(&self, out: &mut dyn Write) -> io::Result<()> {
        let (rating, c) = (&self.solution.rating, &self.solution.counters);
        let summary = SummaryJson {
            line: self.line,
            status: "unique",
            rating: rating.score(),
            level: rating.level.word(),
            hardest: rating.hardest.map(|t| t.key()),
            steps: c.steps,
            placed: c.placed,
            eliminated: c.eliminated,
            guesses: c.guesses,
            solution: self.solution.solution().map(|g| g.to_line()),
        };
        json_line(out, &summary)
    }
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
    /// Each chain of a chain step in Eureka notation (left out for other steps).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    chains: Vec<String>,
    /// Each chain nested in them, numbered as they name it (left out for other steps).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    nested: Vec<String>,
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
            chains: step.chains(),
            nested: step.nested_chains(),
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

/// The steps and the closing line of one solution of the position on line `line`, into
/// `sink`; with `marks`, each step's position as pencil marks.
fn write_solution(
    sink: &dyn Sink,
    out: &mut dyn Write,
    line: usize,
    start: &Candidates,
    solution: &Solution,
    marks: bool,
) -> io::Result<()> {
    let mut position = *start;
    for (n, step) in solution.steps.iter().enumerate() {
        apply(&mut position, step);
        let marks = marks.then(|| position.to_marks().to_line());
        sink.record(
            out,
            &StepTold {
                n: n + 1,
                step,
                marks,
            },
        )?;
    }
    sink.record(out, &Closing { line, solution })
}

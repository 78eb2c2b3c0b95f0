//! How a run is told: the output line, the summary line, and the JSON object.

use std::io::Write;

use serde::Serialize;

use crate::agents::{AgentKind, Board1Settings};
use crate::run::{RunConfig, RunReport, Status};
use crate::text::group_thousands;

/// Writes the line for standard output: the solution, or the status word; no allocation.
pub fn write_output_line(out: &mut impl Write, report: &RunReport) -> std::io::Result<()> {
    match report.solution {
        Some(grid) => {
            let mut line = [b'\n'; 82];
            for (c, &d) in line.iter_mut().zip(grid.cells()) {
                *c = if d == 0 { b'.' } else { b'0' + d };
            }
            out.write_all(&line)
        }
        None => writeln!(out, "{}", report.status.word()),
    }
}

/// The one-line summary on standard error (`number` counts puzzles from 1).
pub fn summary_line(number: usize, report: &RunReport) -> String {
    let s = &report.stats;
    let c = &report.config;
    let work = if c.agent == AgentKind::Backtrack {
        format!(
            "placements {} | backtracks {}",
            group_thousands(s.placements),
            group_thousands(s.backtracks)
        )
    } else {
        format!(
            "attempts {} | grid restarts {} | board restarts {} | Board0 finds {}",
            group_thousands(s.attempts),
            group_thousands(s.total_grid_restarts()),
            group_thousands(s.board_restarts),
            s.board0_found
        )
    };
    let why = report
        .reason
        .as_deref()
        .map(|r| format!(" | why: {r}"))
        .unwrap_or_default();
    format!(
        "puzzle {number}: {} | agent {} | seed {} | {work} | {:.3} ms{why}",
        report.status.word(),
        c.agent.name(),
        c.seed,
        report.elapsed.as_secs_f64() * 1000.0
    )
}

/// The summary for a puzzle that could not be read.
pub fn invalid_summary(number: usize, message: &str) -> String {
    format!("puzzle {number}: invalid | {message}")
}

/// One puzzle's result as JSON.
#[derive(Serialize)]
pub struct JsonReport<'a> {
    puzzle: Option<String>,
    solution: Option<String>,
    status: &'a str,
    agent: &'a str,
    seed: u64,
    attempts: u64,
    cells_placed: u64,
    grid_restarts: [u64; 9],
    board_restarts: u64,
    board0_found: u64,
    elapsed_ms: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    placements: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    backtracks: Option<u64>,
    settings: Settings,
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<String>,
}

/// The Board1 settings, as echoed in JSON.
#[derive(Serialize)]
struct Settings {
    memory: bool,
    cell_tries: u32,
    grid_restarts: u32,
    grid_order: String,
    board0: bool,
    max_attempts: Option<u64>,
}

impl Settings {
    fn of(s: &Board1Settings) -> Settings {
        Settings {
            memory: s.memory,
            cell_tries: s.cell_tries,
            grid_restarts: s.grid_restarts,
            grid_order: s.grid_order_string(),
            board0: s.board0,
            max_attempts: s.max_attempts,
        }
    }
}

impl<'a> JsonReport<'a> {
    /// The JSON form of a finished run.
    pub fn of_run(report: &'a RunReport) -> JsonReport<'a> {
        let s = &report.stats;
        let c = &report.config;
        let backtrack = c.agent == AgentKind::Backtrack;
        JsonReport {
            puzzle: Some(report.puzzle.to_line()),
            solution: report.solution.map(|g| g.to_line()),
            status: report.status.word(),
            agent: c.agent.name(),
            seed: c.seed,
            attempts: s.attempts,
            cells_placed: s.cells_placed,
            grid_restarts: s.grid_restarts,
            board_restarts: s.board_restarts,
            board0_found: s.board0_found,
            elapsed_ms: report.elapsed.as_secs_f64() * 1000.0,
            placements: backtrack.then_some(s.placements),
            backtracks: backtrack.then_some(s.backtracks),
            settings: Settings::of(&c.settings),
            reason: report.reason.clone(),
        }
    }

    /// The JSON form of a puzzle that could not be read.
    pub fn of_invalid(config: &RunConfig, message: String) -> JsonReport<'a> {
        JsonReport {
            puzzle: None,
            solution: None,
            status: Status::Invalid.word(),
            agent: config.agent.name(),
            seed: config.seed,
            attempts: 0,
            cells_placed: 0,
            grid_restarts: [0; 9],
            board_restarts: 0,
            board0_found: 0,
            elapsed_ms: 0.0,
            placements: None,
            backtracks: None,
            settings: Settings::of(&config.settings),
            reason: Some(message),
        }
    }

    /// The object as one line of JSON.
    pub fn to_line(&self) -> String {
        serde_json::to_string(self).expect("a report always serializes")
    }
}

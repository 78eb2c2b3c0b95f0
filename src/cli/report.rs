//! How a run is told: the output line, the summary line, and the JSON object.

use std::io::Write;

use serde::Serialize;
use serde_json::{Map, Value};

use dosdoku_agents::agents::{AgentDecl, CounterKind, Counters};
use dosdoku_agents::run::{RunConfig, RunReport, Status};
use dosdoku_sudoku::board::Grid;
use dosdoku_sudoku::solver::count_solutions;
use dosdoku_sudoku::text::{push_duration, push_grouped, push_u64};

/// Writes the line for standard output: the solution, or the status word; no allocation.
pub fn write_output_line(out: &mut impl Write, report: &RunReport) -> std::io::Result<()> {
    match &report.solution {
        Some(grid) if grid.box_size() == 3 => {
            let mut line = [b'\n'; 82];
            for (c, &d) in line.iter_mut().zip(grid.cells()) {
                *c = if d == 0 { b'.' } else { b'0' + d };
            }
            out.write_all(&line)
        }
        Some(grid) => writeln!(out, "{}", grid.to_line()),
        None => writeln!(out, "{}", report.status.word()),
    }
}

/// Writes the one-line summary for standard error (`number` counts puzzles from 1), without
/// its line end: the status, the agent, its seed when it is randomized, each of its counters
/// by label, Board0's finds when Board0 ran first, the time, and why an unsolved puzzle is
/// unsolved. Written straight into `out`, without formatting machinery: a batch writes one
/// per puzzle.
pub fn write_summary(out: &mut Vec<u8>, number: usize, report: &RunReport) {
    let c = &report.config;
    let decl = c.decl();
    out.extend_from_slice(b"puzzle ");
    push_u64(out, number as u64);
    out.extend_from_slice(b": ");
    out.extend_from_slice(report.status.word().as_bytes());
    out.extend_from_slice(b" | agent ");
    out.extend_from_slice(decl.name.as_bytes());
    if let Some(seed) = c.seed_used() {
        out.extend_from_slice(b" | seed ");
        push_u64(out, seed);
    }
    for (k, counter) in decl.counters.iter().enumerate() {
        out.extend_from_slice(b" | ");
        out.extend_from_slice(counter.label.as_bytes());
        out.push(b' ');
        if counter.tenths {
            out.extend_from_slice(counter.value_text(report.counters.get(k)).as_bytes());
        } else {
            push_grouped(out, report.counters.get(k));
        }
    }
    if c.board0 {
        out.extend_from_slice(b" | Board0 finds ");
        push_u64(out, report.board0_found);
    }
    out.extend_from_slice(b" | ");
    push_duration(out, report.elapsed);
    if let Some(why) = &report.reason {
        out.extend_from_slice(b" | why: ");
        out.extend_from_slice(why.as_bytes());
    }
}

/// The end of the summary line of a solved puzzle that has more than one solution: the
/// solution printed is one of them. `None` for a puzzle with one solution (or none solved).
pub fn several_solutions_note(report: &RunReport) -> Option<&'static str> {
    (report.status == Status::Solved && count_solutions(&report.puzzle, 2) > 1)
        .then_some(" | note: the puzzle has more than one solution; this is one of them")
}

/// The summary for a puzzle that could not be read.
pub fn invalid_summary(number: usize, message: &str) -> String {
    format!("puzzle {number}: invalid | {message}")
}

/// Every counter of an agent by name, as its declaration lays them out: a number each, a list
/// of nine for a per-grid counter.
pub fn counters_json(decl: &AgentDecl, counters: &Counters) -> Map<String, Value> {
    decl.counters
        .iter()
        .enumerate()
        .map(|(k, counter)| {
            let value = match counter.kind {
                CounterKind::Count => Value::from(counters.get(k)),
                CounterKind::PerGrid => Value::from(counters.grids().to_vec()),
            };
            (counter.name.to_string(), value)
        })
        .collect()
}

/// One puzzle's result as JSON. Beside `counters` (every counter of the agent by name) the
/// keys of earlier versions stay, with 0 (or nine zeros, or null) for an agent without them,
/// so scripts written for them keep working: `attempts`, `cells_placed`, `grid_restarts`,
/// `board_restarts` (Board1's), `placements` and `backtracks` (the backtracker's, only for it).
#[derive(Serialize)]
pub struct JsonReport<'a> {
    puzzle: Option<String>,
    solution: Option<String>,
    status: &'a str,
    agent: &'a str,
    seed: Option<u64>,
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
    counters: Map<String, Value>,
    settings: Map<String, Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<String>,
}

impl<'a> JsonReport<'a> {
    /// The JSON form of a finished run.
    pub fn of_run(report: &'a RunReport) -> JsonReport<'a> {
        let c = &report.config;
        let decl = c.decl();
        let counters = counters_json(decl, &report.counters);
        JsonReport {
            puzzle: Some(report.puzzle.to_line()),
            solution: report.solution.as_ref().map(Grid::to_line),
            status: report.status.word(),
            agent: decl.name,
            seed: c.seed_used(),
            attempts: report.counter("attempts").unwrap_or(0),
            cells_placed: report.counter("cells_placed").unwrap_or(0),
            grid_restarts: report.grid_shares(),
            board_restarts: report.counter("board_restarts").unwrap_or(0),
            board0_found: report.board0_found,
            elapsed_ms: report.elapsed.as_secs_f64() * 1000.0,
            placements: report.counter("placements"),
            backtracks: report.counter("backtracks"),
            counters,
            settings: c.settings_json(),
            reason: report.reason.clone(),
        }
    }

    /// The JSON form of a puzzle that could not be read.
    pub fn of_invalid(config: &'a RunConfig, message: String) -> JsonReport<'a> {
        let decl = config.decl();
        let counters = counters_json(decl, &Counters::default());
        JsonReport {
            puzzle: None,
            solution: None,
            status: Status::Invalid.word(),
            agent: decl.name,
            seed: config.seed_used(),
            attempts: 0,
            cells_placed: 0,
            grid_restarts: [0; 9],
            board_restarts: 0,
            board0_found: 0,
            elapsed_ms: 0.0,
            placements: decl.counter("placements").map(|_| 0),
            backtracks: decl.counter("backtracks").map(|_| 0),
            counters,
            settings: config.settings_json(),
            reason: Some(message),
        }
    }

    /// The object as one line of JSON.
    pub fn to_line(&self) -> String {
        serde_json::to_string(self).expect("a report always serializes")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dosdoku_agents::agents::AgentKind;
    use dosdoku_sudoku::board::Grid;
    use std::time::Duration;

    /// The summary as it was first written, with the formatting machinery: the fast writer
    /// must give the same bytes.
    fn formatted(number: usize, report: &RunReport) -> String {
        let c = &report.config;
        let decl = c.decl();
        let mut parts = vec![
            format!("puzzle {number}: {}", report.status.word()),
            format!("agent {}", decl.name),
        ];
        if let Some(seed) = c.seed_used() {
            parts.push(format!("seed {seed}"));
        }
        for (k, counter) in decl.counters.iter().enumerate() {
            parts.push(format!(
                "{} {}",
                counter.label,
                counter.value_text(report.counters.get(k))
            ));
        }
        if c.board0 {
            parts.push(format!("Board0 finds {}", report.board0_found));
        }
        parts.push(dosdoku_sudoku::text::human_duration(report.elapsed));
        if let Some(why) = &report.reason {
            parts.push(format!("why: {why}"));
        }
        parts.join(" | ")
    }

    #[test]
    fn the_summary_gives_a_second_and_more_in_seconds() {
        let report = RunReport {
            puzzle: Grid::EMPTY,
            board: Grid::EMPTY,
            solution: None,
            status: Status::Stopped,
            config: RunConfig::new(AgentKind::Board1.default_settings()),
            counters: Counters::default(),
            board0_found: 0,
            elapsed: Duration::from_micros(1_018_509),
            reason: None,
        };
        let mut written = Vec::new();
        write_summary(&mut written, 1, &report);
        let line = String::from_utf8(written).unwrap();
        assert!(line.ends_with(" | 1.02 s"), "{line}");
    }

    #[test]
    fn the_written_summary_is_the_formatted_one() {
        let cases = [
            (AgentKind::Backtrack, Status::Solved, None, 12_345),
            (
                AgentKind::Board1,
                Status::GaveUp,
                Some("reached the cap"),
                999,
            ),
            (
                AgentKind::Board1,
                Status::Stopped,
                Some("stopped"),
                1_000_500,
            ),
            (
                AgentKind::Exclusion,
                Status::Stuck,
                Some("no exclusion left"),
                0,
            ),
            (
                AgentKind::Board0,
                Status::NoSolution,
                Some("r1c1"),
                u64::MAX,
            ),
        ];
        for (n, (agent, status, reason, count)) in cases.into_iter().enumerate() {
            let mut config = RunConfig::new(agent.default_settings());
            config.seed = u64::MAX - n as u64;
            let mut counters = Counters::default();
            for k in 0..4 {
                counters.set(k, count / (k as u64 + 1));
            }
            let report = RunReport {
                puzzle: Grid::EMPTY,
                board: Grid::EMPTY,
                solution: None,
                status,
                config,
                counters,
                board0_found: 17 * n as u64,
                elapsed: Duration::from_nanos(count.min(1 << 50) * 7 + 1),
                reason: reason.map(String::from),
            };
            let mut written = Vec::new();
            write_summary(&mut written, 10_000 * n + 1, &report);
            assert_eq!(
                String::from_utf8(written).unwrap(),
                formatted(10_000 * n + 1, &report)
            );
        }
    }
}

//! The deterministic agents' counts for one puzzle, computed on the spot for `compare`:
//! headless, each capped as it declares so the whole stays quick. They give the same run every
//! time, so nothing is recorded.

use serde::Serialize;
use serde_json::{Map, Value};

use super::report::counters_json;
use dosdoku_agents::agents::{AgentKind, BoardScreen, Headless};
use dosdoku_agents::run::{RunConfig, RunReport, Status, run_puzzle};
use dosdoku_sudoku::board::Grid;
use dosdoku_sudoku::text::group_thousands;

/// One deterministic agent's run of the puzzle.
#[derive(Serialize, Debug)]
pub struct ComputedRun {
    agent: &'static str,
    status: &'static str,
    counters: Map<String, Value>,
    /// The cap its headline counter had, if any.
    cap: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<String>,
    /// The run in a few words, e.g. `cruncher 2,472,530 increments` or
    /// `board0 stuck after 13 digits found`.
    pub words: String,
    /// Every counter by label, e.g. `increments 2,472,530, backsteps 247,226`.
    #[serde(skip)]
    pub counts: String,
}

impl ComputedRun {
    fn of(report: &RunReport) -> ComputedRun {
        let decl = report.config.decl();
        let headline = decl.headline().amount(report.headline());
        let words = match report.status {
            Status::Solved => format!("{} {headline}", decl.name),
            status => format!("{} {} after {headline}", decl.name, status.words()),
        };
        let counts = decl
            .counters
            .iter()
            .enumerate()
            .map(|(k, c)| format!("{} {}", c.label, group_thousands(report.counters.get(k))))
            .collect::<Vec<_>>()
            .join(", ");
        ComputedRun {
            agent: decl.name,
            status: report.status.word(),
            counters: counters_json(decl, &report.counters),
            cap: report.config.cap,
            reason: report.reason.clone(),
            words,
            counts,
        }
    }

    /// The agent's name.
    pub fn agent(&self) -> &'static str {
        self.agent
    }

    /// How the run ended, as one word.
    pub fn status(&self) -> &'static str {
        self.status
    }
}

/// Runs every deterministic agent of the registry on `puzzle` (Board0 first only for an agent
/// that takes it by default), each capped at its declared quick cap.
pub fn computed_runs(puzzle: &Grid) -> Vec<ComputedRun> {
    let mut board = BoardScreen::new();
    AgentKind::ALL
        .iter()
        .filter(|kind| !kind.decl().randomized && kind.decl().refusal(puzzle.box_size()).is_none())
        .map(|&kind| {
            let mut config = RunConfig::new(kind.default_settings());
            config.cap = kind.decl().quick_cap;
            ComputedRun::of(&run_puzzle(&mut board, puzzle, &config, &mut Headless))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use dosdoku_sudoku::formats::parse_line;

    #[test]
    fn every_deterministic_agent_is_computed_and_worded() {
        let puzzle = parse_line(super::super::DEFAULT_PUZZLE).unwrap();
        let runs = computed_runs(&puzzle);
        let deterministic = AgentKind::ALL
            .iter()
            .filter(|k| !k.decl().randomized)
            .count();
        assert_eq!(runs.len(), deterministic);
        let words: Vec<&str> = runs.iter().map(|r| r.words.as_str()).collect();
        assert!(
            words.contains(&"board0 stuck after 13 digits found"),
            "{words:?}"
        );
        assert!(
            words.contains(&"cruncher 2,472,530 increments"),
            "{words:?}"
        );
        assert!(words.contains(&"lmc 176 moves"), "{words:?}");
        assert!(runs.iter().all(|r| r.agent() != "board1"));
    }
}

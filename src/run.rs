//! One run of the agents on one puzzle: the same code with the display on or off.

use std::time::{Duration, Instant};

use serde::Serialize;

use crate::agents::{
    AgentKind, BacktrackEnd, Board0End, Board1End, Board1Settings, BoardScreen, Ink, Monitor,
    Stats, run_backtrack, run_board0, run_board1,
};
use crate::board::{CellName, Grid};
use crate::solver::count_solutions;
use crate::text::group_thousands;

/// What to run: the agent, its settings and the seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RunConfig {
    /// The agent that runs (after Board0, for Board1).
    pub agent: AgentKind,
    /// Board1's settings (Board0 on or off, memory, limits, grid order, cap).
    pub settings: Board1Settings,
    /// The seed of Board1's draws.
    pub seed: u64,
}

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// The board is solved.
    Solved,
    /// The puzzle has no solution.
    NoSolution,
    /// A limit was reached (the attempt cap; or Board0 alone got stuck).
    GaveUp,
    /// The puzzle could not be read or breaks the rules.
    Invalid,
    /// The user stopped the run.
    Stopped,
}

impl Status {
    /// The status word used on the command line, in JSON and in the history.
    pub fn word(self) -> &'static str {
        match self {
            Status::Solved => "solved",
            Status::NoSolution => "no_solution",
            Status::GaveUp => "gave_up",
            Status::Invalid => "invalid",
            Status::Stopped => "stopped",
        }
    }
}

/// The result of one run.
#[derive(Clone, Debug)]
pub struct RunReport {
    /// The puzzle as given.
    pub puzzle: Grid,
    /// The solved board, read off the screen, when solved.
    pub solution: Option<Grid>,
    /// How the run ended.
    pub status: Status,
    /// What ran.
    pub config: RunConfig,
    /// The counters.
    pub stats: Stats,
    /// Wall time of the run.
    pub elapsed: Duration,
    /// Why the puzzle is unsolved, for people.
    pub reason: Option<String>,
}

/// Runs the configured agents on `puzzle`, which the caller has checked is free of clashes.
/// The puzzle is printed onto the screen as givens first; the agents take it from there.
pub fn run_puzzle<M: Monitor>(
    board: &mut BoardScreen,
    puzzle: &Grid,
    config: &RunConfig,
    monitor: &mut M,
) -> RunReport {
    let start = Instant::now();
    board.show(puzzle, Ink::Given);
    let mut stats = Stats::default();
    let mut solved_by_backtracker = None;
    let (status, reason) = match config.agent {
        AgentKind::Backtrack => match run_backtrack(board, &mut stats, monitor) {
            BacktrackEnd::Solved(grid) => {
                solved_by_backtracker = Some(grid);
                (Status::Solved, None)
            }
            BacktrackEnd::NoSolution => (
                Status::NoSolution,
                Some("the backtracker proved it has no solution".to_string()),
            ),
            BacktrackEnd::Stopped => (Status::Stopped, Some("stopped".to_string())),
        },
        AgentKind::Board0 | AgentKind::Board1 => {
            run_scanners(board, puzzle, config, &mut stats, monitor)
        }
    };
    // The backtracker hands back what it printed; the scanners' work is read off the screen.
    let solution =
        solved_by_backtracker.or_else(|| (status == Status::Solved).then(|| board.read_grid()));
    RunReport {
        puzzle: *puzzle,
        solution,
        status,
        config: *config,
        stats,
        elapsed: start.elapsed(),
        reason,
    }
}

/// Board0 then (unless Board0 alone was asked for) Board1, never on a puzzle with no solution.
fn run_scanners<M: Monitor>(
    board: &mut BoardScreen,
    puzzle: &Grid,
    config: &RunConfig,
    stats: &mut Stats,
    monitor: &mut M,
) -> (Status, Option<String>) {
    if count_solutions(puzzle, 1) == 0 {
        let who = if config.agent == AgentKind::Board0 {
            "Board0"
        } else {
            "Board1"
        };
        return (
            Status::NoSolution,
            Some(format!(
                "the backtracker shows it has no solution, so {who} was not started"
            )),
        );
    }
    if config.settings.board0 || config.agent == AgentKind::Board0 {
        match run_board0(board, stats, monitor) {
            Board0End::Done => {}
            Board0End::Contradiction(i) => {
                return (
                    Status::NoSolution,
                    Some(format!("Board0 found no digit fits {}", CellName(i))),
                );
            }
            Board0End::Stopped => return (Status::Stopped, Some("stopped".to_string())),
        }
    }
    if config.agent == AgentKind::Board0 {
        let left = 81 - board.read_grid().filled();
        return if left == 0 {
            (Status::Solved, None)
        } else {
            (
                Status::GaveUp,
                Some(format!(
                    "Board0 finds only naked singles; {left} cells are left"
                )),
            )
        };
    }
    match run_board1(board, &config.settings, config.seed, stats, monitor) {
        Board1End::Solved => (Status::Solved, None),
        Board1End::GaveUp => (
            Status::GaveUp,
            Some(format!(
                "reached the cap of {} attempts",
                group_thousands(stats.attempts)
            )),
        ),
        Board1End::Stopped => (Status::Stopped, Some("stopped".to_string())),
    }
}

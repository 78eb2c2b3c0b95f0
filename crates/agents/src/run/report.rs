//! The result of one run.

use std::time::Duration;

use super::{RunConfig, Status};
use crate::agents::{AgentEnd, CounterKind, Counters};
use dosdoku_sudoku::board::Grid;

/// The result of one run.
#[derive(Clone, Debug)]
pub struct RunReport {
    /// The puzzle as given.
    pub puzzle: Grid,
    /// The board as the run left it, read off the screen (partly filled when unsolved).
    pub board: Grid,
    /// The solved board, when solved.
    pub solution: Option<Grid>,
    /// How the run ended.
    pub status: Status,
    /// What ran.
    pub config: RunConfig,
    /// The agent's counters, laid out as its declaration names them.
    pub counters: Counters,
    /// Digits Board0 found before the agent started (0 when it did not run first).
    pub board0_found: u64,
    /// Wall time of the run.
    pub elapsed: Duration,
    /// Why the puzzle is unsolved, for people.
    pub reason: Option<String>,
}

impl RunReport {
    /// The report of a run that ended with `end`, leaving `board` on the screen.
    pub fn new(
        puzzle: &Grid,
        board: Grid,
        end: AgentEnd,
        config: &RunConfig,
        counters: Counters,
        board0_found: u64,
        elapsed: Duration,
    ) -> RunReport {
        let (status, reason) = match end {
            AgentEnd::Solved => (Status::Solved, None),
            AgentEnd::NoSolution(why) => (Status::NoSolution, Some(why)),
            AgentEnd::GaveUp(why) => (Status::GaveUp, Some(why)),
            AgentEnd::Stuck(why) => (Status::Stuck, Some(why)),
            AgentEnd::Stopped => (Status::Stopped, Some("stopped".to_string())),
        };
        let solution = (status == Status::Solved).then(|| board.clone());
        RunReport {
            puzzle: puzzle.clone(),
            board,
            solution,
            status,
            config: *config,
            counters,
            board0_found,
            elapsed,
            reason,
        }
    }

    /// The agent's headline counter.
    pub fn headline(&self) -> u64 {
        self.counters.headline()
    }

    /// True when Board0's scan first solved the puzzle and left the agent nothing to do.
    pub fn solved_by_board0_alone(&self) -> bool {
        self.status == Status::Solved
            && self.config.board0
            && self.board0_found > 0
            && self.headline() == 0
    }

    /// The value of the agent's counter called `name` (its total, for a per-grid counter), or
    /// `None` when the agent has no such counter.
    pub fn counter(&self, name: &str) -> Option<u64> {
        self.config
            .decl()
            .counter(name)
            .map(|k| self.counters.get(k))
    }

    /// The per-grid shares of the agent's per-grid counter, or nine zeros when it has none.
    pub fn grid_shares(&self) -> [u64; 9] {
        let has = self
            .config
            .decl()
            .counters
            .iter()
            .any(|c| c.kind == CounterKind::PerGrid);
        if has { *self.counters.grids() } else { [0; 9] }
    }
}

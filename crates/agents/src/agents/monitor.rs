//! How an agent is watched and steered while it works.

use std::time::Duration;

use super::{BoardScreen, Counters};
use dosdoku_sudoku::human::Step;

/// Which part of a run is starting.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Stage {
    /// Board0's naked-single scan, before the agent: the counters ticked are Board0's.
    Board0First,
    /// The agent itself, after Board0 found this many digits (0 when it did not run).
    Agent {
        /// Digits Board0 found first.
        board0_found: u64,
    },
}

/// What the watcher wants after a step.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Flow {
    /// Carry on.
    Continue,
    /// Stop the run now.
    Stop,
}

/// Watches an agent: called after every step the agent counts (a Board1 attempt, a Board0
/// find, a search step of the backtracker, ...). It may show the screen, pace the agent, pause
/// it, or stop it; it never changes which steps happen.
pub trait Monitor {
    /// False when the monitor never looks at steps, so agents may skip the work of showing them.
    const WATCHING: bool;

    /// A part of the run starts: Board0's scan first when it runs before the agent, then the
    /// agent itself.
    fn begin(&mut self, _stage: Stage) {}

    /// Called after each step with the screen as it is now and the agent's counters.
    fn tick(&mut self, board: &mut BoardScreen, counters: &Counters) -> Flow;

    /// The human solver's step about to be shown, which the status line may tell (a chain
    /// step's notation); kept until the next.
    fn step_taken(&mut self, _step: &Step) {}

    /// How long the run has stood paused so far: a run's time counts only its running.
    fn paused(&self) -> Duration {
        Duration::ZERO
    }
}

/// No display and no control: the headless run.
pub struct Headless;

impl Monitor for Headless {
    const WATCHING: bool = false;

    #[inline(always)]
    fn tick(&mut self, _board: &mut BoardScreen, _counters: &Counters) -> Flow {
        Flow::Continue
    }
}

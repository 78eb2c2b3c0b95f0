//! How an agent is watched and steered while it works.

use super::{BoardScreen, Stats};

/// What the watcher wants after a step.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Flow {
    /// Carry on.
    Continue,
    /// Stop the run now.
    Stop,
}

/// Watches an agent: called after every attempt (Board1), find (Board0) or search step
/// (backtracker). It may show the screen, pace the agent, pause it, or stop it; it never
/// changes which attempts happen.
pub trait Monitor {
    /// False when the monitor never looks at steps, so agents may skip the work of showing them.
    const WATCHING: bool;

    /// Called after each step with the screen as it is now and the counters.
    fn tick(&mut self, board: &mut BoardScreen, stats: &Stats) -> Flow;
}

/// No display and no control: the headless run.
pub struct Headless;

impl Monitor for Headless {
    const WATCHING: bool = false;

    #[inline(always)]
    fn tick(&mut self, _board: &mut BoardScreen, _stats: &Stats) -> Flow {
        Flow::Continue
    }
}

//! What every agent is: a declaration, its own settings, and a run over the board on the
//! screen.

use super::{AgentDecl, AgentEnd, BoardScreen, Counters, Monitor, Settings};

/// A solver agent. It sees the Sudoku board only through the emulated screen.
pub trait Agent {
    /// The settings that change what it does (the seed aside).
    type Settings: Settings;

    /// What the rest of the program knows of it.
    const DECL: AgentDecl;

    /// Works on the digits now on the screen until it ends, counting into the run's counters
    /// (laid out as [`Agent::DECL`] declares them) and reporting every step to its monitor;
    /// it takes from `run` what it needs.
    fn run<M: Monitor>(run: RunContext<'_, Self::Settings, M>) -> AgentEnd;
}

/// What one run of an agent works on and with: the board, the agent's settings, the seed of
/// a randomized agent's draws, the cap on the headline counter (`u64::MAX` for none; an agent
/// that does not honour one ignores it), the counters to count into and the monitor to report
/// to.
pub struct RunContext<'a, S, M> {
    /// The board on the screen, the agent's one door.
    pub board: &'a mut BoardScreen,
    /// The agent's own settings.
    pub settings: &'a S,
    /// The seed of a randomized agent's draws.
    pub seed: u64,
    /// The cap on the headline counter; `u64::MAX` for no cap.
    pub cap: u64,
    /// The agent's counters, laid out as its declaration names them.
    pub counters: &'a mut Counters,
    /// Watches every step and may stop the run.
    pub monitor: &'a mut M,
}

impl<'a, S, M: Monitor> RunContext<'a, S, M> {
    /// A run on `board` with `settings`, counting into `counters`, watched by `monitor`: seed
    /// 0, no cap.
    pub fn new(
        board: &'a mut BoardScreen,
        settings: &'a S,
        counters: &'a mut Counters,
        monitor: &'a mut M,
    ) -> Self {
        RunContext {
            board,
            settings,
            seed: 0,
            cap: u64::MAX,
            counters,
            monitor,
        }
    }

    /// The run capped at `cap` on the headline counter.
    pub fn capped(self, cap: u64) -> Self {
        RunContext { cap, ..self }
    }

    /// What an agent works with besides its settings and seed: the board, the cap, the
    /// counters and the monitor.
    pub fn parts(self) -> (&'a mut BoardScreen, u64, &'a mut Counters, &'a mut M) {
        (self.board, self.cap, self.counters, self.monitor)
    }

    /// The run drawing from `seed`.
    pub fn seeded(self, seed: u64) -> Self {
        RunContext { seed, ..self }
    }
}

//! What every agent is: a declaration, its own settings, and a run over the board on the
//! screen.

use super::{AgentDecl, AgentEnd, BoardScreen, Counters, Monitor, Settings};

/// A solver agent. It sees the Sudoku board only through the emulated screen.
pub trait Agent {
    /// The settings that change what it does (the seed aside).
    type Settings: Settings;

    /// What the rest of the program knows of it.
    const DECL: AgentDecl;

    /// Works on the digits now on the screen until it ends, counting into `counters` (laid
    /// out as [`Agent::DECL`] declares them) and reporting every step to `monitor`. `seed`
    /// feeds a randomized agent's draws; `cap` limits the headline counter (`u64::MAX` for
    /// no cap) for an agent that honours one.
    fn run<M: Monitor>(
        board: &mut BoardScreen,
        settings: &Self::Settings,
        seed: u64,
        cap: u64,
        counters: &mut Counters,
        monitor: &mut M,
    ) -> AgentEnd;
}

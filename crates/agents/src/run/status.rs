//! How a run ended, as one word.

use serde::Serialize;

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// The board is solved.
    Solved,
    /// The puzzle has no solution.
    NoSolution,
    /// A limit was reached (the cap on the agent's headline counter).
    GaveUp,
    /// The agent's method went no further (exclusion alone, or Board0 alone, was not enough).
    Stuck,
    /// The puzzle could not be read or breaks the rules.
    Invalid,
    /// The user stopped the run.
    Stopped,
}

impl Status {
    /// The status word used on the command line, in JSON and in the history: `gave_up`.
    pub fn word(self) -> &'static str {
        match self {
            Status::Solved => "solved",
            Status::NoSolution => "no_solution",
            Status::GaveUp => "gave_up",
            Status::Stuck => "stuck",
            Status::Invalid => "invalid",
            Status::Stopped => "stopped",
        }
    }

    /// The status for people, in plain words: `gave up`.
    pub fn words(self) -> &'static str {
        match self {
            Status::NoSolution => "no solution",
            Status::GaveUp => "gave up",
            other => other.word(),
        }
    }
}

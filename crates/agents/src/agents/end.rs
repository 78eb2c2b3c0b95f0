//! How an agent's run ends: one type for every agent.

/// How an agent's work on a board ended.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum AgentEnd {
    /// The board on the screen is solved.
    Solved,
    /// The puzzle has no solution; why, for people.
    NoSolution(String),
    /// A limit was reached (the cap on the headline counter); which, for people.
    GaveUp(String),
    /// The agent's method goes no further on this puzzle; what is left, for people.
    Stuck(String),
    /// The monitor stopped the run.
    Stopped,
}

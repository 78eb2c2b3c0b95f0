//! The puzzle the play mode's unit tests play, and its solution.

/// An easy puzzle (Wikipedia's).
pub const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
/// Its solution.
pub const SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

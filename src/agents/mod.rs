//! The solver agents. They see the Sudoku board only through the emulated screen.

mod settings;

pub use settings::{AgentKind, Board1Settings};

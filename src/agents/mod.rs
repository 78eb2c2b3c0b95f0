//! The solver agents. They see the Sudoku board only through the emulated screen.

mod backtrack;
mod board0;
mod board1;
mod board_screen;
mod draw;
mod monitor;
mod settings;
mod stats;

pub use backtrack::{BacktrackEnd, run_backtrack};
pub use board_screen::{BoardScreen, CellPlace, Ink, main_layout};
pub use board0::{Board0End, run_board0};
pub use board1::{Board1End, run_board1};
pub use draw::{Draw, fresh_seed};
pub use monitor::{Flow, Headless, Monitor};
pub use settings::{AgentKind, Board1Settings};
pub use stats::Stats;

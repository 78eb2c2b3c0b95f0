//! dosdoku: a QuickBASIC-era randomized Sudoku solver on an emulated 80x25 DOS text screen,
//! beside a proper backtracker.
//!
//! The walls: [`screen`] is the emulated VRAM and knows nothing of Sudoku or terminals;
//! [`board`] knows Sudoku and nothing of screens; agents see the board only through the screen.

pub mod agents;
pub mod board;
pub mod cli;
pub mod solver;

//! dosdoku: a QuickBASIC-era randomized Sudoku solver on an emulated 80x25 DOS text screen,
//! beside a proper backtracker.
//!
//! The walls: `screen` is the emulated VRAM and knows nothing of Sudoku or terminals;
//! `board` and `formats` know Sudoku and nothing of screens; the agents see the board only
//! through the screen; `app` wires the live screen's threads and channels.

pub mod agents;
pub mod app;
pub mod board;
pub mod cli;
pub mod formats;
pub mod history;
pub mod panel;
pub mod recording;
pub mod run;
pub mod screen;
pub mod solver;
pub mod text;

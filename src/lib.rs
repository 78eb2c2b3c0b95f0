//! dosdoku's binary: the live screen (`app`: threads, keys, the renderer, recordings and
//! pictures), the command line (`cli`: the grammar, the commands, their output), the ordered
//! parallel batch engine the commands call (`batch`), standard output with its failures noted
//! (`stdout`), and the exit codes and messages decided in one place (`exit`).
//!
//! The layers below are crates of their own, each of which may use only the ones beneath it:
//! `dosdoku-screen` (the emulated VRAM), `dosdoku-sudoku` (the Sudoku core),
//! `dosdoku-history` (the run history and its statistics) and `dosdoku-agents` (the agents
//! and their runs). See `ARCHITECTURE.md`.

#![warn(missing_docs)]

pub mod app;
pub mod batch;
pub mod cli;
pub mod exit;
pub mod stdout;

//! dosdoku's binary: the live screen (`app`: threads, keys, the renderer, recordings and
//! pictures) and the command line (`cli`: the grammar, the commands, their output), with the
//! exit codes decided in one place (`exit`).
//!
//! The layers below are crates of their own, each of which may use only the ones beneath it:
//! `dosdoku-screen` (the emulated VRAM), `dosdoku-sudoku` (the Sudoku core),
//! `dosdoku-history` (the run history and its statistics) and `dosdoku-agents` (the agents
//! and their runs). See `ARCHITECTURE.md`.

#![warn(missing_docs)]

pub mod app;
pub mod cli;
pub mod exit;

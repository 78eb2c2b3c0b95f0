//! The command line: `dosdoku [PUZZLE]`, `dosdoku solve`, `dosdoku check`.

mod args;
mod check;
mod input;
mod report;
mod solve;

use std::process::ExitCode;

use clap::Parser;

pub use args::{Cli, Command, RunArgs};
pub use input::{DEFAULT_PUZZLE, load_puzzles};

/// Exit status: every puzzle solved (or unique, for `check`).
pub const EXIT_OK: u8 = 0;
/// Exit status: some puzzle unsolved (no solution, a cap reached) or not unique.
pub const EXIT_UNSOLVED: u8 = 1;
/// Exit status: bad input or usage.
pub const EXIT_BAD_INPUT: u8 = 2;

/// Runs the program and returns its exit status.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let code = match &cli.command {
        Some(Command::Solve(args)) => solve::solve(args),
        Some(Command::Check(args)) => check::check(args),
        None => crate::app::edit(cli.puzzle.as_deref(), &cli.run, cli.run.pace),
    };
    ExitCode::from(code)
}

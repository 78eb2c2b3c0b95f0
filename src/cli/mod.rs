//! The command line: `dosdoku [PUZZLE]`, `dosdoku solve`, `dosdoku check`, `dosdoku runs`,
//! `dosdoku compare`, `dosdoku race`, `dosdoku completions`, `dosdoku generate`, and the
//! Laboratory's `dosdoku explain`, `dosdoku rate`, `dosdoku solutions`, `dosdoku tutor`.

mod args;
mod batch;
mod check;
mod compare;
mod comparison;
mod completions;
mod computed;
mod difficulty;
mod explain;
mod feed;
mod generate;
mod givens_tally;
mod held;
mod history_io;
mod in_order;
mod interrupt;
mod jobs;
mod positions;
mod progress;
mod race;
mod rate;
mod report;
mod rows;
mod runs;
mod runs_table;
mod solutions;
mod solve;

use std::process::ExitCode;

use clap::Parser;

pub use crate::exit::{EXIT_BAD_INPUT, EXIT_OK, EXIT_UNSOLVED};
pub use crate::source::DEFAULT_PUZZLE;
pub use args::{Cli, Command, RunArgs};

/// `dosdoku [PUZZLE]`: the screen's editor with the agent and settings asked for; with
/// `--size`, on an empty board of that side.
fn edit(cli: &Cli) -> u8 {
    let empty = cli.size.map(|side| ".".repeat(side * side));
    match live_setup(&cli.run) {
        Ok(setup) => crate::app::edit(
            empty.as_deref().or(cli.puzzle.as_deref()),
            setup,
            cli.record.record.as_deref(),
        ),
        Err(message) => {
            eprintln!("dosdoku: {message}");
            EXIT_BAD_INPUT
        }
    }
}

/// `dosdoku tutor [PUZZLE]`: the tutorial on the screen, then the editor.
fn tutor(args: &args::TutorArgs) -> u8 {
    match live_setup(&args.run) {
        Ok(setup) => {
            crate::app::tutor(args.puzzle.as_deref(), setup, args.record.record.as_deref())
        }
        Err(message) => {
            eprintln!("dosdoku: {message}");
            EXIT_BAD_INPUT
        }
    }
}

/// What the live screen starts with, from the agent options.
fn live_setup(run: &RunArgs) -> Result<crate::app::LiveSetup, String> {
    Ok(crate::app::LiveSetup {
        config: run.config()?,
        seed: run.seed,
        pace: run.pace,
        recorder: run.history.recorder(),
    })
}

/// Runs the program and returns its exit status.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let code = match &cli.command {
        Some(Command::Solve(args)) => solve::solve(args),
        Some(Command::Check(args)) => check::check(args),
        Some(Command::Runs(args)) => runs::runs(args),
        Some(Command::Compare(args)) => compare::compare(args),
        Some(Command::Race(args)) => race::race(args),
        Some(Command::Completions(args)) => completions::completions(args),
        Some(Command::Generate(args)) => generate::generate(args),
        Some(Command::Explain(args)) => explain::explain(args),
        Some(Command::Rate(args)) => rate::rate(args),
        Some(Command::Solutions(args)) => solutions::solutions(args),
        Some(Command::Tutor(args)) => tutor(args),
        None => edit(&cli),
    };
    ExitCode::from(code)
}

//! The command line: `dosdoku [PUZZLE]`, `dosdoku solve`, `dosdoku check`, `dosdoku runs`,
//! `dosdoku compare`, `dosdoku race`, `dosdoku completions`, `dosdoku generate`, and the
//! Laboratory's `dosdoku explain`, `dosdoku rate`, `dosdoku solutions`, `dosdoku tutor`, and `dosdoku play`.

mod args;
mod choices;
mod commands;
mod history_io;
mod options;
mod output;
mod positions;
mod report;

use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::parser::ValueSource;
use clap::{ArgMatches, CommandFactory, FromArgMatches};

use crate::exit::{self, Error, Outcome};
pub use crate::exit::{EXIT_BAD_INPUT, EXIT_OK, EXIT_UNSOLVED};
pub use crate::stdout::stdout_closed_at_start;
pub use args::{Cli, Command};
use commands::*;
pub use dosdoku_sudoku::source::DEFAULT_PUZZLE;
pub use options::RunArgs;

/// Help text as it is printed: with its styles at a terminal, plain text elsewhere.
pub(crate) fn styled(text: &clap::builder::StyledStr) -> String {
    use std::io::IsTerminal;
    if std::io::stdout().is_terminal() {
        text.ansi().to_string()
    } else {
        text.to_string()
    }
}

/// The options of the command asked for that were typed (not left to their defaults), by
/// their ids (`cell_tries` for `--cell-tries`).
fn typed(matches: &ArgMatches) -> Vec<String> {
    let Some((_, sub)) = matches.subcommand() else {
        return Vec::new();
    };
    sub.ids()
        .filter(|id| sub.value_source(id.as_str()) == Some(ValueSource::CommandLine))
        .map(|id| id.to_string())
        .collect()
}

/// Runs the program and returns its exit status.
pub fn main() -> ExitCode {
    let code = match Cli::command()
        .try_get_matches()
        .and_then(|matches| Ok((Cli::from_arg_matches(&matches)?, matches)))
    {
        Ok((cli, matches)) => exit::status(cli.check_history().and_then(|()| run(&cli, &matches))),
        Err(e) => usage(&e),
    };
    ExitCode::from(match crate::stdout::failure() {
        Some(why) => exit::tell(&Error::Output(why.to_string())),
        None => code,
    })
}

/// What clap says instead of running a command: the help or the version asked for, on
/// standard output (through [`crate::stdout`], so a failed write is told), or a usage error on
/// standard error; returns the exit status.
fn usage(e: &clap::Error) -> u8 {
    if e.use_stderr() {
        let _ = e.print();
    } else {
        crate::stdout::write(styled(&e.render()).as_bytes());
    }
    match e.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => EXIT_OK,
        _ => u8::try_from(e.exit_code()).unwrap_or(EXIT_BAD_INPUT),
    }
}

/// Runs the command asked for (`matches`: what was typed): the exit status its results ask
/// for, or why it could not.
fn run(cli: &Cli, matches: &ArgMatches) -> Outcome {
    match &cli.command {
        Some(Command::Solve(args)) => solve::solve(args),
        Some(Command::Check(args)) => check::check(args),
        Some(Command::Runs(args)) => runs::runs(args),
        Some(Command::Compare(args)) => compare::compare(args, &typed(matches)),
        Some(Command::Race(args)) => race::race(args),
        Some(Command::Completions(args)) => completions::completions(args),
        Some(Command::Generate(args)) => generate::generate(args),
        Some(Command::Explain(args)) => explain::explain(args),
        Some(Command::Rate(args)) => rate::rate(args),
        Some(Command::Solutions(args)) => solutions::solutions(args),
        Some(Command::Tutor(args)) => tutor::tutor(args),
        Some(Command::Play(args)) => play::play(args),
        Some(Command::Help(args)) => help::help(args),
        None => edit::edit(cli),
    }
}

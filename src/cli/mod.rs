//! The command line: `dosdoku [PUZZLE]`, `dosdoku solve`, `dosdoku check`, `dosdoku runs`,
//! `dosdoku compare`, `dosdoku race`, `dosdoku completions`, `dosdoku generate`, and the
//! Laboratory's `dosdoku explain`, `dosdoku rate`, `dosdoku solutions`, `dosdoku tutor`.

mod args;
mod attempts_plot;
mod batch;
mod check;
mod compare;
mod comparison;
mod completions;
mod computed;
mod csv;
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
mod long_run;
mod output;
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
mod sweep;
mod sweep_plot;
mod sweep_spec;

use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::parser::ValueSource;
use clap::{ArgMatches, CommandFactory, FromArgMatches};

pub use crate::exit::{EXIT_BAD_INPUT, EXIT_OK, EXIT_UNSOLVED};
pub use args::{Cli, Command, RunArgs};
use dosdoku_agents::agents::AgentKind;
pub use dosdoku_sudoku::source::DEFAULT_PUZZLE;
pub use output::stdout_closed_at_start;

/// `dosdoku [PUZZLE]`: the screen's editor with the agent and settings asked for; with
/// `--size`, on an empty board of that side.
fn edit(cli: &Cli) -> u8 {
    let empty = cli.size.map(|side| ".".repeat(side * side));
    match live_setup(&cli.run) {
        Ok(setup) => crate::app::edit(
            empty.as_deref().or(cli.puzzle.as_deref()),
            setup,
            cli.run.agent_by_size(),
            cli.record.record.as_deref(),
        ),
        Err(message) => {
            eprintln!("dosdoku: {message}");
            EXIT_BAD_INPUT
        }
    }
}

/// `dosdoku tutor [PUZZLE]`: the tutorial on the screen, then the editor, with the agent of
/// a plain `dosdoku` (F2 changes it there).
fn tutor(args: &args::TutorArgs) -> u8 {
    let setup = crate::app::LiveSetup {
        config: dosdoku_agents::run::RunConfig::new(AgentKind::default_for(3).default_settings()),
        seed: None,
        pace: crate::app::Pace::default(),
        recorder: args.history.recorder(),
    };
    crate::app::tutor(
        args.puzzle.as_deref(),
        setup,
        true,
        args.record.record.as_deref(),
    )
}

/// `dosdoku help [COMMAND]`: the long help of the program or of one command, as `--help`
/// prints it.
fn help(args: &args::HelpArgs) -> u8 {
    let mut program = Cli::command();
    program.build();
    let names: Vec<String> = (program.get_subcommands())
        .map(|c| c.get_name().to_string())
        .collect();
    let text = match args.command.as_deref() {
        None => program.render_long_help(),
        Some(name) => match program.find_subcommand_mut(name) {
            Some(command) => command.render_long_help(),
            None => {
                eprintln!(
                    "dosdoku: no command is called '{}' (the commands: {})",
                    name.escape_debug(),
                    names.join(", ")
                );
                return EXIT_BAD_INPUT;
            }
        },
    };
    output::write(styled(&text).as_bytes());
    EXIT_OK
}

/// Help text as it is printed: with its styles at a terminal, plain text elsewhere.
fn styled(text: &clap::builder::StyledStr) -> String {
    use std::io::IsTerminal;
    if std::io::stdout().is_terminal() {
        text.ansi().to_string()
    } else {
        text.to_string()
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
        Ok((cli, matches)) => match cli.check_history() {
            Err(message) => {
                eprintln!("dosdoku: {message}");
                EXIT_BAD_INPUT
            }
            _ => run(&cli, &matches),
        },
        Err(e) => usage(&e),
    };
    ExitCode::from(match output::failure() {
        Some(why) => {
            eprintln!("dosdoku: cannot write to standard output: {why}");
            crate::exit::EXIT_OUTPUT_FAILED
        }
        None => code,
    })
}

/// What clap says instead of running a command: the help or the version asked for, on
/// standard output (through [`output`], so a failed write is told), or a usage error on
/// standard error; returns the exit status.
fn usage(e: &clap::Error) -> u8 {
    if e.use_stderr() {
        let _ = e.print();
    } else {
        output::write(styled(&e.render()).as_bytes());
    }
    match e.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => EXIT_OK,
        _ => u8::try_from(e.exit_code()).unwrap_or(EXIT_BAD_INPUT),
    }
}

/// Runs the command asked for (`matches`: what was typed) and returns its exit status.
fn run(cli: &Cli, matches: &ArgMatches) -> u8 {
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
        Some(Command::Tutor(args)) => tutor(args),
        Some(Command::Help(args)) => help(args),
        None => edit(cli),
    }
}

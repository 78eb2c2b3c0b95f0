//! The command-line grammar (clap derive): the program's own options and the commands; each
//! command's arguments live with the command (`commands`), the option groups several share in
//! `options`.

use clap::builder::TypedValueParser;
use clap::{Parser, Subcommand};

use super::commands::{
    check::CheckArgs, compare::CompareArgs, completions::CompletionsArgs, explain::ExplainArgs,
    generate::GenerateArgs, help::HelpArgs, play::PlayArgs, race::RaceArgs, rate::RateArgs,
    runs::RunsArgs, solutions::SolutionsArgs, solve::SolveArgs, tutor::TutorArgs,
};
use super::options::{HistoryArgs, RecordArgs, RunArgs};
use crate::exit::Error;

/// A QuickBASIC-era randomized Sudoku solver on an emulated 80x25 DOS screen, and a fast
/// backtracker. With no command, opens the screen editor.
#[derive(Parser, Debug)]
#[command(
    name = "dosdoku",
    version,
    args_conflicts_with_subcommands = true,
    disable_help_subcommand = true
)]
pub struct Cli {
    /// What to do; with none, the interactive screen opens.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// The puzzle to open in the editor: 81 characters (16 for 4x4, 256 for 16x16), or a
    /// file (its first puzzle).
    pub puzzle: Option<String>,
    /// Open the editor on an empty board of this side instead: 4 (4x4), 9 or 16 (16x16).
    #[arg(long, value_name = "SIDE", conflicts_with = "puzzle",
          value_parser = clap::builder::PossibleValuesParser::new(["4", "9", "16"])
              .map(|s| s.parse::<usize>().expect("a listed side")))]
    pub size: Option<usize>,
    /// Board1 and agent settings for the interactive screen.
    #[command(flatten)]
    pub run: RunArgs,
    /// An asciinema recording of the screen.
    #[command(flatten)]
    pub record: RecordArgs,
}

/// The commands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Solve puzzles: one output line per input puzzle (the solution, or why not).
    Solve(SolveArgs),
    /// Say for each puzzle whether it has one solution, several, or none.
    Check(CheckArgs),
    /// List the recorded runs, newest last, with a summary per group of identical settings.
    Runs(RunsArgs),
    /// Compare the distributions of attempts of every group of settings recorded for a
    /// puzzle; with --runs, first run Board1 that many times and record the runs.
    Compare(CompareArgs),
    /// Race several agents (or one agent with several settings) on one puzzle, side by side
    /// on one screen, and rank them: by steps (the default) or by wall time.
    Race(RaceArgs),
    /// Print a completion script for a shell, e.g. `dosdoku completions bash >
    /// ~/.local/share/bash-completion/completions/dosdoku`.
    Completions(CompletionsArgs),
    /// Generate puzzles with exactly one solution, one 81-character line each.
    Generate(GenerateArgs),
    /// Solve a puzzle the way a person would, one named technique at a time, and rate it.
    Explain(ExplainArgs),
    /// Rate each puzzle: the hardest technique it needs, its difficulty and level.
    Rate(RateArgs),
    /// List every solution of a puzzle (up to a limit), or count them.
    Solutions(SolutionsArgs),
    /// Walk through a puzzle's solution on the screen, one named step per key press.
    Tutor(TutorArgs),
    /// Play a puzzle yourself on the screen: pencil marks, hints, undo, a clock; the
    /// unfinished game is saved after every move (--resume takes it up again).
    Play(PlayArgs),
    /// Print the help of dosdoku, or of one of its commands (as --help does).
    Help(HelpArgs),
}

impl Cli {
    /// The history options of the command asked for, if it reads or records runs.
    pub fn history(&self) -> Option<&HistoryArgs> {
        match &self.command {
            None => Some(&self.run.history),
            Some(Command::Solve(a)) => Some(&a.run.history),
            Some(Command::Runs(a)) => Some(&a.history),
            Some(Command::Compare(a)) => Some(&a.run.history),
            Some(Command::Race(a)) => Some(&a.history),
            Some(Command::Tutor(a)) => Some(&a.history),
            Some(Command::Play(a)) => Some(&a.history),
            Some(_) => None,
        }
    }

    /// Refuses the history the command asked for cannot use (see [`HistoryArgs::check`]): the
    /// reading commands (runs, compare without --runs) take several files or directories.
    pub fn check_history(&self) -> Result<(), Error> {
        let only_reads = match &self.command {
            Some(Command::Runs(_)) => true,
            Some(Command::Compare(a)) => a.runs.is_none(),
            _ => false,
        };
        self.history().map_or(Ok(()), |h| h.check(only_reads))
    }
}

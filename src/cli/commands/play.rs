//! `dosdoku play [PUZZLE]`: a game on the screen, of the puzzle given, of a new puzzle of a
//! level, or the unfinished game saved (`--resume`).

use clap::Args;

use crate::app::PlayStart;
use crate::cli::commands::generate::difficulty::parse_level;
use crate::cli::options::{HistoryArgs, RecordArgs};
use crate::exit::{Error, Outcome};
use dosdoku_sudoku::human::Level;
use dosdoku_sudoku::random::fresh_seed;

/// `dosdoku play`.
#[derive(Args, Debug)]
pub struct PlayArgs {
    /// The puzzle (81 characters, or a file: its first puzzle), as `solve` takes it.
    /// Default: a new puzzle of --level.
    #[arg(conflicts_with = "resume")]
    pub puzzle: Option<String>,
    /// The level of the new puzzle made when none is given: easy, medium, hard or fiendish.
    #[arg(long, value_name = "LEVEL", value_parser = parse_level, default_value = "medium",
          conflicts_with = "puzzle")]
    pub level: Level,
    /// The seed of the new puzzle (the same seed and level give the puzzle `dosdoku generate
    /// --level LEVEL --seed SEED` makes). Default: a fresh seed.
    #[arg(long, conflicts_with = "puzzle")]
    pub seed: Option<u64>,
    /// Take up the unfinished game saved ($DOSDOKU_GAME, else game.json beside the default
    /// history file), its clock as it was.
    #[arg(long)]
    pub resume: bool,
    /// Where solved games are recorded.
    #[command(flatten)]
    pub history: HistoryArgs,
    /// An asciinema recording of the screen.
    #[command(flatten)]
    pub record: RecordArgs,
}

/// Runs `dosdoku play`.
pub fn play(args: &PlayArgs) -> Outcome {
    let start = if args.resume {
        PlayStart::Resume
    } else if let Some(puzzle) = &args.puzzle {
        PlayStart::Arg(puzzle.clone())
    } else {
        let seed = args.seed.unwrap_or_else(fresh_seed);
        match crate::app::puzzle_of_level(args.level, seed) {
            Some((puzzle, _)) => PlayStart::Puzzle(puzzle),
            None => {
                return Err(Error::Input(format!(
                    "no {} puzzle could be made from seed {seed}",
                    args.level.word()
                )));
            }
        }
    };
    crate::app::play(
        start,
        args.history.recorder(),
        args.record.record.as_deref(),
    )
}

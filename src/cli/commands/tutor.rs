//! `dosdoku tutor [PUZZLE]`: the tutorial on the screen, then the editor.

use clap::Args;

use crate::cli::options::{HistoryArgs, RecordArgs};
use crate::exit::Outcome;
use dosdoku_agents::agents::AgentKind;
use dosdoku_agents::run::RunConfig;

/// `dosdoku tutor`.
#[derive(Args, Debug)]
pub struct TutorArgs {
    /// The puzzle: 81 characters, or a file (its first puzzle); default: the built-in one.
    pub puzzle: Option<String>,
    /// Where the runs of the editor the tutorial leaves for are recorded.
    #[command(flatten)]
    pub history: HistoryArgs,
    /// An asciinema recording of the screen.
    #[command(flatten)]
    pub record: RecordArgs,
}

/// Runs `dosdoku tutor`: the tutorial, then the editor, with the agent of a plain `dosdoku`
/// (F2 changes it there).
pub fn tutor(args: &TutorArgs) -> Outcome {
    let setup = crate::app::LiveSetup {
        config: RunConfig::new(AgentKind::default_for(3).default_settings()),
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

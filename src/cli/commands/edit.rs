//! `dosdoku [PUZZLE]`: the screen's editor, when no command is named.

use crate::cli::args::Cli;
use crate::exit::Outcome;

/// Runs the editor with the agent and settings asked for (with `--size`, on an empty board of
/// that side).
pub fn edit(cli: &Cli) -> Outcome {
    let empty = cli.size.map(|side| ".".repeat(side * side));
    let run = &cli.run;
    let setup = crate::app::LiveSetup {
        config: run.config()?,
        seed: run.seed,
        pace: run.pace,
        recorder: run.history.recorder(),
    };
    crate::app::edit(
        empty.as_deref().or(cli.puzzle.as_deref()),
        setup,
        run.agent_by_size(),
        cli.record.record.as_deref(),
    )
}

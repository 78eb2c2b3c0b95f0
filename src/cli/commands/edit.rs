//! `dosdoku [PUZZLE]`: the screen's editor, when no command is named.

use crate::cli::args::Cli;
use crate::cli::options::RunArgs;
use crate::exit::EXIT_BAD_INPUT;

/// Runs the editor with the agent and settings asked for (with `--size`, on an empty board of
/// that side) and returns the exit status.
pub fn edit(cli: &Cli) -> u8 {
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

/// What the live screen starts with, from the agent options.
fn live_setup(run: &RunArgs) -> Result<crate::app::LiveSetup, String> {
    Ok(crate::app::LiveSetup {
        config: run.config()?,
        seed: run.seed,
        pace: run.pace,
        recorder: run.history.recorder(),
    })
}

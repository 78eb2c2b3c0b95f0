//! `dosdoku completions SHELL`: a completion script for the shell, on standard output.

use clap::CommandFactory;

use crate::cli::args::Cli;
use crate::exit::{EXIT_OK, Outcome};
use clap::Args;

/// Arguments of `dosdoku completions`.
#[derive(Args, Debug)]
pub struct CompletionsArgs {
    /// The shell the script is for.
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

/// Prints the completion script for the shell asked for.
pub fn completions(args: &CompletionsArgs) -> Outcome {
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut Cli::command(), "dosdoku", &mut script);
    crate::stdout::write(&script);
    Ok(EXIT_OK)
}

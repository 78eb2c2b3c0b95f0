//! `dosdoku completions SHELL`: a completion script for the shell, on standard output.

use clap::CommandFactory;

use super::args::{Cli, CompletionsArgs};
use crate::exit::EXIT_OK;

/// Prints the completion script for the shell asked for and returns the exit status.
pub fn completions(args: &CompletionsArgs) -> u8 {
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut Cli::command(), "dosdoku", &mut script);
    super::output::write(&script);
    EXIT_OK
}

//! `dosdoku help [COMMAND]`: the long help of the program or of one command, as `--help`
//! prints it.

use clap::{Args, CommandFactory};

use crate::cli::args::Cli;
use crate::cli::styled;
use crate::exit::{EXIT_OK, Error, Outcome};

/// `dosdoku help [COMMAND]`.
#[derive(Args, Debug)]
pub struct HelpArgs {
    /// The command to explain; without one, the program's own help.
    #[arg(value_name = "COMMAND")]
    pub command: Option<String>,
}

/// Prints the help asked for.
pub fn help(args: &HelpArgs) -> Outcome {
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
                return Err(Error::Usage(format!(
                    "no command is called '{}' (the commands: {})",
                    name.escape_debug(),
                    names.join(", ")
                )));
            }
        },
    };
    crate::stdout::write(styled(&text).as_bytes());
    Ok(EXIT_OK)
}

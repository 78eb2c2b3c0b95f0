//! The interactive screen (being built).

use crate::cli::RunArgs;
use crate::formats::Entry;
use crate::run::RunConfig;

/// Opens the editor.
pub fn edit(_puzzle: Option<&str>, _run: &RunArgs) -> u8 {
    eprintln!("dosdoku: the interactive screen is not built yet; use `dosdoku solve`");
    2
}

/// Solves on the live screen.
pub fn solve_live(_entries: &[Entry], _config: &RunConfig) -> u8 {
    eprintln!("dosdoku: the live screen is not built yet; use --monitor off");
    2
}

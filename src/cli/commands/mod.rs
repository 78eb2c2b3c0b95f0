//! The commands, one module each: its arguments (a clap `Args` struct) beside the function that
//! runs it.

pub mod check;
pub mod compare;
pub mod completions;
pub mod edit;
pub mod explain;
pub mod generate;
pub mod help;
pub mod play;
pub mod race;
pub mod rate;
pub mod runs;
pub mod solutions;
pub mod solve;
pub mod tutor;

use crate::batch::feed::Ended;
use crate::exit::{Error, Outcome};

/// The outcome of a batch that ended so, with the worst status of its puzzles: an input that
/// failed is an error (the results before it told), a signal ends the program with its status.
fn finish(ended: Ended, worst: u8) -> Outcome {
    match ended {
        Ended::Done => Ok(worst),
        Ended::Failed(message) => Err(Error::Input(message)),
        Ended::Interrupted(signal) => Err(Error::Signal(signal)),
    }
}

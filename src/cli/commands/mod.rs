//! The commands, one module each: its arguments (a clap `Args` struct) beside the function that
//! runs it.

pub mod check;
pub mod compare;
pub mod completions;
pub mod edit;
pub mod explain;
pub mod generate;
pub mod help;
pub mod race;
pub mod rate;
pub mod runs;
pub mod solutions;
pub mod solve;
pub mod tutor;

//! The command line.

/// Runs the program and returns its exit status.
pub fn main() -> std::process::ExitCode {
    std::process::ExitCode::SUCCESS
}

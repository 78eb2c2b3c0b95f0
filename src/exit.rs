//! The program's exit statuses and the messages it ends with, decided in one place: the
//! commands and the live screen return an [`Error`] (or the status their results ask for),
//! and [`status`] says it on standard error, `dosdoku: ` first, and chooses the exit status.

use std::fmt;

/// Every puzzle solved (or unique, for `check`).
pub const EXIT_OK: u8 = 0;
/// Some puzzle unsolved (no solution, a cap reached, stopped) or not unique.
pub const EXIT_UNSOLVED: u8 = 1;
/// Bad input or usage.
pub const EXIT_BAD_INPUT: u8 = 2;
/// Standard output could not be written (a full disk, a failing device, closed from the
/// start): 74, as `EX_IOERR` of sysexits.h. A pipe closed by its reader is no failure.
pub const EXIT_OUTPUT_FAILED: u8 = 74;
/// The agent thread of the live screen panicked: 101, Rust's status for a panic.
pub const EXIT_PANIC: u8 = 101;

/// The status of a program ended by signal `signal`: 128 + its number, as shells report it
/// (130 for Ctrl-C, 143 for SIGTERM).
pub fn of_signal(signal: i32) -> u8 {
    u8::try_from(128 + signal).unwrap_or(u8::MAX)
}

/// What a command returns: the exit status its results ask for (0, 1, or 2 when a puzzle of a
/// batch could not be read, told with the results), or why it could not do what it was asked.
pub type Outcome = Result<u8, Error>;

/// Why the program could not do what it was asked: each kind its message and exit status.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// An option, or options together, that cannot be used (the message names them).
    #[error("{0}")]
    Usage(String),
    /// The puzzles asked for cannot be read: the message says what and where.
    #[error("{0}")]
    Input(String),
    /// The run history cannot be used or read.
    #[error("{0}")]
    History(String),
    /// A file asked for (a picture, a plot, a recording) cannot be made: it exists already,
    /// or it could not be created or written.
    #[error("{0}")]
    File(String),
    /// A plot could not be saved once its numbers were printed: an output that failed.
    #[error("{0}")]
    Plot(String),
    /// The puzzle has no solution, so the runs asked for were not started.
    #[error("{0}")]
    NoSolution(String),
    /// A live screen cannot be drawn here.
    #[error("{}", no_screen(*.0, *.1))]
    NoScreen(Screen, crate::app::NoScreen),
    /// A live screen was asked to read its puzzle from standard input, where it reads its keys.
    #[error("{}", keys_from_stdin(*.0))]
    KeysFromStdin(Screen),
    /// The terminal could not be taken (or drawn on) for the live screen.
    #[error("cannot use the terminal: {0}")]
    Terminal(std::io::Error),
    /// The agent thread of the live screen failed (the terminal was given back).
    #[error("the agent thread failed; the terminal has been restored")]
    AgentThread,
    /// A signal ended the program (its results told, or cut short): nothing more to say.
    #[error("ended by signal {0}")]
    Signal(i32),
    /// The `--record` recording or a picture of the live screen failed: each failure was
    /// said as the terminal was given back, nothing more to say.
    #[error("the recording or a picture of the screen failed")]
    Captures,
    /// Standard output could not be written.
    #[error("cannot write to standard output: {0}")]
    Output(String),
}

/// The live screens, as messages name them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Screen {
    /// The editor (`dosdoku [PUZZLE]`, `dosdoku tutor`).
    Editor,
    /// `dosdoku race` on the screen.
    Race,
    /// `dosdoku solve --monitor on`.
    Solve,
    /// `dosdoku play`.
    Play,
}

/// Why `screen` cannot be drawn, and what to do instead.
fn no_screen(screen: Screen, why: crate::app::NoScreen) -> String {
    let reason = why.reason();
    match screen {
        Screen::Editor => format!(
            "the screen {reason}.\nTo solve without it, use: dosdoku solve --monitor off [PUZZLE]"
        ),
        Screen::Race => format!("the race screen {reason}.\nUse --monitor off to race headless."),
        Screen::Solve => format!("the live screen {reason}.\nUse --monitor off to run headless."),
        Screen::Play => format!("the play screen {reason}."),
    }
}

/// Why `screen` cannot read its puzzle from standard input.
fn keys_from_stdin(screen: Screen) -> &'static str {
    match screen {
        Screen::Race => {
            "the race screen reads its keys from standard input, so it cannot read a puzzle \
             from it; give the puzzle or a file, or use --monitor off"
        }
        Screen::Play => {
            "the play screen reads its keys from standard input, so it cannot read a puzzle \
             from it; give the puzzle or a file instead"
        }
        Screen::Editor | Screen::Solve => {
            "the interactive screen reads its keys from standard input, so it cannot read a \
             puzzle from it; give the puzzle or a file instead"
        }
    }
}

impl Error {
    /// The exit status this error ends the program with.
    pub fn code(&self) -> u8 {
        match self {
            Error::AgentThread => EXIT_PANIC,
            Error::Signal(signal) => of_signal(*signal),
            Error::Output(_) | Error::Plot(_) => EXIT_OUTPUT_FAILED,
            Error::NoSolution(_) => EXIT_UNSOLVED,
            _ => EXIT_BAD_INPUT,
        }
    }
}

/// Says why, on standard error (`dosdoku: ` and the message; nothing for a signal, which
/// speaks for itself, or for failed captures, said already), and returns the exit status the
/// error asks for.
pub fn tell(error: &Error) -> u8 {
    if !matches!(error, Error::Signal(_) | Error::Captures) {
        say(error);
    }
    error.code()
}

/// The exit status of an outcome, the error told if it is one.
pub fn status(outcome: Outcome) -> u8 {
    outcome.unwrap_or_else(|e| tell(&e))
}

/// Writes a line of the program's own on standard error: `dosdoku: ` and `what` (an error's
/// message, a warning, a note on what was saved or left).
pub fn say(what: impl fmt::Display) {
    eprintln!("dosdoku: {what}");
}

/// A warning on standard error: `dosdoku: warning: ` and `what`.
pub fn warn(what: impl fmt::Display) {
    say(format_args!("warning: {what}"));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::NoScreen;

    #[test]
    fn each_kind_of_error_ends_with_its_status() {
        let text = || "why".to_string();
        for (error, code) in [
            (Error::Usage(text()), EXIT_BAD_INPUT),
            (Error::Input(text()), EXIT_BAD_INPUT),
            (Error::History(text()), EXIT_BAD_INPUT),
            (Error::File(text()), EXIT_BAD_INPUT),
            (Error::KeysFromStdin(Screen::Race), EXIT_BAD_INPUT),
            (Error::NoSolution(text()), EXIT_UNSOLVED),
            (Error::Plot(text()), EXIT_OUTPUT_FAILED),
            (Error::Output(text()), EXIT_OUTPUT_FAILED),
            (Error::AgentThread, EXIT_PANIC),
            (Error::Captures, EXIT_BAD_INPUT),
            (Error::Signal(2), 130),
            (Error::Signal(15), 143),
        ] {
            assert_eq!(error.code(), code, "{error:?}");
        }
    }

    #[test]
    fn a_screen_that_cannot_be_drawn_says_which_and_what_to_do_instead() {
        let said = |screen| Error::NoScreen(screen, NoScreen::NotATerminal).to_string();
        assert_eq!(
            said(Screen::Solve),
            "the live screen needs a terminal for its input and output.\n\
             Use --monitor off to run headless."
        );
        assert!(said(Screen::Race).starts_with("the race screen needs"));
        assert!(said(Screen::Editor).ends_with("dosdoku solve --monitor off [PUZZLE]"));
        assert_eq!(
            said(Screen::Play),
            "the play screen needs a terminal for its input and output."
        );
        assert!(
            Error::KeysFromStdin(Screen::Editor)
                .to_string()
                .starts_with("the interactive screen reads its keys from standard input")
        );
    }
}

//! Where puzzles come from: an argument string, a file, or standard input.

use std::io::{IsTerminal, Read};
use std::path::Path;

use crate::formats::{Entry, parse_line, puzzles};

/// The puzzle used when none is given (Board0 finds 13 digits in it).
pub const DEFAULT_PUZZLE: &str =
    "........7..8..7.59.9....36...7.....5.8...6....3..9..1.......193....7...61.58..2..";

/// The input a PUZZLE argument names, read but not yet parsed into puzzles.
pub enum Input {
    /// Text of one or many puzzles, and where it came from (for messages).
    Text {
        /// The whole input.
        text: String,
        /// Its name for people: `'file.txt'` or `standard input`.
        name: String,
    },
    /// One puzzle given on the command line (or the default).
    One(Entry),
}

impl Input {
    /// The puzzles, parsed one at a time as they are asked for. `Err` (a message) only when the
    /// input holds no puzzle at all.
    pub fn entries(&self) -> Result<Box<dyn Iterator<Item = Entry> + '_>, String> {
        match self {
            Input::Text { text, name } => puzzles(text).map_err(|e| format!("{name}: {e}")),
            Input::One(entry) => Ok(Box::new(std::iter::once(entry.clone()))),
        }
    }
}

/// Reads the input named by a PUZZLE argument: `-` is standard input, an existing path is a
/// file, anything else is a puzzle string. With no argument, standard input when it is not a
/// terminal (and not empty), else the default puzzle. Only input that cannot be read at all is
/// an `Err` (a message); a puzzle that cannot be parsed becomes an entry holding its error.
pub fn load_input(arg: Option<&str>) -> Result<Input, String> {
    let text = |text: String, name: &str| Input::Text {
        text,
        name: name.to_string(),
    };
    match arg {
        Some("-") => Ok(text(read_stdin()?, "standard input")),
        Some(arg) if Path::new(arg).is_file() => {
            let bytes = std::fs::read(arg).map_err(|e| format!("cannot read '{arg}': {e}"))?;
            let content = String::from_utf8(bytes).map_err(|e| {
                format!(
                    "'{arg}' is not UTF-8 text (byte {})",
                    e.utf8_error().valid_up_to() + 1
                )
            })?;
            Ok(text(content, &format!("'{arg}'")))
        }
        Some(arg) if looks_like_a_path(arg) => Err(format!("cannot read '{arg}': no such file")),
        Some(arg) => Ok(Input::One(Entry {
            line: 1,
            puzzle: parse_line(arg),
        })),
        None if !std::io::stdin().is_terminal() => {
            let content = read_stdin()?;
            if content.trim().is_empty() {
                Ok(default_puzzle())
            } else {
                Ok(text(content, "standard input"))
            }
        }
        None => Ok(default_puzzle()),
    }
}

/// Hands the puzzles named by a PUZZLE argument (see `load_input`), parsed as they are
/// asked for, to `run`, and returns its exit status; input that cannot be read at all is a
/// message on standard error and the bad-input status.
pub fn with_puzzles(
    arg: Option<&str>,
    run: impl FnOnce(Box<dyn Iterator<Item = Entry> + '_>) -> u8,
) -> u8 {
    let input = match load_input(arg) {
        Ok(input) => input,
        Err(message) => {
            eprintln!("dosdoku: {message}");
            return super::EXIT_BAD_INPUT;
        }
    };
    match input.entries() {
        Ok(entries) => run(entries),
        Err(message) => {
            eprintln!("dosdoku: {message}");
            super::EXIT_BAD_INPUT
        }
    }
}

/// Every puzzle of the input named by a PUZZLE argument (`-`, a file, a puzzle string, or
/// nothing: standard input or the default puzzle), all at once.
pub fn load_puzzles(arg: Option<&str>) -> Result<Vec<Entry>, String> {
    let input = load_input(arg)?;
    Ok(input.entries()?.collect())
}

fn default_puzzle() -> Input {
    Input::One(Entry {
        line: 1,
        puzzle: Ok(parse_line(DEFAULT_PUZZLE).expect("the default puzzle is valid")),
    })
}

fn read_stdin() -> Result<String, String> {
    let mut bytes = Vec::new();
    std::io::stdin()
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read standard input: {e}"))?;
    String::from_utf8(bytes).map_err(|e| {
        format!(
            "standard input is not UTF-8 text (byte {})",
            e.utf8_error().valid_up_to() + 1
        )
    })
}

/// True for arguments meant as file names: a path separator, or a short name ending in an
/// extension of letters (a puzzle string is 81 characters long).
fn looks_like_a_path(arg: &str) -> bool {
    let extension = arg.rsplit_once('.').map(|(_, ext)| ext);
    arg.contains(['/', '\\'])
        || arg.len() < 60
            && extension.is_some_and(|e| {
                (1..=4).contains(&e.len()) && e.chars().all(|c| c.is_ascii_alphabetic())
            })
}

#[cfg(test)]
mod tests {
    use super::looks_like_a_path;

    #[test]
    fn file_names_and_puzzles_are_told_apart() {
        assert!(looks_like_a_path("puzzles.txt"));
        assert!(looks_like_a_path("dir/x"));
        assert!(!looks_like_a_path("12345abc"));
        assert!(!looks_like_a_path(&format!("{}x", ".".repeat(80))));
        assert!(!looks_like_a_path(".........."));
    }
}

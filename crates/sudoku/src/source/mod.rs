//! Where puzzles come from: a puzzle on the command line, a file, or standard input.
//!
//! Input is never trusted to end or to be small. Files are read only when they are regular
//! files (a device, a named pipe or a directory is refused before it is opened), and read
//! whole only within [`MAX_FILE_BYTES`]; standard input and files are read as streams of lines no longer than
//! [`MAX_LINE_BYTES`], and each puzzle is handed over as soon as it is read, so a pipe that
//! stays open gets its answers at once and endless input ends in an error, in bounded memory.

mod file;
mod lines;

use std::io::{self, IsTerminal, Read};
use std::path::Path;

pub use file::{FileError, MAX_FILE_BYTES, open_puzzle_file, read_puzzle_file, regular_file};
pub use lines::{LineSink, MAX_LINE_BYTES, read_lines};

use crate::formats::{Entry, PuzzleStream, is_marks_line, parse_line, parse_marks};

/// The puzzle used when none is given (Board0 finds 13 digits in it): for the interactive
/// screen, and a bare `solve` or `check` at a terminal.
pub const DEFAULT_PUZZLE: &str =
    "........7..8..7.59.9....36...7.....5.8...6....3..9..1.......193....7...61.58..2..";

/// Where the puzzles of a command come from, checked but not yet read.
pub enum Source {
    /// One puzzle given on the command line (or the built-in one).
    One(Box<Entry>),
    /// A regular file, opened.
    File {
        /// The open file, read as a stream of any length.
        file: Box<dyn Read + Send>,
        /// Its name for messages: `'puzzles.txt'`.
        name: String,
    },
    /// Standard input, read as a stream.
    Stdin,
}

/// Where puzzles go as they are read.
pub trait EntrySink {
    /// Takes the next puzzle read (or the error it holds); false when no more are wanted.
    fn entry(&mut self, entry: Entry) -> bool;

    /// Called when every puzzle read so far has been handed over and the next read may wait for
    /// more input (a pipe that is still open): the time to let results out.
    fn idle(&mut self) {}
}

impl Source {
    /// The source a PUZZLE argument names: `-` is standard input; an existing path must be a
    /// regular file; a word that is not a path is a puzzle. With no argument, standard input
    /// when it is not a terminal, else the built-in puzzle.
    ///
    /// `Err` (a message) when the argument names something that cannot be read: a special
    /// file, a directory, a missing file, or a word that is neither a file nor a puzzle.
    pub fn from_arg(arg: Option<&str>) -> Result<Source, String> {
        match arg {
            Some("-") => Ok(Source::Stdin),
            Some(arg) => Source::from_word(arg),
            None if io::stdin().is_terminal() => Ok(Source::default_puzzle()),
            None => Ok(Source::Stdin),
        }
    }

    /// The source a PUZZLE argument names, as [`Source::from_arg`] has it, except that an
    /// argument of 729 digits and blanks that names no file is pencil marks. Read such a
    /// source with [`Source::read_with_marks`].
    pub fn from_arg_with_marks(arg: Option<&str>) -> Result<Source, String> {
        match arg {
            Some(arg) if is_marks_line(arg) && std::fs::metadata(arg).is_err() => {
                Ok(Source::One(Box::new(Entry::of_marks(1, parse_marks(arg)))))
            }
            _ => Source::from_arg(arg),
        }
    }

    /// The built-in puzzle.
    pub fn default_puzzle() -> Source {
        Source::One(Box::new(Entry {
            line: 1,
            puzzle: Ok(parse_line(DEFAULT_PUZZLE).expect("the built-in puzzle is valid")),
            marks: None,
        }))
    }

    fn from_word(arg: &str) -> Result<Source, String> {
        let path = Path::new(arg);
        if std::fs::metadata(path).is_ok() || looks_like_a_path(arg) {
            let file = open_puzzle_file(path).map_err(|e| e.to_string())?;
            return Ok(Source::File {
                file: Box::new(file),
                name: format!("'{arg}'"),
            });
        }
        let puzzle = parse_line(arg);
        match &puzzle {
            Err(e) if !meant_as_a_puzzle(arg) => {
                Err(format!("'{arg}' is not a file, and not a puzzle: {e}"))
            }
            _ => Ok(Source::One(Box::new(Entry {
                line: 1,
                puzzle,
                marks: None,
            }))),
        }
    }

    /// Hands every puzzle of the source to `sink`, each as soon as it is read, until the input
    /// ends or the sink wants no more. `Err` (a message) when the input cannot be read, holds
    /// something that is not text in lines, or holds no puzzle at all; the puzzles before the
    /// problem have been handed over.
    pub fn read(self, sink: &mut impl EntrySink) -> Result<(), String> {
        self.read_lines_of(PuzzleStream::new, sink)
    }

    /// Hands every puzzle of the source to `sink` as [`Source::read`] does, except that a
    /// line of 729 digits and blanks is pencil marks (its entry holds them).
    pub fn read_with_marks(self, sink: &mut impl EntrySink) -> Result<(), String> {
        self.read_lines_of(PuzzleStream::with_marks, sink)
    }

    fn read_lines_of(
        self,
        stream: fn() -> PuzzleStream,
        sink: &mut impl EntrySink,
    ) -> Result<(), String> {
        match self {
            Source::One(entry) => {
                sink.entry(*entry);
                Ok(())
            }
            Source::File { file, name } => {
                let none = format!("no puzzle in {name}");
                read_entries(file, &name, &none, stream(), sink)
            }
            Source::Stdin => read_entries(
                io::stdin(),
                "standard input",
                "no puzzle on standard input",
                stream(),
                sink,
            ),
        }
    }
}

/// Reads the lines of `input` into puzzles for `sink`; `none` is the message for an input
/// without any puzzle.
fn read_entries(
    input: impl Read,
    name: &str,
    none: &str,
    stream: PuzzleStream,
    sink: &mut impl EntrySink,
) -> Result<(), String> {
    /// Lines in, puzzles out.
    struct Puzzles<'a, S> {
        stream: PuzzleStream,
        sink: &'a mut S,
        wanted: bool,
    }
    impl<S: EntrySink> Puzzles<'_, S> {
        fn hand_over(&mut self) {
            while self.wanted
                && let Some(entry) = self.stream.pop()
            {
                self.wanted = self.sink.entry(entry);
            }
        }
    }
    impl<S: EntrySink> LineSink for Puzzles<'_, S> {
        fn line(&mut self, n: usize, text: &str) -> bool {
            self.stream.push(n, text);
            self.hand_over();
            self.wanted && self.stream.wants_more()
        }
        fn idle(&mut self) {
            self.sink.idle();
        }
    }
    let mut puzzles = Puzzles {
        stream,
        sink,
        wanted: true,
    };
    read_lines(input, name, &mut puzzles)?;
    if !puzzles.wanted {
        return Ok(());
    }
    puzzles.stream.finish().map_err(|_| none.to_string())?;
    puzzles.hand_over();
    Ok(())
}

/// The words for an I/O error, without the operating system's error number: `no such file`,
/// `permission denied`, ...
pub(crate) fn io_words(e: &io::Error) -> String {
    match e.kind() {
        io::ErrorKind::NotFound => "no such file".to_string(),
        io::ErrorKind::PermissionDenied => "permission denied".to_string(),
        io::ErrorKind::IsADirectory => "a directory, not a file".to_string(),
        _ => {
            let text = e.to_string();
            match text.split_once(" (os error") {
                Some((words, _)) => words.to_lowercase(),
                None => text,
            }
        }
    }
}

/// True for arguments meant as file names: a path separator, or a short name ending in an
/// extension of letters (a puzzle string is 81 characters long).
fn looks_like_a_path(arg: &str) -> bool {
    let extension = arg.rsplit_once('.').map(|(_, ext)| ext);
    arg.contains(['/', '\\'])
        || arg.chars().count() < 60
            && extension.is_some_and(|e| {
                (1..=4).contains(&e.len()) && e.chars().all(|c| c.is_ascii_alphabetic())
            })
}

/// True for arguments meant as a puzzle, even a bad one: long ones, and those made of cell
/// characters only. A bad puzzle is then reported as one; any other word is neither a file nor
/// a puzzle.
fn meant_as_a_puzzle(arg: &str) -> bool {
    arg.chars().count() >= 60
        || arg
            .trim()
            .bytes()
            .all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'*' | b'_' | b'-'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Default)]
    struct Collect(Vec<Entry>);

    impl EntrySink for Collect {
        fn entry(&mut self, entry: Entry) -> bool {
            self.0.push(entry);
            true
        }
    }

    #[test]
    fn file_names_and_puzzles_are_told_apart() {
        assert!(looks_like_a_path("puzzles.txt"));
        assert!(looks_like_a_path("dir/x"));
        assert!(!looks_like_a_path("12345abc"));
        assert!(!looks_like_a_path(&format!("{}x", ".".repeat(80))));
        assert!(!looks_like_a_path(".........."));
        assert!(meant_as_a_puzzle("123"));
        assert!(meant_as_a_puzzle(&format!("{}x", ".".repeat(80))));
        assert!(!meant_as_a_puzzle("puzzles"));
    }

    #[test]
    fn a_word_is_a_file_a_puzzle_or_neither() {
        assert!(matches!(
            Source::from_arg(Some(DEFAULT_PUZZLE)),
            Ok(Source::One(_))
        ));
        assert!(matches!(Source::from_arg(Some("12")), Ok(Source::One(e)) if e.puzzle.is_err()));
        assert_eq!(
            Source::from_arg(Some("puzzles")).err().unwrap(),
            "'puzzles' is not a file, and not a puzzle: column 1: 'p' is not a symbol or a \
             blank (use 1-4, 1-9, 1-9 and A-G, or A-Y by the puzzle's size, or . 0 * _ - for a \
             blank)"
        );
        assert_eq!(
            Source::from_arg(Some("no/such.txt")).err().unwrap(),
            "cannot read 'no/such.txt': no such file"
        );
    }

    #[test]
    fn a_file_is_read_as_a_stream_of_puzzles() {
        let text = format!("# two\n{DEFAULT_PUZZLE}\n12\n");
        let source = Source::File {
            file: Box::new(io::Cursor::new(text.into_bytes())),
            name: "'x.txt'".to_string(),
        };
        let mut got = Collect::default();
        source.read(&mut got).unwrap();
        let lines: Vec<usize> = got.0.iter().map(|e| e.line).collect();
        assert_eq!(lines, [2, 3]);
        let empty = Source::File {
            file: Box::new(io::Cursor::new(b"# nothing\n".to_vec())),
            name: "'x.txt'".to_string(),
        };
        assert_eq!(
            empty.read(&mut Collect::default()).unwrap_err(),
            "no puzzle in 'x.txt'"
        );
    }
}

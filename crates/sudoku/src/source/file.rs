//! Opening puzzle files safely: only regular files are read (a device, a named pipe or a
//! directory is refused before it is opened, since opening a pipe waits for a writer); a
//! file streamed line by line may be of any size, a file read whole only up to a limit; each
//! refusal in its own words.

use std::fmt;
use std::fs::File;
use std::io::{self, Read};
use std::path::Path;

use super::io_words;
use crate::text::group_thousands;

/// The largest puzzle file read whole (the editor's O): room for about 200,000 puzzle lines.
/// A file streamed line by line (`solve`, `check`, ...) has no such limit.
pub const MAX_FILE_BYTES: u64 = 16 * 1024 * 1024;

/// Why a path cannot be read as a puzzle file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileError {
    path: String,
    problem: Problem,
}

/// What is wrong with the path.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Problem {
    Missing,
    Denied,
    Directory,
    Pipe,
    Device,
    Socket,
    Special,
    TooBig(u64),
    NotUtf8(usize),
    Io(String),
}

impl FileError {
    /// The problem in a few words, without the path: `no such file`, `a directory, not a
    /// file`, ... (for a message that names the path itself).
    pub fn problem(&self) -> String {
        match &self.problem {
            Problem::Missing => "no such file".to_string(),
            Problem::Denied => "permission denied".to_string(),
            Problem::Directory => "a directory, not a file".to_string(),
            Problem::Pipe => "a named pipe, not a regular file".to_string(),
            Problem::Device => "a device, not a regular file".to_string(),
            Problem::Socket => "a socket, not a regular file".to_string(),
            Problem::Special => "not a regular file".to_string(),
            Problem::TooBig(len) => format!(
                "{}, more than the {} a puzzle file may hold",
                size(*len),
                size(MAX_FILE_BYTES)
            ),
            Problem::NotUtf8(at) => {
                format!("not UTF-8 text (byte {})", group_thousands(*at as u64))
            }
            Problem::Io(words) => words.clone(),
        }
    }

    /// Whether the path does not exist.
    pub fn is_missing(&self) -> bool {
        self.problem == Problem::Missing
    }

    fn new(path: &Path, problem: Problem) -> FileError {
        FileError {
            path: path.display().to_string(),
            problem,
        }
    }

    fn of_io(path: &Path, e: &io::Error) -> FileError {
        let problem = match e.kind() {
            io::ErrorKind::NotFound => Problem::Missing,
            io::ErrorKind::PermissionDenied => Problem::Denied,
            _ => Problem::Io(io_words(e)),
        };
        FileError::new(path, problem)
    }
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let path = &self.path;
        match &self.problem {
            Problem::Missing | Problem::Denied | Problem::Io(_) => {
                write!(f, "cannot read '{path}': {}", self.problem())
            }
            Problem::Directory => write!(f, "'{path}' is a directory, not a puzzle file"),
            Problem::Pipe => write!(
                f,
                "'{path}' is a named pipe, not a regular file (to read a pipe, give - and \
                 redirect standard input from it)"
            ),
            Problem::Device | Problem::Socket => write!(f, "'{path}' is {}", self.problem()),
            Problem::Special => write!(f, "'{path}' is not a regular file"),
            Problem::TooBig(len) => write!(
                f,
                "'{path}' is {}; a puzzle file opened whole may hold at most {} (`dosdoku \
                 solve` and `check` read a larger one line by line)",
                size(*len),
                size(MAX_FILE_BYTES)
            ),
            Problem::NotUtf8(_) => write!(f, "'{path}' is {}", self.problem()),
        }
    }
}

impl std::error::Error for FileError {}

/// A byte count for people, in MiB with one decimal: `16 MiB`, `1,024 MiB`, `20.5 MiB`.
fn size(bytes: u64) -> String {
    let mib = bytes as f64 / (1024.0 * 1024.0);
    if mib.fract() == 0.0 {
        format!("{} MiB", group_thousands(mib as u64))
    } else {
        format!("{mib:.1} MiB")
    }
}

/// Opens a puzzle file for reading after checking, without opening it, that it is a regular
/// file; it is read as a stream, of any size.
pub fn open_puzzle_file(path: &Path) -> Result<File, FileError> {
    regular_file(path)?;
    File::open(path).map_err(|e| FileError::of_io(path, &e))
}

/// The metadata of `path` after checking, without opening it, that it is a regular file: a
/// directory, a named pipe, a device or a socket is refused in its own words.
pub fn regular_file(path: &Path) -> Result<std::fs::Metadata, FileError> {
    let meta = std::fs::metadata(path).map_err(|e| FileError::of_io(path, &e))?;
    let kind = meta.file_type();
    if !kind.is_file() {
        return Err(FileError::new(path, special(&kind)));
    }
    Ok(meta)
}

/// Reads a whole puzzle file as text, with the checks of [`open_puzzle_file`], if it holds
/// at most [`MAX_FILE_BYTES`]: it is read through a guard that fails if it grows past the
/// limit while being read.
pub fn read_puzzle_file(path: &Path) -> Result<String, FileError> {
    let file = open_puzzle_file(path)?;
    let len = file
        .metadata()
        .map_err(|e| FileError::of_io(path, &e))?
        .len();
    if len > MAX_FILE_BYTES {
        return Err(FileError::new(path, Problem::TooBig(len)));
    }
    let mut bytes = Vec::new();
    Capped {
        file,
        left: MAX_FILE_BYTES,
    }
    .read_to_end(&mut bytes)
    .map_err(|e| FileError::of_io(path, &e))?;
    String::from_utf8(bytes)
        .map_err(|e| FileError::new(path, Problem::NotUtf8(e.utf8_error().valid_up_to() + 1)))
}

/// What a path that is not a regular file is.
#[cfg(unix)]
fn special(kind: &std::fs::FileType) -> Problem {
    use std::os::unix::fs::FileTypeExt;
    if kind.is_dir() {
        Problem::Directory
    } else if kind.is_fifo() {
        Problem::Pipe
    } else if kind.is_char_device() || kind.is_block_device() {
        Problem::Device
    } else if kind.is_socket() {
        Problem::Socket
    } else {
        Problem::Special
    }
}

/// What a path that is not a regular file is.
#[cfg(not(unix))]
fn special(kind: &std::fs::FileType) -> Problem {
    if kind.is_dir() {
        Problem::Directory
    } else {
        Problem::Special
    }
}

/// A file read no further than the limit: a file that grows past it while being read is an
/// error, not an endless read.
struct Capped {
    file: File,
    left: u64,
}

impl Read for Capped {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.file.read(buf)?;
        self.left = self.left.checked_sub(n as u64).ok_or_else(|| {
            io::Error::other(format!(
                "it grew past the {} a puzzle file may hold while it was read",
                size(MAX_FILE_BYTES)
            ))
        })?;
        Ok(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_read_in_mib() {
        assert_eq!(size(MAX_FILE_BYTES), "16 MiB");
        assert_eq!(size(1 << 30), "1,024 MiB");
        assert_eq!(size(20 * 1024 * 1024 + 512 * 1024), "20.5 MiB");
    }

    #[test]
    fn each_refusal_names_the_path_and_the_problem() {
        let dir = std::env::temp_dir().join(format!("dosdoku-file-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let err = read_puzzle_file(&dir).unwrap_err();
        assert_eq!(
            err.to_string(),
            format!("'{}' is a directory, not a puzzle file", dir.display())
        );
        let missing = dir.join("missing.txt");
        let err = read_puzzle_file(&missing).unwrap_err();
        assert_eq!(err.problem(), "no such file");
        assert_eq!(
            err.to_string(),
            format!("cannot read '{}': no such file", missing.display())
        );
        let big = dir.join("big.txt");
        File::create(&big)
            .unwrap()
            .set_len(MAX_FILE_BYTES + 1)
            .unwrap();
        assert!(
            read_puzzle_file(&big)
                .unwrap_err()
                .to_string()
                .contains("16 MiB")
        );
        let latin1 = dir.join("latin1.txt");
        std::fs::write(&latin1, b"# caf\xe9\n").unwrap();
        assert_eq!(
            read_puzzle_file(&latin1).unwrap_err().problem(),
            "not UTF-8 text (byte 6)"
        );
        std::fs::remove_dir_all(&dir).unwrap();
        #[cfg(unix)]
        assert_eq!(
            read_puzzle_file(Path::new("/dev/null"))
                .unwrap_err()
                .to_string(),
            "'/dev/null' is a device, not a regular file"
        );
    }
}

//! Helpers shared by the process tests: run the real binary and read what it says.

pub mod golden;

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

/// The built-in default puzzle.
pub const DEFAULT_PUZZLE: &str =
    "........7..8..7.59.9....36...7.....5.8...6....3..9..1.......193....7...61.58..2..";

/// The path of a benchmark puzzle file in `../shared/puzzles`.
pub fn shared_puzzles(name: &str) -> String {
    format!("{}/../shared/puzzles/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// Runs `dosdoku` with arguments and standard input, with no history recorded.
pub fn dosdoku(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_dosdoku"))
        .args(args)
        .env("DOSDOKU_HISTORY", "/dev/null")
        .env_remove("NO_COLOR")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the dosdoku binary runs");
    let mut input = child.stdin.take().expect("stdin is piped");
    input
        .write_all(stdin.as_bytes())
        .expect("stdin takes the input");
    drop(input);
    child.wait_with_output().expect("dosdoku finishes")
}

/// Standard output as text.
pub fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("stdout is UTF-8")
}

/// Standard error as text.
pub fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).expect("stderr is UTF-8")
}

/// The exit code (panics if the process was killed by a signal).
pub fn code(o: &Output) -> i32 {
    o.status.code().expect("dosdoku exited normally")
}

/// A fresh directory for one test, removed when dropped.
pub struct TempDir(pub PathBuf);

impl TempDir {
    /// A new empty directory named after the test binary's process and `name`.
    pub fn new(name: &str) -> TempDir {
        let dir = std::env::temp_dir().join(format!("dosdoku-test-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }

    /// The path of `name` in the directory.
    pub fn file(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The puzzles of a set in `../shared/puzzles/` (`#` comment and blank lines skipped), beside
/// the repository or, for a worktree nested deeper, beside a directory above it.
pub fn shared_grids(name: &str) -> Vec<dosdoku_sudoku::board::Grid> {
    let manifest = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let path = manifest
        .ancestors()
        .skip(1)
        .map(|dir| dir.join("shared/puzzles").join(name))
        .find(|path| path.exists())
        .unwrap_or_else(|| manifest.join("../shared/puzzles").join(name));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| dosdoku_sudoku::formats::parse_line(l).unwrap())
        .collect()
}

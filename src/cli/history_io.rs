//! What `runs` and `compare` read: the recorded runs, and the one puzzle they are about.

use std::path::Path;

use crate::board::Grid;
use crate::formats::Entry;
use crate::history::{History, Tally, read_history_into};
use crate::source::{EntrySink, Source};

/// Says on standard error that `skipped` lines of the history file could not be read, if any.
pub fn warn_skipped(path: &Path, skipped: usize) {
    let history = History {
        records: Vec::new(),
        skipped,
    };
    if let Some(warning) = history.warning(path) {
        eprintln!("dosdoku: warning: {warning}");
    }
}

/// The runs of `puzzle` in the history file tallied by group, with a warning on standard error
/// when lines had to be skipped; a file of any size is read in little memory.
pub fn read_tally(path: &Path, puzzle: &str) -> Result<Tally, String> {
    let (tally, skipped) = read_history_into::<Tally>(path, Some(puzzle))
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    warn_skipped(path, skipped);
    Ok(tally)
}

/// The puzzle named by a PUZZLE argument (81 characters, a file, `-`), which must be exactly
/// one valid puzzle.
pub fn one_puzzle(arg: &str) -> Result<Grid, String> {
    /// The first two puzzles, and how many there are.
    #[derive(Default)]
    struct FirstTwo {
        entries: Vec<Entry>,
        count: usize,
    }
    impl EntrySink for FirstTwo {
        fn entry(&mut self, entry: Entry) -> bool {
            self.count += 1;
            if self.entries.len() < 2 {
                self.entries.push(entry);
            }
            true
        }
    }
    let mut found = FirstTwo::default();
    Source::from_arg(Some(arg))?.read(&mut found)?;
    let mut entries = found.entries.into_iter();
    match (entries.next(), entries.next()) {
        (Some(entry), None) => entry.puzzle.map_err(|e| format!("invalid puzzle: {e}")),
        (_, Some(second)) => Err(format!(
            "'{arg}' holds {} puzzles (the second on line {}); name one",
            crate::text::group_thousands(found.count as u64),
            second.line
        )),
        (None, None) => Err(format!("no puzzle in '{arg}'")),
    }
}

//! What `runs` and `compare` read: the recorded runs, and the one puzzle they are about.

use std::path::Path;

use crate::board::Grid;
use crate::formats::Entry;
use crate::history::{History, RunRecord, Tally, read_history_into, read_history_of};
use crate::source::{EntrySink, Source};

/// The records of the history file (only those of `puzzle`, when given), with a warning on
/// standard error when lines had to be skipped. A missing file holds no records.
pub fn read_records(path: &Path, puzzle: Option<&str>) -> Result<Vec<RunRecord>, String> {
    let history = read_history_of(path, puzzle)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    if let Some(warning) = history.warning(path) {
        eprintln!("dosdoku: warning: {warning}");
    }
    Ok(history.records)
}

/// The runs of `puzzle` in the history file tallied by group, with the same warning as
/// [`read_records`] for skipped lines; a file of any size is read in little memory.
pub fn read_tally(path: &Path, puzzle: &str) -> Result<Tally, String> {
    let (tally, skipped) = read_history_into::<Tally>(path, Some(puzzle))
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let history = History {
        records: Vec::new(),
        skipped,
    };
    if let Some(warning) = history.warning(path) {
        eprintln!("dosdoku: warning: {warning}");
    }
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

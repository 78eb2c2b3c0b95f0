//! What `runs` and `compare` read: the recorded runs, of one history file or several (the
//! shards of an experiment run on several machines), and the one puzzle they are about.

use std::path::{Path, PathBuf};

use dosdoku_history::{
    History, RecordSink, RunRecord, Tally, for_each_record, history_files, read_history_with,
};
use dosdoku_sudoku::board::Grid;
use dosdoku_sudoku::formats::Entry;
use dosdoku_sudoku::source::{EntrySink, Source};

/// Several history files read as one, file after file: those named, a directory standing for
/// every `*.jsonl` file in it, in name order.
pub struct Histories {
    /// The paths as named, for messages.
    named: Vec<PathBuf>,
    /// The files to read, in order.
    files: Vec<PathBuf>,
}

impl Histories {
    /// The files that `paths` (files or directories) name.
    pub fn of(paths: &[PathBuf]) -> Result<Histories, String> {
        let mut files = Vec::new();
        for path in paths {
            let more =
                history_files(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            files.extend(more);
        }
        Ok(Histories {
            named: paths.to_vec(),
            files,
        })
    }

    /// The histories as named, e.g. `a.jsonl, shards/`.
    pub fn names(&self) -> String {
        let names: Vec<String> = self.named.iter().map(|p| p.display().to_string()).collect();
        names.join(", ")
    }

    /// Reads the records of `puzzle` (or all) from every file into one sink, as
    /// [`read_history_with`] reads one file; a warning on standard error for each file with
    /// unreadable lines.
    pub fn read_with<S: RecordSink>(
        &self,
        puzzle: Option<&str>,
        new: impl Fn() -> S + Sync,
    ) -> Result<S, String> {
        let mut whole = new();
        for file in &self.files {
            let (sink, skipped) =
                read_history_with(file, puzzle, &new).map_err(|e| unreadable(file, &e))?;
            warn_skipped(file, skipped);
            whole.append(sink);
        }
        Ok(whole)
    }

    /// Hands the records of `puzzle` (or all) to `each`, file after file, each in file order;
    /// `each` returns false to stop. Returns the unreadable lines met, for a caller that has
    /// not warned of them yet.
    pub fn for_each(
        &self,
        puzzle: Option<&str>,
        mut each: impl FnMut(RunRecord) -> bool,
    ) -> Result<Skipped, String> {
        let mut skipped = Skipped(Vec::new());
        let mut going = true;
        for file in &self.files {
            let lines = for_each_record(file, puzzle, |r| {
                if going {
                    going = each(r);
                }
            })
            .map_err(|e| unreadable(file, &e))?;
            skipped.0.push((file.clone(), lines));
            if !going {
                break;
            }
        }
        Ok(skipped)
    }
}

/// The unreadable lines met in each history file read.
pub struct Skipped(Vec<(PathBuf, usize)>);

impl Skipped {
    /// Says on standard error how many lines of each file could not be read, if any.
    pub fn warn(&self) {
        for (file, lines) in &self.0 {
            warn_skipped(file, *lines);
        }
    }
}

/// The message for a history file that cannot be read.
fn unreadable(path: &Path, e: &std::io::Error) -> String {
    format!("cannot read {}: {e}", path.display())
}

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

/// The runs of `puzzle` in the history files (or directories of them) tallied by group, a run
/// recorded in more than one file counted once, with a warning on standard error when lines
/// had to be skipped; files of any size are read in little memory.
pub fn read_tally(paths: &[PathBuf], puzzle: &str) -> Result<Tally, String> {
    Histories::of(paths)?.read_with(Some(puzzle), Tally::default)
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
            dosdoku_sudoku::text::group_thousands(found.count as u64),
            second.line
        )),
        (None, None) => Err(format!("no puzzle in '{arg}'")),
    }
}

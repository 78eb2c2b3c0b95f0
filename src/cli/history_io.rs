//! What `runs` and `compare` read: the recorded runs, of one history file or several (the
//! shards of an experiment run on several machines), and the one puzzle they are about.

use std::path::{Path, PathBuf};

use crate::app::PLAY;
use crate::exit::Error;
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
    pub fn of(paths: &[PathBuf]) -> Result<Histories, Error> {
        let mut files = Vec::new();
        for path in paths {
            let more = history_files(path).map_err(|e| unreadable(path, &e))?;
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

    /// Reads the agents' runs of `puzzle` (or all) from every file into one sink, as
    /// [`read_history_with`] reads one file (the games played are left out: see
    /// [`Histories::for_each_game`]); a warning on standard error for each file with
    /// unreadable lines.
    pub fn read_with<S: RecordSink>(
        &self,
        puzzle: Option<&str>,
        new: impl Fn() -> S + Sync,
    ) -> Result<S, Error> {
        let mut whole = new();
        let new_runs = || AgentRuns(new());
        for file in &self.files {
            let (sink, skipped) =
                read_history_with(file, puzzle, new_runs).map_err(|e| unreadable(file, &e))?;
            warn_skipped(file, skipped);
            whole.append(sink.0);
        }
        Ok(whole)
    }

    /// Hands the agents' runs of `puzzle` (or all) to `each`, file after file, each in file
    /// order; `each` returns false to stop. Returns the unreadable lines met, for a caller
    /// that has not warned of them yet.
    pub fn for_each(
        &self,
        puzzle: Option<&str>,
        mut each: impl FnMut(RunRecord) -> bool,
    ) -> Result<Skipped, Error> {
        self.for_each_record(puzzle, |r| r.mode == PLAY || each(r))
    }

    /// Hands the games played (`dosdoku play`) of `puzzle` (or all) to `each`, as
    /// [`Histories::for_each`] hands the runs.
    pub fn for_each_game(
        &self,
        puzzle: Option<&str>,
        mut each: impl FnMut(RunRecord),
    ) -> Result<Skipped, Error> {
        self.for_each_record(puzzle, |r| {
            if r.mode == PLAY {
                each(r);
            }
            true
        })
    }

    /// Hands every record of `puzzle` (or all) to `each`, as [`Histories::for_each`].
    fn for_each_record(
        &self,
        puzzle: Option<&str>,
        mut each: impl FnMut(RunRecord) -> bool,
    ) -> Result<Skipped, Error> {
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

/// A sink that takes the agents' runs and leaves out the games played (mode `play`), which
/// are no agent's runs: `runs --played` lists them.
struct AgentRuns<S>(S);

impl<S: RecordSink> RecordSink for AgentRuns<S> {
    fn take(&mut self, record: RunRecord) {
        if record.mode != PLAY {
            self.0.take(record);
        }
    }

    fn append(&mut self, later: Self) {
        self.0.append(later.0);
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
fn unreadable(path: &Path, e: &std::io::Error) -> Error {
    Error::History(format!("cannot read {}: {e}", path.display()))
}

/// Says on standard error that `skipped` lines of the history file could not be read, if any.
pub fn warn_skipped(path: &Path, skipped: usize) {
    let history = History {
        records: Vec::new(),
        skipped,
    };
    if let Some(warning) = history.warning(path) {
        crate::exit::warn(warning);
    }
}

/// The runs of `puzzle` in the history files (or directories of them) tallied by group, a run
/// recorded in more than one file counted once, with a warning on standard error when lines
/// had to be skipped; files of any size are read in little memory.
pub fn read_tally(paths: &[PathBuf], puzzle: &str) -> Result<Tally, Error> {
    Histories::of(paths)?.read_with(Some(puzzle), Tally::default)
}

/// The puzzle named by a PUZZLE argument (81 characters, a file, `-`), which must be exactly
/// one valid puzzle.
pub fn one_puzzle(arg: &str) -> Result<Grid, Error> {
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
    Source::from_arg(Some(arg))
        .and_then(|source| source.read(&mut found))
        .map_err(Error::Input)?;
    let mut entries = found.entries.into_iter();
    let message = match (entries.next(), entries.next()) {
        (Some(entry), None) => {
            return entry
                .puzzle
                .map_err(|e| Error::Input(format!("invalid puzzle: {e}")));
        }
        (_, Some(second)) => format!(
            "'{arg}' holds {} puzzles (the second on line {}); name one",
            dosdoku_sudoku::text::group_thousands(found.count as u64),
            second.line
        ),
        (None, None) => format!("no puzzle in '{arg}'"),
    };
    Err(Error::Input(message))
}

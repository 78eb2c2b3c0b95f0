//! The run history: every finished or stopped run, recorded so runs can be compared.
//!
//! # The file
//!
//! One append-only file of JSON lines, by default `$XDG_DATA_HOME/dosdoku/history.jsonl`,
//! else `$HOME/.local/share/dosdoku/history.jsonl` (`~/Library/Application Support` on macOS,
//! `%APPDATA%` on Windows); `--history PATH` or `DOSDOKU_HISTORY` name another file and
//! `--no-history` turns recording off (see [`resolve_path_with`]). The README
//! says the same for users. Only a regular file (or the null device) is read or written; a
//! directory, a named pipe or a device is refused before it is opened ([`check_history_file`]).
//! The reading commands take several files, or a directory of them ([`history_files`]): the
//! shards of one experiment run on several machines.
//!
//! Each line is one JSON object, one run, ended by `\n`, with these keys (written in this order):
//!
//! | key | JSON type | meaning |
//! | --- | --- | --- |
//! | `time` | string | when the run ended, RFC 3339 UTC, whole seconds: `"2026-11-22T18:05:09Z"` |
//! | `puzzle` | string | the puzzle, 81 characters in reading order, `.` for a blank |
//! | `agent` | string | the agent's name: `"board1"`, `"backtrack"`, `"board0"`, ... |
//! | `settings` | object | the agent's own settings (Board1: `memory` (bool), `cell_tries`, `grid_restarts` (numbers), `grid_order` (nine numbers, the grids 1..9 in the order filled)), then `board0` (bool, whether Board0 ran first) and `max_attempts` (number or `null`: the cap) |
//! | `seed` | number or null | the random seed (unsigned 64-bit); `null` for a deterministic agent |
//! | `status` | string | `"solved"`, `"no_solution"`, `"gave_up"` (cap reached), `"stuck"` (the agent's method went no further) or `"stopped"` (by the user) |
//! | `attempts` | number | the agent's headline counter: digits drawn (Board1), placements tried (backtracker), ... |
//! | `cells_placed` | number | digits placed |
//! | `grid_restarts` | array | nine numbers: the restarts of grids 1..9 |
//! | `board_restarts` | number | restarts of the whole board |
//! | `board0_found` | number | digits Board0 found first |
//! | `elapsed_ms` | number | wall-clock milliseconds |
//! | `mode` | string | `"live"` (on the screen) or `"headless"` |
//! | `counters` | object | the agent's counters by name, except its headline (in `attempts`) and those that are keys above (a number each, nine for a counter kept per grid); left out when empty (Board1) and in records of earlier versions, which kept only `attempts` of agents other than Board1 (see [`RunRecord::counter`]) |
//!
//! Writers ([`Store`]) append each record as one `write` of the whole line on a file opened in
//! append mode, so concurrent writers never interleave within a line. If the file does not end
//! in a newline (a crash mid-write), a writer first ends that line.
//!
//! Readers ([`read_history`]) skip blank lines silently (two writers ending the same torn line
//! at once may leave one), skip any other line that is not a JSON object of this shape (a torn
//! line, a foreign line, another shape, invalid UTF-8) or whose puzzle is not 81 cells of a
//! valid puzzle or whose status is not one of the five ([`STATUSES`]), count the skipped lines for one warning ([`History::warning`]) and go on. Keys a reader does
//! not know are ignored, so later versions may add keys. A line that holds a torn record
//! followed by a whole one (`{"time":` starts the whole one) yields the whole one. A UTF-8
//! byte-order mark at the start of the file is passed over.
//!
//! # Statistics
//!
//! Runs compare when they share a [`GroupKey`]: puzzle, agent and settings except the cap
//! `max_attempts`. Within a group a run is told by its seed and cap: a run recorded again is
//! counted once, as a repeat set aside ([`Tally`]). Only runs with status `solved` count toward attempt statistics
//! ([`Summary`], [`rank_of`], [`Histogram`]); stopped or capped runs are kept but not counted.
//! Percentiles interpolate linearly between closest ranks ("type 7", see [`percentile`]);
//! ranks count from the fewest attempts; histogram buckets go in 1-2-5 steps
//! ([1,2), [2,5), [5,10) ...) and carry counts, not drawing characters, so the command line
//! draws them with `#` ([`Histogram::render_text`]) and the screen with CP437 blocks
//! ([`Histogram::bar_eighths`]).
//!
//! `cargo run --release --example history_bench` measures reading and summarising a file of
//! a million records.

#![warn(missing_docs)]

pub mod analysis;

mod fast;
mod group;
mod histogram;
mod path;
mod read;
mod record;
mod settings;
mod stats;
mod store;
mod tally;
mod time;

pub use dosdoku_sudoku::text::ordinal;
pub use group::GroupKey;
pub use histogram::{Bucket, Histogram};
pub use path::{HISTORY_ENV, check_history_file, history_files, resolve_path, resolve_path_with};
pub use read::{
    History, RecordSink, for_each_record, read_history, read_history_into, read_history_of,
    read_history_with,
};
pub use record::{
    GAVE_UP, HEADLESS, LIVE, NO_SOLUTION, RunRecord, SOLVED, STATUSES, STOPPED, STUCK,
};
pub use settings::{CAP_KEY, SettingList, SettingValue};
pub use stats::{Summary, percentile, rank_of};
pub use store::Store;
pub use tally::{GroupTally, Tally};
pub use time::{now_rfc3339, rfc3339_utc};

#[cfg(test)]
mod tests;

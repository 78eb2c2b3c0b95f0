//! The run history: every finished or stopped run, recorded so runs can be compared.
//!
//! One [`RunRecord`] per run, in an append-only file of JSON lines found by [`resolve_path`],
//! appended by [`Store`] and read by [`read_history`].

mod fast;
mod path;
mod read;
mod record;
mod store;
mod time;

pub use path::{HISTORY_ENV, resolve_path, resolve_path_with};
pub use read::{History, read_history};
pub use record::{GAVE_UP, HEADLESS, LIVE, NO_SOLUTION, RunRecord, SOLVED, STOPPED};
pub use store::Store;
pub use time::{now_rfc3339, rfc3339_utc};

#[cfg(test)]
mod tests;

//! The run history: every finished or stopped run, recorded so runs can be compared.
//!
//! One [`RunRecord`] per run, in an append-only file of JSON lines found by [`resolve_path`].

mod path;
mod record;
mod time;

pub use path::{HISTORY_ENV, resolve_path, resolve_path_with};
pub use record::{GAVE_UP, HEADLESS, LIVE, NO_SOLUTION, RunRecord, SOLVED, STOPPED};
pub use time::{now_rfc3339, rfc3339_utc};

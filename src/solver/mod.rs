//! The proper backtracker (SPEC section 4): depth-first search with constraint propagation.
//!
//! [`solve`] stops at the first solution and can be watched step by step through a
//! [`SearchObserver`]; [`count_solutions`] is the unwatched fast path that counts solutions
//! up to a limit (0 contradictory, 1 unique, 2 or more several).

mod observer;
mod search;
mod state;
mod tables;

pub use observer::{SearchObserver, SearchStats, Unwatched};
pub use search::{Outcome, count_solutions, solve};

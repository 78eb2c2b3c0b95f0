//! The proper backtracker: depth-first search with constraint propagation.
//!
//! [`solve`] stops at the first solution and can be watched step by step through a
//! [`SearchObserver`]; [`count_solutions`] is the unwatched fast path that counts solutions
//! up to a limit (0 contradictory, 1 unique, 2 or more several).
//!
//! The engine keeps, for each digit, its candidate cells as three 27-bit band masks
//! (`state.rs`); propagation (`propagate.rs`) checks a changed digit's bands with table
//! lookups (rows against boxes, locked and claimed columns, solved rows), finds naked
//! singles by bit-parallel counting, and once those settle fills the segments (a row or
//! column within a box) that three digits must take (`triples.rs`). When it stalls, the
//! search guesses where one digit goes in the most settled band or stack (`guess.rs`) and
//! tries each way on a copy of the small state (`search.rs`).

mod build;
mod clear;
mod guess;
mod observer;
mod propagate;
mod search;
mod state;
mod tables;
mod triples;

pub use build::Engine;
pub use observer::{SearchObserver, SearchStats, Unwatched};
pub use search::{Outcome, count_solutions, for_each_solution, solve};

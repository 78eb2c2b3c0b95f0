//! The proper backtracker: depth-first search with constraint propagation.
//!
//! [`solve`] stops at the first solution and can be watched step by step through a
//! [`SearchObserver`]; [`count_solutions`] is the unwatched fast path that counts solutions
//! up to a limit (0 contradictory, 1 unique, 2 or more several); [`solve_avoiding`] finds a
//! solution with one digit ruled out of one cell, the uniqueness test of a generator that
//! knows one solution already.
//!
//! The engine keeps, for each digit, its candidate cells as three 27-bit band masks
//! (`state.rs`); propagation (`propagate.rs`) checks a changed digit's bands with table
//! lookups (rows against boxes, locked and claimed columns, solved rows), finds naked
//! singles by bit-parallel counting, and once those settle fills the segments (a row or
//! column within a box) that three digits must take (`triples.rs`). When it stalls, the
//! search guesses where one digit goes in the most settled band or stack (`guess.rs`) and
//! tries each way on a copy of the small state (`search.rs`).
//!
//! Boards of the other sizes (4x4, 16x16, 25x25) go to a general search (`any_size/`):
//! bitmask candidates per cell, naked and hidden singles and locked candidates, a guess with
//! the fewest ways to go on, and restarts against heavy tails. The choice is made once per
//! puzzle. [`count_solutions_until`] and [`for_each_solution_until`] ask the caller every few
//! steps whether to stop (a signal), as such a search may take a while.

mod any_size;
mod avoid;
mod build;
mod clear;
mod guess;
mod observer;
mod polled;
mod propagate;
mod search;
mod state;
mod tables;
mod triples;

pub use avoid::solve_avoiding;
pub use build::Engine;
pub use observer::{SearchObserver, SearchStats, Unwatched};
pub use polled::{count_solutions_until, for_each_solution_until};
pub use search::{Outcome, count_solutions, count_solutions_within, for_each_solution, solve};

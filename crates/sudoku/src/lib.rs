//! The Sudoku core of dosdoku: boards of every size and their geometry, the puzzle formats and
//! sources, the bitboard backtracker and the general search, the human techniques, the
//! generator, and the seeded random draw they share.
//!
//! This crate knows nothing of screens, terminals, agents or the run history: those crates
//! sit above it and use it, never the other way round.
//!
//! ```
//! use dosdoku_sudoku::formats::parse_line;
//! use dosdoku_sudoku::solver::count_solutions;
//!
//! let puzzle = parse_line(
//!     "........7..8..7.59.9....36...7.....5.8...6....3..9..1.......193....7...61.58..2..",
//! )
//! .unwrap();
//! // One solution: counting stops at two.
//! assert_eq!(count_solutions(&puzzle, 2), 1);
//! ```

#![warn(missing_docs)]

pub mod board;
pub mod formats;
pub mod generate;
pub mod human;
pub mod random;
pub mod solver;
pub mod source;
pub mod text;

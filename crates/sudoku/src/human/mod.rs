//! The Sudoku Laboratory's solver: it solves like a person, one named technique at a time,
//! and says what each step did and why, so that every step can be checked.
//!
//! It is 9x9-only code (its cells are 0..81, its units 0..27, its digit sets nine bits, from
//! the board's 9x9 tables); boards of other sizes are solved by `solver::any_size`. It knows
//! Sudoku and nothing of screens. A position is a [`Candidates`] grid (values and
//! pencil marks); [`next_step`] finds its easiest step, [`apply`] takes it; [`solve`] walks a
//! puzzle to the end, and [`rate`] gives its difficulty on the Sudoku Explainer scale (the
//! hardest step) with a level word.
//!
//! The techniques are declared in a registry, one line each, in the order they are tried
//! (Sukaku Explainer's; see [`Technique`] for their ratings): full house and singles, the
//! direct locked candidates and hidden subsets; locked candidates (pointing, claiming);
//! naked and hidden pairs, triples and quads; X-wing, swordfish, jellyfish; XY-wing and
//! XYZ-wing; then nishio (a candidate whose assumption leads the techniques above to a
//! contradiction goes); and when nishio finds nothing, a guess settled by a backtracking
//! search. Every step is sound: on a puzzle with one solution, a placed digit is the
//! solution's and an eliminated candidate is not.
//!
//! ```
//! use dosdoku_sudoku::formats::parse_line;
//! use dosdoku_sudoku::human::{Level, Technique, rate, solve};
//!
//! let puzzle = parse_line(
//!     "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
//! )
//! .unwrap();
//! let solution = solve(&puzzle);
//! assert_eq!(solution.steps[0].to_string(), "hidden single: r2c2=6 (box 1)");
//! assert!(solution.solution().unwrap().solves(&puzzle));
//! assert_eq!(rate(&puzzle), solution.rating);
//! assert_eq!(solution.rating.level, Level::Easy);
//! assert_eq!(solution.rating.hardest, Some(Technique::HiddenSingle));
//! assert_eq!(solution.rating.tenths(), 12);
//! ```

mod candidates;
mod found;
mod notation;
mod propagate;
mod registry;
mod scope;
mod se_version;
mod search;
mod solver;
mod step;
mod technique;
mod techniques;
mod units;
mod words;

pub use candidates::{ALL_DIGITS, Candidates, Contradiction};
pub use found::{Found, Provenance};
pub use se_version::SeVersion;
pub use search::{count_solutions, for_each_solution};
pub use solver::{
    Counters, Rating, Solution, Stepper, next_step, rate, rate_from, rate_if_unique, rate_unique,
    solve, solve_from, solve_unique,
};
pub use step::{ChainKind, Detail, Step, apply};
pub use technique::{Ink as TechniqueInk, Level, Technique};
pub use units::unit_name;

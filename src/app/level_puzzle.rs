//! A new minimal puzzle of a level, as the editor's Generate key and `dosdoku play` make it.

use std::sync::atomic::AtomicBool;

use dosdoku_sudoku::board::Grid;
use dosdoku_sudoku::generate::{Givens, Request, Symmetry, generate_where};
use dosdoku_sudoku::human::{Level, Rating, rate};

/// A minimal puzzle the human solver rates `level`, from `seed`, and its rating: the same as
/// `dosdoku generate --level LEVEL --seed SEED` makes. `None` if the generator gives up.
pub fn puzzle_of_level(level: Level, seed: u64) -> Option<(Grid, Rating)> {
    let request = Request::new(Givens::Minimal, Symmetry::None).expect("minimal is valid");
    let mut rating = None;
    let made = generate_where(&request, seed, &AtomicBool::new(false), |made| {
        let r = rate(&made.puzzle);
        rating = Some(r);
        r.level == level
    })?;
    Some((made.puzzle, rating?))
}

//! The generator: puzzles with exactly one solution, minimal or with an exact number of
//! givens, optionally with a symmetric pattern. Sudoku knowledge only. The carving below is
//! 9x9-only code (cells 0..81); boards of other sizes are made by `sized.rs`.
//!
//! The method is Sudoku Laboratory's, made fast. A random solved grid (`solved.rs`) has its
//! givens removed in a random order, each removal kept only if the solution stays unique
//! (`carving.rs`); one pass leaves a minimal puzzle, because removing givens only ever adds
//! solutions. Most removals from a well-filled grid are settled at once because the other
//! givens force the digit as a single (`singles.rs`); the others take one search for a
//! solution avoiding the removed digit, and every second solution found is remembered as an
//! unavoidable set (`unavoidable.rs`) that later refuses removals without a search. For
//! fewer givens than a pass reaches, a local search gives one given back and removes
//! greedily again, guided by those sets (`fewer.rs`); for more, givens come back from the
//! solution (`top_up.rs`).
//!
//! Each puzzle comes from its own seed, so a run is the same whatever order or thread the
//! puzzles are made in; a test on the finished puzzle (a difficulty, say) plugs in through
//! [`generate_where`].

mod carving;
mod cells;
mod fewer;
mod request;
mod shuffle;
mod singles;
mod sized;
mod solved;
mod symmetry;
mod top_up;
mod unavoidable;

use std::sync::atomic::{AtomicBool, Ordering};

pub use request::{FEWEST_GIVENS, Givens, MOST_GIVENS, Request};
pub use sized::{generate_sized, solved_sized};
pub use symmetry::Symmetry;

use crate::board::Grid;
use crate::random::Draw;
use carving::Carving;
use cells::cell;

/// A generated puzzle and its one solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generated {
    /// The givens (0 for a blank cell).
    pub puzzle: Grid,
    /// The only solution.
    pub solution: Grid,
}

/// The puzzle of `seed`: the same request and seed always give the same puzzle. `None` only
/// when `stop` was set before one was found.
pub fn generate(request: &Request, seed: u64, stop: &AtomicBool) -> Option<Generated> {
    generate_where(request, seed, stop, |_| true)
}

/// The first puzzle of `seed`'s draws that `accept` takes (a difficulty, say): puzzles it
/// turns down are passed over and the next grid is drawn, so the same request, seed and
/// test always give the same puzzle. `None` only when `stop` was set before one was found.
pub fn generate_where(
    request: &Request,
    seed: u64,
    stop: &AtomicBool,
    mut accept: impl FnMut(&Generated) -> bool,
) -> Option<Generated> {
    let mut draw = Draw::new(seed);
    let orbits = request.symmetry.orbits();
    let centre = request.settled_centre();
    let settled = if centre.is_some() { cell(40) } else { 0 };
    let free: Vec<_> = orbits
        .iter()
        .copied()
        .filter(|&o| o & settled == 0)
        .collect();
    let mut order = free.clone();
    loop {
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        let mut carving = Carving::new(solved::solved_grid(&mut draw), request.symmetry);
        if centre == Some(false) {
            carving.remove(settled);
        }
        shuffle::shuffle(&mut draw, &mut order);
        for &o in &order {
            carving.remove(o);
        }
        let done = match request.givens {
            Givens::Minimal => true,
            Givens::Exactly(n) => {
                (carving.count() <= n || fewer::descend(&mut carving, &free, n, &mut draw, stop))
                    && top_up::top_up(&mut carving, &free, n, &mut draw)
            }
        };
        let made = Generated {
            puzzle: carving.puzzle(),
            solution: carving.solution(),
        };
        if done && accept(&made) {
            return Some(made);
        }
    }
}

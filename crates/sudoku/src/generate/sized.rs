//! Puzzles of the other sizes (4x4, 16x16, 25x25): a random solved grid (the boxes on the
//! diagonal drawn at random, which never clash, completed by the search, then its rows,
//! columns and values shuffled in the ways that keep it solved), from which givens are
//! removed in a random order, each removal kept only while the solution stays unique. One
//! pass leaves a minimal puzzle.

use std::sync::atomic::{AtomicBool, Ordering};

use super::Generated;
use super::shuffle::shuffle;
use crate::board::Grid;
use crate::random::Draw;
use crate::solver::{Outcome, Unwatched, count_solutions, solve};

/// A random solved grid of box size `n` (2..=5).
pub fn solved_sized(n: usize, draw: &mut Draw) -> Grid {
    let side = n * n;
    let grid = loop {
        let mut start = Grid::empty(n);
        for b in 0..n {
            let mut values: Vec<u8> = (1..=side as u8).collect();
            shuffle(draw, &mut values);
            for (k, &v) in values.iter().enumerate() {
                start.set((b * n + k / n) * side + b * n + k % n, v);
            }
        }
        // The boxes on the diagonal never clash; on a 4x4 board they may still leave no way
        // to finish, and are drawn again.
        if let Outcome::Solved(grid) = solve(&start, &mut Unwatched).0 {
            break grid;
        }
    };
    let rows = grouped(n, draw);
    let cols = grouped(n, draw);
    let mut labels: Vec<u8> = (1..=side as u8).collect();
    shuffle(draw, &mut labels);
    let values: Vec<u8> = (0..side * side)
        .map(|i| labels[usize::from(grid.get(rows[i / side] * side + cols[i % side])) - 1])
        .collect();
    Grid::from_values(n, &values).expect("a shuffled solved grid")
}

/// A permutation of `0..n*n` that keeps the groups of `n` (bands or stacks) together.
fn grouped(n: usize, draw: &mut Draw) -> Vec<usize> {
    let mut groups: Vec<usize> = (0..n).collect();
    shuffle(draw, &mut groups);
    let mut order = Vec::with_capacity(n * n);
    for g in groups {
        let mut members: Vec<usize> = (0..n).map(|k| g * n + k).collect();
        shuffle(draw, &mut members);
        order.extend(members);
    }
    order
}

/// The minimal puzzle of box size `n` for `seed`: the same size and seed always give the
/// same puzzle. `None` only when `stop` was set before it was finished.
pub fn generate_sized(n: usize, seed: u64, stop: &AtomicBool) -> Option<Generated> {
    let mut draw = Draw::new(seed);
    let solution = solved_sized(n, &mut draw);
    let mut puzzle = solution.clone();
    let mut order: Vec<usize> = (0..puzzle.len()).collect();
    shuffle(&mut draw, &mut order);
    for i in order {
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        puzzle.set(i, 0);
        if count_solutions(&puzzle, 2) != 1 {
            puzzle.set(i, solution.get(i));
        }
    }
    Some(Generated { puzzle, solution })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_solved_grid_of_each_size_is_solved_and_follows_the_seed() {
        for n in [2, 4, 5] {
            let g = solved_sized(n, &mut Draw::new(3));
            assert!(g.is_complete() && g.solves(&Grid::empty(n)), "n = {n}");
            assert_eq!(g, solved_sized(n, &mut Draw::new(3)));
            assert_ne!(g, solved_sized(n, &mut Draw::new(4)));
        }
    }

    #[test]
    fn a_generated_puzzle_is_unique_and_minimal() {
        let stop = AtomicBool::new(false);
        for n in [2, 4] {
            let made = generate_sized(n, 11, &stop).unwrap();
            assert_eq!(count_solutions(&made.puzzle, 2), 1);
            assert!(made.solution.solves(&made.puzzle));
            for i in (0..made.puzzle.len()).filter(|&i| made.puzzle.get(i) != 0) {
                let mut less = made.puzzle.clone();
                less.set(i, 0);
                assert_eq!(count_solutions(&less, 2), 2, "n = {n}, cell {i}");
            }
            assert_eq!(Some(made), generate_sized(n, 11, &stop));
        }
    }
}

//! A random solved grid: three independent boxes drawn at random, completed by the
//! backtracker, then shuffled in the ways that keep a grid solved.

use super::shuffle::{permutation, shuffle};
use crate::board::Grid;
use crate::random::Draw;
use crate::solver::{Outcome, Unwatched, solve};

/// A random solved grid.
///
/// Boxes 1, 5 and 9 share no row, column or box, so any digits in them are consistent; the
/// backtracker completes them (should a start ever fail, three new boxes are drawn). Then, as Sudoku Laboratory
/// did: rows within each band, columns within each stack, the bands, the stacks and the
/// digits themselves are permuted at random, which keeps every row, column and box whole.
pub fn solved_grid(draw: &mut Draw) -> Grid {
    loop {
        let mut start = Grid::EMPTY;
        for corner in [0, 30, 60] {
            let mut digits: [u8; 9] = std::array::from_fn(|k| k as u8 + 1);
            shuffle(draw, &mut digits);
            for (k, &d) in digits.iter().enumerate() {
                start.set(corner + 9 * (k / 3) + k % 3, d);
            }
        }
        if let Outcome::Solved(grid) = solve(&start, &mut Unwatched).0 {
            return shuffled(&grid, draw);
        }
    }
}

/// `grid` with its rows, columns and digits permuted so that it stays solved.
fn shuffled(grid: &Grid, draw: &mut Draw) -> Grid {
    let rows = lines(draw);
    let cols = lines(draw);
    let mut digits = [0u8; 10];
    for (d, k) in permutation::<9>(draw).into_iter().enumerate() {
        digits[d + 1] = k as u8 + 1;
    }
    let mut out = Grid::EMPTY;
    for r in 0..9 {
        for c in 0..9 {
            out.set(
                9 * r + c,
                digits[usize::from(grid.get(9 * rows[r] + cols[c]))],
            );
        }
    }
    out
}

/// A random order of the nine rows (or columns) that keeps each band (stack) together:
/// the bands in a random order, and the lines within each band in a random order.
fn lines(draw: &mut Draw) -> [usize; 9] {
    let bands = permutation::<3>(draw);
    let within: [[usize; 3]; 3] = std::array::from_fn(|_| permutation::<3>(draw));
    std::array::from_fn(|k| 3 * bands[k / 3] + within[k / 3][k % 3])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn solved_grids_are_valid_and_vary() {
        let mut draw = Draw::new(1);
        let grids: Vec<Grid> = (0..200).map(|_| solved_grid(&mut draw)).collect();
        for g in &grids {
            assert!(g.solves(&Grid::EMPTY), "{g}");
        }
        let mut distinct = grids.clone();
        distinct.sort_by(|a, b| a.cells().cmp(b.cells()));
        distinct.dedup();
        assert_eq!(distinct.len(), grids.len());
    }

    #[test]
    fn line_orders_keep_bands_together() {
        let mut draw = Draw::new(5);
        for _ in 0..50 {
            let order = lines(&mut draw);
            for band in order.chunks(3) {
                assert!(band.iter().all(|&r| r / 3 == band[0] / 3));
            }
        }
    }
}

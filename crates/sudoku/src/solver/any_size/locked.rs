//! Locked candidates on a board of any size: a value whose places in a box all lie in one
//! row (or column) is removed from the rest of that row (pointing), and a value whose places
//! in a row (or column) all lie in one box is removed from the rest of that box (claiming).
//!
//! Both come from the segments, the n cells where a box meets a row or a column: the
//! candidates of each segment are gathered once, and a value seen in exactly one segment of
//! a box, row or column is locked there.

use super::state::State;
use crate::board::{MAX_BOX, Shape};

/// The candidates of each segment: `[box][k]` for the box's k-th row or column.
type Segments = [[u32; MAX_BOX]; MAX_BOX * MAX_BOX];

/// Removes every locked candidate of one pass; true when any was removed.
pub(super) fn remove_locked(state: &mut State, shape: &Shape) -> bool {
    let n = shape.box_size();
    let side = shape.side();
    let mut rows: Segments = [[0; MAX_BOX]; MAX_BOX * MAX_BOX];
    let mut cols: Segments = [[0; MAX_BOX]; MAX_BOX * MAX_BOX];
    for r in 0..side {
        for c in 0..side {
            let cand = state.cand[r * side + c];
            let b = r / n * n + c / n;
            rows[b][r % n] |= cand;
            cols[b][c % n] |= cand;
        }
    }
    let mut changed = false;
    for b in 0..side {
        let (band, stack) = (b / n, b % n);
        // Pointing: the value's only segment of the box; out of the rest of its line.
        let in_rows = only_once(&rows[b][..n]);
        let in_cols = only_once(&cols[b][..n]);
        for k in 0..n {
            let p = rows[b][k] & in_rows;
            if p != 0 {
                let r = band * n + k;
                let cells = (0..side).filter(|c| c / n != stack).map(|c| r * side + c);
                changed |= remove(state, p, cells);
            }
            let p = cols[b][k] & in_cols;
            if p != 0 {
                let c = stack * n + k;
                let cells = (0..side).filter(|r| r / n != band).map(|r| r * side + c);
                changed |= remove(state, p, cells);
            }
        }
        // Claiming: the line's only segment is in this box; out of the rest of the box.
        for k in 0..n {
            let row: [u32; MAX_BOX] = std::array::from_fn(|s| rows[band * n + s % n][k]);
            let p = rows[b][k] & only_once(&row[..n]);
            if p != 0 {
                let cells = box_cells(shape, b).filter(|i| (i / side) % n != k);
                changed |= remove(state, p, cells);
            }
            let col: [u32; MAX_BOX] = std::array::from_fn(|t| cols[(t % n) * n + stack][k]);
            let p = cols[b][k] & only_once(&col[..n]);
            if p != 0 {
                let cells = box_cells(shape, b).filter(|i| (i % side) % n != k);
                changed |= remove(state, p, cells);
            }
        }
    }
    changed
}

/// The values found in exactly one of `sets`.
fn only_once(sets: &[u32]) -> u32 {
    let (mut once, mut twice) = (0u32, 0u32);
    for &s in sets {
        twice |= once & s;
        once |= s;
    }
    once & !twice
}

/// The cells of box `b`.
fn box_cells(shape: &Shape, b: usize) -> impl Iterator<Item = usize> + '_ {
    shape.unit(2 * shape.side() + b).iter().copied()
}

/// Removes the values `p` from `cells`; true when any was there.
fn remove(state: &mut State, p: u32, cells: impl Iterator<Item = usize>) -> bool {
    let mut changed = false;
    for i in cells {
        if state.cand[i] & p != 0 {
            state.cand[i] &= !p;
            changed = true;
        }
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Grid;

    #[test]
    fn a_value_pointing_along_a_row_leaves_the_rest_of_it() {
        // 9x9: rows 2 and 3 of box 1 are full, so 1 points along row 1 and leaves r1c4.
        let shape = Shape::of(3);
        let mut p = Grid::empty(3);
        for (k, i) in [9, 10, 11, 18, 19, 20].into_iter().enumerate() {
            p.set(i, k as u8 + 2);
        }
        let mut state = State::new(&p, shape).unwrap();
        assert_ne!(state.cand[3] & 1, 0);
        assert!(remove_locked(&mut state, shape));
        assert!((3..9).all(|i| state.cand[i] & 1 == 0));
        assert!((0..3).all(|i| state.cand[i] & 1 != 0));
        assert_ne!(state.cand[27] & 1, 0);
    }

    #[test]
    fn a_value_claimed_by_a_box_leaves_the_rest_of_it() {
        // 9x9: r1c4 to r1c9 are full, so row 1 keeps 1 in box 1 only and leaves r2c1.
        let shape = Shape::of(3);
        let mut p = Grid::empty(3);
        for (k, i) in (3..9).enumerate() {
            p.set(i, k as u8 + 2);
        }
        let mut state = State::new(&p, shape).unwrap();
        assert_ne!(state.cand[9] & 1, 0);
        assert!(remove_locked(&mut state, shape));
        assert!(
            [9, 10, 11, 18, 19, 20]
                .iter()
                .all(|&i| state.cand[i] & 1 == 0)
        );
        assert!((0..3).all(|i| state.cand[i] & 1 != 0));
    }
}

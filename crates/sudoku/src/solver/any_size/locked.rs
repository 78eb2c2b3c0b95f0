//! Locked candidates on a board of any size: a value whose places in a box all lie in one
//! row (or column) is removed from the rest of that row (pointing), and a value whose places
//! in a row (or column) all lie in one box is removed from the rest of that box (claiming).
//!
//! Both read the places the state keeps for each value in each unit (bit k for the unit's
//! k-th cell): the places of a box in its row r are the bits r*n..r*n+n, in its column c
//! every n-th bit from c; the places of a row or column in its s-th box are the bits
//! s*n..s*n+n. Only the values whose places moved since the last look are looked at.

use super::state::{Dead, Queue, State};
use crate::board::{MAX_BOX, Shape};

/// Removes the locked candidates of unit `u` for `values` (those whose places moved, none
/// placed): a box points along its rows and columns, a row or column claims for its boxes.
/// What is removed goes through the state (singles found go on `queue`); `Err` on a
/// contradiction.
pub(super) fn remove_locked(
    state: &mut State,
    shape: &Shape,
    u: usize,
    mut values: u32,
    queue: &mut Queue,
) -> Result<(), Dead> {
    let n = shape.box_size();
    let side = shape.side();
    // The bits of the s-th run of n (a segment of a line, a row of a box), and of a box's
    // first column.
    let run = |s: usize| ((1u32 << n) - 1) << (s * n);
    let column = COLUMN[n];
    // A place's segment and place in it (its cell's row and column in a box), and the
    // unit's kind and line, from tables: a division costs more than the rest of the look.
    let split = &SPLIT[n];
    let (kind, line) = UNIT_SPLIT[n][u];
    let (kind, line) = (usize::from(kind), usize::from(line));
    let (band, stack) = split[line];
    let (band, stack) = (usize::from(band), usize::from(stack));
    while values != 0 {
        let v = values.trailing_zeros() as usize;
        values &= values - 1;
        let at = state.places[u][v];
        if at == 0 {
            return Err(Dead::Unit(u));
        }
        let (s, c) = split[at.trailing_zeros() as usize];
        let (s, c) = (usize::from(s), usize::from(c));
        match kind {
            // A row: its places all in the box of one segment leave the rest of the box.
            0 => {
                if at & !run(s) == 0 {
                    let b = 2 * side + band * n + s;
                    clear(state, shape, b, v, !run(stack), queue)?;
                }
            }
            // A column: likewise, the box's cells outside its column.
            1 => {
                if at & !run(s) == 0 {
                    let b = 2 * side + s * n + band;
                    clear(state, shape, b, v, !(column << stack), queue)?;
                }
            }
            // A box: its places all in one of its rows (or columns) leave the rest of it.
            _ => {
                let r = s;
                if at & !run(r) == 0 {
                    clear(state, shape, band * n + r, v, !run(stack), queue)?;
                }
                if at & !(column << c) == 0 {
                    clear(state, shape, side + stack * n + c, v, !run(band), queue)?;
                }
            }
        }
    }
    Ok(())
}

/// For each box size n, each place k of a unit as (k / n, k % n).
static SPLIT: [[(u8, u8); MAX_BOX * MAX_BOX]; MAX_BOX + 1] = {
    let mut table = [[(0u8, 0u8); MAX_BOX * MAX_BOX]; MAX_BOX + 1];
    let mut n = 1;
    while n <= MAX_BOX {
        let mut k = 0;
        while k < MAX_BOX * MAX_BOX {
            table[n][k] = ((k / n) as u8, (k % n) as u8);
            k += 1;
        }
        n += 1;
    }
    table
};

/// For each box size n, each unit u (of the 3 n^2) as (u / n^2, u % n^2): its kind (row,
/// column, box) and which of them.
static UNIT_SPLIT: [[(u8, u8); 3 * MAX_BOX * MAX_BOX]; MAX_BOX + 1] = {
    let mut table = [[(0u8, 0u8); 3 * MAX_BOX * MAX_BOX]; MAX_BOX + 1];
    let mut n = 1;
    while n <= MAX_BOX {
        let mut u = 0;
        while u < 3 * n * n {
            table[n][u] = ((u / (n * n)) as u8, (u % (n * n)) as u8);
            u += 1;
        }
        n += 1;
    }
    table
};

/// For each box size n, the places of a box's first column: every n-th bit from 0.
static COLUMN: [u32; MAX_BOX + 1] = {
    let mut table = [0u32; MAX_BOX + 1];
    let mut n = 1;
    while n <= MAX_BOX {
        let mut t = 0;
        while t < n {
            table[n] |= 1 << (t * n);
            t += 1;
        }
        n += 1;
    }
    table
};

/// Removes value index `v` from the places of unit `u` within `within` (bits of the unit's
/// cells).
fn clear(
    state: &mut State,
    shape: &Shape,
    u: usize,
    v: usize,
    within: u32,
    queue: &mut Queue,
) -> Result<(), Dead> {
    let mut at = state.places[u][v] & within;
    while at != 0 {
        let k = at.trailing_zeros() as usize;
        at &= at - 1;
        state.remove(shape, shape.unit(u)[k], 1 << v, queue)?;
    }
    Ok(())
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
        let state = State::new(&p, shape, &mut Queue::new()).unwrap();
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
        let state = State::new(&p, shape, &mut Queue::new()).unwrap();
        assert!(
            [9, 10, 11, 18, 19, 20]
                .iter()
                .all(|&i| state.cand[i] & 1 == 0)
        );
        assert!((0..3).all(|i| state.cand[i] & 1 != 0));
    }
}

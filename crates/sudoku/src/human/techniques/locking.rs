//! Locked candidates, as pointing, claiming and their direct forms find them: a digit whose
//! places in one unit all lie in a crossing unit.
//!
//! The order is Sukaku Explainer's: for pointing, boxes locked in columns, then boxes locked
//! in rows; for claiming, columns locked in boxes, then rows locked in boxes; each time digits
//! 1 to 9, and for each the first units in order.

use crate::human::candidates::Candidates;
use crate::human::scope::Scope;
use crate::human::units::{CELL_UNITS, UNIT_CELLS, UNIT_SETS, bits, count};

/// The cells of a set of positions of unit `u`.
pub(super) fn cells_at(u: usize, places: u16) -> u128 {
    bits(places).fold(0, |set, p| set | 1 << UNIT_CELLS[u][p])
}

/// The cell of unit `u` at the first of the positions `places` (not empty).
fn first_cell(u: usize, places: u16) -> usize {
    usize::from(UNIT_CELLS[u][places.trailing_zeros() as usize])
}

/// Calls `found` with each lock (digit, the unit whose places are locked, the crossing unit
/// that holds them all) in the order above, and returns its first answer. `changed` tells
/// whether the lock can be new (see [`Scope`]); it must be false for a digit that did not
/// change anywhere, whose locks are passed over.
pub(super) fn first_lock<T>(
    c: &Candidates,
    pointing: bool,
    scope: &Scope,
    changed: impl Fn(u8, usize, usize) -> bool,
    mut found: impl FnMut(u8, usize, usize) -> Option<T>,
) -> Option<T> {
    let kinds: [(usize, usize); 2] = if pointing {
        [(18, 9), (18, 0)]
    } else {
        [(9, 18), (0, 18)]
    };
    for (first, second) in kinds {
        for d in 1..=9 {
            if scope.units[usize::from(d - 1)] == 0 {
                continue;
            }
            for u1 in first..first + 9 {
                let p = c.places(d, u1);
                if count(p) < 2 {
                    continue;
                }
                // The one unit of the second kind that can hold them all: the first one's.
                let first_cell = first_cell(u1, p);
                let u2 = usize::from(CELL_UNITS[first_cell][second / 9]);
                if p & !places_in(u1, u2) == 0
                    && changed(d, u1, u2)
                    && let Some(answer) = found(d, u1, u2)
                {
                    return Some(answer);
                }
            }
        }
    }
    None
}

/// The positions (in unit `u`) of the cells `u` shares with unit `other`.
pub(super) fn places_in(u: usize, other: usize) -> u16 {
    PLACES_IN[u][other]
}

/// [`places_in`] for every pair of units, computed once.
const PLACES_IN: [[u16; 27]; 27] = {
    let mut table = [[0; 27]; 27];
    let mut u = 0;
    while u < 27 {
        let mut other = 0;
        while other < 27 {
            let mut p = 0;
            while p < 9 {
                if UNIT_SETS[other] >> UNIT_CELLS[u][p] & 1 != 0 {
                    table[u][other] |= 1 << p;
                }
                p += 1;
            }
            other += 1;
        }
        u += 1;
    }
    table
};

/// For each unit and each kind (0 rows, 1 columns, 2 boxes), the units of that kind (bit `u`
/// for unit `u`) that share a cell with it.
pub(super) const CROSSERS: [[u32; 3]; 27] = {
    let mut table = [[0; 3]; 27];
    let mut u = 0;
    while u < 27 {
        let mut other = 0;
        while other < 27 {
            if PLACES_IN[other][u] != 0 {
                table[u][other / 9] |= 1 << other;
            }
            other += 1;
        }
        u += 1;
    }
    table
};

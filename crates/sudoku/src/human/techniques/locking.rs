//! Locked candidates, as pointing, claiming and their direct forms find them: a digit whose
//! places in one unit all lie in a crossing unit.
//!
//! The order is Sukaku Explainer's: for pointing, boxes locked in columns, then boxes locked
//! in rows; for claiming, columns locked in boxes, then rows locked in boxes; each time digits
//! 1 to 9, and for each the first units in order.

use crate::human::candidates::Candidates;
use crate::human::scope::Scope;
use crate::human::units::{CELL_UNITS, UNIT_CELLS, UNIT_SETS, bits};

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
        // A box's places in one column share their place in a row of it; a box's in one row,
        // or a line's in one box, their third.
        let shape = if second == 9 { COLUMN } else { THIRD };
        for d in 1..=9 {
            if scope.units[usize::from(d - 1)] == 0 {
                continue;
            }
            for u1 in first..first + 9 {
                let p = c.places(d, u1);
                if LOCKED[usize::from(p)] & shape == 0 {
                    continue;
                }
                // The one unit of the second kind holding them all: the first one's.
                let first_cell = first_cell(u1, p);
                let u2 = usize::from(CELL_UNITS[first_cell][second / 9]);
                if changed(d, u1, u2)
                    && let Some(answer) = found(d, u1, u2)
                {
                    return Some(answer);
                }
            }
        }
    }
    None
}

/// [`LOCKED`]'s mark of places (two or more) that lie in one third of their unit (a line's
/// box, a box's row).
const THIRD: u8 = 1;
/// [`LOCKED`]'s mark of places (two or more) that share their place in a third (a box's
/// column).
const COLUMN: u8 = 2;

/// For each set of places of a unit (nine bits, a third of the unit being three in a row),
/// [`THIRD`] and [`COLUMN`] when they lock: one load where counting and comparing took a
/// dozen instructions for each unit of each digit.
const LOCKED: [u8; 512] = {
    let mut table = [0; 512];
    let mut p = 0;
    while p < 512 {
        if (p as u16).count_ones() >= 2 {
            let mut k = 0;
            while k < 3 {
                if p & !(0b111 << (3 * k)) == 0 {
                    table[p] |= THIRD;
                }
                if p & !(0b1001001 << k) == 0 {
                    table[p] |= COLUMN;
                }
                k += 1;
            }
        }
        p += 1;
    }
    table
};

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::human::units::count;

    #[test]
    fn the_lock_table_says_what_counting_and_comparing_say() {
        // Every unit, every set of its places, every kind of unit locking it (a box in a row
        // or a column, a line in a box): two places or more, all in the unit of that kind
        // through the first of them.
        for u1 in 0..27 {
            let kinds: &[usize] = if u1 >= 18 { &[0, 9] } else { &[18] };
            for &second in kinds {
                let shape = if second == 9 { COLUMN } else { THIRD };
                for p in 1..512u16 {
                    let u2 = usize::from(CELL_UNITS[first_cell(u1, p)][second / 9]);
                    let locked = count(p) >= 2 && p & !places_in(u1, u2) == 0;
                    assert_eq!(
                        LOCKED[usize::from(p)] & shape != 0,
                        locked,
                        "{u1} {second} {p}"
                    );
                }
            }
        }
    }
}

//! Direct pointing (1.7) and direct claiming (1.9): a lock (see pointing and claiming) whose
//! eliminations would leave the digit one place in another unit of the first unit's kind
//! crossing the line or box; the step places that single (and eliminates nothing itself, as
//! Sukaku Explainer applies it).
//!
//! The order is Sukaku Explainer's (see `locking.rs`); for each lock, the other units in order.

use super::locking::{CROSSERS, first_lock, places_in};
use super::pointing::changed;
use crate::board::ones;
use crate::human::candidates::Candidates;
use crate::human::scope::Scope;
use crate::human::step::Step;
use crate::human::technique::Technique;
use crate::human::units::{UNIT_CELLS, bits, count};

/// The first direct pointing step (`pointing`) or direct claiming step, if any.
pub(crate) fn find(c: &Candidates, pointing: bool, scope: &Scope) -> Option<Step> {
    let t = if pointing {
        Technique::DirectPointing
    } else {
        Technique::DirectClaiming
    };
    let kind = |u: usize| u / 9;
    first_lock(
        c,
        pointing,
        scope,
        |d, u1, u2| changed(scope, d, CROSSERS[u2][kind(u1)] | 1 << u2),
        |d, u1, u2| {
            crossing(u1, u2, kind(u1)).find_map(|u3| {
                let p = c.places(d, u3);
                if count(p) < 2 {
                    return None;
                }
                let left = p & !places_in(u3, u2);
                if !left.is_power_of_two() {
                    return None;
                }
                let cell = usize::from(UNIT_CELLS[u3][left.trailing_zeros() as usize]);
                let mut step = Step::new(t, 1 << (d - 1)).place(cell, d);
                for p in bits(c.places(d, u1)) {
                    step.cell(usize::from(UNIT_CELLS[u1][p]));
                }
                for u in [u1, u2, u3] {
                    step.unit(u);
                }
                Some(step)
            })
        },
    )
}

/// The units of kind `kind` (0 rows, 1 columns, 2 boxes) other than `u1` that cross `u2`.
fn crossing(u1: usize, u2: usize, kind: usize) -> impl Iterator<Item = usize> {
    ones(CROSSERS[u2][kind] & !(1 << u1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::human::techniques::tests::{eliminated, without};

    #[test]
    fn pointing_that_leaves_a_single_in_another_box_places_it() {
        // 4 is out of rows 4 and 6 in box 4, so it points along row 5; box 5 keeps it in row 5
        // and in r6c6 only (out of r4c4-r4c6, r6c4, r6c5). Once row 5 loses 4 outside box 4,
        // box 5 has it in r6c6 alone.
        let mut out = vec![27, 28, 29, 45, 46, 47];
        out.extend([30, 31, 32, 48, 49]);
        let c = without(4, &out);
        let step = find(&c, true, &Scope::ALL).unwrap();
        assert_eq!(step.technique, Technique::DirectPointing);
        assert_eq!(step.placed(), Some((50, 4)));
        assert_eq!(step.units().collect::<Vec<_>>(), [21, 4, 22]);
        assert_eq!(step.cells().collect::<Vec<_>>(), [36, 37, 38]);
        assert_eq!(eliminated(&step), "");
        assert_eq!(step.tenths(), 17);
    }

    #[test]
    fn pointing_that_leaves_no_single_is_not_direct() {
        // Box 4 points along row 5 as above, but box 5 keeps 4 in two places off row 5.
        let mut out = vec![27, 28, 29, 45, 46, 47];
        out.extend([30, 31, 48, 49]);
        let c = without(4, &out);
        assert!(crate::human::techniques::pointing::find(&c, &Scope::ALL).is_some());
        assert_eq!(find(&c, true, &Scope::ALL), None);
        assert_eq!(find(&c, false, &Scope::ALL), None);
    }

    #[test]
    fn claiming_that_leaves_a_single_in_a_parallel_row_places_it() {
        // Row 5 keeps 4 only in box 4 (out of r5c4-r5c9), so 4 leaves rows 4 and 6 of box 4.
        // Row 4 keeps 4 only in r4c1 (box 4) and r4c9: after the claim, in r4c9 alone.
        let mut out = vec![39, 40, 41, 42, 43, 44];
        out.extend([28, 29, 30, 31, 32, 33, 34]);
        let c = without(4, &out);
        let step = find(&c, false, &Scope::ALL).unwrap();
        assert_eq!(step.technique, Technique::DirectClaiming);
        assert_eq!(step.placed(), Some((35, 4)));
        assert_eq!(step.units().collect::<Vec<_>>(), [4, 21, 3]);
        assert_eq!(step.cells().collect::<Vec<_>>(), [36, 37, 38]);
        assert_eq!(eliminated(&step), "");
        assert_eq!(step.tenths(), 19);
    }
}

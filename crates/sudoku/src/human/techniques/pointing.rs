//! Pointing (locked candidates, box to line): when a digit's places in a box all lie in one
//! row or one column, the digit must go in that line within the box, so it leaves the rest of
//! the line (2.6).
//!
//! The order is Sukaku Explainer's (see `locking.rs`): boxes locked in columns first.

use super::locking::{cells_at, first_lock};
use crate::human::candidates::Candidates;
use crate::human::scope::Scope;
use crate::human::step::Step;
use crate::human::technique::Technique;
use crate::human::units::{UNIT_CELLS, bits};

/// The first pointing step, if any.
pub(crate) fn find(c: &Candidates, scope: &Scope) -> Option<Step> {
    first_lock(
        c,
        true,
        scope,
        |d, u1, u2| changed(scope, d, 1 << u1 | 1 << u2),
        |d, u1, u2| locked(c, Technique::Pointing, d, u1, u2),
    )
}

/// True when digit `d` changed in one of the `units` (bit `u` for unit `u`) since the scope's
/// base.
pub(super) fn changed(scope: &Scope, d: u8, units: u32) -> bool {
    scope.units[usize::from(d - 1)] & units != 0
}

/// The step of a lock: digit `d` of `u1` lies only in `u2`, so it leaves the rest of `u2`;
/// `None` when there is nothing to take.
pub(super) fn locked(c: &Candidates, t: Technique, d: u8, u1: usize, u2: usize) -> Option<Step> {
    let own = cells_at(u1, c.places(d, u1));
    let mut step = Step::new(t, 1 << (d - 1));
    for p in bits(c.places(d, u1)) {
        step.cell(usize::from(UNIT_CELLS[u1][p]));
    }
    step.unit(u1);
    step.unit(u2);
    let mut any = false;
    for p in bits(c.places(d, u2)) {
        let i = usize::from(UNIT_CELLS[u2][p]);
        if own >> i & 1 == 0 {
            step.eliminate(i, d);
            any = true;
        }
    }
    any.then_some(step)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::human::techniques::tests::{eliminated, without};

    #[test]
    fn a_digit_confined_to_a_row_of_a_box_leaves_the_row() {
        // 4 is taken out of r4c1-r4c3 and r6c1-r6c3: in box 4 it can only be in row 5, so it
        // leaves r5c4-r5c9. Every other box and line keeps 4 in at least two rows and columns.
        let c = without(4, &[27, 28, 29, 45, 46, 47]);
        let step = find(&c, &Scope::ALL).unwrap();
        assert_eq!(step.units().collect::<Vec<_>>(), [21, 4]);
        assert_eq!(
            eliminated(&step),
            "r5c4<>4, r5c5<>4, r5c6<>4, r5c7<>4, r5c8<>4, r5c9<>4"
        );
    }

    #[test]
    fn a_digit_in_two_rows_of_every_box_points_nowhere() {
        // 4 is taken out of row 4 in box 4 only: box 4 keeps it in rows 5 and 6 and in all three
        // columns, and every other box is untouched.
        let c = without(4, &[27, 28, 29]);
        assert_eq!(find(&c, &Scope::ALL), None);
    }
}

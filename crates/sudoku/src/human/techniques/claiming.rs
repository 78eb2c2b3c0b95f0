//! Claiming (locked candidates, line to box): when a digit's places in a row or a column all
//! lie in one box, the digit must go in that line within the box, so it leaves the rest of
//! the box (2.8).
//!
//! The order is Sukaku Explainer's (see `locking.rs`): columns locked in boxes first.

use super::locking::first_lock;
use super::pointing::{changed, locked};
use crate::human::candidates::Candidates;
use crate::human::scope::Scope;
use crate::human::step::Step;
use crate::human::technique::Technique;

/// The first claiming step, if any.
pub(crate) fn find(c: &Candidates, scope: &Scope) -> Option<Step> {
    first_lock(
        c,
        false,
        scope,
        |d, u1, u2| changed(scope, d, 1 << u1 | 1 << u2),
        |d, u1, u2| locked(c, Technique::Claiming, d, u1, u2),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::human::techniques::tests::{eliminated, without};

    #[test]
    fn a_digit_confined_to_one_box_of_a_row_leaves_the_box() {
        // 4 is taken out of r5c4-r5c9: row 5 keeps it only in box 4 (r5c1-r5c3), so it leaves
        // the other rows of box 4. No box has 4 in one line only, so pointing finds nothing.
        let c = without(4, &[39, 40, 41, 42, 43, 44]);
        assert_eq!(
            crate::human::techniques::pointing::find(&c, &Scope::ALL),
            None
        );
        let step = find(&c, &Scope::ALL).unwrap();
        assert_eq!(step.units().collect::<Vec<_>>(), [4, 21]);
        assert_eq!(
            eliminated(&step),
            "r4c1<>4, r4c2<>4, r4c3<>4, r6c1<>4, r6c2<>4, r6c3<>4"
        );
    }

    #[test]
    fn a_digit_spread_over_two_boxes_claims_nothing() {
        // Out of r5c4-r5c6 only: row 5 keeps 4 in boxes 4 and 6, and every column and the
        // other rows in three boxes.
        let c = without(4, &[39, 40, 41]);
        assert_eq!(find(&c, &Scope::ALL), None);
    }
}

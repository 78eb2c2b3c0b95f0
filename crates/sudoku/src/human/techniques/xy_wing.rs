//! XY-wing: a pivot cell with candidates {x,y} sees a pincer {x,z} and a pincer {y,z}.
//! Whichever the pivot takes, one pincer is z, so z leaves every cell that sees both pincers.
//!
//! Pivots are scanned in reading order, then the {x,z} pincer, then the {y,z} pincer (x the
//! pivot's lower digit).

use super::{cells_with, cells_with_count, wing_step};
use crate::human::candidates::Candidates;
use crate::human::scope::Scope;
use crate::human::step::Step;
use crate::human::technique::Technique;
use crate::human::units::{PEER_SETS, cells_of};

/// The first XY-wing that eliminates something, if any.
pub(crate) fn find(c: &Candidates, scope: &Scope) -> Option<Step> {
    let pairs = cells_with_count(c, 2);
    // A wing that is new since the scope's base has a changed pivot or pincer.
    if pairs & scope.cells == 0 {
        return None;
    }
    for pivot in cells_of(pairs) {
        let m = c.cell(pivot);
        let (x, y) = (m & m.wrapping_neg(), m & (m - 1));
        let wings = pairs & PEER_SETS[pivot];
        for a in cells_of(wings).filter(|&a| c.cell(a) & m == x) {
            let z = c.cell(a) & !x;
            let fresh = scope.cell(pivot) || scope.cell(a);
            for b in cells_of(wings).filter(|&b| c.cell(b) == y | z && (fresh || scope.cell(b))) {
                let zone = PEER_SETS[a] & PEER_SETS[b] & cells_with(c, z);
                if zone != 0 {
                    return Some(wing_step(Technique::XyWing, m | z, [pivot, a, b], z, zone));
                }
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::human::techniques::tests::{eliminated, marked};

    #[test]
    fn the_cells_seeing_both_pincers_lose_z() {
        // Pivot r1c1 {1,2}, pincers r1c5 {1,3} (its row) and r5c1 {2,3} (its column): if
        // r1c1 is 1, r1c5 is 3; if 2, r5c1 is 3. r5c5 sees both pincers and loses 3.
        let c = marked(&[(0, "12"), (4, "13"), (36, "23")]);
        let step = find(&c, &Scope::ALL).unwrap();
        assert_eq!(step.cells().collect::<Vec<_>>(), [0, 4, 36]);
        assert_eq!(eliminated(&step), "r5c5<>3");
    }

    #[test]
    fn pincers_that_do_not_see_the_pivot_make_no_wing() {
        // The same cells, but the {2,3} pincer moved to r5c2, which does not see r1c1.
        let c = marked(&[(0, "12"), (4, "13"), (37, "23")]);
        assert_eq!(find(&c, &Scope::ALL), None);
    }
}

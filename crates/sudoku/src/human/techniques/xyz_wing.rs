//! XYZ-wing: a pivot cell with candidates {x,y,z} sees a pincer {x,z} and a pincer {y,z}.
//! Whichever the pivot takes, one of the three cells is z, so z leaves every cell that sees
//! all three.
//!
//! Pivots are scanned in reading order, then z from 1 up, then the pincers in reading order.

use super::{cells_with, cells_with_count, wing_step};
use crate::human::candidates::Candidates;
use crate::human::scope::Scope;
use crate::human::step::Step;
use crate::human::technique::Technique;
use crate::human::units::{CellSet, PEER_SETS, bits, cells_of};

/// The first XYZ-wing that eliminates something, if any.
pub(crate) fn find(c: &Candidates, scope: &Scope) -> Option<Step> {
    let pairs = cells_with_count(c, 2);
    let triples = cells_with_count(c, 3);
    // A wing that is new since the scope's base has a changed pivot or pincer.
    if (pairs | triples) & scope.cells == 0 {
        return None;
    }
    for pivot in cells_of(triples) {
        let m = c.cell(pivot);
        // Two-candidate cells seeing the pivot with candidates among the pivot's.
        let wings = cells_of(pairs & PEER_SETS[pivot])
            .filter(|&i| c.cell(i) & !m == 0)
            .fold(0 as CellSet, |set, i| set | 1 << i);
        for z in bits(m).map(|d| 1u16 << d) {
            // Pincers {x,z} and {y,z} with x < y.
            for a in cells_of(wings).filter(|&a| c.cell(a) & z != 0) {
                let x = c.cell(a) & !z;
                let fresh = scope.cell(pivot) || scope.cell(a);
                for b in cells_of(wings).filter(|&b| {
                    c.cell(b) & z != 0 && c.cell(b) & !z > x && (fresh || scope.cell(b))
                }) {
                    let zone = PEER_SETS[pivot] & PEER_SETS[a] & PEER_SETS[b] & cells_with(c, z);
                    if zone != 0 {
                        return Some(wing_step(Technique::XyzWing, m, [pivot, a, b], z, zone));
                    }
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
    fn the_cells_seeing_all_three_lose_z() {
        // Pivot r1c1 {1,2,3}, pincers r1c2 {1,3} (row and box) and r4c1 {2,3} (column): one of
        // them is 3. r2c1 and r3c1 see all three (box 1 and column 1) and lose 3; r1c3 sees
        // the pivot and r1c2 but not r4c1, so it keeps its 3.
        let c = marked(&[(0, "123"), (1, "13"), (27, "23")]);
        let step = find(&c, &Scope::ALL).unwrap();
        assert_eq!(step.cells().collect::<Vec<_>>(), [0, 1, 27]);
        assert_eq!(eliminated(&step), "r2c1<>3, r3c1<>3");
    }

    #[test]
    fn a_pincer_outside_the_pivot_makes_no_wing() {
        // The {2,3} pincer becomes {2,4}: the pincers share no digit with each other that the
        // pivot has, so there is no z.
        let c = marked(&[(0, "123"), (1, "13"), (27, "24")]);
        assert_eq!(find(&c, &Scope::ALL), None);
    }
}

//! Hidden pair, triple and quad: n digits whose places in a unit are the same n cells fill
//! those cells, so the cells' other candidates go.
//!
//! Units are scanned rows, columns, boxes; in each, sets of digits from 1 up.

use super::first_set;
use crate::human::candidates::Candidates;
use crate::human::scope::Scope;
use crate::human::step::Step;
use crate::human::technique::Technique;
use crate::human::units::{UNIT_CELLS, bits, count};

/// The technique for a subset of `n` (2..=4) digits.
fn technique(n: usize) -> Technique {
    match n {
        2 => Technique::HiddenPair,
        3 => Technique::HiddenTriple,
        _ => Technique::HiddenQuad,
    }
}

/// The fewest digits a unit must lack for a hidden subset of `n` to be the easiest step.
///
/// With m digits missing, a hidden subset of n digits leaves m - n cells holding the other
/// m - n digits: a naked subset with the same eliminations. When that one is easier (naked
/// single or pair against a hidden pair; naked triple, 3.6, against a hidden triple; naked
/// quad, 5.0, against a hidden quad) it is always found first, so such units need no search.
fn smallest_unit(n: usize) -> usize {
    match n {
        2 => 5,
        3 => 7,
        _ => 9,
    }
}

/// The first hidden subset of `n` digits (2..=4) that eliminates something, if any.
pub(crate) fn find(c: &Candidates, n: usize, scope: &Scope) -> Option<Step> {
    for u in scope.units() {
        let cells = &UNIT_CELLS[u];
        if 9 - count(c.placed_in(u)) < smallest_unit(n) {
            continue;
        }
        // The digits not placed in the unit with 2..=n places (digits and places).
        let (mut digits, mut masks, mut k) = ([0u8; 9], [0; 9], 0);
        for d in 1..=9 {
            let p = c.places(d, u);
            if (2..=n).contains(&count(p)) {
                digits[k] = d;
                masks[k] = p;
                k += 1;
            }
        }
        if k < n {
            continue;
        }
        let found = first_set(&masks[..k], n, &mut |chosen, places| {
            let set = bits(chosen).fold(0u16, |s, q| s | 1 << (digits[q] - 1));
            let mut step = Step::new(technique(n), set);
            let mut any = false;
            for p in bits(places) {
                let i = usize::from(cells[p]);
                step.cell(i);
                for d in bits(c.cell(i) & !set) {
                    step.eliminate(i, d as u8 + 1);
                    any = true;
                }
            }
            step.unit(u);
            any.then_some(step)
        });
        if found.is_some() {
            return found;
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::human::techniques::tests::without_in;

    #[test]
    fn two_digits_with_the_same_two_places_keep_those_cells() {
        // In row 1, 3 and 7 are taken out of every cell but r1c2 and r1c6: those two cells
        // hold 3 and 7, and lose their other seven candidates each.
        let c = without_in(&[3, 7], &[0, 2, 3, 4, 6, 7, 8]);
        let step = find(&c, 2, &Scope::ALL).unwrap();
        assert_eq!(step.units().collect::<Vec<_>>(), [0]);
        assert_eq!(step.cells().collect::<Vec<_>>(), [1, 5]);
        assert_eq!(step.eliminated().len(), 14);
    }

    #[test]
    fn two_digits_in_three_places_are_no_pair() {
        // 3 is left in r1c2 and r1c6, 7 in r1c2, r1c6 and r1c9: three cells, no hidden pair
        // (and no hidden triple either, with only two such digits).
        let mut c = without_in(&[3, 7], &[0, 2, 3, 4, 6, 7]);
        c.eliminate(8, 3);
        assert_eq!(find(&c, 2, &Scope::ALL), None);
        assert_eq!(find(&c, 3, &Scope::ALL), None);
    }

    #[test]
    fn three_and_four_digits_confined_to_as_many_cells() {
        // 1, 2 and 3 are taken out of row 1 but for r1c1, r1c5 and r1c9 (three places each,
        // so no pair): those cells hold them and lose their six other candidates each.
        let c = without_in(&[1, 2, 3], &[1, 2, 3, 5, 6, 7]);
        assert_eq!(find(&c, 2, &Scope::ALL), None);
        let step = find(&c, 3, &Scope::ALL).unwrap();
        assert_eq!(step.cells().collect::<Vec<_>>(), [0, 4, 8]);
        assert_eq!(step.eliminated().len(), 18);
        // 1-4 kept only in r1c1, r1c3, r1c5, r1c9: a hidden quad, no triple; twenty go.
        let c = without_in(&[1, 2, 3, 4], &[1, 3, 5, 6, 7]);
        assert_eq!(find(&c, 3, &Scope::ALL), None);
        let step = find(&c, 4, &Scope::ALL).unwrap();
        assert_eq!(step.technique, Technique::HiddenQuad);
        assert_eq!(step.cells().collect::<Vec<_>>(), [0, 2, 4, 8]);
        assert_eq!(step.eliminated().len(), 20);
    }
}

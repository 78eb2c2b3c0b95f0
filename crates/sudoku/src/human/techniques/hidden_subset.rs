//! Hidden pair, triple and quad: n digits whose places in a unit are the same n cells fill
//! those cells, so the cells' other candidates go. The direct hidden pair (2.0) and triple
//! (2.5) are those whose eliminations would leave another digit of the unit one place: the
//! step places that single (and eliminates nothing itself, as Sukaku Explainer applies it).
//!
//! Units are scanned as Sukaku Explainer does: boxes, columns, rows; in each, sets of digits
//! by the value of their mask; for a direct one, the single's digit from 1 up.

use super::{changed_units, first_set};
use crate::human::candidates::Candidates;
use crate::human::scope::Scope;
use crate::human::step::Step;
use crate::human::technique::Technique;
use crate::human::units::{UNIT_CELLS, bits, count};

/// The technique for a subset of `n` (2..=4) digits.
fn technique(n: usize, direct: bool) -> Technique {
    match (n, direct) {
        (2, true) => Technique::DirectHiddenPair,
        (_, true) => Technique::DirectHiddenTriple,
        (2, false) => Technique::HiddenPair,
        (3, false) => Technique::HiddenTriple,
        _ => Technique::HiddenQuad,
    }
}

/// The fewest digits a unit must lack for a hidden subset of `n` to be the easiest step.
///
/// With m digits missing, a hidden subset of n digits leaves m - n cells holding the other
/// m - n digits: a naked subset with the same eliminations. When that one is easier (naked
/// single or pair against a hidden pair; naked triple, 3.6, against a hidden triple; naked
/// quad, 5.0, against a hidden quad) it is always found first, so such units need no search.
/// A direct one needs a digit left besides the subset.
fn smallest_unit(n: usize, direct: bool) -> usize {
    if direct { n + 1 } else { 2 * n + 1 }
}

/// The first hidden subset of `n` digits (2..=4) that eliminates something, if any.
pub(crate) fn find(c: &Candidates, n: usize, scope: &Scope) -> Option<Step> {
    scan(c, n, scope, false)
}

/// The first direct hidden subset of `n` digits (2 or 3), if any.
pub(crate) fn find_direct(c: &Candidates, n: usize, scope: &Scope) -> Option<Step> {
    scan(c, n, scope, true)
}

/// The first hidden subset of `n` digits, direct or not.
fn scan(c: &Candidates, n: usize, scope: &Scope, direct: bool) -> Option<Step> {
    for u in changed_units(scope) {
        let cells = &UNIT_CELLS[u];
        if 9 - count(c.placed_in(u)) < smallest_unit(n, direct) {
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
            // Whether the subset does anything is known before its step is written down.
            let single = if direct {
                // The first other digit the subset's cells leave one place in the unit.
                Some((1..=9u8).find(|&d| {
                    let p = c.places(d, u);
                    set >> (d - 1) & 1 == 0 && count(p) > 1 && (p & !places).is_power_of_two()
                })?)
            } else {
                let extra = |p: usize| c.cell(usize::from(cells[p])) & !set != 0;
                if !bits(places).any(extra) {
                    return None;
                }
                None
            };
            let mut step = Step::new(technique(n, direct), set);
            for p in bits(places) {
                let i = usize::from(cells[p]);
                step.cell(i);
                // A direct subset only places its single (as Sukaku Explainer applies it).
                for d in bits(c.cell(i) & !set).filter(|_| !direct) {
                    step.eliminate(i, d as u8 + 1);
                }
            }
            step.unit(u);
            Some(match single {
                Some(single) => {
                    let p = c.places(single, u) & !places;
                    step.place(usize::from(cells[p.trailing_zeros() as usize]), single)
                }
                None => step,
            })
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

    #[test]
    fn a_hidden_pair_that_leaves_a_single_is_direct() {
        // Box 1 keeps 3 and 7 only in r1c1 and r1c2, and 5 only in r1c1, r1c2 and r3c3: the
        // pair takes 5 out of r1c1 and r1c2, which leaves r3c3 for 5 within box 1.
        let mut c = without_in(&[3, 7], &[2, 9, 10, 11, 18, 19, 20]);
        for i in [2, 9, 10, 11, 18, 19] {
            c.eliminate(i, 5);
        }
        let step = find_direct(&c, 2, &Scope::ALL).unwrap();
        assert_eq!(step.technique, Technique::DirectHiddenPair);
        assert_eq!(step.units().collect::<Vec<_>>(), [18]);
        assert_eq!(step.cells().collect::<Vec<_>>(), [0, 1]);
        assert_eq!(step.placed(), Some((20, 5)));
        assert_eq!(step.eliminated().len(), 0);
        assert_eq!(step.tenths(), 20);
        // Without the 5s taken out, the pair leaves no single: not direct.
        let c = without_in(&[3, 7], &[2, 9, 10, 11, 18, 19, 20]);
        assert!(find(&c, 2, &Scope::ALL).is_some());
        assert_eq!(find_direct(&c, 2, &Scope::ALL), None);
        assert_eq!(find_direct(&c, 3, &Scope::ALL), None);
    }
}

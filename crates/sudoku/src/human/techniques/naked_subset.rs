//! Naked pair, triple and quad: n cells of a unit whose candidates are n digits between
//! them hold those digits, so the digits leave the unit's other cells.
//!
//! Units are scanned rows, columns, boxes; in each, sets of cells in reading order.

use super::{changed_units, first_set};
use crate::human::candidates::Candidates;
use crate::human::scope::Scope;
use crate::human::step::Step;
use crate::human::technique::Technique;
use crate::human::units::{UNIT_CELLS, bits, count};

/// The technique for a subset of `n` (2..=4) cells.
fn technique(n: usize) -> Technique {
    match n {
        2 => Technique::NakedPair,
        3 => Technique::NakedTriple,
        _ => Technique::NakedQuad,
    }
}

/// The fewest unsolved cells a unit needs for a naked subset of `n` to be the easiest step.
///
/// With m unsolved cells, a naked subset of n cells leaves m - n cells whose digits are the
/// other m - n: a hidden subset of m - n with the same eliminations. When that one is easier
/// (hidden single; hidden pair, 3.4, against a naked triple or quad; hidden triple, 4.0,
/// against a naked quad) it is always found first, so such units need no search.
fn smallest_unit(n: usize) -> usize {
    match n {
        2 => 4,
        3 => 6,
        _ => 8,
    }
}

/// The first naked subset of `n` cells (2..=4) that eliminates something, if any.
pub(crate) fn find(c: &Candidates, n: usize, scope: &Scope) -> Option<Step> {
    for u in changed_units(scope) {
        let cells = &UNIT_CELLS[u];
        // The unsolved cells of the unit with 2..=n candidates (their positions and
        // candidates), and how many unsolved cells there are.
        let (mut positions, mut masks, mut k, mut unsolved) = ([0; 9], [0; 9], 0, 0);
        for (p, &i) in cells.iter().enumerate() {
            let m = c.cell(usize::from(i));
            if m != 0 {
                unsolved += 1;
                if (2..=n).contains(&count(m)) {
                    positions[k] = p;
                    masks[k] = m;
                    k += 1;
                }
            }
        }
        if k < n || unsolved < smallest_unit(n) {
            continue;
        }
        let found = first_set(&masks[..k], n, &mut |chosen, digits| {
            let mut step = Step::new(technique(n), digits);
            let mut set = 0u16;
            for q in bits(chosen) {
                set |= 1 << positions[q];
                step.cell(usize::from(cells[positions[q]]));
            }
            step.unit(u);
            let mut any = false;
            for (p, &i) in cells.iter().enumerate() {
                let i = usize::from(i);
                if set >> p & 1 == 0 {
                    for d in bits(c.cell(i) & digits) {
                        step.eliminate(i, d as u8 + 1);
                        any = true;
                    }
                }
            }
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
    use crate::human::techniques::tests::{eliminated, marked};

    #[test]
    fn a_pair_clears_its_digits_from_the_row() {
        // r1c1 and r1c4 hold only 3 and 7, so r1c2 and r1c9 (the other cells of row 1 that
        // have them) lose them. The rest of row 1 has neither.
        let mut cells = vec![(0, "37"), (3, "37"), (1, "1357"), (8, "789")];
        cells.extend([2, 4, 5, 6, 7].map(|i| (i, "124569")));
        let step = find(&marked(&cells), 2, &Scope::ALL).unwrap();
        assert_eq!(step.cells().collect::<Vec<_>>(), [0, 3]);
        assert_eq!(step.units().collect::<Vec<_>>(), [0]);
        assert_eq!(eliminated(&step), "r1c2<>3, r1c2<>7, r1c9<>7");
    }

    #[test]
    fn a_triple_needs_three_cells_sharing_three_digits() {
        // 12, 23, 13 in r1c1-r1c3: a triple of 1, 2, 3 (no cell holds all three, no two make
        // a pair). Boxes come first (Sukaku Explainer's order): the other cells of box 1 lose
        // them, and with box 1 cleared, r1c5 in row 1. Three cells 12, 23, 34 hold four digits between them: no
        // triple. The rest of row 1 has none of 1-3.
        let rest = [3, 5, 6, 7, 8].map(|i| (i, "456789"));
        let mut cells = vec![(0, "12"), (1, "23"), (2, "13"), (4, "1239")];
        cells.extend(rest);
        let c = marked(&cells);
        assert_eq!(find(&c, 2, &Scope::ALL), None);
        let in_box = find(&c, 3, &Scope::ALL).unwrap();
        assert_eq!(in_box.units().collect::<Vec<_>>(), [18]);
        assert_eq!(in_box.eliminated().len(), 18);
        let mut cleared = c;
        crate::human::apply(&mut cleared, &in_box);
        assert_eq!(
            eliminated(&find(&cleared, 3, &Scope::ALL).unwrap()),
            "r1c5<>1, r1c5<>2, r1c5<>3"
        );
        cells[2] = (2, "34");
        assert_eq!(find(&marked(&cells), 3, &Scope::ALL), None);
    }

    #[test]
    fn a_quad_that_eliminates_nothing_is_not_a_step() {
        // 12, 23, 34, 14 in r1c1-r4c1 make a quad of 1-4 in column 1, but the other cells of
        // the column hold only 5-9: nothing to eliminate. Once r5c1 keeps a 1, it loses it.
        let mut cells = vec![(0, "12"), (9, "23"), (18, "34"), (27, "14")];
        cells.extend([36, 45, 54, 63, 72].map(|i| (i, "56789")));
        let c = marked(&cells);
        assert_eq!(find(&c, 4, &Scope::ALL), None);
        cells[4] = (36, "156789");
        let c = marked(&cells);
        assert_eq!(eliminated(&find(&c, 4, &Scope::ALL).unwrap()), "r5c1<>1");
    }
}

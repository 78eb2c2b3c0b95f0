//! X-wing, swordfish and jellyfish: when a digit's places in n rows all lie in the same n
//! columns, those rows hold the digit in those columns, so it leaves the rest of the columns
//! (and the same with rows and columns swapped).
//!
//! The order is Sukaku Explainer's (see [`find`]).

use super::first_set;
use crate::human::candidates::Candidates;
use crate::human::scope::Scope;
use crate::human::step::Step;
use crate::human::technique::Technique;
use crate::human::units::{UNIT_CELLS, bits, count};

/// The technique for a fish of `n` (2..=4) lines.
fn technique(n: usize) -> Technique {
    match n {
        2 => Technique::XWing,
        3 => Technique::Swordfish,
        _ => Technique::Jellyfish,
    }
}

/// The fewest rows missing the digit for a fish of `n` to be the easiest step.
///
/// With m rows (and so m columns) missing the digit, a fish on n rows leaves m - n columns
/// whose places lie in the other m - n rows: a fish of m - n the other way round, with the
/// same eliminations. When that one is easier (a hidden single; an x-wing against a
/// swordfish or jellyfish; a swordfish against a jellyfish) it is always found first.
fn smallest_open(n: usize) -> usize {
    match n {
        2 => 4,
        3 => 6,
        _ => 8,
    }
}

/// The first fish of `n` lines (2..=4) that eliminates something, if any.
///
/// The order is Sukaku Explainer's: columns as the base lines first, then rows; sets of base
/// lines by the value of their mask, and for each set the digits from 1 up.
pub(crate) fn find(c: &Candidates, n: usize, scope: &Scope) -> Option<Step> {
    for base in [9, 0] {
        let mut best: Option<(u16, Step)> = None;
        for d in 1..=9 {
            if let Some((lines, step)) = first_fish(c, n, scope, d, base)
                && best.as_ref().is_none_or(|(b, _)| lines < *b)
            {
                best = Some((lines, step));
            }
        }
        if let Some((_, step)) = best {
            return Some(step);
        }
    }
    None
}

/// The first fish of digit `d` on `n` base lines from `base` (0 rows, 9 columns): the mask of
/// its base lines and its step.
fn first_fish(c: &Candidates, n: usize, scope: &Scope, d: u8, base: usize) -> Option<(u16, Step)> {
    if scope.units[usize::from(d - 1)] == 0 {
        return None;
    }
    // The rows (and columns) still missing the digit.
    let open = 9
        - (0..9)
            .filter(|&r| c.placed_in(r) >> (d - 1) & 1 != 0)
            .count();
    if open < smallest_open(n) {
        return None;
    }
    let cover = 9 - base;
    // The base lines holding the digit in 2..=n places: their numbers and places.
    let (mut lines, mut masks, mut k) = ([0; 9], [0; 9], 0);
    for l in 0..9 {
        let p = c.places(d, base + l);
        if (2..=n).contains(&count(p)) {
            lines[k] = l;
            masks[k] = p;
            k += 1;
        }
    }
    first_set(&masks[..k], n, &mut |chosen, covers| {
        let mut step = Step::new(technique(n), 1 << (d - 1));
        let base_set = bits(chosen).fold(0u16, |s, q| s | 1 << lines[q]);
        for q in bits(chosen) {
            for p in bits(masks[q]) {
                step.cell(usize::from(UNIT_CELLS[base + lines[q]][p]));
            }
            step.unit(base + lines[q]);
        }
        let mut any = false;
        for l in bits(covers) {
            step.unit(cover + l);
            for p in bits(c.places(d, cover + l) & !base_set) {
                step.eliminate(usize::from(UNIT_CELLS[cover + l][p]), d);
                any = true;
            }
        }
        any.then_some((base_set, step))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::human::techniques::tests::{eliminated, without};

    #[test]
    fn an_x_wing_clears_its_columns() {
        // 5 is left in rows 2 and 7 only at columns 3 and 8 (taken out of their other cells):
        // 5 goes in r2c3 and r7c8 or in r2c8 and r7c3, and leaves the other rows of columns
        // 3 and 8.
        let mut out: Vec<usize> = [0, 1, 3, 4, 5, 6, 8].iter().map(|&c| 9 + c).collect();
        out.extend([0, 1, 3, 4, 5, 6, 8].iter().map(|&c| 54 + c));
        let c = without(5, &out);
        let step = find(&c, 2, &Scope::ALL).unwrap();
        assert_eq!(step.units().collect::<Vec<_>>(), [1, 6, 11, 16]);
        assert_eq!(step.cells().collect::<Vec<_>>(), [11, 16, 56, 61]);
        assert_eq!(step.eliminated().len(), 14);
        assert!(eliminated(&step).starts_with("r1c3<>5, r3c3<>5, r4c3<>5"));
    }

    #[test]
    fn three_columns_for_two_rows_are_no_x_wing() {
        // Row 2 keeps 5 in columns 3 and 8, row 7 in columns 3 and 9: three columns between
        // them, and no other row or column is short of 5.
        let mut out: Vec<usize> = [0, 1, 3, 4, 5, 6, 8].iter().map(|&c| 9 + c).collect();
        out.extend([0, 1, 3, 4, 5, 6, 7].iter().map(|&c| 54 + c));
        let c = without(5, &out);
        assert_eq!(find(&c, 2, &Scope::ALL), None);
    }

    #[test]
    fn a_swordfish_needs_three_lines() {
        // Columns 1, 5 and 9 keep 5 in rows 2, 4 and 8 only (two places each: r2 r4, r4 r8,
        // r2 r8): 5 leaves the other cells of rows 2, 4 and 8. No two of those columns share
        // both rows, so there is no x-wing.
        let keep = [(0, [1, 3]), (4, [3, 7]), (8, [1, 7])];
        let mut out = Vec::new();
        for (col, rows) in keep {
            out.extend((0..9).filter(|r| !rows.contains(r)).map(|r| r * 9 + col));
        }
        let c = without(5, &out);
        assert_eq!(find(&c, 2, &Scope::ALL), None);
        let step = find(&c, 3, &Scope::ALL).unwrap();
        assert_eq!(step.units().collect::<Vec<_>>(), [9, 13, 17, 1, 3, 7]);
        assert_eq!(step.eliminated().len(), 18);
    }

    #[test]
    fn a_jellyfish_needs_four_lines() {
        // Columns 1, 3, 5 and 7 keep 5 only in rows 1-2, 2-3, 3-4 and 4-1: four columns on
        // four rows, and no two or three of them on as few rows. 5 leaves the other five
        // columns of rows 1-4: twenty candidates. Rows are no base (each has 5 places).
        let keep = [(0, [0, 1]), (2, [1, 2]), (4, [2, 3]), (6, [3, 0])];
        let mut out = Vec::new();
        for (col, rows) in keep {
            out.extend((0..9).filter(|r| !rows.contains(r)).map(|r| r * 9 + col));
        }
        let c = without(5, &out);
        assert_eq!(find(&c, 2, &Scope::ALL), None);
        assert_eq!(find(&c, 3, &Scope::ALL), None);
        let step = find(&c, 4, &Scope::ALL).unwrap();
        assert_eq!(step.technique, Technique::Jellyfish);
        assert_eq!(
            step.units().collect::<Vec<_>>(),
            [9, 11, 13, 15, 0, 1, 2, 3]
        );
        assert_eq!(step.eliminated().len(), 20);
        assert!(
            step.eliminated()
                .all(|(i, d)| d == 5 && i < 36 && [1, 3, 5, 7, 8].contains(&(i % 9)))
        );
    }
}

//! The techniques, one file each, and the order they are tried in.
//!
//! Each technique's `find` returns its first step in a fixed scan order (given in its file)
//! that changes something, or `None`.

pub(crate) mod aligned_exclusion;
pub(crate) mod als_wing;
pub(crate) mod bug;
pub(crate) mod chains;
pub(crate) mod claiming;
pub(crate) mod direct_locking;
pub(crate) mod fish;
pub(crate) mod full_house;
pub(crate) mod guess;
pub(crate) mod hidden_single;
pub(crate) mod hidden_subset;
mod locking;
pub(crate) mod naked_single;
pub(crate) mod naked_subset;
pub(crate) mod nishio;
pub(crate) mod pointing;
pub(crate) mod strong_links;
pub(crate) mod unique_loops;
pub(crate) mod xy_wing;
pub(crate) mod xyz_wing;

use super::candidates::Candidates;
use super::registry::{Declaration, REGISTRY};
use super::scope::Scope;
use super::step::Step;
use super::technique::Technique;
use super::units::{CellSet, count};

/// The step of the first technique of the registry that `wanted` accepts and that applies,
/// looking where `scope` says the position changed.
pub(crate) fn easiest(
    c: &Candidates,
    scope: &Scope,
    wanted: impl Fn(&Declaration) -> bool,
) -> Option<Step> {
    REGISTRY
        .iter()
        .filter(|d| wanted(d))
        .find_map(|d| (d.find)(c, scope))
}

/// The order units are scanned in, as Sukaku Explainer does: boxes, columns, rows.
pub(crate) const UNIT_ORDER: [usize; 27] = {
    let mut t = [0; 27];
    let mut k = 0;
    while k < 9 {
        t[k] = 18 + k;
        t[9 + k] = 9 + k;
        t[18 + k] = k;
        k += 1;
    }
    t
};

/// The units `scope` says changed, in [`UNIT_ORDER`].
pub(crate) fn changed_units(scope: &Scope) -> impl Iterator<Item = usize> + '_ {
    UNIT_ORDER
        .into_iter()
        .filter(|&u| scope.any_units >> u & 1 != 0)
}

/// Calls `found` with each set of `n` of the `masks` (as a mask of their indices) whose union
/// has exactly `n` bits, and returns its first answer. Sets come in Sukaku Explainer's order:
/// by the numeric value of their index mask ({0,1}, {0,2}, {1,2}, {0,3}, ...).
pub(crate) fn first_set<T>(
    masks: &[u16],
    n: usize,
    found: &mut impl FnMut(u16, u16) -> Option<T>,
) -> Option<T> {
    if masks.len() < n {
        return None;
    }
    if n == 2 {
        return first_pair(masks, found);
    }
    grow_set(masks, n, (masks.len(), n, 0, 0), found)
}

/// [`first_set`] for pairs, the commonest sets, as two plain loops: the higher index up, then
/// the lower one up, which is [`grow_set`]'s order.
fn first_pair<T>(masks: &[u16], found: &mut impl FnMut(u16, u16) -> Option<T>) -> Option<T> {
    for hi in 1..masks.len() {
        for lo in 0..hi {
            let union = masks[hi] | masks[lo];
            if count(union) == 2
                && let Some(answer) = found(1 << hi | 1 << lo, union)
            {
                return Some(answer);
            }
        }
    }
    None
}

/// Completes a set (`chosen`, their `union`) with `left` more masks below index `below`, the
/// highest first: the highest of the rest from as low as it can be (see [`first_set`]).
fn grow_set<T>(
    masks: &[u16],
    n: usize,
    (below, left, chosen, union): (usize, usize, u16, u16),
    found: &mut impl FnMut(u16, u16) -> Option<T>,
) -> Option<T> {
    if left == 0 {
        return if count(union) == n {
            found(chosen, union)
        } else {
            None
        };
    }
    for k in left - 1..below {
        let u = union | masks[k];
        if count(u) <= n
            && let Some(answer) = grow_set(masks, n, (k, left - 1, chosen | 1 << k, u), found)
        {
            return Some(answer);
        }
    }
    None
}

/// The unsolved cells that have every digit of `digits` (one digit, in practice) as a
/// candidate.
pub(crate) fn cells_with(c: &Candidates, digits: u16) -> CellSet {
    let d = digits.trailing_zeros() as u8 + 1;
    (0..9).fold(0, |set, row| {
        set | CellSet::from(c.places(d, row)) << (9 * row)
    })
}

/// The cells with exactly `n` candidates.
pub(crate) fn cells_with_count(c: &Candidates, n: usize) -> CellSet {
    (0..81)
        .filter(|&i| count(c.cell(i)) == n)
        .fold(0, |set, i| set | 1 << i)
}

/// A wing's step: its pivot and pincers, and `z` taken out of every cell of `zone`.
pub(crate) fn wing_step(
    technique: Technique,
    digits: u16,
    cells: [usize; 3],
    z: u16,
    zone: CellSet,
) -> Step {
    let mut step = Step::new(technique, digits);
    for cell in cells {
        step.cell(cell);
    }
    let digit = z.trailing_zeros() as u8 + 1;
    for i in super::units::cells_of(zone) {
        step.eliminate(i, digit);
    }
    step
}

#[cfg(test)]
pub(crate) mod tests {
    //! Positions for the techniques' tests, crafted by taking candidates out.

    use super::*;
    use crate::board::{CellName, Grid};

    /// A position with these values placed (cell, digit) and nothing else.
    pub(crate) fn position(values: &[(usize, u8)]) -> Candidates {
        let mut grid = Grid::EMPTY;
        for &(i, d) in values {
            grid.set(i, d);
        }
        Candidates::from_grid(&grid)
    }

    /// An empty grid whose listed cells keep only the listed candidates (`"37"`).
    pub(crate) fn marked(cells: &[(usize, &str)]) -> Candidates {
        let mut c = Candidates::new();
        for &(i, keep) in cells {
            for d in 1..=9u8 {
                if !keep.contains(char::from(b'0' + d)) {
                    c.eliminate(i, d);
                }
            }
        }
        c
    }

    /// An empty grid with digit `d` taken out of the listed cells.
    pub(crate) fn without(d: u8, cells: &[usize]) -> Candidates {
        without_in(&[d], cells)
    }

    /// An empty grid with the digits taken out of the listed cells.
    pub(crate) fn without_in(digits: &[u8], cells: &[usize]) -> Candidates {
        let mut c = Candidates::new();
        for &i in cells {
            for &d in digits {
                c.eliminate(i, d);
            }
        }
        c
    }

    /// The position of a puzzle just before its first step of `technique`, and that step.
    pub(crate) fn before(line: &str, technique: Technique) -> (Candidates, Step) {
        let puzzle = crate::formats::parse_line(line).unwrap();
        let mut c = Candidates::from_grid(&puzzle);
        for step in crate::human::solve(&puzzle).steps {
            if step.technique == technique {
                return (c, step);
            }
            crate::human::apply(&mut c, &step);
        }
        panic!("{line} takes no {technique} step");
    }

    /// A step's eliminations as people write them: `r1c2<>3, r1c5<>7`.
    pub(crate) fn eliminated(step: &Step) -> String {
        step.eliminated()
            .map(|(i, d)| format!("{}<>{d}", CellName(i)))
            .collect::<Vec<_>>()
            .join(", ")
    }

    #[test]
    fn sets_are_found_in_order() {
        let masks = [0b011, 0b110, 0b101, 0b011];
        let mut seen = Vec::new();
        let none: Option<()> = first_set(&masks, 2, &mut |chosen, union| {
            seen.push((chosen, union));
            None
        });
        assert_eq!(none, None);
        // Only cells 0 and 3 have two digits between them.
        assert_eq!(seen, [(0b1001, 0b011)]);
        // Sets come by the value of their mask: {0,1} (0b011) before {0,2} (0b101).
        let mut order = Vec::new();
        let none: Option<()> = first_set(&[0b11, 0b11, 0b11], 2, &mut |chosen, _| {
            order.push(chosen);
            None
        });
        assert_eq!(none, None);
        assert_eq!(order, [0b011, 0b101, 0b110]);
        let all = first_set(&masks[..3], 3, &mut |chosen, union| Some((chosen, union)));
        assert_eq!(all, Some((0b111, 0b111)));
    }

    #[test]
    fn pairs_come_as_the_general_search_finds_them() {
        // Lists of up to nine masks of one to four bits among four, drawn at random: the pairs
        // of the two loops, in order, are those of the general search.
        let mut draw = crate::random::Draw::new(21);
        let mut met = 0;
        for _ in 0..3000 {
            let len = draw.below(10) as usize;
            let masks: Vec<u16> = (0..len).map(|_| draw.below(15) as u16 + 1).collect();
            let (mut pairs, mut general) = (Vec::new(), Vec::new());
            let none: Option<()> = first_pair(&masks, &mut |chosen, union| {
                pairs.push((chosen, union));
                None
            });
            assert_eq!(none, None);
            let none: Option<()> = grow_set(&masks, 2, (len, 2, 0, 0), &mut |chosen, union| {
                general.push((chosen, union));
                None
            });
            assert_eq!(none, None);
            assert_eq!(pairs, general, "{masks:?}");
            met += pairs.len();
        }
        assert!(met > 3000, "{met}");
    }
}

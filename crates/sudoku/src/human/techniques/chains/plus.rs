//! The patterns Sukaku Explainer's dynamic forcing chains (+) apply when an assumption's
//! links run out: locked candidates, hidden pairs, naked pairs and x-wings, looked for on the
//! position the assumption left (its "off" candidates taken out), as its default settings
//! have them.
//!
//! Each pattern is looked for in Sukaku Explainer's order, every instance of the first kind
//! that yields one: a pattern that would be there without the assumption (it rests on no
//! candidate the assumption took out) is left out. Each candidate a pattern takes out becomes
//! an "off" of the assumption, caused by the candidates gone that the pattern rests on (as
//! Sukaku Explainer collects them: for locked candidates and fish, the digit's places gone
//! from the base units outside the cover; for a hidden pair, the pair's digits gone from the
//! unit's other cells; for a naked pair, the pair cells' other digits gone). Within a
//! pattern, its candidates come in the order Sukaku Explainer's hash map of cells gives them.

use super::marks::{Marks, units_of};
use super::{Cand, cand};
use crate::human::candidates::ALL_DIGITS;
use crate::human::units::{CellSet, UNIT_CELLS, UNIT_SETS, bits, count};

/// The first unit of each kind, as the units are numbered.
const ROW: usize = 0;
const COL: usize = 9;
const BOX: usize = 18;

/// What the patterns take out: each candidate with the candidates its pattern rests on.
#[derive(Default)]
pub(crate) struct Implied {
    /// Each candidate taken out, with its causes at `causes[from..to]`.
    pub(crate) gone: Vec<(Cand, u32, u32)>,
    /// The causes of every candidate taken out, one run per pattern.
    pub(crate) causes: Vec<Cand>,
}

impl Implied {
    /// Empties it for the next use.
    pub(crate) fn clear(&mut self) {
        self.gone.clear();
        self.causes.clear();
    }

    /// Keeps a pattern resting on `causes` that takes `digits` out of each cell of
    /// `removable` (in the order found), unless it rests on nothing gone.
    fn pattern(&mut self, causes: impl Iterator<Item = Cand>, removable: &mut [(usize, u16)]) {
        let from = self.causes.len() as u32;
        self.causes.extend(causes);
        let to = self.causes.len() as u32;
        if from == to {
            return;
        }
        hash_order(removable);
        for &(i, digits) in removable.iter() {
            for d0 in bits(digits) {
                self.gone.push((cand(i, d0), from, to));
            }
        }
    }
}

/// Puts cells in the order a Java hash map keyed by cell index iterates them (its table
/// grows from 16 buckets when three quarters full; cells sharing a bucket keep their order).
pub(crate) fn hash_order(cells: &mut [(usize, u16)]) {
    let mut buckets = 16;
    while cells.len() * 4 > buckets * 3 {
        buckets *= 2;
    }
    cells.sort_by_key(|&(i, _)| i & (buckets - 1));
}

/// The candidates the first kind of pattern that applies takes out of `grid`, where
/// `source` is the position before the assumption; nothing when none applies.
pub(crate) fn patterns(grid: &Marks, source: &Marks, found: &mut Implied) {
    found.clear();
    locking(grid, source, found);
    if found.gone.is_empty() {
        hidden_pairs(grid, source, found);
    }
    if found.gone.is_empty() {
        naked_pairs(grid, source, found);
    }
    if found.gone.is_empty() {
        x_wings(grid, source, found);
    }
}

/// The places of digit `d0` in unit `u`, as positions in the unit.
fn positions(grid: &Marks, u: usize, d0: usize) -> u16 {
    placed_in(grid.places[d0], u)
}

/// The cells of `set` in unit `u`, as positions in the unit: a row's run of nine bits, a
/// column's ninth bits, a box's three runs of three.
#[inline]
fn placed_in(set: CellSet, u: usize) -> u16 {
    let bits = |from: usize, width: u32| ((set >> from) as u16) & ((1 << width) - 1);
    match u {
        ROW..COL => bits(9 * (u - ROW), 9),
        COL..BOX => (0..9).fold(0, |m, r| m | bits(9 * r + u - COL, 1) << r),
        _ => {
            let b = u - BOX;
            let first = 27 * (b / 3) + 3 * (b % 3);
            bits(first, 3) | bits(first + 9, 3) << 3 | bits(first + 18, 3) << 6
        }
    }
}

/// The cells of unit `u` at the positions of `mask`, in the unit's order.
fn at(u: usize, mask: u16) -> impl Iterator<Item = usize> {
    bits(mask).map(move |k| usize::from(UNIT_CELLS[u][k]))
}

/// True when digit `d0` of cell `j` was in `source` and is gone from `grid`.
fn gone(grid: &Marks, source: &Marks, j: usize, d0: usize) -> bool {
    (source.cells[j] & !grid.cells[j]) >> d0 & 1 != 0
}

/// Pointing and claiming: a digit of a base unit confined to a cover unit leaves the cover's
/// other cells (boxes on columns, boxes on rows, columns on boxes, rows on boxes).
fn locking(grid: &Marks, source: &Marks, found: &mut Implied) {
    let mut removable = [(0usize, 0u16); 9];
    for (base, cover) in [(BOX, COL), (BOX, ROW), (COL, BOX), (ROW, BOX)] {
        for d0 in 0..9 {
            for b in base..base + 9 {
                let places = grid.places[d0] & UNIT_SETS[b];
                if places & places.wrapping_sub(1) == 0 {
                    continue;
                }
                // Two places or more lie in one cover unit at most: the first place's.
                let [in_box, in_row, in_col] = units_of(places.trailing_zeros() as usize);
                let c = match cover {
                    BOX => in_box,
                    ROW => in_row,
                    _ => in_col,
                };
                if places & !UNIT_SETS[c] != 0 {
                    continue;
                }
                let out = grid.places[d0] & UNIT_SETS[c] & !UNIT_SETS[b];
                let mut n = 0;
                for j in UNIT_CELLS[c].iter().map(|&j| usize::from(j)) {
                    if out >> j & 1 != 0 {
                        removable[n] = (j, 1 << d0);
                        n += 1;
                    }
                }
                if n == 0 {
                    continue;
                }
                let causes = UNIT_CELLS[b]
                    .iter()
                    .map(|&j| usize::from(j))
                    .filter(|&j| UNIT_SETS[c] >> j & 1 == 0 && gone(grid, source, j, d0))
                    .map(|j| cand(j, d0));
                found.pattern(causes, &mut removable[..n]);
            }
        }
    }
}

/// The pairs of 0..9 in Sukaku Explainer's order (by the value of their mask).
fn pairs() -> impl Iterator<Item = (usize, usize)> {
    (1..9).flat_map(|b| (0..b).map(move |a| (a, b)))
}

/// The pairs of [`pairs`] whose masks hold two bits or more each and two between them: the
/// same two.
fn same_two(masks: &[u16; 9]) -> impl Iterator<Item = (usize, usize)> + '_ {
    (1..9).filter(|&b| count(masks[b]) == 2).flat_map(move |b| {
        (0..b)
            .filter(move |&a| masks[a] == masks[b])
            .map(move |a| (a, b))
    })
}

/// The units of boxes, columns, rows, in that order, with more than `empty` open cells.
fn units_with(grid: &Marks, empty: usize) -> impl Iterator<Item = usize> + '_ {
    [BOX, COL, ROW]
        .into_iter()
        .flat_map(|kind| kind..kind + 9)
        .filter(move |&u| count(placed_in(grid.open, u)) > empty)
}

/// Hidden pairs: two digits with the same two places in a unit keep those cells.
fn hidden_pairs(grid: &Marks, source: &Marks, found: &mut Implied) {
    let mut removable = [(0usize, 0u16); 2];
    for u in units_with(grid, 4) {
        let places: [u16; 9] = std::array::from_fn(|d0| positions(grid, u, d0));
        for (v, w) in same_two(&places) {
            let both = places[v];
            let pair = 1 << v | 1 << w;
            let mut n = 0;
            for j in at(u, both) {
                let others = grid.cells[j] & !pair;
                if others != 0 {
                    removable[n] = (j, others);
                    n += 1;
                }
            }
            if n == 0 {
                continue;
            }
            let causes = at(u, ALL_DIGITS & !both).flat_map(|j| {
                [v, w]
                    .into_iter()
                    .filter(move |&d0| source.cells[j] >> d0 & 1 != 0)
                    .map(move |d0| cand(j, d0))
            });
            found.pattern(causes, &mut removable[..n]);
        }
    }
}

/// Naked pairs: two cells of a unit with the same two digits take them from the others.
fn naked_pairs(grid: &Marks, source: &Marks, found: &mut Implied) {
    let mut removable = [(0usize, 0u16); 7];
    for u in units_with(grid, 3) {
        let cells = UNIT_CELLS[u].map(usize::from);
        for (a, b) in same_two(&cells.map(|j| grid.cells[j])) {
            let pair = grid.cells[cells[a]];
            let mut n = 0;
            for (k, &j) in cells.iter().enumerate() {
                if k != a && k != b && grid.cells[j] & pair != 0 {
                    removable[n] = (j, grid.cells[j] & pair);
                    n += 1;
                }
            }
            if n == 0 {
                continue;
            }
            let causes = [cells[a], cells[b]]
                .into_iter()
                .flat_map(|j| bits(source.cells[j] & !pair).map(move |d0| cand(j, d0)));
            found.pattern(causes, &mut removable[..n]);
        }
    }
}

/// X-wings: a digit of two base lines confined to two cover lines leaves the covers' other
/// cells (columns on rows, then rows on columns).
fn x_wings(grid: &Marks, source: &Marks, found: &mut Implied) {
    let mut removable = [(0usize, 0u16); 14];
    // Each digit's places on each row and column (for the digits placed five times at most).
    let mut lines = [[0u16; BOX]; 9];
    for d0 in (0..9).filter(|&d0| grid.placed[d0] <= 5) {
        for (u, line) in lines[d0].iter_mut().enumerate() {
            *line = positions(grid, u, d0);
        }
    }
    for (base, cover) in [(COL, ROW), (ROW, COL)] {
        for (a, b) in pairs() {
            for d0 in (0..9).filter(|&d0| grid.placed[d0] <= 5) {
                let (pa, pb) = (lines[d0][base + a], lines[d0][base + b]);
                // Two places or more on each base line, two between them: the same two.
                if pa != pb || count(pa) != 2 {
                    continue;
                }
                let bases = 1 << a | 1 << b;
                let mut n = 0;
                for c in bits(pa | pb) {
                    for j in at(cover + c, lines[d0][cover + c] & !bases) {
                        removable[n] = (j, 1 << d0);
                        n += 1;
                    }
                }
                if n == 0 {
                    continue;
                }
                let covers = pa | pb;
                let causes = [base + a, base + b].into_iter().flat_map(|u| {
                    at(u, ALL_DIGITS & !covers)
                        .filter(move |&j| gone(grid, source, j, d0))
                        .map(move |j| cand(j, d0))
                });
                found.pattern(causes, &mut removable[..n]);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::human::candidates::Candidates;

    /// A candidate as (cell, 0-based digit).
    type At = (usize, usize);

    /// The candidates found, with their causes.
    fn listed(found: &Implied) -> Vec<(At, Vec<At>)> {
        found
            .gone
            .iter()
            .map(|&(c, from, to)| {
                let causes = found.causes[from as usize..to as usize]
                    .iter()
                    .map(|&h| super::super::split(h))
                    .collect();
                (super::super::split(c), causes)
            })
            .collect()
    }

    #[test]
    fn a_units_places_are_numbered_as_its_cells() {
        for (u, cells) in UNIT_CELLS.iter().enumerate() {
            for set in [
                0x5555_5555_5555_5555_5555u128,
                0x1234_5678_9abc_def0_1234_5678,
                (1 << 81) - 1,
            ] {
                let expected = cells
                    .iter()
                    .enumerate()
                    .filter(|&(_, &j)| set >> j & 1 != 0)
                    .fold(0, |m, (k, _)| m | 1 << k);
                assert_eq!(placed_in(set, u), expected, "unit {u}");
            }
        }
    }

    #[test]
    fn cells_come_in_the_order_of_a_java_hash_map() {
        // 16 buckets: 3, 19 and 35 share bucket 3 (in the order put), 20 is bucket 4.
        let mut cells = [(3, 1), (20, 1), (19, 1), (35, 1)];
        hash_order(&mut cells);
        assert_eq!(cells.map(|c| c.0), [3, 19, 35, 20]);
        // Thirteen cells fill more than three quarters of 16: 32 buckets.
        let mut many: Vec<(usize, u16)> = (0..13).map(|k| (k * 5, 1)).collect();
        hash_order(&mut many);
        assert_eq!(
            many[..4].iter().map(|c| c.0).collect::<Vec<_>>(),
            [0, 35, 5, 40]
        );
    }

    #[test]
    fn a_digit_the_assumption_confined_to_a_line_of_a_box_leaves_the_line() {
        // The assumption took 1 out of box 1's second and third rows: 1 is left on row 1 of
        // the box, and leaves the rest of row 1, because of the six candidates gone.
        let source = Marks::of(&Candidates::new());
        let mut grid = source;
        for i in [9, 10, 11, 18, 19, 20] {
            grid.remove(i, 0);
        }
        let mut found = Implied::default();
        patterns(&grid, &source, &mut found);
        let causes: Vec<At> = [9, 10, 11, 18, 19, 20].map(|i| (i, 0)).to_vec();
        assert_eq!(
            listed(&found),
            (3..9).map(|i| ((i, 0), causes.clone())).collect::<Vec<_>>()
        );
        // Without the assumption, the same position has no pattern of its own to follow.
        patterns(&source, &source, &mut found);
        assert!(found.gone.is_empty());
    }

    #[test]
    fn a_pattern_that_rests_on_nothing_gone_is_left_out() {
        // The position itself has 1 confined to row 1 in box 1: that pointing rests on no
        // candidate the assumption took out, and is not followed.
        let mut c = Candidates::new();
        for i in [9, 10, 11, 18, 19, 20] {
            c.eliminate(i, 1);
        }
        let source = Marks::of(&c);
        let mut found = Implied::default();
        patterns(&source, &source, &mut found);
        assert!(found.gone.is_empty());
    }

    #[test]
    fn two_digits_the_assumption_left_in_two_cells_of_a_unit_keep_them() {
        // In row 1 the assumption took 3 and 7 out of every cell but r1c2 and r1c6: a hidden
        // pair, which takes the other digits out of those two cells (r1c2 first: cells 1 and
        // 5 are their own buckets), resting on the 3s and 7s gone from the row's other cells.
        let source = Marks::of(&Candidates::new());
        let mut grid = source;
        let others = [0, 2, 3, 4, 6, 7, 8];
        for i in others {
            grid.remove(i, 2);
            grid.remove(i, 6);
        }
        // Nothing is locked: the 3s and 7s of boxes 1 to 3 keep their other rows.
        let mut found = Implied::default();
        patterns(&grid, &source, &mut found);
        let causes: Vec<At> = others.iter().flat_map(|&i| [(i, 2), (i, 6)]).collect();
        let expected: Vec<_> = [1, 5]
            .into_iter()
            .flat_map(|i| [0, 1, 3, 4, 5, 7, 8].map(|d0| ((i, d0), causes.clone())))
            .collect();
        assert_eq!(listed(&found), expected);
    }
}

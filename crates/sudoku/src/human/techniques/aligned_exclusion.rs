//! Aligned pair and triple exclusion (Sukaku Explainer's): two or three cells, and the cells
//! with few candidates that every one of them sees (two candidates for a pair, two or three
//! for a triple: the excluders). A way of filling the cells from their candidates is ruled
//! out when it puts one digit in two of them that share a unit, or when it takes every
//! candidate of an excluder. A candidate that no remaining way gives its cell leaves it.
//!
//! The cells taken are those with two candidates or more that see an excluder and no cell
//! with one candidate; a set needs two excluders or more. Pairs come as Sukaku Explainer
//! lists them: by their second cell, then their first (cells in reading order). A triple is
//! a pair and a third cell that is an excluder of the pair's first cell or, failing that, of
//! its second (each in reading order). The first set that eliminates is taken. Ratings are
//! Sukaku Explainer's: 6.2 for a pair, 7.5 for a triple.

use crate::human::candidates::Candidates;
use crate::human::scope::Scope;
use crate::human::step::Step;
use crate::human::technique::Technique;
use crate::human::units::{CellSet, PEER_SETS, bits, cells_of, count};

/// The first aligned exclusion of `k` (2 or 3) cells that eliminates something.
pub(crate) fn find(c: &Candidates, k: usize, scope: &Scope) -> Option<Step> {
    if scope.cells == 0 {
        return None;
    }
    let with = |n: std::ops::RangeInclusive<usize>| -> CellSet {
        (0..81)
            .filter(|&i| n.contains(&count(c.cell(i))))
            .fold(0, |s, i| s | 1 << i)
    };
    let (singles, few) = (with(1..=1), with(2..=k));
    let base: Vec<usize> = cells_of(with(2..=9))
        .filter(|&i| PEER_SETS[i] & singles == 0 && PEER_SETS[i] & few != 0)
        .collect();
    let members = base.iter().fold(0 as CellSet, |s, &i| s | 1 << i);
    // Each cell's excluders; a set is weighed when it has two common excluders or more and,
    // being new since the scope's base, a changed cell or excluder.
    let excluders: [CellSet; 81] = std::array::from_fn(|i| PEER_SETS[i] & few);
    let new =
        |own: CellSet, common: CellSet| two_or_more(common) && (own | common) & scope.cells != 0;
    for (n2, &b) in base.iter().enumerate() {
        for &a in &base[..n2] {
            // A triple's excluders are among the pair's.
            let shared = excluders[a] & excluders[b];
            if !two_or_more(shared) {
                continue;
            }
            let pair = 1 << a | 1 << b;
            if k == 2 {
                if new(pair, shared)
                    && let Some(step) = exclusion(c, &[a, b], shared)
                {
                    return Some(step);
                }
                continue;
            }
            // When none of the pair's excluders nor the pair changed since the scope's base,
            // only a changed third cell makes a new triple.
            let thirds = if (pair | shared) & scope.cells == 0 {
                members & scope.cells & !pair
            } else {
                members & !pair
            };
            let first = excluders[a] & thirds;
            let second = excluders[b] & thirds & !first;
            for t in cells_of(first).chain(cells_of(second)) {
                let common = shared & excluders[t];
                if new(pair | 1 << t, common)
                    && let Some(step) = exclusion(c, &[a, b, t], common)
                {
                    return Some(step);
                }
            }
        }
    }
    None
}

/// True when `set` has two cells or more (cheaper than counting them: the portable x86-64
/// target has no population-count instruction).
fn two_or_more(set: CellSet) -> bool {
    set & set.wrapping_sub(1) != 0
}

/// The exclusion on `cells`, if it eliminates something: every way of filling them is tried
/// against their `common` excluders (two or more).
fn exclusion(c: &Candidates, cells: &[usize], common: CellSet) -> Option<Step> {
    let k = cells.len();
    let mut all = [0u16; 3];
    for i in 0..k {
        all[i] = c.cell(cells[i]);
    }
    let allowed = given(c, cells, common)?;
    let gone = [0, 1, 2].map(|i| all[i] & !allowed[i]);
    if gone == [0; 3] {
        return None;
    }
    let technique = if k == 2 {
        Technique::AlignedPairExclusion
    } else {
        Technique::AlignedTripleExclusion
    };
    let mut step = Step::new(technique, gone.iter().fold(0, |m, &g| m | g));
    for &i in cells {
        step.cell(i);
    }
    // The excluders that rule out a way giving a cell a candidate it loses.
    let mut used: CellSet = 0;
    ways(c, cells, common, |values, by| {
        if let Some(e) = by
            && (0..k).any(|i| values[i] & gone[i] != 0)
        {
            used |= 1 << e;
        }
    });
    for e in cells_of(used) {
        step.cell(e);
    }
    for (&i, &g) in cells.iter().zip(&gone) {
        for d in bits(g) {
            step.eliminate(i, d as u8 + 1);
        }
    }
    Some(step)
}

/// The common excluders whose candidates are all among the cells' (only those can be
/// emptied), as (cell, candidates).
fn emptiable(c: &Candidates, cells: &[usize], common: CellSet) -> ([(u8, u16); 20], usize) {
    let reach = cells.iter().fold(0, |r, &i| r | c.cell(i));
    let (mut emptied, mut n) = ([(0u8, 0u16); 20], 0);
    for e in cells_of(common).filter(|&e| c.cell(e) & !reach == 0) {
        emptied[n] = (e as u8, c.cell(e));
        n += 1;
    }
    (emptied, n)
}

/// The candidates of each of `cells` that some way of filling them leaves: a way that puts
/// no digit twice in a unit and empties none of the `common` excluders. `None` when no way
/// can be ruled out (every candidate is left).
fn given(c: &Candidates, cells: &[usize], common: CellSet) -> Option<[u16; 3]> {
    let k = cells.len();
    let sees = |i: usize, j: usize| PEER_SETS[cells[i]] >> cells[j] & 1 != 0;
    let (emptied, n) = emptiable(c, cells, common);
    let masks = emptied[..n].iter().map(|&(_, m)| m);
    // Without one, a way is ruled out only by a digit twice in a unit, and that leaves every
    // candidate a way unless the cells all see each other.
    if n == 0 && !(k == 3 && sees(0, 1) && sees(0, 2) && sees(1, 2)) {
        return None;
    }
    let all = [0, 1, 2].map(|i| if i < k { c.cell(cells[i]) } else { 0 });
    let mut allowed = [0u16; 3];
    for x in bits(all[0]).map(|x| 1u16 << x) {
        for y in bits(all[1]).map(|y| 1u16 << y) {
            if x == y && sees(0, 1) {
                continue;
            }
            let xy = x | y;
            if k == 2 {
                if !masks.clone().any(|m| m & !xy == 0) {
                    allowed[0] |= x;
                    allowed[1] |= y;
                }
                continue;
            }
            // The third cell's digits that, with x and y, empty an excluder or repeat one.
            let mut out = 0u16;
            for m in masks.clone() {
                let rest = m & !xy;
                if rest == 0 {
                    out = !0;
                    break;
                }
                if rest.is_power_of_two() {
                    out |= rest;
                }
            }
            if sees(0, 2) {
                out |= x;
            }
            if sees(1, 2) {
                out |= y;
            }
            let z = all[2] & !out;
            if z != 0 {
                allowed[0] |= x;
                allowed[1] |= y;
                allowed[2] |= z;
                if allowed == all {
                    return Some(allowed);
                }
            }
        }
    }
    Some(allowed)
}

/// Calls `way` with each way of filling `cells` from their candidates (one digit bit per
/// cell) that puts no digit twice in a unit, and the first of the `common` excluders whose
/// every candidate it takes (`None` when it is left).
fn ways(
    c: &Candidates,
    cells: &[usize],
    common: CellSet,
    mut way: impl FnMut(&[u16; 3], Option<usize>),
) {
    let k = cells.len();
    let sees = |i: usize, j: usize| PEER_SETS[cells[i]] >> cells[j] & 1 != 0;
    let third = if k == 3 { c.cell(cells[2]) } else { 1 };
    let (emptied, n) = emptiable(c, cells, common);
    let mut values = [0u16; 3];
    for x in bits(c.cell(cells[0])) {
        values[0] = 1 << x;
        for y in bits(c.cell(cells[1])) {
            values[1] = 1 << y;
            if values[0] == values[1] && sees(0, 1) {
                continue;
            }
            for z in bits(third) {
                if k == 3 {
                    values[2] = 1 << z;
                    if (values[0] == values[2] && sees(0, 2))
                        || (values[1] == values[2] && sees(1, 2))
                    {
                        continue;
                    }
                }
                let union = values[0] | values[1] | values[2];
                let by = emptied[..n]
                    .iter()
                    .find(|(_, m)| m & !union == 0)
                    .map(|&(e, _)| usize::from(e));
                way(&values, by);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::human::techniques::tests::{before, eliminated, marked};

    /// Row 1's cells left out of the triples' tests: four candidates each, none of 1-3.
    const ROW_REST: [(usize, &str); 4] = [(1, "4567"), (2, "4567"), (4, "4567"), (5, "4567")];

    #[test]
    fn an_aligned_pair_takes_the_candidate_every_pair_with_it_empties_an_excluder() {
        // r1c1 {1,2} and r5c5 {1,2,3} both see r1c5 {1,3} and r5c1 {2,3}. r5c5=3 would leave
        // r1c1 1 (emptying r1c5) or 2 (emptying r5c1): 3 leaves r5c5.
        let cells = [(0, "12"), (40, "123"), (4, "13"), (36, "23")];
        let step = find(&marked(&cells), 2, &Scope::ALL).unwrap();
        assert_eq!(step.technique, Technique::AlignedPairExclusion);
        assert_eq!(step.tenths(), 62);
        assert_eq!(eliminated(&step), "r5c5<>3");
        assert_eq!(step.cells().collect::<Vec<_>>(), [0, 40, 4, 36]);
        assert_eq!(
            step.to_string(),
            "aligned pair exclusion: r5c5<>3 (r1c1, r5c5; excluders r1c5, r5c1)"
        );
        assert_eq!(
            step.words(),
            "Aligned pair exclusion: r1c1, r5c5 see r1c5, r5c1; filling them with these empties one of those or repeats a digit: 3 leaves r5c5"
        );
    }

    #[test]
    fn an_aligned_pair_with_a_way_left_for_each_candidate_takes_nothing() {
        // With r5c1 {2,4}, r1c1=2 and r5c5=3 empty no cell both see.
        let cells = [(0, "12"), (40, "123"), (4, "13"), (36, "24")];
        assert_eq!(find(&marked(&cells), 2, &Scope::ALL), None);
    }

    #[test]
    fn an_aligned_triple_takes_the_candidates_no_way_left_uses() {
        // r1c1 {1,2}, r1c4 {1,3}, r1c7 {2,3,4} all see r1c8 {5,6} and r1c9 {1,2,3}. Taking
        // different digits (one row), r1c7=2 leaves r1c1 1 and r1c4 3, r1c7=3 leaves r1c1 2
        // and r1c4 1: both take every candidate of r1c9. Only r1c7=4 is left. The row's other
        // cells hold 4-7, too many to exclude.
        let cells = [(0, "12"), (3, "13"), (6, "234"), (7, "56"), (8, "123")];
        let cells = [&cells[..], &ROW_REST[..]].concat();
        let step = find(&marked(&cells), 3, &Scope::ALL).unwrap();
        assert_eq!(step.technique, Technique::AlignedTripleExclusion);
        assert_eq!(step.tenths(), 75);
        assert_eq!(eliminated(&step), "r1c7<>2, r1c7<>3");
        assert_eq!(step.cells().collect::<Vec<_>>(), [0, 3, 6, 8]);
    }

    #[test]
    fn an_aligned_triple_with_one_excluder_takes_nothing() {
        // With four candidates in r1c8, the three cells see one excluder only (r1c9), and
        // Sukaku Explainer wants two: 2 and 3 stay in r1c7 (a naked triple takes them).
        let cells = [(0, "12"), (3, "13"), (6, "234"), (7, "4567"), (8, "123")];
        let cells = [&cells[..], &ROW_REST[..]].concat();
        assert_eq!(find(&marked(&cells), 3, &Scope::ALL), None);
    }

    #[test]
    fn the_aligned_pair_of_a_rated_puzzle_is_sukaku_explainers() {
        // Sukaku Explainer rates this puzzle 6.2 for one aligned pair exclusion, on r4c4 and
        // r5c4 (its step log), after an XYZ-wing; it takes 4 from r4c4.
        let line =
            "..2....151...89.7..9.2......8...365.....7.....516...2......7.8..1.36...447....1..";
        let (c, step) = before(line, Technique::AlignedPairExclusion);
        assert_eq!(find(&c, 2, &Scope::ALL), Some(step));
        assert_eq!(
            step.to_string(),
            "aligned pair exclusion: r4c4<>4 (r4c4, r5c4; excluders r2c4, r6c5, r6c6, r7c4)"
        );
    }
}

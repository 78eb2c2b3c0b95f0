//! BUG, the bivalue universal grave: were every unsolved cell down to two candidates and every
//! digit down to two places in each unit, the digits could swap all round and the puzzle
//! would have two solutions. The few cells with more candidates (each with its extra digits,
//! the ones that have three places in a unit) keep the puzzle from that, so:
//! - type 1 (5.6): one such cell: it takes its extra digit;
//! - type 2 (5.7): the cells share one extra digit: one of them holds it, and it leaves every
//!   cell that sees them all;
//! - type 4 (5.7): two cells in one unit sharing a digit besides their extra ones: each keeps
//!   only its extra digits and that one;
//! - type 3 (5.8 for a pair, more for larger sets): the extra digits as one cell, with other
//!   cells of a unit the cells share, make a naked subset.
//!
//! The rules are Sukaku Explainer's (with lkSudoku's amendments, its default), and so is the
//! order in which the types are tried.

use crate::human::candidates::Candidates;
use crate::human::scope::Scope;
use crate::human::step::Step;
use crate::human::technique::Technique;
use crate::human::units::{CELL_UNITS, CellSet, PEER_SETS, UNIT_CELLS, bits, cells_of, count};

/// Units in Sukaku Explainer's order: boxes, rows, columns.
const ORDER: [usize; 27] = {
    let mut t = [0; 27];
    let mut k = 0;
    while k < 9 {
        t[k] = 18 + k;
        t[9 + k] = k;
        t[18 + k] = 9 + k;
        k += 1;
    }
    t
};

/// The BUG cells: each with its extra digits, all the extra digits, the cells that see
/// them all, and the position without the extra digits.
struct Grave {
    cells: Vec<(usize, u16)>,
    extra: u16,
    common: CellSet,
}

/// The BUG step, if the position is one cell-set away from a bivalue universal grave.
pub(crate) fn find(c: &Candidates, scope: &Scope) -> Option<Step> {
    if scope.cells == 0 {
        return None;
    }
    let grave = grave(c)?;
    let (cells, extra, common) = (&grave.cells, grave.extra, grave.common);
    let new = |tenths: u8| {
        let mut step = Step::new(Technique::Bug, extra).rated(tenths);
        for &(i, _) in cells {
            step.cell(i);
        }
        step
    };
    if cells.len() == 1 {
        let (i, _) = cells[0];
        let mut step = new(56);
        for d in bits(c.cell(i) & !extra) {
            step.eliminate(i, d as u8 + 1);
        }
        return Some(step);
    }
    if count(extra) == 1 {
        let d = extra.trailing_zeros() as u8 + 1;
        let mut step = new(57);
        for i in cells_of(common).filter(|&i| c.has(i, d)) {
            step.eliminate(i, d);
        }
        if step.eliminated().len() > 0 {
            return Some(step);
        }
        return (cells.len() == 2).then(|| type4(c, &grave, &new)).flatten();
    }
    if common == 0 {
        return None;
    }
    if cells.len() == 2
        && let Some(step) = type4(c, &grave, &new)
    {
        return Some(step);
    }
    type3(c, &grave, &new)
}

/// The units (box, row, column) every cell of the grave is in.
fn shared_units(cells: &[(usize, u16)]) -> impl Iterator<Item = usize> + '_ {
    [2usize, 0, 1].into_iter().filter_map(move |kind| {
        let u = usize::from(CELL_UNITS[cells[0].0][kind]);
        cells
            .iter()
            .all(|&(i, _)| usize::from(CELL_UNITS[i][kind]) == u)
            .then_some(u)
    })
}

/// Type 4: two cells in one unit, sharing one digit besides the extra ones.
fn type4(c: &Candidates, grave: &Grave, new: &dyn Fn(u8) -> Step) -> Option<Step> {
    let [(a, ea), (b, eb)] = [grave.cells[0], grave.cells[1]];
    let common = c.cell(a) & c.cell(b) & !grave.extra;
    if count(common) != 1 {
        return None;
    }
    shared_units(&grave.cells).next()?;
    let mut step = new(57);
    for (i, e) in [(a, ea), (b, eb)] {
        for d in bits(c.cell(i) & !e & !common) {
            step.eliminate(i, d as u8 + 1);
        }
    }
    Some(step)
}

/// Type 3: the extra digits, as one cell, make a naked subset with other cells of a unit
/// the grave's cells share; subsets from two cells up, units box, row, column.
fn type3(c: &Candidates, grave: &Grave, new: &dyn Fn(u8) -> Step) -> Option<Step> {
    let units: Vec<usize> = shared_units(&grave.cells).collect();
    for degree in 2..=6usize {
        for &u in &units {
            let others: Vec<usize> = cells_of(grave.common)
                .filter(|&i| UNIT_CELLS[u].iter().any(|&j| usize::from(j) == i))
                .collect();
            if others.len() < degree {
                continue;
            }
            for chosen in
                (0u32..1 << others.len()).filter(|s| s.count_ones() as usize == degree - 1)
            {
                let set: Vec<usize> = bits(chosen as u16).map(|q| others[q]).collect();
                let union = set.iter().fold(0, |m, &i| m | c.cell(i));
                if count(union) != degree
                    || set.iter().any(|&i| count(c.cell(i)) < 2)
                    || count(union | grave.extra) != degree
                    || count(grave.extra) < 2
                {
                    continue;
                }
                let mut step = new(57 + degree as u8 - 1);
                for d in bits(union) {
                    let bit = 1 << d;
                    let holders = set
                        .iter()
                        .copied()
                        .chain(grave.cells.iter().map(|&(i, _)| i))
                        .filter(|&i| c.cell(i) & bit != 0);
                    let seen = holders.fold(!0u128, |s, i| s & PEER_SETS[i]);
                    for i in cells_of(seen).filter(|&i| c.cell(i) & bit != 0) {
                        step.eliminate(i, d as u8 + 1);
                    }
                }
                if step.eliminated().len() > 0 {
                    return Some(step);
                }
            }
        }
    }
    None
}

/// The grave's cells, if taking their extra digits out leaves a bivalue universal grave.
fn grave(c: &Candidates) -> Option<Grave> {
    let mut t = *c;
    let mut cells: Vec<(usize, u16)> = Vec::new();
    let mut extra = 0u16;
    let mut common: Option<CellSet> = None;
    let mut all_extra: Option<(CellSet, u8)> = None;
    let mut one_value = true;
    let mut add =
        |i: usize, d: u8, cells: &mut Vec<(usize, u16)>, extra: &mut u16, t: &mut Candidates| {
            match cells.iter_mut().find(|(j, _)| *j == i) {
                Some((_, e)) => *e |= 1 << (d - 1),
                None => cells.push((i, 1 << (d - 1))),
            }
            *extra |= 1 << (d - 1);
            t.eliminate(i, d);
            let bug: CellSet = cells.iter().fold(0, |s, &(j, _)| s | 1 << j);
            let seen = common.unwrap_or(!0) & PEER_SETS[i] & !bug;
            common = Some(seen);
            !(cells.len() > 1 && count(*extra) > 1 && seen == 0)
        };
    for u in ORDER {
        for d in 1..=9u8 {
            let p = c.places(d, u);
            if p == 0 || count(p) == 2 {
                continue;
            }
            let fat: Vec<usize> = bits(p)
                .map(|q| usize::from(UNIT_CELLS[u][q]))
                .filter(|&i| count(c.cell(i)) >= 3)
                .collect();
            let set = fat.iter().fold(0u128, |s, &i| s | 1 << i);
            match &mut all_extra {
                None => all_extra = Some((set, d)),
                Some((cells_so_far, only)) if one_value => {
                    if *only == d {
                        *cells_so_far |= set;
                    } else {
                        one_value = false;
                    }
                }
                Some(_) => {}
            }
            if fat.len() == 1 && !add(fat[0], d, &mut cells, &mut extra, &mut t) {
                return None;
            }
            if fat.is_empty() {
                return None;
            }
        }
    }
    if one_value && let Some((set, d)) = all_extra {
        let bug: CellSet = cells.iter().fold(0, |s, &(j, _)| s | 1 << j);
        if set.count_ones() as usize > cells.len() {
            for i in cells_of(set & !bug) {
                if !add(i, d, &mut cells, &mut extra, &mut t) {
                    return None;
                }
            }
        }
    }
    if (0..81).any(|i| t.value(i) == 0 && count(t.cell(i)) != 2) {
        return None;
    }
    if (0..27).any(|u| (1..=9).any(|d| !matches!(count(t.places(d, u)), 0 | 2))) {
        return None;
    }
    Some(Grave {
        cells,
        extra,
        common: common.unwrap_or(0),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::parse_line;
    use crate::human::techniques::tests::eliminated;
    use crate::human::{Candidates, Technique, apply, solve};

    /// The position of a puzzle just before its first step of `technique`, and that step.
    fn before(line: &str, technique: Technique) -> (Candidates, Step) {
        let puzzle = parse_line(line).unwrap();
        let mut c = Candidates::from_grid(&puzzle);
        for step in solve(&puzzle).steps {
            if step.technique == technique {
                return (c, step);
            }
            apply(&mut c, &step);
        }
        panic!("{line} takes no {technique} step");
    }

    #[test]
    fn one_cell_with_three_candidates_takes_its_extra_digit() {
        // A puzzle Sukaku Explainer rates 5.6 for its BUG type 1: once a turbot fish is
        // through, every unsolved cell has two candidates but r1c3 {2,3,7}, and 3 has three
        // places in its units: r1c3 is 3.
        let line =
            "9..18.6.5..4..5...5...49.2..78.....11.9...5.34.....26..4.91...6...7..8..7.1.68..4";
        let (c, step) = before(line, Technique::Bug);
        let found = find(&c, &Scope::ALL).unwrap();
        assert_eq!(found, step);
        assert_eq!(eliminated(&found), "r1c3<>2, r1c3<>7");
        assert_eq!(found.tenths(), 56);
        // Before the turbot fish, r3c4 keeps a third candidate: two cells stand out, with
        // different extra digits and no cell seeing both: no BUG.
        let (c, _) = before(line, Technique::TurbotFish);
        assert_eq!(find(&c, &Scope::ALL), None);
    }

    /// The position of a puzzle just before its `k`th step (from 0).
    fn at_step(line: &str, k: usize) -> Candidates {
        let puzzle = crate::formats::parse_line(line).unwrap();
        let mut c = Candidates::from_grid(&puzzle);
        for step in solve(&puzzle).steps.iter().take(k) {
            apply(&mut c, step);
        }
        c
    }

    #[test]
    fn bugs_of_types_2_3_and_4_take_what_sukaku_explainer_takes() {
        // Puzzles of the Sudoku Exchange bank with the step where Sukaku Explainer takes a
        // BUG of each type (its step log), and the eliminations it makes there; one step
        // earlier, a cell more keeps a third candidate and there is no BUG.
        for (line, k, tenths, gone) in [
            // "BUG type 2: r8c2,r4c1,r5c1 on 8" (5.7).
            (
                ".5.....3..31...24.4.7...5.6...9.2......6.1....4.538.9...52847......5....9.......8",
                35,
                57,
                "r4c2<>8, r5c2<>8, r8c1<>8",
            ),
            // "BUG type 3: r7c3,r7c6 on 2, 3" (5.8).
            (
                "..92.67....5.1.3...........8.......5..1...2...6.9.5.3.....7.....83.6.19..5.4.9.7.",
                30,
                58,
                "r7c2<>2, r7c4<>3",
            ),
            // "BUG type 4: r4c3,r6c3 on 6" (5.7).
            (
                "...9...2.9.4..16...18...75..7..3...4...465...5...7..3..62...31...53..2.8.8...4...",
                35,
                57,
                "r4c3<>1, r6c3<>9",
            ),
        ] {
            let step = find(&at_step(line, k), &Scope::ALL).unwrap();
            assert_eq!(
                (step.tenths(), eliminated(&step).as_str()),
                (tenths, gone),
                "{line}"
            );
            assert_eq!(find(&at_step(line, k - 1), &Scope::ALL), None, "{line}");
        }
    }
}

//! Unique rectangles and unique loops: cells that could swap two digits {x,y} among
//! themselves (a loop of cells alternating between units, each unit holding two of them)
//! would give a puzzle two solutions. A puzzle with one solution cannot end that way, so
//! what keeps the loop from it must hold:
//! - type 1: one cell has more candidates: x and y leave it;
//! - type 2: the extra cells share one more digit z: one of them is z, so z leaves every cell
//!   that sees them all;
//! - type 3: the two extra cells, with other cells of a unit they share, make a naked subset
//!   (their extra digits standing for one cell) or x and y with other digits make a hidden
//!   subset there;
//! - type 4: x (or y) is confined to the two extra cells in a unit they share: y (or x)
//!   leaves both.
//!
//! Ratings are Sukaku Explainer's: 4.5 for a rectangle (four cells), 4.6 for a loop of six,
//! 4.7 of eight, 5.0 of ten or more; type 3 adds 0.1 per cell of its subset beyond the first.
//! As Sukaku Explainer does, every loop is found (from each two-candidate cell in order,
//! boxes, rows, then columns) and the easiest step taken, type 1 before 2 before 3 before 4.

use crate::board::nine::CELL_UNIT_BITS;
use crate::human::candidates::Candidates;
use crate::human::scope::Scope;
use crate::human::step::Step;
use crate::human::technique::Technique;
use crate::human::techniques::cells_with;
use crate::human::units::{
    CELL_UNITS, CellSet, PEER_SETS, UNIT_CELLS, UNIT_SETS, bits, cells_of, count,
};

/// The longest loop looked for (cells).
const LONGEST: usize = 16;

/// The units of cell `i` in Sukaku Explainer's order: box, row, column.
fn units_of(i: usize) -> [usize; 3] {
    let [r, c, b] = CELL_UNITS[i];
    [usize::from(b), usize::from(r), usize::from(c)]
}

/// The easiest unique loop step, if any.
///
/// Every step of a loop rests on the candidates of the units its cells are in (the loop's
/// own, a type 3 subset's, a type 4 digit's places) and eliminates only there or in cells
/// seeing them: a loop none of whose units changed since the scope's base was there then,
/// took nothing then, and takes nothing now, so it is passed over.
pub(crate) fn find(c: &Candidates, scope: &Scope) -> Option<Step> {
    if scope.cells == 0 {
        return None;
    }
    // The cells of the units where something changed.
    let touched = (0..27)
        .filter(|&u| scope.any_units >> u & 1 != 0)
        .fold(0u128, |s, u| s | UNIT_SETS[u]);
    let mut best: Option<(u8, u8, Step)> = None;
    for i in (0..81).filter(|&i| count(c.cell(i)) == 2) {
        let xy = c.cell(i);
        let both = on_loops(bits(xy).fold(!0, |s, d| s & cells_with(c, 1 << d)));
        if both >> i & 1 == 0 || both & touched == 0 {
            continue;
        }
        let new = |lp: &&Vec<usize>| lp.iter().any(|&j| touched >> j & 1 != 0);
        for lp in valid_loops(c, i, both).iter().filter(new) {
            for (kind, step) in steps(c, xy, lp) {
                let key = (step.tenths(), kind);
                if best.as_ref().is_none_or(|(t, k, _)| key < (*t, *k)) {
                    best = Some((key.0, key.1, step));
                }
            }
        }
    }
    best.map(|(_, _, step)| step)
}

/// The valid loops from two-candidate cell `i` through cells of `both` (holding both its
/// digits), in the order found.
fn valid_loops(c: &Candidates, i: usize, both: CellSet) -> Vec<Vec<usize>> {
    let mut loops = Vec::new();
    let mut path = vec![i];
    let start = ([CELL_UNIT_BITS[i], 0], 1 << i);
    search(
        c,
        (c.cell(i), both),
        &mut path,
        (2, 0, 3),
        start,
        &mut loops,
    );
    loops.retain(|lp| valid(lp));
    loops
}

/// The cells of `both` that can be on a valid loop: in a valid loop each unit of a cell
/// holds another of its cells (the units of the cells at even places are those of the cells
/// at odd places, and no two at places of one parity share a unit), so a cell without
/// another of the set in each of its units is left out, until every cell left has them.
/// The search meets the same valid loops in the same order, without the paths that could
/// not close into one.
fn on_loops(mut both: CellSet) -> CellSet {
    loop {
        let kept = cells_of(both)
            .filter(|&j| {
                CELL_UNITS[j]
                    .iter()
                    .all(|&u| UNIT_SETS[usize::from(u)] & both & !(1 << j) != 0)
            })
            .fold(0, |s, j| s | 1 << j);
        if kept == both {
            return both;
        }
        both = kept;
    }
}

/// Extends the path by cells holding both digits of `xy`, through a unit of another kind
/// than the last (`last` 0 box, 1 row, 2 column, 3 none); a path back to its first cell of
/// four cells or more is a loop. At most two cells may have other digits, and more only
/// when all of those share one other digit (`allowed`, `extra`).
///
/// Two shortcuts leave the loops found as they were: a loop is only followed from its first
/// two-candidate cell (from a later one it was found already), and no cell joins that shares
/// a unit with a cell at a place of the same parity (the loop could not be valid).
/// `both` holds the cells with both digits (the only ones a loop can pass through); `units`
/// the units of the path's cells at even and at odd places, `on` its cells.
fn search(
    c: &Candidates,
    (xy, both): (u16, CellSet),
    path: &mut Vec<usize>,
    (allowed, extra, last): (u8, u16, usize),
    (units, on): ([u32; 2], CellSet),
    loops: &mut Vec<Vec<usize>>,
) {
    let cell = *path.last().expect("a path has a first cell");
    // The units of the cells at the parity the next cell would take.
    let next_parity = path.len() % 2;
    let taken = units[next_parity];
    for (kind, unit) in units_of(cell).into_iter().enumerate() {
        if kind == last {
            continue;
        }
        for next in cells_of(UNIT_SETS[unit] & both) {
            let m = c.cell(next);
            if next == path[0] && path.len() >= 4 {
                loops.push(path.clone());
            } else if path.len() < LONGEST
                && !(count(m) == 2 && next < path[0])
                && CELL_UNIT_BITS[next] & taken == 0
                && on >> next & 1 == 0
            {
                let more = extra | (m & !xy);
                if count(m) == 2 || count(more) == 1 || allowed > 0 {
                    path.push(next);
                    let allowed = allowed.saturating_sub(u8::from(count(m) > 2));
                    let mut units = units;
                    units[next_parity] |= CELL_UNIT_BITS[next];
                    let seen = (units, on | 1 << next);
                    search(c, (xy, both), path, (allowed, more, kind), seen, loops);
                    path.pop();
                }
            }
        }
    }
}

/// True when the cells pair up in every unit: no two cells at even places (or two at odd
/// places) share a unit, and the units of the even ones are those of the odd ones.
fn valid(lp: &[usize]) -> bool {
    let (mut even, mut odd) = (0u32, 0u32);
    for (k, &i) in lp.iter().enumerate() {
        let seen = if k % 2 == 0 { &mut even } else { &mut odd };
        for u in units_of(i) {
            if *seen >> u & 1 != 0 {
                return false;
            }
            *seen |= 1 << u;
        }
    }
    even == odd
}

/// The loop's rating before its type adds to it, in tenths.
fn base_tenths(cells: usize) -> u8 {
    match cells {
        4 => 45,
        6 => 46,
        8 => 47,
        _ => 50,
    }
}

/// The steps a valid loop gives, with their types.
fn steps(c: &Candidates, xy: u16, lp: &[usize]) -> Vec<(u8, Step)> {
    let base = base_tenths(lp.len());
    let extras: Vec<usize> = lp
        .iter()
        .copied()
        .filter(|&i| count(c.cell(i)) > 2)
        .collect();
    let new = |tenths: u8| {
        let mut step = Step::new(Technique::UniqueLoop, xy).rated(tenths);
        for &i in lp {
            step.cell(i);
        }
        step
    };
    let mut out = Vec::new();
    match extras.len() {
        1 => {
            let mut step = new(base);
            for d in bits(xy) {
                step.eliminate(extras[0], d as u8 + 1);
            }
            out.push((1, step));
        }
        0 => {}
        _ => {
            let more = extras.iter().fold(0, |m, &i| m | c.cell(i)) & !xy;
            if extras.len() > 2 || count(more) == 1 {
                let z = (c.cell(extras[0]) & !xy).trailing_zeros() as u8 + 1;
                let seen = extras.iter().fold(!0u128, |s, &i| s & PEER_SETS[i]);
                let mut step = new(base);
                for i in cells_of(seen).filter(|&i| c.has(i, z)) {
                    step.eliminate(i, z);
                }
                out.push((2, step));
            } else {
                out.extend(type3(c, xy, extras[0], extras[1], base, &new));
            }
            if extras.len() == 2 {
                out.extend(type4(c, xy, (extras[0], extras[1]), base, &new));
            }
        }
    }
    out.retain(|(_, step)| step.eliminated().len() > 0);
    out
}

/// The units (box, row, column) both cells are in.
fn shared(a: usize, b: usize) -> impl Iterator<Item = usize> {
    let ub = units_of(b);
    units_of(a).into_iter().filter(move |u| ub.contains(u))
}

/// Type 4: a digit of the loop confined to the two extra cells in a unit they share (the
/// last such unit, x before y): the other digit leaves both.
fn type4(
    c: &Candidates,
    xy: u16,
    (a, b): (usize, usize),
    base: u8,
    new: &dyn Fn(u8) -> Step,
) -> Option<(u8, Step)> {
    let (x, y) = (
        xy.trailing_zeros() as u8 + 1,
        15 - xy.leading_zeros() as u8 + 1,
    );
    let (mut lock_x, mut lock_y) = (None, None);
    for u in shared(a, b) {
        let outside = |d: u8| {
            UNIT_CELLS[u]
                .iter()
                .any(|&j| usize::from(j) != a && usize::from(j) != b && c.has(usize::from(j), d))
        };
        if !outside(x) {
            lock_x = Some(u);
        }
        if !outside(y) {
            lock_y = Some(u);
        }
    }
    let gone = match (lock_x, lock_y) {
        (Some(_), _) => y,
        (None, Some(_)) => x,
        (None, None) => return None,
    };
    let mut step = new(base);
    for i in [a, b] {
        step.eliminate(i, gone);
    }
    Some((4, step))
}

/// Type 3: the extra digits of the two extra cells, as one more cell of a unit they share,
/// make a naked subset with other cells there; or x and y with other digits make a hidden
/// subset there. Subsets from two cells up, units box, row, column.
fn type3(
    c: &Candidates,
    xy: u16,
    a: usize,
    b: usize,
    base: u8,
    new: &dyn Fn(u8) -> Step,
) -> Vec<(u8, Step)> {
    let extra = (c.cell(a) | c.cell(b)) & !xy;
    let mut out = Vec::new();
    for degree in 2..=7usize {
        for u in shared(a, b) {
            let empty = UNIT_CELLS[u]
                .iter()
                .filter(|&&j| c.value(usize::from(j)) == 0)
                .count();
            let pos = |i: usize| UNIT_CELLS[u].iter().position(|&j| usize::from(j) == i);
            let (Some(pa), Some(pb)) = (pos(a), pos(b)) else {
                continue;
            };
            if degree * 2 <= empty && degree >= count(extra) {
                let common = extra & c.cell(a) & c.cell(b);
                // The other cells: every cell of the unit but the two, the first standing for
                // both (with the extra digits).
                let mut others = [0usize; 7];
                for (slot, p) in others
                    .iter_mut()
                    .zip((0..9).filter(|&p| p != pa && p != pb))
                {
                    *slot = p;
                }
                let masks = others.map(|p| c.cell(usize::from(UNIT_CELLS[u][p])));
                let found = naked(&masks, degree - 1, extra, common);
                if let Some((chosen, union)) = found {
                    let set: Vec<usize> = bits(chosen)
                        .map(|q| usize::from(UNIT_CELLS[u][others[q]]))
                        .collect();
                    let mut step = new(base + degree as u8 - 1);
                    for d in bits(union) {
                        let d = d as u8 + 1;
                        let holders = set.iter().copied().chain([a, b]).filter(|&i| c.has(i, d));
                        let seen = holders.fold(!0u128, |s, i| s & PEER_SETS[i]);
                        for i in cells_of(seen).filter(|&i| c.has(i, d)) {
                            step.eliminate(i, d);
                        }
                    }
                    if step.eliminated().len() > 0 {
                        out.push((3, step));
                    }
                }
            }
            if degree * 2 < empty
                && let Some(step) = hidden(c, xy, extra, u, (a, b, pb), degree, base, new)
            {
                out.push((3, step));
            }
        }
    }
    out
}

/// The first naked subset of the pseudo-cell (digits `extra`, of which `common` are in both
/// extra cells) with `n` of the `masks` (other cells of the unit), in Sukaku Explainer's
/// order: the chosen masks and the subset's digits.
fn naked(masks: &[u16], n: usize, extra: u16, common: u16) -> Option<(u16, u16)> {
    sets(masks.len(), n).find_map(|chosen| {
        if bits(chosen).any(|q| count(masks[q]) < 2) {
            return None;
        }
        let union = bits(chosen).fold(0, |u, q| u | masks[q]);
        (count(union | extra) == n + 1 && count(union | common) == n + 1)
            .then_some((chosen, union | extra))
    })
}

/// Type 3 with a hidden subset: x, y and `degree - 2` other digits (none of the extra
/// ones) confined, apart from the second extra cell, to `degree` cells of unit `u` (the first
/// extra cell among them): the other cells of the subset lose their other digits.
#[allow(clippy::too_many_arguments)]
fn hidden(
    c: &Candidates,
    xy: u16,
    extra: u16,
    u: usize,
    (a, b, pb): (usize, usize, usize),
    degree: usize,
    base: u8,
    new: &dyn Fn(u8) -> Step,
) -> Option<Step> {
    let (mut rest, mut len) = ([0u8; 9], 0);
    for d in (1..=9u8).filter(|&d| (xy | extra) >> (d - 1) & 1 == 0) {
        rest[len] = d;
        len += 1;
    }
    if degree - 2 > len {
        return None;
    }
    let places = |d: u8| c.places(d, u) & !(1 << pb);
    let singles = rest.map(|d| if d == 0 { 0 } else { 1u16 << (d - 1) });
    let pair = places(xy.trailing_zeros() as u8 + 1) | places(15 - xy.leading_zeros() as u8 + 1);
    sets(len, degree - 2).find_map(|chosen| {
        let digits = bits(chosen).fold(xy, |s, q| s | singles[q]);
        let mut union = pair;
        for q in bits(chosen) {
            let p = places(rest[q]);
            if p == 0 {
                return None;
            }
            union |= p;
        }
        if count(union) != degree {
            return None;
        }
        let mut step = new(base + degree as u8 - 2);
        for p in bits(union) {
            let i = usize::from(UNIT_CELLS[u][p]);
            if i == a || i == b {
                continue;
            }
            for d in bits(c.cell(i) & !digits) {
                step.eliminate(i, d as u8 + 1);
            }
        }
        (step.eliminated().len() > 0).then_some(step)
    })
}

/// The sets of `n` of `len` indices (as masks), by the value of the mask: each the next
/// larger mask with `n` bits (Gosper's step), none of the masks between looked at.
fn sets(len: usize, n: usize) -> impl Iterator<Item = u16> {
    let end = 1u32 << len;
    let first = if n > len { end } else { (1u32 << n) - 1 };
    std::iter::successors(Some(first), |&s| {
        (s != 0).then(|| {
            let low = s & s.wrapping_neg();
            let ripple = s + low;
            (((ripple ^ s) >> 2) / low) | ripple
        })
    })
    .take_while(move |&s| s < end)
    .map(|s| s as u16)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::human::techniques::tests::{eliminated, marked};

    #[test]
    fn sets_come_by_the_value_of_their_mask() {
        for len in 0..=9 {
            for n in 0..=10 {
                let every: Vec<u16> = (0u16..1 << len)
                    .filter(|s| s.count_ones() as usize == n)
                    .collect();
                assert_eq!(sets(len, n).collect::<Vec<_>>(), every, "{n} of {len}");
            }
        }
    }

    #[test]
    fn the_cells_left_out_of_the_search_are_on_no_valid_loop() {
        use crate::formats::parse_line;
        use crate::human::solver::solve;
        use crate::human::step::apply;
        let puzzles = [
            ".9....2.77...19.....64..39.31.......6..825..4.......76.87..65.....57...94.5....6.",
            "..3...6...62.7..9.4..6...71...5.31...1..9..3...81.4...94...6..2.7..4.95...1...4..",
            ".3.....6.1..9.3..8..62..3...1..9.74....8.2....93.7..5...8..12..5..6.8..7.7.....8.",
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
        ];
        let (mut loops, mut left_out) = (0, 0);
        for line in puzzles {
            let grid = parse_line(line).unwrap();
            let mut c = Candidates::from_grid(&grid);
            for step in solve(&grid).steps {
                for i in (0..81).filter(|&i| count(c.cell(i)) == 2) {
                    let both = bits(c.cell(i)).fold(!0, |s, d| s & cells_with(&c, 1 << d));
                    let all = valid_loops(&c, i, both);
                    let pruned = on_loops(both);
                    let kept = if pruned >> i & 1 != 0 {
                        valid_loops(&c, i, pruned)
                    } else {
                        Vec::new()
                    };
                    assert_eq!(kept, all, "{line}: {}", c.to_marks().to_line());
                    loops += all.len();
                    left_out += (both & !pruned).count_ones();
                }
                apply(&mut c, &step);
            }
        }
        assert!(loops > 20 && left_out > 1000, "{loops} {left_out}");
    }

    #[test]
    fn a_rectangle_with_one_extra_cell_loses_its_pair() {
        // r1c1, r1c4, r2c1 hold {1,2}, r2c4 {1,2,7}: r2c4 cannot be 1 or 2 (the rectangle
        // spans boxes 1 and 2, two rows and two columns).
        let c = marked(&[(0, "12"), (3, "12"), (9, "12"), (12, "127")]);
        let step = find(&c, &Scope::ALL).unwrap();
        assert_eq!(step.technique, Technique::UniqueLoop);
        assert_eq!(step.tenths(), 45);
        assert_eq!(eliminated(&step), "r2c4<>1, r2c4<>2");
        // This position has many solutions: the solver does not use what rests on one.
        let next = crate::human::next_step(&c).unwrap();
        assert_ne!(next.technique, Technique::UniqueLoop);
    }

    #[test]
    fn a_rectangle_in_four_boxes_is_no_deadly_pattern() {
        // r1c1, r1c4, r4c1 hold {1,2}, r4c4 {1,2,7}: four boxes, so the digits could not
        // swap without breaking a box... they could: rows and columns pair up, but the boxes
        // do not (each box holds one cell).
        let c = marked(&[(0, "12"), (3, "12"), (27, "12"), (30, "127")]);
        assert_eq!(find(&c, &Scope::ALL), None);
    }

    #[test]
    fn a_rectangle_whose_extra_cells_share_nothing_takes_nothing() {
        // r1c1, r1c4 hold {1,2}, r2c1 {1,2,7}, r2c4 {1,2,8}: two extra cells (no type 1),
        // different extra digits (no type 2), no cell of row 2 to make a subset with {7,8}
        // (no type 3), and 1 and 2 have other places in row 2 (no type 4).
        let c = marked(&[(0, "12"), (3, "12"), (9, "127"), (12, "128")]);
        assert_eq!(find(&c, &Scope::ALL), None);
        // With r2c9 {7,8}, the extra digits and r2c9 make a naked pair in row 2 (type 3,
        // 4.5 plus 0.1 for the pair's second cell): 7 and 8 leave the rest of row 2.
        let c = marked(&[(0, "12"), (3, "12"), (9, "127"), (12, "128"), (17, "78")]);
        let step = find(&c, &Scope::ALL).unwrap();
        assert_eq!(step.tenths(), 46);
        assert_eq!(
            eliminated(&step),
            "r2c2<>7, r2c3<>7, r2c5<>7, r2c6<>7, r2c7<>7, r2c8<>7, \
             r2c2<>8, r2c3<>8, r2c5<>8, r2c6<>8, r2c7<>8, r2c8<>8"
        );
    }
}

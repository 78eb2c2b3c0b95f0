//! WXYZ-, VWXYZ-, UVWXYZ- and TUVWXYZ-wings (Sukaku Explainer's): k cells that all see each other hold k + 1
//! digits between them (an almost locked set), and a two-candidate cell {x,z} outside sees
//! every one of them that holds x. If the outside cell is not z it is x, which leaves the k
//! cells k digits for k cells: so one of the z cells is z, and z leaves every cell that sees
//! all of them. When z links the same way as x, each of the set's other digits must be in
//! it, and leaves the cells that see all its places there; x and z leave the cells that see
//! the outside cell and their places in the set.
//!
//! Ratings are Sukaku Explainer's: 5.5 for three cells, plus 0.1 when the fullest of them
//! holds three digits; 6.2 for four, plus 0.2 when the fullest holds three, 0.1 for two or
//! four; 6.6 for five; 7.5 for six. The easiest wing is taken, among equals the one that
//! eliminates most.

use crate::human::candidates::Candidates;
use crate::human::scope::Scope;
use crate::human::step::Step;
use crate::human::technique::Technique;
use crate::human::units::{CellSet, PEER_SETS, bits, cells_of, count};

/// The easiest wing of `k` (3 to 6) cells and an outside cell that eliminates something.
///
/// A wing whose cells all kept their candidates since the scope's base was there then, and
/// took nothing then, so it takes nothing now: each wing looked at holds a changed cell.
pub(crate) fn find(c: &Candidates, k: usize, scope: &Scope) -> Option<Step> {
    if scope.cells == 0 {
        return None;
    }
    let open: CellSet = (0..81)
        .filter(|&i| (2..=k + 1).contains(&count(c.cell(i))))
        .fold(0, |s, i| s | 1 << i);
    // The two-candidate cells (the outside cell is one), and the cells that see a changed one.
    let pairs: CellSet = (0..81)
        .filter(|&i| count(c.cell(i)) == 2)
        .fold(0, |s, i| s | 1 << i);
    let near = cells_of(scope.cells & pairs).fold(0, |s, i| s | PEER_SETS[i]);
    let mut best: Option<(u8, usize, Step)> = None;
    let mut set = Vec::with_capacity(k);
    let wing = Wing {
        c,
        k,
        changed: scope.cells,
        near,
        pairs,
    };
    grow(&wing, open, &mut set, 0, &mut best);
    best.map(|(_, _, step)| step)
}

/// What a search for wings knows: the position, the set's size, the changed cells, the
/// cells that see a changed two-candidate cell, and the two-candidate cells.
struct Wing<'a> {
    c: &'a Candidates,
    k: usize,
    changed: CellSet,
    near: CellSet,
    pairs: CellSet,
}

/// Extends `set` (cells that all see each other, in increasing order, holding the `digits`,
/// at most k + 1 of them) to k cells, and looks for wings on each; `open` holds the cells
/// that may join it (after its last, seeing every cell of it).
fn grow(
    wing: &Wing,
    open: CellSet,
    set: &mut Vec<usize>,
    digits: u16,
    best: &mut Option<(u8, usize, Step)>,
) {
    let (c, k) = (wing.c, wing.k);
    let members = set.iter().fold(0u128, |s, &i| s | 1 << i);
    let mut open = open;
    let last = set.len() + 1 == k;
    if last && members & (wing.changed | wing.near) == 0 {
        // The last cell must be changed, or see a changed cell that can be the outside one.
        open &= wing.changed | wing.near;
    }
    for i in cells_of(open) {
        let union = digits | c.cell(i);
        if last {
            if count(union) == k + 1 {
                set.push(i);
                // Without a changed cell in the set, only a changed outside cell makes it
                // new.
                let outside = if (members | 1 << i) & wing.changed != 0 {
                    wing.pairs
                } else {
                    wing.changed & wing.pairs
                };
                wings(c, set, union, outside, best);
                set.pop();
            }
        } else if count(union) <= k + 1 {
            let later = open & PEER_SETS[i] & !((2u128 << i) - 1);
            let relevant = wing.changed | wing.near;
            if (members | 1 << i | later) & relevant == 0 {
                // No cell of the set, nor any that can join it, is changed or sees a changed
                // cell that can be the outside one.
                continue;
            }
            set.push(i);
            grow(wing, later, set, union, best);
            set.pop();
        }
    }
}

/// The cells of the set holding digit bit `d`.
fn holders(c: &Candidates, set: &[usize], d: u16) -> CellSet {
    set.iter()
        .filter(|&&i| c.cell(i) & d != 0)
        .fold(0, |s, &i| s | 1 << i)
}

/// The cells that see every cell of `cells`, and hold digit bit `d`, outside `not`.
fn seeing_all(c: &Candidates, cells: CellSet, d: u16, not: CellSet) -> CellSet {
    let seen = cells_of(cells).fold(!0u128, |s, i| s & PEER_SETS[i]) & !not;
    cells_of(seen)
        .filter(|&i| c.cell(i) & d != 0)
        .fold(0, |s, i| s | 1 << i)
}

/// The wings on one set of cells: each two-candidate cell of `outside` but not of the set,
/// seeing one of them, whose digits are the set's.
fn wings(
    c: &Candidates,
    set: &[usize],
    digits: u16,
    outside: CellSet,
    best: &mut Option<(u8, usize, Step)>,
) {
    let k = set.len();
    let fullest = set.iter().map(|&i| count(c.cell(i))).max().unwrap_or(0);
    let tenths = match k {
        3 => 55 + u8::from(fullest == 3),
        4 => 62 + (2 - (3i32 - fullest as i32).unsigned_abs().min(2)) as u8,
        5 => 66,
        _ => 75,
    };
    let members = set.iter().fold(0u128, |s, &i| s | 1 << i);
    let around = set.iter().fold(0u128, |s, &i| s | PEER_SETS[i]) & !members & outside;
    for yz in cells_of(around) {
        let m = c.cell(yz);
        if count(m) != 2 || m & digits != m {
            continue;
        }
        let (x, z) = (m & m.wrapping_neg(), m & (m - 1));
        let linked = |d: u16| cells_of(holders(c, set, d)).all(|i| PEER_SETS[yz] >> i & 1 != 0);
        let (lx, lz) = (linked(x), linked(z));
        let all = members | 1 << yz;
        // The cells each digit leaves (at most the set's k + 1 digits; no allocation, as
        // this runs for every outside cell of every set).
        let mut gone = [(0 as CellSet, 0u16); 7];
        let mut n = 0;
        let mut push = |cells: CellSet, d: u16| {
            gone[n] = (cells, d);
            n += 1;
        };
        match (lx, lz) {
            (true, true) => {
                for w in bits(digits & !m) {
                    let w = 1 << w;
                    push(seeing_all(c, holders(c, set, w), w, all), w);
                }
                for d in [x, z] {
                    let cells = holders(c, set, d) | 1 << yz;
                    push(seeing_all(c, cells, d, all), d);
                }
            }
            (true, false) | (false, true) => {
                let d = if lx { z } else { x };
                let cells = holders(c, set, d) | 1 << yz;
                push(seeing_all(c, cells, d, all), d);
            }
            (false, false) => continue,
        }
        let gone = &gone[..n];
        let eliminations: usize = gone
            .iter()
            .map(|(cells, _)| cells.count_ones() as usize)
            .sum();
        if eliminations == 0
            || best.as_ref().is_some_and(|(t, e, _)| {
                (*t, std::cmp::Reverse(*e)) <= (tenths, std::cmp::Reverse(eliminations))
            })
        {
            continue;
        }
        let technique = match k {
            3 => Technique::WxyzWing,
            4 => Technique::VwxyzWing,
            5 => Technique::UvwxyzWing,
            _ => Technique::TuvwxyzWing,
        };
        let mut step = Step::new(technique, digits).rated(tenths);
        for &i in set {
            step.cell(i);
        }
        step.cell(yz);
        for &(cells, d) in gone {
            let d = d.trailing_zeros() as u8 + 1;
            for i in cells_of(cells) {
                step.eliminate(i, d);
            }
        }
        *best = Some((tenths, eliminations, step));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::human::techniques::tests::{eliminated, marked};

    #[test]
    fn a_wxyz_wing_takes_z_from_cells_seeing_every_z() {
        // r1c1 {1,2,4}, r1c2 {2,4}, r1c3 {3,4} hold 1-4 in row 1. r5c1 {1,3} sees r1c1, the
        // set's only 1, but not r1c3, its only 3: if r5c1 is not 3 it is 1, and the set keeps
        // 2-4 for three cells, so r1c3 is 3. Either way 3 leaves the cells that see both
        // r5c1 and r1c3: r2c1, r3c1 (column 1, box 1), r4c3, r5c3, r6c3 (box 4, row 5,
        // column 3). The fullest cell holds three digits: 5.6.
        let cells = [(0, "124"), (1, "24"), (2, "34"), (36, "13")];
        let step = find(&marked(&cells), 3, &Scope::ALL).unwrap();
        assert_eq!(step.technique, Technique::WxyzWing);
        assert_eq!(step.tenths(), 56);
        assert_eq!(
            eliminated(&step),
            "r2c1<>3, r3c1<>3, r4c3<>3, r5c3<>3, r6c3<>3"
        );
    }

    #[test]
    fn an_outside_cell_that_sees_no_linked_digit_makes_no_wing() {
        // r5c5 {1,3} sees none of the set's cells (row 5, column 5, box 5): no wing.
        let cells = [(0, "124"), (1, "24"), (2, "34"), (40, "13")];
        assert_eq!(find(&marked(&cells), 3, &Scope::ALL), None);
    }

    #[test]
    fn a_uvwxyz_wing_takes_z_from_cells_seeing_every_z() {
        // Row 1's r1c1 {1,2,4}, r1c2 {2,4,5}, r1c3 {3,4}, r1c4 {5,6}, r1c5 {2,6} hold 1-6:
        // five cells, six digits. r5c1 {1,3} sees r1c1, the set's only 1, but not r1c3, its
        // only 3: 3 leaves the cells that see both r5c1 and r1c3. Sukaku Explainer: 6.6.
        let step = find(&uvwxyz_set_and(36), 5, &Scope::ALL).unwrap();
        assert_eq!(step.technique, Technique::UvwxyzWing);
        assert_eq!(step.tenths(), 66);
        assert_eq!(
            eliminated(&step),
            "r2c1<>3, r3c1<>3, r4c3<>3, r5c3<>3, r6c3<>3"
        );
        assert_eq!(
            step.to_string(),
            "uvwxyz-wing: r2c1<>3, r3c1<>3, r4c3<>3, r5c3<>3, r6c3<>3 \
             (r1c1, r1c2, r1c3, r1c4, r1c5 hold 1, 2, 3, 4, 5, 6; r5c1)"
        );
        // Told short, for the tutor's two status lines.
        assert_eq!(
            step.words(),
            "Uvwxyz-wing: r1c1, r1c2, r1c3, r1c4, r1c5 hold 1, 2, 3, 4, 5, 6 (a digit more than \
             cells); r5c1 sees each holding one of its digits: so 3 leaves r2c1, r3c1, r4c3, \
             r5c3, r6c3"
        );
    }

    #[test]
    fn a_uvwxyz_wing_needs_the_outside_cell_to_see_every_x() {
        // r5c5 {1,3} sees r1c5 but neither r1c1 (the set's 1) nor r1c3 (its 3): no wing.
        assert_eq!(find(&uvwxyz_set_and(40), 5, &Scope::ALL), None);
    }

    #[test]
    fn a_tuvwxyz_wing_takes_what_sukaku_explainer_takes() {
        // serate: "7.5 TUVWXYZ-Wing 2418: Cells r1c4,r1c5,r2c5,r2c6,r3c5,r3c6,r1c7 on values
        // 1,8", taking r1c3<>8, r2c4<>2, r2c4<>4, r2c4<>5; no smaller wing there.
        let marks = BEFORE_A_TUVWXYZ_WING.concat();
        let c = Candidates::from_marks(&crate::formats::parse_marks(&marks).unwrap());
        let step = find(&c, 6, &Scope::ALL).unwrap();
        assert_eq!(step.technique, Technique::TuvwxyzWing);
        assert_eq!(step.tenths(), 75);
        assert_eq!(eliminated(&step), "r2c4<>2, r2c4<>4, r2c4<>5, r1c3<>8");
        for k in 3..=5 {
            assert_eq!(find(&c, k, &Scope::ALL), None, "{k} cells");
        }
    }

    #[test]
    fn five_cells_and_six_digits_make_no_tuvwxyz_wing() {
        assert_eq!(find(&uvwxyz_set_and(36), 6, &Scope::ALL), None);
    }

    /// Sukaku Explainer's position (729 pencil marks, nine rows of 81) before its 15th step on
    /// a SudokuExplainer-ts fixture (`24...9..7..6.....3..16..45.8..3.12....`), a TUVWXYZ-wing.
    const BEFORE_A_TUVWXYZ_WING: [&str; 9] = [
        ".2..........4.......3.5..8.1...5..8.1.3.5............91......8......6.........7..",
        "....5.7......5.78......6...12.45..8..2.45.7...2.4..7..1......8912......9..3......",
        "..3...7.9..3...7891.............6....23...7....3...7.....4.........5.....2.....8.",
        ".......8.....5.7.9...45...9..3.........4.67..1.........2..........4..7.9...456...",
        "..3.567.91..........345...9.2.4......2.4.678....4.67....3.5..89..34..7.9...456.8.",
        "..3..67....3...7...2...............9...4.678.....5......3....8...34..7..1........",
        "..3.5...9.2.............7..1..45......345...9.......8......6...1.3.........45....",
        "1..........3.56.89..3.5..89...45......3456..9..34.6.........7...234......2.45....",
        "...4.......3.56.....3.5..........7..123..6....23..6...1.3.5...........8.........9",
    ];

    /// Row 1's five cells holding 1-6 (r1c1 {1,2,4}, r1c2 {2,4,5}, r1c3 {3,4}, r1c4 {5,6},
    /// r1c5 {2,6}) and the cell `outside` holding {1,3}.
    fn uvwxyz_set_and(outside: usize) -> Candidates {
        marked(&[
            (0, "124"),
            (1, "245"),
            (2, "34"),
            (3, "56"),
            (4, "26"),
            (outside, "13"),
        ])
    }
}

//! The techniques, one file each, and the order they are tried in.
//!
//! Each technique's `find` returns its first step in a fixed scan order (given in its file)
//! that changes something, or `None`.

mod claiming;
mod fish;
mod guess;
mod hidden_single;
mod hidden_subset;
mod naked_single;
mod naked_subset;
mod nishio;
mod pointing;
mod xy_wing;
mod xyz_wing;

use super::candidates::Candidates;
use super::scope::Scope;
use super::step::Step;
use super::technique::Technique;
use super::units::{CellSet, count};

/// The pattern techniques, easiest first: everything but nishio and guessing.
pub(crate) const PATTERNS: [Technique; 15] = {
    let mut t = [Technique::HiddenSingle; 15];
    let mut k = 0;
    while k < 15 {
        t[k] = Technique::ALL[k];
        k += 1;
    }
    t
};

/// The first step of one technique, if it applies. Patterns look only where `scope` says
/// something changed (see [`Scope`]); singles, nishio and guessing look everywhere.
pub(crate) fn find(c: &Candidates, technique: Technique, scope: &Scope) -> Option<Step> {
    match technique {
        Technique::HiddenSingle => hidden_single::find(c),
        Technique::NakedSingle => naked_single::find(c),
        Technique::Pointing => pointing::find(c, scope),
        Technique::Claiming => claiming::find(c, scope),
        Technique::NakedPair => naked_subset::find(c, 2, scope),
        Technique::XWing => fish::find(c, 2, scope),
        Technique::HiddenPair => hidden_subset::find(c, 2, scope),
        Technique::NakedTriple => naked_subset::find(c, 3, scope),
        Technique::Swordfish => fish::find(c, 3, scope),
        Technique::HiddenTriple => hidden_subset::find(c, 3, scope),
        Technique::XyWing => xy_wing::find(c, scope),
        Technique::XyzWing => xyz_wing::find(c, scope),
        Technique::NakedQuad => naked_subset::find(c, 4, scope),
        Technique::Jellyfish => fish::find(c, 4, scope),
        Technique::HiddenQuad => hidden_subset::find(c, 4, scope),
        Technique::Nishio => nishio::find(c),
        Technique::Guess => guess::find(c),
    }
}

/// The step of the first of `techniques` that applies (patterns within `scope`).
pub(crate) fn easiest(c: &Candidates, techniques: &[Technique], scope: &Scope) -> Option<Step> {
    techniques.iter().find_map(|&t| find(c, t, scope))
}

/// Calls `found` with each set of `n` of the `masks` (as a mask of their indices) whose union
/// has exactly `n` bits, sets in lexicographic order, and returns its first answer.
pub(crate) fn first_set<T>(
    masks: &[u16],
    n: usize,
    found: &mut impl FnMut(u16, u16) -> Option<T>,
) -> Option<T> {
    /// Extends a set of `size` masks (`chosen`, their `union`) with masks from `from` on.
    fn grow<T>(
        masks: &[u16],
        n: usize,
        (from, size, chosen, union): (usize, usize, u16, u16),
        found: &mut impl FnMut(u16, u16) -> Option<T>,
    ) -> Option<T> {
        if size == n {
            return if count(union) == n {
                found(chosen, union)
            } else {
                None
            };
        }
        // Leave enough masks after this one to complete the set.
        for k in from..=masks.len().checked_sub(n - size)? {
            let u = union | masks[k];
            if count(u) <= n
                && let Some(answer) = grow(masks, n, (k + 1, size + 1, chosen | 1 << k, u), found)
            {
                return Some(answer);
            }
        }
        None
    }
    grow(masks, n, (0, 0, 0, 0), found)
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
        let all = first_set(&masks[..3], 3, &mut |chosen, union| Some((chosen, union)));
        assert_eq!(all, Some((0b111, 0b111)));
    }
}

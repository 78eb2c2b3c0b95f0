//! Where a technique can newly apply: the candidates that changed since a position in which
//! it found nothing.
//!
//! Whether a pattern applies depends only on the candidates it rests on (a subset's unit, a
//! fish's digit, the box or line a locked candidate is confined to, a wing's three cells)
//! and on those it would eliminate, and candidates only ever go. So when a technique found
//! nothing in a position, in a later position reached from it the technique can find
//! something only where something the pattern rests on changed: its scans skip the rest,
//! and find the same first step as a full scan, in the same order. The solver keeps, for
//! each technique, the last position where it found nothing.

use super::candidates::{ALL_DIGITS, Candidates};
use super::units::{CELL_BIT, CELL_UNIT_BITS, CELL_UNITS, CellSet, bits};

/// What changed since a position where a technique found nothing (or everything, when there
/// is no such position).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Scope {
    /// The cells whose candidates changed (solved cells included).
    pub(crate) cells: CellSet,
    /// Per digit (0-based), the units (bit `u`) where its candidates changed.
    pub(crate) units: [u32; 9],
    /// The units where any candidate changed.
    pub(crate) any_units: u32,
    /// Per unit, the digits (bit `d - 1`) whose candidates changed in it.
    pub(crate) digits: [u16; 27],
}

impl Scope {
    /// Everything: for a position with no earlier one to compare with.
    pub(crate) const ALL: Scope = Scope {
        cells: (1 << 81) - 1,
        units: [(1 << 27) - 1; 9],
        any_units: (1 << 27) - 1,
        digits: [ALL_DIGITS; 27],
    };

    /// The changes from `base` (a position where a technique found nothing) to `now`, which
    /// was reached from it by placing digits and eliminating candidates.
    pub(crate) fn since(base: &Candidates, now: &Candidates) -> Scope {
        let mut scope = Scope {
            cells: 0,
            units: [0; 9],
            any_units: 0,
            digits: [0; 27],
        };
        for (i, &[r, c, b]) in CELL_UNITS.iter().enumerate() {
            let gone = base.cell(i) & !now.cell(i);
            if gone != 0 {
                // (Loads from tables: shifts of a 128-bit set by a variable cost several
                // instructions, and this runs for every changed cell at every step.)
                scope.cells |= CELL_BIT[i];
                let units = CELL_UNIT_BITS[i];
                scope.any_units |= units;
                for d in bits(gone) {
                    scope.units[d] |= units;
                }
                for u in [r, c, b] {
                    scope.digits[usize::from(u)] |= gone;
                }
            }
        }
        scope
    }

    /// True when some candidate of cell `i` changed.
    #[inline]
    pub(crate) fn cell(&self, i: usize) -> bool {
        self.cells >> i & 1 != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn changes_are_read_as_each_digits_places_tell_them() {
        // Every position of a puzzle's solution against every later one: a cell changed when
        // its candidates did, a digit in a unit when its places there did.
        let puzzle = crate::formats::parse_line(
            ".4..3..1..6.8.9.4....1.4...8..9.2..147.....823.......9..5.8.7..6...5...3..8...1..",
        )
        .unwrap();
        let mut c = Candidates::from_grid(&puzzle);
        let mut positions = vec![c];
        for step in crate::human::solve(&puzzle).steps {
            crate::human::apply(&mut c, &step);
            positions.push(c);
        }
        assert!(positions.len() > 40);
        for (k, base) in positions.iter().enumerate() {
            for now in &positions[k..] {
                let scope = Scope::since(base, now);
                let cells = (0..81)
                    .filter(|&i| base.cell(i) != now.cell(i))
                    .fold(0u128, |s, i| s | 1 << i);
                assert_eq!(scope.cells, cells);
                for u in 0..27 {
                    let digits = (1..=9u8)
                        .filter(|&d| base.places(d, u) != now.places(d, u))
                        .fold(0u16, |s, d| s | 1 << (d - 1));
                    assert_eq!(scope.digits[u], digits);
                    for d in 1..=9u8 {
                        let changed = scope.units[usize::from(d - 1)] >> u & 1 != 0;
                        assert_eq!(changed, digits >> (d - 1) & 1 != 0);
                    }
                    assert_eq!(scope.any_units >> u & 1 != 0, digits != 0);
                }
            }
        }
    }

    #[test]
    fn changes_are_placed() {
        let base = Candidates::new();
        let mut now = base;
        now.eliminate(40, 5);
        let scope = Scope::since(&base, &now);
        assert_eq!(scope.cells, 1 << 40);
        assert_eq!(scope.units[4], 1 << 4 | 1 << 13 | 1 << 22);
        assert_eq!(scope.any_units, 1 << 4 | 1 << 13 | 1 << 22);
        assert_eq!(scope.digits[22], 1 << 4);
        assert!(scope.cell(40) && !scope.cell(41));
    }
}

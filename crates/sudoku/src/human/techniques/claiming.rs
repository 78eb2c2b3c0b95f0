//! Claiming (locked candidates, line to box): when a digit's places in a row or a column all
//! lie in one box, the digit must go in that line within the box, so it leaves the rest of
//! the box.
//!
//! Rows are scanned first, then columns, digits 1 to 9 in each.

use crate::human::candidates::Candidates;
use crate::human::scope::Scope;
use crate::human::step::Step;
use crate::human::technique::Technique;
use crate::human::units::{UNIT_CELLS, bits};

/// For each nine-bit mask of positions in a line: the third of the line (0..3, so the box)
/// they all lie in, or 3 when they are in more than one (or none).
const ONE_BOX: [u8; 512] = {
    let mut t = [3; 512];
    let mut g = 0;
    while g < 3 {
        let third = 0b111 << (3 * g);
        let mut m = 1;
        while m < 512 {
            if m & !third == 0 {
                t[m] = g as u8;
            }
            m += 1;
        }
        g += 1;
    }
    t
};

/// The first claiming step, if any.
pub(crate) fn find(c: &Candidates, scope: &Scope) -> Option<Step> {
    for line in 0..18 {
        for d in scope.digits_in(line) {
            let p = c.places(d, line);
            let g = usize::from(ONE_BOX[usize::from(p)]);
            if g == 3 {
                continue;
            }
            // The line's positions 3g..3g+3 lie in one box; in that box the line is row k
            // (for a row) or column k (for a column) of the box.
            let k = line % 9 % 3;
            let (b, own) = if line < 9 {
                (3 * (line / 3) + g, 0b111 << (3 * k))
            } else {
                (3 * g + (line - 9) / 3, 0b001_001_001 << k)
            };
            let outside = c.places(d, 18 + b) & !own;
            if outside != 0 {
                return Some(step(c, d, line, 18 + b, outside));
            }
        }
    }
    None
}

/// The step: digit `d` of `line` locked in box `unit` leaves its `outside` positions.
fn step(c: &Candidates, d: u8, line: usize, unit: usize, outside: u16) -> Step {
    let mut step = Step::new(Technique::Claiming, 1 << (d - 1));
    for p in bits(c.places(d, line)) {
        step.cell(usize::from(UNIT_CELLS[line][p]));
    }
    step.unit(line);
    step.unit(unit);
    for p in bits(outside) {
        step.eliminate(usize::from(UNIT_CELLS[unit][p]), d);
    }
    step
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::human::techniques::tests::{eliminated, without};

    #[test]
    fn a_digit_confined_to_one_box_of_a_row_leaves_the_box() {
        // 4 is taken out of r5c4-r5c9: row 5 keeps it only in box 4 (r5c1-r5c3), so it leaves
        // the other rows of box 4. No box has 4 in one line only, so pointing finds nothing.
        let c = without(4, &[39, 40, 41, 42, 43, 44]);
        assert_eq!(
            crate::human::techniques::pointing::find(&c, &Scope::ALL),
            None
        );
        let step = find(&c, &Scope::ALL).unwrap();
        assert_eq!(step.units().collect::<Vec<_>>(), [4, 21]);
        assert_eq!(
            eliminated(&step),
            "r4c1<>4, r4c2<>4, r4c3<>4, r6c1<>4, r6c2<>4, r6c3<>4"
        );
    }

    #[test]
    fn a_digit_spread_over_two_boxes_claims_nothing() {
        // Out of r5c4-r5c6 only: row 5 keeps 4 in boxes 4 and 6, and every column and the
        // other rows in three boxes.
        let c = without(4, &[39, 40, 41]);
        assert_eq!(find(&c, &Scope::ALL), None);
    }
}

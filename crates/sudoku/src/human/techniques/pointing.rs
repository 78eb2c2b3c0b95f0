//! Pointing (locked candidates, box to line): when a digit's places in a box all lie in one
//! row or one column, the digit must go in that line within the box, so it leaves the rest of
//! the line.
//!
//! Boxes are scanned in order, digits 1 to 9 in each, the row before the column.

use crate::human::candidates::Candidates;
use crate::human::scope::Scope;
use crate::human::step::Step;
use crate::human::technique::Technique;
use crate::human::units::{UNIT_CELLS, bits};

/// For each nine-bit mask of positions in a box: the row (0..3) of the box they all lie in,
/// or 3 when they are in more than one (or none).
const ONE_ROW: [u8; 512] = one_line(0b000_000_111, 3);

/// For each nine-bit mask of positions in a box: the column (0..3) they all lie in, or 3.
const ONE_COL: [u8; 512] = one_line(0b001_001_001, 1);

/// The table of the line (0..3) of a box that holds every position of a mask: line k holds
/// the positions `first << (k * shift)`.
const fn one_line(first: u16, shift: u16) -> [u8; 512] {
    let mut t = [3; 512];
    let mut k = 0;
    while k < 3 {
        let line = first << (k * shift);
        let mut m = 1;
        while m < 512 {
            if m & !line == 0 {
                t[m as usize] = k as u8;
            }
            m += 1;
        }
        k += 1;
    }
    t
}

/// The first pointing step, if any.
pub(crate) fn find(c: &Candidates, scope: &Scope) -> Option<Step> {
    for b in 0..9 {
        let unit = 18 + b;
        for d in scope.digits_in(unit) {
            let p = usize::from(c.places(d, unit));
            // In one row of the box: the line is row 3*(b/3)+k, whose positions are columns.
            let k = usize::from(ONE_ROW[p]);
            if k < 3 {
                let row = 3 * (b / 3) + k;
                let outside = c.places(d, row) & !(0b111 << (3 * (b % 3)));
                if outside != 0 {
                    return Some(step(c, d, unit, row, outside));
                }
            }
            // In one column of the box: column 3*(b%3)+k, whose positions are rows.
            let k = usize::from(ONE_COL[p]);
            if k < 3 {
                let col = 9 + 3 * (b % 3) + k;
                let outside = c.places(d, col) & !(0b111 << (3 * (b / 3)));
                if outside != 0 {
                    return Some(step(c, d, unit, col, outside));
                }
            }
        }
    }
    None
}

/// The step: digit `d` of box `unit` locked in `line` leaves the `outside` positions of it.
fn step(c: &Candidates, d: u8, unit: usize, line: usize, outside: u16) -> Step {
    let mut step = Step::new(Technique::Pointing, 1 << (d - 1));
    for p in bits(c.places(d, unit)) {
        step.cell(usize::from(UNIT_CELLS[unit][p]));
    }
    step.unit(unit);
    step.unit(line);
    for p in bits(outside) {
        step.eliminate(usize::from(UNIT_CELLS[line][p]), d);
    }
    step
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::human::techniques::tests::{eliminated, without};

    #[test]
    fn a_digit_confined_to_a_row_of_a_box_leaves_the_row() {
        // 4 is taken out of r4c1-r4c3 and r6c1-r6c3: in box 4 it can only be in row 5, so it
        // leaves r5c4-r5c9. Every other box and line keeps 4 in at least two rows and columns.
        let c = without(4, &[27, 28, 29, 45, 46, 47]);
        let step = find(&c, &Scope::ALL).unwrap();
        assert_eq!(step.units().collect::<Vec<_>>(), [21, 4]);
        assert_eq!(
            eliminated(&step),
            "r5c4<>4, r5c5<>4, r5c6<>4, r5c7<>4, r5c8<>4, r5c9<>4"
        );
    }

    #[test]
    fn a_digit_in_two_rows_of_every_box_points_nowhere() {
        // 4 is taken out of row 4 in box 4 only: box 4 keeps it in rows 5 and 6 and in all three
        // columns, and every other box is untouched.
        let c = without(4, &[27, 28, 29]);
        assert_eq!(find(&c, &Scope::ALL), None);
    }
}

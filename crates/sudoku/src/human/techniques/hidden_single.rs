//! Hidden single: a digit with one place left in a unit goes there: 1.2 in a box, 1.5 in a
//! row or column (Sukaku Explainer's ratings). A unit's last empty cell is a full house,
//! not a hidden single.
//!
//! Units are scanned as Sukaku Explainer does: boxes, columns, rows; digits 1 to 9 in each.

use super::UNIT_ORDER;
use crate::human::candidates::Candidates;
use crate::human::step::Step;
use crate::human::technique::Technique;
use crate::human::units::{UNIT_CELLS, count};

/// The first hidden single, if any.
pub(crate) fn find(c: &Candidates) -> Option<Step> {
    for u in UNIT_ORDER {
        if count(c.placed_in(u)) >= 8 {
            continue;
        }
        for d in 1..=9 {
            let p = c.places(d, u);
            if p.is_power_of_two() {
                let cell = usize::from(UNIT_CELLS[u][p.trailing_zeros() as usize]);
                let tenths = if u >= 18 { 12 } else { 15 };
                let mut step = Step::new(Technique::HiddenSingle, 1 << (d - 1))
                    .place(cell, d)
                    .rated(tenths);
                step.cell(cell);
                step.unit(u);
                return Some(step);
            }
        }
    }
    None
}
#[cfg(test)]
mod tests {
    use super::*;
    use crate::human::techniques::tests::position;

    #[test]
    fn a_digit_with_one_place_in_a_box_goes_there() {
        // The 5s of r1c4 and r3c8 and of r5c1 and r8c2 leave box 1 (r1-3, c1-3) one place for
        // 5: r2c3, while no cell has a single candidate yet.
        let c = position(&[(3, 5), (25, 5), (36, 5), (64, 5)]);
        let step = find(&c).unwrap();
        assert_eq!(step.placed(), Some((11, 5)));
        assert_eq!(step.units().collect::<Vec<_>>(), [18]);
    }

    #[test]
    fn no_digit_with_one_place_means_none() {
        // One 5 in r1c4 and one in r5c1 leave box 1 four places for 5 (r2c2, r2c3, r3c2,
        // r3c3), and every other unit more than one place for every digit.
        let c = position(&[(3, 5), (36, 5)]);
        assert_eq!(find(&c), None);
    }

    #[test]
    fn a_digit_with_one_place_in_a_row_only_goes_there_at_1_5() {
        // Row 1 holds 1-4 and 6-8 in c1-c7; the 5 of r5c8 keeps 5 out of r1c8, so r1c9 is
        // row 1's one place for 5. Every box and column keeps several places for each digit,
        // so the row's single is the first, rated 1.5 (a box's would be 1.2).
        let row = [1, 2, 3, 4, 6, 7, 8].iter().enumerate();
        let mut values: Vec<(usize, u8)> = row.map(|(i, &d)| (i, d)).collect();
        values.push((43, 5));
        let step = find(&position(&values)).unwrap();
        assert_eq!(step.placed(), Some((8, 5)));
        assert_eq!(step.units().collect::<Vec<_>>(), [0]);
        assert_eq!(step.tenths(), 15);
    }
}

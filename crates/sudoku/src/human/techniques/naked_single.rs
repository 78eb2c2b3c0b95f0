//! Naked single: a cell with one candidate left takes it. Cells are scanned in reading order.

use crate::human::candidates::Candidates;
use crate::human::step::Step;
use crate::human::technique::Technique;

/// The first naked single, if any.
pub(crate) fn find(c: &Candidates) -> Option<Step> {
    let cell = (0..81).find(|&i| c.cell(i).is_power_of_two())?;
    let digit = c.cell(cell).trailing_zeros() as u8 + 1;
    let mut step = Step::new(Technique::NakedSingle, c.cell(cell)).place(cell, digit);
    step.cell(cell);
    Some(step)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::human::techniques::tests::position;

    #[test]
    fn a_cell_that_sees_eight_digits_takes_the_ninth() {
        // r5c5 sees 1, 2, 3 in row 5, 4, 5, 6 in column 5 and 7, 8 in box 5: only 9 is left.
        let c = position(&[
            (36, 1),
            (37, 2),
            (38, 3),
            (4, 4),
            (13, 5),
            (22, 6),
            (30, 7),
            (50, 8),
        ]);
        let step = find(&c).unwrap();
        assert_eq!(step.placed(), Some((40, 9)));
    }

    #[test]
    fn cells_with_two_candidates_are_not_singles() {
        // Without the 8 in r6c6, r5c5 keeps 8 and 9, and no other cell sees eight digits.
        let c = position(&[(36, 1), (37, 2), (38, 3), (4, 4), (13, 5), (22, 6), (30, 7)]);
        assert_eq!(find(&c), None);
    }
}

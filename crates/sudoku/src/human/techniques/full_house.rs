//! Full house: the last empty cell of a unit takes the digit the unit lacks (1.0).
//!
//! Units are scanned as Sukaku Explainer does: boxes, columns, rows.

use super::UNIT_ORDER;
use crate::human::candidates::{ALL_DIGITS, Candidates};
use crate::human::step::Step;
use crate::human::technique::Technique;
use crate::human::units::{UNIT_CELLS, count};

/// The first full house, if any.
pub(crate) fn find(c: &Candidates) -> Option<Step> {
    for u in UNIT_ORDER {
        if count(c.placed_in(u)) != 8 {
            continue;
        }
        let d = (!c.placed_in(u) & ALL_DIGITS).trailing_zeros() as u8 + 1;
        let p = c.places(d, u);
        if p.is_power_of_two() {
            let cell = usize::from(UNIT_CELLS[u][p.trailing_zeros() as usize]);
            let mut step = Step::new(Technique::FullHouse, 1 << (d - 1)).place(cell, d);
            step.cell(cell);
            step.unit(u);
            return Some(step);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::human::techniques::tests::position;

    #[test]
    fn the_last_cell_of_a_column_takes_its_digit() {
        // Column 5 holds 1-8 in rows 1-8: r9c5 takes 9. Box 8 and row 9 have more room.
        let c = position(&(0..8).map(|r| (r * 9 + 4, r as u8 + 1)).collect::<Vec<_>>());
        let step = find(&c).unwrap();
        assert_eq!(step.placed(), Some((76, 9)));
        assert_eq!(step.units().collect::<Vec<_>>(), [13]);
        assert_eq!(step.tenths(), 10);
    }

    #[test]
    fn two_empty_cells_are_no_full_house() {
        // Column 5 holds 1-7: r8c5 and r9c5 are left, and no unit has one empty cell.
        let c = position(&(0..7).map(|r| (r * 9 + 4, r as u8 + 1)).collect::<Vec<_>>());
        assert_eq!(find(&c), None);
    }
}

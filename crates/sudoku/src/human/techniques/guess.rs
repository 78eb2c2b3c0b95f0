//! Guess: when nothing else works, try the lowest candidate of the first cell with the
//! fewest, and let a backtracking search below it settle the guess at once. If the search
//! finds a solution with it, the digit is placed (the steps after it rest on that guess, which
//! the search has shown leads to a solution); if it finds none, the candidate is eliminated
//! and the solver carries on, maybe with the next candidate of the same cell.

use crate::human::candidates::Candidates;
use crate::human::search::count_solutions;
use crate::human::step::{Detail, Step};
use crate::human::technique::Technique;
use crate::human::units::count;

/// The guess for this position, settled by a search; `None` only when every cell is solved.
pub(crate) fn find(c: &Candidates) -> Option<Step> {
    let cell = (0..81)
        .filter(|&i| c.cell(i) != 0)
        .min_by_key(|&i| count(c.cell(i)))?;
    let digit = c.cell(cell).trailing_zeros() as u8 + 1;
    let mut branch = *c;
    branch.place(cell, digit);
    let found = count_solutions(&branch, 1) == 1;
    let mut step = Step::new(Technique::Guess, c.cell(cell));
    step.detail = Detail::Guess { found };
    step.cell(cell);
    if found {
        step = step.place(cell, digit);
    } else {
        step.eliminate(cell, digit);
    }
    Some(step)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::parse_line;
    use crate::human::techniques::tests::{eliminated, marked};

    #[test]
    fn a_wrong_guess_is_eliminated() {
        // r1c1 {1,2}, r1c2 {1,3}, r1c3 {1,3}: the first cell with two candidates is r1c1, its
        // lower digit 1. With 1 there, r1c2 and r1c3 would both be 3: no solution, so 1 goes.
        let c = marked(&[(0, "12"), (1, "13"), (2, "13")]);
        let step = find(&c).unwrap();
        assert_eq!(step.detail, Detail::Guess { found: false });
        assert_eq!(eliminated(&step), "r1c1<>1");
        assert_eq!(step.placed(), None);
    }

    #[test]
    fn a_right_guess_is_placed() {
        // r1c1 {1,2} on an otherwise open grid: grids with 1 in r1c1 abound.
        let c = marked(&[(0, "12")]);
        let step = find(&c).unwrap();
        assert_eq!(step.detail, Detail::Guess { found: true });
        assert_eq!(step.placed(), Some((0, 1)));
    }

    #[test]
    fn a_solved_grid_has_nothing_to_guess() {
        let solved = parse_line(
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
        )
        .unwrap();
        assert_eq!(find(&Candidates::from_grid(&solved)), None);
    }
}

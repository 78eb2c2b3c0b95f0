//! A solution that avoids one digit in one cell: the uniqueness test of a generator that
//! already knows one solution.

use super::build::{Build, Engine};
use super::state::State;
use crate::board::Grid;

/// A solution of `puzzle` in which cell `cell` (0..81) does not hold `digit` (1..=9), if
/// there is one.
///
/// When `puzzle` with `digit` written in `cell` has exactly one solution, this asks whether
/// `puzzle` has any other: a solution found here is that other one, and `None` proves the
/// puzzle unique. That is one search for a first solution instead of counting to two, and
/// the known solution's branch is never entered.
pub fn solve_avoiding(puzzle: &Grid, cell: usize, digit: u8) -> Option<Grid> {
    assert!(
        cell < 81 && (1..=9).contains(&digit),
        "cell {cell}, digit {digit}"
    );
    Engine::best().solve_avoiding(puzzle, cell, digit)
}

/// [`solve_avoiding`] with build `B`.
pub(super) fn avoiding<B: Build>(puzzle: &Grid, cell: usize, digit: u8) -> Option<Grid> {
    let mut state = State::new(puzzle);
    let (d, band) = (usize::from(digit - 1), cell / 27);
    // The digit leaves the cell; propagation takes it from there.
    state.cand[d][band] &= !(1 << (cell % 27));
    state.dirty |= 1 << (3 * d + band);
    if !B::propagate(&mut state) {
        return None;
    }
    first_solution::<B>(state)
}

/// The first solution below a propagated state, depth first.
fn first_solution<B: Build>(mut state: State) -> Option<Grid> {
    loop {
        if state.is_solved() {
            return Some(state.known());
        }
        let mut guess = B::guess(&state);
        loop {
            let arrangement = guess.take();
            if guess.left == 0 {
                // The last branch goes on in `state` itself.
                state.assign(&guess, arrangement);
                if !B::propagate(&mut state) {
                    return None;
                }
                break;
            }
            let mut child = state;
            child.assign(&guess, arrangement);
            if B::propagate(&mut child)
                && let Some(solution) = first_solution::<B>(child)
            {
                return Some(solution);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::parse_line;
    use crate::solver::count_solutions;

    const PUZZLE: &str =
        "........7..8..7.59.9....36...7.....5.8...6....3..9..1.......193....7...61.58..2..";

    #[test]
    fn a_unique_puzzle_has_no_other_solution_and_a_hole_has_one() {
        let puzzle = parse_line(PUZZLE).unwrap();
        let solution = match crate::solver::solve(&puzzle, &mut crate::solver::Unwatched).0 {
            crate::solver::Outcome::Solved(g) => g,
            other => panic!("{other:?}"),
        };
        for cell in 0..81 {
            let digit = solution.get(cell);
            // The puzzle itself, with a blank cell avoiding its digit: unique, so no other.
            if puzzle.get(cell) == 0 {
                assert_eq!(solve_avoiding(&puzzle, cell, digit), None, "cell {cell}");
            } else {
                // Without this given: another solution exists exactly when it is not unique.
                let mut holed = puzzle.clone();
                holed.set(cell, 0);
                let other = solve_avoiding(&holed, cell, digit);
                assert_eq!(
                    other.is_some(),
                    count_solutions(&holed, 2) == 2,
                    "cell {cell}"
                );
                if let Some(other) = other {
                    assert!(other.solves(&holed));
                    assert_ne!(other.get(cell), digit);
                }
            }
        }
    }

    #[test]
    fn an_empty_grid_avoids_any_digit() {
        let other = solve_avoiding(&Grid::EMPTY, 40, 5).unwrap();
        assert!(other.solves(&Grid::EMPTY));
        assert_ne!(other.get(40), 5);
    }
}

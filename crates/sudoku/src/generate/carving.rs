//! A solved grid being carved into a puzzle: givens removed while the solution stays unique.

use super::cells::{Cells, members, size};
use super::singles::UnitDigits;
use super::symmetry::Symmetry;
use super::unavoidable::{Openings, Unavoidables};
use crate::board::Grid;
use crate::solver::solve_avoiding;

/// A puzzle of a carving, marked to come back to.
pub struct Mark {
    puzzle: Grid,
    givens: Cells,
    units: UnitDigits,
}

impl Mark {
    /// How many cells it gives.
    pub fn count(&self) -> u32 {
        size(self.givens)
    }
}

/// A puzzle taken from a known solution, with the unavoidable sets met on the way.
///
/// Every change keeps the puzzle's solution unique: a removal is made only after a search
/// has shown that no other solution appears.
pub struct Carving {
    solution: Grid,
    puzzle: Grid,
    givens: Cells,
    units: UnitDigits,
    unavoidables: Unavoidables,
    /// The givens the unavoidable sets pin, while the givens are unchanged.
    pinned: Option<Cells>,
}

impl Carving {
    /// The solved grid itself, every cell given; givens go and come back in the orbits of
    /// `symmetry`.
    pub fn new(solution: Grid, symmetry: Symmetry) -> Carving {
        Carving {
            units: UnitDigits::of(&solution),
            puzzle: solution.clone(),
            solution,
            givens: super::cells::ALL,
            unavoidables: Unavoidables::new(symmetry),
            pinned: None,
        }
    }

    /// The puzzle as it stands.
    pub fn puzzle(&self) -> Grid {
        self.puzzle.clone()
    }

    /// Its one solution.
    pub fn solution(&self) -> Grid {
        self.solution.clone()
    }

    /// The given cells.
    pub fn givens(&self) -> Cells {
        self.givens
    }

    /// How many cells are given.
    pub fn count(&self) -> u32 {
        size(self.givens)
    }

    /// The puzzle as it stands, to come back to.
    pub fn mark(&self) -> Mark {
        Mark {
            puzzle: self.puzzle.clone(),
            givens: self.givens,
            units: self.units,
        }
    }

    /// Back to a puzzle marked earlier (the unavoidable sets found since are kept: they hold
    /// for every puzzle of this solution).
    pub fn back_to(&mut self, mark: Mark) {
        self.puzzle = mark.puzzle;
        self.givens = mark.givens;
        self.units = mark.units;
        self.pinned = None;
    }

    /// Gives the cells of `set` their solution digits (a puzzle with more givens stays
    /// unique).
    pub fn add(&mut self, set: Cells) {
        self.pinned = None;
        for i in members(set & !self.givens) {
            self.puzzle.set(i, self.solution.get(i));
            self.units.toggle(i, self.solution.get(i));
        }
        self.givens |= set;
    }

    /// Removes the given orbit `orbit` (an orbit of the carving's symmetry) if the solution stays unique without it; true if it
    /// did.
    ///
    /// First the unavoidable sets met so far may pin it. Otherwise any other solution
    /// differs from the known one in some cell of the orbit. So for each of its cells in
    /// turn, with the cells before it given again, either the givens force its digit as a
    /// single, or a search looks for a solution avoiding its digit: none for any cell proves
    /// the puzzle unique.
    pub fn remove(&mut self, orbit: Cells) -> bool {
        let pinned = match self.pinned {
            Some(pinned) => pinned,
            None => {
                let pinned = self.unavoidables.pinned(self.givens);
                *self.pinned.insert(pinned)
            }
        };
        if orbit & pinned != 0 {
            return false;
        }
        let (mut trial, mut units) = (self.puzzle.clone(), self.units);
        for i in members(orbit) {
            trial.set(i, 0);
            units.toggle(i, self.solution.get(i));
        }
        for i in members(orbit) {
            let digit = self.solution.get(i);
            if !units.forces(&trial, i, digit)
                && let Some(other) = solve_avoiding(&trial, i, digit)
            {
                // Its cells other than this orbit's are all blank: it pins the orbit.
                self.unavoidables.add(self.differences(&other));
                self.pinned = Some(pinned | orbit);
                return false;
            }
            trial.set(i, digit);
            units.toggle(i, digit);
        }
        for i in members(orbit) {
            self.puzzle.set(i, 0);
            self.units.toggle(i, self.solution.get(i));
        }
        self.givens &= !orbit;
        self.pinned = None;
        true
    }

    /// Blank cells worth giving back (see [`Openings`]).
    pub fn openings(&self) -> Openings {
        self.unavoidables.openings(self.givens)
    }

    /// The cells where `other` differs from the solution.
    fn differences(&self, other: &Grid) -> Cells {
        (0..81)
            .filter(|&i| other.get(i) != self.solution.get(i))
            .fold(0, |set, i| set | 1 << i)
    }
}

#[cfg(test)]
mod tests {
    use super::super::cells::cell;
    use super::*;
    use crate::formats::parse_line;
    use crate::solver::count_solutions;

    const SOLUTION: &str =
        "123678945584239761967145328372461589691583274458792613836924157219857436745316892";

    #[test]
    fn removal_keeps_the_solution_unique_and_refuses_otherwise() {
        let solution = parse_line(SOLUTION).unwrap();
        let mut carving = Carving::new(solution.clone(), Symmetry::None);
        // One blank cell: always unique.
        assert!(carving.remove(cell(0)));
        assert_eq!(carving.puzzle().get(0), 0);
        let mut removed = 1;
        for i in 1..81 {
            if carving.remove(cell(i)) {
                removed += 1;
            }
            assert_eq!(count_solutions(&carving.puzzle(), 2), 1);
        }
        assert_eq!(carving.count(), 81 - removed);
        // Minimal: every remaining given is needed.
        for i in members(carving.givens()) {
            let mut p = carving.puzzle();
            p.set(i, 0);
            assert_eq!(count_solutions(&p, 2), 2, "cell {i}");
            assert!(!carving.remove(cell(i)));
        }
        carving.add(cell(0));
        assert_eq!(carving.puzzle().get(0), solution.get(0));
        assert_eq!(carving.solution(), solution);
    }

    #[test]
    fn a_swappable_rectangle_cannot_all_go() {
        let solution = parse_line(SOLUTION).unwrap();
        // r1c1=1, r1c9=5, r2c1=5, r2c9=1: two rows of one band, two boxes; swapping the 1s
        // and 5s gives another solution, so one of the four must stay given.
        let mut carving = Carving::new(solution.clone(), Symmetry::None);
        for i in [0, 8, 9] {
            assert!(carving.remove(cell(i)));
        }
        assert!(!carving.remove(cell(17)));
        assert_eq!(carving.count(), 78);
        // In mirror orbits: r1c1 with r1c9, r2c1 with r2c9; the second orbit must stay.
        let mut carving = Carving::new(solution, Symmetry::Mirror);
        assert!(carving.remove(cell(0) | cell(8)));
        assert!(!carving.remove(cell(9) | cell(17)));
        // The second solution found is remembered: refused again, and the puzzle unique.
        assert!(!carving.remove(cell(9) | cell(17)));
        assert_eq!(carving.count(), 79);
        assert_eq!(count_solutions(&carving.puzzle(), 2), 1);
    }
}

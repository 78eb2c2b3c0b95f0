//! How each value of a solution was found, as the Sudoku Laboratory coloured it: by a single
//! on the candidates as the rule left them, by a single that an advanced reduction made
//! possible, or by a guess.

use super::step::Step;
use super::technique::Technique;
use super::units::UNIT_CELLS;

/// How a value was found.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Found {
    /// By a single that needed no step but singles before it.
    Single,
    /// By a single resting on candidates an earlier step eliminated (a naked single in a
    /// cell that lost candidates to a step, a hidden single whose digit a step took out of
    /// another cell of its unit).
    Advanced,
    /// By a guess.
    Guess,
}

/// What the steps so far eliminated, to tell how each later value was found.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Provenance {
    /// Per cell, the candidates steps eliminated (bit `d - 1` for digit `d`).
    eliminated: [u16; 81],
}

impl Default for Provenance {
    fn default() -> Self {
        Provenance {
            eliminated: [0; 81],
        }
    }
}

impl Provenance {
    /// How the value `step` places was found; `None` when it places none. Ask before
    /// [`Provenance::note`]-ing the step.
    pub fn found(&self, step: &Step) -> Option<Found> {
        let (i, d) = step.placed()?;
        let bit = 1 << (d - 1);
        let reduced = match step.technique {
            Technique::Guess => return Some(Found::Guess),
            Technique::HiddenSingle => step.units().any(|u| {
                UNIT_CELLS[u]
                    .iter()
                    .any(|&j| usize::from(j) != i && self.eliminated[usize::from(j)] & bit != 0)
            }),
            _ => self.eliminated[i] != 0,
        };
        Some(if reduced {
            Found::Advanced
        } else {
            Found::Single
        })
    }

    /// Notes the candidates `step` eliminated.
    pub fn note(&mut self, step: &Step) {
        for (i, d) in step.eliminated() {
            self.eliminated[i] |= 1 << (d - 1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::parse_line;
    use crate::human::solve;

    #[test]
    fn singles_alone_are_singles_and_a_reduction_makes_the_next_advanced() {
        // A puzzle of singles only: every value is found by a single.
        let easy = parse_line(
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
        )
        .unwrap();
        let mut p = Provenance::default();
        for step in solve(&easy).steps {
            assert_eq!(p.found(&step), Some(Found::Single));
            p.note(&step);
        }
        // A naked single in r1c1 after a step took 2 out of it is advanced; a hidden single of
        // 2 in row 1 after a step took 2 out of r1c9 is advanced, of 3 in row 1 is not.
        let mut p = Provenance::default();
        let mut pointing = Step::new(Technique::Pointing, 1 << 1);
        pointing.eliminate(0, 2);
        pointing.eliminate(8, 2);
        p.note(&pointing);
        let naked = Step::new(Technique::NakedSingle, 1).place(0, 1);
        assert_eq!(p.found(&naked), Some(Found::Advanced));
        let mut hidden = Step::new(Technique::HiddenSingle, 1 << 1).place(4, 2);
        hidden.unit(0);
        assert_eq!(p.found(&hidden), Some(Found::Advanced));
        let mut hidden = Step::new(Technique::HiddenSingle, 1 << 2).place(4, 3);
        hidden.unit(0);
        assert_eq!(p.found(&hidden), Some(Found::Single));
        let naked = Step::new(Technique::NakedSingle, 1).place(1, 1);
        assert_eq!(p.found(&naked), Some(Found::Single));
        let guess = Step::new(Technique::Guess, 3).place(1, 1);
        assert_eq!(p.found(&guess), Some(Found::Guess));
        assert_eq!(p.found(&pointing), None);
    }
}

//! What the generator is asked for: how many givens, in what pattern.

use super::symmetry::Symmetry;

/// The fewest givens a puzzle with one solution can have.
pub const FEWEST_GIVENS: u32 = 17;

/// The most givens a puzzle can have and still leave a cell to fill.
pub const MOST_GIVENS: u32 = 80;

/// How many givens the puzzles have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Givens {
    /// As few as the solved grid allows on the way down: no given can be removed without
    /// losing uniqueness.
    Minimal,
    /// Exactly this many (17..=80).
    Exactly(u32),
}

/// The kind of puzzles to generate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Request {
    /// How many givens.
    pub givens: Givens,
    /// The symmetry of the givens' pattern.
    pub symmetry: Symmetry,
}

impl Request {
    /// A request, or why it cannot be met.
    pub fn new(givens: Givens, symmetry: Symmetry) -> Result<Request, String> {
        if let Givens::Exactly(n) = givens {
            if n < FEWEST_GIVENS {
                return Err(format!(
                    "--givens {n}: no puzzle with fewer than {FEWEST_GIVENS} givens has exactly \
                     one solution (--givens takes {FEWEST_GIVENS} to {MOST_GIVENS})"
                ));
            }
            if n > MOST_GIVENS {
                return Err(format!(
                    "--givens {n}: a puzzle has at most {MOST_GIVENS} givens, leaving one cell \
                     to fill (--givens takes {FEWEST_GIVENS} to {MOST_GIVENS})"
                ));
            }
            if n == FEWEST_GIVENS && matches!(symmetry, Symmetry::Rotational | Symmetry::Mirror) {
                return Err(format!(
                    "--givens {n} --symmetry {}: no {n}-given puzzle has a {} pattern (none of \
                     the 49,158 known ones, a list thought complete, has one in any equivalent \
                     form)",
                    symmetry.name(),
                    symmetry.name()
                ));
            }
        }
        Ok(Request { givens, symmetry })
    }

    /// The cells kept out of the search for a fixed number of givens, so that the count can
    /// be met exactly: with a half-turn pattern, the centre is the only cell without a
    /// partner, so an odd count needs it given and an even count needs it blank.
    pub fn settled_centre(&self) -> Option<bool> {
        match (self.givens, self.symmetry) {
            (Givens::Exactly(n), Symmetry::Rotational) => Some(n % 2 == 1),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn givens_out_of_range_are_refused_with_the_range() {
        for n in [0, 16, 81, 200] {
            let e = Request::new(Givens::Exactly(n), Symmetry::None).unwrap_err();
            assert!(e.contains("17 to 80"), "{e}");
        }
        for n in [17, 22, 80] {
            assert!(Request::new(Givens::Exactly(n), Symmetry::None).is_ok());
        }
    }

    #[test]
    fn seventeen_with_a_half_turn_or_mirror_is_impossible() {
        for s in [Symmetry::Rotational, Symmetry::Mirror] {
            let e = Request::new(Givens::Exactly(17), s).unwrap_err();
            assert!(e.contains(s.name()), "{e}");
            assert!(Request::new(Givens::Exactly(18), s).is_ok());
        }
        assert!(Request::new(Givens::Exactly(17), Symmetry::Diagonal).is_ok());
    }

    #[test]
    fn the_centre_follows_the_parity_of_a_half_turn_count() {
        let r = |g| Request::new(g, Symmetry::Rotational).unwrap();
        assert_eq!(r(Givens::Exactly(23)).settled_centre(), Some(true));
        assert_eq!(r(Givens::Exactly(24)).settled_centre(), Some(false));
        assert_eq!(r(Givens::Minimal).settled_centre(), None);
    }
}

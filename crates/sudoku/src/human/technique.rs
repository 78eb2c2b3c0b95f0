//! The techniques, their difficulty on the Sudoku Explainer scale, and the levels they make.

use std::fmt;

/// A technique the solver knows, in the order it tries them: easiest first.
///
/// The difficulties follow the Sudoku Explainer scale players know; nishio and guessing,
/// which that scale rates by the length of its chains, have fixed values above every
/// pattern: nishio 7.5 (one assumption refuted by the techniques above) and guess 9.0 (a
/// backtracking search).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Technique {
    /// A digit with one place left in a row, column or box (1.5).
    HiddenSingle,
    /// A cell with one candidate left (2.3).
    NakedSingle,
    /// Locked candidates, box to line: a digit of a box confined to one row or column of it
    /// leaves the rest of that line (2.6).
    Pointing,
    /// Locked candidates, line to box: a digit of a row or column confined to one box leaves
    /// the rest of that box (2.8).
    Claiming,
    /// Two cells of a unit with the same two candidates (3.0).
    NakedPair,
    /// A digit in two rows confined to two columns, or the other way round (3.2).
    XWing,
    /// Two digits of a unit confined to the same two cells (3.4).
    HiddenPair,
    /// Three cells of a unit with three candidates between them (3.6).
    NakedTriple,
    /// A digit in three rows confined to three columns, or the other way round (3.8).
    Swordfish,
    /// Three digits of a unit confined to the same three cells (4.0).
    HiddenTriple,
    /// A two-candidate pivot {x,y} seeing pincers {x,z} and {y,z}: z leaves every cell that
    /// sees both pincers (4.2).
    XyWing,
    /// A three-candidate pivot {x,y,z} seeing pincers {x,z} and {y,z}: z leaves every cell
    /// that sees all three (4.4).
    XyzWing,
    /// Four cells of a unit with four candidates between them (5.0).
    NakedQuad,
    /// A digit in four rows confined to four columns, or the other way round (5.2).
    Jellyfish,
    /// Four digits of a unit confined to the same four cells (5.4).
    HiddenQuad,
    /// A candidate that, assumed, leads the techniques above to a contradiction (7.5).
    Nishio,
    /// A candidate tried by a backtracking search below it: placed when the search finds a
    /// solution with it, eliminated when it finds none (9.0).
    Guess,
}

/// How hard a puzzle is, by the kinds of technique it needs.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Level {
    /// Singles only.
    Easy,
    /// Locked candidates and naked or hidden subsets.
    Medium,
    /// Fish (X-wing, swordfish, jellyfish) and wings (XY-wing, XYZ-wing).
    Hard,
    /// Nishio or guessing.
    Fiendish,
}

impl Technique {
    /// Every technique, easiest first.
    pub const ALL: [Technique; 17] = [
        Technique::HiddenSingle,
        Technique::NakedSingle,
        Technique::Pointing,
        Technique::Claiming,
        Technique::NakedPair,
        Technique::XWing,
        Technique::HiddenPair,
        Technique::NakedTriple,
        Technique::Swordfish,
        Technique::HiddenTriple,
        Technique::XyWing,
        Technique::XyzWing,
        Technique::NakedQuad,
        Technique::Jellyfish,
        Technique::HiddenQuad,
        Technique::Nishio,
        Technique::Guess,
    ];

    /// The difficulty in tenths (23 for 2.3).
    pub fn tenths(self) -> u8 {
        match self {
            Technique::HiddenSingle => 15,
            Technique::NakedSingle => 23,
            Technique::Pointing => 26,
            Technique::Claiming => 28,
            Technique::NakedPair => 30,
            Technique::XWing => 32,
            Technique::HiddenPair => 34,
            Technique::NakedTriple => 36,
            Technique::Swordfish => 38,
            Technique::HiddenTriple => 40,
            Technique::XyWing => 42,
            Technique::XyzWing => 44,
            Technique::NakedQuad => 50,
            Technique::Jellyfish => 52,
            Technique::HiddenQuad => 54,
            Technique::Nishio => 75,
            Technique::Guess => 90,
        }
    }

    /// The difficulty, 1.5 to 9.0.
    pub fn difficulty(self) -> f64 {
        f64::from(self.tenths()) / 10.0
    }

    /// The level this technique puts a puzzle at (at least).
    pub fn level(self) -> Level {
        match self {
            Technique::HiddenSingle | Technique::NakedSingle => Level::Easy,
            Technique::Pointing
            | Technique::Claiming
            | Technique::NakedPair
            | Technique::HiddenPair
            | Technique::NakedTriple
            | Technique::HiddenTriple
            | Technique::NakedQuad
            | Technique::HiddenQuad => Level::Medium,
            Technique::XWing
            | Technique::Swordfish
            | Technique::Jellyfish
            | Technique::XyWing
            | Technique::XyzWing => Level::Hard,
            Technique::Nishio | Technique::Guess => Level::Fiendish,
        }
    }

    /// The name in words: `hidden single`, `x-wing`.
    pub fn name(self) -> &'static str {
        match self {
            Technique::HiddenSingle => "hidden single",
            Technique::NakedSingle => "naked single",
            Technique::Pointing => "pointing",
            Technique::Claiming => "claiming",
            Technique::NakedPair => "naked pair",
            Technique::XWing => "x-wing",
            Technique::HiddenPair => "hidden pair",
            Technique::NakedTriple => "naked triple",
            Technique::Swordfish => "swordfish",
            Technique::HiddenTriple => "hidden triple",
            Technique::XyWing => "xy-wing",
            Technique::XyzWing => "xyz-wing",
            Technique::NakedQuad => "naked quad",
            Technique::Jellyfish => "jellyfish",
            Technique::HiddenQuad => "hidden quad",
            Technique::Nishio => "nishio",
            Technique::Guess => "guess",
        }
    }

    /// The name for machines, in snake case: `hidden_single`, `x_wing`.
    pub fn key(self) -> &'static str {
        match self {
            Technique::HiddenSingle => "hidden_single",
            Technique::NakedSingle => "naked_single",
            Technique::Pointing => "pointing",
            Technique::Claiming => "claiming",
            Technique::NakedPair => "naked_pair",
            Technique::XWing => "x_wing",
            Technique::HiddenPair => "hidden_pair",
            Technique::NakedTriple => "naked_triple",
            Technique::Swordfish => "swordfish",
            Technique::HiddenTriple => "hidden_triple",
            Technique::XyWing => "xy_wing",
            Technique::XyzWing => "xyz_wing",
            Technique::NakedQuad => "naked_quad",
            Technique::Jellyfish => "jellyfish",
            Technique::HiddenQuad => "hidden_quad",
            Technique::Nishio => "nishio",
            Technique::Guess => "guess",
        }
    }

    /// True for the two singles, which place a digit found by looking.
    pub fn is_single(self) -> bool {
        self.level() == Level::Easy
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Fiendish];

    /// The next harder level, easy again after fiendish.
    pub fn next(self) -> Level {
        let at = Level::ALL.iter().position(|&l| l == self).unwrap_or(0);
        Level::ALL[(at + 1) % Level::ALL.len()]
    }

    /// The word: `easy`, `medium`, `hard`, `fiendish`.
    pub fn word(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Fiendish => "fiendish",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn techniques_are_tried_in_the_order_of_their_difficulty() {
        assert!(Technique::ALL.windows(2).all(|w| w[0] < w[1]));
        assert!(
            Technique::ALL
                .windows(2)
                .all(|w| w[0].tenths() < w[1].tenths())
        );
        assert_eq!(Technique::XyWing.difficulty(), 4.2);
        assert_eq!(Technique::XWing.key(), "x_wing");
        assert_eq!(Technique::HiddenQuad.level(), Level::Medium);
        assert_eq!(Technique::Jellyfish.level().word(), "hard");
    }
}

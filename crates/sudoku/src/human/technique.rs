//! The techniques the solver knows, and the levels they make. What each technique is (its
//! name, rating, level, ink, how it is found and told) is declared once, in the registry
//! (see `registry.rs`): everything here reads it.

use std::fmt;

use super::registry::{Declaration, REGISTRY};

/// A technique the solver knows, in the order it tries them (Sukaku Explainer's order: at each
/// step the first technique of this order that applies is taken, then the search starts
/// again from the top).
///
/// The ratings follow the Sudoku Explainer scale (Sukaku Explainer's default settings); a
/// technique's rating can depend on the step (a hidden single in a box is 1.2, in a row 1.5).
/// The chains are rated as that scale rates them, by kind and length; beyond them nishio (one
/// assumption refuted by the patterns) and guessing (a backtracking search) are 9.0. The variants are in the registry's order; the registry's
/// declarations say what each one is.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Technique {
    /// The last empty cell of a unit takes the missing digit (1.0).
    FullHouse,
    /// A digit with one place left in a box (1.2), a row or a column (1.5).
    HiddenSingle,
    /// Pointing that leaves a hidden single in another box at once (1.7).
    DirectPointing,
    /// Claiming that leaves a hidden single in a parallel line at once (1.9).
    DirectClaiming,
    /// A hidden pair whose eliminations leave a hidden single in its unit at once (2.0).
    DirectHiddenPair,
    /// A cell with one candidate left (2.3).
    NakedSingle,
    /// A hidden triple whose eliminations leave a hidden single in its unit at once (2.5).
    DirectHiddenTriple,
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
    /// Two strong links on a digit joined by cells that share a unit: skyscraper (4.0),
    /// two-string kite and turbot fish (4.1), grouped (4.3).
    TurbotFish,
    /// A two-candidate pivot {x,y} seeing pincers {x,z} and {y,z}: z leaves every cell that
    /// sees both pincers (4.2).
    XyWing,
    /// A three-candidate pivot {x,y,z} seeing pincers {x,z} and {y,z}: z leaves every cell
    /// that sees all three (4.4).
    XyzWing,
    /// Unique rectangles and loops: cells that could swap two digits would give two solutions
    /// (4.5 for a rectangle up to 5.0 for a loop of ten cells, more for type 3).
    UniqueLoop,
    /// Four cells of a unit with four candidates between them (5.0).
    NakedQuad,
    /// A digit in four rows confined to four columns, or the other way round (5.2).
    Jellyfish,
    /// Four digits of a unit confined to the same four cells (5.4).
    HiddenQuad,
    /// Three strong links on a digit, chained (5.4-5.7).
    ThreeStrongLinks,
    /// Three cells holding four digits and a {x,z} cell seeing each of their x (5.5-5.6).
    WxyzWing,
    /// Bivalue universal grave: the cells that keep the position from two solutions
    /// (5.6-6.1).
    Bug,
    /// Four strong links on a digit, chained (5.8-6.1).
    FourStrongLinks,
    /// Four cells holding five digits and a {x,z} cell seeing each of their x (6.2-6.4).
    VwxyzWing,
    /// Two cells whose every pair of candidates left either repeats a digit in a unit or
    /// empties a two-candidate cell both see: the candidates no such pair uses leave (6.2).
    AlignedPairExclusion,
    /// Five strong links on a digit, chained (6.2-6.5).
    FiveStrongLinks,
    /// Five cells holding six digits and a {x,z} cell seeing each of their x (6.6).
    UvwxyzWing,
    /// Sukaku Explainer's bidirectional cycles and forcing chains: X-cycles and Y-cycles
    /// (6.5), forcing X-chains (6.6), cycles and chains with both kinds of link (7.0); longer
    /// chains rate more.
    ForcingChain,
    /// Six cells holding seven digits and a {x,z} cell seeing each of their x (7.5: Sukaku
    /// Explainer tries it among its chains, after the forcing chains).
    TuvwxyzWing,
    /// Three cells whose every trio of candidates left either repeats a digit in a unit or
    /// empties a cell with two or three candidates all three see: the candidates no such
    /// trio uses leave (7.5).
    AlignedTripleExclusion,
    /// A digit assumed in a cell whose unit links lead to a contradiction (7.5 and up by
    /// length).
    NishioChain,
    /// Cell and region forcing chains: a candidate that every digit of a cell, or every place
    /// of a digit in a unit, implies (8.0 and up by length).
    MultipleChain,
    /// Forcing chains that see the candidates they took out: contradictions, double
    /// implications, cell and region chains (8.5 and up by length).
    DynamicChain,
    /// Dynamic forcing chains that, where their links run out, take out what locked
    /// candidates, hidden and naked pairs and x-wings would on the position they reached
    /// (9.0 and up by length).
    DynamicChainPlus,
    /// Dynamic forcing chains that, where their links and patterns run out, take out what a
    /// forcing chain or cycle on the position they reached would (9.5 and up by length,
    /// the nested chains' own length included).
    NestedForcingChain,
    /// Dynamic forcing chains that nest cell and region forcing chains too, where forcing
    /// chains find nothing (10.0 and up by length).
    NestedMultipleChain,
    /// Dynamic forcing chains that nest dynamic forcing chains (themselves nesting up to
    /// Sukaku Explainer's limit), where their links and patterns run out (10.5 and up).
    NestedDynamicChain,
    /// A candidate that, assumed, leads the singles and patterns to a contradiction the
    /// chains above did not find (9.0): only where even the nested chains find nothing,
    /// where Sukaku Explainer cannot rate the puzzle.
    Nishio,
    /// A candidate tried by a backtracking search below it: placed when the search finds a
    /// solution with it, eliminated when it finds none (9.0).
    Guess,
}

/// How hard a puzzle is, by the kinds of technique it needs.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Level {
    /// Singles, and the locked candidates and hidden subsets that yield a single at once.
    Easy,
    /// Locked candidates and naked or hidden subsets.
    Medium,
    /// Fish and wings.
    Hard,
    /// Nishio, guessing, or an aligned triple exclusion (rated as nishio).
    Fiendish,
}

/// The colour a technique's step is shown in: its struck candidates and, on the help page,
/// its name. The screens choose the actual colours.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Ink {
    /// A single, or a step that yields one at once.
    Single,
    /// A pattern that eliminates candidates.
    Pattern,
    /// Nishio or a guess.
    Trial,
}

impl Technique {
    /// Every technique, in the order they are tried (the registry's).
    pub const ALL: [Technique; REGISTRY.len()] = {
        let mut all = [Technique::Guess; REGISTRY.len()];
        let mut k = 0;
        while k < REGISTRY.len() {
            all[k] = REGISTRY[k].technique;
            k += 1;
        }
        all
    };

    /// The technique's declaration in the registry.
    pub(crate) fn declaration(self) -> &'static Declaration {
        &REGISTRY[self as usize]
    }

    /// The rating in tenths of its easiest step (23 for 2.3).
    pub fn tenths(self) -> u8 {
        self.declaration().tenths.0
    }

    /// The ratings its steps can have, in tenths: the easiest and the hardest (equal for a
    /// technique with one rating).
    pub fn tenths_range(self) -> (u8, u8) {
        self.declaration().tenths
    }

    /// The rating of its easiest step, 1.0 to 9.0.
    pub fn difficulty(self) -> f64 {
        f64::from(self.tenths()) / 10.0
    }

    /// The level this technique puts a puzzle at (at least).
    pub fn level(self) -> Level {
        self.declaration().level
    }

    /// The name in words: `hidden single`, `x-wing`.
    pub fn name(self) -> &'static str {
        self.declaration().name
    }

    /// The name for machines, in snake case: `hidden_single`, `x_wing`.
    pub fn key(self) -> &'static str {
        self.declaration().key
    }

    /// What the technique is, in one line, for the help page.
    pub fn about(self) -> &'static str {
        self.declaration().about
    }

    /// The colour its steps are shown in.
    pub fn ink(self) -> Ink {
        self.declaration().ink
    }

    /// True for singles and the steps that yield one at once (easy techniques).
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
    fn the_registry_declares_every_technique_once_in_its_order() {
        for (k, t) in Technique::ALL.iter().enumerate() {
            assert_eq!(*t as usize, k, "{t:?} sits at {k} in the registry");
        }
        // Tried roughly easiest first: no technique's easiest step is easier than the one
        // before it (Sukaku Explainer's order; a technique with a range of ratings may reach
        // above the next one's), but for SE's chains, which come after all its patterns
        // although their shortest cycles (6.5) rate below the UVWXYZ-wing (6.6), and for
        // nishio and guesses (9.0), which come only where all of SE's chains failed.
        for w in Technique::ALL.windows(2) {
            assert!(
                w[0].tenths() <= w[1].tenths()
                    || w == [Technique::UvwxyzWing, Technique::ForcingChain]
                    || w == [Technique::NestedDynamicChain, Technique::Nishio],
                "{:?} before {:?}",
                w[0],
                w[1]
            );
        }
        // Nishio follows no technique that rests on the puzzle having one solution: it works
        // on positions with several too.
        assert!(
            super::REGISTRY
                .iter()
                .all(|d| !(d.in_nishio && d.uniqueness))
        );
        assert_eq!(Technique::XyWing.difficulty(), 4.2);
        assert_eq!(Technique::HiddenSingle.tenths_range(), (12, 15));
        assert_eq!(Technique::XWing.key(), "x_wing");
        assert_eq!(Technique::HiddenQuad.level(), Level::Medium);
        assert_eq!(Technique::Jellyfish.level().word(), "hard");
    }
}

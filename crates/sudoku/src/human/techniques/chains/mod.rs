//! Sukaku Explainer's chains: bidirectional cycles and forcing chains, nishio forcing chains,
//! cell and region forcing chains, dynamic forcing chains, and dynamic forcing chains (+)
//! that apply a few patterns where the links run out.
//!
//! A chain is a run of implications between candidates, each "on" (the digit goes in the
//! cell) or "off" (it does not): an "on" candidate turns off the other candidates of its
//! cell and the other places of its digit in its units (a weak link); an "off" candidate
//! turns on the other candidate of a two-candidate cell, or the other place of its digit in
//! a unit where it had two (a strong link). The rating is the technique's base and a tenth
//! for each step of the chain's length over Sukaku Explainer's thresholds (see
//! [`difficulty`]). Among the steps a technique finds, Sukaku Explainer takes the easiest, the
//! shortest among those, then by kind, then the first found: so do these.
//!
//! Candidates are numbered `cell * 9 + digit - 1` (0..729) here.

pub(crate) mod cycles;
mod graph;
mod marks;
mod memo;
pub(crate) mod multiple;
pub(crate) mod nested;
mod net;
mod plus;
mod reach;
mod told;
mod unary;

use crate::human::step::Step;

/// Sukaku Explainer's position (729 pencil marks, nine rows of 81) after its first step on
/// a hardest-list puzzle (a 10.1 dynamic chain (+), r6c5<>9): its dynamic chains (+) find
/// nothing there, its nested forcing chains find r6c5<>1 (10.7).
#[cfg(test)]
const AFTER_THE_FIRST_PLUS_STEP: [&str; 9] = [
    "........9.......8.1234...........7..123.5....1.3.5.........6...12.4.....1234.....",
    "......7..1234.....1234..........6...123.....91.3....89....5....12.4...8.1234...89",
    ".23..6...123..6.......5.....23....89...4.....1.3....89.23...78.12....78.123...789",
    ".......8.1234.6.........7......5....1.3..6...1.34.............912.4.6...12.4.....",
    ".2.4.6.......5....12.4.6..9...4...891....67.91..4...89.2.4..78...3......12.4..78.",
    "..34.6...1.34.6..91.34.6..9..34...891.3..67...2..........4..78.1..4.678.....5....",
    "1.........234....9.234...89.234....9.23.5...9.....6....234..78..2.45.78..234..78.",
    ".2345..........7...234...8.1.........23.5......345.....234...8.........9.....6...",
    ".23456....234.6..9.234.6..9.234....9.......8.......7..1.........2.45.....234.....",
];

/// A candidate: `cell * 9 + digit - 1`.
pub(crate) type Cand = u16;

/// The candidate of digit `d0` (0-based) in cell `i`.
#[inline]
pub(crate) fn cand(i: usize, d0: usize) -> Cand {
    (i * 9 + d0) as Cand
}

/// The cell and 0-based digit of a candidate.
#[inline]
pub(crate) fn split(c: Cand) -> (usize, usize) {
    let [i, d0] = SPLIT[usize::from(c)];
    (usize::from(i), usize::from(d0))
}

/// Each candidate's cell and digit: a load instead of a division in the chains' inner loops.
const SPLIT: [[u8; 2]; 729] = {
    let mut t = [[0; 2]; 729];
    let mut c = 0;
    while c < 729 {
        t[c] = [(c / 9) as u8, (c % 9) as u8];
        c += 1;
    }
    t
};

/// What Sukaku Explainer adds to a chain's base rating for its length, as it adds it (tenths
/// summed as binary fractions, so that ratings compare as its do): nothing up to 4
/// implications past the first two, then a tenth each time the length passes 6, 8, 12, 16,
/// 24, 32, 48... (alternately half and a third again).
pub(crate) fn difficulty(base: f64, complexity: usize) -> f64 {
    let length = complexity as i64 - 2;
    let mut added = 0.0f64;
    let mut ceil = 4i64;
    let mut odd = false;
    while length > ceil {
        added += 0.1;
        ceil = if odd { ceil * 4 / 3 } else { ceil * 3 / 2 };
        odd = !odd;
    }
    base + added
}

/// The rating in tenths of a difficulty.
pub(crate) fn tenths(difficulty: f64) -> u8 {
    (difficulty * 10.0).round() as u8
}

/// The easiest step found so far, by Sukaku Explainer's order: difficulty, then complexity
/// (the number of candidates the chains pass through), then kind; the first on a tie.
#[derive(Default)]
pub(crate) struct Best {
    key: Option<(f64, usize, u8)>,
    step: Option<Step>,
}

impl Best {
    /// True when a step of this difficulty, complexity and kind would come first.
    pub(crate) fn beats(&self, difficulty: f64, complexity: usize, kind: u8) -> bool {
        match self.key {
            None => true,
            Some((d, c, k)) => {
                difficulty < d
                    || (difficulty == d && (complexity < c || (complexity == c && kind < k)))
            }
        }
    }

    /// Keeps the step `make` builds when it comes first.
    pub(crate) fn offer(
        &mut self,
        difficulty: f64,
        complexity: usize,
        kind: u8,
        make: impl FnOnce() -> Option<Step>,
    ) {
        if self.beats(difficulty, complexity, kind)
            && let Some(step) = make()
        {
            self.key = Some((difficulty, complexity, kind));
            self.step = Some(step.rated(tenths(difficulty)));
        }
    }

    /// The difficulty of the best step, if any.
    pub(crate) fn difficulty(&self) -> Option<f64> {
        self.key.map(|k| k.0)
    }

    /// The best step.
    pub(crate) fn take(self) -> Option<Step> {
        self.step
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_candidate_splits_into_its_cell_and_digit() {
        for i in 0..81 {
            for d0 in 0..9 {
                assert_eq!(split(cand(i, d0)), (i, d0));
            }
        }
    }

    #[test]
    fn length_raises_the_rating_at_explainers_thresholds() {
        let steps: Vec<u8> = [
            4, 6, 7, 8, 9, 10, 11, 14, 15, 18, 19, 26, 27, 34, 35, 50, 51,
        ]
        .iter()
        .map(|&n| tenths(difficulty(6.5, n)))
        .collect();
        assert_eq!(
            steps,
            [
                65, 65, 66, 66, 67, 67, 68, 68, 69, 69, 70, 70, 71, 71, 72, 72, 73
            ]
        );
    }
}

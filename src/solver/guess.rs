//! Choosing the cell to guess on when propagation stalls.

use super::state::State;
use super::tables::BOX;

/// A cell chosen for guessing: its band, its bit in the band, and its candidate digits
/// (bit `d` for digit `d + 1`).
pub struct Guess {
    /// The band of the cell.
    band: usize,
    /// The cell's bit in its band.
    bit: u32,
    /// The digits not tried yet.
    pub digits: u32,
    /// All the cell's candidate digits.
    candidates: u32,
    /// The digit to try first: when weighted, the one with the most candidates left in the
    /// grid, which rules out the least and so most often leads to the solution.
    first: usize,
}

impl Guess {
    /// Takes the next digit (0-based) to try: `first`, then the others lowest first.
    pub fn take(&mut self) -> usize {
        let digit = if self.digits & 1 << self.first != 0 {
            self.first
        } else {
            self.digits.trailing_zeros() as usize
        };
        self.digits &= !(1 << digit);
        digit
    }
}

impl State {
    /// The cell to guess on: a cell with two candidates, taken from the band with the most
    /// of them and, within it, from the box with the most (guesses among such clusters
    /// settle much), else a cell with the fewest candidates.
    /// Only called on a propagated, unsolved state.
    ///
    /// `weighted` orders the digits to reach a first solution sooner; a search that must try
    /// every branch anyway (counting a unique puzzle) gains nothing from it and skips it.
    pub fn guess(&self, weighted: bool) -> Guess {
        let pairs = [0, 1, 2].map(|band| {
            let (_, two, three) = self.digit_counts(band);
            self.unsolved[band] & two & !three
        });
        let band = (0..3)
            .rev()
            .max_by_key(|&b| pairs[b].count_ones())
            .unwrap_or(0);
        if pairs[band] != 0 {
            let cells = (0..3)
                .rev()
                .map(|k| pairs[band] & BOX << (3 * k))
                .max_by_key(|cells| cells.count_ones())
                .unwrap_or(0);
            return self.guess_at(band, cells & cells.wrapping_neg(), weighted);
        }
        let mut best: Option<Guess> = None;
        for band in 0..3 {
            let mut cells = self.unsolved[band];
            while cells != 0 {
                let g = self.guess_at(band, cells & cells.wrapping_neg(), weighted);
                if best
                    .as_ref()
                    .is_none_or(|b| g.digits.count_ones() < b.digits.count_ones())
                {
                    best = Some(g);
                }
                cells &= cells - 1;
            }
        }
        best.expect("an unsolved state has an unsolved cell")
    }

    /// The guess on cell `bit` of `band`, with its candidate digits; `weighted` puts first
    /// the digit with the most candidates left, else the digits go lowest first.
    fn guess_at(&self, band: usize, bit: u32, weighted: bool) -> Guess {
        let digits = (0..9)
            .filter(|&d| self.cand[d][band] & bit != 0)
            .fold(0u32, |m, d| m | 1 << d);
        let first = if weighted {
            // Two bands share one 64-bit count (without a popcount instruction in the
            // baseline, each count is a dozen operations).
            let weight = |d: usize| {
                let [a, b, c] = self.cand[d];
                (u64::from(a) | u64::from(b) << 32).count_ones() + c.count_ones()
            };
            (0..9)
                .rev()
                .filter(|&d| digits & 1 << d != 0)
                .max_by_key(|&d| weight(d))
                .unwrap_or(0)
        } else {
            digits.trailing_zeros() as usize
        };
        Guess {
            band,
            bit,
            digits,
            candidates: digits,
            first,
        }
    }

    /// Tries `digit` (0-based) in the guessed cell; propagate afterwards.
    pub fn assign(&mut self, guess: &Guess, digit: usize) {
        self.place(digit, guess.band, guess.bit);
        // The digit changed in every band, the cell's other candidates in its band.
        self.dirty |= 7 << (3 * digit);
        let mut others = guess.candidates;
        while others != 0 {
            self.dirty |= 1 << (3 * others.trailing_zeros() as usize + guess.band);
            others &= others - 1;
        }
    }
}

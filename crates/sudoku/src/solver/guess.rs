//! Choosing the guess when propagation stalls: where one digit goes in a band or a stack.
//!
//! In a band, a digit takes one row segment per row and per box: one of six
//! *arrangements* of rows onto boxes (see [`PERMS`]); in a stack, one column segment per
//! band and per column. The guess takes the band or stack with the fewest segments left
//! over all digits, the most settled one (a population count per digit), and in it the
//! digit with the fewest arrangements (two when there is one); each branch keeps one of
//! that digit's arrangements.

use super::state::State;
use super::tables::{ARRANGEMENT_CELLS, ARRANGEMENT_COLUMNS, ARRANGEMENTS, BOX};

/// A guess: the digit, where, and the arrangements not tried yet.
pub struct Guess {
    /// The digit (0-based).
    digit: usize,
    /// The band (0-2) or, from 3, the stack (3-5).
    unit: usize,
    /// The arrangements not tried yet (bit `p` for [`PERMS`]`[p]`).
    pub left: u32,
}

impl Guess {
    /// Takes the next arrangement to try, lowest first.
    pub fn take(&mut self) -> usize {
        let p = self.left.trailing_zeros() as usize;
        self.left &= self.left - 1;
        p
    }
}

/// The column segments of stack `s` (bit `3 * band + column`) from a digit's column
/// segments in all bands (bit `9 * band + column`).
#[inline(always)]
fn stack_segments(cols: u32, s: usize) -> u32 {
    let x = cols >> (3 * s);
    x & 0o7 | x >> 6 & 0o70 | x >> 12 & 0o700
}

/// How many arrangements an occupancy leaves.
#[inline(always)]
fn count(occupancy: u32) -> u32 {
    u32::from(ARRANGEMENTS[occupancy as usize] >> 8)
}

impl State {
    /// The guess for a propagated, unsolved state.
    ///
    /// Every digit has at least one arrangement in every band and stack once propagation
    /// has settled; if all had exactly one, every digit would have one cell per box and
    /// the grid would be solved. So some unit has a digit with two or more.
    #[inline(always)]
    pub fn guess(&self) -> Guess {
        // The segments of each unit (the three bands, then the three stacks), counted over
        // all digits: a settled unit has three per digit, 27 in all (it wraps to the top).
        const UNITS: [u64; 6] = [
            0x1FF,
            0x1FF << 9,
            0x1FF << 18,
            0o7007007 << 32,
            0o7007007 << 35,
            0o7007007 << 38,
        ];
        let mut totals = [0u32; 6];
        for &s in &self.segments {
            for u in 0..6 {
                totals[u] += (s & UNITS[u]).count_ones();
            }
        }
        let mut unit = 0;
        for u in 1..6 {
            if totals[u].wrapping_sub(28) < totals[unit].wrapping_sub(28) {
                unit = u;
            }
        }
        let segments = |digit: usize| {
            let s = self.segments[digit];
            if unit < 3 {
                (s >> (9 * unit)) as u32 & 0x1FF
            } else {
                stack_segments((s >> 32) as u32, unit - 3)
            }
        };
        let mut digit = 0;
        let mut fewest = count(segments(0)).wrapping_sub(2);
        for d in 1..9 {
            let n = count(segments(d)).wrapping_sub(2);
            if n < fewest {
                (digit, fewest) = (d, n);
            }
        }
        Guess {
            digit,
            unit,
            left: u32::from(ARRANGEMENTS[segments(digit) as usize] & 0x3F),
        }
    }

    /// Keeps only arrangement `p` of the guessed digit in the guessed unit; propagate
    /// afterwards.
    pub fn assign(&mut self, guess: &Guess, p: usize) {
        let bands = &mut self.cand[guess.digit];
        if guess.unit < 3 {
            bands[guess.unit] &= ARRANGEMENT_CELLS[p];
        } else {
            let s = 3 * (guess.unit - 3);
            for (cells, column) in bands.iter_mut().zip(ARRANGEMENT_COLUMNS[p]) {
                *cells &= !(BOX << s) | column << s;
            }
        }
        self.dirty |= 7 << (3 * guess.digit);
    }
}

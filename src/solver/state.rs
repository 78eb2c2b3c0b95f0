//! The search state as bitboards: for each digit, its candidate cells band by band.
//!
//! Cell `i` of the grid is bit `i % 27` of band `i / 27` (see [`tables`](super::tables)).
//! Propagation works on whole bands of one digit at a time with a few table lookups, and
//! finds the cells left with one digit by counting across the nine digits bit-parallel.

use super::tables::{
    BAND, BAND_PEERS, CLAIMED_COLUMNS, COLUMN, LOCKED_COLUMNS, MATCHINGS, ROW_BOXES,
};
use crate::board::Grid;

/// A cell chosen for guessing: its band, its bit in the band, and its candidate digits
/// (bit `d` for digit `d + 1`).
pub struct Guess {
    band: usize,
    bit: u32,
    /// The digits to try, lowest first.
    pub digits: u32,
}

/// Candidates and solved cells; small enough to copy for every branch of the search.
#[derive(Clone, Copy)]
pub struct State {
    /// `cand[3 * digit + band]`: the cells of the band where the digit (0-based) may go.
    cand: [u32; 27],
    /// The cells of each band not yet solved.
    unsolved: [u32; 3],
    /// One bit per `cand` entry changed since its band was last checked.
    dirty: u32,
}

impl State {
    /// The state of `puzzle` with its givens placed, not yet propagated.
    pub fn new(puzzle: &Grid) -> State {
        let mut s = State {
            cand: [BAND; 27],
            unsolved: [BAND; 3],
            dirty: 0,
        };
        for (i, &d) in puzzle.cells().iter().enumerate() {
            if d != 0 {
                s.place(usize::from(d - 1), i / 27, 1 << (i % 27));
            }
        }
        s.dirty = (1 << 27) - 1;
        s
    }

    /// Keeps only the cells `keep` of entry `i`; returns its dirty bit if it changed.
    #[inline(always)]
    fn restrict(&mut self, i: usize, keep: u32) -> u32 {
        let old = self.cand[i];
        let new = old & keep;
        self.cand[i] = new;
        u32::from(new != old) << i
    }

    /// Removes `cells` of `band` from every digit but `digit`; returns the dirty bits.
    #[inline(always)]
    fn remove_from_others(&mut self, digit: usize, band: usize, cells: u32) -> u32 {
        // Clearing all nine digits and then restoring this one avoids a branch per digit.
        let own = self.cand[3 * digit + band];
        let mut dirty = 0;
        for d in 0..9 {
            dirty |= self.restrict(3 * d + band, !cells);
        }
        self.cand[3 * digit + band] = own;
        dirty & !(1 << (3 * digit + band))
    }

    /// Puts `digit` (0-based) in the cell `bit` of `band`: clears the cell's row, box and
    /// column of that digit and the cell from every other digit.
    fn place(&mut self, digit: usize, band: usize, bit: u32) {
        let pos = bit.trailing_zeros() as usize;
        let column = !(COLUMN << (pos % 9));
        let mut dirty = self.remove_from_others(digit, band, bit);
        dirty |= self.restrict(3 * digit + band, !BAND_PEERS[pos]);
        dirty |= self.restrict(3 * digit + (band + 1) % 3, column);
        dirty |= self.restrict(3 * digit + (band + 2) % 3, column);
        self.dirty |= dirty;
    }

    /// Tries `digit` (0-based) in the guessed cell; propagate afterwards.
    pub fn assign(&mut self, guess: &Guess, digit: usize) {
        self.place(digit, guess.band, guess.bit);
    }

    /// Re-checks entry `i` (digit `i / 3`, band `i % 3`) after it changed; the entries it
    /// changed in turn as dirty bits, or `None` on a contradiction. Drops the row segments that fit no row-to-box matching, rules the
    /// digit out of columns it holds in this band from the other two bands, and marks the
    /// rows where one cell remains as solved (removing those cells from the other digits).
    #[inline(always)]
    fn check_band(&mut self, i: usize) -> Option<u32> {
        let (digit, band) = (i / 3, i % 3);
        let mut a = self.cand[i];
        let occupied = ROW_BOXES[(a & 0x1FF) as usize]
            | ROW_BOXES[(a >> 9 & 0x1FF) as usize] << 3
            | ROW_BOXES[(a >> 18) as usize] << 6;
        a &= MATCHINGS[occupied as usize];
        if a == 0 {
            return None;
        }
        self.cand[i] = a;

        // Columns used in the band: fold the three rows onto one.
        let locked = LOCKED_COLUMNS[((a | a >> 9 | a >> 18) & 0x1FF) as usize];
        let mut dirty = self.restrict(3 * digit + (band + 1) % 3, !locked);
        dirty |= self.restrict(3 * digit + (band + 2) % 3, !locked);

        // A row is solved when it holds a single cell: x & (x - 1) clears the lowest bit.
        let mut solved = 0;
        for shift in [0, 9, 18] {
            let row = a & (0x1FF << shift);
            if row & row.wrapping_sub(1) == 0 {
                solved |= row;
            }
        }
        let new = solved & self.unsolved[band];
        if new != 0 {
            self.unsolved[band] &= !new;
            dirty |= self.remove_from_others(digit, band, new);
        }
        Some(dirty)
    }

    /// Propagates all pending changes to a fixed point; false on a contradiction.
    pub fn propagate(&mut self) -> bool {
        // The dirty bits live in a register here, not in memory.
        let mut dirty = std::mem::take(&mut self.dirty);
        loop {
            while dirty != 0 {
                let i = dirty.trailing_zeros() as usize;
                dirty &= dirty - 1;
                match self.check_band(i) {
                    Some(more) => dirty |= more,
                    None => return false,
                }
            }
            match self.naked_singles() {
                Some(0) => {}
                Some(more) => {
                    dirty = more;
                    continue;
                }
                None => return false,
            }
            match self.column_claims() {
                Some(0) => return true,
                Some(more) => dirty = more,
                None => return false,
            }
        }
    }

    /// Counts, for each unsolved cell of a band, its candidate digits up to three:
    /// (at least one, at least two, at least three), as bit-parallel counters.
    #[inline(always)]
    fn digit_counts(&self, band: usize) -> (u32, u32, u32) {
        let (mut one, mut two, mut three) = (0, 0, 0);
        for digit in 0..9 {
            let a = self.cand[3 * digit + band];
            three |= two & a;
            two |= one & a;
            one |= a;
        }
        (one, two, three)
    }

    /// Places every unsolved cell left with one digit; returns the dirty bits (0 if none
    /// was found), or `None` if a cell has no digit left.
    fn naked_singles(&mut self) -> Option<u32> {
        let mut dirty = 0;
        for band in 0..3 {
            let unsolved = self.unsolved[band];
            if unsolved == 0 {
                continue;
            }
            let (one, two, _) = self.digit_counts(band);
            if unsolved & !one != 0 {
                return None;
            }
            let singles = unsolved & !two;
            if singles == 0 {
                continue;
            }
            for digit in 0..9 {
                let mut cells = self.cand[3 * digit + band] & singles;
                while cells != 0 {
                    // No other digit holds the cell: clearing its row and box is enough,
                    // its column follows when the band is checked.
                    let pos = cells.trailing_zeros() as usize;
                    dirty |= self.restrict(3 * digit + band, !BAND_PEERS[pos]);
                    cells &= cells - 1;
                }
            }
        }
        Some(dirty)
    }

    /// For each digit, confines it to one column of a box when that column has no other
    /// place for it (the column's other bands have none). Returns the dirty bits, or `None`
    /// when a column has no place at all for a digit.
    fn column_claims(&mut self) -> Option<u32> {
        let mut dirty = 0;
        for digit in 0..9 {
            let fold = |a: u32| (a | a >> 9 | a >> 18) & 0x1FF;
            let cols = [0, 1, 2].map(|b| fold(self.cand[3 * digit + b]));
            if cols[0] | cols[1] | cols[2] != 0x1FF {
                return None;
            }
            for band in 0..3 {
                let only_here = cols[band] & !(cols[(band + 1) % 3] | cols[(band + 2) % 3]);
                dirty |= self.restrict(3 * digit + band, CLAIMED_COLUMNS[only_here as usize]);
            }
        }
        Some(dirty)
    }

    /// True when every cell is solved.
    pub fn is_solved(&self) -> bool {
        self.unsolved == [0; 3]
    }

    /// The cell to guess on: the first with two candidates, else one with the fewest.
    /// Only called on a propagated, unsolved state.
    pub fn guess(&self) -> Guess {
        for band in 0..3 {
            let (_, two, three) = self.digit_counts(band);
            let pairs = self.unsolved[band] & two & !three;
            if pairs != 0 {
                return self.guess_at(band, pairs & pairs.wrapping_neg());
            }
        }
        let mut best: Option<Guess> = None;
        for band in 0..3 {
            let mut cells = self.unsolved[band];
            while cells != 0 {
                let g = self.guess_at(band, cells & cells.wrapping_neg());
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

    /// The guess on cell `bit` of `band`, with its candidate digits.
    fn guess_at(&self, band: usize, bit: u32) -> Guess {
        let digits = (0..9)
            .filter(|&d| self.cand[3 * d + band] & bit != 0)
            .fold(0, |m, d| m | 1 << d);
        Guess { band, bit, digits }
    }

    /// The solved cells as a grid (0 where not yet solved).
    pub fn known(&self) -> Grid {
        let mut cells = [0; 81];
        for (i, &a) in self.cand.iter().enumerate() {
            let band = i % 3;
            let mut bits = a & !self.unsolved[band];
            while bits != 0 {
                cells[27 * band + bits.trailing_zeros() as usize] = (i / 3 + 1) as u8;
                bits &= bits - 1;
            }
        }
        Grid::from_cells(cells).expect("digits are 1..=9")
    }
}

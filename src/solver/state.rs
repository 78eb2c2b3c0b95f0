//! The search state as bitboards: for each digit, its candidate cells band by band.
//!
//! Cell `i` of the grid is bit `i % 27` of band `i / 27` (see [`tables`](super::tables)).
//! Propagation works on whole bands of one digit at a time with a few table lookups, and
//! finds the cells left with one digit by counting across the nine digits bit-parallel.

use super::tables::{
    BAND, BAND_PEERS, BOX, CLAIMED_COLUMNS, COLUMN, LOCKED_COLUMNS, LONE_CELL, MATCHINGS, ROW_BOXES,
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
    /// `cand[digit][band]`: the cells of the band where the digit (0-based) may go.
    cand: [[u32; 3]; 9],
    /// `cand` as it stood when each digit was last checked: a digit whose candidates differ
    /// from these needs checking again. (Comparing is cheaper than keeping change flags up
    /// to date in the hot loops.)
    checked: [[u32; 3]; 9],
    /// The cells of each band not yet solved.
    unsolved: [u32; 3],
}

/// The cells of a band that are alone in their row.
#[inline(always)]
fn single_rows(a: u32) -> u32 {
    let single = |row: u32| u32::from(LONE_CELL[(row & 0x1FF) as usize]);
    single(a) | single(a >> 9) << 9 | single(a >> 18) << 18
}

/// The columns (9 bits) a band's candidates use: the three rows folded onto one.
#[inline(always)]
fn columns(a: u32) -> u32 {
    (a | a >> 9 | a >> 18) & 0x1FF
}

/// A band's cells that fit some matching of its rows to its boxes (see [`MATCHINGS`]).
#[inline(always)]
fn matched(a: u32) -> u32 {
    let occupied = ROW_BOXES[(a & 0x1FF) as usize]
        | ROW_BOXES[(a >> 9 & 0x1FF) as usize] << 3
        | ROW_BOXES[(a >> 18 & 0x1FF) as usize] << 6;
    a & MATCHINGS[occupied as usize]
}

impl State {
    /// The state of `puzzle` with its givens placed, not yet propagated.
    pub fn new(puzzle: &Grid) -> State {
        let mut s = State {
            cand: [[BAND; 3]; 9],
            checked: [[0; 3]; 9],
            unsolved: [BAND; 3],
        };
        for (i, &d) in puzzle.cells().iter().enumerate() {
            if d != 0 {
                s.place(usize::from(d - 1), i / 27, 1 << (i % 27));
            }
        }
        s
    }

    /// Puts `digit` (0-based) in the cell `bit` of `band`: clears the cell's row, box and
    /// column of that digit and the cell from every other digit.
    fn place(&mut self, digit: usize, band: usize, bit: u32) {
        let pos = bit.trailing_zeros() as usize;
        let column = !(COLUMN << (pos % 9));
        let own = self.cand[digit][band];
        for bands in &mut self.cand {
            bands[band] &= !bit;
        }
        self.cand[digit][band] = own & !BAND_PEERS[pos];
        self.cand[digit][(band + 1) % 3] &= column;
        self.cand[digit][(band + 2) % 3] &= column;
    }

    /// Tries `digit` (0-based) in the guessed cell; propagate afterwards.
    pub fn assign(&mut self, guess: &Guess, digit: usize) {
        self.place(digit, guess.band, guess.bit);
    }

    /// Re-checks `digit` (0-based) in all three bands after it changed; false on a
    /// contradiction.
    ///
    /// Until nothing changes: in each band, drops the row segments that fit no row-to-box
    /// matching; rules the digit out of a column in the other bands when a box holds it in
    /// that column only ([`LOCKED_COLUMNS`]); and when a column has no place for it outside
    /// one band, confines that box to that column ([`CLAIMED_COLUMNS`]). The three bands
    /// are independent table lookups, so the processor works on them side by side. Then
    /// the rows left with one cell are solved, and those cells leave the other digits.
    #[inline(always)]
    fn check_digit(&mut self, digit: usize) -> bool {
        let mut a = self.cand[digit];
        loop {
            let m = a.map(matched);
            if m.contains(&0) {
                return false;
            }
            let cols = m.map(columns);
            if cols[0] | cols[1] | cols[2] != 0x1FF {
                return false;
            }
            let locked = cols.map(|c| LOCKED_COLUMNS[c as usize]);
            let next: [u32; 3] = std::array::from_fn(|b| {
                let (p, q) = ((b + 1) % 3, (b + 2) % 3);
                let only_here = cols[b] & !(cols[p] | cols[q]);
                m[b] & !(locked[p] | locked[q]) & CLAIMED_COLUMNS[only_here as usize]
            });
            // The matchings are settled in `m`: only new eliminations need another round.
            a = next;
            if next == m {
                break;
            }
        }
        // Solved cells leave the other digits. Doing it for every band, changed or not,
        // costs less than the mispredicted branches of testing first.
        let solved = a.map(single_rows);
        for bands in &mut self.cand {
            for (cells, s) in bands.iter_mut().zip(solved) {
                *cells &= !s;
            }
        }
        for (unsolved, s) in self.unsolved.iter_mut().zip(solved) {
            *unsolved &= !s;
        }
        self.cand[digit] = a;
        self.checked[digit] = a;
        true
    }

    /// Propagates all pending changes to a fixed point; false on a contradiction.
    pub fn propagate(&mut self) -> bool {
        loop {
            let mut changed = self.changed_digits();
            if changed == 0 {
                match self.naked_singles() {
                    Some(false) => return true,
                    Some(true) => continue,
                    None => return false,
                }
            }
            while changed != 0 {
                let digit = changed.trailing_zeros() as usize;
                changed &= changed - 1;
                if !self.check_digit(digit) {
                    return false;
                }
            }
        }
    }

    /// The digits (one bit each) whose candidates changed since they were last checked,
    /// found without a branch per digit.
    #[inline(always)]
    fn changed_digits(&self) -> u32 {
        let mut changed = 0;
        for (digit, (now, then)) in self.cand.iter().zip(&self.checked).enumerate() {
            let diff = (now[0] ^ then[0]) | (now[1] ^ then[1]) | (now[2] ^ then[2]);
            changed |= u32::from(diff != 0) << digit;
        }
        changed
    }

    /// Counts, for each unsolved cell of a band, its candidate digits up to three:
    /// (at least one, at least two, at least three), as bit-parallel counters.
    #[inline(always)]
    fn digit_counts(&self, band: usize) -> (u32, u32, u32) {
        let (mut one, mut two, mut three) = (0, 0, 0);
        for digit in 0..9 {
            let a = self.cand[digit][band];
            three |= two & a;
            two |= one & a;
            one |= a;
        }
        (one, two, three)
    }

    /// Places every unsolved cell left with one digit: `Some(true)` if it found any,
    /// `Some(false)` if none, `None` if a cell has no digit left.
    fn naked_singles(&mut self) -> Option<bool> {
        let mut found = false;
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
                let mut cells = self.cand[digit][band] & singles;
                while cells != 0 {
                    // No other digit holds the cell: clearing its row and box is enough,
                    // its column follows when the band is checked.
                    let pos = cells.trailing_zeros() as usize;
                    let before = self.cand[digit][band];
                    self.cand[digit][band] = before & !BAND_PEERS[pos];
                    // Only a real change may restart propagation, so it always ends.
                    found |= self.cand[digit][band] != before;
                    cells &= cells - 1;
                }
            }
        }
        Some(found)
    }

    /// True when every cell is solved.
    pub fn is_solved(&self) -> bool {
        self.unsolved == [0; 3]
    }

    /// The cell to guess on: a cell with two candidates, taken from the band with the most
    /// of them and, within it, from the box with the most (guesses among such clusters
    /// settle much), else a cell with the fewest candidates.
    /// Only called on a propagated, unsolved state.
    pub fn guess(&self) -> Guess {
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
            return self.guess_at(band, cells & cells.wrapping_neg());
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
            .filter(|&d| self.cand[d][band] & bit != 0)
            .fold(0, |m, d| m | 1 << d);
        Guess { band, bit, digits }
    }

    /// The solved cells as a grid (0 where not yet solved).
    pub fn known(&self) -> Grid {
        let mut cells = [0; 81];
        for (digit, bands) in self.cand.iter().enumerate() {
            for (band, &a) in bands.iter().enumerate() {
                let mut bits = a & !self.unsolved[band];
                while bits != 0 {
                    cells[27 * band + bits.trailing_zeros() as usize] = digit as u8 + 1;
                    bits &= bits - 1;
                }
            }
        }
        Grid::from_cells(cells).expect("digits are 1..=9")
    }
}

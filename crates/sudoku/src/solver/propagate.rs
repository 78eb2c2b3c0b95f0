//! Constraint propagation on the bitboards, to a fixed point or a contradiction.
//!
//! Each changed digit is checked in all three bands with a few table lookups; cells left
//! with one digit are found by counting across the nine digits bit-parallel.

use super::build::Build;
use super::state::State;
use super::tables::{
    BAND_PEERS, CLAIMED_COLUMNS, LOCKED_COLUMNS, LONE_CELL, MATCHINGS, segments_of,
};

/// The cells of a band that are alone in their row.
#[inline(always)]
fn single_rows(a: u32) -> u32 {
    let single = |row: u32| u32::from(LONE_CELL[(row & 0x1FF) as usize]);
    single(a) | single(a >> 9) << 9 | single(a >> 18) << 18
}

/// The three values `f(0)`, `f(1)`, `f(2)`, one per band, computed side by side.
#[inline(always)]
fn bands<T>(f: impl Fn(usize) -> T) -> [T; 3] {
    [f(0), f(1), f(2)]
}

impl State {
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
    fn check_digit<B: Build>(&mut self, digit: usize) -> bool {
        let mut a = self.cand[digit];
        let (mut rows, mut cols);
        loop {
            let fit = bands(|b| MATCHINGS[segments_of(a[b]) as usize]);
            let m = bands(|b| a[b] & fit[b] as u32);
            rows = bands(|b| (fit[b] >> 32) as u32);
            cols = bands(|b| band_columns(m[b]));
            // A band without the digit, or a column without it anywhere: one test for both.
            let empty = (m[0] == 0) | (m[1] == 0) | (m[2] == 0);
            if empty | (cols[0] | cols[1] | cols[2] != 0x1FF) {
                return false;
            }
            let locked = bands(|b| LOCKED_COLUMNS[cols[b] as usize]);
            let next = bands(|b| {
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
        let solved = bands(|b| single_rows(a[b]));
        let lost = B::clear_cells(&mut self.cand, solved);
        self.unsolved = bands(|b| self.unsolved[b] & !solved[b]);
        self.cand[digit] = a;
        // The segments as they are now (`a` is the last `m`).
        let pack = |s: [u32; 3]| u64::from(s[0] | s[1] << 9 | s[2] << 18);
        self.segments[digit] = pack(rows) | pack(cols) << 32;
        // The digit itself is settled (it kept its solved cells).
        self.dirty |= lost & !(7 << (3 * digit));
        true
    }

    /// Propagates all pending changes to a fixed point; false on a contradiction.
    #[inline(always)]
    pub(super) fn propagate<B: Build>(&mut self) -> bool {
        loop {
            if self.dirty == 0 {
                let found = match self.naked_singles() {
                    Some(false) if self.is_solved() => return true,
                    Some(false) => self.segment_triples(),
                    found => found,
                };
                match found {
                    Some(false) => return true,
                    Some(true) => continue,
                    None => return false,
                }
            }
            // The digits changed so far, each once (bits 3d..3d+3 of `dirty` are digit d's
            // bands); what they change in turn waits for the next round.
            let mut pending = self.dirty;
            while pending != 0 {
                let digit = pending.trailing_zeros() as usize / 3;
                pending &= !(7 << (3 * digit));
                self.dirty &= !(7 << (3 * digit));
                if !self.check_digit::<B>(digit) {
                    return false;
                }
            }
        }
    }

    /// Places every unsolved cell left with one digit: `Some(true)` if it found any,
    /// `Some(false)` if none, `None` if a cell has no digit left.
    #[inline(always)]
    fn naked_singles(&mut self) -> Option<bool> {
        // Each cell's candidate digits counted up to two, bit-parallel: bands 0 and 1 side
        // by side in 64 bits, band 2 beside them.
        let (mut one01, mut two01, mut one2, mut two2) = (0u64, 0u64, 0u32, 0u32);
        for bands in &self.cand {
            let pair = u64::from(bands[0]) | u64::from(bands[1]) << 32;
            two01 |= one01 & pair;
            one01 |= pair;
            two2 |= one2 & bands[2];
            one2 |= bands[2];
        }
        let one = [one01 as u32, (one01 >> 32) as u32, one2];
        let two = [two01 as u32, (two01 >> 32) as u32, two2];
        let u = self.unsolved;
        if (u[0] & !one[0]) | (u[1] & !one[1]) | (u[2] & !one[2]) != 0 {
            return None;
        }
        let singles = bands(|b| u[b] & !two[b]);
        if singles == [0; 3] {
            return Some(false);
        }
        let mut found = false;
        for (band, singles) in singles.into_iter().enumerate() {
            for digit in 0..9 {
                let mut cells = self.cand[digit][band] & singles;
                while cells != 0 {
                    // No other digit holds the cell: clearing its row and box is enough,
                    // its column follows when the band is checked.
                    let pos = cells.trailing_zeros() as usize;
                    let before = self.cand[digit][band];
                    self.cand[digit][band] = before & !BAND_PEERS[pos];
                    // Only a real change may restart propagation, so it always ends.
                    let changed = self.cand[digit][band] != before;
                    self.dirty |= u32::from(changed) << (3 * digit + band);
                    found |= changed;
                    cells &= cells - 1;
                }
            }
        }
        Some(found)
    }
}

/// The columns (9 bits) a band's candidates use: the three rows folded onto one.
#[inline(always)]
fn band_columns(a: u32) -> u32 {
    (a | a >> 9 | a >> 18) & 0x1FF
}

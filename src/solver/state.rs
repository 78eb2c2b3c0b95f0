//! The search state as bitboards: for each digit, its candidate cells band by band.
//!
//! Cell `i` of the grid is bit `i % 27` of band `i / 27` (see [`tables`](super::tables)).
//! Propagation is in [`propagate`](super::propagate), the choice of guesses in
//! [`guess`](super::guess).

use super::tables::{ALL_BANDS, BAND, BAND_PEERS, COLUMN};
use crate::board::Grid;

/// Candidates and solved cells; small enough to copy for every branch of the search.
#[derive(Clone, Copy)]
pub struct State {
    /// `cand[digit][band]`: the cells of the band where the digit (0-based) may go.
    pub(super) cand: [[u32; 3]; 9],
    /// The digits whose candidates changed since they were last checked, one bit per digit
    /// and band: bit `3 * digit + band`.
    pub(super) dirty: u32,
    /// The cells of each band not yet solved.
    pub(super) unsolved: [u32; 3],
    /// `segments[digit]`: the segments where the digit may go, as of its last check: its row
    /// segments at bit `9 * band + 3 * box + row` (see
    /// [`segments_of`](super::tables::segments_of)) and its column segments at bit
    /// `32 + 9 * band + column`. Current for every digit once propagation has settled.
    pub(super) segments: [u64; 9],
}

impl State {
    /// The state of `puzzle` with its givens placed, not yet propagated.
    ///
    /// The same as placing the givens one by one, in one pass: each digit leaves the other
    /// digits' givens, the rows and boxes of its own givens and their columns in the other
    /// bands. Clashing givens rule each other out, leaving a cell without a digit.
    pub fn new(puzzle: &Grid) -> State {
        // Per digit and band: the givens' cells, their row-and-box peers, their columns.
        let (mut given, mut peers, mut cols) = ([[0; 3]; 9], [[0; 3]; 9], [[0; 3]; 9]);
        let mut any = [0; 3];
        for (i, &d) in puzzle.cells().iter().enumerate() {
            if d != 0 {
                let (digit, band, pos) = (usize::from(d - 1), i / 27, i % 27);
                given[digit][band] |= 1 << pos;
                peers[digit][band] |= BAND_PEERS[pos];
                cols[digit][band] |= COLUMN << (pos % 9);
                any[band] |= 1 << pos;
            }
        }
        let cand = std::array::from_fn(|d| {
            std::array::from_fn(|b| {
                let others = any[b] & !given[d][b];
                let columns = cols[d][(b + 1) % 3] | cols[d][(b + 2) % 3];
                BAND & !others & !peers[d][b] & !columns
            })
        });
        // Every digit starts out changed.
        State {
            cand,
            dirty: ALL_BANDS,
            unsolved: [BAND; 3],
            segments: [0; 9],
        }
    }

    /// Removes the cells `gone` (one mask per band) from every digit; returns the digits and
    /// bands that lost a cell (bit `3 * digit + band`, as in `dirty`).
    #[inline(always)]
    pub(super) fn clear_cells(&mut self, gone: [u32; 3]) -> u32 {
        #[cfg(target_arch = "x86_64")]
        // SAFETY: SSE2 is part of the x86_64 baseline, so every x86_64 processor has it.
        return unsafe { clear_cells_sse2(&mut self.cand, gone) };
        #[cfg(not(target_arch = "x86_64"))]
        clear_cells_portable(&mut self.cand, gone)
    }

    /// Counts, for each unsolved cell of a band, its candidate digits up to three:
    /// (at least one, at least two, at least three), as bit-parallel counters.
    #[inline(always)]
    pub(super) fn digit_counts(&self, band: usize) -> (u32, u32, u32) {
        let (mut one, mut two, mut three) = (0, 0, 0);
        for digit in 0..9 {
            let a = self.cand[digit][band];
            three |= two & a;
            two |= one & a;
            one |= a;
        }
        (one, two, three)
    }

    /// True when every cell is solved.
    pub fn is_solved(&self) -> bool {
        self.unsolved == [0; 3]
    }

    /// The solved cells as a grid (0 where not yet solved).
    pub fn known(&self) -> Grid {
        let mut grid = Grid::EMPTY;
        for (digit, bands) in (1..=9).zip(&self.cand) {
            for (band, &a) in bands.iter().enumerate() {
                let mut bits = a & !self.unsolved[band];
                while bits != 0 {
                    grid.set(27 * band + bits.trailing_zeros() as usize, digit);
                    bits &= bits - 1;
                }
            }
        }
        grid
    }
}

/// [`State::clear_cells`] one digit and band at a time.
#[cfg(any(test, not(target_arch = "x86_64")))]
fn clear_cells_portable(cand: &mut [[u32; 3]; 9], gone: [u32; 3]) -> u32 {
    let mut lost = 0;
    for (digit, bands) in cand.iter_mut().enumerate() {
        for (band, (cells, g)) in bands.iter_mut().zip(gone).enumerate() {
            lost |= u32::from(*cells & g != 0) << (3 * digit + band);
            *cells &= !g;
        }
    }
    lost
}

/// [`State::clear_cells`] four lanes at a time.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "sse2")]
#[inline]
fn clear_cells_sse2(cand: &mut [[u32; 3]; 9], gone: [u32; 3]) -> u32 {
    use std::arch::x86_64::*;
    // `cand` is 27 contiguous u32 (digit-major), so lane `i` belongs to band `i % 3`. Six
    // vectors cover lanes 0-23 and a seventh, overlapping, lanes 23-26; the masks repeat
    // every three lanes, so a vector starting at lane `i` takes mask `i % 3`.
    let [g0, g1, g2] = [gone[0] as i32, gone[1] as i32, gone[2] as i32];
    let masks = [
        _mm_setr_epi32(g0, g1, g2, g0),
        _mm_setr_epi32(g1, g2, g0, g1),
        _mm_setr_epi32(g2, g0, g1, g2),
    ];
    let lanes: *mut u32 = cand.as_mut_ptr().cast();
    let mut kept = [_mm_setzero_si128(); 7];
    for (k, start) in [0, 4, 8, 12, 16, 20, 23].into_iter().enumerate() {
        let mask = masks[start % 3];
        // SAFETY: lanes start..start + 4 lie within the 27 u32 of `cand` (unaligned load).
        let v = unsafe { _mm_loadu_si128(lanes.add(start).cast()) };
        // All ones in a lane that loses nothing (it is zero once masked).
        kept[k] = _mm_cmpeq_epi32(_mm_and_si128(v, mask), _mm_setzero_si128());
        // SAFETY: the same four lanes as the load above (unaligned store).
        unsafe { _mm_storeu_si128(lanes.add(start).cast(), _mm_andnot_si128(mask, v)) };
    }
    // Narrow the all-ones-or-zero lanes to bytes (saturating packs keep them so) and take one
    // bit per byte: lanes 0-15, then lanes 16-23 and the overlapping 23-26, of which only
    // 24-26 count (lane 23 was loaded there after the first store had already cleared it).
    let bytes = |a, b, c, d| {
        _mm_movemask_epi8(_mm_packs_epi16(
            _mm_packs_epi32(a, b),
            _mm_packs_epi32(c, d),
        )) as u32
    };
    let low = bytes(kept[0], kept[1], kept[2], kept[3]);
    let high = bytes(kept[4], kept[5], kept[6], kept[6]);
    let kept = low | (high & 0xFF) << 16 | (high >> 9 & 0x7) << 24;
    !kept & ALL_BANDS
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn sse2_clearing_matches_portable() {
        // A small xorshift generator: sparse and dense masks alike.
        let mut x: u32 = 0x9E37_79B9;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            x
        };
        for _ in 0..2000 {
            let cand: [[u32; 3]; 9] = std::array::from_fn(|_| [0; 3].map(|_| next() & BAND));
            let gone = [0; 3].map(|_| next() & next() & next() & BAND);
            let (mut a, mut b) = (cand, cand);
            let lost_portable = clear_cells_portable(&mut a, gone);
            // SAFETY: SSE2 is part of the x86_64 baseline.
            let lost_sse2 = unsafe { clear_cells_sse2(&mut b, gone) };
            assert_eq!(a, b);
            assert_eq!(lost_portable, lost_sse2);
        }
    }
}

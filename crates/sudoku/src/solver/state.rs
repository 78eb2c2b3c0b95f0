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

/// The cells holding a digit, one bit per cell (bit `i` for cell `i`).
fn givens(cells: &[u8; 81]) -> u128 {
    let mut mask = 0;
    for (k, chunk) in cells.chunks(8).enumerate() {
        let mut bytes = [0; 8];
        bytes[..chunk.len()].copy_from_slice(chunk);
        let x = u64::from_le_bytes(bytes);
        // The high bit of each byte set when the byte is not zero...
        let low = 0x7F7F_7F7F_7F7F_7F7F;
        let nonzero = (((x & low) + low) | x) & !low;
        // ...gathered into eight bits by one multiplication (no two products overlap).
        let bits = (nonzero >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56;
        mask |= u128::from(bits) << (8 * k);
    }
    mask
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
        let cells = puzzle
            .nine()
            .expect("the bitboard engine solves 9x9 boards");
        // The givens one by one, found eight cells at a time (no branch per cell).
        let mut givens = givens(cells);
        while givens != 0 {
            let i = givens.trailing_zeros() as usize;
            givens &= givens - 1;
            let (digit, band, pos) = (usize::from(cells[i] - 1), i / 27, i % 27);
            given[digit][band] |= 1 << pos;
            peers[digit][band] |= BAND_PEERS[pos];
            cols[digit][band] |= COLUMN << (pos % 9);
            any[band] |= 1 << pos;
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

    /// True when every cell is solved.
    pub fn is_solved(&self) -> bool {
        self.unsolved == [0; 3]
    }

    /// The solved cells as a grid (0 where not yet solved).
    pub fn known(&self) -> Grid {
        let mut cells = [0; 81];
        for (digit, bands) in (1..=9).zip(&self.cand) {
            for (band, &a) in bands.iter().enumerate() {
                let mut bits = a & !self.unsolved[band];
                while bits != 0 {
                    cells[27 * band + bits.trailing_zeros() as usize] = digit;
                    bits &= bits - 1;
                }
            }
        }
        Grid::from_digits(cells)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn givens_marks_the_cells_holding_a_digit() {
        let mut x: u32 = 0x1234_5679;
        for _ in 0..500 {
            let mut cells = [0; 81];
            for c in &mut cells {
                x ^= x << 13;
                x ^= x >> 17;
                x ^= x << 5;
                *c = if x.is_multiple_of(3) {
                    (x >> 8) as u8 % 9 + 1
                } else {
                    0
                };
            }
            let expected = (0..81).fold(0u128, |m, i| m | u128::from(cells[i] != 0) << i);
            assert_eq!(givens(&cells), expected);
        }
        assert_eq!(givens(&[9; 81]), (1 << 81) - 1);
    }
}

//! The search state as bitboards: for each digit, its candidate cells band by band.
//!
//! Cell `i` of the grid is bit `i % 27` of band `i / 27` (see [`tables`](super::tables)).
//! Propagation is in [`propagate`](super::propagate), the choice of guesses in
//! [`guess`](super::guess).

use super::tables::{BAND, BAND_PEERS, COLUMN};
use crate::board::Grid;

/// Candidates and solved cells; small enough to copy for every branch of the search.
#[derive(Clone, Copy)]
pub struct State {
    /// `cand[digit][band]`: the cells of the band where the digit (0-based) may go.
    pub(super) cand: [[u32; 3]; 9],
    /// `cand` as it stood when each digit was last checked: a digit whose candidates differ
    /// from these needs checking again. (Comparing is cheaper than keeping change flags up
    /// to date in the hot loops.)
    pub(super) checked: [[u32; 3]; 9],
    /// The cells of each band not yet solved.
    pub(super) unsolved: [u32; 3],
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
    pub(super) fn place(&mut self, digit: usize, band: usize, bit: u32) {
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

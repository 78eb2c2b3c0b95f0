//! The search state: a candidate set for every cell, with singles propagation.

use crate::board::{Grid, peers};

/// Candidates of every cell (bit `d - 1` set when digit `d` is still possible).
#[derive(Clone, Copy)]
pub struct State {
    cand: [u16; 81],
}

impl State {
    /// The state of `puzzle` with its givens placed, or `None` on a contradiction.
    pub fn new(puzzle: &Grid) -> Option<State> {
        let mut s = State { cand: [0x1FF; 81] };
        for i in 0..81 {
            let d = puzzle.get(i);
            if d != 0 && !s.place(i, d) {
                return None;
            }
        }
        Some(s)
    }

    /// Puts `digit` in cell `i` and propagates naked singles; false on a contradiction.
    pub fn place(&mut self, i: usize, digit: u8) -> bool {
        let bit = 1u16 << (digit - 1);
        if self.cand[i] & bit == 0 {
            return false;
        }
        let mut todo = vec![(i, bit)];
        while let Some((i, bit)) = todo.pop() {
            self.cand[i] = bit;
            for j in peers(i) {
                if self.cand[j] & bit != 0 {
                    self.cand[j] &= !bit;
                    match self.cand[j].count_ones() {
                        0 => return false,
                        1 => todo.push((j, self.cand[j])),
                        _ => {}
                    }
                }
            }
        }
        true
    }

    /// The unsolved cell with the fewest candidates and those candidates, or `None` when solved.
    pub fn best_cell(&self) -> Option<(usize, u16)> {
        (0..81)
            .filter(|&i| self.cand[i].count_ones() > 1)
            .min_by_key(|&i| self.cand[i].count_ones())
            .map(|i| (i, self.cand[i]))
    }

    /// The cells known so far (0 where more than one candidate remains).
    pub fn known(&self) -> Grid {
        let mut g = Grid::EMPTY;
        for (i, &c) in self.cand.iter().enumerate() {
            if c.count_ones() == 1 {
                g.set(i, c.trailing_zeros() as u8 + 1);
            }
        }
        g
    }
}

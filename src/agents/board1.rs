//! Board1: the randomized grid filler (SPEC section 3), the one people watch.
//!
//! Grids (3x3 boxes) are filled in the configured order, each grid's empty cells in order
//! 1..9. A cell draws a random digit (one attempt), checks it against its grid, then its row,
//! then its column, all read off the screen, and prints it if it fits. A cell that runs out of
//! draws fails its grid, which is cleared and begun again; the 20th failure of a grid since
//! Board1 arrived at it restarts the whole board instead.

use super::{Board1Settings, BoardScreen, Draw, Flow, Ink, Monitor, Stats};
use crate::board::cell_in_box;

/// How a Board1 run ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Board1End {
    /// The last cell of the last grid was filled.
    Solved,
    /// The attempt cap was reached.
    GaveUp,
    /// The monitor stopped the run.
    Stopped,
}

/// Why filling a grid did not finish.
enum GridEnd {
    Filled,
    Failed,
    Halt(Board1End),
}

/// All nine digits as a bit set (bit 0 is digit 1).
const ALL_DIGITS: u16 = 0x1FF;

/// One Board1 run over the board on the screen.
struct Board1<'a, M: Monitor> {
    board: &'a mut BoardScreen,
    settings: &'a Board1Settings,
    draw: Draw,
    stats: &'a mut Stats,
    monitor: &'a mut M,
    /// The cells Board1 may fill in each grid (those empty when it started), in cell order.
    empty: [Vec<usize>; 9],
    /// The attempt cap (`u64::MAX` for none).
    cap: u64,
}

/// Runs Board1 on the digits now on the screen (givens and Board0's finds stay put) until the
/// board is full, the attempt cap is reached or the monitor stops it. Only start it on a
/// puzzle that has a solution: on one that has none it can only end at the cap.
pub fn run_board1<M: Monitor>(
    board: &mut BoardScreen,
    settings: &Board1Settings,
    seed: u64,
    stats: &mut Stats,
    monitor: &mut M,
) -> Board1End {
    let empty = std::array::from_fn(|b| {
        (0..9)
            .map(|k| cell_in_box(b, k))
            .filter(|&i| board.digit(i) == 0)
            .collect()
    });
    let cap = settings.max_attempts.unwrap_or(u64::MAX);
    let mut run = Board1 {
        board,
        settings,
        draw: Draw::new(seed),
        stats,
        monitor,
        empty,
        cap,
    };
    run.fill_board()
}

impl<M: Monitor> Board1<'_, M> {
    fn fill_board(&mut self) -> Board1End {
        'board: loop {
            for &grid in &self.settings.grid_order {
                let b = usize::from(grid - 1);
                let mut failures = 0;
                loop {
                    match self.fill_grid(b) {
                        GridEnd::Filled => break,
                        GridEnd::Halt(end) => return end,
                        GridEnd::Failed => {
                            failures += 1;
                            if failures >= self.settings.grid_restarts {
                                self.stats.board_restarts += 1;
                                for b in 0..9 {
                                    self.clear_grid(b);
                                }
                                continue 'board;
                            }
                            self.stats.grid_restarts[b] += 1;
                            self.clear_grid(b);
                        }
                    }
                }
            }
            return Board1End::Solved;
        }
    }

    /// Blanks every cell of grid `b` that Board1 filled (the original's ReloadData for one grid).
    fn clear_grid(&mut self, b: usize) {
        for k in 0..self.empty[b].len() {
            self.board.write(self.empty[b][k], 0, Ink::Empty);
        }
    }

    fn fill_grid(&mut self, b: usize) -> GridEnd {
        let count = self.empty[b].len();
        for k in 0..count {
            let cell = self.empty[b][k];
            let placed = if k + 1 == count {
                self.try_last_cell(cell)
            } else if self.settings.memory {
                self.try_cell_with_memory(cell)
            } else {
                self.try_cell_forgetful(cell)
            };
            match placed {
                Ok(true) => {}
                Ok(false) => return GridEnd::Failed,
                Err(end) => return GridEnd::Halt(end),
            }
        }
        GridEnd::Filled
    }

    /// Memory on: draw among the digits not yet tried in this cell; fail when none are left.
    fn try_cell_with_memory(&mut self, cell: usize) -> Result<bool, Board1End> {
        // The untried digits are the first `left` of `deck`; a drawn digit is swapped out.
        let mut deck = [1, 2, 3, 4, 5, 6, 7, 8, 9];
        let mut left = deck.len();
        while left > 0 {
            let k = self.draw.below(left as u32) as usize;
            let digit = deck[k];
            left -= 1;
            deck[k] = deck[left];
            if self.attempt(cell, digit)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Forgetful: draw from 1..9 each time, repeats allowed; fail after `cell_tries` draws.
    fn try_cell_forgetful(&mut self, cell: usize) -> Result<bool, Board1End> {
        for _ in 0..self.settings.cell_tries {
            let digit = self.draw.below(9) as u8 + 1;
            if self.attempt(cell, digit)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// The grid's last empty cell: only one digit is missing from the grid; try it directly.
    fn try_last_cell(&mut self, cell: usize) -> Result<bool, Board1End> {
        let present = self.board.digits_in(&self.board.place(cell).grid);
        let missing = !present & ALL_DIGITS;
        if missing.count_ones() != 1 {
            // Cannot happen when every other cell of the grid was filled; fail safely if it does.
            return Ok(false);
        }
        self.attempt(cell, missing.trailing_zeros() as u8 + 1)
    }

    /// One attempt: show the digit being tried, check grid, row and column off the screen,
    /// and print it for good if it fits.
    #[inline]
    fn attempt(&mut self, cell: usize, digit: u8) -> Result<bool, Board1End> {
        if self.stats.attempts >= self.cap {
            return Err(Board1End::GaveUp);
        }
        self.stats.attempts += 1;
        self.board.write(cell, digit, Ink::Trying);
        let place = self.board.place(cell);
        let clash = self.board.any_shows(&place.grid, digit)
            || self.board.any_shows(&place.row, digit)
            || self.board.any_shows(&place.col, digit);
        if !clash {
            self.board.write(cell, digit, Ink::Board1);
            self.stats.cells_placed += 1;
        }
        if self.monitor.tick(self.board, self.stats) == Flow::Stop {
            return Err(Board1End::Stopped);
        }
        Ok(!clash)
    }
}

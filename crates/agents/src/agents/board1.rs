//! Board1: the randomized grid filler, the one people watch.
//!
//! Grids (3x3 boxes) are filled in the configured order, each grid's empty cells in order
//! 1..9. A cell draws a random digit (one attempt), checks it against its grid, then its row,
//! then its column, all read off the screen, and prints it if it fits. A cell that runs out of
//! draws fails its grid, which is cleared and begun again; the 20th failure of a grid since
//! Board1 arrived at it restarts the whole board instead.

use super::settings::{field_bool, field_number, needs_value, parse_at_least};
use super::{
    Agent, AgentDecl, AgentEnd, BoardScreen, CounterDecl, Counters, Flow, Ink, Monitor,
    SettingDecl, Settings, View,
};
use dosdoku_history::{SettingList, SettingValue};
use dosdoku_sudoku::random::Draw;
use dosdoku_sudoku::text::count;

/// Board1, as the registry knows it.
pub struct Board1;

/// Counter slots, in the order of the declaration.
const ATTEMPTS: usize = 0;
const CELLS_PLACED: usize = 1;
const GRID_RESTARTS: usize = 2;
const BOARD_RESTARTS: usize = 3;

impl Agent for Board1 {
    type Settings = Board1Settings;

    const DECL: AgentDecl = AgentDecl {
        name: "board1",
        title: "Board1",
        about: "the randomized grid filler of the QuickBASIC program: draws digits cell by cell, grid by grid",
        ink: Ink::Board1,
        counters: &[
            CounterDecl::count("attempts", "attempts", "attempt")
                .means("a digit drawn for a cell and checked against its grid, row and column"),
            CounterDecl::count("cells_placed", "cells placed", "cell placed")
                .means("a drawn digit that fitted and was printed in its cell"),
            CounterDecl::per_grid("grid_restarts", "grid restarts", "grid restart").means(
                "a cell ran out of digits, so its grid was cleared and begun again \
                 (the box shows each grid's count)",
            ),
            CounterDecl::count("board_restarts", "board restarts", "board restart").means(
                "a grid failed grid-restarts times (20 unless set), so the whole board \
                 was cleared back to the givens and Board0's finds",
            ),
        ],
        randomized: true,
        board0_first: true,
        needs_solvable: true,
        capped: true,
        view: View::Digits,
        panel_box: None,
        sizes: &[2, 3, 4],
        default_for: &[2, 3],
        quick_cap: None,
        takes_marks: false,
    };

    fn run<M: Monitor>(
        board: &mut BoardScreen,
        settings: &Board1Settings,
        seed: u64,
        cap: u64,
        counters: &mut Counters,
        monitor: &mut M,
    ) -> AgentEnd {
        match run_board1(board, settings, seed, cap, counters, monitor) {
            Board1End::Solved => AgentEnd::Solved,
            Board1End::GaveUp => AgentEnd::GaveUp(format!(
                "reached the cap of {}",
                Self::DECL.headline().amount(cap)
            )),
            Board1End::Stopped => AgentEnd::Stopped,
        }
    }
}

/// Everything that changes which attempts Board1 makes (the seed aside).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Board1Settings {
    /// Memory on: a cell never draws a digit twice before it is cleared. Off: "forgetful".
    pub memory: bool,
    /// Draws a forgetful cell makes before it fails (`cell-tries`, default 20).
    pub cell_tries: u32,
    /// Failures of one grid, counted since Board1 arrived at it, that restart the whole board
    /// (`grid-restarts`, default 20).
    pub grid_restarts: u32,
    /// The order Board1 fills the nine grids in, grids numbered 1..=9 (`grid-order`).
    pub grid_order: [u8; 9],
}

impl Default for Board1Settings {
    fn default() -> Self {
        Board1Settings {
            memory: true,
            cell_tries: 20,
            grid_restarts: 20,
            grid_order: [1, 2, 3, 4, 5, 6, 7, 8, 9],
        }
    }
}

impl Board1Settings {
    /// The grid order as the nine-digit string used on the command line, e.g. `123456789`.
    pub fn grid_order_string(&self) -> String {
        self.grid_order
            .iter()
            .map(|&g| char::from(b'0' + g))
            .collect()
    }

    /// Parses a grid order: a permutation of the digits 1..=9. Characters are counted as
    /// characters (not bytes), and the message names the first one that is wrong.
    pub fn parse_grid_order(text: &str) -> Result<[u8; 9], String> {
        let shown = text.escape_debug();
        let length = text.chars().count();
        if length != 9 {
            return Err(format!(
                "grid order '{shown}' has {}; it must be a permutation of 123456789",
                count(length as u64, "character")
            ));
        }
        let mut seen = [false; 10];
        let mut order = [0u8; 9];
        for (k, c) in text.chars().enumerate() {
            let problem = match c.to_digit(10) {
                _ if !c.is_ascii_digit() => Some("is not an ASCII digit"),
                Some(0) => Some("is not a grid (grids are 1 to 9)"),
                Some(g) if seen[g as usize] => Some("comes twice"),
                _ => None,
            };
            if let Some(problem) = problem {
                return Err(format!(
                    "grid order '{shown}' is not a permutation of 123456789: character {}, \
                     '{}', {problem}",
                    k + 1,
                    c.escape_debug()
                ));
            }
            let g = c.to_digit(10).unwrap_or_default() as u8;
            seen[g as usize] = true;
            order[k] = g;
        }
        Ok(order)
    }
}

impl Settings for Board1Settings {
    const KEYS: &'static [SettingDecl] = &[
        SettingDecl {
            name: "forgetful",
            value: None,
            help: "no memory: a cell may draw the same digit again, and fails after cell-tries draws",
        },
        SettingDecl {
            name: "cell-tries",
            value: Some("N"),
            help: "draws a forgetful cell makes before it fails (default 20)",
        },
        SettingDecl {
            name: "grid-restarts",
            value: Some("N"),
            help: "failures of one grid (since Board1 arrived at it) that restart the whole board (default 20)",
        },
        SettingDecl {
            name: "grid-order",
            value: Some("123456789"),
            help: "the order Board1 fills the grids in: a permutation of 123456789",
        },
    ];

    fn set(&mut self, name: &str, value: Option<&str>) -> Result<(), String> {
        match name {
            "forgetful" => match value {
                None => self.memory = false,
                Some(v) => {
                    return Err(format!(
                        "'forgetful' is a switch and takes no value, not '{v}'"
                    ));
                }
            },
            "memory" => self.memory = value.is_none_or(|v| v != "false"),
            "cell-tries" => {
                self.cell_tries = parse_at_least(name, needs_value(name, value, "N")?, 1)?;
            }
            "grid-restarts" => {
                self.grid_restarts = parse_at_least(name, needs_value(name, value, "N")?, 1)?;
            }
            "grid-order" => {
                self.grid_order = Self::parse_grid_order(needs_value(name, value, "123456789")?)?;
            }
            _ => {
                return Err(format!(
                    "'{name}' is not a setting of Board1 (its settings: forgetful, cell-tries=N, grid-restarts=N, grid-order=123456789)"
                ));
            }
        }
        Ok(())
    }

    fn fields(&self) -> Vec<(&'static str, SettingValue)> {
        vec![
            ("memory", SettingValue::Bool(self.memory)),
            (
                "cell_tries",
                SettingValue::Number(u64::from(self.cell_tries)),
            ),
            (
                "grid_restarts",
                SettingValue::Number(u64::from(self.grid_restarts)),
            ),
            (
                "grid_order",
                SettingValue::Numbers(self.grid_order.iter().map(|&g| u64::from(g)).collect()),
            ),
        ]
    }

    fn from_fields(fields: &SettingList) -> Result<Self, String> {
        let d = Board1Settings::default();
        let grid_order = match fields.get("grid_order") {
            None => d.grid_order,
            Some(SettingValue::Numbers(ns)) => {
                let text: String = ns
                    .iter()
                    .map(|&g| char::from_digit(u32::try_from(g).unwrap_or(99), 10).unwrap_or('?'))
                    .collect();
                Self::parse_grid_order(&text)?
            }
            Some(other) => return Err(format!("'grid_order' is not a list: {other:?}")),
        };
        Ok(Board1Settings {
            memory: field_bool(fields, "memory", d.memory)?,
            cell_tries: field_number(fields, "cell_tries", d.cell_tries)?,
            grid_restarts: field_number(fields, "grid_restarts", d.grid_restarts)?,
            grid_order,
        })
    }

    fn describe(&self) -> Vec<String> {
        vec![
            if self.memory { "memory" } else { "forgetful" }.to_string(),
            format!("tries {}", self.cell_tries),
            format!("restarts {}", self.grid_restarts),
            format!("order {}", self.grid_order_string()),
        ]
    }

    fn value(&self, name: &str) -> Option<String> {
        Some(match name {
            "forgetful" => if self.memory { "off" } else { "on" }.to_string(),
            "cell-tries" => self.cell_tries.to_string(),
            "grid-restarts" => self.grid_restarts.to_string(),
            "grid-order" => self.grid_order_string(),
            _ => return None,
        })
    }
}

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

/// One Board1 run over the board on the screen.
struct Run<'a, M: Monitor> {
    board: &'a mut BoardScreen,
    settings: &'a Board1Settings,
    draw: Draw,
    counters: &'a mut Counters,
    monitor: &'a mut M,
    /// The cells Board1 may fill in each grid (those empty when it started), in cell order.
    empty: Vec<Vec<usize>>,
    /// The order the grids are filled in (0-based).
    order: Vec<usize>,
    /// The values 1..=n*n of the board.
    values: Vec<u8>,
    /// The attempt cap (`u64::MAX` for none).
    cap: u64,
}

/// Runs Board1 on the digits now on the screen (givens and Board0's finds stay put) until the
/// board is full, `cap` attempts are made (`u64::MAX` for no cap) or the monitor stops it.
/// Only start it on a puzzle that has a solution: on one that has none it can only end at the
/// cap. Counts into `counters` as [`Board1`]'s declaration lays them out.
pub fn run_board1<M: Monitor>(
    board: &mut BoardScreen,
    settings: &Board1Settings,
    seed: u64,
    cap: u64,
    counters: &mut Counters,
    monitor: &mut M,
) -> Board1End {
    let shape = board.shape();
    let side = shape.side();
    let empty = (0..side)
        .map(|b| {
            (0..side)
                .map(|k| shape.cell_in_box(b, k))
                .filter(|&i| board.digit(i) == 0)
                .collect()
        })
        .collect();
    // The grid order is a 9x9 setting; the boxes of other boards go in reading order.
    let order = if side == 9 {
        settings
            .grid_order
            .iter()
            .map(|&g| usize::from(g - 1))
            .collect()
    } else {
        (0..side).collect()
    };
    let mut run = Run {
        board,
        settings,
        draw: Draw::new(seed),
        counters,
        monitor,
        empty,
        order,
        values: (1..=side as u8).collect(),
        cap,
    };
    run.fill_board()
}

impl<M: Monitor> Run<'_, M> {
    fn fill_board(&mut self) -> Board1End {
        'board: loop {
            for o in 0..self.order.len() {
                let b = self.order[o];
                let mut failures = 0;
                loop {
                    match self.fill_grid(b) {
                        GridEnd::Filled => break,
                        GridEnd::Halt(end) => return end,
                        GridEnd::Failed => {
                            failures += 1;
                            if failures >= self.settings.grid_restarts {
                                self.counters.inc(BOARD_RESTARTS);
                                for b in 0..self.empty.len() {
                                    self.clear_grid(b);
                                }
                                continue 'board;
                            }
                            // The shares per grid are the 9x9 board's (the panel's 3x3 box).
                            if self.empty.len() == 9 {
                                self.counters.inc_grid(GRID_RESTARTS, b);
                            } else {
                                self.counters.inc(GRID_RESTARTS);
                            }
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
        let mut deck = [0u8; 16];
        let mut left = self.values.len();
        deck[..left].copy_from_slice(&self.values);
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
            let digit = self.draw.below(self.values.len() as u32) as u8 + 1;
            if self.attempt(cell, digit)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// The grid's last empty cell: only one digit is missing from the grid; try it directly.
    fn try_last_cell(&mut self, cell: usize) -> Result<bool, Board1End> {
        let present = if self.board.box_size() == 3 {
            u32::from(self.board.digits_in(&self.board.place(cell).grid))
        } else {
            let shape = self.board.shape();
            let b = shape.box_of(cell);
            shape
                .unit(2 * shape.side() + b)
                .iter()
                .filter(|&&j| j != cell)
                .fold(0, |m, &j| match self.board.digit(j) {
                    0 => m,
                    d => m | 1 << (d - 1),
                })
        };
        let missing = !present & self.board.all_values();
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
        if self.counters.get(ATTEMPTS) >= self.cap {
            return Err(Board1End::GaveUp);
        }
        self.counters.inc(ATTEMPTS);
        let at = self.board.at(cell);
        self.board.print_digit(at, digit, Ink::Trying);
        let clash = if self.board.box_size() == 3 {
            let place = self.board.place(cell);
            self.board.any_shows(&place.grid, digit)
                || self.board.any_shows(&place.row, digit)
                || self.board.any_shows(&place.col, digit)
        } else {
            self.board.seen_in_units(cell, digit)
        };
        if !clash {
            self.board.print_digit(at, digit, Ink::Board1);
            self.counters.inc(CELLS_PLACED);
        }
        if self.monitor.tick(self.board, self.counters) == Flow::Stop {
            return Err(Board1End::Stopped);
        }
        Ok(!clash)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grid_order_parses_permutations_only() {
        assert_eq!(Board1Settings::parse_grid_order("567891234").unwrap()[0], 5);
        assert!(Board1Settings::parse_grid_order("12345678").is_err());
        assert!(Board1Settings::parse_grid_order("123456788").is_err());
        assert!(Board1Settings::parse_grid_order("12345678a").is_err());
        assert!(Board1Settings::parse_grid_order("123456780").is_err());
        assert_eq!(
            Board1Settings::parse_grid_order("１２３４５６７８９").unwrap_err(),
            "grid order '１２３４５６７８９' is not a permutation of 123456789: character 1, \
             '１', is not an ASCII digit"
        );
        assert_eq!(
            Board1Settings::parse_grid_order("1234567８").unwrap_err(),
            "grid order '1234567８' has 8 characters; it must be a permutation of 123456789"
        );
        assert!(
            Board1Settings::parse_grid_order("123456788")
                .unwrap_err()
                .ends_with("character 9, '8', comes twice")
        );
        assert_eq!(Board1Settings::default().grid_order_string(), "123456789");
    }

    #[test]
    fn settings_by_name_and_back_from_the_record() {
        let mut s = Board1Settings::default();
        s.set("forgetful", None).unwrap();
        s.set("cell-tries", Some("40")).unwrap();
        s.set("grid-order", Some("567891234")).unwrap();
        assert!(s.set("cell-tries", Some("0")).is_err());
        assert!(
            s.set("cell-tries", None)
                .unwrap_err()
                .contains("cell-tries=N")
        );
        assert!(
            s.set("speed", Some("3"))
                .unwrap_err()
                .contains("not a setting of Board1")
        );
        assert_eq!(
            s.differences(),
            ["forgetful", "tries 40", "order 567891234"]
        );
        let fields = SettingList(
            s.fields()
                .into_iter()
                .map(|(k, v)| (k.to_string(), v))
                .collect(),
        );
        assert_eq!(Board1Settings::from_fields(&fields), Ok(s));
        assert_eq!(
            Board1Settings::from_fields(&SettingList::default()),
            Ok(Board1Settings::default())
        );
    }
}

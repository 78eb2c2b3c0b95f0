//! Sudoku itself: the grid of any box size (4x4, 9x9, 16x16, 25x25), its geometry, symbols and
//! rules. Knows nothing of screens.
//!
//! The board owns the one geometry every other part uses: typed cells, units (rows, columns
//! and boxes) and digits, one digit-set type ([`Digits`], bit `d - 1` for digit `d`), the
//! formulas of where a cell sits (written once), the shape tables of every size built once
//! ([`Shape::of`]) and the 9x9 board's as const tables (`nine`).

mod clash;
mod digit;
mod geometry;
mod grid;
pub(crate) mod nine;
mod shape;
mod symbols;
mod unit;

pub use clash::{Clash, clashing_cells, find_clash};
pub(crate) use digit::ones;
pub use digit::{Digit, Digits};
pub use grid::{CellName, Grid, MAX_CELLS, SizedCellName};
pub use nine::{box_of, cell_in_box, col_of, peers, row_of, unit_cells};
pub use shape::{MAX_BOX, MIN_BOX, Shape};
pub use symbols::{is_cell_char, symbol, symbols_in_words, value_of};
pub use unit::{Cell, Unit};

//! Sudoku itself: the grid of any box size (4x4, 9x9, 16x16, 25x25), its geometry, symbols and
//! rules. Knows nothing of screens.

mod clash;
mod geometry;
mod grid;
mod shape;
mod symbols;

pub use clash::{Clash, Unit, clashing_cells, find_clash};
pub use geometry::{box_of, cell_in_box, col_of, peers, row_of, unit_cells};
pub use grid::{CellName, Grid, MAX_CELLS, SizedCellName};
pub use shape::{MAX_BOX, MIN_BOX, Shape};
pub use symbols::{is_cell_char, symbol, symbols_in_words, value_of};

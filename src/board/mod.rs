//! Sudoku itself: the 9x9 grid, its geometry and its rules, and the shape of boards of other
//! box sizes. Knows nothing of screens.

mod clash;
mod geometry;
mod grid;
mod shape;

pub use clash::{Clash, Unit, clashing_cells, find_clash};
pub use geometry::{box_of, cell_in_box, col_of, peers, row_of, unit_cells};
pub use grid::{CellName, Grid};
pub use shape::{MAX_BOX, MIN_BOX, Shape};

//! The emulated 80x25 DOS text screen ("VRAM") and its QuickBASIC-style API.
//!
//! Each cell holds a CP437 character code and a DOS attribute byte. Rows and columns are
//! 1-based as in QuickBASIC; a coordinate off the screen is an error, never a wrap. This
//! module knows nothing of Sudoku and nothing of terminals.

#![warn(missing_docs)]

mod attr;
pub mod cp437;
mod error;
mod layout;
mod pos;
mod vram;

pub use attr::{Attr, PALETTE};
pub use error::ScreenError;
pub use layout::{Field, Layout, LayoutError};
pub use pos::Pos;
pub use vram::{Cell, Screen};

/// Screen width in columns.
pub const COLS: usize = 80;
/// Screen height in rows.
pub const ROWS: usize = 25;

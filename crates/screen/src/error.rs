//! What can go wrong when using the screen.

use std::fmt;

/// An error from the screen API.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScreenError {
    /// A row or column off the 80x25 screen (1-based, as given).
    OutOfRange {
        /// The row asked for.
        row: i64,
        /// The column asked for.
        col: i64,
    },
    /// A colour number outside 0-15 (foreground) or 0-7 (background).
    BadColor {
        /// The foreground asked for.
        fg: u8,
        /// The background asked for.
        bg: u8,
    },
    /// Text that cannot be shown in code page 437.
    NotCp437(char),
}

impl fmt::Display for ScreenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScreenError::OutOfRange { row, col } => {
                write!(f, "row {row}, column {col} is off the 80x25 screen")
            }
            ScreenError::BadColor { fg, bg } => {
                write!(
                    f,
                    "COLOR {fg}, {bg}: foreground must be 0-15, background 0-7"
                )
            }
            ScreenError::NotCp437(c) => write!(f, "'{c}' has no code in code page 437"),
        }
    }
}

impl std::error::Error for ScreenError {}

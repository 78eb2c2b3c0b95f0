//! dosdoku: a QuickBASIC-era randomized Sudoku solver on an emulated 80x25 DOS text screen,
//! beside a proper backtracker.
//!
//! The walls: `screen` is the emulated VRAM and knows nothing of Sudoku or terminals;
//! `board` and `formats` know Sudoku and nothing of screens; the agents see the board only
//! through the screen; `app` wires the live screen's threads and channels.
//!
//! The screen speaks QuickBASIC, and an agent reads the board back off it:
//!
//! ```
//! use dosdoku::agents::{BoardScreen, Board0End, Headless, Ink, Stats, run_board0};
//! use dosdoku::formats::parse_line;
//!
//! let puzzle = parse_line(
//!     "........7..8..7.59.9....36...7.....5.8...6....3..9..1.......193....7...61.58..2..",
//! )
//! .unwrap();
//! let mut board = BoardScreen::new();
//! board.show(&puzzle, Ink::Given);
//! // Cell r1c9 sits at row 4, column 37 of the 80x25 screen: SCREEN(4, 37) is the code of '7'.
//! assert_eq!(board.screen.screen(4, 37).unwrap(), b'7');
//! let mut stats = Stats::default();
//! assert_eq!(run_board0(&mut board, &mut stats, &mut Headless), Board0End::Done);
//! assert_eq!(stats.board0_found, 13);
//! ```

#![warn(missing_docs)]

pub mod agents;
pub mod app;
pub mod board;
pub mod cli;
pub mod formats;
pub mod history;
pub mod panel;
pub mod recording;
pub mod run;
pub mod screen;
pub mod solver;
pub mod text;

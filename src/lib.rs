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
//! use dosdoku::agents::{AgentKind, BoardScreen, Headless, Ink};
//! use dosdoku::formats::parse_line;
//! use dosdoku::run::{RunConfig, Status, run_puzzle};
//!
//! let puzzle = parse_line(
//!     "........7..8..7.59.9....36...7.....5.8...6....3..9..1.......193....7...61.58..2..",
//! )
//! .unwrap();
//! let mut board = BoardScreen::new();
//! board.show(&puzzle, Ink::Given);
//! // Cell r1c9 sits at row 4, column 37 of the 80x25 screen: SCREEN(4, 37) is the code of '7'.
//! assert_eq!(board.screen.screen(4, 37).unwrap(), b'7');
//! // Board0 alone finds the 13 naked singles, then is stuck.
//! let config = RunConfig::new(AgentKind::Board0.default_settings());
//! let report = run_puzzle(&mut board, &puzzle, &config, &mut Headless);
//! assert_eq!((report.status, report.counter("found")), (Status::Stuck, Some(13)));
//! ```

#![warn(missing_docs)]

pub mod agents;
pub mod analysis;
pub mod app;
pub mod board;
pub mod cli;
pub mod exit;
pub mod formats;
pub mod generate;
pub mod history;
pub mod human;
pub mod panel;
pub mod race;
pub mod recording;
pub mod run;
pub mod screen;
pub mod solver;
pub mod source;
pub mod text;

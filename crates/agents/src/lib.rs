//! dosdoku's agents and their runs: the solvers that see the board only through the emulated
//! screen, the run that drives one, the race of several, the panel beside the board, and the
//! recordings of a run.
//!
//! The screen speaks QuickBASIC, and an agent reads the board back off it:
//!
//! ```
//! use dosdoku_agents::agents::{AgentKind, BoardScreen, Headless, Ink};
//! use dosdoku_agents::run::{RunConfig, Status, run_puzzle};
//! use dosdoku_sudoku::formats::parse_line;
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
pub mod panel;
pub mod race;
pub mod recording;
pub mod run;

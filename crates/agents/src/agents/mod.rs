//! The solver agents. They see the Sudoku board only through the emulated screen.
//!
//! One agent is one file here plus one line in [`registry`](self::AgentKind): its
//! declaration ([`AgentDecl`]: name, ink, counters, randomized or not, the [`View`] of the
//! board it works on), its own [`Settings`] and its run ([`Agent::run`]).

mod agent;
mod backtrack;
mod board0;
mod board1;
mod board_screen;
mod counters;
mod cruncher;
mod decl;
mod end;
mod exclusion;
mod human;
mod lmc;
mod monitor;
mod registry;
mod settings;
mod view;

pub use agent::Agent;
pub use board_screen::{ALL_CANDIDATES, BoardScreen, Ink};
pub use board0::{Board0End, FOUND as BOARD0_FOUND, run_board0};
pub use board1::{Board1End, Board1Settings, run_board1};
pub use counters::{Counters, MAX_COUNTERS};
pub use decl::{AgentDecl, CounterDecl, CounterKind, SettingDecl};
pub use end::AgentEnd;
pub use monitor::{Flow, Headless, Monitor, Stage};
pub use registry::{AgentKind, AgentSettings};
pub use settings::{NoSettings, Settings, value_json};
pub use view::{CellPlace, View};

use dosdoku_sudoku::board::CellName;

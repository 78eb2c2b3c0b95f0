//! The solver agents. They see the Sudoku board only through the emulated screen.
//!
//! One agent is one file here plus one line in the registry at the end of this file (its
//! module and its type; see [`AgentKind`]): the file holds its
//! declaration ([`AgentDecl`]: name, ink, counters, randomized or not, the [`View`] of the
//! board it works on), its own [`Settings`] and its run ([`Agent::run`]).

mod agent;
mod board_screen;
mod counters;
mod decl;
mod end;
mod ink;
mod monitor;
#[macro_use]
mod registry;
mod settings;
mod view;

pub use agent::{Agent, RunContext};
pub use board_screen::{ALL_CANDIDATES, BoardScreen};
pub use board0::{Board0End, FOUND as BOARD0_FOUND, run_board0};
pub use board1::Board1Settings;
pub use counters::{Counters, MAX_COUNTERS};
pub use decl::{AgentDecl, CounterDecl, CounterKind, SettingDecl};
pub use end::AgentEnd;
pub use human::inks as human_inks;
pub use ink::{Emphasis, Ink};
pub use monitor::{Flow, Headless, Monitor, Stage};
pub use settings::{NoSettings, Settings, value_json};
pub use view::{CellPlace, View};

use dosdoku_sudoku::board::CellName;

registry! {
    Board1 => board1::Board1,
    Backtrack => backtrack::Backtrack,
    Board0 => board0::Board0,
    Exclusion => exclusion::Exclusion,
    Cruncher => cruncher::Cruncher,
    Lmc => lmc::Lmc,
    Human => human::Human,
}

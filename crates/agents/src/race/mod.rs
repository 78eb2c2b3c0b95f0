//! The race: several agents (or one agent with several settings) on the same puzzle, side by
//! side, each in a lane of its own with its own settings and seed, and a ranking at the end.
//!
//! A lane is named like `board1,forgetful` ([`LaneSpec`]); a [`Race`] gives each lane its seed
//! and its board on the race screen; [`run_lanes`] runs the lanes on threads of their own,
//! each reading and writing only its own lane's board; [`standings`] ranks them. Live, each
//! lane's [`LaneMonitor`] keeps it to the [`RaceClock`] (by steps: one step per lane per
//! tick of the clock, at the pace) and shows its board to the race screen.

mod clock;
mod lane_monitor;
mod lanes;
mod rank;
mod run;
mod spec;

pub use clock::RaceClock;
pub use lane_monitor::{LaneMonitor, LaneView, LaneWindow};
pub use lanes::{Lane, Race, RaceBy, fresh_race_seed};
pub use rank::{Progress, Standing, place_so_far, standings};
pub use run::run_lanes;
pub use spec::{DEFAULT_LANES, LaneSpec, MAX_LANES, MIN_LANES, parse_lanes};

//! A lane's monitor: keeps the lane to the race clock, stops it when the race stops, and
//! shows its board to the race screen through the lane's window, a few dozen times a second.
//! The time the race stands still is not the lane's time.
//! Like every monitor it changes when steps happen, never which.

use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

use super::RaceClock;
use crate::agents::{BOARD0_FOUND, BoardScreen, Counters, Flow, Monitor, Stage};
use crate::run::RunReport;

/// Steps between two looks at the clock's stop order and the time, when the lane runs free.
const CHECK_EVERY: u32 = 4096;

/// The shortest time between two showings of a lane's board that runs free.
const SHOW_EVERY: Duration = Duration::from_micros(16_667);

/// What the race screen sees of a lane: the last showing of its board and counters.
#[derive(Clone, Default)]
pub struct LaneView {
    /// The lane's screen as last shown (`None` before the first showing).
    pub board: Option<BoardScreen>,
    /// The agent's counters as last shown (zero while Board0 scans first).
    pub counters: Counters,
    /// True once the agent works (false while Board0 scans first).
    pub agent_started: bool,
    /// Digits Board0 found so far, when it scans first.
    pub board0_found: u64,
    /// When the lane started.
    pub started: Option<Instant>,
    /// When the lane last showed its board and counters.
    pub shown: Option<Instant>,
    /// The lane's report, once it ended.
    pub report: Option<RunReport>,
}

/// The window between a lane's thread and the race screen.
#[derive(Default)]
pub struct LaneWindow {
    view: Mutex<LaneView>,
}

impl LaneWindow {
    /// A window on a lane that has not started.
    pub fn new() -> LaneWindow {
        LaneWindow::default()
    }

    /// A copy of what the lane showed last.
    pub fn look(&self) -> LaneView {
        self.view().clone()
    }

    /// Shows the lane's board and counters as they are now.
    fn show(&self, board: &BoardScreen, counters: &Counters, agent_started: bool) {
        let mut view = self.view();
        view.board = Some(board.clone());
        view.shown = Some(Instant::now());
        if agent_started {
            view.counters = *counters;
        } else {
            view.board0_found = counters.get(BOARD0_FOUND);
        }
        view.agent_started = agent_started;
    }

    /// The lane started its run now.
    fn start(&self) {
        self.view().started.get_or_insert_with(Instant::now);
    }

    /// The lane ended with `report`, leaving `board` on its screen.
    pub fn end(&self, board: &BoardScreen, report: &RunReport) {
        let mut view = self.view();
        view.board = Some(board.clone());
        view.counters = report.counters;
        view.board0_found = report.board0_found;
        view.agent_started = true;
        view.report = Some(report.clone());
    }

    fn view(&self) -> MutexGuard<'_, LaneView> {
        self.view
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// Watches one lane on its own thread.
pub struct LaneMonitor<'a> {
    clock: &'a RaceClock,
    window: &'a LaneWindow,
    /// The steps granted, as last read off the clock.
    granted: u64,
    /// True once the agent works: Board0's scan first is not held to the clock.
    agent_started: bool,
    countdown: u32,
    last_shown: Instant,
}

impl<'a> LaneMonitor<'a> {
    /// The monitor of a lane kept to `clock` and shown through `window`.
    pub fn new(clock: &'a RaceClock, window: &'a LaneWindow) -> LaneMonitor<'a> {
        LaneMonitor {
            clock,
            window,
            granted: clock.granted(),
            agent_started: false,
            countdown: CHECK_EVERY,
            last_shown: Instant::now(),
        }
    }

    /// The lane's steps have passed the steps granted: show the board, then wait for the
    /// clock (unless it granted more meanwhile).
    #[cold]
    fn wait_turn(&mut self, board: &mut BoardScreen, counters: &Counters) -> Flow {
        let steps = counters.headline();
        self.granted = self.clock.granted();
        if steps <= self.granted {
            return Flow::Continue;
        }
        self.show(board, counters);
        match self.clock.wait_for(steps) {
            Some(granted) => {
                self.granted = granted;
                Flow::Continue
            }
            None => Flow::Stop,
        }
    }

    /// Every few thousand steps: the stop order, the clock, and a showing when it is due.
    #[cold]
    fn look_around(&mut self, board: &mut BoardScreen, counters: &Counters) -> Flow {
        self.countdown = CHECK_EVERY;
        if self.clock.is_stopped() {
            return Flow::Stop;
        }
        self.granted = self.clock.granted();
        if self.last_shown.elapsed() >= SHOW_EVERY {
            self.show(board, counters);
        }
        Flow::Continue
    }

    fn show(&mut self, board: &BoardScreen, counters: &Counters) {
        self.window.show(board, counters, self.agent_started);
        self.last_shown = Instant::now();
    }
}

impl Monitor for LaneMonitor<'_> {
    const WATCHING: bool = true;

    /// The time the race stood still: a pause stops every lane's clock.
    fn paused(&self) -> Duration {
        self.clock.still_time()
    }

    fn begin(&mut self, stage: Stage) {
        self.window.start();
        self.agent_started = matches!(stage, Stage::Agent { .. });
    }

    #[inline]
    fn tick(&mut self, board: &mut BoardScreen, counters: &Counters) -> Flow {
        if self.agent_started && counters.headline() > self.granted {
            return self.wait_turn(board, counters);
        }
        self.countdown -= 1;
        if self.countdown == 0 {
            return self.look_around(board, counters);
        }
        Flow::Continue
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::Headless;
    use crate::race::{Race, RaceBy, parse_lanes, run_lanes};
    use dosdoku_sudoku::formats::parse_line;

    use dosdoku_sudoku::source::DEFAULT_PUZZLE as DEFAULT;

    #[test]
    fn lanes_held_to_the_clock_make_the_same_runs_and_keep_in_step() {
        let specs = ["board1", "board1,forgetful", "lmc", "exclusion,board0"]
            .map(String::from)
            .to_vec();
        let race = Race::new(
            parse_line(DEFAULT).unwrap(),
            &parse_lanes(&specs).unwrap(),
            RaceBy::Steps,
            3,
        );
        let free = run_lanes(&race, |_| Headless, |_, _, _| {});
        let clock = RaceClock::new();
        let windows: Vec<LaneWindow> = race.lanes.iter().map(|_| LaneWindow::new()).collect();
        let held = std::thread::scope(|s| {
            let lanes = s.spawn(|| {
                run_lanes(
                    &race,
                    |k| LaneMonitor::new(&clock, &windows[k]),
                    |k, board, report| windows[k].end(board, report),
                )
            });
            // Grant 5,000 steps at a time, each once every lane still running has caught up.
            while !lanes.is_finished() {
                let granted = clock.granted();
                let caught_up = windows.iter().all(|w| {
                    let view = w.look();
                    view.report.is_some()
                        || (view.agent_started && view.counters.headline() > granted)
                });
                if caught_up {
                    for w in &windows {
                        let view = w.look();
                        if view.report.is_none() {
                            assert_eq!(view.counters.headline(), granted + 1, "one step ahead");
                        }
                    }
                    clock.grant(granted + 5_000);
                }
                std::thread::yield_now();
            }
            lanes.join().unwrap()
        });
        for ((free, held), w) in free.iter().zip(&held).zip(&windows) {
            assert_eq!(free.counters, held.counters);
            assert_eq!((free.status, &free.board), (held.status, &held.board));
            let shown = w.look();
            assert_eq!(shown.board.unwrap().read_grid(), held.board);
            assert_eq!(shown.report.unwrap().counters, held.counters);
        }
    }

    #[test]
    fn a_stopped_clock_stops_waiting_and_running_lanes() {
        let specs = ["board1,forgetful,seed=1", "cruncher"]
            .map(String::from)
            .to_vec();
        let race = Race::new(
            parse_line(DEFAULT).unwrap(),
            &parse_lanes(&specs).unwrap(),
            RaceBy::Steps,
            0,
        );
        let clock = RaceClock::new();
        let windows: Vec<LaneWindow> = race.lanes.iter().map(|_| LaneWindow::new()).collect();
        let reports = std::thread::scope(|s| {
            let lanes = s.spawn(|| {
                run_lanes(
                    &race,
                    |k| LaneMonitor::new(&clock, &windows[k]),
                    |_, _, _| {},
                )
            });
            clock.grant(100);
            while windows.iter().any(|w| w.look().counters.headline() <= 100) {
                std::thread::yield_now();
            }
            clock.stop();
            lanes.join().unwrap()
        });
        for report in reports {
            assert_eq!(report.status, crate::run::Status::Stopped);
            assert_eq!(
                report.headline(),
                101,
                "stopped at its wait after 100 steps granted"
            );
        }
    }
}

//! The live race: the lanes on threads of their own, the race clock kept at the pace, the
//! race screen drawn from the lanes' windows at most 60 times a second, and the keys: pace,
//! pause, step, F1 (the help), Esc (back to the editor), q; R races again with new seeds once
//! it is over. Paused or behind the help, a race by steps stands still, its clocks too.

use std::time::Instant;

use crossbeam_channel::{Receiver, RecvTimeoutError, Sender};

use super::help::HelpView;
use super::race_draw::{RaceDrawer, RaceLines};
use super::{Control, FRAME_INTERVAL, Frame, Key, Pace};
use dosdoku_agents::race::{
    LaneMonitor, LaneView, LaneWindow, Progress, Race, RaceBy, RaceClock, fresh_race_seed,
    place_so_far, run_lanes, standings,
};
use dosdoku_agents::recording::{Recorder, record_of};
use dosdoku_agents::run::RunReport;
use dosdoku_history::LIVE;
use dosdoku_sudoku::text::{group_thousands, human_duration, ordinal};

/// The key-help line while a race by steps runs.
const STEP_KEYS: &str =
    "Space Pause  N Step (paused)  +/- Pace  Esc Stop and edit  F1 Help  Q Quit";
/// The key-help line while a race by steps stands paused.
const PAUSED_KEYS: &str = "Space Resume  N Step  +/- Pace  Esc Stop and edit  F1 Help  Q Quit";
/// The key-help line while a race by time runs.
const TIME_KEYS: &str = "Esc Stop and edit  F1 Help  Q Quit   (a race by time runs unthrottled)";
/// The key-help line once a race is over.
const OVER_KEYS: &str = "R Race again (new seeds)  E or Esc Edit  +/- Pace  F1 Help  Q Quit";

/// Where the user went from the race screen.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RaceExit {
    /// Esc: back to the editor with the puzzle as typed.
    Edit,
    /// Q or Ctrl-C: quit the program (the editor asks first when the typed puzzle is not
    /// saved).
    QuitKey,
    /// A signal, or the terminal went away: quit now.
    Quit,
}

/// A race that ran to its end and its lanes' reports, in lane order.
#[derive(Clone, Debug)]
pub struct RaceResult {
    /// The race.
    pub race: Race,
    /// Each lane's report.
    pub reports: Vec<RunReport>,
}

/// How the races of `dosdoku race` on the screen went, once the screen is given back.
#[derive(Clone, Debug)]
pub struct RacesRun {
    /// The last race that ran to its end (`None` when the user left every race before it).
    pub last: Option<RaceResult>,
    /// True when the user left a race for the editor: quitting from there is quitting the
    /// editor, not a race cut short.
    pub left_for_editor: bool,
    /// The status to end with when a signal ended the screen (after the last race's lines).
    pub signal: Option<u8>,
}

/// How one race on the screen ended.
enum Ran {
    /// Every lane ended: their windows as they last showed them.
    Ended(Vec<LaneView>),
    Stopped,
    /// The user or a signal quit.
    Quit(RaceExit),
}

/// What the race screen does next once a race is over.
enum Next {
    Again,
    Leave(RaceExit),
}

/// The race screen on the thread that owns the screen.
pub struct RaceScreen<'a> {
    controls: &'a Receiver<Control>,
    frames: &'a Sender<Frame>,
    recorder: &'a Recorder,
    /// The pace of a race by steps: steps per lane per second; the user may change it.
    pub pace: Pace,
    /// The last race that ran to its end.
    pub last: Option<RaceResult>,
    drawer: RaceDrawer,
    /// What the last key did, on the status line until the next key.
    notice: Option<String>,
    /// Why a lane's run could not be recorded, if one could not.
    not_recorded: Option<String>,
    /// The help page shown over the race, if it is.
    help: Option<HelpView>,
}

/// The steps granted by a race by steps: at the pace, from the moment of the last change of
/// pace or pause, holding still while paused or behind the help.
struct Pacer {
    paused: bool,
    behind_help: bool,
    /// True once the pacing started: when every lane has started its run (their clocks and
    /// the race's then tick from the same instant), or at the first pause or change of pace.
    begun: bool,
    mark: Instant,
    from: u64,
}

impl<'a> RaceScreen<'a> {
    /// A race screen reading keys from `controls`, sending frames to `frames`, recording each
    /// lane's run with `recorder`, starting at `pace`.
    pub fn new(
        controls: &'a Receiver<Control>,
        frames: &'a Sender<Frame>,
        recorder: &'a Recorder,
        pace: Pace,
    ) -> RaceScreen<'a> {
        RaceScreen {
            controls,
            frames,
            recorder,
            pace,
            last: None,
            drawer: RaceDrawer::new(),
            notice: None,
            not_recorded: None,
            help: None,
        }
    }

    /// Runs `race`, then again with new seeds as often as the user asks, until the user leaves.
    pub fn run(&mut self, race: Race) -> RaceExit {
        let mut race = race;
        loop {
            match self.run_one(&race) {
                Ran::Quit(exit) => return exit,
                Ran::Stopped => return RaceExit::Edit,
                Ran::Ended(views) => {
                    self.last = Some(RaceResult {
                        race: race.clone(),
                        reports: views.iter().filter_map(|v| v.report.clone()).collect(),
                    });
                    match self.over(&race, &views) {
                        Next::Again => race = race.reseeded(fresh_race_seed()),
                        Next::Leave(exit) => return exit,
                    }
                }
            }
        }
    }

    /// One race, from the start until every lane ended or the user stopped it.
    fn run_one(&mut self, race: &Race) -> Ran {
        self.notice = None;
        self.not_recorded = None;
        self.help = None;
        let clock = match (race.by, self.pace.per_second()) {
            (RaceBy::Steps, Some(_)) => RaceClock::new(),
            _ => RaceClock::unlimited(),
        };
        let windows: Vec<LaneWindow> = race.lanes.iter().map(|_| LaneWindow::new()).collect();
        let mut recorded = vec![false; race.lanes.len()];
        let mut pacer = Pacer {
            paused: false,
            behind_help: false,
            begun: false,
            mark: Instant::now(),
            from: 0,
        };
        let mut leave = None;
        std::thread::scope(|s| {
            let (clock, windows) = (&clock, &windows);
            let runner = s.spawn(move || {
                run_lanes(
                    race,
                    |k| LaneMonitor::new(clock, &windows[k]),
                    |k, board, report| windows[k].end(board, report),
                )
            });
            let mut next_frame = Instant::now();
            loop {
                let wait = next_frame.saturating_duration_since(Instant::now());
                match self.controls.recv_timeout(wait) {
                    Ok(Control::Key(key)) => {
                        if let Some(exit) = self.on_race_key(key, race, clock, &mut pacer, windows)
                        {
                            leave = Some(exit);
                        }
                    }
                    Ok(Control::Quit) | Err(RecvTimeoutError::Disconnected) => {
                        leave = Some(RaceExit::Quit);
                    }
                    Ok(Control::Paste(_)) | Err(RecvTimeoutError::Timeout) => {}
                }
                if leave.is_some() {
                    clock.stop();
                    break;
                }
                if Instant::now() < next_frame {
                    continue;
                }
                next_frame = Instant::now() + FRAME_INTERVAL;
                if race.by == RaceBy::Steps {
                    pacer.grant(self.pace, clock, windows);
                }
                let views: Vec<LaneView> = windows.iter().map(LaneWindow::look).collect();
                self.record_ended(&views, &mut recorded);
                let over = views.iter().all(|v| v.report.is_some());
                let frame =
                    self.race_frame(race, &views, (clock, Instant::now()), pacer.paused, over);
                if over {
                    let _ = self.frames.send(frame);
                    break;
                }
                let _ = self.frames.try_send(frame);
            }
            runner.join().expect("the lanes' runner does not panic");
        });
        // A stopped race's lanes are recorded as stopped, as a stopped live run is.
        let views: Vec<LaneView> = windows.iter().map(LaneWindow::look).collect();
        self.record_ended(&views, &mut recorded);
        match leave {
            Some(RaceExit::Edit) => Ran::Stopped,
            Some(exit) => Ran::Quit(exit),
            None => Ran::Ended(views),
        }
    }

    /// A key while the race runs; `Some` when it ends the race.
    fn on_race_key(
        &mut self,
        key: Key,
        race: &Race,
        clock: &RaceClock,
        pacer: &mut Pacer,
        windows: &[LaneWindow],
    ) -> Option<RaceExit> {
        self.notice = None;
        let by_steps = race.by == RaceBy::Steps;
        if let Some(mut help) = self.help {
            // The help is over the race: keys turn its pages; any other key goes back.
            if key == Key::Interrupt {
                return Some(RaceExit::QuitKey);
            }
            self.help = help.key(key).then_some(help);
            if self.help.is_none() && by_steps {
                pacer.behind_help = false;
                pacer.remark(clock, windows);
            }
            return None;
        }
        match key {
            Key::Interrupt | Key::Char('q' | 'Q') => return Some(RaceExit::QuitKey),
            Key::Esc => return Some(RaceExit::Edit),
            Key::F(1) => {
                self.help = Some(HelpView::default());
                if by_steps {
                    pacer.behind_help = true;
                    pacer.remark(clock, windows);
                }
            }
            Key::Char(' ' | 'n' | 'N' | '+' | '=' | '-' | '_')
            | Key::PageUp
            | Key::PageDown
            | Key::Up
            | Key::Down
                if !by_steps =>
            {
                self.notice = Some(
                    "A race by time runs every lane unthrottled: no pace, pause or step."
                        .to_string(),
                );
            }
            Key::Char(' ') => {
                pacer.paused = !pacer.paused;
                pacer.remark(clock, windows);
            }
            Key::Char('n' | 'N') if pacer.paused => {
                clock.grant(clock.granted().saturating_add(1));
                pacer.from = clock.granted();
            }
            key if let Some(pace) = self.pace.after_key(key) => {
                self.pace = pace;
                pacer.remark(clock, windows);
            }
            _ => {}
        }
        None
    }

    /// Records each lane that has ended and is not recorded yet.
    fn record_ended(&mut self, views: &[LaneView], recorded: &mut [bool]) {
        for (view, done) in views.iter().zip(recorded.iter_mut()) {
            if let (Some(report), false) = (&view.report, *done) {
                *done = true;
                if let Err(e) = self.recorder.try_append(&record_of(report, LIVE)) {
                    self.not_recorded = Some(e.to_string());
                }
            }
        }
    }

    /// The screen of a race that runs (or has just ended).
    /// `clock` is the race's clock (the time it stood still, which no lane's clock counts) and
    /// the frame's instant.
    fn race_frame(
        &self,
        race: &Race,
        views: &[LaneView],
        clock: (&RaceClock, Instant),
        paused: bool,
        over: bool,
    ) -> Frame {
        let progress: Vec<Progress> = views.iter().map(progress_of).collect();
        let places: Vec<_> = (0..views.len())
            .map(|k| place_so_far(k, &progress, race.by))
            .collect();
        if let Some(help) = self.help {
            return Frame {
                screen: help.screen(),
                cursor: None,
            };
        }
        let (mode, status, keys) = match (over, race.by, paused) {
            (true, _, _) => ("FINISHED", self.over_status(race, views), OVER_KEYS),
            (false, RaceBy::Time, _) => (
                "RACING",
                format!(
                    "{} lanes race by time, each unthrottled on its own thread.",
                    race.lanes.len()
                ),
                TIME_KEYS,
            ),
            (false, RaceBy::Steps, true) => (
                "PAUSED",
                "Paused. Space resumes, N takes one more step in every lane.".to_string(),
                PAUSED_KEYS,
            ),
            (false, RaceBy::Steps, false) => (
                "RACING",
                format!(
                    "{} lanes race by steps: each takes a step at every tick of the clock.",
                    race.lanes.len()
                ),
                STEP_KEYS,
            ),
        };
        let status = self.notice.clone().unwrap_or(status);
        let note = if over {
            ranking_line(race, views)
        } else {
            rule_line(race.by)
        };
        let screen = self.drawer.draw(
            race,
            views,
            clock,
            &places,
            &RaceLines {
                head: &self.head(race),
                mode,
                note: &note,
                status: &status,
                keys,
            },
        );
        Frame {
            screen,
            cursor: None,
        }
    }

    /// The title bar: how places are decided, the race's seed, the pace (a race by time runs
    /// unthrottled, and says that its result holds on this machine only).
    fn head(&self, race: &Race) -> String {
        let mut parts = vec![match race.by {
            RaceBy::Steps => "by steps".to_string(),
            RaceBy::Time => "by time on this machine".to_string(),
        }];
        if race.uses_race_seed() {
            parts.push(format!("seed {}", race.seed));
        }
        if race.by == RaceBy::Steps {
            parts.push(match self.pace.per_second() {
                Some(rate) => format!("{}/s", group_thousands(rate)),
                None => "unthrottled".to_string(),
            });
        }
        parts.join(" · ")
    }

    /// The status line of a race that is over: who won.
    fn over_status(&self, race: &Race, views: &[LaneView]) -> String {
        let reports: Vec<RunReport> = views.iter().filter_map(|v| v.report.clone()).collect();
        let winners: Vec<usize> = standings(&reports, race.by)
            .iter()
            .filter(|s| s.place == Some(1))
            .map(|s| s.lane)
            .collect();
        let mut status = match winners.as_slice() {
            [] => "Race over: no lane solved the puzzle.".to_string(),
            [k, ..] => {
                let report = &reports[*k];
                let how = match race.by {
                    RaceBy::Steps => {
                        let amount = report.config.decl().headline().amount(report.headline());
                        format!("with {amount}")
                    }
                    RaceBy::Time => format!("in {}", human_duration(report.elapsed)),
                };
                let who: Vec<String> = winners.iter().map(|k| (k + 1).to_string()).collect();
                if winners.len() == 1 {
                    format!(
                        "Race over: lane {} ({}) wins {how}.",
                        k + 1,
                        race.lanes[*k].text
                    )
                } else {
                    format!("Race over: lanes {} tie for 1st {how}.", who.join(" and "))
                }
            }
        };
        if let Some(e) = &self.not_recorded {
            status += &format!(" (Not recorded in the history: {e}.)");
        }
        status
    }

    /// The keys once a race is over, until the user races again or leaves; the screen shows
    /// the lanes as they ended (`views`).
    fn over(&mut self, race: &Race, views: &[LaneView]) -> Next {
        loop {
            // Every lane has ended: its time is its report's.
            let clock = RaceClock::unlimited();
            let frame = self.race_frame(race, views, (&clock, Instant::now()), false, true);
            if self.frames.send(frame).is_err() {
                return Next::Leave(RaceExit::Quit);
            }
            let control = self.controls.recv();
            if let (Some(mut help), Ok(Control::Key(key))) = (self.help, &control)
                && *key != Key::Interrupt
            {
                // Keys turn the help's pages; any other key goes back to the race.
                self.help = help.key(*key).then_some(help);
                continue;
            }
            match control {
                Ok(Control::Key(Key::F(1))) => self.help = Some(HelpView::default()),
                Ok(Control::Key(Key::Char('r' | 'R'))) => return Next::Again,
                Ok(Control::Key(Key::Esc | Key::Char('e' | 'E'))) => {
                    return Next::Leave(RaceExit::Edit);
                }
                Ok(Control::Key(key)) if let Some(pace) = self.pace.after_key(key) => {
                    self.pace = pace;
                }
                Ok(Control::Key(Key::Interrupt | Key::Char('q' | 'Q'))) => {
                    return Next::Leave(RaceExit::QuitKey);
                }
                Ok(Control::Quit) | Err(_) => return Next::Leave(RaceExit::Quit),
                Ok(Control::Key(_) | Control::Paste(_)) => {}
            }
        }
    }
}

impl Pacer {
    /// True while the race stands still: paused, or behind the help.
    fn still(&self) -> bool {
        self.paused || self.behind_help
    }

    /// Grants the steps due at `pace` now, once every lane has started its run.
    fn grant(&mut self, pace: Pace, clock: &RaceClock, windows: &[LaneWindow]) {
        if !self.begun {
            let starts: Option<Vec<Instant>> = windows.iter().map(|w| w.look().started).collect();
            match starts.and_then(|s| s.into_iter().max()) {
                Some(last) => (self.mark, self.begun) = (last, true),
                None => return,
            }
        }
        if self.still() {
            return;
        }
        let target = match pace.per_second() {
            None => u64::MAX,
            Some(rate) => {
                let due = (self.mark.elapsed().as_secs_f64() * rate as f64) as u64;
                self.from.saturating_add(due)
            }
        };
        if target != clock.granted() {
            clock.grant(target);
        }
    }

    /// Starts the pacing afresh from now (after a change of pace, or a pause): from the steps
    /// granted, or, after running unthrottled, from the furthest lane. The race's clocks stand
    /// still as the race now does.
    fn remark(&mut self, clock: &RaceClock, windows: &[LaneWindow]) {
        clock.stand_still(self.still());
        self.begun = true;
        self.from = match clock.granted() {
            u64::MAX => windows
                .iter()
                .map(|w| w.look().counters.headline())
                .max()
                .unwrap_or(0),
            granted => granted,
        };
        self.mark = Instant::now();
        clock.grant(self.from);
    }
}

/// How far a lane has got, from its window.
fn progress_of(view: &LaneView) -> Progress {
    match (&view.report, view.agent_started) {
        (Some(report), _) => Progress::of_report(report),
        (None, true) => Progress::Running(view.counters.headline()),
        (None, false) => Progress::Starting,
    }
}

/// The line under the lanes while the race runs: how places are decided.
fn rule_line(by: RaceBy) -> String {
    match by {
        RaceBy::Steps => {
            "By steps: fewest steps (each agent's own counter) wins; ties share a place."
        }
        RaceBy::Time => {
            "By time: unthrottled, the shortest wall time wins. It depends on this machine."
        }
    }
    .to_string()
}

/// The line under the lanes once the race is over: the ranking.
fn ranking_line(race: &Race, views: &[LaneView]) -> String {
    let reports: Vec<RunReport> = views.iter().filter_map(|v| v.report.clone()).collect();
    let words: Vec<String> = standings(&reports, race.by)
        .iter()
        .map(|s| {
            let report = &reports[s.lane];
            match s.place {
                Some(p) => format!("{} lane {}", ordinal(p as u64), s.lane + 1),
                None => format!("lane {} {}", s.lane + 1, report.status.words()),
            }
        })
        .collect();
    format!("Ranking: {}", words.join(" · "))
}

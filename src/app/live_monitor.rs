//! The monitor of a live run: sends frames at most 60 times a second, paces the agent, and
//! obeys pause, step, pace, help and stop. It changes when attempts happen, never which. The
//! time a run stands paused (or behind the help) is not counted as its time.

use std::time::{Duration, Instant};

use crossbeam_channel::{Receiver, RecvTimeoutError, Sender};

use super::chain_status::{chain_status, is_page_key};
use super::help::HelpView;
use super::messages::{PAUSED, PAUSED_KEYS, QUIT_WHILE_RUNNING, RUNNING_KEYS, running};
use super::{Control, Frame, Key, Pace};
use dosdoku_agents::agents::{BoardScreen, Counters, Flow, Monitor, Stage};
use dosdoku_agents::panel::{
    PanelView, draw_counters, draw_settings, draw_status_and_keys, status_width,
};
use dosdoku_agents::run::RunConfig;
use dosdoku_sudoku::human::Step;

/// The shortest time between two frames (60 frames a second at most).
pub const FRAME_INTERVAL: Duration = Duration::from_micros(16_667);

/// Steps between two looks at the clock and the controls when unthrottled.
const UNTHROTTLED_BUDGET: u32 = 4096;

/// Why a live run was cut short.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Interrupt {
    /// Esc: stop and go back to the editor.
    Stop,
    /// q, Ctrl-C or a signal: stop and quit the program.
    Quit,
}

/// Watches a live run on the agent's thread.
pub struct LiveMonitor<'a> {
    controls: &'a Receiver<Control>,
    frames: &'a Sender<Frame>,
    config: RunConfig,
    /// True while Board0 scans before the agent: the counters ticked are Board0's.
    board0_phase: bool,
    /// Digits Board0 found before the agent started.
    board0_found: u64,
    /// The pace, which the user may change during the run.
    pub pace: Pace,
    /// When the run's clock started: when its first agent began.
    started: Instant,
    /// True once the first agent began.
    begun: bool,
    paused: bool,
    /// When the run last stood still (paused, or behind the help), if it stands still now.
    still_since: Option<Instant>,
    /// The time the run has stood still before `still_since`.
    still: Duration,
    /// The help page shown over the run, if it is.
    help: Option<HelpView>,
    /// True when Q asks first (the typed puzzle is not saved).
    pub ask_before_quit: bool,
    /// True after a first Q that asked: a second one quits.
    quit_asked: bool,
    step_pending: bool,
    /// The human solver's chain step just shown, for the status line, and its page there.
    chain: Option<(Step, usize)>,
    budget: u32,
    last_frame: Instant,
    ticks: u64,
    ticks_shown: u64,
    pace_mark: (Instant, u64),
    /// Set when the user cut the run short.
    pub interrupt: Option<Interrupt>,
}

impl<'a> LiveMonitor<'a> {
    /// A monitor for one run of `config`, starting at `pace`.
    pub fn new(
        controls: &'a Receiver<Control>,
        frames: &'a Sender<Frame>,
        config: RunConfig,
        pace: Pace,
    ) -> LiveMonitor<'a> {
        let now = Instant::now();
        LiveMonitor {
            controls,
            frames,
            config,
            board0_phase: false,
            board0_found: 0,
            pace,
            started: now,
            begun: false,
            paused: false,
            still_since: None,
            still: Duration::ZERO,
            help: None,
            ask_before_quit: false,
            quit_asked: false,
            step_pending: false,
            chain: None,
            budget: 1,
            last_frame: now - FRAME_INTERVAL,
            ticks: 0,
            ticks_shown: u64::MAX,
            pace_mark: (now, 0),
            interrupt: None,
        }
    }

    /// Obeys one control; false when the run must end.
    fn obey(&mut self, control: Control) -> bool {
        let key = match control {
            Control::Key(key) => key,
            // A paste means nothing to a run.
            Control::Paste(_) => return true,
            Control::Quit => {
                self.interrupt = Some(Interrupt::Quit);
                return false;
            }
        };
        let asked = std::mem::take(&mut self.quit_asked);
        if let Some(mut help) = self.help {
            // The help is over the run: keys turn its pages; any other key goes back.
            if key == Key::Interrupt {
                return self.quit(asked);
            }
            self.help = help.key(key).then_some(help);
            self.stand_still();
            self.restart_pacing();
            return true;
        }
        match key {
            Key::Interrupt | Key::Char('q' | 'Q') => return self.quit(asked),
            _ if asked => {}
            Key::Esc => self.interrupt = Some(Interrupt::Stop),
            Key::F(1) => self.help = Some(HelpView::default()),
            Key::Char(' ') => self.paused = !self.paused,
            Key::Char('n' | 'N') if self.paused => self.step_pending = true,
            key if is_page_key(key) => {
                if let Some((_, page)) = &mut self.chain {
                    *page += 1;
                }
            }
            key if let Some(pace) = self.pace.after_key(key) => self.pace = pace,
            _ => {}
        }
        self.stand_still();
        self.restart_pacing();
        self.interrupt.is_none()
    }

    /// Q: quits, or first asks when the typed puzzle is not saved and Q was not just pressed.
    fn quit(&mut self, asked: bool) -> bool {
        if self.ask_before_quit && !asked {
            self.quit_asked = true;
            return true;
        }
        self.interrupt = Some(Interrupt::Quit);
        false
    }

    /// True while the run stands still: paused, or behind the help (a step while paused
    /// moves it on).
    fn standing_still(&self) -> bool {
        self.paused || self.help.is_some()
    }

    /// Starts or ends the clock of standing still, as the run now stands.
    fn stand_still(&mut self) {
        match (self.standing_still(), self.still_since) {
            (true, None) => self.still_since = Some(Instant::now()),
            (false, Some(since)) => {
                self.still += since.elapsed();
                self.still_since = None;
            }
            _ => {}
        }
    }

    /// The time the run had stood still at `now`.
    fn still_time(&self, now: Instant) -> Duration {
        self.still
            + self
                .still_since
                .map_or(Duration::ZERO, |since| now.saturating_duration_since(since))
    }

    fn restart_pacing(&mut self) {
        self.pace_mark = (Instant::now(), self.ticks);
    }

    /// Draws the counters onto the screen and sends a copy (or the help page over it),
    /// without ever blocking.
    fn send_frame(&mut self, board: &mut BoardScreen, counters: &Counters) {
        let pace = self.pace.label();
        // While Board0 scans first, its finds are the news; the agent has not begun.
        let (counters, board0_found) = if self.board0_phase {
            (&Counters::default(), counters.headline())
        } else {
            (counters, self.board0_found)
        };
        let view = PanelView {
            config: &self.config,
            seed: Some(self.config.seed),
            counters,
            board0_found,
            // One instant for both, so a run standing still shows the same time every frame.
            elapsed: {
                let now = Instant::now();
                now.saturating_duration_since(self.started)
                    .saturating_sub(self.still_time(now))
            },
            pace: &pace,
            mode: if self.paused { "PAUSED" } else { "RUNNING" },
            generate: None,
        };
        draw_counters(board, &view);
        draw_settings(board, &self.config);
        // One step is what the agent shows the monitor at a time: a Board1 attempt, a cell
        // exclusion changes, the end of a pass, ...
        let status = if self.quit_asked {
            QUIT_WHILE_RUNNING.to_string()
        } else if let Some(text) = self
            .chain
            .and_then(|(step, page)| chain_status(&step, page, status_width(board)))
        {
            text
        } else if self.paused {
            PAUSED.to_string()
        } else {
            running(self.config.decl())
        };
        let keys = if self.paused {
            PAUSED_KEYS
        } else {
            RUNNING_KEYS
        };
        draw_status_and_keys(board, &status, keys);
        let screen = match self.help {
            Some(help) => help.screen(),
            None => board.screen.clone(),
        };
        let _ = self.frames.try_send(Frame {
            screen,
            cursor: None,
        });
        self.last_frame = Instant::now();
        self.ticks_shown = self.ticks;
    }

    /// The slow path of a tick: controls, frames, pause and pace.
    fn look_around(&mut self, board: &mut BoardScreen, counters: &Counters) -> Flow {
        loop {
            while let Ok(control) = self.controls.try_recv() {
                if !self.obey(control) {
                    return Flow::Stop;
                }
            }
            let now = Instant::now();
            let shown_late = now.duration_since(self.last_frame) >= FRAME_INTERVAL;
            if shown_late || (self.paused && self.ticks_shown != self.ticks) {
                self.send_frame(board, counters);
            }
            let wait = if self.help.is_some() {
                FRAME_INTERVAL
            } else if self.paused {
                if self.step_pending {
                    self.step_pending = false;
                    self.budget = 1;
                    return Flow::Continue;
                }
                FRAME_INTERVAL
            } else if let Some(rate) = self.pace.per_second() {
                let (mark, at) = self.pace_mark;
                let due = mark + Duration::from_secs_f64((self.ticks - at) as f64 / rate as f64);
                if now >= due {
                    self.budget = (rate / 1000).clamp(1, u64::from(UNTHROTTLED_BUDGET)) as u32;
                    return Flow::Continue;
                }
                (due - now).min(FRAME_INTERVAL)
            } else {
                self.budget = UNTHROTTLED_BUDGET;
                return Flow::Continue;
            };
            match self.controls.recv_timeout(wait) {
                Ok(control) => {
                    if !self.obey(control) {
                        return Flow::Stop;
                    }
                }
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => {
                    self.interrupt = Some(Interrupt::Quit);
                    return Flow::Stop;
                }
            }
        }
    }
}

impl Monitor for LiveMonitor<'_> {
    const WATCHING: bool = true;

    fn paused(&self) -> Duration {
        self.still_time(Instant::now())
    }

    fn step_taken(&mut self, step: &Step) {
        self.chain = (step.branch_count() > 0).then_some((*step, 0));
    }

    fn begin(&mut self, stage: Stage) {
        if !self.begun {
            // The run's clock starts with its first agent, as the run's time does.
            self.begun = true;
            self.started = Instant::now();
            self.restart_pacing();
        }
        match stage {
            Stage::Board0First => self.board0_phase = true,
            Stage::Agent { board0_found } => {
                self.board0_phase = false;
                self.board0_found = board0_found;
            }
        }
    }

    #[inline]
    fn tick(&mut self, board: &mut BoardScreen, counters: &Counters) -> Flow {
        self.ticks += 1;
        if self.budget > 1 {
            self.budget -= 1;
            return Flow::Continue;
        }
        self.look_around(board, counters)
    }
}

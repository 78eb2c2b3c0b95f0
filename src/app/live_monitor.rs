//! The monitor of a live run: sends frames at most 60 times a second, paces the agent, and
//! obeys pause, step, pace and stop. It changes when attempts happen, never which.

use std::time::{Duration, Instant};

use crossbeam_channel::{Receiver, RecvTimeoutError, Sender};

use super::{Control, Frame, Key, Pace};
use crate::agents::{BoardScreen, Counters, Flow, Monitor, Stage};
use crate::panel::{PanelView, draw_counters, draw_keys, draw_status};
use crate::run::RunConfig;

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

/// The key-help line while an agent runs.
pub const RUNNING_KEYS: &str =
    "Space Pause/resume  N Step (paused)  +/- Pace  Esc Stop and edit  Q Quit";

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
    started: Instant,
    paused: bool,
    step_pending: bool,
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
            paused: false,
            step_pending: false,
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
        match control {
            Control::Quit | Control::Key(Key::Interrupt | Key::Char('q' | 'Q')) => {
                self.interrupt = Some(Interrupt::Quit);
            }
            Control::Key(Key::Esc) => self.interrupt = Some(Interrupt::Stop),
            Control::Key(Key::Char(' ')) => {
                self.paused = !self.paused;
                self.restart_pacing();
            }
            Control::Key(Key::Char('n' | 'N')) if self.paused => self.step_pending = true,
            Control::Key(Key::Char('+' | '=') | Key::PageUp | Key::Up) => {
                self.pace = self.pace.faster();
                self.restart_pacing();
            }
            Control::Key(Key::Char('-' | '_') | Key::PageDown | Key::Down) => {
                self.pace = self.pace.slower();
                self.restart_pacing();
            }
            Control::Key(_) => {}
        }
        self.interrupt.is_none()
    }

    fn restart_pacing(&mut self) {
        self.pace_mark = (Instant::now(), self.ticks);
    }

    /// Draws the counters onto the screen and sends a copy, without ever blocking.
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
            elapsed: self.started.elapsed(),
            pace: &pace,
            mode: if self.paused { "PAUSED" } else { "RUNNING" },
        };
        draw_counters(board, &view);
        let decl = self.config.decl();
        // One step is what the agent shows the monitor at a time: a Board1 attempt, a cell
        // exclusion changes, the end of a pass, ...
        let status = if self.paused {
            "Paused. Space resumes, N takes one step.".to_string()
        } else {
            format!("{} is solving...", crate::text::capitalized(decl.title))
        };
        draw_status(board, &status);
        draw_keys(board, RUNNING_KEYS);
        let _ = self.frames.try_send(Frame {
            screen: board.screen.clone(),
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
            let wait = if self.paused {
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

    fn begin(&mut self, stage: Stage) {
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

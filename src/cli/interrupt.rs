//! Ctrl-C, SIGTERM and SIGHUP during a headless batch: the run at work stops (and is told and
//! recorded as stopped), every finished result is let out, and the program ends with the
//! signal's status. A second signal ends the program at once.

use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

use dosdoku_agents::agents::{BoardScreen, Counters, Flow, Monitor};

/// The signal caught, 0 while none is.
static CAUGHT: AtomicUsize = AtomicUsize::new(0);

/// Agents ask this often (in steps) whether a signal came: often enough to stop within a
/// millisecond, rarely enough to cost nothing measurable.
const CHECK_EVERY: u32 = 4096;

/// The signals a batch catches from the moment [`catch_signals`] is called.
#[derive(Clone, Copy, Debug)]
pub struct Interrupt(());

/// Catches Ctrl-C, SIGTERM and SIGHUP for the rest of the program: the first sets the flag the
/// batch looks at, a second ends the program at once with the signal's status.
#[cfg(unix)]
pub fn catch_signals() -> Interrupt {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    use std::sync::atomic::AtomicBool;
    static ARMED: AtomicBool = AtomicBool::new(false);
    for signal in [SIGINT, SIGTERM, SIGHUP] {
        // The order matters: the shutdown looks at the flag before the first signal sets it.
        let status = i32::from(crate::exit::of_signal(signal));
        let _ = signal_hook::flag::register_conditional_shutdown(signal, status, &ARMED);
        let _ = signal_hook::flag::register(signal, &ARMED);
        let _ = signal_hook::flag::register_usize(signal, &CAUGHT, signal as usize);
    }
    Interrupt(())
}

/// Catches nothing where signals are not Unix signals: Ctrl-C ends the program as usual.
#[cfg(not(unix))]
pub fn catch_signals() -> Interrupt {
    Interrupt(())
}

impl Interrupt {
    /// The signal caught, if one was.
    pub fn signal(self) -> Option<i32> {
        match CAUGHT.load(Ordering::Relaxed) {
            0 => None,
            signal => i32::try_from(signal).ok(),
        }
    }

    /// A monitor for a headless run that stops it when a signal comes: no display, and a look
    /// at the flag every few thousand steps.
    pub fn watch(self) -> Watch<'static> {
        Watch {
            countdown: CHECK_EVERY,
            count: None,
        }
    }

    /// [`Interrupt::watch`], which also puts the run's headline count in `count` whenever it
    /// looks at the flag, for a line that shows how far a long run is.
    pub fn watch_counting(self, count: &AtomicU64) -> Watch<'_> {
        Watch {
            countdown: CHECK_EVERY,
            count: Some(count),
        }
    }
}

/// The headless monitor of a batch that may be interrupted.
pub struct Watch<'a> {
    countdown: u32,
    count: Option<&'a AtomicU64>,
}

impl Monitor for Watch<'_> {
    const WATCHING: bool = false;

    #[inline(always)]
    fn tick(&mut self, _board: &mut BoardScreen, counters: &Counters) -> Flow {
        self.countdown -= 1;
        if self.countdown == 0 {
            self.countdown = CHECK_EVERY;
            if let Some(count) = self.count {
                count.store(counters.get(0), Ordering::Relaxed);
            }
            if CAUGHT.load(Ordering::Relaxed) != 0 {
                return Flow::Stop;
            }
        }
        Flow::Continue
    }
}

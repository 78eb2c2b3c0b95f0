//! The game's clock: it runs only while the player can play.

use std::time::{Duration, Instant};

/// Time played so far, and since when the clock runs (when it does).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Clock {
    banked: Duration,
    since: Option<Instant>,
}

impl Clock {
    /// A stopped clock showing `played`.
    pub fn at(played: Duration) -> Clock {
        Clock {
            banked: played,
            since: None,
        }
    }

    /// Starts the clock (`true`) or stops it (`false`); nothing changes when it already does
    /// what is asked.
    pub fn run(&mut self, running: bool) {
        match (running, self.since) {
            (true, None) => self.since = Some(Instant::now()),
            (false, Some(since)) => {
                self.banked += since.elapsed();
                self.since = None;
            }
            _ => {}
        }
    }

    /// True while the clock runs.
    pub fn running(&self) -> bool {
        self.since.is_some()
    }

    /// The time played so far.
    pub fn played(&self) -> Duration {
        self.banked + self.since.map_or(Duration::ZERO, |s| s.elapsed())
    }
}

/// A time as the panel shows it: `m:ss`, or `h:mm:ss` from an hour on.
pub fn clock_text(time: Duration) -> String {
    let s = time.as_secs();
    match s / 3600 {
        0 => format!("{}:{:02}", s / 60, s % 60),
        h => format!("{h}:{:02}:{:02}", s / 60 % 60, s % 60),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stopped_clock_keeps_its_time_and_a_running_one_adds_to_it() {
        let mut clock = Clock::at(Duration::from_secs(61));
        assert!(!clock.running());
        std::thread::sleep(Duration::from_millis(20));
        assert_eq!(clock.played(), Duration::from_secs(61));
        clock.run(true);
        std::thread::sleep(Duration::from_millis(20));
        clock.run(false);
        let played = clock.played();
        assert!(played >= Duration::from_millis(61_020), "{played:?}");
        std::thread::sleep(Duration::from_millis(20));
        assert_eq!(clock.played(), played);
    }

    #[test]
    fn times_read_as_minutes_and_seconds() {
        assert_eq!(clock_text(Duration::from_secs(0)), "0:00");
        assert_eq!(clock_text(Duration::from_secs(754)), "12:34");
        assert_eq!(clock_text(Duration::from_secs(3725)), "1:02:05");
    }
}

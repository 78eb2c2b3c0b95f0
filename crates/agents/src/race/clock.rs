//! The race clock: how many steps each lane may have made so far. By steps the race screen
//! grants steps at the pace (one more per lane per tick of the clock) and a lane that is
//! ahead waits for the next tick; by time, or unthrottled, it grants without limit. It also
//! carries the order to stop, and the time the race has stood still (paused, or behind the
//! help), which no lane's clock counts.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// The longest a waiting lane sleeps before it looks at the clock again on its own (the clock
/// wakes it at once when it ticks or stops; this only bounds the cost of a missed wake-up).
const LOOK_AGAIN: Duration = Duration::from_millis(100);

/// Steps granted to every lane, and the order to stop, shared by the lanes and the screen.
#[derive(Debug, Default)]
pub struct RaceClock {
    granted: AtomicU64,
    stopped: AtomicBool,
    lock: Mutex<()>,
    tick: Condvar,
    /// The time stood still before the standing still that is on, and when that began.
    still: Mutex<(Duration, Option<Instant>)>,
}

impl RaceClock {
    /// A clock that has granted no step yet: each lane makes its first step and waits.
    pub fn new() -> RaceClock {
        RaceClock::default()
    }

    /// A clock that never holds a lane back.
    pub fn unlimited() -> RaceClock {
        let clock = RaceClock::new();
        clock.grant(u64::MAX);
        clock
    }

    /// The steps granted so far: a lane goes on while its steps have not passed this.
    #[inline]
    pub fn granted(&self) -> u64 {
        self.granted.load(Ordering::Relaxed)
    }

    /// Grants `steps` steps (fewer than before holds the lanes that are ahead back again) and
    /// wakes the lanes that wait.
    pub fn grant(&self, steps: u64) {
        {
            let _turn = self.turn();
            self.granted.store(steps, Ordering::Relaxed);
        }
        self.tick.notify_all();
    }

    /// Stops the race: every lane stops at its next step, waiting or not.
    pub fn stop(&self) {
        {
            let _turn = self.turn();
            self.stopped.store(true, Ordering::Relaxed);
        }
        self.tick.notify_all();
    }

    /// True once the race is stopped.
    #[inline]
    pub fn is_stopped(&self) -> bool {
        self.stopped.load(Ordering::Relaxed)
    }

    /// Waits until `steps` steps are granted; returns the steps granted then, or `None` when
    /// the race was stopped.
    pub fn wait_for(&self, steps: u64) -> Option<u64> {
        let mut turn = self.turn();
        loop {
            if self.is_stopped() {
                return None;
            }
            let granted = self.granted();
            if granted >= steps {
                return Some(granted);
            }
            turn = match self.tick.wait_timeout(turn, LOOK_AGAIN) {
                Ok((turn, _)) => turn,
                Err(poisoned) => poisoned.into_inner().0,
            };
        }
    }

    /// Starts (`true`) or ends the race standing still: its time is not the lanes' time.
    pub fn stand_still(&self, still: bool) {
        let mut guard = self.still();
        let (before, since) = &mut *guard;
        match (still, *since) {
            (true, None) => *since = Some(Instant::now()),
            (false, Some(at)) => {
                *before += at.elapsed();
                *since = None;
            }
            _ => {}
        }
    }

    /// The time the race has stood still so far.
    pub fn still_time(&self) -> Duration {
        self.still_time_at(Instant::now())
    }

    /// The time the race had stood still at `now` (an instant read once for a whole frame,
    /// so that a race standing still shows the same times frame after frame).
    pub fn still_time_at(&self, now: Instant) -> Duration {
        let (before, since) = *self.still();
        before + since.map_or(Duration::ZERO, |at| now.saturating_duration_since(at))
    }

    fn still(&self) -> MutexGuard<'_, (Duration, Option<Instant>)> {
        self.still
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn turn(&self) -> MutexGuard<'_, ()> {
        self.lock
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_waiting_lane_goes_on_when_granted_and_stops_when_stopped() {
        let clock = RaceClock::new();
        assert_eq!(clock.granted(), 0);
        std::thread::scope(|s| {
            let lane = s.spawn(|| clock.wait_for(3));
            std::thread::sleep(Duration::from_millis(20));
            clock.grant(2);
            clock.grant(3);
            assert_eq!(lane.join().unwrap(), Some(3));
            let lane = s.spawn(|| clock.wait_for(4));
            clock.stop();
            assert_eq!(lane.join().unwrap(), None);
        });
        assert_eq!(RaceClock::unlimited().wait_for(u64::MAX), Some(u64::MAX));
    }

    #[test]
    fn the_time_stood_still_adds_up_and_stops_growing_when_it_ends() {
        let clock = RaceClock::new();
        assert_eq!(clock.still_time(), Duration::ZERO);
        clock.stand_still(true);
        clock.stand_still(true);
        std::thread::sleep(Duration::from_millis(30));
        clock.stand_still(false);
        let still = clock.still_time();
        assert!(still >= Duration::from_millis(30), "{still:?}");
        std::thread::sleep(Duration::from_millis(10));
        assert_eq!(clock.still_time(), still);
    }
}

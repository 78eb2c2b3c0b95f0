//! Result lines of a batch, held briefly and let out together: a write per puzzle would cost
//! more than a fast puzzle takes to solve. Whatever is held goes out at most [`HOLD`] after it
//! was told, even while the next puzzle is still being solved or the input is silent, and the
//! history records of the same runs are always written first.

use std::io::Write;
use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use crate::recording::PendingRecords;

/// How long told results may wait before they are let out.
pub const HOLD: Duration = Duration::from_millis(100);

/// How many bytes of told results may wait before they are let out at once.
const HOLD_BYTES: usize = 64 * 1024;

/// The held lines for standard output and standard error, and the pending history records.
pub struct Held<'a> {
    state: Mutex<State<'a>>,
    /// Wakes the flusher when something is held or the batch is over.
    wake: Condvar,
}

/// What is held, shared by the batch and the flusher.
pub struct State<'a> {
    /// Lines for standard output.
    pub out: Vec<u8>,
    /// Lines for standard error.
    pub err: Vec<u8>,
    /// History records of the runs told (none for a batch that records nothing).
    pub records: Option<PendingRecords<'a>>,
    since: Option<Instant>,
    closed: bool,
    over: bool,
}

impl<'a> Held<'a> {
    /// Nothing held yet; `records` are the pending history records, if the batch records runs.
    pub fn new(records: Option<PendingRecords<'a>>) -> Held<'a> {
        Held {
            state: Mutex::new(State {
                out: Vec::new(),
                err: Vec::new(),
                records,
                since: None,
                closed: false,
                over: false,
            }),
            wake: Condvar::new(),
        }
    }

    /// Tells a result: `tell` adds its lines (and record) to what is held. Returns false once
    /// standard output is gone (a pipe into `head` closed): the batch may stop.
    pub fn tell(&self, tell: impl FnOnce(&mut State<'a>)) -> bool {
        let mut state = self.lock();
        tell(&mut state);
        if state.since.is_none() {
            state.since = Some(Instant::now());
            self.wake.notify_one();
        }
        if state.out.len() + state.err.len() >= HOLD_BYTES {
            state.let_out();
        }
        !state.closed
    }

    /// Lets held lines out [`HOLD`] after they were told, until [`Held::finish`]; run it on a
    /// thread of its own beside the batch.
    pub fn flusher(&self) {
        let mut state = self.lock();
        while !state.over {
            state = match state.since {
                None => self.wake.wait(state).unwrap_or_else(|e| e.into_inner()),
                Some(since) => match (since + HOLD).checked_duration_since(Instant::now()) {
                    Some(wait) if !wait.is_zero() => {
                        self.wake
                            .wait_timeout(state, wait)
                            .unwrap_or_else(|e| e.into_inner())
                            .0
                    }
                    _ => {
                        state.let_out();
                        state
                    }
                },
            };
        }
    }

    /// Lets everything held out and stops the flusher.
    pub fn finish(&self) {
        let mut state = self.lock();
        state.let_out();
        state.over = true;
        self.wake.notify_all();
    }

    fn lock(&self) -> MutexGuard<'_, State<'a>> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl State<'_> {
    /// Writes the pending history records, then the held lines.
    fn let_out(&mut self) {
        if let Some(records) = &mut self.records {
            records.write();
        }
        if !self.err.is_empty() {
            let _ = std::io::stderr().write_all(&self.err);
        }
        if !self.out.is_empty() {
            let mut stdout = std::io::stdout().lock();
            let written = stdout.write_all(&self.out).and_then(|()| stdout.flush());
            self.closed |= written.is_err();
        }
        self.out.clear();
        self.err.clear();
        self.since = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_flusher_lets_lines_out_within_the_hold_and_stops_when_told() {
        let held = Held::new(None);
        std::thread::scope(|s| {
            let flusher = s.spawn(|| held.flusher());
            assert!(held.tell(|state| state.err.extend_from_slice(b"")));
            let start = Instant::now();
            while held.lock().since.is_some() {
                assert!(start.elapsed() < Duration::from_secs(10), "never let out");
                std::thread::sleep(Duration::from_millis(5));
            }
            held.finish();
            flusher.join().unwrap();
        });
    }
}

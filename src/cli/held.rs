//! Result lines of a batch, told in input order whatever order the jobs finish them in, held
//! briefly and let out together: a write per puzzle would cost more than a fast puzzle takes
//! to solve. Whatever is held goes out at most [`HOLD`] after it was told, even while the next
//! puzzle is still being solved or the input is silent, and the history records of the same
//! runs are always written first.

use std::collections::VecDeque;
use std::io::Write;
use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use super::long_run::{LongRuns, REDRAW};
use crate::exit::EXIT_OK;
use dosdoku_agents::recording::PendingRecords;
use dosdoku_agents::run::RunReport;
use dosdoku_history::HEADLESS;

/// How long told results may wait before they are let out.
pub const HOLD: Duration = Duration::from_millis(100);

/// How many bytes of told results may wait before they are let out at once.
const HOLD_BYTES: usize = 64 * 1024;

/// How far past the first puzzle not yet told a job may start one: while a slow puzzle holds
/// up the telling, the results finished after it wait in memory, this many at most.
pub const WINDOW: usize = 1024;

/// How often a job waiting for the window to move on looks for a signal.
const POLL: Duration = Duration::from_millis(50);

/// What one puzzle tells, made by the job that ran it. Its buffers are kept from puzzle to
/// puzzle, so a batch does not allocate for every result.
pub struct Told {
    /// Its lines for standard output.
    pub out: Vec<u8>,
    /// Its lines for standard error.
    pub err: Vec<u8>,
    /// Its run, to be recorded in the history (when the batch records runs).
    pub record: Option<RunReport>,
    /// The exit status it asks for: 0, or worse.
    pub status: u8,
    /// True for a run a signal stopped: the batch tells nothing after it.
    pub last: bool,
}

impl Default for Told {
    /// Empty, with room for a result line and its summary.
    fn default() -> Told {
        Told {
            out: Vec::with_capacity(128),
            err: Vec::with_capacity(256),
            record: None,
            status: EXIT_OK,
            last: false,
        }
    }
}

impl Told {
    /// Empties it for the next puzzle, keeping its buffers.
    pub fn clear(&mut self) {
        self.out.clear();
        self.err.clear();
        self.record = None;
        self.status = EXIT_OK;
        self.last = false;
    }
}

/// The held lines for standard output and standard error, the pending history records, and
/// the results waiting for their turn.
pub struct Held<'a> {
    state: Mutex<State<'a>>,
    /// Wakes the flusher when something is held or the batch is over.
    wake: Condvar,
    /// Wakes jobs waiting for the window to move on.
    moved: Condvar,
}

/// What is held, shared by the jobs and the flusher.
struct State<'a> {
    out: Vec<u8>,
    err: Vec<u8>,
    records: Option<PendingRecords<'a>>,
    /// The number of the next puzzle to tell (from 1).
    next: usize,
    /// Results finished before the next puzzle's: index k holds puzzle `next + 1 + k`.
    early: VecDeque<Option<Box<Told>>>,
    /// Emptied results, their buffers kept for reuse: boxed, as they are swapped with the
    /// jobs' own boxes.
    #[allow(clippy::vec_box)]
    spare: Vec<Box<Told>>,
    /// The worst exit status told so far.
    worst: u8,
    /// Jobs waiting for the window to move on.
    waiting: usize,
    /// A stopped run was told: nothing after it is.
    cut: bool,
    since: Option<Instant>,
    /// The line of a long run on a terminal, erased before lines are let out.
    long: Option<&'a LongRuns>,
    closed: bool,
    over: bool,
}

impl<'a> Held<'a> {
    /// Nothing held yet, puzzle 1 next; `records` are the pending history records, if the
    /// batch records runs.
    pub fn new(records: Option<PendingRecords<'a>>) -> Held<'a> {
        Held {
            state: Mutex::new(State {
                out: Vec::new(),
                err: Vec::new(),
                records,
                next: 1,
                early: VecDeque::new(),
                spare: Vec::new(),
                worst: EXIT_OK,
                waiting: 0,
                cut: false,
                since: None,
                long: None,
                closed: false,
                over: false,
            }),
            wake: Condvar::new(),
            moved: Condvar::new(),
        }
    }

    /// Shows the line of a long run (see [`LongRuns`]), redrawn by the flusher.
    pub fn with_long_runs(self, long: Option<&'a LongRuns>) -> Held<'a> {
        self.lock().long = long;
        self
    }

    /// True when the batch records its runs in the history (a [`Told`] should carry its run).
    pub fn records(&self) -> bool {
        self.lock().records.is_some()
    }

    /// Tells the result of puzzle `number` (from 1) once every puzzle before it is told: now,
    /// or when the last of them is (a result that has to wait is kept by swapping boxes, never
    /// copied). `told` is left empty, ready for the next puzzle. Results after a stopped run
    /// are dropped. Returns false once there is no point going on: standard output is gone (a
    /// pipe into `head` closed) or a stopped run was told.
    pub fn tell(&self, number: usize, told: &mut Box<Told>) -> bool {
        let mut state = self.lock();
        if number == state.next {
            state.tell(told);
            told.clear();
            state.next += 1;
            while let Some(slot) = state.early.pop_front() {
                let Some(mut early) = slot else { break };
                state.tell(&early);
                early.clear();
                state.spare.push(early);
                state.next += 1;
            }
            if state.waiting > 0 {
                self.moved.notify_all();
            }
        } else if number > state.next && !state.cut {
            let k = number - state.next - 1;
            if state.early.len() <= k {
                state.early.resize_with(k + 1, || None);
            }
            let mut kept = state.spare.pop().unwrap_or_default();
            std::mem::swap(&mut kept, told);
            state.early[k] = Some(kept);
        } else {
            told.clear();
        }
        if state.since.is_none() {
            state.since = Some(Instant::now());
            self.wake.notify_one();
        }
        if state.out.len() + state.err.len() >= HOLD_BYTES {
            state.let_out();
        }
        !(state.closed || state.cut)
    }

    /// Waits until puzzle `number` is within [`WINDOW`] of the next puzzle to tell, so results
    /// waiting for a slow puzzle stay few; returns false when the batch has no use for it any
    /// more (standard output is gone, a stopped run was told) or `halted` says to stop.
    pub fn wait_for_room(&self, number: usize, halted: impl Fn() -> bool) -> bool {
        let mut state = self.lock();
        while number >= state.next + WINDOW && !state.closed && !state.cut {
            if halted() {
                return false;
            }
            state.waiting += 1;
            state = self
                .moved
                .wait_timeout(state, POLL)
                .unwrap_or_else(|e| e.into_inner())
                .0;
            state.waiting -= 1;
        }
        !(state.closed || state.cut)
    }

    /// The worst exit status of the results told.
    pub fn worst(&self) -> u8 {
        self.lock().worst
    }

    /// Lets held lines out [`HOLD`] after they were told, and redraws the line of a long
    /// run every [`REDRAW`], until [`Held::finish`]; run it on a thread of its own beside the
    /// batch.
    pub fn flusher(&self) {
        let mut state = self.lock();
        let mut drawn = Instant::now();
        while !state.over {
            let now = Instant::now();
            let flush_at = state.since.map(|since| since + HOLD);
            if flush_at.is_some_and(|at| at <= now) {
                state.let_out();
                continue;
            }
            let redraw_at = state.long.map(|_| drawn + REDRAW);
            if let (Some(long), Some(at)) = (state.long, redraw_at)
                && at <= now
            {
                long.redraw();
                drawn = now;
                continue;
            }
            state = match flush_at.into_iter().chain(redraw_at).min() {
                None => self.wake.wait(state).unwrap_or_else(|e| e.into_inner()),
                Some(at) => {
                    self.wake
                        .wait_timeout(state, at - now)
                        .unwrap_or_else(|e| e.into_inner())
                        .0
                }
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
    /// Adds a result whose turn it is to what is held (nothing once a stopped run was told).
    fn tell(&mut self, told: &Told) {
        if self.cut {
            return;
        }
        if let (Some(records), Some(report)) = (&mut self.records, &told.record) {
            records.add(report, HEADLESS);
        }
        self.out.extend_from_slice(&told.out);
        self.err.extend_from_slice(&told.err);
        self.worst = self.worst.max(told.status);
        self.cut = told.last;
    }

    /// Writes the pending history records, then the held lines (the line of a long run
    /// erased first).
    fn let_out(&mut self) {
        if let Some(long) = self.long {
            long.erase();
        }
        if let Some(records) = &mut self.records {
            records.write();
        }
        if !self.err.is_empty() {
            let _ = std::io::stderr().write_all(&self.err);
        }
        if !self.out.is_empty() {
            let mut stdout = super::output::stdout();
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

    fn told(line: &str, status: u8, last: bool) -> Box<Told> {
        Box::new(Told {
            out: format!("{line}\n").into_bytes(),
            status,
            last,
            ..Told::default()
        })
    }

    #[test]
    fn the_flusher_lets_lines_out_within_the_hold_and_stops_when_told() {
        let held = Held::new(None);
        std::thread::scope(|s| {
            let flusher = s.spawn(|| held.flusher());
            assert!(held.tell(1, &mut Box::default()));
            let start = Instant::now();
            while held.lock().since.is_some() {
                assert!(start.elapsed() < Duration::from_secs(10), "never let out");
                std::thread::sleep(Duration::from_millis(5));
            }
            held.finish();
            flusher.join().unwrap();
        });
    }

    #[test]
    fn results_are_told_in_input_order_whatever_order_they_come_in() {
        let held = Held::new(None);
        for n in [3, 2, 5, 1, 4] {
            let mut t = told(&n.to_string(), if n == 2 { 1 } else { 0 }, false);
            assert!(held.tell(n, &mut t));
            assert!(t.out.is_empty(), "the job's buffers come back empty");
            let state = held.lock();
            let want: &[u8] = match n {
                3 | 2 | 5 => b"",
                1 => b"1\n2\n3\n",
                _ => b"1\n2\n3\n4\n5\n",
            };
            assert_eq!(state.out, want, "after {n}");
        }
        let state = held.lock();
        assert_eq!((state.next, state.early.len(), state.worst), (6, 0, 1));
    }

    #[test]
    fn nothing_after_a_stopped_run_is_told() {
        let held = Held::new(None);
        assert!(held.tell(3, &mut told("3", 0, false)));
        assert!(held.tell(1, &mut told("1", 0, false)));
        assert!(!held.tell(2, &mut told("stopped", 1, true)));
        assert!(!held.tell(4, &mut told("4", 2, false)));
        let state = held.lock();
        assert_eq!(state.out, b"1\nstopped\n");
        assert_eq!(state.worst, 1, "what was dropped does not count");
    }

    #[test]
    fn a_job_too_far_ahead_waits_for_the_window() {
        let held = Held::new(None);
        assert!(held.wait_for_room(WINDOW, || false));
        // Puzzle 1 is slow: puzzle WINDOW + 1 waits until it is told.
        std::thread::scope(|s| {
            let waiter = s.spawn(|| held.wait_for_room(WINDOW + 1, || false));
            std::thread::sleep(Duration::from_millis(20));
            assert!(!waiter.is_finished());
            held.tell(1, &mut told("1", 0, false));
            assert!(waiter.join().unwrap());
        });
        assert!(
            !held.wait_for_room(10 * WINDOW, || true),
            "a signal ends the wait"
        );
    }
}

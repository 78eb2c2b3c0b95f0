//! A headless batch on a terminal: a puzzle at work for more than a second shows a line on
//! standard error with its count so far, its rate and its time, redrawn in place and erased
//! when the puzzle is told; the first long Board1 run of a batch adds a note on what Board1
//! is and how to go faster. When standard error is not a terminal, nothing of this happens.

use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

use dosdoku_agents::agents::AgentKind;
use dosdoku_agents::run::RunConfig;
use dosdoku_sudoku::text::group_thousands;

/// How long a puzzle runs before its line shows.
pub const SHOW_AFTER: Duration = Duration::from_secs(1);

/// How often the line is redrawn.
pub const REDRAW: Duration = Duration::from_millis(250);

/// The note shown once per batch, when a Board1 run first takes long.
pub const BOARD1_NOTE: &str = "\
dosdoku: Board1 is the randomized grinder of the QuickBASIC original: some
  puzzles take it tens of millions of attempts. --agent backtrack solves any
  puzzle at once; --max-attempts N makes Board1 give up after N attempts.";

/// Erases the line the cursor is on and puts the cursor at its start.
const ERASE: &[u8] = b"\r\x1b[K";

/// The runs of a batch at work, one slot per job, and what is shown of them.
pub struct LongRuns {
    slots: Box<[Slot]>,
    claimed: AtomicUsize,
    shown: Mutex<Shown>,
}

/// One job's run at work.
pub struct Slot {
    /// What runs and since when; `None` between puzzles.
    run: Mutex<Option<Run>>,
    /// The run's headline count so far, updated by its monitor every few thousand steps.
    count: AtomicU64,
}

/// A run at work.
#[derive(Clone, Copy)]
struct Run {
    number: usize,
    started: Instant,
    kind: AgentKind,
}

/// What standard error shows.
#[derive(Default)]
struct Shown {
    /// A progress line is drawn and the cursor stands at its end.
    line: bool,
    /// The Board1 note was shown.
    noted: bool,
}

impl LongRuns {
    /// Slots for up to `jobs` runs at once, when standard error is a terminal; `None` when it
    /// is not (nothing is shown then).
    pub fn on_terminal(jobs: usize) -> Option<LongRuns> {
        std::io::stderr().is_terminal().then(|| LongRuns {
            slots: (0..jobs.max(1))
                .map(|_| Slot {
                    run: Mutex::new(None),
                    count: AtomicU64::new(0),
                })
                .collect(),
            claimed: AtomicUsize::new(0),
            shown: Mutex::new(Shown::default()),
        })
    }

    /// A slot of its own for a job (`None` once every slot is taken).
    pub fn slot(&self) -> Option<&Slot> {
        self.slots.get(self.claimed.fetch_add(1, Ordering::Relaxed))
    }

    /// Redraws the line of the longest run that has gone on for more than [`SHOW_AFTER`],
    /// the note before it the first time a Board1 run is one; erases the line when no run is.
    pub fn redraw(&self) {
        let longest = (self.slots.iter())
            .filter_map(|slot| Some(((*lock(&slot.run))?, slot)))
            .filter(|(run, _)| run.started.elapsed() > SHOW_AFTER)
            .min_by_key(|(run, _)| run.started);
        let mut shown = lock(&self.shown);
        let mut text = Vec::new();
        match longest {
            Some((run, slot)) => {
                text.extend_from_slice(ERASE);
                if run.kind == AgentKind::Board1 && !shown.noted {
                    shown.noted = true;
                    text.extend_from_slice(BOARD1_NOTE.as_bytes());
                    text.push(b'\n');
                }
                let count = slot.count.load(Ordering::Relaxed);
                // Narrower than the terminal: a line that wraps could not be redrawn in place.
                let width = crossterm::terminal::size().map_or(80, |(w, _)| usize::from(w));
                let line: String = (progress_line(&run, count).chars())
                    .take(width.saturating_sub(1))
                    .collect();
                text.extend_from_slice(line.as_bytes());
                shown.line = true;
            }
            None if shown.line => {
                text.extend_from_slice(ERASE);
                shown.line = false;
            }
            None => return,
        }
        let mut err = std::io::stderr().lock();
        let _ = err.write_all(&text).and_then(|()| err.flush());
    }

    /// Erases the line if it is drawn, before other lines are written; the next redraw
    /// puts it back.
    pub fn erase(&self) {
        let mut shown = lock(&self.shown);
        if shown.line {
            shown.line = false;
            let mut err = std::io::stderr().lock();
            let _ = err.write_all(ERASE).and_then(|()| err.flush());
        }
    }
}

impl Slot {
    /// Puzzle `number` starts running with `config`.
    pub fn begin(&self, number: usize, config: &RunConfig) {
        self.count.store(0, Ordering::Relaxed);
        *lock(&self.run) = Some(Run {
            number,
            started: Instant::now(),
            kind: config.kind(),
        });
    }

    /// The puzzle is done.
    pub fn end(&self) {
        *lock(&self.run) = None;
    }

    /// Where the run's monitor puts its headline count.
    pub fn count(&self) -> &AtomicU64 {
        &self.count
    }
}

/// `puzzle 3: Board1, 12,345,678 attempts, 4,567,890/s, 2.7 s`.
fn progress_line(run: &Run, count: u64) -> String {
    let decl = run.kind.decl();
    let secs = run.started.elapsed().as_secs_f64();
    let rate = if secs > 0.0 { count as f64 / secs } else { 0.0 };
    format!(
        "puzzle {}: {}, {} {}, {}/s, {secs:.1} s",
        run.number,
        decl.name,
        group_thousands(count),
        decl.headline().label,
        group_thousands(rate as u64),
    )
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_note_fits_80_columns() {
        assert!(BOARD1_NOTE.lines().all(|l| l.chars().count() <= 80));
        assert!(
            BOARD1_NOTE.contains("--agent backtrack") && BOARD1_NOTE.contains("--max-attempts")
        );
    }

    #[test]
    fn the_line_names_the_puzzle_the_count_and_the_rate() {
        let run = Run {
            number: 3,
            started: Instant::now() - Duration::from_secs(2),
            kind: AgentKind::Board1,
        };
        let line = progress_line(&run, 12_345_678);
        assert!(
            line.starts_with("puzzle 3: board1, 12,345,678 attempts, 6,1"),
            "{line}"
        );
        assert!(line.ends_with(" s"), "{line}");
    }
}

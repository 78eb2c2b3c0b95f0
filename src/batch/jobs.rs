//! A headless batch on several threads: each job takes the next puzzle from the feed, works
//! on it and tells the result, which waits for the results before it; so the output is the
//! same, line for line, whatever the number of jobs.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread::Scope;

use crate::batch::feed::{Feed, Handed};
use crate::batch::held::{Held, Told};

/// The most jobs a batch runs per core: more threads than this only share the same cores,
/// and thousands of them exhaust memory.
const MAX_JOBS_PER_CORE: usize = 4;

/// The cores this program may use.
fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// The number of jobs a batch uses when the user names none: one per core (a job beyond the
/// first only starts once a puzzle is waiting with every job busy, see [`run_jobs`]).
pub fn default_jobs() -> usize {
    cores()
}

/// The threads a batch asked for `jobs` runs: at least one, at most
/// [`MAX_JOBS_PER_CORE`] per core.
pub fn capped(jobs: usize) -> usize {
    jobs.clamp(1, MAX_JOBS_PER_CORE * cores())
}

/// The threads that work on `count` numbered items asked for `jobs`: [`capped`], and no more
/// than there are items (at least one).
pub fn threads_for(jobs: usize, count: u64) -> usize {
    capped(jobs).min(usize::try_from(count).unwrap_or(usize::MAX).max(1))
}

/// Runs a batch: the puzzles of `feed` on up to `jobs` threads ([`capped`]), the calling thread being the
/// first, each thread working with its own state made by `make`; results told through `held`
/// (let out by a flusher thread beside the jobs, and all of them when the batch ends). A job
/// beyond the first starts only when a puzzle is read and waiting while every job started is
/// busy: a single puzzle, or puzzles that come slower than one job answers them, use one job.
pub fn run_jobs<W, F>(jobs: usize, feed: &Feed, held: &Held<'_>, make: F)
where
    F: Fn() -> W + Sync,
    W: FnMut(Handed, &mut Told),
{
    /// Lets everything out and stops the flusher when the batch ends, even by a panic.
    struct Finish<'h, 'a>(&'h Held<'a>);
    impl Drop for Finish<'_, '_> {
        fn drop(&mut self) {
            self.0.finish();
        }
    }
    let crew = Crew {
        feed,
        held,
        make,
        jobs: capped(jobs),
        started: AtomicUsize::new(1),
    };
    std::thread::scope(|s| {
        s.spawn(|| held.flusher());
        let _finish = Finish(held);
        std::thread::scope(|jobs| crew.job(jobs));
    });
}

/// What the jobs of a batch share.
struct Crew<'a, 'h, F> {
    feed: &'a Feed,
    held: &'a Held<'h>,
    make: F,
    jobs: usize,
    started: AtomicUsize,
}

impl<'h, F, W> Crew<'_, 'h, F>
where
    F: Fn() -> W + Sync,
    W: FnMut(Handed, &mut Told),
{
    /// One job: puzzles until the feed has no more, starting another job when puzzles wait.
    fn job<'scope>(&'scope self, scope: &'scope Scope<'scope, '_>) {
        let mut work = (self.make)();
        let mut told = Box::<Told>::default();
        while let Some(handed) = self.feed.next() {
            if handed.more {
                self.start_another(scope);
            }
            let number = handed.number;
            if !self.held.wait_for_room(number, || self.feed.halted()) {
                self.feed.stop();
                return;
            }
            work(handed, &mut told);
            if !self.held.tell(number, &mut told) {
                self.feed.stop();
            }
        }
    }

    /// Starts one more job, unless all of them are started (or the system refuses a thread:
    /// the jobs already started carry on).
    fn start_another<'scope>(&'scope self, scope: &'scope Scope<'scope, '_>) {
        if self.started.load(Ordering::Relaxed) >= self.jobs {
            return;
        }
        let claimed = self
            .started
            .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |n| {
                (n < self.jobs).then_some(n + 1)
            });
        if claimed.is_ok() {
            let _ = std::thread::Builder::new()
                .name("dosdoku-job".into())
                .spawn_scoped(scope, move || self.job(scope));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::batch::interrupt::catch_signals;
    use dosdoku_sudoku::source::Source;
    use std::sync::Mutex;

    /// A feed of `count` puzzles from a file named for the test (removed once read).
    fn feed_of(name: &str, count: usize) -> Feed {
        let path = std::env::temp_dir().join(format!("dosdoku-jobs-{}-{name}", std::process::id()));
        std::fs::write(&path, format!("{}\n", ".".repeat(81)).repeat(count)).unwrap();
        let feed = Feed::start(
            Source::from_arg(path.to_str()).unwrap(),
            false,
            catch_signals(),
        );
        // The reading thread holds the file open: it may go now.
        std::fs::remove_file(&path).unwrap();
        feed
    }

    #[test]
    fn every_puzzle_is_worked_on_once_whatever_the_jobs() {
        for jobs in [1, 3, 8] {
            let feed = feed_of(&format!("once-{jobs}"), 700);
            let held = Held::new(None);
            let seen = Mutex::new(Vec::new());
            run_jobs(jobs, &feed, &held, || {
                |handed: Handed, told: &mut Told| {
                    seen.lock().unwrap().push(handed.number);
                    told.status = u8::from(handed.number == 350);
                }
            });
            let mut seen = seen.into_inner().unwrap();
            seen.sort_unstable();
            assert_eq!(seen, (1..=700).collect::<Vec<_>>(), "{jobs} jobs");
            assert_eq!(held.worst(), 1, "the worst status of any puzzle");
            assert!(matches!(feed.ended(), crate::batch::feed::Ended::Done));
        }
    }

    #[test]
    fn a_stopped_run_ends_the_batch() {
        let feed = feed_of("stop", 5000);
        let held = Held::new(None);
        let worked = AtomicUsize::new(0);
        run_jobs(1, &feed, &held, || {
            |handed: Handed, told: &mut Told| {
                worked.fetch_add(1, Ordering::Relaxed);
                told.last = handed.number == 10;
            }
        });
        assert_eq!(
            worked.load(Ordering::Relaxed),
            10,
            "nothing after the stopped run"
        );
    }

    #[test]
    fn the_threads_are_capped_by_the_cores_and_the_work() {
        assert_eq!(threads_for(8, 3), capped(8).min(3));
        assert_eq!(threads_for(8, 0), 1);
        assert_eq!(capped(0), 1);
        assert!(capped(usize::MAX) <= MAX_JOBS_PER_CORE * cores());
    }
}

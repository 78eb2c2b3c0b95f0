//! Numbered jobs on several threads, their results handed back in number order.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// How far past the oldest unfinished job the threads may run ahead: results waiting for an
/// earlier one stay few, so memory stays flat however many jobs there are.
const AHEAD: u64 = 256;

/// How often `idle` is called while no result arrives.
const IDLE: Duration = Duration::from_millis(100);

/// What the calling thread is told.
pub enum News<T> {
    /// Job `i` gave this result.
    Done(u64, T),
    /// Nothing arrived for a while (about 100 ms).
    Waiting,
}

/// Runs `work(i)` for `i` in `0..count` on `jobs` threads (at most
/// [`capped`](crate::batch::jobs::capped)) and tells `news` on the calling
/// thread each result in order of `i`, as soon as it and all before it are in, and also when
/// nothing arrived for a while. Once `stop` is set, no new job starts; the results of jobs
/// already started are still handed back, in order. Which thread ran which job changes
/// nothing but the time.
pub fn in_order<T: Send>(
    count: u64,
    jobs: usize,
    stop: &AtomicBool,
    work: impl Fn(u64) -> T + Sync,
    mut news: impl FnMut(News<T>),
) {
    let threads = crate::batch::jobs::threads_for(jobs, count);
    let (ticket_tx, ticket_rx) = crossbeam_channel::unbounded::<u64>();
    let (result_tx, result_rx) = crossbeam_channel::unbounded::<(u64, T)>();
    std::thread::scope(|s| {
        for _ in 0..threads {
            let (tickets, results, work) = (ticket_rx.clone(), result_tx.clone(), &work);
            s.spawn(move || {
                for i in tickets {
                    if results.send((i, work(i))).is_err() {
                        return;
                    }
                }
            });
        }
        drop(result_tx);
        let mut issued = 0;
        let mut ticket_tx = Some(ticket_tx);
        let mut issue = |due: u64, tx: &mut Option<crossbeam_channel::Sender<u64>>| {
            while issued < count && issued < due + AHEAD && !stop.load(Ordering::Relaxed) {
                if let Some(tx) = tx {
                    let _ = tx.send(issued);
                }
                issued += 1;
            }
            if issued == count || stop.load(Ordering::Relaxed) {
                // No more tickets: the threads end when the channel runs dry.
                tx.take();
            }
        };
        issue(0, &mut ticket_tx);
        let mut waiting = BTreeMap::new();
        let mut due = 0;
        loop {
            match result_rx.recv_timeout(IDLE) {
                Ok((i, result)) => {
                    waiting.insert(i, result);
                    while let Some(result) = waiting.remove(&due) {
                        news(News::Done(due, result));
                        due += 1;
                    }
                    issue(due, &mut ticket_tx);
                }
                Err(crossbeam_channel::RecvTimeoutError::Timeout) => {
                    news(News::Waiting);
                    issue(due, &mut ticket_tx);
                }
                Err(crossbeam_channel::RecvTimeoutError::Disconnected) => break,
            }
        }
        // After a stop, jobs that finished beyond a gap are handed back in order too.
        for (i, result) in waiting {
            news(News::Done(i, result));
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_come_in_order_whatever_the_threads() {
        let stop = AtomicBool::new(false);
        for jobs in [1, 3, 20] {
            let mut got = Vec::new();
            // Later jobs finish sooner, so they arrive out of order on several threads.
            let work = |i: u64| {
                std::thread::sleep(Duration::from_micros(500 * (10 - i % 10)));
                i * i
            };
            in_order(600, jobs, &stop, work, |news| {
                if let News::Done(i, r) = news {
                    got.push((i, r));
                }
            });
            let expected: Vec<_> = (0..600).map(|i| (i, i * i)).collect();
            assert_eq!(got, expected, "{jobs} jobs");
        }
    }

    #[test]
    fn a_stop_starts_no_new_job_and_hands_back_the_started_ones() {
        let stop = AtomicBool::new(false);
        let mut got = Vec::new();
        let work = |i: u64| {
            if i == 5 {
                stop.store(true, Ordering::Relaxed);
            }
            i
        };
        in_order(1_000_000, 1, &stop, work, |news| {
            if let News::Done(i, _) = news {
                got.push(i);
            }
        });
        // One thread: jobs up to 5 ran, and at most the tickets issued before the stop.
        assert!(
            got.len() >= 6 && got.len() <= 6 + AHEAD as usize,
            "{}",
            got.len()
        );
        assert!(got.windows(2).all(|w| w[1] == w[0] + 1));
    }
}

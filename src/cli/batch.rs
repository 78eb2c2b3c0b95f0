//! Many headless runs of one puzzle on several threads, handed back in seed order.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering};

use super::interrupt::Interrupt;
use dosdoku_agents::agents::BoardScreen;
use dosdoku_agents::run::{RunConfig, RunReport, run_puzzle};
use dosdoku_sudoku::board::Grid;

/// Runs `puzzle` `runs` times on `jobs` threads (at most [`capped`](super::jobs::capped)), run `i` with seed `base.seed + i` (wrapping),
/// and calls `done` on the calling thread with each report in seed order, as soon as it and
/// every run before it have finished. Which thread ran which seed changes nothing: a run is
/// determined by its puzzle, settings and seed. A signal caught by `interrupt` stops the runs
/// at work (their reports say `Stopped`) and starts no more.
pub fn run_batch(
    puzzle: &Grid,
    base: &RunConfig,
    runs: u64,
    jobs: usize,
    interrupt: Interrupt,
    mut done: impl FnMut(RunReport),
) {
    let next = AtomicU64::new(0);
    let (tx, rx) = crossbeam_channel::unbounded::<(u64, RunReport)>();
    std::thread::scope(|s| {
        let threads =
            super::jobs::capped(jobs).min(usize::try_from(runs).unwrap_or(usize::MAX).max(1));
        for _ in 0..threads {
            let (tx, next) = (tx.clone(), &next);
            s.spawn(move || {
                let mut board = BoardScreen::with_view(base.decl().view);
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= runs || interrupt.signal().is_some() {
                        return;
                    }
                    let config = RunConfig {
                        seed: base.seed.wrapping_add(i),
                        ..*base
                    };
                    let report = run_puzzle(&mut board, puzzle, &config, &mut interrupt.watch());
                    if tx.send((i, report)).is_err() {
                        return;
                    }
                }
            });
        }
        drop(tx);
        // Reports that finished ahead of an earlier seed wait here for it.
        let mut waiting = BTreeMap::new();
        let mut due = 0;
        for (i, report) in rx {
            waiting.insert(i, report);
            while let Some(report) = waiting.remove(&due) {
                done(report);
                due += 1;
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::interrupt::catch_signals;
    use dosdoku_agents::agents::AgentKind;
    use dosdoku_sudoku::formats::parse_line;

    #[test]
    fn reports_come_in_seed_order_whatever_the_jobs() {
        let puzzle = parse_line(
            "...678912...195348...342567859761423426853791713924856961537284287419635345286179",
        )
        .unwrap();
        let mut base = RunConfig::new(AgentKind::Board1.default_settings());
        base.board0 = false;
        base.seed = u64::MAX - 3;
        let batch = |jobs| {
            let mut got = Vec::new();
            run_batch(&puzzle, &base, 9, jobs, catch_signals(), |r| {
                got.push((r.config.seed, r.headline()))
            });
            got
        };
        let one = batch(1);
        assert_eq!(one.len(), 9);
        assert_eq!(one[0].0, u64::MAX - 3);
        assert_eq!(one[4].0, 0);
        assert_eq!(batch(3), one);
        assert_eq!(batch(20), one);
    }
}

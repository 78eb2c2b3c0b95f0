//! Times the generator puzzle by puzzle, in one process on one thread.
//!
//! `cargo run --release --example generate_bench [GIVENS|minimal] [COUNT] [SYMMETRY]` makes
//! COUNT puzzles (default 21) with seeds 1..=COUNT, each with GIVENS givens (default minimal)
//! and the SYMMETRY pattern (default none), and prints the median, lowest and highest time
//! per puzzle: whole-process timing cannot tell milliseconds apart on a busy machine.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use dosdoku_sudoku::generate::{Givens, Request, Symmetry, generate};

fn main() {
    let mut args = std::env::args().skip(1);
    let givens = match args.next().as_deref() {
        None | Some("minimal") => Givens::Minimal,
        Some(n) => Givens::Exactly(n.parse().expect("GIVENS: a number or minimal")),
    };
    let count: u64 = args.next().map_or(21, |c| c.parse().expect("COUNT"));
    let symmetry = args
        .next()
        .map_or(Ok(Symmetry::None), |s| Symmetry::parse(&s))
        .expect("SYMMETRY");
    let request = Request::new(givens, symmetry).expect("a valid request");
    let stop = AtomicBool::new(false);
    let mut times: Vec<Duration> = (1..=count)
        .map(|seed| {
            let start = Instant::now();
            generate(&request, seed, &stop).expect("never stopped");
            start.elapsed()
        })
        .collect();
    let total: Duration = times.iter().sum();
    times.sort();
    println!(
        "{givens:?} {symmetry:?}: {count} puzzles, median {:.3?}, lowest {:.3?}, highest {:.3?}, \
         {:.1} puzzles/s",
        times[times.len() / 2],
        times[0],
        times[times.len() - 1],
        count as f64 / total.as_secs_f64()
    );
}

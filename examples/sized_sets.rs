//! Makes benchmark sets of boards of other sizes, puzzles with one solution each:
//!
//! ```text
//! cargo run --release --example sized_sets -- BOX_SIZE COUNT SEED [--search] [--keep N]
//! ```
//!
//! Each puzzle starts from a solved grid (the pattern grid of its size, then its values
//! relabelled, its rows shuffled within bands, its columns within stacks, its bands and its
//! stacks, every draw from PCG32 seeded with SEED), from which givens are removed one by one in
//! a random order, each removal kept only while the backtracker still counts exactly one
//! solution, until none can be removed (or only N are left, with `--keep N`). With `--search`, a puzzle the backtracker solves by singles alone (no guess) is
//! passed over and another made in its place, as is a puzzle made before. One puzzle per line
//! on standard output.

use dosdoku_sudoku::board::Grid;
use dosdoku_sudoku::random::Draw;
use dosdoku_sudoku::solver::{Outcome, Unwatched, count_solutions, solve};

/// A random permutation of `0..len`.
fn permutation(len: usize, draw: &mut Draw) -> Vec<usize> {
    let mut v: Vec<usize> = (0..len).collect();
    for k in (1..len).rev() {
        let j = draw.below(k as u32 + 1) as usize;
        v.swap(k, j);
    }
    v
}

/// A permutation of `0..n*n` that keeps groups of `n` together: groups shuffled, and the
/// members of each group shuffled.
fn grouped(n: usize, draw: &mut Draw) -> Vec<usize> {
    let groups = permutation(n, draw);
    groups
        .iter()
        .flat_map(|&g| {
            permutation(n, draw)
                .into_iter()
                .map(move |k| g * n + k)
                .collect::<Vec<_>>()
        })
        .collect()
}

/// A random solved grid of box size `n`.
fn solved(n: usize, draw: &mut Draw) -> Grid {
    let side = n * n;
    let labels = permutation(side, draw);
    let rows = grouped(n, draw);
    let cols = grouped(n, draw);
    let values: Vec<u8> = (0..side * side)
        .map(|i| {
            let (r, c) = (rows[i / side], cols[i % side]);
            labels[((r % n) * n + r / n + c) % side] as u8 + 1
        })
        .collect();
    Grid::from_values(n, &values).expect("a solved grid")
}

/// A puzzle of box size `n` with one solution: givens removed while the solution stays unique,
/// until no more can be or only `keep` are left.
fn puzzle(n: usize, keep: usize, draw: &mut Draw) -> Grid {
    let mut p = solved(n, draw);
    let mut left = p.len();
    for i in permutation(p.len(), draw) {
        if left <= keep {
            break;
        }
        let v = p.get(i);
        p.set(i, 0);
        if count_solutions(&p, 2) == 1 {
            left -= 1;
        } else {
            p.set(i, v);
        }
    }
    p
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |k: usize| -> u64 {
        args.get(k).and_then(|a| a.parse().ok()).unwrap_or_else(|| {
            eprintln!("usage: sized_sets BOX_SIZE COUNT SEED [--search] [--keep N]");
            std::process::exit(2)
        })
    };
    let (n, count, seed) = (number(0) as usize, number(1), number(2));
    if !(2..=5).contains(&n) {
        eprintln!("sized_sets: the box size is 2, 3, 4 or 5");
        std::process::exit(2);
    }
    let search = args.iter().any(|a| a == "--search");
    let keep = args
        .iter()
        .position(|a| a == "--keep")
        .and_then(|k| args.get(k + 1))
        .map_or(0, |a| a.parse().unwrap_or(0));
    let mut draw = Draw::new(seed);
    let mut made = std::collections::HashSet::new();
    while (made.len() as u64) < count {
        let p = puzzle(n, keep, &mut draw);
        if search {
            let (outcome, stats) = solve(&p, &mut Unwatched);
            debug_assert!(matches!(outcome, Outcome::Solved(_)));
            if stats.placements == 0 {
                continue;
            }
        }
        // A puzzle made twice (small boards have few) is printed once.
        if made.insert(p.clone()) {
            println!("{p}");
        }
    }
}

//! The engine's builds agree: the wide one (where this processor has it) finds the same
//! solutions with the same counters as the portable one, which runs here too.

use crate::common::shared_grids;
use dosdoku_sudoku::board::Grid;
use dosdoku_sudoku::solver::{Engine, Outcome, SearchObserver, SearchStats, Unwatched};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg32;

/// Records every step the search reports.
#[derive(Default)]
struct Steps(Vec<(Grid, SearchStats)>);

impl SearchObserver for Steps {
    const WATCHING: bool = true;

    fn step(&mut self, known: &Grid, stats: &SearchStats) -> bool {
        self.0.push((known.clone(), *stats));
        true
    }
}

#[test]
fn the_best_build_is_the_wide_one_where_there_is_one() {
    assert_eq!(Engine::best(), Engine::wide().unwrap_or(Engine::PORTABLE));
    assert_eq!(Engine::PORTABLE.name(), "portable");
}

#[test]
fn wide_and_portable_agree_on_every_top1465_puzzle() {
    let Some(wide) = Engine::wide() else {
        eprintln!("this processor has no wide build: only the portable one ran");
        return;
    };
    let portable = Engine::PORTABLE;
    for p in &shared_grids("top1465.txt") {
        let first = portable.solve(p, &mut Unwatched);
        assert_eq!(wide.solve(p, &mut Unwatched), first, "{p}");
        for limit in [1, 2, 3] {
            assert_eq!(
                wide.count_solutions(p, limit),
                portable.count_solutions(p, limit),
                "{p}, limit {limit}"
            );
        }
    }
}

#[test]
fn wide_and_portable_report_the_same_steps() {
    let Some(wide) = Engine::wide() else {
        eprintln!("this processor has no wide build: only the portable one ran");
        return;
    };
    // Several solutions, no solution, and hard unique puzzles.
    let mut several = shared_grids("top1465.txt")[0].clone();
    let givens: Vec<usize> = (0..81).filter(|&i| several.get(i) != 0).take(4).collect();
    for i in givens {
        several.set(i, 0);
    }
    let mut clash = Grid::EMPTY;
    clash.set(0, 5);
    clash.set(80, 5);
    clash.set(8, 5);
    assert_eq!(Engine::PORTABLE.count_solutions(&several, 3), 3);
    assert_eq!(Engine::PORTABLE.count_solutions(&clash, 2), 0);
    let sets = shared_grids("hardest1106.txt");
    for p in [several, clash].iter().chain(sets.iter().step_by(25)) {
        let (mut a, mut b) = (Steps::default(), Steps::default());
        let outcome = Engine::PORTABLE.solve(p, &mut a);
        assert_eq!(wide.solve(p, &mut b), outcome, "{p}");
        assert_eq!(a.0, b.0, "{p}");
    }
}

/// A number below `n` from the generator.
fn below(rng: &mut Pcg32, n: u32) -> usize {
    ((u64::from(rng.next_u32()) * u64::from(n)) >> 32) as usize
}

#[test]
fn wide_and_portable_agree_on_random_masks() {
    let Some(wide) = Engine::wide() else {
        eprintln!("this processor has no wide build: only the portable one ran");
        return;
    };
    let mut rng = Pcg32::seed_from_u64(14);
    let solved: Vec<Grid> = shared_grids("top1465.txt")
        .iter()
        .step_by(7)
        .map(|p| match Engine::PORTABLE.solve(p, &mut Unwatched).0 {
            Outcome::Solved(grid) => grid,
            other => panic!("{p}: {other:?}"),
        })
        .collect();
    let mut tried = [0usize; 3];
    for (k, grid) in solved.iter().enumerate() {
        // A mask of a solved grid keeps 17 to 80 draws of its cells (one solution or several);
        // every third also gets a random digit in a random cell (often no solution).
        let keep = 17 + below(&mut rng, 64);
        let mut puzzle = Grid::EMPTY;
        for _ in 0..keep {
            let i = below(&mut rng, 81);
            puzzle.set(i, grid.get(i));
        }
        if k % 3 == 0 {
            puzzle.set(below(&mut rng, 81), 1 + below(&mut rng, 9) as u8);
        }
        let first = Engine::PORTABLE.solve(&puzzle, &mut Unwatched);
        assert_eq!(wide.solve(&puzzle, &mut Unwatched), first, "{puzzle}");
        let count = Engine::PORTABLE.count_solutions(&puzzle, 3);
        assert_eq!(wide.count_solutions(&puzzle, 3), count, "{puzzle}");
        tried[count.min(2) as usize] += 1;
    }
    // The masks reach every answer: no solution, one, several.
    assert!(tried.iter().all(|&n| n > 0), "{tried:?}");
}

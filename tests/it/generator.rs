//! The generator's puzzles checked by the backtracker's counting, independently of the
//! generator's own bookkeeping: exactly one solution, minimal when asked, the exact number
//! of givens when asked, the symmetric pattern when asked, and the same puzzle for a seed.

use std::sync::atomic::AtomicBool;

use dosdoku_sudoku::board::Grid;
use dosdoku_sudoku::generate::{Generated, Givens, Request, Symmetry, generate, generate_where};
use dosdoku_sudoku::solver::count_solutions;

fn made(givens: Givens, symmetry: Symmetry, seed: u64) -> Generated {
    let request = Request::new(givens, symmetry).expect("a valid request");
    generate(&request, seed, &AtomicBool::new(false)).expect("not stopped")
}

/// The puzzle has exactly one solution, and it is the one reported.
fn assert_unique(g: &Generated) {
    assert_eq!(count_solutions(&g.puzzle, 2), 1, "{}", g.puzzle);
    assert!(g.solution.solves(&g.puzzle), "{}", g.puzzle);
}

/// Removing any given (and its partner under `symmetry`) leaves several solutions.
fn assert_minimal(puzzle: &Grid, symmetry: Symmetry) {
    for i in (0..81).filter(|&i| puzzle.get(i) != 0) {
        let mut fewer = puzzle.clone();
        fewer.set(i, 0);
        fewer.set(symmetry.image(i), 0);
        assert_eq!(
            count_solutions(&fewer, 2),
            2,
            "{puzzle}: r{}c{}",
            i / 9 + 1,
            i % 9 + 1
        );
    }
}

fn pattern(puzzle: &Grid) -> u128 {
    (0..81)
        .filter(|&i| puzzle.get(i) != 0)
        .fold(0, |p, i| p | 1 << i)
}

#[test]
fn two_thousand_minimal_puzzles_are_unique_and_minimal() {
    let mut histogram = [0; 82];
    for seed in 0..2000 {
        let g = made(Givens::Minimal, Symmetry::None, seed);
        assert_unique(&g);
        assert_minimal(&g.puzzle, Symmetry::None);
        histogram[g.puzzle.filled()] += 1;
    }
    // Random minimal puzzles mostly have 22 to 27 givens.
    let typical: u32 = histogram[22..=27].iter().sum();
    assert!(typical > 1800, "{histogram:?}");
}

#[test]
fn exact_givens_from_few_to_eighty() {
    for (n, seeds) in [
        (20, 2),
        (21, 5),
        (22, 20),
        (24, 20),
        (27, 20),
        (35, 20),
        (60, 10),
        (80, 10),
    ] {
        for seed in 0..seeds {
            let g = made(Givens::Exactly(n), Symmetry::None, seed);
            assert_eq!(g.puzzle.filled(), n as usize, "{}", g.puzzle);
            assert_unique(&g);
        }
    }
}

#[test]
fn few_givens_are_minimal_when_the_search_lands_on_the_count() {
    // The local search only ever keeps minimal puzzles; one that lands exactly on 21 is one.
    let g = made(Givens::Exactly(21), Symmetry::None, 3);
    assert_unique(&g);
    assert_minimal(&g.puzzle, Symmetry::None);
}

#[test]
fn symmetric_patterns_hold_minimal_and_exact() {
    for symmetry in [Symmetry::Rotational, Symmetry::Mirror, Symmetry::Diagonal] {
        for seed in 0..100 {
            let g = made(Givens::Minimal, symmetry, seed);
            assert!(
                symmetry.holds_for(pattern(&g.puzzle)),
                "{symmetry:?} {}",
                g.puzzle
            );
            assert_unique(&g);
            assert_minimal(&g.puzzle, symmetry);
        }
        for n in [22, 23, 30, 31, 79, 80] {
            for seed in 0..4 {
                let g = made(Givens::Exactly(n), symmetry, seed);
                assert!(
                    symmetry.holds_for(pattern(&g.puzzle)),
                    "{symmetry:?} {}",
                    g.puzzle
                );
                assert_eq!(g.puzzle.filled(), n as usize, "{symmetry:?} {}", g.puzzle);
                assert_unique(&g);
            }
        }
    }
}

#[test]
fn a_seed_always_gives_the_same_puzzle() {
    for (givens, symmetry) in [
        (Givens::Minimal, Symmetry::None),
        (Givens::Exactly(24), Symmetry::Rotational),
        (Givens::Exactly(40), Symmetry::Mirror),
    ] {
        let a: Vec<_> = (0..5).map(|s| made(givens, symmetry, s)).collect();
        let b: Vec<_> = (0..5).map(|s| made(givens, symmetry, s)).collect();
        assert_eq!(a, b);
        assert!(a.windows(2).all(|w| w[0].puzzle != w[1].puzzle));
    }
}

#[test]
fn a_golden_puzzle_pins_the_method() {
    // A change in the generator's draws or method shows here, and so does a change in the
    // order the backtracker searches in (it completes the random boxes into a solved grid).
    let g = made(Givens::Minimal, Symmetry::None, 1);
    assert_eq!(
        g.puzzle.to_line(),
        ".164.....47...3.6......2.5.1....8...9..5.......5.3..21...84.21..............178.3"
    );
}

#[test]
fn a_test_on_the_puzzle_passes_over_the_ones_it_turns_down() {
    let request = Request::new(Givens::Minimal, Symmetry::None).unwrap();
    let stop = AtomicBool::new(false);
    let mut asked = 0;
    // Only puzzles with 26 givens or more (about one in six).
    let taken = generate_where(&request, 1, &stop, |g| {
        asked += 1;
        g.puzzle.filled() >= 26
    })
    .unwrap();
    assert!(taken.puzzle.filled() >= 26);
    assert!(
        asked > 1,
        "the first draw happened to pass; pick another seed"
    );
    assert_unique(&taken);
    // The same seed and test, the same puzzle; with no test, the seed's first puzzle.
    let again = generate_where(&request, 1, &stop, |g| g.puzzle.filled() >= 26).unwrap();
    assert_eq!(again, taken);
    assert_eq!(
        generate_where(&request, 1, &stop, |_| true),
        generate(&request, 1, &stop)
    );
}

#[test]
fn a_stop_ends_a_search_without_a_puzzle() {
    let request = Request::new(Givens::Exactly(17), Symmetry::None).unwrap();
    assert_eq!(generate(&request, 1, &AtomicBool::new(true)), None);
}

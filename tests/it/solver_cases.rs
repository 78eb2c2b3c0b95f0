//! Crafted cases for the backtracker: empty, clashing, contradictory and two-solution puzzles,
//! and the observer contract.

use dosdoku_sudoku::board::Grid;
use dosdoku_sudoku::solver::{
    Outcome, SearchObserver, SearchStats, Unwatched, count_solutions, solve,
};

fn grid(line: &str) -> Grid {
    let mut cells = [0; 81];
    for (c, b) in cells.iter_mut().zip(line.bytes()) {
        *c = if b.is_ascii_digit() { b - b'0' } else { 0 };
    }
    Grid::from_cells(cells).unwrap()
}

/// A solved grid (the first one in reading-order brute force).
const SOLVED: &str =
    "123456789456789123789123456214365897365897214897214365531642978642978531978531642";

/// The first puzzle of top1465 (needs guesses).
const HARD: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

#[test]
fn empty_grid_has_several_solutions_and_solves() {
    assert_eq!(count_solutions(&Grid::EMPTY, 2), 2);
    match solve(&Grid::EMPTY, &mut Unwatched).0 {
        Outcome::Solved(g) => assert!(g.solves(&Grid::EMPTY)),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_solved_grid_is_its_own_unique_solution() {
    let g = grid(SOLVED);
    assert_eq!(count_solutions(&g, 2), 1);
    assert_eq!(
        solve(&g, &mut Unwatched),
        (Outcome::Solved(g), SearchStats::default())
    );
}

#[test]
fn equal_givens_in_a_unit_have_no_solution() {
    for (a, b) in [(0, 5), (0, 72), (0, 20), (40, 44), (80, 8)] {
        let mut g = Grid::EMPTY;
        g.set(a, 7);
        g.set(b, 7);
        assert_eq!(count_solutions(&g, 2), 0, "cells {a} and {b}");
        assert_eq!(solve(&g, &mut Unwatched).0, Outcome::NoSolution);
    }
}

#[test]
fn a_cell_with_no_candidate_has_no_solution() {
    // r1c1 sees 1..4 in its row, 5..7 in its column and 8, 9 in its box: no clash, no digit.
    let mut g = Grid::EMPTY;
    for (i, d) in [
        (1, 1),
        (3, 2),
        (4, 3),
        (8, 4),
        (27, 5),
        (36, 6),
        (72, 7),
        (10, 8),
        (20, 9),
    ] {
        g.set(i, d);
    }
    assert!(dosdoku_sudoku::board::find_clash(&g).is_none());
    assert_eq!(count_solutions(&g, 2), 0);
    assert_eq!(solve(&g, &mut Unwatched).0, Outcome::NoSolution);
}

#[test]
fn a_deadly_pattern_has_exactly_two_solutions() {
    // In SOLVED, r1c1=1 r1c2=2 and r4c1=2 r4c2=1: a rectangle over two boxes whose digits
    // can be swapped. Blanking its four corners leaves exactly two solutions.
    let mut g = grid(SOLVED);
    for i in [0, 1, 27, 28] {
        g.set(i, 0);
    }
    assert_eq!(count_solutions(&g, 2), 2);
    assert_eq!(count_solutions(&g, 5), 2);
    assert_eq!(count_solutions(&g, 1), 1);
    match solve(&g, &mut Unwatched).0 {
        Outcome::Solved(s) => assert!(s.solves(&g)),
        other => panic!("{other:?}"),
    }
}

/// Records every step and stops after `stop_after` of them.
struct Recorder {
    stop_after: usize,
    steps: Vec<(Grid, SearchStats)>,
}

impl SearchObserver for Recorder {
    const WATCHING: bool = true;

    fn step(&mut self, known: &Grid, stats: &SearchStats) -> bool {
        self.steps.push((known.clone(), *stats));
        self.steps.len() < self.stop_after
    }
}

#[test]
fn an_observer_can_stop_the_search() {
    let mut rec = Recorder {
        stop_after: 3,
        steps: Vec::new(),
    };
    let (outcome, stats) = solve(&grid(HARD), &mut rec);
    assert_eq!(outcome, Outcome::Stopped);
    assert_eq!(rec.steps.len(), 3);
    assert_eq!(rec.steps[2].1, stats);
}

#[test]
fn watched_and_unwatched_agree() {
    let puzzle = grid(HARD);
    let mut rec = Recorder {
        stop_after: usize::MAX,
        steps: Vec::new(),
    };
    let watched = solve(&puzzle, &mut rec);
    let unwatched = solve(&puzzle, &mut Unwatched);
    assert_eq!(watched, unwatched);
    assert!(matches!(watched.0, Outcome::Solved(g) if g.solves(&puzzle)));
    let (_, stats) = watched;
    assert!(stats.placements > 0);
    assert_eq!(rec.steps.last().map(|s| s.1), Some(stats));
    // Every step shows only cells consistent with the puzzle's givens.
    for (known, _) in &rec.steps {
        assert!((0..81).all(|i| puzzle.get(i) == 0 || known.get(i) == puzzle.get(i)));
    }
}

//! The search on boards of other sizes (issue 24): hard puzzles answered within a step
//! budget (not a timer) with their solutions checked, puzzles without a solution proved so,
//! counts on 4x4 boards equal to a brute-force count, and the same counters every run.

use dosdoku_sudoku::board::{Grid, find_clash};
use dosdoku_sudoku::formats::parse_line;
use dosdoku_sudoku::generate::solved_sized;
use dosdoku_sudoku::random::Draw;
use dosdoku_sudoku::solver::{
    Outcome, SearchObserver, SearchStats, Unwatched, count_solutions, count_solutions_within,
    for_each_solution, solve,
};

/// Hard puzzles: the issue's, and the slowest of each benchmark set.
const HARD: &str = include_str!("../fixtures/sizes/hard.txt");
/// Puzzles with no solution, of each size.
const NO_SOLUTION: &str = include_str!("../fixtures/sizes/no_solution.txt");
/// Puzzles with no solution deep inside, of each size.
const NO_SOLUTION_DEEP: &str = include_str!("../fixtures/sizes/no_solution_deep.txt");

/// Guesses and dead ends allowed for any one puzzle: the old search spent millions on the
/// issue's puzzle without an answer.
const STEP_BUDGET: u64 = 200_000;

/// The puzzles of a set: its lines that are not `#` comments.
fn puzzles(set: &str) -> Vec<Grid> {
    set.lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| parse_line(l).expect("a puzzle of the set"))
        .collect()
}

/// Stops a search after a number of steps.
struct Budget(u64);

impl SearchObserver for Budget {
    const WATCHING: bool = true;
    const SEES_CELLS: bool = false;

    fn step(&mut self, _known: &Grid, _stats: &SearchStats) -> bool {
        self.0 = self.0.saturating_sub(1);
        self.0 > 0
    }
}

/// Every row, column and box holds each value once, and the givens are kept.
fn assert_solves(solution: &Grid, puzzle: &Grid) {
    let side = puzzle.side();
    let shape = puzzle.shape();
    assert!(
        solution.is_complete() && find_clash(solution).is_none(),
        "{puzzle}"
    );
    for u in 0..shape.unit_count() {
        let mut seen: Vec<u8> = shape.unit(u).iter().map(|&i| solution.get(i)).collect();
        seen.sort_unstable();
        assert_eq!(
            seen,
            (1..=side as u8).collect::<Vec<_>>(),
            "unit {u} of {puzzle}"
        );
    }
    assert!(
        (0..puzzle.len()).all(|i| puzzle.get(i) == 0 || puzzle.get(i) == solution.get(i)),
        "{puzzle}"
    );
}

#[test]
fn the_hard_puzzles_are_solved_and_checked_within_a_step_budget() {
    let hard = puzzles(HARD);
    assert_eq!(hard.len(), 9);
    for p in &hard {
        match solve(p, &mut Budget(STEP_BUDGET)).0 {
            Outcome::Solved(s) => assert_solves(&s, p),
            other => panic!("{p}: {other:?} within {STEP_BUDGET} steps"),
        }
        let count = count_solutions_within(p, 2, STEP_BUDGET);
        assert!(matches!(count, Some(1 | 2)), "{p}: {count:?}");
    }
}

#[test]
fn puzzles_without_a_solution_are_proved_so() {
    let none = puzzles(NO_SOLUTION);
    assert_eq!(none.len(), 15);
    for p in &none {
        assert!(find_clash(p).is_none(), "{p}");
        assert_eq!(
            solve(p, &mut Budget(STEP_BUDGET)).0,
            Outcome::NoSolution,
            "{p}"
        );
        assert_eq!(count_solutions_within(p, 2, STEP_BUDGET), Some(0), "{p}");
    }
}

#[test]
fn deep_contradictions_are_proved_within_the_budget() {
    let deep = puzzles(NO_SOLUTION_DEEP);
    assert_eq!(deep.len(), 10);
    for (k, p) in deep.iter().enumerate() {
        assert!(find_clash(p).is_none(), "{p}");
        let (outcome, stats) = solve(p, &mut Budget(STEP_BUDGET));
        assert_eq!(outcome, Outcome::NoSolution, "{p}");
        assert_eq!(count_solutions_within(p, 2, STEP_BUDGET), Some(0), "{p}");
        // The Hall set is refuted before any guess; the 16x16 and 25x25 ones need guesses.
        match (k, p.side()) {
            (0, _) => assert_eq!(stats.placements, 0, "{p}"),
            (_, 16 | 25) => assert!(stats.placements > 0, "{p}"),
            _ => {}
        }
    }
}

/// The 25x25 puzzles with no solution deep inside whose proofs took longest (numbers in
/// `no_solution_deep_25.txt`, from 1): the search of issue 24's first cut spent 1.4 million
/// guesses on the 64th, 650,000 on the 43rd, more than 250,000 on the 90th and 99th.
const SLOWEST_DEEP_25: [usize; 4] = [64, 43, 90, 99];

#[test]
fn the_slowest_deep_twenty_five_contradictions_are_proved_within_the_budget() {
    let set = puzzles(include_str!("../fixtures/sizes/no_solution_deep_25.txt"));
    assert_eq!(set.len(), 100);
    for k in SLOWEST_DEEP_25 {
        let p = &set[k - 1];
        assert!(find_clash(p).is_none(), "{k}: {p}");
        let (outcome, stats) = solve(p, &mut Budget(STEP_BUDGET));
        assert_eq!(outcome, Outcome::NoSolution, "{k}: {stats:?}");
        assert_eq!(count_solutions_within(p, 2, STEP_BUDGET), Some(0), "{k}");
    }
}

/// The slowest 25x25 contradictions with the steps (guesses and dead ends) each may take:
/// the 64th of `no_solution_deep_25.txt` and the slowest of 420 more made the same way
/// (`no_solution_tail_25.txt`). Before the search tried first the guesses that had failed
/// at once, they took 62,932 and 280,963 steps; now 48,788 and 130,193.
const TIGHT_BUDGETS: [(&str, usize, u64); 2] = [
    (
        include_str!("../fixtures/sizes/no_solution_deep_25.txt"),
        64,
        55_000,
    ),
    (
        include_str!("../fixtures/sizes/no_solution_tail_25.txt"),
        1,
        150_000,
    ),
];

#[test]
fn the_slowest_twenty_five_contradictions_are_proved_within_tighter_budgets() {
    for (set, k, budget) in TIGHT_BUDGETS {
        let p = &puzzles(set)[k - 1];
        assert!(find_clash(p).is_none(), "{k}: {p}");
        let (outcome, stats) = solve(p, &mut Budget(budget));
        assert_eq!(outcome, Outcome::NoSolution, "{k}: {stats:?}");
        assert_eq!(count_solutions_within(p, 2, budget), Some(0), "{k}");
    }
}

/// The solutions of a 4x4 puzzle, by trying every value in every blank in reading order.
fn brute_force(p: &mut Grid, from: usize) -> u64 {
    let Some(i) = (from..p.len()).find(|&i| p.get(i) == 0) else {
        return 1;
    };
    let mut total = 0;
    for v in 1..=4 {
        p.set(i, v);
        if find_clash(p).is_none() {
            total += brute_force(p, i + 1);
        }
    }
    p.set(i, 0);
    total
}

#[test]
fn counts_on_four_by_four_boards_equal_a_brute_force_count() {
    let mut draw = Draw::new(24);
    for k in 0..200 {
        let solution = solved_sized(2, &mut draw);
        let mut p = solution.clone();
        // From 0 to 10 givens, some of them changed (so some puzzles have no solution).
        let keep = draw.below(11) as usize;
        for i in 0..p.len() {
            if draw.below(16) as usize >= keep {
                p.set(i, 0);
            } else if k % 4 == 0 && draw.below(8) == 0 {
                p.set(i, draw.below(4) as u8 + 1);
            }
        }
        if find_clash(&p).is_some() {
            continue;
        }
        let brute = brute_force(&mut p.clone(), 0);
        assert_eq!(u64::from(count_solutions(&p, 1000)), brute, "{p}");
        let mut listed = Vec::new();
        let found = for_each_solution(&p, 1000, |s| {
            listed.push(s.clone());
            true
        });
        assert_eq!(found, brute, "{p}");
        listed.sort_by_key(Grid::to_line);
        listed.dedup();
        assert_eq!(listed.len() as u64, brute, "{p}");
        assert!(listed.iter().all(|s| s.solves(&p)));
    }
}

#[test]
fn the_same_puzzle_gives_the_same_answer_and_counters_every_run() {
    for p in puzzles(HARD).iter().take(6) {
        let first = solve(p, &mut Unwatched);
        let again = solve(p, &mut Unwatched);
        assert_eq!(first, again, "{p}");
        assert!(first.1.placements > 0, "{p}");
    }
}

#[test]
fn the_minimal_sixteen_set_has_one_solution_per_puzzle_found_within_the_budget() {
    let set = puzzles(include_str!("../fixtures/sizes/minimal_sixteen.txt"));
    assert_eq!(set.len(), 1000);
    for p in &set {
        assert_eq!(p.side(), 16);
        assert_eq!(count_solutions_within(p, 2, STEP_BUDGET), Some(1), "{p}");
    }
}

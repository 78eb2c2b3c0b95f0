//! The technique solver checked step by step against the solutions of the benchmark sets.

use crate::common::shared_puzzles;
use dosdoku_sudoku::board::Grid;
use dosdoku_sudoku::formats::{Position, parse_line, parse_marks, positions};
use dosdoku_sudoku::human::{Candidates, Solution, Technique, apply, rate, solve, solve_from};

/// The puzzles of a shared benchmark file.
fn puzzles(name: &str) -> Vec<Grid> {
    let text = std::fs::read_to_string(shared_puzzles(name)).expect("the shared puzzles");
    positions(&text)
        .unwrap()
        .into_iter()
        .map(|e| match e.position {
            Ok(Position::Puzzle(grid)) => grid,
            other => panic!("line {}: {other:?}", e.line),
        })
        .collect()
}

/// Checks every step of a solution against the puzzle's one solution: a placed digit is the
/// solution's, an eliminated candidate is not, and each step changes the position.
fn check_steps(puzzle: &Grid, solution: &Solution) -> Grid {
    let answer = dosdoku_sudoku::solver::solve(puzzle, &mut dosdoku_sudoku::solver::Unwatched).0;
    let dosdoku_sudoku::solver::Outcome::Solved(answer) = answer else {
        panic!("{puzzle} has no solution");
    };
    let mut c = Candidates::from_grid(puzzle);
    for (n, step) in solution.steps.iter().enumerate() {
        assert!(
            step.changes(&c),
            "{puzzle} step {}: {step} changes nothing",
            n + 1
        );
        if let Some((i, d)) = step.placed() {
            assert_eq!(answer.get(i), d, "{puzzle} step {}: {step}", n + 1);
        }
        for (i, d) in step.eliminated() {
            assert_ne!(answer.get(i), d, "{puzzle} step {}: {step}", n + 1);
        }
        apply(&mut c, step);
    }
    assert_eq!(
        solution.solution(),
        Some(answer.clone()),
        "{puzzle} is not solved"
    );
    answer
}

#[test]
fn every_step_of_top1465_is_true_and_rate_agrees() {
    let all = puzzles("top1465.txt");
    assert_eq!(all.len(), 1465);
    // How many puzzles each kind of chain (and nishio, and guessing) rates.
    let beyond = [
        Technique::ForcingChain,
        Technique::TuvwxyzWing,
        Technique::AlignedTripleExclusion,
        Technique::NishioChain,
        Technique::MultipleChain,
        Technique::DynamicChain,
        Technique::DynamicChainPlus,
        Technique::Nishio,
        Technique::Guess,
    ];
    let mut rated = [0; 9];
    for (n, puzzle) in all.iter().enumerate() {
        let solution = solve(puzzle);
        check_steps(puzzle, &solution);
        // `rate` takes the same steps: checked on every 10th puzzle (the chains are slow).
        if n % 10 == 0 {
            assert_eq!(rate(puzzle), solution.rating, "{puzzle}");
        }
        if let Some(k) = beyond
            .iter()
            .position(|&t| solution.rating.hardest == Some(t))
        {
            rated[k] += 1;
        }
    }
    // The turbot fishes, unique loops, wings, BUG and aligned pair exclusion of Sukaku
    // Explainer's scale leave 917 puzzles to its chains (930 were all nishio's 7.5 before
    // issues 21 and 22): cycles and forcing chains rate 212, TUVWXYZ-wings 2 (the 444th and
    // 1,079th, 7.5 as serate rates them; cell and region chains, 8.3, before the wing),
    // aligned triple exclusion none, nishio chains 12, cell and region chains 246, dynamic
    // chains 444, dynamic chains (+) one (the 77th, 9.8, where a nishio step took 9.0
    // before); none is left to nishio or guessing.
    assert_eq!(rated, [212, 2, 0, 12, 246, 444, 1, 0, 0]);
}

#[test]
fn every_step_of_hard_puzzles_is_true() {
    // Every 5,000th puzzle of the forum's hardest list (10 of its 48,765): Sukaku Explainer's
    // nested chains take them (seconds each), every step true, none guessed. The whole list
    // is checked by the ignored test below.
    let all = puzzles("hardest1905.txt");
    let (mut guesses, mut nested) = (0, 0);
    for (n, puzzle) in all.iter().step_by(5_000).enumerate() {
        let solution = solve(puzzle);
        check_steps(puzzle, &solution);
        // `rate` takes the same steps: checked on every 10th of them (the chains are slow).
        if n % 10 == 0 {
            assert_eq!(rate(puzzle), solution.rating, "{puzzle}");
        }
        guesses += solution.counters.guesses;
        nested += solution
            .steps
            .iter()
            .filter(|s| {
                matches!(
                    s.technique,
                    Technique::NestedForcingChain
                        | Technique::NestedMultipleChain
                        | Technique::NestedDynamicChain
                )
            })
            .count();
    }
    assert_eq!(guesses, 0);
    assert!(nested > 10, "{nested}");
}

#[test]
#[ignore = "488 puzzles, about 15 minutes (nested chains): cargo test --test it human_steps -- --ignored every_hundredth"]
fn every_step_of_every_hundredth_hardest_puzzle_is_true() {
    // Every 100th puzzle of the hardest list (488), on two threads: every step true, `rate`
    // the same rating, no guess.
    let all = puzzles("hardest1905.txt");
    let some: Vec<&Grid> = all.iter().step_by(100).collect();
    let guesses: u64 = std::thread::scope(|scope| {
        let halves: Vec<_> = some
            .chunks(some.len().div_ceil(2))
            .map(|half| {
                scope.spawn(move || {
                    half.iter()
                        .map(|puzzle| {
                            let solution = solve(puzzle);
                            check_steps(puzzle, &solution);
                            assert_eq!(rate(puzzle), solution.rating, "{puzzle}");
                            solution.counters.guesses
                        })
                        .sum::<u64>()
                })
            })
            .collect();
        halves.into_iter().map(|h| h.join().unwrap()).sum()
    });
    assert_eq!(some.len(), 488);
    assert_eq!(guesses, 0);
}

#[test]
#[ignore = "all 48,765 puzzles take a day (nested chains): cargo test --release --test it human_steps -- --ignored"]
fn every_step_of_the_whole_hardest_list_is_true() {
    let all = puzzles("hardest1905.txt");
    assert_eq!(all.len(), 48_765);
    for puzzle in &all {
        let solution = solve(puzzle);
        check_steps(puzzle, &solution);
        assert_eq!(rate(puzzle), solution.rating, "{puzzle}");
    }
}

#[test]
fn explaining_on_from_pencil_marks_takes_the_same_steps() {
    // Stopping after a step and starting again from the position it leaves, written as
    // pencil marks and read back, gives the rest of the same solution. In the format a cell
    // with one candidate is a value, so a naked single still to be placed is placed on
    // reading: from such positions the solution is the same, the steps need not be.
    let puzzle = parse_line(
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
    )
    .unwrap();
    let whole = solve(&puzzle);
    let mut c = Candidates::from_grid(&puzzle);
    let mut same = 0;
    for (n, step) in whole.steps.iter().enumerate() {
        let back = Candidates::from_marks(&parse_marks(&c.to_marks().to_line()).unwrap());
        let again = solve_from(&back);
        assert_eq!(again.solution(), whole.solution());
        if (0..81).all(|i| c.value(i) != 0 || c.cell(i).count_ones() > 1) {
            assert_eq!(back, c);
            assert_eq!(again.steps, whole.steps[n..], "from step {}", n + 1);
            same += 1;
        }
        apply(&mut c, step);
    }
    assert!(same > 20, "{same}");
}

#[test]
fn both_searches_list_the_same_solutions() {
    // The first 17-clue puzzle without its 7 in r9c6 has 1,158 solutions: the fast engine
    // and the candidate search list the same ones, each once, each a solution.
    let puzzle = parse_line(
        ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962.......",
    )
    .unwrap();
    let mut fast = Vec::new();
    let n = dosdoku_sudoku::solver::for_each_solution(&puzzle, 100_000, |g| {
        fast.push(g.to_line());
        true
    });
    let mut slow = Vec::new();
    let c = Candidates::from_grid(&puzzle);
    assert_eq!(
        dosdoku_sudoku::human::for_each_solution(&c, 100_000, |g| {
            slow.push(g.to_line());
            true
        }),
        n
    );
    assert_eq!(n, 1158);
    fast.sort();
    slow.sort();
    assert_eq!(fast, slow);
    fast.dedup();
    assert_eq!(fast.len() as u64, n);
    assert!(fast.iter().all(|l| parse_line(l).unwrap().solves(&puzzle)));
    // Up to a limit, and none past it.
    assert_eq!(
        dosdoku_sudoku::solver::for_each_solution(&puzzle, 7, |_| true),
        7
    );
    assert_eq!(
        dosdoku_sudoku::solver::for_each_solution(&puzzle, 0, |_| true),
        0
    );
    // Or until the callback says stop.
    let mut seen = 0;
    let n = dosdoku_sudoku::solver::for_each_solution(&puzzle, 100, |_| {
        seen += 1;
        seen < 3
    });
    assert_eq!((n, seen), (3, 3));
}

#[test]
fn scans_that_skip_unchanged_units_find_the_same_steps() {
    // solve() remembers where each technique last found nothing and looks only where
    // something changed since; next_step() looks everywhere. They must take the same steps.
    let top = puzzles("top1465.txt");
    let hard = puzzles("hardest1905.txt");
    for puzzle in top.iter().step_by(15).chain(hard.iter().step_by(25_000)) {
        let fast = solve(puzzle);
        let mut c = Candidates::from_grid(puzzle);
        let mut slow = Vec::new();
        while let Some(step) = dosdoku_sudoku::human::next_step(&c) {
            apply(&mut c, &step);
            slow.push(step);
        }
        assert_eq!(fast.steps, slow, "{puzzle}");
    }
}

#[test]
fn the_human_agent_on_the_screen_takes_the_same_steps() {
    // The agent reads each step's position off the screen's candidate view and writes the
    // step back there; on every 25th puzzle of top1465 and every 25,000th of the hardest list it
    // ends with the solution and the step solver's counters and rating.
    use dosdoku_agents::agents::{AgentKind, BoardScreen, Headless};
    use dosdoku_agents::run::{RunConfig, Status, run_puzzle};
    let top = puzzles("top1465.txt");
    let hard = puzzles("hardest1905.txt");
    let config = RunConfig::new(AgentKind::Human.default_settings());
    let mut board = BoardScreen::new();
    for puzzle in top.iter().step_by(25).chain(hard.iter().step_by(25_000)) {
        let expected = solve(puzzle);
        let report = run_puzzle(&mut board, puzzle, &config, &mut Headless);
        assert_eq!(report.status, Status::Solved, "{puzzle}");
        assert_eq!(Some(report.board), expected.solution(), "{puzzle}");
        let c = &report.counters;
        assert_eq!(
            [c.get(0), c.get(1), c.get(2), c.get(3), c.get(4)],
            [
                expected.counters.steps,
                expected.counters.placed,
                expected.counters.eliminated,
                expected.counters.guesses,
                u64::from(expected.rating.tenths()),
            ],
            "{puzzle}"
        );
    }
}

#[test]
fn every_step_of_two_thousand_bank_puzzles_over_the_scale_is_true() {
    // 2,000 of the 4,834 Sudoku Exchange bank puzzles of se-rated.txt (about 41 of each
    // Sukaku Explainer rating 2.5-9.1, the file being sorted by rating): every step true, and
    // the rating Sukaku Explainer's on all but a few (the bank was rated by an older SE).
    let text = std::fs::read_to_string(shared_puzzles("se-rated.txt")).expect("se-rated.txt");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4_834);
    let sample: Vec<&str> = (0..2_000).map(|k| lines[k * lines.len() / 2_000]).collect();
    let (mut equal, mut ratings) = (0, std::collections::BTreeSet::new());
    for line in &sample {
        let (puzzle, se) = line.split_once(' ').expect("PUZZLE RATING");
        let puzzle = parse_line(puzzle).unwrap();
        let solution = solve(&puzzle);
        check_steps(&puzzle, &solution);
        let se: f64 = se.parse().unwrap();
        ratings.insert((se * 10.0).round() as u8);
        if u32::from(solution.rating.tenths()) == (se * 10.0).round() as u32 {
            equal += 1;
        }
    }
    assert_eq!(
        ratings.len(),
        50,
        "the sample spans every rating the bank holds"
    );
    assert!(equal >= 1_940, "{equal} of 2,000 rated as Sukaku Explainer");
}

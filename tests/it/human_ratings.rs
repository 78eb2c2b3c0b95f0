//! Ratings of well-known puzzles, each checked by something other than the rater itself:
//! plain singles solvers written here, the `sudoku` crate's grader, the Sudoku Explainer's
//! published ratings.

use dosdoku_sudoku::board::{Grid, peers, unit_cells};
use dosdoku_sudoku::formats::parse_line;
use dosdoku_sudoku::human::{Level, Technique, rate, solve};

/// The digits still possible in an empty cell of `g`.
fn possible(g: &Grid, i: usize) -> Vec<u8> {
    (1..=9)
        .filter(|&d| peers(i).iter().all(|&j| g.get(j) != d))
        .collect()
}

/// Fills `g` with singles alone, the plain way: hidden singles (a digit with one empty cell
/// left in a unit that can take it) whenever there is one, naked singles (a cell with one
/// digit left) only when there is none. Returns whether the grid got full and whether a
/// naked single was needed.
fn singles_only(mut g: Grid) -> (bool, bool) {
    let mut naked_needed = false;
    loop {
        let hidden = (0..27).find_map(|u| {
            (1..=9u8).find_map(|d| {
                let cells = unit_cells(u);
                if cells.iter().any(|&i| g.get(i) == d) {
                    return None;
                }
                let spots: Vec<usize> = cells
                    .into_iter()
                    .filter(|&i| g.get(i) == 0 && possible(&g, i).contains(&d))
                    .collect();
                (spots.len() == 1).then(|| (spots[0], d))
            })
        });
        let naked = || {
            (0..81).find_map(|i| {
                let p = possible(&g, i);
                (g.get(i) == 0 && p.len() == 1).then(|| (i, p[0]))
            })
        };
        match hidden.or_else(|| naked().inspect(|_| naked_needed = true)) {
            Some((i, d)) => g.set(i, d),
            None => return (g.is_complete(), naked_needed),
        }
    }
}

fn grid(line: &str) -> Grid {
    parse_line(line).unwrap()
}

#[test]
fn a_newspaper_puzzle_falls_to_hidden_singles() {
    // Project Euler's first Sudoku: hidden singles alone fill it (checked by the plain solver
    // above), and those in boxes (1.2) always come first: Sukaku Explainer rates it
    // 1.2/1.2/1.2, easy.
    let p =
        grid("003020600900305001001806400008102900700000008006708200002609500800203009005010300");
    assert_eq!(singles_only(p.clone()), (true, false));
    let r = rate(&p);
    assert_eq!((r.tenths(), r.level), (12, Level::Easy));
    assert_eq!(r.to_string(), "1.2 easy hidden_single");
    assert_eq!(r.explainer(), [12, 12, 12]);
}

#[test]
fn a_puzzle_that_needs_a_naked_single_is_rated_2_3() {
    // A 17-clue puzzle whose hardest step is a naked single: Sukaku Explainer rates it
    // 2.3/1.2/1.2. Plain singles get stuck on it: two direct hidden pairs (2.0) help.
    let p =
        grid(".................1..2..3.4.............15.6...78.6.9.......4.8.16.......5.9......");
    assert!(!singles_only(p.clone()).0);
    let r = rate(&p);
    assert_eq!(r.to_string(), "2.3 easy naked_single");
    assert_eq!(r.explainer(), [23, 12, 12]);
    let solution = solve(&p);
    assert!(
        solution
            .steps
            .iter()
            .any(|s| s.technique == Technique::DirectHiddenPair)
    );
}

#[test]
fn a_direct_hidden_pair_comes_before_a_naked_single() {
    // Singles finish this 17-clue puzzle with a naked single, but before it is needed a
    // hidden pair leaves a hidden single (a direct hidden pair, 2.0): Sukaku Explainer rates
    // it 2.0/1.2/1.2.
    let p =
        grid(".................1.....2.3......3.2...4....5...6.1.....3......6.7..8...952.7.....");
    assert_eq!(singles_only(p.clone()), (true, true));
    let r = rate(&p);
    assert_eq!(r.to_string(), "2.0 easy direct_hidden_pair");
    assert_eq!(r.explainer(), [20, 12, 12]);
}

#[test]
fn aligned_pair_exclusion_puzzles_are_rated_6_2() {
    // Puzzles of the Sudoku Exchange bank that Sukaku Explainer rates 6.2/1.2/1.2 for an
    // aligned pair exclusion (its step logs; `serate --format="%r/%p/%d"`).
    for line in [
        "..2....151...89.7..9.2......8...365.....7.....516...2......7.8..1.36...447....1..",
        "..........89.1.32.347...186...495....1..8..4...2...5...........7.6.3.8.2.3.5.6.7.",
        "5.....2.1...93.5.......8.9...6...1..8..7.2..3..2...7...6.3.......5.19...4.1.....6",
        "5.4....8.3....5.....872....4......3...24.19...9......4....135.....9....1.1....7.2",
        "7459...3..8....9.4.9..3....57.......2.85731.9.......52....8..2.4.7....1..3...6495",
    ] {
        let r = rate(&grid(line));
        assert_eq!(r.to_string(), "6.2 hard aligned_pair_exclusion", "{line}");
        assert_eq!(r.explainer(), [62, 12, 12], "{line}");
    }
}

#[test]
fn tuvwxyz_wing_puzzles_are_rated_as_sukaku_explainer_rates_them() {
    // serate (362854e, default settings) tries its TUVWXYZ-wing (six cells, seven digits,
    // 7.5) after its forcing chains and before nishio: the two SudokuExplainer-ts fixtures
    // rated 7.5 by it (8.3 by cell and region chains without it), and a puzzle of the bank
    // (rated 8.2 there by an older SE) that serate rates 7.5/1.2/1.2 today.
    for (line, explainer) in [
        (
            "24...9..7..6.....3..16..45.8..3.12.............29.5..1.27..86..1.....7..4..7...89",
            [75, 12, 12],
        ),
        (
            "54.........724.5..9.....463...964.....5...6........1.281...7........578675.3.....",
            [75, 75, 26],
        ),
        (
            ".3.9.....7.....4..8.1...7.2.17.3....5.......6....2.14.2.4...3.1..8.....5.....8.2.",
            [75, 12, 12],
        ),
    ] {
        let r = rate(&grid(line));
        assert_eq!(r.to_string(), "7.5 fiendish tuvwxyz_wing", "{line}");
        assert_eq!(r.explainer(), explainer, "{line}");
    }
}

#[test]
fn a_uvwxyz_wing_puzzle_is_rated_6_6() {
    // Sukaku Explainer (SudokuMonster/SukakuExplainer at 362854e, default settings) rates
    // this puzzle 6.6/1.2/1.2: its hardest step is a UVWXYZ-wing on r2c3, r4c3, r6c3, r7c3,
    // r8c3 and r9c1 (its step log). The Sudoku Exchange bank says 7.0: it was rated by a
    // version without the wing.
    let r = rate(&grid(
        "...9.6...7..184..29.......8..........41.6.95.27.....83.2.....3.5...4...9..36.71..",
    ));
    assert_eq!(r.to_string(), "6.6 hard uvwxyz_wing");
    assert_eq!(r.explainer(), [66, 12, 12]);
}

#[test]
fn pattern_puzzles_agree_with_the_sudoku_crate() {
    // Puzzles of top1465 that the `sudoku` crate 0.8's StrategySolver (an independent
    // grader with the same patterns, tried in its own order) grades as needing at most the
    // named strategy; none of them falls to singles alone.
    for (line, want) in [
        (
            "...7....2.8....1...9.......7.6....3.....91...2............5.84.3..6........4..5..",
            "2.8 medium claiming",
        ),
        (
            "......41.9..3.....3...2.....48..7..........52.1.......5..2....6.7....8......9....",
            "3.6 medium naked_triple",
        ),
        (
            "9.....7.1.2.4...........5..7.1..5....8.....3.............82..4.1.9.........39....",
            "4.2 hard xy_wing",
        ),
    ] {
        let p = grid(line);
        assert!(!singles_only(p.clone()).0, "{line}");
        assert_eq!(rate(&p).to_string(), want, "{line}");
    }
}

#[test]
fn the_famous_hardest_puzzles_are_rated_as_sukaku_explainer_rates_them() {
    // Easter Monster, Golden Nugget and Arto Inkala's 2010 puzzle, with Sukaku Explainer's
    // ratings ER/EP/ED (serate, its default settings): its nested forcing chains rate them,
    // levels 2 and 3 the Easter Monster and Inkala's, level 4 (dynamic chains nested in
    // dynamic chains) the Golden Nugget's hardest steps. Nothing is left to nishio or guesses.
    for (line, explainer, hardest) in [
        (
            "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
            [116, 116, 108],
            Technique::NestedMultipleChain,
        ),
        (
            ".......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7.....",
            [119, 119, 113],
            Technique::NestedDynamicChain,
        ),
        (
            "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..",
            [106, 12, 12],
            Technique::NestedForcingChain,
        ),
    ] {
        let p = grid(line);
        let solution = solve(&p);
        assert_eq!(solution.rating.explainer(), explainer, "{line}");
        assert_eq!(solution.rating.hardest, Some(hardest), "{line}");
        assert_eq!(solution.rating.level, Level::Fiendish);
        assert_eq!(solution.counters.guesses, 0, "{line}");
        assert!(
            solution
                .steps
                .iter()
                .all(|s| s.technique != Technique::Nishio)
        );
        assert!(solution.solution().unwrap().solves(&p));
    }
}

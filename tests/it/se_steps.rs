//! Steps of the technique solver set beside Sukaku Explainer's own: for each technique, a
//! puzzle of the Sudoku Exchange bank (../shared/puzzles/se-rated.txt) and the step where
//! `serate` (SudokuMonster/SukakuExplainer at 362854e, default settings) first takes it. The
//! step's place, its cells and its eliminations are SE's: SE's step log (`--after="%s"`)
//! names the step, and the pencil marks it prints before and after it (`--before="%m"`,
//! `--after="%m"`) give what it took out, quoted beside each.

use dosdoku_sudoku::formats::parse_line;
use dosdoku_sudoku::human::solve;

/// Checks that step `k` (from 0) of the puzzle's solution reads `ours`.
fn step_is(puzzle: &str, k: usize, ours: &str) {
    let steps = solve(&parse_line(puzzle).unwrap()).steps;
    assert_eq!(steps[k].to_string(), ours, "{puzzle} step {}", k + 1);
}

#[test]
fn a_hidden_single_in_a_column_is_rated_1_5() {
    // SE: "Hidden Single: r4c4: 9 in column" (1.5).
    step_is(
        ".6..8....3276.....5.....37...6.7.5..4.......1..5.1.9...82.....3.....1689....9..2.",
        19,
        "hidden single: r4c4=9 (column 4)",
    );
}

#[test]
fn a_direct_hidden_triple_is_sukaku_explainers() {
    // SE: "Direct Hidden Triplet: Cells r2c7,r4c7,r6c7: 3,6,9 in column" (2.5), placing 2 in
    // r9c7.
    step_is(
        "....9.7..72.4.....9....3.62...3....71.9...4.55....8...65.2....9.....4.36..7.6....",
        20,
        "direct hidden triple: r9c7=2 (column 7; 3, 6, 9 only in r2c7, r4c7, r6c7)",
    );
}

#[test]
fn unique_rectangles_of_types_2_3_and_4_and_a_loop_are_sukaku_explainers() {
    // SE: "Unique Rectangle type 2: Cells r9c2,r7c2,r7c8,r9c8 on 2, 7" takes r7c1<>8.
    step_is(
        "2....9..6.6.5.8.1...7..39..342....6...........9....548..53..4...1.2.4.9.4..8....3",
        26,
        "unique loop: r7c1<>8 ({2,7} in r9c2, r7c2, r7c8, r9c8)",
    );
    // SE: "Unique Rectangle type 3: Cells r8c7,r8c9,r6c9,r6c7 on 4, 7" takes r6c1<>1,
    // r6c1<>5, r6c1<>9.
    step_is(
        "....7....8.6...2.9..78.23....21.38....84.71...3.....2...47.89...6..3..8.7...4...1",
        17,
        "unique loop: r6c1<>1, r6c1<>5, r6c1<>9 ({4,7} in r8c7, r8c9, r6c9, r6c7)",
    );
    // SE: "Unique Rectangle type 4: Cells r3c7,r3c9,r6c9,r6c7 on 9, 5" takes r3c9<>5,
    // r6c9<>5.
    step_is(
        "9.3...7.1..1...6...2.....8..9.....2...49.61...8.3.4.6.3...1...6.4.8.7.1.....4....",
        24,
        "unique loop: r3c9<>5, r6c9<>5 ({5,9} in r3c7, r3c9, r6c9, r6c7)",
    );
    // SE: "Unique Loop 6 type 2: Cells r1c9,r2c9,r2c2,r3c2,r3c5,r1c5 on 3, 5" (4.6) takes
    // r1c1<>8, r2c4<>8.
    step_is(
        ".9.7...6..........1.42.6..8..89..136.2.....5.963..87..3..1.96.2..........7...3.9.",
        33,
        "unique loop: r1c1<>8, r2c4<>8 ({3,5} in r1c9, r2c9, r2c2, r3c2, r3c5, r1c5)",
    );
}

#[test]
fn bugs_of_types_2_3_and_4_are_sukaku_explainers() {
    // SE: "BUG type 2: r8c2,r4c1,r5c1 on 8" (5.7) takes r4c2<>8, r5c2<>8, r8c1<>8.
    step_is(
        ".5.....3..31...24.4.7...5.6...9.2......6.1....4.538.9...52847......5....9.......8",
        35,
        "bug: r4c2<>8, r5c2<>8, r8c1<>8 ({8} in r8c2, r4c1, r5c1)",
    );
    // SE: "BUG type 3: r7c3,r7c6 on 2, 3" (5.8) takes r7c2<>2, r7c4<>3.
    step_is(
        "..92.67....5.1.3...........8.......5..1...2...6.9.5.3.....7.....83.6.19..5.4.9.7.",
        30,
        "bug: r7c2<>2, r7c4<>3 ({2,3} in r7c3, r7c6)",
    );
    // SE: "BUG type 4: r4c3,r6c3 on 6" (5.7) takes r4c3<>1, r6c3<>9.
    step_is(
        "...9...2.9.4..16...18...75..7..3...4...465...5...7..3..62...31...53..2.8.8...4...",
        35,
        "bug: r4c3<>1, r6c3<>9 ({1,9} in r4c3, r6c3)",
    );
}

#[test]
fn four_strong_links_and_a_vwxyz_wing_are_sukaku_explainers() {
    // SE: "Grouped 4 Strong links 40012: Cell r6c3,r4c2,r8c2,r9c1,r9c5,r1c5,r2c4,r2c1 on
    // value 6" (6.1) takes r3c3<>6.
    step_is(
        ".3.1..7......2.8.5......34.9...15..4.5..4..6.4..37...9.49......3.8.5......2..8.5.",
        22,
        "4 strong links: r3c3<>6 (row 2, column 5, box 7, box 4, box 2, row 9, column 2)",
    );
    // SE: "VWXYZ-Wing 1411: Cells r1c5,r1c6,r1c8,r1c9,r2c7 on value 8" (6.3) takes r1c7<>8,
    // r2c5<>8.
    step_is(
        "..61......1.5...62..8..2....3..1.4....93.86....4.5..3....7..2..82...5.1......63..",
        24,
        "vwxyz-wing: r1c7<>8, r2c5<>8 (r1c5, r1c6, r1c8, r1c9 hold 3, 4, 7, 8, 9; r2c7)",
    );
}

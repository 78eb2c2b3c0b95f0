//! Every puzzle of two public hard sets is solved, verified and proved unique.

use dosdoku::board::Grid;
use dosdoku::solver::{Outcome, Unwatched, count_solutions, solve};

/// The puzzles of a set in `../shared/puzzles/` (`#` comment and short lines skipped).
fn puzzles(name: &str) -> Vec<Grid> {
    let path = format!("{}/../shared/puzzles/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter(|l| !l.starts_with('#') && l.len() >= 81)
        .map(|l| {
            let mut cells = [0; 81];
            for (c, b) in cells.iter_mut().zip(l.bytes()) {
                *c = if b.is_ascii_digit() { b - b'0' } else { 0 };
            }
            Grid::from_cells(cells).unwrap()
        })
        .collect()
}

fn check_set(name: &str, expected: usize) {
    let set = puzzles(name);
    assert_eq!(set.len(), expected, "{name}");
    for p in &set {
        match solve(p, &mut Unwatched).0 {
            Outcome::Solved(g) => assert!(g.solves(p), "{name}: wrong solution for {p}"),
            _ => panic!("{name}: not solved: {p}"),
        }
        assert_eq!(count_solutions(p, 2), 1, "{name}: not unique: {p}");
    }
}

#[test]
fn solves_top1465() {
    check_set("top1465.txt", 1465);
}

#[test]
fn solves_hardest1106() {
    check_set("hardest1106.txt", 375);
}

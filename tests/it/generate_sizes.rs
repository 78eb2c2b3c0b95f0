//! `dosdoku generate --size` (issue 24): minimal puzzles of 4x4 and 16x16 boards (25x25
//! takes minutes, too long for a test), the same for a seed whatever the threads.

use crate::common::{code, dosdoku, stderr, stdout};
use dosdoku_sudoku::board::Grid;
use dosdoku_sudoku::formats::parse_line;
use dosdoku_sudoku::solver::count_solutions;

/// The puzzles on standard output.
fn grids(out: &str) -> Vec<Grid> {
    out.lines()
        .map(|l| parse_line(l).expect("a puzzle"))
        .collect()
}

/// Every given is needed: without any one of them the puzzle has several solutions.
fn assert_minimal(p: &Grid) {
    assert_eq!(count_solutions(p, 2), 1, "{p}");
    for i in (0..p.len()).filter(|&i| p.get(i) != 0) {
        let mut less = p.clone();
        less.set(i, 0);
        assert_eq!(count_solutions(&less, 2), 2, "{p} without cell {i}");
    }
}

#[test]
fn generate_size_four_and_sixteen_makes_minimal_puzzles_the_same_with_any_jobs() {
    for (side, count) in [("4", "6"), ("16", "2")] {
        let args = ["generate", "--size", side, "--seed", "5", "-n", count];
        let one = dosdoku(&[&args[..], &["--jobs", "1"]].concat(), "");
        assert_eq!(code(&one), 0, "{}", stderr(&one));
        let two = dosdoku(&[&args[..], &["--jobs", "2", "--minimal"]].concat(), "");
        assert_eq!(stdout(&one), stdout(&two));
        let made = grids(&stdout(&one));
        assert_eq!(made.len().to_string(), count);
        for p in &made {
            assert_eq!(p.side().to_string(), side);
            assert_minimal(p);
        }
        assert!(stderr(&one).contains(&format!("(minimal {side}x{side}), seed 5")));
    }
}

#[test]
fn generate_size_refuses_what_only_nine_by_nine_boards_take() {
    for extra in [
        ["--givens", "100"],
        ["--level", "hard"],
        ["--symmetry", "mirror"],
    ] {
        let out = dosdoku(
            &[&["generate", "--size", "16"][..], &extra[..]].concat(),
            "",
        );
        assert_eq!(code(&out), 2);
        assert!(
            stderr(&out).contains("--size 16 makes minimal puzzles"),
            "{}",
            stderr(&out)
        );
        assert_eq!(stdout(&out), "");
    }
    let out = dosdoku(&["generate", "--size", "12"], "");
    assert_eq!(code(&out), 2);
    assert!(stderr(&out).contains("'12' is not a board side: 4, 9, 16 or 25"));
}

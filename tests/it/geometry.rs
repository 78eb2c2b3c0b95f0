//! One geometry, owned by the board (`dosdoku_sudoku::board`): the digit-set convention and
//! the 9x9 cell count are written there once. This test reads the sources, so that a mask or a
//! loop over a 9x9 board's cells written again elsewhere fails here, with the file and line.

use std::fs;
use std::path::{Path, PathBuf};

/// The Rust files under `dir` (relative to the workspace), recursively, sorted.
fn sources(dir: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut todo = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join(dir)];
    while let Some(dir) = todo.pop() {
        for entry in fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                todo.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// Fails with `what` and the lines (`file:line: text`) of the code under `dirs` (tests left
/// out) that contain one of `words`, except in the files whose path ends with one of `allowed`.
fn assert_none(what: &str, dirs: &[&str], words: &[&str], allowed: &[&str]) {
    let mut out = Vec::new();
    for path in dirs.iter().flat_map(|d| sources(d)) {
        if allowed.iter().any(|a| path.ends_with(a)) {
            continue;
        }
        let text = fs::read_to_string(&path).expect("a readable source");
        let code = text.split("#[cfg(test)]").next().unwrap_or_default();
        for (n, line) in code.lines().enumerate() {
            let upper = line.to_uppercase();
            if words.iter().any(|w| upper.contains(w)) {
                out.push(format!("{}:{}: {}", path.display(), n + 1, line.trim()));
            }
        }
    }
    assert!(out.is_empty(), "{what}:\n{}", out.join("\n"));
}

#[test]
fn the_all_digits_mask_is_written_once_with_one_bit_convention() {
    // The bitboard backtracker (solver/*.rs outside any_size) is left out: its 0x1FF are the
    // nine cells of a row, not digits.
    let dirs = [
        "crates/sudoku/src/board",
        "crates/sudoku/src/formats",
        "crates/sudoku/src/generate",
        "crates/sudoku/src/human",
        "crates/sudoku/src/solver/any_size",
        "crates/sudoku/src/source",
        "crates/agents/src",
        "crates/history/src",
        "src",
    ];
    let what = "a digit mask written outside board::Digits";
    assert_none(what, &dirs, &["0X1FF", "0X3FE"], &["board/digit.rs"]);
}

#[test]
fn size_general_code_has_no_nine_by_nine_loops() {
    let dirs = [
        "crates/sudoku/src/board",
        "crates/sudoku/src/solver/any_size",
        "crates/sudoku/src/source",
        "crates/agents/src/run",
    ];
    // board/nine.rs holds the 9x9 tables and says so.
    let what = "a loop over a 9x9 board's cells in code for every size";
    assert_none(what, &dirs, &["0..81", "0..=80"], &["board/nine.rs"]);
}

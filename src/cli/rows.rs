//! `solve --rows`: each puzzle and its result in the LMC blog's form, one line per row like
//! `Row:  1 -   *  1  8    *  *  9    2  *  *` (a blank is `*`, a wider gap between boxes, a
//! blank line between bands; the board's own symbols on 4x4, 16x16 and 25x25 boards).

use dosdoku_sudoku::board::{Grid, symbol};

/// The rows of `grid` in the blog's form, a blank line between bands.
pub fn grid_rows(grid: &Grid) -> String {
    let (n, side) = (grid.box_size(), grid.side());
    let mut out = String::with_capacity((side + n) * (12 + 3 * side + 2 * n));
    for r in 0..side {
        if r > 0 && r % n == 0 {
            out.push('\n');
        }
        out += &format!("Row: {:>2} - ", r + 1);
        for c in 0..side {
            if c > 0 && c % n == 0 {
                out.push_str("  ");
            }
            let cell = match grid.get(r * side + c) {
                0 => '*',
                d => symbol(n, d),
            };
            out += &format!("{cell:>3}");
        }
        out.push('\n');
    }
    out
}

/// One puzzle's block: the puzzle's rows, a blank line, the rows of the board as the run left
/// it (the solution, or the cells it filled when unsolved).
pub fn puzzle_block(puzzle: &Grid, result: &Grid) -> String {
    format!("{}\n{}", grid_rows(puzzle), grid_rows(result))
}

/// What goes between two puzzles' blocks: two blank lines.
pub const BETWEEN_PUZZLES: &str = "\n\n";

#[cfg(test)]
mod tests {
    use super::*;
    use dosdoku_sudoku::formats::parse_line;

    #[test]
    fn rows_have_the_blog_spacing() {
        let grid = parse_line(
            ".18..92.....................................................................5...9",
        )
        .unwrap();
        let rows = grid_rows(&grid);
        let lines: Vec<&str> = rows.lines().collect();
        assert_eq!(lines.len(), 11);
        assert_eq!(lines[0], "Row:  1 -   *  1  8    *  *  9    2  *  *");
        assert_eq!((lines[3], lines[7]), ("", ""));
        assert_eq!(lines[10], "Row:  9 -   *  *  *    *  5  *    *  *  9");
        let block = puzzle_block(&grid, &grid);
        assert_eq!(block.lines().count(), 23);
        assert_eq!(block.lines().nth(11), Some(""));
    }

    #[test]
    fn other_sizes_have_their_own_rows_and_symbols() {
        let small = parse_line(".2..4.....3..1..").unwrap();
        assert_eq!(
            grid_rows(&small),
            "Row:  1 -   *  2    *  *\nRow:  2 -   4  *    *  *\n\n\
             Row:  3 -   *  *    3  *\nRow:  4 -   *  1    *  *\n"
        );
        let mut line = ".".repeat(256);
        line.replace_range(15..16, "G");
        let rows = grid_rows(&parse_line(&line).unwrap());
        assert_eq!(rows.lines().count(), 16 + 3);
        assert!(rows.starts_with("Row:  1 -   *  *  *  *    *"));
        assert!(rows.lines().next().unwrap().ends_with("*  *  *  G"));
    }
}

//! `solve --rows`: each puzzle and its result in the LMC blog's form, nine rows of
//! `Row:  1 -   *  1  8    *  *  9    2  *  *` (a blank is `*`, a wider gap between 3x3
//! grids, a blank line between bands).

use crate::board::Grid;

/// The nine rows of `grid` in the blog's form, a blank line after the first and second band.
pub fn grid_rows(grid: &Grid) -> String {
    let mut out = String::with_capacity(11 * 44);
    for r in 0..9 {
        if r == 3 || r == 6 {
            out.push('\n');
        }
        out += &format!("Row: {:>2} - ", r + 1);
        for c in 0..9 {
            if c == 3 || c == 6 {
                out.push_str("  ");
            }
            let cell = match grid.get(r * 9 + c) {
                0 => '*',
                d => char::from(b'0' + d),
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
    use crate::formats::parse_line;

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
}

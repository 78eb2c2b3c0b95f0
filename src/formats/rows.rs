//! Nine rows of nine: the `.sdk` grid and the Simple Sudoku `.ss` grid with its borders.

use super::PuzzleError;
use super::cell::{bad_char, cell_value, without_clash};
use crate::board::Grid;
use crate::text::count;

/// A grid of nine rows read one content line at a time (blank and `#` lines already dropped),
/// in constant memory.
///
/// Spaces, tabs and `|` between cells are ignored; border lines (see [`is_border`]) are skipped.
pub(crate) struct Rows {
    grid: Grid,
    row_lines: [usize; 9],
    rows: usize,
    last: usize,
}

impl Rows {
    /// No row read yet.
    pub(crate) fn new() -> Rows {
        Rows {
            grid: Grid::EMPTY,
            row_lines: [0; 9],
            rows: 0,
            last: 0,
        }
    }

    /// Takes content line `n`; an error is the grid's, and the lines after it do not matter.
    pub(crate) fn push(&mut self, n: usize, line: &str) -> Result<(), PuzzleError> {
        self.last = n;
        if is_border(line) {
            return Ok(());
        }
        if self.rows == 9 {
            return Err(PuzzleError::new("a 10th row, but a grid has 9 rows").at_line(n));
        }
        read_row(line, self.rows, &mut self.grid).map_err(|e| e.at_line(n))?;
        self.row_lines[self.rows] = n;
        self.rows += 1;
        Ok(())
    }

    /// The grid, once the input has ended.
    pub(crate) fn finish(self) -> Result<Grid, PuzzleError> {
        if self.rows < 9 {
            let found = count(self.rows as u64, "row");
            return Err(
                PuzzleError::new(format!("the grid ends after {found}, it needs 9"))
                    .at_line(self.last),
            );
        }
        let row_lines = self.row_lines;
        without_clash(self.grid)
            .map_err(|c| PuzzleError::from_clash(c).at_line(row_lines[c.second / 9]))
    }
}

/// True for a line drawn only with `-` `+` `*` `|` (and spaces) that cannot be a row of nine
/// blanks: it has a `+`, or more than nine `-` and `*`. `*-----------*` and `|---+---+---|`
/// are borders; `---------` is a row.
fn is_border(line: &str) -> bool {
    let drawn = |b: &u8| matches!(b, b'-' | b'+' | b'*' | b'|' | b' ' | b'\t');
    let bytes = line.as_bytes();
    bytes.iter().all(drawn)
        && (bytes.contains(&b'+') || bytes.iter().filter(|&&b| b == b'-' || b == b'*').count() > 9)
}

/// Reads row `r` (0..9) from `line` into `grid`.
fn read_row(line: &str, r: usize, grid: &mut Grid) -> Result<(), PuzzleError> {
    let mut k = 0;
    for (i, &b) in line.as_bytes().iter().enumerate() {
        match cell_value(b) {
            Some(v) => {
                if k < 9 && v != 0 {
                    grid.set(r * 9 + k, v);
                }
                k += 1;
            }
            None if matches!(b, b' ' | b'\t' | b'|') => {}
            None => return Err(bad_char(line, i)),
        }
    }
    if k == 9 {
        Ok(())
    } else {
        Err(PuzzleError::new(format!(
            "expected 9 cells in this row of the grid, found {k}"
        )))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::text::content_lines;

    /// Reads one grid from its content lines (blank and `#` lines already dropped).
    ///
    /// Spaces, tabs and `|` between cells are ignored; border lines (see [`is_border`]) are skipped.
    fn read_rows<'a>(lines: impl Iterator<Item = (usize, &'a str)>) -> Result<Grid, PuzzleError> {
        let mut rows = Rows::new();
        for (n, line) in lines {
            rows.push(n, line)?;
        }
        rows.finish()
    }

    fn read(text: &str) -> Result<Grid, PuzzleError> {
        read_rows(content_lines(text))
    }

    const SDK: &str = "#A someone\n#D a puzzle\n4...3....\n...6..8..\n........1\n\
        ....5..9.\n.8....6..\n.7.2.....\n...1.27..\n5.3....4.\n9........\n";
    const LINE: &str =
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

    #[test]
    fn reads_sdk_with_metadata_and_spaces() {
        assert_eq!(read(SDK).unwrap().to_line(), LINE);
        let spaced = SDK.replace("4...3....", "4 . . . 3 . . . .");
        assert_eq!(read(&spaced).unwrap().to_line(), LINE);
    }

    #[test]
    fn reads_simple_sudoku_with_borders() {
        let ss = "*-----------*\n|4..|.3.|...|\n|...|6..|8..|\n|...|...|..1|\n|---+---+---|\n\
            |...|.5.|.9.|\n|.8.|...|6..|\n|.7.|2..|...|\n|---+---+---|\n|...|1.2|7..|\n\
            |5.3|...|.4.|\n|9..|...|...|\n*-----------*\n";
        assert_eq!(read(ss).unwrap().to_line(), LINE);
    }

    #[test]
    fn a_row_of_dashes_is_nine_blanks() {
        let text = SDK
            .replace("........1", "---------")
            .replace("1.27", "1-27");
        let g = read(&text).unwrap();
        assert_eq!((0..9).map(|c| g.get(18 + c)).sum::<u8>(), 0);
        assert!(is_border("+-------+-------+-------+"));
        assert!(!is_border("***|***|***"));
    }

    #[test]
    fn errors_name_the_line() {
        let short = SDK.replace("....5..9.", "....5..9");
        assert_eq!(
            read(&short).unwrap_err().to_string(),
            "line 6: expected 9 cells in this row of the grid, found 8"
        );
        let bad = SDK.replace("....5..9.", "....5..9x");
        assert_eq!(bad_column(&bad), (Some(6), Some(9)));
        let few = SDK.replace("9........\n", "");
        assert_eq!(
            read(&few).unwrap_err().to_string(),
            "line 10: the grid ends after 8 rows, it needs 9"
        );
        let many = format!("{SDK}.........\n");
        assert_eq!(
            read(&many).unwrap_err().to_string(),
            "line 12: a 10th row, but a grid has 9 rows"
        );
    }

    fn bad_column(text: &str) -> (Option<usize>, Option<usize>) {
        let e = read(text).unwrap_err();
        (e.line(), e.column())
    }

    #[test]
    fn a_clash_names_the_line_of_its_second_cell() {
        let clash = SDK.replace("5.3....4.", "5.3....44");
        assert_eq!(
            read(&clash).unwrap_err().to_string(),
            "line 10: two 4s in row 8: r8c8 and r8c9"
        );
        let column = SDK.replace("9........", "9...3....");
        assert_eq!(
            read(&column).unwrap_err().to_string(),
            "line 11: two 3s in column 5: r1c5 and r9c5"
        );
    }
}

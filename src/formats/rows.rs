//! The grid form: n*n rows of n*n cells (nine rows of nine for a 9x9 board, as in `.sdk`),
//! and the Simple Sudoku `.ss` grid with its borders. The first row's length tells the size.

use super::PuzzleError;
use super::cell::{bad_char_of, without_clash};
use crate::board::{Grid, Shape, is_cell_char, value_of};
use crate::text::count;

/// A grid read one content line at a time (blank and `#` lines already dropped).
///
/// Spaces, tabs and `|` between cells are ignored; border lines (see [`is_border`]) are skipped.
/// The first row has 4, 9, 16 or 25 cells, and the grid as many rows.
pub(crate) struct Rows {
    /// The box size, once the first row is read.
    n: Option<usize>,
    values: Vec<u8>,
    row_lines: Vec<usize>,
    last: usize,
}

impl Rows {
    /// No row read yet.
    pub(crate) fn new() -> Rows {
        Rows {
            n: None,
            values: Vec::with_capacity(81),
            row_lines: Vec::with_capacity(9),
            last: 0,
        }
    }

    /// Takes content line `n`; an error is the grid's, and the lines after it do not matter.
    pub(crate) fn push(&mut self, n: usize, line: &str) -> Result<(), PuzzleError> {
        self.last = n;
        let side = self.n.map_or(9, |b| b * b);
        if is_border(line, side) {
            return Ok(());
        }
        let rows = self.row_lines.len();
        if self.n.is_some() && rows == side {
            return Err(PuzzleError::new(format!(
                "a {} row, but a grid has {side} rows",
                crate::text::ordinal(side as u64 + 1)
            ))
            .at_line(n));
        }
        let cells = row_cells(line).map_err(|at| bad_char_of(line, at, self.n).at_line(n))?;
        let box_size = match self.n {
            Some(b) if cells.len() == b * b => b,
            Some(b) => {
                return Err(PuzzleError::new(format!(
                    "expected {} cells in this row of the grid, found {}",
                    b * b,
                    cells.len()
                ))
                .at_line(n));
            }
            None => Shape::box_size_of_side(cells.len()).ok_or_else(|| {
                PuzzleError::new(format!(
                    "expected 4, 9, 16 or 25 cells in this row of the grid, found {}",
                    cells.len()
                ))
                .at_line(n)
            })?,
        };
        self.n = Some(box_size);
        for at in cells {
            let v = value_of(box_size, line.as_bytes()[at])
                .ok_or_else(|| bad_char_of(line, at, Some(box_size)).at_line(n))?;
            self.values.push(v);
        }
        self.row_lines.push(n);
        Ok(())
    }

    /// The grid, once the input has ended.
    pub(crate) fn finish(self) -> Result<Grid, PuzzleError> {
        let side = self.n.map_or(9, |b| b * b);
        if self.row_lines.len() < side {
            let found = count(self.row_lines.len() as u64, "row");
            return Err(
                PuzzleError::new(format!("the grid ends after {found}, it needs {side}"))
                    .at_line(self.last),
            );
        }
        let n = self.n.expect("a row was read");
        let grid = Grid::from_values(n, &self.values).expect("values of the size read");
        let row_lines = self.row_lines;
        without_clash(grid).map_err(|c| {
            let line = row_lines[c.clash.second / side];
            PuzzleError::from_clash(c).at_line(line)
        })
    }
}

/// True for a line drawn only with `-` `+` `*` `|` (and spaces) that cannot be a row of blanks
/// of a grid of side `side`: it has a `+`, or more than `side` `-` and `*`. `*-----------*` and
/// `|---+---+---|` are borders; `---------` is a row of a 9x9 grid.
fn is_border(line: &str, side: usize) -> bool {
    let drawn = |b: &u8| matches!(b, b'-' | b'+' | b'*' | b'|' | b' ' | b'\t');
    let bytes = line.as_bytes();
    bytes.iter().all(drawn)
        && (bytes.contains(&b'+')
            || bytes.iter().filter(|&&b| b == b'-' || b == b'*').count() > side)
}

/// Where the cells of a row are (byte offsets), or where its first bad character is.
fn row_cells(line: &str) -> Result<Vec<usize>, usize> {
    let mut cells = Vec::with_capacity(25);
    for (i, &b) in line.as_bytes().iter().enumerate() {
        if is_cell_char(b) {
            cells.push(i);
        } else if !matches!(b, b' ' | b'\t' | b'|') {
            return Err(i);
        }
    }
    Ok(cells)
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
        assert!(is_border("+-------+-------+-------+", 9));
        assert!(!is_border("***|***|***", 9));
        assert!(!is_border("----------------", 16));
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

    #[test]
    fn sixteen_and_four_by_four_grids_with_separators() {
        let rows = [
            "1 2 | 3 4",
            "3 4 | . .",
            "----+----",
            ". 1 | . 3",
            "4 3 | 2 1",
        ];
        let g = read(&rows.join("\n")).unwrap();
        assert_eq!(g.to_line(), "123434...1.34321");
        let mut text = String::from("+----+----+----+----+\n");
        for r in 0..16 {
            let row: String = (0..16)
                .map(|c| {
                    if c == r {
                        crate::board::symbol(4, (r + 1) as u8)
                    } else {
                        '.'
                    }
                })
                .collect();
            text += &format!(
                "|{}|{}|{}|{}|\n",
                &row[..4],
                &row[4..8],
                &row[8..12],
                &row[12..]
            );
        }
        let g = read(&text).unwrap();
        assert_eq!((g.box_size(), g.get(0), g.get(255)), (4, 1, 16));
        let short = text.replacen("|...G|", "|...|", 1);
        assert_eq!(
            read(&short).unwrap_err().to_string(),
            "line 17: expected 16 cells in this row of the grid, found 15"
        );
        let many = format!("{text}................\n");
        assert_eq!(
            read(&many).unwrap_err().to_string(),
            "line 18: a 17th row, but a grid has 16 rows"
        );
        assert_eq!(
            read("12345\n").unwrap_err().to_string(),
            "line 1: expected 4, 9, 16 or 25 cells in this row of the grid, found 5"
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

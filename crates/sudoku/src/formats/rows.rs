//! The grid form: n*n rows of n*n cells (nine rows of nine for a 9x9 board, as in `.sdk`),
//! the Simple Sudoku `.ss` and Sudoku Explainer grids, and HoDoKu's printed grids, of values
//! or of candidate lists (pencil marks), with their borders. The first row's length tells
//! the size.

use super::cell::{bad_char_of, without_clash};
use super::marks::{PencilMarks, parse_marks};
use super::{Entry, PuzzleError};
use crate::board::{Grid, Shape, is_cell_char, value_of};
use crate::text::count;

/// A grid read one content line at a time (blank and `#` lines already dropped).
///
/// Spaces, tabs and `|` between cells are ignored; border lines (see [`is_border`]) are
/// skipped. The first row has 4, 9, 16 or 25 cells, and the grid as many rows. In a 9x9
/// grid, a row of nine candidate lists set apart by spaces or `|` (`| 4 1269 12 | ...`, as
/// HoDoKu prints pencil marks) makes the grid one of pencil marks.
pub(crate) struct Rows {
    /// The box size, once the first row is read.
    n: Option<usize>,
    values: Vec<u8>,
    /// Per cell, its candidates (bit `d - 1` for digit `d`): a value alone, a blank all nine.
    candidates: Vec<u16>,
    /// True once a row of candidate lists was read.
    marks: bool,
    row_lines: Vec<usize>,
    last: usize,
}

impl Rows {
    /// No row read yet.
    pub(crate) fn new() -> Rows {
        Rows {
            n: None,
            values: Vec::with_capacity(81),
            candidates: Vec::with_capacity(81),
            marks: false,
            row_lines: Vec::with_capacity(9),
            last: 0,
        }
    }

    /// Takes content line `n`; an error is the grid's, and the lines after it do not matter.
    pub(crate) fn push(&mut self, n: usize, line: &str) -> Result<(), PuzzleError> {
        self.last = n;
        if is_border(line, self.n.map(|b| b * b)) {
            return Ok(());
        }
        let side = self.n.map_or(9, |b| b * b);
        let rows = self.row_lines.len();
        if self.n.is_some() && rows == side {
            return Err(PuzzleError::new(format!(
                "a {} row, but a grid has {side} rows",
                crate::text::ordinal(side as u64 + 1)
            ))
            .at_line(n));
        }
        if self.n.is_none_or(|b| b == 3)
            && let Some(lists) = candidate_lists(line)
        {
            self.n = Some(3);
            self.marks = true;
            self.candidates.extend(lists);
            self.row_lines.push(n);
            return Ok(());
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
            if box_size == 3 {
                self.candidates
                    .push(if v == 0 { 0x1FF } else { 1 << (v - 1) });
            }
        }
        self.row_lines.push(n);
        Ok(())
    }

    /// The grid's entry, starting on line `first`, once the input has ended. A grid of pencil
    /// marks is read as such when `marks` asks for them, else refused.
    pub(crate) fn entry(self, first: usize, marks: bool) -> Entry {
        if !self.marks {
            return Entry {
                line: first,
                puzzle: self.finish(),
                marks: None,
            };
        }
        let read = match self.complete() {
            Err(e) => Err(e),
            Ok(()) if !marks => Err(PuzzleError::new(
                "a grid of pencil marks (candidate lists), not a puzzle: explain, rate, \
                 solutions and solve --agent human read them",
            )
            .at_line(first)),
            Ok(()) => {
                let cells = self.candidates.try_into().expect("81 cells in a 9x9 grid");
                // Read back as a line, so the grid is checked as every line of marks is.
                parse_marks(&PencilMarks::from_cells(cells).to_line()).map_err(|e| e.at_line(first))
            }
        };
        Entry::of_marks(first, read)
    }

    /// `Err` when the grid has fewer rows than its side.
    fn complete(&self) -> Result<(), PuzzleError> {
        let side = self.n.map_or(9, |b| b * b);
        if self.row_lines.len() < side {
            let found = count(self.row_lines.len() as u64, "row");
            return Err(
                PuzzleError::new(format!("the grid ends after {found}, it needs {side}"))
                    .at_line(self.last),
            );
        }
        Ok(())
    }

    /// The grid of values, once the input has ended.
    pub(crate) fn finish(self) -> Result<Grid, PuzzleError> {
        self.complete()?;
        let side = self.n.map_or(9, |b| b * b);
        let n = self.n.expect("a row was read");
        let grid = Grid::from_values(n, &self.values).expect("values of the size read");
        let row_lines = self.row_lines;
        without_clash(grid).map_err(|c| {
            let line = row_lines[c.clash.second / side];
            PuzzleError::from_clash(c).at_line(line)
        })
    }
}

/// The candidates of a row of nine candidate lists (`| 4 1269 12 | 1789 3 ...`): nine words
/// of digits 1-9, set apart by spaces, tabs or `|`, at least one of them more than one digit
/// long (a row of single digits is a row of values). `None` for any other line.
fn candidate_lists(line: &str) -> Option<Vec<u16>> {
    let words: Vec<&str> = line
        .split([' ', '\t', '|'])
        .filter(|w| !w.is_empty())
        .collect();
    if words.len() != 9 || words.iter().all(|w| w.len() == 1) {
        return None;
    }
    words
        .iter()
        .map(|w| {
            w.bytes().try_fold(0u16, |mask, b| match b {
                b'1'..=b'9' if mask & 1 << (b - b'1') == 0 => Some(mask | 1 << (b - b'1')),
                _ => None,
            })
        })
        .collect()
}

/// True for a line drawn only with `-` and the corners and edges `+` `*` `|` `.` `:` `'`
/// (and spaces) that is not a row of blank cells in a grid of side `side` (`None` before the
/// first row):
/// - with a `+`, `:` or `'`, which no row holds: `|---+---+---|`, `:-------+-------:`;
/// - not when it is `side` blanks (`-`, `*` and `.`), with `|` between them or not:
///   `---------` and `|---|---|---|` are rows of a 9x9 grid;
/// - shaped as a border, runs of three or more `-` between the corners `.` `*`, a corner at
///   each end and no `|`: `*-----------*`, `.-------.-------.-------.` (even before the
///   first row, though it is 25 blanks);
/// - else when it has no `.` and more `-` and `*` than the side (before the first row: more
///   than nine, and not 16 or 25, the width of a row of a 16x16 or 25x25 grid).
pub(crate) fn is_border(line: &str, side: Option<usize>) -> bool {
    let line = line.trim_matches([' ', '\t']);
    let drawn = |b: u8| {
        matches!(
            b,
            b'-' | b'+' | b'*' | b'|' | b'.' | b':' | b'\'' | b' ' | b'\t'
        )
    };
    if line.is_empty() || !line.bytes().all(drawn) {
        return false;
    }
    if line.contains(['+', ':', '\'']) {
        return true;
    }
    let blanks = line
        .bytes()
        .filter(|b| matches!(b, b'-' | b'*' | b'.'))
        .count();
    if side == Some(blanks) {
        return false;
    }
    if shaped(line) {
        return true;
    }
    !line.contains('.')
        && match side {
            Some(side) => blanks > side,
            None => blanks > 9 && blanks != 16 && blanks != 25,
        }
}

/// True for runs of three or more `-` between the corners `.` and `*`, a corner at each end.
fn shaped(line: &str) -> bool {
    let corner = |c: char| matches!(c, '.' | '*');
    let inner = match line
        .strip_prefix(corner)
        .and_then(|l| l.strip_suffix(corner))
    {
        Some(inner) => inner,
        None => return false,
    };
    inner
        .split(corner)
        .all(|run| run.len() >= 3 && run.bytes().all(|b| b == b'-'))
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
        assert!(is_border("+-------+-------+-------+", Some(9)));
        assert!(!is_border("***|***|***", Some(9)));
        assert!(!is_border("|---|---|---|", Some(9)));
        assert!(!is_border("|---|---|---|", None));
        assert!(!is_border("----------------", Some(16)));
        assert!(!is_border("----------------", None));
        assert!(!is_border(&"-".repeat(25), None));
        assert!(is_border(&"-".repeat(20), None));
        for border in [
            "*-----------*",
            ".-------.-------.-------.",
            ":-------+-------+-------:",
            "'-------'-------'-------'",
            "  |---+---+---|  ",
        ] {
            assert!(is_border(border, None), "{border}");
            assert!(is_border(border, Some(9)), "{border}");
        }
        assert!(!is_border("..-.......", None), "a short row is a row");
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

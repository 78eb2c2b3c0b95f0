//! The 2009 Visual Basic format: 81 lines in reading order, each a quoted value, `"5"` or `""`.

use super::PuzzleError;
use super::cell::{bad_char, cell_value, without_clash};
use super::text::is_content;
use crate::board::{CellName, Grid};
use crate::text::count;

/// A Visual Basic grid read one line at a time, in constant memory. Lines before the first
/// cell may be blank or `#` comments, lines after the 81st must be blank. Spaces around a
/// quoted value are allowed.
pub(crate) struct Vb {
    grid: Grid,
    cell_lines: [usize; 81],
    cells: usize,
    /// The first blank line after a cell, if any.
    blank: Option<usize>,
    last: usize,
    started: bool,
}

impl Vb {
    /// No line read yet.
    pub(crate) fn new() -> Vb {
        Vb {
            grid: Grid::EMPTY,
            cell_lines: [0; 81],
            cells: 0,
            blank: None,
            last: 0,
            started: false,
        }
    }

    /// Takes line `n`; an error is the grid's, and the lines after it do not matter.
    pub(crate) fn push(&mut self, n: usize, line: &str) -> Result<(), PuzzleError> {
        if !self.started {
            if !is_content(line) {
                return Ok(());
            }
            self.started = true;
        }
        if line.trim().is_empty() {
            self.blank = self.blank.or(Some(n));
            return Ok(());
        }
        if self.cells == 81 {
            return Err(
                PuzzleError::new("more than 81 lines of cells, the grid is full").at_line(n),
            );
        }
        if let Some(b) = self.blank {
            let problem = format!(
                "an empty line where cell {} should be (use \"\" for a blank)",
                CellName::nine(self.cells)
            );
            return Err(PuzzleError::new(problem).at_line(b));
        }
        let v = read_cell(line).map_err(|e| e.at_line(n))?;
        if v != 0 {
            self.grid.set(self.cells, v);
        }
        self.cell_lines[self.cells] = n;
        self.cells += 1;
        self.last = n;
        Ok(())
    }

    /// The grid, once the input has ended.
    pub(crate) fn finish(self) -> Result<Grid, PuzzleError> {
        if self.cells < 81 {
            let problem = format!(
                "the file ends after {}; this format has 81 lines, one per cell",
                count(self.cells as u64, "cell")
            );
            return Err(PuzzleError::new(problem).at_line(self.last));
        }
        let cell_lines = self.cell_lines;
        without_clash(self.grid).map_err(|c| {
            let line = cell_lines[c.clash.second];
            PuzzleError::from_clash(c).at_line(line)
        })
    }
}

/// Reads one quoted value: `"5"` is 5, `""` (or a quoted blank such as `"."`) is 0.
fn read_cell(line: &str) -> Result<u8, PuzzleError> {
    let start = line.len() - line.trim_start_matches([' ', '\t']).len();
    match line.trim_matches([' ', '\t']).as_bytes() {
        [b'"', b'"'] => Ok(0),
        [b'"', c, b'"'] => cell_value(*c).ok_or_else(|| bad_char(line, start + 1)),
        [b'"', c, ..] if *c != b'"' && cell_value(*c).is_none() => Err(bad_char(line, start + 1)),
        _ => Err(
            PuzzleError::new("expected one cell as a quoted value, \"5\" or \"\"")
                .at_column(start + 1),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::text::numbered_lines;

    /// Reads one grid from numbered lines; lines before the first cell may be blank or `#`
    /// comments, lines after the 81st must be blank. Spaces around a quoted value are allowed.
    fn read_vb<'a>(lines: impl Iterator<Item = (usize, &'a str)>) -> Result<Grid, PuzzleError> {
        let mut vb = Vb::new();
        for (n, line) in lines {
            vb.push(n, line)?;
        }
        vb.finish()
    }

    fn vb(cells: &[(usize, &str)]) -> String {
        let mut lines = vec!["\"\""; 81];
        for &(i, v) in cells {
            lines[i] = v;
        }
        lines.join("\n") + "\n"
    }

    fn read(text: &str) -> Result<Grid, PuzzleError> {
        read_vb(numbered_lines(text))
    }

    #[test]
    fn reads_quoted_cells_in_reading_order() {
        let g = read(&vb(&[(0, "\"5\""), (80, " \"9\"\t")])).unwrap();
        assert_eq!((g.get(0), g.get(80), g.filled()), (5, 9, 2));
        let crlf = vb(&[(3, "\"7\"")]).replace('\n', "\r\n");
        assert_eq!(read(&format!("\r\n{crlf}\r\n")).unwrap().get(3), 7);
    }

    #[test]
    fn a_bad_line_is_named() {
        let e = read(&vb(&[(4, "\"x\"")])).unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 5, column 2: 'x' is not a digit or a blank (use 1-9, or . 0 * _ - for a blank)"
        );
        for bad in ["5", "\"55\"", "\"5", "\"", "\"\"x", "#"] {
            let e = read(&vb(&[(6, bad)])).unwrap_err();
            assert_eq!(
                e.to_string(),
                "line 7, column 1: expected one cell as a quoted value, \"5\" or \"\""
            );
        }
        let e = read(&vb(&[(6, "  \"\"\"")])).unwrap_err();
        assert_eq!((e.line(), e.column()), (Some(7), Some(4)));
    }

    #[test]
    fn the_count_of_lines_must_be_81() {
        let short: String = vb(&[]).lines().skip(1).map(|l| format!("{l}\n")).collect();
        let e = read(&short).unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 80: the file ends after 80 cells; this format has 81 lines, one per cell"
        );
        let long = vb(&[]) + "\"\"\n";
        assert_eq!(read(&long).unwrap_err().line(), Some(82));
        let gap = vb(&[]).replacen("\"\"\n", "\"\"\n\n", 2);
        assert_eq!(
            read(&gap).unwrap_err().to_string(),
            "line 2: an empty line where cell r1c2 should be (use \"\" for a blank)"
        );
    }

    #[test]
    fn a_clash_names_the_line_of_its_second_cell() {
        let e = read(&vb(&[(30, "\"4\""), (50, "\"4\"")])).unwrap_err();
        assert_eq!(e.to_string(), "line 51: two 4s in grid 5: r4c4 and r6c6");
    }
}

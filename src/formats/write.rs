//! Writing a grid in each format.

use super::Format;
use crate::board::Grid;

/// Writes a grid in a format (Line: 81 chars with '.' blanks, no newline; the others as multi-line text ending in a newline).
pub fn write(grid: &Grid, format: Format) -> String {
    match format {
        Format::Line => grid.to_line(),
        Format::Sdk => rows(grid, "", "", "").concat(),
        Format::SimpleSudoku => {
            let rows = rows(grid, "|", "|", "|");
            let mut out = String::from("*-----------*\n");
            for (r, row) in rows.iter().enumerate() {
                if r == 3 || r == 6 {
                    out.push_str("|---+---+---|\n");
                }
                out.push_str(row);
            }
            out + "*-----------*\n"
        }
        Format::VisualBasic => grid
            .cells()
            .iter()
            .map(|&d| {
                if d == 0 {
                    "\"\"\n".to_string()
                } else {
                    format!("\"{d}\"\n")
                }
            })
            .collect(),
    }
}

/// The nine rows, `.` for a blank, each with `left`, `mid` between stacks, `right` and a newline.
fn rows(grid: &Grid, left: &str, mid: &str, right: &str) -> Vec<String> {
    let line = grid.to_line();
    (0..9)
        .map(|r| {
            let row = &line[r * 9..r * 9 + 9];
            format!(
                "{left}{}{mid}{}{mid}{}{right}\n",
                &row[..3],
                &row[3..6],
                &row[6..]
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Grid {
        let mut g = Grid::EMPTY;
        g.set(0, 5);
        g.set(10, 3);
        g.set(80, 9);
        g
    }

    #[test]
    fn writes_each_format() {
        let g = sample();
        assert_eq!(write(&g, Format::Line), g.to_line());
        let sdk = write(&g, Format::Sdk);
        assert!(sdk.starts_with("5........\n.3.......\n"));
        assert_eq!(sdk.lines().count(), 9);
        let ss = write(&g, Format::SimpleSudoku);
        assert!(ss.starts_with(
            "*-----------*\n|5..|...|...|\n|.3.|...|...|\n|...|...|...|\n|---+---+---|\n"
        ));
        assert!(ss.ends_with("|...|...|..9|\n*-----------*\n"));
        assert_eq!(ss.lines().count(), 13);
        let vb = write(&g, Format::VisualBasic);
        assert!(vb.starts_with("\"5\"\n\"\"\n"));
        assert!(vb.ends_with("\"\"\n\"9\"\n"));
        assert_eq!(vb.lines().count(), 81);
    }
}

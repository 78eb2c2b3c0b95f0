//! Writing a grid in each format.

use super::Format;
use crate::board::Grid;

/// Writes a grid in a format, in its size's symbols with `.` for a blank. Line: the n^4
/// characters, no newline; Sdk: n*n lines of n*n; SimpleSudoku: the same with `|` between
/// boxes and border lines; VisualBasic: one quoted value per line (the 9x9 program's files).
pub fn write(grid: &Grid, format: Format) -> String {
    match format {
        Format::Line => grid.to_line(),
        Format::Sdk => rows(grid, "", "", "").concat(),
        Format::SimpleSudoku => {
            let n = grid.box_size();
            let dashes = "-".repeat(n);
            let stacks = vec![dashes.as_str(); n];
            let edge = format!("*{}*\n", "-".repeat(n * n + n - 1));
            let between = format!("|{}|\n", stacks.join("+"));
            let mut out = edge.clone();
            for (r, row) in rows(grid, "|", "|", "|").iter().enumerate() {
                if r > 0 && r % n == 0 {
                    out.push_str(&between);
                }
                out.push_str(row);
            }
            out + &edge
        }
        Format::VisualBasic => grid
            .to_line()
            .chars()
            .map(|c| {
                if c == '.' {
                    "\"\"\n".to_string()
                } else {
                    format!("\"{c}\"\n")
                }
            })
            .collect(),
    }
}

/// The rows, `.` for a blank, each with `left`, `mid` between stacks, `right` and a newline.
fn rows(grid: &Grid, left: &str, mid: &str, right: &str) -> Vec<String> {
    let (n, side) = (grid.box_size(), grid.side());
    let line: Vec<char> = grid.to_line().chars().collect();
    line.chunks(side)
        .map(|row| {
            let stacks: Vec<String> = row.chunks(n).map(|s| s.iter().collect()).collect();
            format!("{left}{}{right}\n", stacks.join(mid))
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

    #[test]
    fn other_sizes_are_written_in_their_symbols_and_read_back() {
        let mut g = Grid::empty(4);
        g.set(0, 16);
        g.set(17, 10);
        for format in [Format::Line, Format::Sdk, Format::SimpleSudoku] {
            let text = write(&g, format);
            assert_eq!(super::super::read_one(&text).unwrap(), g, "{format:?}");
        }
        let ss = write(&g, Format::SimpleSudoku);
        assert!(ss.starts_with("*-------------------*\n|G...|....|....|....|\n|.A..|"));
        assert!(ss.contains("\n|----+----+----+----|\n"));
        assert_eq!(ss.lines().count(), 16 + 3 + 2);
        let mut small = Grid::empty(2);
        small.set(3, 4);
        assert_eq!(write(&small, Format::Sdk), "...4\n....\n....\n....\n");
        assert_eq!(
            write(&small, Format::SimpleSudoku),
            "*-----*\n|..|.4|\n|..|..|\n|--+--|\n|..|..|\n|..|..|\n*-----*\n"
        );
    }
}

//! The puzzles the live screen works through: one typed or given puzzle, or every puzzle of a
//! file, numbered as the file holds them (a puzzle that cannot be read keeps its number and is
//! passed over).

use super::editor::Edited;
use dosdoku_sudoku::board::Grid;
use dosdoku_sudoku::formats::{Entry, PuzzleError};

/// The puzzles of a file (or just one), and the one at hand.
pub struct PuzzleList {
    entries: Vec<Entry>,
    at: usize,
}

impl PuzzleList {
    /// Just `grid`.
    pub fn one(grid: Grid) -> PuzzleList {
        PuzzleList {
            entries: vec![Entry {
                line: 1,
                puzzle: Ok(grid),
                marks: None,
            }],
            at: 0,
        }
    }

    /// The puzzles of a file, at the first that can be read; `Err` with the first puzzle's
    /// message when none can (or there is none).
    /// A puzzle of a board the screen does not show (25x25) is told as one that cannot be
    /// read: those run headless only.
    pub fn of_entries(mut entries: Vec<Entry>) -> Result<PuzzleList, String> {
        for entry in &mut entries {
            if let Some(why) = entry.puzzle.as_ref().ok().and_then(super::off_screen) {
                entry.puzzle = Err(PuzzleError::new(why).at_line(entry.line));
            }
        }
        let first = entries.iter().position(|e| e.puzzle.is_ok());
        match (first, entries.first()) {
            (Some(at), _) => Ok(PuzzleList { entries, at }),
            (None, Some(Entry { puzzle: Err(e), .. })) => Err(e.to_string()),
            (None, _) => Err("no puzzle found in the input".to_string()),
        }
    }

    /// The puzzles of a file for the editor, as [`PuzzleList::of_entries`] has them, except
    /// that a puzzle whose givens clash is taken as it stands (with its pencil marks), to be
    /// put right on the board: the editor shows the clash, as when it was typed.
    pub fn for_editor(mut entries: Vec<Entry>) -> Result<PuzzleList, String> {
        for entry in &mut entries {
            let as_read = (entry.puzzle.as_ref().err())
                .and_then(|e| e.clashing_puzzle())
                .map(|(grid, marks)| (grid.clone(), marks));
            if let Some((grid, marks)) = as_read {
                entry.puzzle = Ok(grid);
                entry.marks = marks.map(Box::new);
            }
        }
        PuzzleList::of_entries(entries)
    }

    /// How many puzzles the file holds, readable or not.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// The index (0-based, in the file) of the puzzle at hand.
    pub fn index(&self) -> usize {
        self.at
    }

    /// The puzzle at hand.
    pub fn current(&self) -> Grid {
        match &self.entries[self.at].puzzle {
            Ok(grid) => grid.clone(),
            Err(_) => Grid::EMPTY,
        }
    }

    /// The puzzle at hand with the pencil marks its line held, if any.
    pub fn edited(&self) -> Edited {
        Edited {
            grid: self.current(),
            marks: self.entries[self.at].marks.as_deref().copied(),
        }
    }

    /// (k, n): the puzzle at hand is the k-th of n, when the file holds more than one.
    pub fn position(&self) -> Option<(usize, usize)> {
        (self.len() > 1).then_some((self.at + 1, self.len()))
    }

    /// The index of the next readable puzzle after the one at hand.
    pub fn next(&self) -> Option<usize> {
        (self.at + 1..self.len()).find(|&k| self.entries[k].puzzle.is_ok())
    }

    /// The index of the readable puzzle before the one at hand.
    pub fn previous(&self) -> Option<usize> {
        (0..self.at).rev().find(|&k| self.entries[k].puzzle.is_ok())
    }

    /// Makes puzzle `index` (0-based) the one at hand; `Err` with why when it cannot be read.
    pub fn go_to(&mut self, index: usize) -> Result<Grid, String> {
        match &self.entries.get(index).map(|e| &e.puzzle) {
            Some(Ok(grid)) => {
                self.at = index;
                Ok(grid.clone())
            }
            Some(Err(e)) => Err(e.to_string()),
            None => Err(format!("the file holds {} puzzles", self.len())),
        }
    }

    /// Every puzzle that can be read, with its index, in order.
    pub fn readable(&self) -> impl Iterator<Item = (usize, Grid)> + '_ {
        self.entries
            .iter()
            .enumerate()
            .filter_map(|(k, e)| e.puzzle.as_ref().ok().map(|g| (k, g.clone())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dosdoku_sudoku::formats::{read_puzzles, read_puzzles_with_marks};

    const A: &str =
        "........7..8..7.59.9....36...7.....5.8...6....3..9..1.......193....7...61.58..2..";

    #[test]
    fn bad_lines_keep_their_numbers_and_are_passed_over() {
        let text = format!("{}\n{A}\nnonsense\n{A}\n", &A[..40]);
        let mut list = PuzzleList::of_entries(read_puzzles(&text).unwrap()).unwrap();
        assert_eq!(
            (list.index(), list.len(), list.position()),
            (1, 4, Some((2, 4)))
        );
        assert_eq!(list.next(), Some(3));
        assert_eq!(list.previous(), None);
        assert!(list.go_to(2).is_err());
        assert_eq!(list.index(), 1);
        assert!(list.go_to(3).is_ok());
        assert_eq!((list.next(), list.previous()), (None, Some(1)));
        assert_eq!(list.readable().map(|(k, _)| k).collect::<Vec<_>>(), [1, 3]);
        assert!(list.go_to(9).unwrap_err().contains("holds 4 puzzles"));
        assert_eq!(PuzzleList::one(Grid::EMPTY).position(), None);
        let bad = read_puzzles("123\n").unwrap();
        assert!(PuzzleList::of_entries(bad).is_err());
    }

    #[test]
    fn the_editor_takes_a_puzzle_whose_givens_clash_as_it_stands_marks_and_all() {
        let clash = format!("7{}", &A[1..]);
        let list = PuzzleList::for_editor(read_puzzles(&clash).unwrap()).unwrap();
        assert_eq!(list.edited(), Edited::plain(parse_line_unchecked(&clash)));
        assert!(PuzzleList::of_entries(read_puzzles(&clash).unwrap()).is_err());
        // A line of pencil marks: r1c1 holds 7 alone, as r1c9 does.
        let marks: String = clash
            .bytes()
            .flat_map(|b| {
                (b'1'..=b'9').map(move |d| match b {
                    b'.' => char::from(d),
                    v if v == d => char::from(d),
                    _ => '.',
                })
            })
            .collect();
        let entries = read_puzzles_with_marks(&marks).unwrap();
        let list = PuzzleList::for_editor(entries).unwrap();
        let edited = list.edited();
        assert_eq!(edited.grid, parse_line_unchecked(&clash));
        assert_eq!(edited.marks.map(|m| m.to_line()), Some(marks));
    }

    /// The grid of an 81-character line, clashes and all.
    fn parse_line_unchecked(line: &str) -> Grid {
        let mut grid = Grid::EMPTY;
        for (i, b) in line.bytes().enumerate() {
            grid.set(i, if b == b'.' { 0 } else { b - b'0' });
        }
        grid
    }
}

//! Reading puzzles from an input handed over one line at a time, as it arrives: the layout is
//! decided as soon as the lines allow, a file of puzzle lines gives each puzzle at once, and a
//! grid is read in constant memory.

use std::collections::VecDeque;

use super::detect::{Layout, layout_from_first, layout_from_two, plain_sixteen};
use super::marks::{is_marks_line, parse_marks};
use super::rows::Rows;
use super::text::is_content;
use super::vb::Vb;
use super::{Entry, PuzzleError, line, no_puzzle};

/// The puzzles of an input given line by line ([`PuzzleStream::push`]), read exactly as
/// [`super::puzzles`] reads a whole text: the same layouts, entries and errors.
///
/// Entries come out ([`PuzzleStream::pop`]) as soon as they are known: a puzzle line at once
/// (once the layout is known: the first content line decides it when it is longer than a grid
/// row, else the second), a grid when the input ends or its first error is found.
pub struct PuzzleStream {
    state: State,
    ready: VecDeque<Entry>,
    /// True when a line of pencil marks is read as such (see [`PuzzleStream::with_marks`]).
    marks: bool,
}

/// Where the reading is.
enum State {
    /// No content line yet.
    Start,
    /// The first content line (and its number), which alone cannot tell the layout.
    First(usize, String),
    /// Up to sixteen lines of sixteen cells (with their numbers): 4x4 puzzle lines, or the rows
    /// of one 16x16 grid if there are exactly sixteen and nothing else.
    Sixteen(Vec<(usize, String)>),
    /// A file of puzzle lines.
    Lines,
    /// A grid of nine rows starting on the given line.
    Rows(usize, Rows),
    /// A Visual Basic grid starting on the given line.
    VisualBasic(usize, Box<Vb>),
    /// The one grid of the input is read (or failed): nothing after it matters.
    Done,
}

impl Default for PuzzleStream {
    fn default() -> Self {
        PuzzleStream::new()
    }
}

impl PuzzleStream {
    /// Nothing read yet.
    pub fn new() -> PuzzleStream {
        PuzzleStream {
            state: State::Start,
            ready: VecDeque::new(),
            marks: false,
        }
    }

    /// Nothing read yet, and a line of 729 digits and blanks (see [`is_marks_line`]) is read
    /// as pencil marks: its entry holds them, and their single candidates as the puzzle.
    pub fn with_marks() -> PuzzleStream {
        PuzzleStream {
            marks: true,
            ..PuzzleStream::new()
        }
    }

    /// The entry of line `n` of a file of puzzle lines.
    fn line_entry(&self, n: usize, text: &str) -> Entry {
        if self.marks && is_marks_line(text) {
            marks_entry(n, text)
        } else {
            line::entry(n, text)
        }
    }

    /// Takes line `n` (numbered from 1, without its line end or a leading byte-order mark).
    pub fn push(&mut self, n: usize, text: &str) {
        match &mut self.state {
            State::Lines => {
                if is_content(text) {
                    let entry = self.line_entry(n, text);
                    self.ready.push_back(entry);
                }
            }
            State::Rows(first, rows) => {
                if is_content(text)
                    && let Err(e) = rows.push(n, text)
                {
                    let first = *first;
                    self.fail(first, e);
                }
            }
            State::VisualBasic(first, vb) => {
                if let Err(e) = vb.push(n, text) {
                    let first = *first;
                    self.fail(first, e);
                }
            }
            State::Start => {
                if is_content(text) {
                    match layout_from_first(text) {
                        Some(layout) => self.begin(layout, n, n, text),
                        None if plain_sixteen(text) => {
                            self.state = State::Sixteen(vec![(n, text.to_string())]);
                        }
                        None => self.state = State::First(n, text.to_string()),
                    }
                }
            }
            State::Sixteen(lines) => {
                if !is_content(text) {
                    return;
                }
                if plain_sixteen(text) && lines.len() < 16 {
                    lines.push((n, text.to_string()));
                    return;
                }
                let lines = std::mem::take(lines);
                if lines.len() == 1 {
                    // One line of sixteen, then another kind: judged by the two as ever.
                    let (first, first_text) = lines.into_iter().next().expect("one line");
                    self.state = State::First(first, first_text);
                } else {
                    self.state = State::Lines;
                    for (k, line) in lines {
                        self.push(k, &line);
                    }
                }
                self.push(n, text);
            }
            State::First(first, first_text) => {
                if is_content(text) {
                    let (first, first_text) = (*first, std::mem::take(first_text));
                    let layout = layout_from_two(&first_text, Some(text));
                    self.begin(layout, first, first, &first_text);
                    self.push(n, text);
                }
            }
            State::Done => {}
        }
    }

    /// The next entry read, if one is ready.
    pub fn pop(&mut self) -> Option<Entry> {
        self.ready.pop_front()
    }

    /// False once the input's one grid is read or failed: the rest need not be read.
    pub fn wants_more(&self) -> bool {
        !matches!(self.state, State::Done)
    }

    /// The input has ended: the last entries become ready. `Err` when it held no puzzle at all.
    pub fn finish(&mut self) -> Result<(), PuzzleError> {
        match std::mem::replace(&mut self.state, State::Done) {
            State::Start => return Err(no_puzzle()),
            State::First(n, text) => {
                let entry = self.line_entry(n, &text);
                self.ready.push_back(entry);
            }
            State::Sixteen(lines) if lines.len() == 16 => {
                let mut rows = Rows::new();
                let first = lines[0].0;
                let puzzle = lines
                    .iter()
                    .try_for_each(|(k, line)| rows.push(*k, line))
                    .and_then(|()| rows.finish());
                self.ready.push_back(Entry {
                    line: first,
                    puzzle,
                    marks: None,
                });
            }
            State::Sixteen(lines) => {
                for (k, line) in lines {
                    self.ready.push_back(line::entry(k, &line));
                }
            }
            State::Rows(first, rows) => self.ready.push_back(rows.entry(first, self.marks)),
            State::VisualBasic(first, vb) => self.ready.push_back(Entry {
                line: first,
                puzzle: vb.finish(),
                marks: None,
            }),
            State::Lines | State::Done => {}
        }
        Ok(())
    }

    /// Starts reading in `layout`, whose first content line `text` is line `n`; the grid
    /// formats start on line `first`.
    fn begin(&mut self, layout: Layout, first: usize, n: usize, text: &str) {
        self.state = match layout {
            Layout::Lines => State::Lines,
            Layout::Rows => State::Rows(first, Rows::new()),
            Layout::VisualBasic => State::VisualBasic(first, Box::new(Vb::new())),
        };
        self.push(n, text);
    }

    /// The grid starting on line `first` failed with `e`.
    fn fail(&mut self, first: usize, e: PuzzleError) {
        self.ready.push_back(Entry {
            line: first,
            puzzle: Err(e),
            marks: None,
        });
        self.state = State::Done;
    }
}

/// The entry of line `n` holding pencil marks.
fn marks_entry(n: usize, text: &str) -> Entry {
    Entry::of_marks(n, parse_marks(text).map_err(|e| e.at_line(n)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::text::numbered_lines;

    const PUZZLE: &str =
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

    /// Feeds `text` line by line; returns the entries ready after each line.
    fn feed(text: &str) -> Vec<Vec<usize>> {
        let mut stream = PuzzleStream::new();
        numbered_lines(text)
            .map(|(n, l)| {
                stream.push(n, l);
                std::iter::from_fn(|| stream.pop())
                    .map(|e| e.line)
                    .collect()
            })
            .collect()
    }

    #[test]
    fn pencil_marks_are_read_only_when_asked_for() {
        let marks = crate::formats::PencilMarks::from_grid(&line::parse_line(PUZZLE).unwrap());
        let text = marks.to_line();
        let mut plain = PuzzleStream::new();
        plain.push(1, &text);
        let entry = plain.pop().unwrap();
        assert_eq!(entry.marks, None);
        assert!(entry.puzzle.is_err());
        let mut with = PuzzleStream::with_marks();
        with.push(3, &text);
        with.push(4, PUZZLE);
        with.push(5, &text[1..]);
        let entry = with.pop().unwrap();
        assert_eq!((entry.line, entry.marks), (3, Some(Box::new(marks))));
        assert_eq!(entry.puzzle, Ok(marks.singles()));
        assert_eq!(with.pop().unwrap().marks, None);
        let bad = with.pop().unwrap();
        assert_eq!(
            bad.puzzle.unwrap_err().to_string(),
            "line 5: 728 cells; a puzzle has 16, 81, 256 or 625"
        );
    }

    #[test]
    fn a_long_first_line_is_answered_before_the_next_line_comes() {
        let text = format!("# title\n{PUZZLE}\n\n{PUZZLE}\n");
        assert_eq!(feed(&text), [vec![], vec![2], vec![], vec![4], vec![]]);
    }

    #[test]
    fn a_short_first_line_waits_for_the_second() {
        let text = format!("1.3\n{PUZZLE}\n");
        assert_eq!(feed(&text), [vec![], vec![1, 2], vec![]]);
        let mut stream = PuzzleStream::new();
        stream.push(1, "1.3");
        stream.finish().unwrap();
        let e = stream.pop().unwrap();
        assert_eq!(
            e.puzzle.unwrap_err().to_string(),
            "line 1: 3 cells; a puzzle has 16, 81, 256 or 625"
        );
    }

    #[test]
    fn a_grid_comes_at_the_end_or_at_its_first_error() {
        let grid: String = PUZZLE
            .as_bytes()
            .chunks(9)
            .map(|row| format!("{}\n", std::str::from_utf8(row).unwrap()))
            .collect();
        let mut stream = PuzzleStream::new();
        for (n, l) in numbered_lines(&grid) {
            stream.push(n, l);
            assert!(stream.pop().is_none());
        }
        stream.finish().unwrap();
        assert_eq!(stream.pop().unwrap().puzzle.unwrap().to_line(), PUZZLE);
        // `yes | dosdoku check`: the first row fails, and the rest is not wanted.
        let mut stream = PuzzleStream::new();
        stream.push(1, "y");
        stream.push(2, "y");
        assert!(!stream.wants_more());
        let e = stream.pop().unwrap().puzzle.unwrap_err();
        assert_eq!((e.line(), e.column()), (Some(1), Some(1)));
    }

    #[test]
    fn sixteen_lines_of_sixteen_are_a_grid_and_more_are_four_by_fours() {
        let four = "1.3..4.1.1.4..2.";
        let mut grid = String::new();
        for r in 0..16 {
            let row: String = (0..16)
                .map(|c| {
                    if c == r {
                        crate::board::symbol(4, (r + 1) as u8)
                    } else {
                        '0'
                    }
                })
                .collect();
            grid += &row;
            grid.push('\n');
        }
        let entries = crate::formats::read_puzzles(&grid).unwrap();
        assert_eq!(entries.len(), 1);
        let g = entries[0].puzzle.as_ref().unwrap();
        assert_eq!((g.box_size(), g.get(17), g.get(255)), (4, 2, 16));
        let seventeen = format!("{four}\n").repeat(17);
        let entries = crate::formats::read_puzzles(&seventeen).unwrap();
        assert_eq!(entries.len(), 17);
        assert!(
            entries
                .iter()
                .all(|e| e.puzzle.as_ref().unwrap().box_size() == 2)
        );
        let three = format!("{four}\n").repeat(3);
        assert_eq!(crate::formats::read_puzzles(&three).unwrap().len(), 3);
        let then_nine = format!("{four}\n{four}\n{PUZZLE}\n");
        let entries = crate::formats::read_puzzles(&then_nine).unwrap();
        assert_eq!(
            entries.iter().map(|e| e.line).collect::<Vec<_>>(),
            [1, 2, 3]
        );
        assert_eq!(entries[2].puzzle.as_ref().unwrap().box_size(), 3);
    }

    #[test]
    fn an_input_without_content_holds_no_puzzle() {
        let mut stream = PuzzleStream::new();
        stream.push(1, "# nothing");
        stream.push(2, "");
        assert_eq!(
            stream.finish().unwrap_err().to_string(),
            "no puzzle found in the input"
        );
    }
}

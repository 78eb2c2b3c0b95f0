//! Saving and opening files from the status-line prompts: a file that is there is not
//! overwritten without asking, an empty name cancels, and a file of several puzzles offers
//! them by number.

use std::path::Path;

use super::{Mode, Prompt, Question, Worker};
use crate::app::Key;
use crate::app::editor::Edited;
use crate::app::line_input::{LineInput, Typed};
use crate::app::messages as say;
use crate::app::puzzle_list::PuzzleList;
use crate::formats::{Entry, read_puzzles_with_marks};
use crate::source::read_puzzle_file;

/// The longest puzzle number typed.
const NUMBER_LENGTH: usize = 9;

impl Worker {
    /// A key while a line is typed on the status line.
    pub(super) fn on_prompt_key(
        &mut self,
        prompt: Prompt,
        mut input: LineInput,
        from: Mode,
        key: Key,
    ) {
        let text = match input.key(key) {
            Typed::Editing => {
                self.mode = Mode::Prompt(prompt, input, Box::new(from));
                return;
            }
            Typed::Cancelled => {
                self.mode = from;
                self.notice = Some(say::CANCELLED.to_string());
                return;
            }
            Typed::Done(text) => text,
        };
        self.mode = from.clone();
        match prompt {
            Prompt::Save(_) | Prompt::Open if text.is_empty() => {
                self.notice = Some(say::NO_NAME.to_string());
            }
            Prompt::Save(grid) if Path::new(&text).exists() => {
                self.mode = Mode::Ask(Question::Overwrite(text, grid), Box::new(from));
            }
            Prompt::Save(grid) => self.notice = Some(self.save(&text, &grid)),
            Prompt::Open => self.open(&text),
            Prompt::Pick => self.pick(&text),
        }
    }

    /// Writes `edited` to `path` as one line: 81 characters, or 729 of pencil marks when
    /// some cell has fewer than nine candidates; the notice that says how it went.
    pub(super) fn save(&mut self, path: &str, edited: &Edited) -> String {
        let marks = edited.real_marks();
        match std::fs::write(path, edited.to_line() + "\n") {
            Ok(()) => {
                self.saved = edited.grid.clone();
                self.saved_marks = marks;
                if marks.is_some() {
                    say::saved_marks(path)
                } else {
                    say::saved(path)
                }
            }
            Err(e) => say::not_saved(path, &e.to_string()),
        }
    }

    /// Opens `path`: one puzzle goes into the editor; for several, their number is asked.
    fn open(&mut self, path: &str) {
        let list = match read_file(path).and_then(PuzzleList::of_entries) {
            Ok(list) => list,
            Err(why) => {
                self.notice = Some(say::not_loaded(path, &why));
                return;
            }
        };
        if list.len() > 1 {
            let first = (list.index() + 1).to_string();
            self.opening = Some((path.to_string(), list));
            self.mode = Mode::Prompt(
                Prompt::Pick,
                LineInput::new(&first, NUMBER_LENGTH),
                Box::new(Mode::Edit),
            );
        } else {
            self.take_list(path, list);
        }
    }

    /// The puzzle number typed for the file being opened.
    fn pick(&mut self, typed: &str) {
        let Some((path, mut list)) = self.opening.take() else {
            return;
        };
        let number = typed.replace(',', "").parse::<usize>().ok();
        match number.filter(|k| (1..=list.len()).contains(k)) {
            None => self.notice = Some(say::no_such_puzzle(typed, list.len())),
            Some(k) => match list.go_to(k - 1) {
                Ok(_) => self.take_list(&path, list),
                Err(why) => self.notice = Some(say::unreadable_puzzle(k, &why)),
            },
        }
    }

    /// Makes `list` (opened from `path`) the puzzles worked through, its puzzle at hand in the
    /// editor (a change U can undo).
    fn take_list(&mut self, path: &str, list: PuzzleList) {
        let edited = Edited {
            grid: list.current(),
            marks: list.marks(),
        };
        let grid = edited.grid.clone();
        self.list = list;
        self.editor
            .replace_edited(&mut self.board, &edited, "open a file");
        (self.editor.loaded, self.editor.loaded_marks) = (grid.clone(), edited.marks);
        self.saved = grid;
        self.saved_marks = edited.real_marks();
        self.notice = Some(say::loaded(path, self.list.position()));
    }
}

/// The puzzles of the file at `path` (a regular file of a puzzle file's size, read at once);
/// the message says why there are none.
fn read_file(path: &str) -> Result<Vec<Entry>, String> {
    let text = read_puzzle_file(Path::new(path)).map_err(|e| e.problem())?;
    read_puzzles_with_marks(&text).map_err(|e| e.to_string())
}

//! Saving and opening files from the status-line prompts: a file that is there is not
//! overwritten without asking, an empty name cancels, and a file of several puzzles offers
//! them by number.

use std::path::Path;

use super::{AfterSave, Mode, Prompt, Question, Worker};
use crate::app::Key;
use crate::app::editor::Edited;
use crate::app::line_input::{LineInput, Typed};
use crate::app::messages as say;
use crate::app::puzzle_list::PuzzleList;
use dosdoku_sudoku::board::find_clash;
use dosdoku_sudoku::formats::{Entry, read_puzzles_with_marks};
use dosdoku_sudoku::source::read_puzzle_file;

/// The longest puzzle number typed.
const NUMBER_LENGTH: usize = 9;

impl Worker {
    /// A key while a line is typed on the status line; false when the program should end (a
    /// save on the way out is done).
    pub(super) fn on_prompt_key(
        &mut self,
        prompt: Prompt,
        mut input: LineInput,
        from: Mode,
        key: Key,
    ) -> bool {
        let text = match input.key(key) {
            Typed::Editing => {
                self.mode = Mode::Prompt(prompt, input, Box::new(from));
                return true;
            }
            Typed::Cancelled => {
                self.mode = from;
                self.notice = Some(say::CANCELLED.to_string());
                return true;
            }
            Typed::Done(text) => text,
        };
        self.mode = from.clone();
        match prompt {
            Prompt::Save(..) | Prompt::Open if text.is_empty() => {
                self.notice = Some(say::NO_NAME.to_string());
            }
            Prompt::Save(grid, then) => {
                let path = home_expanded(&text, std::env::var_os("HOME").as_deref());
                if Path::new(&path).exists() {
                    let question = Question::Overwrite(path, grid, then);
                    self.mode = Mode::Ask(question, Box::new(from));
                } else {
                    return self.save_then(&path, &grid, then);
                }
            }
            Prompt::Open => self.open(&home_expanded(&text, std::env::var_os("HOME").as_deref())),
            Prompt::Pick(_) => self.pick(&text),
        }
        true
    }

    /// Saves `edited` to `path` and tells how it went; false when the save was asked for on
    /// the way out and is done (a save that failed stays, so nothing is lost).
    pub(super) fn save_then(&mut self, path: &str, edited: &Edited, then: AfterSave) -> bool {
        let notice = self.save(path, edited);
        let quit = then == AfterSave::Quit && self.unsaved().is_none();
        self.notice = Some(notice);
        !quit
    }

    /// Writes `edited` to `path` as one line: 81 characters, or 729 of pencil marks when
    /// some cell has fewer than nine candidates; the notice that says how it went.
    fn save(&mut self, path: &str, edited: &Edited) -> String {
        let marks = edited.real_marks();
        match std::fs::write(path, edited.to_line() + "\n") {
            Ok(()) => {
                self.saved = edited.clone();
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
        let list = match read_file(path).and_then(PuzzleList::for_editor) {
            Ok(list) => list,
            Err(why) => {
                self.notice = Some(say::not_loaded(path, &why));
                return;
            }
        };
        if list.len() > 1 {
            let first = (list.index() + 1).to_string();
            self.ask_which(path, list, &first, None);
        } else {
            self.take_list(path, list);
        }
    }

    /// Asks which puzzle of `list` (opened from `path`) to take, offering `offered`, after
    /// saying why the answer before was not taken, if one was not.
    fn ask_which(&mut self, path: &str, list: PuzzleList, offered: &str, why: Option<String>) {
        self.opening = Some((path.to_string(), list));
        self.mode = Mode::Prompt(
            Prompt::Pick(why),
            LineInput::new(offered, NUMBER_LENGTH),
            Box::new(Mode::Edit),
        );
    }

    /// The puzzle number typed for the file being opened: that puzzle goes into the editor,
    /// or the question is asked again with the reason (Esc drops the open).
    fn pick(&mut self, typed: &str) {
        let Some((path, mut list)) = self.opening.take() else {
            return;
        };
        let number = typed.replace(',', "").parse::<usize>().ok();
        let why = match number.filter(|k| (1..=list.len()).contains(k)) {
            None => say::no_such_puzzle(typed),
            Some(k) => match list.go_to(k - 1) {
                Ok(_) => return self.take_list(&path, list),
                Err(why) => say::unreadable_puzzle(k, &why),
            },
        };
        self.ask_which(&path, list, typed, Some(why));
    }

    /// Makes `list` (opened from `path`) the puzzles worked through, its puzzle at hand in the
    /// editor (a change U can undo).
    fn take_list(&mut self, path: &str, list: PuzzleList) {
        let edited = list.edited();
        self.list = list;
        self.editor
            .replace_edited(&mut self.board, &edited, "open a file");
        self.editor.loaded = edited.clone();
        self.saved = edited;
        let clash = find_clash(&self.list.current());
        self.notice = Some(say::loaded(path, self.list.position(), clash.as_ref()));
    }
}

/// The puzzles of the file at `path` (a regular file of a puzzle file's size, read at once);
/// the message says why there are none.
fn read_file(path: &str) -> Result<Vec<Entry>, String> {
    let text = read_puzzle_file(Path::new(path)).map_err(|e| e.problem())?;
    read_puzzles_with_marks(&text).map_err(|e| e.to_string())
}

/// `typed` with a leading `~` (alone or before a `/`) standing for the home directory `home`,
/// as a shell reads it; as typed without a home directory or that `~`.
fn home_expanded(typed: &str, home: Option<&std::ffi::OsStr>) -> String {
    match (typed.strip_prefix('~'), home.and_then(|h| h.to_str())) {
        (Some(rest), Some(home)) if rest.is_empty() || rest.starts_with('/') => {
            format!("{}{rest}", home.trim_end_matches('/'))
        }
        _ => typed.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::home_expanded;
    use std::ffi::OsStr;

    #[test]
    fn a_leading_tilde_is_the_home_directory() {
        let home = Some(OsStr::new("/home/ann/"));
        assert_eq!(home_expanded("~/p.txt", home), "/home/ann/p.txt");
        assert_eq!(home_expanded("~", home), "/home/ann");
        assert_eq!(home_expanded("~bob/p.txt", home), "~bob/p.txt");
        assert_eq!(home_expanded("a/~/p.txt", home), "a/~/p.txt");
        assert_eq!(home_expanded("~/p.txt", None), "~/p.txt");
    }
}

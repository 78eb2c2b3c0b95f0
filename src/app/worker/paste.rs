//! A paste, taken as one event: a puzzle pasted into the editor fills the board (a change U
//! undoes), text pasted on a prompt is typed there, and anything longer than a board is
//! refused with a message.

use super::{Mode, Worker};
use crate::app::Key;
use crate::app::Paste;
use crate::app::messages as say;
use crate::app::puzzle_list::PuzzleList;
use dosdoku_sudoku::formats::read_puzzles_with_marks;

impl Worker {
    /// A paste, in whatever the screen shows.
    pub(super) fn on_paste(&mut self, paste: Paste) {
        self.notice = None;
        let text = match paste {
            Paste::TooLong(bytes) => {
                self.notice = Some(say::paste_too_long(bytes));
                return;
            }
            Paste::Text(text) => text,
        };
        match &self.mode {
            Mode::Edit => self.paste_puzzle(&text),
            Mode::Prompt(..) => self.type_pasted(&text),
            Mode::Settings(page) if page.input.is_some() => self.type_pasted(&text),
            _ => self.notice = Some(say::PASTE_IN_THE_EDITOR.to_string()),
        }
    }

    /// The first line of `text`, typed key by key into the line being typed.
    fn type_pasted(&mut self, text: &str) {
        let line = text.lines().next().unwrap_or_default();
        for c in line.chars().filter(|c| !c.is_control()) {
            self.on_key(Key::Char(c));
        }
    }

    /// The puzzle of `text` (in any format a file may hold) on the board, as a change U undoes;
    /// a notice says why not when the text is not one puzzle.
    fn paste_puzzle(&mut self, text: &str) {
        let list = read_puzzles_with_marks(text)
            .map_err(|e| e.to_string())
            .and_then(PuzzleList::for_editor);
        self.notice = Some(match list {
            Ok(list) if list.len() > 1 => say::paste_holds(list.len()),
            Ok(list) => {
                let edited = list.edited();
                self.editor
                    .replace_edited(&mut self.board, &edited, "paste a puzzle");
                say::PASTED.to_string()
            }
            Err(why) => say::paste_not_a_puzzle(&why),
        });
    }
}

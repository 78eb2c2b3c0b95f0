//! A line typed on the status line: a file name, a puzzle number, a setting's value.

use super::Key;
use dosdoku_screen::{Attr, Field, Pos, Screen};

/// The colours of a value offered on a prompt and not yet typed over: black on grey, as a
/// selection.
const SELECTED: Attr = Attr(0x70);

/// The text typed so far, up to a length.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LineInput {
    /// What has been typed.
    pub text: String,
    max: usize,
    /// True while the text is the value offered at the start, selected: the first character
    /// typed replaces it, Backspace edits it.
    selected: bool,
}

/// What a key did to the line.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Typed {
    /// Still typing.
    Editing,
    /// Enter: the line, without spaces at either end.
    Done(String),
    /// Esc.
    Cancelled,
}

impl LineInput {
    /// A line offering `text` (selected: typing replaces it), taking up to `max` characters.
    pub fn new(text: &str, max: usize) -> LineInput {
        LineInput {
            text: text.chars().take(max).collect(),
            max,
            selected: !text.is_empty(),
        }
    }

    /// Types `key` into the line.
    pub fn key(&mut self, key: Key) -> Typed {
        let selected = std::mem::take(&mut self.selected);
        match key {
            Key::Esc => return Typed::Cancelled,
            Key::Enter => return Typed::Done(self.text.trim().to_string()),
            Key::Backspace => {
                self.text.pop();
            }
            Key::Char(c) if !c.is_control() => {
                if selected {
                    self.text.clear();
                }
                if self.text.chars().count() < self.max {
                    self.text.push(c);
                }
            }
            _ => self.selected = selected,
        }
        Typed::Editing
    }

    /// Shows the offered value as selected on `screen`, in `line`: the prompt written on the
    /// `status` field after a space, ending with the text and a `_` cursor. Nothing once the
    /// value has been typed over or edited, or when the line is too long for the field (it
    /// wraps).
    pub fn paint_selection(&self, screen: &mut Screen, status: &Field, line: &str) {
        let width = line.chars().count();
        if !self.selected || width + 1 > status.width {
            return;
        }
        let len = self.text.chars().count();
        let first = status.pos.index() + 1 + width.saturating_sub(len + 1);
        for pos in (first..first + len).filter_map(Pos::from_index) {
            let code = screen.cell(pos).code;
            screen.put(pos, code, SELECTED);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typing_rubbing_out_and_the_limit() {
        let mut line = LineInput::new("", 3);
        for c in "abcd".chars() {
            assert_eq!(line.key(Key::Char(c)), Typed::Editing);
        }
        assert_eq!(line.text, "abc");
        line.key(Key::Backspace);
        line.key(Key::Char(' '));
        assert_eq!(line.key(Key::Enter), Typed::Done("ab".into()));
        assert_eq!(line.key(Key::Esc), Typed::Cancelled);
    }

    #[test]
    fn an_offered_value_is_replaced_by_the_first_character_typed() {
        let mut line = LineInput::new("200", 9);
        line.key(Key::Char('5'));
        assert_eq!(line.key(Key::Enter), Typed::Done("5".into()));
        // Typed over once, the line takes more.
        line.key(Key::Char('0'));
        assert_eq!(line.text, "50");
    }

    #[test]
    fn backspace_edits_an_offered_value_and_a_move_keeps_it_selected() {
        let mut line = LineInput::new("123456789", 9);
        line.key(Key::Left);
        line.key(Key::Backspace);
        assert_eq!(line.text, "12345678");
        line.key(Key::Char('9'));
        assert_eq!(line.key(Key::Enter), Typed::Done("123456789".into()));
    }

    #[test]
    fn the_selection_is_painted_until_typed_over() {
        let status = Field {
            pos: Pos::new(24, 1).unwrap(),
            width: 79,
        };
        let mut screen = Screen::new();
        let mut line = LineInput::new("20", 9);
        line.paint_selection(&mut screen, &status, "Tries: 20_");
        let at = |screen: &Screen, col| screen.cell(Pos::new(24, col).unwrap()).attr;
        let blank = dosdoku_screen::Cell::BLANK.attr;
        assert_eq!((at(&screen, 8), at(&screen, 9)), (blank, SELECTED));
        assert_eq!((at(&screen, 10), at(&screen, 11)), (SELECTED, blank));
        let mut screen = Screen::new();
        line.key(Key::Char('5'));
        line.paint_selection(&mut screen, &status, "Tries: 5_");
        assert!(screen.cells().iter().all(|c| c.attr != SELECTED));
    }
}

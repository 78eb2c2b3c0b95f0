//! A line typed on the status line: a file name, a puzzle number, a setting's value.

use super::Key;

/// The text typed so far, up to a length.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LineInput {
    /// What has been typed.
    pub text: String,
    max: usize,
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
    /// A line starting with `text`, taking up to `max` characters.
    pub fn new(text: &str, max: usize) -> LineInput {
        LineInput {
            text: text.chars().take(max).collect(),
            max,
        }
    }

    /// Types `key` into the line.
    pub fn key(&mut self, key: Key) -> Typed {
        match key {
            Key::Esc => return Typed::Cancelled,
            Key::Enter => return Typed::Done(self.text.trim().to_string()),
            Key::Backspace => {
                self.text.pop();
            }
            Key::Char(c) if !c.is_control() && self.text.chars().count() < self.max => {
                self.text.push(c);
            }
            _ => {}
        }
        Typed::Editing
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typing_rubbing_out_and_the_limit() {
        let mut line = LineInput::new("ab", 3);
        assert_eq!(line.key(Key::Char('c')), Typed::Editing);
        line.key(Key::Char('d'));
        assert_eq!(line.text, "abc");
        line.key(Key::Backspace);
        line.key(Key::Char(' '));
        assert_eq!(line.key(Key::Enter), Typed::Done("ab".into()));
        assert_eq!(line.key(Key::Esc), Typed::Cancelled);
    }
}

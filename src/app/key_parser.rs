//! The bytes a terminal sends, read as keys and pastes. An escape sequence left unfinished
//! does not hold the keys after it: when no byte comes for a moment ([`KeyParser::wait`]),
//! [`KeyParser::time_out`] gives it up. A bracketed paste is one event however long it is; its
//! text is kept up to [`PASTE_MAX`] bytes, and a paste left without its end is given back as
//! the keys it holds.

// Elsewhere than on Unix crossterm reads the console, and only the types here are used.
#![cfg_attr(not(unix), allow(dead_code))]

use std::time::Duration;

use super::Key;

/// The most bytes of a paste kept: more than any board's line or framed grid (a 9x9 grid of
/// pencil marks in frames is under 1,500), so a longer paste is no puzzle.
pub const PASTE_MAX: usize = 8 * 1024;

/// How long an escape sequence may wait for its next byte (a lone Esc waits this long too).
const ESCAPE_WAIT: Duration = Duration::from_millis(100);

/// How long a paste may wait for its next byte before it is taken as unfinished.
const PASTE_WAIT: Duration = Duration::from_millis(250);

/// The longest escape sequence read; a longer one is no key and is dropped.
const SEQUENCE_MAX: usize = 32;

const ESC: u8 = 0x1b;
const PASTE_START: &[u8] = b"\x1b[200~";
const PASTE_END: &[u8] = b"\x1b[201~";

/// A key, or a paste.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Input {
    /// A key press.
    Key(Key),
    /// A bracketed paste.
    Paste(Paste),
    /// The picture key, Ctrl-P: the main thread saves the screen (no screen's keys see it).
    Picture,
}

/// What was pasted.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Paste {
    /// The text pasted (bytes that are not UTF-8 replaced).
    Text(String),
    /// A paste of this many bytes, more than [`PASTE_MAX`]: its text is not kept.
    TooLong(usize),
}

/// Reads keys and pastes out of a terminal's bytes, however they are split between reads.
#[derive(Default, Debug)]
pub struct KeyParser {
    /// The bytes of a key not yet complete (an escape sequence, a UTF-8 character).
    pending: Vec<u8>,
    /// Inside a paste: its bytes so far (up to [`PASTE_MAX`] and the end marker's length).
    paste: Option<Vec<u8>>,
    /// How many bytes the paste had in all.
    pasted: usize,
    /// How many bytes of the paste's end marker have just come.
    end_seen: usize,
}

impl KeyParser {
    /// Reads `bytes`, adding the keys and pastes they complete to `out`.
    pub fn feed(&mut self, bytes: &[u8], out: &mut Vec<Input>) {
        for &byte in bytes {
            match &mut self.paste {
                Some(paste) => {
                    self.pasted += 1;
                    if paste.len() < PASTE_MAX + PASTE_END.len() {
                        paste.push(byte);
                    }
                    // The marker holds Esc once, at its start: no part of it starts it again.
                    self.end_seen = match byte {
                        _ if byte == PASTE_END[self.end_seen] => self.end_seen + 1,
                        ESC => 1,
                        _ => 0,
                    };
                    if self.end_seen == PASTE_END.len() {
                        out.push(Input::Paste(self.finish_paste()));
                    }
                }
                None => self.key_byte(byte, out),
            }
        }
    }

    /// How long to wait for more bytes before [`KeyParser::time_out`]: `None` when nothing is
    /// waiting to be completed.
    pub fn wait(&self) -> Option<Duration> {
        if self.paste.is_some() {
            Some(PASTE_WAIT)
        } else {
            (!self.pending.is_empty()).then_some(ESCAPE_WAIT)
        }
    }

    /// No byte came for [`KeyParser::wait`]: a lone Esc is the Esc key, an unfinished escape
    /// sequence is dropped, and a paste without its end gives back the keys it holds (too
    /// long a one is told as such).
    pub fn time_out(&mut self, out: &mut Vec<Input>) {
        if let Some(bytes) = self.paste.take() {
            self.end_seen = 0;
            if self.pasted > PASTE_MAX {
                out.push(Input::Paste(Paste::TooLong(self.pasted)));
            } else {
                self.feed(&bytes, out);
            }
            self.pasted = 0;
        }
        if self.pending == [ESC] {
            out.push(Input::Key(Key::Esc));
        }
        self.pending.clear();
    }

    fn finish_paste(&mut self) -> Paste {
        self.end_seen = 0;
        let mut bytes = self.paste.take().unwrap_or_default();
        let total = std::mem::take(&mut self.pasted) - PASTE_END.len();
        if total > PASTE_MAX {
            return Paste::TooLong(total);
        }
        bytes.truncate(total);
        Paste::Text(String::from_utf8_lossy(&bytes).into_owned())
    }

    /// One byte outside a paste.
    fn key_byte(&mut self, byte: u8, out: &mut Vec<Input>) {
        if self.pending.is_empty() {
            match byte {
                ESC => self.pending.push(byte),
                0x80.. => self.pending.push(byte),
                PICTURE_KEY => out.push(Input::Picture),
                _ => out.extend(control_or_char(byte).map(Input::Key)),
            }
            return;
        }
        if self.pending[0] != ESC {
            return self.utf8_byte(byte, out);
        }
        if self.pending.len() == 1 && byte != b'[' && byte != b'O' {
            // Esc, then a key of its own (Esc Esc starts again).
            out.push(Input::Key(Key::Esc));
            self.pending.clear();
            return self.key_byte(byte, out);
        }
        self.pending.push(byte);
        if let Some(done) = sequence(&self.pending) {
            self.pending.clear();
            match done {
                Sequence::PasteStart => {
                    self.paste = Some(Vec::new());
                    (self.pasted, self.end_seen) = (0, 0);
                }
                Sequence::Key(key) => out.push(Input::Key(key)),
                Sequence::Other => {}
            }
        } else if self.pending.len() >= SEQUENCE_MAX {
            self.pending.clear();
        }
    }

    /// A byte of a UTF-8 character begun in `pending`.
    fn utf8_byte(&mut self, byte: u8, out: &mut Vec<Input>) {
        if byte & 0xC0 != 0x80 {
            // Not a continuation: the character was broken; start again at this byte.
            self.pending.clear();
            return self.key_byte(byte, out);
        }
        self.pending.push(byte);
        match std::str::from_utf8(&self.pending) {
            Ok(text) => {
                out.extend(text.chars().map(|c| Input::Key(Key::Char(c))));
                self.pending.clear();
            }
            Err(e) if e.error_len().is_some() || self.pending.len() >= 4 => self.pending.clear(),
            Err(_) => {}
        }
    }
}

/// A complete escape sequence: a key, the start of a paste, or one that is no key here.
enum Sequence {
    Key(Key),
    PasteStart,
    Other,
}

/// The escape sequence `bytes` (starting with Esc) when it is complete.
fn sequence(bytes: &[u8]) -> Option<Sequence> {
    match bytes {
        [ESC, b'O', last] => Some(ss3(*last).map_or(Sequence::Other, Sequence::Key)),
        // The Linux console's F1-F5.
        [ESC, b'[', b'['] => None,
        [ESC, b'[', b'[', last @ b'A'..=b'E'] => Some(Sequence::Key(Key::F(last - b'A' + 1))),
        [ESC, b'[', b'[', _] => Some(Sequence::Other),
        [ESC, b'[', body @ ..] => {
            let (&last, params) = body.split_last()?;
            if !(0x40..=0x7e).contains(&last) {
                return None;
            }
            if bytes == PASTE_START {
                return Some(Sequence::PasteStart);
            }
            Some(csi(params, last).map_or(Sequence::Other, Sequence::Key))
        }
        _ => None,
    }
}

/// The key of `Esc O last`.
fn ss3(last: u8) -> Option<Key> {
    Some(match last {
        b'P'..=b'S' => Key::F(last - b'P' + 1),
        other => cursor_key(other)?,
    })
}

/// The key of an arrow, Home or End by its final letter.
fn cursor_key(last: u8) -> Option<Key> {
    Some(match last {
        b'A' => Key::Up,
        b'B' => Key::Down,
        b'C' => Key::Right,
        b'D' => Key::Left,
        b'H' => Key::Home,
        b'F' => Key::End,
        _ => return None,
    })
}

/// The key of `Esc [ params last` (modifiers such as Shift or Ctrl are left aside).
fn csi(params: &[u8], last: u8) -> Option<Key> {
    let first: Option<u32> = std::str::from_utf8(params)
        .ok()?
        .split(';')
        .next()
        .and_then(|p| p.parse().ok());
    match (last, first) {
        (b'Z', _) => Some(Key::BackTab),
        (b'P'..=b'S', _) => Some(Key::F(last - b'P' + 1)),
        (b'~', Some(code)) => Some(match code {
            1 | 7 => Key::Home,
            4 | 8 => Key::End,
            3 => Key::Delete,
            5 => Key::PageUp,
            6 => Key::PageDown,
            11..=15 => Key::F((code - 10) as u8),
            17..=21 => Key::F((code - 11) as u8),
            23 | 24 => Key::F((code - 12) as u8),
            _ => return None,
        }),
        _ => cursor_key(last),
    }
}

/// Ctrl-P, the picture key.
const PICTURE_KEY: u8 = 0x10;

/// The key of a single byte that starts no sequence: a control key or an ASCII character.
fn control_or_char(byte: u8) -> Option<Key> {
    Some(match byte {
        b'\r' | b'\n' => Key::Enter,
        b'\t' => Key::Tab,
        0x7f | 0x08 => Key::Backspace,
        0x03 => Key::Interrupt,
        0x20..=0x7e => Key::Char(byte as char),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(chunks: &[&[u8]]) -> (Vec<Input>, KeyParser) {
        let mut parser = KeyParser::default();
        let mut out = Vec::new();
        for chunk in chunks {
            parser.feed(chunk, &mut out);
        }
        (out, parser)
    }

    fn keys(keys: &[Key]) -> Vec<Input> {
        keys.iter().map(|&k| Input::Key(k)).collect()
    }

    #[test]
    fn characters_control_keys_and_sequences_split_anywhere() {
        let bytes =
            "a\r\t\x7f\x03é\x1b[A\x1bOP\x1b[[E\x1b[3~\x1b[6~\x1b[H\x1b[4~\x1b[24~\x1b[Z\x1b[1;5C";
        let want = keys(&[
            Key::Char('a'),
            Key::Enter,
            Key::Tab,
            Key::Backspace,
            Key::Interrupt,
            Key::Char('é'),
            Key::Up,
            Key::F(1),
            Key::F(5),
            Key::Delete,
            Key::PageDown,
            Key::Home,
            Key::End,
            Key::F(12),
            Key::BackTab,
            Key::Right,
        ]);
        assert_eq!(parse(&[bytes.as_bytes()]).0, want);
        let split: Vec<&[u8]> = bytes.as_bytes().chunks(1).collect();
        let (out, parser) = parse(&split);
        assert_eq!(out, want);
        assert_eq!(parser.wait(), None);
    }

    #[test]
    fn an_unfinished_sequence_times_out_and_a_lone_esc_is_the_esc_key() {
        for unfinished in [&b"\x1b["[..], b"\x1b[1;", b"\x1bO", b"\x1b[24"] {
            let (mut out, mut parser) = parse(&[unfinished]);
            assert_eq!(parser.wait(), Some(ESCAPE_WAIT));
            parser.time_out(&mut out);
            parser.feed(b"q", &mut out);
            assert_eq!(out, keys(&[Key::Char('q')]), "{unfinished:?}");
        }
        let (mut out, mut parser) = parse(&[b"\x1b"]);
        parser.time_out(&mut out);
        assert_eq!(out, keys(&[Key::Esc]));
        // Esc then a key in one read: both.
        assert_eq!(parse(&[b"\x1bq"]).0, keys(&[Key::Esc, Key::Char('q')]));
        // A sequence never grows without end: one too long is dropped, and what follows counts.
        let (out, parser) = parse(&[b"\x1b[", &[b'1'; 100][..], b"q"]);
        assert_eq!(out.last(), Some(&Input::Key(Key::Char('q'))));
        assert_eq!(parser.wait(), None);
    }

    #[test]
    fn a_paste_is_one_event_and_one_left_unfinished_gives_its_keys_back() {
        let (out, _) = parse(&[b"\x1b[200~12\x1b[A", b"3\n\x1b[2", b"01~x"]);
        assert_eq!(
            out,
            [
                Input::Paste(Paste::Text("12\x1b[A3\n".into())),
                Input::Key(Key::Char('x'))
            ]
        );
        let (mut out, mut parser) = parse(&[b"\x1b[200~", b"Q"]);
        assert_eq!((out.len(), parser.wait()), (0, Some(PASTE_WAIT)));
        parser.time_out(&mut out);
        assert_eq!(out, keys(&[Key::Char('Q')]));
    }

    #[test]
    fn a_paste_longer_than_the_most_kept_is_told_by_its_length() {
        let long = vec![b'7'; 1 << 20];
        let (out, parser) = parse(&[b"\x1b[200~", &long, b"\x1b[201~q"]);
        assert_eq!(
            out,
            [
                Input::Paste(Paste::TooLong(1 << 20)),
                Input::Key(Key::Char('q'))
            ]
        );
        assert!(parser.paste.is_none());
        let (mut out, mut parser) = parse(&[b"\x1b[200~", &long]);
        parser.time_out(&mut out);
        assert_eq!(out, [Input::Paste(Paste::TooLong(1 << 20))]);
    }
}

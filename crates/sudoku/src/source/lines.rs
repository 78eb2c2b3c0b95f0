//! Cutting a byte stream into numbered lines as it arrives, in bounded memory.

use std::io::{BufRead, BufReader, Read};

use crate::text::{find_newline, group_thousands};

/// The longest line read: far more than a puzzle line and any comment after it. A longer
/// "line" (endless zeros, a binary file) ends the reading with an error at once.
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// The bytes read from the input at a time.
const BUFFER_BYTES: usize = 64 * 1024;

/// Where the lines go as they are read.
pub trait LineSink {
    /// Takes line `n` (from 1; without its line end, and for line 1 without a byte-order
    /// mark). Returns false when no more lines are wanted.
    fn line(&mut self, n: usize, text: &str) -> bool;

    /// Called when every line read so far has been handed over and the next read may wait for
    /// more input (a pipe that is still open): the time to let results out.
    fn idle(&mut self) {}
}

/// Hands the lines of `input` to `sink` until it ends or the sink wants no more. Lines end with
/// `\n` or `\r\n`; an input whose first 64 KiB (or whole, if shorter) have no `\n` but some `\r`
/// is cut at `\r` (old Mac files). `name` says where the input is in messages
/// (`standard input`, `'file.txt'`).
///
/// `Err` (a message) when the input cannot be read, a line is longer than
/// [`MAX_LINE_BYTES`], or a line is not UTF-8 text.
pub fn read_lines(input: impl Read, name: &str, sink: &mut impl LineSink) -> Result<(), String> {
    let mut input = BufReader::with_capacity(BUFFER_BYTES, input);
    let mut cutter = Cutter {
        name,
        n: 0,
        end: None,
        partial: Vec::new(),
    };
    loop {
        if input.buffer().is_empty() {
            sink.idle();
            let more = input
                .fill_buf()
                .map_err(|e| format!("cannot read {name}: {}", crate::source::io_words(&e)))?;
            if more.is_empty() {
                return cutter.last(sink);
            }
        }
        let buf = input.buffer();
        let end = cutter.end.unwrap_or(b'\n');
        let at = if end == b'\n' {
            find_newline(buf)
        } else {
            buf.iter().position(|&b| b == end)
        };
        match at {
            Some(i) => {
                cutter.end = Some(end);
                let more = if cutter.partial.is_empty() {
                    cutter.hand(&buf[..i], sink)?
                } else {
                    let mut line = std::mem::take(&mut cutter.partial);
                    line.extend_from_slice(&buf[..i]);
                    let more = cutter.hand(&line, sink)?;
                    line.clear();
                    cutter.partial = line;
                    more
                };
                input.consume(i + 1);
                if !more {
                    return Ok(());
                }
            }
            None => {
                let len = buf.len();
                cutter.partial.extend_from_slice(buf);
                input.consume(len);
                if cutter.partial.len() > MAX_LINE_BYTES && !cutter.old_mac(sink)? {
                    return Ok(());
                }
            }
        }
    }
}

/// The state of the cutting between reads.
struct Cutter<'a> {
    name: &'a str,
    /// Lines handed over so far.
    n: usize,
    /// The byte that ends a line, once known.
    end: Option<u8>,
    /// The start of a line whose end is not read yet.
    partial: Vec<u8>,
}

impl Cutter<'_> {
    /// Hands over the next line; false when the sink wants no more.
    fn hand(&mut self, line: &[u8], sink: &mut impl LineSink) -> Result<bool, String> {
        self.n += 1;
        let n = self.n;
        if line.len() > MAX_LINE_BYTES {
            return Err(self.too_long());
        }
        let mut line = line;
        if self.end == Some(b'\n') {
            line = line.strip_suffix(b"\r").unwrap_or(line);
        }
        if n == 1 {
            line = line.strip_prefix("\u{feff}".as_bytes()).unwrap_or(line);
        }
        let text = std::str::from_utf8(line).map_err(|e| {
            format!(
                "{}, line {}: not UTF-8 text (byte {} of the line)",
                self.name,
                group_thousands(n as u64),
                e.valid_up_to() + 1
            )
        })?;
        Ok(sink.line(n, text))
    }

    /// A line has grown past the limit with no `\n` read yet: if it has a `\r`, the input is an
    /// old Mac file and its lines end at `\r` from now on; else the line is too long.
    fn old_mac(&mut self, sink: &mut impl LineSink) -> Result<bool, String> {
        if self.end.is_some() || !self.partial.contains(&b'\r') {
            return Err(self.too_long());
        }
        self.end = Some(b'\r');
        let partial = std::mem::take(&mut self.partial);
        let mut pieces = partial.split(|&b| b == b'\r');
        let rest = pieces.next_back().unwrap_or_default();
        for piece in pieces {
            if !self.hand(piece, sink)? {
                return Ok(false);
            }
        }
        if rest.len() > MAX_LINE_BYTES {
            self.n += 1;
            return Err(self.too_long());
        }
        self.partial = rest.to_vec();
        Ok(true)
    }

    /// The input has ended: hands over the line without a line end, if any.
    fn last(mut self, sink: &mut impl LineSink) -> Result<(), String> {
        let partial = std::mem::take(&mut self.partial);
        if self.end.is_none() && partial.contains(&b'\r') {
            // No `\n` in the whole input: an old Mac file.
            self.end = Some(b'\r');
            for piece in partial.split(|&b| b == b'\r') {
                if !self.hand(piece, sink)? {
                    return Ok(());
                }
            }
            return Ok(());
        }
        if !partial.is_empty() {
            self.hand(&partial, sink)?;
        }
        Ok(())
    }

    /// The error for line `n + 1` (or the line just counted) being too long.
    fn too_long(&self) -> String {
        format!(
            "{}, line {}: longer than {} bytes, so not a line of a puzzle file",
            self.name,
            group_thousands(self.n.max(1) as u64),
            group_thousands(MAX_LINE_BYTES as u64)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Collects the lines, and after how many lines each idle call came.
    #[derive(Default)]
    struct Collect {
        lines: Vec<(usize, String)>,
        idle_after: Vec<usize>,
        stop_after: Option<usize>,
    }

    impl LineSink for Collect {
        fn line(&mut self, n: usize, text: &str) -> bool {
            self.lines.push((n, text.to_string()));
            self.stop_after != Some(self.lines.len())
        }

        fn idle(&mut self) {
            self.idle_after.push(self.lines.len());
        }
    }

    fn lines(bytes: &[u8]) -> Result<Vec<(usize, String)>, String> {
        let mut sink = Collect::default();
        read_lines(bytes, "standard input", &mut sink)?;
        Ok(sink.lines)
    }

    fn owned(lines: &[(usize, &str)]) -> Vec<(usize, String)> {
        lines.iter().map(|&(n, l)| (n, l.to_string())).collect()
    }

    #[test]
    fn line_ends_and_the_byte_order_mark_are_dropped() {
        let got = lines("\u{feff}a\r\nb\n\nc".as_bytes()).unwrap();
        assert_eq!(got, owned(&[(1, "a"), (2, "b"), (3, ""), (4, "c")]));
        assert_eq!(
            lines(b"a\rb\r").unwrap(),
            owned(&[(1, "a"), (2, "b"), (3, "")])
        );
        assert_eq!(lines(b"a\rb\nc").unwrap(), owned(&[(1, "a\rb"), (2, "c")]));
        assert_eq!(lines(b"").unwrap(), owned(&[]));
    }

    #[test]
    fn an_old_mac_file_longer_than_a_line_is_cut_at_returns() {
        let line = ".".repeat(81);
        let text = format!("{line}\r").repeat(2000);
        let got = lines(text.as_bytes()).unwrap();
        assert_eq!(got.len(), 2000);
        assert!(got.iter().all(|(_, l)| *l == line));
        assert_eq!(got[1999].0, 2000);
    }

    #[test]
    fn an_endless_line_is_an_error_naming_it() {
        let zeros = vec![0u8; MAX_LINE_BYTES * 3];
        assert_eq!(
            lines(&zeros).unwrap_err(),
            "standard input, line 1: longer than 65,536 bytes, so not a line of a puzzle file"
        );
        let mut text = b"ok\n".to_vec();
        text.extend(vec![b'x'; MAX_LINE_BYTES + 1]);
        text.push(b'\n');
        assert!(lines(&text).unwrap_err().contains("line 2:"));
        let mut exact = vec![b'x'; MAX_LINE_BYTES];
        exact.push(b'\n');
        assert_eq!(lines(&exact).unwrap().len(), 1);
    }

    #[test]
    fn a_line_that_is_not_utf8_is_named() {
        assert_eq!(
            lines(b"ok\nab\xffc\n").unwrap_err(),
            "standard input, line 2: not UTF-8 text (byte 3 of the line)"
        );
    }

    #[test]
    fn the_sink_may_stop_the_reading() {
        let mut sink = Collect {
            stop_after: Some(2),
            ..Collect::default()
        };
        read_lines(&b"a\nb\nc\n"[..], "x", &mut sink).unwrap();
        assert_eq!(sink.lines.len(), 2);
    }

    #[test]
    fn idle_comes_only_when_every_line_read_is_handed_over() {
        /// Gives its chunks one read at a time, like a pipe.
        struct Chunks(Vec<&'static [u8]>);
        impl Read for Chunks {
            fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
                if self.0.is_empty() {
                    return Ok(0);
                }
                let chunk = self.0.remove(0);
                buf[..chunk.len()].copy_from_slice(chunk);
                Ok(chunk.len())
            }
        }
        let mut sink = Collect::default();
        let input = Chunks(vec![b"a\nb", b"c\nd\n", b"e\n"]);
        read_lines(input, "x", &mut sink).unwrap();
        assert_eq!(
            sink.lines,
            owned(&[(1, "a"), (2, "bc"), (3, "d"), (4, "e")])
        );
        assert_eq!(sink.idle_after, [0, 1, 3, 4]);
    }
}

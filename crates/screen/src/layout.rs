//! Screen layouts: text files of 25 lines drawn in UTF-8, turned into a painted screen.
//!
//! A layout file is 25 lines of up to 80 characters (the picture), optionally followed by a
//! line `%%` and directives, one per line (`#` starts a comment):
//!
//! - `paint ROW1 COL1 ROW2 COL2 FG BG`: colour a rectangle (1-based, inclusive);
//! - `mark CHAR NAME`: every `CHAR` in the picture is a named spot; the spots, in reading
//!   order, are listed under `NAME` and the character itself is replaced by a space.
//!
//! In the picture, `{name}` padded with dots to any width, e.g. `{attempts.....}`, is a field:
//! a named place to write text later, as wide as the whole braced span (shown blank).

use std::collections::HashMap;
use std::fmt;

use super::{Attr, COLS, Pos, ROWS, Screen, cp437};

/// A named place on a layout where text is written, such as a counter.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Field {
    /// Where the field starts.
    pub pos: Pos,
    /// How many columns it spans.
    pub width: usize,
}

impl Field {
    /// Writes `text` into the field, left-aligned, padded with spaces and cut to the field's
    /// width, keeping the colours painted there. Characters outside CP437 show as `?`.
    pub fn write(&self, screen: &mut Screen, text: &str) {
        let mut chars = text.chars();
        for k in 0..self.width {
            let code = chars
                .next()
                .map_or(b' ', |c| cp437::from_char(c).unwrap_or(b'?'));
            if let Some(p) = Pos::from_index(self.pos.index() + k) {
                screen.put_code(p, code);
            }
        }
    }

    /// Writes `text` into the field as [`Field::write`] does, in the colours `attr`.
    pub fn write_in(&self, screen: &mut Screen, text: &str, attr: Attr) {
        self.write(screen, text);
        for k in 0..self.width {
            if let Some(p) = Pos::from_index(self.pos.index() + k) {
                screen.put(p, screen.code(p), attr);
            }
        }
    }
}

/// A layout file that could not be read: the line and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LayoutError {
    /// The 1-based line of the layout file.
    pub line: usize,
    /// What is wrong there.
    pub message: String,
}

impl fmt::Display for LayoutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "layout line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for LayoutError {}

/// A loaded layout: the painted screen, its fields and its marked spots.
#[derive(Clone, Debug)]
pub struct Layout {
    screen: Screen,
    fields: HashMap<String, Field>,
    marks: HashMap<String, Vec<Pos>>,
}

impl Layout {
    /// Reads a layout from its text (see the module documentation for the format).
    pub fn parse(text: &str) -> Result<Layout, LayoutError> {
        let lines: Vec<&str> = text.lines().collect();
        let art_end = lines
            .iter()
            .position(|l| l.trim_end() == "%%")
            .unwrap_or(lines.len());
        if art_end != ROWS {
            return Err(LayoutError {
                line: art_end.min(lines.len()).max(1),
                message: format!("the picture has {art_end} lines; it needs exactly {ROWS}"),
            });
        }
        let mut screen = Screen::new();
        let mut fields = HashMap::new();
        for (r, line) in lines[..ROWS].iter().enumerate() {
            read_art_line(&mut screen, &mut fields, r + 1, line)?;
        }
        let mut marks = HashMap::new();
        for (k, line) in lines.iter().enumerate().skip(ROWS + 1) {
            let directive = line.split('#').next().unwrap_or("").trim();
            if !directive.is_empty() {
                apply_directive(&mut screen, &mut marks, k + 1, directive)?;
            }
        }
        Ok(Layout {
            screen,
            fields,
            marks,
        })
    }

    /// A fresh copy of the painted screen.
    pub fn screen(&self) -> Screen {
        self.screen.clone()
    }

    /// The colours the layout paints at `pos`.
    pub fn attr(&self, pos: Pos) -> Attr {
        self.screen.cell(pos).attr
    }

    /// The field called `name`, if the layout has one.
    pub fn field(&self, name: &str) -> Option<Field> {
        self.fields.get(name).copied()
    }

    /// The spots marked under `name`, in reading order (empty if none).
    pub fn marks(&self, name: &str) -> &[Pos] {
        self.marks.get(name).map_or(&[], Vec::as_slice)
    }
}

fn read_art_line(
    screen: &mut Screen,
    fields: &mut HashMap<String, Field>,
    row: usize,
    line: &str,
) -> Result<(), LayoutError> {
    let chars: Vec<char> = line.chars().collect();
    if chars.len() > COLS {
        return Err(LayoutError {
            line: row,
            message: format!(
                "{} characters wide; the screen has {COLS} columns",
                chars.len()
            ),
        });
    }
    let mut col = 0;
    while col < chars.len() {
        let pos = Pos::new(row as i64, col as i64 + 1).expect("checked against the screen size");
        if chars[col] == '{' {
            let close = chars[col..]
                .iter()
                .position(|&c| c == '}')
                .ok_or_else(|| LayoutError {
                    line: row,
                    message: format!("field at column {} has no closing '}}'", col + 1),
                })?;
            let name: String = chars[col + 1..col + close]
                .iter()
                .take_while(|&&c| c != '.')
                .collect();
            if name.is_empty() || fields.contains_key(&name) {
                return Err(LayoutError {
                    line: row,
                    message: format!("field at column {} has an empty or repeated name", col + 1),
                });
            }
            fields.insert(
                name,
                Field {
                    pos,
                    width: close + 1,
                },
            );
            col += close + 1;
            continue;
        }
        let code = cp437::from_char(chars[col]).ok_or_else(|| LayoutError {
            line: row,
            message: format!("'{}' at column {} has no CP437 code", chars[col], col + 1),
        })?;
        screen.put_code(pos, code);
        col += 1;
    }
    Ok(())
}

fn apply_directive(
    screen: &mut Screen,
    marks: &mut HashMap<String, Vec<Pos>>,
    line: usize,
    directive: &str,
) -> Result<(), LayoutError> {
    let err = |message: String| LayoutError { line, message };
    let words: Vec<&str> = directive.split_whitespace().collect();
    match words.as_slice() {
        ["paint", nums @ ..] if nums.len() == 6 => {
            let n: Vec<i64> = nums
                .iter()
                .map(|w| w.parse().map_err(|_| err(format!("'{w}' is not a number"))))
                .collect::<Result<_, _>>()?;
            let attr = u8::try_from(n[4])
                .ok()
                .zip(u8::try_from(n[5]).ok())
                .and_then(|(fg, bg)| Attr::new(fg, bg))
                .ok_or_else(|| err(format!("colour {} on {} is out of range", n[4], n[5])))?;
            let top_left = Pos::new(n[0], n[1]).map_err(|e| err(e.to_string()))?;
            let bottom_right = Pos::new(n[2], n[3]).map_err(|e| err(e.to_string()))?;
            for r in top_left.row()..=bottom_right.row() {
                for c in top_left.col()..=bottom_right.col() {
                    let p = Pos::new(r as i64, c as i64).map_err(|e| err(e.to_string()))?;
                    screen.put(p, screen.code(p), attr);
                }
            }
            Ok(())
        }
        ["mark", mark, name] if mark.chars().count() == 1 => {
            let code = mark.chars().next().and_then(cp437::from_char);
            let code = code.ok_or_else(|| err(format!("'{mark}' has no CP437 code")))?;
            let spots: Vec<Pos> = (0..ROWS * COLS)
                .filter_map(Pos::from_index)
                .filter(|&p| screen.code(p) == code)
                .collect();
            for &p in &spots {
                screen.put_code(p, b' ');
            }
            marks.insert((*name).to_string(), spots);
            Ok(())
        }
        _ => Err(err(format!(
            "cannot read '{directive}' (expected paint or mark)"
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn picture(top: &[&str]) -> String {
        let mut lines: Vec<String> = top.iter().map(|s| s.to_string()).collect();
        lines.resize(ROWS, String::new());
        lines.join("\n") + "\n"
    }

    #[test]
    fn fields_marks_and_paint() {
        let text = picture(&["╔═╗ Attempts {attempts....}", "║@║  @"])
            + "%%\npaint 1 1 2 3 14 1  # the box\nmark @ cell\n";
        let layout = Layout::parse(&text).unwrap();
        let screen = layout.screen();
        assert_eq!(screen.screen(1, 1).unwrap(), 201);
        assert_eq!(screen.screen_attr(2, 3).unwrap(), Attr(0x1E));
        assert_eq!(screen.screen_attr(2, 4).unwrap(), Attr::DEFAULT);
        let f = layout.field("attempts").unwrap();
        assert_eq!((f.pos.row(), f.pos.col(), f.width), (1, 14, 14));
        assert_eq!(screen.screen(1, 14).unwrap(), b' ');
        let cells = layout.marks("cell");
        assert_eq!(cells.len(), 2);
        assert_eq!((cells[1].row(), cells[1].col()), (2, 6));
        assert_eq!(screen.screen(2, 2).unwrap(), b' ');
        assert!(layout.marks("none").is_empty());
    }

    #[test]
    fn field_writes_pad_and_cut() {
        let layout = Layout::parse(&picture(&["{n...}x"])).unwrap();
        let mut s = layout.screen();
        let f = layout.field("n").unwrap();
        f.write(&mut s, "1234567");
        assert_eq!(s.row_text(1), "123456x");
    }

    #[test]
    fn bad_layouts_say_where() {
        assert!(
            Layout::parse("only one line")
                .unwrap_err()
                .message
                .contains("1 lines")
        );
        let wide = picture(&[&"x".repeat(81)]);
        assert_eq!(Layout::parse(&wide).unwrap_err().line, 1);
        let unclosed = picture(&["", "{oops"]);
        assert_eq!(Layout::parse(&unclosed).unwrap_err().line, 2);
        let bad = picture(&[]) + "%%\npaint 1 1 2 2 16 0\n";
        assert_eq!(Layout::parse(&bad).unwrap_err().line, 27);
        let off = picture(&[]) + "%%\npaint 1 1 26 2 1 0\n";
        assert!(Layout::parse(&off).is_err());
        let euro = picture(&["€"]);
        assert!(Layout::parse(&euro).is_err());
    }
}

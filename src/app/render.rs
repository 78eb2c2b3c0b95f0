//! Draws screen frames onto the real terminal: only the cells that changed since the last
//! frame, in true colour, the nearest ANSI colours, or monochrome styles (NO_COLOR).

use std::io::{self, Write};

use crossterm::style::{
    Attribute, Color, Print, SetAttribute, SetBackgroundColor, SetForegroundColor,
};
use crossterm::{cursor, queue, terminal};

use super::Frame;
use dosdoku_screen::{Attr, COLS, Cell, PALETTE, ROWS, Screen, cp437};

/// How colours reach the terminal.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ColorMode {
    /// The exact CGA RGB values.
    TrueColor,
    /// The 16 ANSI colours nearest the CGA ones.
    Ansi,
    /// No colour: bold, underline, italic and reverse tell the kinds of digit apart.
    Mono,
}

impl ColorMode {
    /// The mode for this environment: NO_COLOR (set and not empty) wins, then COLORTERM.
    pub fn detect(no_color: Option<&str>, colorterm: Option<&str>) -> ColorMode {
        if no_color.is_some_and(|v| !v.is_empty()) {
            ColorMode::Mono
        } else if colorterm.is_some_and(|v| v == "truecolor" || v == "24bit") {
            ColorMode::TrueColor
        } else {
            ColorMode::Ansi
        }
    }
}

/// The nearest ANSI colour of each CGA colour number.
const ANSI: [Color; 16] = [
    Color::Black,
    Color::DarkBlue,
    Color::DarkGreen,
    Color::DarkCyan,
    Color::DarkRed,
    Color::DarkMagenta,
    Color::DarkYellow,
    Color::Grey,
    Color::DarkGrey,
    Color::Blue,
    Color::Green,
    Color::Cyan,
    Color::Red,
    Color::Magenta,
    Color::Yellow,
    Color::White,
];

/// The monochrome style of an attribute: a light background is reversed; bright colours (and
/// the exclusion agent's green and the Cruncher's brown) get their own emphasis, so givens,
/// finds, each agent's digits and clashes differ without colour. Reversed, the value tiles of
/// the candidate screen that meet there (givens, Board0's and exclusion's finds, the human
/// solver's four kinds) get an emphasis each too.
fn mono_attributes(attr: Attr) -> &'static [Attribute] {
    use Attribute::{Bold, Italic, Reverse, Underlined};
    if !matches!(attr.bg(), 0 | 1) {
        return match (attr.bg(), attr.fg()) {
            (7, 1) => &[Reverse, Italic],
            (7, 2) => &[Reverse, Underlined],
            (7, 3) => &[Reverse, Italic, Underlined],
            (7, 4) => &[Reverse, Bold],
            (3, 15) => &[Reverse, Bold, Italic],
            (2, 15) => &[Reverse, Bold, Underlined],
            _ => &[Reverse],
        };
    }
    match attr.fg() {
        15 => &[Attribute::Bold],
        14 => &[Attribute::Underlined],
        11 => &[Attribute::Italic],
        10 => &[Attribute::Bold, Attribute::Italic],
        12 => &[Attribute::Bold, Attribute::Reverse],
        2 => &[Attribute::Bold, Attribute::Italic, Attribute::Underlined],
        13 => &[Attribute::Underlined, Attribute::Italic],
        6 => &[Attribute::Bold, Attribute::Underlined],
        _ => &[],
    }
}

/// The terminal renderer: what it last drew, and counters of its own work.
pub struct Renderer {
    mode: ColorMode,
    shown: Option<Screen>,
    latest: Option<Frame>,
    size: (u16, u16),
    /// Frames drawn so far.
    pub frames: u64,
    /// Bytes written to the terminal so far.
    pub bytes: u64,
}

impl Renderer {
    /// A renderer for a terminal of `size` (columns, rows).
    pub fn new(mode: ColorMode, size: (u16, u16)) -> Renderer {
        Renderer {
            mode,
            shown: None,
            latest: None,
            size,
            frames: 0,
            bytes: 0,
        }
    }

    /// The frame last given to draw, if any.
    pub fn frame(&self) -> Option<&Frame> {
        self.latest.as_ref()
    }

    /// True when the terminal can show the whole 80x25 screen.
    fn fits(&self) -> bool {
        self.size.0 as usize >= COLS && self.size.1 as usize >= ROWS
    }

    /// Where the screen's top-left cell sits in the terminal (0-based column, row): the
    /// 80x25 screen is centred in a larger terminal, as a DOS screen in a window.
    fn origin(&self) -> (u16, u16) {
        (
            self.size.0.saturating_sub(COLS as u16) / 2,
            self.size.1.saturating_sub(ROWS as u16) / 2,
        )
    }

    /// Draws a frame (only what changed since the last one drawn).
    pub fn draw(&mut self, out: &mut impl Write, frame: Frame) -> io::Result<()> {
        self.latest = Some(frame);
        if self.fits() { self.paint(out) } else { Ok(()) }
    }

    /// The terminal changed size: clear it to the terminal's own colours and redraw
    /// everything at the new place, or say what size is needed.
    pub fn resize(&mut self, out: &mut impl Write, size: (u16, u16)) -> io::Result<()> {
        self.size = size;
        self.shown = None;
        let mut buf = Vec::new();
        queue!(
            buf,
            crossterm::style::ResetColor,
            terminal::Clear(terminal::ClearType::All)
        )?;
        if self.fits() {
            self.flush(out, buf)?;
            self.paint(out)
        } else {
            queue!(buf, cursor::Hide)?;
            self.too_small(&mut buf)?;
            self.flush(out, buf)
        }
    }

    /// The message for a terminal smaller than 80x25, centred, each line cut to the width
    /// (so nothing wraps or scrolls) and rows below the bottom left out.
    fn too_small(&self, buf: &mut Vec<u8>) -> io::Result<()> {
        let (width, height) = (self.size.0 as usize, self.size.1 as usize);
        let lines = [
            "dosdoku needs a terminal of at least 80x25.".to_string(),
            format!("This one is {width}x{height}."),
            "Make the window larger to go on, or press q to quit.".to_string(),
        ];
        let first_row = height.saturating_sub(lines.len()) / 2;
        for (row, line) in (first_row..height).zip(&lines) {
            let line = &line[..line.len().min(width)];
            let col = width.saturating_sub(line.len()) / 2;
            queue!(buf, cursor::MoveTo(col as u16, row as u16), Print(line))?;
        }
        Ok(())
    }

    /// Writes the cells that changed since the last frame drawn (all of them after a resize).
    /// Each row's first change is placed at its absolute position and later ones in the same
    /// row step right from there: nothing relies on the terminal wrapping lines, whatever
    /// its width.
    fn paint(&mut self, out: &mut impl Write) -> io::Result<()> {
        let Some(frame) = self.latest.take() else {
            return Ok(());
        };
        let (left, top) = self.origin();
        let mut buf = Vec::with_capacity(4096);
        let changed: Vec<(usize, Cell)> = match &self.shown {
            Some(before) => frame
                .screen
                .diff(before)
                .map(|(p, c)| (p.index(), c))
                .collect(),
            None => frame.screen.cells().iter().copied().enumerate().collect(),
        };
        let mut last: Option<usize> = None;
        let mut attr = None;
        for (i, cell) in changed {
            match last {
                // Further along the row just written: step over the unchanged cells.
                Some(j) if j / COLS == i / COLS => {
                    if i > j + 1 {
                        queue!(buf, cursor::MoveRight((i - j - 1) as u16))?;
                    }
                }
                _ => {
                    let (col, row) = ((i % COLS) as u16, (i / COLS) as u16);
                    queue!(buf, cursor::MoveTo(left + col, top + row))?;
                }
            }
            if attr != Some(cell.attr) {
                self.set_attr(&mut buf, cell.attr)?;
                attr = Some(cell.attr);
            }
            queue!(buf, Print(cp437::to_char(cell.code)))?;
            last = Some(i);
        }
        match frame.cursor {
            Some(p) => queue!(
                buf,
                cursor::MoveTo(left + p.col() as u16 - 1, top + p.row() as u16 - 1),
                cursor::Show
            )?,
            None => queue!(buf, cursor::Hide)?,
        }
        self.flush(out, buf)?;
        self.frames += 1;
        self.shown = Some(frame.screen.clone());
        self.latest = Some(frame);
        Ok(())
    }

    fn set_attr(&self, buf: &mut Vec<u8>, attr: Attr) -> io::Result<()> {
        match self.mode {
            ColorMode::TrueColor => {
                let rgb = |n: u8| {
                    let (r, g, b) = PALETTE[n as usize];
                    Color::Rgb { r, g, b }
                };
                queue!(
                    buf,
                    SetForegroundColor(rgb(attr.fg())),
                    SetBackgroundColor(rgb(attr.bg()))
                )
            }
            ColorMode::Ansi => queue!(
                buf,
                SetForegroundColor(ANSI[attr.fg() as usize]),
                SetBackgroundColor(ANSI[attr.bg() as usize])
            ),
            ColorMode::Mono => {
                queue!(buf, SetAttribute(Attribute::Reset))?;
                for &a in mono_attributes(attr) {
                    queue!(buf, SetAttribute(a))?;
                }
                Ok(())
            }
        }
    }

    fn flush(&mut self, out: &mut impl Write, buf: Vec<u8>) -> io::Result<()> {
        self.bytes += buf.len() as u64;
        out.write_all(&buf)?;
        out.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dosdoku_screen::Pos;

    fn frame_with(text: &str, at: (i64, i64)) -> Frame {
        let mut screen = Screen::new();
        screen.locate(at.0, at.1).unwrap();
        screen.color(14, 1).unwrap();
        screen.print(text).unwrap();
        Frame {
            screen,
            cursor: Pos::new(1, 1).ok(),
        }
    }

    #[test]
    fn colour_mode_follows_no_color_then_colorterm() {
        assert_eq!(
            ColorMode::detect(Some("1"), Some("truecolor")),
            ColorMode::Mono
        );
        assert_eq!(
            ColorMode::detect(Some(""), Some("truecolor")),
            ColorMode::TrueColor
        );
        assert_eq!(ColorMode::detect(None, Some("24bit")), ColorMode::TrueColor);
        assert_eq!(ColorMode::detect(None, None), ColorMode::Ansi);
    }

    #[test]
    fn monochrome_tells_the_digit_kinds_apart() {
        let kinds = [0x1F, 0x1B, 0x1E, 0x30, 0x1A, 0x12, 0x16, 0x1D, 0x1C, 0x17]
            .map(|a| mono_attributes(Attr(a)));
        for (k, a) in kinds.iter().enumerate() {
            for b in &kinds[k + 1..] {
                assert_ne!(a, b);
            }
        }
    }

    #[test]
    fn monochrome_tells_the_candidate_screens_tiles_apart() {
        use dosdoku_agents::agents::Ink;
        let tiles = [
            Ink::Given,
            Ink::Board0,
            Ink::Exclusion,
            Ink::Single,
            Ink::Advanced,
            Ink::GuessOpen,
            Ink::GuessConfirmed,
        ]
        .map(|ink| mono_attributes(ink.value_attr()));
        for (k, a) in tiles.iter().enumerate() {
            assert!(a.contains(&Attribute::Reverse), "a tile is reversed");
            for b in &tiles[k + 1..] {
                assert_ne!(a, b);
            }
        }
    }

    #[test]
    fn only_changed_cells_are_written_after_the_first_frame() {
        let mut r = Renderer::new(ColorMode::TrueColor, (80, 25));
        let mut out = Vec::new();
        r.draw(&mut out, frame_with("hello", (3, 3))).unwrap();
        let first = out.len();
        assert!(first > 2000, "the first frame paints everything");
        out.clear();
        r.draw(&mut out, frame_with("hellp", (3, 3))).unwrap();
        let text = String::from_utf8_lossy(&out);
        assert!(text.contains('p') && !text.contains("hell"), "{text:?}");
        assert!(out.len() < 80);
        assert_eq!(r.frames, 2);
    }

    #[test]
    fn a_small_terminal_gets_a_message_then_the_screen_back() {
        let mut r = Renderer::new(ColorMode::Ansi, (80, 25));
        let mut out = Vec::new();
        r.resize(&mut out, (60, 20)).unwrap();
        let text = String::from_utf8_lossy(&out).to_string();
        assert!(text.contains("80x25") && text.contains("60x20"), "{text}");
        out.clear();
        r.draw(&mut out, frame_with("x", (1, 1))).unwrap();
        assert!(out.is_empty(), "nothing is drawn while too small");
        r.resize(&mut out, (100, 30)).unwrap();
        assert!(String::from_utf8_lossy(&out).contains('x'));
    }
}

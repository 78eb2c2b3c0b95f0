//! A property test of the terminal renderer: for random sequences of frames and terminal
//! sizes, what a terminal emulator (vt100) shows is the emulated screen, centred, with
//! nothing around it; and in a terminal too small, the size message and nothing else.

use dosdoku::app::{ColorMode, Frame, Renderer};
use dosdoku_screen::{Attr, COLS, PALETTE, Pos, ROWS, Screen, cp437};
use proptest::prelude::*;

/// What happens next to the terminal.
#[derive(Clone, Debug)]
enum Step {
    /// A new frame: these changes to the screen, and where the cursor is shown.
    Frame {
        /// Single cells: (index, code, attribute).
        cells: Vec<(usize, u8, u8)>,
        /// Runs of one code and attribute from an index (crossing row ends).
        runs: Vec<(usize, usize, u8, u8)>,
        cursor: Option<usize>,
    },
    /// The terminal is resized to (columns, rows).
    Resize(u16, u16),
}

/// Terminal sizes: mostly large enough, some larger in one direction only, some too small.
fn size() -> impl Strategy<Value = (u16, u16)> {
    prop_oneof![
        4 => (80u16..=200, 25u16..=60),
        1 => (80u16..=100, 25u16..=27),
        1 => (1u16..80, 1u16..=60),
        1 => (80u16..=200, 1u16..25),
    ]
}

fn step() -> impl Strategy<Value = Step> {
    let cell = (0..ROWS * COLS, any::<u8>(), any::<u8>());
    let run = (0..ROWS * COLS, 1usize..200, any::<u8>(), any::<u8>());
    let frame = (
        prop::collection::vec(cell, 0..40),
        prop::collection::vec(run, 0..4),
        prop::option::of(0..ROWS * COLS),
    )
        .prop_map(|(cells, runs, cursor)| Step::Frame {
            cells,
            runs,
            cursor,
        });
    prop_oneof![3 => frame, 1 => size().prop_map(|(c, r)| Step::Resize(c, r))]
}

/// A whole random screen to start from.
fn first_screen() -> impl Strategy<Value = Vec<(u8, u8)>> {
    prop::collection::vec((any::<u8>(), any::<u8>()), ROWS * COLS)
}

fn mode() -> impl Strategy<Value = ColorMode> {
    prop_oneof![
        Just(ColorMode::TrueColor),
        Just(ColorMode::Ansi),
        Just(ColorMode::Mono)
    ]
}

/// The ANSI palette index of a CGA colour: CGA orders blue, green, red in its low bits, ANSI
/// red, green, blue; brightness is bit 3 in both.
fn ansi_index(cga: u8) -> u8 {
    (cga & 0b1010) | ((cga & 1) << 2) | ((cga & 4) >> 2)
}

/// The colours vt100 should report for an attribute in a mode.
fn expected_colours(mode: ColorMode, attr: Attr) -> (vt100::Color, vt100::Color) {
    let rgb = |n: u8| {
        let (r, g, b) = PALETTE[n as usize];
        vt100::Color::Rgb(r, g, b)
    };
    match mode {
        ColorMode::TrueColor => (rgb(attr.fg()), rgb(attr.bg())),
        ColorMode::Ansi => (
            vt100::Color::Idx(ansi_index(attr.fg())),
            vt100::Color::Idx(ansi_index(attr.bg())),
        ),
        ColorMode::Mono => (vt100::Color::Default, vt100::Color::Default),
    }
}

/// A cell's text as vt100 holds it: an untouched cell is empty, a printed space is a space.
fn shown(cell: &vt100::Cell) -> String {
    match cell.contents() {
        "" => " ".to_string(),
        text => text.to_string(),
    }
}

/// Checks the terminal against the screen last drawn (in monochrome, reverse video marks a
/// light background and the clash colour); `Err` says where they differ.
fn check(
    vt: &vt100::Screen,
    mode: ColorMode,
    frame: Option<&Frame>,
    size: (u16, u16),
) -> Result<(), String> {
    let (cols, rows) = size;
    if vt.size() != (rows, cols) {
        return Err(format!("vt100 is {:?}, not {rows}x{cols}", vt.size()));
    }
    let fits = cols as usize >= COLS && rows as usize >= ROWS;
    let (left, top) = if fits {
        ((cols - COLS as u16) / 2, (rows - ROWS as u16) / 2)
    } else {
        (0, 0)
    };
    let inside = |r: u16, c: u16| {
        fits && (top..top + ROWS as u16).contains(&r) && (left..left + COLS as u16).contains(&c)
    };
    let message = [
        "dosdoku needs a terminal of at least 80x25.".to_string(),
        format!("This one is {cols}x{rows}."),
        "Make the window larger to go on, or press q to quit.".to_string(),
    ];
    for r in 0..rows {
        if !fits {
            let line = vt.contents_between(r, 0, r, cols);
            let line = line.trim();
            if !line.is_empty() && !message.iter().any(|m| m.contains(line)) {
                return Err(format!("row {r} of a small terminal shows {line:?}"));
            }
        }
        for c in 0..cols {
            let cell = vt.cell(r, c).ok_or(format!("no cell {r},{c}"))?;
            if inside(r, c) {
                let Some(frame) = frame else { continue };
                let pos = Pos::new((r - top) as i64 + 1, (c - left) as i64 + 1).unwrap();
                let want = frame.screen.cell(pos);
                let text = shown(cell);
                let want_text = cp437::to_char(want.code).to_string();
                if text != want_text {
                    return Err(format!(
                        "window {},{} shows {text:?}, the screen holds {want_text:?} (code {})",
                        pos.row(),
                        pos.col(),
                        want.code
                    ));
                }
                let colours = (cell.fgcolor(), cell.bgcolor());
                if colours != expected_colours(mode, want.attr) {
                    return Err(format!(
                        "window {},{} has colours {colours:?} for attribute {:#04x} in {mode:?}",
                        pos.row(),
                        pos.col(),
                        want.attr.0
                    ));
                }
                let reversed = !matches!(want.attr.bg(), 0 | 1) || want.attr.fg() == 12;
                if mode == ColorMode::Mono && cell.inverse() != reversed {
                    return Err(format!(
                        "window {},{}: reverse video is {} for attribute {:#04x}",
                        pos.row(),
                        pos.col(),
                        cell.inverse(),
                        want.attr.0
                    ));
                }
            } else {
                let plain = cell.fgcolor() == vt100::Color::Default
                    && cell.bgcolor() == vt100::Color::Default
                    && !cell.inverse()
                    && !cell.bold()
                    && !cell.italic()
                    && !cell.underline();
                if !plain || (fits && shown(cell) != " ") {
                    return Err(format!(
                        "outside the window, {r},{c} shows {:?} (fg {:?}, bg {:?})",
                        cell.contents(),
                        cell.fgcolor(),
                        cell.bgcolor()
                    ));
                }
            }
        }
    }
    if !fits {
        if cols >= 53 && rows >= 4 {
            let text = vt.contents();
            if !message.iter().all(|m| text.contains(m.as_str())) {
                return Err(format!("a {cols}x{rows} terminal is not told:\n{text}"));
            }
        }
        if !vt.hide_cursor() {
            return Err("the cursor shows in a terminal too small".into());
        }
        return Ok(());
    }
    let Some(frame) = frame else { return Ok(()) };
    match frame.cursor {
        Some(p) => {
            let want = (top + p.row() as u16 - 1, left + p.col() as u16 - 1);
            if vt.hide_cursor() || vt.cursor_position() != want {
                return Err(format!(
                    "the cursor is at {:?} (hidden: {}), not {want:?}",
                    vt.cursor_position(),
                    vt.hide_cursor()
                ));
            }
        }
        None if !vt.hide_cursor() => return Err("the cursor shows".into()),
        None => {}
    }
    Ok(())
}

/// A renderer for a terminal of `size`, drawing in `mode` whatever the environment says.
fn renderer(mode: ColorMode, size: (u16, u16)) -> Renderer {
    // crossterm leaves colours out when NO_COLOR is set; the program then draws in
    // monochrome, but these tests choose the mode themselves.
    crossterm::style::Colored::set_ansi_color_disabled(false);
    Renderer::new(mode, size)
}

/// Plays the steps through a renderer into vt100, checking after each.
fn play(
    mode: ColorMode,
    start: (u16, u16),
    first: &[(u8, u8)],
    steps: &[Step],
) -> Result<(), String> {
    let mut size = start;
    let mut parser = vt100::Parser::new(size.1, size.0, 0);
    let mut renderer = renderer(mode, size);
    let mut out = Vec::new();
    renderer.resize(&mut out, size).map_err(|e| e.to_string())?;
    let mut screen = Screen::new();
    for (i, &(code, attr)) in first.iter().enumerate() {
        screen.put(Pos::from_index(i).unwrap(), code, Attr(attr));
    }
    let mut frame = Frame {
        screen,
        cursor: None,
    };
    renderer
        .draw(&mut out, frame.clone())
        .map_err(|e| e.to_string())?;
    parser.process(&out);
    check(parser.screen(), mode, Some(&frame), size).map_err(|e| format!("first frame: {e}"))?;
    for (k, step) in steps.iter().enumerate() {
        out.clear();
        match step {
            Step::Frame {
                cells,
                runs,
                cursor,
            } => {
                for &(i, code, attr) in cells {
                    frame
                        .screen
                        .put(Pos::from_index(i).unwrap(), code, Attr(attr));
                }
                for &(from, len, code, attr) in runs {
                    for i in from..(from + len).min(ROWS * COLS) {
                        frame
                            .screen
                            .put(Pos::from_index(i).unwrap(), code, Attr(attr));
                    }
                }
                frame.cursor = cursor.and_then(Pos::from_index);
                renderer
                    .draw(&mut out, frame.clone())
                    .map_err(|e| e.to_string())?;
            }
            &Step::Resize(cols, rows) => {
                size = (cols, rows);
                parser.screen_mut().set_size(rows, cols);
                renderer.resize(&mut out, size).map_err(|e| e.to_string())?;
            }
        }
        parser.process(&out);
        check(parser.screen(), mode, Some(&frame), size)
            .map_err(|e| format!("after step {k} ({step:?}): {e}"))?;
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    #[test]
    fn the_terminal_shows_the_emulated_screen_centred_and_nothing_else(
        mode in mode(),
        start in size(),
        first in first_screen(),
        steps in prop::collection::vec(step(), 1..12),
    ) {
        if let Err(e) = play(mode, start, &first, &steps) {
            prop_assert!(false, "{}", e);
        }
    }
}

#[test]
fn every_cp437_character_takes_one_terminal_cell() {
    // A frame of all 256 codes in a row, drawn at 100x30: each lands in its own cell.
    let mut screen = Screen::new();
    for code in 0..=255u8 {
        screen.put(Pos::from_index(code as usize).unwrap(), code, Attr(0x1E));
    }
    let frame = Frame {
        screen,
        cursor: None,
    };
    let mut renderer = renderer(ColorMode::TrueColor, (100, 30));
    let mut parser = vt100::Parser::new(30, 100, 0);
    let mut out = Vec::new();
    renderer.resize(&mut out, (100, 30)).unwrap();
    renderer.draw(&mut out, frame.clone()).unwrap();
    parser.process(&out);
    check(
        parser.screen(),
        ColorMode::TrueColor,
        Some(&frame),
        (100, 30),
    )
    .unwrap();
}

//! Drives the real binary in a pseudo-terminal and reads the screen back with vt100, the way
//! a person at a terminal would see it.

use std::io::{Read, Write};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use portable_pty::{Child, CommandBuilder, MasterPty, PtySize, native_pty_system};

use crate::common::golden::{self, Colour, ColourScreen, Mask, PANEL_MASKS};

/// A running `dosdoku` in a pseudo-terminal.
pub struct Term {
    master: Box<dyn MasterPty + Send>,
    child: Box<dyn Child + Send + Sync>,
    writer: Box<dyn Write + Send>,
    parser: Arc<Mutex<vt100::Parser>>,
}

fn size(cols: u16, rows: u16) -> PtySize {
    PtySize {
        rows,
        cols,
        pixel_width: 0,
        pixel_height: 0,
    }
}

impl Term {
    /// Starts `dosdoku ARGS` in a `cols`x`rows` terminal with extra environment variables.
    pub fn spawn(args: &[&str], cols: u16, rows: u16, env: &[(&str, &str)]) -> Term {
        Term::spawn_unsetting(args, cols, rows, env, &[])
    }

    /// As [`Term::spawn`], with the environment variables named in `unset` removed.
    pub fn spawn_unsetting(
        args: &[&str],
        cols: u16,
        rows: u16,
        env: &[(&str, &str)],
        unset: &[&str],
    ) -> Term {
        let pty = native_pty_system()
            .openpty(size(cols, rows))
            .expect("a pty opens");
        let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_dosdoku"));
        cmd.args(args);
        cmd.env("TERM", "xterm-256color");
        cmd.env("DOSDOKU_HISTORY", "/dev/null");
        // No unfinished game of the person running the tests is offered (a test that plays
        // names its own file).
        let no_game = std::env::temp_dir().join("dosdoku-tests-no-game/game.json");
        cmd.env("DOSDOKU_GAME", no_game);
        cmd.env_remove("NO_COLOR");
        cmd.env_remove("COLORTERM");
        cmd.cwd(std::env::temp_dir());
        for (k, v) in env {
            cmd.env(k, v);
        }
        for k in unset {
            cmd.env_remove(k);
        }
        let child = pty
            .slave
            .spawn_command(cmd)
            .expect("dosdoku starts in the pty");
        drop(pty.slave);
        let parser = Arc::new(Mutex::new(vt100::Parser::new(rows, cols, 0)));
        let mut reader = pty.master.try_clone_reader().expect("the pty reads");
        let p = parser.clone();
        std::thread::spawn(move || {
            let mut buf = [0u8; 8192];
            while let Ok(k) = reader.read(&mut buf) {
                if k == 0 {
                    break;
                }
                p.lock().unwrap().process(&buf[..k]);
            }
        });
        let writer = pty.master.take_writer().expect("the pty writes");
        Term {
            master: pty.master,
            child,
            writer,
            parser,
        }
    }

    /// Types text (or escape sequences) into the terminal.
    pub fn send(&mut self, text: &str) {
        self.writer.write_all(text.as_bytes()).unwrap();
        self.writer.flush().unwrap();
    }

    /// Types keys one at a time, with a short pause between them.
    pub fn type_keys(&mut self, keys: &str) {
        for c in keys.chars() {
            self.send(&c.to_string());
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    /// The visible screen as text, one line per row.
    pub fn text(&self) -> String {
        let parser = self.parser.lock().unwrap();
        let screen = parser.screen();
        let (_, cols) = screen.size();
        screen.rows(0, cols).collect::<Vec<_>>().join("\n")
    }

    /// One row (0-based) of the screen as text.
    pub fn row(&self, row: u16) -> String {
        let parser = self.parser.lock().unwrap();
        let screen = parser.screen();
        let (_, cols) = screen.size();
        screen.contents_between(row, 0, row, cols)
    }

    /// Runs `f` on the vt100 screen.
    pub fn with_screen<T>(&self, f: impl FnOnce(&vt100::Screen) -> T) -> T {
        f(self.parser.lock().unwrap().screen())
    }

    /// Waits until the screen text satisfies `pred`; panics with the screen after `secs`.
    pub fn wait_for(&self, what: &str, secs: u64, pred: impl Fn(&str) -> bool) {
        let deadline = Instant::now() + Duration::from_secs(secs);
        loop {
            let text = self.text();
            if pred(&text) {
                return;
            }
            if Instant::now() > deadline {
                panic!("timed out waiting for {what}; the screen shows:\n{text}");
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Waits until the screen shows `needle`.
    pub fn wait_text(&self, needle: &str, secs: u64) {
        self.wait_for(needle, secs, |t| t.contains(needle));
    }

    /// Resizes the terminal: the pseudo-terminal (which signals dosdoku) and the screen that
    /// reads its output, together, so nothing dosdoku draws for the new size is read at the
    /// old one.
    pub fn resize(&mut self, cols: u16, rows: u16) {
        let mut parser = self.parser.lock().unwrap();
        self.master.resize(size(cols, rows)).unwrap();
        parser.screen_mut().set_size(rows, cols);
    }

    /// The process id of dosdoku.
    pub fn pid(&self) -> u32 {
        self.child.process_id().expect("a live child has a pid")
    }

    /// Waits for the program to end and returns its exit code (128+N for signal N).
    pub fn wait_exit(&mut self, secs: u64) -> u32 {
        let deadline = Instant::now() + Duration::from_secs(secs);
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                // Let the reader thread take in the last bytes.
                std::thread::sleep(Duration::from_millis(150));
                return status.exit_code();
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                panic!("dosdoku did not exit; the screen shows:\n{}", self.text());
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Q: the program ends at once with status 0 and gives the terminal back as it was.
    pub fn quit(&mut self) {
        self.send("q");
        assert_eq!(self.wait_exit(10), 0);
        self.assert_restored();
    }

    /// Q with a typed puzzle not saved: the program asks once and is told yes; it ends with
    /// status 0 and gives the terminal back as it was.
    pub fn quit_anyway(&mut self) {
        self.send("q");
        self.wait_text("The typed puzzle is not saved. Quit anyway?", 5);
        self.send("y");
        assert_eq!(self.wait_exit(10), 0);
        self.assert_restored();
    }

    /// True when the terminal is back as it was: main screen, cursor shown, and the line
    /// discipline in canonical mode with echo (raw mode off).
    pub fn assert_restored(&self) {
        self.with_screen(|s| {
            assert!(!s.alternate_screen(), "still on the alternate screen");
            assert!(!s.hide_cursor(), "the cursor is still hidden");
        });
        let termios = self.master.get_termios().expect("the pty has termios");
        use nix::sys::termios::LocalFlags;
        assert!(
            termios.local_flags.contains(LocalFlags::ICANON),
            "raw mode is still on (no ICANON)"
        );
        assert!(
            termios.local_flags.contains(LocalFlags::ECHO),
            "raw mode is still on (no ECHO)"
        );
    }

    /// The digits shown in the 81 board cells, '.' for blank, in reading order.
    pub fn board(&self) -> String {
        let (left, top) = self.window_offset();
        self.with_screen(|s| {
            (0..81)
                .map(|i| {
                    let (row, col) = (3 + 2 * (i / 9), 4 + 4 * (i % 9));
                    let c = s
                        .cell(top + row as u16, left + col as u16)
                        .map(|c| c.contents())
                        .unwrap_or_default();
                    c.chars()
                        .next()
                        .filter(|d| ('1'..='9').contains(d))
                        .unwrap_or('.')
                })
                .collect()
        })
    }
}

/// The emulated screen's size: the window dosdoku draws in, centred in a larger terminal.
pub const WINDOW: (u16, u16) = (80, 25);

impl Term {
    /// Where the 80x25 window sits in this terminal: (left column, top row), 0-based.
    pub fn window_offset(&self) -> (u16, u16) {
        self.with_screen(|s| {
            let (rows, cols) = s.size();
            (
                cols.saturating_sub(WINDOW.0) / 2,
                rows.saturating_sub(WINDOW.1) / 2,
            )
        })
    }

    /// The 80x25 window as text: 25 lines, trailing spaces removed, each ending in a newline.
    pub fn window_text(&self) -> String {
        let (left, top) = self.window_offset();
        self.with_screen(|s| {
            (top..top + WINDOW.1)
                .map(|row| {
                    let line: String = (left..left + WINDOW.0)
                        .map(|col| match s.cell(row, col).map(|c| c.contents()) {
                            Some(text) if !text.is_empty() => text,
                            _ => " ",
                        })
                        .collect();
                    line.trim_end().to_string() + "\n"
                })
                .collect()
        })
    }

    /// The 80x25 window with its colours as CGA colour numbers (the renderer's ANSI colours,
    /// which the pseudo-terminal's environment pins: no COLORTERM, no NO_COLOR), with the
    /// regions of `masks` masked.
    pub fn window_colours(&self, masks: &[Mask]) -> ColourScreen {
        let offset = self.window_offset();
        self.with_screen(|s| screen_colours(s, offset).masked(masks))
    }

    /// The window's characters with the panel's rate and elapsed time masked.
    pub fn masked_window(&self) -> String {
        self.window_colours(&PANEL_MASKS).text()
    }

    /// Waits until the window (the panel's rate and elapsed time masked) equals a golden
    /// screen; on timeout, fails showing the rows that differ.
    pub fn wait_golden(&self, name: &str, secs: u64) {
        self.wait_golden_masked(name, secs, &PANEL_MASKS);
    }

    /// Waits until the window, with the regions of `masks` masked, equals a golden screen; on
    /// timeout, fails showing the rows that differ. Blessing, it waits for the window to stand
    /// still and writes it.
    pub fn wait_golden_masked(&self, name: &str, secs: u64, masks: &[Mask]) {
        let deadline = Instant::now() + Duration::from_secs(secs);
        if golden::blessing() {
            self.wait_still(deadline, masks);
        } else {
            let want = golden::read(name);
            while golden::compare(&self.window_colours(masks), &want).is_err()
                && Instant::now() < deadline
            {
                std::thread::sleep(Duration::from_millis(20));
            }
        }
        golden::assert_golden(&self.window_colours(masks), name);
    }

    /// Waits until the masked window has not changed for 300 ms (or until `deadline`).
    fn wait_still(&self, deadline: Instant, masks: &[Mask]) {
        let mut last = self.window_colours(masks);
        let mut since = Instant::now();
        while since.elapsed() < Duration::from_millis(300) && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(20));
            let now = self.window_colours(masks);
            if now != last {
                (last, since) = (now, Instant::now());
            }
        }
    }

    /// The cells outside the 80x25 window that are not blank in the terminal's default
    /// colours, as "row,col: what" (0-based), at most a few of them.
    pub fn marks_outside_window(&self) -> Vec<String> {
        let (left, top) = self.window_offset();
        self.with_screen(|s| {
            let (rows, cols) = s.size();
            let mut marks = Vec::new();
            for row in 0..rows {
                for col in 0..cols {
                    let inside = (top..top + WINDOW.1).contains(&row)
                        && (left..left + WINDOW.0).contains(&col);
                    let Some(cell) = s.cell(row, col) else {
                        continue;
                    };
                    let blank = matches!(cell.contents(), "" | " ")
                        && cell.fgcolor() == vt100::Color::Default
                        && cell.bgcolor() == vt100::Color::Default
                        && !cell.inverse()
                        && !cell.underline();
                    if !inside && !blank && marks.len() < 8 {
                        marks.push(format!(
                            "{row},{col}: {:?} fg {:?} bg {:?}",
                            cell.contents(),
                            cell.fgcolor(),
                            cell.bgcolor()
                        ));
                    }
                }
            }
            marks
        })
    }

    /// Fails unless every cell outside the 80x25 window is blank in the default colours.
    pub fn assert_nothing_outside_window(&self) {
        let marks = self.marks_outside_window();
        assert!(
            marks.is_empty(),
            "drawn outside the window: {marks:?}; the terminal shows:\n{}",
            self.text()
        );
    }
}

/// The 80x25 window of `screen` whose top left cell is at `(left, top)`, with its colours as
/// CGA colour numbers.
pub fn screen_colours(screen: &vt100::Screen, (left, top): (u16, u16)) -> ColourScreen {
    let rows = (top..top + WINDOW.1)
        .map(|row| {
            (left..left + WINDOW.0)
                .map(|col| match screen.cell(row, col) {
                    Some(cell) => golden::Cell {
                        ch: cell.contents().chars().next().unwrap_or(' '),
                        colours: (colour(cell.fgcolor()), colour(cell.bgcolor())),
                    },
                    None => golden::Cell {
                        ch: ' ',
                        colours: (Colour::Terminal, Colour::Terminal),
                    },
                })
                .collect()
        })
        .collect();
    ColourScreen { rows }
}

/// The CGA colour number of a colour as the renderer writes it: one of the 16 ANSI colours
/// (whose numbering swaps CGA's red and blue bits), or in true colour one of the CGA
/// palette's; else the terminal's own.
fn colour(c: vt100::Color) -> Colour {
    match c {
        vt100::Color::Idx(n) if n < 16 => Colour::Cga((n & 0b1010) | (n & 1) << 2 | (n >> 2) & 1),
        vt100::Color::Rgb(r, g, b) => dosdoku_screen::PALETTE
            .iter()
            .position(|&rgb| rgb == (r, g, b))
            .map_or(Colour::Terminal, |n| Colour::Cga(n as u8)),
        _ => Colour::Terminal,
    }
}

impl Drop for Term {
    fn drop(&mut self) {
        let _ = self.child.kill();
    }
}

/// Keys as a terminal sends them.
pub mod keys {
    /// Enter.
    pub const ENTER: &str = "\r";
    /// Escape.
    pub const ESC: &str = "\x1b";
    /// F1.
    pub const F1: &str = "\x1bOP";
    /// F12.
    pub const F12: &str = "\x1b[24~";
    /// Arrow right.
    pub const RIGHT: &str = "\x1b[C";
    /// Arrow down.
    pub const DOWN: &str = "\x1b[B";
    /// Arrow left.
    pub const LEFT: &str = "\x1b[D";
    /// Arrow up.
    pub const UP: &str = "\x1b[A";
    /// Ctrl-C.
    pub const CTRL_C: &str = "\x03";
}

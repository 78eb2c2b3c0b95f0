//! Drives the real binary in a pseudo-terminal and reads the screen back with vt100, the way
//! a person at a terminal would see it.

#![allow(dead_code)] // each test file uses its own part of this module

use std::io::{Read, Write};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use portable_pty::{Child, CommandBuilder, MasterPty, PtySize, native_pty_system};

/// A running `dosdoku` in a pseudo-terminal.
pub struct Term {
    master: Box<dyn MasterPty + Send>,
    child: Box<dyn Child + Send + Sync>,
    writer: Box<dyn Write + Send>,
    parser: Arc<Mutex<vt100::Parser>>,
    /// Every byte the program wrote, for counting.
    pub output_bytes: Arc<Mutex<usize>>,
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
        let pty = native_pty_system()
            .openpty(size(cols, rows))
            .expect("a pty opens");
        let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_dosdoku"));
        cmd.args(args);
        cmd.env("TERM", "xterm-256color");
        cmd.env("DOSDOKU_HISTORY", "/dev/null");
        cmd.env_remove("NO_COLOR");
        cmd.env_remove("COLORTERM");
        cmd.cwd(std::env::temp_dir());
        for (k, v) in env {
            cmd.env(k, v);
        }
        let child = pty
            .slave
            .spawn_command(cmd)
            .expect("dosdoku starts in the pty");
        drop(pty.slave);
        let parser = Arc::new(Mutex::new(vt100::Parser::new(rows, cols, 0)));
        let output_bytes = Arc::new(Mutex::new(0));
        let mut reader = pty.master.try_clone_reader().expect("the pty reads");
        let (p, n) = (parser.clone(), output_bytes.clone());
        std::thread::spawn(move || {
            let mut buf = [0u8; 8192];
            while let Ok(k) = reader.read(&mut buf) {
                if k == 0 {
                    break;
                }
                p.lock().unwrap().process(&buf[..k]);
                *n.lock().unwrap() += k;
            }
        });
        let writer = pty.master.take_writer().expect("the pty writes");
        Term {
            master: pty.master,
            child,
            writer,
            parser,
            output_bytes,
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

    /// Resizes the terminal.
    pub fn resize(&mut self, cols: u16, rows: u16) {
        self.master.resize(size(cols, rows)).unwrap();
        self.parser
            .lock()
            .unwrap()
            .screen_mut()
            .set_size(rows, cols);
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
        self.with_screen(|s| {
            (0..81)
                .map(|i| {
                    let (row, col) = (3 + 2 * (i / 9), 4 + 4 * (i % 9));
                    let c = s
                        .cell(row as u16, col as u16)
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
    /// Ctrl-C.
    pub const CTRL_C: &str = "\x03";
}

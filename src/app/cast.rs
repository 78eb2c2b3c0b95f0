//! `--record FILE.cast`: the live screen as an asciinema v2 recording. Its own renderer draws
//! each frame for an 80x25 terminal (true colour, no centring offsets), whatever the size of
//! the real one, so the recording plays at 80x25 in asciinema and its web player. A pause
//! longer than [`IDLE_CAP`] between two frames is recorded as [`IDLE_CAP`].

use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use super::Frame;
use super::render::{ColorMode, Renderer};
use dosdoku_screen::{COLS, Pos, ROWS, Screen};

/// The longest time a recording keeps between two frames: a run paused (or a screen left
/// alone) for longer plays back as a pause of this length.
pub const IDLE_CAP: Duration = Duration::from_secs(2);

/// An asciinema v2 recording in progress, written to `W` (a file, or memory in tests).
pub struct Cast<W: Write> {
    out: W,
    renderer: Renderer,
    /// When the last event was written, in real time.
    last_event: Instant,
    /// The recording's clock at the last event (real time with long pauses cut to the cap).
    clock: Duration,
    /// What the last frame recorded showed, so an unchanged frame adds nothing.
    shown: Option<(Screen, Option<Pos>)>,
    /// The first write that failed; the recording stops there.
    failed: Option<io::Error>,
}

impl Cast<File> {
    /// Starts a recording in the file at `path`; `env` is the header's environment (SHELL,
    /// TERM). An existing regular file is not overwritten (it may be an earlier recording);
    /// a device or a pipe is written to.
    pub fn create(path: &Path, env: &[(&str, String)]) -> Result<Cast<File>, String> {
        let shown = path.display();
        if path.is_file() {
            return Err(format!(
                "the recording {shown} already exists; remove it or choose another name"
            ));
        }
        let file = OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .open(path)
            .map_err(|e| format!("cannot create the recording {shown}: {e}"))?;
        Cast::start(file, env).map_err(|e| format!("cannot write the recording {shown}: {e}"))
    }
}

impl<W: Write> Cast<W> {
    /// Writes the header and the first event (the screen cleared, the cursor hidden).
    pub fn start(mut out: W, env: &[(&str, String)]) -> io::Result<Cast<W>> {
        let env: serde_json::Map<String, serde_json::Value> = env
            .iter()
            .map(|(k, v)| (k.to_string(), v.clone().into()))
            .collect();
        // The keys in the order of the format's description, version first.
        writeln!(
            out,
            "{{\"version\": 2, \"width\": {COLS}, \"height\": {ROWS}, \"timestamp\": {}, \
             \"idle_time_limit\": {}, \"env\": {}}}",
            SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |d| d.as_secs()),
            IDLE_CAP.as_secs_f64(),
            serde_json::Value::Object(env)
        )?;
        let mut renderer = Renderer::new(ColorMode::TrueColor, (COLS as u16, ROWS as u16));
        let mut first = Vec::new();
        renderer.resize(&mut first, (COLS as u16, ROWS as u16))?;
        crossterm::queue!(first, crossterm::cursor::Hide)?;
        let mut cast = Cast {
            out,
            renderer,
            last_event: Instant::now(),
            clock: Duration::ZERO,
            shown: None,
            failed: None,
        };
        cast.event(&first)?;
        Ok(cast)
    }

    /// Records a frame as drawn on an 80x25 terminal (nothing when it shows what the last one
    /// did). After a failed write nothing more is recorded: the error waits for
    /// [`Cast::finish`], and the screen goes on.
    pub fn frame(&mut self, frame: &Frame) {
        let now = (frame.screen.clone(), frame.cursor);
        if self.failed.is_some() || self.shown.as_ref() == Some(&now) {
            return;
        }
        self.shown = Some(now);
        let mut bytes = Vec::new();
        let written = self.renderer.draw(&mut bytes, frame.clone());
        if let Err(e) = written.and_then(|()| self.event(&bytes)) {
            self.failed = Some(e);
        }
    }

    /// Writes one output event at the recording's clock, advanced by the real time since the
    /// last event cut to [`IDLE_CAP`].
    fn event(&mut self, bytes: &[u8]) -> io::Result<()> {
        let now = Instant::now();
        self.clock += now.duration_since(self.last_event).min(IDLE_CAP);
        self.last_event = now;
        let data = String::from_utf8_lossy(bytes);
        let line = serde_json::json!([self.clock.as_secs_f64(), "o", data]);
        writeln!(self.out, "{line}")?;
        self.out.flush()
    }

    /// Ends the recording: the first write error, if any.
    pub fn finish(mut self) -> io::Result<()> {
        match self.failed.take() {
            Some(e) => Err(e),
            None => self.out.flush(),
        }
    }
}

/// A recording asked for with `--record`, and where it goes (for messages).
pub struct CastFile {
    /// The recording.
    pub cast: Cast<File>,
    /// The file it is written to.
    pub path: PathBuf,
}

impl CastFile {
    /// Starts the recording `path` asks for, with the terminal's SHELL and TERM in its header.
    pub fn create(path: &Path) -> Result<CastFile, String> {
        let env: Vec<(&str, String)> = ["SHELL", "TERM"]
            .into_iter()
            .filter_map(|k| std::env::var(k).ok().map(|v| (k, v)))
            .collect();
        Ok(CastFile {
            cast: Cast::create(path, &env)?,
            path: path.to_path_buf(),
        })
    }

    /// Ends the recording; the message for a write that failed.
    pub fn finish(self) -> Result<(), String> {
        let path = self.path.display().to_string();
        self.cast
            .finish()
            .map_err(|e| format!("the recording {path} could not be written to the end: {e}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frame(text: &str) -> Frame {
        let mut screen = Screen::new();
        screen.print(text).unwrap();
        Frame {
            screen,
            cursor: None,
        }
    }

    fn lines(bytes: &[u8]) -> Vec<serde_json::Value> {
        String::from_utf8_lossy(bytes)
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect()
    }

    #[test]
    fn a_recording_is_a_header_then_timed_output_events() {
        let mut out = Vec::new();
        let mut cast = Cast::start(&mut out, &[("TERM", "xterm".to_string())]).unwrap();
        cast.frame(&frame("hello"));
        cast.frame(&frame("hello"));
        cast.frame(&frame("hellp"));
        cast.finish().unwrap();
        let lines = lines(&out);
        assert_eq!(lines[0]["version"], 2);
        assert_eq!(
            (lines[0]["width"].as_u64(), lines[0]["height"].as_u64()),
            (Some(80), Some(25))
        );
        assert_eq!(lines[0]["env"]["TERM"], "xterm");
        assert!(String::from_utf8_lossy(&out).starts_with("{\"version\": 2, "));
        assert_eq!(
            lines.len(),
            4,
            "the start, two frames (the repeated one adds nothing)"
        );
        assert!(lines[2][2].as_str().unwrap().contains("hello"));
        assert!(!lines[3][2].as_str().unwrap().contains("hell"));
        assert_eq!(lines[3][1], "o");
    }

    #[test]
    fn a_long_pause_is_recorded_as_the_cap() {
        let mut out = Vec::new();
        let mut cast = Cast::start(&mut out, &[]).unwrap();
        cast.last_event -= Duration::from_secs(30);
        cast.frame(&frame("later"));
        cast.finish().unwrap();
        let t = lines(&out)[2][0].as_f64().unwrap();
        assert!(
            (IDLE_CAP.as_secs_f64()..IDLE_CAP.as_secs_f64() + 0.5).contains(&t),
            "{t}"
        );
    }

    /// Takes `room` bytes, then fails every write.
    struct Filling {
        room: usize,
    }

    impl Write for Filling {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            if self.room < buf.len() {
                return Err(io::Error::other("disk full"));
            }
            self.room -= buf.len();
            Ok(buf.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_failed_write_stops_the_recording_and_is_told_at_the_end() {
        let mut cast = Cast::start(Filling { room: 400 }, &[]).unwrap();
        cast.frame(&frame("a whole screen does not fit"));
        cast.frame(&frame("nor does this"));
        let err = cast.finish().unwrap_err();
        assert_eq!(err.to_string(), "disk full");
    }
}

//! What the live screen keeps of itself for showing others: the `--record` recording, and the
//! pictures the picture key (Ctrl-P) saves. Failures never stop the screen: they are told when
//! the terminal is given back, and the program then ends with a non-zero status.

use std::path::Path;

use super::Frame;
use super::cast::CastFile;
use super::screenshot::save_numbered;
use crate::exit::{self, Error};

/// The recording (if asked for) and the pictures saved so far.
pub struct Captures {
    cast: Option<CastFile>,
    /// What to tell at the end: one line per picture saved or not.
    told: Vec<String>,
    /// True when a picture could not be saved.
    failed: bool,
}

impl Captures {
    /// Starts the recording `record` asks for (before the terminal is taken, so a file that
    /// cannot be written is said at once).
    pub fn start(record: Option<&Path>) -> Result<Captures, Error> {
        Ok(Captures {
            cast: (record.map(CastFile::create).transpose()).map_err(Error::File)?,
            told: Vec::new(),
            failed: false,
        })
    }

    /// A frame drawn: recorded.
    pub fn frame(&mut self, frame: &Frame) {
        if let Some(file) = &mut self.cast {
            file.cast.frame(frame);
        }
    }

    /// The picture key: the screen last drawn saved as dosdoku-N.png in the current directory.
    pub fn picture(&mut self, frame: Option<&Frame>) {
        let Some(frame) = frame else { return };
        match save_numbered(&frame.screen, frame.cursor, Path::new(".")) {
            Ok(path) => {
                let name = path.file_name().unwrap_or_default().to_string_lossy();
                self.told.push(format!("saved the screen as {name}"));
            }
            Err(message) => {
                self.told.push(message);
                self.failed = true;
            }
        }
    }

    /// Ends the recording and tells what was saved and what failed (on standard error, the
    /// terminal given back); `Err` when something failed.
    pub fn finish(self) -> Result<(), Error> {
        let mut failed = self.failed;
        for line in &self.told {
            exit::say(line);
        }
        if let Some(Err(message)) = self.cast.map(CastFile::finish) {
            exit::say(message);
            failed = true;
        }
        if failed { Err(Error::Captures) } else { Ok(()) }
    }
}

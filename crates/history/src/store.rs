//! Appending records to the history file, one whole line per write.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

use super::{RunRecord, check_history_file};

/// The append-only history file. Each record is serialized with its newline into one buffer
/// and handed to the operating system in one `write` on a file opened in append mode, so
/// records from concurrent processes land whole and a crash leaves at most one torn line.
#[derive(Clone, Debug)]
pub struct Store {
    path: PathBuf,
}

impl Store {
    /// The store at `path` (nothing is touched until the first append).
    pub fn new(path: impl Into<PathBuf>) -> Store {
        Store { path: path.into() }
    }

    /// The file this store appends to.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Appends one record as one line, creating the file and its parent directories if needed.
    pub fn append(&self, record: &RunRecord) -> io::Result<()> {
        self.append_many(std::slice::from_ref(record))
    }

    /// Appends records in order, still one `write` per record, so a kill part way leaves only
    /// whole records and at most one torn line.
    pub fn append_many(&self, records: &[RunRecord]) -> io::Result<()> {
        let mut file = self.open()?;
        // A torn last line (a crash mid-write) must not swallow the next record: end it first.
        let mut line = if ends_unterminated(&mut file)? {
            vec![b'\n']
        } else {
            Vec::new()
        };
        for record in records {
            serde_json::to_writer(&mut line, record)?;
            line.push(b'\n');
            write_line(&mut file, &line)?;
            line.clear();
        }
        Ok(())
    }

    /// Appends ready-made whole lines (each ended by a newline) in one `write`: a group of
    /// records that lands together.
    pub fn append_lines(&self, lines: &[u8]) -> io::Result<()> {
        let mut file = self.open()?;
        if ends_unterminated(&mut file)? {
            let mut ended = Vec::with_capacity(lines.len() + 1);
            ended.push(b'\n');
            ended.extend_from_slice(lines);
            return write_line(&mut file, &ended);
        }
        write_line(&mut file, lines)
    }

    fn open(&self) -> io::Result<File> {
        check_history_file(&self.path)?;
        if let Some(dir) = self.path.parent().filter(|d| !d.as_os_str().is_empty()) {
            fs::create_dir_all(dir)?;
        }
        OpenOptions::new()
            .read(true)
            .append(true)
            .create(true)
            .open(&self.path)
    }
}

/// Whether the file is non-empty and its last byte is not a newline.
fn ends_unterminated(file: &mut File) -> io::Result<bool> {
    if file.metadata()?.len() == 0 {
        return Ok(false);
    }
    file.seek(SeekFrom::End(-1))?;
    let mut last = [0u8];
    file.read_exact(&mut last)?;
    Ok(last[0] != b'\n')
}

/// One `write` of the whole line. Only a short write (a full disk, a fatal signal) falls back to
/// writing the rest, which is still the best chance of a whole line.
fn write_line(file: &mut File, line: &[u8]) -> io::Result<()> {
    let written = loop {
        match file.write(line) {
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            result => break result?,
        }
    };
    file.write_all(&line[written..])
}

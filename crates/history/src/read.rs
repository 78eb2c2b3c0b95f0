//! Reading the history file: tolerant of torn and foreign lines, parallel over the cores.

use std::fs::File;
use std::io::{self, Read, Seek, SeekFrom};
use std::path::Path;

use super::fast::parse_record_at;
use super::{RunRecord, STATUSES, check_history_file};
use dosdoku_sudoku::formats::parse_line;
use dosdoku_sudoku::text::find_newline;

/// Below this many bytes per core a file is read on the calling thread alone.
const PARALLEL_MIN_BYTES: u64 = 1 << 20;

/// The read buffer of each reading thread (it grows for a longer line).
const BUFFER_BYTES: usize = 1 << 20;

/// What every line the program writes begins with; used to recover a record glued to a torn one.
const RECORD_START: &[u8] = b"{\"time\":";

/// The UTF-8 byte-order mark some editors put at the start of a file.
const BOM: &[u8] = b"\xEF\xBB\xBF";

/// The records of a history file, in file order, and how many lines could not be read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct History {
    /// Every readable record, in file order.
    pub records: Vec<RunRecord>,
    /// Lines skipped as unreadable: torn, not JSON, JSON of another shape, not UTF-8, or a
    /// record whose puzzle or status is not valid.
    pub skipped: usize,
}

impl History {
    /// The warning to show when lines were skipped, e.g.
    /// `skipped 3 unreadable lines in /home/u/.local/share/dosdoku/history.jsonl`; `None` if none.
    pub fn warning(&self, path: &Path) -> Option<String> {
        match self.skipped {
            0 => None,
            1 => Some(format!("skipped 1 unreadable line in {}", path.display())),
            n => Some(format!(
                "skipped {n} unreadable lines in {}",
                path.display()
            )),
        }
    }
}

/// Reads a history file. A missing file is an empty history; blank lines are ignored; an
/// unreadable line is counted in [`History::skipped`] and reading goes on. A line holding a torn
/// record followed by a whole one (a crash, then a later append) yields the whole one.
///
/// Large files are read in line-aligned byte ranges, one per available core, each by its own
/// thread with its own buffer; lines appended while reading are left for the next read.
pub fn read_history(path: &Path) -> io::Result<History> {
    read_history_of(path, None)
}

/// Reads the records of one puzzle (81 characters as recorded), or of all with `None`, as
/// [`read_history`] does. Lines of other puzzles are passed over without being parsed when they
/// are laid out as the program writes them, which keeps a large file of many puzzles quick.
pub fn read_history_of(path: &Path, puzzle: Option<&str>) -> io::Result<History> {
    let (records, skipped) = read_history_into(path, puzzle)?;
    Ok(History { records, skipped })
}

/// Where the records read from a history file go. The file is read in parts, each into a sink
/// of its own; the parts are then appended in file order.
pub trait RecordSink: Send {
    /// Takes one record; within a part, in file order.
    fn take(&mut self, record: RunRecord);
    /// Takes what another sink took from the part of the file right after this one's.
    fn append(&mut self, later: Self);
}

impl RecordSink for Vec<RunRecord> {
    fn take(&mut self, record: RunRecord) {
        self.push(record);
    }

    fn append(&mut self, mut later: Self) {
        if self.is_empty() {
            *self = later;
        } else {
            Vec::append(self, &mut later);
        }
    }
}

/// Reads the records of one puzzle (or all) into a sink, as [`read_history_of`] does, and
/// returns it with the number of unreadable lines. A sink that keeps only what it needs (a
/// tally) reads a large file in little memory.
pub fn read_history_into<S: RecordSink + Default>(
    path: &Path,
    puzzle: Option<&str>,
) -> io::Result<(S, usize)> {
    read_history_with(path, puzzle, S::default)
}

/// [`read_history_into`] with sinks made by `new` (one for each part of the file read on a
/// thread of its own): a sink that needs settings of its own, e.g. how many records to keep.
pub fn read_history_with<S: RecordSink>(
    path: &Path,
    puzzle: Option<&str>,
    new: impl Fn() -> S + Sync,
) -> io::Result<(S, usize)> {
    let keep = puzzle.map(str::as_bytes);
    let Some(len) = history_len(path)? else {
        return Ok((new(), 0));
    };
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get()) as u64;
    let threads = cores.min(len / PARALLEL_MIN_BYTES).max(1);
    let read_part = |k: u64| {
        let mut sink = new();
        read_range(
            path,
            len * k / threads,
            len * (k + 1) / threads,
            keep,
            &mut |r| sink.take(r),
        )
        .map(|skipped| (sink, skipped))
    };
    if threads == 1 {
        return read_part(0);
    }
    let parts: Vec<io::Result<(S, usize)>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|k| s.spawn(move || read_part(k)))
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("history reader thread panicked"))
            .collect()
    });
    let mut parts = parts.into_iter();
    let (mut whole, mut skipped) = parts.next().expect("one part at least")?;
    for part in parts {
        let (sink, more) = part?;
        whole.append(sink);
        skipped += more;
    }
    Ok((whole, skipped))
}

/// Hands the records of one puzzle (or all) to `each` in file order, on the calling thread, and
/// returns the number of unreadable lines: for a reader that writes each record out as it
/// comes, in memory that does not grow with the file.
pub fn for_each_record(
    path: &Path,
    puzzle: Option<&str>,
    mut each: impl FnMut(RunRecord),
) -> io::Result<usize> {
    match history_len(path)? {
        Some(len) => read_range(path, 0, len, puzzle.map(str::as_bytes), &mut each),
        None => Ok(0),
    }
}

/// The length of the history file after checking it can be one; `None` when there is none.
fn history_len(path: &Path) -> io::Result<Option<u64>> {
    check_history_file(path)?;
    match std::fs::metadata(path) {
        Ok(meta) => Ok(Some(meta.len())),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e),
    }
}

/// What reading one part of the file gives: each record kept goes to `take`; the unreadable
/// lines are counted.
struct Part<'a, F> {
    take: &'a mut F,
    skipped: usize,
}

/// Reads the lines that start at byte offsets in `start..end` (a line starts at 0 or after a
/// newline), reading past `end` to finish the last of them.
fn read_range<F: FnMut(RunRecord)>(
    path: &Path,
    start: u64,
    end: u64,
    keep: Option<&[u8]>,
    take: &mut F,
) -> io::Result<usize> {
    let mut file = File::open(path)?;
    // From the byte before `start`, the first newline ends the line owned by the range before.
    let mut pos = start.saturating_sub(1);
    let mut skip_first = start > 0;
    file.seek(SeekFrom::Start(pos))?;
    let mut buf = vec![0u8; BUFFER_BYTES];
    let mut filled = 0;
    let mut history = Part { take, skipped: 0 };
    loop {
        let n = file.read(&mut buf[filled..])?;
        filled += n;
        // A byte-order mark (an editor's) before the first line: read that line without it.
        if pos == 0 && buf[..filled].starts_with(BOM) {
            buf[..BOM.len()].fill(b' ');
        }
        let mut line_start = 0;
        loop {
            let rest = &buf[line_start..filled];
            if pos + line_start as u64 >= end {
                return Ok(history.skipped);
            }
            // A line of another puzzle, laid out as the writer writes it: not parsed at all.
            if !skip_first
                && keep.is_some_and(|p| other_puzzle(rest, p))
                && let Some(nl) = find_newline(rest)
            {
                line_start += nl + 1;
                continue;
            }
            // The common case: a line as the writer writes it, parsed without a separate scan.
            if !skip_first
                && let Some((record, len)) = parse_record_at(rest)
                && rest.get(len) == Some(&b'\n')
            {
                history.keep(record, keep);
                line_start += len + 1;
                continue;
            }
            let Some(nl) = find_newline(rest) else {
                break;
            };
            if !std::mem::take(&mut skip_first) {
                history.add_line(&rest[..nl], keep);
            }
            line_start += nl + 1;
        }
        if n == 0 {
            // The end of the file: a last line without a newline is read too (often torn).
            if line_start < filled && !skip_first {
                history.add_line(&buf[line_start..filled], keep);
            }
            return Ok(history.skipped);
        }
        buf.copy_within(line_start..filled, 0);
        pos += line_start as u64;
        filled -= line_start;
        if filled == buf.len() {
            buf.resize(buf.len() * 2, 0); // a line longer than the buffer
        }
    }
}

impl<F: FnMut(RunRecord)> Part<'_, F> {
    fn add_line(&mut self, line: &[u8], keep: Option<&[u8]>) {
        let line = line.trim_ascii();
        if line.is_empty() {
            return;
        }
        match serde_json::from_slice(line) {
            Ok(record) => self.keep(record, keep),
            Err(_) => {
                self.skipped += 1;
                if let Some(record) = recover_glued(line) {
                    self.keep(record, keep);
                }
            }
        }
    }

    /// Keeps a record read, if it is of the puzzle asked for; a record whose puzzle or status
    /// is not valid is skipped and counted.
    fn keep(&mut self, record: RunRecord, puzzle: Option<&[u8]>) {
        match puzzle {
            Some(p) if p != record.puzzle.as_bytes() => {}
            // The puzzle asked for is a valid one, so only the status needs a look.
            Some(_) if valid_status(&record.status) => (self.take)(record),
            None if valid_status(&record.status) && valid_puzzle(&record.puzzle) => {
                (self.take)(record)
            }
            _ => self.skipped += 1,
        }
    }
}

/// True for the status words a run can end with.
fn valid_status(status: &str) -> bool {
    STATUSES.contains(&status)
}

/// True for a puzzle as the writer writes it: 16, 81, 256 or 625 cells in the board's symbols,
/// `.` for a blank, no two values clashing.
fn valid_puzzle(puzzle: &str) -> bool {
    if puzzle.len() == 81 {
        return puzzle
            .bytes()
            .all(|b| b == b'.' || b.is_ascii_digit() && b != b'0')
            && parse_line(puzzle).is_ok();
    }
    parse_line(puzzle).is_ok_and(|grid| grid.to_line() == puzzle)
}

/// Where the writer puts the puzzle: after `{"time":"` and a 20-character time stamp.
const PUZZLE_KEY: std::ops::Range<usize> = 29..40;

/// True when `line` is laid out as the writer writes it and holds a puzzle other than `puzzle`.
fn other_puzzle(line: &[u8], puzzle: &[u8]) -> bool {
    line.starts_with(RECORD_START)
        && line.get(PUZZLE_KEY) == Some(b"\",\"puzzle\":\"".as_slice())
        && (line.get(PUZZLE_KEY.end..PUZZLE_KEY.end + puzzle.len()) != Some(puzzle)
            || line.get(PUZZLE_KEY.end + puzzle.len()) != Some(&b'"'))
}

/// The whole record at the end of an unreadable line, if one starts after position 0.
fn recover_glued(line: &[u8]) -> Option<RunRecord> {
    let start = line
        .windows(RECORD_START.len())
        .rposition(|w| w == RECORD_START)
        .filter(|&i| i > 0)?;
    serde_json::from_slice(&line[start..]).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_split_anywhere_read_every_line_once() {
        let dir = std::env::temp_dir().join(format!("dosdoku-read-range-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("history.jsonl");
        let mut record: RunRecord = serde_json::from_str(SAMPLE).unwrap();
        let mut text = String::from("\n");
        for i in 0..4 {
            record.attempts = i;
            text += &serde_json::to_string(&record).unwrap();
            text += if i == 1 { "\r\nhello\n\n" } else { "\n" };
        }
        text += &SAMPLE[..50];
        std::fs::write(&path, &text).unwrap();
        let len = text.len() as u64;
        let read = |start, end| {
            let mut records = Vec::new();
            let skipped = read_range(&path, start, end, None, &mut |r| records.push(r)).unwrap();
            (records, skipped)
        };
        let whole = read(0, len);
        assert_eq!((whole.0.len(), whole.1), (4, 2));
        for split in 0..=len {
            let (a, b) = (read(0, split), read(split, len));
            let records: Vec<RunRecord> = a.0.into_iter().chain(b.0).collect();
            assert_eq!(records, whole.0, "split at {split}");
            assert_eq!(a.1 + b.1, 2, "split at {split}");
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_line_longer_than_the_buffer_is_read_whole() {
        let dir = std::env::temp_dir().join(format!("dosdoku-long-line-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("history.jsonl");
        let long = "x".repeat(BUFFER_BYTES * 2 + 7);
        std::fs::write(&path, format!("{SAMPLE}\n{long}\n{SAMPLE}\n")).unwrap();
        let history = read_history(&path).unwrap();
        assert_eq!((history.records.len(), history.skipped), (2, 1));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn reading_one_puzzle_passes_over_the_others() {
        let dir = std::env::temp_dir().join(format!("dosdoku-read-of-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("history.jsonl");
        let mut other: RunRecord = serde_json::from_str(SAMPLE).unwrap();
        other.puzzle = ".".repeat(81);
        let text = format!(
            "{SAMPLE}\n{}\n{SAMPLE}\nhello\n",
            serde_json::to_string(&other).unwrap()
        );
        std::fs::write(&path, &text).unwrap();
        let mine: RunRecord = serde_json::from_str(SAMPLE).unwrap();
        let history = read_history_of(&path, Some(&mine.puzzle)).unwrap();
        assert_eq!((history.records.len(), history.skipped), (2, 1));
        let history = read_history_of(&path, Some(&other.puzzle)).unwrap();
        assert_eq!(history.records, vec![other]);
        assert_eq!(read_history(&path).unwrap().records.len(), 3);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn records_with_a_bad_puzzle_or_status_are_skipped_and_counted() {
        let dir = std::env::temp_dir().join(format!("dosdoku-read-bad-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("history.jsonl");
        let good: RunRecord = serde_json::from_str(SAMPLE).unwrap();
        let mut lines = vec![serde_json::to_string(&good).unwrap()];
        let clash = format!("55{}", &good.puzzle[2..]);
        for puzzle in ["xyz".to_string(), "é".repeat(81), "0".repeat(81), clash] {
            let mut bad = good.clone();
            bad.puzzle = puzzle;
            lines.push(serde_json::to_string(&bad).unwrap());
        }
        for status in ["bogus", "invalid", ""] {
            let mut bad = good.clone();
            bad.status = status.to_string();
            lines.push(serde_json::to_string(&bad).unwrap());
        }
        // Two writers ending the same torn line leave a blank line: harmless, not counted.
        lines.push(String::new());
        std::fs::write(&path, lines.join("\n") + "\n").unwrap();
        let history = read_history(&path).unwrap();
        assert_eq!((history.records.len(), history.skipped), (1, 7));
        assert_eq!(
            history.warning(Path::new("h")).unwrap(),
            "skipped 7 unreadable lines in h"
        );
        let mine = read_history_of(&path, Some(&good.puzzle)).unwrap();
        assert_eq!((mine.records.len(), mine.skipped), (1, 3));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    const SAMPLE: &str = r#"{"time":"2026-11-22T18:05:09Z","puzzle":"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79","agent":"board1","settings":{"memory":true,"cell_tries":20,"grid_restarts":20,"grid_order":[1,2,3,4,5,6,7,8,9],"board0":true,"max_attempts":null},"seed":42,"status":"solved","attempts":412331,"cells_placed":90210,"grid_restarts":[1,2,3,4,5,6,7,8,9],"board_restarts":2,"board0_found":7,"elapsed_ms":1500,"mode":"live"}"#;
}

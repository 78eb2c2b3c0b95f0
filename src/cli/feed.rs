//! A batch's puzzles, read on a thread of their own and handed over in small chunks, so the
//! batch never sits in a read while it could be answering a signal, and a puzzle is answered
//! as soon as its line arrives.

use std::time::Duration;

use crossbeam_channel::{Receiver, RecvTimeoutError, Sender, bounded};

use super::interrupt::Interrupt;
use crate::formats::Entry;
use crate::source::{EntrySink, Source};

/// The most puzzles handed over in one chunk: enough to make handing over cheap, few enough
/// that the batch starts at once.
const CHUNK: usize = 256;

/// How often a batch waiting for input looks for a signal.
const POLL: Duration = Duration::from_millis(50);

/// What the reading thread hands over.
enum Piece {
    /// Puzzles read, in order.
    Entries(Vec<Entry>),
    /// The input failed (or held no puzzle); nothing comes after.
    Failed(String),
}

/// How a batch over a source ended.
pub enum Ended {
    /// Every puzzle of the input was handed over (or the batch wanted no more).
    Done,
    /// The input failed part way (or held no puzzle): the message.
    Failed(String),
    /// A signal came.
    Interrupted(i32),
}

/// Hands every puzzle of `source` to `each` as it is read, until the input ends, `each` returns
/// false, or a signal comes (looked for between puzzles and while waiting for input). The
/// source is read on a thread of its own, which is left behind if it is still waiting for input
/// when the batch ends.
pub fn for_each_entry(
    source: Source,
    interrupt: Interrupt,
    mut each: impl FnMut(Entry) -> bool,
) -> Ended {
    let (tx, rx) = bounded::<Piece>(4);
    let started = std::thread::Builder::new()
        .name("dosdoku-input".into())
        .spawn(move || read_into(source, &tx));
    if let Err(e) = started {
        return Ended::Failed(format!("cannot start reading the input: {e}"));
    }
    loop {
        let piece = match next(&rx, interrupt) {
            Ok(Some(piece)) => piece,
            Ok(None) => return Ended::Done,
            Err(signal) => return Ended::Interrupted(signal),
        };
        match piece {
            Piece::Failed(message) => return Ended::Failed(message),
            Piece::Entries(entries) => {
                for entry in entries {
                    if let Some(signal) = interrupt.signal() {
                        return Ended::Interrupted(signal);
                    }
                    if !each(entry) {
                        // A run stopped by a signal ends the batch too.
                        return interrupt.signal().map_or(Ended::Done, Ended::Interrupted);
                    }
                }
            }
        }
    }
}

/// The next piece, `None` at the end of the input, `Err` when a signal came first.
fn next(rx: &Receiver<Piece>, interrupt: Interrupt) -> Result<Option<Piece>, i32> {
    loop {
        if let Some(signal) = interrupt.signal() {
            return Err(signal);
        }
        match rx.recv_timeout(POLL) {
            Ok(piece) => return Ok(Some(piece)),
            Err(RecvTimeoutError::Disconnected) => return Ok(None),
            Err(RecvTimeoutError::Timeout) => {}
        }
    }
}

/// The reading thread: chunks go out when full, and whenever the next read may wait.
fn read_into(source: Source, tx: &Sender<Piece>) {
    struct Chunks<'a> {
        chunk: Vec<Entry>,
        tx: &'a Sender<Piece>,
        open: bool,
    }
    impl Chunks<'_> {
        fn send(&mut self) {
            if self.open && !self.chunk.is_empty() {
                let chunk = std::mem::replace(&mut self.chunk, Vec::with_capacity(CHUNK));
                self.open = self.tx.send(Piece::Entries(chunk)).is_ok();
            }
        }
    }
    impl EntrySink for Chunks<'_> {
        fn entry(&mut self, entry: Entry) -> bool {
            self.chunk.push(entry);
            if self.chunk.len() >= CHUNK {
                self.send();
            }
            self.open
        }
        fn idle(&mut self) {
            self.send();
        }
    }
    let mut chunks = Chunks {
        chunk: Vec::with_capacity(CHUNK),
        tx,
        open: true,
    };
    let result = source.read(&mut chunks);
    chunks.send();
    if let Err(message) = result
        && chunks.open
    {
        let _ = tx.send(Piece::Failed(message));
    }
}

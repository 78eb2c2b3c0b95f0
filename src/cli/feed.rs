//! A batch's puzzles, read on a thread of their own and handed out one at a time, numbered in
//! input order, to the jobs that solve them: no job ever sits in a read while it could be
//! answering a signal, and a puzzle is handed out as soon as its line arrives.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, MutexGuard};
use std::time::Duration;

use crossbeam_channel::{Receiver, RecvTimeoutError, Sender, bounded};

use super::interrupt::Interrupt;
use dosdoku_sudoku::formats::Entry;
use dosdoku_sudoku::source::{EntrySink, Source};

/// The most puzzles the reading thread hands over in one chunk: enough to make handing over
/// cheap, few enough that the batch starts at once.
const CHUNK: usize = 256;

/// How often a job waiting for input looks for a signal.
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
    /// Every puzzle of the input was handed out (or the batch wanted no more).
    Done,
    /// The input failed part way (or held no puzzle): the message.
    Failed(String),
    /// A signal came.
    Interrupted(i32),
}

/// The puzzles of a source for the jobs of a batch, handed out in input order.
pub struct Feed {
    queue: Mutex<Queue>,
    interrupt: Interrupt,
    /// Set by [`Feed::stop`], looked at without the lock a job waiting for input holds.
    stopped: AtomicBool,
}

/// What the jobs share: the chunks still to come, the chunk being handed out, and how the
/// batch ended once it has.
struct Queue {
    chunks: Receiver<Piece>,
    chunk: std::vec::IntoIter<Entry>,
    handed: usize,
    ended: Option<Ended>,
}

/// A puzzle handed out.
pub struct Handed {
    /// Its number in the batch, counted from 1 in input order (bad lines count too).
    pub number: usize,
    /// The puzzle, or what is wrong with its line.
    pub entry: Entry,
    /// True when more puzzles are already read and waiting: work for another job.
    pub more: bool,
}

impl Feed {
    /// Starts reading `source` on a thread of its own, which is left behind if it is still
    /// waiting for input when the batch ends. Signals are looked for between puzzles and
    /// while waiting for input.
    /// With `marks`, a line of 729 digits and blanks is pencil marks (see
    /// [`Source::read_with_marks`]).
    pub fn start(source: Source, marks: bool, interrupt: Interrupt) -> Feed {
        let (tx, rx) = bounded::<Piece>(4);
        let started = std::thread::Builder::new()
            .name("dosdoku-input".into())
            .spawn(move || read_into(source, marks, &tx));
        let ended = started
            .err()
            .map(|e| Ended::Failed(format!("cannot start reading the input: {e}")));
        Feed {
            queue: Mutex::new(Queue {
                chunks: rx,
                chunk: Vec::new().into_iter(),
                handed: 0,
                ended,
            }),
            interrupt,
            stopped: AtomicBool::new(false),
        }
    }

    /// The next puzzle, waiting for the input if need be; `None` once the input is over, has
    /// failed, a signal came or the batch was stopped.
    pub fn next(&self) -> Option<Handed> {
        let mut queue = self.lock();
        loop {
            if queue.ended.is_some() {
                return None;
            }
            if let Some(ended) = self.halt_reason() {
                queue.ended = Some(ended);
                return None;
            }
            if let Some(entry) = queue.chunk.next() {
                queue.handed += 1;
                return Some(Handed {
                    number: queue.handed,
                    entry,
                    more: queue.chunk.len() > 0 || !queue.chunks.is_empty(),
                });
            }
            match self.wait_for_chunk(&queue.chunks) {
                Ok(Piece::Entries(entries)) => queue.chunk = entries.into_iter(),
                Ok(Piece::Failed(message)) => queue.ended = Some(Ended::Failed(message)),
                Err(ended) => queue.ended = Some(ended),
            }
        }
    }

    /// Hands out nothing more (standard output is gone): the batch ends, with the signal that
    /// came if one did.
    pub fn stop(&self) {
        self.stopped.store(true, Ordering::Relaxed);
    }

    /// True once a signal came or the batch was stopped: nothing more is handed out.
    pub fn halted(&self) -> bool {
        self.halt_reason().is_some()
    }

    /// Why nothing more is handed out, if something says so: a signal, or [`Feed::stop`].
    fn halt_reason(&self) -> Option<Ended> {
        match self.interrupt.signal() {
            Some(signal) => Some(Ended::Interrupted(signal)),
            None if self.stopped.load(Ordering::Relaxed) => Some(Ended::Done),
            None => None,
        }
    }

    /// How the batch ended: a signal that came before the end counts, even after the input
    /// was over (it stopped the runs still at work).
    pub fn ended(self) -> Ended {
        let halted = self.halt_reason();
        let queue = self.queue.into_inner().unwrap_or_else(|e| e.into_inner());
        match (queue.ended, halted) {
            (Some(Ended::Failed(message)), _) => Ended::Failed(message),
            (_, Some(Ended::Interrupted(signal))) => Ended::Interrupted(signal),
            (ended, _) => ended.unwrap_or(Ended::Done),
        }
    }

    /// The next chunk; `Err` when the input is over, or a signal or a stop came first.
    fn wait_for_chunk(&self, chunks: &Receiver<Piece>) -> Result<Piece, Ended> {
        loop {
            if let Some(ended) = self.halt_reason() {
                return Err(ended);
            }
            match chunks.recv_timeout(POLL) {
                Ok(piece) => return Ok(piece),
                Err(RecvTimeoutError::Disconnected) => return Err(Ended::Done),
                Err(RecvTimeoutError::Timeout) => {}
            }
        }
    }

    fn lock(&self) -> MutexGuard<'_, Queue> {
        self.queue.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// The reading thread: chunks go out when full, and whenever the next read may wait.
fn read_into(source: Source, marks: bool, tx: &Sender<Piece>) {
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
    let result = if marks {
        source.read_with_marks(&mut chunks)
    } else {
        source.read(&mut chunks)
    };
    chunks.send();
    if let Err(message) = result
        && chunks.open
    {
        let _ = tx.send(Piece::Failed(message));
    }
}

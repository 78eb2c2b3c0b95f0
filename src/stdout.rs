//! Standard output for every command, and the one place where a failed write is noted: a
//! full disk, a failing device or a standard output closed from the start is an error the
//! program reports when it ends ([`failure`]); a pipe closed by its reader (`| head`) only
//! ends the output, quietly.

use std::io::{self, StdoutLock, Write};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};

/// True when the program started without a standard output (`>&-`): the runtime puts
/// `/dev/null` there, which would swallow everything written.
static CLOSED_AT_START: AtomicBool = AtomicBool::new(false);

/// What the first failed write (other than into a closed pipe) said.
static FAILURE: OnceLock<String> = OnceLock::new();

/// Says that the program started with its standard output closed; called before `main`.
pub fn stdout_closed_at_start() {
    CLOSED_AT_START.store(true, Ordering::Relaxed);
}

/// Standard output, locked: every write and flush that fails is noted for [`failure`].
pub struct Stdout(StdoutLock<'static>);

/// Standard output for a command to write its results on.
pub fn stdout() -> Stdout {
    Stdout(io::stdout().lock())
}

impl Stdout {
    /// Does `write` on standard output, noting its error when it fails.
    fn noted<T>(&mut self, write: impl FnOnce(&mut StdoutLock) -> io::Result<T>) -> io::Result<T> {
        let result = if CLOSED_AT_START.load(Ordering::Relaxed) {
            Err(io::Error::other("it is closed"))
        } else {
            write(&mut self.0)
        };
        if let Err(e) = &result
            && e.kind() != io::ErrorKind::BrokenPipe
        {
            let _ = FAILURE.set(e.to_string());
        }
        result
    }
}

impl Write for Stdout {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.noted(|out| out.write(buf))
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.noted(|out| out.write_all(buf))
    }

    fn flush(&mut self) -> io::Result<()> {
        self.noted(|out| out.flush())
    }
}

/// Writes `bytes` on standard output and flushes them; false when they did not all get out
/// (the failure noted, unless the pipe was closed by its reader).
pub fn write(bytes: &[u8]) -> bool {
    let mut out = stdout();
    out.write_all(bytes).and_then(|()| out.flush()).is_ok()
}

/// Why writing on standard output failed, if it did (a pipe closed by its reader is no
/// failure): for the message the program ends with.
pub fn failure() -> Option<&'static str> {
    FAILURE.get().map(String::as_str)
}

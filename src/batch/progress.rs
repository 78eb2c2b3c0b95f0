//! A progress bar on standard error, redrawn in place, shown only when it is a terminal.

use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

/// The characters between the brackets.
const WIDTH: usize = 30;

/// The shortest time between two redraws.
const REDRAW: Duration = Duration::from_millis(100);

/// How long a run goes before a bar appears: a quick run leaves no trace.
const DELAY: Duration = Duration::from_millis(300);

/// Counts finished items out of a total and draws `[#####     ] 37/100  4 s`.
pub struct Progress {
    total: u64,
    done: u64,
    shown: bool,
    started: Instant,
    last_draw: Option<Instant>,
}

impl Progress {
    /// A bar for `total` items, drawn only when standard error is a terminal.
    pub fn new(total: u64) -> Progress {
        Progress {
            total,
            done: 0,
            shown: std::io::stderr().is_terminal(),
            started: Instant::now(),
            last_draw: None,
        }
    }

    /// One more item finished; redraws as [`tick`](Progress::tick) does, and always at the
    /// last item once the bar is showing.
    pub fn advance(&mut self) {
        self.done += 1;
        let last = self.done == self.total && self.last_draw.is_some();
        self.draw(last);
    }

    /// Redraws the bar (with the time so far) once the run has taken more than a moment, at
    /// most every 100 ms; call it now and then while waiting for slow items.
    pub fn tick(&mut self) {
        self.draw(false);
    }

    fn draw(&mut self, now: bool) {
        let due = self.last_draw.is_none_or(|t| t.elapsed() >= REDRAW);
        if self.shown && (now || (due && self.started.elapsed() >= DELAY)) {
            self.last_draw = Some(Instant::now());
            let secs = self.started.elapsed().as_secs();
            eprint!("\r{}  {secs} s ", bar(self.done, self.total));
            let _ = std::io::stderr().flush();
        }
    }

    /// Ends the bar's line, if one was drawn.
    pub fn finish(&mut self) {
        if self.shown && self.last_draw.is_some() {
            eprintln!();
        }
    }
}

/// The bar for `done` of `total`: `[#########                     ] 30/100`.
fn bar(done: u64, total: u64) -> String {
    let filled = if total == 0 {
        WIDTH
    } else {
        (u128::from(done.min(total)) * WIDTH as u128 / u128::from(total)) as usize
    };
    format!(
        "[{}{}] {done}/{total}",
        "#".repeat(filled),
        " ".repeat(WIDTH - filled)
    )
}

#[cfg(test)]
mod tests {
    use super::bar;

    #[test]
    fn bars() {
        assert_eq!(bar(0, 10), format!("[{}] 0/10", " ".repeat(30)));
        assert_eq!(
            bar(5, 10),
            format!("[{}{}] 5/10", "#".repeat(15), " ".repeat(15))
        );
        assert_eq!(
            bar(37, 100),
            format!("[{}{}] 37/100", "#".repeat(11), " ".repeat(19))
        );
        assert_eq!(bar(10, 10), format!("[{}] 10/10", "#".repeat(30)));
    }
}

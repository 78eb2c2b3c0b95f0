//! A progress bar on standard error, redrawn in place, shown only when it is a terminal.

use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

/// The characters between the brackets.
const WIDTH: usize = 30;

/// The shortest time between two redraws.
const REDRAW: Duration = Duration::from_millis(100);

/// Counts finished items out of a total and draws `[#####     ] 37/100`.
pub struct Progress {
    total: u64,
    done: u64,
    shown: bool,
    last_draw: Option<Instant>,
}

impl Progress {
    /// A bar for `total` items, drawn only when standard error is a terminal.
    pub fn new(total: u64) -> Progress {
        Progress {
            total,
            done: 0,
            shown: std::io::stderr().is_terminal(),
            last_draw: None,
        }
    }

    /// One more item finished; redraws at most every 100 ms, and always at the last item.
    pub fn advance(&mut self) {
        self.done += 1;
        let due = self.last_draw.is_none_or(|t| t.elapsed() >= REDRAW);
        if self.shown && (due || self.done == self.total) {
            self.last_draw = Some(Instant::now());
            eprint!("\r{}", bar(self.done, self.total));
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

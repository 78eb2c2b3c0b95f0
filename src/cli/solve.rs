//! `dosdoku solve`: run the agents on every puzzle, headless or on the live screen.

use std::io::Write;
use std::time::{Duration, Instant};

use super::args::{OnOff, SolveArgs};
use super::input::with_puzzles;
use super::report::{JsonReport, invalid_summary, summary_line, write_output_line};
use super::rows;
use super::{EXIT_BAD_INPUT, EXIT_OK, EXIT_UNSOLVED};
use crate::agents::{BoardScreen, Headless, fresh_seed};
use crate::formats::Entry;
use crate::history::HEADLESS;
use crate::panel;
use crate::recording::PendingRecords;
use crate::run::{RunConfig, RunReport, Status, run_puzzle};

/// Runs `dosdoku solve` and returns the exit status.
pub fn solve(args: &SolveArgs) -> u8 {
    with_puzzles(args.puzzle.as_deref(), |entries| solve_each(entries, args))
}

fn solve_each(entries: Box<dyn Iterator<Item = Entry> + '_>, args: &SolveArgs) -> u8 {
    let mut config = match args.run.config() {
        Ok(config) => config,
        Err(message) => {
            eprintln!("dosdoku: {message}");
            return EXIT_BAD_INPUT;
        }
    };
    config.seed = args.run.seed.unwrap_or_else(fresh_seed);
    let monitor_on = match args.monitor {
        Some(choice) => choice == OnOff::On,
        None => crate::app::NoScreen::here(false).is_none(),
    };
    if monitor_on {
        solve_live(&entries.collect::<Vec<_>>(), &config, args)
    } else {
        solve_headless(entries, &config, args)
    }
}

/// How long told results may wait before they are let out (with their history records).
const HOLD: Duration = Duration::from_millis(100);

/// How many bytes of told results may wait before they are let out.
const HOLD_BYTES: usize = 64 * 1024;

/// Tells each puzzle's outcome: a line on standard output (the solution, the status word, or
/// JSON), a summary on standard error, and the exit status so far. Lines wait in buffers and
/// are let out together at most `HOLD` later, the history records of the same runs first.
struct Teller<'a> {
    args: &'a SolveArgs,
    out: Vec<u8>,
    err: Vec<u8>,
    records: Option<PendingRecords<'a>>,
    held_since: Instant,
    worst: u8,
}

impl<'a> Teller<'a> {
    fn new(args: &'a SolveArgs, records: Option<PendingRecords<'a>>) -> Teller<'a> {
        Teller {
            args,
            out: Vec::new(),
            err: Vec::new(),
            records,
            held_since: Instant::now(),
            worst: EXIT_OK,
        }
    }

    /// A puzzle that could not be read.
    fn invalid(&mut self, number: usize, config: &RunConfig, message: String) {
        self.worst = EXIT_BAD_INPUT;
        if !self.args.quiet {
            let _ = writeln!(self.err, "{}", invalid_summary(number, &message));
        }
        if self.args.json {
            let _ = writeln!(
                self.out,
                "{}",
                JsonReport::of_invalid(config, message).to_line()
            );
        } else {
            self.status_word(number, Status::Invalid);
        }
    }

    /// A puzzle told by its status word alone (invalid, or never run).
    fn status_word(&mut self, number: usize, status: Status) {
        self.separate(number);
        let _ = writeln!(self.out, "{}", status.word());
    }

    /// With `--rows`, the gap before every puzzle's block but the first.
    fn separate(&mut self, number: usize) {
        if self.args.rows && number > 1 {
            self.out.extend_from_slice(rows::BETWEEN_PUZZLES.as_bytes());
        }
    }

    /// A finished run, with the screen it left when `--screen` asks for it.
    fn run(&mut self, number: usize, report: &RunReport, screen: Option<String>) {
        if report.status != Status::Solved && self.worst == EXIT_OK {
            self.worst = EXIT_UNSOLVED;
        }
        if let Some(records) = &mut self.records {
            records.add(report, HEADLESS);
        }
        if !self.args.quiet {
            let _ = writeln!(self.err, "{}", summary_line(number, report));
        }
        if self.args.json {
            let _ = writeln!(self.out, "{}", JsonReport::of_run(report).to_line());
        } else if self.args.rows {
            self.separate(number);
            let block = rows::puzzle_block(&report.puzzle, &report.board);
            self.out.extend_from_slice(block.as_bytes());
        } else {
            let _ = write_output_line(&mut self.out, report);
        }
        if let Some(screen) = screen {
            self.out.extend_from_slice(screen.as_bytes());
        }
    }

    /// Lets the held lines out if they have waited long enough; false if standard output is gone.
    fn let_out_if_due(&mut self) -> bool {
        if self.out.len() + self.err.len() < HOLD_BYTES && self.held_since.elapsed() < HOLD {
            return true;
        }
        self.let_out()
    }

    /// Writes the pending history records, then the held lines; false if standard output is gone.
    fn let_out(&mut self) -> bool {
        if let Some(records) = &mut self.records {
            records.write();
        }
        let _ = std::io::stderr().write_all(&self.err);
        let written = std::io::stdout()
            .write_all(&self.out)
            .and_then(|()| std::io::stdout().flush());
        self.out.clear();
        self.err.clear();
        self.held_since = Instant::now();
        written.is_ok()
    }

    fn finish(mut self) -> u8 {
        self.let_out();
        self.worst
    }
}

/// The headless run: each puzzle is told as soon as it is done (held at most `HOLD`). Runs of
/// a randomized agent are recorded in the history; a deterministic agent gives the same run
/// every time, so its runs are recorded only in a history file the user named.
fn solve_headless(entries: impl Iterator<Item = Entry>, base: &RunConfig, args: &SolveArgs) -> u8 {
    let recorder = args.run.history.recorder();
    let record = base.decl().randomized || args.run.history.named();
    let mut teller = Teller::new(args, record.then(|| PendingRecords::new(&recorder)));
    let mut board = BoardScreen::with_view(base.decl().view);
    for (k, entry) in entries.enumerate() {
        let config = RunConfig {
            seed: base.seed.wrapping_add(k as u64),
            ..*base
        };
        match &entry.puzzle {
            Err(e) => teller.invalid(k + 1, &config, e.to_string()),
            Ok(puzzle) => {
                let report = run_puzzle(&mut board, puzzle, &config, &mut Headless);
                let screen = args.screen.then(|| final_screen(&mut board, &report));
                teller.run(k + 1, &report, screen);
            }
        }
        if !teller.let_out_if_due() {
            // Standard output was closed (for example a pipe into `head`): stop quietly.
            break;
        }
    }
    teller.finish()
}

/// The live run: the screen solves each puzzle; once the terminal is given back, the same
/// lines as a headless run.
fn solve_live(entries: &[Entry], config: &RunConfig, args: &SolveArgs) -> u8 {
    if let Some(refusal) = crate::app::NoScreen::here(false) {
        eprintln!(
            "dosdoku: the live screen {}.\nUse --monitor off to run headless.",
            refusal.reason()
        );
        return EXIT_BAD_INPUT;
    }
    let setup = crate::app::LiveSetup {
        config: *config,
        seed: Some(config.seed),
        pace: args.run.pace,
        recorder: args.run.history.recorder(),
    };
    let reports = crate::app::solve_live(entries, setup);
    // The live screen recorded its runs as they ended.
    let mut teller = Teller::new(args, None);
    for (k, (entry, report)) in entries.iter().zip(reports).enumerate() {
        let config = RunConfig {
            seed: config.seed.wrapping_add(k as u64),
            ..*config
        };
        match (&entry.puzzle, report) {
            (Err(e), _) => teller.invalid(k + 1, &config, e.to_string()),
            (Ok(_), Some(report)) => teller.run(k + 1, &report, None),
            (Ok(_), None) => {
                // The user quit before this puzzle's turn.
                teller.worst = teller.worst.max(EXIT_UNSOLVED);
                teller.status_word(k + 1, Status::Stopped);
            }
        }
    }
    teller.finish()
}

/// The screen as the monitor would have shown it at the end of a run.
fn final_screen(board: &mut BoardScreen, report: &RunReport) -> String {
    panel::draw_report(board, report, "unthrottled", "HEADLESS");
    board.screen.to_text()
}

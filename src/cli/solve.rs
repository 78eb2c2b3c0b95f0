//! `dosdoku solve`: run the agents on every puzzle, headless or on the live screen.

use std::io::{BufWriter, IsTerminal, Write};

use super::args::{OnOff, SolveArgs};
use super::input::load_puzzles;
use super::report::{JsonReport, invalid_summary, summary_line, write_output_line};
use super::{EXIT_BAD_INPUT, EXIT_OK, EXIT_UNSOLVED};
use crate::agents::{BoardScreen, Headless, fresh_seed};
use crate::formats::Entry;
use crate::history::HEADLESS;
use crate::panel;
use crate::run::{RunConfig, RunReport, Status, run_puzzle};

/// Runs `dosdoku solve` and returns the exit status.
pub fn solve(args: &SolveArgs) -> u8 {
    let entries = match load_puzzles(args.puzzle.as_deref()) {
        Ok(entries) => entries,
        Err(message) => {
            eprintln!("dosdoku: {message}");
            return EXIT_BAD_INPUT;
        }
    };
    let seed = args.run.seed.unwrap_or_else(fresh_seed);
    let config = RunConfig {
        agent: args.run.agent,
        settings: args.run.settings(),
        seed,
    };
    let monitor_on = match args.monitor {
        Some(choice) => choice == OnOff::On,
        None => std::io::stdout().is_terminal(),
    };
    if monitor_on {
        solve_live(&entries, &config, args)
    } else {
        solve_headless(&entries, &config, args)
    }
}

/// Tells each puzzle's outcome: a line on standard output (the solution, the status word, or
/// JSON), a summary on standard error, and the exit status so far.
struct Teller<'a, O: Write, E: Write> {
    args: &'a SolveArgs,
    out: O,
    err: E,
    worst: u8,
}

impl<O: Write, E: Write> Teller<'_, O, E> {
    /// A puzzle that could not be read. False if standard output is gone.
    fn invalid(&mut self, number: usize, config: &RunConfig, message: String) -> bool {
        self.worst = EXIT_BAD_INPUT;
        if !self.args.quiet {
            let _ = writeln!(self.err, "{}", invalid_summary(number, &message));
        }
        let line = if self.args.json {
            JsonReport::of_invalid(config, message).to_line()
        } else {
            Status::Invalid.word().to_string()
        };
        writeln!(self.out, "{line}").is_ok()
    }

    /// A finished run, with the screen it left when `--screen` asks for it. False if
    /// standard output is gone.
    fn run(&mut self, number: usize, report: &RunReport, screen: Option<String>) -> bool {
        if report.status != Status::Solved && self.worst == EXIT_OK {
            self.worst = EXIT_UNSOLVED;
        }
        if !self.args.quiet {
            let _ = writeln!(self.err, "{}", summary_line(number, report));
        }
        let written = if self.args.json {
            writeln!(self.out, "{}", JsonReport::of_run(report).to_line())
        } else {
            write_output_line(&mut self.out, report)
        };
        written
            .and_then(|()| screen.map_or(Ok(()), |s| self.out.write_all(s.as_bytes())))
            .is_ok()
    }

    fn finish(mut self) -> u8 {
        let _ = self.out.flush();
        let _ = self.err.flush();
        self.worst
    }
}

/// The headless run, streaming: each puzzle is told as soon as it is done.
fn solve_headless(entries: &[Entry], base: &RunConfig, args: &SolveArgs) -> u8 {
    let mut teller = Teller {
        args,
        out: BufWriter::new(std::io::stdout().lock()),
        err: BufWriter::new(std::io::stderr().lock()),
        worst: EXIT_OK,
    };
    let mut board = BoardScreen::new();
    let recorder = args.run.history.recorder();
    for (k, entry) in entries.iter().enumerate() {
        let config = RunConfig {
            seed: base.seed.wrapping_add(k as u64),
            ..*base
        };
        let told = match &entry.puzzle {
            Err(e) => teller.invalid(k + 1, &config, e.to_string()),
            Ok(puzzle) => {
                let report = run_puzzle(&mut board, puzzle, &config, &mut Headless);
                recorder.record(&report, HEADLESS);
                let screen = args.screen.then(|| final_screen(&mut board, &report));
                teller.run(k + 1, &report, screen)
            }
        };
        if !told {
            // Standard output was closed (for example a pipe into `head`): stop quietly.
            break;
        }
    }
    teller.finish()
}

/// The live run: the screen solves each puzzle; once the terminal is given back, the same
/// lines as a headless run.
fn solve_live(entries: &[Entry], config: &RunConfig, args: &SolveArgs) -> u8 {
    if !crate::app::can_show() {
        eprintln!("dosdoku: --monitor on needs a terminal; use --monitor off to run headless");
        return EXIT_BAD_INPUT;
    }
    let reports = crate::app::solve_live(
        entries,
        config,
        Some(config.seed),
        args.run.pace,
        args.run.history.recorder(),
    );
    let mut teller = Teller {
        args,
        out: std::io::stdout().lock(),
        err: std::io::stderr().lock(),
        worst: EXIT_OK,
    };
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
                writeln!(teller.out, "{}", Status::Stopped.word()).is_ok()
            }
        };
    }
    teller.finish()
}

/// The screen as the monitor would have shown it at the end of a run.
fn final_screen(board: &mut BoardScreen, report: &RunReport) -> String {
    panel::draw_report(&mut board.screen, report, "unthrottled", "HEADLESS");
    board.screen.to_text()
}

//! `dosdoku solve`: run the agents on every puzzle, headless or on the live screen.

use std::io::{BufWriter, IsTerminal, Write};

use super::args::{OnOff, SolveArgs};
use super::input::load_puzzles;
use super::report::{JsonReport, invalid_summary, output_line, summary_line};
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
        return crate::app::solve_live(&entries, &config);
    }
    solve_headless(&entries, &config, args)
}

/// The headless run: one line per puzzle on standard output, a summary each on standard error.
fn solve_headless(entries: &[Entry], base: &RunConfig, args: &SolveArgs) -> u8 {
    let mut out = BufWriter::new(std::io::stdout().lock());
    let mut err = BufWriter::new(std::io::stderr().lock());
    let mut board = BoardScreen::new();
    let recorder = args.run.history.recorder();
    let mut worst = EXIT_OK;
    for (k, entry) in entries.iter().enumerate() {
        let config = RunConfig {
            seed: base.seed.wrapping_add(k as u64),
            ..*base
        };
        let number = k + 1;
        let written = match &entry.puzzle {
            Err(e) => {
                worst = EXIT_BAD_INPUT;
                let message = e.to_string();
                let line = if args.json {
                    JsonReport::of_invalid(&config, message.clone()).to_line()
                } else {
                    Status::Invalid.word().to_string()
                };
                if !args.quiet {
                    let _ = writeln!(err, "{}", invalid_summary(number, &message));
                }
                writeln!(out, "{line}")
            }
            Ok(puzzle) => {
                let report = run_puzzle(&mut board, puzzle, &config, &mut Headless);
                recorder.record(&report, HEADLESS);
                if report.status != Status::Solved && worst == EXIT_OK {
                    worst = EXIT_UNSOLVED;
                }
                if !args.quiet {
                    let _ = writeln!(err, "{}", summary_line(number, &report));
                }
                let line = if args.json {
                    JsonReport::of_run(&report).to_line()
                } else {
                    output_line(&report)
                };
                writeln!(out, "{line}").and_then(|()| {
                    if args.screen {
                        write!(out, "{}", final_screen(&mut board, &report))
                    } else {
                        Ok(())
                    }
                })
            }
        };
        if written.is_err() {
            // Standard output was closed (for example a pipe into `head`): stop quietly.
            return worst;
        }
    }
    let _ = out.flush();
    let _ = err.flush();
    worst
}

/// The screen as the monitor would have shown it at the end of a run.
fn final_screen(board: &mut BoardScreen, report: &RunReport) -> String {
    panel::draw_report(&mut board.screen, report, "unthrottled", "HEADLESS");
    board.screen.to_text()
}

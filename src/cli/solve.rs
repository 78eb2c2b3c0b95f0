//! `dosdoku solve`: run the agents on every puzzle, headless or on the live screen.

use std::io::Write;

use super::args::{OnOff, SolveArgs};
use super::feed::{Ended, for_each_entry};
use super::held::{Held, State};
use super::interrupt::catch_signals;
use super::report::{
    JsonReport, invalid_summary, several_solutions_note, summary_line, write_output_line,
};
use super::rows;
use crate::agents::{BoardScreen, fresh_seed};
use crate::app::{Collect, LIVE_MAX_PUZZLES};
use crate::exit::{EXIT_BAD_INPUT, EXIT_OK, EXIT_UNSOLVED, of_signal};
use crate::history::HEADLESS;
use crate::panel;
use crate::recording::PendingRecords;
use crate::run::{RunConfig, RunReport, Status, run_puzzle};
use crate::source::Source;
use crate::text::group_thousands;

/// Runs `dosdoku solve` and returns the exit status.
pub fn solve(args: &SolveArgs) -> u8 {
    // The options first: a usage error says so before any input is looked at.
    let mut config = match args.run.config() {
        Ok(config) => config,
        Err(message) => {
            eprintln!("dosdoku: {message}");
            return EXIT_BAD_INPUT;
        }
    };
    let source = match Source::from_arg(args.puzzle.as_deref()) {
        Ok(source) => source,
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
        solve_live(source, &config, args)
    } else {
        solve_headless(source, &config, args)
    }
}

/// Tells each puzzle's outcome: a line on standard output (the solution, the status word, or
/// JSON) and a summary on standard error, held briefly (see [`Held`]), and keeps the exit
/// status so far.
struct Teller<'a> {
    args: &'a SolveArgs,
    worst: u8,
    /// Whether summaries note a puzzle with more than one solution: for a puzzle given on the
    /// command line. A batch from a file or standard input leaves it to `check`, since counting
    /// every puzzle's solutions would double the time of a batch of fast solves.
    notes: bool,
}

impl Teller<'_> {
    /// A puzzle that could not be read.
    fn invalid(
        &mut self,
        state: &mut State<'_>,
        number: usize,
        config: &RunConfig,
        message: String,
    ) {
        self.worst = EXIT_BAD_INPUT;
        if !self.args.quiet {
            let _ = writeln!(state.err, "{}", invalid_summary(number, &message));
        }
        if self.args.json {
            let _ = writeln!(
                state.out,
                "{}",
                JsonReport::of_invalid(config, message).to_line()
            );
        } else {
            self.status_word(state, number, Status::Invalid);
        }
    }

    /// A puzzle told by its status word alone (invalid, or never run).
    fn status_word(&mut self, state: &mut State<'_>, number: usize, status: Status) {
        self.separate(state, number);
        let _ = writeln!(state.out, "{}", status.word());
    }

    /// With `--rows`, the gap before every puzzle's block but the first.
    fn separate(&mut self, state: &mut State<'_>, number: usize) {
        if self.args.rows && number > 1 {
            state
                .out
                .extend_from_slice(rows::BETWEEN_PUZZLES.as_bytes());
        }
    }

    /// A finished (or stopped) run, with the screen it left when `--screen` asks for it.
    fn run(
        &mut self,
        state: &mut State<'_>,
        number: usize,
        report: &RunReport,
        screen: Option<String>,
    ) {
        if report.status != Status::Solved && self.worst == EXIT_OK {
            self.worst = EXIT_UNSOLVED;
        }
        if let Some(records) = &mut state.records {
            records.add(report, HEADLESS);
        }
        if !self.args.quiet {
            let note = self
                .notes
                .then(|| several_solutions_note(report))
                .flatten()
                .unwrap_or_default();
            let _ = writeln!(state.err, "{}{note}", summary_line(number, report));
        }
        if self.args.json {
            let _ = writeln!(state.out, "{}", JsonReport::of_run(report).to_line());
        } else if self.args.rows {
            self.separate(state, number);
            let block = rows::puzzle_block(&report.puzzle, &report.board);
            state.out.extend_from_slice(block.as_bytes());
        } else {
            let _ = write_output_line(&mut state.out, report);
        }
        if let Some(screen) = screen {
            state.out.extend_from_slice(screen.as_bytes());
        }
    }
}

/// The headless run: each puzzle is solved as soon as it is read and told at most
/// [`super::held::HOLD`] after it is done; a signal stops the run at work, which is told and
/// recorded as stopped, and ends the batch with the signal's status. Runs of a randomized
/// agent are recorded in the history; a deterministic agent gives the same run every time, so
/// its runs are recorded only in a history file the user named.
fn solve_headless(source: Source, base: &RunConfig, args: &SolveArgs) -> u8 {
    let interrupt = catch_signals();
    let recorder = args.run.history.recorder();
    let record = base.decl().randomized || args.run.history.named();
    let held = Held::new(record.then(|| PendingRecords::new(&recorder)));
    let mut teller = Teller {
        args,
        worst: EXIT_OK,
        notes: matches!(source, Source::One(_)),
    };
    let mut board = BoardScreen::with_view(base.decl().view);
    let mut k = 0;
    let ended = std::thread::scope(|s| {
        s.spawn(|| held.flusher());
        let ended = for_each_entry(source, interrupt, |entry| {
            let config = RunConfig {
                seed: base.seed.wrapping_add(k as u64),
                ..*base
            };
            k += 1;
            match &entry.puzzle {
                Err(e) => held.tell(|state| teller.invalid(state, k, &config, e.to_string())),
                Ok(puzzle) => {
                    let report = run_puzzle(&mut board, puzzle, &config, &mut interrupt.watch());
                    let screen = args.screen.then(|| final_screen(&mut board, &report));
                    // Standard output closed (a pipe into `head`): stop quietly.
                    held.tell(|state| teller.run(state, k, &report, screen))
                        && report.status != Status::Stopped
                }
            }
        });
        held.finish();
        ended
    });
    finish(ended, teller.worst)
}

/// The exit status of a batch that ended so, with the worst status of its puzzles; says on
/// standard error why an input failed.
pub(super) fn finish(ended: Ended, worst: u8) -> u8 {
    match ended {
        Ended::Done => worst,
        Ended::Failed(message) => {
            eprintln!("dosdoku: {message}");
            EXIT_BAD_INPUT
        }
        Ended::Interrupted(signal) => of_signal(signal),
    }
}

/// The live run: the screen solves each puzzle; once the terminal is given back, the same
/// lines as a headless run.
fn solve_live(source: Source, config: &RunConfig, args: &SolveArgs) -> u8 {
    if let Some(refusal) = crate::app::NoScreen::here(false) {
        eprintln!(
            "dosdoku: the live screen {}.\nUse --monitor off to run headless.",
            refusal.reason()
        );
        return EXIT_BAD_INPUT;
    }
    let notes = matches!(source, Source::One(_));
    let mut entries = Collect(Vec::new());
    if let Err(message) = source.read(&mut entries) {
        eprintln!("dosdoku: {message}");
        return EXIT_BAD_INPUT;
    }
    let entries = entries.0;
    if entries.len() > LIVE_MAX_PUZZLES {
        eprintln!(
            "dosdoku: the live screen takes at most {} puzzles; use --monitor off for more",
            group_thousands(LIVE_MAX_PUZZLES as u64)
        );
        return EXIT_BAD_INPUT;
    }
    let setup = crate::app::LiveSetup {
        config: *config,
        seed: Some(config.seed),
        pace: args.run.pace,
        recorder: args.run.history.recorder(),
    };
    let reports = crate::app::solve_live(&entries, setup);
    // The live screen recorded its runs as they ended.
    let held = Held::new(None);
    let mut teller = Teller {
        args,
        worst: EXIT_OK,
        notes,
    };
    for (k, (entry, report)) in entries.iter().zip(reports).enumerate() {
        let config = RunConfig {
            seed: config.seed.wrapping_add(k as u64),
            ..*config
        };
        held.tell(|state| match (&entry.puzzle, report) {
            (Err(e), _) => teller.invalid(state, k + 1, &config, e.to_string()),
            (Ok(_), Some(report)) => teller.run(state, k + 1, &report, None),
            (Ok(_), None) => {
                // The user quit before this puzzle's turn.
                teller.worst = teller.worst.max(EXIT_UNSOLVED);
                teller.status_word(state, k + 1, Status::Stopped);
            }
        });
    }
    held.finish();
    teller.worst
}

/// The screen as the monitor would have shown it at the end of a run.
fn final_screen(board: &mut BoardScreen, report: &RunReport) -> String {
    panel::draw_report(board, report, "unthrottled", "HEADLESS");
    board.screen.to_text()
}

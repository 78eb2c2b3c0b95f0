//! `dosdoku solve`: run the agents on every puzzle, headless or on the live screen.

use std::io::Write;
use std::path::Path;
use std::sync::Mutex;

use super::args::{OnOff, SolveArgs};
use super::feed::{Ended, Feed, Handed};
use super::held::{Held, Told};
use super::interrupt::catch_signals;
use super::jobs::{capped, run_jobs};
use super::long_run::LongRuns;
use super::report::{
    JsonReport, invalid_summary, several_solutions_note, write_output_line, write_summary,
};
use super::rows;
use crate::app::{Collect, LIVE_MAX_PUZZLES};
use crate::exit::{EXIT_BAD_INPUT, EXIT_OK, EXIT_UNSOLVED, of_signal};
use dosdoku_agents::agents::BoardScreen;
use dosdoku_agents::panel;
use dosdoku_agents::recording::PendingRecords;
use dosdoku_agents::run::{RunConfig, RunReport, Status, run_position};
use dosdoku_screen::Screen;
use dosdoku_sudoku::board::MAX_BOX;
use dosdoku_sudoku::formats::{Entry, PuzzleError};
use dosdoku_sudoku::random::fresh_seed;
use dosdoku_sudoku::source::Source;
use dosdoku_sudoku::text::group_thousands;

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
    let source = match Source::from_arg_with_marks(args.puzzle.as_deref()) {
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
    if let Some(message) = capture_refusal(args, monitor_on) {
        eprintln!("dosdoku: {message}");
        return EXIT_BAD_INPUT;
    }
    if monitor_on {
        solve_live(source, &config, args)
    } else {
        solve_headless(source, &config, args)
    }
}

/// Why `--screenshot` or `--record` cannot be done as asked: a picture is taken after a
/// headless run (on the screen, Ctrl-P takes one), a recording is of the live screen, and
/// neither overwrites a file. `None` when they can.
fn capture_refusal(args: &SolveArgs, monitor_on: bool) -> Option<String> {
    if let Some(path) = &args.screenshot {
        if monitor_on {
            return Some(
                "--screenshot saves the screen of a headless run (--monitor off); on the live \
                 screen, press Ctrl-P"
                    .to_string(),
            );
        }
        if path.exists() {
            return Some(format!(
                "the picture {} already exists; remove it or choose another name",
                path.display()
            ));
        }
    }
    (args.record.record.is_some() && !monitor_on)
        .then(|| "--record records the live screen (--monitor on)".to_string())
}

/// Tells each puzzle's outcome: a line on standard output (the solution, the status word, or
/// JSON) and a summary on standard error, written into the puzzle's [`Told`] by the job that
/// ran it; the exit status it asks for goes with them.
struct Teller<'a> {
    args: &'a SolveArgs,
    /// True when the batch records its runs: the told result carries its run.
    record: bool,
    /// True when the user named the history file: runs of a deterministic agent are recorded
    /// there too.
    named_history: bool,
    /// Whether summaries note a puzzle with more than one solution: for a puzzle given on the
    /// command line. A batch from a file or standard input leaves it to `check`, since counting
    /// every puzzle's solutions would double the time of a batch of fast solves.
    notes: bool,
}

impl Teller<'_> {
    /// A puzzle that could not be read.
    fn invalid(&self, told: &mut Told, number: usize, config: &RunConfig, message: String) {
        told.status = EXIT_BAD_INPUT;
        if !self.args.quiet {
            let _ = writeln!(told.err, "{}", invalid_summary(number, &message));
        }
        if self.args.json {
            let _ = writeln!(
                told.out,
                "{}",
                JsonReport::of_invalid(config, message).to_line()
            );
        } else {
            self.status_word(told, number, Status::Invalid);
        }
    }

    /// A puzzle told by its status word alone (invalid, or never run).
    fn status_word(&self, told: &mut Told, number: usize, status: Status) {
        self.separate(told, number);
        told.out.extend_from_slice(status.word().as_bytes());
        told.out.push(b'\n');
    }

    /// With `--rows`, the gap before every puzzle's block but the first.
    fn separate(&self, told: &mut Told, number: usize) {
        if self.args.rows && number > 1 {
            told.out.extend_from_slice(rows::BETWEEN_PUZZLES.as_bytes());
        }
    }

    /// A finished (or stopped) run, with the screen it left when `--screen` asks for it.
    fn run(&self, told: &mut Told, number: usize, report: RunReport, screen: Option<String>) {
        told.status = told.status.max(match report.status {
            Status::Solved => EXIT_OK,
            _ => EXIT_UNSOLVED,
        });
        if !self.args.quiet {
            write_summary(&mut told.err, number, &report);
            if let Some(note) = self
                .notes
                .then(|| several_solutions_note(&report))
                .flatten()
            {
                told.err.extend_from_slice(note.as_bytes());
            }
            told.err.push(b'\n');
        }
        if self.args.json {
            let _ = writeln!(told.out, "{}", JsonReport::of_run(&report).to_line());
        } else if self.args.rows {
            self.separate(told, number);
            let block = rows::puzzle_block(&report.puzzle, &report.board);
            told.out.extend_from_slice(block.as_bytes());
        } else {
            let _ = write_output_line(&mut told.out, &report);
        }
        if let Some(screen) = screen {
            told.out.extend_from_slice(screen.as_bytes());
        }
        // A deterministic agent's runs go only to a history the user named (the default agent
        // of a board size may be one in a batch of a randomized agent).
        if self.record && (report.config.decl().randomized || self.named_history) {
            told.record = Some(report);
        }
    }
}

/// The headless run: puzzles are solved on `--jobs` threads as soon as they are read, and
/// each result is told, in input order, at most [`super::held::HOLD`] after it and every
/// result before it are done. A signal stops the runs at work; the first of them is told and
/// recorded as stopped, nothing after it is, and the batch ends with the signal's status.
/// Runs of a randomized agent are recorded in the history; a deterministic agent gives the
/// same run every time, so its runs are recorded only in a history file the user named.
fn solve_headless(source: Source, base: &RunConfig, args: &SolveArgs) -> u8 {
    let interrupt = catch_signals();
    let recorder = args.run.history.recorder();
    let named_history = args.run.history.named();
    let record = base.decl().randomized || named_history;
    let long = LongRuns::on_terminal(capped(args.jobs.get()));
    let held =
        Held::new(record.then(|| PendingRecords::new(&recorder))).with_long_runs(long.as_ref());
    let teller = Teller {
        args,
        record: held.records(),
        named_history,
        notes: matches!(source, Source::One(_)),
    };
    // What runs on a board of each box size (the same for every size when an agent is named).
    let sized: [RunConfig; MAX_BOX + 1] =
        std::array::from_fn(|n| args.run.config_for_size(base, n));
    let feed = Feed::start(source, true, interrupt);
    let last_screen = LastScreen::default();
    run_jobs(args.jobs.get(), &feed, &held, || {
        let mut board = BoardScreen::with_view(base.decl().view);
        let (teller, last_screen) = (&teller, &last_screen);
        let slot = long.as_ref().and_then(LongRuns::slot);
        move |handed: Handed, told: &mut Told| {
            // Puzzle i of the batch (from 0) runs with seed + i, whichever job runs it.
            let config = RunConfig {
                seed: base.seed.wrapping_add(handed.number as u64 - 1),
                ..*base
            };
            match (&handed.entry.puzzle, refused_marks(&handed.entry, &config)) {
                (Err(e), _) => teller.invalid(told, handed.number, &config, e.to_string()),
                (Ok(_), Some(why)) => teller.invalid(told, handed.number, &config, why),
                (Ok(puzzle), None) => {
                    let config = RunConfig {
                        seed: config.seed,
                        ..sized[puzzle.box_size()]
                    };
                    if let Some(why) = config.refusal(puzzle.box_size()) {
                        return teller.invalid(told, handed.number, &config, why);
                    }
                    let marks = handed.entry.marks.as_deref();
                    let report = match slot {
                        Some(slot) => {
                            slot.begin(handed.number, &config);
                            let mut watch = interrupt.watch_counting(slot.count());
                            let report =
                                run_position(&mut board, puzzle, marks, &config, &mut watch);
                            slot.end();
                            report
                        }
                        None => {
                            let mut watch = interrupt.watch();
                            run_position(&mut board, puzzle, marks, &config, &mut watch)
                        }
                    };
                    if args.screen || args.screenshot.is_some() {
                        draw_final_screen(&mut board, &report);
                    }
                    if args.screenshot.is_some() {
                        last_screen.keep(handed.number, &board.screen);
                    }
                    let screen = args.screen.then(|| board.screen.to_text());
                    // Nothing after the first run a signal stopped is told.
                    told.last = report.status == Status::Stopped;
                    teller.run(told, handed.number, report, screen);
                }
            }
        }
    });
    let status = finish(feed.ended(), held.worst());
    match &args.screenshot {
        // An input that failed (or a signal) is told already: no puzzle ran is no news then.
        Some(_) if status > EXIT_UNSOLVED && last_screen.is_empty() => status,
        Some(path) => status.max(last_screen.save(path)),
        None => status,
    }
}

/// The final screen of the batch's last puzzle (in input order) that ran so far, for
/// `--screenshot`.
#[derive(Default)]
struct LastScreen(Mutex<Option<(usize, Screen)>>);

impl LastScreen {
    /// Keeps the final screen of puzzle `number` if no later puzzle's is kept.
    fn keep(&self, number: usize, screen: &Screen) {
        let mut last = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if last.as_ref().is_none_or(|(kept, _)| *kept < number) {
            *last = Some((number, screen.clone()));
        }
    }

    /// True when no puzzle ran.
    fn is_empty(&self) -> bool {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).is_none()
    }

    /// Saves the screen kept as a PNG at `path`; the exit status (a message said why not).
    fn save(self, path: &Path) -> u8 {
        let last = self.0.into_inner().unwrap_or_else(|e| e.into_inner());
        let saved = match last {
            Some((_, screen)) => crate::app::save_picture(&screen, None, path),
            None => Err(format!(
                "no puzzle ran, so there is no screen to save as {}",
                path.display()
            )),
        };
        match saved {
            Ok(()) => EXIT_OK,
            Err(message) => {
                eprintln!("dosdoku: {message}");
                EXIT_BAD_INPUT
            }
        }
    }
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
    if let Err(message) = source.read_with_marks(&mut entries) {
        eprintln!("dosdoku: {message}");
        return EXIT_BAD_INPUT;
    }
    // An agent that does not take pencil marks is not given them: such a line is invalid.
    let entries: Vec<Entry> = (entries.0.into_iter())
        .map(|entry| match refused_marks(&entry, config) {
            Some(why) => Entry {
                puzzle: Err(PuzzleError::new(why)),
                marks: None,
                ..entry
            },
            None => entry,
        })
        .collect();
    if let Some((line, why)) = entries.iter().find_map(|e| {
        let off = e.puzzle.as_ref().ok().and_then(crate::app::off_screen);
        off.map(|why| (e.line, why))
    }) {
        eprintln!("dosdoku: line {line}: {why}");
        return EXIT_BAD_INPUT;
    }
    if entries.len() > LIVE_MAX_PUZZLES {
        eprintln!(
            "dosdoku: the live screen takes at most {} puzzles; use --monitor off for more",
            group_thousands(LIVE_MAX_PUZZLES as u64)
        );
        return EXIT_BAD_INPUT;
    }
    // The screen runs one agent: the default for the first puzzle's size unless one is named.
    let config = &match entries.iter().find_map(|e| e.puzzle.as_ref().ok()) {
        Some(first) => args.run.config_for_size(config, first.box_size()),
        None => *config,
    };
    let setup = crate::app::LiveSetup {
        config: *config,
        seed: Some(config.seed),
        pace: args.run.pace,
        recorder: args.run.history.recorder(),
    };
    let (reports, signal) = crate::app::solve_live(&entries, setup, args.record.record.as_deref());
    // The live screen recorded its runs as they ended.
    let held = Held::new(None);
    let teller = Teller {
        args,
        record: false,
        named_history: false,
        notes,
    };
    let mut told = Box::<Told>::default();
    for (k, (entry, report)) in entries.iter().zip(reports).enumerate() {
        let config = RunConfig {
            seed: config.seed.wrapping_add(k as u64),
            ..*config
        };
        match (&entry.puzzle, report) {
            (Err(e), _) => teller.invalid(&mut told, k + 1, &config, e.to_string()),
            (Ok(_), Some(report)) => teller.run(&mut told, k + 1, report, None),
            (Ok(_), None) => {
                // The user quit before this puzzle's turn.
                told.status = EXIT_UNSOLVED;
                teller.status_word(&mut told, k + 1, Status::Stopped);
            }
        }
        held.tell(k + 1, &mut told);
    }
    held.finish();
    // A signal (or a failed recording) ends the program with its status once the results
    // are told.
    signal.unwrap_or_else(|| held.worst())
}

/// Why a puzzle given as pencil marks is not run: the agent starts from puzzles only, and
/// solving the values alone would ignore what the marks rule out. `None` for a puzzle, or
/// for an agent that takes pencil marks.
fn refused_marks(entry: &Entry, config: &RunConfig) -> Option<String> {
    let decl = config.decl();
    (entry.marks.is_some() && !decl.takes_marks).then(|| {
        format!(
            "pencil marks are for --agent human; {} starts from a puzzle",
            decl.name
        )
    })
}

/// Draws the screen as the monitor would have shown it at the end of a run.
fn draw_final_screen(board: &mut BoardScreen, report: &RunReport) {
    panel::draw_report(board, report, "unthrottled", "HEADLESS");
}

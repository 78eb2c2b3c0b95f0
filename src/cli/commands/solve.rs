//! `dosdoku solve`: run the agents on every puzzle, headless or on the live screen.

use std::io::Write;
use std::path::Path;
use std::sync::Mutex;

use super::finish;
use crate::app::{Collect, LIVE_MAX_PUZZLES};
use crate::batch::feed::{Feed, Handed};
use crate::batch::held::{Held, Told};
use crate::batch::interrupt::catch_signals;
use crate::batch::jobs::{capped, run_jobs};
use crate::batch::long_run::LongRuns;
use crate::cli::options::{JobsArgs, OnOff, RecordArgs, RunArgs};
use crate::cli::output::{Form, Record, Sink};
use crate::cli::report::{
    Invalid, Run, Word, invalid_summary, several_solutions_note, write_summary,
};
use crate::exit::{self, EXIT_BAD_INPUT, EXIT_OK, EXIT_UNSOLVED, Error, Outcome};
use clap::Args;
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
use std::path::PathBuf;

/// Arguments of `dosdoku solve`.
#[derive(Args, Debug)]
pub struct SolveArgs {
    /// A puzzle (81 characters; 16, 256 or 625 for a 4x4, 16x16 or 25x25 board), a file of
    /// puzzles (any supported format, any size, read line by line), or - for standard
    /// input (read as it arrives, any length). Without it, standard input when it
    /// is not a terminal (empty input is an error), else the built-in puzzle. A puzzle may be
    /// 729 characters of pencil marks: the human agent starts from those candidates (the
    /// single ones are the puzzle's values); other agents refuse them.
    pub puzzle: Option<String>,
    /// Agent and Board1 settings.
    #[command(flatten)]
    pub run: RunArgs,
    /// Show the live screen (on) or run headless (off). Default: on when standard output is a
    /// terminal that can draw it (not TERM=dumb).
    #[arg(long, value_enum)]
    pub monitor: Option<OnOff>,
    /// One JSON object per puzzle per line on standard output.
    #[arg(long)]
    pub json: bool,
    /// Print each puzzle and its result in the LMC blog's form, nine rows each like
    /// `Row:  1 -   *  1  8 ...` (blank = `*`), instead of 81-character lines.
    #[arg(long, conflicts_with = "json")]
    pub rows: bool,
    /// After each run, print the final 80x25 screen as 25 text lines.
    #[arg(long)]
    pub screen: bool,
    /// With --monitor off: save the final 80x25 screen of the run as a 640x400 PNG in FILE,
    /// which must not exist yet (for a batch, the screen of its last puzzle that ran).
    #[arg(long, value_name = "FILE")]
    pub screenshot: Option<PathBuf>,
    /// An asciinema recording of the live screen (--monitor on).
    #[command(flatten)]
    pub record: RecordArgs,
    /// No per-puzzle summary lines on standard error.
    #[arg(long, short)]
    pub quiet: bool,
    /// Threads solving puzzles at once.
    #[command(flatten)]
    pub jobs: JobsArgs,
}

/// Runs `dosdoku solve`.
pub fn solve(args: &SolveArgs) -> Outcome {
    // The options first: a usage error says so before any input is looked at.
    let mut config = args.run.config()?;
    let source = Source::from_arg_with_marks(args.puzzle.as_deref()).map_err(Error::Input)?;
    config.seed = args.run.seed.unwrap_or_else(fresh_seed);
    let monitor_on = match args.monitor {
        Some(choice) => choice == OnOff::On,
        None => crate::app::NoScreen::here(false).is_none(),
    };
    if let Some(refusal) = capture_refusal(args, monitor_on) {
        return Err(refusal);
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
fn capture_refusal(args: &SolveArgs, monitor_on: bool) -> Option<Error> {
    if let Some(path) = &args.screenshot {
        if monitor_on {
            return Some(Error::Usage(
                "--screenshot saves the screen of a headless run (--monitor off); on the live \
                 screen, press Ctrl-P"
                    .to_string(),
            ));
        }
        if path.exists() {
            return Some(Error::File(format!(
                "the picture {} already exists; remove it or choose another name",
                path.display()
            )));
        }
    }
    (args.record.record.is_some() && !monitor_on)
        .then(|| Error::Usage("--record records the live screen (--monitor on)".to_string()))
}

/// Tells each puzzle's outcome: its record on standard output, in the form the options chose
/// (the solution, the status word, JSON, rows; the final screen after it with `--screen`), and
/// a summary on standard error, written into the puzzle's [`Told`] by the job that ran it; the
/// exit status it asks for goes with them.
struct Teller {
    /// Where the records go.
    sink: Box<dyn Sink>,
    /// No summaries (`--quiet`).
    quiet: bool,
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

impl Teller {
    /// The teller of `args`' output options.
    fn new(args: &SolveArgs, record: bool, named_history: bool, notes: bool) -> Teller {
        let form = match (args.json, args.rows) {
            (true, _) => Form::Json,
            (_, true) => Form::Rows,
            _ => Form::Text,
        };
        Teller {
            sink: form.sink("", args.screen),
            quiet: args.quiet,
            record,
            named_history,
            notes,
        }
    }

    /// Writes the record of puzzle `number` on its standard output.
    fn tell(&self, told: &mut Told, number: usize, record: &dyn Record) {
        let _ = (self.sink.start(&mut told.out, number))
            .and_then(|()| self.sink.record(&mut told.out, record));
    }

    /// A puzzle that could not be read.
    fn invalid(&self, told: &mut Told, number: usize, config: &RunConfig, message: String) {
        told.status = EXIT_BAD_INPUT;
        if !self.quiet {
            let _ = writeln!(told.err, "{}", invalid_summary(number, &message));
        }
        self.tell(told, number, &Invalid { config, message });
    }

    /// A finished (or stopped) run, with the screen it left when `--screen` asks for it.
    fn run(&self, told: &mut Told, number: usize, report: RunReport, screen: Option<String>) {
        told.status = told.status.max(match report.status {
            Status::Solved => EXIT_OK,
            _ => EXIT_UNSOLVED,
        });
        if !self.quiet {
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
        let screen = screen.as_deref();
        self.tell(
            told,
            number,
            &Run {
                report: &report,
                screen,
            },
        );
        // A deterministic agent's runs go only to a history the user named (the default agent
        // of a board size may be one in a batch of a randomized agent).
        if self.record && (report.config.decl().randomized || self.named_history) {
            told.record = Some(report);
        }
    }
}

/// The headless run: puzzles are solved on `--jobs` threads as soon as they are read, and
/// each result is told, in input order, at most [`crate::batch::held::HOLD`] after it and every
/// result before it are done. A signal stops the runs at work; the first of them is told and
/// recorded as stopped, nothing after it is, and the batch ends with the signal's status.
/// Runs of a randomized agent are recorded in the history; a deterministic agent gives the
/// same run every time, so its runs are recorded only in a history file the user named.
fn solve_headless(source: Source, base: &RunConfig, args: &SolveArgs) -> Outcome {
    let interrupt = catch_signals();
    let recorder = args.run.history.recorder();
    let named_history = args.run.history.named();
    let record = base.decl().randomized || named_history;
    let long = LongRuns::on_terminal(capped(args.jobs.get()));
    let held =
        Held::new(record.then(|| PendingRecords::new(&recorder))).with_long_runs(long.as_ref());
    let teller = Teller::new(
        args,
        held.records(),
        named_history,
        matches!(source, Source::One(_)),
    );
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
    let outcome = finish(feed.ended(), held.worst());
    let Some(path) = &args.screenshot else {
        return outcome;
    };
    // An input that failed (or a signal) is told already: no puzzle ran is no news then.
    if last_screen.is_empty() && !outcome.as_ref().is_ok_and(|&s| s <= EXIT_UNSOLVED) {
        return outcome;
    }
    match last_screen.save(path) {
        Ok(()) => outcome,
        // Both told, in the order they came; the worse status ends the program.
        Err(e) => Ok(exit::status(outcome).max(exit::tell(&e))),
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

    /// Saves the screen kept as a PNG at `path`.
    fn save(self, path: &Path) -> Result<(), Error> {
        let last = self.0.into_inner().unwrap_or_else(|e| e.into_inner());
        match last {
            Some((_, screen)) => crate::app::save_picture(&screen, None, path).map_err(Error::File),
            None => Err(Error::File(format!(
                "no puzzle ran, so there is no screen to save as {}",
                path.display()
            ))),
        }
    }
}

/// The live run: the screen solves each puzzle; once the terminal is given back, the same
/// lines as a headless run.
fn solve_live(source: Source, config: &RunConfig, args: &SolveArgs) -> Outcome {
    if let Some(refusal) = crate::app::NoScreen::here(false) {
        return Err(Error::NoScreen(exit::Screen::Solve, refusal));
    }
    let notes = matches!(source, Source::One(_));
    let mut entries = Collect(Vec::new());
    source.read_with_marks(&mut entries).map_err(Error::Input)?;
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
        return Err(Error::Input(format!("line {line}: {why}")));
    }
    if entries.len() > LIVE_MAX_PUZZLES {
        return Err(Error::Input(format!(
            "the live screen takes at most {} puzzles; use --monitor off for more",
            group_thousands(LIVE_MAX_PUZZLES as u64)
        )));
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
    let (reports, ends) = crate::app::solve_live(&entries, setup, args.record.record.as_deref())?;
    // The live screen recorded its runs as they ended.
    let held = Held::new(None);
    let teller = Teller::new(args, false, false, notes);
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
                teller.tell(&mut told, k + 1, &Word(Status::Stopped));
            }
        }
        held.tell(k + 1, &mut told);
    }
    held.finish();
    // A signal (or a failed recording) ends the program with its status once the results
    // are told.
    ends.map_or_else(|| Ok(held.worst()), Err)
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

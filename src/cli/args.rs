//! The command-line grammar (clap derive).

use std::path::PathBuf;
use std::time::Duration;

use clap::builder::TypedValueParser;
use clap::{Args, Parser, Subcommand, ValueEnum};

use super::jobs::default_jobs;
use crate::app::Pace;
use dosdoku_agents::agents::AgentKind;
use dosdoku_agents::recording::Recorder;
use dosdoku_agents::run::RunConfig;
use dosdoku_history::{HISTORY_ENV, check_history_file, resolve_path};
use dosdoku_sudoku::generate::Symmetry;
use dosdoku_sudoku::human::Level;
use dosdoku_sudoku::text::group_thousands;

use super::difficulty::{RatingRange, parse_level, parse_rating_range};

/// A QuickBASIC-era randomized Sudoku solver on an emulated 80x25 DOS screen, and a fast
/// backtracker. With no command, opens the screen editor.
#[derive(Parser, Debug)]
#[command(
    name = "dosdoku",
    version,
    args_conflicts_with_subcommands = true,
    disable_help_subcommand = true
)]
pub struct Cli {
    /// What to do; with none, the interactive screen opens.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// The puzzle to open in the editor: 81 characters (16 for 4x4, 256 for 16x16), or a
    /// file (its first puzzle).
    pub puzzle: Option<String>,
    /// Open the editor on an empty board of this side instead: 4 (4x4), 9 or 16 (16x16).
    #[arg(long, value_name = "SIDE", conflicts_with = "puzzle",
          value_parser = clap::builder::PossibleValuesParser::new(["4", "9", "16"])
              .map(|s| s.parse::<usize>().expect("a listed side")))]
    pub size: Option<usize>,
    /// Board1 and agent settings for the interactive screen.
    #[command(flatten)]
    pub run: RunArgs,
    /// An asciinema recording of the screen.
    #[command(flatten)]
    pub record: RecordArgs,
}

/// `--record FILE.cast`, on every live screen.
#[derive(Args, Debug, Clone)]
pub struct RecordArgs {
    /// Record the screen as an asciinema v2 recording (80x25, true colour) in FILE, which must
    /// not exist yet; play it with `asciinema play FILE`. A pause longer than 2 seconds (a
    /// paused run, a screen left alone) plays back as 2 seconds. On every screen, Ctrl-P saves
    /// a picture of it as dosdoku-N.png in the current directory.
    #[arg(long, value_name = "FILE")]
    pub record: Option<PathBuf>,
}

/// The commands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Solve puzzles: one output line per input puzzle (the solution, or why not).
    Solve(SolveArgs),
    /// Say for each puzzle whether it has one solution, several, or none.
    Check(CheckArgs),
    /// List the recorded runs, newest last, with a summary per group of identical settings.
    Runs(RunsArgs),
    /// Compare the distributions of attempts of every group of settings recorded for a
    /// puzzle; with --runs, first run Board1 that many times and record the runs.
    Compare(CompareArgs),
    /// Race several agents (or one agent with several settings) on one puzzle, side by side
    /// on one screen, and rank them: by steps (the default) or by wall time.
    Race(super::race::RaceArgs),
    /// Print a completion script for a shell, e.g. `dosdoku completions bash >
    /// ~/.local/share/bash-completion/completions/dosdoku`.
    Completions(CompletionsArgs),
    /// Generate puzzles with exactly one solution, one 81-character line each.
    Generate(GenerateArgs),
    /// Solve a puzzle the way a person would, one named technique at a time, and rate it.
    Explain(super::explain::ExplainArgs),
    /// Rate each puzzle: the hardest technique it needs, its difficulty and level.
    Rate(super::rate::RateArgs),
    /// List every solution of a puzzle (up to a limit), or count them.
    Solutions(super::solutions::SolutionsArgs),
    /// Walk through a puzzle's solution on the screen, one named step per key press.
    Tutor(TutorArgs),
    /// Print the help of dosdoku, or of one of its commands (as --help does).
    Help(HelpArgs),
}

/// `dosdoku tutor`.
#[derive(Args, Debug)]
pub struct TutorArgs {
    /// The puzzle: 81 characters, or a file (its first puzzle); default: the built-in one.
    pub puzzle: Option<String>,
    /// Where the runs of the editor the tutorial leaves for are recorded.
    #[command(flatten)]
    pub history: HistoryArgs,
    /// An asciinema recording of the screen.
    #[command(flatten)]
    pub record: RecordArgs,
}

/// `dosdoku help [COMMAND]`.
#[derive(Args, Debug)]
pub struct HelpArgs {
    /// The command to explain; without one, the program's own help.
    #[arg(value_name = "COMMAND")]
    pub command: Option<String>,
}

/// On or off.
#[derive(Clone, Copy, PartialEq, Eq, Debug, ValueEnum)]
pub enum OnOff {
    /// On.
    On,
    /// Off.
    Off,
}

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

/// Arguments of `dosdoku check`.
#[derive(Args, Debug)]
pub struct CheckArgs {
    /// A puzzle (81 characters; 16, 256 or 625 for a 4x4, 16x16 or 25x25 board), a file of
    /// puzzles (any size, read line by line), or - for standard input (read as it arrives,
    /// any length). Without it, standard input when it is not a terminal
    /// (empty input is an error), else the built-in puzzle.
    pub puzzle: Option<String>,
    /// Threads checking puzzles at once.
    #[command(flatten)]
    pub jobs: JobsArgs,
}

/// `--jobs J`: how many threads work on the puzzles of a batch.
#[derive(Args, Debug, Clone, Copy)]
pub struct JobsArgs {
    /// Puzzles worked on at once, each on a thread of its own (at most 4 per core: more
    /// only share the same cores). Default: one per core, a second and further jobs starting
    /// only once puzzles are read and waiting for them, so a single puzzle uses one. The output is the same, line for line and in input order,
    /// whatever J is (the live screen solves one puzzle at a time).
    #[arg(long, short, value_name = "J", value_parser = clap::value_parser!(u32).range(1..))]
    pub jobs: Option<u32>,
}

impl JobsArgs {
    /// The number of jobs asked for, or the default.
    pub fn get(self) -> usize {
        self.jobs.map_or_else(default_jobs, |j| j as usize)
    }
}

/// Arguments of `dosdoku runs`.
#[derive(Args, Debug)]
pub struct RunsArgs {
    /// Only the runs of this puzzle: one line (81 characters, or 16, 256 or 625 for other
    /// sizes), a file holding one puzzle, or - for standard input. Default: every puzzle.
    pub puzzle: Option<String>,
    /// Only the runs of this agent.
    #[arg(long, value_enum)]
    pub agent: Option<AgentKind>,
    /// Only the N newest runs (after the other filters; default 20); the summaries cover the
    /// runs shown.
    #[arg(long, value_name = "N", value_parser = last_count)]
    pub last: Option<u64>,
    /// Every run, not only the newest 20.
    #[arg(long, conflicts_with = "last")]
    pub all: bool,
    /// Export every matching record (or the newest N with --last) as JSON lines, in the
    /// history file's format, without summaries.
    #[arg(long)]
    pub json: bool,
    /// Export every matching record (or the newest N with --last) as CSV: a header row, then
    /// one row per record with every field, setting and counter (empty where a record has none).
    #[arg(long, conflicts_with = "json")]
    pub csv: bool,
    /// The history file (repeat --history, or name a directory, to read several).
    #[command(flatten)]
    pub history: HistoryArgs,
}

/// Arguments of `dosdoku compare`. Its runs are headless: `--pace` is not offered.
#[derive(Args, Debug)]
#[command(mut_arg("pace", |a| a.hide(true)))]
pub struct CompareArgs {
    /// The puzzle: one line (81 characters, or 16, 256 or 625 for other sizes), a file
    /// holding one puzzle, or - for standard input.
    pub puzzle: String,
    /// First run Board1 N times headless, with seeds S, S+1, ... (S from --seed), recording
    /// each run.
    #[arg(long, value_name = "N", value_parser = runs_count)]
    pub runs: Option<u64>,
    /// Threads for the runs (at most 4 per core). Default: every core.
    #[arg(long, short, value_name = "J", value_parser = clap::value_parser!(u32).range(1..))]
    pub jobs: Option<u32>,
    /// One JSON object with the same numbers.
    #[arg(long)]
    pub json: bool,
    /// Also draw each group's attempts as a cumulative distribution in a new SVG file (with
    /// --sweep: each value's median attempts and time against the value); an existing file is
    /// not overwritten.
    #[arg(long, value_name = "FILE.svg")]
    pub plot: Option<PathBuf>,
    /// Run the N runs of --runs once per value of one agent setting, on the same seeds, and
    /// print each value's median attempts and time: `cell-tries=5..40:5` (5 to 40 in steps
    /// of 5), `grid-order=123456789,567891234` (a list), `forgetful` (off, then on).
    #[arg(long, value_name = "SETTING=VALUES")]
    pub sweep: Option<String>,
    /// Board1 settings for the runs (the agent must be board1), and the history file.
    #[command(flatten)]
    pub run: RunArgs,
}

/// Arguments of `dosdoku completions`.
#[derive(Args, Debug)]
pub struct CompletionsArgs {
    /// The shell the script is for.
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

/// Arguments of `dosdoku generate`.
#[derive(Args, Debug)]
pub struct GenerateArgs {
    /// How many puzzles.
    #[arg(long, short = 'n', value_name = "N", default_value_t = 1, value_parser = parse_count)]
    pub count: u64,
    /// The seed of the first puzzle; puzzle i uses seed+i, and the same options and seed
    /// give the same puzzles on every machine with any --jobs. Default: a fresh seed,
    /// reported on standard error.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Exactly N givens, 17 to 80 (the fewer, the longer it takes: see --timeout).
    #[arg(long, value_name = "N", conflicts_with = "minimal")]
    pub givens: Option<u32>,
    /// Minimal puzzles: no given can be removed without losing uniqueness (the default).
    #[arg(long)]
    pub minimal: bool,
    /// Only puzzles of this level, as the human-like solver rates them: easy (singles only),
    /// medium (locked candidates, subsets), hard (fish, wings), fiendish (nishio, guessing).
    #[arg(long, value_name = "LEVEL", value_parser = parse_level)]
    pub level: Option<Level>,
    /// Only puzzles whose rating (the difficulty of the hardest step: 1.5 for a hidden single
    /// up to 9.0 for a guess) lies in MIN..MAX, both included; 7.5.. and ..2.3 leave an end
    /// open.
    #[arg(long, value_name = "MIN..MAX", value_parser = parse_rating_range)]
    pub rating: Option<RatingRange>,
    /// The pattern of givens: none, rotational (half turn), mirror (left-right) or diagonal.
    #[arg(long, value_name = "SYMMETRY", default_value = "none",
          value_parser = Symmetry::parse)]
    pub symmetry: Symmetry,
    /// The board's side: 9, or 4, 16 or 25 (minimal puzzles only: --givens, --level,
    /// --rating and --symmetry are for 9x9 boards).
    #[arg(long, value_name = "SIDE", default_value_t = 9, value_parser = parse_side)]
    pub size: usize,
    /// Threads (at most 4 per core). Default: every core.
    #[arg(long, short, value_name = "J", value_parser = clap::value_parser!(u32).range(1..))]
    pub jobs: Option<u32>,
    /// One JSON object per puzzle (puzzle, solution, givens, seed, rating, level, hardest)
    /// instead of the line.
    #[arg(long)]
    pub json: bool,
    /// Stop after this many seconds with the puzzles found so far (exit 1 if short).
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds, allow_negative_numbers = true)]
    pub timeout: Option<Duration>,
}

/// A board's side: 4, 9, 16 or 25.
fn parse_side(text: &str) -> Result<usize, String> {
    text.parse::<usize>()
        .ok()
        .filter(|side| [4, 9, 16, 25].contains(side))
        .ok_or_else(|| format!("'{text}' is not a board side: 4, 9, 16 or 25"))
}

/// A count of puzzles: a whole number from 1.
fn parse_count(text: &str) -> Result<u64, String> {
    text.parse::<u64>()
        .ok()
        .filter(|&n| n > 0)
        .ok_or_else(|| format!("'{text}' is not a whole number of puzzles, 1 or more"))
}

/// The longest time limit, in seconds: about 31 years.
const MAX_SECONDS: f64 = 1e9;

/// A time limit in seconds: a number above 0 and up to [`MAX_SECONDS`], fractions allowed.
fn parse_seconds(text: &str) -> Result<Duration, String> {
    text.parse::<f64>()
        .ok()
        .filter(|s| s.is_finite() && *s > 0.0 && *s <= MAX_SECONDS)
        .map(Duration::from_secs_f64)
        .ok_or_else(|| {
            format!(
                "'{text}' is not a number of seconds above 0 and up to {} (fractions allowed)",
                group_thousands(MAX_SECONDS as u64)
            )
        })
}

/// A `--pace`: as [`Pace::parse`] reads it, but a number of steps per second above the
/// fastest step is refused, not quietly lowered to it.
fn parse_pace(text: &str) -> Result<Pace, String> {
    let top = Pace::UNTHROTTLED
        .slower()
        .per_second()
        .expect("the step below unthrottled has a number");
    if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) {
        let n: u128 = text.parse().unwrap_or(u128::MAX);
        if n > u128::from(top) {
            return Err(format!(
                "--pace {text} is more steps per second than the fastest pace: it takes 1 up \
                 to {}, or 'unthrottled' for no limit",
                group_thousands(top)
            ));
        }
    }
    Pace::parse(text)
}

/// The settings that choose and steer the agents.
#[derive(Args, Debug, Clone)]
pub struct RunArgs {
    /// The agent that runs. Default: board1; `solve` gives a 16x16 or 25x25 puzzle to the
    /// backtracker unless an agent or a Board1 setting is named.
    #[arg(long, value_enum)]
    pub agent: Option<AgentKind>,
    /// The seed of a randomized agent's first puzzle (puzzle i of a file uses seed+i).
    /// Default: a fresh random seed, always reported. Deterministic agents need none.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Board1 without memory: a cell may draw the same digit again, and gives up after
    /// --cell-tries draws.
    #[arg(long)]
    pub forgetful: bool,
    /// Board1: draws a forgetful cell makes before it fails (default 20).
    #[arg(long, value_name = "N")]
    pub cell_tries: Option<String>,
    /// Board1: failures of one grid (since Board1 arrived at it) that restart the whole board
    /// (default 20).
    #[arg(long, value_name = "N")]
    pub grid_restarts: Option<String>,
    /// Board1: the order it fills the grids in, a permutation of 123456789.
    #[arg(long, value_name = "ORDER")]
    pub grid_order: Option<String>,
    /// Give up when the agent's headline counter reaches N (Board1's attempts, the Cruncher's
    /// increments, ...).
    #[arg(long, value_name = "N")]
    pub max_attempts: Option<u64>,
    /// Run Board0's naked-single scan before the agent (the default for Board1 only).
    #[arg(long, conflicts_with = "no_board0")]
    pub board0: bool,
    /// Do not run Board0 before the agent.
    #[arg(long)]
    pub no_board0: bool,
    /// The live screen's pace: steps per second (1 up to 10,000,000; a number between
    /// steps takes the step below it), `original` (about 9,000/s) or `unthrottled`. It
    /// changes how fast steps happen, never which.
    #[arg(long, default_value = "original", value_parser = parse_pace)]
    pub pace: Pace,
    /// Where runs are recorded.
    #[command(flatten)]
    pub history: HistoryArgs,
}

/// Where the run history is: `--history PATH`, `--no-history`.
#[derive(Args, Debug, Clone)]
pub struct HistoryArgs {
    /// The run-history file (default: $DOSDOKU_HISTORY, else
    /// $XDG_DATA_HOME/dosdoku/history.jsonl or the platform's data directory). runs, and
    /// compare without --runs, read several: repeat --history, or name a directory (every
    /// *.jsonl file in it, in name order); a run in two files counts once. Runs are recorded
    /// into one file.
    #[arg(long, value_name = "PATH")]
    pub history: Vec<PathBuf>,
    /// Do not record runs (and, for runs and compare, read no history).
    #[arg(long, conflicts_with = "history")]
    pub no_history: bool,
}

impl Cli {
    /// The history options of the command asked for, if it reads or records runs.
    pub fn history(&self) -> Option<&HistoryArgs> {
        match &self.command {
            None => Some(&self.run.history),
            Some(Command::Solve(a)) => Some(&a.run.history),
            Some(Command::Runs(a)) => Some(&a.history),
            Some(Command::Compare(a)) => Some(&a.run.history),
            Some(Command::Race(a)) => Some(&a.history),
            Some(Command::Tutor(a)) => Some(&a.history),
            Some(_) => None,
        }
    }

    /// Refuses the history the command asked for cannot use (see [`HistoryArgs::check`]): the
    /// reading commands (runs, compare without --runs) take several files or directories.
    pub fn check_history(&self) -> Result<(), String> {
        let only_reads = match &self.command {
            Some(Command::Runs(_)) => true,
            Some(Command::Compare(a)) => a.runs.is_none(),
            _ => false,
        };
        self.history().map_or(Ok(()), |h| h.check(only_reads))
    }
}

impl HistoryArgs {
    /// Refuses a history file that cannot be one (a named pipe, a device, or a directory for
    /// a command that records: see [`check_history_file`]), or more than one file for a
    /// command that records, with a message naming it. A command that `only_reads` takes
    /// several files, and directories of them.
    pub fn check(&self, only_reads: bool) -> Result<(), String> {
        if !only_reads && self.history.len() > 1 {
            return Err(format!(
                "--history given {} times: runs are recorded into one file (runs, and compare \
                 without --runs, read several)",
                self.history.len()
            ));
        }
        for path in self.read_paths().unwrap_or_default() {
            if only_reads && path.is_dir() {
                continue;
            }
            check_history_file(&path).map_err(|e| {
                let hint = if path.is_dir() {
                    " (a directory of --history files is read by runs and compare without --runs)"
                } else {
                    ""
                };
                format!(
                    "cannot use '{}' as the history file: {e}{hint}",
                    path.display()
                )
            })?;
        }
        Ok(())
    }

    /// The recorder these arguments ask for (into the one history file: see [`HistoryArgs::check`]).
    pub fn recorder(&self) -> Recorder {
        Recorder::new(self.history.first().map(PathBuf::as_path), self.no_history)
    }

    /// The histories to read, as named (files or directories), or the one default file;
    /// `None` with `--no-history` or when no location can be found.
    pub fn read_paths(&self) -> Option<Vec<PathBuf>> {
        match self.history.as_slice() {
            [] => resolve_path(None, self.no_history).map(|p| vec![p]),
            _ if self.no_history => None,
            named => Some(named.to_vec()),
        }
    }

    /// True when the user named a history file (`--history PATH` or `DOSDOKU_HISTORY`), rather
    /// than leaving it to the default.
    pub fn named(&self) -> bool {
        !self.no_history
            && (!self.history.is_empty()
                || std::env::var_os(HISTORY_ENV).is_some_and(|v| !v.is_empty()))
    }
}

impl RunArgs {
    /// The agent settings given as options, by the names the agents know them by.
    fn named_settings(&self) -> Vec<(&'static str, Option<&str>)> {
        let mut named = Vec::new();
        if self.forgetful {
            named.push(("forgetful", None));
        }
        for (name, value) in [
            ("cell-tries", &self.cell_tries),
            ("grid-restarts", &self.grid_restarts),
            ("grid-order", &self.grid_order),
        ] {
            if let Some(value) = value {
                named.push((name, Some(value.as_str())));
            }
        }
        named
    }

    /// What these arguments ask to run (seed 0: the caller sets each run's seed); the message
    /// names an option that does not fit the agent.
    pub fn config(&self) -> Result<RunConfig, String> {
        self.config_of(self.agent.unwrap_or(AgentKind::default_for(3)))
    }

    /// What these arguments ask to run on a board of box size `n`, given `base` (what
    /// [`RunArgs::config`] made, seed set): `base` itself, unless no agent and no setting of
    /// one was named and another agent is the default for that size (the backtracker for
    /// 16x16 and 25x25); that agent then runs with its defaults and `base`'s seed.
    pub fn config_for_size(&self, base: &RunConfig, n: usize) -> RunConfig {
        let kind = AgentKind::default_for(n);
        if !self.agent_by_size() || kind == base.kind() {
            return *base;
        }
        match self.config_of(kind) {
            Ok(config) => RunConfig {
                seed: base.seed,
                ..config
            },
            Err(_) => *base,
        }
    }

    /// True when the agent goes by the board's size: no agent, no setting of one, no cap named.
    pub fn agent_by_size(&self) -> bool {
        self.agent.is_none() && self.named_settings().is_empty() && self.max_attempts.is_none()
    }

    /// [`RunArgs::config`] for agent `kind`.
    fn config_of(&self, kind: AgentKind) -> Result<RunConfig, String> {
        let mut agent = kind.default_settings();
        for (name, value) in self.named_settings() {
            agent
                .set(name, value)
                .map_err(|e| format!("--{name}: {e}"))?;
        }
        let mut config = RunConfig::new(agent);
        if self.board0 {
            config.board0 = true;
        }
        if self.no_board0 {
            config.board0 = false;
        }
        if let Some(cap) = self.max_attempts {
            let decl = config.decl();
            if !decl.capped {
                return Err(format!(
                    "--max-attempts: agent {} takes no cap (it always finishes)",
                    decl.name
                ));
            }
            config.cap = Some(cap);
        }
        Ok(config)
    }
}

/// Reads `compare --runs N`: a whole number of at least one.
fn runs_count(text: &str) -> Result<u64, String> {
    match text.parse::<u64>() {
        Ok(0) => Err("--runs takes 1 or more".to_string()),
        Ok(n) => Ok(n),
        Err(_) => Err(format!(
            "'{text}' is not a whole number; --runs takes 1 or more"
        )),
    }
}

/// Reads `runs --last N`: a whole number of at least one, or a message that says what to use
/// instead.
fn last_count(text: &str) -> Result<u64, String> {
    match text.parse::<u64>() {
        Ok(0) => Err("--last takes 1 or more; --all shows every run".to_string()),
        Ok(n) => Ok(n),
        Err(_) => Err(format!(
            "'{text}' is not a whole number; --last takes 1 or more, --all shows every run"
        )),
    }
}

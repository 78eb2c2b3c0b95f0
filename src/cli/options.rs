//! The option groups several commands share: the agent and its settings, the history, the
//! recording of the live screen, the jobs of a batch.

use dosdoku_sudoku::human::SeVersion;
use std::path::PathBuf;

use clap::{Args, ValueEnum};

use crate::app::Pace;
use crate::batch::jobs::default_jobs;
use crate::exit::Error;
use dosdoku_agents::agents::AgentKind;
use dosdoku_agents::recording::Recorder;
use dosdoku_agents::run::RunConfig;
use dosdoku_history::{HISTORY_ENV, check_history_file, resolve_path};
use dosdoku_sudoku::text::group_thousands;

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

/// On or off.
#[derive(Clone, Copy, PartialEq, Eq, Debug, ValueEnum)]
pub enum OnOff {
    /// On.
    On,
    /// Off.
    Off,
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

/// `--se-version RELEASE`: which Sukaku Explainer release's techniques the steps and the
/// rating follow.
#[derive(Args, Debug, Clone, Copy)]
pub struct SeVersionArgs {
    /// The Sukaku Explainer release whose techniques the steps and rating follow: 1.18, the
    /// newest, or 1.15, the release that rated the Sudoku Exchange puzzle bank (no UVWXYZ-
    /// or TUVWXYZ-wing, no four-strong-link fish).
    #[arg(long, value_name = "RELEASE", default_value = "1.18", value_parser = str::parse::<SeVersion>)]
    pub se_version: SeVersion,
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
    #[arg(long, value_parser = crate::cli::choices::agent())]
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

impl HistoryArgs {
    /// Refuses a history file that cannot be one (a named pipe, a device, or a directory for
    /// a command that records: see [`check_history_file`]), or more than one file for a
    /// command that records, with a message naming it. A command that `only_reads` takes
    /// several files, and directories of them.
    pub fn check(&self, only_reads: bool) -> Result<(), Error> {
        if !only_reads && self.history.len() > 1 {
            return Err(Error::History(format!(
                "--history given {} times: runs are recorded into one file (runs, and compare \
                 without --runs, read several)",
                self.history.len()
            )));
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
                Error::History(format!(
                    "cannot use '{}' as the history file: {e}{hint}",
                    path.display()
                ))
            })?;
        }
        Ok(())
    }

    /// The recorder these arguments ask for (into the one history file: see [`HistoryArgs::check`]).
    pub fn recorder(&self) -> Recorder {
        Recorder::new(
            self.history.first().map(PathBuf::as_path),
            self.no_history,
            |what| crate::exit::warn(what),
        )
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
    pub fn config(&self) -> Result<RunConfig, Error> {
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
    fn config_of(&self, kind: AgentKind) -> Result<RunConfig, Error> {
        let mut agent = kind.default_settings();
        for (name, value) in self.named_settings() {
            agent
                .set(name, value)
                .map_err(|e| Error::Usage(format!("--{name}: {e}")))?;
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
                return Err(Error::Usage(format!(
                    "--max-attempts: agent {} takes no cap (it always finishes)",
                    decl.name
                )));
            }
            config.cap = Some(cap);
        }
        Ok(config)
    }
}

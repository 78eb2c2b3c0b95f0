//! `dosdoku compare`: optionally a batch of Board1 runs, then the recorded distributions of
//! attempts for one puzzle, group by group, beside the deterministic agents' counts computed on
//! the spot (and not recorded).

mod attempts_plot;
mod comparison;
mod computed;
mod sweep;
mod sweep_plot;
mod sweep_spec;

use std::time::Instant;

use self::attempts_plot::{attempts_chart, plot_exists, save_plot};
use self::comparison::Comparison;
use self::computed::computed_runs;
use crate::batch::interrupt::{Interrupt, catch_signals};
use crate::batch::jobs::default_jobs;
use crate::batch::progress::Progress;
use crate::batch::seeds::run_batch;
use crate::cli::history_io::{one_puzzle, read_tally};
use crate::cli::options::RunArgs;
use crate::cli::output::Form;
use crate::exit::{self, EXIT_OK, Error, Outcome};
use clap::Args;
use dosdoku_agents::recording::{Recorder, record_of};
use dosdoku_agents::run::{RunConfig, Status};
use dosdoku_history::{HEADLESS, RunRecord, Tally};
use dosdoku_sudoku::board::Grid;
use dosdoku_sudoku::random::fresh_seed;
use dosdoku_sudoku::solver::count_solutions;
use dosdoku_sudoku::text::{count, group_thousands, human_duration, per_second};
use std::path::PathBuf;

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

/// The options that steer only the runs of `--runs`, by their ids.
const RUN_OPTIONS: [&str; 10] = [
    "agent",
    "seed",
    "forgetful",
    "cell_tries",
    "grid_restarts",
    "grid_order",
    "max_attempts",
    "board0",
    "no_board0",
    "jobs",
];

/// Runs `dosdoku compare`; `typed` holds the ids of the options typed on the command line.
pub fn compare(args: &CompareArgs, typed: &[String]) -> Outcome {
    check_options(args, typed)?;
    let puzzle = one_puzzle(&args.puzzle)?;
    if let Some(spec) = &args.sweep {
        return self::sweep::sweep(args, typed, &puzzle, spec);
    }
    let line = puzzle.to_line();
    let recorder = args.run.history.recorder();
    let read = args.run.history.read_paths();
    let mut tally = match read.map(|paths| read_tally(&paths, &line)) {
        Some(Ok(tally)) => tally,
        Some(Err(error)) => {
            exit::warn(error);
            Tally::default()
        }
        None => Tally::default(),
    };
    let mut interrupted = None;
    if let Some(runs) = args.runs {
        interrupted = batch(args, &puzzle, runs, &recorder, &mut tally)?;
    }
    let comparison = Comparison::of(&line, &tally.groups, computed_runs(&puzzle));
    Form::json_or_text(args.json).print(&comparison);
    if comparison.is_empty() && args.runs.is_none() {
        exit::say("no recorded runs of this puzzle; --runs N runs Board1 N times");
    }
    if let Some(path) = &args.plot {
        save_plot(&attempts_chart(&line, &tally.groups).to_svg(), path)?;
    }
    interrupted.map_or(Ok(EXIT_OK), |signal| Err(Error::Signal(signal)))
}

/// Refuses what would do nothing: `--pace` (the runs are headless), and the agent's options
/// without `--runs` (compare then only reads the history); and a `--plot` file that exists
/// (before any run, so no batch is lost to it). Settings that do not fit the agent are
/// refused in the words `solve` uses.
fn check_options(args: &CompareArgs, typed: &[String]) -> Result<(), Error> {
    if typed.iter().any(|id| id == "pace") {
        return Err(Error::Usage(
            "--pace: compare runs headless, with no screen to pace".to_string(),
        ));
    }
    if let Some(path) = args.plot.as_deref().filter(|path| path.exists()) {
        return Err(Error::File(plot_exists(path)));
    }
    args.run.config()?;
    match typed.iter().find(|id| RUN_OPTIONS.contains(&id.as_str())) {
        Some(id) if args.runs.is_none() => Err(Error::Usage(format!(
            "--{}: applies only to the runs of --runs N (without --runs, compare only reads \
             the history)",
            id.replace('_', "-")
        ))),
        _ => Ok(()),
    }
}

/// Runs Board1 `runs` times on all the threads asked for, recording each finished run and
/// adding it to `tally` in seed order. Fails before any run starts. A signal (Ctrl-C, SIGTERM, SIGHUP) stops the runs at work, which are neither kept
/// nor recorded, starts no more, and says how many finished; the signal is returned.
fn batch(
    args: &CompareArgs,
    puzzle: &Grid,
    runs: u64,
    recorder: &Recorder,
    tally: &mut Tally,
) -> Result<Option<i32>, Error> {
    let config = batch_config(args, puzzle)?;
    let interrupt = catch_signals();
    Ok(run_recorded(
        args,
        puzzle,
        &config,
        runs,
        recorder,
        interrupt,
        |record| tally.add(record),
    ))
}

/// What the runs of `--runs` run, seed set (from `--seed`, or a fresh one); fails when the
/// agent is not randomized or the puzzle has no solution.
pub(super) fn batch_config(args: &CompareArgs, puzzle: &Grid) -> Result<RunConfig, Error> {
    let mut config = args.run.config()?;
    if !config.decl().randomized {
        return Err(Error::Usage(format!(
            "compare --runs runs a randomized agent; {} gives the same run every time",
            config.decl().name
        )));
    }
    if count_solutions(puzzle, 1) == 0 {
        return Err(Error::NoSolution(format!(
            "the puzzle has no solution, so {} was not started",
            config.decl().title
        )));
    }
    config.seed = args.run.seed.unwrap_or_else(fresh_seed);
    Ok(config)
}

/// Runs `config` `runs` times (seeds `config.seed` on) on the threads of `--jobs`, recording
/// each finished run and handing it to `keep` in seed order, with a progress line. A signal
/// caught by `interrupt` (Ctrl-C, SIGTERM, SIGHUP) stops the runs at work, which are neither
/// kept nor recorded, starts no more, and says how many finished; the signal is returned.
pub(super) fn run_recorded(
    args: &CompareArgs,
    puzzle: &Grid,
    config: &RunConfig,
    runs: u64,
    recorder: &Recorder,
    interrupt: Interrupt,
    mut keep: impl FnMut(&RunRecord),
) -> Option<i32> {
    let jobs = args.jobs.map_or_else(default_jobs, |j| j as usize);
    eprintln!("{}", plan(config.decl().title, runs, config.seed, jobs));
    let mut progress = Progress::new(runs);
    let start = Instant::now();
    let mut finished = 0;
    run_batch(puzzle, config, runs, jobs, interrupt, |report| {
        if report.status != Status::Stopped {
            let record = record_of(&report, HEADLESS);
            recorder.append(&record);
            keep(&record);
            finished += 1;
        }
        progress.advance();
    });
    progress.finish();
    let elapsed = start.elapsed();
    if let Some(signal) = interrupt.signal() {
        let kept = if recorder.path().is_some() {
            "finished and recorded"
        } else {
            "finished"
        };
        exit::say(format_args!(
            "stopped: {} of {} {kept}",
            group_thousands(finished),
            count(runs, "run")
        ));
        return Some(signal);
    }
    eprintln!(
        "{} in {} ({} runs/s)",
        count(runs, "run"),
        human_duration(elapsed),
        per_second(runs, elapsed)
    );
    None
}

/// What a batch of `runs` runs of `agent` from `seed` on `jobs` threads is about to do, e.g.
/// "running Board1 100 times, seeds 1 to 100, on 2 threads" (the threads used: no more than
/// the runs).
fn plan(agent: &str, runs: u64, seed: u64, jobs: usize) -> String {
    let used = jobs.min(usize::try_from(runs).unwrap_or(usize::MAX)).max(1);
    let threads = count(used as u64, "thread");
    if runs == 1 {
        return format!("running {agent} once, seed {seed}, on {threads}");
    }
    let last_seed = seed.wrapping_add(runs - 1);
    format!(
        "running {agent} {} times, seeds {seed} to {last_seed}, on {threads}",
        group_thousands(runs)
    )
}

#[cfg(test)]
mod tests {
    use super::plan;

    #[test]
    fn the_plan_agrees_in_number() {
        assert_eq!(
            plan("Board1", 1, 5, 4),
            "running Board1 once, seed 5, on 1 thread"
        );
        assert_eq!(
            plan("Board1", 1000, 1, 2),
            "running Board1 1,000 times, seeds 1 to 1000, on 2 threads"
        );
        assert_eq!(
            plan("Board1", 3, 1, 1),
            "running Board1 3 times, seeds 1 to 3, on 1 thread"
        );
    }
}

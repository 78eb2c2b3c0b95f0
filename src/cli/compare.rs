//! `dosdoku compare`: optionally a batch of Board1 runs, then the recorded distributions of
//! attempts for one puzzle, group by group, beside the deterministic agents' counts computed on
//! the spot (and not recorded).

use std::time::Instant;

use super::args::CompareArgs;
use super::attempts_plot::{attempts_chart, plot_exists, save_plot};
use super::batch::run_batch;
use super::comparison::Comparison;
use super::computed::computed_runs;
use super::history_io::{one_puzzle, read_tally};
use super::interrupt::{Interrupt, catch_signals};
use super::jobs::default_jobs;
use super::progress::Progress;
use super::{EXIT_BAD_INPUT, EXIT_OK, EXIT_UNSOLVED};
use crate::exit::{EXIT_OUTPUT_FAILED, of_signal};
use dosdoku_agents::recording::{Recorder, record_of};
use dosdoku_agents::run::{RunConfig, Status};
use dosdoku_history::{HEADLESS, RunRecord, Tally};
use dosdoku_sudoku::board::Grid;
use dosdoku_sudoku::random::fresh_seed;
use dosdoku_sudoku::solver::count_solutions;
use dosdoku_sudoku::text::{count, group_thousands, human_duration, per_second};

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

/// Runs `dosdoku compare` and returns the exit status; `typed` holds the ids of the options
/// typed on the command line.
pub fn compare(args: &CompareArgs, typed: &[String]) -> u8 {
    if let Err(message) = check_options(args, typed) {
        eprintln!("dosdoku: {message}");
        return EXIT_BAD_INPUT;
    }
    let puzzle = match one_puzzle(&args.puzzle) {
        Ok(puzzle) => puzzle,
        Err(message) => {
            eprintln!("dosdoku: {message}");
            return EXIT_BAD_INPUT;
        }
    };
    if let Some(spec) = &args.sweep {
        return super::sweep::sweep(args, typed, &puzzle, spec);
    }
    let line = puzzle.to_line();
    let recorder = args.run.history.recorder();
    let read = args.run.history.read_paths();
    let mut tally = match read.map(|paths| read_tally(&paths, &line)) {
        Some(Ok(tally)) => tally,
        Some(Err(message)) => {
            eprintln!("dosdoku: warning: {message}");
            Tally::default()
        }
        None => Tally::default(),
    };
    let mut interrupted = None;
    if let Some(runs) = args.runs {
        match batch(args, &puzzle, runs, &recorder, &mut tally) {
            Ok(signal) => interrupted = signal,
            Err((code, message)) => {
                eprintln!("dosdoku: {message}");
                return code;
            }
        }
    }
    let comparison = Comparison::of(&line, &tally.groups, computed_runs(&puzzle));
    let text = if args.json {
        comparison.to_json() + "\n"
    } else {
        comparison.to_text()
    };
    super::output::write(text.as_bytes());
    if comparison.is_empty() && args.runs.is_none() {
        eprintln!("dosdoku: no recorded runs of this puzzle; --runs N runs Board1 N times");
    }
    if let Some(path) = &args.plot
        && let Err(message) = save_plot(&attempts_chart(&line, &tally.groups).to_svg(), path)
    {
        eprintln!("dosdoku: {message}");
        return EXIT_OUTPUT_FAILED;
    }
    interrupted.map_or(EXIT_OK, of_signal)
}

/// Refuses what would do nothing: `--pace` (the runs are headless), and the agent's options
/// without `--runs` (compare then only reads the history); and a `--plot` file that exists
/// (before any run, so no batch is lost to it). Settings that do not fit the agent are
/// refused in the words `solve` uses.
fn check_options(args: &CompareArgs, typed: &[String]) -> Result<(), String> {
    if typed.iter().any(|id| id == "pace") {
        return Err("--pace: compare runs headless, with no screen to pace".to_string());
    }
    if let Some(path) = args.plot.as_deref().filter(|path| path.exists()) {
        return Err(plot_exists(path));
    }
    args.run.config()?;
    match typed.iter().find(|id| RUN_OPTIONS.contains(&id.as_str())) {
        Some(id) if args.runs.is_none() => Err(format!(
            "--{}: applies only to the runs of --runs N (without --runs, compare only reads \
             the history)",
            id.replace('_', "-")
        )),
        _ => Ok(()),
    }
}

/// Runs Board1 `runs` times on all the threads asked for, recording each finished run and
/// adding it to `tally` in seed order. Fails with an exit status and a message before any run
/// starts. A signal (Ctrl-C, SIGTERM, SIGHUP) stops the runs at work, which are neither kept
/// nor recorded, starts no more, and says how many finished; the signal is returned.
fn batch(
    args: &CompareArgs,
    puzzle: &Grid,
    runs: u64,
    recorder: &Recorder,
    tally: &mut Tally,
) -> Result<Option<i32>, (u8, String)> {
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

/// What the runs of `--runs` run, seed set (from `--seed`, or a fresh one); fails with an exit
/// status and a message when the agent is not randomized or the puzzle has no solution.
pub(super) fn batch_config(args: &CompareArgs, puzzle: &Grid) -> Result<RunConfig, (u8, String)> {
    let mut config = args.run.config().map_err(|e| (EXIT_BAD_INPUT, e))?;
    if !config.decl().randomized {
        return Err((
            EXIT_BAD_INPUT,
            format!(
                "compare --runs runs a randomized agent; {} gives the same run every time",
                config.decl().name
            ),
        ));
    }
    if count_solutions(puzzle, 1) == 0 {
        return Err((
            EXIT_UNSOLVED,
            format!(
                "the puzzle has no solution, so {} was not started",
                config.decl().title
            ),
        ));
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
        eprintln!(
            "dosdoku: stopped: {} of {} {kept}",
            group_thousands(finished),
            count(runs, "run")
        );
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

//! `dosdoku compare`: optionally a batch of Board1 runs, then the recorded distributions of
//! attempts for one puzzle, group by group, beside the deterministic agents' counts computed on
//! the spot (and not recorded).

use std::io::Write;
use std::time::Instant;

use super::args::CompareArgs;
use super::batch::run_batch;
use super::comparison::Comparison;
use super::computed::computed_runs;
use super::history_io::{one_puzzle, read_tally};
use super::progress::Progress;
use super::{EXIT_BAD_INPUT, EXIT_OK, EXIT_UNSOLVED};
use crate::agents::fresh_seed;
use crate::board::Grid;
use crate::history::{HEADLESS, Tally};
use crate::recording::{Recorder, record_of};
use crate::solver::count_solutions;
use crate::text::{count, human_duration, per_second};

/// Runs `dosdoku compare` and returns the exit status.
pub fn compare(args: &CompareArgs) -> u8 {
    let puzzle = match one_puzzle(&args.puzzle) {
        Ok(puzzle) => puzzle,
        Err(message) => {
            eprintln!("dosdoku: {message}");
            return EXIT_BAD_INPUT;
        }
    };
    let line = puzzle.to_line();
    let recorder = args.run.history.recorder();
    let mut tally = match recorder.path().map(|path| read_tally(path, &line)) {
        Some(Ok(tally)) => tally,
        Some(Err(message)) => {
            eprintln!("dosdoku: warning: {message}");
            Tally::default()
        }
        None => Tally::default(),
    };
    if let Some(runs) = args.runs
        && let Err((code, message)) = batch(args, &puzzle, runs, &recorder, &mut tally)
    {
        eprintln!("dosdoku: {message}");
        return code;
    }
    let comparison = Comparison::of(&line, &tally.groups, computed_runs(&puzzle));
    let text = if args.json {
        comparison.to_json() + "\n"
    } else {
        comparison.to_text()
    };
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
    if comparison.is_empty() && args.runs.is_none() {
        eprintln!("dosdoku: no recorded runs of this puzzle; --runs N runs Board1 N times");
    }
    EXIT_OK
}

/// Runs Board1 `runs` times on all the threads asked for, recording each run and adding it to
/// `records` in seed order. Fails with an exit status and a message before any run starts.
fn batch(
    args: &CompareArgs,
    puzzle: &Grid,
    runs: u64,
    recorder: &Recorder,
    tally: &mut Tally,
) -> Result<(), (u8, String)> {
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
    let jobs = args.jobs.map_or_else(
        || std::thread::available_parallelism().map_or(1, |n| n.get()),
        |j| j as usize,
    );
    let last_seed = config.seed.wrapping_add(runs.saturating_sub(1));
    eprintln!(
        "running {} {}, seeds {} to {last_seed}, on {}",
        config.decl().title,
        count(runs, "time"),
        config.seed,
        count(jobs as u64, "thread")
    );
    let mut progress = Progress::new(runs);
    let start = Instant::now();
    run_batch(puzzle, &config, runs, jobs, |report| {
        let record = record_of(&report, HEADLESS);
        recorder.append(&record);
        tally.add(&record);
        progress.advance();
    });
    progress.finish();
    let elapsed = start.elapsed();
    eprintln!(
        "{} in {} ({} runs/s)",
        count(runs, "run"),
        human_duration(elapsed),
        per_second(runs, elapsed)
    );
    Ok(())
}

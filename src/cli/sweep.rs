//! `dosdoku compare PUZZLE --sweep SETTING=VALUES --runs N`: the runs of `--runs` once per value
//! of one agent setting, on the same seeds for every value, each run recorded; then a table of
//! each value's runs, solved runs, median attempts and median time, and the value with the
//! lowest median. The result is plain data ([`Sweep`], [`SweepPoint`]) for a table, JSON or a
//! plot.

use serde::Serialize;

use super::args::CompareArgs;
use super::attempts_plot::save_plot;
use super::compare::{batch_config, run_recorded};
use super::comparison::stat;
use super::interrupt::catch_signals;
use super::sweep_plot::sweep_chart;
use super::sweep_spec::SweepSpec;
use super::{EXIT_BAD_INPUT, EXIT_OK};
use crate::exit::{EXIT_OUTPUT_FAILED, of_signal};
use dosdoku_agents::run::RunConfig;
use dosdoku_history::{RunRecord, SOLVED, Summary, percentile};
use dosdoku_sudoku::board::Grid;
use dosdoku_sudoku::text::human_duration;

/// One value of a sweep and what its runs gave. Medians count solved runs only (as `compare`
/// does) and are `None` when none was solved.
#[derive(Serialize, Clone, Debug, PartialEq)]
pub struct SweepPoint {
    /// The value, as given to the setting: `15`, `567891234`, `on`.
    pub value: String,
    /// The runs that finished (all of them, unless a signal stopped the sweep).
    pub runs: u64,
    /// The runs that solved the puzzle.
    pub solved: u64,
    /// The median of the agent's headline counter (Board1's attempts) over the solved runs.
    pub median_attempts: Option<f64>,
    /// The median wall time of the solved runs, in milliseconds.
    pub median_ms: Option<f64>,
}

/// A whole sweep: what was varied, on which seeds, and each value's point, in the order given.
#[derive(Serialize, Debug)]
pub struct Sweep {
    /// The puzzle in one line.
    pub puzzle: String,
    /// The agent's name, e.g. `board1`.
    pub agent: String,
    /// The setting varied, e.g. `cell-tries`.
    pub setting: String,
    /// What the agent's headline counter counts, e.g. `attempts`.
    pub counter: String,
    /// The runs asked for per value.
    pub runs_per_value: u64,
    /// The seed of each value's first run; run i has seed `first_seed + i`.
    pub first_seed: u64,
    /// One point per value swept.
    pub points: Vec<SweepPoint>,
    /// The value with the lowest median (the first of equals); `None` when nothing was solved.
    pub lowest: Option<String>,
}

/// What one value's runs gave, gathered run by run.
#[derive(Default)]
struct Gathered {
    runs: u64,
    solved_attempts: Vec<u64>,
    solved_ms: Vec<u64>,
}

impl Gathered {
    fn take(&mut self, record: &RunRecord) {
        self.runs += 1;
        if record.status == SOLVED {
            self.solved_attempts.push(record.attempts);
            self.solved_ms.push(record.elapsed_ms);
        }
    }

    fn point(mut self, value: &str) -> SweepPoint {
        self.solved_ms.sort_unstable();
        SweepPoint {
            value: value.to_string(),
            runs: self.runs,
            solved: self.solved_attempts.len() as u64,
            median_attempts: Summary::of(&self.solved_attempts).map(|s| s.p50),
            median_ms: (!self.solved_ms.is_empty()).then(|| percentile(&self.solved_ms, 0.5)),
        }
    }
}

/// Runs `compare` with `--sweep` (`text`) and returns the exit status. `typed` holds the ids of
/// the options typed; the setting swept may not be given as an option too.
pub fn sweep(args: &CompareArgs, typed: &[String], puzzle: &Grid, text: &str) -> u8 {
    let Some(runs) = args.runs else {
        eprintln!("dosdoku: --sweep needs --runs N: the runs of each value");
        return EXIT_BAD_INPUT;
    };
    let prepared = args
        .run
        .config()
        .and_then(|config| SweepSpec::parse(text, &config.agent))
        .and_then(|spec| {
            let id = spec.name.replace('-', "_");
            if typed.contains(&id) {
                return Err(format!(
                    "--{} and --sweep {text} both set {}; give it to --sweep only",
                    spec.name, spec.name
                ));
            }
            Ok(spec)
        })
        .map_err(|message| (EXIT_BAD_INPUT, message))
        .and_then(|spec| Ok((spec, batch_config(args, puzzle)?)));
    let (spec, base) = match prepared {
        Ok(prepared) => prepared,
        Err((code, message)) => {
            eprintln!("dosdoku: {message}");
            return code;
        }
    };
    let recorder = args.run.history.recorder();
    let interrupt = catch_signals();
    let mut points = Vec::with_capacity(spec.values.len());
    let mut stopped = None;
    for (value, agent) in &spec.values {
        eprintln!("{}={value}:", spec.name);
        let config = RunConfig {
            agent: *agent,
            ..base
        };
        let mut gathered = Gathered::default();
        stopped = run_recorded(args, puzzle, &config, runs, &recorder, interrupt, |r| {
            gathered.take(r)
        });
        points.push(gathered.point(value));
        if stopped.is_some() {
            break;
        }
    }
    let sweep = Sweep::of(puzzle, &base, &spec.name, runs, points);
    let text = if args.json {
        serde_json::to_string(&sweep).expect("a sweep always serializes") + "\n"
    } else {
        sweep.to_text()
    };
    super::output::write(text.as_bytes());
    if let Some(path) = &args.plot
        && let Err(message) = save_plot(&sweep_chart(&sweep, spec.numeric).to_svg(), path)
    {
        eprintln!("dosdoku: {message}");
        return EXIT_OUTPUT_FAILED;
    }
    stopped.map_or(EXIT_OK, of_signal)
}

impl Sweep {
    /// The sweep of `setting` over `points`, `runs` runs per value of `base`'s agent from
    /// `base`'s seed on.
    pub fn of(
        puzzle: &Grid,
        base: &RunConfig,
        setting: &str,
        runs: u64,
        points: Vec<SweepPoint>,
    ) -> Sweep {
        let lowest = points
            .iter()
            .filter_map(|p| Some((p.median_attempts?, &p.value)))
            .fold(None, |best: Option<(f64, &String)>, (m, v)| match best {
                Some((b, _)) if b <= m => best,
                _ => Some((m, v)),
            })
            .map(|(_, v)| v.clone());
        Sweep {
            puzzle: puzzle.to_line(),
            agent: base.kind().name().to_string(),
            setting: setting.to_string(),
            counter: base.decl().counters[0].label.to_string(),
            runs_per_value: runs,
            first_seed: base.seed,
            points,
            lowest,
        }
    }

    /// The sweep as a table for people: a heading, one line per value, and the lowest median.
    pub fn to_text(&self) -> String {
        let last_seed = self
            .first_seed
            .wrapping_add(self.runs_per_value.saturating_sub(1));
        let mut out = format!(
            "{} sweep of {} on {}\n{} runs per value, seeds {} to {last_seed}\n\n",
            self.agent, self.setting, self.puzzle, self.runs_per_value, self.first_seed
        );
        let median = format!("median {}", self.counter);
        let value_width = self
            .points
            .iter()
            .map(|p| p.value.len())
            .chain([self.setting.len()])
            .max()
            .unwrap_or(0);
        let median_width = median.len().max(12);
        out += &format!(
            "{:>value_width$}  {:>6}  {:>6}  {median:>median_width$}  {:>11}\n",
            self.setting, "runs", "solved", "median time"
        );
        for p in &self.points {
            let time = p.median_ms.map_or("-".to_string(), |ms| {
                human_duration(std::time::Duration::from_secs_f64(ms / 1000.0))
            });
            out += &format!(
                "{:>value_width$}  {:>6}  {:>6}  {:>median_width$}  {time:>11}\n",
                p.value,
                p.runs,
                p.solved,
                stat(p.median_attempts)
            );
        }
        out += &match &self.lowest {
            Some(value) => format!("lowest median {}: {}={value}\n", self.counter, self.setting),
            None => "no value solved the puzzle\n".to_string(),
        };
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dosdoku_agents::agents::AgentKind;
    use dosdoku_sudoku::formats::parse_line;

    fn point(value: &str, median: Option<f64>) -> SweepPoint {
        SweepPoint {
            value: value.to_string(),
            runs: 3,
            solved: if median.is_some() { 3 } else { 0 },
            median_attempts: median,
            median_ms: median.map(|_| 1.5),
        }
    }

    #[test]
    fn the_lowest_median_is_the_first_of_equals_and_none_without_solved_runs() {
        let puzzle = parse_line(&".".repeat(81)).unwrap();
        let base = RunConfig::new(AgentKind::Board1.default_settings());
        let points = vec![
            point("5", Some(300.0)),
            point("10", None),
            point("15", Some(120.5)),
            point("20", Some(120.5)),
        ];
        let sweep = Sweep::of(&puzzle, &base, "cell-tries", 3, points);
        assert_eq!(sweep.lowest.as_deref(), Some("15"));
        let text = sweep.to_text();
        assert!(
            text.contains("lowest median attempts: cell-tries=15"),
            "{text}"
        );
        let ten = text
            .lines()
            .find(|l| l.trim_start().starts_with("10 "))
            .unwrap();
        assert_eq!(
            ten.split_whitespace().collect::<Vec<_>>(),
            ["10", "3", "0", "-", "-"]
        );
        let none = Sweep::of(&puzzle, &base, "cell-tries", 3, vec![point("5", None)]);
        assert_eq!(none.lowest, None);
    }
}

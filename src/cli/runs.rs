//! `dosdoku runs`: the recorded runs as tables (one per agent), newest last, and a summary line
//! per group.

use super::args::RunsArgs;
use super::history_io::{one_puzzle, read_records};
use super::runs_table::tables;
use super::{EXIT_BAD_INPUT, EXIT_OK};
use crate::agents::AgentKind;
use crate::history::{RunRecord, Summary, group_runs};
use crate::run::recorded_label;
use crate::text::{count, group_thousands};

/// How many of the newest runs are listed without `--last` or `--all`.
const DEFAULT_LAST: u64 = 20;

/// Runs `dosdoku runs` and returns the exit status.
pub fn runs(args: &RunsArgs) -> u8 {
    let puzzle = match args.puzzle.as_deref().map(one_puzzle).transpose() {
        Ok(puzzle) => puzzle.map(|p| p.to_line()),
        Err(message) => {
            eprintln!("dosdoku: {message}");
            return EXIT_BAD_INPUT;
        }
    };
    let Some(path) = args.history.recorder().path().map(|p| p.to_path_buf()) else {
        eprintln!("dosdoku: no history file (--no-history, or no home directory to keep one in)");
        return EXIT_BAD_INPUT;
    };
    let mut records = match read_records(&path, puzzle.as_deref()) {
        Ok(records) => records,
        Err(message) => {
            eprintln!("dosdoku: {message}");
            return EXIT_BAD_INPUT;
        }
    };
    records.retain(|r| args.agent.is_none_or(|a| a.name() == r.agent));
    let shown = if args.all {
        records.len()
    } else {
        let n = args.last.unwrap_or(DEFAULT_LAST);
        usize::try_from(n).unwrap_or(usize::MAX).min(records.len())
    };
    if shown < records.len() && args.last.is_none() {
        eprintln!(
            "dosdoku: the newest {shown} of {}; --all shows every one, --last N the newest N",
            count(records.len() as u64, "run")
        );
    }
    records.drain(..records.len() - shown);
    if records.is_empty() {
        eprintln!("dosdoku: no recorded runs match in {}", path.display());
        return EXIT_OK;
    }
    let text = if args.json {
        records
            .iter()
            .map(|r| serde_json::to_string(r).expect("a record always serializes") + "\n")
            .collect()
    } else {
        tables(&records) + "\n" + &summaries(&records)
    };
    super::output::write(text.as_bytes());
    EXIT_OK
}

/// Per puzzle, one line per group of identical settings: runs, solved, and the agent's headline
/// counter over the solved runs (count, min, median, mean, max), under the agent's own label.
fn summaries(records: &[RunRecord]) -> String {
    let groups = group_runs(records, None);
    let mut puzzles: Vec<&str> = Vec::new();
    for g in &groups {
        if !puzzles.contains(&g.key.puzzle.as_str()) {
            puzzles.push(&g.key.puzzle);
        }
    }
    let mut out = String::new();
    for puzzle in puzzles {
        out += &format!("puzzle {puzzle}\n");
        for g in groups.iter().filter(|g| g.key.puzzle == puzzle) {
            let runs = count(g.runs.len() as u64, "run");
            let headline = AgentKind::from_name(&g.key.agent)
                .map_or("attempts", |k| k.decl().headline().label);
            out += &match Summary::of(&g.solved_attempts) {
                Some(s) => format!(
                    "  {}: {runs}, {} solved; {headline} min {}, median {}, mean {}, max {}\n",
                    recorded_label(&g.key.agent, &g.key.settings, true),
                    group_thousands(s.count as u64),
                    group_thousands(s.min),
                    group_thousands(s.p50.round() as u64),
                    group_thousands(s.mean.round() as u64),
                    group_thousands(s.max)
                ),
                None => format!(
                    "  {}: {runs}, 0 solved\n",
                    recorded_label(&g.key.agent, &g.key.settings, true)
                ),
            };
        }
    }
    out
}

//! `dosdoku runs`: the recorded runs as tables (one per agent), newest last, and a summary line
//! per group.

use std::collections::HashMap;
use std::io::Write;

use super::args::RunsArgs;
use super::history_io::{one_puzzle, read_records};
use super::runs_table::tables;
use super::{EXIT_BAD_INPUT, EXIT_OK};
use crate::agents::AgentKind;
use crate::history::{GroupTally, Summary, Tally};
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
        let mut tally = Tally::default();
        records.iter().for_each(|r| tally.add(r));
        tables(&records) + "\n" + &summaries(&tally)
    };
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
    EXIT_OK
}

/// Per puzzle, one line per group of identical settings: runs, solved, and the agent's headline
/// counter over the solved runs (count, min, median, mean, max), under the agent's own label;
/// a run recorded more than once is counted once, and the repeats set aside are said.
fn summaries(tally: &Tally) -> String {
    let mut puzzles: Vec<&str> = Vec::new();
    let mut groups_of: HashMap<&str, Vec<&GroupTally>> = HashMap::new();
    for g in &tally.groups {
        let groups = groups_of.entry(&g.key.puzzle).or_default();
        if groups.is_empty() {
            puzzles.push(&g.key.puzzle);
        }
        groups.push(g);
    }
    let mut out = String::new();
    for puzzle in puzzles {
        out += &format!("puzzle {puzzle}\n");
        for g in &groups_of[puzzle] {
            out += &format!("  {}\n", summary(g));
        }
    }
    out
}

/// The summary of one group, e.g. `board1: 12 runs, 11 solved; attempts min 10, median 40,
/// mean 52, max 300`.
fn summary(g: &GroupTally) -> String {
    let runs = count(g.runs as u64, "run");
    let headline =
        AgentKind::from_name(&g.key.agent).map_or("attempts", |k| k.decl().headline().label);
    let label = recorded_label(&g.key.agent, &g.key.settings, true);
    let mut line = match Summary::of(&g.solved_attempts) {
        Some(s) => format!(
            "{label}: {runs}, {} solved; {headline} min {}, median {}, mean {}, max {}",
            group_thousands(s.count as u64),
            group_thousands(s.min),
            group_thousands(s.p50.round() as u64),
            group_thousands(s.mean.round() as u64),
            group_thousands(s.max)
        ),
        None => format!("{label}: {runs}, 0 solved"),
    };
    if g.repeats > 0 {
        line += &format!("; {} set aside", count(g.repeats as u64, "repeat"));
    }
    line
}

//! `dosdoku runs`: the recorded runs as tables (one per agent), newest last, and a summary line
//! per group. The history is streamed: the newest N are kept in a ring of N, `--all` is read
//! once to learn the tables' shapes and then written out run by run, so memory does not grow
//! with the file (the summaries keep a number or two per distinct run).

use std::collections::{HashMap, VecDeque};
use std::io::{self, BufWriter, Write};
use std::path::Path;

use super::args::RunsArgs;
use super::history_io::{one_puzzle, warn_skipped};
use super::runs_table::{TableShape, tables, wrapped};
use super::{EXIT_BAD_INPUT, EXIT_OK};
use crate::agents::AgentKind;
use crate::history::{
    GroupTally, RecordSink, RunRecord, Summary, Tally, for_each_record, read_history_with,
};
use crate::run::recorded_label;
use crate::text::{count, group_thousands};

/// How many of the newest runs are listed without `--last` or `--all`.
const DEFAULT_LAST: u64 = 20;

/// What `runs` is asked for, once the arguments are read.
struct Query<'a> {
    path: &'a Path,
    puzzle: Option<&'a str>,
    agent: Option<&'static str>,
}

impl Query<'_> {
    /// Whether a record read (of the puzzle asked for) is of the agent asked for.
    fn wants(&self, record: &RunRecord) -> bool {
        self.agent.is_none_or(|a| a == record.agent)
    }
}

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
    let query = Query {
        path: &path,
        puzzle: puzzle.as_deref(),
        agent: args.agent.map(AgentKind::name),
    };
    let mut out = BufWriter::new(super::output::stdout());
    let listed = match (args.all, args.json) {
        (true, true) => all_json(&query, &mut out),
        (true, false) => all_tables(&query, &mut out),
        (false, json) => newest(&query, args.last, json, &mut out),
    };
    let flushed = listed.and_then(|shown| Ok(out.flush().map(|()| shown)?));
    match flushed {
        Ok(0) => {
            eprintln!("dosdoku: no recorded runs match in {}", path.display());
            EXIT_OK
        }
        Ok(_) => EXIT_OK,
        Err(Failure::Read(message)) => {
            eprintln!("dosdoku: {message}");
            EXIT_BAD_INPUT
        }
        // A failed write was noted by the output, and the program's end reports it; a pipe
        // closed by its reader only ends the listing.
        Err(Failure::Write) => EXIT_OK,
    }
}

/// Why listing stopped: the history could not be read, or the output not written.
enum Failure {
    Read(String),
    /// Standard output failed (its error is noted by [`super::output`]).
    Write,
}

impl From<io::Error> for Failure {
    fn from(_: io::Error) -> Failure {
        Failure::Write
    }
}

/// The message for a history that cannot be read.
fn unreadable(path: &Path, e: &io::Error) -> Failure {
    Failure::Read(format!("cannot read {}: {e}", path.display()))
}

/// The newest `last` runs (default 20) as tables and summaries, or as JSON lines; returns how
/// many were listed.
fn newest(
    query: &Query,
    last: Option<u64>,
    json: bool,
    out: &mut impl Write,
) -> Result<u64, Failure> {
    let keep = usize::try_from(last.unwrap_or(DEFAULT_LAST)).unwrap_or(usize::MAX);
    let (newest, skipped) = read_history_with(query.path, query.puzzle, || Newest {
        keep,
        agent: query.agent,
        ring: VecDeque::new(),
        matched: 0,
    })
    .map_err(|e| unreadable(query.path, &e))?;
    warn_skipped(query.path, skipped);
    let records: Vec<RunRecord> = newest.ring.into();
    if (records.len() as u64) < newest.matched && last.is_none() {
        eprintln!(
            "dosdoku: the newest {} of {}; --all shows every one, --last N the newest N",
            records.len(),
            count(newest.matched, "run")
        );
    }
    if records.is_empty() {
        return Ok(0);
    }
    if json {
        for r in &records {
            write_json(out, r)?;
        }
    } else {
        let mut tally = Tally::default();
        records.iter().for_each(|r| tally.add(r));
        write!(out, "{}\n{}", tables(&records), summaries(&tally))?;
    }
    Ok(records.len() as u64)
}

/// Every run as a JSON line, written as it is read.
fn all_json(query: &Query, out: &mut impl Write) -> Result<u64, Failure> {
    let mut listed = 0;
    let mut written = Ok(());
    let skipped = for_each_record(query.path, query.puzzle, |r| {
        if written.is_ok() && query.wants(&r) {
            listed += 1;
            written = write_json(out, &r);
        }
    })
    .map_err(|e| unreadable(query.path, &e))?;
    written?;
    warn_skipped(query.path, skipped);
    Ok(listed)
}

/// Every run as tables, then the summaries: a first read learns each agent's table shape and
/// tallies the groups, then each table is written run by run from a read of its own.
fn all_tables(query: &Query, out: &mut impl Write) -> Result<u64, Failure> {
    let (shapes, skipped) = read_history_with(query.path, query.puzzle, || Shapes {
        agent: query.agent,
        ..Shapes::default()
    })
    .map_err(|e| unreadable(query.path, &e))?;
    warn_skipped(query.path, skipped);
    for (k, shape) in shapes.tables.iter().enumerate() {
        let gap = if k == 0 { "" } else { "\n" };
        write!(out, "{gap}{}", shape.head())?;
        // Runs appended since the first read are left out: the shape did not see them.
        let mut left = shape.rows;
        let mut written = Ok(());
        for_each_record(query.path, query.puzzle, |r| {
            if left > 0 && written.is_ok() && r.agent == shape.agent() {
                left -= 1;
                written = out.write_all(shape.row(&r).as_bytes());
            }
        })
        .map_err(|e| unreadable(query.path, &e))?;
        written?;
    }
    if shapes.tables.is_empty() {
        return Ok(0);
    }
    write!(out, "\n{}", summaries(&shapes.tally))?;
    Ok(shapes.tables.iter().map(|s| s.rows).sum())
}

fn write_json(out: &mut impl Write, record: &RunRecord) -> io::Result<()> {
    serde_json::to_writer(&mut *out, record)?;
    out.write_all(b"\n")
}

/// The newest runs of one agent (or all): a ring of the last `keep` taken, and how many matched.
struct Newest {
    keep: usize,
    agent: Option<&'static str>,
    ring: VecDeque<RunRecord>,
    matched: u64,
}

impl Newest {
    fn trim(&mut self) {
        while self.ring.len() > self.keep {
            self.ring.pop_front();
        }
    }
}

impl RecordSink for Newest {
    fn take(&mut self, record: RunRecord) {
        if self.agent.is_none_or(|a| a == record.agent) {
            self.matched += 1;
            self.ring.push_back(record);
            self.trim();
        }
    }

    fn append(&mut self, later: Newest) {
        self.matched += later.matched;
        self.ring.extend(later.ring);
        self.trim();
    }
}

/// What a first read of every run learns: each agent's table shape, in the order the agents
/// first appear, and the groups tallied for the summaries.
#[derive(Default)]
struct Shapes {
    agent: Option<&'static str>,
    tables: Vec<TableShape>,
    tally: Tally,
}

impl Shapes {
    fn table_of(&mut self, agent: &str) -> &mut TableShape {
        match self.tables.iter().position(|t| t.agent() == agent) {
            Some(at) => &mut self.tables[at],
            None => {
                self.tables.push(TableShape::new(agent));
                self.tables.last_mut().expect("just pushed")
            }
        }
    }
}

impl RecordSink for Shapes {
    fn take(&mut self, record: RunRecord) {
        if self.agent.is_none_or(|a| a == record.agent) {
            self.table_of(&record.agent).fit(&record);
            self.tally.add(&record);
        }
    }

    fn append(&mut self, later: Shapes) {
        for table in &later.tables {
            self.table_of(table.agent()).merge(table);
        }
        self.tally.append(later.tally);
    }
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
            out += &wrapped(&summary(g));
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn summaries_fit_80_columns_however_long_the_label_and_numbers() {
        let line = r#"{"time":"2026-11-22T18:05:09Z","puzzle":"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79","agent":"board1","settings":{"memory":false,"cell_tries":5,"grid_restarts":40,"grid_order":[9,8,7,6,5,4,3,2,1],"board0":false,"max_attempts":null},"seed":1,"status":"solved","attempts":1234567890,"cells_placed":0,"grid_restarts":[0,0,0,0,0,0,0,0,0],"board_restarts":0,"board0_found":0,"elapsed_ms":5,"mode":"headless"}"#;
        let mut record: RunRecord = serde_json::from_str(line).unwrap();
        let mut tally = Tally::default();
        for seed in 0..3 {
            record.seed = Some(seed);
            record.attempts += 987_654_321 * seed;
            tally.add(&record);
            tally.add(&record);
        }
        let text = summaries(&tally);
        for line in text.lines().filter(|l| !l.starts_with("puzzle ")) {
            assert!(line.chars().count() <= 80, "{line}\n{text}");
        }
        let words: Vec<&str> = text.split_whitespace().collect();
        let joined = words.join(" ");
        assert!(
            joined.contains("3 runs, 3 solved; attempts min 1,234,567,890,"),
            "{text}"
        );
        assert!(joined.ends_with("; 3 repeats set aside"), "{text}");
    }
}

//! `dosdoku runs`: the recorded runs as tables (one per agent), newest last, and a summary line
//! per group; or every record exported as JSON lines or CSV. The history (one file or several,
//! read one after another) is streamed: the newest N are kept in a ring of N; `--all` and the
//! exports are read once to learn the tables' shapes (the CSV's columns) and then written out
//! run by run, so memory does not grow with the files (the summaries keep a number or two per
//! distinct run). The tables and exports list every record read, a run recorded twice (in two
//! shards) twice; the summaries count it once and say how many repeats they set aside.

use std::collections::{HashMap, VecDeque};
use std::io::{self, BufWriter, Write};

use super::args::RunsArgs;
use super::csv::CsvColumns;
use super::history_io::{Histories, one_puzzle};
use super::runs_table::{TableShape, tables, wrapped};
use super::{EXIT_BAD_INPUT, EXIT_OK};
use dosdoku_agents::agents::AgentKind;
use dosdoku_agents::run::recorded_label;
use dosdoku_history::{GroupTally, RecordSink, RunRecord, Summary, Tally};
use dosdoku_sudoku::text::{count, group_thousands};

/// How many of the newest runs are listed without `--last` or `--all`.
const DEFAULT_LAST: u64 = 20;

/// What `runs` is asked for, once the arguments are read.
struct Query<'a> {
    histories: &'a Histories,
    puzzle: Option<&'a str>,
    agent: Option<&'static str>,
}

impl Query<'_> {
    /// Whether a record read (of the puzzle asked for) is of the agent asked for.
    fn wants(&self, record: &RunRecord) -> bool {
        self.agent.is_none_or(|a| a == record.agent)
    }
}

/// How the runs are written.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Format {
    /// Tables and summaries, for people.
    Tables,
    /// JSON lines, in the history file's format.
    Json,
    /// CSV, with a header row.
    Csv,
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
    let Some(paths) = args.history.read_paths() else {
        eprintln!("dosdoku: no history file (--no-history, or no home directory to keep one in)");
        return EXIT_BAD_INPUT;
    };
    let histories = match Histories::of(&paths) {
        Ok(histories) => histories,
        Err(message) => {
            eprintln!("dosdoku: {message}");
            return EXIT_BAD_INPUT;
        }
    };
    let query = Query {
        histories: &histories,
        puzzle: puzzle.as_deref(),
        agent: args.agent.map(AgentKind::name),
    };
    let format = match (args.json, args.csv) {
        (true, _) => Format::Json,
        (_, true) => Format::Csv,
        _ => Format::Tables,
    };
    // An export is of every record unless --last asks for the newest N.
    let every = args.all || (format != Format::Tables && args.last.is_none());
    let mut out = BufWriter::new(super::output::stdout());
    let listed = match (every, format) {
        (true, Format::Tables) => all_tables(&query, &mut out),
        (true, Format::Json) => all_json(&query, &mut out),
        (true, Format::Csv) => all_csv(&query, &mut out),
        (false, format) => newest(&query, args.last, format, &mut out),
    };
    let flushed = listed.and_then(|shown| Ok(out.flush().map(|()| shown)?));
    match flushed {
        Ok(0) => {
            eprintln!("dosdoku: no recorded runs match in {}", histories.names());
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

/// The newest `last` runs (default 20) as tables and summaries, JSON lines or CSV; returns how
/// many were listed.
fn newest(
    query: &Query,
    last: Option<u64>,
    format: Format,
    out: &mut impl Write,
) -> Result<u64, Failure> {
    let keep = usize::try_from(last.unwrap_or(DEFAULT_LAST)).unwrap_or(usize::MAX);
    let newest = query
        .histories
        .read_with(query.puzzle, || Newest {
            keep,
            agent: query.agent,
            ring: VecDeque::new(),
            matched: 0,
        })
        .map_err(Failure::Read)?;
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
    match format {
        Format::Json => {
            for r in &records {
                write_json(out, r)?;
            }
        }
        Format::Csv => {
            let mut columns = CsvColumns::default();
            records.iter().for_each(|r| columns.learn(r));
            out.write_all(columns.header().as_bytes())?;
            for r in &records {
                out.write_all(columns.row(r).as_bytes())?;
            }
        }
        Format::Tables => {
            let mut tally = Tally::default();
            records.iter().for_each(|r| tally.add(r));
            write!(out, "{}\n{}", tables(&records), summaries(&tally))?;
        }
    }
    Ok(records.len() as u64)
}

/// Every run as a JSON line, written as it is read.
fn all_json(query: &Query, out: &mut impl Write) -> Result<u64, Failure> {
    let mut listed = 0;
    let mut written = Ok(());
    let skipped = query
        .histories
        .for_each(query.puzzle, |r| {
            if query.wants(&r) {
                listed += 1;
                written = write_json(out, &r);
            }
            written.is_ok()
        })
        .map_err(Failure::Read)?;
    skipped.warn();
    written?;
    Ok(listed)
}

/// Every run as a CSV row under a header: a first read learns the columns (every setting and
/// counter of the runs), a second writes the rows as they are read.
fn all_csv(query: &Query, out: &mut impl Write) -> Result<u64, Failure> {
    /// The columns of the runs of one agent (or all), and how many runs there are.
    #[derive(Default)]
    struct Learned {
        agent: Option<&'static str>,
        columns: CsvColumns,
        rows: u64,
    }
    impl RecordSink for Learned {
        fn take(&mut self, record: RunRecord) {
            if self.agent.is_none_or(|a| a == record.agent) {
                self.columns.learn(&record);
                self.rows += 1;
            }
        }

        fn append(&mut self, later: Learned) {
            self.columns.append(later.columns);
            self.rows += later.rows;
        }
    }
    let learned = query
        .histories
        .read_with(query.puzzle, || Learned {
            agent: query.agent,
            ..Learned::default()
        })
        .map_err(Failure::Read)?;
    if learned.rows == 0 {
        return Ok(0);
    }
    out.write_all(learned.columns.header().as_bytes())?;
    // Runs appended since the first read are left out: the columns did not see them.
    let mut left = learned.rows;
    let mut written = Ok(());
    query
        .histories
        .for_each(query.puzzle, |r| {
            if query.wants(&r) {
                left -= 1;
                written = out.write_all(learned.columns.row(&r).as_bytes());
            }
            left > 0 && written.is_ok()
        })
        .map_err(Failure::Read)?;
    written?;
    Ok(learned.rows)
}

/// Every run as tables, then the summaries: a first read learns each agent's table shape and
/// tallies the groups, then each table is written run by run from a read of its own.
fn all_tables(query: &Query, out: &mut impl Write) -> Result<u64, Failure> {
    let shapes = query
        .histories
        .read_with(query.puzzle, || Shapes {
            agent: query.agent,
            ..Shapes::default()
        })
        .map_err(Failure::Read)?;
    for (k, shape) in shapes.tables.iter().enumerate() {
        let gap = if k == 0 { "" } else { "\n" };
        write!(out, "{gap}{}", shape.head())?;
        // Runs appended since the first read are left out: the shape did not see them.
        let mut left = shape.rows;
        let mut written = Ok(());
        query
            .histories
            .for_each(query.puzzle, |r| {
                if left > 0 && r.agent == shape.agent() {
                    left -= 1;
                    written = out.write_all(shape.row(&r).as_bytes());
                }
                left > 0 && written.is_ok()
            })
            .map_err(Failure::Read)?;
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

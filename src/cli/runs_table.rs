//! The table `dosdoku runs` prints: one table per agent, each with that agent's own counters as
//! columns, headed by the labels the agent declares.

use std::time::Duration;

use crate::agents::{AgentKind, CounterDecl};
use crate::history::RunRecord;
use crate::run::RunConfig;
use crate::text::{group_thousands, human_duration};

/// One column: its heading, whether it is aligned right (numbers), and a cell per run.
struct Column {
    head: String,
    right: bool,
    cells: Vec<String>,
}

impl Column {
    fn new(
        head: &str,
        right: bool,
        records: &[&RunRecord],
        cell: impl Fn(&RunRecord) -> String,
    ) -> Column {
        Column {
            head: head.to_string(),
            right,
            cells: records.iter().map(|r| cell(r)).collect(),
        }
    }
}

/// The runs as tables, one per agent in the order the agents first appear, each listing that
/// agent's runs newest last, separated by a blank line.
pub fn tables(records: &[RunRecord]) -> String {
    let mut agents: Vec<&str> = Vec::new();
    for r in records {
        if !agents.contains(&r.agent.as_str()) {
            agents.push(&r.agent);
        }
    }
    agents
        .iter()
        .map(|agent| {
            let runs: Vec<&RunRecord> = records.iter().filter(|r| r.agent == *agent).collect();
            table(agent, &runs)
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The table of one agent's runs: time, agent, settings, the seed (a randomized agent only),
/// status, each of the agent's counters under its own label, elapsed. A counter a record does
/// not hold (one written by an earlier version) is left blank.
fn table(agent: &str, runs: &[&RunRecord]) -> String {
    let kind = AgentKind::from_name(agent);
    let mut columns = vec![
        Column::new("time", false, runs, |r| r.time.clone()),
        Column::new("agent", false, runs, |r| r.agent.clone()),
        Column::new("settings", false, runs, |r| {
            RunConfig::from_recorded(&r.agent, &r.settings)
                .map_or_else(|_| "?".to_string(), |c| c.short_settings())
        }),
    ];
    // An agent the program does not know shows its seed when its records have one.
    if kind.map_or_else(
        || runs.iter().any(|r| r.seed.is_some()),
        |k| k.decl().randomized,
    ) {
        columns.push(Column::new("seed", true, runs, |r| {
            r.seed.map_or_else(|| "-".to_string(), |s| s.to_string())
        }));
    }
    columns.push(Column::new("status", false, runs, |r| r.status.clone()));
    let counters: &[CounterDecl] = kind.map_or(&[], |k| k.decl().counters);
    if counters.is_empty() {
        columns.push(Column::new("attempts", true, runs, |r| {
            group_thousands(r.attempts)
        }));
    }
    for (k, counter) in counters.iter().enumerate() {
        columns.push(Column::new(counter.label, true, runs, |r| {
            r.counter(counter.name, k == 0)
                .map_or_else(String::new, group_thousands)
        }));
    }
    columns.push(Column::new("elapsed", true, runs, |r| {
        human_duration(Duration::from_millis(r.elapsed_ms))
    }));
    render(&columns)
}

/// The columns side by side, two spaces apart, with the headings first.
fn render(columns: &[Column]) -> String {
    let widths: Vec<usize> = columns
        .iter()
        .map(|c| {
            c.cells
                .iter()
                .map(|cell| cell.chars().count())
                .fold(c.head.chars().count(), usize::max)
        })
        .collect();
    let line = |cell: &dyn Fn(&Column) -> &str| {
        let cells: Vec<String> = columns
            .iter()
            .zip(&widths)
            .map(|(c, &w)| {
                if c.right {
                    format!("{:>w$}", cell(c))
                } else {
                    format!("{:<w$}", cell(c))
                }
            })
            .collect();
        cells.join("  ").trim_end().to_string() + "\n"
    };
    let rows = columns.first().map_or(0, |c| c.cells.len());
    let mut out = line(&|c| &c.head);
    for row in 0..rows {
        out += &line(&|c| &c.cells[row]);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(line: &str) -> RunRecord {
        serde_json::from_str(line).unwrap()
    }

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn line(agent: &str, seed: &str, attempts: u64, rest: &str) -> String {
        format!(
            r#"{{"time":"2026-11-22T18:05:09Z","puzzle":"{PUZZLE}","agent":"{agent}","settings":{{"board0":false,"max_attempts":null}},"seed":{seed},"status":"solved","attempts":{attempts},"cells_placed":0,"grid_restarts":[0,0,0,0,0,0,0,0,0],"board_restarts":0,"board0_found":0,"elapsed_ms":5,"mode":"headless"{rest}}}"#
        )
    }

    #[test]
    fn each_agent_has_its_own_columns_under_its_own_labels() {
        let records = [
            record(&line(
                "lmc",
                "null",
                176,
                r#","counters":{"moves":176,"forced":158,"forks":8,"erased":111}"#,
            )),
            record(&line("cruncher", "null", 2_472_530, "")),
            record(&line(
                "lmc",
                "null",
                180,
                r#","counters":{"moves":180,"forced":150,"forks":9,"erased":100}"#,
            )),
        ];
        let text = tables(&records);
        let tables: Vec<&str> = text.split("\n\n").collect();
        assert_eq!(tables.len(), 2, "{text}");
        let lmc: Vec<&str> = tables[0].lines().collect();
        assert_eq!(lmc.len(), 3, "{text}");
        assert!(
            lmc[0].ends_with("status  moves  forced moves  fork switches  moves erased  elapsed"),
            "{text}"
        );
        assert!(
            lmc[1].ends_with("solved    176           158              8           111     5 ms"),
            "{text}"
        );
        // An earlier version kept only the headline of the Cruncher: the rest is blank.
        let cruncher: Vec<&str> = tables[1].lines().collect();
        assert!(
            cruncher[0].contains("status  increments  backsteps  elapsed"),
            "{text}"
        );
        let words: Vec<&str> = cruncher[1].split_whitespace().collect();
        assert_eq!(words[3..], ["solved", "2,472,530", "5", "ms"], "{text}");
        for head in ["attempts", "grid restarts", "board restarts"] {
            assert!(!text.contains(head), "{head}: {text}");
        }
    }

    #[test]
    fn a_deterministic_agent_shows_no_seed_even_from_an_old_record() {
        let records = [record(&line("backtrack", "7", 45, ""))];
        let text = tables(&records);
        assert!(!text.contains("seed"), "{text}");
        assert!(!text.contains(" 7 "), "{text}");
        assert!(text.contains("placements  backtracks"), "{text}");
        let records = [record(&line("board1", "7", 45, ""))];
        let text = tables(&records);
        assert!(
            text.lines()
                .next()
                .unwrap()
                .contains("seed  status  attempts  cells placed  grid restarts  board restarts"),
            "{text}"
        );
        assert!(text.contains("   7  solved"), "{text}");
    }
}

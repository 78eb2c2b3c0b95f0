//! The table `dosdoku runs` prints: one table per agent, each with that agent's own counters as
//! columns, headed by the labels the agent declares, fitted to 80 columns. A table's shape (its
//! column widths) is learnt from the runs first, then its rows are written one at a time, so
//! a table of any length can be streamed.

use std::time::Duration;

use dosdoku_agents::agents::AgentKind;
use dosdoku_agents::run::RunConfig;
use dosdoku_history::RunRecord;
use dosdoku_sudoku::text::{group_thousands, human_duration};

/// The width a table is fitted to.
const WIDTH: usize = 80;

/// One column's heading, in one or two lines, and whether it is aligned right (numbers).
struct Head {
    top: String,
    bottom: String,
    right: bool,
}

/// The shape of one agent's table: its columns and their widths, grown to fit every run seen.
/// Each run is a row (time, status, the agent's counters, elapsed), followed by an indented
/// line with its seed (a randomized agent) and settings (when not the defaults).
pub struct TableShape {
    agent: String,
    kind: Option<AgentKind>,
    /// Each column's label, and whether it is aligned right.
    labels: Vec<(&'static str, bool)>,
    /// Each column's widest cell so far.
    cells: Vec<usize>,
    /// The runs seen.
    pub rows: u64,
}

impl TableShape {
    /// The shape of `agent`'s table before any run is seen.
    pub fn new(agent: &str) -> TableShape {
        let kind = AgentKind::from_name(agent);
        let mut labels = vec![("time", false), ("status", false)];
        match kind {
            Some(k) => labels.extend(k.decl().counters.iter().map(|c| (c.label, true))),
            None => labels.push(("attempts", true)),
        }
        labels.push(("elapsed", true));
        TableShape {
            agent: agent.to_string(),
            kind,
            cells: vec![0; labels.len()],
            labels,
            rows: 0,
        }
    }

    /// The agent whose runs the table lists.
    pub fn agent(&self) -> &str {
        &self.agent
    }

    /// Widens the columns to fit `record`'s cells.
    pub fn fit(&mut self, record: &RunRecord) {
        let cells = self.cells_of(record);
        for (w, cell) in self.cells.iter_mut().zip(cells) {
            *w = (*w).max(cell.chars().count());
        }
        self.rows += 1;
    }

    /// Widens the columns to fit what `other` (the same agent's) has seen too.
    pub fn merge(&mut self, other: &TableShape) {
        for (w, o) in self.cells.iter_mut().zip(&other.cells) {
            *w = (*w).max(*o);
        }
        self.rows += other.rows;
    }

    /// The agent's name, then the headings (a label wider than its column's cells is split
    /// over two lines).
    pub fn head(&self) -> String {
        let (heads, widths): (Vec<Head>, Vec<usize>) = self.columns().into_iter().unzip();
        let mut out = format!("{}\n", self.agent);
        if heads.iter().any(|h| !h.top.is_empty()) {
            out += &line(heads.iter().map(|h| (h.top.as_str(), h.right)), &widths);
        }
        out + &line(heads.iter().map(|h| (h.bottom.as_str(), h.right)), &widths)
    }

    /// The row of one run, and its line of seed and settings when it has one.
    pub fn row(&self, record: &RunRecord) -> String {
        let widths: Vec<usize> = self.columns().into_iter().map(|(_, w)| w).collect();
        let cells = self.cells_of(record);
        let rights = self.labels.iter().map(|&(_, right)| right);
        let mut out = line(cells.iter().map(String::as_str).zip(rights), &widths);
        if let Some(detail) = self.detail(record) {
            out += &wrapped(&detail);
        }
        out
    }

    /// Each column's heading and width: as wide as its widest cell, and its label, split over
    /// two lines when the label alone is wider than the cells.
    fn columns(&self) -> Vec<(Head, usize)> {
        self.labels
            .iter()
            .zip(&self.cells)
            .map(|(&(label, right), &cells)| {
                let head = split_label(label, cells, right);
                let w = cells
                    .max(head.top.chars().count())
                    .max(head.bottom.chars().count());
                (head, w)
            })
            .collect()
    }

    /// The cells of a run's row: time, status, each counter (blank when the record does not
    /// hold it, as a record of an earlier version), elapsed.
    fn cells_of(&self, r: &RunRecord) -> Vec<String> {
        let mut cells = vec![short_time(&r.time), r.status.clone()];
        match self.kind {
            Some(k) => cells.extend(k.decl().counters.iter().enumerate().map(|(i, c)| {
                r.counter(c.name, i == 0)
                    .map_or_else(String::new, |n| c.value_text(n))
            })),
            None => cells.push(group_thousands(r.attempts)),
        }
        cells.push(human_duration(Duration::from_millis(r.elapsed_ms)));
        cells
    }

    /// The seed of a randomized agent's run and the settings that are not the defaults, e.g.
    /// `seed 42, forgetful, cap 1,000`; `None` when there is neither.
    fn detail(&self, r: &RunRecord) -> Option<String> {
        // An agent the program does not know shows its seed when its record has one.
        let seed = r
            .seed
            .filter(|_| self.kind.is_none_or(|k| k.decl().randomized))
            .map(|s| format!("seed {s}"));
        let settings = match RunConfig::from_recorded(&r.agent, &r.settings) {
            Ok(c) => Some(c.short_settings()).filter(|s| s != "default"),
            Err(_) => Some("settings ?".to_string()),
        };
        let words: Vec<String> = seed.into_iter().chain(settings).collect();
        (!words.is_empty()).then(|| words.join(", "))
    }
}

/// One line of cells, two spaces apart, or one where two would pass [`WIDTH`].
fn line<'a>(cells: impl Iterator<Item = (&'a str, bool)>, widths: &[usize]) -> String {
    let total: usize = widths.iter().sum::<usize>() + 2 * widths.len().saturating_sub(1);
    let gap = if total > WIDTH { " " } else { "  " };
    let cells: Vec<String> = cells
        .zip(widths)
        .map(|((cell, right), &w)| {
            if right {
                format!("{cell:>w$}")
            } else {
                format!("{cell:<w$}")
            }
        })
        .collect();
    cells.join(gap).trim_end().to_string() + "\n"
}

/// A line of text indented by two; where a line would pass [`WIDTH`], its next part (after `; `)
/// goes on a line of its own indented by four, itself broken after a `, ` if it is too long.
pub fn wrapped(summary: &str) -> String {
    let fits = |line: &str, more: &str| line.chars().count() + 2 + more.chars().count() <= WIDTH;
    let mut lines: Vec<String> = Vec::new();
    for part in summary.split("; ") {
        let indent = match lines.last_mut() {
            Some(line) if fits(line, part) => {
                *line += &format!("; {part}");
                continue;
            }
            Some(line) => {
                *line += ";";
                "    "
            }
            None => "  ",
        };
        let mut line = String::from(indent);
        for (j, piece) in part.split(", ").enumerate() {
            if j > 0 && fits(&line, piece) {
                line += ", ";
            } else if j > 0 {
                lines.push(line + ",");
                line = String::from("    ");
            }
            line += piece;
        }
        lines.push(line);
    }
    lines.iter().map(|l| format!("{l}\n")).collect()
}

/// A label in one line when it fits `width`, else its last word under the others.
fn split_label(label: &str, width: usize, right: bool) -> Head {
    match label.rsplit_once(' ') {
        Some((top, bottom)) if label.chars().count() > width => Head {
            top: top.to_string(),
            bottom: bottom.to_string(),
            right,
        },
        _ => Head {
            top: String::new(),
            bottom: label.to_string(),
            right,
        },
    }
}

/// A recorded time to the minute: `2026-11-22T18:05:09Z` as `2026-11-22 18:05`.
fn short_time(time: &str) -> String {
    time.get(..16).unwrap_or(time).replacen('T', " ", 1)
}

/// The runs as tables, one per agent in the order the agents first appear, each listing that
/// agent's runs newest last, separated by a blank line.
pub fn tables(records: &[RunRecord]) -> String {
    let mut shapes: Vec<TableShape> = Vec::new();
    for r in records {
        match shapes.iter_mut().find(|s| s.agent == r.agent) {
            Some(shape) => shape.fit(r),
            None => {
                let mut shape = TableShape::new(&r.agent);
                shape.fit(r);
                shapes.push(shape);
            }
        }
    }
    shapes
        .iter()
        .map(|shape| {
            let rows = records.iter().filter(|r| r.agent == shape.agent);
            shape.head() + &rows.map(|r| shape.row(r)).collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
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
        assert_eq!(lmc.len(), 5, "{text}");
        assert_eq!(lmc[0], "lmc");
        assert!(lmc[1].ends_with("forced      fork   moves"), "{text}");
        assert!(
            lmc[2].ends_with("status  moves   moves  switches  erased  elapsed"),
            "{text}"
        );
        assert!(
            lmc[3].ends_with("solved    176     158         8     111     5 ms"),
            "{text}"
        );
        // An earlier version kept only the headline of the Cruncher: the rest is blank.
        let cruncher: Vec<&str> = tables[1].lines().collect();
        assert_eq!(cruncher[0], "cruncher");
        assert!(
            cruncher[1].contains("status  increments  backsteps  elapsed"),
            "{text}"
        );
        let words: Vec<&str> = cruncher[2].split_whitespace().collect();
        assert_eq!(words[2..], ["solved", "2,472,530", "5", "ms"], "{text}");
        for head in ["attempts", "grid restarts", "board restarts"] {
            assert!(!text.contains(head), "{head}: {text}");
        }
    }

    #[test]
    fn a_deterministic_agent_shows_no_seed_even_from_an_old_record() {
        let records = [record(&line("backtrack", "7", 45, ""))];
        let text = tables(&records);
        assert!(!text.contains("seed"), "{text}");
        assert!(text.contains("placements  backtracks"), "{text}");
        let records = [record(&line("board1", "7", 45, ""))];
        let text = tables(&records);
        assert!(
            text.contains("\ntime              status  attempts  placed  restarts  restarts"),
            "{text}"
        );
        assert!(text.contains("\n  seed 7, no board0\n"), "{text}");
    }
}

#[cfg(test)]
mod fit_tests {
    use super::*;
    use dosdoku_agents::agents::{AgentKind, AgentSettings, Board1Settings, CounterKind};
    use dosdoku_history::SettingValue;

    /// The widest realistic run of `agent`: a long uncapped run of minutes, its headline in the
    /// hundreds of millions and its other counters in the tens of millions (the agents that
    /// step through a puzzle's cells and candidates count in tens of thousands at most), the
    /// longest status, a 20-digit seed, settings unlike the defaults.
    fn widest(agent: AgentKind) -> RunRecord {
        let (headline, others) = match agent {
            AgentKind::Human | AgentKind::Board0 | AgentKind::Exclusion => (99_999, 99_999),
            _ => (123_456_789, 12_345_678),
        };
        let mut config = RunConfig::new(agent.default_settings());
        if agent == AgentKind::Board1 {
            config.agent = AgentSettings::Board1(Board1Settings {
                memory: false,
                cell_tries: 5,
                grid_restarts: 40,
                grid_order: [9, 8, 7, 6, 5, 4, 3, 2, 1],
            });
        }
        config.board0 = !config.decl().board0_first;
        if config.decl().capped {
            config.cap = Some(100_000_000);
        }
        let mut counters = dosdoku_history::SettingList::default();
        for c in agent.decl().counters.iter().skip(1) {
            if dosdoku_history::RunRecord::TOP_LEVEL_COUNTERS.contains(&c.name) {
                continue;
            }
            counters.push(
                c.name,
                match c.kind {
                    CounterKind::Count => SettingValue::Number(others),
                    CounterKind::PerGrid => SettingValue::Numbers(vec![137_174; 9]),
                },
            );
        }
        RunRecord {
            time: "2026-11-22T18:05:09Z".to_string(),
            puzzle: ".".repeat(81),
            agent: agent.name().to_string(),
            settings: config.setting_list(),
            seed: agent.decl().randomized.then_some(u64::MAX),
            status: "gave_up".to_string(),
            attempts: headline,
            cells_placed: others,
            grid_restarts: [137_174; 9],
            board_restarts: 123_456,
            board0_found: 40,
            elapsed_ms: 4 * 60_000 + 5_000,
            mode: "headless".to_string(),
            counters,
        }
    }

    #[test]
    fn the_widest_realistic_rows_of_every_agent_fit_80_columns() {
        for &agent in AgentKind::ALL {
            let mut small = widest(agent);
            small.status = "solved".to_string();
            small.attempts = 5;
            let text = tables(&[widest(agent), small]);
            for line in text.lines() {
                assert!(
                    line.chars().count() <= 80,
                    "{}:\n{text}",
                    line.chars().count()
                );
            }
            assert!(text.contains("gave_up"), "{text}");
        }
    }
}

//! Recorded runs as CSV (RFC 4180) for pandas, R or a spreadsheet: a header row, then one row
//! per record with every field of it. The columns are learned from the records first (the
//! union of their settings and counters), so a reader can stream the rows after.
//!
//! Columns: `time`, `puzzle`, `agent`, one `settings.NAME` per setting, `seed`, `status`,
//! `attempts`, `cells_placed`, `grid_restarts.1` .. `grid_restarts.9`, `board_restarts`,
//! `board0_found`, `elapsed_ms`, `mode`, then one `counters.NAME` per counter (or
//! `counters.NAME.1` .. `.N` for a counter kept per grid). A cell is empty where the record has
//! no such value: a setting or counter of another agent, no seed, no cap (`max_attempts`).
//! A setting that is a list (the grid order) is one cell, its numbers separated by spaces.

use std::borrow::Cow;

use dosdoku_history::{RecordSink, RunRecord, SettingList, SettingValue};

/// One agent counter's columns: one for its number, and one per place of its list, when the
/// records hold it as a number, a list, or both.
#[derive(Debug, Default)]
struct CounterColumns {
    name: String,
    number: bool,
    list: usize,
}

/// The columns of the CSV of some records: the union of their settings and counters, in the
/// order first met. As a [`RecordSink`] it learns them from a history read.
#[derive(Debug, Default)]
pub struct CsvColumns {
    settings: Vec<String>,
    counters: Vec<CounterColumns>,
}

impl CsvColumns {
    /// Adds the settings and counters of `record` not yet among the columns.
    pub fn learn(&mut self, record: &RunRecord) {
        for (name, _) in &record.settings.0 {
            if !self.settings.contains(name) {
                self.settings.push(name.clone());
            }
        }
        for (name, value) in &record.counters.0 {
            let at = match self.counters.iter().position(|c| &c.name == name) {
                Some(at) => at,
                None => {
                    self.counters.push(CounterColumns {
                        name: name.clone(),
                        ..CounterColumns::default()
                    });
                    self.counters.len() - 1
                }
            };
            let columns = &mut self.counters[at];
            match value {
                SettingValue::Numbers(ns) => columns.list = columns.list.max(ns.len()),
                _ => columns.number = true,
            }
        }
    }

    /// The header row, ended by CRLF.
    pub fn header(&self) -> String {
        let mut names: Vec<String> = ["time", "puzzle", "agent"].map(String::from).to_vec();
        names.extend(self.settings.iter().map(|s| format!("settings.{s}")));
        names.extend(["seed", "status", "attempts", "cells_placed"].map(String::from));
        names.extend((1..=9).map(|g| format!("grid_restarts.{g}")));
        names.extend(["board_restarts", "board0_found", "elapsed_ms", "mode"].map(String::from));
        for c in &self.counters {
            if c.number {
                names.push(format!("counters.{}", c.name));
            }
            names.extend((1..=c.list).map(|k| format!("counters.{}.{k}", c.name)));
        }
        line(names.iter().map(String::as_str))
    }

    /// The row of `record`, ended by CRLF: empty cells for the columns it has no value for.
    pub fn row(&self, r: &RunRecord) -> String {
        let mut cells: Vec<String> = vec![r.time.clone(), r.puzzle.clone(), r.agent.clone()];
        cells.extend(self.settings.iter().map(|s| setting_cell(&r.settings, s)));
        cells.push(r.seed.map_or(String::new(), |s| s.to_string()));
        cells.push(r.status.clone());
        cells.extend([r.attempts, r.cells_placed].map(|n| n.to_string()));
        cells.extend(r.grid_restarts.iter().map(u64::to_string));
        cells.extend([r.board_restarts, r.board0_found, r.elapsed_ms].map(|n| n.to_string()));
        cells.push(r.mode.clone());
        for c in &self.counters {
            let value = r.counters.get(&c.name);
            if c.number {
                cells.push(match value {
                    Some(SettingValue::Numbers(_)) | None => String::new(),
                    Some(v) => value_text(v),
                });
            }
            let list = match value {
                Some(SettingValue::Numbers(ns)) => ns.as_slice(),
                _ => &[],
            };
            cells.extend((0..c.list).map(|k| list.get(k).map_or(String::new(), u64::to_string)));
        }
        line(cells.iter().map(String::as_str))
    }
}

impl RecordSink for CsvColumns {
    fn take(&mut self, record: RunRecord) {
        self.learn(&record);
    }

    fn append(&mut self, later: CsvColumns) {
        for name in later.settings {
            if !self.settings.contains(&name) {
                self.settings.push(name);
            }
        }
        for columns in later.counters {
            match self.counters.iter_mut().find(|c| c.name == columns.name) {
                Some(mine) => {
                    mine.number |= columns.number;
                    mine.list = mine.list.max(columns.list);
                }
                None => self.counters.push(columns),
            }
        }
    }
}

/// The cell of setting `name`: empty when the record has none or it is null.
fn setting_cell(settings: &SettingList, name: &str) -> String {
    settings.get(name).map_or(String::new(), value_text)
}

/// A value as one cell's text: a list's numbers separated by spaces, null as nothing.
fn value_text(value: &SettingValue) -> String {
    match value {
        SettingValue::Null => String::new(),
        SettingValue::Bool(b) => b.to_string(),
        SettingValue::Number(n) => n.to_string(),
        SettingValue::Text(t) => t.clone(),
        SettingValue::Numbers(ns) => {
            let words: Vec<String> = ns.iter().map(u64::to_string).collect();
            words.join(" ")
        }
    }
}

/// One CSV line of `cells`, each quoted when it needs to be, ended by CRLF (RFC 4180).
fn line<'a>(cells: impl Iterator<Item = &'a str>) -> String {
    let cells: Vec<Cow<str>> = cells.map(quoted).collect();
    cells.join(",") + "\r\n"
}

/// A cell as RFC 4180 writes it: in double quotes, its quotes doubled, when it holds a comma,
/// a quote, a line break or leading or trailing space; else as it is.
fn quoted(cell: &str) -> Cow<'_, str> {
    let needs = cell.contains([',', '"', '\r', '\n']) || cell.trim() != cell;
    if needs {
        Cow::Owned(format!("\"{}\"", cell.replace('"', "\"\"")))
    } else {
        Cow::Borrowed(cell)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_quoted_as_rfc_4180_says() {
        assert_eq!(quoted("plain 1"), "plain 1");
        assert_eq!(quoted("a,b"), "\"a,b\"");
        assert_eq!(quoted("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(quoted("two\nlines"), "\"two\nlines\"");
        assert_eq!(quoted(" lead"), "\" lead\"");
        assert_eq!(line(["a", "b,c", ""].into_iter()), "a,\"b,c\",\r\n");
    }

    #[test]
    fn the_columns_are_the_union_and_missing_values_are_empty() {
        let board1: RunRecord = serde_json::from_str(BOARD1).unwrap();
        let mut other = board1.clone();
        other.agent = "lmc".to_string();
        other.seed = None;
        other.settings = SettingList(vec![(
            "odd,key".to_string(),
            SettingValue::Text("x\"y".into()),
        )]);
        other.counters = SettingList(vec![
            ("forks".to_string(), SettingValue::Number(3)),
            ("per_grid".to_string(), SettingValue::Numbers(vec![1, 2])),
        ]);
        let mut columns = CsvColumns::default();
        columns.learn(&board1);
        let mut later = CsvColumns::default();
        later.learn(&other);
        columns.append(later);
        let header = columns.header();
        assert!(header.starts_with("time,puzzle,agent,settings.memory,settings.cell_tries,"));
        assert!(header.contains(",settings.max_attempts,\"settings.odd,key\",seed,"));
        assert!(
            header.ends_with(",mode,counters.forks,counters.per_grid.1,counters.per_grid.2\r\n")
        );
        let width = header.matches(',').count() - 1; // one comma inside the quoted name
        let row = columns.row(&board1);
        assert!(
            row.contains(",true,20,20,1 2 3 4 5 6 7 8 9,true,,,42,solved,412331,"),
            "{row}"
        );
        assert!(row.ends_with(",live,,,\r\n"), "{row}");
        assert_eq!(row.matches(',').count(), width, "{row}");
        let row = columns.row(&other);
        assert!(row.contains(",\"x\"\"y\",,solved,"), "{row}");
        assert!(row.ends_with(",live,3,1,2\r\n"), "{row}");
    }

    const BOARD1: &str = r#"{"time":"2026-11-22T18:05:09Z","puzzle":"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79","agent":"board1","settings":{"memory":true,"cell_tries":20,"grid_restarts":20,"grid_order":[1,2,3,4,5,6,7,8,9],"board0":true,"max_attempts":null},"seed":42,"status":"solved","attempts":412331,"cells_placed":90210,"grid_restarts":[1,2,3,4,5,6,7,8,9],"board_restarts":2,"board0_found":7,"elapsed_ms":1500,"mode":"live"}"#;
}

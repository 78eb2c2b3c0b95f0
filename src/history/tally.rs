//! Counting runs by group while a history file is read, without keeping the records.

use super::{GroupKey, RecordSink, RunRecord, SOLVED};

/// One group's runs: how many, and the attempts of the solved ones in file order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GroupTally {
    /// What the runs share.
    pub key: GroupKey,
    /// Runs of every status.
    pub runs: usize,
    /// The attempt counts of the solved runs, in file order.
    pub solved_attempts: Vec<u64>,
}

/// The groups of the runs taken, in the order of their first run. As a [`RecordSink`] it
/// reads a history file of any size in little memory: a record is counted, then dropped.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// The groups, in the order their first run was taken.
    pub groups: Vec<GroupTally>,
}

impl Tally {
    /// Counts a run into its group.
    pub fn add(&mut self, record: &RunRecord) {
        let at = match self.groups.iter().rposition(|g| g.key.matches(record)) {
            Some(at) => at,
            None => {
                self.groups.push(GroupTally {
                    key: GroupKey::of(record),
                    runs: 0,
                    solved_attempts: Vec::new(),
                });
                self.groups.len() - 1
            }
        };
        let group = &mut self.groups[at];
        group.runs += 1;
        if record.status == SOLVED {
            group.solved_attempts.push(record.attempts);
        }
    }
}

impl RecordSink for Tally {
    fn take(&mut self, record: RunRecord) {
        self.add(&record);
    }

    fn append(&mut self, later: Tally) {
        for group in later.groups {
            match self.groups.iter_mut().find(|g| g.key == group.key) {
                Some(mine) => {
                    mine.runs += group.runs;
                    mine.solved_attempts.extend(group.solved_attempts);
                }
                None => self.groups.push(group),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::history::{SettingValue, group_runs};

    fn record(puzzle: char, memory: bool, status: &str, attempts: u64) -> RunRecord {
        let mut r: RunRecord = serde_json::from_str(SAMPLE).unwrap();
        r.puzzle = puzzle.to_string().repeat(81);
        r.settings.0[0].1 = SettingValue::Bool(memory);
        r.status = status.to_string();
        r.attempts = attempts;
        r
    }

    #[test]
    fn a_tally_agrees_with_grouping_the_records_however_it_is_split() {
        let records = vec![
            record('.', true, SOLVED, 10),
            record('.', false, SOLVED, 20),
            record('.', true, "stopped", 5),
            record('1', true, SOLVED, 30),
            record('.', true, SOLVED, 40),
            record('.', false, "gave_up", 50),
        ];
        let groups = group_runs(&records, None);
        for split in 0..=records.len() {
            let (mut first, mut second) = (Tally::default(), Tally::default());
            records[..split].iter().for_each(|r| first.add(r));
            records[split..].iter().for_each(|r| second.add(r));
            first.append(second);
            let got: Vec<(GroupKey, usize, Vec<u64>)> = first
                .groups
                .into_iter()
                .map(|g| (g.key, g.runs, g.solved_attempts))
                .collect();
            let want: Vec<(GroupKey, usize, Vec<u64>)> = groups
                .iter()
                .map(|g| (g.key.clone(), g.runs.len(), g.solved_attempts.clone()))
                .collect();
            assert_eq!(got, want, "split at {split}");
        }
    }

    const SAMPLE: &str = r#"{"time":"2026-11-22T18:05:09Z","puzzle":"x","agent":"board1","settings":{"memory":true,"cell_tries":20,"grid_restarts":20,"grid_order":[1,2,3,4,5,6,7,8,9],"board0":true,"max_attempts":null},"seed":42,"status":"solved","attempts":1,"cells_placed":1,"grid_restarts":[0,0,0,0,0,0,0,0,0],"board_restarts":0,"board0_found":0,"elapsed_ms":1,"mode":"live"}"#;
}

//! Counting runs by group while a history file is read, without keeping the records. A run
//! recorded more than once is counted once.

use std::collections::HashMap;

use super::settings::CAP_KEY;
use super::{GroupKey, RecordSink, RunRecord, SOLVED, SettingValue};

/// What tells one run from another within a group: the seed and the cap (the group holds the
/// puzzle, the agent and the other settings). The same run recorded again is the same run.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct RunId {
    seed: Option<u64>,
    /// The cap when it is a number (no cap, or a cap of another shape, is `None`).
    cap: Option<u64>,
}

impl RunId {
    fn of(record: &RunRecord) -> RunId {
        let cap = match record.settings.get(CAP_KEY) {
            Some(SettingValue::Number(n)) => Some(*n),
            _ => None,
        };
        RunId {
            seed: record.seed,
            cap,
        }
    }
}

/// One group's runs: how many, the attempts of the solved ones, and how many records were
/// repeats of a run already counted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GroupTally {
    /// What the runs share.
    pub key: GroupKey,
    /// Distinct runs of every status: (puzzle, agent, settings, seed) counted once.
    pub runs: usize,
    /// The attempt counts of the distinct solved runs, in no particular order.
    pub solved_attempts: Vec<u64>,
    /// Records set aside as repeats of a run counted already (the same seed recorded again).
    pub repeats: usize,
    /// Each distinct run, with its attempts once a record of it is solved.
    seen: HashMap<RunId, Option<u64>>,
}

impl GroupTally {
    fn new(key: GroupKey) -> GroupTally {
        GroupTally {
            key,
            runs: 0,
            solved_attempts: Vec::new(),
            repeats: 0,
            seen: HashMap::new(),
        }
    }

    /// Counts run `id`, solved in `attempts` or not: a new run, or a repeat of one counted
    /// (a repeat that is solved where the run counted was not, e.g. stopped, counts as solved).
    fn count(&mut self, id: RunId, attempts: Option<u64>) {
        match self.seen.get_mut(&id) {
            None => {
                self.runs += 1;
                self.solved_attempts.extend(attempts);
                self.seen.insert(id, attempts);
            }
            Some(known) => {
                self.repeats += 1;
                if known.is_none() && attempts.is_some() {
                    *known = attempts;
                    self.solved_attempts.extend(attempts);
                }
            }
        }
    }
}

/// The groups of the runs taken, in the order of their first run. As a [`RecordSink`] it
/// reads a history file of any size in little memory: a record is counted, then dropped.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// The groups, in the order their first run was taken.
    pub groups: Vec<GroupTally>,
    /// Where each group is in `groups`.
    index: HashMap<GroupKey, usize>,
    /// The group of the last record taken: runs of one group often come in a row.
    last: Option<usize>,
}

impl Tally {
    /// Counts a run into its group.
    pub fn add(&mut self, record: &RunRecord) {
        let at = match self.last.filter(|&at| self.groups[at].key.matches(record)) {
            Some(at) => at,
            None => self.group_of(GroupKey::of(record)),
        };
        self.last = Some(at);
        let attempts = (record.status == SOLVED).then_some(record.attempts);
        self.groups[at].count(RunId::of(record), attempts);
    }

    /// Records set aside as repeats, over every group.
    pub fn repeats(&self) -> usize {
        self.groups.iter().map(|g| g.repeats).sum()
    }

    /// Where the group of `key` is, added last if it is new.
    fn group_of(&mut self, key: GroupKey) -> usize {
        if let Some(&at) = self.index.get(&key) {
            return at;
        }
        self.groups.push(GroupTally::new(key.clone()));
        self.index.insert(key, self.groups.len() - 1);
        self.groups.len() - 1
    }
}

impl RecordSink for Tally {
    fn take(&mut self, record: RunRecord) {
        self.add(&record);
    }

    fn append(&mut self, later: Tally) {
        for group in later.groups {
            let at = self.group_of(group.key);
            let mine = &mut self.groups[at];
            mine.repeats += group.repeats;
            for (id, attempts) in group.seen {
                mine.count(id, attempts);
            }
        }
        self.last = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(puzzle: char, memory: bool, status: &str, attempts: u64) -> RunRecord {
        let mut r: RunRecord = serde_json::from_str(SAMPLE).unwrap();
        r.puzzle = puzzle.to_string().repeat(81);
        r.settings.0[0].1 = SettingValue::Bool(memory);
        r.status = status.to_string();
        r.attempts = attempts;
        r.seed = Some(attempts);
        r
    }

    /// Each group as (key, runs, sorted solved attempts, repeats).
    fn summary(tally: &Tally) -> Vec<(GroupKey, usize, Vec<u64>, usize)> {
        tally
            .groups
            .iter()
            .map(|g| {
                let mut solved = g.solved_attempts.clone();
                solved.sort_unstable();
                (g.key.clone(), g.runs, solved, g.repeats)
            })
            .collect()
    }

    #[test]
    fn a_tally_counts_each_run_once_however_the_file_is_split() {
        let mut stopped_then_solved = record('.', true, "stopped", 60);
        let records = vec![
            record('.', true, SOLVED, 10),
            record('.', false, SOLVED, 20),
            record('.', true, "stopped", 5),
            record('1', true, SOLVED, 30),
            record('.', true, SOLVED, 40),
            record('.', false, "gave_up", 50),
            // The same runs recorded again.
            record('.', true, SOLVED, 10),
            record('1', true, SOLVED, 30),
            stopped_then_solved.clone(),
            {
                stopped_then_solved.status = SOLVED.to_string();
                stopped_then_solved
            },
        ];
        let mut whole = Tally::default();
        records.iter().for_each(|r| whole.add(r));
        let dot = |memory| GroupKey::of(&record('.', memory, SOLVED, 0));
        let one = GroupKey::of(&record('1', true, SOLVED, 0));
        assert_eq!(
            summary(&whole),
            [
                (dot(true), 4, vec![10, 40, 60], 2),
                (dot(false), 2, vec![20], 0),
                (one, 1, vec![30], 1),
            ]
        );
        assert_eq!(whole.repeats(), 3);
        for split in 0..=records.len() {
            let (mut first, mut second) = (Tally::default(), Tally::default());
            records[..split].iter().for_each(|r| first.add(r));
            records[split..].iter().for_each(|r| second.add(r));
            first.append(second);
            assert_eq!(summary(&first), summary(&whole), "split at {split}");
        }
    }

    #[test]
    fn runs_with_another_seed_or_cap_are_other_runs() {
        let mut tally = Tally::default();
        let first = record('.', true, SOLVED, 10);
        let mut other_seed = first.clone();
        other_seed.seed = Some(11);
        let mut capped = first.clone();
        capped.settings.0.last_mut().unwrap().1 = SettingValue::Number(5);
        capped.status = "gave_up".to_string();
        for r in [&first, &other_seed, &capped, &first] {
            tally.add(r);
        }
        assert_eq!(tally.groups.len(), 1, "the cap is no part of the group");
        assert_eq!((tally.groups[0].runs, tally.groups[0].repeats), (3, 1));
    }

    const SAMPLE: &str = r#"{"time":"2026-11-22T18:05:09Z","puzzle":"x","agent":"board1","settings":{"memory":true,"cell_tries":20,"grid_restarts":20,"grid_order":[1,2,3,4,5,6,7,8,9],"board0":true,"max_attempts":null},"seed":42,"status":"solved","attempts":1,"cells_placed":1,"grid_restarts":[0,0,0,0,0,0,0,0,0],"board_restarts":0,"board0_found":0,"elapsed_ms":1,"mode":"live"}"#;
}

//! Grouping runs by what determines their attempt counts: puzzle, agent and settings.

use std::collections::HashMap;

use super::settings::CAP_KEY;
use super::{RunRecord, SOLVED, SettingList};

/// What makes runs comparable: the same puzzle, agent and settings. The cap `max_attempts` is
/// left out: it is a limit on a run, not part of the algorithm.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct GroupKey {
    /// The puzzle, as recorded.
    pub puzzle: String,
    /// The agent's name.
    pub agent: String,
    /// The settings, without `max_attempts`.
    pub settings: SettingList,
}

impl GroupKey {
    /// The group a record belongs to.
    pub fn of(record: &RunRecord) -> GroupKey {
        GroupKey {
            puzzle: record.puzzle.clone(),
            agent: record.agent.clone(),
            settings: record.settings.without_cap(),
        }
    }

    /// Whether `record` belongs to this group (without cloning anything).
    pub fn matches(&self, record: &RunRecord) -> bool {
        record.agent == self.agent
            && record.puzzle == self.puzzle
            && same_without_cap(&record.settings, &self.settings)
    }
}

/// Whether `recorded` equals `key` (which has no cap) once its cap is left out.
fn same_without_cap(recorded: &SettingList, key: &SettingList) -> bool {
    let mut rest = recorded.0.iter().filter(|(k, _)| k != CAP_KEY);
    key.0.iter().all(|entry| rest.next() == Some(entry)) && rest.next().is_none()
}

/// The runs of one group.
#[derive(Clone, Debug)]
pub struct Group<'a> {
    /// What the runs share.
    pub key: GroupKey,
    /// Every run of the group, whatever its status, in file order.
    pub runs: Vec<&'a RunRecord>,
    /// The attempt counts of the runs with status `solved`, in file order: only finished runs
    /// count toward attempt statistics (a stopped or capped run says little about its length).
    pub solved_attempts: Vec<u64>,
}

/// Groups records by [`GroupKey`], groups in the order their first run appears. With `puzzle`,
/// only the runs of that puzzle are grouped. Runs of every status are kept in [`Group::runs`];
/// only solved runs go into [`Group::solved_attempts`].
pub fn group_runs<'a>(records: &'a [RunRecord], puzzle: Option<&str>) -> Vec<Group<'a>> {
    // Keyed by the borrowed puzzle and agent.
    let mut index: HashMap<(&str, &str, SettingList), usize> = HashMap::new();
    let mut groups: Vec<Group<'a>> = Vec::new();
    let mut last = None;
    for record in records {
        if puzzle.is_some_and(|p| p != record.puzzle) {
            continue;
        }
        // Runs of one group often come in a row: try the last group before hashing.
        let at = match last.filter(|&at: &usize| groups[at].key.matches(record)) {
            Some(at) => at,
            None => {
                let settings = record.settings.without_cap();
                *index
                    .entry((&record.puzzle, &record.agent, settings))
                    .or_insert_with(|| {
                        groups.push(Group {
                            key: GroupKey::of(record),
                            runs: Vec::new(),
                            solved_attempts: Vec::new(),
                        });
                        groups.len() - 1
                    })
            }
        };
        last = Some(at);
        let group = &mut groups[at];
        group.runs.push(record);
        if record.status == SOLVED {
            group.solved_attempts.push(record.attempts);
        }
    }
    groups
}

/// The attempt counts of the solved runs in `key`'s group, in file order: what a finished run
/// is ranked against on the live screen.
pub fn solved_attempts(records: &[RunRecord], key: &GroupKey) -> Vec<u64> {
    records
        .iter()
        .filter(|r| r.status == SOLVED && key.matches(r))
        .map(|r| r.attempts)
        .collect()
}

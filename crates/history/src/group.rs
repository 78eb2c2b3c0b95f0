//! Grouping runs by what determines their attempt counts: puzzle, agent and settings.

use super::settings::CAP_KEY;
use super::{RunRecord, SettingList};

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

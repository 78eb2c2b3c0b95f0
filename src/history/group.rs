//! Grouping runs by what determines their attempt counts: puzzle, agent and settings.

use std::collections::HashMap;

use super::{RunRecord, SOLVED};
use crate::agents::{AgentKind, Board1Settings};

/// What makes runs comparable: the same puzzle, agent and settings. `max_attempts` is left out
/// (it is always `None` here): it is a cap on a run, not part of the algorithm.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct GroupKey {
    /// The puzzle, as recorded.
    pub puzzle: String,
    /// The agent.
    pub agent: AgentKind,
    /// The settings, with `max_attempts` set to `None`.
    pub settings: Board1Settings,
}

impl GroupKey {
    /// The group a record belongs to.
    pub fn of(record: &RunRecord) -> GroupKey {
        GroupKey {
            puzzle: record.puzzle.clone(),
            agent: record.agent,
            settings: without_cap(record.settings),
        }
    }

    /// Whether `record` belongs to this group (without cloning its puzzle).
    pub fn matches(&self, record: &RunRecord) -> bool {
        record.agent == self.agent
            && record.puzzle == self.puzzle
            && without_cap(record.settings) == self.settings
    }

    /// The agent and settings for people, without the puzzle, e.g.
    /// `board1 memory, tries 20, restarts 20, order 123456789, board0`
    /// (`forgetful` when memory is off, `no board0` when Board0 is off).
    pub fn label(&self) -> String {
        let s = &self.settings;
        format!(
            "{} {}, tries {}, restarts {}, order {}, {}",
            self.agent.name(),
            if s.memory { "memory" } else { "forgetful" },
            s.cell_tries,
            s.grid_restarts,
            s.grid_order_string(),
            if s.board0 { "board0" } else { "no board0" }
        )
    }
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
    // Keyed by the borrowed puzzle, so a record's key costs no allocation.
    let mut index: HashMap<(&str, AgentKind, Board1Settings), usize> = HashMap::new();
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
                let settings = without_cap(record.settings);
                *index
                    .entry((&record.puzzle, record.agent, settings))
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

/// The settings with the cap removed: the part that changes the algorithm.
fn without_cap(settings: Board1Settings) -> Board1Settings {
    Board1Settings {
        max_attempts: None,
        ..settings
    }
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

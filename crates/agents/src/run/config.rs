//! What to run: the agent with its settings, Board0 first or not, the cap and the seed; and
//! how that is recorded and named for people.

use serde_json::{Map, Value};

use crate::agents::{AgentDecl, AgentKind, AgentSettings, Board1Settings};
use dosdoku_history::{CAP_KEY, SettingList, SettingValue};
use dosdoku_sudoku::text::group_thousands;

/// The key under which the history records whether Board0 ran first.
const BOARD0_KEY: &str = "board0";

/// What to run: the agent and its settings, Board0 first or not, the cap and the seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RunConfig {
    /// The agent and its own settings.
    pub agent: AgentSettings,
    /// Whether Board0's naked-single scan runs before the agent.
    pub board0: bool,
    /// The cap on the agent's headline counter (`--max-attempts`), if any.
    pub cap: Option<u64>,
    /// The seed of a randomized agent's draws (deterministic agents ignore it).
    pub seed: u64,
}

impl RunConfig {
    /// The agent with these settings, Board0 first as the agent declares by default, no cap,
    /// seed 0.
    pub fn new(agent: AgentSettings) -> RunConfig {
        RunConfig {
            agent,
            board0: agent.kind().decl().board0_first,
            cap: None,
            seed: 0,
        }
    }

    /// Which agent runs.
    pub fn kind(&self) -> AgentKind {
        self.agent.kind()
    }

    /// What the agent declares about itself.
    pub fn decl(&self) -> &'static AgentDecl {
        self.kind().decl()
    }

    /// Why this run cannot take a board of box size `n` (the agent, or Board0 before it, does
    /// not work on that size), in words; `None` when it can.
    pub fn refusal(&self, n: usize) -> Option<String> {
        if n == 3 {
            // Every agent, and Board0, takes 9x9 boards.
            return None;
        }
        if let AgentSettings::Board1(settings) = self.agent
            && settings.grid_order != Board1Settings::default().grid_order
        {
            return Some(format!(
                "--grid-order orders the nine grids of a 9x9 board; Board1 fills the boxes of a \
                 {side}x{side} board in reading order",
                side = n * n
            ));
        }
        self.decl().refusal(n).or_else(|| {
            self.board0
                .then(|| AgentKind::Board0.decl().refusal(n))
                .flatten()
        })
    }

    /// The seed, for a randomized agent; `None` for a deterministic one.
    pub fn seed_used(&self) -> Option<u64> {
        self.decl().randomized.then_some(self.seed)
    }

    /// The settings as the history records them: the agent's own, then `board0` and
    /// `max_attempts`.
    pub fn setting_list(&self) -> SettingList {
        let mut list = SettingList(
            self.agent
                .fields()
                .into_iter()
                .map(|(k, v)| (k.to_string(), v))
                .collect(),
        );
        list.push(BOARD0_KEY, SettingValue::Bool(self.board0));
        list.push(
            CAP_KEY,
            self.cap.map_or(SettingValue::Null, SettingValue::Number),
        );
        list
    }

    /// The configuration of a recorded run (seed 0): the agent by name and its recorded
    /// settings. Keys the agent does not know are passed over, so older records still read.
    pub fn from_recorded(agent: &str, settings: &SettingList) -> Result<RunConfig, String> {
        let kind =
            AgentKind::from_name(agent).ok_or_else(|| format!("no agent is called '{agent}'"))?;
        let mut config = RunConfig::new(kind.settings_from(settings)?);
        match settings.get(BOARD0_KEY) {
            Some(SettingValue::Bool(b)) => config.board0 = *b,
            None => {}
            Some(other) => return Err(format!("'board0' is not true or false: {other:?}")),
        }
        match settings.get(CAP_KEY) {
            Some(SettingValue::Number(n)) => config.cap = Some(*n),
            Some(SettingValue::Null) | None => {}
            Some(other) => return Err(format!("'max_attempts' is not a number: {other:?}")),
        }
        Ok(config)
    }

    /// The settings as JSON, for `solve --json`: the agent's own, then `board0` and
    /// `max_attempts`.
    pub fn settings_json(&self) -> Map<String, Value> {
        let mut map = self.agent.json();
        map.insert(BOARD0_KEY.into(), self.board0.into());
        map.insert(CAP_KEY.into(), self.cap.into());
        map
    }

    /// The agent and every setting, for a group of runs, e.g.
    /// `board1 memory, tries 20, restarts 20, order 123456789, board0`. Board0 is named for
    /// an agent that runs it first by default, and otherwise only when it ran.
    pub fn label(&self) -> String {
        let mut words = self.agent.describe();
        if self.decl().board0_first {
            words.push(if self.board0 { "board0" } else { "no board0" }.to_string());
        } else if self.board0 {
            words.push("board0".to_string());
        }
        join_label(self.kind().name(), &words)
    }

    /// The settings that differ from the agent's defaults, e.g. `forgetful, no board0`;
    /// `default` when none do. A cap shows as `cap 5,000`.
    pub fn short_settings(&self) -> String {
        let mut words = self.agent.differences();
        if self.board0 != self.decl().board0_first {
            words.push(if self.board0 { "board0" } else { "no board0" }.to_string());
        }
        if let Some(cap) = self.cap {
            words.push(format!("cap {}", group_thousands(cap)));
        }
        if words.is_empty() {
            "default".to_string()
        } else {
            words.join(", ")
        }
    }

    /// The agent and the settings that differ from its defaults: `board1`, `board1 forgetful`.
    pub fn short_label(&self) -> String {
        match self.short_settings().as_str() {
            "default" => self.kind().name().to_string(),
            differs => format!("{} {differs}", self.kind().name()),
        }
    }
}

/// `name` then the words after a space, separated by commas: `board1 memory, tries 20`.
fn join_label(name: &str, words: &[String]) -> String {
    if words.is_empty() {
        name.to_string()
    } else {
        format!("{name} {}", words.join(", "))
    }
}

/// The label of recorded settings, as [`RunConfig::label`] gives it; for an agent or settings
/// this program does not know, the name and the recorded values as they are.
pub fn recorded_label(agent: &str, settings: &SettingList, short: bool) -> String {
    match RunConfig::from_recorded(agent, settings) {
        Ok(config) if short => config.short_label(),
        Ok(config) => config.label(),
        Err(_) => {
            let words: Vec<String> = settings
                .0
                .iter()
                .map(|(k, v)| format!("{k} {}", crate::agents::value_json(v)))
                .collect();
            join_label(agent, &words)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::Board1Settings;

    fn board1(s: Board1Settings) -> RunConfig {
        RunConfig::new(AgentSettings::Board1(s))
    }

    #[test]
    fn labels_name_what_differs() {
        let mut c = board1(Board1Settings::default());
        assert_eq!(c.short_settings(), "default");
        assert_eq!(c.short_label(), "board1");
        assert_eq!(
            c.label(),
            "board1 memory, tries 20, restarts 20, order 123456789, board0"
        );
        c.agent = AgentSettings::Board1(Board1Settings {
            memory: false,
            grid_restarts: 40,
            ..Board1Settings::default()
        });
        c.board0 = false;
        assert_eq!(c.short_label(), "board1 forgetful, restarts 40, no board0");
        c = board1(Board1Settings {
            cell_tries: 40,
            grid_order: [5, 1, 2, 3, 4, 6, 7, 8, 9],
            ..Board1Settings::default()
        });
        c.cap = Some(5000);
        assert_eq!(c.short_settings(), "tries 40, order 512346789, cap 5,000");
        let b = RunConfig::new(AgentKind::Backtrack.default_settings());
        assert_eq!(
            (b.label(), b.short_label()),
            ("backtrack".into(), "backtrack".into())
        );
        assert_eq!(b.seed_used(), None);
    }

    #[test]
    fn recorded_settings_come_back() {
        let mut c = board1(Board1Settings {
            memory: false,
            ..Board1Settings::default()
        });
        c.board0 = false;
        c.cap = Some(7);
        let list = c.setting_list();
        let back = RunConfig::from_recorded("board1", &list).unwrap();
        assert_eq!(back, c);
        assert_eq!(
            serde_json::to_string(&list).unwrap(),
            r#"{"memory":false,"cell_tries":20,"grid_restarts":20,"grid_order":[1,2,3,4,5,6,7,8,9],"board0":false,"max_attempts":7}"#
        );
        // An old backtracker record carried Board1's settings: they are passed over.
        let b = RunConfig::from_recorded("backtrack", &list).unwrap();
        assert_eq!(b.kind(), AgentKind::Backtrack);
        assert_eq!(
            recorded_label("robot", &list, true).split(' ').next(),
            Some("robot")
        );
    }
}

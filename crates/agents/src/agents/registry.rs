//! The registry: every agent, one line each. The enum of agents, the enum of an agent with its
//! settings, and the dispatch from one to the agent's code are made here from that list, so
//! everything else asks an [`AgentKind`] for its [`AgentDecl`] instead of matching on agents.

use super::{
    Agent, AgentDecl, AgentEnd, BoardScreen, Counters, Monitor, SettingDecl, Settings,
    backtrack::Backtrack, board0::Board0, board1::Board1, cruncher::Cruncher, exclusion::Exclusion,
    human::Human, lmc::Lmc,
};
use dosdoku_history::{SettingList, SettingValue};

macro_rules! registry {
    ($($kind:ident => $agent:ty),* $(,)?) => {
        /// Which agent runs.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub enum AgentKind {
            $(
                #[doc = concat!("The agent `", stringify!($agent), "`.")]
                $kind,
            )*
        }

        /// An agent together with its own settings.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub enum AgentSettings {
            $(
                #[doc = concat!("The agent `", stringify!($agent), "` and its settings.")]
                $kind(<$agent as Agent>::Settings),
            )*
        }

        impl AgentKind {
            /// Every agent, in the order the editor's agent key cycles through them.
            pub const ALL: &'static [AgentKind] = &[$(AgentKind::$kind),*];

            /// What the agent declares about itself.
            pub fn decl(self) -> &'static AgentDecl {
                match self {
                    $(AgentKind::$kind => &<$agent as Agent>::DECL,)*
                }
            }

            /// The agent with its default settings.
            pub fn default_settings(self) -> AgentSettings {
                match self {
                    $(AgentKind::$kind => AgentSettings::$kind(Default::default()),)*
                }
            }

            /// The settings a user can give the agent by name.
            pub fn setting_keys(self) -> &'static [SettingDecl] {
                match self {
                    $(AgentKind::$kind => <<$agent as Agent>::Settings as Settings>::KEYS,)*
                }
            }

            /// The agent with the settings recorded in `fields` (unknown keys are passed over).
            pub fn settings_from(self, fields: &SettingList) -> Result<AgentSettings, String> {
                match self {
                    $(AgentKind::$kind => {
                        <<$agent as Agent>::Settings as Settings>::from_fields(fields)
                            .map(AgentSettings::$kind)
                    })*
                }
            }
        }

        impl AgentSettings {
            /// Which agent these are the settings of.
            pub fn kind(&self) -> AgentKind {
                match self {
                    $(AgentSettings::$kind(_) => AgentKind::$kind,)*
                }
            }

            /// Sets one setting by name (`value` is `None` for a switch); the message names the
            /// agent and the setting.
            pub fn set(&mut self, name: &str, value: Option<&str>) -> Result<(), String> {
                let title = self.kind().decl().name;
                match self {
                    $(AgentSettings::$kind(s) => s.set(name, value),)*
                }
                .map_err(|e| format!("agent {title}: {e}"))
            }

            /// The value of the setting called `name`, as [`AgentSettings::set`] takes it
            /// (`on` or `off` for a switch); `None` when the agent has no such setting.
            pub fn value(&self, name: &str) -> Option<String> {
                match self {
                    $(AgentSettings::$kind(s) => s.value(name),)*
                }
            }

            /// The agent's own settings as recorded, in a fixed order.
            pub fn fields(&self) -> Vec<(&'static str, SettingValue)> {
                match self {
                    $(AgentSettings::$kind(s) => s.fields(),)*
                }
            }

            /// Every setting in words, e.g. `memory, tries 20, restarts 20, order 123456789`.
            pub fn describe(&self) -> Vec<String> {
                match self {
                    $(AgentSettings::$kind(s) => s.describe(),)*
                }
            }

            /// The words of the settings that differ from the defaults, e.g. `forgetful`.
            pub fn differences(&self) -> Vec<String> {
                match self {
                    $(AgentSettings::$kind(s) => s.differences(),)*
                }
            }

            /// The settings as a JSON object.
            pub fn json(&self) -> serde_json::Map<String, serde_json::Value> {
                match self {
                    $(AgentSettings::$kind(s) => s.json(),)*
                }
            }

            /// Runs the agent on the digits now on the screen (see [`Agent::run`]).
            #[inline]
            pub fn run<M: Monitor>(
                &self,
                board: &mut BoardScreen,
                seed: u64,
                cap: u64,
                counters: &mut Counters,
                monitor: &mut M,
            ) -> AgentEnd {
                match self {
                    $(AgentSettings::$kind(s) => {
                        <$agent as Agent>::run(board, s, seed, cap, counters, monitor)
                    })*
                }
            }
        }
    };
}

registry! {
    Board1 => Board1,
    Backtrack => Backtrack,
    Board0 => Board0,
    Exclusion => Exclusion,
    Cruncher => Cruncher,
    Lmc => Lmc,
    Human => Human,
}

impl AgentKind {
    /// The agent whose name (as `--agent` takes it) is `name`.
    pub fn from_name(name: &str) -> Option<AgentKind> {
        AgentKind::ALL
            .iter()
            .copied()
            .find(|k| k.decl().name == name)
    }

    /// The agent's name for `--agent`, JSON and the history.
    pub fn name(self) -> &'static str {
        self.decl().name
    }

    /// The agent that runs on a board of box size `n` when none is named: the first that
    /// declares itself the default for that size (Board1 if none does).
    pub fn default_for(n: usize) -> AgentKind {
        AgentKind::ALL
            .iter()
            .copied()
            .find(|k| k.decl().default_for.contains(&n))
            .unwrap_or(AgentKind::Board1)
    }

    /// The next agent in the registry, after the last the first (the editor's agent key).
    pub fn next(self) -> AgentKind {
        let at = AgentKind::ALL.iter().position(|&k| k == self).unwrap_or(0);
        AgentKind::ALL[(at + 1) % AgentKind::ALL.len()]
    }
}

impl AgentSettings {
    /// Turns the switch `name` on or off. A switch turns on what differs from the defaults, so
    /// off is the defaults with every other setting given again as it is now.
    pub fn switch(&mut self, name: &str, on: bool) -> Result<(), String> {
        if on {
            return self.set(name, None);
        }
        let mut fresh = self.kind().default_settings();
        for key in self.kind().setting_keys().iter().filter(|k| k.name != name) {
            match (key.value, self.value(key.name)) {
                (None, Some(v)) if v == "on" => fresh.set(key.name, None)?,
                (Some(_), Some(v)) => fresh.set(key.name, Some(&v))?,
                _ => {}
            }
        }
        *self = fresh;
        Ok(())
    }
}

impl clap::ValueEnum for AgentKind {
    fn value_variants<'a>() -> &'a [Self] {
        AgentKind::ALL
    }

    fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
        let decl = self.decl();
        Some(clap::builder::PossibleValue::new(decl.name).help(decl.about))
    }
}

impl serde::Serialize for AgentKind {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::CounterKind;

    #[test]
    fn names_are_unique_and_found_again() {
        for &kind in AgentKind::ALL {
            assert_eq!(AgentKind::from_name(kind.name()), Some(kind));
            assert_eq!(kind.default_settings().kind(), kind);
            let decl = kind.decl();
            assert!(!decl.counters.is_empty(), "{} has a headline", decl.name);
            assert!(decl.counters.len() <= crate::agents::MAX_COUNTERS);
            let per_grid = decl
                .counters
                .iter()
                .filter(|c| c.kind == CounterKind::PerGrid);
            assert!(
                per_grid.count() <= 1,
                "{}: one per-grid counter at most",
                decl.name
            );
        }
        assert_eq!(AgentKind::from_name("nobody"), None);
    }

    #[test]
    fn the_agent_key_cycles_through_all() {
        let mut k = AgentKind::ALL[0];
        for _ in 0..AgentKind::ALL.len() {
            k = k.next();
        }
        assert_eq!(k, AgentKind::ALL[0]);
    }

    #[test]
    fn settings_by_name_name_the_agent() {
        let mut s = AgentKind::Backtrack.default_settings();
        let e = s.set("forgetful", None).unwrap_err();
        assert!(e.starts_with("agent backtrack: "), "{e}");
        let mut s = AgentKind::Board1.default_settings();
        s.set("forgetful", None).unwrap();
        assert_eq!(s.differences(), ["forgetful"]);
    }

    #[test]
    fn every_setting_reads_back_by_name_and_switches_turn_off() {
        for &kind in AgentKind::ALL {
            let s = kind.default_settings();
            for key in kind.setting_keys() {
                let value = s.value(key.name);
                assert!(value.is_some(), "{} {}", kind.name(), key.name);
                if key.value.is_some() {
                    let mut again = s;
                    again.set(key.name, value.as_deref()).unwrap();
                    assert_eq!(again, s, "{} {} reads back", kind.name(), key.name);
                }
            }
        }
        let mut s = AgentKind::Board1.default_settings();
        s.set("grid-order", Some("567891234")).unwrap();
        s.switch("forgetful", true).unwrap();
        assert_eq!(s.value("forgetful").as_deref(), Some("on"));
        s.switch("forgetful", false).unwrap();
        assert_eq!(s.differences(), ["order 567891234"]);
        assert_eq!(s.value("cell-tries").as_deref(), Some("20"));
        assert_eq!(s.value("nothing"), None);
    }
}

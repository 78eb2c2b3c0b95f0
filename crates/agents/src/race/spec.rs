//! A lane as the user names it: an agent, then its settings after commas, by the names of
//! `solve`'s options: `board1`, `board1,forgetful`, `board1,grid-order=567891234`,
//! `board1,seed=7`, `board1,max-attempts=5000`, `board1,no-board0`, `cruncher`.

use crate::agents::AgentKind;
use crate::run::RunConfig;

/// The lanes of a race when none are named: Board1 with memory, Board1 forgetful, Board1
/// starting in grid 5 (the QuickBASIC author's "counterproductive" order), and the Cruncher,
/// capped so that a race always ends.
pub const DEFAULT_LANES: [&str; 4] = [
    "board1",
    "board1,forgetful",
    "board1,grid-order=567891234",
    "cruncher,max-attempts=10000000",
];

/// The fewest lanes a race has.
pub const MIN_LANES: usize = 2;

/// The most lanes a race has: as many as the race screen has room for.
pub const MAX_LANES: usize = crate::agents::BoardScreen::LANE_SLOTS;

/// One lane as named: what it runs, and its own seed if it was given one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LaneSpec {
    /// The lane as the user wrote it (spaces around the commas taken out).
    pub text: String,
    /// What the lane runs; its seed is set when the race starts.
    pub config: RunConfig,
    /// The lane's own seed (`seed=N`); without one it takes the race's next seed.
    pub seed: Option<u64>,
}

impl LaneSpec {
    /// Reads a lane: the agent's name, then settings separated by commas, each `name` (a
    /// switch) or `name=value`. Besides the agent's own settings (e.g. Board1's `forgetful`,
    /// `cell-tries=N`, `grid-restarts=N`, `grid-order=123456789`), every lane takes `seed=N`,
    /// `max-attempts=N` (for an agent that honours a cap), `board0` and `no-board0`. The
    /// message says which part is wrong and why.
    pub fn parse(text: &str) -> Result<LaneSpec, String> {
        let mut parts = text.split(',').map(str::trim);
        let name = parts.next().unwrap_or_default();
        if name.is_empty() {
            return Err("it names no agent (it should start with one, e.g. board1)".to_string());
        }
        let kind = AgentKind::from_name(&name.to_ascii_lowercase()).ok_or_else(|| {
            let names: Vec<&str> = AgentKind::ALL.iter().map(|k| k.name()).collect();
            format!(
                "no agent is called '{}' (the agents: {})",
                name.escape_debug(),
                names.join(", ")
            )
        })?;
        let mut spec = LaneSpec {
            text: String::new(),
            config: RunConfig::new(kind.default_settings()),
            seed: None,
        };
        let mut written = vec![kind.name().to_string()];
        for part in parts {
            if part.is_empty() {
                return Err("a setting is empty (two commas in a row, or one at the end)".into());
            }
            let (key, value) = match part.split_once('=') {
                Some((key, value)) => (key.trim(), Some(value.trim())),
                None => (part, None),
            };
            spec.set(key, value)?;
            written.push(part.to_string());
        }
        spec.text = written.join(",");
        Ok(spec)
    }

    /// Sets one setting of the lane by name.
    fn set(&mut self, key: &str, value: Option<&str>) -> Result<(), String> {
        let decl = self.config.decl();
        match (key, value) {
            ("seed", Some(v)) => self.seed = Some(whole_number(key, v)?),
            ("max-attempts", Some(v)) => {
                if !decl.capped {
                    return Err(format!(
                        "'max-attempts': agent {} takes no cap (it always finishes)",
                        decl.name
                    ));
                }
                self.config.cap = Some(whole_number(key, v)?);
            }
            ("seed" | "max-attempts", None) => {
                return Err(format!("'{key}' needs a value: {key}=N"));
            }
            ("board0", None) => self.config.board0 = true,
            ("no-board0", None) => self.config.board0 = false,
            ("board0" | "no-board0", Some(v)) => {
                return Err(format!(
                    "'{key}' is a switch and takes no value, not '{}'",
                    v.escape_debug()
                ));
            }
            _ if !self
                .config
                .agent
                .kind()
                .setting_keys()
                .iter()
                .any(|s| s.name == key) =>
            {
                return Err(self.unknown(key));
            }
            _ => self.config.agent.set(key, value)?,
        }
        Ok(())
    }

    /// The message for a setting the lane's agent does not have: every setting the lane
    /// takes, the agent's own and those of every lane.
    fn unknown(&self, key: &str) -> String {
        let decl = self.config.decl();
        let own: Vec<String> = (self.config.agent.kind().setting_keys().iter())
            .map(|s| match s.value {
                Some(shape) => format!("{}={shape}", s.name),
                None => s.name.to_string(),
            })
            .collect();
        let own = match own.is_empty() {
            true => format!("{} has no settings of its own", decl.name),
            false => format!("{}'s own: {}", decl.name, own.join(", ")),
        };
        let cap = if decl.capped { ", max-attempts=N" } else { "" };
        format!(
            "'{}' is not a setting of a {} lane ({own}; every lane: seed=N{cap}, board0, \
             no-board0)",
            key.escape_debug(),
            decl.name
        )
    }
}

/// A whole number given for setting `name`.
fn whole_number(name: &str, value: &str) -> Result<u64, String> {
    value.parse().map_err(|_| {
        format!(
            "'{name}' takes a whole number, not '{}'",
            value.escape_debug()
        )
    })
}

/// The lanes of a race from the `--lane` values given, in order; the default lanes when none
/// are given. The message names the lane (by number and as written) and what is wrong.
pub fn parse_lanes(given: &[String]) -> Result<Vec<LaneSpec>, String> {
    if given.is_empty() {
        return Ok(DEFAULT_LANES
            .iter()
            .map(|text| LaneSpec::parse(text).expect("the default lanes are valid"))
            .collect());
    }
    if !(MIN_LANES..=MAX_LANES).contains(&given.len()) {
        return Err(format!(
            "a race has {MIN_LANES} to {MAX_LANES} lanes, not {} (give --lane once per lane, or \
             none for the default lanes)",
            given.len()
        ));
    }
    given
        .iter()
        .enumerate()
        .map(|(k, text)| {
            LaneSpec::parse(text)
                .map_err(|e| format!("lane {} '{}': {e}", k + 1, text.escape_debug()))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::{AgentSettings, Board1Settings};

    #[test]
    fn lanes_take_the_names_of_solves_options() {
        let lane = LaneSpec::parse("board1, forgetful ,grid-order=567891234,seed=7").unwrap();
        assert_eq!(lane.text, "board1,forgetful,grid-order=567891234,seed=7");
        assert_eq!(lane.seed, Some(7));
        assert_eq!(
            lane.config.agent,
            AgentSettings::Board1(Board1Settings {
                memory: false,
                grid_order: [5, 6, 7, 8, 9, 1, 2, 3, 4],
                ..Board1Settings::default()
            })
        );
        assert!(lane.config.board0, "Board1 takes Board0 first by default");
        let lane = LaneSpec::parse("board1,no-board0,max-attempts=5000").unwrap();
        assert_eq!((lane.config.board0, lane.config.cap), (false, Some(5000)));
        let lane = LaneSpec::parse("exclusion,board0").unwrap();
        assert!(lane.config.board0);
        assert_eq!(LaneSpec::parse("LMC").unwrap().text, "lmc");
    }

    #[test]
    fn a_bad_lane_is_named_with_its_setting() {
        let err = |specs: &[&str]| {
            parse_lanes(&specs.iter().map(|s| s.to_string()).collect::<Vec<_>>()).unwrap_err()
        };
        assert_eq!(
            err(&["board1", "board1,colour=3"]),
            "lane 2 'board1,colour=3': 'colour' is not a setting of a board1 lane (board1's \
             own: forgetful, cell-tries=N, grid-restarts=N, grid-order=123456789; every lane: \
             seed=N, max-attempts=N, board0, no-board0)"
        );
        assert_eq!(
            err(&["board1", "backtrack,fast"]),
            "lane 2 'backtrack,fast': 'fast' is not a setting of a backtrack lane (backtrack \
             has no settings of its own; every lane: seed=N, board0, no-board0)"
        );
        assert!(
            err(&["robot", "board1"]).starts_with("lane 1 'robot': no agent is called 'robot'")
        );
        assert!(err(&["board1", "board1,grid-order=12345"]).contains("grid order '12345' has 5"));
        assert!(err(&["board1", "backtrack,max-attempts=5"]).contains("takes no cap"));
        assert!(err(&["board1", "board1,seed=x"]).contains("'seed' takes a whole number, not 'x'"));
        assert!(err(&["board1", "board1,seed"]).contains("seed=N"));
        assert!(err(&["board1", "board1,,forgetful"]).contains("empty"));
        assert!(err(&["board1", ""]).contains("names no agent"));
        assert!(err(&["board1", "board1,board0=yes"]).contains("a switch"));
        assert!(err(&["board1"]).contains("2 to 4 lanes, not 1"));
        assert!(err(&["board1"; 5]).contains("not 5"));
    }

    #[test]
    fn no_lanes_give_the_default_four() {
        let lanes = parse_lanes(&[]).unwrap();
        let texts: Vec<&str> = lanes.iter().map(|l| l.text.as_str()).collect();
        assert_eq!(texts, DEFAULT_LANES);
        assert_eq!(lanes[3].config.cap, Some(10_000_000));
    }
}

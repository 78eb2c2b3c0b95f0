//! Short names for settings, for table columns: only what differs from the defaults.

use crate::agents::Board1Settings;
use crate::history::GroupKey;
use crate::text::group_thousands;

/// The settings that differ from the defaults, e.g. `forgetful, restarts 40, no board0`;
/// `default` when none do. A cap shows as `cap 5,000`.
pub fn short_settings(s: &Board1Settings) -> String {
    let d = Board1Settings::default();
    let mut parts = Vec::new();
    if !s.memory {
        parts.push("forgetful".to_string());
    }
    if s.cell_tries != d.cell_tries {
        parts.push(format!("tries {}", s.cell_tries));
    }
    if s.grid_restarts != d.grid_restarts {
        parts.push(format!("restarts {}", s.grid_restarts));
    }
    if s.grid_order != d.grid_order {
        parts.push(format!("order {}", s.grid_order_string()));
    }
    if !s.board0 {
        parts.push("no board0".to_string());
    }
    if let Some(cap) = s.max_attempts {
        parts.push(format!("cap {}", group_thousands(cap)));
    }
    if parts.is_empty() {
        "default".to_string()
    } else {
        parts.join(", ")
    }
}

/// The agent and the settings that differ from the defaults: `board1`, `board1 forgetful`.
pub fn short_label(key: &GroupKey) -> String {
    match short_settings(&key.settings).as_str() {
        "default" => key.agent.name().to_string(),
        differs => format!("{} {differs}", key.agent.name()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::AgentKind;

    #[test]
    fn only_what_differs() {
        let mut s = Board1Settings::default();
        assert_eq!(short_settings(&s), "default");
        let key = |settings| GroupKey {
            puzzle: String::new(),
            agent: AgentKind::Board1,
            settings,
        };
        assert_eq!(short_label(&key(s)), "board1");
        s.memory = false;
        s.grid_restarts = 40;
        s.board0 = false;
        assert_eq!(
            short_label(&key(s)),
            "board1 forgetful, restarts 40, no board0"
        );
        s = Board1Settings {
            cell_tries: 40,
            grid_order: [5, 1, 2, 3, 4, 6, 7, 8, 9],
            max_attempts: Some(5000),
            ..Board1Settings::default()
        };
        assert_eq!(short_settings(&s), "tries 40, order 512346789, cap 5,000");
    }
}

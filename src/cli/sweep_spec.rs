//! What `compare --sweep SETTING=VALUES` varies: one of the agent's settings, by the name the
//! agent knows it by, over a range of numbers (`cell-tries=5..40:5`), a list
//! (`grid-order=123456789,567891234`) or, for a switch, off and on (`forgetful`). Every value
//! is checked by the agent itself before any run starts.

use dosdoku_agents::agents::AgentSettings;

/// The most values one sweep takes.
pub const MAX_VALUES: u64 = 1000;

/// One setting and the values a sweep gives it, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SweepSpec {
    /// The setting's name, e.g. `cell-tries`.
    pub name: String,
    /// Each value as people read it (`15`, `567891234`, `on`), with the agent's settings it
    /// makes from the base settings.
    pub values: Vec<(String, AgentSettings)>,
    /// True when the setting takes a number (its shape is `N`): a plot places each value at
    /// itself; other values (an order, off and on) are placed in turn.
    pub numeric: bool,
}

impl SweepSpec {
    /// Reads `text` for an agent whose other settings are `base`. The message says what is
    /// wrong: an unknown setting (naming the agent's), a bad range, a step of 0, a value the
    /// setting refuses, one given twice, or more than [`MAX_VALUES`] values.
    pub fn parse(text: &str, base: &AgentSettings) -> Result<SweepSpec, String> {
        let (name, list) = match text.split_once('=') {
            Some((name, list)) => (name.trim(), Some(list.trim())),
            None => (text.trim(), None),
        };
        let kind = base.kind();
        let Some(key) = kind.setting_keys().iter().find(|k| k.name == name) else {
            let known: Vec<&str> = kind.setting_keys().iter().map(|k| k.name).collect();
            let theirs = if known.is_empty() {
                "it has none".to_string()
            } else {
                format!("its settings: {}", known.join(", "))
            };
            return Err(format!(
                "--sweep: '{name}' is not a setting of agent {} ({theirs})",
                kind.name()
            ));
        };
        let texts = match (key.value, list) {
            (None, None) => vec!["off".to_string(), "on".to_string()],
            (Some(shape), None | Some("")) => {
                return Err(format!(
                    "--sweep: {name} needs values: {name}=A..B:STEP (from A to B in steps of \
                     STEP) or {name}={shape},{shape},..."
                ));
            }
            (_, Some(list)) if list.contains("..") => range(name, list)?,
            (_, Some(list)) => items(name, list)?,
        };
        let mut values: Vec<(String, AgentSettings)> = Vec::with_capacity(texts.len());
        for value in texts {
            if values.iter().any(|(seen, _)| *seen == value) {
                return Err(format!("--sweep: {name}={value} comes twice"));
            }
            let mut settings = *base;
            match key.value {
                None => settings.switch(name, switch_value(name, &value)?),
                Some(_) => settings.set(name, Some(&value)),
            }
            .map_err(|e| format!("--sweep: {name}={value}: {e}"))?;
            values.push((value, settings));
        }
        Ok(SweepSpec {
            name: name.to_string(),
            values,
            numeric: key.value == Some("N"),
        })
    }
}

/// The values of `A..B` or `A..B:STEP` (step 1 by default), A and B included.
fn range(name: &str, text: &str) -> Result<Vec<String>, String> {
    let bad =
        |why: &str| format!("--sweep: {name}={text}: {why}; a range is A..B:STEP, e.g. 5..40:5");
    let (bounds, step) = match text.split_once(':') {
        Some((bounds, step)) => (bounds, step.trim()),
        None => (text, "1"),
    };
    let (from, to) = bounds.split_once("..").ok_or_else(|| bad("no '..'"))?;
    let number = |part: &str, what: &str| {
        part.trim()
            .parse::<u64>()
            .map_err(|_| bad(&format!("{what} '{}' is not a whole number", part.trim())))
    };
    let (from, to, step) = (number(from, "A")?, number(to, "B")?, number(step, "STEP")?);
    if step == 0 {
        return Err(bad("STEP is 0"));
    }
    if from > to {
        return Err(bad(&format!("A ({from}) is above B ({to})")));
    }
    let n = (to - from) / step + 1;
    if n > MAX_VALUES {
        return Err(too_many(name, n));
    }
    Ok((0..n).map(|k| (from + k * step).to_string()).collect())
}

/// The values of a comma list, none empty.
fn items(name: &str, text: &str) -> Result<Vec<String>, String> {
    let values: Vec<String> = text.split(',').map(|v| v.trim().to_string()).collect();
    if values.iter().any(String::is_empty) {
        return Err(format!(
            "--sweep: {name}={text}: an empty value; give values between the commas"
        ));
    }
    if values.len() as u64 > MAX_VALUES {
        return Err(too_many(name, values.len() as u64));
    }
    Ok(values)
}

/// The message for a sweep of `n` values, more than [`MAX_VALUES`].
fn too_many(name: &str, n: u64) -> String {
    format!(
        "--sweep: {name} has {} values; a sweep takes at most {MAX_VALUES} (take a larger step)",
        dosdoku_sudoku::text::group_thousands(n)
    )
}

/// A switch's value in a sweep: `on` or `off`.
fn switch_value(name: &str, value: &str) -> Result<bool, String> {
    match value {
        "on" => Ok(true),
        "off" => Ok(false),
        _ => Err(format!(
            "--sweep: {name}={value}: {name} is a switch; its values are off and on"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dosdoku_agents::agents::AgentKind;

    fn board1() -> AgentSettings {
        AgentKind::Board1.default_settings()
    }

    fn labels(text: &str) -> Vec<String> {
        let spec = SweepSpec::parse(text, &board1()).unwrap();
        spec.values.into_iter().map(|(v, _)| v).collect()
    }

    #[test]
    fn ranges_lists_and_switches_give_their_values() {
        assert_eq!(labels("cell-tries=5..20:5"), ["5", "10", "15", "20"]);
        assert_eq!(labels("grid-restarts=3..5"), ["3", "4", "5"]);
        assert_eq!(labels("cell-tries=5..12:5"), ["5", "10"]);
        assert_eq!(
            labels("grid-order=123456789, 567891234"),
            ["123456789", "567891234"]
        );
        assert_eq!(labels("forgetful"), ["off", "on"]);
        assert_eq!(labels("forgetful=on"), ["on"]);
        let spec = SweepSpec::parse("cell-tries=7", &board1()).unwrap();
        assert_eq!(spec.values[0].1.value("cell-tries").as_deref(), Some("7"));
    }

    #[test]
    fn the_other_settings_are_kept_and_a_switch_turns_off() {
        let mut base = board1();
        base.set("forgetful", None).unwrap();
        base.set("grid-order", Some("987654321")).unwrap();
        let spec = SweepSpec::parse("cell-tries=5,9", &base).unwrap();
        for (_, s) in &spec.values {
            assert_eq!(s.value("forgetful").as_deref(), Some("on"));
            assert_eq!(s.value("grid-order").as_deref(), Some("987654321"));
        }
        let spec = SweepSpec::parse("forgetful", &base).unwrap();
        assert_eq!(spec.values[0].1.value("forgetful").as_deref(), Some("off"));
        assert_eq!(
            spec.values[0].1.value("grid-order").as_deref(),
            Some("987654321")
        );
    }

    #[test]
    fn bad_specs_are_refused_with_their_reason() {
        for (text, words) in [
            (
                "cell-trys=5..10",
                "'cell-trys' is not a setting of agent board1 (its settings: forgetful, cell-tries",
            ),
            ("cell-tries=5..40:0", "STEP is 0"),
            ("cell-tries=40..5:5", "A (40) is above B (5)"),
            ("cell-tries=a..5", "A 'a' is not a whole number"),
            (
                "cell-tries=0..10:5",
                "cell-tries=0: agent board1: 'cell-tries' must be at least 1",
            ),
            (
                "cell-tries=1..5000",
                "5,000 values; a sweep takes at most 1000",
            ),
            ("cell-tries", "cell-tries needs values"),
            ("cell-tries=5,,6", "an empty value"),
            ("cell-tries=5,5", "cell-tries=5 comes twice"),
            ("grid-order=12345678", "must be a permutation"),
            ("forgetful=maybe", "its values are off and on"),
        ] {
            let err = SweepSpec::parse(text, &board1()).unwrap_err();
            assert!(err.contains(words), "{text}: {err}");
        }
        let lmc = AgentKind::from_name("lmc").unwrap().default_settings();
        let err = SweepSpec::parse("cell-tries=5..10", &lmc).unwrap_err();
        assert!(err.contains("not a setting of agent lmc"), "{err}");
    }
}

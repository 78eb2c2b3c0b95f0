//! The settings of an agent: what a user can set by name, and how they are recorded.

use std::fmt::Debug;
use std::hash::Hash;

use serde_json::{Map, Value};

use super::SettingDecl;
use dosdoku_history::{SettingList, SettingValue};

/// The settings that change what an agent does (the seed aside). Each agent has its own type.
pub trait Settings: Copy + Default + PartialEq + Eq + Hash + Debug + Send + Sync + 'static {
    /// The settings a user can give by name.
    const KEYS: &'static [SettingDecl];

    /// Sets one by the name in [`Settings::KEYS`]; `value` is `None` for a switch. The
    /// message says what is wrong with the name or the value.
    fn set(&mut self, name: &str, value: Option<&str>) -> Result<(), String>;

    /// The values as recorded in the history, in a fixed order.
    fn fields(&self) -> Vec<(&'static str, SettingValue)>;

    /// The settings from recorded values: keys it does not know are passed over, missing keys
    /// take their defaults; a value of the wrong kind is an error.
    fn from_fields(fields: &SettingList) -> Result<Self, String>;

    /// Every setting in words, one entry per field of [`Settings::fields`] in the same order,
    /// e.g. `["memory", "tries 20", "restarts 20", "order 123456789"]`.
    fn describe(&self) -> Vec<String>;

    /// The words of [`Settings::describe`] for the settings that differ from the defaults.
    fn differences(&self) -> Vec<String> {
        let defaults = Self::default().fields();
        self.fields()
            .into_iter()
            .zip(self.describe())
            .zip(defaults)
            .filter(|(((_, mine), _), (_, default))| mine != default)
            .map(|((_, words), _)| words)
            .collect()
    }

    /// The value of the setting called `name` (one of [`Settings::KEYS`]) as a user would give
    /// it back to [`Settings::set`], and `on` or `off` for a switch; `None` for a name it does
    /// not have. By default the recorded field of the same name (`cell-tries` is
    /// `cell_tries`); an agent whose switch is recorded under another name says so itself.
    fn value(&self, name: &str) -> Option<String> {
        let key = name.replace('-', "_");
        let (_, value) = self.fields().into_iter().find(|(k, _)| *k == key)?;
        Some(match value {
            SettingValue::Null => "none".to_string(),
            SettingValue::Bool(b) => if b { "on" } else { "off" }.to_string(),
            SettingValue::Number(n) => n.to_string(),
            SettingValue::Text(t) => t,
            SettingValue::Numbers(ns) => {
                ns.iter().map(u64::to_string).collect::<Vec<_>>().join(",")
            }
        })
    }

    /// The settings as a JSON object, for `solve --json`.
    fn json(&self) -> Map<String, Value> {
        self.fields()
            .into_iter()
            .map(|(k, v)| (k.to_string(), value_json(&v)))
            .collect()
    }
}

/// A recorded value as JSON.
pub fn value_json(value: &SettingValue) -> Value {
    match value {
        SettingValue::Null => Value::Null,
        SettingValue::Bool(b) => Value::Bool(*b),
        SettingValue::Number(n) => Value::from(*n),
        SettingValue::Text(t) => Value::from(t.as_str()),
        SettingValue::Numbers(ns) => Value::from(ns.clone()),
    }
}

/// The settings of an agent that has none.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, Debug)]
pub struct NoSettings;

impl Settings for NoSettings {
    const KEYS: &'static [SettingDecl] = &[];

    fn set(&mut self, name: &str, _value: Option<&str>) -> Result<(), String> {
        Err(format!("'{name}' is not one of its settings: it has none"))
    }

    fn fields(&self) -> Vec<(&'static str, SettingValue)> {
        Vec::new()
    }

    fn from_fields(_fields: &SettingList) -> Result<Self, String> {
        Ok(NoSettings)
    }

    fn describe(&self) -> Vec<String> {
        Vec::new()
    }
}

/// The value of a setting that needs one, or a message naming it.
pub fn needs_value<'a>(name: &str, value: Option<&'a str>, shape: &str) -> Result<&'a str, String> {
    value.ok_or_else(|| format!("'{name}' needs a value: {name}={shape}"))
}

/// A whole number of at least `min` given for setting `name`.
pub fn parse_at_least(name: &str, value: &str, min: u32) -> Result<u32, String> {
    match value.trim().parse::<u32>() {
        Ok(n) if n >= min => Ok(n),
        Ok(n) => Err(format!("'{name}' must be at least {min}, not {n}")),
        Err(_) => Err(format!(
            "'{name}' takes a whole number of at least {min}, not '{value}'"
        )),
    }
}

/// The whole number recorded under `key`, or `default` when it is missing.
pub fn field_number(fields: &SettingList, key: &str, default: u32) -> Result<u32, String> {
    match fields.get(key) {
        None => Ok(default),
        Some(SettingValue::Number(n)) => {
            u32::try_from(*n).map_err(|_| format!("'{key}' is too large: {n}"))
        }
        Some(other) => Err(format!("'{key}' is not a whole number: {other:?}")),
    }
}

/// The switch recorded under `key`, or `default` when it is missing.
pub fn field_bool(fields: &SettingList, key: &str, default: bool) -> Result<bool, String> {
    match fields.get(key) {
        None => Ok(default),
        Some(SettingValue::Bool(b)) => Ok(*b),
        Some(other) => Err(format!("'{key}' is not true or false: {other:?}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_checked_with_their_names() {
        assert_eq!(parse_at_least("cell-tries", "40", 1), Ok(40));
        assert!(
            parse_at_least("cell-tries", "0", 1)
                .unwrap_err()
                .contains("at least 1")
        );
        assert!(
            parse_at_least("cell-tries", "x", 1)
                .unwrap_err()
                .contains("'x'")
        );
        assert!(
            needs_value("cell-tries", None, "N")
                .unwrap_err()
                .contains("cell-tries=N")
        );
        assert!(NoSettings.set("forgetful", None).is_err());
    }
}

//! A run's settings as the history keeps them: named values in the order they are written,
//! whatever the agent. The history knows no agent; the agents turn their own settings into
//! this list and back.

use std::fmt;

use serde::de::{self, MapAccess, SeqAccess, Visitor};
use serde::ser::{SerializeMap, SerializeSeq};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The key of the cap on a run's headline counter, left out when runs are grouped.
pub const CAP_KEY: &str = "max_attempts";

/// One setting's value.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum SettingValue {
    /// No value (`null`), e.g. no cap.
    Null,
    /// A switch.
    Bool(bool),
    /// A whole number.
    Number(u64),
    /// A word.
    Text(String),
    /// A list of whole numbers, e.g. a grid order.
    Numbers(Vec<u64>),
}

/// Named setting values in the order they are written.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct SettingList(pub Vec<(String, SettingValue)>);

impl SettingList {
    /// The value of `key`, if present.
    pub fn get(&self, key: &str) -> Option<&SettingValue> {
        self.0.iter().find(|(k, _)| k == key).map(|(_, v)| v)
    }

    /// The list without the cap: the part that changes what a run does.
    pub fn without_cap(&self) -> SettingList {
        SettingList(
            self.0
                .iter()
                .filter(|(k, _)| k != CAP_KEY)
                .cloned()
                .collect(),
        )
    }

    /// Whether the list holds no value.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Adds a value at the end.
    pub fn push(&mut self, key: &str, value: SettingValue) {
        self.0.push((key.to_string(), value));
    }
}

impl Serialize for SettingValue {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            SettingValue::Null => serializer.serialize_none(),
            SettingValue::Bool(b) => serializer.serialize_bool(*b),
            SettingValue::Number(n) => serializer.serialize_u64(*n),
            SettingValue::Text(t) => serializer.serialize_str(t),
            SettingValue::Numbers(ns) => {
                let mut seq = serializer.serialize_seq(Some(ns.len()))?;
                for n in ns {
                    seq.serialize_element(n)?;
                }
                seq.end()
            }
        }
    }
}

impl Serialize for SettingList {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            map.serialize_entry(k, v)?;
        }
        map.end()
    }
}

struct ValueVisitor;

impl<'de> Visitor<'de> for ValueVisitor {
    type Value = SettingValue;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("null, a boolean, a whole number, a string or a list of whole numbers")
    }

    fn visit_unit<E: de::Error>(self) -> Result<SettingValue, E> {
        Ok(SettingValue::Null)
    }

    fn visit_none<E: de::Error>(self) -> Result<SettingValue, E> {
        Ok(SettingValue::Null)
    }

    fn visit_bool<E: de::Error>(self, b: bool) -> Result<SettingValue, E> {
        Ok(SettingValue::Bool(b))
    }

    fn visit_u64<E: de::Error>(self, n: u64) -> Result<SettingValue, E> {
        Ok(SettingValue::Number(n))
    }

    fn visit_str<E: de::Error>(self, s: &str) -> Result<SettingValue, E> {
        Ok(SettingValue::Text(s.to_string()))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<SettingValue, A::Error> {
        let mut ns = Vec::new();
        while let Some(n) = seq.next_element::<u64>()? {
            ns.push(n);
        }
        Ok(SettingValue::Numbers(ns))
    }
}

impl<'de> Deserialize<'de> for SettingValue {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<SettingValue, D::Error> {
        deserializer.deserialize_any(ValueVisitor)
    }
}

struct ListVisitor;

impl<'de> Visitor<'de> for ListVisitor {
    type Value = SettingList;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("an object of settings")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<SettingList, A::Error> {
        let mut list = Vec::new();
        while let Some((k, v)) = map.next_entry::<String, SettingValue>()? {
            list.push((k, v));
        }
        Ok(SettingList(list))
    }
}

impl<'de> Deserialize<'de> for SettingList {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<SettingList, D::Error> {
        deserializer.deserialize_map(ListVisitor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_keeps_the_order() {
        let text = r#"{"memory":true,"cell_tries":20,"grid_order":[5,1,2],"name":"x","max_attempts":null}"#;
        let list: SettingList = serde_json::from_str(text).unwrap();
        assert_eq!(list.0[0].0, "memory");
        assert_eq!(
            list.get("grid_order"),
            Some(&SettingValue::Numbers(vec![5, 1, 2]))
        );
        assert_eq!(serde_json::to_string(&list).unwrap(), text);
        assert_eq!(list.without_cap().0.len(), 4);
    }

    #[test]
    fn other_shapes_are_refused() {
        assert!(serde_json::from_str::<SettingList>(r#"{"a":1.5}"#).is_err());
        assert!(serde_json::from_str::<SettingList>(r#"{"a":{"b":1}}"#).is_err());
        assert!(serde_json::from_str::<SettingList>(r#"[1]"#).is_err());
        assert!(serde_json::from_str::<SettingList>(r#"{"a":-1}"#).is_err());
    }
}

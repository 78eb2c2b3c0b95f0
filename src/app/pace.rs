//! The pace of a live run: attempts per second, from 1/s to unthrottled.

use super::Key;
use crate::text::group_thousands;

/// The pace steps, in attempts per second; `None` is unthrottled.
const STEPS: [Option<u64>; 15] = [
    Some(1),
    Some(2),
    Some(5),
    Some(10),
    Some(30),
    Some(100),
    Some(300),
    Some(1_000),
    Some(3_000),
    Some(ORIGINAL),
    Some(30_000),
    Some(100_000),
    Some(1_000_000),
    Some(10_000_000),
    None,
];

/// The original QuickBASIC program's pace on its PC, about 9,000 attempts per second.
const ORIGINAL: u64 = 9_000;

/// A pace setting: one of the steps.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Pace(usize);

impl Default for Pace {
    /// The original's pace: the default puzzle then takes seconds to a minute.
    fn default() -> Self {
        Pace(
            STEPS
                .iter()
                .position(|&s| s == Some(ORIGINAL))
                .expect("the original's pace is a step"),
        )
    }
}

impl Pace {
    /// No throttle at all.
    pub const UNTHROTTLED: Pace = Pace(STEPS.len() - 1);

    /// Attempts per second, or `None` when unthrottled.
    pub fn per_second(self) -> Option<u64> {
        STEPS[self.0]
    }

    /// The pace a pace key asks for while agents run: `+` (or `=`), Page Up and Up one step
    /// faster, `-` (or `_`), Page Down and Down one step slower; `None` for any other key.
    pub fn after_key(self, key: Key) -> Option<Pace> {
        match key {
            Key::Char('+' | '=') | Key::PageUp | Key::Up => Some(self.faster()),
            Key::Char('-' | '_') | Key::PageDown | Key::Down => Some(self.slower()),
            _ => None,
        }
    }

    /// One step faster (stays at unthrottled).
    pub fn faster(self) -> Pace {
        Pace((self.0 + 1).min(STEPS.len() - 1))
    }

    /// One step slower (stays at 1/s).
    pub fn slower(self) -> Pace {
        Pace(self.0.saturating_sub(1))
    }

    /// The pace as shown on the panel.
    pub fn label(self) -> String {
        match self.per_second() {
            None => "unthrottled".to_string(),
            Some(ORIGINAL) => format!("{}/s (original)", group_thousands(ORIGINAL)),
            Some(n) => format!("{}/s", group_thousands(n)),
        }
    }

    /// Parses a `--pace` value: a number of attempts per second (rounded to the nearest step
    /// at or below it; any number above the top step is the top step), `original`, or
    /// `unthrottled`.
    pub fn parse(text: &str) -> Result<Pace, String> {
        match text {
            "unthrottled" | "max" => Ok(Pace::UNTHROTTLED),
            "original" => Ok(Pace::default()),
            _ if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) => {
                let n: u64 = text.parse().unwrap_or(u64::MAX);
                let step = STEPS
                    .iter()
                    .rposition(|s| s.is_some_and(|s| s <= n))
                    .ok_or("pace must be at least 1")?;
                Ok(Pace(step))
            }
            _ => {
                let mut message = format!(
                    "pace '{}' is not a number of attempts per second, 'original' or \
                     'unthrottled'",
                    text.escape_debug()
                );
                if let Some((k, c)) = text.chars().enumerate().find(|(_, c)| !c.is_ascii()) {
                    message += &format!(
                        " (character {}, '{}', is not an ASCII digit or letter)",
                        k + 1,
                        c.escape_debug()
                    );
                }
                Err(message)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_run_from_one_per_second_to_unthrottled() {
        let mut p = Pace::default();
        assert_eq!(p.per_second(), Some(9_000));
        assert_eq!(p.label(), "9,000/s (original)");
        for _ in 0..30 {
            p = p.slower();
        }
        assert_eq!(p.per_second(), Some(1));
        for _ in 0..30 {
            p = p.faster();
        }
        assert_eq!(p, Pace::UNTHROTTLED);
        assert_eq!(p.label(), "unthrottled");
    }

    #[test]
    fn parses_numbers_and_names() {
        assert_eq!(Pace::parse("100").unwrap().per_second(), Some(100));
        assert_eq!(Pace::parse("150").unwrap().per_second(), Some(100));
        assert_eq!(Pace::parse("original").unwrap(), Pace::default());
        assert_eq!(Pace::parse("unthrottled").unwrap(), Pace::UNTHROTTLED);
        assert!(Pace::parse("0").is_err());
        assert!(Pace::parse("fast").is_err());
        assert_eq!(
            Pace::parse("99999999999999999999999").unwrap().per_second(),
            Some(10_000_000)
        );
        assert!(Pace::parse("").is_err());
        assert!(Pace::parse("-5").is_err());
        assert_eq!(
            Pace::parse("９０００").unwrap_err(),
            "pace '９０００' is not a number of attempts per second, 'original' or \
             'unthrottled' (character 1, '９', is not an ASCII digit or letter)"
        );
    }
}

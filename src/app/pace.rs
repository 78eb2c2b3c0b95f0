//! The pace of a live run: attempts per second, from 1/s to unthrottled. The pace keys climb
//! an even 1-2-5 ladder (1, 2, 5, 10, 20, 50, ... 10,000,000/s, then unthrottled); the
//! default is the original program's 9,000/s, off the ladder: one step up from it is
//! 10,000/s, one step down 5,000/s. `--pace` takes any number in between as it is.

use super::Key;
use dosdoku_sudoku::text::group_thousands;

/// The top of the ladder; one step faster is unthrottled.
const TOP: u64 = 10_000_000;

/// The original QuickBASIC program's pace on its PC, about 9,000 attempts per second.
const ORIGINAL: u64 = 9_000;

/// A pace setting: attempts per second (1 to [`TOP`]), or `None` when unthrottled.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Pace(Option<u64>);

impl Default for Pace {
    /// The original's pace: the default puzzle then takes seconds to a minute.
    fn default() -> Self {
        Pace(Some(ORIGINAL))
    }
}

/// The steps of the ladder from 1/s to the top, in order: 1, 2, 5, 10, 20, 50, ...
fn ladder() -> impl Iterator<Item = u64> {
    std::iter::successors(Some(1u64), |&n| (n < TOP).then(|| n * 10))
        .flat_map(|n| [n, n * 2, n * 5])
        .take_while(|&n| n <= TOP)
}

impl Pace {
    /// No throttle at all.
    pub const UNTHROTTLED: Pace = Pace(None);

    /// Attempts per second, or `None` when unthrottled.
    pub fn per_second(self) -> Option<u64> {
        self.0
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

    /// The next step of the ladder above (unthrottled above the top; stays unthrottled).
    pub fn faster(self) -> Pace {
        match self.0 {
            None => self,
            Some(n) => Pace(ladder().find(|&step| step > n)),
        }
    }

    /// The next step of the ladder below (the top below unthrottled; stays at 1/s).
    pub fn slower(self) -> Pace {
        match self.0 {
            None => Pace(Some(TOP)),
            Some(n) => Pace(Some(
                ladder().take_while(|&step| step < n).last().unwrap_or(n),
            )),
        }
    }

    /// The pace as shown on the panel.
    pub fn label(self) -> String {
        match self.per_second() {
            None => "unthrottled".to_string(),
            Some(ORIGINAL) => format!("{}/s (original)", group_thousands(ORIGINAL)),
            Some(n) => format!("{}/s", group_thousands(n)),
        }
    }

    /// Parses a `--pace` value: a number of attempts per second (any number above the top
    /// step is the top step), `original`, or `unthrottled`.
    pub fn parse(text: &str) -> Result<Pace, String> {
        match text {
            "unthrottled" | "max" => Ok(Pace::UNTHROTTLED),
            "original" => Ok(Pace::default()),
            _ if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) => {
                let n: u64 = text.parse().unwrap_or(u64::MAX);
                if n == 0 {
                    return Err("pace must be at least 1".to_string());
                }
                Ok(Pace(Some(n.min(TOP))))
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
    fn the_keys_climb_an_even_one_two_five_ladder_from_the_original_pace() {
        let mut p = Pace::default();
        let mut up = Vec::new();
        while let Some(n) = p.faster().per_second() {
            p = p.faster();
            up.push(n);
        }
        assert_eq!(
            up,
            [
                10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000, 2_000_000, 5_000_000,
                10_000_000
            ]
        );
        let mut p = Pace::default();
        let mut down = Vec::new();
        while p.slower() != p {
            p = p.slower();
            down.push(p.per_second().unwrap());
        }
        assert_eq!(
            down,
            [5_000, 2_000, 1_000, 500, 200, 100, 50, 20, 10, 5, 2, 1]
        );
        // A pace off the ladder (the original's, or one given) steps onto it.
        let p = Pace::parse("30").unwrap();
        assert_eq!(p.per_second(), Some(30));
        assert_eq!(
            (p.faster().per_second(), p.slower().per_second()),
            (Some(50), Some(20))
        );
        assert_eq!(Pace::UNTHROTTLED.slower().per_second(), Some(10_000_000));
    }

    #[test]
    fn parses_numbers_and_names() {
        assert_eq!(Pace::parse("100").unwrap().per_second(), Some(100));
        assert_eq!(Pace::parse("150").unwrap().per_second(), Some(150));
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

//! The difficulty `dosdoku generate` is asked for: a level, a range of ratings, or both, as
//! the human-like solver rates a puzzle.

use dosdoku_sudoku::human::{Level, Rating, Technique};

/// A range of ratings, in tenths (30..=45 for 3.0..4.5), both ends included.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RatingRange {
    low: u8,
    high: u8,
}

/// The puzzles wanted: of a level, with a rating in a range, or both.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Difficulty {
    level: Option<Level>,
    range: Option<RatingRange>,
}

/// A level by its word: `easy`, `medium`, `hard`, `fiendish`.
pub fn parse_level(word: &str) -> Result<Level, String> {
    Level::ALL
        .into_iter()
        .find(|l| l.word() == word)
        .ok_or_else(|| format!("unknown level '{word}' (one of easy, medium, hard, fiendish)"))
}

/// The highest rating a technique can give, in tenths (the longest nested chains).
fn top() -> u8 {
    Technique::ALL
        .iter()
        .map(|t| t.tenths_range().1)
        .max()
        .unwrap_or(0)
}

/// A range of ratings: `3.0..4.5`, `7..` (at least), `..2.5` (at most); ratings run from 1.0
/// to the registry's highest (12.0) in tenths.
pub fn parse_rating_range(text: &str) -> Result<RatingRange, String> {
    let bad = || format!("'{text}' is not a range of ratings such as 3.0..4.5 (or 7.5.., ..2.3)");
    let (low, high) = text.split_once("..").ok_or_else(bad)?;
    let tenths = |end: &str, default: u8| -> Result<u8, String> {
        if end.is_empty() {
            return Ok(default);
        }
        let value: f64 = end.parse().map_err(|_| bad())?;
        let most = f64::from(top()) / 10.0;
        if !(0.0..=most).contains(&value) {
            return Err(format!("rating {end} is off the scale (0.0 to {most:.1})"));
        }
        Ok((value * 10.0).round() as u8)
    };
    let (low, high) = (tenths(low, 0)?, tenths(high, top())?);
    if low > high {
        return Err(format!("'{text}': the lowest rating is above the highest"));
    }
    Ok(RatingRange { low, high })
}

impl Difficulty {
    /// The difficulty asked for, `None` when neither is; an error when no puzzle can have
    /// both (no technique's rating in the range, or none that fits the level).
    pub fn new(
        level: Option<Level>,
        range: Option<RatingRange>,
    ) -> Result<Option<Difficulty>, String> {
        if level.is_none() && range.is_none() {
            return Ok(None);
        }
        let wanted = Difficulty { level, range };
        // A puzzle's rating is its hardest technique, its level the highest level among its
        // techniques: some technique must rate in the range, and some technique of the
        // level must be no harder than it.
        let possible = Technique::ALL.iter().any(|&hardest| {
            let (easiest, hardest_rating) = hardest.tenths_range();
            (easiest..=hardest_rating).any(|rating| {
                wanted.in_range(rating)
                    && level.is_none_or(|level| {
                        hardest.level() <= level
                            && Technique::ALL
                                .iter()
                                .any(|&t| t.level() == level && t.tenths() <= rating)
                    })
            })
        });
        if !possible {
            return Err(format!(
                "no puzzle is {}: a puzzle's rating is that of its hardest step ({}), and its \
                 level the highest among its steps",
                wanted.describe(),
                scale()
            ));
        }
        Ok(Some(wanted))
    }

    fn in_range(&self, tenths: u8) -> bool {
        self.range
            .is_none_or(|r| (r.low..=r.high).contains(&tenths))
    }

    /// True when a puzzle so rated is wanted.
    pub fn accepts(&self, rating: &Rating) -> bool {
        self.level.is_none_or(|l| rating.level == l) && self.in_range(rating.tenths())
    }

    /// In words: `hard`, `rated 3.0 to 4.5`, `hard, rated 3.0 to 4.5`.
    pub fn describe(&self) -> String {
        let range = self.range.map(|r| {
            format!(
                "rated {}.{} to {}.{}",
                r.low / 10,
                r.low % 10,
                r.high / 10,
                r.high % 10
            )
        });
        [self.level.map(|l| l.word().to_string()), range]
            .into_iter()
            .flatten()
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// The ratings there are: `1.5, 2.3, 2.6, ..., 9.0`.
fn scale() -> String {
    let mut tenths: Vec<u8> = Technique::ALL
        .iter()
        .flat_map(|t| {
            let (easiest, hardest) = t.tenths_range();
            easiest..=hardest
        })
        .collect();
    tenths.sort_unstable();
    tenths.dedup();
    tenths
        .iter()
        .map(|t| format!("{}.{}", t / 10, t % 10))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rating(hardest: Technique, level: Level) -> Rating {
        let mut rating = Rating::of(hardest);
        rating.level = level;
        rating
    }

    #[test]
    fn levels_by_their_words() {
        assert_eq!(parse_level("hard"), Ok(Level::Hard));
        assert!(parse_level("extreme").unwrap_err().contains("fiendish"));
    }

    #[test]
    fn ranges_of_ratings() {
        assert_eq!(
            parse_rating_range("3.0..4.5"),
            Ok(RatingRange { low: 30, high: 45 })
        );
        assert_eq!(
            parse_rating_range("7.5.."),
            Ok(RatingRange { low: 75, high: 120 })
        );
        assert_eq!(
            parse_rating_range("..2.3"),
            Ok(RatingRange { low: 0, high: 23 })
        );
        assert_eq!(
            parse_rating_range("3..3"),
            Ok(RatingRange { low: 30, high: 30 })
        );
        assert!(
            parse_rating_range("9..3")
                .unwrap_err()
                .contains("above the highest")
        );
        assert!(
            parse_rating_range("3.0")
                .unwrap_err()
                .contains("such as 3.0..4.5")
        );
        assert!(parse_rating_range("a..b").unwrap_err().contains("such as"));
        assert!(
            parse_rating_range("2..13")
                .unwrap_err()
                .contains("off the scale")
        );
    }

    #[test]
    fn a_level_and_a_range_must_fit_some_puzzle() {
        let range = |t: &str| Some(parse_rating_range(t).unwrap());
        assert_eq!(Difficulty::new(None, None), Ok(None));
        // No technique rates 3.1 (an x-wing is 3.2, a naked pair 3.0); the chains rate 6.5 to
        // 10.0.
        assert!(
            Difficulty::new(None, range("3.1..3.1"))
                .unwrap_err()
                .contains("3.1 to 3.1")
        );
        assert!(Difficulty::new(None, range("6.6..7")).is_ok());
        // Easy puzzles rate 1.0 to 2.5; fiendish ones 6.5 and up (the chains).
        assert!(Difficulty::new(Some(Level::Easy), range("3..4")).is_err());
        assert!(Difficulty::new(Some(Level::Fiendish), range("3..5.4")).is_err());
        // A hard puzzle may rate 5.4: an X-wing (3.2) and a hidden quad (5.4).
        let hard = Difficulty::new(Some(Level::Hard), range("5.0..5.4"))
            .unwrap()
            .unwrap();
        assert!(hard.accepts(&rating(Technique::HiddenQuad, Level::Hard)));
        assert!(!hard.accepts(&rating(Technique::HiddenQuad, Level::Medium)));
        assert!(!hard.accepts(&rating(Technique::XyWing, Level::Hard)));
        assert_eq!(hard.describe(), "hard, rated 5.0 to 5.4");
    }
}

//! The closing summary of `dosdoku generate`: how many puzzles, how fast, how many have
//! each number of givens and, when they were rated, each level.

use std::time::Duration;

use dosdoku_sudoku::human::Level;
use dosdoku_sudoku::text::{count, group_thousands, human_duration, per_second};

/// How many puzzles have each number of givens (0..=81), and each level.
pub struct GivensTally {
    counts: [u64; 82],
    levels: [u64; 4],
}

impl GivensTally {
    /// No puzzles yet.
    pub fn new() -> GivensTally {
        GivensTally {
            counts: [0; 82],
            levels: [0; 4],
        }
    }

    /// One more puzzle with `givens` givens, of `level` when it was rated.
    pub fn add(&mut self, givens: usize, level: Option<Level>) {
        self.counts[givens.min(81)] += 1;
        if let Some(k) = level.and_then(|l| Level::ALL.iter().position(|&x| x == l)) {
            self.levels[k] += 1;
        }
    }

    /// How many puzzles in all.
    pub fn total(&self) -> u64 {
        self.counts.iter().sum()
    }

    /// The histogram as two aligned lines, fewest givens first, then the levels when some
    /// puzzle was rated (else a line saying how to have them rated); nothing when empty:
    /// ```text
    /// givens   22  23  24
    /// puzzles   3  10   7
    /// level    easy  medium  hard  fiendish
    /// puzzles     9       4     1         6
    /// ```
    pub fn table(&self) -> String {
        let givens: Vec<(String, u64)> = (0..82)
            .filter(|&g| self.counts[g] > 0)
            .map(|g| (g.to_string(), self.counts[g]))
            .collect();
        let mut text = two_lines("givens ", &givens);
        if self.levels.iter().any(|&n| n > 0) {
            let levels: Vec<(String, u64)> = Level::ALL
                .iter()
                .zip(self.levels)
                .map(|(l, n)| (l.word().to_string(), n))
                .collect();
            text.push_str(&two_lines("level  ", &levels));
        } else if self.total() > 0 {
            text.push_str(UNRATED);
        }
        text
    }
}

/// The line in place of the levels when no puzzle was rated (rating costs time, so a plain
/// run does not).
const UNRATED: &str = "level    not rated (--level, --rating or --json rate each puzzle)\n";

/// A heading line of labels over a `puzzles` line of counts, right-aligned; nothing when
/// there are no columns.
fn two_lines(heading: &str, columns: &[(String, u64)]) -> String {
    if columns.is_empty() {
        return String::new();
    }
    let (mut top, mut bottom) = (heading.to_string(), "puzzles".to_string());
    for (label, n) in columns {
        let n = group_thousands(*n);
        let width = label.len().max(n.len()) + 2;
        top.push_str(&format!("{label:>width$}"));
        bottom.push_str(&format!("{n:>width$}"));
    }
    format!("{top}\n{bottom}\n")
}

/// The summary's first line: `2,000 puzzles (minimal), seed 42, in 0.3 s (7,000 puzzles/s,
/// 1 thread)`; a slow run tells the time per puzzle instead (`1 min 35 s per puzzle`).
pub fn headline(found: u64, what: &str, seed: u64, elapsed: Duration, threads: usize) -> String {
    let rate = if found > 0 && elapsed > Duration::from_secs(found) {
        let each = elapsed.div_f64(found as f64);
        format!("{} per puzzle", human_duration(each))
    } else {
        format!("{} puzzles/s", per_second(found, elapsed))
    };
    format!(
        "{} ({what}), seed {seed}, in {} ({rate}, {})",
        count(found, "puzzle"),
        human_duration(elapsed),
        count(threads as u64, "thread")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_aligns_counts_under_givens() {
        let mut tally = GivensTally::new();
        for g in [24, 22, 24, 23, 24] {
            tally.add(g, None);
        }
        for _ in 0..1200 {
            tally.add(25, None);
        }
        assert_eq!(tally.total(), 1205);
        assert_eq!(
            tally.table(),
            format!("givens   22  23  24     25\npuzzles   1   1   3  1,200\n{UNRATED}")
        );
        assert_eq!(GivensTally::new().table(), "");
    }

    #[test]
    fn rated_puzzles_add_a_table_of_levels() {
        let mut tally = GivensTally::new();
        tally.add(24, Some(Level::Hard));
        tally.add(25, Some(Level::Easy));
        tally.add(25, Some(Level::Hard));
        assert_eq!(
            tally.table(),
            "givens   24  25\npuzzles   1   2\n\
             level    easy  medium  hard  fiendish\npuzzles     1       0     2         0\n"
        );
    }

    #[test]
    fn headline_says_count_kind_seed_time_and_rate() {
        assert_eq!(
            headline(2000, "minimal", 42, Duration::from_millis(250), 1),
            "2,000 puzzles (minimal), seed 42, in 250 ms (8,000 puzzles/s, 1 thread)"
        );
        assert_eq!(
            headline(3, "18 givens", 1, Duration::from_secs(285), 2),
            "3 puzzles (18 givens), seed 1, in 4 min 45 s (1 min 35 s per puzzle, 2 threads)"
        );
    }
}

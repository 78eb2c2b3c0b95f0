//! Numbers for people: thousands separators, ordinals, the rank line.

use super::{percentile, rank_of};
use crate::text::{count, group_thousands};

/// The English ordinal: 1st 2nd 3rd 4th ... 11th 12th 13th ... 21st 22nd ... 101st 111th.
pub fn ordinal(n: u64) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{}{suffix}", group_thousands(n))
}

/// Where a run falls among the recorded runs of its group, e.g.
/// `412,331 attempts: 7th of 23, median 380,100`. `values` should include the run itself
/// (see [`rank_of`]); the median is rounded to a whole number. With no values, only the attempts.
pub fn rank_line(attempts: u64, values: &[u64]) -> String {
    let head = count(attempts, "attempt");
    if values.is_empty() {
        return head;
    }
    let (rank, count) = rank_of(attempts, values);
    let mut sorted = values.to_vec();
    sorted.sort_unstable();
    let median = percentile(&sorted, 0.5).round() as u64;
    format!(
        "{head}: {} of {}, median {}",
        ordinal(rank as u64),
        group_thousands(count as u64),
        group_thousands(median)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ordinals() {
        let got: Vec<String> = [
            1, 2, 3, 4, 10, 11, 12, 13, 14, 21, 22, 23, 101, 111, 112, 1001,
        ]
        .into_iter()
        .map(ordinal)
        .collect();
        let want = [
            "1st", "2nd", "3rd", "4th", "10th", "11th", "12th", "13th", "14th", "21st", "22nd",
            "23rd", "101st", "111th", "112th", "1,001st",
        ];
        assert_eq!(got, want);
    }

    #[test]
    fn the_rank_line() {
        // Six runs took fewer attempts, the median (12th of 23) is 480,100.
        let mut values = vec![10, 20, 30, 40, 50, 60, 412_331, 420_000, 430_000, 440_000];
        values.extend([450_000, 480_100]);
        values.extend((1..=11).map(|k| 500_000 + k));
        assert_eq!(
            rank_line(412_331, &values),
            "412,331 attempts: 7th of 23, median 480,100"
        );
        assert_eq!(rank_line(5, &[]), "5 attempts");
        assert_eq!(rank_line(1, &[1]), "1 attempt: 1st of 1, median 1");
        assert_eq!(rank_line(5, &[5, 6]), "5 attempts: 1st of 2, median 6");
    }
}

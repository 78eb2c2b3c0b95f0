//! Numbers for people: ordinals.

use crate::text::group_thousands;

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
}

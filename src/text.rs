//! Small text helpers shared by the screen panel and the command line.

use std::time::Duration;

/// A number with thousands separators: 1234567 becomes "1,234,567".
pub fn group_thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (k, c) in digits.chars().enumerate() {
        if k > 0 && (digits.len() - k).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// `n` (with thousands separators) and a noun, in the plural unless `n` is 1: "1 cell",
/// "1,234 placements".
pub fn count(n: u64, noun: &str) -> String {
    let s = if n == 1 { "" } else { "s" };
    format!("{} {noun}{s}", group_thousands(n))
}

/// The first letter in upper case: `attempts` becomes `Attempts`.
pub fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// An elapsed time for people: "850 ms", "12.3 s", "4 min 05 s".
pub fn human_duration(d: Duration) -> String {
    let ms = d.as_millis();
    if ms < 1000 {
        format!("{ms} ms")
    } else if ms < 60_000 {
        format!("{:.1} s", d.as_secs_f64())
    } else {
        format!("{} min {:02} s", ms / 60_000, (ms / 1000) % 60)
    }
}

/// A rate per second, rounded, with separators; "-" before any time has passed.
pub fn per_second(count: u64, elapsed: Duration) -> String {
    let secs = elapsed.as_secs_f64();
    if secs <= 0.0 {
        "-".to_string()
    } else {
        group_thousands((count as f64 / secs).round() as u64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thousands() {
        assert_eq!(group_thousands(0), "0");
        assert_eq!(group_thousands(999), "999");
        assert_eq!(group_thousands(1000), "1,000");
        assert_eq!(group_thousands(412331), "412,331");
        assert_eq!(group_thousands(u64::MAX), "18,446,744,073,709,551,615");
    }

    #[test]
    fn counts_agree_with_their_nouns() {
        assert_eq!(count(1, "cell"), "1 cell");
        assert_eq!(count(0, "row"), "0 rows");
        assert_eq!(count(1234, "placement"), "1,234 placements");
    }

    #[test]
    fn durations_and_rates() {
        assert_eq!(human_duration(Duration::from_millis(850)), "850 ms");
        assert_eq!(human_duration(Duration::from_millis(12_345)), "12.3 s");
        assert_eq!(human_duration(Duration::from_secs(245)), "4 min 05 s");
        assert_eq!(per_second(9000, Duration::from_secs(2)), "4,500");
        assert_eq!(per_second(5, Duration::ZERO), "-");
    }
}

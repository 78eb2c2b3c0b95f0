//! Small text helpers shared by the screen panel, the command line and the readers of input.

use std::io::Write;
use std::time::Duration;

/// A number with thousands separators: 1234567 becomes "1,234,567".
pub fn group_thousands(n: u64) -> String {
    let mut out = Vec::with_capacity(26);
    push_grouped(&mut out, n);
    String::from_utf8(out).expect("digits and commas are ASCII")
}

/// The decimal digits of `n` (at most 20), right-aligned in a buffer, and where they start.
fn digits_of(mut n: u64) -> ([u8; 20], usize) {
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            return (digits, at);
        }
    }
}

/// Appends the decimal digits of `n`, without allocating.
pub fn push_u64(out: &mut Vec<u8>, n: u64) {
    let (digits, at) = digits_of(n);
    out.extend_from_slice(&digits[at..]);
}

/// Appends `n` with thousands separators (see [`group_thousands`]), without allocating.
pub fn push_grouped(out: &mut Vec<u8>, n: u64) {
    let (digits, at) = digits_of(n);
    let digits = &digits[at..];
    let mut grouped = [0u8; 26];
    let mut len = 0;
    for (k, &d) in digits.iter().enumerate() {
        if k > 0 && (digits.len() - k).is_multiple_of(3) {
            grouped[len] = b',';
            len += 1;
        }
        grouped[len] = d;
        len += 1;
    }
    out.extend_from_slice(&grouped[..len]);
}

/// Appends a duration in milliseconds with three decimals, byte for byte what
/// `format!("{:.3}", d.as_secs_f64() * 1000.0)` writes, mostly without its float formatting.
pub fn push_millis(out: &mut Vec<u8>, d: Duration) {
    let ms = d.as_secs_f64() * 1000.0;
    let micros = ms * 1000.0;
    // Below 2^40 the product is off by less than 2^-13 from the exact one, so unless it sits
    // near a half its rounding is the exact value's rounding, which is what `{:.3}` prints.
    let near_half = (micros.fract() - 0.5).abs() < 1e-3;
    if micros < (1u64 << 40) as f64 && !near_half {
        let micros = micros.round() as u64;
        push_u64(out, micros / 1000);
        let (digits, _) = digits_of(1000 + micros % 1000);
        out.push(b'.');
        out.extend_from_slice(&digits[17..]);
    } else {
        let _ = write!(out, "{ms:.3}");
    }
}

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

/// [`count`] followed by the verb that agrees with it: "1 cell is", "2 cells are".
pub fn count_with(n: u64, noun: &str, one: &str, many: &str) -> String {
    format!("{} {}", count(n, noun), if n == 1 { one } else { many })
}

/// `text` broken into lines of at most `width` characters, between words where it can (a
/// word longer than a line is broken inside). Spaces where a line breaks are dropped.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut lines = Vec::new();
    let mut line = String::new();
    let mut len = 0;
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let mut word: Vec<char> = word.chars().collect();
        if len > 0 && len + 1 + word.len() > width {
            lines.push(std::mem::take(&mut line));
            len = 0;
        }
        // A word longer than a line starts on a line of its own (len is 0 here).
        while word.len() > width {
            let rest = word.split_off(width);
            lines.push(word.into_iter().collect());
            word = rest;
        }
        if len > 0 {
            line.push(' ');
            len += 1;
        }
        len += word.len();
        line.extend(word);
    }
    if len > 0 || lines.is_empty() {
        lines.push(line);
    }
    lines
}

/// A time for people, the one way times are shown (panel, race, lines, runs): three figures
/// below a minute, in ms below a second and in s from a second on ("0.042 ms", "42.7 ms",
/// "427 ms", "1.02 s", "42.7 s"), then minutes and seconds ("4 min 05 s"), then hours and
/// minutes ("1 h 04 min").
pub fn human_duration(d: Duration) -> String {
    let ms = d.as_secs_f64() * 1000.0;
    // Rounded to three figures first, so 999.6 ms becomes 1.00 s, not "1000 ms".
    let figures = |x: f64| {
        let decimals = match x {
            x if x < 0.9995 => 3,
            x if x < 9.995 => 2,
            x if x < 99.95 => 1,
            _ => 0,
        };
        (format!("{x:.decimals$}"), x >= 999.5)
    };
    match figures(ms) {
        (text, false) => format!("{text} ms"),
        _ if ms < 59_995.0 => format!("{} s", figures(ms / 1000.0).0),
        _ => {
            let secs = d.as_secs_f64().round() as u64;
            if secs < 3600 {
                format!("{} min {:02} s", secs / 60, secs % 60)
            } else {
                format!("{} h {:02} min", secs / 3600, (secs / 60) % 60)
            }
        }
    }
}

/// A rate per second, with separators: whole below 1,000, else to three figures, so a rate
/// that sways about a steady pace reads that pace (8,999.7 and 9,004 both read "9,000");
/// "-" before any time has passed.
pub fn per_second(count: u64, elapsed: Duration) -> String {
    let secs = elapsed.as_secs_f64();
    if secs <= 0.0 {
        return "-".to_string();
    }
    let rate = (count as f64 / secs).round();
    let mut unit = 1.0;
    while rate >= 1000.0 * unit {
        unit *= 10.0;
    }
    group_thousands(((rate / unit).round() * unit) as u64)
}

/// The index of the first newline in `bytes`, looking at eight bytes at a time (a zero byte
/// in `word ^ 0x0a0a..` marks a newline: the classic has-zero-byte test).
pub(crate) fn find_newline(bytes: &[u8]) -> Option<usize> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGHS: u64 = 0x8080_8080_8080_8080;
    let mut chunks = bytes.chunks_exact(8);
    for (k, chunk) in chunks.by_ref().enumerate() {
        let word = u64::from_le_bytes(chunk.try_into().expect("chunks of eight"))
            ^ (ONES * u64::from(b'\n'));
        let zero = word.wrapping_sub(ONES) & !word & HIGHS;
        if zero != 0 {
            return Some(k * 8 + zero.trailing_zeros() as usize / 8);
        }
    }
    let tail = bytes.len() - chunks.remainder().len();
    chunks
        .remainder()
        .iter()
        .position(|&b| b == b'\n')
        .map(|i| tail + i)
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
    fn newlines_are_found_anywhere_in_a_word() {
        for len in 0..20 {
            for at in 0..=len {
                let mut bytes = vec![b'x'; len];
                if at < len {
                    bytes[at] = b'\n';
                    bytes.push(b'\n');
                }
                let want = bytes.iter().position(|&b| b == b'\n');
                assert_eq!(find_newline(&bytes), want, "len {len}, at {at}");
            }
        }
        assert_eq!(find_newline(&[0x8a, b'\n']), Some(1));
        assert_eq!(find_newline(&[b'\t', 0x0b, 0xff, 0, b'\n']), Some(4));
    }

    #[test]
    fn millis_are_what_float_formatting_prints() {
        // Spread over every scale: a 64-bit LCG's draws shifted right by 0..64 bits.
        let mut x = 7u64;
        let mut nanos: Vec<u64> = (0..20_000)
            .map(|k| {
                x = x
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                x >> (k % 64)
            })
            .collect();
        // Halves of a microsecond, whole seconds, and far beyond the fast path's range.
        nanos.extend([
            0,
            1,
            499,
            500,
            501,
            1_500,
            2_500,
            999_999_500,
            1_000_000_000,
        ]);
        nanos.extend([u64::MAX / 3, u64::MAX]);
        for n in nanos {
            let d = Duration::new(n / 1_000_000_000, (n % 1_000_000_000) as u32);
            let mut fast = Vec::new();
            push_millis(&mut fast, d);
            let want = format!("{:.3}", d.as_secs_f64() * 1000.0);
            assert_eq!(String::from_utf8(fast).unwrap(), want, "{n} ns");
        }
    }

    #[test]
    fn pushed_numbers_are_the_formatted_ones() {
        for n in [0, 7, 999, 1000, 65_536, 1_234_567, u64::MAX] {
            let (mut plain, mut grouped) = (Vec::new(), Vec::new());
            push_u64(&mut plain, n);
            push_grouped(&mut grouped, n);
            assert_eq!(String::from_utf8(plain).unwrap(), n.to_string());
            assert_eq!(String::from_utf8(grouped).unwrap(), group_thousands(n));
        }
    }

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
        assert_eq!(count_with(1, "cell", "is", "are"), "1 cell is");
        assert_eq!(count_with(0, "cell", "is", "are"), "0 cells are");
        assert_eq!(
            count_with(3, "higher bucket", "does", "do"),
            "3 higher buckets do"
        );
    }

    #[test]
    fn wrapping_breaks_between_words() {
        assert_eq!(wrap("one two three", 7), ["one two", "three"]);
        assert_eq!(wrap("one two three", 80), ["one two three"]);
        assert_eq!(wrap("", 5), [""]);
        assert_eq!(wrap("abcdefghij xy", 4), ["abcd", "efgh", "ij", "xy"]);
        assert_eq!(wrap("ab  cd", 5), ["ab cd"]);
    }

    #[test]
    fn times_of_a_second_and_more_are_in_seconds_with_three_figures() {
        let ms = |n: u64| human_duration(Duration::from_micros(n));
        assert_eq!(ms(1_018_509), "1.02 s");
        assert_eq!(ms(42), "0.042 ms");
        assert_eq!(ms(4_271), "4.27 ms");
        assert_eq!(ms(42_710), "42.7 ms");
        assert_eq!(ms(999_400), "999 ms");
        assert_eq!(ms(999_600), "1.00 s");
        assert_eq!(ms(59_990_000), "60.0 s");
        assert_eq!(human_duration(Duration::from_secs(3_840)), "1 h 04 min");
    }

    #[test]
    fn a_steady_pace_reads_its_pace() {
        // 89,990 attempts in 10 s at a pace of 9,000/s (the first ticks went to Board0).
        assert_eq!(per_second(89_990, Duration::from_secs(10)), "9,000");
        assert_eq!(per_second(89, Duration::from_secs(3)), "30");
        assert_eq!(per_second(914_130, Duration::from_secs(1)), "914,000");
        assert_eq!(per_second(2_345_678, Duration::from_secs(1)), "2,350,000");
        assert_eq!(per_second(999_600, Duration::from_secs(1000)), "1,000");
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

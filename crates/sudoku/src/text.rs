//! Small text helpers shared by the screen panel, the command line and the readers of input.

use std::time::Duration;

/// A number with thousands separators: 1234567 becomes "1,234,567".
pub fn group_thousands(n: u64) -> String {
    let mut out = Vec::with_capacity(26);
    push_grouped(&mut out, n);
    String::from_utf8(out).expect("digits and commas are ASCII")
}

/// Appends the decimal digits of `n`, without allocating.
pub fn push_u64(out: &mut Vec<u8>, n: u64) {
    push_digits(out, n, 1, false);
}

/// Appends `n` with thousands separators (see [`group_thousands`]), without allocating.
pub fn push_grouped(out: &mut Vec<u8>, n: u64) {
    push_digits(out, n, 1, true);
}

/// Appends the decimal digits of `n`, at least `width` of them (leading zeros), with a comma
/// between thousands when `grouped`: written from the last digit and turned around, so no
/// buffer is copied (every summary line of a batch has a few numbers).
fn push_digits(out: &mut Vec<u8>, mut n: u64, width: usize, grouped: bool) {
    let start = out.len();
    let mut written = 0;
    while written < width || n != 0 {
        if grouped && written > 0 && written % 3 == 0 {
            out.push(b',');
        }
        out.push(b'0' + (n % 10) as u8);
        n /= 10;
        written += 1;
    }
    out[start..].reverse();
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

/// A piece of text that a line never breaks inside (a link of a chain), with what joins it
/// to the piece before it on the same line, dropped where it starts a line.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Piece {
    /// What goes between the piece before and this one on a line (`"; "`, `", "`, or nothing).
    pub joiner: &'static str,
    /// The piece itself.
    pub text: String,
    /// True when the piece starts a line of its own (a new chain).
    pub new_line: bool,
}

impl Piece {
    /// A piece joined by `joiner`, on the line of the piece before when it fits.
    pub fn new(joiner: &'static str, text: String) -> Piece {
        Piece {
            joiner,
            text,
            new_line: false,
        }
    }
}

/// The pieces on one line, each after its joiner (the first's left out).
pub fn joined(pieces: &[Piece]) -> String {
    let mut line = String::new();
    for (k, piece) in pieces.iter().enumerate() {
        if k > 0 {
            line.push_str(piece.joiner);
        }
        line.push_str(&piece.text);
    }
    line
}

/// `pieces` laid out on pages of `lines` lines of `width` characters, the first line of each
/// page `reserve` characters shorter (room for a caption). A piece goes to the next line when
/// it does not fit on this one or asks to start one, and is never split: a piece longer
/// than a line has a line of its own (cut by whoever shows it). Every piece shows once, in
/// order; no page is empty (nothing gives one empty page).
pub fn pages(pieces: &[Piece], width: usize, lines: usize, reserve: usize) -> Vec<Vec<String>> {
    let lines = lines.max(1);
    let mut pages: Vec<Vec<String>> = vec![Vec::new()];
    let mut line = String::new();
    let mut len = 0;
    for piece in pieces {
        let page = pages.last_mut().expect("one page at least");
        let room = if page.is_empty() {
            width.saturating_sub(reserve)
        } else {
            width
        };
        let more = piece.joiner.chars().count() + piece.text.chars().count();
        if len > 0 && (piece.new_line || len + more > room) {
            page.push(std::mem::take(&mut line));
            len = 0;
            if page.len() == lines {
                pages.push(Vec::new());
            }
        }
        if len > 0 {
            line.push_str(piece.joiner);
            len += piece.joiner.chars().count();
        }
        line.push_str(&piece.text);
        len += piece.text.chars().count();
    }
    let page = pages.last_mut().expect("one page at least");
    if len > 0 || page.is_empty() {
        page.push(line);
    }
    pages
}

/// A time for people, the one way times are shown (panel, race, summary lines, runs): to
/// three figures below a minute, without zeros at the end of the decimals, in ms below a
/// second and in s from a second on ("0.042 ms", "42.7 ms", "427 ms", "5 ms", "1.02 s",
/// "1.5 s", "42.7 s"), then minutes and seconds ("4 min 05 s"), then hours and minutes
/// ("1 h 04 min").
pub fn human_duration(d: Duration) -> String {
    let mut out = Vec::with_capacity(12);
    push_duration(&mut out, d);
    String::from_utf8(out).expect("digits, letters and spaces are ASCII")
}

/// Appends [`human_duration`]'s text, without allocating or float formatting: the time is
/// rounded half up to three figures (999.6 ms is "1 s", not "1000 ms"). Below a minute it
/// is a few integer steps (no 128-bit division), as it ends every summary line of a batch.
pub fn push_duration(out: &mut Vec<u8>, d: Duration) {
    const MS: u64 = 1_000_000;
    let ns = d.as_nanos();
    // The three figures: (the unit in ns, the decimals shown, the unit's name), by size.
    let (unit, decimals, name): (u64, usize, &[u8]) = match ns {
        n if n < 999_500 => (1_000, 3, b" ms"),
        n if n < 9_995_000 => (10_000, 2, b" ms"),
        n if n < 99_950_000 => (100_000, 1, b" ms"),
        n if n < 999_500_000 => (MS, 0, b" ms"),
        n if n < 9_995 * u128::from(MS) => (10 * MS, 2, b" s"),
        n if n < 59_995 * u128::from(MS) => (100 * MS, 1, b" s"),
        _ => return push_long_duration(out, d),
    };
    // Below a minute, so the nanoseconds fit in 64 bits; rounded, they are below 1000 units.
    let (mut q, mut decimals) = ((ns as u64 + unit / 2) / unit, decimals);
    // Zeros at the end of the decimals claim a precision the time may not have (a recorded
    // run keeps whole milliseconds): "5 ms", "1.5 s", not "5.00 ms", "1.50 s".
    while decimals > 0 && q % 10 == 0 {
        q /= 10;
        decimals -= 1;
    }
    let figures = [q / 100, q / 10 % 10, q % 10].map(|f| b'0' + f as u8);
    // The point goes before the last `decimals` figures; the zeros before the first figure
    // that is not one go, but for the one before the point ("0.042 ms").
    let (whole, fraction) = figures.split_at(3 - decimals);
    let zeros = whole.iter().take_while(|&&f| f == b'0').count();
    let whole = &whole[zeros..];
    out.extend_from_slice(if whole.is_empty() { b"0" } else { whole });
    if decimals > 0 {
        out.push(b'.');
        out.extend_from_slice(fraction);
    }
    out.extend_from_slice(name);
}

/// Appends a time of a minute or more as [`human_duration`] shows it: minutes and seconds
/// ("4 min 05 s"), or hours and minutes ("1 h 04 min").
fn push_long_duration(out: &mut Vec<u8>, d: Duration) {
    const S: u128 = 1_000_000_000;
    let secs = ((d.as_nanos() + S / 2) / S) as u64;
    let (big, small, names): (u64, u64, [&[u8]; 2]) = if secs < 3600 {
        (secs / 60, secs % 60, [b" min ", b" s"])
    } else {
        (secs / 3600, (secs / 60) % 60, [b" h ", b" min"])
    };
    push_u64(out, big);
    out.extend_from_slice(names[0]);
    push_digits(out, small, 2, false);
    out.extend_from_slice(names[1]);
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
pub fn find_newline(bytes: &[u8]) -> Option<usize> {
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
    fn pushed_durations_are_the_three_figures_of_the_exact_time() {
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
        // The edges between the scales, and far beyond an hour.
        nanos.extend([
            0,
            499,
            500,
            999_499,
            999_500,
            9_994_999,
            9_995_000,
            999_499_999,
        ]);
        nanos.extend([999_500_000, 59_994_999_999, 59_995_000_000, u64::MAX]);
        for n in nanos {
            let d = Duration::from_nanos(n);
            let text = human_duration(d);
            let exact = n as f64 / 1e6;
            let (value, unit) = text.split_once(' ').unwrap();
            match unit {
                "ms" | "s" => {
                    let shown: f64 = value.parse().unwrap();
                    let ms = if unit == "s" { shown * 1000.0 } else { shown };
                    // Three figures: within half a unit of the last figure shown.
                    let decimals = value.split_once('.').map_or(0, |(_, f)| f.len() as i32);
                    let figures = value.replace('.', "").trim_start_matches('0').len();
                    assert!(figures <= 3, "{n} ns: {text}");
                    let last = 10f64.powi(-decimals) * if unit == "s" { 1000.0 } else { 1.0 };
                    assert!((ms - exact).abs() <= last / 2.0 + 1e-9, "{n} ns: {text}");
                    assert!(
                        ms <= 60_000.0 && (unit == "s") == (ms >= 1000.0),
                        "{n} ns: {text}"
                    );
                }
                _ => assert!(n >= 59_995_000_000, "{n} ns: {text}"),
            }
        }
    }

    #[test]
    fn pushed_numbers_are_the_formatted_ones() {
        let powers = (0..20).flat_map(|k| {
            let p = 10u64.pow(k);
            [p - 1, p, p + 1]
        });
        for n in powers.chain([7, 65_536, 1_234_567, u64::MAX]) {
            // After text already there, as in a summary line.
            let (mut plain, mut grouped) = (b"x".to_vec(), b"x".to_vec());
            push_u64(&mut plain, n);
            push_grouped(&mut grouped, n);
            let digits = n.to_string();
            assert_eq!(String::from_utf8(plain).unwrap(), format!("x{digits}"));
            // The commas counted from the right, every three digits.
            let commas: String = digits
                .chars()
                .enumerate()
                .flat_map(|(k, d)| {
                    let comma = k > 0 && (digits.len() - k).is_multiple_of(3);
                    comma.then_some(',').into_iter().chain([d])
                })
                .collect();
            assert_eq!(String::from_utf8(grouped).unwrap(), format!("x{commas}"));
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

    /// Pieces `a0`, `a1`... of `n` characters each, joined by `-`.
    fn pieces(count: usize, n: usize) -> Vec<Piece> {
        (0..count)
            .map(|k| Piece::new("-", format!("{k:0>n$}")))
            .collect()
    }

    #[test]
    fn pages_never_split_a_piece_and_show_each_once_in_order() {
        for (count, n, width, lines, reserve) in [
            (40, 5, 30, 2, 10),
            (7, 3, 12, 1, 0),
            (100, 7, 79, 2, 23),
            (3, 20, 10, 2, 4),
            (1, 4, 80, 2, 0),
        ] {
            let all = pieces(count, n);
            let paged = pages(&all, width, lines, reserve);
            let mut next = 0;
            for (p, page) in paged.iter().enumerate() {
                assert!(!page.is_empty() && page.len() <= lines, "{paged:?}");
                for (l, line) in page.iter().enumerate() {
                    let room = if l == 0 { width - reserve } else { width };
                    let parts: Vec<&str> = line.split('-').collect();
                    // A line is whole pieces: over its room only when one piece is.
                    assert!(
                        line.chars().count() <= room || parts.len() == 1,
                        "page {p} line {l}: {line:?}"
                    );
                    for part in parts {
                        assert_eq!(part, all[next].text, "{paged:?}");
                        next += 1;
                    }
                }
            }
            assert_eq!(next, count, "every piece shows once");
        }
    }

    #[test]
    fn a_piece_can_ask_for_a_line_of_its_own_and_joiners_start_no_line() {
        let mut all = vec![
            Piece::new("", "(4)r1c3".into()),
            Piece::new("", "-r2c2".into()),
            Piece::new("; ", "(4)r1c3".into()),
            Piece::new("", "=r8c5".into()),
            Piece::new(" ", "=> r1c3<>4".into()),
        ];
        all[2].new_line = true;
        assert_eq!(joined(&all), "(4)r1c3-r2c2; (4)r1c3=r8c5 => r1c3<>4");
        assert_eq!(
            pages(&all, 80, 2, 0),
            [vec!["(4)r1c3-r2c2", "(4)r1c3=r8c5 => r1c3<>4"]]
        );
        assert_eq!(
            pages(&all, 14, 1, 0),
            [
                vec!["(4)r1c3-r2c2"],
                vec!["(4)r1c3=r8c5"],
                vec!["=> r1c3<>4"]
            ]
        );
        assert_eq!(pages(&[], 10, 2, 0), [vec![String::new()]]);
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
        assert_eq!(ms(999_600), "1 s");
        assert_eq!(ms(59_990_000), "60 s");
        assert_eq!(ms(5_000), "5 ms");
        assert_eq!(ms(1_500_000), "1.5 s");
        assert_eq!(human_duration(Duration::from_secs(3_840)), "1 h 04 min");
        // The edges: no time, the first figure, a lone decimal, and from 9.99 s to 10 s.
        for (ns, text) in [
            (0, "0 ms"),
            (499, "0 ms"),
            (500, "0.001 ms"),
            (500_000, "0.5 ms"),
            (9_994_999_999, "9.99 s"),
            (9_995_000_000, "10 s"),
        ] {
            assert_eq!(human_duration(Duration::from_nanos(ns)), text);
        }
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

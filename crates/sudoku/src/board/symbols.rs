//! The symbols of each board size, as published puzzles write them: 4x4 uses 1-4, 9x9 1-9,
//! 16x16 1-9 then A-G for 10-16, and 25x25 the letters A-Y for 1-25. A blank is `.` (or `0`,
//! which is never a value).

/// The character that shows value `v` (1..=n*n) on a board of box size `n`; `.` for 0.
pub fn symbol(n: usize, v: u8) -> char {
    match (n, v) {
        (_, 0) => '.',
        (5, v) => char::from(b'A' + v - 1),
        (_, 1..=9) => char::from(b'0' + v),
        (_, v) => char::from(b'A' + v - 10),
    }
}

/// The value (1..=n*n) the character `c` stands for on a board of box size `n`, 0 for a blank
/// (`.` `0` `*` `_` `-`), `None` for anything else (letters are capitals).
pub fn value_of(n: usize, c: u8) -> Option<u8> {
    let side = (n * n) as u8;
    let v = match c {
        b'.' | b'0' | b'*' | b'_' | b'-' => return Some(0),
        c @ b'1'..=b'9' if n != 5 => c - b'0',
        c @ b'A'..=b'Y' if n == 5 => c - b'A' + 1,
        c @ b'A'..=b'P' if n != 5 => c - b'A' + 10,
        _ => return None,
    };
    (v <= side).then_some(v)
}

/// True for a character that is a symbol or a blank on a board of some size: a digit, a
/// capital letter A-Y, or one of `.` `0` `*` `_` `-`.
pub fn is_cell_char(c: u8) -> bool {
    matches!(c, b'0'..=b'9' | b'A'..=b'Y' | b'.' | b'*' | b'_' | b'-')
}

/// The symbols of box size `n` in words, for messages: `1-4`, `1-9`, `1-9 and A-G`, `A-Y`.
pub fn symbols_in_words(n: usize) -> &'static str {
    match n {
        2 => "1-4",
        3 => "1-9",
        4 => "1-9 and A-G",
        _ => "A-Y",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_value_of_every_size_round_trips() {
        for n in 2..=5 {
            for v in 0..=(n * n) as u8 {
                let c = symbol(n, v);
                assert_eq!(value_of(n, c as u8), Some(v), "n = {n}, v = {v}");
            }
        }
        assert_eq!(symbol(4, 10), 'A');
        assert_eq!(symbol(4, 16), 'G');
        assert_eq!(symbol(5, 1), 'A');
        assert_eq!(symbol(5, 25), 'Y');
        assert_eq!(symbol(2, 4), '4');
    }

    #[test]
    fn symbols_outside_a_size_are_not_values() {
        assert_eq!(value_of(2, b'5'), None);
        assert_eq!(value_of(3, b'A'), None);
        assert_eq!(value_of(4, b'H'), None);
        assert_eq!(value_of(4, b'G'), Some(16));
        assert_eq!(value_of(4, b'g'), None);
        assert_eq!(value_of(5, b'1'), None);
        assert_eq!(value_of(5, b'Z'), None);
        for n in 2..=5 {
            assert_eq!(value_of(n, b'0'), Some(0));
            assert_eq!(value_of(n, b'.'), Some(0));
        }
        assert!(
            is_cell_char(b'Y') && !is_cell_char(b'y') && !is_cell_char(b'Z') && !is_cell_char(b' ')
        );
    }
}

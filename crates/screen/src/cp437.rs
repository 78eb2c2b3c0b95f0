//! Code page 437: the DOS character set, to and from Unicode.

/// The Unicode character shown for each CP437 code (0 shows as a space).
const TO_UNICODE: [char; 256] = [
    ' ', '☺', '☻', '♥', '♦', '♣', '♠', '•', '◘', '○', '◙', '♂', '♀', '♪', '♫', '☼', //
    '►', '◄', '↕', '‼', '¶', '§', '▬', '↨', '↑', '↓', '→', '←', '∟', '↔', '▲', '▼', //
    ' ', '!', '"', '#', '$', '%', '&', '\'', '(', ')', '*', '+', ',', '-', '.', '/', //
    '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', ':', ';', '<', '=', '>', '?', //
    '@', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', //
    'P', 'Q', 'R', 'S', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z', '[', '\\', ']', '^', '_', //
    '`', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', //
    'p', 'q', 'r', 's', 't', 'u', 'v', 'w', 'x', 'y', 'z', '{', '|', '}', '~', '⌂', //
    'Ç', 'ü', 'é', 'â', 'ä', 'à', 'å', 'ç', 'ê', 'ë', 'è', 'ï', 'î', 'ì', 'Ä', 'Å', //
    'É', 'æ', 'Æ', 'ô', 'ö', 'ò', 'û', 'ù', 'ÿ', 'Ö', 'Ü', '¢', '£', '¥', '₧', 'ƒ', //
    'á', 'í', 'ó', 'ú', 'ñ', 'Ñ', 'ª', 'º', '¿', '⌐', '¬', '½', '¼', '¡', '«', '»', //
    '░', '▒', '▓', '│', '┤', '╡', '╢', '╖', '╕', '╣', '║', '╗', '╝', '╜', '╛', '┐', //
    '└', '┴', '┬', '├', '─', '┼', '╞', '╟', '╚', '╔', '╩', '╦', '╠', '═', '╬', '╧', //
    '╨', '╤', '╥', '╙', '╘', '╒', '╓', '╫', '╪', '┘', '┌', '█', '▄', '▌', '▐', '▀', //
    'α', 'ß', 'Γ', 'π', 'Σ', 'σ', 'µ', 'τ', 'Φ', 'Θ', 'Ω', 'δ', '∞', 'φ', 'ε', '∩', //
    '≡', '±', '≥', '≤', '⌠', '⌡', '÷', '≈', '°', '∙', '·', '√', 'ⁿ', '²', '■', ' ', //
];

/// The Unicode character for a CP437 code.
pub fn to_char(code: u8) -> char {
    TO_UNICODE[code as usize]
}

/// The CP437 code for a Unicode character, or `None` if CP437 has no such character.
/// The space maps to 32 (not 0 or 255, which also show blank).
pub fn from_char(c: char) -> Option<u8> {
    if c.is_ascii() && (' '..='~').contains(&c) {
        return Some(c as u8);
    }
    TO_UNICODE
        .iter()
        .enumerate()
        .skip(1)
        .find(|&(code, &u)| u == c && !(32..127).contains(&code) && code != 255)
        .map(|(code, _)| code as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn box_drawing_codes_match_the_spec() {
        let single = [179, 196, 218, 191, 192, 217, 195, 180, 194, 193, 197];
        assert_eq!(
            single.map(to_char).iter().collect::<String>(),
            "│─┌┐└┘├┤┬┴┼"
        );
        let double = [186, 205, 201, 187, 200, 188, 204, 185, 203, 202, 206];
        assert_eq!(
            double.map(to_char).iter().collect::<String>(),
            "║═╔╗╚╝╠╣╦╩╬"
        );
        let mixed = [215, 216, 209, 207, 199, 182, 210, 208, 198, 181];
        assert_eq!(mixed.map(to_char).iter().collect::<String>(), "╫╪╤╧╟╢╥╨╞╡");
        let blocks = [176, 177, 178, 219, 254, 250];
        assert_eq!(blocks.map(to_char).iter().collect::<String>(), "░▒▓█■·");
    }

    #[test]
    fn every_printable_code_round_trips() {
        for code in 1..=254u8 {
            assert_eq!(from_char(to_char(code)), Some(code), "code {code}");
        }
        assert_eq!(from_char(' '), Some(32));
    }

    #[test]
    fn characters_outside_cp437_have_no_code() {
        assert_eq!(from_char('€'), None);
        assert_eq!(from_char('漢'), None);
    }
}

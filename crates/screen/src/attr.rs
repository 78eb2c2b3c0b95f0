//! The DOS text-mode attribute byte.

/// A DOS attribute: foreground 0-15 in the low nibble, background 0-7 in bits 4-6, blink in bit 7.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Attr(pub u8);

impl Attr {
    /// Light grey on black, the DOS default.
    pub const DEFAULT: Attr = Attr(0x07);

    /// The attribute for a foreground (0-15) and background (0-7); `None` if either is out of range.
    pub const fn new(fg: u8, bg: u8) -> Option<Attr> {
        if fg > 15 || bg > 7 {
            None
        } else {
            Some(Attr(bg << 4 | fg))
        }
    }

    /// The foreground colour, 0-15.
    pub const fn fg(self) -> u8 {
        self.0 & 0x0F
    }

    /// The background colour, 0-7.
    pub const fn bg(self) -> u8 {
        (self.0 >> 4) & 0x07
    }

    /// True when the blink bit is set.
    pub const fn blink(self) -> bool {
        self.0 & 0x80 != 0
    }
}

/// The CGA/EGA text palette as RGB, indexed by colour number 0-15.
pub const PALETTE: [(u8, u8, u8); 16] = [
    (0x00, 0x00, 0x00),
    (0x00, 0x00, 0xAA),
    (0x00, 0xAA, 0x00),
    (0x00, 0xAA, 0xAA),
    (0xAA, 0x00, 0x00),
    (0xAA, 0x00, 0xAA),
    (0xAA, 0x55, 0x00),
    (0xAA, 0xAA, 0xAA),
    (0x55, 0x55, 0x55),
    (0x55, 0x55, 0xFF),
    (0x55, 0xFF, 0x55),
    (0x55, 0xFF, 0xFF),
    (0xFF, 0x55, 0x55),
    (0xFF, 0x55, 0xFF),
    (0xFF, 0xFF, 0x55),
    (0xFF, 0xFF, 0xFF),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packs_like_dos() {
        let a = Attr::new(14, 1).unwrap();
        assert_eq!(a.0, 0x1E);
        assert_eq!((a.fg(), a.bg(), a.blink()), (14, 1, false));
        assert!(Attr(0x9E).blink());
        assert_eq!(Attr(0x9E).bg(), 1);
        assert!(Attr::new(16, 0).is_none());
        assert!(Attr::new(0, 8).is_none());
    }

    #[test]
    fn palette_has_the_cga_brown() {
        assert_eq!(PALETTE[6], (0xAA, 0x55, 0x00));
        assert_eq!(PALETTE[15], (0xFF, 0xFF, 0xFF));
    }
}

//! Digits and sets of digits, with the one bit convention every candidate set uses: bit
//! `d - 1` stands for digit `d`.

use std::ops::{BitOr, BitXor};

use super::MAX_BOX;

/// A digit of a board: 1..=n*n for box size n (1..=9 on a 9x9 board, up to 25).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Digit(u8);

impl Digit {
    /// The digit `d`, if it is one a board can hold (1..=25); `None` for 0 (an empty cell)
    /// and anything larger.
    pub const fn new(d: u8) -> Option<Digit> {
        if d >= 1 && d as usize <= MAX_BOX * MAX_BOX {
            Some(Digit(d))
        } else {
            None
        }
    }

    /// The digit's value, 1..=25.
    pub const fn get(self) -> u8 {
        self.0
    }

    /// The digit's place from 0 (digit 1 is 0): its bit in a [`Digits`] set.
    pub const fn index(self) -> usize {
        self.0 as usize - 1
    }
}

/// A set of digits (a cell's candidates, the digits a unit holds): bit `d - 1` for digit `d`,
/// on boards of every size.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub struct Digits(u32);

impl Digits {
    /// No digit.
    pub const EMPTY: Digits = Digits(0);

    /// The nine digits of a 9x9 board.
    pub const NINE: Digits = Digits::all(9);

    /// Every digit 1..=`side` of a board whose side is `side` (4, 9, 16 or 25).
    pub const fn all(side: usize) -> Digits {
        Digits((1 << side) - 1)
    }

    /// The set of one digit.
    pub const fn of(d: Digit) -> Digits {
        Digits(1 << d.index())
    }

    /// The set's bits (bit `d - 1` for digit `d`).
    pub const fn bits(self) -> u32 {
        self.0
    }

    /// The nine-bit mask of a set of 9x9 digits (its bits past the ninth dropped).
    pub const fn nine_bits(self) -> u16 {
        (self.0 & Digits::NINE.0) as u16
    }

    /// True when the set holds `d`.
    pub const fn contains(self, d: Digit) -> bool {
        self.0 >> d.index() & 1 != 0
    }
}

impl BitOr for Digits {
    type Output = Digits;

    fn bitor(self, other: Digits) -> Digits {
        Digits(self.0 | other.0)
    }
}

impl BitXor for Digits {
    type Output = Digits;

    /// The digits in one set and not both (adds a digit a set lacks, takes one it holds).
    fn bitxor(self, other: Digits) -> Digits {
        Digits(self.0 ^ other.0)
    }
}

/// The places of the set bits of `mask`, ascending (for a digit set, each digit's place from 0).
pub(crate) fn ones(mut mask: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let b = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            b
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digit_d_is_bit_d_minus_one_on_every_board() {
        let five = Digit::new(5).unwrap();
        assert_eq!((five.get(), five.index()), (5, 4));
        assert_eq!(Digits::of(five).bits(), 0b1_0000);
        assert_eq!(Digits::NINE.bits(), 0x1FF);
        assert_eq!(Digits::NINE.nine_bits(), 0x1FF);
        assert_eq!(Digits::all(4).bits(), 0b1111);
        assert_eq!(Digits::all(25).bits(), (1 << 25) - 1);
        assert!(Digit::new(0).is_none() && Digit::new(26).is_none());
        assert_eq!(Digit::new(25).map(Digit::index), Some(24));
    }

    #[test]
    fn sets_hold_add_and_take_digits() {
        let d = |v| Digit::new(v).unwrap();
        let set = Digits::of(d(1)) | Digits::of(d(3)) | Digits::of(d(9));
        assert!(set.contains(d(3)) && !set.contains(d(2)));
        assert_eq!((set ^ Digits::of(d(9)) ^ Digits::of(d(2))).bits(), 0b111);
        assert_eq!(Digits::EMPTY.bits(), 0);
        assert_eq!(ones(set.bits()).collect::<Vec<_>>(), [0, 2, 8]);
    }
}

//! Hidden triples in segments: the three cells where a row crosses a box (or a column
//! crosses a box) hold three digits, so when three digits must each go there, no other
//! digit can.

use super::state::State;
use super::tables::{COLUMN, SEGMENT_CELLS};

/// Bit 0 of each 3-bit group of [`State::segments`]: 9 groups from bit 0, 9 from bit 32.
const GROUP_LOW: u64 = 0o111_111_111 | 0o111_111_111 << 32;

/// The bits of `x` alone in their 3-bit group (see [`GROUP_LOW`]).
#[inline(always)]
fn alone_in_group(x: u64) -> u64 {
    let any = (x | x >> 1 | x >> 2) & GROUP_LOW;
    let two = (x & x >> 1 | x & x >> 2 | x >> 1 & x >> 2) & GROUP_LOW;
    x & ((any & !two) * 7)
}

impl State {
    /// Fills the segments that three digits must take: `Some(true)` if it removed any
    /// candidate, `Some(false)` if none, `None` if four digits must take one segment.
    ///
    /// In [`State::segments`] a group of three bits is a box's three row segments (or its
    /// three column segments): a digit must take a segment alone in its group. Only called
    /// once propagation has settled, when the segments are current for every digit.
    #[inline(always)]
    pub(super) fn segment_triples(&mut self) -> Option<bool> {
        let mut must = [0; 9];
        // Bit-parallel counts of the digits that must take each segment (at least one to
        // at least four), and the segments some other digit may still take.
        let (mut one, mut two, mut three, mut four, mut rest) = (0, 0, 0, 0, 0);
        for (m, &segments) in must.iter_mut().zip(&self.segments) {
            let alone = alone_in_group(segments);
            *m = alone;
            four |= three & alone;
            three |= two & alone;
            two |= one & alone;
            one |= alone;
            rest |= segments & !alone;
        }
        if four != 0 {
            return None;
        }
        let full = three & rest;
        if full == 0 {
            return Some(false);
        }
        for (digit, &m) in must.iter().enumerate() {
            let gone = full & !m;
            let (rows, cols) = (gone as u32, (gone >> 32) as u32);
            for band in 0..3 {
                let cells = SEGMENT_CELLS[(rows >> (9 * band) & 0x1FF) as usize]
                    | ((cols >> (9 * band) & 0x1FF) * COLUMN);
                let a = self.cand[digit][band];
                if a & cells != 0 {
                    self.cand[digit][band] = a & !cells;
                    self.dirty |= 1 << (3 * digit + band);
                }
            }
        }
        Some(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alone_in_group_keeps_single_bits() {
        assert_eq!(alone_in_group(0b001_011_100_111_000), 0b001_000_100_000_000);
        assert_eq!(alone_in_group(0o700_000_000), 0);
        assert_eq!(alone_in_group(0o400_000_000), 0o400_000_000);
        assert_eq!(alone_in_group(0o300_000_001 << 32), 1 << 32);
    }
}

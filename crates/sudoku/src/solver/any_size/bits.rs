//! Bit tricks for the masks of the any-size search (candidates, places; at most 25 bits):
//! the portable build has no instruction that counts bits, and counting them by hand costs a
//! dozen steps, where a test for two bits costs two and a count from a table two look-ups.

/// True when `bits` has exactly two bits set.
#[inline]
pub(super) fn two(bits: u32) -> bool {
    let rest = bits & bits.wrapping_sub(1);
    rest != 0 && rest & (rest - 1) == 0
}

/// The bits of a 13-bit number.
const LOW: u32 = (1 << 13) - 1;

/// The number of bits set in each 13-bit number.
static COUNTS: [u8; 1 << 13] = {
    let mut counts = [0u8; 1 << 13];
    let mut x = 1;
    while x < counts.len() {
        counts[x] = counts[x >> 1] + (x & 1) as u8;
        x += 1;
    }
    counts
};

/// The number of bits set in `bits`, a mask of at most 26 bits (a board's values), from a
/// table of 13-bit counts: two look-ups where counting by hand takes a dozen steps.
#[inline]
pub(super) fn count(bits: u32) -> u32 {
    debug_assert!(bits < 1 << 26, "a mask of a board's values");
    u32::from(COUNTS[(bits & LOW) as usize]) + u32::from(COUNTS[(bits >> 13 & LOW) as usize])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_is_a_count_of_two() {
        for bits in (0..1u32 << 12).chain([u32::MAX, 1 << 31 | 1, 3 << 30, 7 << 29]) {
            assert_eq!(two(bits), bits.count_ones() == 2, "{bits:b}");
        }
    }

    #[test]
    fn count_counts_the_bits_of_every_mask_of_values() {
        for bits in (0..1u32 << 16).chain((0..1 << 10).map(|k| k * 65_521 % (1 << 26))) {
            assert_eq!(count(bits), bits.count_ones(), "{bits:b}");
        }
        assert_eq!(count((1 << 25) - 1), 25);
    }
}

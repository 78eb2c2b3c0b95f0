//! Tests on the bit masks of the any-size search (candidates, places) that need no count of
//! their bits: the portable build has no instruction that counts them, and counting by hand
//! costs a dozen steps where these cost two.

/// True when `bits` has exactly two bits set.
#[inline]
pub(super) fn two(bits: u32) -> bool {
    let rest = bits & bits.wrapping_sub(1);
    rest != 0 && rest & (rest - 1) == 0
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
}

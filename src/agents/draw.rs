//! Reproducible random draws: a named, portable generator seeded from a u64.

use rand::{Rng, SeedableRng};
use rand_pcg::Pcg32;

/// The random digit source of one run. PCG32 (`rand_pcg::Pcg32`) seeded with
/// `seed_from_u64`, both documented as portable, and draws made from 32-bit outputs only,
/// so a seed gives the same draws on every platform and word size.
pub struct Draw {
    rng: Pcg32,
}

impl Draw {
    /// The generator for a seed.
    pub fn new(seed: u64) -> Draw {
        Draw { rng: Pcg32::seed_from_u64(seed) }
    }

    /// A uniform number in `0..n` (n >= 1), without bias (Lemire's multiply-and-reject).
    #[inline]
    pub fn below(&mut self, n: u32) -> u32 {
        debug_assert!(n > 0);
        let mut m = u64::from(self.rng.next_u32()) * u64::from(n);
        if (m as u32) < n {
            let threshold = n.wrapping_neg() % n;
            while (m as u32) < threshold {
                m = u64::from(self.rng.next_u32()) * u64::from(n);
            }
        }
        (m >> 32) as u32
    }

    /// One of the digits in a 9-bit mask (bit 0 is digit 1), uniformly; the mask must not be empty.
    #[inline]
    pub fn digit_from(&mut self, mask: u16) -> u8 {
        let mut k = self.below(mask.count_ones());
        let mut rest = mask;
        loop {
            let bit = rest.trailing_zeros();
            if k == 0 {
                return bit as u8 + 1;
            }
            k -= 1;
            rest &= rest - 1;
        }
    }
}

/// A fresh seed from the operating system, for runs where the user gave none.
pub fn fresh_seed() -> u64 {
    rand::random()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_draws() {
        let mut a = Draw::new(42);
        let mut b = Draw::new(42);
        let xs: Vec<u32> = (0..100).map(|_| a.below(9)).collect();
        let ys: Vec<u32> = (0..100).map(|_| b.below(9)).collect();
        assert_eq!(xs, ys);
        assert!(xs.iter().all(|&x| x < 9));
    }

    #[test]
    fn pcg32_output_is_pinned() {
        // Golden values: if these change, every recorded attempt count changes with them.
        let mut d = Draw::new(1);
        let first: Vec<u32> = (0..8).map(|_| d.below(9)).collect();
        assert_eq!(first, PINNED_SEED_1);
    }

    const PINNED_SEED_1: [u32; 8] = [1, 4, 7, 0, 8, 1, 7, 0];

    #[test]
    fn digits_come_from_the_mask_only_and_all_of_it() {
        let mut d = Draw::new(7);
        let mask = 0b1_0010_0101; // digits 1, 3, 6, 9
        let mut seen = [0; 10];
        for _ in 0..4000 {
            seen[d.digit_from(mask) as usize] += 1;
        }
        for digit in [1, 3, 6, 9] {
            assert!((800..1200).contains(&seen[digit]), "{seen:?}");
        }
        assert_eq!(seen.iter().sum::<i32>(), 4000);
    }
}

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
        Draw {
            rng: Pcg32::seed_from_u64(seed),
        }
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
}

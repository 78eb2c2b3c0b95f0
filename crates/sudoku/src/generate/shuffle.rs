//! Random orders from a seeded [`Draw`].

use crate::random::Draw;

/// Puts `items` in a uniformly random order (Fisher-Yates).
pub fn shuffle<T>(draw: &mut Draw, items: &mut [T]) {
    for k in (1..items.len()).rev() {
        let j = draw.below(k as u32 + 1) as usize;
        items.swap(k, j);
    }
}

/// A random permutation of `0..N`.
pub fn permutation<const N: usize>(draw: &mut Draw) -> [usize; N] {
    let mut p = std::array::from_fn(|k| k);
    shuffle(draw, &mut p);
    p
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shuffle_keeps_the_items_and_follows_the_seed() {
        let mut a = Draw::new(7);
        let mut b = Draw::new(7);
        let (x, y) = (permutation::<9>(&mut a), permutation::<9>(&mut b));
        assert_eq!(x, y);
        let mut sorted = x;
        sorted.sort_unstable();
        assert_eq!(sorted, std::array::from_fn(|k| k));
        // Some of 20 shuffles differ from the identity.
        assert!((0..20).any(|_| permutation::<9>(&mut a) != std::array::from_fn(|k| k)));
    }
}

//! The counters of one run of one agent, as its declaration names them.

/// The most counters an agent may declare.
pub const MAX_COUNTERS: usize = 8;

/// An agent's counters: slot `k` is the `k`-th counter of its declaration, slot 0 the
/// headline. A per-grid counter keeps its total in its slot and its shares in
/// [`Counters::grids`].
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq)]
pub struct Counters {
    values: [u64; MAX_COUNTERS],
    grids: [u64; 9],
}

impl Counters {
    /// The value of counter `k`.
    #[inline]
    pub fn get(&self, k: usize) -> u64 {
        self.values[k]
    }

    /// The headline counter.
    #[inline]
    pub fn headline(&self) -> u64 {
        self.values[0]
    }

    /// Adds one to counter `k`.
    #[inline(always)]
    pub fn inc(&mut self, k: usize) {
        self.values[k] += 1;
    }

    /// Adds `n` to counter `k`.
    #[inline(always)]
    pub fn add(&mut self, k: usize, n: u64) {
        self.values[k] += n;
    }

    /// Sets counter `k`.
    #[inline]
    pub fn set(&mut self, k: usize, n: u64) {
        self.values[k] = n;
    }

    /// Adds one to the per-grid counter `k`, in grid `grid` (0..9) and in total.
    #[inline]
    pub fn inc_grid(&mut self, k: usize, grid: usize) {
        self.values[k] += 1;
        self.grids[grid] += 1;
    }

    /// The per-grid shares of the agent's per-grid counter, grid 1 first.
    pub fn grids(&self) -> &[u64; 9] {
        &self.grids
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn per_grid_counts_add_to_their_total() {
        let mut c = Counters::default();
        c.inc(0);
        c.add(0, 4);
        c.inc_grid(2, 4);
        c.inc_grid(2, 4);
        c.inc_grid(2, 8);
        assert_eq!((c.headline(), c.get(2)), (5, 3));
        assert_eq!(c.grids()[4], 2);
        assert_eq!(c.grids().iter().sum::<u64>(), c.get(2));
    }
}

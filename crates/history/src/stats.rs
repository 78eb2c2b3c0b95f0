//! Order statistics of attempt counts.

/// The summary of a set of attempt counts.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Summary {
    /// How many values.
    pub count: usize,
    /// The smallest value.
    pub min: u64,
    /// 10th percentile.
    pub p10: f64,
    /// 25th percentile (first quartile).
    pub p25: f64,
    /// 50th percentile: the median.
    pub p50: f64,
    /// 75th percentile (third quartile).
    pub p75: f64,
    /// 90th percentile.
    pub p90: f64,
    /// The largest value.
    pub max: u64,
    /// The arithmetic mean.
    pub mean: f64,
}

impl Summary {
    /// The summary of `values` (in any order); `None` when there are none.
    /// Percentiles are as in [`percentile`].
    pub fn of(values: &[u64]) -> Option<Summary> {
        let mut sorted = values.to_vec();
        sorted.sort_unstable();
        let (&min, &max) = (sorted.first()?, sorted.last()?);
        let sum: u128 = sorted.iter().map(|&v| u128::from(v)).sum();
        Some(Summary {
            count: sorted.len(),
            min,
            p10: percentile(&sorted, 0.10),
            p25: percentile(&sorted, 0.25),
            p50: percentile(&sorted, 0.50),
            p75: percentile(&sorted, 0.75),
            p90: percentile(&sorted, 0.90),
            max,
            mean: sum as f64 / sorted.len() as f64,
        })
    }
}

/// The `p`-quantile (0.0..=1.0) of ascending `sorted` values by linear interpolation between
/// closest ranks, the common "type 7" definition (R's default, NumPy's `linear`, Excel's
/// `PERCENTILE.INC`): with n values x[0..n] and h = (n - 1) * p, the result is
/// x[floor(h)] + (h - floor(h)) * (x[floor(h) + 1] - x[floor(h)]).
/// So the median of [1, 2, 3, 4] is 2.5 and the 10th percentile of [10, 20, 30, 40, 50] is 14.
/// Panics if `sorted` is empty.
pub fn percentile(sorted: &[u64], p: f64) -> f64 {
    assert!(!sorted.is_empty(), "percentile of no values");
    let h = (sorted.len() - 1) as f64 * p.clamp(0.0, 1.0);
    let lo = h.floor() as usize;
    let below = sorted[lo] as f64;
    match sorted.get(lo + 1) {
        Some(&above) => below + (h - lo as f64) * (above as f64 - below),
        None => below,
    }
}

/// Where `value` ranks among `values` (any order), fewest attempts first: (rank, count), rank
/// 1-based, equal values sharing the better rank. Pass values that include `value` itself
/// (the just-recorded run) for "7th of 23".
pub fn rank_of(value: u64, values: &[u64]) -> (usize, usize) {
    let better = values.iter().filter(|&&v| v < value).count();
    (better + 1, values.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_by_hand() {
        assert_eq!(percentile(&[1, 2, 3, 4], 0.5), 2.5);
        assert_eq!(percentile(&[10, 20, 30, 40, 50], 0.1), 14.0);
        assert_eq!(percentile(&[10, 20, 30, 40, 50], 0.25), 20.0);
        assert_eq!(percentile(&[10, 20, 30, 40, 50], 0.9), 46.0);
        assert_eq!(percentile(&[7], 0.9), 7.0);
        assert_eq!(percentile(&[1, 2, 3, 4], 1.0), 4.0);
        assert_eq!(percentile(&[1, 2, 3, 4], 0.0), 1.0);
    }

    #[test]
    fn summary_by_hand() {
        // Sorted: 1 3 5 7 9 100; h = 5p.
        let s = Summary::of(&[9, 1, 100, 5, 3, 7]).unwrap();
        assert_eq!((s.count, s.min, s.max), (6, 1, 100));
        assert_eq!(s.p10, 2.0); // h 0.5: 1 + 0.5 * 2
        assert_eq!(s.p25, 3.5); // h 1.25: 3 + 0.25 * 2
        assert_eq!(s.p50, 6.0); // h 2.5: 5 + 0.5 * 2
        assert_eq!(s.p75, 8.5); // h 3.75: 7 + 0.75 * 2
        assert_eq!(s.p90, 54.5); // h 4.5: 9 + 0.5 * 91
        assert_eq!(s.mean, 125.0 / 6.0);
        assert_eq!(Summary::of(&[]), None);
        let big = Summary::of(&[u64::MAX, u64::MAX]).unwrap();
        assert_eq!(big.mean, u64::MAX as f64);
    }

    #[test]
    fn ranks_share_the_better_place() {
        let values = [50, 10, 30, 30, 20];
        assert_eq!(rank_of(10, &values), (1, 5));
        assert_eq!(rank_of(30, &values), (3, 5));
        assert_eq!(rank_of(50, &values), (5, 5));
        assert_eq!(rank_of(5, &[]), (1, 0));
    }
}

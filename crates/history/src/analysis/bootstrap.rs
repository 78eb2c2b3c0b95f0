//! A percentile-bootstrap confidence interval for the ratio of two medians, seeded so that
//! the same samples always give the same interval.

use dosdoku_sudoku::random::Draw;

/// How many resamples the interval is read from.
pub const RESAMPLES: usize = 2000;

/// The seed of the resampling: fixed, so the interval is the same every time.
pub const SEED: u64 = 25;

/// A confidence interval.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Interval {
    /// The lower end.
    pub low: f64,
    /// The upper end.
    pub high: f64,
}

/// The 95% percentile-bootstrap interval of median(`y`) / median(`x`): [`RESAMPLES`] times,
/// each sample is resampled with replacement to its own size and the ratio of the resamples'
/// medians kept; the interval runs from the 2.5th to the 97.5th percentile of those ratios.
/// Medians are as in [`crate::percentile`]. `None` when a sample is empty; a ratio
/// over a zero median is infinite. The samples are sorted before they are drawn from, so the
/// interval depends on the values alone, not on the order the runs were read in (histories
/// read in parallel parts, or from several files, give their runs in varying order).
pub fn median_ratio_interval(x: &[u64], y: &[u64], seed: u64) -> Option<Interval> {
    if x.is_empty() || y.is_empty() {
        return None;
    }
    let mut draw = Draw::new(seed);
    let (mut x, mut y) = (x.to_vec(), y.to_vec());
    x.sort_unstable();
    y.sort_unstable();
    let (x, y) = (&x[..], &y[..]);
    let (mut rx, mut ry) = (x.to_vec(), y.to_vec());
    let mut ratios: Vec<f64> = (0..RESAMPLES)
        .map(|_| {
            let top = resampled_median(x, &mut rx, &mut draw);
            resampled_median(y, &mut ry, &mut draw) / top
        })
        .collect();
    ratios.sort_unstable_by(f64::total_cmp);
    Some(Interval {
        low: quantile(&ratios, 0.025),
        high: quantile(&ratios, 0.975),
    })
}

/// Fills `into` (as long as `from`) with values drawn from `from` with replacement and
/// returns their median.
fn resampled_median(from: &[u64], into: &mut [u64], draw: &mut Draw) -> f64 {
    let n = u32::try_from(from.len()).unwrap_or(u32::MAX);
    for slot in into.iter_mut() {
        *slot = from[draw.below(n) as usize];
    }
    median(into)
}

/// The median of `values` (at least one), reordering them: the middle value, or the mean of
/// the two middle ones (the same as `percentile(sorted, 0.5)`, without sorting everything).
pub fn median(values: &mut [u64]) -> f64 {
    let odd = values.len() % 2 == 1;
    let (_, &mut middle, above) = values.select_nth_unstable((values.len() - 1) / 2);
    if odd {
        middle as f64
    } else {
        let next = above.iter().min().copied().unwrap_or(middle);
        (middle as f64 + next as f64) / 2.0
    }
}

/// The `p`-quantile of ascending `sorted` ratios, interpolated as in
/// [`crate::percentile`].
fn quantile(sorted: &[f64], p: f64) -> f64 {
    let h = (sorted.len() - 1) as f64 * p;
    let lo = h.floor() as usize;
    match sorted.get(lo + 1) {
        Some(&above) => sorted[lo] + (h - lo as f64) * (above - sorted[lo]),
        None => sorted[lo],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::percentile;
    use dosdoku_sudoku::random::Draw;

    #[test]
    fn the_median_agrees_with_the_percentile() {
        for values in [vec![7], vec![4, 1], vec![9, 1, 5, 3], vec![2, 8, 8, 1, 6]] {
            let mut sorted = values.clone();
            sorted.sort_unstable();
            assert_eq!(median(&mut values.clone()), percentile(&sorted, 0.5));
        }
    }

    #[test]
    fn the_interval_is_the_same_every_time() {
        let x = [12, 15, 9, 30, 22, 18, 41, 7, 13, 26];
        let y = [35, 28, 50, 44, 19, 61, 33, 27, 58];
        let first = median_ratio_interval(&x, &y, SEED).unwrap();
        assert_eq!(median_ratio_interval(&x, &y, SEED), Some(first));
        // The order the runs come in does not matter (a history read in parallel parts gave
        // its runs in varying order, and the interval with them).
        let (mut rx, mut ry) = (x, y);
        rx.reverse();
        ry.rotate_left(3);
        assert_eq!(median_ratio_interval(&rx, &ry, SEED), Some(first));
        assert!(first.low < first.high, "{first:?}");
        assert_ne!(median_ratio_interval(&x, &y, SEED + 1), Some(first));
    }

    /// Two samples of 400 from distributions whose medians are 10,000 and 25,000 (uniform on
    /// 0..20,000 and 0..50,000): the interval holds the true ratio, 2.5, and is narrow.
    #[test]
    fn the_interval_covers_the_true_ratio() {
        let mut draw = Draw::new(7);
        let x: Vec<u64> = (0..400).map(|_| u64::from(draw.below(20_000))).collect();
        let y: Vec<u64> = (0..400).map(|_| u64::from(draw.below(50_000))).collect();
        let ci = median_ratio_interval(&x, &y, SEED).unwrap();
        assert!(ci.low < 2.5 && 2.5 < ci.high, "{ci:?}");
        assert!(ci.high - ci.low < 1.0, "{ci:?}");
    }

    #[test]
    fn no_interval_without_values() {
        assert_eq!(median_ratio_interval(&[], &[1], SEED), None);
    }
}

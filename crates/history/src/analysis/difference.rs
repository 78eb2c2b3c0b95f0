//! Whether two groups of runs differ: the ratio of their medians with its bootstrap interval,
//! the rank test, and, while they cannot yet be told apart, about how many runs more would
//! tell.

use serde::Serialize;

use super::bootstrap::{RESAMPLES, SEED, median, median_ratio_interval};
use super::mann_whitney::mann_whitney;
use super::power::runs_per_group;

/// Below this p-value the groups are said to differ.
pub const ALPHA: f64 = 0.05;

/// How a group compares with the reference group.
#[derive(Serialize, Clone, PartialEq, Debug)]
pub struct Difference {
    /// The group's median over the reference's (`null` when the reference's median is zero).
    pub median_ratio: Option<f64>,
    /// The lower end of the 95% bootstrap interval of the ratio.
    pub ratio_low: Option<f64>,
    /// The upper end of the 95% bootstrap interval of the ratio.
    pub ratio_high: Option<f64>,
    /// The resamples the interval was read from.
    pub resamples: usize,
    /// Mann-Whitney U of the group (its pairs with the reference where it took more).
    pub mann_whitney_u: f64,
    /// The two-sided p-value of the rank test.
    pub p_value: f64,
    /// Whether p < 0.05.
    pub differ: bool,
    /// While they do not differ: about how many runs more each group would need for the
    /// test to find the difference seen, 80% of the time (`null` when none was seen, or
    /// they differ).
    pub more_runs_per_group: Option<u64>,
}

/// How `group` (solved attempt counts) compares with `reference`; `None` when either has
/// fewer than two values or every value is the same.
pub fn difference(reference: &[u64], group: &[u64]) -> Option<Difference> {
    if reference.len() < 2 || group.len() < 2 {
        return None;
    }
    let test = mann_whitney(group, reference)?;
    let interval = median_ratio_interval(reference, group, SEED)?;
    let finite = |v: f64| Some(v).filter(|v| v.is_finite());
    let differ = test.p < ALPHA;
    let smaller = reference.len().min(group.len()) as u64;
    Some(Difference {
        median_ratio: finite(median(&mut group.to_vec()) / median(&mut reference.to_vec())),
        ratio_low: finite(interval.low),
        ratio_high: finite(interval.high),
        resamples: RESAMPLES,
        mann_whitney_u: test.u,
        p_value: test.p,
        differ,
        more_runs_per_group: runs_per_group(test.effect)
            .filter(|_| !differ)
            .map(|n| n.saturating_sub(smaller).max(1)),
    })
}

#[cfg(test)]
mod tests {
    use super::difference;

    #[test]
    fn far_apart_groups_differ() {
        let a: Vec<u64> = (1..=30).collect();
        let b: Vec<u64> = (1..=30).map(|v| v * 3).collect();
        let d = difference(&a, &b).unwrap();
        assert!(d.differ && d.p_value < 0.001, "{d:?}");
        assert_eq!(d.median_ratio, Some(3.0));
        assert!(d.ratio_low.unwrap() < 3.0 && 3.0 < d.ratio_high.unwrap());
        assert_eq!(d.more_runs_per_group, None);
    }

    /// Groups of 5 whose ranks overlap: the group takes more in U = 18 of the 25 pairs, so
    /// the effect is 18/25 = 0.72; scipy 1.17.1 (`mannwhitneyu(group, reference,
    /// alternative='two-sided', method='asymptotic', use_continuity=True)`) gives statistic
    /// 18.0, pvalue 0.2962698714842864. Noether's formula asks for 7.8489 / (6 * 0.22^2) =
    /// 27.03, so 28 runs a group: 23 more.
    #[test]
    fn close_groups_say_how_many_runs_more() {
        let d = difference(&[10, 20, 30, 40, 50], &[15, 35, 45, 55, 60]).unwrap();
        assert!(!d.differ);
        assert_eq!(d.mann_whitney_u, 18.0);
        assert!((d.p_value - 0.2962698714842864).abs() < 1e-12, "{d:?}");
        assert_eq!(d.more_runs_per_group, Some(23));
    }

    #[test]
    fn too_few_runs_give_nothing() {
        assert_eq!(difference(&[5], &[1, 2, 3]), None);
    }
}

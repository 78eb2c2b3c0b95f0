//! The Mann-Whitney U rank test of two samples, two-sided, by the normal approximation with
//! the tie correction and the continuity correction (as `scipy.stats.mannwhitneyu(x, y,
//! alternative='two-sided', method='asymptotic', use_continuity=True)` computes it).

use super::normal::upper_tail;

/// The outcome of the test.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct RankTest {
    /// U of the first sample: the pairs (x, y) with x > y, ties counting one half.
    pub u: f64,
    /// The two-sided p-value: how often samples this far apart would come from one
    /// distribution.
    pub p: f64,
    /// The estimated probability that a run of the second sample takes more than one of the
    /// first, ties counting one half: U of the second sample over n1 * n2 (0.5: no effect).
    pub effect: f64,
}

/// The test of `x` against `y`; `None` when either is empty or every value is the same (no
/// ranks to compare).
pub fn mann_whitney(x: &[u64], y: &[u64]) -> Option<RankTest> {
    let (n1, n2) = (x.len() as f64, y.len() as f64);
    let mut all: Vec<(u64, bool)> = x.iter().map(|&v| (v, true)).collect();
    all.extend(y.iter().map(|&v| (v, false)));
    all.sort_unstable();
    let n = all.len() as f64;
    let (mut rank_sum_x, mut ties, mut i) = (0.0, 0.0, 0);
    while i < all.len() {
        let j = i + all[i..].iter().take_while(|e| e.0 == all[i].0).count();
        let t = (j - i) as f64;
        let mid_rank = (i + j + 1) as f64 / 2.0;
        rank_sum_x += mid_rank * all[i..j].iter().filter(|e| e.1).count() as f64;
        ties += t * t * t - t;
        i = j;
    }
    let u = rank_sum_x - n1 * (n1 + 1.0) / 2.0;
    let mean = n1 * n2 / 2.0;
    let variance = n1 * n2 / 12.0 * ((n + 1.0) - ties / (n * (n - 1.0)));
    if n1 == 0.0 || n2 == 0.0 || variance <= 0.0 {
        return None;
    }
    let z = (u.max(n1 * n2 - u) - mean - 0.5) / variance.sqrt();
    Some(RankTest {
        u,
        p: (2.0 * upper_tail(z)).min(1.0),
        effect: (n1 * n2 - u) / (n1 * n2),
    })
}

#[cfg(test)]
mod tests {
    use super::mann_whitney;

    fn close(got: f64, want: f64) -> bool {
        (got - want).abs() <= 1e-12 * want.abs().max(1e-300)
    }

    /// Reference values computed with SciPy 1.17.1:
    /// `scipy.stats.mannwhitneyu(x, y, alternative='two-sided', method='asymptotic',
    /// use_continuity=True)`, statistic and pvalue printed with repr().
    #[test]
    fn u_and_p_match_scipy() {
        let cases: [(&[u64], &[u64], f64, f64); 4] = [
            (
                &[12, 15, 9, 30, 22, 18, 41, 7],
                &[35, 28, 50, 44, 19, 61, 33, 27, 58],
                9.0,
                0.010773413925011244,
            ),
            (
                &[5, 5, 5, 8, 8, 10],
                &[5, 8, 8, 12, 12, 12, 15],
                8.5,
                0.07610313933325866,
            ),
            (&[100, 200, 300], &[150, 250, 350], 3.0, 0.6625205835400574),
            (
                &[
                    5552, 15181, 49177, 125403, 245481, 406132, 1311620, 90210, 7700, 310000,
                ],
                &[
                    3213, 27831, 89553, 207191, 380404, 773541, 1843743, 207191, 512000,
                ],
                35.0,
                0.4377417926461512,
            ),
        ];
        for (x, y, u, p) in cases {
            let test = mann_whitney(x, y).unwrap();
            assert!(close(test.u, u), "{x:?} {y:?}: U {} against {u}", test.u);
            assert!(close(test.p, p), "{x:?} {y:?}: p {} against {p}", test.p);
        }
    }

    #[test]
    fn the_effect_is_the_chance_the_second_takes_more() {
        let test = mann_whitney(&[1, 2, 3], &[4, 5, 6]).unwrap();
        assert_eq!((test.u, test.effect), (0.0, 1.0));
        let test = mann_whitney(&[4, 5, 6], &[1, 2, 3]).unwrap();
        assert_eq!((test.u, test.effect), (9.0, 0.0));
    }

    #[test]
    fn no_test_without_values_or_without_spread() {
        assert_eq!(mann_whitney(&[], &[1, 2]), None);
        assert_eq!(mann_whitney(&[3, 3], &[3, 3, 3]), None);
    }
}

//! How many runs a rank test would need to tell two groups apart.

/// The normal quantile for a two-sided test at 5%: z(0.975).
const Z_ALPHA: f64 = 1.959_963_984_540_054;
/// The normal quantile for 80% power: z(0.80).
const Z_POWER: f64 = 0.841_621_233_572_914_3;

/// The runs per group (two equal groups) for the Mann-Whitney test at 5%, two-sided, to find
/// a difference with 80% power when the chance that a run of one group takes more than one
/// of the other is `effect` (0.5: no difference). Noether's (1987) formula: the total
/// N = (z(0.975) + z(0.80))^2 / (12 c (1 - c) (effect - 1/2)^2) with c = 1/2, halved and
/// rounded up. `None` when `effect` is 0.5 (no difference seen: no number of runs would tell).
pub fn runs_per_group(effect: f64) -> Option<u64> {
    let d = effect - 0.5;
    if d.abs() < 1e-9 || !d.is_finite() {
        return None;
    }
    let total = (Z_ALPHA + Z_POWER).powi(2) / (3.0 * d * d);
    Some((total / 2.0).ceil() as u64)
}

#[cfg(test)]
mod tests {
    use super::runs_per_group;

    /// By hand: (1.95996 + 0.84162)^2 = 7.84887; over 3 * 0.1^2 = 261.6 in all, 131 a group.
    /// Half the effect takes four times the runs.
    #[test]
    fn runs_by_hand() {
        assert_eq!(runs_per_group(0.6), Some(131));
        assert_eq!(runs_per_group(0.4), Some(131));
        assert_eq!(runs_per_group(0.55), Some(524));
        assert_eq!(runs_per_group(0.5), None);
    }
}

//! `compare --sweep SETTING=VALUES --plot FILE.svg`: each value's median attempts and median
//! time against the value, each as a multiple of its lowest (1 is the best value), so the two
//! share one axis.

use dosdoku_history::analysis::chart::{Chart, Join, Scale, Series};
use dosdoku_sudoku::text::group_thousands;

use super::sweep::{Sweep, SweepPoint};

/// The chart of `sweep`: the values along x (the numbers themselves for a `numeric` setting,
/// else their places 1, 2, 3 ... named in the axis label), and two series: median attempts
/// and median time, each divided by its lowest.
pub fn sweep_chart(sweep: &Sweep, numeric: bool) -> Chart {
    let numbers: Option<Vec<f64>> = (sweep.points.iter())
        .map(|p| p.value.parse().ok().filter(|_| numeric))
        .collect();
    let (xs, x_label) = match numbers {
        Some(xs) => (xs, sweep.setting.clone()),
        None => (
            (1..=sweep.points.len()).map(|k| k as f64).collect(),
            format!(
                "{}: {}",
                sweep.setting,
                (sweep.points.iter().enumerate())
                    .map(|(k, p)| format!("{} = {}", k + 1, p.value))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        ),
    };
    let attempts = relative(&xs, &sweep.points, |p| p.median_attempts);
    let time = relative(&xs, &sweep.points, |p| p.median_ms);
    Chart {
        title: format!(
            "{} sweep of {}, {} runs per value",
            sweep.agent, sweep.setting, sweep.runs_per_value
        ),
        x_label,
        y_label: "median, as a multiple of the lowest (1 = best)".to_string(),
        x_scale: Scale::Linear,
        series: vec![
            Series {
                name: format!(
                    "median {} (lowest {})",
                    sweep.counter,
                    attempts
                        .lowest
                        .map_or("-".to_string(), |m| group_thousands(m.round() as u64))
                ),
                points: attempts.points,
                join: Join::Line,
                marks: Vec::new(),
            },
            Series {
                name: format!(
                    "median time (lowest {})",
                    time.lowest
                        .map_or("-".to_string(), |ms| format!("{ms:.1} ms"))
                ),
                points: time.points,
                join: Join::Line,
                marks: Vec::new(),
            },
        ],
    }
}

/// A series of medians divided by the lowest of them, and that lowest.
struct Relative {
    points: Vec<(f64, f64)>,
    lowest: Option<f64>,
}

/// The medians `pick` gives each point, at `xs`, divided by their lowest; a value with no
/// solved run (no median) is left out.
fn relative(xs: &[f64], points: &[SweepPoint], pick: fn(&SweepPoint) -> Option<f64>) -> Relative {
    let lowest = points
        .iter()
        .filter_map(pick)
        .filter(|m| *m > 0.0)
        .reduce(f64::min);
    let points = xs
        .iter()
        .zip(points)
        .filter_map(|(&x, p)| Some((x, pick(p)? / lowest?)))
        .collect();
    Relative { points, lowest }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sweep(values: &[(&str, f64, f64)]) -> Sweep {
        Sweep {
            puzzle: ".".repeat(81),
            agent: "board1".into(),
            setting: "cell-tries".into(),
            counter: "attempts".into(),
            runs_per_value: 10,
            first_seed: 1,
            points: values
                .iter()
                .map(|&(value, attempts, ms)| SweepPoint {
                    value: value.into(),
                    runs: 10,
                    solved: 10,
                    median_attempts: Some(attempts),
                    median_ms: Some(ms),
                })
                .collect(),
            lowest: None,
        }
    }

    #[test]
    fn numeric_values_are_placed_at_themselves_relative_to_the_lowest_median() {
        let chart = sweep_chart(
            &sweep(&[("5", 200.0, 4.0), ("10", 100.0, 2.0), ("15", 300.0, 8.0)]),
            true,
        );
        assert_eq!(chart.x_label, "cell-tries");
        assert_eq!(
            chart.series[0].points,
            vec![(5.0, 2.0), (10.0, 1.0), (15.0, 3.0)]
        );
        assert_eq!(
            chart.series[1].points,
            vec![(5.0, 2.0), (10.0, 1.0), (15.0, 4.0)]
        );
        assert_eq!(chart.series[0].name, "median attempts (lowest 100)");
        assert_eq!(chart.series[1].name, "median time (lowest 2.0 ms)");
    }

    #[test]
    fn other_values_are_placed_in_turn_and_named_in_the_axis_label() {
        let chart = sweep_chart(
            &sweep(&[("123456789", 100.0, 1.0), ("567891234", 460.0, 5.0)]),
            false,
        );
        assert_eq!(chart.x_label, "cell-tries: 1 = 123456789, 2 = 567891234");
        assert_eq!(chart.series[0].points, vec![(1.0, 1.0), (2.0, 4.6)]);
    }
}

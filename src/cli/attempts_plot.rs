//! `compare --plot FILE.svg`: the distributions of each group of settings as empirical CDFs
//! over a logarithmic axis of the agent's headline counter, medians marked, in an SVG file.

use std::fs::OpenOptions;
use std::io::{self, Write};
use std::path::Path;

use dosdoku_agents::agents::AgentKind;
use dosdoku_agents::run::recorded_label;
use dosdoku_history::analysis::chart::{Chart, Join, Scale, Series};
use dosdoku_history::{GroupTally, percentile};
use dosdoku_sudoku::text::group_thousands;

/// The chart of the solved runs of `puzzle` (its line), one series per group, in order.
pub fn attempts_chart(puzzle: &str, groups: &[GroupTally]) -> Chart {
    let counter = groups
        .first()
        .and_then(|g| AgentKind::from_name(&g.key.agent))
        .map_or("attempts", |kind| kind.decl().headline().label);
    Chart {
        title: format!("puzzle {puzzle}"),
        x_label: format!("{counter} (logarithmic scale); dashed lines: the medians"),
        y_label: "share of solved runs taking at most this many".to_string(),
        x_scale: Scale::Log,
        series: groups.iter().map(group_series).collect(),
    }
}

/// A group's empirical CDF: after the i-th smallest of n counts, i/n of the runs are done.
fn group_series(group: &GroupTally) -> Series {
    let mut sorted = group.solved_attempts.clone();
    sorted.sort_unstable();
    let n = sorted.len() as f64;
    let start = sorted.first().map(|&v| (v as f64, 0.0));
    let steps = sorted
        .iter()
        .enumerate()
        .map(|(i, &v)| (v as f64, (i + 1) as f64 / n));
    let median = (!sorted.is_empty()).then(|| percentile(&sorted, 0.5));
    let label = recorded_label(&group.key.agent, &group.key.settings, false);
    let name = match median {
        Some(m) => format!(
            "{label}: {} solved, median {}",
            group_thousands(sorted.len() as u64),
            group_thousands(m.round() as u64)
        ),
        None => format!("{label}: none solved"),
    };
    Series {
        name,
        points: start.into_iter().chain(steps).collect(),
        join: Join::Steps,
        marks: median.into_iter().collect(),
    }
}

/// Writes `svg` to `path`, which must not exist yet (nothing is overwritten); the message
/// names the file.
pub fn save_plot(svg: &str, path: &Path) -> Result<(), String> {
    let shown = path.display();
    let mut file = OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
        .map_err(|e| match e.kind() {
            io::ErrorKind::AlreadyExists => plot_exists(path),
            _ => format!("cannot create the plot {shown}: {e}"),
        })?;
    file.write_all(svg.as_bytes())
        .map_err(|e| format!("cannot write the plot {shown}: {e}"))
}

/// The refusal of a plot file that exists already.
pub fn plot_exists(path: &Path) -> String {
    format!(
        "the plot {} already exists; remove it or choose another name",
        path.display()
    )
}

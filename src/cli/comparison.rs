//! The numbers `compare` shows for one puzzle: each group's distribution of attempts, the
//! histograms on shared buckets, the median ratios and whether each group differs from the
//! first; as text side by side, or as JSON.

use serde::Serialize;

use super::computed::ComputedRun;
use dosdoku_agents::agents::AgentKind;
use dosdoku_agents::run::recorded_label;
use dosdoku_history::analysis::difference::{Difference, difference};
use dosdoku_history::{GroupTally, Histogram, SettingList, Summary};
use dosdoku_sudoku::text::{count, group_thousands};

/// Histogram bars are at most this many characters long.
const BAR_WIDTH: usize = 40;

/// The rows of the table, one statistic each.
const ROWS: [&str; 9] = [
    "count", "min", "p10", "p25", "median", "p75", "p90", "max", "mean",
];

/// Everything `compare` says about one puzzle.
#[derive(Serialize, Debug)]
pub struct Comparison {
    puzzle: String,
    /// The puzzle in one line: each randomized group's median, then each deterministic
    /// agent's counts, e.g. `board1 median 121,350 attempts; cruncher 2,472,530 increments`.
    at_a_glance: String,
    /// The deterministic agents' runs, computed on the spot.
    deterministic: Vec<ComputedRun>,
    groups: Vec<GroupStats>,
    /// Each group's median over the first group's; empty with fewer than two groups; `null`
    /// where a median is missing or the first is zero.
    median_ratios: Vec<Option<f64>>,
    /// How each group after the first differs from the first (the reference), in order.
    differences: Vec<GroupDifference>,
}

/// How one group compares with the reference group: the numbers of [`Difference`], or why
/// there are none.
#[derive(Serialize, Debug)]
struct GroupDifference {
    group: String,
    reference: String,
    #[serde(flatten)]
    numbers: Option<Difference>,
    /// Why the groups are not compared, when they are not.
    #[serde(skip_serializing_if = "Option::is_none")]
    not_compared: Option<&'static str>,
}

/// One group of identical settings. Statistics count solved runs only; they are `null` when
/// there are none.
#[derive(Serialize, Debug)]
struct GroupStats {
    label: String,
    #[serde(skip)]
    short: String,
    agent: String,
    settings: SettingList,
    /// Every recorded run of the group, solved or not, each counted once.
    runs: usize,
    /// Records set aside as repeats of a run counted already (the same seed recorded again).
    repeats: usize,
    count: usize,
    min: Option<u64>,
    p10: Option<f64>,
    p25: Option<f64>,
    p50: Option<f64>,
    p75: Option<f64>,
    p90: Option<f64>,
    max: Option<u64>,
    mean: Option<f64>,
    #[serde(serialize_with = "buckets")]
    histogram: Histogram,
}

/// A histogram as JSON: `[{"lo": 100, "hi": 200, "count": 3}, ...]`, `lo <= attempts < hi`.
fn buckets<S: serde::Serializer>(h: &Histogram, serializer: S) -> Result<S::Ok, S::Error> {
    #[derive(Serialize)]
    struct Bucket {
        lo: u64,
        hi: u64,
        count: u64,
    }
    serializer.collect_seq(h.buckets.iter().map(|b| Bucket {
        lo: b.lo,
        hi: b.hi,
        count: b.count,
    }))
}

impl Comparison {
    /// The comparison of the recorded runs of `puzzle` (81 characters, `.` for a blank),
    /// tallied by group in the order of their first run, beside the deterministic agents' runs
    /// computed on the spot.
    pub fn of(puzzle: &str, groups: &[GroupTally], deterministic: Vec<ComputedRun>) -> Comparison {
        let sets: Vec<&[u64]> = groups.iter().map(|g| &g.solved_attempts[..]).collect();
        let histograms = Histogram::aligned(&sets);
        let differences = differences(groups);
        let groups: Vec<GroupStats> = groups
            .iter()
            .zip(histograms)
            .map(|(g, h)| GroupStats::of(g, h))
            .collect();
        let median_ratios = match groups.first() {
            Some(first) if groups.len() > 1 => groups
                .iter()
                .map(|g| match (g.p50, first.p50) {
                    (Some(m), Some(base)) if base > 0.0 => Some(m / base),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        };
        let medians = groups.iter().filter_map(GroupStats::median_words);
        let at_a_glance = medians
            .chain(deterministic.iter().map(|run| run.words.clone()))
            .collect::<Vec<_>>()
            .join("; ");
        Comparison {
            puzzle: puzzle.to_string(),
            at_a_glance,
            deterministic,
            groups,
            median_ratios,
            differences,
        }
    }

    /// Whether no run of the puzzle is recorded.
    pub fn is_empty(&self) -> bool {
        self.groups.is_empty()
    }

    /// The comparison as one JSON object on one line.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a comparison always serializes")
    }

    /// The comparison for people: a table with a column per group, then the histograms, then
    /// the median ratios.
    pub fn to_text(&self) -> String {
        let mut out = format!("puzzle {}\n\n{}\n", self.puzzle, self.at_a_glance);
        if !self.deterministic.is_empty() {
            out += "\ncomputed now (deterministic agents: the same counts every run)\n";
            let width = self.deterministic.iter().map(|r| r.agent().len()).max();
            for run in &self.deterministic {
                out += &format!(
                    "  {:<width$}  {:<11}  {}\n",
                    run.agent(),
                    run.status(),
                    run.counts,
                    width = width.unwrap_or(0)
                );
            }
        }
        out += "\n";
        if self.groups.is_empty() {
            return out + "no recorded runs of this puzzle\n";
        }
        out += &self.table();
        for g in self.groups.iter().filter(|g| g.count < g.runs) {
            out += &format!("{}: {}\n", g.short, not_counted(g.runs, g.count));
        }
        for g in self.groups.iter().filter(|g| g.repeats > 0) {
            out += &format!("{}: {}\n", g.short, repeats_set_aside(g.repeats));
        }
        for g in &self.groups {
            out += &format!(
                "\n{} ({} solved)\n",
                g.label,
                group_thousands(g.count as u64)
            );
            out += &g.histogram.render_text(BAR_WIDTH);
        }
        if let Some(first) = self.groups.first()
            && !self.median_ratios.is_empty()
        {
            out += "\n";
            let groups = self.groups.iter().zip(&self.median_ratios).skip(1);
            for ((g, ratio), d) in groups.zip(&self.differences) {
                let ratio = ratio.map_or_else(|| "-".to_string(), |r| format!("{r:.2}"));
                out += &format!("median ratio {} / {}: {ratio}", g.short, first.short);
                out += &d.to_text();
            }
        }
        out
    }

    fn table(&self) -> String {
        let cells: Vec<[String; 9]> = self.groups.iter().map(GroupStats::cells).collect();
        let widths: Vec<usize> = self
            .groups
            .iter()
            .zip(&cells)
            .map(|(g, col)| {
                col.iter()
                    .map(String::len)
                    .chain([g.short.len()])
                    .max()
                    .unwrap_or(0)
            })
            .collect();
        let mut out = format!("{:<6}", "");
        for (g, w) in self.groups.iter().zip(&widths) {
            out += &format!("  {:>w$}", g.short);
        }
        out += "\n";
        for (r, name) in ROWS.iter().enumerate() {
            out += &format!("{name:<6}");
            for (col, w) in cells.iter().zip(&widths) {
                out += &format!("  {:>w$}", col[r]);
            }
            out += "\n";
        }
        out
    }
}

impl GroupStats {
    /// The group's median in words, e.g. `board1 median 121,350 attempts`, for a group of a
    /// randomized agent with solved runs (a deterministic agent's runs are computed anew).
    fn median_words(&self) -> Option<String> {
        let decl = AgentKind::from_name(&self.agent)?.decl();
        let median = self.p50.filter(|_| decl.randomized)?;
        Some(format!(
            "{} median {} {}",
            self.short,
            stat(Some(median)),
            decl.headline().label
        ))
    }

    /// The table cells of the group's column, one per row of [`ROWS`].
    fn cells(&self) -> [String; 9] {
        [
            group_thousands(self.count as u64),
            stat(self.min.map(|v| v as f64)),
            stat(self.p10),
            stat(self.p25),
            stat(self.p50),
            stat(self.p75),
            stat(self.p90),
            stat(self.max.map(|v| v as f64)),
            stat(self.mean),
        ]
    }

    fn of(group: &GroupTally, histogram: Histogram) -> GroupStats {
        let (key, solved) = (&group.key, &group.solved_attempts);
        let s = Summary::of(solved);
        GroupStats {
            label: recorded_label(&key.agent, &key.settings, false),
            short: recorded_label(&key.agent, &key.settings, true),
            agent: key.agent.clone(),
            settings: key.settings.clone(),
            runs: group.runs,
            repeats: group.repeats,
            count: solved.len(),
            min: s.map(|s| s.min),
            p10: s.map(|s| s.p10),
            p25: s.map(|s| s.p25),
            p50: s.map(|s| s.p50),
            p75: s.map(|s| s.p75),
            p90: s.map(|s| s.p90),
            max: s.map(|s| s.max),
            mean: s.map(|s| s.mean),
            histogram,
        }
    }
}

/// How each group after the first compares with the first: groups of another agent, whose
/// counts mean other things, and groups with fewer than two solved runs are not compared.
fn differences(groups: &[GroupTally]) -> Vec<GroupDifference> {
    let Some(first) = groups.first() else {
        return Vec::new();
    };
    let label = |g: &GroupTally| recorded_label(&g.key.agent, &g.key.settings, false);
    groups
        .iter()
        .skip(1)
        .map(|g| {
            let numbers = (g.key.agent == first.key.agent)
                .then(|| difference(&first.solved_attempts, &g.solved_attempts))
                .flatten();
            let not_compared = match numbers {
                Some(_) => None,
                None if g.key.agent != first.key.agent => Some("another agent"),
                None => Some("too few solved runs"),
            };
            GroupDifference {
                group: label(g),
                reference: label(first),
                numbers,
                not_compared,
            }
        })
        .collect()
}

impl GroupDifference {
    /// The rest of its median ratio's line, then the rank test's lines: e.g.
    /// `, 95% interval 1.21 to 2.20` and `  rank test (Mann-Whitney U): p = 0.0004, they
    /// differ`; while they do not differ, a line of the runs it would take.
    fn to_text(&self) -> String {
        let Some(d) = &self.numbers else {
            let why = self.not_compared.unwrap_or("not compared");
            return format!(" (no test: {why})\n");
        };
        let end = |v: Option<f64>| v.map_or_else(|| "-".to_string(), |v| format!("{v:.2}"));
        let verdict = match (d.differ, d.more_runs_per_group) {
            (true, _) => "they differ".to_string(),
            (false, Some(more)) => format!(
                "not told apart yet\n  about {} more {} of each would tell them apart, 80% of \
                 the time",
                group_thousands(more),
                if more == 1 { "run" } else { "runs" }
            ),
            (false, None) => "not told apart: no difference seen".to_string(),
        };
        format!(
            ", 95% interval {} to {}\n  rank test (Mann-Whitney U): {}, {verdict}\n",
            end(d.ratio_low),
            end(d.ratio_high),
            p_text(d.p_value)
        )
    }
}

/// A p-value for people: `p = 0.0312`, `p = 0.43`, `p < 0.0001` (four decimals below 0.1,
/// so one near 0.05 shows on which side it falls).
fn p_text(p: f64) -> String {
    if p < 0.0001 {
        "p < 0.0001".to_string()
    } else if p < 0.1 {
        format!("p = {p:.4}")
    } else {
        format!("p = {p:.2}")
    }
}

/// The sentence for a group of `runs` runs of which only `solved` count: "1 of 3 runs did not
/// finish and is not counted".
fn not_counted(runs: usize, solved: usize) -> String {
    let left = (runs - solved) as u64;
    match (left, runs) {
        (1, 1) => "its one run did not finish and is not counted".to_string(),
        (left, runs) if left == runs as u64 => format!(
            "none of its {} finished; none is counted",
            count(left, "run")
        ),
        (left, runs) => format!(
            "{} of {} did not finish and {} not counted",
            group_thousands(left),
            count(runs as u64, "run"),
            if left == 1 { "is" } else { "are" }
        ),
    }
}

/// The sentence for `repeats` records of runs counted already: "6 repeats set aside (runs
/// recorded again: the same settings and seed are one run)".
pub fn repeats_set_aside(repeats: usize) -> String {
    format!(
        "{} set aside (runs recorded again: the same settings and seed are one run)",
        count(repeats as u64, "repeat")
    )
}

/// A statistic for people: whole numbers with separators, one decimal below 1,000, `-` for none.
pub(super) fn stat(v: Option<f64>) -> String {
    match v {
        None => "-".to_string(),
        Some(v) if v.fract() == 0.0 || v >= 1000.0 => group_thousands(v.round() as u64),
        Some(v) => format!("{v:.1}"),
    }
}

#[cfg(test)]
mod not_counted_tests {
    use super::not_counted;

    #[test]
    fn the_runs_not_counted_agree_in_number() {
        assert_eq!(
            not_counted(1, 0),
            "its one run did not finish and is not counted"
        );
        assert_eq!(
            not_counted(3, 0),
            "none of its 3 runs finished; none is counted"
        );
        assert_eq!(
            not_counted(3, 2),
            "1 of 3 runs did not finish and is not counted"
        );
        assert_eq!(
            not_counted(3, 1),
            "2 of 3 runs did not finish and are not counted"
        );
        assert_eq!(
            not_counted(2000, 1),
            "1,999 of 2,000 runs did not finish and are not counted"
        );
    }
}

//! The full-screen history page: how this puzzle's recorded runs with the current settings
//! spread out, drawn as a histogram of CP437 blocks.

use std::sync::OnceLock;

use dosdoku_agents::agents::{AgentKind, CounterDecl};
use dosdoku_agents::run::recorded_label;
use dosdoku_history::{GroupKey, Histogram, Summary, ordinal, percentile, rank_of};
use dosdoku_screen::{Layout, Screen};
use dosdoku_sudoku::text::{count, count_with, group_thousands};

/// The history page's layout, embedded at build time.
const HISTORY_LAYOUT: &str = include_str!("../../screens/history.txt");

/// Histogram rows the page has room for.
const BAR_ROWS: usize = 15;

/// The longest bar, in characters.
const BAR_WIDTH: usize = 44;

fn layout() -> &'static Layout {
    static LAYOUT: OnceLock<Layout> = OnceLock::new();
    LAYOUT.get_or_init(|| {
        Layout::parse(HISTORY_LAYOUT).expect("screens/history.txt is a valid layout")
    })
}

fn set(screen: &mut Screen, field: &str, text: &str) {
    if let Some(f) = layout().field(field) {
        f.write(screen, text);
    }
}

/// A bar of `eighths` eighths of a character in full blocks, with a half block for a half or more.
fn bar(eighths: usize) -> String {
    let mut s = "█".repeat(eighths / 8);
    if eighths % 8 >= 4 || (1..8).contains(&eighths) {
        s.push('▌');
    }
    s
}

fn thousands(x: f64) -> String {
    group_thousands(x.round() as u64)
}

/// The page for the group `key`, whose solved runs took `values` attempts; `this_run`
/// (attempts) is marked in its bucket.
pub fn history_screen(key: &GroupKey, values: &[u64], this_run: Option<u64>) -> Screen {
    let mut screen = layout().screen();
    let label = recorded_label(&key.agent, &key.settings, false);
    set(&mut screen, "group", &format!("Settings: {label}"));
    set(&mut screen, "keys", "Any key: back");
    let Some(s) = Summary::of(values) else {
        set(
            &mut screen,
            "summary",
            "No solved runs are recorded for this puzzle with these settings yet.",
        );
        return screen;
    };
    let summary = [
        count(s.count as u64, "solved run"),
        format!("min {}", group_thousands(s.min)),
        format!("median {}", thousands(s.p50)),
        format!("mean {}", thousands(s.mean)),
        format!("max {}", group_thousands(s.max)),
    ];
    set(&mut screen, "summary", &spaced(&summary));
    let spread = [
        format!("10th {}", thousands(s.p10)),
        format!("25th {}", thousands(s.p25)),
        format!("75th {}", thousands(s.p75)),
        format!("90th percentile {}", thousands(s.p90)),
    ];
    set(&mut screen, "spread", &spaced(&spread));
    let histogram = Histogram::of(values);
    // The header over the bars names what the agent's runs count, over the buckets' labels.
    let counted =
        AgentKind::from_name(&key.agent).map_or("attempts", |k| k.decl().headline().label);
    let label_width = histogram
        .buckets
        .first()
        .map_or(0, |b| b.label().chars().count().saturating_sub(1));
    set(
        &mut screen,
        "head",
        &format!("{counted:>label_width$}   runs"),
    );
    let bars = histogram.bar_eighths(BAR_WIDTH);
    for (k, (bucket, eighths)) in histogram
        .buckets
        .iter()
        .zip(bars)
        .enumerate()
        .take(BAR_ROWS)
    {
        let mark = this_run.is_some_and(|a| (bucket.lo..bucket.hi).contains(&a));
        let line = format!(
            "{} {:>6} {}{}",
            bucket.label(),
            group_thousands(bucket.count),
            bar(eighths),
            if mark { " ◄ this run" } else { "" }
        );
        set(&mut screen, &format!("bar{}", k + 1), &line);
    }
    if histogram.buckets.len() > BAR_ROWS {
        let hidden = histogram.buckets.len() - BAR_ROWS;
        set(
            &mut screen,
            "note",
            &format!(
                "{} not fit on the page.",
                count_with(hidden as u64, "higher bucket", "does", "do")
            ),
        );
    }
    screen
}

/// The two panel lines saying where a solved run that took `n` of the agent's `headline`
/// counter falls among the recorded solved runs of its group (which include it), fitted to a
/// panel `width` wide, e.g. "412,331 attempts: 7th of 23," and "median 380,100"; on a narrow
/// panel "Rank 7th of 23," (the count is on the panel above). Both lines are empty when the
/// history holds no such run (recording is off).
pub fn rank_lines(headline: &CounterDecl, values: &[u64], n: u64, width: usize) -> [String; 2] {
    if values.is_empty() {
        return Default::default();
    }
    let (rank, count) = rank_of(n, values);
    let (rank, count) = (ordinal(rank as u64), group_thousands(count as u64));
    let mut sorted = values.to_vec();
    sorted.sort_unstable();
    let median = group_thousands(percentile(&sorted, 0.5).round() as u64);
    let fitting = |choices: [String; 3]| {
        let last = choices[2].clone();
        choices
            .into_iter()
            .find(|c| c.chars().count() <= width)
            .unwrap_or(last)
    };
    [
        fitting([
            format!("{}: {rank} of {count},", headline.amount(n)),
            format!("Rank {rank} of {count},"),
            format!("{rank} of {count},"),
        ]),
        fitting([
            format!("median {median}"),
            format!("med. {median}"),
            median.clone(),
        ]),
    ]
}

/// `parts` on one line of the page, three spaces apart, or closer when that is too wide
/// (millions of attempts over many runs), so that the line is never cut.
fn spaced(parts: &[String]) -> String {
    let width = layout().field("summary").map_or(78, |f| f.width);
    let text = |gap: &str| parts.join(gap);
    ["   ", "  ", " "]
        .into_iter()
        .map(text)
        .find(|line| line.chars().count() <= width)
        .unwrap_or_else(|| text(" "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use dosdoku_agents::run::RunConfig;
    use dosdoku_history::RunRecord;

    fn record(attempts: u64, status: &str) -> RunRecord {
        RunRecord {
            time: "2026-11-22T18:00:00Z".into(),
            puzzle: "p".repeat(81),
            agent: "board1".into(),
            settings: RunConfig::new(AgentKind::Board1.default_settings()).setting_list(),
            seed: Some(attempts),
            status: status.into(),
            attempts,
            cells_placed: 0,
            grid_restarts: [0; 9],
            board_restarts: 0,
            board0_found: 0,
            elapsed_ms: 1,
            mode: "headless".into(),
            counters: Default::default(),
        }
    }

    #[test]
    fn the_summary_lines_are_never_cut_however_large_the_counts() {
        // The Cruncher's 2,472,530 increments cut "max 2,472,5" at the screen's edge.
        let key = GroupKey::of(&record(1, "solved"));
        let values = vec![2_472_530; 999];
        let screen = history_screen(&key, &values, None);
        let summary = screen.row_text(4);
        assert!(summary.trim_end().ends_with("max 2,472,530"), "{summary}");
        let spread = screen.row_text(5);
        assert!(
            spread.trim_end().ends_with("90th percentile 2,472,530"),
            "{spread}"
        );
    }

    #[test]
    fn bars_are_blocks_and_halves() {
        assert_eq!(bar(0), "");
        assert_eq!(bar(2), "▌");
        assert_eq!(bar(8), "█");
        assert_eq!(bar(20), "██▌");
        assert_eq!(bar(17), "██");
    }

    #[test]
    fn the_page_summarises_solved_runs_and_marks_this_one() {
        let key = GroupKey::of(&record(1, "solved"));
        let screen = history_screen(&key, &[1000, 1500, 3000, 12_000, 60_000], Some(3000));
        let text = screen.to_text();
        assert!(
            text.contains("5 solved runs   min 1,000   median 3,000"),
            "{text}"
        );
        assert!(text.contains("◄ this run"), "{text}");
        let marked = text.lines().find(|l| l.contains("◄")).unwrap();
        assert!(marked.contains("2k-   5k"), "{marked}");
        assert!(text.contains('█'));
    }

    #[test]
    fn the_rank_is_split_over_two_panel_lines_that_fit() {
        let attempts = AgentKind::Board1.decl().headline();
        let [first, second] = rank_lines(attempts, &[10, 20, 30, 40], 30, 34);
        assert_eq!(first, "30 attempts: 3rd of 4,");
        assert_eq!(second, "median 25");
        let placements = AgentKind::Backtrack.decl().headline();
        assert_eq!(
            rank_lines(placements, &[1], 1, 34)[0],
            "1 placement: 1st of 1,"
        );
        // The candidate screen's panel is 20 wide.
        let values: Vec<u64> = (0..13).map(|k| 40_000 + k * 1_000).collect();
        let lines = rank_lines(attempts, &values, 49_438 - 9_438 + 3_000, 20);
        assert_eq!(lines, ["Rank 4th of 13,", "median 46,000"]);
        for line in lines {
            assert!(line.chars().count() <= 20);
        }
        assert_eq!(
            rank_lines(attempts, &[], 5, 20),
            [String::new(), String::new()]
        );
    }

    #[test]
    fn an_empty_history_says_so() {
        let key = GroupKey::of(&record(1, "solved"));
        let text = history_screen(&key, &[], None).to_text();
        assert!(text.contains("No solved runs"), "{text}");
    }

    #[test]
    fn the_histogram_header_names_the_agents_counter_and_only_over_bars() {
        let mut backtrack = record(1, "solved");
        backtrack.agent = "backtrack".into();
        backtrack.settings = RunConfig::new(AgentKind::Backtrack.default_settings()).setting_list();
        let key = GroupKey::of(&backtrack);
        let text = history_screen(&key, &[15, 15], Some(15)).to_text();
        let header = text.lines().nth(6).unwrap();
        assert!(
            header.contains("placements") && header.contains("runs"),
            "{text}"
        );
        assert!(!text.contains("attempts"), "{text}");
        // With nothing recorded there are no bars, and no header over them.
        let text = history_screen(&key, &[], None).to_text();
        assert!(!text.contains("   runs"), "{text}");
        let key = GroupKey::of(&record(1, "solved"));
        let text = history_screen(&key, &[5], Some(5)).to_text();
        assert!(text.lines().nth(6).unwrap().contains("attempts"), "{text}");
    }
}

//! `compare`'s statistics and `--plot` on a history written by hand: the numbers match a
//! reference computed another way (SciPy), the same every time, in text and JSON; the plot
//! is a well-formed SVG with one series per group and a legend naming each group.

use std::path::Path;
use std::process::{Command, Output};

use crate::common::TempDir;
use dosdoku_agents::agents::{AgentSettings, Board1Settings};
use dosdoku_agents::run::RunConfig;
use dosdoku_history::RunRecord;
use serde_json::Value;

const PUZZLE: &str =
    "........7..8..7.59.9....36...7.....5.8...6....3..9..1.......193....7...61.58..2..";

/// The reference group (Board1's defaults), recorded first.
const DEFAULTS: [u64; 10] = [
    5552, 15181, 49177, 125403, 245481, 406132, 1311620, 90210, 7700, 310000,
];
/// Forgetful: a little slower, not yet told apart.
const FORGETFUL: [u64; 9] = [
    3213, 27831, 89553, 207191, 380404, 773541, 1843743, 207191, 512000,
];
/// Cell tries 40: clearly slower.
const TRIES_40: [u64; 8] = [
    55527, 151817, 491777, 1254037, 2454817, 4061327, 2000000, 3000000,
];

/// A solved Board1 run with `settings`, `attempts` and seed `seed`.
fn record(settings: Board1Settings, seed: u64, attempts: u64) -> RunRecord {
    RunRecord {
        time: "2026-11-27T14:00:00Z".to_string(),
        puzzle: PUZZLE.to_string(),
        agent: "board1".to_string(),
        settings: RunConfig::new(AgentSettings::Board1(settings)).setting_list(),
        seed: Some(seed),
        status: "solved".to_string(),
        attempts,
        cells_placed: 81,
        grid_restarts: [0; 9],
        board_restarts: 0,
        board0_found: 0,
        elapsed_ms: 1,
        mode: "headless".to_string(),
        counters: Default::default(),
    }
}

/// A history of the three groups, in that order.
fn write_history(path: &Path) {
    let groups = [
        (Board1Settings::default(), &DEFAULTS[..]),
        (
            Board1Settings {
                memory: false,
                ..Board1Settings::default()
            },
            &FORGETFUL[..],
        ),
        (
            Board1Settings {
                cell_tries: 40,
                ..Board1Settings::default()
            },
            &TRIES_40[..],
        ),
    ];
    let text: String = groups
        .iter()
        .flat_map(|(settings, attempts)| {
            attempts.iter().enumerate().map(|(i, &a)| {
                serde_json::to_string(&record(*settings, i as u64 + 1, a)).unwrap() + "\n"
            })
        })
        .collect();
    std::fs::write(path, text).unwrap();
}

fn compare(args: &[&str], history: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dosdoku"))
        .arg("compare")
        .arg(PUZZLE)
        .args(args)
        .env("DOSDOKU_HISTORY", history)
        .output()
        .unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

fn close(got: &Value, want: f64) -> bool {
    (got.as_f64().unwrap() - want).abs() <= 1e-12 * want.abs()
}

/// U and p: SciPy 1.17.1, `scipy.stats.mannwhitneyu(group, reference, alternative='two-sided',
/// method='asymptotic', use_continuity=True)`, printed with repr(). Median ratios:
/// `numpy.median(group) / numpy.median(reference)`. Runs more: Noether's formula, per group
/// ceil(7.848879734349088 / (6 * (1 - U / (n1 * n2) - 0.5)^2)) = 106, less the smaller
/// group's 9 runs.
#[test]
fn the_statistics_match_scipy_and_are_the_same_every_time() {
    let dir = TempDir::new("compare-stats");
    let path = dir.file("h.jsonl");
    write_history(&path);
    let out = compare(&["--json"], &path);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let json: Value = serde_json::from_str(&text(&out.stdout)).unwrap();
    let d = json["differences"].as_array().unwrap();
    assert_eq!(d.len(), 2);
    assert_eq!(d[0]["reference"], json["groups"][0]["label"]);
    assert_eq!(d[0]["group"], json["groups"][1]["label"]);
    assert!(close(&d[0]["mann_whitney_u"], 55.0));
    assert!(close(&d[0]["p_value"], 0.4377417926461512));
    assert!(close(&d[0]["median_ratio"], 1.9218785509222542));
    assert_eq!(d[0]["differ"], false);
    assert_eq!(d[0]["more_runs_per_group"], 97);
    assert!(close(&d[1]["mann_whitney_u"], 68.0));
    assert!(close(&d[1]["p_value"], 0.014548023867342977));
    assert!(close(&d[1]["median_ratio"], 15.092025991011674));
    assert_eq!(d[1]["differ"], true);
    assert_eq!(d[1]["more_runs_per_group"], Value::Null);
    for g in d {
        let (lo, hi) = (
            g["ratio_low"].as_f64().unwrap(),
            g["ratio_high"].as_f64().unwrap(),
        );
        let ratio = g["median_ratio"].as_f64().unwrap();
        assert!(lo < ratio && ratio < hi, "{g}");
        assert_eq!(g["resamples"], 2000);
    }
    assert_eq!(compare(&["--json"], &path).stdout, out.stdout);

    let out = compare(&[], &path);
    let shown = text(&out.stdout);
    let interval = |g: &Value| {
        format!(
            "95% interval {:.2} to {:.2}",
            g["ratio_low"].as_f64().unwrap(),
            g["ratio_high"].as_f64().unwrap()
        )
    };
    for line in [
        format!(
            "median ratio board1 forgetful / board1: 1.92, {}",
            interval(&d[0])
        ),
        "  rank test (Mann-Whitney U): p = 0.44, not told apart yet".to_string(),
        "  about 97 more runs of each would tell them apart, 80% of the time".to_string(),
        format!(
            "median ratio board1 tries 40 / board1: 15.09, {}",
            interval(&d[1])
        ),
        "  rank test (Mann-Whitney U): p = 0.0145, they differ".to_string(),
    ] {
        assert!(shown.contains(&line), "no {line:?} in\n{shown}");
    }
}

#[test]
fn the_plot_holds_one_series_per_group_and_names_each() {
    let dir = TempDir::new("compare-plot");
    let path = dir.file("h.jsonl");
    write_history(&path);
    let plot = dir.file("plot.svg");
    let out = compare(&["--plot", plot.to_str().unwrap()], &path);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let svg = std::fs::read_to_string(&plot).unwrap();
    let doc = roxmltree::Document::parse(&svg).expect("the plot is well-formed XML");
    assert_eq!(doc.root_element().tag_name().name(), "svg");
    let labels: Vec<String> = serde_json::from_str::<Value>(&text(
        &compare(&["--json"], &path).stdout,
    ))
    .unwrap()["groups"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["label"].as_str().unwrap().to_string())
        .collect();
    let series: Vec<_> = doc
        .descendants()
        .filter(|n| n.attribute("class") == Some("series"))
        .collect();
    assert_eq!(series.len(), labels.len());
    let sizes = [DEFAULTS.len(), FORGETFUL.len(), TRIES_40.len()];
    for (i, (s, label)) in series.iter().zip(&labels).enumerate() {
        assert_eq!(s.attribute("data-series"), Some(i.to_string().as_str()));
        assert!(
            s.attribute("data-name")
                .unwrap()
                .starts_with(label.as_str())
        );
        // A step per run after the starting point: "H x V y" each.
        let steps = s.attribute("d").unwrap().matches(" H").count();
        assert_eq!(steps, sizes[i], "series {i}");
    }
    let legend: Vec<String> = doc
        .descendants()
        .filter(|n| n.attribute("class") == Some("legend"))
        .flat_map(|g| g.descendants().filter(|n| n.has_tag_name("text")))
        .filter_map(|t| t.text().map(str::to_string))
        .collect();
    for label in &labels {
        assert_eq!(
            legend
                .iter()
                .filter(|t| t.starts_with(label.as_str()))
                .count(),
            1,
            "{label}"
        );
    }
    let medians = doc
        .descendants()
        .filter(|n| n.attribute("class") == Some("mark"));
    assert_eq!(medians.count(), labels.len());
    for words in [
        "puzzle ........7..8",
        "attempts (logarithmic scale)",
        ">1k<",
        ">10k<",
        ">1M<",
    ] {
        assert!(svg.contains(words), "no {words:?} in the plot");
    }
}

#[test]
fn an_existing_plot_is_not_overwritten() {
    let dir = TempDir::new("compare-plot-exists");
    let path = dir.file("h.jsonl");
    write_history(&path);
    let plot = dir.file("plot.svg");
    std::fs::write(&plot, "mine").unwrap();
    let out = compare(&["--plot", plot.to_str().unwrap(), "--runs", "1"], &path);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("already exists; remove it or choose another name"));
    assert_eq!(std::fs::read_to_string(&plot).unwrap(), "mine");
    assert_eq!(std::fs::read_to_string(&path).unwrap().lines().count(), 27);
}

/// A group of another agent counts other things, and one solved run is no sample: neither is
/// compared with the reference, and the text and JSON say why.
#[test]
fn groups_that_cannot_be_compared_say_why() {
    let dir = TempDir::new("compare-not-compared");
    let path = dir.file("h.jsonl");
    let mut lines: Vec<String> = DEFAULTS
        .iter()
        .enumerate()
        .map(|(i, &a)| record(Board1Settings::default(), i as u64 + 1, a))
        .chain([record(
            Board1Settings {
                memory: false,
                ..Board1Settings::default()
            },
            1,
            5000,
        )])
        .map(|r| serde_json::to_string(&r).unwrap())
        .collect();
    let mut lmc = record(Board1Settings::default(), 1, 176);
    lmc.agent = "lmc".to_string();
    lmc.settings = RunConfig::new(
        dosdoku_agents::agents::AgentKind::from_name("lmc")
            .unwrap()
            .default_settings(),
    )
    .setting_list();
    lmc.seed = None;
    lines.push(serde_json::to_string(&lmc).unwrap());
    std::fs::write(&path, lines.join("\n") + "\n").unwrap();

    let shown = text(&compare(&[], &path).stdout);
    assert!(
        shown.contains(
            "median ratio board1 forgetful / board1: 0.05 (no test: too few solved runs)\n"
        ),
        "{shown}"
    );
    assert!(
        shown.contains("median ratio lmc / board1: 0.00 (no test: another agent)\n"),
        "{shown}"
    );
    let json: Value = serde_json::from_str(&text(&compare(&["--json"], &path).stdout)).unwrap();
    let d = json["differences"].as_array().unwrap();
    assert_eq!(d[0]["not_compared"], "too few solved runs");
    assert_eq!(d[1]["not_compared"], "another agent");
    assert!(d[1].get("p_value").is_none());
}

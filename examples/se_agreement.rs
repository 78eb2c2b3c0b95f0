//! Compares `rate` with Sukaku Explainer's ratings, one table row per rating.
//!
//! ```text
//! cargo run --release --example se_agreement [-- [--above R] [--below R] [--show N] [--se-version V] [FILE]]
//! cargo run --release --example se_agreement -- --steps PUZZLE
//! ```
//!
//! `--steps PUZZLE` prints the steps `solve` takes on one puzzle with their ratings, to set
//! beside Sukaku Explainer's step log (`serate --after="%s"`).
//!
//! FILE holds one `PUZZLE RATING` per line (default `../shared/puzzles/se-rated.txt`, beside
//! the repository or a directory above it); puzzles Sukaku Explainer rates at `--below` R or
//! above (default 6.5), or below `--above` R (default 0), are left out. Each row gives the
//! rating, the puzzles, how many `rate` rates the same, lower and higher, the share the same
//! and the share within 0.2; the last row the totals. `--se-version V` rates as Sukaku
//! Explainer release V does (`1.15` rated the Sudoku Exchange bank; default the newest). `--show N`
//! lists, after the table, up to N puzzles of each rating that disagree, with both ratings
//! and the technique of `rate`'s hardest step.
//!
//! The fixtures of SudokuExplainer-ts (1,128 puzzles rated by Sukaku Explainer's engine) make
//! such a FILE: `examples/se_ts_fixtures.sh GIT_DIR > FILE` (they are not kept here: see the
//! script).

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use dosdoku_sudoku::formats::parse_line;
use dosdoku_sudoku::human::{Candidates, SeVersion, count_solutions, rate_unique, solve};

/// A row of the table: puzzles, equal, lower, higher, and the disagreements kept to show.
#[derive(Default)]
struct Row {
    puzzles: usize,
    equal: usize,
    lower: usize,
    higher: usize,
    near: usize,
    shown: Vec<String>,
}

fn main() -> ExitCode {
    let mut below = 65u32;
    let mut above = 0u32;
    let mut show = 0usize;
    let mut version = SeVersion::default();
    let mut file = None;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--above" => above = args.next().and_then(|r| tenths(&r)).unwrap_or(above),
            "--below" => below = args.next().and_then(|r| tenths(&r)).unwrap_or(below),
            "--show" => show = args.next().and_then(|n| n.parse().ok()).unwrap_or(0),
            "--se-version" => match args.next().unwrap_or_default().parse() {
                Ok(v) => version = v,
                Err(e) => {
                    eprintln!("se_agreement: {e}");
                    return ExitCode::FAILURE;
                }
            },
            "--steps" => return steps(&args.next().unwrap_or_default()),
            _ => file = Some(PathBuf::from(arg)),
        }
    }
    let file = file.unwrap_or_else(default_file);
    let text = match std::fs::read_to_string(&file) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("se_agreement: cannot read {}: {e}", file.display());
            return ExitCode::from(2);
        }
    };
    let mut rows: BTreeMap<u32, Row> = BTreeMap::new();
    let started = Instant::now();
    for (n, line) in text.lines().enumerate() {
        let mut fields = line.split_whitespace();
        let (Some(puzzle), Some(rating)) = (fields.next(), fields.next().and_then(tenths)) else {
            continue;
        };
        if rating >= below || rating < above {
            continue;
        }
        let Ok(grid) = parse_line(puzzle) else {
            eprintln!("se_agreement: line {}: not a puzzle", n + 1);
            return ExitCode::from(2);
        };
        let start = Candidates::from_grid(&grid);
        if count_solutions(&start, 2) != 1 {
            eprintln!("se_agreement: line {}: not one solution", n + 1);
            return ExitCode::from(2);
        }
        let ours = rate_unique(&start, version);
        let row = rows.entry(rating).or_default();
        row.puzzles += 1;
        let t = u32::from(ours.tenths());
        row.near += usize::from(t.abs_diff(rating) <= 2);
        match t.cmp(&rating) {
            std::cmp::Ordering::Equal => row.equal += 1,
            std::cmp::Ordering::Less => row.lower += 1,
            std::cmp::Ordering::Greater => row.higher += 1,
        }
        if t != rating && row.shown.len() < show {
            row.shown
                .push(format!("{puzzle} SE {} rate {ours}", one_decimal(rating)));
        }
    }
    let elapsed = started.elapsed();
    println!("rating  puzzles  equal  lower  higher  equal%  near%");
    let mut total = Row::default();
    for (rating, row) in &rows {
        print_row(&one_decimal(*rating), row);
        total.puzzles += row.puzzles;
        total.equal += row.equal;
        total.lower += row.lower;
        total.higher += row.higher;
        total.near += row.near;
    }
    print_row("all", &total);
    println!(
        "{} puzzles rated in {:.2} s ({:.2} ms each)",
        total.puzzles,
        elapsed.as_secs_f64(),
        elapsed.as_secs_f64() * 1000.0 / total.puzzles.max(1) as f64
    );
    for row in rows.values() {
        for line in &row.shown {
            println!("{line}");
        }
    }
    ExitCode::SUCCESS
}

/// Prints the steps of one puzzle's solution with their ratings, and its three numbers.
fn steps(puzzle: &str) -> ExitCode {
    let Ok(grid) = parse_line(puzzle) else {
        eprintln!("se_agreement: not a puzzle: {puzzle}");
        return ExitCode::from(2);
    };
    let solution = solve(&grid);
    for step in &solution.steps {
        println!("{} {step}", one_decimal(u32::from(step.tenths())));
    }
    let [er, ep, ed] = solution.rating.explainer().map(u32::from);
    println!(
        "ED={}/{}/{}",
        one_decimal(er),
        one_decimal(ep),
        one_decimal(ed)
    );
    ExitCode::SUCCESS
}

/// A table row.
fn print_row(label: &str, row: &Row) {
    let share = 100.0 * row.equal as f64 / row.puzzles.max(1) as f64;
    let near = 100.0 * row.near as f64 / row.puzzles.max(1) as f64;
    println!(
        "{label:>6}  {:>7}  {:>5}  {:>5}  {:>6}  {share:>6.1}  {near:>5.1}",
        row.puzzles, row.equal, row.lower, row.higher
    );
}

/// A rating such as `4.2` in tenths.
fn tenths(text: &str) -> Option<u32> {
    let value: f64 = text.parse().ok()?;
    Some((value * 10.0).round() as u32)
}

/// Tenths as `4.2`.
fn one_decimal(tenths: u32) -> String {
    format!("{}.{}", tenths / 10, tenths % 10)
}

/// `../shared/puzzles/se-rated.txt` beside the repository or a directory above it.
fn default_file() -> PathBuf {
    let here = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    here.ancestors()
        .map(|dir| dir.join("shared/puzzles/se-rated.txt"))
        .find(|path| path.exists())
        .unwrap_or_else(|| PathBuf::from("../shared/puzzles/se-rated.txt"))
}

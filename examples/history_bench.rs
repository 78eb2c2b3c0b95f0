//! Measures reading and summarising a large history file.
//!
//! `cargo run --release --example history_bench [PATH] [RECORDS]` writes RECORDS (default one
//! million) synthetic records to PATH (default a file in the temp directory) unless PATH exists,
//! then times `read_history` and a full summary (groups, statistics, histograms).

use std::io::{BufWriter, Write};
use std::path::PathBuf;
use std::time::Instant;

use dosdoku_agents::agents::{AgentSettings, Board1Settings};
use dosdoku_agents::run::RunConfig;
use dosdoku_history::{
    Histogram, RunRecord, SOLVED, STOPPED, Summary, Tally, read_history, rfc3339_utc,
};

fn main() -> std::io::Result<()> {
    let mut args = std::env::args().skip(1);
    let path = args.next().map_or_else(
        || std::env::temp_dir().join("dosdoku-history-bench.jsonl"),
        PathBuf::from,
    );
    let n: u64 = args
        .next()
        .map_or(1_000_000, |a| a.parse().expect("RECORDS"));
    if !path.exists() {
        let start = Instant::now();
        write_synthetic(&path, n)?;
        println!(
            "wrote {n} records to {} in {:.2?}",
            path.display(),
            start.elapsed()
        );
    }
    let size = std::fs::metadata(&path)?.len();

    let start = Instant::now();
    let history = read_history(&path)?;
    let read = start.elapsed();
    let mut tally = Tally::default();
    history.records.iter().for_each(|r| tally.add(r));
    let groups = tally.groups;
    let mut lines = 0;
    for group in &groups {
        if let Some(s) = Summary::of(&group.solved_attempts) {
            lines += Histogram::of(&group.solved_attempts).buckets.len();
            std::hint::black_box(s);
        }
    }
    let total = start.elapsed();
    println!(
        "{} records ({} MB, {} skipped): read in {read:.2?}, read and summarised \
         ({} groups, {lines} histogram rows) in {total:.2?} on {} threads",
        history.records.len(),
        size / 1_000_000,
        history.skipped,
        groups.len(),
        std::thread::available_parallelism().map_or(1, |n| n.get())
    );
    Ok(())
}

/// Records over 20 puzzles and 4 settings, attempts spread over three orders of magnitude.
fn write_synthetic(path: &PathBuf, n: u64) -> std::io::Result<()> {
    let mut out = BufWriter::new(std::fs::File::create(path)?);
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for i in 0..n {
        let r = next();
        let puzzle: String = (0..81)
            .map(|c| match (c * 7 + r % 20) % 4 {
                0 => char::from(b'1' + ((c + r % 20) % 9) as u8),
                _ => '.',
            })
            .collect();
        let attempts = 10_000 + (next() % 1000) * (1 + next() % 1000);
        let record = RunRecord {
            time: rfc3339_utc(1_795_370_709 + i),
            puzzle,
            agent: "board1".to_string(),
            settings: RunConfig::new(AgentSettings::Board1(Board1Settings {
                memory: r & 1 == 0,
                grid_restarts: if r & 2 == 0 { 20 } else { 40 },
                ..Board1Settings::default()
            }))
            .setting_list(),
            seed: Some(next()),
            status: if r % 20 == 0 { STOPPED } else { SOLVED }.to_string(),
            attempts,
            cells_placed: attempts / 3,
            grid_restarts: std::array::from_fn(|g| (attempts >> (g + 4)) % 1000),
            board_restarts: attempts / 50_000,
            board0_found: r % 30,
            elapsed_ms: attempts / 400,
            mode: "headless".to_string(),
            counters: Default::default(),
        };
        serde_json::to_writer(&mut out, &record)?;
        out.write_all(b"\n")?;
    }
    out.flush()
}

//! Measures the backtracking engine on puzzle files, alone or side by side with a peer solver.
//!
//! ```text
//! cargo run --release --example engine_bench [-- [--engine E] [--runs N] [FILE...]]
//! cargo run --release --example engine_bench -- [--engine E] first|unique FILE
//! cargo run --release --example engine_bench -- [--engine E] compare PEER [--runs N] [--repeat K] [FILE...]
//! ```
//!
//! `--engine portable` or `--engine wide` picks a build of the engine (see
//! `dosdoku_sudoku::solver::Engine`); the default is the fastest this processor runs.
//!
//! With no mode it times the engine in this process: each file is read and parsed once, then
//! solved to the first solution and checked for uniqueness (counting to two), N passes each
//! (default 5); the median pass gives puzzles per second. The files default to the four
//! benchmark sets in `../shared/puzzles/` (beside the repository or a directory above it).
//!
//! `first FILE` and `unique FILE` behave like the peers' filters in `../shared/bench/`: one
//! line per puzzle (the solution or `none`; `unique`, `multiple` or `none`), so the outputs
//! can be compared and the processes timed.
//!
//! `compare PEER` times whole processes, this program's `first`/`unique` and `PEER
//! first|unique FILE`, alternating, N runs each (default 5), output discarded, and prints
//! the medians and their ratios (above 1 the engine is faster): wall-clock time, and the
//! processor time the processes used, which a busy machine disturbs less. Files with fewer
//! than 30,000 puzzles are repeated (K times, by default enough to reach 30,000) into a
//! temporary file so that start-up time does not dominate.

use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

use dosdoku_sudoku::board::Grid;
use dosdoku_sudoku::formats::parse_line;
use dosdoku_sudoku::solver::{Engine, Outcome, Unwatched};

/// The benchmark sets, in `../shared/puzzles/` next to the repository.
const SETS: [&str; 4] = [
    "17clue.txt",
    "top1465.txt",
    "hardest1905.txt",
    "hardest1106.txt",
];

/// Puzzles a compared file should hold at least (smaller ones are repeated).
const COMPARE_PUZZLES: usize = 30_000;

fn main() -> ExitCode {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let result = engine(&mut args).and_then(|engine| match args.first().map(String::as_str) {
        Some("first") | Some("unique") if args.len() == 2 => filter(engine, &args[0], &args[1]),
        Some("compare") => compare(engine, &args[1..]),
        Some("-h") | Some("--help") => Err(usage()),
        _ => in_process(engine, &args),
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("engine_bench: {message}");
            ExitCode::from(2)
        }
    }
}

fn usage() -> String {
    "usage: engine_bench [--engine portable|wide] [--runs N] [FILE...] | \
     [--engine portable|wide] first|unique FILE | \
     [--engine portable|wide] compare PEER [--runs N] [--repeat K] [FILE...]"
        .to_string()
}

/// Takes `--engine NAME` out of the arguments: the build of the engine to run.
fn engine(args: &mut Vec<String>) -> Result<Engine, String> {
    let Some(at) = args.iter().position(|a| a == "--engine") else {
        return Ok(Engine::best());
    };
    let name = args.get(at + 1).cloned().unwrap_or_default();
    args.drain(at..(at + 2).min(args.len()));
    match name.as_str() {
        "portable" => Ok(Engine::PORTABLE),
        "wide" => Engine::wide().ok_or_else(|| "this processor has no wide engine".to_string()),
        _ => Err(format!("--engine takes portable or wide, not {name:?}")),
    }
}

/// Options shared by the timing modes: runs, repeat factor and files.
struct Options {
    runs: usize,
    repeat: Option<usize>,
    files: Vec<PathBuf>,
}

fn options(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        runs: 5,
        repeat: None,
        files: Vec::new(),
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut number = |name: &str| -> Result<usize, String> {
            it.next()
                .and_then(|v| v.parse().ok())
                .filter(|&n| n > 0)
                .ok_or_else(|| format!("{name} needs a positive number"))
        };
        match a.as_str() {
            "--runs" => o.runs = number("--runs")?,
            "--repeat" => o.repeat = Some(number("--repeat")?),
            s if s.starts_with('-') => return Err(format!("unknown option {s}\n{}", usage())),
            file => o.files.push(PathBuf::from(file)),
        }
    }
    if o.files.is_empty() {
        let dir = puzzle_dir()?;
        o.files = SETS.iter().map(|s| dir.join(s)).collect();
    }
    Ok(o)
}

/// `shared/puzzles` beside the repository (`../shared/puzzles`), or beside one of its parent
/// directories when the repository is a worktree nested deeper.
fn puzzle_dir() -> Result<PathBuf, String> {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .skip(1)
        .map(|dir| dir.join("shared/puzzles"))
        .find(|dir| dir.is_dir())
        .ok_or_else(|| "no ../shared/puzzles beside the repository: name the files".to_string())
}

/// The puzzles of a file: one per line, `#` comments and blank lines skipped.
fn read_puzzles(path: &Path) -> Result<Vec<Grid>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.starts_with('#') && !l.trim().is_empty())
        .map(|(n, l)| parse_line(l).map_err(|e| format!("{}:{}: {e}", path.display(), n + 1)))
        .collect()
}

/// The file's name for the tables.
fn name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into(),
    )
}

/// The median of some durations.
fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

/// Puzzles per second.
fn rate(puzzles: usize, time: Duration) -> f64 {
    puzzles as f64 / time.as_secs_f64()
}

/// Times the engine in this process over each file.
fn in_process(engine: Engine, args: &[String]) -> Result<(), String> {
    let o = options(args)?;
    println!(
        "{:<18} {:>8} {:>14} {:>14}   (median of {} passes, {} engine)",
        "set",
        "puzzles",
        "first/s",
        "unique/s",
        o.runs,
        engine.name()
    );
    for path in &o.files {
        let puzzles = read_puzzles(path)?;
        let time = |pass: &dyn Fn() -> usize| {
            let times: Vec<Duration> = (0..o.runs)
                .map(|_| {
                    let start = Instant::now();
                    std::hint::black_box(pass());
                    start.elapsed()
                })
                .collect();
            median(times)
        };
        let first = time(&|| {
            puzzles
                .iter()
                .filter(|p| matches!(engine.solve(p, &mut Unwatched).0, Outcome::Solved(_)))
                .count()
        });
        let unique = time(&|| {
            puzzles
                .iter()
                .filter(|p| engine.count_solutions(p, 2) == 1)
                .count()
        });
        println!(
            "{:<18} {:>8} {:>14.0} {:>14.0}",
            name(path),
            puzzles.len(),
            rate(puzzles.len(), first),
            rate(puzzles.len(), unique)
        );
    }
    Ok(())
}

/// `first FILE` / `unique FILE`: one output line per puzzle, like the peers' filters.
fn filter(engine: Engine, mode: &str, file: &str) -> Result<(), String> {
    let puzzles = read_puzzles(Path::new(file))?;
    let mut out = BufWriter::with_capacity(1 << 20, std::io::stdout().lock());
    let mut line = [b'\n'; 82];
    for p in &puzzles {
        let written = if mode == "first" {
            match engine.solve(p, &mut Unwatched).0 {
                Outcome::Solved(g) => {
                    for (c, &d) in line.iter_mut().zip(g.cells()) {
                        *c = b'0' + d;
                    }
                    out.write_all(&line)
                }
                _ => out.write_all(b"none\n"),
            }
        } else {
            out.write_all(match engine.count_solutions(p, 2) {
                0 => b"none\n".as_slice(),
                1 => b"unique\n",
                _ => b"multiple\n",
            })
        };
        written.map_err(|e| format!("writing: {e}"))?;
    }
    out.flush().map_err(|e| format!("writing: {e}"))
}

/// `compare PEER`: this program and the peer as whole processes, alternating.
fn compare(engine: Engine, args: &[String]) -> Result<(), String> {
    let (peer, rest) = args
        .split_first()
        .ok_or_else(|| format!("compare needs the peer's program\n{}", usage()))?;
    let o = options(rest)?;
    let me = std::env::current_exe().map_err(|e| format!("own path: {e}"))?;
    let build = if engine == Engine::PORTABLE {
        "portable"
    } else {
        "wide"
    };
    println!(
        "{:<20} {:>8} {:>7} {:>10} {:>10} {:>6} {:>6}   (medians of {} alternating runs, {} engine; \
         ratio: wall clock, cpu: user + system time)",
        "set",
        "puzzles",
        "mode",
        "engine/s",
        "peer/s",
        "ratio",
        "cpu",
        o.runs,
        engine.name()
    );
    for path in &o.files {
        let count = read_puzzles(path)?.len();
        let repeat = o.repeat.unwrap_or(COMPARE_PUZZLES.div_ceil(count.max(1)));
        let (file, temporary) = if repeat > 1 {
            let text =
                std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
            let mut body = text.clone();
            if !body.ends_with('\n') {
                body.push('\n');
            }
            let copy = std::env::temp_dir().join(format!(
                "engine-bench-{}-x{repeat}-{}",
                std::process::id(),
                name(path)
            ));
            std::fs::write(&copy, body.repeat(repeat))
                .map_err(|e| format!("{}: {e}", copy.display()))?;
            (copy, true)
        } else {
            (path.clone(), false)
        };
        let puzzles = count * repeat;
        let label = if repeat > 1 {
            format!("{} x{repeat}", name(path))
        } else {
            name(path)
        };
        for mode in ["first", "unique"] {
            let (mut mine, mut theirs) = ((Vec::new(), Vec::new()), (Vec::new(), Vec::new()));
            for _ in 0..o.runs {
                let (wall, cpu) = run(&me, &["--engine", build, mode], &file)?;
                mine.0.push(wall);
                mine.1.push(cpu);
                let (wall, cpu) = run(Path::new(peer), &[mode], &file)?;
                theirs.0.push(wall);
                theirs.1.push(cpu);
            }
            let (wall, peer_wall) = (median(mine.0), median(theirs.0));
            let (cpu, peer_cpu) = (median(mine.1), median(theirs.1));
            let cpu_ratio = if cpu.is_zero() {
                "-".to_string()
            } else {
                format!("{:.2}", peer_cpu.as_secs_f64() / cpu.as_secs_f64())
            };
            println!(
                "{label:<20} {puzzles:>8} {mode:>7} {:>10.0} {:>10.0} {:>6.2} {cpu_ratio:>6}",
                rate(puzzles, wall),
                rate(puzzles, peer_wall),
                peer_wall.as_secs_f64() / wall.as_secs_f64(),
            );
        }
        if temporary {
            let _ = std::fs::remove_file(&file);
        }
    }
    Ok(())
}

/// Runs `program args... file` with its output discarded: its wall-clock time and the
/// processor time it used (user and system; zero where that cannot be read).
fn run(program: &Path, args: &[&str], file: &Path) -> Result<(Duration, Duration), String> {
    let (start, cpu_before) = (Instant::now(), children_cpu());
    let status = Command::new(program)
        .args(args)
        .arg(file)
        .stdout(Stdio::null())
        .status()
        .map_err(|e| format!("{}: {e}", program.display()))?;
    let (wall, cpu) = (start.elapsed(), children_cpu().saturating_sub(cpu_before));
    if !status.success() {
        return Err(format!(
            "{} {} {}: {status}",
            program.display(),
            args.join(" "),
            file.display()
        ));
    }
    Ok((wall, cpu))
}

/// The processor time (user and system) of the finished child processes so far.
#[cfg(unix)]
fn children_cpu() -> Duration {
    use nix::sys::resource::{UsageWho, getrusage};
    getrusage(UsageWho::RUSAGE_CHILDREN).map_or(Duration::ZERO, |u| {
        let time = |t: nix::sys::time::TimeVal| {
            Duration::from_secs(t.tv_sec() as u64) + Duration::from_micros(t.tv_usec() as u64)
        };
        time(u.user_time()) + time(u.system_time())
    })
}

/// The processor time of child processes is not read here.
#[cfg(not(unix))]
fn children_cpu() -> Duration {
    Duration::ZERO
}

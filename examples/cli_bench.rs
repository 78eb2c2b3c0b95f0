//! Times the dosdoku command line, with the defaults a user gets, against a peer solver, as
//! whole processes on the same files.
//!
//! ```text
//! cargo build --release
//! cargo run --release --example cli_bench -- [--runs N] [--repeat K] [--peer PATH]
//!     [--dosdoku PATH] [--jobs J] [FILE...]
//! ```
//!
//! For each file, `dosdoku solve --agent backtrack FILE` is timed against `PEER first FILE`,
//! and `dosdoku check FILE` against `PEER unique FILE`: the two alternate, N runs each
//! (default 5), output discarded; the medians give puzzles per second and their ratio (above
//! 1.0, dosdoku is faster). The outputs are compared once, line by line.
//!
//! PEER defaults to `/tmp/tdoku-peer/tdoku-peer` (tdoku built by `../shared/bench/tdoku/`);
//! any program answering `first FILE` and `unique FILE` like it will do, such as the `sudoku`
//! crate's peer in `../shared/bench/sudoku-peer/`. DOSDOKU defaults to the release binary
//! beside this example. `--jobs J` passes `--jobs J` to dosdoku (default: none, i.e. one job
//! per core). The files default to the four benchmark sets in `../shared/puzzles/`; a file
//! of fewer than 10,000 puzzles is timed as K copies of itself (default K = 20), so that
//! start-up does not dominate. The load average is printed with every figure: on a busy
//! machine the figures mean little.

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

/// The benchmark sets, in `../shared/puzzles/` next to the repository.
const SETS: [&str; 4] = [
    "17clue.txt",
    "top1465.txt",
    "hardest1905.txt",
    "hardest1106.txt",
];

/// Files with fewer puzzles than this are timed as several copies of themselves.
const SMALL: usize = 10_000;

/// What to run.
struct Setup {
    dosdoku: PathBuf,
    peer: PathBuf,
    runs: usize,
    repeat: usize,
    jobs: Option<String>,
    files: Vec<PathBuf>,
}

fn main() -> ExitCode {
    match setup(std::env::args().skip(1).collect()).and_then(|setup| run(&setup)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("cli_bench: {message}");
            ExitCode::from(2)
        }
    }
}

fn setup(args: Vec<String>) -> Result<Setup, String> {
    let here = std::env::current_exe().map_err(|e| e.to_string())?;
    // target/release/examples/cli_bench: the program is target/release/dosdoku.
    let release = here.parent().and_then(Path::parent).map(Path::to_path_buf);
    let mut setup = Setup {
        dosdoku: release.unwrap_or_default().join("dosdoku"),
        peer: PathBuf::from("/tmp/tdoku-peer/tdoku-peer"),
        runs: 5,
        repeat: 20,
        jobs: None,
        files: Vec::new(),
    };
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().ok_or(format!("{name} needs a value"));
        match arg.as_str() {
            "--runs" => setup.runs = number(&value("--runs")?)?,
            "--repeat" => setup.repeat = number(&value("--repeat")?)?,
            "--peer" => setup.peer = value("--peer")?.into(),
            "--dosdoku" => setup.dosdoku = value("--dosdoku")?.into(),
            "--jobs" => setup.jobs = Some(value("--jobs")?),
            "-h" | "--help" => return Err(usage()),
            flag if flag.starts_with("--") => {
                return Err(format!("unknown option {flag}\n{}", usage()));
            }
            file => setup.files.push(file.into()),
        }
    }
    if setup.files.is_empty() {
        let sets = shared_puzzles()?;
        setup.files = SETS.iter().map(|name| sets.join(name)).collect();
    }
    for program in [&setup.dosdoku, &setup.peer] {
        if !program.is_file() {
            return Err(format!(
                "{} is not a program (see --help)",
                program.display()
            ));
        }
    }
    Ok(setup)
}

fn usage() -> String {
    "usage: cli_bench [--runs N] [--repeat K] [--peer PATH] [--dosdoku PATH] [--jobs J] [FILE...]"
        .to_string()
}

fn number(text: &str) -> Result<usize, String> {
    text.parse::<usize>()
        .ok()
        .filter(|&n| n > 0)
        .ok_or(format!("'{text}' is not a whole number above 0"))
}

/// `../shared/puzzles/` beside the repository (or a directory above the working directory).
fn shared_puzzles() -> Result<PathBuf, String> {
    let start = std::env::current_dir().map_err(|e| e.to_string())?;
    start
        .ancestors()
        .map(|dir| dir.join("../shared/puzzles"))
        .find(|dir| dir.is_dir())
        .ok_or("no ../shared/puzzles/ found: name the files".to_string())
}

fn run(setup: &Setup) -> Result<(), String> {
    let scratch = std::env::temp_dir().join(format!("cli_bench-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).map_err(|e| e.to_string())?;
    let result = setup
        .files
        .iter()
        .try_for_each(|file| time_file(setup, file, &scratch));
    let _ = std::fs::remove_dir_all(&scratch);
    result
}

/// Times one file both ways and prints two lines.
fn time_file(setup: &Setup, file: &Path, scratch: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
    let puzzles: Vec<&str> = text
        .lines()
        .filter(|l| l.len() >= 81 && !l.starts_with('#'))
        .collect();
    let copies = if puzzles.len() < SMALL {
        setup.repeat
    } else {
        1
    };
    let name = file.file_name().unwrap_or_default().to_string_lossy();
    let (timed, label) = if copies > 1 {
        let path = scratch.join(format!("x{copies}-{name}"));
        let body = (puzzles.join("\n") + "\n").repeat(copies);
        std::fs::write(&path, body).map_err(|e| e.to_string())?;
        (path, format!("{name} (x{copies})"))
    } else {
        (file.to_path_buf(), name.to_string())
    };
    let count = puzzles.len() * copies;
    for (ours, theirs) in [("solve", "first"), ("check", "unique")] {
        let mut dosdoku = Command::new(&setup.dosdoku);
        dosdoku.arg(ours);
        if ours == "solve" {
            dosdoku.args(["--agent", "backtrack"]);
        }
        if let Some(jobs) = &setup.jobs {
            dosdoku.args(["--jobs", jobs]);
        }
        dosdoku.arg(&timed);
        let mut peer = Command::new(&setup.peer);
        peer.arg(theirs).arg(&timed);
        let agree = same_lines(&mut dosdoku, &mut peer)?;
        let (mut ours_times, mut theirs_times) = (Vec::new(), Vec::new());
        for _ in 0..setup.runs {
            ours_times.push(time(&mut dosdoku)?);
            theirs_times.push(time(&mut peer)?);
        }
        let (a, b) = (median(&mut ours_times), median(&mut theirs_times));
        println!(
            "{label:<26} {ours:>5}: dosdoku {:>9.0}/s  peer {:>9.0}/s  ratio {:.2}  {}  load {}",
            count as f64 / a.as_secs_f64(),
            count as f64 / b.as_secs_f64(),
            b.as_secs_f64() / a.as_secs_f64(),
            if agree {
                "same output"
            } else {
                "OUTPUTS DIFFER"
            },
            load(),
        );
    }
    Ok(())
}

/// Whether the two commands print the same lines.
fn same_lines(a: &mut Command, b: &mut Command) -> Result<bool, String> {
    let out = |c: &mut Command| {
        c.stderr(Stdio::null())
            .output()
            .map(|o| o.stdout)
            .map_err(|e| e.to_string())
    };
    Ok(out(a)? == out(b)?)
}

/// The wall time of one run, output discarded.
fn time(command: &mut Command) -> Result<Duration, String> {
    let start = Instant::now();
    command
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .map_err(|e| e.to_string())?;
    Ok(start.elapsed())
}

fn median(times: &mut [Duration]) -> Duration {
    times.sort();
    times[times.len() / 2]
}

/// The one-minute load average, where the system tells it.
fn load() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|l| l.split_whitespace().next().map(String::from))
        .unwrap_or_else(|| "?".to_string())
}

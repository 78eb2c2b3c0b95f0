//! The benchmark sets and timings of the search on boards of other sizes (issue 24), and the
//! textbook SAT encoding that CaDiCaL is timed on:
//!
//! ```text
//! cargo run --release --example size_targets -- sparse SEED COUNT    # 25x25, 5-40 givens
//! cargo run --release --example size_targets -- carved SEED COUNT    # 25x25, 250-350 givens
//! cargo run --release --example size_targets -- none N SEED COUNT    # box size N, no solution
//! cargo run --release --example size_targets -- deep N SEED COUNT    # the same, proved deep
//! cargo run --release --example size_targets -- time FILE [TSV]      # solve and check, timed
//! cargo run --release --example size_targets -- cadical FILE [TSV]   # the same by CaDiCaL
//! cargo run --release --example size_targets -- cnf DIR < FILE       # DIR/00001.cnf, ...
//! ```
//!
//! Sparse puzzles: a number of givens drawn from 5 to 40, each a random value in a random
//! empty cell, drawn again while it clashes. Carved puzzles: a random solved grid with all
//! but 250 to 350 random cells blanked. Puzzles with no solution: a random solved grid with
//! some of its cells blanked (few on purpose, most often) and one blank set to a wrong value
//! that clashes with no given, kept when the search proves it has no solution (most are
//! refuted by propagation alone, before any guess). Puzzles with no solution deep inside: a
//! minimal puzzle made as `dosdoku generate --size` makes it (4x4 and 16x16; a 25x25 one takes
//! minutes, so there a carved puzzle with 250-350 givens), one given changed to another value
//! that clashes with nothing; of 20 such changes, the one without a solution whose proof
//! takes the search the most guesses, when it takes at least one (else another puzzle is
//! drawn; on 4x4 boards propagation refutes every one, and any is kept). Every draw comes from PCG32 seeded with SEED; one puzzle per line on standard
//! output.
//!
//! Times are processor time (user and system, from getrusage), not wall time: the machine
//! these figures come from is shared, and wall time there measures the other work.
//!
//! `time` solves each puzzle of FILE (to the first solution) and counts its solutions up to
//! two, each timed on its own, and prints the median and the slowest of each with the worst
//! puzzle's line number; with TSV, it also writes each puzzle's times (puzzle number, solve ms,
//! check ms, solutions found up to two, and for `time` the guesses to solve it), one line
//! each. `cnf` writes one DIMACS file per
//! puzzle: a variable per cell and value, each cell exactly one value, each value exactly once
//! in each row, column and box (at-least-one clauses and pairwise at-most-one clauses), a unit
//! clause per given.
//!
//! `cadical` times CaDiCaL (`cadical -q`, on the PATH) on that encoding, puzzle by puzzle:
//! each puzzle's CNF is written to a file first, untimed, then the processor time of the
//! whole `cadical` process is taken (start, parse, solve, exit: what a user pasting a puzzle
//! would wait for on an idle machine). To solve is one call; to check (count to two) adds, when it found a solution,
//! a second call on the CNF with a clause that shuts that solution out. Every solution it
//! gives is decoded and checked against the puzzle. Output as for `time`.

use std::io::{BufRead, Write};
use std::path::Path;
use std::process::Command;
use std::time::Duration;

use dosdoku_sudoku::board::{Grid, find_clash};
use dosdoku_sudoku::formats::parse_line;
use dosdoku_sudoku::generate::{generate_sized, solved_sized};
use dosdoku_sudoku::random::Draw;
use dosdoku_sudoku::solver::{Outcome, Unwatched, count_solutions, solve};

/// Exits with the usage line.
fn usage() -> ! {
    eprintln!(
        "usage: size_targets sparse SEED COUNT | carved SEED COUNT | none N SEED COUNT | \
         deep N SEED COUNT | \
         time FILE [TSV] | cadical FILE [TSV] | cnf DIR < FILE"
    );
    std::process::exit(2)
}

/// Argument `k` as a number.
fn number(args: &[String], k: usize) -> u64 {
    args.get(k)
        .and_then(|a| a.parse().ok())
        .unwrap_or_else(|| usage())
}

/// A 25x25 puzzle with 5 to 40 random givens that do not clash.
fn sparse(draw: &mut Draw) -> Grid {
    let mut p = Grid::empty(5);
    let givens = 5 + draw.below(36) as usize;
    while p.filled() < givens {
        let (i, v) = (draw.below(625) as usize, draw.below(25) as u8 + 1);
        if p.get(i) == 0 {
            p.set(i, v);
            if find_clash(&p).is_some() {
                p.set(i, 0);
            }
        }
    }
    p
}

/// A random solved grid of box size `n` with all but `keep` random cells blanked.
fn carved(n: usize, keep: usize, draw: &mut Draw) -> Grid {
    let mut p = solved_sized(n, draw);
    while p.filled() > keep {
        p.set(draw.below(p.len() as u32) as usize, 0);
    }
    p
}

/// A puzzle of box size `n` with no solution and no clash.
fn no_solution(n: usize, draw: &mut Draw) -> Grid {
    let cells = n.pow(4);
    loop {
        // Between a tenth and nine tenths of the cells kept.
        let keep = cells / 10 + draw.below((cells * 8 / 10) as u32) as usize;
        let solution = solved_sized(n, draw);
        let mut p = solution.clone();
        while p.filled() > keep {
            p.set(draw.below(cells as u32) as usize, 0);
        }
        let i = loop {
            let i = draw.below(cells as u32) as usize;
            if p.get(i) == 0 {
                break i;
            }
        };
        let wrong =
            (solution.get(i) + draw.below(n as u32 * n as u32 - 1) as u8) % (n * n) as u8 + 1;
        p.set(i, wrong);
        if find_clash(&p).is_none() && count_solutions(&p, 1) == 0 {
            return p;
        }
    }
}

/// Whose processor time to read.
enum Whose {
    /// This process's (one thread: the search's).
    Mine,
    /// That of this process's children that ended (CaDiCaL's).
    Children,
}

/// The processor time (user and system) used so far.
#[cfg(unix)]
fn cpu(whose: Whose) -> Duration {
    use nix::sys::resource::{UsageWho, getrusage};
    let who = match whose {
        Whose::Mine => UsageWho::RUSAGE_SELF,
        Whose::Children => UsageWho::RUSAGE_CHILDREN,
    };
    let usage = getrusage(who).expect("getrusage");
    let time = |t: nix::sys::time::TimeVal| {
        Duration::from_secs(t.tv_sec() as u64) + Duration::from_micros(t.tv_usec() as u64)
    };
    time(usage.user_time()) + time(usage.system_time())
}

/// The wall time since the first call (no processor times to read here).
#[cfg(not(unix))]
fn cpu(_whose: Whose) -> Duration {
    static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    START.get_or_init(std::time::Instant::now).elapsed()
}

/// Changes tried on each puzzle to find a deep contradiction.
const CHANGES: usize = 20;

/// A puzzle of box size `n` with no solution, no clash and a contradiction deep inside (see
/// the module's comment).
fn deep(n: usize, draw: &mut Draw) -> Grid {
    let side = (n * n) as u32;
    let stop = std::sync::atomic::AtomicBool::new(false);
    loop {
        let base = if n == 5 {
            let keep = 250 + draw.below(101) as usize;
            carved(5, keep, draw)
        } else {
            let seed = u64::from(draw.below(u32::MAX));
            generate_sized(n, seed, &stop)
                .expect("never stopped")
                .puzzle
        };
        let givens: Vec<usize> = (0..base.len()).filter(|&i| base.get(i) != 0).collect();
        let mut deepest: Option<(u64, Grid)> = None;
        for _ in 0..CHANGES {
            let i = givens[draw.below(givens.len() as u32) as usize];
            let mut p = base.clone();
            let wrong = (u32::from(p.get(i)) + draw.below(side - 1)) % side + 1;
            p.set(i, wrong as u8);
            if find_clash(&p).is_some() {
                continue;
            }
            let (outcome, stats) = solve(&p, &mut Unwatched);
            let deeper = deepest.as_ref().is_none_or(|(g, _)| stats.placements > *g);
            // Nothing on a 4x4 board needs a guess: there the deepest is any without a solution.
            let least = u64::from(n > 2);
            if outcome == Outcome::NoSolution && stats.placements >= least && deeper {
                deepest = Some((stats.placements, p));
            }
        }
        if let Some((_, p)) = deepest {
            return p;
        }
    }
}

/// The puzzles of a file: its lines that are not blank or `#` comments.
fn read_puzzles(lines: impl Iterator<Item = String>) -> Vec<Grid> {
    lines
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| parse_line(l.trim()).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

/// The puzzles of the file at `path`.
fn read_file(path: &str) -> Vec<Grid> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    read_puzzles(text.lines().map(String::from))
}

/// The median and the slowest of `times`, with the slowest's index.
fn summary(times: &[Duration]) -> (Duration, Duration, usize) {
    let mut sorted = times.to_vec();
    sorted.sort();
    let (worst, _) = times.iter().enumerate().max_by_key(|&(_, t)| *t).unwrap();
    (sorted[sorted.len() / 2], sorted[sorted.len() - 1], worst)
}

/// Times the search on every puzzle of `file`: to the first solution, and counting to two.
fn time(file: &str, table: Option<&String>) {
    let puzzles = read_file(file);
    let mut rows = Vec::new();
    let mut guesses = Vec::new();
    for p in &puzzles {
        let start = cpu(Whose::Mine);
        let (outcome, stats) = solve(p, &mut Unwatched);
        let solving = cpu(Whose::Mine) - start;
        guesses.push(stats.placements);
        if let Outcome::Solved(s) = &outcome {
            assert!(s.solves(p), "a wrong solution of {p}");
        }
        let start = cpu(Whose::Mine);
        let found = count_solutions(p, 2);
        let checking = cpu(Whose::Mine) - start;
        assert_eq!(found == 0, outcome == Outcome::NoSolution, "{p}");
        rows.push((solving, checking, found));
    }
    report(file, &rows, Some(&guesses), table);
}

/// Times CaDiCaL on every puzzle of `file`, to the first solution and counting to two (see
/// the module's comment).
fn cadical(file: &str, table: Option<&String>) {
    let puzzles = read_file(file);
    let path = std::env::temp_dir().join(format!("size_targets-{}.cnf", std::process::id()));
    let mut rows = Vec::new();
    for p in &puzzles {
        let (vars, mut clauses) = encoding(p);
        write_cnf(&path, vars, &clauses);
        let (solving, model) = run_cadical(&path);
        let (mut checking, mut found) = (solving, 0);
        if let Some(model) = model {
            assert!(decode(p, &model).solves(p), "CaDiCaL's solution of {p}");
            found = 1;
            clauses.push(model.iter().map(|&x| -x).collect());
            write_cnf(&path, vars, &clauses);
            let (again, other) = run_cadical(&path);
            checking += again;
            if let Some(other) = other {
                assert!(
                    decode(p, &other).solves(p),
                    "CaDiCaL's second solution of {p}"
                );
                found = 2;
            }
        }
        rows.push((solving, checking, found));
    }
    let _ = std::fs::remove_file(&path);
    report(file, &rows, None, table);
}

/// Runs `cadical -q` on the CNF at `path`: its wall time, and the true variables of the
/// cells (the model's positive literals) when it found a solution.
fn run_cadical(path: &Path) -> (Duration, Option<Vec<i32>>) {
    let start = cpu(Whose::Children);
    let out = Command::new("cadical")
        .arg("-q")
        .arg(path)
        .output()
        .expect("cadical on the PATH (apt-get install cadical)");
    let took = cpu(Whose::Children) - start;
    match out.status.code() {
        Some(10) => {
            let text = String::from_utf8_lossy(&out.stdout);
            let model = text
                .lines()
                .filter_map(|l| l.strip_prefix("v "))
                .flat_map(str::split_whitespace)
                .map(|x| x.parse::<i32>().expect("a literal"))
                .filter(|&x| x > 0)
                .collect();
            (took, Some(model))
        }
        Some(20) => (took, None),
        other => panic!("cadical ended with {other:?}"),
    }
}

/// The grid of a model's true variables.
fn decode(p: &Grid, model: &[i32]) -> Grid {
    let side = p.side();
    let mut g = Grid::empty(p.box_size());
    for &x in model {
        let x = x as usize - 1;
        g.set(x / side, (x % side) as u8 + 1);
    }
    g
}

/// Prints the median and the slowest solve and check of `rows` (solve time, check time,
/// solutions up to two), with the guesses of the slowest when known, and writes `rows` to
/// `table` when given.
fn report(
    file: &str,
    rows: &[(Duration, Duration, u32)],
    guesses: Option<&[u64]>,
    table: Option<&String>,
) {
    let solving: Vec<Duration> = rows.iter().map(|r| r.0).collect();
    let checking: Vec<Duration> = rows.iter().map(|r| r.1).collect();
    for (what, times) in [("solve", &solving), ("check", &checking)] {
        let (median, slowest, worst) = summary(times);
        let effort = guesses.map_or(String::new(), |g| {
            format!(", {} guesses to solve it", g[worst])
        });
        println!(
            "{file}: {what}: {} puzzles, median {:.3} ms, slowest {:.3} ms (puzzle {}{effort})",
            times.len(),
            median.as_secs_f64() * 1e3,
            slowest.as_secs_f64() * 1e3,
            worst + 1,
        );
    }
    let mut words = [0usize; 3];
    for r in rows {
        words[r.2 as usize] += 1;
    }
    println!(
        "{file}: none {}, unique {}, multiple {}",
        words[0], words[1], words[2]
    );
    if let Some(table) = table {
        let mut out = std::io::BufWriter::new(std::fs::File::create(table).unwrap());
        for (k, (s, c, found)) in rows.iter().enumerate() {
            let ms = |d: &Duration| d.as_secs_f64() * 1e3;
            let effort = guesses.map_or(String::new(), |g| format!("\t{}", g[k]));
            writeln!(
                out,
                "{}\t{:.3}\t{:.3}\t{found}{effort}",
                k + 1,
                ms(s),
                ms(c)
            )
            .unwrap();
        }
    }
}

/// The textbook encoding of `p`: the number of variables and the clauses (literals as
/// DIMACS numbers).
fn encoding(p: &Grid) -> (usize, Vec<Vec<i32>>) {
    let shape = p.shape();
    let side = shape.side();
    let var = |i: usize, v: usize| (i * side + v + 1) as i32;
    let mut clauses: Vec<Vec<i32>> = Vec::new();
    let mut exactly_one = |vars: Vec<i32>| {
        for (k, &a) in vars.iter().enumerate() {
            for &b in &vars[k + 1..] {
                clauses.push(vec![-a, -b]);
            }
        }
        clauses.push(vars);
    };
    for i in 0..shape.cells() {
        exactly_one((0..side).map(|v| var(i, v)).collect());
    }
    for u in 0..shape.unit_count() {
        for v in 0..side {
            exactly_one(shape.unit(u).iter().map(|&i| var(i, v)).collect());
        }
    }
    for i in (0..p.len()).filter(|&i| p.get(i) != 0) {
        clauses.push(vec![var(i, usize::from(p.get(i)) - 1)]);
    }
    (shape.cells() * side, clauses)
}

/// Writes `clauses` over `vars` variables in DIMACS form.
fn dimacs(vars: usize, clauses: &[Vec<i32>], out: &mut impl Write) -> std::io::Result<()> {
    writeln!(out, "p cnf {vars} {}", clauses.len())?;
    for c in clauses {
        for x in c {
            write!(out, "{x} ")?;
        }
        writeln!(out, "0")?;
    }
    out.flush()
}

/// Writes `clauses` in DIMACS form to the file at `path`.
fn write_cnf(path: &Path, vars: usize, clauses: &[Vec<i32>]) {
    let mut file = std::io::BufWriter::new(std::fs::File::create(path).unwrap());
    dimacs(vars, clauses, &mut file).unwrap();
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    match args.first().map(String::as_str) {
        Some("sparse") => {
            let mut draw = Draw::new(number(&args, 1));
            for _ in 0..number(&args, 2) {
                writeln!(out, "{}", sparse(&mut draw)).unwrap();
            }
        }
        Some("carved") => {
            let mut draw = Draw::new(number(&args, 1));
            for _ in 0..number(&args, 2) {
                let keep = 250 + draw.below(101) as usize;
                writeln!(out, "{}", carved(5, keep, &mut draw)).unwrap();
            }
        }
        Some("none") => {
            let n = number(&args, 1) as usize;
            if ![2, 4, 5].contains(&n) {
                usage();
            }
            let mut draw = Draw::new(number(&args, 2));
            for _ in 0..number(&args, 3) {
                writeln!(out, "{}", no_solution(n, &mut draw)).unwrap();
            }
        }
        Some("deep") => {
            let n = number(&args, 1) as usize;
            if ![2, 4, 5].contains(&n) {
                usage();
            }
            let mut draw = Draw::new(number(&args, 2));
            for _ in 0..number(&args, 3) {
                writeln!(out, "{}", deep(n, &mut draw)).unwrap();
                out.flush().unwrap();
            }
        }
        Some("time") => time(args.get(1).unwrap_or_else(|| usage()), args.get(2)),
        Some("cadical") => cadical(args.get(1).unwrap_or_else(|| usage()), args.get(2)),
        Some("cnf") => {
            let dir = std::path::Path::new(args.get(1).unwrap_or_else(|| usage()));
            std::fs::create_dir_all(dir).unwrap();
            let stdin = std::io::stdin().lock().lines().map(Result::unwrap);
            for (k, p) in read_puzzles(stdin).iter().enumerate() {
                let (vars, clauses) = encoding(p);
                write_cnf(&dir.join(format!("{:05}.cnf", k + 1)), vars, &clauses);
            }
        }
        _ => usage(),
    }
}

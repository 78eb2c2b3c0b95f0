//! The benchmark sets and timings of the search on boards of other sizes (issue 24), and the
//! textbook SAT encoding that CaDiCaL is timed on:
//!
//! ```text
//! cargo run --release --example size_targets -- sparse SEED COUNT    # 25x25, 5-40 givens
//! cargo run --release --example size_targets -- carved SEED COUNT    # 25x25, 250-350 givens
//! cargo run --release --example size_targets -- none N SEED COUNT    # box size N, no solution
//! cargo run --release --example size_targets -- time FILE            # solve and check, timed
//! cargo run --release --example size_targets -- cnf DIR < FILE       # DIR/00001.cnf, ...
//! ```
//!
//! Sparse puzzles: a number of givens drawn from 5 to 40, each a random value in a random
//! empty cell, drawn again while it clashes. Carved puzzles: a random solved grid with all
//! but 250 to 350 random cells blanked. Puzzles with no solution: a random solved grid with
//! some of its cells blanked (few on purpose, most often) and one blank set to a wrong value
//! that clashes with no given, kept when the search proves it has no solution. Every draw
//! comes from PCG32 seeded with SEED; one puzzle per line on standard output.
//!
//! `time` solves each puzzle of FILE (to the first solution) and counts its solutions up to
//! two, each timed on its own, and prints the median and the slowest of each with the worst
//! puzzle's line number. `cnf` writes one DIMACS file per puzzle: a variable per cell and
//! value, each cell exactly one value, each value exactly once in each row, column and box
//! (at-least-one clauses and pairwise at-most-one clauses), a unit clause per given.

use std::io::{BufRead, Write};
use std::time::{Duration, Instant};

use dosdoku_sudoku::board::{Grid, find_clash};
use dosdoku_sudoku::formats::parse_line;
use dosdoku_sudoku::generate::solved_sized;
use dosdoku_sudoku::random::Draw;
use dosdoku_sudoku::solver::{Outcome, Unwatched, count_solutions, solve};

/// Exits with the usage line.
fn usage() -> ! {
    eprintln!(
        "usage: size_targets sparse SEED COUNT | carved SEED COUNT | none N SEED COUNT | \
         time FILE | cnf DIR < FILE"
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

/// The puzzles of a file: its lines that are not blank or `#` comments.
fn read_puzzles(lines: impl Iterator<Item = String>) -> Vec<Grid> {
    lines
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| parse_line(l.trim()).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

/// The median and the slowest of `times`, with the slowest's index.
fn summary(times: &[Duration]) -> (Duration, Duration, usize) {
    let mut sorted = times.to_vec();
    sorted.sort();
    let (worst, _) = times.iter().enumerate().max_by_key(|&(_, t)| *t).unwrap();
    (sorted[sorted.len() / 2], sorted[sorted.len() - 1], worst)
}

/// Times the search on every puzzle of `file`: to the first solution, and counting to two.
fn time(file: &str) {
    let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{file}: {e}"));
    let puzzles = read_puzzles(text.lines().map(String::from));
    let (mut solving, mut checking) = (Vec::new(), Vec::new());
    let mut words = [0usize; 3];
    for p in &puzzles {
        let start = Instant::now();
        let outcome = solve(p, &mut Unwatched).0;
        solving.push(start.elapsed());
        if let Outcome::Solved(s) = &outcome {
            assert!(s.solves(p), "a wrong solution of {p}");
        }
        let start = Instant::now();
        let found = count_solutions(p, 2);
        checking.push(start.elapsed());
        assert_eq!(found == 0, outcome == Outcome::NoSolution, "{p}");
        words[found as usize] += 1;
    }
    for (what, times) in [("solve", &solving), ("check", &checking)] {
        let (median, slowest, worst) = summary(times);
        println!(
            "{file}: {what}: {} puzzles, median {:.3} ms, slowest {:.3} ms (puzzle {})",
            times.len(),
            median.as_secs_f64() * 1e3,
            slowest.as_secs_f64() * 1e3,
            worst + 1
        );
    }
    println!(
        "{file}: none {}, unique {}, multiple {}",
        words[0], words[1], words[2]
    );
}

/// Writes the textbook encoding of `p` in DIMACS form.
fn cnf(p: &Grid, out: &mut impl Write) -> std::io::Result<()> {
    let shape = p.shape();
    let side = shape.side();
    let var = |i: usize, v: usize| i * side + v + 1;
    let mut clauses: Vec<Vec<usize>> = Vec::new();
    let mut exactly_one = |vars: Vec<usize>| {
        for (k, &a) in vars.iter().enumerate() {
            for &b in &vars[k + 1..] {
                clauses.push(vec![a, b]);
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
    writeln!(
        out,
        "p cnf {} {}",
        shape.cells() * side,
        clauses.len() + p.filled()
    )?;
    for c in &clauses {
        let negate = c.len() == 2;
        for &x in c {
            write!(out, "{}{x} ", if negate { "-" } else { "" })?;
        }
        writeln!(out, "0")?;
    }
    for i in (0..p.len()).filter(|&i| p.get(i) != 0) {
        writeln!(out, "{} 0", var(i, usize::from(p.get(i)) - 1))?;
    }
    Ok(())
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
        Some("time") => time(args.get(1).unwrap_or_else(|| usage())),
        Some("cnf") => {
            let dir = std::path::Path::new(args.get(1).unwrap_or_else(|| usage()));
            std::fs::create_dir_all(dir).unwrap();
            let stdin = std::io::stdin().lock().lines().map(Result::unwrap);
            for (k, p) in read_puzzles(stdin).iter().enumerate() {
                let path = dir.join(format!("{:05}.cnf", k + 1));
                let mut file = std::io::BufWriter::new(std::fs::File::create(path).unwrap());
                cnf(p, &mut file).unwrap();
            }
        }
        _ => usage(),
    }
}

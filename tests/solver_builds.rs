//! The engine's builds agree: the wide one (where this processor has it) finds the same
//! solutions with the same counters as the portable one, which runs here too.

use dosdoku::board::Grid;
use dosdoku::formats::parse_line;
use dosdoku::solver::{Engine, SearchObserver, SearchStats, Unwatched};

/// The puzzles of a set in `../shared/puzzles/` (`#` comment and blank lines skipped),
/// beside the repository or, for a worktree nested deeper, beside a directory above it.
fn puzzles(name: &str) -> Vec<Grid> {
    let manifest = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let path = manifest
        .ancestors()
        .skip(1)
        .map(|dir| dir.join("shared/puzzles").join(name))
        .find(|path| path.exists())
        .unwrap_or_else(|| manifest.join("../shared/puzzles").join(name));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| parse_line(l).unwrap())
        .collect()
}

/// Records every step the search reports.
#[derive(Default)]
struct Steps(Vec<(Grid, SearchStats)>);

impl SearchObserver for Steps {
    const WATCHING: bool = true;

    fn step(&mut self, known: &Grid, stats: &SearchStats) -> bool {
        self.0.push((*known, *stats));
        true
    }
}

#[test]
fn the_best_build_is_the_wide_one_where_there_is_one() {
    assert_eq!(Engine::best(), Engine::wide().unwrap_or(Engine::PORTABLE));
    assert_eq!(Engine::PORTABLE.name(), "portable");
}

#[test]
fn wide_and_portable_agree_on_every_top1465_puzzle() {
    let Some(wide) = Engine::wide() else {
        eprintln!("this processor has no wide build: only the portable one ran");
        return;
    };
    let portable = Engine::PORTABLE;
    for p in &puzzles("top1465.txt") {
        let first = portable.solve(p, &mut Unwatched);
        assert_eq!(wide.solve(p, &mut Unwatched), first, "{p}");
        for limit in [1, 2, 3] {
            assert_eq!(
                wide.count_solutions(p, limit),
                portable.count_solutions(p, limit),
                "{p}, limit {limit}"
            );
        }
    }
}

#[test]
fn wide_and_portable_report_the_same_steps() {
    let Some(wide) = Engine::wide() else {
        eprintln!("this processor has no wide build: only the portable one ran");
        return;
    };
    // Several solutions, no solution, and hard unique puzzles.
    let mut several = puzzles("top1465.txt")[0];
    let givens: Vec<usize> = (0..81).filter(|&i| several.get(i) != 0).take(4).collect();
    for i in givens {
        several.set(i, 0);
    }
    let mut clash = Grid::EMPTY;
    clash.set(0, 5);
    clash.set(80, 5);
    clash.set(8, 5);
    assert_eq!(Engine::PORTABLE.count_solutions(&several, 3), 3);
    assert_eq!(Engine::PORTABLE.count_solutions(&clash, 2), 0);
    let sets = puzzles("hardest1106.txt");
    for p in [several, clash].iter().chain(sets.iter().step_by(25)) {
        let (mut a, mut b) = (Steps::default(), Steps::default());
        let outcome = Engine::PORTABLE.solve(p, &mut a);
        assert_eq!(wide.solve(p, &mut b), outcome, "{p}");
        assert_eq!(a.0, b.0, "{p}");
    }
}

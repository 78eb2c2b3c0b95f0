//! Interim engine (replaced by the fast engine on the solver branch).

use crate::board::{Grid, find_clash, peers};

/// What the search did.
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq)]
pub struct SearchStats {
    /// Guessed digits.
    pub placements: u64,
    /// Dead ends.
    pub backtracks: u64,
}

/// How a search ended.
pub enum Outcome {
    /// Solved.
    Solved(Grid),
    /// No solution.
    NoSolution,
    /// Stopped by the observer.
    Stopped,
}

/// Watches a search.
pub trait SearchObserver {
    /// Whether steps are wanted.
    const WATCHING: bool;
    /// One step.
    fn step(&mut self, known: &Grid, stats: &SearchStats) -> bool;
}

/// Watches nothing.
pub struct Unwatched;

impl SearchObserver for Unwatched {
    const WATCHING: bool = false;
    fn step(&mut self, _: &Grid, _: &SearchStats) -> bool {
        true
    }
}

fn search<O: SearchObserver>(
    g: &mut Grid,
    st: &mut SearchStats,
    o: &mut O,
    found: &mut Vec<Grid>,
    limit: usize,
) -> bool {
    let Some(i) = (0..81).find(|&i| g.get(i) == 0) else {
        found.push(*g);
        return found.len() < limit;
    };
    for d in 1..=9 {
        if peers(i).iter().all(|&j| g.get(j) != d) {
            g.set(i, d);
            st.placements += 1;
            if O::WATCHING && !o.step(g, st) {
                return false;
            }
            if !search(g, st, o, found, limit) {
                return false;
            }
            g.set(i, 0);
        }
    }
    st.backtracks += 1;
    true
}

/// Solves to the first solution.
pub fn solve<O: SearchObserver>(puzzle: &Grid, observer: &mut O) -> (Outcome, SearchStats) {
    let mut st = SearchStats::default();
    if find_clash(puzzle).is_some() {
        return (Outcome::NoSolution, st);
    }
    let mut found = Vec::new();
    let mut g = *puzzle;
    search(&mut g, &mut st, observer, &mut found, 1);
    (
        found
            .first()
            .map_or(Outcome::NoSolution, |s| Outcome::Solved(*s)),
        st,
    )
}

/// Counts solutions up to `limit`.
pub fn count_solutions(puzzle: &Grid, limit: u32) -> u32 {
    if find_clash(puzzle).is_some() {
        return 0;
    }
    let mut found = Vec::new();
    let mut g = *puzzle;
    search(
        &mut g,
        &mut SearchStats::default(),
        &mut Unwatched,
        &mut found,
        limit as usize,
    );
    found.len() as u32
}

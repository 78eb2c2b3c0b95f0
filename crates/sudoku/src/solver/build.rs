//! The engine's builds: the same search compiled for any processor, and once more for
//! x86-64 processors with AVX2, BMI1, BMI2, LZCNT and POPCNT, chosen at run time.
//!
//! Both builds run the same source, so they find the same solutions with the same counts;
//! the wide one lets the compiler use the newer instructions (a population count in one
//! instruction, three-operand bit operations, 256-bit vectors).

use std::sync::atomic::{AtomicU8, Ordering};

use super::any_size::search_any_size;
use super::avoid::avoiding;
use super::clear;
use super::guess::Guess;
use super::observer::{SearchObserver, SearchStats, Unwatched};
use super::search::{Outcome, search};
use super::state::State;
use crate::board::Grid;

/// One build of the hot parts of the search: propagation and the choice of a guess.
pub(super) trait Build: Sized {
    /// Propagates `state` to a fixed point; false on a contradiction.
    fn propagate(state: &mut State) -> bool;
    /// The guess for a propagated, unsolved state.
    fn guess(state: &State) -> Guess;
    /// Removes the cells `gone` (one mask per band) from every digit; returns the digits and
    /// bands that lost a cell (see [`clear`](super::clear)).
    fn clear_cells(cand: &mut [[u32; 3]; 9], gone: [u32; 3]) -> u32;
}

/// The build for any processor.
pub(super) struct Portable;

impl Build for Portable {
    fn propagate(state: &mut State) -> bool {
        state.propagate::<Self>()
    }

    fn guess(state: &State) -> Guess {
        state.guess()
    }

    #[inline(always)]
    fn clear_cells(cand: &mut [[u32; 3]; 9], gone: [u32; 3]) -> u32 {
        #[cfg(target_arch = "x86_64")]
        return clear::sse2(cand, gone);
        #[cfg(not(target_arch = "x86_64"))]
        clear::portable(cand, gone)
    }
}

/// The build for x86-64 processors with AVX2, BMI1, BMI2, LZCNT and POPCNT.
///
/// Only [`Engine::wide`] hands out a way to run it, after checking the processor.
#[cfg(target_arch = "x86_64")]
pub(super) struct Wide;

#[cfg(target_arch = "x86_64")]
impl Build for Wide {
    fn propagate(state: &mut State) -> bool {
        // SAFETY: a search runs with `Wide` only through an engine from `Engine::wide`,
        // which checked that this processor has these instructions.
        unsafe { wide::propagate(state) }
    }

    fn guess(state: &State) -> Guess {
        // SAFETY: as for `propagate`.
        unsafe { wide::guess(state) }
    }

    #[inline(always)]
    fn clear_cells(cand: &mut [[u32; 3]; 9], gone: [u32; 3]) -> u32 {
        // SAFETY: as for `propagate`; only `wide::propagate` calls this.
        unsafe { clear::avx2(cand, gone) }
    }
}

/// The hot functions compiled with the wide instructions enabled: everything they call is
/// inlined into them.
#[cfg(target_arch = "x86_64")]
mod wide {
    use super::{Guess, State, Wide};

    #[target_feature(enable = "avx2,bmi1,bmi2,lzcnt,popcnt")]
    pub(super) fn propagate(state: &mut State) -> bool {
        state.propagate::<Wide>()
    }

    #[target_feature(enable = "avx2,bmi1,bmi2,lzcnt,popcnt")]
    pub(super) fn guess(state: &State) -> Guess {
        state.guess()
    }
}

/// A build of the engine that this processor runs: [`Engine::PORTABLE`] anywhere, or the
/// wide one where [`Engine::wide`] finds it. [`Engine::best`] is what
/// [`solve`](super::solve) and [`count_solutions`](super::count_solutions) use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Engine(Kind);

/// The builds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Portable,
    #[cfg(target_arch = "x86_64")]
    Wide,
}

/// [`Engine::best`] once detected: 0 not yet, 1 portable, 2 wide.
static BEST: AtomicU8 = AtomicU8::new(0);

impl Engine {
    /// The build that runs on any processor.
    pub const PORTABLE: Engine = Engine(Kind::Portable);

    /// The wide build, if this processor has what it needs (x86-64 with AVX2, BMI1, BMI2,
    /// LZCNT and POPCNT).
    pub fn wide() -> Option<Engine> {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("avx2")
            && std::arch::is_x86_feature_detected!("bmi1")
            && std::arch::is_x86_feature_detected!("bmi2")
            && std::arch::is_x86_feature_detected!("lzcnt")
            && std::arch::is_x86_feature_detected!("popcnt")
        {
            return Some(Engine(Kind::Wide));
        }
        None
    }

    /// The fastest build this processor runs, detected on the first call.
    #[inline]
    pub fn best() -> Engine {
        match BEST.load(Ordering::Relaxed) {
            1 => Engine::PORTABLE,
            #[cfg(target_arch = "x86_64")]
            2 => Engine(Kind::Wide),
            _ => {
                let best = Engine::wide().unwrap_or(Engine::PORTABLE);
                BEST.store(
                    if best == Engine::PORTABLE { 1 } else { 2 },
                    Ordering::Relaxed,
                );
                best
            }
        }
    }

    /// A short name for the build: `portable` or `x86-64 AVX2`.
    pub fn name(self) -> &'static str {
        match self.0 {
            Kind::Portable => "portable",
            #[cfg(target_arch = "x86_64")]
            Kind::Wide => "x86-64 AVX2",
        }
    }

    /// Solves to the first solution with this build, reporting steps to the observer
    /// (see [`solve`](super::solve)).
    pub fn solve<O: SearchObserver>(
        self,
        puzzle: &Grid,
        observer: &mut O,
    ) -> (Outcome, SearchStats) {
        let (_, first, stopped, stats) = self.search(puzzle, observer, 1, true, None);
        let outcome = match first {
            Some(g) => Outcome::Solved(g),
            None if stopped => Outcome::Stopped,
            None => Outcome::NoSolution,
        };
        (outcome, stats)
    }

    /// Counts solutions up to `limit` with this build (see
    /// [`count_solutions`](super::count_solutions)).
    pub fn count_solutions(self, puzzle: &Grid, limit: u32) -> u32 {
        // At most `limit`, so it fits.
        self.search(puzzle, &mut Unwatched, limit.into(), false, None)
            .0 as u32
    }

    /// Counts solutions as [`Engine::count_solutions`], giving up after `steps` guesses and
    /// backtracks: `None` when it gave up.
    pub fn count_solutions_within(self, puzzle: &Grid, limit: u32, steps: u64) -> Option<u32> {
        self.count_solutions_observed(puzzle, limit, &mut StepBudget(steps))
    }

    /// Counts solutions as [`Engine::count_solutions`], watched by `observer`: `None` when
    /// it stopped the search.
    pub(super) fn count_solutions_observed<O: SearchObserver>(
        self,
        puzzle: &Grid,
        limit: u32,
        observer: &mut O,
    ) -> Option<u32> {
        let (found, _, stopped, _) = self.search(puzzle, observer, limit.into(), false, None);
        // At most `limit`, so it fits.
        (!stopped).then_some(found as u32)
    }

    /// Calls `each` with every solution as [`Engine::for_each_solution`], watched by
    /// `observer`: how many it found, and whether the observer stopped the search.
    pub(super) fn for_each_solution_observed<O: SearchObserver>(
        self,
        puzzle: &Grid,
        limit: u64,
        each: &mut dyn FnMut(&Grid) -> bool,
        observer: &mut O,
    ) -> (u64, bool) {
        let (found, _, stopped, _) = self.search(puzzle, observer, limit, false, Some(each));
        (found, stopped)
    }

    /// Calls `each` with every solution up to `limit`, or until it returns false, with this
    /// build (see [`for_each_solution`](super::for_each_solution)); how many it found.
    pub(super) fn for_each_solution(
        self,
        puzzle: &Grid,
        limit: u64,
        each: &mut dyn FnMut(&Grid) -> bool,
    ) -> u64 {
        self.search(puzzle, &mut Unwatched, limit, false, Some(each))
            .0
    }

    /// A solution of `puzzle` without `digit` in `cell`, with this build (see
    /// [`solve_avoiding`](super::solve_avoiding)).
    pub(super) fn solve_avoiding(self, puzzle: &Grid, cell: usize, digit: u8) -> Option<Grid> {
        match self.0 {
            Kind::Portable => avoiding::<Portable>(puzzle, cell, digit),
            #[cfg(target_arch = "x86_64")]
            Kind::Wide => avoiding::<Wide>(puzzle, cell, digit),
        }
    }

    /// Runs a search with this build: (solutions found, first solution if `keep_first`,
    /// stopped, stats); each solution goes to `each` when it is given.
    fn search<'a, O: SearchObserver>(
        self,
        puzzle: &Grid,
        observer: &'a mut O,
        limit: u64,
        keep_first: bool,
        each: Option<&'a mut dyn FnMut(&Grid) -> bool>,
    ) -> (u64, Option<Grid>, bool, SearchStats) {
        if limit == 0 {
            // No solution is looked for.
            return (0, None, false, SearchStats::default());
        }
        if puzzle.box_size() != 3 {
            return search_any_size(puzzle, observer, limit, keep_first, each);
        }
        match self.0 {
            Kind::Portable => search::<O, Portable>(puzzle, observer, limit, keep_first, each),
            #[cfg(target_arch = "x86_64")]
            Kind::Wide => search::<O, Wide>(puzzle, observer, limit, keep_first, each),
        }
    }
}

/// An observer that stops a search after a number of steps.
struct StepBudget(u64);

impl SearchObserver for StepBudget {
    const WATCHING: bool = true;
    const SEES_CELLS: bool = false;

    fn step(&mut self, _known: &Grid, _stats: &SearchStats) -> bool {
        self.0 = self.0.saturating_sub(1);
        self.0 > 0
    }
}

//! The solver: the easiest step at a time, the whole solution, and the rating.

use super::candidates::Candidates;
use super::propagate::singles;
use super::scope::Scope;
use super::step::{Step, apply};
use super::technique::{Level, Technique};
use super::techniques::{easiest, find};
use crate::board::Grid;
use std::fmt;

/// A puzzle's difficulty: its hardest step, and the level of the hardest kind of technique
/// it needed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Rating {
    /// The hardest technique used; `None` when there was nothing to do.
    pub hardest: Option<Technique>,
    /// The level: the highest level among the techniques used.
    pub level: Level,
}

impl Rating {
    /// No step yet: 0.0, easy.
    pub const NOTHING: Rating = Rating {
        hardest: None,
        level: Level::Easy,
    };

    /// The rating in tenths (42 for 4.2); 0 when there was nothing to do.
    pub fn tenths(&self) -> u8 {
        self.hardest.map_or(0, Technique::tenths)
    }

    /// The rating: the difficulty of the hardest step.
    pub fn score(&self) -> f64 {
        f64::from(self.tenths()) / 10.0
    }

    /// Counts a step of `technique`.
    pub fn note(&mut self, technique: Technique) {
        self.hardest = self.hardest.max(Some(technique));
        self.level = self.level.max(technique.level());
    }
}

impl fmt::Display for Rating {
    /// `4.2 hard xy_wing`; `0.0 easy -` for a grid with nothing to do.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let t = self.tenths();
        let key = self.hardest.map_or("-", Technique::key);
        write!(f, "{}.{} {} {key}", t / 10, t % 10, self.level)
    }
}

/// What the solver counts, for panels and reports.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Counters {
    /// Steps taken.
    pub steps: u64,
    /// Digits placed by steps (singles and right guesses).
    pub placed: u64,
    /// Candidates eliminated by steps (a placed digit clearing its row, column and box is not
    /// counted: that is the rule, not a step).
    pub eliminated: u64,
    /// Guesses made, right or wrong.
    pub guesses: u64,
}

impl Counters {
    /// Counts one step.
    pub fn count(&mut self, step: &Step) {
        self.steps += 1;
        self.placed += u64::from(step.placed().is_some());
        self.eliminated += step.eliminated().len() as u64;
        self.guesses += u64::from(step.technique == Technique::Guess);
    }
}

/// A solution as steps, from a start position to the end the steps reached.
#[derive(Clone, Debug)]
pub struct Solution {
    /// The steps, in order.
    pub steps: Vec<Step>,
    /// The rating: the hardest step.
    pub rating: Rating,
    /// The counters over all steps.
    pub counters: Counters,
    /// The position after the last step: solved, unless the start had no solution.
    pub end: Candidates,
}

impl Solution {
    /// The solved grid, when the steps reached one.
    pub fn solution(&self) -> Option<Grid> {
        self.end.is_solved().then(|| self.end.to_grid())
    }
}

/// The easiest step of the position: singles, then the patterns from locked candidates to
/// hidden quads, then nishio, then a guess. `None` when every cell is solved, or when the
/// position shows a contradiction (see [`Candidates::contradiction`]).
pub fn next_step(c: &Candidates) -> Option<Step> {
    Stepper::default().next(c)
}

/// Finds the steps of one solution in turn. It remembers the last position where no pattern
/// applied, so that later scans for patterns look only where something changed since (the
/// same steps as [`next_step`] finds, found sooner). Give it the positions of one solution in
/// order, each the last after its step.
#[derive(Default)]
pub struct Stepper {
    /// The last position where every pattern failed.
    base: Option<Candidates>,
}

impl Stepper {
    /// The easiest step of `c`, as [`next_step`] finds it.
    pub fn next(&mut self, c: &Candidates) -> Option<Step> {
        if c.is_solved() || c.contradiction().is_some() {
            return None;
        }
        easiest(c, &Technique::ALL[..2], &Scope::ALL)
            .or_else(|| self.pattern(c))
            .or_else(|| easiest(c, &Technique::ALL[15..], &Scope::ALL))
    }

    /// The easiest pattern step (locked candidates to hidden quads) of a position without
    /// singles; when there is none, the position becomes the base of later scans.
    fn pattern(&mut self, c: &Candidates) -> Option<Step> {
        let scope = self.base.map_or(Scope::ALL, |base| Scope::since(&base, c));
        let step = easiest(c, &Technique::ALL[2..15], &scope);
        if step.is_none() {
            self.base = Some(*c);
        }
        step
    }
}

/// Solves a puzzle step by step, always taking the easiest step.
pub fn solve(puzzle: &Grid) -> Solution {
    solve_from(&Candidates::from_grid(puzzle))
}

/// Solves from a position (a puzzle's, or pencil marks) step by step.
pub fn solve_from(start: &Candidates) -> Solution {
    let mut c = *start;
    let mut steps = Vec::new();
    let mut rating = Rating::NOTHING;
    let mut counters = Counters::default();
    let mut stepper = Stepper::default();
    while let Some(step) = stepper.next(&c) {
        apply(&mut c, &step);
        rating.note(step.technique);
        counters.count(&step);
        steps.push(step);
    }
    Solution {
        steps,
        rating,
        counters,
        end: c,
    }
}

/// Rates a puzzle: the same rating as [`solve`] gives, found faster.
pub fn rate(puzzle: &Grid) -> Rating {
    rate_from(&Candidates::from_grid(puzzle))
}

/// Rates a position: the rating [`solve_from`] gives, found faster.
///
/// It takes the same steps, except that singles are placed in batches: the singles left at a
/// standstill are the same in any order, and only whether a naked single was ever needed (no
/// hidden single being left) changes the rating. It stops at the first guess, the hardest
/// step there is.
pub fn rate_from(start: &Candidates) -> Rating {
    let mut c = *start;
    let mut rating = Rating::NOTHING;
    if c.contradiction().is_some() {
        return rating;
    }
    let mut stepper = Stepper::default();
    loop {
        let naked_seen = rating.hardest >= Some(Technique::NakedSingle);
        match singles(&mut c, naked_seen) {
            Err(_) => return rating,
            Ok(true) if !naked_seen => rating.note(Technique::HiddenSingle),
            Ok(_) => {}
        }
        if !naked_seen && find(&c, Technique::NakedSingle, &Scope::ALL).is_some() {
            rating.note(Technique::NakedSingle);
            if singles(&mut c, true).is_err() {
                return rating;
            }
        }
        if c.is_solved() {
            return rating;
        }
        // A pattern, else nishio; when neither applies the next step is a guess, and the
        // rating cannot go higher.
        let Some(step) = stepper
            .pattern(&c)
            .or_else(|| find(&c, Technique::Nishio, &Scope::ALL))
        else {
            rating.note(Technique::Guess);
            return rating;
        };
        rating.note(step.technique);
        apply(&mut c, &step);
    }
}

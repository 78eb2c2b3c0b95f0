//! Where the search guesses: the fewest ways to go on, whether a cell's candidates or a
//! value's places in a unit (the column choice of an exact-cover search), weighted towards
//! the units where the search met dead ends (dom/wdeg, Boussemart et al., 2004). The search
//! tries one of those ways, then takes it out and chooses again (binary guesses), so every
//! solution is met once and a search over them counts exactly.
//!
//! Ties are broken, and the way tried picked, from a starting point the caller draws: a
//! restarted search then takes another path through the same puzzle.

use super::bits::{count, two};
use super::state::State;
use super::weights::Weights;
use crate::board::Shape;

/// Where to guess: the ways to go on from a propagated, unsolved state.
#[derive(Clone, Copy)]
pub(super) struct Branch {
    /// What is guessed.
    at: At,
    /// The ways: values of the cell, or places (positions in the unit).
    ways: u32,
    /// Where the pick of a way starts, round the ways.
    start: u32,
}

/// What a guess is about.
#[derive(Clone, Copy)]
enum At {
    /// Which value goes in this cell.
    Cell(usize),
    /// Where this value goes in this unit.
    Place { unit: usize, value: u8 },
}

impl Branch {
    /// Where to guess below `state`: the cell with the fewest candidates for the weight of its
    /// units (how often they met a dead end: `weights`), or, when no cell has
    /// two candidates, a value with two places in the unit of most weight that has one.
    /// `draw` gives where the scan for ties starts and the way tried first.
    pub(super) fn choose(state: &State, shape: &Shape, draw: u32, weights: &Weights) -> Branch {
        let cells = shape.cells();
        let side = shape.side();
        let offset = draw as usize % cells;
        let start = (draw >> 16) % side as u32;
        // (candidates, weight, cell): fewest candidates per weight; a cell has at most 25,
        // so the first open cell beats the start.
        let mut best = (26u64, 1u64, 0);
        for range in [offset..cells, 0..offset] {
            for i in range {
                if state.values[i] == 0 {
                    let n = u64::from(count(state.cand[i]));
                    let w = weights.cell(i);
                    if n * best.1 < best.0 * w {
                        best = (n, w, i);
                    }
                }
            }
        }
        let cell = Branch {
            at: At::Cell(best.2),
            ways: state.cand[best.2],
            start,
        };
        if best.0 <= 2 {
            return cell;
        }
        let units = shape.unit_count();
        let first = (draw >> 8) as usize % units;
        let mut chosen: Option<(u32, usize, u32)> = None;
        for unit in (first..units).chain(0..first) {
            if chosen.is_some_and(|(w, _, _)| weights.unit(unit) <= w) {
                continue;
            }
            let places = &state.places[unit][..side];
            let pairs = (0..side)
                .filter(|&k| two(places[k]))
                .fold(0u32, |m, k| m | 1 << k);
            if pairs != 0 {
                chosen = Some((weights.unit(unit), unit, next_way(pairs, start)));
            }
        }
        let Some((_, unit, bit)) = chosen else {
            return cell;
        };
        let left = state.places[unit][bit.trailing_zeros() as usize];
        let value = bit.trailing_zeros() as u8 + 1;
        Branch {
            at: At::Place { unit, value },
            ways: left,
            start,
        }
    }

    /// A guess on cell `i` (open in `state`) that tries its candidate `v` first.
    pub(super) fn on_guess(state: &State, i: usize, v: u8) -> Branch {
        Branch {
            at: At::Cell(i),
            ways: state.cand[i],
            start: u32::from(v) - 1,
        }
    }

    /// A guess on cell `i` (open in `state`): which of its candidates it places.
    pub(super) fn on_cell(state: &State, shape: &Shape, i: usize, draw: u32) -> Branch {
        Branch {
            at: At::Cell(i),
            ways: state.cand[i],
            start: (draw >> 16) % shape.side() as u32,
        }
    }

    /// The way to try: the (cell, value) it places. With a solution to get away from
    /// (`shun`, the values of a solution found already), a way that disagrees with it comes
    /// first, so that a second solution, if there is one, is met early.
    pub(super) fn way(&self, shape: &Shape, shun: Option<&[u8]>) -> (usize, u8) {
        let agrees = shun.map_or(0, |known| match self.at {
            At::Cell(cell) => 1 << (known[cell] - 1),
            At::Place { unit, value } => {
                let at = shape.unit(unit).iter().position(|&i| known[i] == value);
                at.map_or(0, |k| 1 << k)
            }
        });
        let others = self.ways & !agrees;
        let bit = next_way(if others != 0 { others } else { self.ways }, self.start);
        let k = bit.trailing_zeros();
        match self.at {
            At::Cell(cell) => (cell, k as u8 + 1),
            At::Place { unit, value } => (shape.unit(unit)[k as usize], value),
        }
    }
}

/// The lowest bit of `ways` at or after position `start`, else the lowest bit.
fn next_way(ways: u32, start: u32) -> u32 {
    let after = ways & (u32::MAX << start);
    let pick = if after != 0 { after } else { ways };
    pick & pick.wrapping_neg()
}

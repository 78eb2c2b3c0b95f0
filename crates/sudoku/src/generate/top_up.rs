//! Up to an exact number of givens: more givens from the solution.

use super::carving::Carving;
use super::cells::{Cells, size};
use super::shuffle::shuffle;
use crate::random::Draw;

/// Gives back random blank orbits among `free` until the puzzle has exactly `target` givens;
/// false, changing nothing, if they cannot make up the count (an odd number missing when no
/// single-cell orbit is blank).
///
/// Pairs are given back first, then single cells for the rest. More givens never add a
/// solution, so the puzzle stays unique.
pub fn top_up(carving: &mut Carving, free: &[Cells], target: u32, draw: &mut Draw) -> bool {
    let (mut pairs, mut singles): (Vec<Cells>, Vec<Cells>) = free
        .iter()
        .copied()
        .filter(|&o| o & carving.givens() == 0)
        .partition(|&o| size(o) == 2);
    let missing = target.saturating_sub(carving.count()) as usize;
    let pair_count = pairs.len().min(missing / 2);
    let single_count = missing - 2 * pair_count;
    if single_count > singles.len() {
        return false;
    }
    shuffle(draw, &mut pairs);
    shuffle(draw, &mut singles);
    for &o in pairs[..pair_count].iter().chain(&singles[..single_count]) {
        carving.add(o);
    }
    true
}

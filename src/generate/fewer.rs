//! Fewer givens than one pass of removal reaches: a local search among the minimal puzzles
//! of one solved grid.

use std::sync::atomic::{AtomicBool, Ordering};

use super::carving::Carving;
use super::cells::Cells;
use super::shuffle::shuffle;
use crate::agents::Draw;

/// Moves without a new low before the search gives this grid up for a fresh one.
const PATIENCE: u32 = 300;

/// Brings a minimal `carving` down to `target` givens or fewer; false when it gave up (no
/// progress for a while, or `stop` was set).
///
/// One move gives back one blank orbit of `orbits` (never one touching `settled`), then
/// removes, in a random order, every given orbit that can go. The result is minimal again;
/// it is kept when it has no more givens than before, so the search also wanders across
/// puzzles of equal size, and it ends up with fewer whenever the given-back orbit replaces
/// two or more.
pub fn descend(
    carving: &mut Carving,
    orbits: &[Cells],
    settled: Cells,
    target: u32,
    draw: &mut Draw,
    stop: &AtomicBool,
) -> bool {
    let free: Vec<Cells> = orbits
        .iter()
        .copied()
        .filter(|&o| o & settled == 0)
        .collect();
    let mut best = carving.count();
    let mut stale = 0;
    let mut blank = Vec::with_capacity(free.len());
    let mut given = Vec::with_capacity(free.len());
    while carving.count() > target {
        if stale == PATIENCE || stop.load(Ordering::Relaxed) {
            return false;
        }
        blank.clear();
        given.clear();
        for &o in &free {
            if o & carving.givens() == 0 {
                blank.push(o);
            } else {
                given.push(o);
            }
        }
        let back = blank[draw.below(blank.len() as u32) as usize];
        let before = carving.mark();
        carving.add(back);
        shuffle(draw, &mut given);
        for &o in &given {
            carving.remove(o);
        }
        if carving.count() > before.count() {
            carving.back_to(before);
        }
        if carving.count() < best {
            best = carving.count();
            stale = 0;
        } else {
            stale += 1;
        }
    }
    true
}

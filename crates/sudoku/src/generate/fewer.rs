//! Fewer givens than one pass of removal reaches: a local search among the minimal puzzles
//! of one solved grid.

use std::sync::atomic::{AtomicBool, Ordering};

use super::carving::Carving;
use super::cells::Cells;
use super::shuffle::shuffle;
use crate::random::Draw;

/// Moves without a new low before the search gives this grid up for a fresh one.
const PATIENCE: u32 = 1000;

/// Brings a minimal `carving` down to `target` givens or fewer, moving only the orbits
/// `free`; false when it gave up (no new low for a while, no move left, or `stop` set).
///
/// One move gives back one blank orbit, then removes, in a random order, every given orbit
/// that can go. The result is minimal again; it is kept when it has no more givens than
/// before, so the search also wanders across puzzles of equal size, and it has fewer
/// whenever the given-back orbit replaces two or more. The orbit given back is drawn from
/// those the known unavoidable sets point at ([`Openings`](super::unavoidable::Openings)):
/// one that may free two given orbits when there is one, else one that may free one. Each
/// search that fails teaches a new set, so the pointers sharpen as the search goes.
pub fn descend(
    carving: &mut Carving,
    free: &[Cells],
    target: u32,
    draw: &mut Draw,
    stop: &AtomicBool,
) -> bool {
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
        for &o in free {
            if o & carving.givens() == 0 {
                blank.push(o);
            } else {
                given.push(o);
            }
        }
        let openings = carving.openings();
        let pick = if blank.iter().any(|&o| o & openings.two != 0) {
            openings.two
        } else {
            openings.one
        };
        blank.retain(|&o| o & pick != 0);
        if blank.is_empty() {
            return false;
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

//! Unavoidable sets met so far: each one is where another solution differs from the known
//! one, so every puzzle with a unique solution must give at least one of its cells.

use super::cells::{ALL, Cells, cell, members};
use super::symmetry::Symmetry;

/// How many sets are kept; when full, the oldest is replaced.
const CAPACITY: usize = 256;

/// One unavoidable set, and the orbits it touches.
#[derive(Clone, Copy)]
struct Known {
    set: Cells,
    /// Every cell of every orbit the set touches: an orbit meets the set exactly when it
    /// lies in this.
    orbits: Cells,
}

/// The unavoidable sets found while carving one solved grid.
///
/// When a search finds a second solution, the cells where it differs from the known solution
/// form an unavoidable set: a puzzle giving none of them has that second solution too. The
/// sets rule out removals without a search, and point at the blank cells worth giving back;
/// they never allow a removal, so they cannot make a puzzle lose its uniqueness.
pub struct Unavoidables {
    /// The orbit of each cell.
    orbit: [Cells; 81],
    known: Vec<Known>,
    /// The slot the next set takes once the list is full.
    next: usize,
}

/// Blank cells worth giving back, as far as the known sets tell: giving back an orbit can
/// only free a pinned given orbit if it meets every set that pins it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Openings {
    /// The blank orbits that meet every set pinning some given orbit.
    pub one: Cells,
    /// The blank orbits that do so for two given orbits or more.
    pub two: Cells,
}

impl Unavoidables {
    /// None yet, for givens taken in the orbits of `symmetry`.
    pub fn new(symmetry: Symmetry) -> Unavoidables {
        Unavoidables {
            orbit: std::array::from_fn(|i| cell(i) | cell(symmetry.image(i))),
            known: Vec::new(),
            next: 0,
        }
    }

    /// Keeps a new set.
    pub fn add(&mut self, set: Cells) {
        let orbits = members(set).fold(0, |o, i| o | self.orbit[i]);
        let known = Known { set, orbits };
        if self.known.len() < CAPACITY {
            self.known.push(known);
        } else {
            self.known[self.next] = known;
            self.next = (self.next + 1) % CAPACITY;
        }
    }

    /// The orbit holding the cells of `hit` when they lie in one orbit, by its lowest cell.
    fn within_one_orbit(&self, hit: Cells) -> Option<usize> {
        let orbit = self.orbit[hit.trailing_zeros() as usize];
        (hit & !orbit == 0).then_some(orbit.trailing_zeros() as usize)
    }

    /// The givens that cannot go because some known set holds no other given outside their
    /// orbit: every set's givens that lie within one orbit. Removing that orbit would leave
    /// the set with no given, and so another solution.
    pub fn pinned(&self, givens: Cells) -> Cells {
        let mut pinned = 0;
        for known in &self.known {
            let hit = known.set & givens;
            if self.within_one_orbit(hit).is_some() {
                pinned |= hit;
            }
        }
        pinned
    }

    /// The [`Openings`] of the puzzle with `givens`.
    pub fn openings(&self, givens: Cells) -> Openings {
        // Per pinned orbit (by its lowest cell): the orbits meeting every set that pins it.
        let mut common = [ALL; 81];
        for known in &self.known {
            if let Some(key) = self.within_one_orbit(known.set & givens) {
                common[key] &= known.orbits;
            }
        }
        let (mut one, mut two) = (0, 0);
        for &cells in common.iter().filter(|&&c| c != ALL) {
            let cells = cells & !givens;
            two |= one & cells;
            one |= cells;
        }
        Openings { one, two }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_given_alone_in_a_set_is_pinned() {
        let mut sets = Unavoidables::new(Symmetry::None);
        assert_eq!(sets.pinned(ALL), 0);
        sets.add(cell(3) | cell(7) | cell(9));
        // Cells 3 and 9 given: neither alone.
        assert_eq!(sets.pinned(cell(3) | cell(9) | cell(50)), 0);
        // Only cell 9 given: it must stay.
        assert_eq!(sets.pinned(cell(9) | cell(50)), cell(9));
        // Under a left-right mirror, cells 0 and 8 are one orbit: together they are pinned.
        let mut mirrored = Unavoidables::new(Symmetry::Mirror);
        mirrored.add(cell(0) | cell(8) | cell(30));
        assert_eq!(
            mirrored.pinned(cell(0) | cell(8) | cell(50)),
            cell(0) | cell(8)
        );
    }

    #[test]
    fn openings_lie_in_every_set_pinning_a_given() {
        let mut sets = Unavoidables::new(Symmetry::None);
        // Given 9 is pinned by two sets sharing blank cell 7; given 20 by one holding 7 and 40.
        sets.add(cell(9) | cell(7) | cell(3));
        sets.add(cell(9) | cell(7) | cell(60));
        sets.add(cell(20) | cell(7) | cell(40));
        let givens = cell(9) | cell(20) | cell(50);
        let openings = sets.openings(givens);
        assert_eq!(openings.one, cell(7) | cell(40));
        assert_eq!(openings.two, cell(7));
        // Under a mirror, orbit {3, 5} meets both sets pinning given orbit {9, 17} through
        // different cells.
        let mut mirrored = Unavoidables::new(Symmetry::Mirror);
        mirrored.add(cell(9) | cell(3));
        mirrored.add(cell(17) | cell(5));
        let openings = mirrored.openings(cell(9) | cell(17) | cell(50));
        assert_eq!(openings.one, cell(3) | cell(5));
    }

    #[test]
    fn the_oldest_set_makes_room() {
        let mut sets = Unavoidables::new(Symmetry::None);
        for k in 0..CAPACITY {
            sets.add(cell(k % 80) | cell(80));
        }
        assert_eq!(sets.known[0].set, cell(0) | cell(80));
        sets.add(cell(40));
        assert_eq!(sets.known.len(), CAPACITY);
        // The first set is gone, the new one in its place.
        assert_eq!(sets.known[0].set, cell(40));
        assert_eq!(sets.known[1].set, cell(1) | cell(80));
    }
}

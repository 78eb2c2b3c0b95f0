//! Unavoidable sets met so far: each one is where another solution differs from the known
//! one, so every puzzle with a unique solution must give at least one of its cells.

use super::cells::Cells;

/// How many sets are kept; when full, the oldest is replaced.
const CAPACITY: usize = 256;

/// The unavoidable sets found while carving one solved grid.
///
/// When a search finds a second solution, the cells where it differs from the known solution
/// form an unavoidable set: a puzzle giving none of them has that second solution too. The
/// sets rule out removals without a search; they never allow one, so they cannot make a
/// puzzle lose its uniqueness.
#[derive(Default)]
pub struct Unavoidables {
    sets: Vec<Cells>,
    /// The slot the next set takes once the list is full.
    next: usize,
}

impl Unavoidables {
    /// Keeps a new set.
    pub fn add(&mut self, set: Cells) {
        if self.sets.len() < CAPACITY {
            self.sets.push(set);
        } else {
            self.sets[self.next] = set;
            self.next = (self.next + 1) % CAPACITY;
        }
    }

    /// The givens that cannot go because some known set holds no other given: for every set
    /// whose givens lie within one orbit (`orbit_of` a cell gives its orbit), those givens.
    /// Removing an orbit that holds one of them would leave that set with no given, and so
    /// another solution; the givens must have at least one cell of every set.
    pub fn pinned(&self, givens: Cells, orbit_of: impl Fn(usize) -> Cells) -> Cells {
        let mut pinned = 0;
        for &set in &self.sets {
            let hit = set & givens;
            if hit & !orbit_of(hit.trailing_zeros() as usize) == 0 {
                pinned |= hit;
            }
        }
        pinned
    }
}

#[cfg(test)]
mod tests {
    use super::super::cells::{ALL, cell};
    use super::*;

    #[test]
    fn a_given_alone_in_a_set_is_pinned() {
        let single = |i| cell(i);
        let mut sets = Unavoidables::default();
        assert_eq!(sets.pinned(ALL, single), 0);
        sets.add(cell(3) | cell(7) | cell(9));
        // Cells 3 and 9 given: neither alone.
        assert_eq!(sets.pinned(cell(3) | cell(9) | cell(50), single), 0);
        // Only cell 9 given: it must stay.
        assert_eq!(sets.pinned(cell(9) | cell(50), single), cell(9));
        // Cells 3 and 9 as one orbit: the orbit must stay.
        let pairs = |i| {
            if i == 3 || i == 9 {
                cell(3) | cell(9)
            } else {
                cell(i)
            }
        };
        assert_eq!(
            sets.pinned(cell(3) | cell(9) | cell(50), pairs),
            cell(3) | cell(9)
        );
    }

    #[test]
    fn the_oldest_set_makes_room() {
        let mut sets = Unavoidables::default();
        for k in 0..CAPACITY {
            sets.add(cell(k % 81) | 1 << 100);
        }
        sets.add(cell(80));
        assert_eq!(sets.sets.len(), CAPACITY);
        // The first set (cell 0 and bit 100) is gone; cell 80's set is in.
        assert_eq!(sets.sets[0], cell(80));
    }
}

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

    /// True when some known set has none of `givens`: such givens leave another solution.
    pub fn missed_by(&self, givens: Cells) -> bool {
        self.sets.iter().any(|&set| set & givens == 0)
    }
}

#[cfg(test)]
mod tests {
    use super::super::cells::cell;
    use super::*;

    #[test]
    fn a_set_missed_by_the_givens_is_found() {
        let mut sets = Unavoidables::default();
        assert!(!sets.missed_by(0));
        sets.add(cell(3) | cell(7));
        assert!(sets.missed_by(cell(1)));
        assert!(!sets.missed_by(cell(7)));
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

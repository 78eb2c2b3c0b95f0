//! Nogoods recorded from restarts (Lecoutre, Sais, Tabary and Vidal, 2007): when a run is cut
//! short, each guess it took back on the path it was on is shut out of later runs, with the
//! guesses above it that still held: "these cells with these values" leads to nothing not
//! found already. A later run then never searches again what an earlier one finished, so a
//! restart costs only the way back down, and a proof that there is no solution can take
//! many runs without starting over.
//!
//! A nogood is propagated by two watched guesses (as clauses are in SAT solvers): when all
//! of its guesses but one hold, the last is taken out of its cell; when all hold, it is a
//! contradiction. Only the placing of a watched guess wakes a nogood, and a watch moves to
//! another guess that does not hold, so the watches need no undoing when the search goes
//! back.

use super::state::{Dead, Queue, State};
use crate::board::Shape;

/// A guess: a cell and the value placed in it.
pub(super) type Guess = (u16, u8);

/// The nogoods of a search, kept across its runs.
#[derive(Default)]
pub(super) struct Nogoods {
    /// Each nogood's guesses; its first two are watched.
    guesses: Vec<Box<[Guess]>>,
    /// The nogoods watching each guess, by cell and value (`cell * side + value - 1`).
    watch: Vec<Vec<u32>>,
    /// The board's side.
    side: usize,
}

impl Nogoods {
    /// True while there is none.
    pub(super) fn is_empty(&self) -> bool {
        self.guesses.is_empty()
    }

    /// Records that `guesses` (at least two, none of them holding in the state every run
    /// starts from) lead to nothing not found already.
    pub(super) fn add(&mut self, shape: &Shape, guesses: Box<[Guess]>) {
        debug_assert!(
            guesses.len() >= 2,
            "a nogood of one guess goes into the root"
        );
        if self.watch.is_empty() {
            self.side = shape.side();
            self.watch = vec![Vec::new(); shape.cells() * self.side];
        }
        let n = u32::try_from(self.guesses.len()).expect("fewer than 4 billion nogoods");
        for &g in &guesses[..2] {
            let at = self.at(g);
            self.watch[at].push(n);
        }
        self.guesses.push(guesses);
    }

    /// The index of a guess in the watch lists.
    fn at(&self, (cell, v): Guess) -> usize {
        usize::from(cell) * self.side + usize::from(v) - 1
    }

    /// Wakes the nogoods watching the value just placed in `cell`: each moves its watch to a
    /// guess that does not hold, or takes its last guess out of its cell; `Err` when all of
    /// a nogood's guesses hold.
    pub(super) fn wake(
        &mut self,
        state: &mut State,
        shape: &Shape,
        cell: usize,
        queue: &mut Queue,
    ) -> Result<(), Dead> {
        let placed: Guess = (cell as u16, state.values[cell]);
        let holds = |state: &State, (c, v): Guess| state.values[usize::from(c)] == v;
        let at = self.at(placed);
        let mut list = std::mem::take(&mut self.watch[at]);
        let mut k = 0;
        let mut woke = Ok(());
        while k < list.len() {
            let n = list[k] as usize;
            let guesses = &mut self.guesses[n];
            if guesses[0] != placed {
                guesses.swap(0, 1);
            }
            if let Some(j) = (2..guesses.len()).find(|&j| !holds(state, guesses[j])) {
                guesses.swap(0, j);
                let moved = usize::from(guesses[0].0) * self.side + usize::from(guesses[0].1) - 1;
                self.watch[moved].push(n as u32);
                list.swap_remove(k);
                continue;
            }
            k += 1;
            let (c, v) = guesses[1];
            let c = usize::from(c);
            if state.values[c] == v {
                woke = Err(Dead::Cell(c));
                break;
            }
            if state.cand[c] & 1 << (v - 1) != 0 {
                woke = state.remove(shape, c, 1 << (v - 1), queue);
                if woke.is_err() {
                    break;
                }
            }
        }
        self.watch[at] = list;
        woke
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Grid;

    /// An empty 4x4 board, propagated, with the nogoods given.
    fn start(nogoods: &[&[Guess]]) -> (State, Queue) {
        let shape = Shape::of(2);
        let mut queue = Queue::new();
        let state = State::new(&Grid::empty(2), shape, &mut queue).unwrap();
        for n in nogoods {
            queue.nogoods.add(shape, n.to_vec().into());
        }
        (state, queue)
    }

    #[test]
    fn a_nogood_with_one_guess_left_takes_it_out() {
        // r1c1 = 1 and r3c3 = 2 do not go together (the cells are not peers).
        let (mut state, mut queue) = start(&[&[(0, 1), (10, 2)]]);
        assert_ne!(state.cand[10] & 0b10, 0);
        state.guess(Shape::of(2), 0, 1, &mut queue).unwrap();
        assert_eq!(state.cand[10] & 0b10, 0);
    }

    #[test]
    fn a_watch_moves_to_a_guess_that_does_not_hold() {
        let shape = Shape::of(2);
        let (mut state, mut queue) = start(&[&[(0, 1), (10, 2), (15, 3)]]);
        state.guess(shape, 0, 1, &mut queue).unwrap();
        assert_ne!(state.cand[15] & 0b100, 0, "two guesses still open");
        let mut both = state;
        both.guess(shape, 10, 2, &mut queue).unwrap();
        assert_eq!(both.cand[15] & 0b100, 0);
        // Placed the other way round, the last guess placed meets the contradiction.
        let (mut state, mut queue) = start(&[&[(0, 1), (10, 2), (15, 3)]]);
        state.guess(shape, 15, 3, &mut queue).unwrap();
        state.guess(shape, 10, 2, &mut queue).unwrap();
        assert_eq!(state.cand[0] & 0b1, 0);
    }
}

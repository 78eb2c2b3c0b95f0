//! A position's links, found once for a search and shared by every start: which candidates
//! an "off" candidate turns on (its strong links) and which an "on" candidate turns off (its
//! weak links), one layer of implications at a time on sets of candidates.

use super::marks::{Marks, units_of};
use super::{Cand, cand, split};
use crate::human::units::{CellSet, PEER_SETS, UNIT_SETS, bits, cells_of, count, is_single};

/// The candidates of each digit (0-based) as sets of cells, a layer of a search.
pub(crate) type Layer = [CellSet; 9];

/// A position's link graph.
pub(crate) struct Graph {
    /// The candidates.
    pub(crate) marks: Marks,
    /// Each candidate's conjugates, as Sukaku Explainer visits them: the other place of its
    /// digit in its box, its row and its column, where the unit has two (each cell once).
    conjugates: [[u8; 3]; 729],
    /// How many conjugates each candidate has.
    conjugate_count: [u8; 729],
    /// Each candidate's conjugates as a set of cells.
    conjugate_sets: [CellSet; 729],
    /// The cells with two candidates.
    pairs: CellSet,
    /// Each digit's cells where it has a conjugate.
    linked: Layer,
    /// Each cell's digits that have a conjugate there.
    linked_digits: [u16; 81],
}

impl Graph {
    /// The links of a position.
    pub(crate) fn of(marks: Marks) -> Box<Graph> {
        let mut g = Box::new(Graph {
            marks,
            conjugates: [[0; 3]; 729],
            conjugate_count: [0; 729],
            conjugate_sets: [0; 729],
            pairs: 0,
            linked: [0; 9],
            linked_digits: [0; 81],
        });
        for d0 in 0..9 {
            for i in cells_of(marks.places[d0]) {
                let c = usize::from(cand(i, d0));
                for u in units_of(i) {
                    let others = marks.in_unit(u, d0) & !(1 << i);
                    if is_single(others) && g.conjugate_sets[c] & others == 0 {
                        g.conjugate_sets[c] |= others;
                        let n = usize::from(g.conjugate_count[c]);
                        g.conjugates[c][n] = others.trailing_zeros() as u8;
                        g.conjugate_count[c] += 1;
                        g.linked[d0] |= 1 << i;
                        g.linked_digits[i] |= 1 << d0;
                    }
                }
            }
        }
        for i in cells_of(marks.open) {
            if count(marks.cells[i]) == 2 {
                g.pairs |= 1 << i;
            }
        }
        g
    }

    /// The cells of candidate `c`'s conjugates (see [`Graph::conjugate_set`]), in Sukaku
    /// Explainer's order.
    #[inline]
    pub(crate) fn conjugates(&self, c: Cand) -> &[u8] {
        let c = usize::from(c);
        &self.conjugates[c][..usize::from(self.conjugate_count[c])]
    }

    /// The cells where candidate `c`'s digit has the other place of a unit of two.
    #[inline]
    pub(crate) fn conjugate_set(&self, c: Cand) -> CellSet {
        self.conjugate_sets[usize::from(c)]
    }

    /// The other digit of cell `i` when it has two and `d0` is one of them.
    #[inline]
    pub(crate) fn pair_other(&self, i: usize, d0: usize) -> Option<usize> {
        (self.pairs >> i & 1 != 0)
            .then(|| (self.marks.cells[i] & !(1 << d0)).trailing_zeros() as usize)
    }

    /// The candidates whose "off" turns something on, following the cell links (`cells`) and
    /// the unit links (`units`), as each digit's cells: a search goes on from those alone.
    pub(crate) fn live(&self, cells: bool, units: bool) -> Layer {
        std::array::from_fn(|d0| {
            let pairs = if cells { self.pairs } else { 0 };
            let linked = if units { self.linked[d0] } else { 0 };
            (pairs | linked) & self.marks.places[d0]
        })
    }

    /// The digits of cell `i` whose "off" turns something on (see [`Graph::live`]).
    #[inline]
    pub(crate) fn live_digits(&self, i: usize, cells: bool, units: bool) -> u16 {
        let pair = if cells && self.pairs >> i & 1 != 0 {
            self.marks.cells[i]
        } else {
            0
        };
        pair | if units { self.linked_digits[i] } else { 0 }
    }

    /// The candidates the "off" candidate `c` turns on through a strong link, with `cells`
    /// the other digit of its cell first when it has two, then (with `units`) its
    /// conjugates: Sukaku Explainer's order (a candidate linked twice comes once).
    #[inline]
    pub(crate) fn strong(&self, c: Cand, cells: bool, units: bool, mut found: impl FnMut(Cand)) {
        let (i, d0) = split(c);
        if cells && let Some(e) = self.pair_other(i, d0) {
            found(cand(i, e));
        }
        if units {
            for &j in self.conjugates(c) {
                found(cand(usize::from(j), d0));
            }
        }
    }

    /// Calls `found` with each candidate the "on" candidate (`i`, `d0`) turns off through a
    /// weak link, among its cell's other `digits` and the other `places` of its digit in its
    /// box, row and column, in Sukaku Explainer's order: the cell's digits up, then the box's
    /// cells, the row's and the column's not in the box, each in reading order.
    #[inline]
    pub(crate) fn weak(
        &self,
        i: usize,
        d0: usize,
        digits: u16,
        places: CellSet,
        mut found: impl FnMut(Cand),
    ) {
        for e in bits(digits & self.marks.cells[i] & !(1 << d0)) {
            found(cand(i, e));
        }
        let mut set = PEER_SETS[i] & self.marks.places[d0] & places;
        if set == 0 {
            return;
        }
        for u in units_of(i) {
            let part = set & UNIT_SETS[u];
            set &= !part;
            for j in cells_of(part) {
                found(cand(j, d0));
            }
        }
    }

    /// The candidates a layer of "on" candidates turns off: their peers holding their digit
    /// and, with `cells`, the other digits of their cells.
    pub(crate) fn weak_layer(&self, on: &Layer, cells: bool) -> Layer {
        let places = &self.marks.places;
        let mut next = [0; 9];
        let (mut any, mut twice) = (0, 0);
        for d0 in 0..9 {
            let front = on[d0];
            if front == 0 {
                continue;
            }
            twice |= any & front;
            any |= front;
            let mut peers = 0;
            for i in cells_of(front) {
                peers |= PEER_SETS[i];
            }
            next[d0] = peers & places[d0];
        }
        if cells && any != 0 {
            // A cell's digit `e` goes when another of its digits is on: the cells of the
            // layer in another digit's set.
            for (e, next) in next.iter_mut().enumerate() {
                *next |= ((any & !on[e]) | (twice & on[e])) & places[e];
            }
        }
        next
    }

    /// The candidates a layer of "off" candidates turns on: their conjugates and, with
    /// `cells`, the other digit of their cells that have two.
    pub(crate) fn strong_layer(&self, off: &Layer, cells: bool) -> Layer {
        let mut next = [0; 9];
        let (mut any, mut twice) = (0, 0);
        for d0 in 0..9 {
            let front = off[d0];
            if front == 0 {
                continue;
            }
            twice |= any & front;
            any |= front;
            let mut on = 0;
            for i in cells_of(front) {
                on |= self.conjugate_sets[usize::from(cand(i, d0))];
            }
            next[d0] = on;
        }
        let (pairs, twice) = (any & self.pairs, twice & self.pairs);
        if cells && pairs != 0 {
            // In a cell of two, the other digit is the one off in another digit's set.
            for (e, next) in next.iter_mut().enumerate() {
                *next |= ((pairs & !off[e]) | (twice & off[e])) & self.marks.places[e];
            }
        }
        next
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::human::candidates::Candidates;

    /// The candidates of a layer, one by one.
    fn layer_of(cands: &[Cand]) -> Layer {
        let mut layer = [0; 9];
        for &c in cands {
            let (i, d0) = split(c);
            layer[d0] |= 1 << i;
        }
        layer
    }

    #[test]
    fn a_layer_links_as_its_candidates_do_one_by_one() {
        let puzzle = crate::formats::parse_line(
            "..84.12...4.....9.9...6...42..849..3..36.27..6..713..27...8...6.5.....4...63.49..",
        )
        .unwrap();
        let g = Graph::of(Marks::of(&Candidates::from_grid(&puzzle)));
        let all: Vec<Cand> = (0..81)
            .flat_map(|i| bits(g.marks.cells[i]).map(move |d0| cand(i, d0)))
            .collect();
        assert!(g.pairs != 0 && all.iter().any(|&c| g.conjugates(c).len() > 1));
        // Every candidate alone, and runs of every third one together.
        let singles = all.iter().map(|&c| vec![c]);
        let runs = (0..3).map(|k| all.iter().copied().skip(k).step_by(3).collect());
        for layer in singles.chain(runs).collect::<Vec<Vec<Cand>>>() {
            for cells in [false, true] {
                let (mut weak, mut strong) = (Vec::new(), Vec::new());
                for &c in &layer {
                    let (i, d0) = split(c);
                    let digits = if cells { !0 } else { 0 };
                    g.weak(i, d0, digits, !0, |w| weak.push(w));
                    g.strong(c, cells, true, |s| strong.push(s));
                }
                assert_eq!(g.weak_layer(&layer_of(&layer), cells), layer_of(&weak));
                assert_eq!(g.strong_layer(&layer_of(&layer), cells), layer_of(&strong));
            }
        }
    }

    #[test]
    fn links_come_in_explainers_order() {
        // r1c1 holds 1, 2 and 3 alone; 1 also in r1c2, r2c3, r1c5 and r5c1.
        let mut c = Candidates::new();
        for i in 0..81 {
            for d in 1..=9u8 {
                let keep = match i {
                    0 => d <= 3,
                    1 | 20 | 4 | 36 => d == 1 || d == 9,
                    _ => d >= 4,
                };
                if !keep {
                    c.eliminate(i, d);
                }
            }
        }
        let g = Graph::of(Marks::of(&c));
        let mut weak = Vec::new();
        g.weak(0, 0, !0, !0, |w| weak.push(split(w)));
        // The cell's digits up, then the box's cells, the row's and the column's.
        assert_eq!(weak, [(0, 1), (0, 2), (1, 0), (20, 0), (4, 0), (36, 0)]);
        // Column 1 has 1 in r1c1 and r5c1 only: conjugates; the box and the row have three.
        assert_eq!(g.conjugates(cand(0, 0)), [36]);
        assert_eq!(g.pair_other(1, 0), Some(8));
        assert_eq!(g.pair_other(0, 0), None);
        // An "off" turns something on from a conjugate (r1c1's 1) or a cell of two (r1c2).
        let (units, cells) = (g.live(false, true), g.live(true, false));
        assert_eq!(units[0] & 0b11, 0b01);
        assert_eq!(cells[0] & 0b11, 0b10);
        assert_eq!(g.live(true, true)[0] & 0b11, 0b11);
        assert_eq!(g.live_digits(1, true, false), 0b1_0000_0001);
        assert_eq!(g.live_digits(1, false, true), 0);
    }
}

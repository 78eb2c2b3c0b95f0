//! The candidate grid: every cell's value or its pencil marks, with each digit's places in
//! each unit kept alongside so that techniques read them without scanning. 9x9-only, like
//! the human solver: it works on the board's 9x9 tables.

use std::fmt;

use super::units::{CELL_PLACES, CELL_UNITS, CellSet, UNIT_CELLS, bits, unit_name};
use crate::board::nine::{CELL_BIT, CELL_UNIT_BITS, CELLS, UNITS};
use crate::board::{CellName, Digits, Grid};
use crate::formats::PencilMarks;

/// All nine digits as a candidate mask (bit `d - 1` stands for digit `d`): the nine-bit form
/// of [`Digits::NINE`].
pub const ALL_DIGITS: u16 = Digits::NINE.nine_bits();

/// A position a person works on: each cell holds a value, or the digits still possible there.
///
/// Placing a value removes its digit from the candidates of the cell's row, column and box
/// (the rule itself, not a technique); a solved cell has no candidates left.
#[derive(Clone, Copy)]
pub struct Candidates {
    /// The candidates of each unsolved cell (bit `d - 1` for digit `d`); 0 for a solved cell.
    cells: [u16; CELLS],
    /// The value of each cell, 0 when unsolved.
    values: [u8; CELLS],
    /// `places[d][u]`: the positions in unit `u` where digit `d + 1` may still go.
    places: [[u16; UNITS]; 9],
    /// The digits placed in each unit.
    placed: [u16; UNITS],
    /// Set when a digit was placed where it was not a candidate (two equal values in a unit).
    clash: bool,
    /// Per digit, the units (bit `u`) whose places for it changed since singles last looked.
    dirty_units: [u32; 9],
    /// The cells whose candidates changed since naked singles last looked.
    dirty_cells: CellSet,
}

impl PartialEq for Candidates {
    /// Two positions are equal when their values and candidates are (the rest follows).
    fn eq(&self, other: &Candidates) -> bool {
        self.values == other.values && self.cells == other.cells && self.clash == other.clash
    }
}

impl Eq for Candidates {}

/// Why a position has no solution, as far as a glance at it shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Contradiction {
    /// An unsolved cell with no candidate left.
    EmptyCell(usize),
    /// A digit with no place left in a unit that does not hold it yet.
    NoPlace {
        /// The digit (1..=9).
        digit: u8,
        /// The unit (0..9 rows, 9..18 columns, 18..27 boxes).
        unit: usize,
    },
    /// A digit placed twice in one unit.
    Clash,
}

impl fmt::Display for Contradiction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Contradiction::EmptyCell(i) => write!(f, "{} has no candidate left", CellName(i)),
            Contradiction::NoPlace { digit, unit } => {
                write!(f, "{digit} has no place left in {}", unit_name(unit))
            }
            Contradiction::Clash => f.write_str("a digit is placed twice in one unit"),
        }
    }
}

impl Candidates {
    /// The empty grid: no values, every digit a candidate everywhere.
    pub fn new() -> Candidates {
        Candidates {
            cells: [ALL_DIGITS; CELLS],
            values: [0; CELLS],
            places: [[ALL_DIGITS; UNITS]; 9],
            placed: [0; UNITS],
            clash: false,
            dirty_units: [0; 9],
            dirty_cells: 0,
        }
    }

    /// The position of a puzzle: its givens placed, every other digit a candidate where the
    /// givens allow it. Clashing givens give a position with a [`Contradiction::Clash`].
    ///
    /// The same position as placing the givens one by one from [`Candidates::new`], built a
    /// table at a time: each unit's placed digits, then each cell's candidates, then each
    /// digit's places (a unit or cell that lost something is marked changed, as placing
    /// marks it).
    pub fn from_grid(grid: &Grid) -> Candidates {
        // Plain loops over the tables: with iterators this took more than rating an easy
        // puzzle's first steps.
        let mut values = [0u8; CELLS];
        let given = grid.cells();
        let n = given.len().min(CELLS);
        values[..n].copy_from_slice(&given[..n]);
        let mut placed = [0u16; UNITS];
        let mut clash = false;
        for i in 0..CELLS {
            let d = values[i];
            if d != 0 {
                let bit = 1 << (d - 1);
                for u in CELL_UNITS[i] {
                    let u = usize::from(u);
                    clash |= placed[u] & bit != 0;
                    placed[u] |= bit;
                }
            }
        }
        let mut cells = [0u16; CELLS];
        let mut dirty_cells: CellSet = 0;
        for i in 0..CELLS {
            if values[i] == 0 {
                let [r, c, b] = CELL_UNITS[i].map(usize::from);
                cells[i] = ALL_DIGITS & !(placed[r] | placed[c] | placed[b]);
            }
            if cells[i] != ALL_DIGITS {
                dirty_cells |= CELL_BIT[i];
            }
        }
        let places = places_of_givens(&values);
        let dirty_units = places.map(|places| {
            let mut dirty = 0u32;
            for (u, &p) in places.iter().enumerate() {
                dirty |= u32::from(p != ALL_DIGITS) << u;
            }
            dirty
        });
        Candidates {
            cells,
            values,
            places,
            placed,
            clash,
            dirty_units,
            dirty_cells,
        }
    }

    /// The position of a grid of pencil marks: a cell with a single candidate is a value
    /// (which is how the format writes givens), the others keep the candidates written, less
    /// the digits of the values that see them.
    pub fn from_marks(marks: &PencilMarks) -> Candidates {
        Candidates::from_parts(marks, &marks.singles())
    }

    /// The position with the values of `values` and, in every other cell, the candidates of
    /// `marks` less the digits of the values that see them. A cell of `marks` with a single
    /// candidate stays unsolved unless `values` holds it (a candidate the next naked single
    /// places, as when someone has pencilled one digit in).
    pub fn from_parts(marks: &PencilMarks, values: &Grid) -> Candidates {
        let mut c = Candidates::new();
        for i in 0..CELLS {
            let keep = match values.get(i) {
                0 => marks.cell(i),
                d => 1 << (d - 1),
            };
            for d in bits(ALL_DIGITS & !keep) {
                c.eliminate(i, d as u8 + 1);
            }
        }
        for i in 0..CELLS {
            if let d @ 1..=9 = values.get(i) {
                c.place(i, d);
            }
        }
        c
    }

    /// The pencil marks of this position: a value is written as its single candidate.
    pub fn to_marks(&self) -> PencilMarks {
        PencilMarks::from_cells(std::array::from_fn(|i| match self.values[i] {
            0 => self.cells[i],
            d => 1 << (d - 1),
        }))
    }

    /// The values as a grid (0 for an unsolved cell).
    pub fn to_grid(&self) -> Grid {
        Grid::from_cells(self.values).expect("values are digits")
    }

    /// The value of cell `i`, 0 when unsolved.
    pub fn value(&self, i: usize) -> u8 {
        self.values[i]
    }

    /// The candidates of cell `i` (bit `d - 1` for digit `d`); 0 when the cell is solved.
    pub fn cell(&self, i: usize) -> u16 {
        self.cells[i]
    }

    /// True when digit `d` (1..=9) is a candidate of cell `i`.
    pub fn has(&self, i: usize, d: u8) -> bool {
        self.cells[i] >> (d - 1) & 1 != 0
    }

    /// The positions in unit `u` where digit `d` (1..=9) may go, as a nine-bit mask.
    pub(crate) fn places(&self, d: u8, u: usize) -> u16 {
        self.places[usize::from(d - 1)][u]
    }

    /// The digits placed in unit `u`, as a nine-bit mask.
    pub(crate) fn placed_in(&self, u: usize) -> u16 {
        self.placed[u]
    }

    /// How many cells hold no value yet.
    pub fn unsolved(&self) -> usize {
        self.values.iter().filter(|&&v| v == 0).count()
    }

    /// True when every cell holds a value.
    pub fn is_solved(&self) -> bool {
        self.values.iter().all(|&v| v != 0)
    }

    /// Removes candidate `d` (1..=9) from cell `i`; false when it was not a candidate.
    #[inline]
    pub fn eliminate(&mut self, i: usize, d: u8) -> bool {
        let bit = 1 << (d - 1);
        if self.cells[i] & bit == 0 {
            return false;
        }
        self.cells[i] &= !bit;
        let digit = usize::from(d - 1);
        let places = &mut self.places[digit];
        for (&u, &p) in CELL_UNITS[i].iter().zip(&CELL_PLACES[i]) {
            places[usize::from(u)] &= !(1 << p);
        }
        self.dirty_units[digit] |= CELL_UNIT_BITS[i];
        self.dirty_cells |= CELL_BIT[i];
        true
    }

    /// Puts digit `d` (1..=9) in cell `i` and removes it from the candidates of the cell's
    /// row, column and box. Placing a digit that is not a candidate there (a second equal
    /// value in a unit) leaves a position with a [`Contradiction::Clash`].
    pub fn place(&mut self, i: usize, d: u8) {
        if self.values[i] != 0 || !self.has(i, d) {
            self.clash = true;
            if self.values[i] != 0 {
                return;
            }
        }
        // The cell's candidates go (as `eliminate` takes each out, at once).
        let own = std::mem::take(&mut self.cells[i]);
        if own != 0 {
            for e in bits(own) {
                leave_places(&mut self.places[e], i);
                self.dirty_units[e] |= CELL_UNIT_BITS[i];
            }
            self.dirty_cells |= CELL_BIT[i];
        }
        self.values[i] = d;
        let bit = 1 << (d - 1);
        let digit = usize::from(d - 1);
        // Then the digit leaves the peers that still have it: each is a candidate, as
        // `eliminate` would find.
        for &u in &CELL_UNITS[i] {
            let u = usize::from(u);
            self.clash |= self.placed[u] & bit != 0;
            self.placed[u] |= bit;
            for p in bits(self.places[digit][u]) {
                let j = usize::from(UNIT_CELLS[u][p]);
                self.cells[j] &= !bit;
                leave_places(&mut self.places[digit], j);
                self.dirty_units[digit] |= CELL_UNIT_BITS[j];
                self.dirty_cells |= CELL_BIT[j];
            }
        }
    }

    /// True when a digit was placed where it was not a candidate (two equal values in a unit).
    pub(crate) fn clashes(&self) -> bool {
        self.clash
    }

    /// Takes one unit among `among` (bit `u` for unit `u`) whose places for digit `d` (1..=9)
    /// changed since it was last taken, if any.
    #[inline]
    pub(crate) fn take_dirty_unit(&mut self, d: u8, among: u32) -> Option<usize> {
        let dirty = &mut self.dirty_units[usize::from(d - 1)];
        let u = (*dirty & among).trailing_zeros() as usize;
        (u < UNITS).then(|| {
            *dirty &= !(1 << u);
            u
        })
    }

    /// True when some unit among `among` changed its places for some digit since they were
    /// last taken.
    #[inline]
    pub(crate) fn any_dirty_unit(&self, among: u32) -> bool {
        self.dirty_units.iter().any(|&u| u & among != 0)
    }

    /// The cells whose candidates changed since they were last taken, taken now (`take`) or
    /// left for later.
    #[inline]
    pub(crate) fn dirty_cells(&mut self, take: bool) -> CellSet {
        let cells = self.dirty_cells;
        if take {
            self.dirty_cells = 0;
        }
        cells
    }

    /// The first sign that this position has no solution: a clash, an unsolved cell with no
    /// candidate (reading order), or a digit with no place in a unit (rows, columns, boxes).
    pub fn contradiction(&self) -> Option<Contradiction> {
        if self.clash {
            return Some(Contradiction::Clash);
        }
        if let Some(i) = (0..CELLS).find(|&i| self.values[i] == 0 && self.cells[i] == 0) {
            return Some(Contradiction::EmptyCell(i));
        }
        // Per unit, the digits placed there or with a place left: all nine but in a
        // contradiction (found a digit at a time, all units at once).
        let mut held = self.placed;
        for (d, places) in self.places.iter().enumerate() {
            for (held, &p) in held.iter_mut().zip(places) {
                *held |= u16::from(p != 0) << d;
            }
        }
        let u = held.iter().position(|&h| h != ALL_DIGITS)?;
        Some(Contradiction::NoPlace {
            digit: (!held[u] & ALL_DIGITS).trailing_zeros() as u8 + 1,
            unit: u,
        })
    }
}

/// Each digit's places in each unit when the values are givens: a cell may take a digit when
/// it is empty and none of its three units holds it. Read off per unit a row of bits at a time (the units of one kind that do not
/// hold the digit, crossed with the empty cells), instead of cell by cell and digit by digit.
fn places_of_givens(values: &[u8; CELLS]) -> [[u16; UNITS]; 9] {
    /// Three bits (rows or columns of a band) spread to the nine places of a unit: bit `k`
    /// to bits `3k..3k + 3`.
    const SPREAD: [u16; 8] = {
        let mut t = [0; 8];
        let mut m = 0;
        while m < 8 {
            let mut k = 0;
            while k < 3 {
                if m >> k & 1 != 0 {
                    t[m] |= 0b111 << (3 * k);
                }
                k += 1;
            }
            m += 1;
        }
        t
    };
    // The empty positions of each unit (a given fills its place in its three units), and per
    // digit and kind of unit, those that hold it (bit `k` for the kind's `k`th).
    let mut empty = [ALL_DIGITS; UNITS];
    let mut held = [[0u16; 3]; 9];
    for (i, &v) in values.iter().enumerate().filter(|&(_, &v)| v != 0) {
        for (&u, &p) in CELL_UNITS[i].iter().zip(&CELL_PLACES[i]) {
            empty[usize::from(u)] &= !(1 << p);
            held[usize::from(v - 1)][usize::from(u) / 9] |= 1 << (u % 9);
        }
    }
    let mut places = [[0u16; UNITS]; 9];
    for (d, places) in places.iter_mut().enumerate() {
        // Per kind of unit, those that do not hold the digit.
        let [rows, columns, boxes] = held[d].map(|h| !h & ALL_DIGITS);
        for k in 0..9 {
            // Row or column k lies in band or stack k / 3; box k in band k / 3, stack k % 3.
            let (band, stack) = (k / 3, k % 3);
            // Row k: its columns free, in the boxes of its band that are free.
            if rows >> k & 1 != 0 {
                let band_boxes = boxes >> (3 * band) & 0b111;
                places[k] = empty[k] & columns & SPREAD[usize::from(band_boxes)];
            }
            // Column k: its rows free, in the boxes of its stack (`band`, as k / 3) that are
            // free.
            if columns >> k & 1 != 0 {
                let stack_boxes = (boxes >> band & 1)
                    | (boxes >> (band + 3) & 1) << 1
                    | (boxes >> (band + 6) & 1) << 2;
                places[9 + k] = empty[9 + k] & rows & SPREAD[usize::from(stack_boxes)];
            }
            // Box k: its free rows crossed with its free columns.
            if boxes >> k & 1 != 0 {
                let box_rows = rows >> (3 * band) & 0b111;
                let box_columns = columns >> (3 * stack) & 0b111;
                let repeated = box_columns | box_columns << 3 | box_columns << 6;
                places[18 + k] = empty[18 + k] & SPREAD[usize::from(box_rows)] & repeated;
            }
        }
    }
    places
}

/// Cell `i`'s three units with its place in each.
#[inline(always)]
fn unit_places(i: usize) -> [(usize, u32); 3] {
    let ([r, c, b], [pr, pc, pb]) = (CELL_UNITS[i], CELL_PLACES[i]);
    [
        (usize::from(r), u32::from(pr)),
        (usize::from(c), u32::from(pc)),
        (usize::from(b), u32::from(pb)),
    ]
}

/// Takes cell `i` out of its row's, column's and box's places in one digit's `places`.
#[inline]
fn leave_places(places: &mut [u16; UNITS], i: usize) {
    for (u, p) in unit_places(i) {
        places[u] &= !(1 << p);
    }
}

impl Default for Candidates {
    fn default() -> Candidates {
        Candidates::new()
    }
}

impl fmt::Debug for Candidates {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Candidates({})", self.to_marks().to_line())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::parse_line;

    const PUZZLE: &str =
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

    /// Recomputes the places from the cells, to check the kept ones.
    fn places_agree(c: &Candidates) -> bool {
        (0..27).all(|u| {
            (1..=9).all(|d| {
                let want = (0..9).fold(0, |m, p| {
                    m | u16::from(c.has(usize::from(UNIT_CELLS[u][p]), d)) << p
                });
                c.places(d, u) == want
            })
        })
    }

    #[test]
    fn givens_clear_their_peers() {
        let c = Candidates::from_grid(&parse_line(PUZZLE).unwrap());
        assert_eq!(c.value(0), 4);
        assert_eq!(c.cell(0), 0);
        // r1c2 sees 4 and 3 in row 1, 8 and 7 in column 2: 1, 2, 5, 6, 9 are left.
        assert_eq!(c.cell(1), 0b1_0011_0011);
        assert!(places_agree(&c));
        assert_eq!(c.contradiction(), None);
        assert_eq!(c.unsolved(), 81 - 18);
        assert_eq!(c.to_grid().to_line(), PUZZLE);
    }

    #[test]
    fn a_grid_gives_the_position_its_givens_placed_one_by_one_give() {
        let solved =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
        let mut grids: Vec<Grid> = [PUZZLE, solved, &".".repeat(81)]
            .iter()
            .map(|line| parse_line(line).unwrap())
            .collect();
        // Two 4s in row 1 (and in box 1): a clash.
        let mut cells = [0u8; 81];
        cells.copy_from_slice(grids[0].cells());
        cells[1] = 4;
        grids.push(Grid::from_cells(cells).unwrap());
        assert!(Candidates::from_grid(&grids[3]).clashes());
        // The solved grid with cells emptied in many patterns: every unit kind and every
        // band and stack loses some digits and keeps others.
        for k in 2..40 {
            let mut cells = [0u8; 81];
            cells.copy_from_slice(grids[1].cells());
            for (i, cell) in cells.iter_mut().enumerate() {
                if (i * k + i / 9) % 13 < 7 {
                    *cell = 0;
                }
            }
            grids.push(Grid::from_cells(cells).unwrap());
        }
        for grid in grids {
            let line = grid.to_line();
            let mut placed = Candidates::new();
            for (i, &d) in grid.cells().iter().enumerate().filter(|&(_, &d)| d != 0) {
                placed.place(i, d);
            }
            let c = Candidates::from_grid(&grid);
            assert_eq!(c.cells, placed.cells, "{line}");
            assert_eq!(c.values, placed.values, "{line}");
            assert_eq!(c.places, placed.places, "{line}");
            assert_eq!(c.placed, placed.placed, "{line}");
            assert_eq!(c.clash, placed.clash, "{line}");
            assert_eq!(c.dirty_units, placed.dirty_units, "{line}");
            assert_eq!(c.dirty_cells, placed.dirty_cells, "{line}");
        }
    }

    #[test]
    fn placing_takes_out_what_eliminating_one_by_one_takes_out() {
        use crate::random::Draw;
        // Placing as `place` did it before it took the candidates out itself: every other
        // candidate of the cell, then the digit from every peer, one `eliminate` each.
        fn by_eliminating(c: &mut Candidates, i: usize, d: u8) {
            for e in bits(c.cells[i]) {
                c.eliminate(i, e as u8 + 1);
            }
            c.values[i] = d;
            for &u in &CELL_UNITS[i] {
                let u = usize::from(u);
                c.clash |= c.placed[u] >> (d - 1) & 1 != 0;
                c.placed[u] |= 1 << (d - 1);
                for p in bits(c.places[usize::from(d - 1)][u]) {
                    c.eliminate(usize::from(UNIT_CELLS[u][p]), d);
                }
            }
        }
        let mut draw = Draw::new(5);
        let mut placed = 0;
        for _ in 0..200 {
            let mut c = Candidates::from_grid(&parse_line(PUZZLE).unwrap());
            while c.contradiction().is_none() && !c.is_solved() {
                let i = draw.below(81) as usize;
                let d = draw.below(9) as u8 + 1;
                if draw.below(3) == 0 {
                    c.eliminate(i, d);
                    continue;
                }
                if !c.has(i, d) {
                    continue;
                }
                // Nothing marked changed yet, so that the marks of this placing show.
                (c.dirty_units, c.dirty_cells) = ([0; 9], 0);
                let mut want = c;
                by_eliminating(&mut want, i, d);
                c.place(i, d);
                assert_eq!(c.cells, want.cells);
                assert_eq!(c.values, want.values);
                assert_eq!(c.places, want.places);
                assert_eq!(c.placed, want.placed);
                assert_eq!(c.dirty_units, want.dirty_units);
                assert_eq!(c.dirty_cells, want.dirty_cells);
                assert!(places_agree(&c));
                placed += 1;
            }
        }
        assert!(placed > 600, "{placed}");
    }

    #[test]
    fn contradictions_are_found() {
        let mut c = Candidates::new();
        for (i, d) in (0..8).zip(1..) {
            c.place(i, d);
        }
        c.place(17, 9);
        // r1c9 sees 1..8 in its row and the 9 of its box.
        assert_eq!(c.contradiction(), Some(Contradiction::EmptyCell(8)));
        let mut c = Candidates::new();
        c.place(0, 5);
        c.place(1, 5);
        assert_eq!(c.contradiction(), Some(Contradiction::Clash));
        let mut c = Candidates::new();
        for i in 0..9 {
            c.eliminate(i, 7);
        }
        let no_place = Contradiction::NoPlace { digit: 7, unit: 0 };
        assert_eq!(c.contradiction(), Some(no_place));
        assert_eq!(no_place.to_string(), "7 has no place left in row 1");
    }

    #[test]
    fn pencil_marks_go_both_ways() {
        let c = Candidates::from_grid(&parse_line(PUZZLE).unwrap());
        let back = Candidates::from_marks(&c.to_marks());
        assert_eq!(back, c);
        assert!(places_agree(&back));
    }
}

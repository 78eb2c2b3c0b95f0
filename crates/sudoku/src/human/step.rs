//! One step of a solution: the technique, what it rests on, and what it changed.

use super::candidates::{Candidates, Contradiction};
use super::technique::Technique;

/// A short list kept inline, so that finding a step allocates nothing.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct List<T, const N: usize> {
    items: [T; N],
    len: u8,
}

impl<T: Copy + Default + PartialEq, const N: usize> List<T, N> {
    fn new() -> Self {
        List {
            items: [T::default(); N],
            len: 0,
        }
    }

    /// Adds an item; the capacities are the most any technique can produce.
    fn push(&mut self, item: T) {
        self.items[usize::from(self.len)] = item;
        self.len += 1;
    }

    fn as_slice(&self) -> &[T] {
        &self.items[..usize::from(self.len)]
    }
}

/// What a step learnt beyond its pattern.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Detail {
    /// Nothing: the pattern says it all.
    Pattern,
    /// Nishio: the contradiction the assumption led to.
    Contradiction(Contradiction),
    /// Guess: whether the search below the guessed candidate found a solution (the
    /// candidate is placed) or none (it is eliminated).
    Guess {
        /// True when a solution was found with the guessed candidate.
        found: bool,
    },
    /// A chain: what kind (its candidates are the step's [`Step::links`]).
    Chain(ChainKind),
}

/// The kinds of chain step (Sukaku Explainer's names).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ChainKind {
    /// A cycle on one digit's unit links.
    XCycle,
    /// A cycle through two-candidate cells.
    YCycle,
    /// A cycle with both kinds of link.
    Cycle,
    /// A forcing chain on one digit's unit links, from a candidate to its opposite.
    XForcing,
    /// A forcing chain with both kinds of link, from a candidate to its opposite.
    Forcing,
    /// An assumption that leads to a contradiction.
    Contradiction,
    /// A candidate that both states of another imply.
    Double,
    /// A candidate that every digit of a cell implies.
    Cell,
    /// A candidate that every place of a digit in a unit implies.
    Region,
}

/// One step: the technique, the cells and units it rests on, the digit it placed or the
/// candidates it eliminated.
///
/// A step places at most one digit (singles, the direct techniques, a successful guess); the
/// others eliminate candidates, and a direct technique does both. Cells are numbered 0..81 in reading order, units 0..9 rows, 9..18
/// columns, 18..27 boxes, digits 1..=9.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Step {
    /// The technique.
    pub technique: Technique,
    /// The digits the pattern is about (bit `d - 1` for digit `d`): the digit of a single or a
    /// fish, the digits of a subset, a wing's three digits, the assumed digit of a
    /// nishio, the guessed cell's candidates of a guess.
    pub digits: u16,
    /// What the step learnt beyond its pattern (nishio's contradiction, a guess's outcome).
    pub detail: Detail,
    tenths: u8,
    placed: Option<(u8, u8)>,
    eliminated: List<(u8, u8), 32>,
    cells: List<u8, 32>,
    units: List<u8, 12>,
    /// Each candidate of the chains: `candidate << 1 | on`, and above [`NESTED_SHIFT`] the
    /// nested chain that turned it off (see [`Step::branch_nested`]).
    links: List<u16, LINKS>,
    /// Where each chain of the step starts in `links` (a forcing chain has one; a
    /// contradiction two, a cell or region forcing chain one a digit or place), the step's
    /// own chains first, then those of the chains nested in them.
    branches: List<u8, BRANCHES>,
    /// What each chain is: [`OUTER`] for the step's own, the number of the nested chain it
    /// belongs to, or [`CAUSES`] and that number for the candidates gone that the nested
    /// chain rests on.
    roles: List<u8, BRANCHES>,
    /// Bit `k` set when chain `k` was cut short (the links ran out of room).
    cut: u64,
}

/// The most candidates a step's chains hold between them, nested chains included (a longer
/// chain is cut short).
const LINKS: usize = 255;

/// The most chains a step rests on: one for each digit of a cell, or place of a digit, and
/// those of its nested chains.
const BRANCHES: usize = 48;

/// Where a link keeps the nested chain that turned its candidate off.
const NESTED_SHIFT: u16 = 11;

/// The role of the step's own chains.
const OUTER: u8 = 0;

/// Added to a nested chain's number: the role of the candidates gone that it rests on.
const CAUSES: u8 = 0x40;

impl Step {
    /// A step of `technique` about `digits`, with nothing recorded yet.
    pub(crate) fn new(technique: Technique, digits: u16) -> Step {
        Step {
            technique,
            digits,
            detail: Detail::Pattern,
            tenths: technique.tenths(),
            placed: None,
            eliminated: List::new(),
            cells: List::new(),
            units: List::new(),
            links: List::new(),
            branches: List::new(),
            roles: List::new(),
            cut: 0,
        }
    }

    /// Sets the step's rating, in tenths (for a technique whose rating depends on the step).
    pub(crate) fn rated(mut self, tenths: u8) -> Step {
        self.tenths = tenths;
        self
    }

    /// The step's rating in tenths (12 for a hidden single in a box).
    pub fn tenths(&self) -> u8 {
        self.tenths
    }

    /// Records the digit placed.
    pub(crate) fn place(mut self, cell: usize, digit: u8) -> Step {
        self.placed = Some((cell as u8, digit));
        self
    }

    /// Records a candidate eliminated (no technique eliminates more than 32 at once but a
    /// cycle, whose further eliminations are left to later steps).
    pub(crate) fn eliminate(&mut self, cell: usize, digit: u8) {
        if usize::from(self.eliminated.len) < 32 {
            self.eliminated.push((cell as u8, digit));
        }
    }

    /// Records a cell the step rests on (the first 32: a long chain's are cut short).
    pub(crate) fn cell(&mut self, cell: usize) {
        if usize::from(self.cells.len) < 32 {
            self.cells.push(cell as u8);
        }
    }

    /// Starts the step's next chain (a step resting on several: a contradiction's two, a
    /// cell or region forcing chain's one for each digit or place); the first link starts
    /// the first chain by itself.
    pub(crate) fn branch(&mut self) {
        self.branch_as(OUTER);
    }

    /// Starts a chain of the step's nested chain `n` (from 1); false when there is no room
    /// left for it (it is left out).
    pub(crate) fn nested_branch(&mut self, n: u8) -> bool {
        self.branch_as(n)
    }

    /// Starts the list of the candidates gone that nested chain `n` rests on; false when
    /// there is no room left for it.
    pub(crate) fn nested_causes_branch(&mut self, n: u8) -> bool {
        self.branch_as(CAUSES | n)
    }

    fn branch_as(&mut self, role: u8) -> bool {
        if usize::from(self.branches.len) < BRANCHES {
            self.branches.push(self.links.len);
            self.roles.push(role);
            true
        } else {
            false
        }
    }

    /// Records the next candidate of the chain (`cell * 9 + digit - 1`), on or off (a chain
    /// that finds no more room is cut short).
    pub(crate) fn link(&mut self, candidate: u16, on: bool) {
        self.link_by(candidate, on, 0);
    }

    /// [`Step::link`] for a candidate turned off by the step's nested chain `nested` (0 for
    /// a link, [`Step::UNWRITTEN`] for a pattern or a chain the step does not write out).
    pub(crate) fn link_by(&mut self, candidate: u16, on: bool, nested: u8) {
        if self.branches.len == 0 {
            self.branch();
        }
        if usize::from(self.links.len) < LINKS {
            let nested = u16::from(nested.min(Step::UNWRITTEN));
            self.links
                .push(candidate << 1 | u16::from(on) | nested << NESTED_SHIFT);
        } else {
            self.cut |= 1 << (self.branches.len - 1);
        }
    }

    /// The most nested chains a step numbers (a link made by one more is marked
    /// [`Step::UNWRITTEN`]).
    pub(crate) const MOST_NESTED: u8 = 30;

    /// The number of a link made by locked candidates, a pair or an X-wing where a dynamic
    /// chain's links ran out, or by a chain the step does not write out (nested deeper, or
    /// past the most a step names): see [`Step::branch_nested`].
    pub const UNWRITTEN: u8 = Step::MOST_NESTED + 1;

    /// The first (or only) chain's candidates in order, from its assumption: (cell, digit,
    /// on).
    pub fn links(&self) -> impl ExactSizeIterator<Item = (usize, u8, bool)> + '_ {
        self.branch_links(0)
    }

    /// How many chains the step rests on (0 for a step without one); the chains nested in
    /// their links come after them (see [`Step::nested_branches`]).
    pub fn branch_count(&self) -> usize {
        self.roles
            .as_slice()
            .iter()
            .filter(|&&r| r == OUTER)
            .count()
    }

    /// Chain `k`'s candidates in order, from its assumption: (cell, digit, on); nothing for
    /// a chain the step does not have. `k` counts the step's own chains, then its nested
    /// chains' (see [`Step::nested_branches`]).
    pub fn branch_links(&self, k: usize) -> impl ExactSizeIterator<Item = (usize, u8, bool)> + '_ {
        self.branch_raw(k).iter().map(|&l| {
            let c = usize::from(l >> 1 & 0x3ff);
            (c / 9, (c % 9) as u8 + 1, l & 1 != 0)
        })
    }

    /// For each candidate of chain `k`, in order: the number of the nested chain that turned
    /// it off (from 1, see [`Step::nested_count`]), [`Step::UNWRITTEN`] for a pattern or a
    /// chain not written out, or 0 when a link from the candidate before did.
    pub fn branch_nested(&self, k: usize) -> impl ExactSizeIterator<Item = u8> + '_ {
        self.branch_raw(k)
            .iter()
            .map(|&l| (l >> NESTED_SHIFT) as u8)
    }

    fn branch_raw(&self, k: usize) -> &[u16] {
        let starts = self.branches.as_slice();
        let from = starts.get(k).map_or(0, |&s| usize::from(s));
        let to = match starts.get(k + 1) {
            Some(&s) => usize::from(s),
            None if k < starts.len() => usize::from(self.links.len),
            None => 0,
        };
        &self.links.as_slice()[from..to.max(from)]
    }

    /// True when chain `k` was cut short (its candidates did not all find room).
    pub fn branch_cut(&self, k: usize) -> bool {
        k < 64 && self.cut >> k & 1 != 0
    }

    /// How many nested chains the step's chains name (numbered from 1), recorded or not.
    pub fn nested_count(&self) -> usize {
        (0..self.branch_count())
            .flat_map(|k| self.branch_nested(k))
            .filter(|&n| n != Step::UNWRITTEN)
            .max()
            .map_or(0, usize::from)
    }

    /// The chains of nested chain `n` (from 1), as indices for [`Step::branch_links`]: one
    /// for a forcing chain or cycle, one for each branch of a cell or region chain or a
    /// contradiction; none when the step had no room for them.
    pub fn nested_branches(&self, n: usize) -> impl Iterator<Item = usize> + '_ {
        let roles = self.roles.as_slice();
        (0..roles.len()).filter(move |&k| usize::from(roles[k]) == n && n > 0)
    }

    /// The candidates gone that nested chain `n` (from 1) rests on, as (cell, digit): the
    /// step's chains turned them off before it.
    pub fn nested_causes(&self, n: usize) -> impl Iterator<Item = (usize, u8)> + '_ {
        let roles = self.roles.as_slice();
        (0..roles.len())
            .filter(move |&k| n > 0 && usize::from(roles[k]) == usize::from(CAUSES) + n)
            .flat_map(|k| self.branch_links(k).map(|(i, d, _)| (i, d)))
    }

    /// [`Step::nested_causes`] by cell, in the order first met: each cell with its digits
    /// gone (bit `d - 1` for digit `d`).
    pub fn nested_lost(&self, n: usize) -> Vec<(usize, u16)> {
        let mut cells: Vec<(usize, u16)> = Vec::new();
        for (i, d) in self.nested_causes(n) {
            match cells.iter_mut().find(|(j, _)| *j == i) {
                Some(cell) => cell.1 |= 1 << (d - 1),
                None => cells.push((i, 1 << (d - 1))),
            }
        }
        cells
    }

    /// The candidates nested chain `n` (from 1) turned off on the step's chains, each once,
    /// as (cell, digit).
    pub fn nested_gone(&self, n: usize) -> Vec<(usize, u8)> {
        let mut gone: Vec<(usize, u8)> = Vec::new();
        for k in 0..self.branch_count() {
            for ((i, d, _), by) in self.branch_links(k).zip(self.branch_nested(k)) {
                if usize::from(by) == n && !gone.contains(&(i, d)) {
                    gone.push((i, d));
                }
            }
        }
        gone
    }

    /// Records a unit the step rests on.
    pub(crate) fn unit(&mut self, unit: usize) {
        self.units.push(unit as u8);
    }

    /// The digit placed, as (cell, digit).
    pub fn placed(&self) -> Option<(usize, u8)> {
        self.placed.map(|(i, d)| (usize::from(i), d))
    }

    /// The candidates eliminated, as (cell, digit).
    pub fn eliminated(&self) -> impl ExactSizeIterator<Item = (usize, u8)> + '_ {
        self.eliminated
            .as_slice()
            .iter()
            .map(|&(i, d)| (usize::from(i), d))
    }

    /// The cells the step rests on: the single's cell, a pattern's cells, the wing's pivot
    /// then its pincers, the assumed or guessed cell.
    pub fn cells(&self) -> impl ExactSizeIterator<Item = usize> + '_ {
        self.cells.as_slice().iter().map(|&i| usize::from(i))
    }

    /// The units the step rests on: a hidden single's or a subset's unit, the box and then
    /// the line of locked candidates (the line and then the box when claiming), a fish's base
    /// lines and then its cover lines, the unit of a nishio's contradiction.
    pub fn units(&self) -> impl ExactSizeIterator<Item = usize> + '_ {
        self.units.as_slice().iter().map(|&u| usize::from(u))
    }

    /// True when the step changes nothing in `c` (every technique only reports steps that do).
    pub fn changes(&self, c: &Candidates) -> bool {
        self.placed.is_some() || self.eliminated().any(|(i, d)| c.has(i, d))
    }
}

/// Applies a step: places its digit (clearing it from the cell's row, column and box) and
/// removes the candidates it eliminates.
pub fn apply(c: &mut Candidates, step: &Step) {
    if let Some((i, d)) = step.placed() {
        c.place(i, d);
    }
    for (i, d) in step.eliminated() {
        c.eliminate(i, d);
    }
}

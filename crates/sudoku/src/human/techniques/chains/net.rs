//! Everything one assumption implies: Sukaku Explainer's propagation of "on" and "off"
//! candidates, each kept with the candidates that implied it.
//!
//! The "on" candidates waiting are always followed before the "off" ones (one "off" at a
//! time, then every "on" it made), as Sukaku Explainer does; the first candidate found both
//! on and off ends the propagation with a contradiction. In a dynamic propagation every
//! candidate turned off is taken out of the position, so that later strong links see it gone
//! (and name it among their causes).

use std::collections::VecDeque;

use super::marks::{Marks, in_order, units_of};
use super::nested::{self, Inner, Nested};
use super::plus::{self, Implied};
use super::unary::{BY_CELL, BY_NOTHING, Cause};
use super::{Cand, cand, split};
use crate::human::units::{CellSet, bits, count, is_single};

/// No node.
const NONE: u16 = u16::MAX;

/// The most nodes a net can hold: every candidate on and off, and the contradiction.
const MOST: usize = 2 * 729 + 1;

/// How many emptied nets each thread keeps for reuse.
const SPARES: usize = 1024;

thread_local! {
    /// Emptied nets, ready for reuse (boxed: they are handed out boxed, and moved often).
    #[allow(clippy::vec_box)]
    static SPARE: std::cell::RefCell<Vec<Box<Net>>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// One candidate reached, on or off, and where its causes sit in the list of parents.
#[derive(Clone, Copy)]
pub(crate) struct Node {
    /// The candidate.
    pub(crate) cand: Cand,
    /// True for "on".
    pub(crate) on: bool,
    /// Its causes: `parents[first..first + len]` of the net (the first is the link it came by).
    first: u32,
    len: u32,
    /// At most how many nodes it rests on, itself included: one more than its causes'.
    pub(crate) lower: u16,
    /// The nested chain that turned it off (its index in the net's `inner`), or `NO_CHAIN`.
    pub(crate) nested: u32,
    /// For an "on" node turned on by a link: the cell (two digits left) or the unit (two
    /// places left) that made the link (see [`super::unary::Cause`]).
    pub(crate) cause: Cause,
}

/// A node turned off by a link or a pattern, not by a nested chain.
pub(crate) const NO_CHAIN: u32 = u32::MAX;

/// What the first implication rules are: the cell rule (Y links) or only the unit rules.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct Rules {
    /// The cell rules too (a cell's other digits; a two-candidate cell's other one).
    pub(crate) cells: bool,
    /// A candidate turned off is taken out of the position.
    pub(crate) dynamic: bool,
    /// Sukaku Explainer's level: above 0, the patterns of [`plus`] are applied once the
    /// links run out (dynamic forcing chains (+)); from 2, the chains of [`nested`] once the
    /// patterns do (forcing chains at 2, then cell and region forcing chains at 3); 4 to 7
    /// are its level 4 with a nesting limit of 0 to 3: the dynamic chains of that level
    /// nested.
    pub(crate) level: u8,
}

/// The candidates one assumption turned on and off, with their causes.
pub(crate) struct Net {
    /// Every node, in the order reached.
    pub(crate) nodes: Vec<Node>,
    parents: Vec<u32>,
    on_at: [u16; 729],
    off_at: [u16; 729],
    /// The contradiction met, as (the "on" node, the "off" node of the same candidate).
    pub(crate) absurd: Option<(u32, u32)>,
    /// The nested chains its nodes rest on.
    pub(crate) inner: Vec<Inner>,
    /// Room for the propagation, kept with the net for its next use.
    scratch: Scratch,
}

/// The propagation's working lists, emptied before each use.
#[derive(Default)]
struct Scratch {
    pending_on: VecDeque<u32>,
    pending_off: VecDeque<u32>,
    /// The candidates an "off" turns on, each with its causes in `causes[from..to]`.
    made: Vec<(Cand, usize, usize, Cause)>,
    causes: Vec<u32>,
    implied: Implied,
    inner: Nested,
}

impl Net {
    /// Follows the assumption that `start` is on (`on`) or off, with `rules`, from `marks`.
    pub(crate) fn follow(marks: &Marks, start: Cand, on: bool, rules: Rules) -> Box<Net> {
        let mut net = SPARE
            .with(|spare| spare.borrow_mut().pop())
            .unwrap_or_else(|| {
                Box::new(Net {
                    nodes: Vec::with_capacity(256),
                    parents: Vec::with_capacity(512),
                    on_at: [NONE; 729],
                    off_at: [NONE; 729],
                    absurd: None,
                    inner: Vec::new(),
                    scratch: Scratch::default(),
                })
            });
        net.absurd = net.propagate(marks, start, on, rules);
        net
    }

    /// Gives a net back once done with, to be emptied and used again (the searches make and
    /// drop hundreds of them a step).
    pub(crate) fn recycle(mut net: Box<Net>) {
        for node in &net.nodes {
            net.on_at[usize::from(node.cand)] = NONE;
            net.off_at[usize::from(node.cand)] = NONE;
        }
        net.nodes.clear();
        net.parents.clear();
        net.absurd = None;
        net.inner.clear();
        SPARE.with(|spare| {
            let mut spare = spare.borrow_mut();
            if spare.len() < SPARES {
                spare.push(net);
            }
        });
    }

    /// The node of `c` turned on, if it was.
    #[inline]
    pub(crate) fn on(&self, c: Cand) -> Option<u32> {
        let n = self.on_at[usize::from(c)];
        (n != NONE).then_some(u32::from(n))
    }

    /// The node of `c` turned off, if it was.
    #[inline]
    pub(crate) fn off(&self, c: Cand) -> Option<u32> {
        let n = self.off_at[usize::from(c)];
        (n != NONE).then_some(u32::from(n))
    }

    /// The node `n`.
    pub(crate) fn node(&self, n: u32) -> Node {
        self.nodes[n as usize]
    }

    /// The causes of node `n`.
    pub(crate) fn parents(&self, n: u32) -> &[u32] {
        let node = self.nodes[n as usize];
        &self.parents[node.first as usize..(node.first + node.len) as usize]
    }

    /// The nodes turned on (`on`) or off, in the order reached (contradiction left out).
    pub(crate) fn reached(&self, on: bool) -> impl Iterator<Item = u32> + '_ {
        let at = if on { &self.on_at } else { &self.off_at };
        (0..self.nodes.len() as u32).filter(move |&n| {
            let node = self.nodes[n as usize];
            node.on == on && u32::from(at[usize::from(node.cand)]) == n
        })
    }

    /// How many nodes node `n` rests on, itself included (Sukaku Explainer's complexity).
    pub(crate) fn ancestors(&self, n: u32) -> usize {
        let mut seen = [0u64; MOST.div_ceil(64)];
        let mut todo = [0u16; MOST];
        let mut top = 1;
        todo[0] = n as u16;
        seen[n as usize / 64] |= 1 << (n % 64);
        let mut count = 0;
        while top > 0 {
            top -= 1;
            let m = u32::from(todo[top]);
            count += 1;
            for &p in self.parents(m) {
                let bit = 1u64 << (p % 64);
                if seen[p as usize / 64] & bit == 0 {
                    seen[p as usize / 64] |= bit;
                    todo[top] = p as u16;
                    top += 1;
                }
            }
        }
        count
    }

    /// Puts in `out` every node node `n` rests on, itself included, each once (itself
    /// first).
    pub(crate) fn ancestry(&self, n: u32, out: &mut Vec<u32>) {
        let mut seen = [0u64; MOST.div_ceil(64)];
        out.clear();
        out.push(n);
        seen[n as usize / 64] |= 1 << (n % 64);
        let mut k = 0;
        while k < out.len() {
            for &p in self.parents(out[k]) {
                let bit = 1u64 << (p % 64);
                if seen[p as usize / 64] & bit == 0 {
                    seen[p as usize / 64] |= bit;
                    out.push(p);
                }
            }
            k += 1;
        }
    }

    /// The complexity of the nested chains node `n` rests on, each chain counted once over
    /// all the calls sharing `seen` (Sukaku Explainer adds it to a step's own).
    pub(crate) fn nested_complexity<'a>(&'a self, n: u32, seen: &mut Vec<&'a [u32]>) -> usize {
        if self.inner.is_empty() {
            return 0;
        }
        let mut total = 0;
        let mut ancestry = Vec::new();
        self.ancestry(n, &mut ancestry);
        for a in ancestry {
            let k = self.nodes[a as usize].nested;
            if k == NO_CHAIN {
                continue;
            }
            let inner = &self.inner[k as usize];
            if seen.iter().all(|&s| s != inner.key.as_slice()) {
                seen.push(&inner.key);
                total += inner.complexity;
            }
        }
        total
    }

    /// The chain to node `n` from the assumption, by first causes: its nodes from the
    /// assumption on.
    pub(crate) fn path(&self, n: u32) -> Vec<u32> {
        let mut path = vec![n];
        while let Some(&p) = self.parents(*path.last().expect("one node")).first() {
            path.push(p);
        }
        path.reverse();
        path
    }

    /// True when node `n` was turned off by a rule (a pattern or a nested chain) resting on
    /// candidates turned off before it, not by a link from its first cause.
    pub(crate) fn by_rule(&self, n: u32) -> bool {
        let node = self.nodes[n as usize];
        !node.on
            && self
                .parents(n)
                .first()
                .is_some_and(|&p| !self.nodes[p as usize].on)
    }

    fn add(&mut self, c: Cand, on: bool, parents: &[u32], register: bool) -> u32 {
        self.add_by(c, on, parents, register, BY_NOTHING)
    }

    /// Adds a node made by `cause`.
    fn add_by(&mut self, c: Cand, on: bool, parents: &[u32], register: bool, cause: Cause) -> u32 {
        let n = self.nodes.len() as u32;
        let lower = 1 + parents
            .iter()
            .map(|&p| self.nodes[p as usize].lower)
            .max()
            .unwrap_or(0);
        self.nodes.push(Node {
            cand: c,
            on,
            first: self.parents.len() as u32,
            len: parents.len() as u32,
            lower,
            nested: NO_CHAIN,
            cause,
        });
        self.parents.extend_from_slice(parents);
        if register {
            if on {
                self.on_at[usize::from(c)] = n as u16;
            } else {
                self.off_at[usize::from(c)] = n as u16;
            }
        }
        n
    }

    /// Sukaku Explainer's propagation; the contradiction met, if any.
    fn propagate(
        &mut self,
        marks: &Marks,
        start: Cand,
        on: bool,
        rules: Rules,
    ) -> Option<(u32, u32)> {
        let mut scratch = std::mem::take(&mut self.scratch);
        let absurd = self.propagate_with(marks, start, on, rules, &mut scratch);
        self.scratch = scratch;
        absurd
    }

    /// [`Net::propagate`] with its working lists.
    fn propagate_with(
        &mut self,
        marks: &Marks,
        start: Cand,
        on: bool,
        rules: Rules,
        s: &mut Scratch,
    ) -> Option<(u32, u32)> {
        let mut grid = *marks;
        s.pending_on.clear();
        s.pending_off.clear();
        let first = self.add(start, on, &[], true);
        if on {
            s.pending_on.push_back(first);
        } else {
            s.pending_off.push_back(first);
        }
        loop {
            if let Some(p) = s.pending_on.pop_front() {
                let (i, d0) = split(self.node(p).cand);
                for (c, _) in weak_links(&grid, i, d0, rules.cells) {
                    if let Some(o) = self.on(c) {
                        let n = self.add(c, false, &[p], false);
                        return Some((o, n));
                    }
                    if self.off(c).is_none() {
                        let n = self.add(c, false, &[p], true);
                        s.pending_off.push_back(n);
                    }
                }
                continue;
            }
            if let Some(p) = s.pending_off.pop_front() {
                let (i, d0) = split(self.node(p).cand);
                s.made.clear();
                s.causes.clear();
                let off_at = &self.off_at;
                let before = &grid;
                let (made, causes) = (&mut s.made, &mut s.causes);
                strong_links(before, marks, i, d0, rules.cells, true, &mut |c, hidden| {
                    if made.iter().all(|&(m, _, _, _)| m != c) {
                        let from = causes.len();
                        causes.push(p);
                        causes.extend(
                            hidden
                                .iter()
                                .map(|&h| off_at[usize::from(h)])
                                .filter(|&n| n != NONE)
                                .map(u32::from),
                        );
                        made.push((c, from, causes.len(), link_cause(before, i, d0, c)));
                    }
                });
                if rules.dynamic {
                    grid.remove(i, d0);
                }
                for &(c, from, to, cause) in &s.made {
                    if let Some(o) = self.off(c) {
                        let n = self.add_by(c, true, &s.causes[from..to], false, cause);
                        return Some((n, o));
                    }
                    if self.on(c).is_none() {
                        let n = self.add_by(c, true, &s.causes[from..to], true, cause);
                        s.pending_on.push_back(n);
                    }
                }
                continue;
            }
            if rules.level > 0 {
                plus::patterns(&grid, marks, &mut s.implied);
                if !s.implied.gone.is_empty() {
                    if self.apply_patterns(&s.implied, &mut s.pending_off, &mut s.causes) {
                        continue;
                    }
                    return None;
                }
            }
            if rules.level > 1 {
                nested::rules(&grid, marks, rules.level, &mut s.inner);
                if self.apply_nested(&mut s.inner, &mut s.pending_off, &mut s.causes) {
                    continue;
                }
            }
            return None;
        }
    }

    /// Turns off what the patterns took out once the links ran out (Sukaku Explainer checks
    /// these against the "off" candidates only); true when any is new.
    fn apply_patterns(
        &mut self,
        implied: &Implied,
        pending_off: &mut VecDeque<u32>,
        causes: &mut Vec<u32>,
    ) -> bool {
        let mut any = false;
        for &(c, from, to) in &implied.gone {
            if self.off(c).is_some() {
                continue;
            }
            causes.clear();
            causes.extend(
                implied.causes[from as usize..to as usize]
                    .iter()
                    .filter_map(|&h| self.off(h)),
            );
            let n = self.add(c, false, causes, true);
            pending_off.push_back(n);
            any = true;
        }
        any
    }

    /// Turns off what the nested chains took out, each node keeping its chain; true when
    /// any is new.
    fn apply_nested(
        &mut self,
        found: &mut Nested,
        pending_off: &mut VecDeque<u32>,
        causes: &mut Vec<u32>,
    ) -> bool {
        let first = self.inner.len() as u32;
        self.inner.append(&mut found.inner);
        let mut any = false;
        for &(c, from, to, k) in &found.gone {
            if self.off(c).is_some() {
                continue;
            }
            causes.clear();
            causes.extend(
                found.causes[from as usize..to as usize]
                    .iter()
                    .filter_map(|&h| self.off(h)),
            );
            let n = self.add(c, false, causes, true);
            self.nodes[n as usize].nested = first + k;
            pending_off.push_back(n);
            any = true;
        }
        any
    }
}

/// What made digit `d0` off in cell `i` turn candidate `c` on, on `grid`: the cell (two
/// digits left), or the first unit (box, row, column) where the digit had two places.
fn link_cause(grid: &Marks, i: usize, d0: usize, c: Cand) -> Cause {
    let j = split(c).0;
    if i == j {
        return BY_CELL;
    }
    units_of(i)
        .into_iter()
        .find(|&u| grid.in_unit(u, d0) & !(1 << i) == 1 << j)
        .map_or(BY_NOTHING, |u| u as Cause)
}

/// The candidates that digit `d0` on in cell `i` turns off, in Sukaku Explainer's order: the
/// cell's other digits (with `cells`), then the digit's other places in the box, the row and
/// the column (each cell once). Each with true when it came by the cell rule.
pub(crate) fn weak_links(
    grid: &Marks,
    i: usize,
    d0: usize,
    cells: bool,
) -> impl Iterator<Item = (Cand, bool)> {
    // At most 8 other digits and 8 + 6 + 6 other places: gathered in a plain loop (a chained
    // iterator cost a seventh of `rate` on 17clue).
    let mut links = [(0 as Cand, false); 28];
    let mut n = 0;
    if cells {
        for v in bits(grid.cells[i] & !(1 << d0)) {
            links[n] = (cand(i, v), true);
            n += 1;
        }
    }
    let mut seen: CellSet = 1 << i;
    for u in units_of(i) {
        let set = grid.in_unit(u, d0) & !seen;
        seen |= set;
        for j in in_order(u, set) {
            links[n] = (cand(j, d0), false);
            n += 1;
        }
    }
    links.into_iter().take(n)
}

/// Calls `found` with each candidate that digit `d0` off in cell `i` turns on, in Sukaku
/// Explainer's order, with the candidates gone since `source` that the link also rests on:
/// the other digit of a cell left with two (with `cells`), then the other place of the digit
/// in the box, the row and the column where it has one other (with `units`).
pub(crate) fn strong_links(
    grid: &Marks,
    source: &Marks,
    i: usize,
    d0: usize,
    cells: bool,
    units: bool,
    found: &mut impl FnMut(Cand, &[Cand]),
) {
    let mut hidden = [0 as Cand; 9];
    if cells && count(grid.cells[i]) == 2 {
        let other = (grid.cells[i] & !(1 << d0)).trailing_zeros() as usize;
        let mut n = 0;
        for v in bits(source.cells[i] & !grid.cells[i]) {
            hidden[n] = cand(i, v);
            n += 1;
        }
        found(cand(i, other), &hidden[..n]);
    }
    if units {
        for u in units_of(i) {
            let others = grid.in_unit(u, d0) & !(1 << i);
            if is_single(others) {
                let j = others.trailing_zeros() as usize;
                let gone = source.in_unit(u, d0) & !grid.in_unit(u, d0);
                let mut n = 0;
                for k in in_order(u, gone) {
                    hidden[n] = cand(k, d0);
                    n += 1;
                }
                found(cand(j, d0), &hidden[..n]);
            }
        }
    }
}

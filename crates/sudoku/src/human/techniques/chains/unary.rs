//! Every cycle and forcing chain of a position, as Sukaku Explainer's "forcing chains &
//! cycles" list them when a nested dynamic chain uses them as a rule (its level 2): X-links
//! alone, then Y-links alone (cycles from two-candidate cells), then both; cells in reading
//! order, digits up; for each start its cycles, then its chain from it on to it off, then
//! from it off to it on. Each link keeps what made it (the cell or the unit), which decides
//! the candidates gone that the chain rests on (see [`super::nested`]).
//!
//! [`super::cycles`] finds the one step the solver takes; this lists them all.

use std::cell::RefCell;
use std::collections::HashMap;

use super::marks::{Marks, in_order, units_of};
use super::reach::Closing;
use super::{Cand, cand, difficulty, split};
use crate::human::units::{PEER_SETS, bits, cells_of, count, is_single};

/// No parent.
const NONE: u32 = u32::MAX;

/// What made a link: a unit (0..27), the cell, or nothing (the start).
pub(crate) type Cause = u8;
/// The link came by the cell's candidates.
pub(crate) const BY_CELL: Cause = 27;
/// The start of a chain.
pub(crate) const BY_NOTHING: Cause = 255;

/// A candidate reached, on or off, by a link from its parent.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct Link {
    /// The candidate.
    pub(crate) cand: Cand,
    /// True for "on".
    pub(crate) on: bool,
    /// What made the link.
    pub(crate) cause: Cause,
}

#[derive(Clone, Copy)]
struct Node {
    link: Link,
    parent: u32,
}

/// One cycle or forcing chain.
#[derive(Clone)]
pub(crate) struct Found {
    /// Its rating before the order of equals: difficulty, complexity, kind.
    pub(crate) difficulty: f64,
    /// The candidates it passes through.
    pub(crate) complexity: usize,
    /// Sukaku Explainer's order of kinds on a tie: X 2, Y 3, both 4.
    pub(crate) kind: u8,
    /// What it takes out, by cell then digit, ascending.
    pub(crate) removable: Vec<Cand>,
    /// Its links from the end back to the start (a cycle's end is its start again, left
    /// out).
    pub(crate) chain: Vec<Link>,
    /// True for a cycle: its links are read both ways (the reversed cycle turns the "off"
    /// candidates on, by the links that turned them off).
    pub(crate) cycle: bool,
}

/// The candidates an "on" candidate turns off, each with what made the link (the cell's
/// other digits with `y`; then the digit's other places in the box, row and column).
fn on_to_off(grid: &Marks, c: Cand, y: bool, out: &mut Vec<Link>) {
    out.clear();
    let (i, d0) = split(c);
    if y {
        for v in bits(grid.cells[i] & !(1 << d0)) {
            out.push(Link {
                cand: cand(i, v),
                on: false,
                cause: BY_CELL,
            });
        }
    }
    let mut seen = 1u128 << i;
    for u in units_of(i) {
        let set = grid.in_unit(u, d0) & !seen;
        seen |= set;
        for j in in_order(u, set) {
            out.push(Link {
                cand: cand(j, d0),
                on: false,
                cause: u as Cause,
            });
        }
    }
}

/// The candidates an "off" candidate turns on: the cell's other one when it has two (with
/// `y`), the digit's other place in a unit where it has two (with `x`); each once, by the
/// first link found.
fn off_to_on(grid: &Marks, c: Cand, y: bool, x: bool, out: &mut Vec<Link>) {
    out.clear();
    let (i, d0) = split(c);
    if y && count(grid.cells[i]) == 2 {
        let other = (grid.cells[i] & !(1 << d0)).trailing_zeros() as usize;
        out.push(Link {
            cand: cand(i, other),
            on: true,
            cause: BY_CELL,
        });
    }
    if x {
        for u in units_of(i) {
            let others = grid.in_unit(u, d0) & !(1 << i);
            if is_single(others) {
                let c = cand(others.trailing_zeros() as usize, d0);
                if out.iter().all(|l| l.cand != c) {
                    out.push(Link {
                        cand: c,
                        on: true,
                        cause: u as Cause,
                    });
                }
            }
        }
    }
}

/// The links from node `n` back to the start.
fn chain(nodes: &[Node], n: u32) -> Vec<Link> {
    let mut out = Vec::new();
    let mut m = n;
    while m != NONE {
        out.push(nodes[m as usize].link);
        m = nodes[m as usize].parent;
    }
    out
}

/// True when `c` (on or off) is an ancestor of node `n`, `n` left out.
fn is_parent(nodes: &[Node], n: u32, c: Cand, on: bool) -> bool {
    let mut m = nodes[n as usize].parent;
    while m != NONE {
        let link = nodes[m as usize].link;
        if link.cand == c && link.on == on {
            return true;
        }
        m = nodes[m as usize].parent;
    }
    false
}

/// How many positions' chains a thread keeps before it forgets them all.
const MOST: usize = 1024;

thread_local! {
    /// The chains of the positions this thread searched lately: the nested searches reach
    /// the same position from different positions before.
    static KNOWN: RefCell<HashMap<Marks, Vec<Found>>> = RefCell::new(HashMap::new());
}

/// Every cycle and forcing chain of `grid`, in Sukaku Explainer's order (before sorting):
/// remembered when this thread searched the same position lately.
pub(crate) fn all(grid: &Marks, out: &mut Vec<Found>) {
    let hit = KNOWN.with(|known| match known.borrow().get(grid) {
        Some(found) => {
            out.extend(found.iter().cloned());
            true
        }
        None => false,
    });
    if hit {
        return;
    }
    let from = out.len();
    searched(grid, out);
    KNOWN.with(|known| {
        let mut known = known.borrow_mut();
        if known.len() >= MOST {
            known.clear();
        }
        known.insert(*grid, out[from..].to_vec());
    });
}

/// Every cycle and forcing chain of `grid`, searched.
fn searched(grid: &Marks, out: &mut Vec<Found>) {
    let mut search = Search::default();
    for (y, x) in [(false, true), (true, false), (true, true)] {
        let closing = Closing::of(grid, y, x);
        search.forget_links();
        for i in 0..81 {
            let n = count(grid.cells[i]);
            if n < 2 || (!x && n > 2) {
                continue;
            }
            for d0 in bits(grid.cells[i]) {
                search.unary(grid, cand(i, d0), y, x, &closing, out);
            }
        }
    }
}

/// Each candidate's links by one set of link rules, listed the first time a search from
/// some start asks for them and kept for the searches from the other starts: candidate
/// `c`'s links are `links[span[c].0..span[c].1]` once `listed` has bit `c`.
struct Table {
    span: [(u32, u32); 81 * 9],
    listed: [u64; 12],
    links: Vec<Link>,
    one: Vec<Link>,
}

impl Default for Table {
    fn default() -> Table {
        Table {
            span: [(0, 0); 81 * 9],
            listed: [0; 12],
            links: Vec::new(),
            one: Vec::new(),
        }
    }
}

impl Table {
    /// Forgets every list (for another position or other link rules).
    fn clear(&mut self) {
        self.listed = [0; 12];
        self.links.clear();
    }

    /// Where candidate `c`'s links are in `links`, listed by `list` the first time.
    #[inline]
    fn of(&mut self, c: Cand, list: impl FnOnce(&mut Vec<Link>)) -> std::ops::Range<usize> {
        let k = usize::from(c);
        if self.listed[k / 64] >> (k % 64) & 1 == 0 {
            self.listed[k / 64] |= 1 << (k % 64);
            list(&mut self.one);
            let from = self.links.len() as u32;
            self.links.extend_from_slice(&self.one);
            self.span[k] = (from, self.links.len() as u32);
        }
        let (from, to) = self.span[k];
        from as usize..to as usize
    }
}

/// Room for the searches, reused from start to start.
#[derive(Default)]
struct Search {
    nodes: Vec<Node>,
    /// What each candidate on turns off.
    offs: Table,
    /// What each candidate off turns on.
    ons: Table,
    pending_on: Vec<u32>,
    pending_off: Vec<u32>,
}

impl Search {
    /// Forgets the links listed so far, for searches of another position or by other link
    /// rules.
    fn forget_links(&mut self) {
        self.offs.clear();
        self.ons.clear();
    }

    /// The cycles and forcing chains from `start`, by the cell links with `y` and the unit
    /// links with `x`, where `closing` tells which of them can close.
    fn unary(
        &mut self,
        grid: &Marks,
        start: Cand,
        y: bool,
        x: bool,
        closing: &Closing,
        out: &mut Vec<Found>,
    ) {
        let kind = match (y, x) {
            (true, true) => 4,
            (true, false) => 3,
            _ => 2,
        };
        let ends = if closing.may_cycle(start) {
            self.cycles(grid, start, y, x)
        } else {
            Vec::new()
        };
        for end in ends {
            let links = chain(&self.nodes, end);
            let complexity = links.len() - 1;
            let removable = cycle_removable(grid, &links[..links.len() - 1]);
            if removable.is_empty() {
                continue;
            }
            let base = if y && x { 7.0 } else { 6.5 };
            out.push(Found {
                difficulty: difficulty(base, complexity),
                complexity,
                kind,
                removable,
                chain: links[..links.len() - 1].to_vec(),
                cycle: true,
            });
        }
        if !x {
            return;
        }
        for on in [true, false] {
            if !closing.closes(start, on) {
                continue;
            }
            if let Some(end) = self.forcing(grid, start, on, y) {
                let links = chain(&self.nodes, end);
                let (i, d0) = split(start);
                let removable: Vec<Cand> = if on {
                    vec![start]
                } else {
                    bits(grid.cells[i] & !(1 << d0))
                        .map(|v| cand(i, v))
                        .collect()
                };
                if removable.is_empty() {
                    continue;
                }
                let base = if y { 7.0 } else { 6.6 };
                out.push(Found {
                    difficulty: difficulty(base, links.len()),
                    complexity: links.len(),
                    kind,
                    removable,
                    chain: links,
                    cycle: false,
                });
            }
        }
    }

    /// Sukaku Explainer's cycle search from `start` on, by the cell links with `y` and the
    /// unit links with `x` (the rules of the links listed so far): the nodes that close a cycle (the start on again, at least four
    /// links away), in the order found.
    fn cycles(&mut self, grid: &Marks, start: Cand, y: bool, x: bool) -> Vec<u32> {
        self.nodes.clear();
        self.nodes.push(Node {
            link: Link {
                cand: start,
                on: true,
                cause: BY_NOTHING,
            },
            parent: NONE,
        });
        let mut on_seen = [0u64; 12];
        let mut off_seen = [0u64; 12];
        let set = |s: &mut [u64; 12], c: Cand| s[usize::from(c) / 64] |= 1 << (c % 64);
        let has = |s: &[u64; 12], c: Cand| s[usize::from(c) / 64] >> (c % 64) & 1 != 0;
        set(&mut on_seen, start);
        // The candidates whose "off" turns the start on (the links are symmetric).
        let mut closers = [0u64; 12];
        for k in self.ons.of(start, |out| off_to_on(grid, start, y, x, out)) {
            set(&mut closers, self.ons.links[k].cand);
        }
        let mut ends = Vec::new();
        let mut pending_on = std::mem::take(&mut self.pending_on);
        let mut pending_off = std::mem::take(&mut self.pending_off);
        pending_on.clear();
        pending_off.clear();
        pending_on.push(0);
        // Off nodes met again: only their link back to the start matters (their other "on"
        // candidates are on already), marked by the high bit.
        const AGAIN: u32 = 1 << 31;
        let mut length = 0;
        while !pending_on.is_empty() || !pending_off.is_empty() {
            length += 1;
            for &p in &pending_on {
                let c = self.nodes[p as usize].link.cand;
                for k in self.offs.of(c, |out| on_to_off(grid, c, y, out)) {
                    let l = self.offs.links[k];
                    let fresh = !has(&off_seen, l.cand);
                    let closes = has(&closers, l.cand);
                    // Every "off" on the way here is seen: a fresh one is none of them.
                    if !fresh && (!closes || is_parent(&self.nodes, p, l.cand, false)) {
                        continue;
                    }
                    self.nodes.push(Node { link: l, parent: p });
                    let n = self.nodes.len() as u32 - 1;
                    if fresh {
                        set(&mut off_seen, l.cand);
                        pending_off.push(n);
                    } else {
                        pending_off.push(n | AGAIN);
                    }
                }
            }
            pending_on.clear();
            length += 1;
            for &entry in &pending_off {
                let p = entry & !AGAIN;
                let c = self.nodes[p as usize].link.cand;
                if entry & AGAIN != 0 && length < 4 {
                    continue;
                }
                for k in self.ons.of(c, |out| off_to_on(grid, c, y, x, out)) {
                    let l = self.ons.links[k];
                    if length >= 4 && l.cand == start {
                        self.nodes.push(Node { link: l, parent: p });
                        ends.push(self.nodes.len() as u32 - 1);
                    }
                    if entry & AGAIN == 0 && !has(&on_seen, l.cand) {
                        set(&mut on_seen, l.cand);
                        self.nodes.push(Node { link: l, parent: p });
                        pending_on.push(self.nodes.len() as u32 - 1);
                    }
                }
            }
            pending_off.clear();
        }
        self.pending_on = pending_on;
        self.pending_off = pending_off;
        ends
    }

    /// Sukaku Explainer's forcing chain search from `start` on (`on`) or off, by the cell
    /// links with `y` and the unit links (the rules of the links listed so far): the first
    /// node of the start's opposite, if any.
    fn forcing(&mut self, grid: &Marks, start: Cand, on: bool, y: bool) -> Option<u32> {
        self.nodes.clear();
        self.nodes.push(Node {
            link: Link {
                cand: start,
                on,
                cause: BY_NOTHING,
            },
            parent: NONE,
        });
        let mut seen = [[0u64; 12]; 2];
        let set = |s: &mut [u64; 12], c: Cand| s[usize::from(c) / 64] |= 1 << (c % 64);
        let has = |s: &[u64; 12], c: Cand| s[usize::from(c) / 64] >> (c % 64) & 1 != 0;
        set(&mut seen[usize::from(on)], start);
        let mut pending_on = std::mem::take(&mut self.pending_on);
        let mut pending_off = std::mem::take(&mut self.pending_off);
        pending_on.clear();
        pending_off.clear();
        if on {
            pending_on.push(0);
        } else {
            pending_off.push(0);
        }
        let mut found = None;
        'search: while !pending_on.is_empty() || !pending_off.is_empty() {
            for &p in &pending_on {
                let c = self.nodes[p as usize].link.cand;
                for k in self.offs.of(c, |out| on_to_off(grid, c, y, out)) {
                    let l = self.offs.links[k];
                    if on && l.cand == start {
                        self.nodes.push(Node { link: l, parent: p });
                        found = Some(self.nodes.len() as u32 - 1);
                        break 'search;
                    }
                    if !has(&seen[0], l.cand) {
                        set(&mut seen[0], l.cand);
                        self.nodes.push(Node { link: l, parent: p });
                        pending_off.push(self.nodes.len() as u32 - 1);
                    }
                }
            }
            pending_on.clear();
            for &p in &pending_off {
                let c = self.nodes[p as usize].link.cand;
                for k in self.ons.of(c, |out| off_to_on(grid, c, y, true, out)) {
                    let l = self.ons.links[k];
                    if !on && l.cand == start {
                        self.nodes.push(Node { link: l, parent: p });
                        found = Some(self.nodes.len() as u32 - 1);
                        break 'search;
                    }
                    if !has(&seen[1], l.cand) {
                        set(&mut seen[1], l.cand);
                        self.nodes.push(Node { link: l, parent: p });
                        pending_on.push(self.nodes.len() as u32 - 1);
                    }
                }
            }
            pending_off.clear();
        }
        self.pending_on = pending_on;
        self.pending_off = pending_off;
        found
    }
}

/// What a cycle takes out: each digit outside the cycle's cells that sees one of its "on"
/// candidates and one of its "off" ones, as (cell, digit) candidates, ascending.
fn cycle_removable(grid: &Marks, links: &[Link]) -> Vec<Cand> {
    let cells = links.iter().fold(0u128, |s, l| s | 1 << split(l.cand).0);
    let mut forth = [0u128; 9];
    let mut back = [0u128; 9];
    for l in links {
        let (i, d0) = split(l.cand);
        let seen = PEER_SETS[i] & !cells & grid.places[d0];
        if l.on {
            forth[d0] |= seen;
        } else {
            back[d0] |= seen;
        }
    }
    let mut out = Vec::new();
    for d0 in 0..9 {
        for i in cells_of(forth[d0] & back[d0]) {
            out.push(cand(i, d0));
        }
    }
    out.sort_unstable();
    out
}

/// True when Sukaku Explainer's forcing chain search from `c` on (`on`) or off finds a
/// chain: what [`Closing`] tells of every candidate at once.
#[cfg(test)]
pub(crate) fn forcing_closes(grid: &Marks, c: Cand, on: bool, y: bool) -> bool {
    let mut search = Search::default();
    search.forcing(grid, c, on, y).is_some()
}

/// How many cycles Sukaku Explainer's cycle search from `c` on closes.
#[cfg(test)]
pub(crate) fn cycles_closed(grid: &Marks, c: Cand, y: bool, x: bool) -> usize {
    Search::default().cycles(grid, c, y, x).len()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::human::candidates::Candidates;

    /// A chain as the tests compare them.
    type Seen = (u64, usize, u8, Vec<Cand>, Vec<(Cand, bool, Cause)>, bool);

    fn seen(found: &[Found]) -> Vec<Seen> {
        found
            .iter()
            .map(|f| {
                let chain = f.chain.iter().map(|l| (l.cand, l.on, l.cause)).collect();
                let (d, k) = (f.difficulty.to_bits(), f.complexity);
                (d, k, f.kind, f.removable.clone(), chain, f.cycle)
            })
            .collect()
    }

    #[test]
    fn links_listed_once_for_every_start_give_what_each_start_lists_afresh() {
        let mut chains = 0;
        for line in [
            "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
            "98.7..6......96.......85...4......3..9..5.7....2.....11.......3.6...85....4....2.",
        ] {
            let puzzle = crate::formats::parse_line(line).unwrap();
            let start = Marks::of(&Candidates::from_grid(&puzzle));
            for grid in [start, start.thinned(2), start.thinned(3), start.thinned(5)] {
                let mut all_of = Vec::new();
                all(&grid, &mut all_of);
                // The same starts in the same order, each searched with nothing listed.
                let mut afresh = Vec::new();
                for (y, x) in [(false, true), (true, false), (true, true)] {
                    let closing = Closing::of(&grid, y, x);
                    for i in 0..81 {
                        let n = count(grid.cells[i]);
                        if n < 2 || (!x && n > 2) {
                            continue;
                        }
                        for d0 in bits(grid.cells[i]) {
                            let c = cand(i, d0);
                            Search::default().unary(&grid, c, y, x, &closing, &mut afresh);
                        }
                    }
                }
                assert!(seen(&all_of) == seen(&afresh), "{line}");
                chains += all_of.len();
            }
        }
        assert!(chains > 100, "{chains}");
    }

    #[test]
    fn the_cell_links_alone_find_what_they_find_with_nothing_ruled_out() {
        // Built without the unit links, the table tells no forcing chain to close: the
        // searches by those rules must find the same chains as with every start open.
        let mut chains = 0;
        for grid in super::super::reach::tests::positions() {
            let closing = Closing::of(&grid, true, false);
            let (mut told, mut open) = (Vec::new(), Vec::new());
            for i in 0..81 {
                for d0 in bits(grid.cells[i]) {
                    let c = cand(i, d0);
                    Search::default().unary(&grid, c, true, false, &closing, &mut told);
                    Search::default().unary(&grid, c, true, false, &Closing::open(), &mut open);
                }
            }
            assert!(seen(&told) == seen(&open));
            chains += open.len();
        }
        assert!(chains > 10, "{chains}");
    }

    #[test]
    fn the_chains_remembered_are_the_chains_searched() {
        let line =
            "98.7..6......96.......85...4......3..9..5.7....2.....11.......3.6...85....4....2.";
        let puzzle = crate::formats::parse_line(line).unwrap();
        let start = Marks::of(&Candidates::from_grid(&puzzle));
        // Positions one candidate apart, as the nested searches reach them.
        let mut near = start;
        let last = (0..81).rev().find(|&i| count(start.cells[i]) > 2).unwrap();
        near.remove(last, start.cells[last].trailing_zeros() as usize);
        let grids = [start, near, start.thinned(3), start.thinned(4)];
        let mut chains = 0;
        // Each position searched, then remembered, its chains after those of others.
        for round in 0..2 {
            let mut out = Vec::new();
            for grid in &grids {
                let from = out.len();
                all(grid, &mut out);
                let mut plain = Vec::new();
                searched(grid, &mut plain);
                assert!(seen(&out[from..]) == seen(&plain), "round {round}");
                chains += plain.len();
            }
        }
        assert!(chains > 100, "{chains}");
    }
}

//! Bidirectional cycles and forcing chains (Sukaku Explainer's "forcing chains & cycles"):
//! from one candidate assumed on (or off), the implications are followed a layer at a time.
//!
//! - A cycle comes back to the candidate it started from, on, after at least four links: the
//!   candidates it turns on and off alternate, so a digit that sees one of the cycle's "on"
//!   candidates and one of its "off" ones (of that digit, outside its cells) is false either
//!   way. X-cycles use one digit's links, Y-cycles the cell links between two-candidate
//!   cells (and weak unit links), both 6.5; cycles of both 7.0.
//! - A forcing chain leads from a candidate on to the same candidate off (it goes), or from
//!   it off to it on (it is placed). X-chains of one digit 6.6, chains with cell links 7.0.
//!
//! Looked for first with unit links alone (X), then with cell links alone (Y, cycles only,
//! from two-candidate cells), then with both; cells in reading order, digits up.

use super::graph::{Graph, Layer};
use super::marks::Marks;
use super::reach::Closing;
use super::{Best, Cand, cand, difficulty, split};
use crate::human::candidates::Candidates;
use crate::human::step::{Detail, Step};
use crate::human::technique::Technique;
use crate::human::units::{CellSet, PEER_SETS, cells_of, count};

/// A node of a layered search: candidate, on, parent (`u32::MAX` for the start).
#[derive(Clone, Copy)]
struct Node {
    cand: Cand,
    on: bool,
    parent: u32,
}

/// Which links a search uses.
#[derive(Clone, Copy)]
struct Links {
    /// Cell links (Y).
    cells: bool,
    /// Unit strong links (X).
    units: bool,
}

impl Links {
    /// Sukaku Explainer's order of kinds on a tie: X 2, Y 3, both 4.
    fn kind(self) -> u8 {
        match (self.units, self.cells) {
            (true, true) => 4,
            (false, true) => 3,
            _ => 2,
        }
    }

    /// The rating of a cycle before its length counts: 6.5, with both kinds of link 7.0.
    fn cycle_base(self) -> f64 {
        if self.cells && self.units { 7.0 } else { 6.5 }
    }
}

/// The lists a search from one start fills, kept from one start to the next.
#[derive(Default)]
struct Search {
    /// The nodes found, the start first.
    nodes: Vec<Node>,
    /// The "on" nodes of the layer at hand.
    on: Vec<u32>,
    /// The "off" nodes of the layer at hand.
    off: Vec<u32>,
    /// The cycles' ends of the layer at hand.
    closing: Vec<u32>,
    /// The cycles' ends found.
    ends: Vec<u32>,
    /// The candidates whose "off" turns something on with the links followed (see
    /// [`Graph::live`]): the search goes on from those alone.
    live: Layer,
}

/// The first cycle or forcing chain of the position, as Sukaku Explainer takes it.
pub(crate) fn find(c: &Candidates) -> Option<Step> {
    let graph = Graph::of(Marks::of(c));
    let grid = &graph.marks;
    let mut best = Best::default();
    // Room for a search's usual lists from the start (they are kept from one start to the
    // next, and would grow step by step at each position otherwise).
    let mut search = Search {
        nodes: Vec::with_capacity(2048),
        on: Vec::with_capacity(512),
        off: Vec::with_capacity(512),
        closing: Vec::with_capacity(64),
        ends: Vec::with_capacity(64),
        live: Layer::default(),
    };
    for links in [
        Links {
            cells: false,
            units: true,
        },
        Links {
            cells: true,
            units: false,
        },
        Links {
            cells: true,
            units: true,
        },
    ] {
        // Chains with both kinds of link start at 7.0: when something easier is found, they
        // cannot come first.
        if links.cells && links.units && best.difficulty().is_some_and(|d| d < 7.0) {
            break;
        }
        search.live = graph.live(links.cells, links.units);
        // Which starts can close, told at once: worth its cost where the searches follow both
        // kinds of link (the others walk few candidates).
        let both = links.cells && links.units;
        let closing = both.then(|| Closing::of(grid, true, true));
        for i in cells_of(grid.open) {
            let n = count(grid.cells[i]);
            if n < 2 || (!links.units && n > 2) {
                continue;
            }
            for d0 in crate::human::units::bits(grid.cells[i]) {
                unary(
                    &graph,
                    closing.as_ref(),
                    cand(i, d0),
                    links,
                    &mut best,
                    &mut search,
                );
            }
        }
    }
    best.take()
}

/// The cycles and forcing chains from one candidate; `closing`, when given, tells which
/// cannot close, and those are not looked for.
fn unary(
    g: &Graph,
    closing: Option<&Closing>,
    start: Cand,
    links: Links,
    best: &mut Best,
    search: &mut Search,
) {
    let both = links.cells && links.units;
    let turned_off = if closing.is_none_or(|c| c.may_cycle(start)) {
        cycles(g, start, links, best, search)
    } else {
        search.ends.clear();
        None
    };
    for &end in &search.ends {
        // The end is the start again: counted once.
        let complexity = depth(&search.nodes, end) - 1;
        let diff = difficulty(links.cycle_base(), complexity);
        best.offer(diff, complexity, links.kind(), || {
            cycle_step(&g.marks, &search.nodes, end, both)
        });
    }
    if !links.units {
        return;
    }
    let base = if links.cells { 7.0 } else { 6.6 };
    for on in [true, false] {
        let hopeless = |k: usize| !best.beats(difficulty(base, k), k, links.kind());
        let found = match (on, turned_off) {
            // The cycle search from the start on is the forcing chain's search: it told.
            (true, Some(found)) => found,
            _ if closing.is_some_and(|c| !c.closes(start, on)) => None,
            _ if links.cells => forcing_depth::<Layer>(g, &search.live, start, on, hopeless),
            _ => forcing_depth::<CellSet>(g, &search.live, start, on, hopeless),
        };
        if let Some(k) = found {
            best.offer(difficulty(base, k), k, links.kind(), || {
                forcing(g, start, on, links.cells, search);
                let target = search.ends.pop()?;
                Some(chain_step(&search.nodes, target, links.cells))
            });
        }
    }
}

/// A layer of a forcing chain's search, on the start's digit alone (unit links) or on every
/// digit (with cell links).
trait Front: Copy + Default {
    /// True when the search follows the cell links.
    const CELLS: bool;
    /// The layer of candidate (`i`, `d0`) alone.
    fn only(i: usize, d0: usize) -> Self;
    /// The candidates this layer turns off, when they are on (`d0`, the start's digit).
    fn weak(&self, g: &Graph, d0: usize) -> Self;
    /// The candidates this layer turns on, when they are off.
    fn strong(&self, g: &Graph, d0: usize) -> Self;
    /// True when the layer and `other` share a candidate.
    fn meets(&self, other: &Self) -> bool;
    /// Keeps the candidates of `live` alone (`d0`, the start's digit).
    fn keep(&mut self, live: &Layer, d0: usize);
    /// Takes the candidates `seen` out of the layer and adds those left to `seen`; false
    /// when none is left.
    fn fresh(&mut self, seen: &mut Self) -> bool;
}

impl Front for CellSet {
    const CELLS: bool = false;

    fn only(i: usize, _: usize) -> Self {
        1 << i
    }

    fn weak(&self, g: &Graph, d0: usize) -> Self {
        cells_of(*self).fold(0, |s, i| s | PEER_SETS[i]) & g.marks.places[d0]
    }

    fn strong(&self, g: &Graph, d0: usize) -> Self {
        cells_of(*self).fold(0, |s, i| s | g.conjugate_set(cand(i, d0)))
    }

    fn meets(&self, other: &Self) -> bool {
        self & other != 0
    }

    fn keep(&mut self, live: &Layer, d0: usize) {
        *self &= live[d0];
    }

    fn fresh(&mut self, seen: &mut Self) -> bool {
        *self &= !*seen;
        *seen |= *self;
        *self != 0
    }
}

impl Front for Layer {
    const CELLS: bool = true;

    fn only(i: usize, d0: usize) -> Self {
        let mut layer = [0; 9];
        layer[d0] = 1 << i;
        layer
    }

    fn weak(&self, g: &Graph, _: usize) -> Self {
        g.weak_layer(self, true)
    }

    fn strong(&self, g: &Graph, _: usize) -> Self {
        g.strong_layer(self, true)
    }

    fn meets(&self, other: &Self) -> bool {
        self.iter().zip(other).any(|(a, b)| a & b != 0)
    }

    fn keep(&mut self, live: &Layer, _: usize) {
        for (layer, live) in self.iter_mut().zip(live) {
            *layer &= live;
        }
    }

    fn fresh(&mut self, seen: &mut Self) -> bool {
        let mut any = false;
        for (layer, seen) in self.iter_mut().zip(seen) {
            any |= layer.fresh(seen);
        }
        any
    }
}

/// How long the first forcing chain from `start` on (`on`) or off to its opposite is (the
/// candidates it passes through, both ends included), as [`forcing`] finds it, on sets of
/// candidates (`F`: of the start's digit alone for X-chains, of every digit with the cell
/// links), without the chain. `None` when there is none, or none before a length that
/// `hopeless` rejects.
///
/// The links go both ways (an "on" turns off a candidate whose "on" would turn it off; an
/// "off" turns on a candidate whose "off" would turn it on), so the chain's second half,
/// read backwards with every candidate's state flipped, is a chain from the start as well:
/// a chain of `2m + 2` candidates is a link from a candidate `m` links from the start to one
/// whose opposite is `m` links from the start too. The search looks `m` links deep, half the
/// chain, where following the chain itself would look all of it. "Off" candidates that turn
/// nothing on (outside `live`) are left out: none is the opposite of an "on" found, which a
/// link turned on.
fn forcing_depth<F: Front>(
    g: &Graph,
    live: &Layer,
    start: Cand,
    on: bool,
    hopeless: impl Fn(usize) -> bool,
) -> Option<usize> {
    let (si, sd) = split(start);
    // From the start off, the chain comes back through a candidate that turns it on.
    if !on && (g.conjugate_set(start) == 0 && (!F::CELLS || g.pair_other(si, sd).is_none())) {
        return None;
    }
    // The candidates found off and on, by state; the last layer's, and their state.
    let mut seen = [F::default(), F::default()];
    let mut front = F::only(si, sd);
    seen[usize::from(on)] = front;
    let mut state = on;
    let mut depth = 2;
    loop {
        if hopeless(depth) {
            return None;
        }
        let mut next = if state {
            front.weak(g, sd)
        } else {
            front.strong(g, sd)
        };
        // A candidate of the next layer whose opposite was found: the chain runs there and
        // back.
        if next.meets(&seen[usize::from(state)]) {
            return Some(depth);
        }
        if state {
            next.keep(live, sd);
        }
        if !next.fresh(&mut seen[usize::from(!state)]) {
            return None;
        }
        (front, state, depth) = (next, !state, depth + 2);
    }
}

/// How many nodes lead to node `n`, itself and the start included.
fn depth(nodes: &[Node], n: u32) -> usize {
    let mut k = 0;
    let mut m = n;
    while m != u32::MAX {
        k += 1;
        m = nodes[m as usize].parent;
    }
    k
}

/// True when the candidate `c` (on or off) is an ancestor of node `n`, not `n` itself.
fn is_ancestor(nodes: &[Node], n: u32, c: Cand, on: bool) -> bool {
    let mut m = nodes[n as usize].parent;
    while m != u32::MAX {
        let node = nodes[m as usize];
        if node.cand == c && node.on == on {
            return true;
        }
        m = node.parent;
    }
    false
}

/// Sukaku Explainer's cycle search from `start` on: fills `search` with the nodes, and the
/// ends of the cycles (each a node of `start` on again, four links or more away).
///
/// The search stops at the first layer whose cycles could not come before `best`. It is
/// also the search of a forcing chain from the start on to the start off: when it ran (the
/// start has a candidate that turns it on), it returns the length of the first such chain
/// that could come before `best` as well, if any (a forcing chain of unit links is rated
/// above a cycle of the same length, so that one stops later).
fn cycles(
    g: &Graph,
    start: Cand,
    links: Links,
    best: &Best,
    search: &mut Search,
) -> Option<Option<usize>> {
    search.ends.clear();
    let (base, kind) = (links.cycle_base(), links.kind());
    let (si, sd) = split(start);
    // The candidates whose "off" turns the start on: a cycle closes through them. Without
    // one, or when even the shortest cycle (four links) could not come first, there is
    // nothing to look for.
    let pair = if links.cells {
        g.pair_other(si, sd)
    } else {
        None
    };
    let conjugates = if links.units {
        g.conjugate_set(start)
    } else {
        0
    };
    if pair.is_none() && conjugates == 0 {
        return None;
    }
    // (A forcing chain back to the start off is four links long or more as well.)
    if !best.beats(difficulty(base, 4), 4, kind) {
        return Some(None);
    }
    // The closers of each digit, as cells; and of a cell, as digits.
    let mut closers: Layer = [0; 9];
    closers[sd] = conjugates;
    if let Some(e) = pair {
        closers[e] |= 1 << si;
    }
    let closer_digits = |i: usize| {
        ((conjugates >> i & 1) as u16) << sd | pair.map_or(0, |e| u16::from(i == si) << e)
    };
    let Search {
        nodes,
        on: pending_on,
        off: pending_off,
        closing,
        ends,
        live,
    } = search;
    nodes.clear();
    nodes.push(Node {
        cand: start,
        on: true,
        parent: u32::MAX,
    });
    let mut on_seen: Layer = [0; 9];
    on_seen[sd] = 1 << si;
    let mut off_seen: Layer = [0; 9];
    // The same as digits of each cell.
    let mut off_digits = [0u16; 81];
    pending_on.clear();
    pending_on.push(0u32);
    pending_off.clear();
    closing.clear();
    let mut length = 0;
    let (mut turned_off, mut forcing) = (false, None);
    // Sukaku Explainer follows an "off" candidate once for each "on" that reaches it (unless
    // it is one of that one's causes), but only the first of them turns anything on: the
    // others matter only when they close a cycle, and are kept only then.
    while !pending_on.is_empty() || !pending_off.is_empty() {
        length += 1;
        for &p in pending_on.iter() {
            let (i, d0) = split(nodes[p as usize].cand);
            // The links worth a look: to candidates not yet off that turn something on, to
            // the start (off, it ends a forcing chain), and (but from the start) to the
            // closers.
            let mut digits = !off_digits[i] & g.live_digits(i, links.cells, links.units);
            let mut places = !off_seen[d0] & live[d0];
            if i == si {
                digits |= 1 << sd;
            }
            if d0 == sd {
                places |= 1 << si;
            }
            if p != 0 {
                digits |= closer_digits(i);
                places |= closers[d0];
            }
            if !links.cells {
                digits = 0;
            }
            g.weak(i, d0, digits, places, |c| {
                let (j, e) = split(c);
                turned_off |= c == start;
                let closes = p != 0 && closers[e] >> j & 1 != 0 && !is_ancestor(nodes, p, c, false);
                let fresh = off_seen[e] >> j & 1 == 0;
                if !(closes || fresh) {
                    return;
                }
                nodes.push(Node {
                    cand: c,
                    on: false,
                    parent: p,
                });
                let n = nodes.len() as u32 - 1;
                if closes {
                    nodes.push(Node {
                        cand: start,
                        on: true,
                        parent: n,
                    });
                    closing.push(nodes.len() as u32 - 1);
                }
                if fresh {
                    off_seen[e] |= 1 << j;
                    off_digits[j] |= 1 << e;
                    pending_off.push(n);
                }
            });
        }
        pending_on.clear();
        length += 1;
        // A cycle closed in this layer passes through `length` candidates.
        if !best.beats(difficulty(base, length), length, kind) {
            break;
        }
        if turned_off && forcing.is_none() {
            forcing = Some(length);
        }
        ends.append(closing);
        for &p in pending_off.iter() {
            g.strong(nodes[p as usize].cand, links.cells, links.units, |c| {
                let (j, e) = split(c);
                if on_seen[e] >> j & 1 == 0 {
                    on_seen[e] |= 1 << j;
                    nodes.push(Node {
                        cand: c,
                        on: true,
                        parent: p,
                    });
                    pending_on.push(nodes.len() as u32 - 1);
                }
            });
        }
        pending_off.clear();
    }
    Some(forcing)
}

/// Sukaku Explainer's forcing chain search from `start` on (`on`) or off, following cell
/// links too with `cells`: fills `search` with the nodes and, as its one end, the first
/// chain's (to the opposite of the start), if any.
fn forcing(g: &Graph, start: Cand, on: bool, cells: bool, search: &mut Search) {
    let Search {
        nodes,
        on: pending_on,
        off: pending_off,
        ends,
        ..
    } = search;
    nodes.clear();
    ends.clear();
    nodes.push(Node {
        cand: start,
        on,
        parent: u32::MAX,
    });
    let mut on_seen = [false; 729];
    let mut off_seen = [false; 729];
    (if on { &mut on_seen } else { &mut off_seen })[usize::from(start)] = true;
    pending_on.clear();
    pending_off.clear();
    (if on {
        &mut *pending_on
    } else {
        &mut *pending_off
    })
    .push(0);
    // From the start on, a weak link back to it proves it off; from it off, a strong link
    // back proves it on: the first of each is kept.
    let digits = if cells { !0 } else { 0 };
    while !pending_on.is_empty() || !pending_off.is_empty() {
        for &p in pending_on.iter() {
            let (i, d0) = split(nodes[p as usize].cand);
            g.weak(i, d0, digits, !0, |c| {
                let target = on && c == start && ends.is_empty();
                reach(nodes, c, false, p, target, &mut off_seen, pending_off, ends);
            });
        }
        pending_on.clear();
        for &p in pending_off.iter() {
            g.strong(nodes[p as usize].cand, cells, true, |c| {
                let target = !on && c == start && ends.is_empty();
                reach(nodes, c, true, p, target, &mut on_seen, pending_on, ends);
            });
        }
        pending_off.clear();
        // The first chain found is the one kept: the rest of the search cannot change it.
        if !ends.is_empty() {
            return;
        }
    }
}

/// One link of a forcing chain's search reaching candidate `c` (`on`) from node `parent`:
/// kept when it is the `target` (the start's opposite, then an end) or not yet `seen` in
/// its state (then searched on from `pending`).
#[allow(clippy::too_many_arguments)]
fn reach(
    nodes: &mut Vec<Node>,
    c: Cand,
    on: bool,
    parent: u32,
    target: bool,
    seen: &mut [bool; 729],
    pending: &mut Vec<u32>,
    ends: &mut Vec<u32>,
) {
    let fresh = !seen[usize::from(c)];
    if !(target || fresh) {
        return;
    }
    seen[usize::from(c)] |= fresh;
    nodes.push(Node {
        cand: c,
        on,
        parent,
    });
    let n = nodes.len() as u32 - 1;
    if target {
        ends.push(n);
    }
    if fresh {
        pending.push(n);
    }
}

/// The chain from the start to node `n`: (candidate, on) from the start.
fn path(nodes: &[Node], n: u32) -> Vec<(Cand, bool)> {
    let mut path = Vec::new();
    let mut m = n;
    while m != u32::MAX {
        let node = nodes[m as usize];
        path.push((node.cand, node.on));
        m = node.parent;
    }
    path.reverse();
    path
}

/// A cycle's step: a digit seen by one of the cycle's "on" candidates and one of its "off"
/// ones (outside the cycle's cells) goes. `None` when nothing goes.
fn cycle_step(grid: &Marks, nodes: &[Node], end: u32, both: bool) -> Option<Step> {
    // The cycle's nodes from the end back, the start (also the end) left out once.
    let cycle = || {
        std::iter::successors(Some(end), |&m| {
            let parent = nodes[m as usize].parent;
            (nodes[parent as usize].parent != u32::MAX).then_some(parent)
        })
        .map(|m| nodes[m as usize])
    };
    let cells = cycle().fold(0u128, |s, node| s | 1 << split(node.cand).0);
    let mut seen_on = [0u128; 9];
    let mut seen_off = [0u128; 9];
    for node in cycle() {
        let (i, d0) = split(node.cand);
        let peers = PEER_SETS[i] & !cells & grid.places[d0];
        if node.on {
            seen_on[d0] |= peers;
        } else {
            seen_off[d0] |= peers;
        }
    }
    let gone: [u128; 9] = std::array::from_fn(|d0| seen_on[d0] & seen_off[d0]);
    // Most cycles take nothing out: known before the chain is written down.
    if gone.iter().all(|&g| g == 0) {
        return None;
    }
    let chain = path(nodes, end);
    let technique = Technique::ForcingChain;
    let digits = chain.iter().fold(0u16, |m, &(c, _)| m | 1 << split(c).1);
    let mut step = Step::new(technique, digits);
    step.detail = Detail::Chain(if both {
        ChainKind::Cycle
    } else if digits.count_ones() == 1 {
        ChainKind::XCycle
    } else {
        ChainKind::YCycle
    });
    for i in cells_of(gone.iter().fold(0, |s, g| s | g)) {
        for (d0, gone) in gone.iter().enumerate() {
            if gone >> i & 1 != 0 {
                step.eliminate(i, d0 as u8 + 1);
            }
        }
    }
    record(&mut step, &chain);
    Some(step)
}

/// A forcing chain's step: the start goes, or is placed.
fn chain_step(nodes: &[Node], target: u32, cells: bool) -> Step {
    let chain = path(nodes, target);
    let digits = chain.iter().fold(0u16, |m, &(c, _)| m | 1 << split(c).1);
    let mut step = Step::new(Technique::ForcingChain, digits);
    step.detail = Detail::Chain(if cells {
        ChainKind::Forcing
    } else {
        ChainKind::XForcing
    });
    let t = nodes[target as usize];
    let (i, d0) = split(t.cand);
    if t.on {
        // The cell's other digits go with the placement.
        step = step.place(i, d0 as u8 + 1);
    } else {
        step.eliminate(i, d0 as u8 + 1);
    }
    record(&mut step, &chain);
    step
}

/// Records a chain in a step: its candidates in order, and its cells (those not recorded by
/// an earlier chain of the step).
pub(crate) fn record(step: &mut Step, chain: &[(Cand, bool)]) {
    for &(c, on) in chain {
        step.link(c, on);
    }
    record_cells(step, chain.iter().map(|&(c, _)| c));
}

/// Records the cells of a chain's candidates in a step, those not recorded by an earlier
/// chain of the step.
pub(crate) fn record_cells(step: &mut Step, chain: impl Iterator<Item = Cand>) {
    let mut cells = chain.fold(0u128, |s, c| s | 1 << split(c).0);
    for i in step.cells() {
        cells &= !(1 << i);
    }
    for i in cells_of(cells) {
        step.cell(i);
    }
}

use crate::human::step::ChainKind;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::human::techniques::tests::{before, eliminated};

    /// The first forcing chain or cycle step of a puzzle, with the position before it.
    fn first(line: &str) -> (Candidates, Step) {
        let (c, step) = before(line, Technique::ForcingChain);
        assert_eq!(find(&c), Some(step));
        (c, step)
    }

    #[test]
    fn a_y_cycle_takes_out_what_explainer_takes_out() {
        // Sukaku Explainer: "6.6 Bidirectional Y-Cycle: r9c2,r9c9,r3c9,r3c2", and these
        // seven candidates gone (its pencil marks before and after the step).
        let (_, step) = first(
            ".9....2.77...19.....64..39.31.......6..825..4.......76.87..65.....57...94.5....6.",
        );
        assert_eq!(
            eliminated(&step),
            "r3c1<>5, r3c5<>5, r6c2<>2, r7c9<>1, r9c4<>3, r9c5<>3, r9c6<>3"
        );
        assert_eq!(step.tenths(), 66);
        assert_eq!(step.detail, Detail::Chain(ChainKind::YCycle));
        assert_eq!(
            step.to_string(),
            "forcing chain: r3c1<>5, r3c5<>5, r6c2<>2, r7c9<>1, r9c4<>3, r9c5<>3, r9c6<>3 \
             ((2)r3c2-(2)r9c2=(3)r9c2-(3)r9c9=(1)r9c9-(1)r3c9=(5)r3c9-(5)r3c2=(2)r3c2)"
        );
    }

    #[test]
    fn a_forcing_chain_takes_out_its_start() {
        // Sukaku Explainer: "7.1 Forcing Chain: r4c8.2 off".
        let (_, step) = first(
            "..3...6...62.7..9.4..6...71...5.31...1..9..3...81.4...94...6..2.7..4.95...1...4..",
        );
        assert_eq!(eliminated(&step), "r4c8<>2");
        assert_eq!(step.tenths(), 71);
        assert_eq!(step.detail, Detail::Chain(ChainKind::Forcing));
        // The chain starts and ends at r4c8's 2, on then off.
        let links: Vec<_> = step.links().collect();
        assert_eq!(links.first(), Some(&(34, 2, true)));
        assert_eq!(links.last(), Some(&(34, 2, false)));
    }

    #[test]
    fn forcing_chains_measured_from_both_ends_are_as_long_as_those_followed() {
        let mut search = Search::default();
        let mut found = 0;
        for grid in super::super::reach::tests::positions() {
            let g = Graph::of(grid);
            for cells in [false, true] {
                let live = g.live(cells, true);
                let closing = Closing::of(&grid, cells, true);
                for start in (0..729).filter(|&c| grid.places[c % 9] >> (c / 9) & 1 != 0) {
                    let start = start as Cand;
                    for on in [true, false] {
                        forcing(&g, start, on, cells, &mut search);
                        let plain = search.ends.first().map(|&end| depth(&search.nodes, end));
                        found += usize::from(plain.is_some());
                        assert_eq!(closing.closes(start, on), plain.is_some());
                        for limit in [usize::MAX, 8, 5] {
                            let hopeless = |k: usize| k > limit;
                            let measured = if cells {
                                forcing_depth::<Layer>(&g, &live, start, on, hopeless)
                            } else {
                                forcing_depth::<CellSet>(&g, &live, start, on, hopeless)
                            };
                            assert_eq!(measured, plain.filter(|&k| k <= limit), "{start} {on}");
                        }
                    }
                }
            }
        }
        assert!(found > 1000, "{found}");
    }

    #[test]
    fn no_cycle_closes_from_a_start_the_graph_rules_out() {
        let (mut search, best) = (Search::default(), Best::default());
        let (mut ruled_out, mut closed) = (0, 0);
        for grid in super::super::reach::tests::positions() {
            let g = Graph::of(grid);
            for (cells, units) in [(false, true), (true, false), (true, true)] {
                let links = Links { cells, units };
                search.live = g.live(cells, units);
                let closing = Closing::of(&grid, cells, units);
                for start in (0..729).filter(|&c| grid.places[c % 9] >> (c / 9) & 1 != 0) {
                    let start = start as Cand;
                    cycles(&g, start, links, &best, &mut search);
                    closed += usize::from(!search.ends.is_empty());
                    if !closing.may_cycle(start) {
                        ruled_out += 1;
                        assert!(search.ends.is_empty(), "{start} {cells} {units}");
                    }
                }
            }
        }
        assert!(ruled_out > 1000 && closed > 1000, "{ruled_out} {closed}");
    }

    #[test]
    fn no_chain_where_explainer_finds_none() {
        // Sukaku Explainer's nishio step (7.7, r1c3<>4) comes where its cycles and forcing
        // chains found nothing: neither do these.
        let (c, nishio) = before(
            ".3.....6.1..9.3..8..62..3...1..9.74....8.2....93.7..5...8..12..5..6.8..7.7.....8.",
            Technique::NishioChain,
        );
        assert_eq!(eliminated(&nishio), "r1c3<>4");
        assert_eq!(find(&c), None);
        // An open grid has no strong link at all.
        assert_eq!(find(&Candidates::new()), None);
    }
}

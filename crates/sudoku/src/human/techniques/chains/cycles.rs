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

use super::marks::{Marks, units_of};
use super::net::{strong_links, weak_links};
use super::{Best, Cand, cand, difficulty, split};
use crate::human::candidates::Candidates;
use crate::human::step::{Detail, Step};
use crate::human::technique::Technique;
use crate::human::units::{PEER_SETS, bits, cells_of, count, is_single};

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
}

/// The first cycle or forcing chain of the position, as Sukaku Explainer takes it.
pub(crate) fn find(c: &Candidates) -> Option<Step> {
    let grid = Marks::of(c);
    let mut best = Best::default();
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
        for i in 0..81 {
            let n = count(grid.cells[i]);
            if n < 2 || (!links.units && n > 2) {
                continue;
            }
            for d0 in bits(grid.cells[i]) {
                unary(&grid, cand(i, d0), links, &mut best);
            }
        }
    }
    best.take()
}

/// The cycles and forcing chains from one candidate.
fn unary(grid: &Marks, start: Cand, links: Links, best: &mut Best) {
    let both = links.cells && links.units;
    let (nodes, cycles) = cycles(grid, start, links, best);
    for end in cycles {
        // The end is the start again: counted once.
        let complexity = depth(&nodes, end) - 1;
        let base = if both { 7.0 } else { 6.5 };
        let diff = difficulty(base, complexity);
        best.offer(diff, complexity, links.kind(), || {
            cycle_step(grid, &nodes, end, both)
        });
    }
    if !links.units {
        return;
    }
    let base = if links.cells { 7.0 } else { 6.6 };
    for on in [true, false] {
        let hopeless = |k: usize| !best.beats(difficulty(base, k), k, links.kind());
        if let Some(k) = forcing_depth(grid, start, on, links.cells, hopeless) {
            best.offer(difficulty(base, k), k, links.kind(), || {
                let mut chains = Vec::new();
                forcing(grid, start, on, links, &Best::default(), &mut chains);
                let (nodes, target) = chains.pop()?;
                Some(chain_step(&nodes, target, links.cells))
            });
        }
    }
}

/// How long the first forcing chain from `start` on (`on`) or off to its opposite is (the
/// candidates it passes through, both ends included), as [`forcing`] finds it: the same
/// search a layer at a time on sets of candidates, without the chain. `None` when there is
/// none, or none before a length that `hopeless` rejects.
fn forcing_depth(
    grid: &Marks,
    start: Cand,
    on: bool,
    cells: bool,
    hopeless: impl Fn(usize) -> bool,
) -> Option<usize> {
    let (si, sd) = split(start);
    let mut seen = [[0u128; 9]; 2];
    let mut front = [[0u128; 9]; 2];
    seen[usize::from(on)][sd] = 1 << si;
    front[usize::from(on)][sd] = 1 << si;
    let mut depth = 1;
    loop {
        let mut moved = false;
        if front[1].iter().any(|&f| f != 0) {
            depth += 1;
            if hopeless(depth) {
                return None;
            }
            moved = true;
            let mut next = [0u128; 9];
            for d in 0..9 {
                for i in cells_of(front[1][d]) {
                    next[d] |= PEER_SETS[i] & grid.places[d];
                    if cells {
                        for e in bits(grid.cells[i] & !(1 << d)) {
                            next[e] |= 1 << i;
                        }
                    }
                }
            }
            if on && next[sd] >> si & 1 != 0 {
                return Some(depth);
            }
            for d in 0..9 {
                next[d] &= !seen[0][d];
                seen[0][d] |= next[d];
            }
            front = [next, [0; 9]];
        }
        if front[0].iter().any(|&f| f != 0) {
            depth += 1;
            if hopeless(depth) {
                return None;
            }
            moved = true;
            let mut next = [0u128; 9];
            for d in 0..9 {
                for i in cells_of(front[0][d]) {
                    if cells && count(grid.cells[i]) == 2 {
                        next[(grid.cells[i] & !(1 << d)).trailing_zeros() as usize] |= 1 << i;
                    }
                    for u in units_of(i) {
                        let others = grid.in_unit(u, d) & !(1 << i);
                        if is_single(others) {
                            next[d] |= others;
                        }
                    }
                }
            }
            if !on && next[sd] >> si & 1 != 0 {
                return Some(depth);
            }
            for d in 0..9 {
                next[d] &= !seen[1][d];
                seen[1][d] |= next[d];
            }
            front = [[0; 9], next];
        }
        if !moved {
            return None;
        }
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

/// Sukaku Explainer's cycle search from `start` on: the nodes, and the ends of the cycles
/// (each a node of `start` on again, four links or more away).
///
/// The search stops at the first layer whose cycles could not come before `best`.
fn cycles(grid: &Marks, start: Cand, links: Links, best: &Best) -> (Vec<Node>, Vec<u32>) {
    let base = if links.cells && links.units { 7.0 } else { 6.5 };
    // Room for a typical search from the start (growing these cost a tenth of `rate`).
    let mut nodes = Vec::with_capacity(512);
    nodes.push(Node {
        cand: start,
        on: true,
        parent: u32::MAX,
    });
    let mut on_seen = [false; 729];
    on_seen[usize::from(start)] = true;
    let mut off_seen = [false; 729];
    // The candidates whose "off" turns the start on: a cycle closes through them.
    let mut closers: Vec<Cand> = Vec::with_capacity(4);
    let (i, d0) = split(start);
    strong_links(grid, grid, i, d0, links.cells, links.units, &mut |c, _| {
        closers.push(c)
    });
    let mut pending_on = Vec::with_capacity(128);
    pending_on.push(0u32);
    let mut pending_off: Vec<u32> = Vec::with_capacity(128);
    let mut ends = Vec::new();
    let mut closing: Vec<u32> = Vec::new();
    let mut length = 0;
    // Sukaku Explainer follows an "off" candidate once for each "on" that reaches it (unless
    // it is one of that one's causes), but only the first of them turns anything on: the
    // others matter only when they close a cycle, and are kept only then.
    while !pending_on.is_empty() || !pending_off.is_empty() {
        length += 1;
        for p in std::mem::take(&mut pending_on) {
            let (i, d0) = split(nodes[p as usize].cand);
            for (c, _) in weak_links(grid, i, d0, links.cells) {
                let closes = p != 0 && closers.contains(&c) && !is_ancestor(&nodes, p, c, false);
                if closes || !off_seen[usize::from(c)] {
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
                    if !off_seen[usize::from(c)] {
                        off_seen[usize::from(c)] = true;
                        pending_off.push(n);
                    }
                }
            }
        }
        length += 1;
        // A cycle closed in this layer passes through `length` candidates.
        if !best.beats(difficulty(base, length), length, links.kind()) {
            break;
        }
        ends.append(&mut closing);
        for p in std::mem::take(&mut pending_off) {
            let (i, d0) = split(nodes[p as usize].cand);
            strong_links(grid, grid, i, d0, links.cells, links.units, &mut |c, _| {
                if !on_seen[usize::from(c)] {
                    on_seen[usize::from(c)] = true;
                    nodes.push(Node {
                        cand: c,
                        on: true,
                        parent: p,
                    });
                    pending_on.push(nodes.len() as u32 - 1);
                }
            });
        }
    }
    (nodes, ends)
}

/// One link of a forcing chain's search reaching `node`: kept when it is the `target` (the
/// start's opposite, then `found`) or not yet `seen` in its state (then searched on from
/// `pending`).
fn reach(
    nodes: &mut Vec<Node>,
    node: Node,
    target: bool,
    seen: &mut [bool; 729],
    pending: &mut Vec<u32>,
    found: &mut Option<u32>,
) {
    let fresh = !seen[usize::from(node.cand)];
    if !(target || fresh) {
        return;
    }
    seen[usize::from(node.cand)] |= fresh;
    nodes.push(node);
    let n = nodes.len() as u32 - 1;
    if target {
        *found = Some(n);
    }
    if fresh {
        pending.push(n);
    }
}

/// Sukaku Explainer's forcing chain search from `start` on (`on`) or off: adds to `chains`
/// the first chain to the opposite of the start.
///
/// The search stops at the first layer whose chains could not come before `best`.
fn forcing(
    grid: &Marks,
    start: Cand,
    on: bool,
    links: Links,
    best: &Best,
    chains: &mut Vec<(Vec<Node>, u32)>,
) {
    let cells = links.cells;
    let base = if cells { 7.0 } else { 6.6 };
    let hopeless = |depth: usize| !best.beats(difficulty(base, depth), depth, links.kind());
    let mut nodes = Vec::with_capacity(512);
    nodes.push(Node {
        cand: start,
        on,
        parent: u32::MAX,
    });
    let mut on_seen = [false; 729];
    let mut off_seen = [false; 729];
    // The depth of the nodes the next layer makes (the start is 1).
    let mut depth = 2;
    if on {
        on_seen[usize::from(start)] = true;
    } else {
        off_seen[usize::from(start)] = true;
    }
    let mut pending_on: Vec<u32> = Vec::with_capacity(128);
    let mut pending_off: Vec<u32> = Vec::with_capacity(128);
    if on {
        &mut pending_on
    } else {
        &mut pending_off
    }
    .push(0);
    // From the start on, a weak link back to it proves it off; from it off, a strong link
    // back proves it on: the first of each is kept.
    let mut found: Option<u32> = None;
    while !pending_on.is_empty() || !pending_off.is_empty() {
        if !pending_on.is_empty() {
            if hopeless(depth) {
                break;
            }
            depth += 1;
        }
        for p in std::mem::take(&mut pending_on) {
            let (i, d0) = split(nodes[p as usize].cand);
            for (c, _) in weak_links(grid, i, d0, cells) {
                let target = on && c == start && found.is_none();
                let reached = Node {
                    cand: c,
                    on: false,
                    parent: p,
                };
                reach(
                    &mut nodes,
                    reached,
                    target,
                    &mut off_seen,
                    &mut pending_off,
                    &mut found,
                );
            }
        }
        if !pending_off.is_empty() {
            if hopeless(depth) {
                break;
            }
            depth += 1;
        }
        for p in std::mem::take(&mut pending_off) {
            let (i, d0) = split(nodes[p as usize].cand);
            strong_links(grid, grid, i, d0, cells, true, &mut |c, _| {
                let target = !on && c == start && found.is_none();
                let reached = Node {
                    cand: c,
                    on: true,
                    parent: p,
                };
                reach(
                    &mut nodes,
                    reached,
                    target,
                    &mut on_seen,
                    &mut pending_on,
                    &mut found,
                );
            });
        }
    }
    if let Some(t) = found {
        chains.push((nodes, t));
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
    let chain = path(nodes, end);
    let cells = chain.iter().fold(0u128, |s, &(c, _)| s | 1 << split(c).0);
    let mut seen_on = [0u128; 9];
    let mut seen_off = [0u128; 9];
    for &(c, on) in &chain[1..] {
        let (i, d0) = split(c);
        let peers = PEER_SETS[i] & !cells & grid.places[d0];
        if on {
            seen_on[d0] |= peers;
        } else {
            seen_off[d0] |= peers;
        }
    }
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
    for i in 0..81 {
        for d0 in 0..9 {
            if (seen_on[d0] & seen_off[d0]) >> i & 1 != 0 {
                step.eliminate(i, d0 as u8 + 1);
            }
        }
    }
    if step.eliminated().len() == 0 {
        return None;
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
    let mut cells = 0u128;
    for &(c, on) in chain {
        step.link(c, on);
        cells |= 1 << split(c).0;
    }
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

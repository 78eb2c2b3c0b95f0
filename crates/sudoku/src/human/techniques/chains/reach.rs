//! Which forcing chains close, and from which starts a cycle may close, for every start of
//! a position at once. The forcing chain search from a candidate on finds a chain exactly
//! when the candidate's "off" can be reached from its "on" by the links, and from a candidate
//! off when its "on" can be reached from its "off"; a cycle from a candidate on needs some
//! other candidate's "on", reached from it, to turn off a candidate whose "off" turns the
//! start on again. One pass over the links' graph (its strongly connected components, each
//! with every component it reaches) answers that for every candidate, where a search from
//! each start would walk the graph again and again (the nested forcing chains ask it of
//! hundreds of positions a step).
//!
//! The graph has the "on" candidates alone: an "off" only passes a link on, so `a` on leads
//! to `b` on when `a` on turns off a candidate whose "off" turns `b` on.

use super::marks::{Marks, units_of};
use super::{Cand, cand, split};
use crate::human::units::{PEER_SETS, bits, cells_of, count, is_single};

/// Not numbered yet.
const NONE: u32 = u32::MAX;

/// For each candidate of a position, whether its forcing chains close and whether a cycle
/// may close from it, by one set of link rules.
pub(crate) struct Closing {
    /// Bit `c`: the candidate's "on" reaches its "off".
    from_on: [u64; 12],
    /// Bit `c`: the candidate's "off" reaches its "on".
    from_off: [u64; 12],
    /// Bit `c`: a cycle may close from the candidate on.
    cycles: [u64; 12],
}

impl Closing {
    /// The forcing chains and cycles of `grid` by the cell links (with `y`) and the unit
    /// links (the strong ones with `x`: the links of [`super::unary`]'s searches).
    pub(crate) fn of(grid: &Marks, y: bool, x: bool) -> Closing {
        let graph = Graph::of(grid, y, x);
        let reach = graph.reach();
        let mut closing = Closing {
            from_on: [0; 12],
            from_off: [0; 12],
            cycles: [0; 12],
        };
        let reaches = |a: u32, b: u32| reach.reaches(a as usize, b as usize);
        for (k, &c) in graph.cands.iter().enumerate() {
            let k = k as u32;
            let bit = 1u64 << (c % 64);
            let word = usize::from(c) / 64;
            // Its "off" is reached from some candidate on that turns it off.
            if graph.weak(k).iter().any(|&p| reaches(k, p)) {
                closing.from_on[word] |= bit;
            }
            // Some candidate its "off" turns on reaches it.
            if graph.strong(k).iter().any(|&s| reaches(s, k)) {
                closing.from_off[word] |= bit;
            }
            // Some other candidate it reaches turns off one whose "off" turns it on.
            if graph
                .strong(k)
                .iter()
                .any(|&m| graph.weak(m).iter().any(|&p| p != k && reaches(k, p)))
            {
                closing.cycles[word] |= bit;
            }
        }
        closing
    }

    /// True when the forcing chain search from `c` on (`on`) or off reaches its opposite.
    pub(crate) fn closes(&self, c: Cand, on: bool) -> bool {
        let set = if on { &self.from_on } else { &self.from_off };
        set[usize::from(c) / 64] >> (c % 64) & 1 != 0
    }

    /// False when no cycle can close from `c` on (true does not promise one).
    pub(crate) fn may_cycle(&self, c: Cand) -> bool {
        self.cycles[usize::from(c) / 64] >> (c % 64) & 1 != 0
    }
}

/// The links' graph on the candidates' "on" (numbered `0..cands.len()`): each one's weak
/// links (the candidates it turns off) at `weak[weak_at[k]..weak_at[k + 1]]`, the strong
/// links of each one's "off" (the candidates it turns on) at `strong[..]` likewise, and its
/// successors at `succ[first[k]..first[k + 1]]`.
struct Graph {
    cands: Vec<Cand>,
    weak_at: Vec<u32>,
    weak: Vec<u32>,
    strong_at: Vec<u32>,
    strong: Vec<u32>,
    first: Vec<u32>,
    succ: Vec<u32>,
}

impl Graph {
    fn of(grid: &Marks, y: bool, x: bool) -> Graph {
        let mut id = [NONE; 729];
        let mut cands = Vec::with_capacity(256);
        for i in 0..81 {
            for d0 in bits(grid.cells[i]) {
                id[usize::from(cand(i, d0))] = cands.len() as u32;
                cands.push(cand(i, d0));
            }
        }
        let n = cands.len();
        let at = |i: usize, d0: usize| id[usize::from(cand(i, d0))];
        let mut g = Graph {
            cands,
            weak_at: Vec::with_capacity(n + 1),
            weak: Vec::with_capacity(16 * n),
            strong_at: Vec::with_capacity(n + 1),
            strong: Vec::with_capacity(2 * n),
            first: Vec::with_capacity(n + 1),
            succ: Vec::with_capacity(4 * n),
        };
        for &c in &g.cands {
            let (i, d0) = split(c);
            // On: the cell's other digits, the digit's other places among its peers.
            g.weak_at.push(g.weak.len() as u32);
            if y {
                for v in bits(grid.cells[i] & !(1 << d0)) {
                    g.weak.push(at(i, v));
                }
            }
            for j in cells_of(PEER_SETS[i] & grid.places[d0]) {
                g.weak.push(at(j, d0));
            }
            // Off: the cell's other digit when it has two, the digit's other place in a unit
            // where it has two.
            g.strong_at.push(g.strong.len() as u32);
            if y && count(grid.cells[i]) == 2 {
                let other = (grid.cells[i] & !(1 << d0)).trailing_zeros() as usize;
                g.strong.push(at(i, other));
            }
            if x {
                for u in units_of(i) {
                    let others = grid.in_unit(u, d0) & !(1 << i);
                    if is_single(others) {
                        g.strong.push(at(others.trailing_zeros() as usize, d0));
                    }
                }
            }
        }
        g.weak_at.push(g.weak.len() as u32);
        g.strong_at.push(g.strong.len() as u32);
        for k in 0..n as u32 {
            g.first.push(g.succ.len() as u32);
            let (from, to) = (g.weak_at[k as usize], g.weak_at[k as usize + 1]);
            for &m in &g.weak[from as usize..to as usize] {
                g.succ.extend_from_slice(
                    &g.strong
                        [g.strong_at[m as usize] as usize..g.strong_at[m as usize + 1] as usize],
                );
            }
        }
        g.first.push(g.succ.len() as u32);
        g
    }

    /// The candidates `k` on turns off.
    fn weak(&self, k: u32) -> &[u32] {
        &self.weak[self.weak_at[k as usize] as usize..self.weak_at[k as usize + 1] as usize]
    }

    /// The candidates `k` off turns on.
    fn strong(&self, k: u32) -> &[u32] {
        &self.strong[self.strong_at[k as usize] as usize..self.strong_at[k as usize + 1] as usize]
    }

    fn successors(&self, k: usize) -> &[u32] {
        &self.succ[self.first[k] as usize..self.first[k + 1] as usize]
    }

    /// Each node's component, and each component's components reached (Tarjan's algorithm,
    /// which closes a component after every component it reaches: those have lower numbers).
    fn reach(&self) -> Reach {
        let nodes = self.cands.len();
        let words = nodes.div_ceil(64);
        let mut index = vec![NONE; nodes];
        let mut low = vec![0u32; nodes];
        let mut comp = vec![NONE; nodes];
        let mut sets: Vec<u64> = Vec::with_capacity(nodes * words);
        // The last component whose set took in each component's (each is taken in once).
        let mut taken: Vec<u32> = Vec::with_capacity(nodes);
        let mut stack: Vec<u32> = Vec::with_capacity(nodes);
        // The depth-first walk: each node with the next of its successors to look at.
        let mut walk: Vec<(u32, u32)> = Vec::with_capacity(nodes);
        let mut next = 0u32;
        for root in 0..nodes as u32 {
            if index[root as usize] != NONE {
                continue;
            }
            walk.push((root, self.first[root as usize]));
            index[root as usize] = next;
            low[root as usize] = next;
            next += 1;
            stack.push(root);
            while let Some(top) = walk.last_mut() {
                let n = top.0 as usize;
                if top.1 < self.first[n + 1] {
                    let s = self.succ[top.1 as usize];
                    top.1 += 1;
                    let si = s as usize;
                    if index[si] == NONE {
                        index[si] = next;
                        low[si] = next;
                        next += 1;
                        stack.push(s);
                        walk.push((s, self.first[si]));
                    } else if comp[si] == NONE {
                        low[n] = low[n].min(index[si]);
                    }
                    continue;
                }
                walk.pop();
                if let Some(&(p, _)) = walk.last() {
                    low[p as usize] = low[p as usize].min(low[n]);
                }
                if low[n] != index[n] {
                    continue;
                }
                // `n` roots a component: its nodes are the stack's down to `n`. It reaches
                // itself and what the components its links lead to reach, all numbered below.
                let k = taken.len() as u32;
                taken.push(k);
                let base = sets.len();
                sets.resize(base + words, 0);
                sets[base + k as usize / 64] |= 1 << (k % 64);
                let from = stack
                    .iter()
                    .rposition(|&m| m as usize == n)
                    .expect("on the stack");
                for &m in &stack[from..] {
                    comp[m as usize] = k;
                }
                let used = (k as usize).div_ceil(64);
                for &m in &stack[from..] {
                    for &s in self.successors(m as usize) {
                        let other = comp[s as usize];
                        if taken[other as usize] != k {
                            taken[other as usize] = k;
                            let at = other as usize * words;
                            for w in 0..used {
                                sets[base + w] |= sets[at + w];
                            }
                        }
                    }
                }
                stack.truncate(from);
            }
        }
        Reach { comp, sets, words }
    }
}

/// Each node's component, and each component's set of components reached (`words` a set).
struct Reach {
    comp: Vec<u32>,
    sets: Vec<u64>,
    words: usize,
}

impl Reach {
    /// True when node `from` reaches node `to`.
    fn reaches(&self, from: usize, to: usize) -> bool {
        let (a, b) = (self.comp[from] as usize, self.comp[to] as usize);
        self.sets[a * self.words + b / 64] >> (b % 64) & 1 != 0
    }
}

#[cfg(test)]
mod tests {
    use super::super::unary::{cycles_closed, forcing_closes};
    use super::*;
    use crate::human::candidates::Candidates;

    /// Positions with chains of every kind: hardest-list puzzles, before and after some of
    /// their candidates are taken out (every third one of a digit, and so on).
    fn positions() -> Vec<Marks> {
        let mut out = Vec::new();
        for line in [
            "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
            ".......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7.....",
            "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..",
            "98.7..6......96.......85...4......3..9..5.7....2.....11.......3.6...85....4....2.",
        ] {
            let puzzle = crate::formats::parse_line(line).unwrap();
            let grid = Marks::of(&Candidates::from_grid(&puzzle));
            out.push(grid);
            for step in 2..7 {
                let mut thinner = grid;
                let mut k = 0;
                for i in 0..81 {
                    for d0 in bits(grid.cells[i]) {
                        k += 1;
                        if k % step == 0 && count(thinner.cells[i]) > 1 {
                            thinner.remove(i, d0);
                        }
                    }
                }
                out.push(thinner);
            }
        }
        out
    }

    #[test]
    fn a_chain_closes_exactly_when_the_search_from_its_start_finds_it() {
        let mut closing = 0;
        for grid in positions() {
            for y in [false, true] {
                let all = Closing::of(&grid, y, true);
                for i in 0..81 {
                    for d0 in bits(grid.cells[i]) {
                        for on in [true, false] {
                            let c = cand(i, d0);
                            let found = forcing_closes(&grid, c, on, y);
                            assert_eq!(all.closes(c, on), found, "{c} {on} {y}");
                            closing += usize::from(found);
                        }
                    }
                }
            }
        }
        // Both answers come up, many times.
        assert!(closing > 100, "{closing}");
    }

    #[test]
    fn no_cycle_closes_from_a_start_the_graph_rules_out() {
        let (mut cycles, mut ruled_out) = (0, 0);
        for grid in positions() {
            for (y, x) in [(false, true), (true, false), (true, true)] {
                let all = Closing::of(&grid, y, x);
                for i in 0..81 {
                    for d0 in bits(grid.cells[i]) {
                        let c = cand(i, d0);
                        let closed = cycles_closed(&grid, c, y, x);
                        assert!(all.may_cycle(c) || closed == 0, "{c} {y} {x}");
                        cycles += closed;
                        ruled_out += usize::from(!all.may_cycle(c));
                    }
                }
            }
        }
        // Cycles are found, and many starts are ruled out without a search.
        assert!(cycles > 100 && ruled_out > 100, "{cycles} {ruled_out}");
    }
}

//! Which forcing chains close, for every start of a position at once: the forcing chain
//! search from a candidate on finds a chain exactly when the candidate's "off" can be reached
//! from its "on" by the links, and from a candidate off when its "on" can be reached from its
//! "off". One pass over the links' graph (its strongly connected components, each with every
//! node it reaches) answers that for every candidate, where a search from each start would
//! walk the graph again and again (the nested forcing chains ask it of hundreds of positions
//! a step).

use super::marks::{Marks, units_of};
use super::{Cand, cand, split};
use crate::human::units::{PEER_SETS, bits, cells_of, count, is_single};

/// Not numbered yet.
const NONE: u32 = u32::MAX;

/// For each candidate of a position, whether its forcing chains close.
pub(crate) struct Closing {
    /// Bit `c`: the candidate's "on" reaches its "off".
    from_on: [u64; 12],
    /// Bit `c`: the candidate's "off" reaches its "on".
    from_off: [u64; 12],
}

impl Closing {
    /// Which forcing chains of `grid` close, by the unit links and, with `y`, the cell links
    /// (the links of [`super::unary`]'s forcing chain search).
    pub(crate) fn of(grid: &Marks, y: bool) -> Closing {
        let graph = Graph::of(grid, y);
        let reach = graph.reach();
        let mut closing = Closing {
            from_on: [0; 12],
            from_off: [0; 12],
        };
        for (k, &c) in graph.cands.iter().enumerate() {
            let (on, off) = (2 * k + 1, 2 * k);
            let bit = 1u64 << (c % 64);
            if reach.reaches(on, off) {
                closing.from_on[usize::from(c) / 64] |= bit;
            }
            if reach.reaches(off, on) {
                closing.from_off[usize::from(c) / 64] |= bit;
            }
        }
        closing
    }

    /// True when the forcing chain search from `c` on (`on`) or off reaches its opposite.
    pub(crate) fn closes(&self, c: Cand, on: bool) -> bool {
        let set = if on { &self.from_on } else { &self.from_off };
        set[usize::from(c) / 64] >> (c % 64) & 1 != 0
    }
}

/// The links' graph: node `2 * k + on` is candidate `cands[k]` on or off; its successors
/// are `succ[first[n]..first[n + 1]]`.
struct Graph {
    cands: Vec<Cand>,
    first: Vec<u32>,
    succ: Vec<u32>,
}

impl Graph {
    fn of(grid: &Marks, y: bool) -> Graph {
        let mut id = [NONE; 729];
        let mut cands = Vec::with_capacity(256);
        for i in 0..81 {
            for d0 in bits(grid.cells[i]) {
                id[usize::from(cand(i, d0))] = cands.len() as u32;
                cands.push(cand(i, d0));
            }
        }
        let node = |i: usize, d0: usize, on: bool| 2 * id[usize::from(cand(i, d0))] + u32::from(on);
        let mut first = Vec::with_capacity(2 * cands.len() + 1);
        let mut succ = Vec::with_capacity(16 * cands.len());
        for &c in &cands {
            let (i, d0) = split(c);
            // Off: the cell's other digit when it has two, the digit's other place in a unit
            // where it has two.
            first.push(succ.len() as u32);
            if y && count(grid.cells[i]) == 2 {
                let other = (grid.cells[i] & !(1 << d0)).trailing_zeros() as usize;
                succ.push(node(i, other, true));
            }
            for u in units_of(i) {
                let others = grid.in_unit(u, d0) & !(1 << i);
                if is_single(others) {
                    succ.push(node(others.trailing_zeros() as usize, d0, true));
                }
            }
            // On: the cell's other digits, the digit's other places among its peers.
            first.push(succ.len() as u32);
            if y {
                for v in bits(grid.cells[i] & !(1 << d0)) {
                    succ.push(node(i, v, false));
                }
            }
            for j in cells_of(PEER_SETS[i] & grid.places[d0]) {
                succ.push(node(j, d0, false));
            }
        }
        first.push(succ.len() as u32);
        Graph { cands, first, succ }
    }

    fn successors(&self, n: usize) -> &[u32] {
        &self.succ[self.first[n] as usize..self.first[n + 1] as usize]
    }

    /// Each node's component, and each component's components reached (Tarjan's algorithm,
    /// which closes a component after every component it reaches: those have lower numbers).
    fn reach(&self) -> Reach {
        let nodes = 2 * self.cands.len();
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
                let from = stack.iter().rposition(|&m| m as usize == n).expect("on the stack");
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
    use super::super::unary::forcing_closes;
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
                let all = Closing::of(&grid, y);
                for i in 0..81 {
                    for d0 in bits(grid.cells[i]) {
                        for on in [true, false] {
                            let c = cand(i, d0);
                            let found = forcing_closes(&grid, c, on, y);
                            assert_eq!(
                                all.closes(c, on),
                                found,
                                "r{}c{} {d0} {on} {y}",
                                i / 9 + 1,
                                i % 9 + 1
                            );
                            closing += usize::from(found);
                        }
                    }
                }
            }
        }
        // Both answers come up, many times.
        assert!(closing > 100, "{closing}");
    }
}

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
use crate::human::units::{CellSet, PEER_SETS, bits, cells_of, count, is_single};

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
    /// links (the strong ones with `x`: the links of [`super::unary`]'s searches). The
    /// forcing chains always follow the unit links: without `x` none is told to close (the
    /// searches by those rules look for cycles alone, and the answers would cost a third of
    /// the pass).
    pub(crate) fn of(grid: &Marks, y: bool, x: bool) -> Closing {
        let graph = Graph::of(grid, y, x);
        let reach = graph.reach();
        let mut closing = Closing {
            from_on: [0; 12],
            from_off: [0; 12],
            cycles: [0; 12],
        };
        let reaches = |a: u32, b: u32| reach.reaches(a as usize, b as usize);
        // How many candidates each component has.
        let mut size = vec![0u32; graph.cands.len()];
        for &m in &reach.comp {
            size[m as usize] += 1;
        }
        for (k, &c) in graph.cands.iter().enumerate() {
            let k = k as u32;
            let bit = 1u64 << (c % 64);
            let word = usize::from(c) / 64;
            let leads = graph.head[k as usize] != NONE;
            // Its "off" is reached from some candidate on that turns it off.
            if x && leads && graph.any_weak(grid, c, |p| reaches(k, p)) {
                closing.from_on[word] |= bit;
            }
            // Some candidate its "off" turns on reaches it.
            if x && graph.is_target(c) && graph.strong(k).iter().any(|&s| reaches(s, k)) {
                closing.from_off[word] |= bit;
            }
            // Some other candidate it reaches turns off one whose "off" turns it on: it leads
            // to itself through another candidate, that is, its component has another.
            if size[reach.comp[k as usize] as usize] > 1 {
                closing.cycles[word] |= bit;
            }
        }
        closing
    }

    /// True when the forcing chain search from `c` on (`on`) or off reaches its opposite
    /// (always false when built without the unit links).
    pub(crate) fn closes(&self, c: Cand, on: bool) -> bool {
        let set = if on { &self.from_on } else { &self.from_off };
        set[usize::from(c) / 64] >> (c % 64) & 1 != 0
    }

    /// A table that rules nothing out: every chain and cycle may close.
    #[cfg(test)]
    pub(crate) fn open() -> Closing {
        Closing {
            from_on: [u64::MAX; 12],
            from_off: [u64::MAX; 12],
            cycles: [u64::MAX; 12],
        }
    }

    /// False when no cycle can close from `c` on (true does not promise one).
    pub(crate) fn may_cycle(&self, c: Cand) -> bool {
        self.cycles[usize::from(c) / 64] >> (c % 64) & 1 != 0
    }
}

/// The links' graph on the candidates' "on" (numbered `0..cands.len()`, `id` the number of
/// each candidate): the strong links of each one's "off" (the candidates it turns on) at
/// `strong[strong_at[k]..strong_at[k + 1]]`, the candidates some "off" turns on (by digit),
/// and each one's successors, a list through `head`, `next` and `to`.
struct Graph {
    cands: Vec<Cand>,
    id: [u32; 729],
    y: bool,
    strong_at: Vec<u32>,
    strong: Vec<u32>,
    targets: [CellSet; 9],
    head: Vec<u32>,
    next: Vec<u32>,
    to: Vec<u32>,
}

impl Graph {
    fn of(grid: &Marks, y: bool, x: bool) -> Graph {
        let mut g = Graph {
            cands: Vec::with_capacity(256),
            id: [NONE; 729],
            y,
            strong_at: Vec::with_capacity(257),
            strong: Vec::with_capacity(256),
            targets: [0; 9],
            head: Vec::new(),
            next: Vec::with_capacity(512),
            to: Vec::with_capacity(512),
        };
        for i in 0..81 {
            for d0 in bits(grid.cells[i]) {
                g.id[usize::from(cand(i, d0))] = g.cands.len() as u32;
                g.cands.push(cand(i, d0));
            }
        }
        let n = g.cands.len();
        for k in 0..n {
            let (i, d0) = split(g.cands[k]);
            // Off: the cell's other digit when it has two, the digit's other place in a unit
            // where it has two.
            g.strong_at.push(g.strong.len() as u32);
            if y && count(grid.cells[i]) == 2 {
                let other = (grid.cells[i] & !(1 << d0)).trailing_zeros() as usize;
                g.strong.push(g.id[usize::from(cand(i, other))]);
                g.targets[other] |= 1 << i;
            }
            if x {
                for u in units_of(i) {
                    let others = grid.in_unit(u, d0) & !(1 << i);
                    if is_single(others) {
                        g.strong
                            .push(g.id[usize::from(cand(others.trailing_zeros() as usize, d0))]);
                        g.targets[d0] |= others;
                    }
                }
            }
        }
        g.strong_at.push(g.strong.len() as u32);
        // Each candidate on leads to what the "off" of each candidate it turns off turns on
        // (the links are symmetric: the candidates that turn `m` off are those `m` turns off).
        g.head = vec![NONE; n];
        for m in 0..n as u32 {
            let (from, to) = (g.strong_at[m as usize], g.strong_at[m as usize + 1]);
            if from == to {
                continue;
            }
            let mut weak = [0u32; 28];
            let k = g.weak_of(grid, g.cands[m as usize], &mut weak);
            for &a in &weak[..k] {
                for e in from..to {
                    let b = g.strong[e as usize];
                    if a != b {
                        g.next.push(g.head[a as usize]);
                        g.head[a as usize] = g.to.len() as u32;
                        g.to.push(b);
                    }
                }
            }
        }
        g
    }

    /// Puts in `out` each candidate `c` on turns off (the cell's other digits with the cell
    /// links, the digit's other places among its peers: at most 8 and 20); how many.
    fn weak_of(&self, grid: &Marks, c: Cand, out: &mut [u32; 28]) -> usize {
        let (i, d0) = split(c);
        let mut n = 0;
        if self.y {
            for v in bits(grid.cells[i] & !(1 << d0)) {
                out[n] = self.id[usize::from(cand(i, v))];
                n += 1;
            }
        }
        for j in cells_of(PEER_SETS[i] & grid.places[d0]) {
            out[n] = self.id[usize::from(cand(j, d0))];
            n += 1;
        }
        n
    }

    /// True when some candidate that `c` on turns off, and that some "off" turns on, passes
    /// `f`.
    fn any_weak(&self, grid: &Marks, c: Cand, mut f: impl FnMut(u32) -> bool) -> bool {
        let (i, d0) = split(c);
        if self.y {
            for v in bits(grid.cells[i] & !(1 << d0)) {
                if self.targets[v] >> i & 1 != 0 && f(self.id[usize::from(cand(i, v))]) {
                    return true;
                }
            }
        }
        cells_of(PEER_SETS[i] & self.targets[d0] & grid.places[d0])
            .any(|j| f(self.id[usize::from(cand(j, d0))]))
    }

    /// True when some "off" turns `c` on.
    fn is_target(&self, c: Cand) -> bool {
        let (i, d0) = split(c);
        self.targets[d0] >> i & 1 != 0
    }

    /// The candidates `k` off turns on.
    fn strong(&self, k: u32) -> &[u32] {
        &self.strong[self.strong_at[k as usize] as usize..self.strong_at[k as usize + 1] as usize]
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
            walk.push((root, self.head[root as usize]));
            index[root as usize] = next;
            low[root as usize] = next;
            next += 1;
            stack.push(root);
            while let Some(top) = walk.last_mut() {
                let n = top.0 as usize;
                if top.1 != NONE {
                    let s = self.to[top.1 as usize];
                    top.1 = self.next[top.1 as usize];
                    let si = s as usize;
                    if index[si] == NONE {
                        index[si] = next;
                        low[si] = next;
                        next += 1;
                        stack.push(s);
                        walk.push((s, self.head[si]));
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
                    let mut e = self.head[m as usize];
                    while e != NONE {
                        let other = comp[self.to[e as usize] as usize];
                        e = self.next[e as usize];
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
pub(super) mod tests {
    use super::super::unary::{cycles_closed, forcing_closes};
    use super::*;
    use crate::human::candidates::Candidates;

    /// Positions with chains of every kind: hardest-list puzzles, before and after some of
    /// their candidates are taken out (every third one of a digit, and so on).
    pub(in super::super) fn positions() -> Vec<Marks> {
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
                out.push(grid.thinned(step));
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
    fn a_cycle_may_close_where_a_reached_candidate_turns_off_one_turning_the_start_on() {
        let mut may = 0;
        for grid in positions() {
            for (y, x) in [(false, true), (true, false), (true, true)] {
                let all = Closing::of(&grid, y, x);
                let graph = Graph::of(&grid, y, x);
                let reach = graph.reach();
                for (k, &c) in graph.cands.iter().enumerate() {
                    let k = k as u32;
                    // Some other candidate it reaches turns off one whose "off" turns it on.
                    let plain = graph.strong(k).iter().any(|&m| {
                        graph.any_weak(&grid, graph.cands[m as usize], |p| {
                            p != k && reach.reaches(k as usize, p as usize)
                        })
                    });
                    assert_eq!(all.may_cycle(c), plain, "{c} {y} {x}");
                    may += usize::from(plain);
                }
            }
        }
        assert!(may > 100, "{may}");
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

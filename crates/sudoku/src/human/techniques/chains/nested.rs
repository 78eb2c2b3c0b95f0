//! The chains Sukaku Explainer nests in its dynamic chains once their links and patterns run
//! out (its levels 2 to 4): the position the assumption reached is searched for forcing
//! chains and cycles (level 2), then for cell and region forcing chains (level 3, when the
//! first found nothing), or (level 4) for dynamic chains of a lower level, and what they
//! take out is turned off in the assumption.
//!
//! Like the patterns of [`super::plus`], an inner chain counts only when it rests on
//! something the assumption took out: a strong link (a cell left with two digits, a unit left
//! with two places) whose cell or unit lost candidates, or, for a cycle read backwards, a
//! weak link's cell or unit that lost some; those candidates gone are its causes. The inner
//! chains are sorted Sukaku Explainer's way (difficulty, complexity, kind; the first of
//! equals), one kept for each set of eliminations; each adds its own complexity once to the
//! step that rests on it.

use super::marks::{Marks, in_order};
use super::multiple::{Found, Mode, Sink, complexity, each, find};
use super::plus::hash_order;
use super::unary::{self, BY_CELL, BY_NOTHING, Cause, Link};
use super::{Cand, cand, difficulty, split};
use crate::human::candidates::Candidates;
use crate::human::step::Step;
use crate::human::units::bits;

/// A chain nested in a step: its complexity, and its candidates (on or off) for telling two
/// apart.
pub(crate) struct Inner {
    /// How many candidates it passes through (Sukaku Explainer's complexity).
    pub(crate) complexity: usize,
    /// Its candidates, each `cand * 2 + on`, chain after chain: equal for the same chains.
    pub(crate) key: Vec<u32>,
}

/// What the nested chains take out: each candidate with its causes and its chain.
#[derive(Default)]
pub(crate) struct Nested {
    /// Each candidate taken out, with its causes at `causes[from..to]` and its chain in
    /// `inner`.
    pub(crate) gone: Vec<(Cand, u32, u32, u32)>,
    /// The causes of every candidate taken out, one run per chain.
    pub(crate) causes: Vec<Cand>,
    /// The chains.
    pub(crate) inner: Vec<Inner>,
}

impl Nested {
    fn clear(&mut self) {
        self.gone.clear();
        self.causes.clear();
        self.inner.clear();
    }

    /// Keeps a chain resting on `causes` that takes out `removable`, unless it rests on
    /// nothing gone.
    fn chain(&mut self, causes: &[Cand], removable: &[Cand], inner: Inner) {
        if causes.is_empty() {
            return;
        }
        let from = self.causes.len() as u32;
        self.causes.extend_from_slice(causes);
        let to = self.causes.len() as u32;
        let k = self.inner.len() as u32;
        self.inner.push(inner);
        let mut cells: Vec<(usize, u16)> = Vec::new();
        for &c in removable {
            let (i, d0) = split(c);
            match cells.iter_mut().find(|(j, _)| *j == i) {
                Some(cell) => cell.1 |= 1 << d0,
                None => cells.push((i, 1 << d0)),
            }
        }
        hash_order(&mut cells);
        for (i, digits) in cells {
            for d0 in bits(digits) {
                self.gone.push((cand(i, d0), from, to, k));
            }
        }
    }
}

/// The candidates the first nested rule that applies takes out of `grid` (the position an
/// assumption reached from `source`): forcing chains, then (at `level` 3) cell and region
/// forcing chains.
pub(crate) fn rules(grid: &Marks, source: &Marks, level: u8, found: &mut Nested) {
    found.clear();
    if level >= 4 {
        chains_of(grid, source, Mode::Dynamic(level - 4), found);
        return;
    }
    forcing_chains(grid, source, found);
    if found.gone.is_empty() && level >= 3 {
        chains_of(grid, source, Mode::Multiple, found);
    }
}

/// Adds to `out` (once each) the candidates gone from `source` that a link made by `cause`
/// to candidate `c` rests on: its cell's digits gone, or its digit's places gone from the
/// unit.
fn gone_by(grid: &Marks, source: &Marks, c: Cand, cause: Cause, out: &mut Vec<Cand>) {
    let (i, d0) = split(c);
    let mut add = |g: Cand| {
        if !out.contains(&g) {
            out.push(g);
        }
    };
    match cause {
        BY_NOTHING => {}
        BY_CELL => bits(source.cells[i] & !grid.cells[i]).for_each(|v| add(cand(i, v))),
        u => {
            let u = usize::from(u);
            in_order(u, source.in_unit(u, d0) & !grid.in_unit(u, d0))
                .for_each(|j| add(cand(j, d0)));
        }
    }
}

/// Sukaku Explainer's sort of a rule's chains (stable), and its one chain for each set of
/// eliminations: the indices kept.
fn sorted(keys: &[(f64, usize, u8)], removable: &[&[Cand]]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..keys.len()).collect();
    order.sort_by(|&a, &b| {
        let (ka, kb) = (keys[a], keys[b]);
        ka.0.partial_cmp(&kb.0)
            .unwrap_or(std::cmp::Ordering::Equal)
            .then(ka.1.cmp(&kb.1))
            .then(ka.2.cmp(&kb.2))
    });
    let mut kept: Vec<usize> = Vec::with_capacity(order.len());
    for k in order {
        if kept.iter().all(|&j| removable[j] != removable[k]) {
            kept.push(k);
        }
    }
    kept
}

/// Level 2: the cycles and forcing chains of the position.
fn forcing_chains(grid: &Marks, source: &Marks, found: &mut Nested) {
    let mut all = Vec::new();
    unary::all(grid, &mut all);
    if all.is_empty() {
        return;
    }
    let keys: Vec<(f64, usize, u8)> = all
        .iter()
        .map(|f| (f.difficulty, f.complexity, f.kind))
        .collect();
    let removable: Vec<&[Cand]> = all.iter().map(|f| f.removable.as_slice()).collect();
    let mut causes = Vec::new();
    for k in sorted(&keys, &removable) {
        let f = &all[k];
        causes.clear();
        for l in &f.chain {
            if l.on || f.cycle {
                gone_by(grid, source, l.cand, l.cause, &mut causes);
            }
        }
        if causes.is_empty() {
            continue;
        }
        let inner = Inner {
            complexity: f.complexity,
            key: key_of(&f.chain, f.cycle),
        };
        found.chain(&causes, &f.removable, inner);
    }
}

/// A chain's candidates as a key.
fn key_of(chain: &[Link], cycle: bool) -> Vec<u32> {
    let mut key: Vec<u32> = chain
        .iter()
        .map(|l| u32::from(l.cand) * 2 + u32::from(l.on))
        .collect();
    key.push(u32::MAX - u32::from(cycle));
    key
}

/// A chain of levels 3 and 4, before sorting: its rating, its eliminations, the candidates
/// gone it rests on and its key.
struct Collected {
    key: (f64, usize, u8),
    removable: Vec<Cand>,
    causes: Vec<Cand>,
    chain: Vec<u32>,
}

/// Keeps every chain found, with what it rests on.
struct Collector<'s> {
    source: &'s Marks,
    all: Vec<Collected>,
}

impl Sink for Collector<'_> {
    fn found(&mut self, grid: &Marks, f: Found) {
        let (i, d0) = split(f.target);
        let removable: Vec<Cand> = if f.on {
            bits(grid.cells[i] & !(1 << d0))
                .map(|v| cand(i, v))
                .collect()
        } else {
            vec![f.target]
        };
        if removable.is_empty() {
            return;
        }
        let k = complexity(f.ends);
        let mut causes = Vec::new();
        let mut chain = Vec::new();
        for &(net, n) in f.ends {
            for a in net.ancestry(n) {
                let node = net.node(a);
                chain.push(u32::from(node.cand) * 2 + u32::from(node.on));
                if node.on {
                    let cause = match net.parents(a).first() {
                        None => f.start,
                        Some(_) => node.cause,
                    };
                    gone_by(grid, self.source, node.cand, cause, &mut causes);
                }
            }
            chain.push(u32::MAX);
        }
        self.all.push(Collected {
            key: (difficulty(f.base, k), k, f.order),
            removable,
            causes,
            chain,
        });
    }
}

/// Levels 3 and 4: the chains of `mode` on the position (static cell and region forcing
/// chains at level 3, dynamic chains at level 4).
fn chains_of(grid: &Marks, source: &Marks, mode: Mode, found: &mut Nested) {
    let mut collector = Collector {
        source,
        all: Vec::new(),
    };
    each(grid, mode, &mut collector);
    let all = collector.all;
    let keys: Vec<(f64, usize, u8)> = all.iter().map(|m| m.key).collect();
    let removable: Vec<&[Cand]> = all.iter().map(|m| m.removable.as_slice()).collect();
    for k in sorted(&keys, &removable) {
        let m = &all[k];
        let inner = Inner {
            complexity: m.key.1,
            key: m.chain.clone(),
        };
        found.chain(&m.causes, &m.removable, inner);
    }
}

/// The first step of Sukaku Explainer's level 4, its nesting limits tried in turn (0 to 3):
/// dynamic chains that nest dynamic chains.
pub(crate) fn find_deep(c: &Candidates) -> Option<Step> {
    (4..=7).find_map(|level| find(c, Mode::Dynamic(level)))
}

#[cfg(test)]
mod timing {
    use super::super::marks::Marks;
    use super::super::unary;
    use crate::human::candidates::Candidates;

    #[test]
    #[ignore]
    fn unary_timing() {
        let text = std::fs::read_to_string("/tmp/nested-drv/cases.txt").unwrap();
        for line in text.lines().take(3) {
            let c = Candidates::from_marks(&crate::formats::parse_marks(&line[..729]).unwrap());
            let grid = Marks::of(&c);
            let t = std::time::Instant::now();
            let mut out = Vec::new();
            for _ in 0..100 {
                out.clear();
                unary::all(&grid, &mut out);
            }
            println!("all x100 {:?} found {}", t.elapsed(), out.len());
        }
    }
}

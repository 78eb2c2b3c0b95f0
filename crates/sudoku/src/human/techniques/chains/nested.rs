//! The chains Sukaku Explainer nests in its dynamic chains once their links and patterns run
//! out (its levels 2 and 3): the position the assumption reached is searched for forcing
//! chains and cycles (level 2), then for cell and region forcing chains (level 3, when the
//! first found nothing), and what they take out is turned off in the assumption.
//!
//! Like the patterns of [`super::plus`], an inner chain counts only when it rests on
//! something the assumption took out: a strong link (a cell left with two digits, a unit left
//! with two places) whose cell or unit lost candidates, or, for a cycle read backwards, a
//! weak link's cell or unit that lost some; those candidates gone are its causes. The inner
//! chains are sorted Sukaku Explainer's way (difficulty, complexity, kind; the first of
//! equals), one kept for each set of eliminations; each adds its own complexity once to the
//! step that rests on it.

use super::marks::{Marks, in_order, units_of};
use super::net::{Net, Rules};
use super::plus::hash_order;
use super::unary::{self, BY_CELL, BY_NOTHING, Cause, Link};
use super::{Cand, cand, difficulty, split};
use crate::human::units::{bits, count};

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
    forcing_chains(grid, source, found);
    if found.gone.is_empty() && level >= 3 {
        multiple_chains(grid, source, found);
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

/// One cell or region forcing chain of level 3, before sorting.
struct Multiple {
    key: (f64, usize, u8),
    removable: Vec<Cand>,
    /// The branches' ends, as (the branch's start, its node).
    ends: Vec<(Cand, u32)>,
    /// What makes the branches' starts a choice: the cell, or the unit.
    start: Cause,
}

/// Level 3: the cell and region forcing chains of the position, static (Sukaku Explainer's
/// multiple forcing chains), from cells of three candidates or more.
fn multiple_chains(grid: &Marks, source: &Marks, found: &mut Nested) {
    let rules = Rules {
        cells: true,
        dynamic: false,
        level: 0,
    };
    let mut nets: Vec<Option<Box<Net>>> = (0..729).map(|_| None).collect();
    let net = |nets: &mut Vec<Option<Box<Net>>>, c: Cand| {
        if nets[usize::from(c)].is_none() {
            nets[usize::from(c)] = Some(Net::follow(grid, c, true, rules));
        }
    };
    let mut all: Vec<Multiple> = Vec::new();
    for i in 0..81 {
        if count(grid.cells[i]) < 3 {
            continue;
        }
        for d0 in bits(grid.cells[i]) {
            net(&mut nets, cand(i, d0));
            for u in units_of(i) {
                let places = grid.in_unit(u, d0);
                if places.count_ones() < 2 || in_order(u, places).next() != Some(i) {
                    continue;
                }
                let starts: Vec<Cand> = in_order(u, places).map(|j| cand(j, d0)).collect();
                for &c in &starts {
                    net(&mut nets, c);
                }
                reduce(grid, &nets, &starts, 6, u as Cause, &mut all);
            }
        }
        let starts: Vec<Cand> = bits(grid.cells[i]).map(|d0| cand(i, d0)).collect();
        reduce(grid, &nets, &starts, 5, BY_CELL, &mut all);
    }
    let keys: Vec<(f64, usize, u8)> = all.iter().map(|m| m.key).collect();
    let removable: Vec<&[Cand]> = all.iter().map(|m| m.removable.as_slice()).collect();
    let mut causes = Vec::new();
    for k in sorted(&keys, &removable) {
        let m = &all[k];
        causes.clear();
        let mut key = Vec::new();
        for &(s, n) in &m.ends {
            let net = nets[usize::from(s)].as_deref().expect("made above");
            for a in net.ancestry(n) {
                let node = net.node(a);
                key.push(u32::from(node.cand) * 2 + u32::from(node.on));
                if !node.on {
                    continue;
                }
                let cause = match net.parents(a).first() {
                    None => m.start,
                    Some(&p) => strong_cause(grid, net.node(p).cand, node.cand),
                };
                gone_by(grid, source, node.cand, cause, &mut causes);
            }
            key.push(u32::MAX);
        }
        if causes.is_empty() {
            continue;
        }
        let inner = Inner {
            complexity: m.key.1,
            key,
        };
        found.chain(&causes, &m.removable, inner);
    }
    nets.into_iter().flatten().for_each(Net::recycle);
}

/// What made candidate `off` off turn candidate `on` on, in a static net on `grid`: the cell
/// (two digits left), or the first unit (box, row, column) where the digit had two places.
fn strong_cause(grid: &Marks, off: Cand, on: Cand) -> Cause {
    let ((i, d0), (j, _)) = (split(off), split(on));
    if i == j {
        return BY_CELL;
    }
    units_of(i)
        .into_iter()
        .find(|&u| grid.in_unit(u, d0) & !(1 << i) == 1 << j)
        .map_or(BY_NOTHING, |u| u as Cause)
}

/// The candidates every branch from `starts` turns on (or off), in the first branch's order,
/// as level 3's chains of kind `kind`.
fn reduce(
    grid: &Marks,
    nets: &[Option<Box<Net>>],
    starts: &[Cand],
    kind: u8,
    start: Cause,
    all: &mut Vec<Multiple>,
) {
    let branches: Vec<&Net> = starts
        .iter()
        .map(|&c| nets[usize::from(c)].as_deref().expect("made above"))
        .collect();
    for state in [true, false] {
        for a in branches[0].reached(state) {
            let target = branches[0].node(a).cand;
            let ends: Option<Vec<(Cand, u32)>> = branches
                .iter()
                .zip(starts)
                .map(|(net, &s)| {
                    let n = if state {
                        net.on(target)
                    } else {
                        net.off(target)
                    };
                    n.map(|n| (s, n))
                })
                .collect();
            let Some(ends) = ends else { continue };
            let (i, d0) = split(target);
            let removable: Vec<Cand> = if state {
                bits(grid.cells[i] & !(1 << d0))
                    .map(|v| cand(i, v))
                    .collect()
            } else {
                vec![target]
            };
            if removable.is_empty() {
                continue;
            }
            let complexity: usize = ends
                .iter()
                .zip(&branches)
                .map(|(&(_, n), net)| net.ancestors(n))
                .sum();
            all.push(Multiple {
                key: (difficulty(8.0, complexity), complexity, kind),
                removable,
                ends,
                start,
            });
        }
    }
}

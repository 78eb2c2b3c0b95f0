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
use super::memo::remembered;
use super::multiple::{Found, Mode, Sink, each, find};
use super::net::NO_CHAIN;
use super::plus::hash_order;
use super::unary::{self, BY_CELL, BY_NOTHING, Cause, Link};
use super::{Cand, cand, difficulty, split};
use crate::human::candidates::Candidates;
use crate::human::step::Step;
use crate::human::units::bits;

/// A chain nested in a step: its complexity, its candidates (on or off) for telling two
/// apart, and its chains as a reader follows them.
#[derive(Clone, PartialEq)]
pub(crate) struct Inner {
    /// How many candidates it passes through (Sukaku Explainer's complexity).
    pub(crate) complexity: usize,
    /// Its candidates, each `cand * 2 + on`, chain after chain: equal for the same chains.
    pub(crate) key: Vec<u32>,
    /// Its chains (one, or one for each branch of a cell or region chain or a
    /// contradiction), each from its assumption by first causes, `cand * 2 + on` (with
    /// [`BY_RULE`] for a candidate a pattern or a chain nested deeper turned off), each ended
    /// by [`END`]; a cycle ends where it starts.
    pub(crate) shown: Vec<u32>,
}

/// Ends each chain of [`Inner::shown`].
pub(crate) const END: u32 = u32::MAX;

/// Marks a candidate of [`Inner::shown`] turned off by a rule, not by a link.
pub(crate) const BY_RULE: u32 = 1 << 30;

/// What the nested chains take out: each candidate with its causes and its chain.
#[derive(Default, Clone, PartialEq)]
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
        remembered(grid, source, level, found, |found| {
            chains_of(grid, source, Mode::Dynamic(level - 4), found);
        });
        return;
    }
    remembered(grid, source, 2, found, |found| {
        forcing_chains(grid, source, found);
    });
    if found.gone.is_empty() && level >= 3 {
        remembered(grid, source, 3, found, |found| {
            chains_of(grid, source, Mode::Multiple, found);
        });
    }
}

/// Adds to `out` (once each in `out[from..]`) the candidates gone from `source` that a link
/// made by `cause` to candidate `c` rests on: its cell's digits gone, or its digit's places
/// gone from the unit.
fn gone_by(grid: &Marks, source: &Marks, c: Cand, cause: Cause, out: &mut Vec<Cand>, from: usize) {
    let (i, d0) = split(c);
    let mut add = |g: Cand| {
        if !out[from..].contains(&g) {
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
                gone_by(grid, source, l.cand, l.cause, &mut causes, 0);
            }
        }
        if causes.is_empty() {
            continue;
        }
        let inner = Inner {
            complexity: f.complexity,
            key: key_of(&f.chain, f.cycle),
            shown: shown_of(&f.chain, f.cycle),
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

/// A chain of level 2 as a reader follows it (see [`Inner::shown`]): its links come from
/// the end back, a cycle's without its start.
fn shown_of(chain: &[Link], cycle: bool) -> Vec<u32> {
    let start = cycle.then(|| chain.first()).flatten();
    start
        .into_iter()
        .chain(chain.iter().rev())
        .map(|l| u32::from(l.cand) * 2 + u32::from(l.on))
        .chain([END])
        .collect()
}

/// A chain of levels 3 and 4, before sorting: its rating, and where its eliminations, the
/// candidates gone it rests on (both in the collector's `cands`), its key (in its
/// `chains`) and its chains as shown (in its `shown`) lie.
struct Collected {
    key: (f64, usize, u8),
    removable: (usize, usize),
    causes: (usize, usize),
    chain: (usize, usize),
    shown: (usize, usize),
}

/// Keeps every chain found, with what it rests on, in a few lists shared by all.
struct Collector<'s> {
    source: &'s Marks,
    all: Vec<Collected>,
    /// Every chain's eliminations and causes.
    cands: Vec<Cand>,
    /// Every chain's key.
    chains: Vec<u32>,
    /// Every chain's chains as shown (see [`Inner::shown`]).
    shown: Vec<u32>,
    /// Room for a chain's candidates.
    ancestry: Vec<u32>,
}

impl Sink for Collector<'_> {
    fn found(&mut self, grid: &Marks, f: Found) {
        let (i, d0) = split(f.target);
        let r0 = self.cands.len();
        if f.on {
            self.cands
                .extend(bits(grid.cells[i] & !(1 << d0)).map(|v| cand(i, v)));
        } else {
            self.cands.push(f.target);
        }
        let r1 = self.cands.len();
        if r0 == r1 {
            return;
        }
        // One walk over each chain's candidates gives its complexity, its causes and its key.
        let mut k = 0;
        let ch0 = self.chains.len();
        let mut seen = Vec::new();
        for &(net, n) in f.ends {
            net.ancestry(n, &mut self.ancestry);
            k += self.ancestry.len();
            for &a in &self.ancestry {
                let node = net.node(a);
                self.chains
                    .push(u32::from(node.cand) * 2 + u32::from(node.on));
                if node.nested != NO_CHAIN {
                    let inner = &net.inner[node.nested as usize];
                    if seen.iter().all(|&s| s != inner.key.as_slice()) {
                        seen.push(&inner.key);
                        k += inner.complexity;
                    }
                }
                if node.on {
                    let cause = match net.parents(a).first() {
                        None => f.start,
                        Some(_) => node.cause,
                    };
                    gone_by(grid, self.source, node.cand, cause, &mut self.cands, r1);
                }
            }
            self.chains.push(u32::MAX);
        }
        // Each chain by first causes, from its end back, then turned around (no list made);
        // not for a chain that rests on nothing gone (it is not nested).
        let sh0 = self.shown.len();
        let nested = self.cands.len() > r1;
        for &(net, n) in f.ends.iter().filter(|_| nested) {
            let from = self.shown.len();
            let mut m = Some(n);
            while let Some(a) = m {
                let node = net.node(a);
                let rule = if net.by_rule(a) { BY_RULE } else { 0 };
                self.shown
                    .push((u32::from(node.cand) * 2 + u32::from(node.on)) | rule);
                m = net.parents(a).first().copied();
            }
            self.shown[from..].reverse();
            self.shown.push(END);
        }
        self.all.push(Collected {
            key: (difficulty(f.base, k), k, f.order),
            removable: (r0, r1),
            causes: (r1, self.cands.len()),
            chain: (ch0, self.chains.len()),
            shown: (sh0, self.shown.len()),
        });
    }
}

/// Levels 3 and 4: the chains of `mode` on the position (static cell and region forcing
/// chains at level 3, dynamic chains at level 4).
fn chains_of(grid: &Marks, source: &Marks, mode: Mode, found: &mut Nested) {
    let mut collector = Collector {
        source,
        all: Vec::new(),
        cands: Vec::new(),
        chains: Vec::new(),
        shown: Vec::new(),
        ancestry: Vec::new(),
    };
    each(grid, mode, &mut collector);
    let Collector {
        all,
        cands,
        chains,
        shown,
        ..
    } = collector;
    let part = |(from, to): (usize, usize)| &cands[from..to];
    let keys: Vec<(f64, usize, u8)> = all.iter().map(|m| m.key).collect();
    let removable: Vec<&[Cand]> = all.iter().map(|m| part(m.removable)).collect();
    for k in sorted(&keys, &removable) {
        let m = &all[k];
        let inner = Inner {
            complexity: m.key.1,
            key: chains[m.chain.0..m.chain.1].to_vec(),
            shown: shown[m.shown.0..m.shown.1].to_vec(),
        };
        found.chain(part(m.causes), part(m.removable), inner);
    }
}

/// The first step of Sukaku Explainer's level 4, its nesting limits tried in turn (0 to 3):
/// dynamic chains that nest dynamic chains.
pub(crate) fn find_deep(c: &Candidates) -> Option<Step> {
    (4..=7).find_map(|level| find(c, Mode::Dynamic(level)))
}

#[cfg(test)]
mod tests {
    use super::super::multiple::{Mode, find};
    use super::*;
    use crate::human::step::{ChainKind, Detail};
    use crate::human::technique::Technique;
    use crate::human::techniques::tests::eliminated;

    /// A position from Sukaku Explainer's 729 pencil marks, nine rows of 81.
    fn position(rows: [&str; 9]) -> Candidates {
        Candidates::from_marks(&crate::formats::parse_marks(&rows.concat()).unwrap())
    }

    /// The step found at `level` where the level below finds none, checked against Sukaku
    /// Explainer's: its technique, elimination, rating in tenths and kind of chain.
    fn found_at(c: &Candidates, level: u8, want: (Technique, &str, u8, ChainKind)) -> Step {
        assert_eq!(find(c, Mode::Dynamic(level - 1)), None);
        let step = if level < 4 {
            find(c, Mode::Dynamic(level)).unwrap()
        } else {
            find_deep(c).unwrap()
        };
        assert_eq!(step.technique, want.0);
        assert_eq!(eliminated(&step), want.1);
        assert_eq!(step.tenths(), want.2);
        assert_eq!(step.detail, Detail::Chain(want.3));
        step
    }

    #[test]
    fn a_forcing_chain_nested_where_the_links_and_patterns_run_out() {
        // Sukaku Explainer: "10.7 Dynamic Contradiction Forcing Chains (+ Forcing Chains):
        // r6c5.1 on ==> r3c4.2 both on & off", where its dynamic chains (+) find nothing. The
        // nested chains' own complexity counts in the rating.
        let step = the_first_nested_step();
        assert_eq!(step.links().next(), Some((49, 1, true)));
    }

    /// Sukaku Explainer's 10.7 step r6c5<>1 (a forcing chain nested), checked as found.
    fn the_first_nested_step() -> Step {
        let c = position(super::super::AFTER_THE_FIRST_PLUS_STEP);
        let want = (
            Technique::NestedForcingChain,
            "r6c5<>1",
            107,
            ChainKind::Contradiction,
        );
        found_at(&c, 2, want)
    }

    #[test]
    fn multiple_chains_nested_where_nested_forcing_chains_find_nothing() {
        // Sukaku Explainer: "10.8 Dynamic Cell Forcing Chains (+ Multiple Forcing Chains):
        // r7c2 ==> r7c3.9 off": a cell forcing chain whose branches nest cell and region
        // forcing chains; nesting forcing chains alone finds nothing here.
        let c = position([
            "........9.......8.1234...........7..123.5....1.3.5.........6...12.4.....1234.....",
            "......7..1234.....1234..........6...123.....91.3....89....5....12.4...8.1234...89",
            ".23..6...123..6.......5.....23....89...4.....1.3....89.23...78.12....78.123...789",
            ".......8..234.6.........7......5....1.3..6...1.34.............912.4.6...12.4.....",
            ".2.4.6.......5....12.4.6..9...4...891....67.91..4...89.2.4..78...3......12.4..78.",
            "..34.6...1.34.6..91.3..6..9..34...89.....67...2..........4..78.1..4.678.....5....",
            "1.........234....9.234...89.234....9.23.5...9.....6....234..78..2.45.78..234..78.",
            ".2345..........7...234...8.1.........23.5......345.....234...8.........9.....6...",
            ".23456....234.6..9.234.6..9.234....9.......8.......7..1.........2.45.....234.....",
        ]);
        let step = found_at(
            &c,
            3,
            (
                Technique::NestedMultipleChain,
                "r7c3<>9",
                108,
                ChainKind::Cell,
            ),
        );
        // Its nested chains are written out, branch by branch for a cell or region chain.
        let named = written_without_jumps(&step);
        assert!(
            named.iter().any(|&n| step.nested_branches(n).count() > 1),
            "{step}"
        );
    }

    #[test]
    fn a_longer_multiple_chain_nested() {
        // Sukaku Explainer: "11.0 Dynamic Cell Forcing Chains (+ Multiple Forcing Chains):
        // r9c9 ==> r7c8.8 off".
        let c = position([
            "........9.......8.1234...........7..123.5....1.3.5.........6...12.4.....1234.....",
            "......7..1234.....1234..........6...123.....91.3....89....5....12.4...8.1234...89",
            ".23..6...123..6.......5.....23....89...4.....1.3....89.23...78.12....78.123...789",
            ".......8..234.6.........7......5....1.3..6...1.34.............912.4.6...12.4.....",
            ".2.4.6.......5....12.4.6..9...4...891....67.91..4...89.2.4..78...3......12.4..78.",
            "..34.6...1.34.6..91.3..6..9..34...89.....67...2..........4..78.1..4.678.....5....",
            "1.........234....9.234...8..234....9.23.5...9.....6....234..78..2.45.78..234..78.",
            ".2345..........7...234...8.1.........23.5......345.....234...8.........9.....6...",
            ".23456....234.6..9.234.6..9.234....9.......8.......7..1.........2.45.....234.....",
        ]);
        let step = find(&c, Mode::Dynamic(3)).unwrap();
        assert_eq!(eliminated(&step), "r7c8<>8");
        assert_eq!(step.tenths(), 110);
    }

    #[test]
    fn dynamic_chains_nested_in_dynamic_chains() {
        // The Golden Nugget after its first three steps. Sukaku Explainer: "11.8 Dynamic
        // Region Forcing Chains (+ Dynamic Forcing Chains): 6 in row ==> r1c1.8 off" (its
        // level 4, nesting limit 0), where its levels 2 and 3 find nothing.
        let c = position([
            ".2..5678.1..456.8.12.4567...2...6.8..2.4.67.....4.678.12.4..7....3..............9",
            ".2...6789...4...89.2.4.67...23..6.89.234.67..1.........2.4..7...2.4.67......5....",
            ".2...67.91..4.6..9..3.......2...6..9....5.......4.67.9.......8.12.4.67..12.4..7..",
            ".23.5......345...........8.1...5............9..3.5.7..12345.7..12.4..7.......6...",
            "..3.56..9......7.....456...1.3.56.8.1.3..6....2.......1.345...91..4...891.34...8.",
            "1..........3.56..9.2..56......4.......3..67....3.5678..23.5.7.9.2....789.23...78.",
            "..3..67..1.3..6...........912...6..........8...34.6...1234..7......5....1234..7..",
            "..3.5.78..2.......1...5.7..1.3.5...91.34.......345...9.....6...1..4..7891.34..78.",
            "...4.....1.3.56.8.1...56.........7..123..6.....3.56..9123.....912.....89123....8.",
        ]);
        let want = (
            Technique::NestedDynamicChain,
            "r1c1<>8",
            118,
            ChainKind::Region,
        );
        let step = found_at(&c, 4, want);
        assert_eq!(find(&c, Mode::Dynamic(4)), Some(step));
        written_without_jumps(&step);
    }

    /// A candidate as the notation writes it in a chain (`-[2](7)r6c9`, `=r7c3`): the nested
    /// chain it names, if any (0 for `[+]`), its digit (the last one written when it has
    /// none) and its cell.
    fn written(piece: &str, digit: &mut u8) -> Option<(Option<usize>, u8, usize)> {
        let mut rest = piece.trim_start_matches(['=', '-']);
        let mut nested = None;
        if let Some(label) = rest.strip_prefix('[') {
            let (n, after) = label.split_once(']')?;
            nested = Some(if n == "+" { 0 } else { n.parse().ok()? });
            rest = after;
        }
        if let Some(d) = rest.strip_prefix('(') {
            let (d, after) = d.split_once(')')?;
            *digit = d.parse().ok()?;
            rest = after;
        }
        let b = rest.as_bytes();
        if b.len() != 4 || b[0] != b'r' || b[2] != b'c' {
            return None;
        }
        let (r, c) = (b[1].checked_sub(b'1')?, b[3].checked_sub(b'1')?);
        (r < 9 && c < 9).then_some((nested, *digit, usize::from(r * 9 + c)))
    }

    /// True when a link joins the two candidates: two digits of a cell, or one digit in two
    /// cells of a unit.
    fn linked((i, d): (usize, u8), (j, e): (usize, u8)) -> bool {
        let same_unit =
            i / 9 == j / 9 || i % 9 == j % 9 || (i / 27, i % 9 / 3) == (j / 27, j % 9 / 3);
        (i == j && d != e) || (i != j && d == e && same_unit)
    }

    /// The nested chains `step`'s notation names, checked: every two candidates that follow
    /// each other in a chain are a link, or the second names the nested chain that turned it
    /// off, and each nested chain named is written once, after the step's effect.
    fn written_without_jumps(step: &Step) -> Vec<usize> {
        let pieces = step.eureka();
        let line = crate::text::joined(&pieces);
        let mut named = Vec::new();
        let mut defined = Vec::new();
        let mut digit = 0;
        let mut before: Option<(usize, u8)> = None;
        for piece in &pieces {
            if piece.new_line || piece.text.starts_with("=>") {
                before = None;
            }
            if let Some(n) = piece
                .text
                .strip_prefix('[')
                .and_then(|t| t.strip_suffix(']'))
            {
                defined.push(n.parse::<usize>().unwrap());
                continue;
            }
            let Some((nested, d, i)) = written(&piece.text, &mut digit) else {
                before = None;
                continue;
            };
            match (before, nested) {
                (_, Some(n)) if n > 0 => named.push(n),
                (Some(b), None) => {
                    assert!(linked(b, (i, d)), "a jump before {} in {line}", piece.text)
                }
                _ => {}
            }
            before = Some((i, d));
        }
        assert!(!named.is_empty(), "{line}");
        named.sort_unstable();
        named.dedup();
        assert_eq!(
            named, defined,
            "each nested chain named is written once: {line}"
        );
        named
    }

    #[test]
    fn a_nested_step_writes_each_inner_chain_and_makes_no_jump() {
        // The 10.7 step (r6c5<>1): where a nested chain turned a candidate off, the outer
        // chain names it (`-[1](1)r3c2`) and the chain is written after the step's effect,
        // from the candidates gone it rests on to what it takes out. Every two candidates
        // that follow each other in a chain are a link, or the second names the nested chain
        // that turned it off.
        let step = the_first_nested_step();
        let named = written_without_jumps(&step);
        // The words say where each comes from and what it shows.
        let words = step.words();
        for n in &named {
            assert!(words.contains(&format!("[{n}] ")), "{words}");
        }
        assert!(words.contains("nested chain"), "{words}");
        // `explain` writes them too.
        let text = step.to_string();
        assert!(text.contains("[1] "), "{text}");
    }

    #[test]
    fn a_nested_step_says_what_each_nested_chain_shows_and_rests_on() {
        // The 10.7 step in words: after what the step shows, each nested chain by its number,
        // what kind of chain it is, what it takes out and the candidates gone it rests on (by
        // cell or by digit, whichever takes fewer words).
        assert_eq!(
            the_first_nested_step().words(),
            "Nested XY chain: with X-, Y- and XY-chains nested in the links, if r6c5 is 1, a \
             contradiction follows; so 1 leaves r6c5. Each [n] is a nested chain: [1] a forcing \
             chain shows 1 leaves r3c2 once r4c2 lost 3, 4, 6 and r5c1 lost 4; [2] a forcing \
             chain shows 9 leaves r2c6 once 1 left r3c2, r3c8 and 8 left r3c4"
        );
    }

    #[test]
    fn nothing_nested_on_an_open_grid() {
        // No chain, nested or not, proves anything on an open grid.
        let mut found = Nested::default();
        let open = Marks::of(&Candidates::new());
        rules(&open, &open, 3, &mut found);
        assert!(found.gone.is_empty());
        assert_eq!(find(&Candidates::new(), Mode::Dynamic(2)), None);
    }

    #[test]
    fn a_chain_that_rests_on_nothing_the_assumption_took_out_is_not_nested() {
        // A position with a forcing chain of its own (Sukaku Explainer's "7.1 Forcing Chain:
        // r4c8.2 off"): with nothing taken out since, it rests on nothing gone and is not
        // nested; once the assumption took out a candidate of its strong links' cells, it is.
        let (c, _) = crate::human::techniques::tests::before(
            "..3...6...62.7..9.4..6...71...5.31...1..9..3...81.4...94...6..2.7..4.95...1...4..",
            Technique::ForcingChain,
        );
        let grid = Marks::of(&c);
        let mut all = Vec::new();
        unary::all(&grid, &mut all);
        assert!(!all.is_empty());
        let mut found = Nested::default();
        rules(&grid, &grid, 2, &mut found);
        assert!(found.gone.is_empty());
        // The same chains, read as reached from a position with one more candidate in each
        // of their cells: every one of them now rests on it.
        let mut source = grid;
        for i in 0..81 {
            if grid.cells[i] != 0 && grid.cells[i] != 0x1ff {
                let d0 = (!grid.cells[i] & 0x1ff).trailing_zeros() as usize;
                source.cells[i] |= 1 << d0;
                source.places[d0] |= 1 << i;
            }
        }
        rules(&grid, &source, 2, &mut found);
        assert!(!found.gone.is_empty());
    }
}

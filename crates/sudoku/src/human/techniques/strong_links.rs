//! Fish of strong links (Sukaku Explainer's "strong links" family): a chain of n strong links
//! on one digit, each joined to the next by cells that share a unit. Whichever end of each
//! link holds the digit, one of the chain's two ends does, so the digit leaves every cell
//! that sees both ends. Two links make the turbot fishes (skyscraper, two-string kite,
//! turbot fish), three to five the larger ones.
//!
//! A strong link is a unit where the digit has two places, or a grouped one: a box whose
//! places lie in one row and one column of it (its ends are the row's places and the
//! column's, the crossing cell going with either), or a line whose places lie in two of its
//! boxes (its ends are the places in each box).
//!
//! The rating is Sukaku Explainer's: 4.0, 5.4, 5.8 and 6.2 for two to five links, plus 0.1
//! when boxes or both kinds of line are mixed in, 0.2 when a box and both kinds of line are,
//! 0.3 when a link is grouped. Like Sukaku Explainer, the easiest chain wins; among equally
//! rated ones, the one that eliminates most. When the chain's ends share a unit too it is a
//! loop (an X-loop): then the digit leaves every cell that sees both sides of any of its weak
//! links.

use std::cell::RefCell;

use crate::human::candidates::Candidates;
use crate::human::scope::Scope;
use crate::human::step::Step;
use crate::human::technique::Technique;
use crate::human::units::{CellSet, PEER_SETS, UNIT_CELLS, UNIT_SETS, cells_of, count};

/// The technique of a chain of `n` links.
fn technique(n: usize) -> Technique {
    match n {
        2 => Technique::TurbotFish,
        3 => Technique::ThreeStrongLinks,
        4 => Technique::FourStrongLinks,
        _ => Technique::FiveStrongLinks,
    }
}

/// The rating of `n` links with no mixing, in tenths.
fn base_tenths(n: usize) -> u8 {
    [0, 0, 40, 54, 58, 62][n]
}

/// A strong link: its unit, its two ends, every place of the digit in the unit.
#[derive(Clone, Copy)]
struct Link {
    unit: usize,
    ends: [CellSet; 2],
    places: CellSet,
    grouped: bool,
}

/// How chains compare (the first is the best): rating, then the most eliminations, then
/// the shape.
type Key = (u8, std::cmp::Reverse<usize>, Vec<u8>);

/// The best chain found so far: rating, eliminations, its shape (for ties), its step.
struct Best {
    key: Key,
    step: Step,
}

/// A digit's strong links and the graph of which can follow which, with the places they
/// were built from.
struct Built {
    /// The digit's places in each unit.
    places: [u16; 27],
    /// Its strong links.
    links: Vec<Link>,
    /// Per (link, end), numbered `2 * link + end`: the cells holding the digit that see
    /// every cell of that end (a weak link's victims are the cells its two sides both see).
    sees: Vec<CellSet>,
    /// Which of its links can follow which.
    graph: Graph,
}

thread_local! {
    /// Each digit's links and graph as last built: the fishes of two to five links look at
    /// the same position one after another, and a digit whose places did not change keeps
    /// its links.
    static BUILT: RefCell<[Built; 9]> = const { RefCell::new([const { Built::NONE }; 9]) };
}

/// The easiest fish of `n` strong links (2..=5) that eliminates something, if any.
pub(crate) fn find(c: &Candidates, n: usize, scope: &Scope) -> Option<Step> {
    let mut best: Option<Best> = None;
    // The chain at hand, empty between digits.
    let mut chain = Vec::with_capacity(n);
    BUILT.with_borrow_mut(|built| {
        for d in 1..=9u8 {
            let changed_units = scope.units[usize::from(d - 1)];
            if changed_units == 0 {
                continue;
            }
            let places = std::array::from_fn(|u| c.places(d, u));
            let slot = &mut built[usize::from(d - 1)];
            if slot.places != places {
                slot.build(places);
            }
            let Built {
                links, sees, graph, ..
            } = slot;
            if links.len() < n {
                continue;
            }
            graph.changed = links
                .iter()
                .enumerate()
                .filter(|(_, l)| changed_units >> l.unit & 1 != 0)
                .fold(0, |s, (k, _)| s | 3 << (2 * k));
            for first in 0..links.len() {
                for o in 0..2 {
                    chain.push((first, o));
                    let blocked = graph.clashes[first];
                    grow(d, links, graph, n, sees, blocked, &mut chain, &mut best);
                    chain.pop();
                }
            }
        }
    });
    best.map(|b| b.step)
}

impl Built {
    /// Nothing built yet: places no position has.
    const NONE: Built = Built {
        places: [u16::MAX; 27],
        links: Vec::new(),
        sees: Vec::new(),
        graph: Graph {
            next: Vec::new(),
            clashes: Vec::new(),
            changed: 0,
        },
    };

    /// Builds a digit's links and graph, where its places are `places`, in the lists of the
    /// last ones (they are built again whenever the digit's places change).
    fn build(&mut self, places: [u16; 27]) {
        self.places = places;
        // A row's places are its cells' bits, shifted to the row.
        let with_d = (0..9).fold(0u128, |s, r| s | CellSet::from(places[r]) << (9 * r));
        links(&places, with_d, &mut self.links);
        self.sees.clear();
        self.sees.extend(
            self.links
                .iter()
                .flat_map(|l| l.ends)
                .map(|end| cells_of(end).fold(with_d, |v, i| v & PEER_SETS[i])),
        );
        self.graph.build(&self.links);
    }
}

/// The unit of kind column, row, box (in that order) that holds every cell of `set`.
fn shared_unit(set: CellSet) -> Option<usize> {
    let first = set.trailing_zeros() as usize;
    let (row, col, bx) = (
        first / 9,
        9 + first % 9,
        18 + first / 27 * 3 + first % 9 / 3,
    );
    [col, row, bx]
        .into_iter()
        .find(|&u| set & !UNIT_SETS[u] == 0)
}

/// Which links can follow which, as sets of (link, starting end) numbered `2 * link + end`:
/// computed once per digit, since a chain's search meets the same joints many times.
struct Graph {
    /// For each link and starting end, the (link, end) pairs whose start shares a unit with
    /// its other end.
    next: Vec<[u128; 2]>,
    /// For each link, the (link, end) pairs of the links that cannot join a chain holding it:
    /// those of its unit, or sharing a place with it.
    clashes: Vec<u128>,
    /// The (link, end) pairs of the links whose unit changed since the scope's base: a chain
    /// of links that were all there then would have eliminated then too, so each chain
    /// holds one of them.
    changed: u128,
}

impl Graph {
    /// Builds the graph of `links` (at most 36 of them: 27 units, two variants for a box).
    fn build(&mut self, links: &[Link]) {
        let mut homes = [[0u32; 2]; 36];
        for (home, l) in homes.iter_mut().zip(links) {
            *home = l.ends.map(self::homes);
        }
        let homes = &homes[..links.len()];
        // Per unit, the (link, end) pairs whose start lies in it; per unit and per cell, the
        // links (both ends) of that unit or holding that cell.
        let mut starts = [0u128; 27];
        let mut of_unit = [0u128; 27];
        let mut at_cell = [0u128; 81];
        for (k, link) in links.iter().enumerate() {
            for (e, &home) in homes[k].iter().enumerate() {
                for u in bits32(home) {
                    starts[u] |= 1 << (2 * k + e);
                }
            }
            of_unit[link.unit] |= 3 << (2 * k);
            for i in cells_of(link.places) {
                at_cell[i] |= 3 << (2 * k);
            }
        }
        self.next.clear();
        self.next.extend(
            homes
                .iter()
                .map(|home| [0, 1].map(|o| bits32(home[1 - o]).fold(0, |s, u| s | starts[u]))),
        );
        self.clashes.clear();
        self.clashes.extend(
            links
                .iter()
                .map(|a| cells_of(a.places).fold(of_unit[a.unit], |s, i| s | at_cell[i])),
        );
        self.changed = !0;
    }
}

/// The set bits of a unit mask, lowest first.
fn bits32(mut set: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let u = set.trailing_zeros() as usize;
            set &= set - 1;
            u
        })
    })
}

/// The units (as bits) that hold every cell of `set`.
fn homes(set: CellSet) -> u32 {
    let first = set.trailing_zeros() as usize;
    [
        first / 9,
        9 + first % 9,
        18 + first / 27 * 3 + first % 9 / 3,
    ]
    .into_iter()
    .filter(|&u| set & !UNIT_SETS[u] == 0)
    .fold(0, |s, u| s | 1 << u)
}

/// Extends the chain (links and the end each starts at) to `n` links, and weighs each
/// complete chain; `blocked` holds the (link, end) pairs that clash with the chain's links.
#[allow(clippy::too_many_arguments)]
fn grow(
    d: u8,
    links: &[Link],
    graph: &Graph,
    n: usize,
    sees: &[CellSet],
    blocked: u128,
    chain: &mut Vec<(usize, usize)>,
    best: &mut Option<Best>,
) {
    let &(last, o) = chain.last().expect("a chain has a first link");
    // A chain rated above the best so far cannot come first, nor can any it grows into.
    if best
        .as_ref()
        .is_some_and(|b| b.key.0 < base_tenths(n) + extra(links, chain))
    {
        return;
    }
    if chain.len() == n {
        weigh(d, links, sees, chain, best);
        return;
    }
    let mut open = graph.next[last][o] & !blocked;
    if chain.len() + 1 == n {
        // A chain read backwards rates and eliminates the same: keep only the reading met
        // first, the one whose first (link, end) is the smaller (ties go to the first met).
        let (k, e) = chain[0];
        let later = !((2u128 << (2 * k + e)) - 1);
        let evens = 0x5555_5555_5555_5555_5555_5555_5555_5555u128;
        open &= (later & evens) << 1 | (later & !evens) >> 1;
        if chain
            .iter()
            .all(|&(k, _)| graph.changed >> (2 * k) & 1 == 0)
        {
            open &= graph.changed;
        }
    }
    while open != 0 {
        let bit = open.trailing_zeros() as usize;
        open &= open - 1;
        let (k, o) = (bit / 2, bit % 2);
        chain.push((k, o));
        grow(
            d,
            links,
            graph,
            n,
            sees,
            blocked | graph.clashes[k],
            chain,
            best,
        );
        chain.pop();
    }
}

/// Rates a complete chain and keeps it when it is the best so far.
fn weigh(
    d: u8,
    links: &[Link],
    sees: &[CellSet],
    chain: &[(usize, usize)],
    best: &mut Option<Best>,
) {
    let n = chain.len();
    let start = links[chain[0].0].ends[chain[0].1];
    let (last, o) = chain[n - 1];
    let end = links[last].ends[1 - o];
    // A loop: the ends share a unit too, and every weak link (the ends', and each joint's)
    // takes the digit from the cells that see both its sides.
    let ring = shared_unit(start | end).is_some();
    let side = |(k, e): (usize, usize)| sees[2 * k + e];
    let mut victims = side(chain[0]) & side((last, 1 - o));
    if !ring && victims == 0 {
        // Open chains only take from the cells seeing both ends.
        return;
    }
    let mut bridges = [0usize; 4];
    for (k, w) in chain.windows(2).enumerate() {
        let finish = links[w[0].0].ends[1 - w[0].1];
        let next = links[w[1].0].ends[w[1].1];
        let unit = shared_unit(finish | next).expect("joined links share a unit");
        bridges[k] = unit;
        if ring {
            victims |= side((w[0].0, 1 - w[0].1)) & side(w[1]);
        } else {
            victims &= !UNIT_SETS[unit];
        }
    }
    for &(k, _) in chain {
        victims &= !UNIT_SETS[links[k].unit];
    }
    if victims == 0 {
        return;
    }
    let tenths = base_tenths(n) + extra(links, chain);
    let most = std::cmp::Reverse(count128(victims));
    // A chain the best beats on rating and eliminations is beaten whatever its shape: the
    // shape (three small lists) is written down only for the others.
    if best.as_ref().is_some_and(|b| beaten(&b.key, tenths, most)) {
        return;
    }
    let grouped = chain.iter().filter(|&&(k, _)| links[k].grouped).count();
    let kinds: Vec<usize> = chain.iter().map(|&(k, _)| links[k].unit / 9).collect();
    let key = (tenths, most, shape(grouped, &kinds));
    if best.as_ref().is_some_and(|b| b.key <= key) {
        return;
    }
    let mut step = Step::new(technique(n), 1 << (d - 1)).rated(tenths);
    for &(k, o) in chain {
        for end in [links[k].ends[o], links[k].ends[1 - o]] {
            for i in cells_of(end) {
                step.cell(i);
            }
        }
        step.unit(links[k].unit);
    }
    for &u in &bridges[..n - 1] {
        step.unit(u);
    }
    for i in cells_of(victims) {
        step.eliminate(i, d);
    }
    *best = Some(Best { key, step });
}

/// True when `key` comes before every key of this rating and these eliminations, whatever
/// the shape.
fn beaten(key: &Key, tenths: u8, most: std::cmp::Reverse<usize>) -> bool {
    (key.0, key.1) < (tenths, most)
}

/// What mixing adds to a chain's rating, in tenths: 0.3 when a link is grouped, else 0.1
/// when boxes or both kinds of line are mixed in, 0.2 when a box and both kinds of line are.
/// (It only grows as links join a chain.)
fn extra(links: &[Link], chain: &[(usize, usize)]) -> u8 {
    let mut kinds = [false; 3];
    for &(k, _) in chain {
        if links[k].grouped {
            return 3;
        }
        kinds[links[k].unit / 9] = true;
    }
    match kinds {
        [rows, cols, false] if !(rows && cols) => 0,
        [true, true, true] => 2,
        _ => 1,
    }
}

/// The number of cells in a set.
fn count128(set: CellSet) -> usize {
    set.count_ones() as usize
}

/// The chain's shape as Sukaku Explainer names it, for ties: the grouped links, then each
/// link's kind (0 a box, 1 the first kind of line met, 2 the other), read from the end that
/// gives the smaller string.
fn shape(grouped: usize, kinds: &[usize]) -> Vec<u8> {
    let name = |kinds: &mut dyn Iterator<Item = usize>| -> Vec<u8> {
        let mut first_line = None;
        let mut out = vec![grouped as u8];
        for k in kinds {
            out.push(if k == 2 {
                0
            } else if *first_line.get_or_insert(k) == k {
                1
            } else {
                2
            });
        }
        out
    };
    let forward = name(&mut kinds.iter().copied());
    let backward = name(&mut kinds.iter().rev().copied());
    forward.min(backward)
}

/// Every strong link of a digit whose places in each unit are `places` and whose cells are
/// `with_d`, units in order, in `links` (emptied first).
fn links(places: &[u16; 27], with_d: CellSet, links: &mut Vec<Link>) {
    links.clear();
    for (u, &p) in places.iter().enumerate() {
        let places = with_d & UNIT_SETS[u];
        match count(p) {
            2 => {
                let [a, b] = [places.trailing_zeros(), 127 - places.leading_zeros()];
                let (a, b) = (a as usize, b as usize);
                // Two places of a box in one line are that line's link too.
                if u >= 18 && (a / 9 == b / 9 || a % 9 == b % 9) {
                    continue;
                }
                links.push(Link {
                    unit: u,
                    ends: [1 << a, 1 << b],
                    places,
                    grouped: false,
                });
            }
            3..=6 if u >= 18 => box_links(u, places, links),
            3..=6 => line_link(u, places, links),
            _ => {}
        }
    }
}

/// The grouped links of a box whose places lie in one row and one column of it: the first
/// crossing cell (in the box's order) that leaves the other four cells empty.
fn box_links(u: usize, places: CellSet, links: &mut Vec<Link>) {
    for &heart in &UNIT_CELLS[u] {
        let heart = usize::from(heart);
        let row = UNIT_SETS[heart / 9] & UNIT_SETS[u];
        let col = UNIT_SETS[9 + heart % 9] & UNIT_SETS[u];
        if places & !(row | col) != 0 {
            continue;
        }
        let h: CellSet = 1 << heart;
        let (r, c) = (places & row & !h, places & col & !h);
        if r == 0 || c == 0 {
            return;
        }
        // The crossing cell, when it holds the digit, goes with either end.
        let (variants, n) = if places & h != 0 {
            ([[r | h, c], [r, c | h]], 2)
        } else {
            ([[r, c], [0, 0]], 1)
        };
        for &ends in &variants[..n] {
            links.push(Link {
                unit: u,
                ends,
                places,
                grouped: true,
            });
        }
        return;
    }
}

/// The grouped link of a line whose places lie in two of its three boxes.
fn line_link(u: usize, places: CellSet, links: &mut Vec<Link>) {
    let thirds: [CellSet; 3] =
        std::array::from_fn(|t| (0..3).fold(0, |s, k| s | 1 << UNIT_CELLS[u][3 * t + k]) & places);
    if let Some(empty) = thirds.iter().position(|&t| t == 0) {
        let (a, b) = match empty {
            0 => (1, 2),
            1 => (0, 2),
            _ => (0, 1),
        };
        if thirds[a] != 0 && thirds[b] != 0 {
            links.push(Link {
                unit: u,
                ends: [thirds[a], thirds[b]],
                places,
                grouped: true,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::human::techniques::tests::{before, eliminated, without};

    /// An empty grid where digit 4 keeps only the listed cells of the listed rows.
    fn rows_keeping(keep: &[(usize, &[usize])]) -> Candidates {
        let mut out = Vec::new();
        for &(row, cols) in keep {
            out.extend((0..9).filter(|c| !cols.contains(c)).map(|c| row * 9 + c));
        }
        without(4, &out)
    }

    #[test]
    fn links_and_their_sides_are_read_as_from_the_cells() {
        // Every position of a puzzle's solution up to a loop of three strong links: each
        // digit's links hold its cells of their unit, and the cells both sides of two (link,
        // end) pairs see are those holding the digit and seeing every cell of both. Built
        // again in the lists of the position before, they are what a fresh build gives.
        let puzzle = crate::formats::parse_line(
            ".4..3..1..6.8.9.4....1.4...8..9.2..147.....823.......9..5.8.7..6...5...3..8...1..",
        )
        .unwrap();
        let mut c = Candidates::from_grid(&puzzle);
        let mut pairs = 0;
        let mut reused = [const { Built::NONE }; 9];
        for step in crate::human::solve(&puzzle).steps {
            for d in 1..=9u8 {
                let mut built = Built::NONE;
                built.build(std::array::from_fn(|u| c.places(d, u)));
                let again = &mut reused[usize::from(d - 1)];
                again.build(built.places);
                let fields = |l: &Link| (l.unit, l.ends, l.places, l.grouped);
                assert!(
                    built
                        .links
                        .iter()
                        .map(fields)
                        .eq(again.links.iter().map(fields))
                );
                assert_eq!(built.sees, again.sees);
                assert_eq!(built.graph.next, again.graph.next);
                assert_eq!(built.graph.clashes, again.graph.clashes);
                let holding = |set: CellSet| cells_of(set).all(|i| c.has(i, d));
                let with_d = (0..81)
                    .filter(|&i| c.has(i, d))
                    .fold(0u128, |s, i| s | 1 << i);
                for link in &built.links {
                    assert_eq!(link.places, with_d & UNIT_SETS[link.unit]);
                    assert!(holding(link.ends[0] | link.ends[1]));
                }
                let ends: Vec<CellSet> = built.links.iter().flat_map(|l| l.ends).collect();
                for (a, &end_a) in ends.iter().enumerate() {
                    for (b, &end_b) in ends.iter().enumerate() {
                        let both = end_a | end_b;
                        let seen = cells_of(both).fold(with_d & !both, |v, i| v & PEER_SETS[i]);
                        assert_eq!(built.sees[a] & built.sees[b], seen);
                        pairs += 1;
                    }
                }
            }
            if step.technique == Technique::ThreeStrongLinks {
                break;
            }
            crate::human::apply(&mut c, &step);
        }
        assert!(pairs > 10_000, "{pairs}");
    }

    #[test]
    fn a_chain_beaten_on_rating_and_eliminations_is_beaten_whatever_its_shape() {
        // Every pair of keys of a few ratings, elimination counts and shapes: a key said to
        // be beaten comes after the best in full.
        let shapes = [vec![0, 1, 1], vec![0, 0, 1, 2], vec![1, 2], vec![0]];
        let mut keys = Vec::new();
        for tenths in [40, 41, 43] {
            for most in [1, 2, 5] {
                for shape in &shapes {
                    keys.push((tenths, std::cmp::Reverse(most), shape.clone()));
                }
            }
        }
        let mut pruned = 0;
        for best in &keys {
            for key in &keys {
                if beaten(best, key.0, key.1) {
                    assert!(best < key, "{best:?} {key:?}");
                    pruned += 1;
                }
            }
        }
        assert!(pruned > 500, "{pruned}");
    }

    #[test]
    fn a_skyscraper_takes_the_digit_from_cells_seeing_both_ends() {
        // Rows 2 and 7 keep 4 only in columns 3 and 5 (row 2) and 3 and 6 (row 7). The two
        // cells of column 3 cannot both hold 4, so r2c5 or r7c6 does: 4 leaves r1c6 and r3c6
        // (box 2 and column 6) and r8c5 and r9c5 (column 5 and box 8).
        let c = rows_keeping(&[(1, &[2, 4]), (6, &[2, 5])]);
        let step = find(&c, 2, &Scope::ALL).unwrap();
        assert_eq!(step.technique, Technique::TurbotFish);
        assert_eq!(step.tenths(), 40);
        assert_eq!(eliminated(&step), "r1c6<>4, r3c6<>4, r8c5<>4, r9c5<>4");
        assert_eq!(step.units().collect::<Vec<_>>(), [1, 6, 11]);
    }

    #[test]
    fn links_that_share_no_unit_make_no_chain() {
        // Row 2 keeps 4 in columns 3 and 5, row 7 in columns 4 and 8: no end of one sees an
        // end of the other, and no other unit has two places or a grouped link.
        let c = rows_keeping(&[(1, &[2, 4]), (6, &[3, 7])]);
        assert_eq!(find(&c, 2, &Scope::ALL), None);
        assert_eq!(find(&c, 3, &Scope::ALL), None);
    }

    #[test]
    fn a_loop_takes_the_digit_from_every_weak_link() {
        // A puzzle Sukaku Explainer rates 5.7 for a grouped X-loop of three strong links on 6:
        // column 5, box 6 (grouped) and box 3, joined through row 6 and column 7, the ends
        // sharing a unit too. The loop's weak link in row 6 takes 6 from r6c4.
        let line =
            ".4..3..1..6.8.9.4....1.4...8..9.2..147.....823.......9..5.8.7..6...5...3..8...1..";
        let (c, step) = before(line, Technique::ThreeStrongLinks);
        let found = find(&c, 3, &Scope::ALL).unwrap();
        assert_eq!(found, step);
        assert_eq!(eliminated(&found), "r6c4<>6");
        assert_eq!(found.tenths(), 57);
        assert_eq!(found.units().collect::<Vec<_>>(), [13, 23, 20, 5, 15]);
    }

    /// Five rows keeping 4 in two places each, chained through columns: row 1 (c1, c4),
    /// row 4 (c4, c7), row 7 (c7, c3), row 9 (c3, c8) and row 5 (c8 and `last`).
    fn five_rows(last: usize) -> Candidates {
        rows_keeping(&[
            (0, &[0, 3]),
            (3, &[3, 6]),
            (6, &[6, 2]),
            (8, &[2, 7]),
            (4, &[7, last]),
        ])
    }

    #[test]
    fn five_strong_links_take_the_digit_from_cells_seeing_both_ends() {
        // Whichever end of each row holds 4, r1c1 or r5c2 does: 4 leaves r2c2 and r3c2 (box 1,
        // column 2) and r6c1 (column 1, box 4); r4c1 has no 4 (row 4 keeps it in c4 and c7).
        let step = find(&five_rows(1), 5, &Scope::ALL).unwrap();
        assert_eq!(step.technique, Technique::FiveStrongLinks);
        assert_eq!(step.tenths(), 62);
        assert_eq!(eliminated(&step), "r2c2<>4, r3c2<>4, r6c1<>4");
        assert_eq!(find(&five_rows(1), 4, &Scope::ALL), None);
    }

    #[test]
    fn five_strong_links_whose_ends_see_no_common_cell_take_nothing() {
        // With row 5's end in c9, the only cells seeing r1c1 and r5c9 are r1c9 and r5c1,
        // where the rows keep no 4.
        assert_eq!(find(&five_rows(8), 5, &Scope::ALL), None);
    }
}

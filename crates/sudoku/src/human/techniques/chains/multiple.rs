//! Forcing chains that follow every implication of an assumption at once (Sukaku
//! Explainer's nishio, multiple and dynamic forcing chains).
//!
//! For each unsolved cell (reading order) and each of its digits (up), the digit is assumed
//! on, then off, and everything that follows is propagated (see [`Net`]):
//! - a contradiction from "on" takes the digit out, from "off" places it;
//! - a candidate on (or off) both ways is on (or off): a double implication;
//! - a candidate on (or off) whichever place a digit takes in a unit: a region forcing chain;
//! - a candidate on (or off) whichever digit a cell takes: a cell forcing chain.
//!
//! Nishio follows one digit's unit links alone, dynamically, and looks for contradictions
//! only (7.5); multiple forcing chains follow every static link and look for cell and region
//! chains, from cells of three candidates or more (8.0); dynamic forcing chains all of it
//! (8.5). The complexity of a step is the number of candidates its chains rest on.

use super::marks::{Marks, in_order, units_of};
use super::net::{Net, Rules};
use super::told::record_nets;
use super::unary::{BY_CELL, BY_NOTHING, Cause};
use super::{Best, Cand, cand, difficulty, split};
use crate::human::candidates::Candidates;
use crate::human::step::{ChainKind, Detail, Step};
use crate::human::technique::Technique;
use crate::human::units::{bits, count};

/// Which of Sukaku Explainer's forcing chain rules.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mode {
    /// Nishio forcing chains (7.5).
    Nishio,
    /// Cell and region forcing chains, static (8.0).
    Multiple,
    /// Dynamic forcing chains (8.5) at Sukaku Explainer's level 0; at level 1 (9.0) the
    /// patterns of [`super::plus`] join the links: dynamic forcing chains (+); at levels 2
    /// (9.5) and 3 (10.0) the chains of [`super::nested`] join them; 4 to 7 are its level 4
    /// (10.5) with a nesting limit of 0 to 3 (dynamic chains of that level nested).
    Dynamic(u8),
}

impl Mode {
    fn base(self) -> f64 {
        match self {
            Mode::Nishio => 7.5,
            Mode::Multiple => 8.0,
            Mode::Dynamic(level) => 8.5 + 0.5 * f64::from(level.min(4)),
        }
    }

    fn technique(self) -> Technique {
        match self {
            Mode::Nishio => Technique::NishioChain,
            Mode::Multiple => Technique::MultipleChain,
            Mode::Dynamic(0) => Technique::DynamicChain,
            Mode::Dynamic(1) => Technique::DynamicChainPlus,
            Mode::Dynamic(2) => Technique::NestedForcingChain,
            Mode::Dynamic(3) => Technique::NestedMultipleChain,
            Mode::Dynamic(_) => Technique::NestedDynamicChain,
        }
    }

    fn rules(self) -> Rules {
        Rules {
            cells: self != Mode::Nishio,
            dynamic: self != Mode::Multiple,
            level: match self {
                Mode::Dynamic(level) => level,
                _ => 0,
            },
        }
    }

    fn is_dynamic(self) -> bool {
        matches!(self, Mode::Dynamic(_))
    }
}

/// The propagations from each candidate assumed on, made once and kept.
struct Nets<'a> {
    grid: &'a Marks,
    rules: Rules,
    on: Vec<Option<Box<Net>>>,
}

impl Nets<'_> {
    fn on(&mut self, c: Cand) -> &Net {
        let (grid, rules) = (self.grid, self.rules);
        self.on[usize::from(c)].get_or_insert_with(|| Net::follow(grid, c, true, rules))
    }
}

/// The first step of `mode` in Sukaku Explainer's order (see the module's documentation).
pub(crate) fn find(c: &Candidates, mode: Mode) -> Option<Step> {
    let grid = Marks::of(c);
    let mut steps = Steps {
        best: Best::default(),
    };
    each(&grid, mode, &mut steps);
    steps.best.take()
}

/// Offers every step of `mode` on `grid` to `sink`, in Sukaku Explainer's order.
pub(crate) fn each(grid: &Marks, mode: Mode, sink: &mut impl Sink) {
    let mut nets = Nets {
        grid,
        rules: mode.rules(),
        on: (0..729).map(|_| None).collect(),
    };
    let dynamic = mode != Mode::Multiple;
    for i in 0..81 {
        let n = count(grid.cells[i]);
        if n > 2 || (n > 1 && dynamic) {
            cell(grid, &mut nets, mode, i, sink);
        }
    }
    nets.on.into_iter().flatten().for_each(Net::recycle);
}

/// A step found: what it proves and the chains it rests on.
pub(crate) struct Found<'a> {
    /// The technique of the mode.
    pub(crate) technique: Technique,
    /// Its base rating.
    pub(crate) base: f64,
    /// Its kind of chain.
    pub(crate) kind: ChainKind,
    /// Sukaku Explainer's order of kinds on a tie.
    pub(crate) order: u8,
    /// The candidate it places (`on`) or takes out.
    pub(crate) target: Cand,
    /// True when it places the target.
    pub(crate) on: bool,
    /// The chains' ends.
    pub(crate) ends: &'a [(&'a Net, u32)],
    /// What makes the chains' starts a choice: the cell, the unit, or nothing (the two
    /// states of one candidate).
    pub(crate) start: Cause,
}

/// Where the steps found go.
pub(crate) trait Sink {
    /// Takes a step found on `grid`.
    fn found(&mut self, grid: &Marks, found: Found);
}

/// Keeps the easiest step (see [`Best`]).
struct Steps {
    best: Best,
}

impl Sink for Steps {
    fn found(&mut self, grid: &Marks, f: Found) {
        if !lower_beats(&self.best, f.base, f.ends, f.order) {
            return;
        }
        let k = complexity(f.ends);
        self.best.offer(difficulty(f.base, k), k, f.order, || {
            let step = step(f.technique, f.kind, f.target, f.on, f.ends);
            if f.kind == ChainKind::Contradiction {
                Some(step)
            } else {
                worth(grid, step)
            }
        });
    }
}

/// The steps from one cell's digits.
fn cell(grid: &Marks, nets: &mut Nets, mode: Mode, i: usize, sink: &mut impl Sink) {
    let n = count(grid.cells[i]);
    fn found<'a>(
        mode: Mode,
        kind: ChainKind,
        order: u8,
        target: Cand,
        on: bool,
        ends: &'a [(&'a Net, u32)],
    ) -> Found<'a> {
        Found {
            technique: mode.technique(),
            base: mode.base(),
            kind,
            order,
            target,
            on,
            ends,
            start: BY_NOTHING,
        }
    }
    for d0 in bits(grid.cells[i]) {
        let start = cand(i, d0);
        // Multiple forcing chains take no contradictions and no double implications: they
        // never read the assumption off.
        if mode != Mode::Multiple {
            let off = Net::follow(grid, start, false, nets.rules);
            let on = nets.on(start);
            if let Some((a, b)) = on.absurd {
                let ends = [(on, a), (on, b)];
                let f = found(mode, ChainKind::Contradiction, 7, start, false, &ends);
                sink.found(grid, f);
            }
            if let Some((a, b)) = off.absurd {
                let ends = [(&*off, a), (&*off, b)];
                let f = found(mode, ChainKind::Contradiction, 7, start, true, &ends);
                sink.found(grid, f);
            }
            if n >= 3 && mode.is_dynamic() {
                for state in [true, false] {
                    for a in on.reached(state) {
                        let target = on.node(a).cand;
                        let b = if state {
                            off.on(target)
                        } else {
                            off.off(target)
                        };
                        if let Some(b) = b {
                            let ends = [(on, a), (&*off, b)];
                            let f = found(mode, ChainKind::Double, 1, target, state, &ends);
                            sink.found(grid, f);
                        }
                    }
                }
            }
            Net::recycle(off);
        }
        if mode != Mode::Nishio {
            regions(grid, nets, mode, i, d0, sink);
        }
    }
    if mode != Mode::Nishio {
        let digits: Vec<Cand> = bits(grid.cells[i]).map(|d0| cand(i, d0)).collect();
        reduce(grid, nets, &digits, mode, ChainKind::Cell, BY_CELL, sink);
    }
}

/// The region forcing chains of digit `d0` from cell `i`: in each unit of the cell where the
/// cell is the digit's first place (and the digit has two places, or more for multiple
/// chains).
fn regions(grid: &Marks, nets: &mut Nets, mode: Mode, i: usize, d0: usize, sink: &mut impl Sink) {
    for u in units_of(i) {
        let places = grid.in_unit(u, d0);
        let n = places.count_ones();
        if n < 2 || in_order(u, places).next() != Some(i) {
            continue;
        }
        let starts: Vec<Cand> = in_order(u, places).map(|j| cand(j, d0)).collect();
        reduce(
            grid,
            nets,
            &starts,
            mode,
            ChainKind::Region,
            u as Cause,
            sink,
        );
    }
}

/// The candidates every branch from `starts` turns on (or off), in the first branch's order,
/// as steps.
fn reduce(
    grid: &Marks,
    nets: &mut Nets,
    starts: &[Cand],
    mode: Mode,
    kind: ChainKind,
    start: Cause,
    sink: &mut impl Sink,
) {
    for &c in starts {
        nets.on(c);
    }
    let branches: Vec<&Net> = starts
        .iter()
        .map(|&c| &**nets.on[usize::from(c)].as_ref().expect("made above"))
        .collect();
    let order = if kind == ChainKind::Cell { 5 } else { 6 };
    // Each branch's end at the candidate at hand (one list for all: this runs for every
    // candidate the first branch reaches).
    let mut ends: Vec<(&Net, u32)> = Vec::with_capacity(branches.len());
    for state in [true, false] {
        'targets: for a in branches[0].reached(state) {
            let target = branches[0].node(a).cand;
            ends.clear();
            for &net in &branches {
                let n = if state {
                    net.on(target)
                } else {
                    net.off(target)
                };
                match n {
                    Some(n) => ends.push((net, n)),
                    None => continue 'targets,
                }
            }
            let f = Found {
                technique: mode.technique(),
                base: mode.base(),
                kind,
                order,
                target,
                on: state,
                ends: &ends,
                start,
            };
            sink.found(grid, f);
        }
    }
}

/// True when a step resting on the chains to `ends` could come before the best so far, by
/// the least complexity the chains can have.
fn lower_beats(best: &Best, base: f64, ends: &[(&Net, u32)], kind: u8) -> bool {
    let k: usize = ends
        .iter()
        .map(|(net, n)| usize::from(net.node(*n).lower))
        .sum();
    best.beats(difficulty(base, k), k, kind)
}

/// Sukaku Explainer's complexity of a step resting on the chains to `ends`: the candidates
/// each passes through, and the complexity of each chain nested in them, once.
fn complexity(ends: &[(&Net, u32)]) -> usize {
    let mut seen = Vec::new();
    ends.iter()
        .map(|&(net, n)| net.ancestors(n) + net.nested_complexity(n, &mut seen))
        .sum()
}

/// The step, unless it changes nothing (Sukaku Explainer leaves out a placement in a cell
/// with nothing else left).
fn worth(grid: &Marks, step: Step) -> Option<Step> {
    let placed = step.placed().is_some_and(|(i, _)| count(grid.cells[i]) > 1);
    (placed || step.eliminated().len() > 0).then_some(step)
}

/// A step that places `target` (`on`: the cell's other digits go with it) or takes it out,
/// resting on the chains to `ends` (each recorded, from its assumption).
fn step(
    technique: Technique,
    kind: ChainKind,
    target: Cand,
    on: bool,
    ends: &[(&Net, u32)],
) -> Step {
    let (i, d0) = split(target);
    let mut step = Step::new(technique, 1 << d0);
    step.detail = Detail::Chain(kind);
    if on {
        step = step.place(i, d0 as u8 + 1);
    } else {
        step.eliminate(i, d0 as u8 + 1);
    }
    record_nets(&mut step, ends);
    step
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::human::step::apply;
    use crate::human::techniques::tests::{before, eliminated};

    /// The first step of `technique` in a puzzle, found again by `mode` on the position
    /// before it.
    fn first(line: &str, technique: Technique, mode: Mode) -> (Candidates, Step) {
        let (c, step) = before(line, technique);
        assert_eq!(find(&c, mode), Some(step));
        (c, step)
    }

    #[test]
    fn a_nishio_chain_takes_out_an_assumption_that_contradicts_itself() {
        // Sukaku Explainer: "7.7 Nishio Forcing Chain: r1c3.4 on ==> r8c5.4 both on & off":
        // both chains, to r8c5 on and to r8c5 off.
        let (_, step) = first(
            ".3.....6.1..9.3..8..62..3...1..9.74....8.2....93.7..5...8..12..5..6.8..7.7.....8.",
            Technique::NishioChain,
            Mode::Nishio,
        );
        assert_eq!(eliminated(&step), "r1c3<>4");
        assert_eq!(step.tenths(), 77);
        assert_eq!(step.detail, Detail::Chain(ChainKind::Contradiction));
        assert_eq!(
            step.to_string(),
            "nishio chain: r1c3<>4 ((4)r1c3-r2c2=r2c7-r8c7=(4)r8c5; (4)r1c3-r1c4=r9c4-(4)r8c5)"
        );
    }

    #[test]
    fn a_region_forcing_chain_and_no_nishio_before_it() {
        // Sukaku Explainer: "8.0 Nishio Forcing Chain: r3c4.1 on", then "8.3 Region Forcing
        // Chains: 7 in block ==> r8c5.7 off" where its nishio found nothing more.
        let line =
            "2..7..1.59.....8....3.5..2......9.36...2.4...34.5......3..4.2....5.....88.2..5..9";
        let (_, nishio) = first(line, Technique::NishioChain, Mode::Nishio);
        assert_eq!(
            (eliminated(&nishio).as_str(), nishio.tenths()),
            ("r3c4<>1", 80)
        );
        let (c, step) = first(line, Technique::MultipleChain, Mode::Multiple);
        assert_eq!(eliminated(&step), "r8c5<>7");
        assert_eq!(step.tenths(), 83);
        assert_eq!(step.detail, Detail::Chain(ChainKind::Region));
        assert_eq!(find(&c, Mode::Nishio), None);
        // Its next step, by the same rule: "8.3 Region Forcing Chains: 7 in column ==> r8c5.6
        // off".
        let mut after = c;
        apply(&mut after, &step);
        let next = find(&after, Mode::Multiple).unwrap();
        assert_eq!((eliminated(&next).as_str(), next.tenths()), ("r8c5<>6", 83));
    }

    #[test]
    fn a_cell_forcing_chain() {
        // Sukaku Explainer: "8.3 Cell Forcing Chains: r4c1 ==> r6c1.2 off".
        let (_, step) = first(
            "7...5...1.61....8....3...2....1.63..1...7...5..95.8....1...5....7....95.5...4...2",
            Technique::MultipleChain,
            Mode::Multiple,
        );
        assert_eq!(eliminated(&step), "r6c1<>2");
        assert_eq!(step.tenths(), 83);
        assert_eq!(step.detail, Detail::Chain(ChainKind::Cell));
        assert_eq!(step.links().next(), Some((27, 2, true)));
    }

    #[test]
    fn a_dynamic_contradiction_where_no_static_chain_is_left() {
        // Sukaku Explainer: "9.1 Contradiction Forcing Chain: r1c8.8 on ==> r3c4.9 both on &
        // off", after its multiple forcing chains found nothing.
        let puzzle = crate::formats::parse_line(
            "7..6......9...36..3...8..5..591...2.....5.....1...957..8..2...1..47...6......4..3",
        )
        .unwrap();
        let mut c = Candidates::from_grid(&puzzle);
        let mut found = None;
        for step in crate::human::solve(&puzzle).steps {
            if step.technique == Technique::DynamicChain && eliminated(&step) == "r1c8<>8" {
                found = Some(step);
                break;
            }
            apply(&mut c, &step);
        }
        let step = found.expect("the step");
        assert_eq!(find(&c, Mode::Dynamic(0)), Some(step));
        assert_eq!(step.tenths(), 91);
        assert_eq!(step.detail, Detail::Chain(ChainKind::Contradiction));
        assert_eq!(step.links().last(), Some((21, 9, true)));
        assert_eq!(find(&c, Mode::Multiple), None);
        assert_eq!(find(&c, Mode::Nishio), None);
    }

    /// A puzzle of the forum's hardest list whose first step Sukaku Explainer takes with its
    /// dynamic forcing chains (+).
    const NEEDS_A_PATTERN: &str =
        "98.7..6..7..6..5....5.4....8.75..9...5.....3......2..51....6....7.1...96....871..";

    #[test]
    fn a_dynamic_chain_plus_follows_the_patterns_where_the_links_run_out() {
        // Sukaku Explainer: "10.1 Dynamic Contradiction Forcing Chains (+): r6c5.9 on ==>
        // r3c4.2 both on & off", where its dynamic forcing chains find nothing.
        let c = Candidates::from_grid(&crate::formats::parse_line(NEEDS_A_PATTERN).unwrap());
        assert_eq!(find(&c, Mode::Dynamic(0)), None);
        let step = find(&c, Mode::Dynamic(1)).unwrap();
        assert_eq!(step.technique, Technique::DynamicChainPlus);
        assert_eq!(eliminated(&step), "r6c5<>9");
        assert_eq!(step.tenths(), 101);
        assert_eq!(step.detail, Detail::Chain(ChainKind::Contradiction));
        assert_eq!(step.links().next(), Some((49, 9, true)));
    }

    #[test]
    fn no_dynamic_chain_plus_where_explainer_needs_nested_chains() {
        // The position after that step's elimination: Sukaku Explainer's dynamic forcing
        // chains (+) find nothing there (its next step, 10.7, nests forcing chains).
        let marks = super::super::AFTER_THE_FIRST_PLUS_STEP.concat();
        let c = Candidates::from_marks(&crate::formats::parse_marks(&marks).unwrap());
        assert_eq!(find(&c, Mode::Dynamic(1)), None);
    }

    #[test]
    fn a_double_dynamic_chain_plus() {
        // The 77th puzzle of top1465, where Sukaku Explainer takes eight steps with its
        // dynamic forcing chains (+) (all of them the same here); at its fifth: "9.8 Dynamic
        // Double Forcing Chains (+): r1c6.2 on & off ==> r8c4.2 off".
        let marks = [
            "......7..1......89.....6.8.12...6..91.3.56..9.23.56..9...4.....12..5....123......",
            "1..456..9.2..........456...1..4....9......7....345...91...56..........8.1.3......",
            "1..456...1..45......3.......2.4.6...1...56..........8.12...67..12..5.7..........9",
            ".2.4...89...4..789.2.4..78.....5....1....6.89...4.6.....3......12.4..7..12.4..78.",
            "..3.5..8......6......45.7..1......8..2.........34.....1...5.78.........91..4..78.",
            ".2345..89...45..891...........4...89..3.....9......7...2..5..8..2.45.........6...",
            "12..56.8.1...5.78..2..5678...3..........56.8..2..5............912.4..7..12.4..78.",
            "12..5..8...3.......2..5.78..2....789...4......2..5...912....78......6...12....78.",
            ".2.4.6.8....4..78.........9.2...678......6.8.1.........2....78...3..........5....",
        ]
        .concat();
        let c = Candidates::from_marks(&crate::formats::parse_marks(&marks).unwrap());
        assert_eq!(find(&c, Mode::Dynamic(0)), None);
        let step = find(&c, Mode::Dynamic(1)).unwrap();
        assert_eq!(eliminated(&step), "r8c4<>2");
        assert_eq!(step.tenths(), 98);
        assert_eq!(step.detail, Detail::Chain(ChainKind::Double));
    }

    #[test]
    fn an_open_grid_has_no_forcing_chain() {
        // Nothing is forced on an open grid: no contradiction, nothing every digit of a cell
        // or every place of a digit implies.
        for mode in [
            Mode::Nishio,
            Mode::Multiple,
            Mode::Dynamic(0),
            Mode::Dynamic(1),
        ] {
            assert_eq!(find(&Candidates::new(), mode), None);
        }
    }
}

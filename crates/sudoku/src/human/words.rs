//! A step told in words, for the tutorial's status line: "Hidden single: 5 can only go in
//! r3c7 within box 3". Each technique's declaration names the function below that tells its
//! steps.

use super::notation::{aligned_size, cell_list, digit_list, digit_set, wing_cell};
use super::step::{ChainKind, Detail, Step};
use super::technique::Technique;
use super::units::unit_name;
use crate::board::CellName;
use crate::text::capitalized;

/// How many fish lines a fish of this technique has (its base lines, as many cover lines).
fn fish_size(t: Technique) -> usize {
    match t {
        Technique::XWing => 2,
        Technique::Swordfish => 3,
        _ => 4,
    }
}

/// Units by name: `row 1, row 5`.
fn unit_list(units: &[usize]) -> String {
    units
        .iter()
        .map(|&u| unit_name(u))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The step's `k`th unit by name, or nothing.
fn unit(step: &Step, k: usize) -> String {
    step.units().nth(k).map_or_else(String::new, unit_name)
}

/// The cells that lose candidates, each once, in reading order.
fn gone(step: &Step) -> String {
    let mut gone: Vec<usize> = step.eliminated().map(|(i, _)| i).collect();
    gone.sort_unstable();
    gone.dedup();
    cell_list(gone.into_iter())
}

/// The digit placed and where: `5 in r3c7`, and `(5, r3c7)` for the words.
fn placed(step: &Step) -> (u8, CellName) {
    let (i, d) = step.placed().unwrap_or_default();
    (d, CellName(i))
}

/// Full house: `r3c7 is the last empty cell of box 3, so it takes 5`.
pub(super) fn full_house(step: &Step) -> String {
    let (d, cell) = placed(step);
    format!(
        "{cell} is the last empty cell of {}, so it takes {d}",
        unit(step, 0)
    )
}

/// Hidden single: `5 can only go in r3c7 within box 3`.
pub(super) fn hidden_single(step: &Step) -> String {
    let (d, cell) = placed(step);
    format!("{d} can only go in {cell} within {}", unit(step, 0))
}

/// Naked single: `r3c7 can only be 5`.
pub(super) fn naked_single(step: &Step) -> String {
    let (d, cell) = placed(step);
    format!("{cell} can only be {d}")
}

/// Pointing and claiming: the unit, the line or box it locks the digit in, what leaves.
pub(super) fn locking(step: &Step) -> String {
    format!(
        "in {}, {} lies only in {}, so it leaves the rest of {}: {}",
        unit(step, 0),
        digit_list(step.digits),
        unit(step, 1),
        unit(step, 1),
        gone(step)
    )
}

/// Direct pointing and claiming: the lock, then the single it leaves.
pub(super) fn direct_locking(step: &Step) -> String {
    let (d, cell) = placed(step);
    format!(
        "in {}, {d} lies only in {}, so within {} it can only go in {cell}",
        unit(step, 0),
        unit(step, 1),
        unit(step, 2)
    )
}

/// Naked subsets: the cells, their digits, what leaves.
pub(super) fn naked_subset(step: &Step) -> String {
    format!(
        "{} hold only {} between them, so those leave the rest of {}: {}",
        cell_list(step.cells()),
        digit_list(step.digits),
        unit(step, 0),
        gone(step)
    )
}

/// Hidden subsets: the digits, their cells.
pub(super) fn hidden_subset(step: &Step) -> String {
    format!(
        "in {}, {} can only go in {}, so those cells lose their other candidates",
        unit(step, 0),
        digit_list(step.digits),
        cell_list(step.cells())
    )
}

/// Direct hidden subsets: the subset, then the single it leaves.
pub(super) fn direct_hidden_subset(step: &Step) -> String {
    let (d, cell) = placed(step);
    format!(
        "in {}, {} can only go in {}, so {d} can only go in {cell}",
        unit(step, 0),
        digit_list(step.digits),
        cell_list(step.cells())
    )
}

/// Fish: the base lines, the cover lines, what leaves.
pub(super) fn fish(step: &Step) -> String {
    let units: Vec<usize> = step.units().collect();
    let n = fish_size(step.technique).min(units.len());
    format!(
        "{} in {} lies only in {}, so it leaves the rest of those: {}",
        digit_list(step.digits),
        unit_list(&units[..n]),
        unit_list(&units[n..]),
        gone(step)
    )
}

/// XY- and XYZ-wings: the pivot, the pincers, what leaves.
pub(super) fn wing(step: &Step) -> String {
    let c: Vec<usize> = step.cells().collect();
    let z = step.eliminated().next().map_or(0, |(_, d)| d);
    format!(
        "pivot {} {} with pincers {} {} and {} {}: one of them is {z}, so {z} leaves {}",
        CellName(c[0]),
        digit_set(wing_cell(step, 0)),
        CellName(c[1]),
        digit_set(wing_cell(step, 1)),
        CellName(c[2]),
        digit_set(wing_cell(step, 2)),
        gone(step)
    )
}

/// Strong links: the links' units, the chain's two ends, what leaves.
pub(super) fn strong_links(step: &Step) -> String {
    let units: Vec<usize> = step.units().collect();
    let links = units.len().div_ceil(2);
    let cells: Vec<usize> = step.cells().collect();
    let d = digit_list(step.digits);
    format!(
        "{d} has two places (or two groups) in each of {}, chained through {}: one end, {} or {}, holds {d}, so it leaves {}",
        unit_list(&units[..links]),
        unit_list(&units[links..]),
        CellName(cells.first().copied().unwrap_or_default()),
        CellName(cells.last().copied().unwrap_or_default()),
        gone(step)
    )
}

/// An ALS wing: the set, its digits, the outside cell, what leaves.
pub(super) fn als_wing(step: &Step) -> String {
    let cells: Vec<usize> = step.cells().collect();
    let (set, outside) = cells.split_at(cells.len().saturating_sub(1));
    let pair = outside.first().copied().unwrap_or_default();
    format!(
        "{} hold {} (a digit more than cells); {} sees each holding one of its digits: so {}",
        cell_list(set.iter().copied()),
        digit_list(step.digits),
        CellName(pair),
        eliminations(step)
    )
}

/// An aligned exclusion: the set, the cells it sees, what leaves.
pub(super) fn aligned(step: &Step) -> String {
    let cells: Vec<usize> = step.cells().collect();
    let (set, excluders) = cells.split_at(aligned_size(step).min(cells.len()));
    format!(
        "{} see {}; filling them with these empties one of those or repeats a digit: {}",
        cell_list(set.iter().copied()),
        cell_list(excluders.iter().copied()),
        eliminations(step)
    )
}

/// A BUG: its cells, their extra digits, what leaves.
pub(super) fn bug(step: &Step) -> String {
    format!(
        "without {} in {}, every cell would have two candidates and every digit two places in each unit, and the puzzle two solutions; so {}",
        digit_list(step.digits),
        cell_list(step.cells()),
        eliminations(step)
    )
}

/// A unique loop: its cells, its digits, what leaves.
pub(super) fn unique_loop(step: &Step) -> String {
    let d = digit_list(step.digits);
    format!(
        "if {} held only {d}, they could swap them and the puzzle would have two solutions; so the loop must be broken: {}",
        cell_list(step.cells()),
        eliminations(step)
    )
}

/// What a step takes out, each cell once: `1, 2 leave r2c4`.
fn eliminations(step: &Step) -> String {
    let digits = step.eliminated().fold(0u16, |m, (_, d)| m | 1 << (d - 1));
    let verb = if digits.count_ones() == 1 {
        "leaves"
    } else {
        "leave"
    };
    format!("{} {verb} {}", digit_list(digits), gone(step))
}

/// Nishio: the assumption and the contradiction it met.
pub(super) fn nishio(step: &Step) -> String {
    let (i, d) = step.eliminated().next().unwrap_or_default();
    let why = match step.detail {
        Detail::Contradiction(c) => c.to_string(),
        _ => "a contradiction follows".to_string(),
    };
    format!(
        "if {} were {d}, {why}; so {d} leaves {}",
        CellName(i),
        CellName(i)
    )
}

/// A chain: what kind, where it starts and what it shows.
pub(super) fn chain(step: &Step) -> String {
    let Some((i, d, on)) = step.links().next() else {
        return eliminations(step);
    };
    let start = format!("{} {} {d}", CellName(i), if on { "is" } else { "is not" });
    let kind = match step.detail {
        Detail::Chain(kind) => kind,
        _ => ChainKind::Contradiction,
    };
    let why = match kind {
        ChainKind::XCycle => "an X-cycle, one digit's links alternating on and off".to_string(),
        ChainKind::YCycle => "a Y-cycle, two-digit cells alternating on and off".to_string(),
        ChainKind::Cycle => "a cycle of links alternating on and off".to_string(),
        ChainKind::XForcing | ChainKind::Forcing => {
            format!("if {start}, the links lead back to its opposite")
        }
        ChainKind::Contradiction => format!("if {start}, a contradiction follows"),
        ChainKind::Double => format!("whether or not {start}, the same follows"),
        ChainKind::Cell => format!("whichever digit {} takes, the same follows", CellName(i)),
        ChainKind::Region => format!("wherever {d} goes in the unit, the same follows"),
    };
    let shows = match step.placed() {
        Some((j, e)) => format!("{why}; so {e} goes in {}", CellName(j)),
        None => format!(
            "{why}; so {}",
            by_digit(&step.eliminated().collect::<Vec<_>>())
        ),
    };
    format!("{shows}{}", nested(step))
}

/// What a step takes out, digit by digit: `5 leaves r3c1, r3c5; 2 leaves r6c2`.
fn by_digit(gone: &[(usize, u8)]) -> String {
    let mut digits: Vec<u8> = Vec::new();
    for &(_, d) in gone {
        if !digits.contains(&d) {
            digits.push(d);
        }
    }
    digits
        .iter()
        .map(|&d| {
            let cells = cell_list(gone.iter().filter(|&&(_, e)| e == d).map(|&(i, _)| i));
            format!("{d} leaves {cells}")
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// The chains nested in a step's links, after what it shows: `. Each [n] is a nested chain:
/// [1] a forcing chain shows 1 leaves r3c2 once 4 left r4c2, r5c1; [2] ...`; and what a link
/// marked `[+]` rests on. Nothing for a step without.
fn nested(step: &Step) -> String {
    let count = step.nested_count();
    let mut told: Vec<String> = (1..=count).map(|n| nested_chain(step, n)).collect();
    let by_rule = (0..step.branch_count())
        .flat_map(|k| step.branch_nested(k))
        .any(|by| by == Step::UNWRITTEN);
    if by_rule {
        told.push(
            "[+] is locked candidates, a pair or an X-wing (or a deeper chain) where the links ran out"
                .to_string(),
        );
    }
    match count {
        0 if told.is_empty() => String::new(),
        0 => format!(". {}", told.join("; ")),
        1 => format!(". [1] is a nested chain: {}", told.join("; ")),
        _ => format!(". Each [n] is a nested chain: {}", told.join("; ")),
    }
}

/// Nested chain `n` in words: `[1] a forcing chain shows 1 leaves r3c2 once r4c2 lost 3, 4,
/// 6 and r5c1 lost 4` (what it shows, then the candidates gone it rests on by cell, or by
/// digit when that makes fewer groups: `once 9 left r2c3, r1c8, r5c8`).
fn nested_chain(step: &Step, n: usize) -> String {
    let mut digits: Vec<(u8, Vec<usize>)> = Vec::new();
    for (i, d) in step.nested_causes(n) {
        match digits.iter_mut().find(|(e, _)| *e == d) {
            Some((_, cells)) => cells.push(i),
            None => digits.push((d, vec![i])),
        }
    }
    let cells = step.nested_lost(n);
    let groups: Vec<String> = if cells.len() < digits.len() {
        cells
            .into_iter()
            .map(|(i, digits)| format!("{} lost {}", CellName(i), digit_list(digits)))
            .collect()
    } else {
        digits
            .into_iter()
            .map(|(d, cells)| format!("{d} left {}", cell_list(cells.into_iter())))
            .collect()
    };
    let once = if groups.is_empty() {
        String::new()
    } else {
        format!(" once {}", groups.join(" and "))
    };
    format!(
        "[{n}] {} shows {}{once}",
        nested_kind(step, n),
        by_digit(&step.nested_gone(n))
    )
}

/// What kind of chain nested chain `n` is, from its chains' ends: a forcing chain (from a
/// candidate to its opposite), a cycle, a contradiction or a double chain (two from one
/// candidate), a cell or a region chain (one from each digit of a cell, or place of a
/// digit).
fn nested_kind(step: &Step, n: usize) -> &'static str {
    type End = (usize, u8, bool);
    let ends: Vec<(End, End)> = step
        .nested_branches(n)
        .filter_map(|k| Some((step.branch_links(k).next()?, step.branch_links(k).last()?)))
        .collect();
    match ends.as_slice() {
        [((i, d, on), (j, e, end))] if (i, d) == (j, e) && on != end => "a forcing chain",
        [((i, d, _), (j, e, _))] if (i, d) == (j, e) => "a cycle",
        [(a, _), (b, _)] if (a.0, a.1) == (b.0, b.1) && a.2 != b.2 => "a double chain",
        [(a, _), (b, _)] if a == b => "a contradiction",
        [(a, _), rest @ ..] if rest.iter().all(|(b, _)| b.0 == a.0) => "a cell chain",
        [(a, _), rest @ ..] if rest.iter().all(|(b, _)| b.1 == a.1) => "a region chain",
        _ => "a chain",
    }
}

/// What the nishio and guess steps say: they come only where every chain, nested as deep as
/// Sukaku Explainer nests them, found nothing, where Sukaku Explainer cannot rate the puzzle.
pub(super) const STAND_IN: &str =
    "no chain Sukaku Explainer rates finds a step here, nested ones included";

/// A guess: the candidate tried and what the search found.
pub(super) fn guess(step: &Step) -> String {
    let digits = digit_list(step.digits);
    match (step.placed(), step.eliminated().next()) {
        (Some((i, d)), _) => format!(
            "{} has {digits}; try {d}: a search finds a solution with it, so {d} goes there",
            CellName(i)
        ),
        (None, Some((i, d))) => format!(
            "{} has {digits}; try {d}: a search finds no solution with it, so {d} leaves it",
            CellName(i)
        ),
        (None, None) => String::new(),
    }
}

impl Step {
    /// What the step did and why, in words.
    pub fn words(&self) -> String {
        let name = capitalized(self.technique.name());
        format!("{name}: {}", (self.technique.declaration().words)(self))
    }
}

#[cfg(test)]
mod tests {
    use crate::formats::parse_line;
    use crate::human::candidates::Candidates;
    use crate::human::step::Step;
    use crate::human::{Detail, Technique, solve};

    #[test]
    fn a_guess_and_a_nishio_say_no_chain_finds_a_step() {
        // They come after the nested chains, where Sukaku Explainer rates nothing; their
        // words say so: a guess on the Golden Nugget's first position (which the chains do
        // take), and a nishio step taking 1 out of r1c1.
        let nugget = parse_line(
            ".......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7.....",
        )
        .unwrap();
        let c = Candidates::from_grid(&nugget);
        let guess = crate::human::techniques::guess::find(&c).unwrap();
        let mut nishio = Step::new(Technique::Nishio, 1);
        nishio.eliminate(0, 1);
        let steps = [guess, nishio];
        for step in steps {
            assert!(
                step.words().ends_with(
                    "(no chain Sukaku Explainer rates finds a step here, nested ones included)"
                ),
                "{}",
                step.words()
            );
        }
        assert_eq!(
            steps.map(|s| s.technique),
            [Technique::Guess, Technique::Nishio]
        );
    }

    #[test]
    fn steps_in_words() {
        // Project Euler's first Sudoku begins with a hidden single (see the notation's test).
        let easy = parse_line(
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
        )
        .unwrap();
        let steps = solve(&easy).steps;
        assert_eq!(
            steps[0].words(),
            "Hidden single: 6 can only go in r2c2 within box 1"
        );
        // The first puzzle of top1465: its first pointing step, and a chain.
        let hard = parse_line(
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
        )
        .unwrap();
        let steps = solve(&hard).steps;
        let pointing = steps
            .iter()
            .find(|s| s.technique == Technique::Pointing)
            .unwrap();
        assert_eq!(
            pointing.words(),
            "Pointing: in box 7, 1 lies only in column 2, so it leaves the rest of column 2: r1c2, r2c2, r4c2"
        );
        let chain = steps
            .iter()
            .find(|s| matches!(s.detail, Detail::Chain(_)))
            .unwrap();
        let words = chain.words();
        assert!(
            words.contains(", a contradiction follows; so ")
                || words.contains(", the same follows; so ")
                || words.contains(" lead back to its opposite; so "),
            "{words}"
        );
        // Every step of both has words naming its technique.
        for step in solve(&hard).steps.iter().chain(&solve(&easy).steps) {
            let words = step.words();
            let name = step.technique.name();
            assert!(
                words.to_lowercase().starts_with(&format!("{name}: ")),
                "{words}"
            );
        }
    }

    #[test]
    fn each_cell_a_step_takes_candidates_from_is_named_once() {
        // The first puzzle of top1465 has naked pairs that take two digits out of one cell.
        let hard = parse_line(
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
        )
        .unwrap();
        let mut twice = 0;
        let steps = solve(&hard).steps;
        // Nishio and the chains name their first cell twice on purpose ("if r4c4 were 3, ...
        // so 3 leaves r4c4").
        for step in steps
            .into_iter()
            .filter(|s| s.technique != Technique::Nishio && !matches!(s.detail, Detail::Chain(_)))
        {
            let cells: Vec<usize> = step.eliminated().map(|(i, _)| i).collect();
            let mut unique = cells.clone();
            unique.sort_unstable();
            unique.dedup();
            twice += usize::from(unique.len() < cells.len());
            let words = step.words();
            for i in unique {
                let name = crate::board::CellName(i).to_string();
                let listed = words.rsplit(':').next().unwrap();
                assert!(listed.matches(&name).count() <= 1, "{words}");
            }
        }
        assert!(twice > 0, "some step takes two candidates out of one cell");
    }
}

//! Steps in the notation players use: `hidden single: r3c7=5 (box 3)`,
//! `pointing: r5c4<>4, r5c5<>4 (box 4, row 5)`. Each technique's declaration names the
//! function below that tells what its steps rest on.

use std::fmt;

use super::candidates::Contradiction;
use super::step::{Detail, Step};
use super::technique::Technique;
use super::units::{bits, unit_name};
use crate::board::CellName;
use crate::text::{Piece, joined};

/// Digits as `3, 7`.
pub(super) fn digit_list(mask: u16) -> String {
    bits(mask)
        .map(|d| (d + 1).to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Digits as `{3,7}`.
pub(super) fn digit_set(mask: u16) -> String {
    let digits: Vec<String> = bits(mask).map(|d| (d + 1).to_string()).collect();
    format!("{{{}}}", digits.join(","))
}

/// Cells as `r1c1, r1c4`.
pub(super) fn cell_list(cells: impl Iterator<Item = usize>) -> String {
    cells
        .map(|i| CellName(i).to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The candidates of cell `k` of a wing (pivot, then the pincer with the lower other digit,
/// then the other), from the wing's digits and the digit it eliminates.
pub(super) fn wing_cell(step: &Step, k: usize) -> u16 {
    let z = step.eliminated().next().map_or(0, |(_, d)| 1 << (d - 1));
    let others = step.digits & !z;
    let (x, y) = (others & others.wrapping_neg(), others & (others - 1));
    match (k, step.technique) {
        (0, Technique::XyWing) => others,
        (0, _) => step.digits,
        (1, _) => x | z,
        _ => y | z,
    }
}

/// The step's units: `box 4, row 5`.
pub(super) fn units(step: &Step) -> String {
    step.units().map(unit_name).collect::<Vec<_>>().join(", ")
}

/// Nothing: the effect says it all (a naked single).
pub(super) fn nothing(_: &Step) -> String {
    String::new()
}

/// A naked subset: `row 1; r1c1, r1c4 hold 3, 7`.
pub(super) fn naked_subset(step: &Step) -> String {
    let cells = cell_list(step.cells());
    format!("{}; {cells} hold {}", units(step), digit_list(step.digits))
}

/// A hidden subset: `row 1; 3, 7 only in r1c1, r1c4`.
pub(super) fn hidden_subset(step: &Step) -> String {
    let cells = cell_list(step.cells());
    format!(
        "{}; {} only in {cells}",
        units(step),
        digit_list(step.digits)
    )
}

/// A wing: `pivot r1c1 {1,2}, pincers r1c5 {1,3}, r4c1 {2,3}`.
pub(super) fn wing(step: &Step) -> String {
    let cells: Vec<usize> = step.cells().collect();
    let set = |k: usize| digit_set(wing_cell(step, k));
    format!(
        "pivot {} {}, pincers {} {}, {} {}",
        CellName(cells[0]),
        set(0),
        CellName(cells[1]),
        set(1),
        CellName(cells[2]),
        set(2)
    )
}

/// A unique loop: `{1,2} in r1c1, r1c4, r2c4, r2c1`.
pub(super) fn loop_cells(step: &Step) -> String {
    format!("{} in {}", digit_set(step.digits), cell_list(step.cells()))
}

/// An ALS wing: `r1c1, r1c2, r1c3 hold 1, 2, 3, 4; r5c1 {1,3}`.
pub(super) fn als_wing(step: &Step) -> String {
    let cells: Vec<usize> = step.cells().collect();
    let (set, outside) = cells.split_at(cells.len().saturating_sub(1));
    let pair = outside.first().copied().unwrap_or_default();
    format!(
        "{} hold {}; {}",
        cell_list(set.iter().copied()),
        digit_list(step.digits),
        CellName(pair)
    )
}

/// How many of an aligned exclusion's cells are its set (the rest are its excluders).
pub(super) fn aligned_size(step: &Step) -> usize {
    if step.technique == Technique::AlignedPairExclusion {
        2
    } else {
        3
    }
}

/// An aligned exclusion: `r4c4, r5c4; excluders r1c4, r6c5`.
pub(super) fn aligned(step: &Step) -> String {
    let cells: Vec<usize> = step.cells().collect();
    let (set, excluders) = cells.split_at(aligned_size(step).min(cells.len()));
    format!(
        "{}; excluders {}",
        cell_list(set.iter().copied()),
        cell_list(excluders.iter().copied())
    )
}

/// Nishio: `if r4c4=3, r4c9 is empty`.
pub(super) fn nishio(step: &Step) -> String {
    let (i, d) = step.eliminated().next().unwrap_or_default();
    match step.detail {
        Detail::Contradiction(c) => format!("if {}={d}, {}", CellName(i), c),
        _ => format!("if {}={d}, {}", CellName(i), Contradiction::Clash),
    }
}

/// A chain step's chains in Eureka notation: `(4)r2c3=r7c3-r7c8=(4)r1c8`, several separated by
/// `; `, then the chains nested in them (see [`Step::eureka`]).
pub(super) fn chain(step: &Step) -> String {
    let mut chains = step.chains();
    chains.extend(step.nested_chains());
    chains.join("; ")
}

/// A candidate of a chain: (cell, digit, on, the nested chain that turned it off or 0).
type Written = (usize, u8, bool, u8);

/// One chain in Eureka notation, a piece per candidate: a strong link `=` from a candidate
/// off to one on, a weak link `-` from one on to one off; a digit is written where it
/// changes (and at both ends); `...` ends a chain cut short. A candidate a nested chain
/// turned off names it after the link's sign (`-[2](7)r6c9`), `[+]` one that a pattern or a
/// chain not written out did.
fn chain_pieces(links: &[Written], cut: bool) -> Vec<Piece> {
    let last = links.len().saturating_sub(1);
    let mut pieces: Vec<Piece> = links
        .iter()
        .enumerate()
        .map(|(k, &(i, d, on, by))| {
            let mut text = String::new();
            if k > 0 {
                text.push(if on { '=' } else { '-' });
            }
            match by {
                0 => {}
                Step::UNWRITTEN => text.push_str("[+]"),
                n => text.push_str(&format!("[{n}]")),
            }
            let shown = k == 0
                || k == last
                || by != 0
                || links[k - 1].1 != d
                || links.get(k + 1).is_some_and(|l| l.1 != d);
            if shown {
                text.push_str(&format!("({d})"));
            }
            text.push_str(&CellName(i).to_string());
            Piece::new("", text)
        })
        .collect();
    if cut {
        pieces.push(Piece::new("", "...".into()));
    }
    pieces
}

/// A lone chain from a candidate to its opposite without the two (written between them, as
/// a loop is); any other chain as it is.
fn between(mut links: Vec<Written>, cut: bool) -> Vec<Written> {
    if let (Some(&(i, d, on, _)), Some(&(j, e, end, _))) = (links.first(), links.last())
        && links.len() > 2
        && (i, d) == (j, e)
        && on != end
        && !cut
    {
        links.pop();
        links.remove(0);
    }
    links
}

/// The pieces of several chains, each starting a line, the second on joined by `; ` on one.
fn chains_pieces(step: &Step, branches: impl Iterator<Item = usize>, lone: bool) -> Vec<Piece> {
    let mut pieces = Vec::new();
    for (n, k) in branches.enumerate() {
        let links: Vec<Written> = step
            .branch_links(k)
            .zip(step.branch_nested(k))
            .map(|((i, d, on), by)| (i, d, on, by))
            .collect();
        let cut = step.branch_cut(k);
        let links = if lone { between(links, cut) } else { links };
        let mut chain = chain_pieces(&links, cut);
        if n > 0
            && let Some(first) = chain.first_mut()
        {
            first.joiner = "; ";
            first.new_line = true;
        }
        pieces.extend(chain);
    }
    pieces
}

/// Candidates as `=> r1c3<>4, r2c3<>4` (`r1c3=4` for one placed), pieces joined after a
/// chain.
fn effect_pieces(
    placed: Option<(usize, u8)>,
    gone: impl Iterator<Item = (usize, u8)>,
) -> Vec<Piece> {
    let effects = placed
        .map(|(i, d)| format!("{}={d}", CellName(i)))
        .into_iter()
        .chain(gone.map(|(i, d)| format!("{}<>{d}", CellName(i))));
    effects
        .enumerate()
        .map(|(k, effect)| match k {
            0 => Piece::new(" ", format!("=> {effect}")),
            _ => Piece::new(", ", effect),
        })
        .collect()
}

impl Step {
    /// Each of the step's chains in Eureka notation, as [`Step::eureka`] writes it, without
    /// what the step does and without its nested chains: `(4)r2c3=r7c3-r7c8=(4)r1c8`.
    /// Nothing for a step without a chain.
    pub fn chains(&self) -> Vec<String> {
        let mut chains: Vec<Vec<Piece>> = Vec::new();
        for piece in self.outer_pieces() {
            match chains.last_mut() {
                Some(chain) if !piece.new_line => chain.push(piece),
                _ => chains.push(vec![piece]),
            }
        }
        chains.iter().map(|chain| joined(chain)).collect()
    }

    /// Each chain nested in the step's chains, as [`Step::eureka`] writes it: `[1] r4c2<>346,
    /// r5c1<>4: (1)r3c2-(6)r3c2=(6)r3c1-(6)r5c1=(2)r5c1-(2)r4c2=(1)r4c2-(1)r3c2 => r3c2<>1`.
    pub fn nested_chains(&self) -> Vec<String> {
        (1..=self.nested_count())
            .map(|n| joined(&self.nested_pieces(n)))
            .collect()
    }

    /// The step's chains in Eureka notation, a piece per candidate so that a line can break
    /// between links and never inside one (see [`crate::text::pages`]), then what the step
    /// does: `(4)r2c3=r7c3-r7c8=(4)r1c8 => r1c3<>4`. A forcing chain from a candidate to its
    /// opposite is written between them, as a loop is; a step resting on several chains (a
    /// contradiction's two, one for each digit of a cell or place of a digit) has each from
    /// its assumption, each starting a line, joined by `; ` on one. A candidate that a
    /// nested chain turned off names it (`-[1](1)r3c2`), and the nested chains follow, each
    /// starting a line: its number, the candidates gone it rests on, its chains, what it
    /// takes out that the step's chains use (see [`Step::nested_chains`]). Nothing for a
    /// step without a chain.
    pub fn eureka(&self) -> Vec<Piece> {
        let mut pieces = self.outer_pieces();
        if pieces.is_empty() {
            return pieces;
        }
        pieces.extend(effect_pieces(self.placed(), self.eliminated()));
        for n in 1..=self.nested_count() {
            pieces.extend(self.nested_pieces(n));
        }
        pieces
    }

    /// The step's own chains' pieces.
    fn outer_pieces(&self) -> Vec<Piece> {
        chains_pieces(self, 0..self.branch_count(), self.branch_count() == 1)
    }

    /// The pieces of nested chain `n`: `[n]`, starting a line; the candidates gone it rests
    /// on, a cell's digits together (`r2c4<>46`), the last followed by `:`; its chains, each
    /// from its assumption (`...` when the step had no room for them); the candidates it
    /// takes out that the step's chains pass.
    fn nested_pieces(&self, n: usize) -> Vec<Piece> {
        let mut label = Piece::new("; ", format!("[{n}]"));
        label.new_line = true;
        let mut pieces = vec![label];
        let causes = self.nested_lost(n);
        for (k, &(i, digits)) in causes.iter().enumerate() {
            let colon = if k + 1 == causes.len() { ":" } else { "" };
            let joiner = if k == 0 { " " } else { ", " };
            let digits: String = bits(digits).map(|d| (d + 1).to_string()).collect();
            pieces.push(Piece::new(
                joiner,
                format!("{}<>{digits}{colon}", CellName(i)),
            ));
        }
        let mut chains = chains_pieces(self, self.nested_branches(n), false);
        if chains.is_empty() {
            chains.push(Piece::new("", "...".into()));
        }
        chains[0].joiner = " ";
        pieces.extend(chains);
        pieces.extend(effect_pieces(None, self.nested_gone(n).into_iter()));
        pieces
    }
}

/// A guess: `r1c1 has 3, 7; a search finds a solution with r1c1=3`.
pub(super) fn guess(step: &Step) -> String {
    let found = matches!(step.detail, Detail::Guess { found: true });
    let (i, d) = step
        .placed()
        .or(step.eliminated().next())
        .unwrap_or_default();
    format!(
        "{} has {}; a search finds {} with {}={d}",
        CellName(i),
        digit_list(step.digits),
        if found { "a solution" } else { "no solution" },
        CellName(i)
    )
}

impl fmt::Display for Step {
    /// `technique: what it did (what it rests on)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.technique)?;
        let mut effects: Vec<String> = Vec::new();
        if let Some((i, d)) = self.placed() {
            effects.push(format!("{}={d}", CellName(i)));
        }
        effects.extend(
            self.eliminated()
                .map(|(i, d)| format!("{}<>{d}", CellName(i))),
        );
        f.write_str(&effects.join(", "))?;
        let because = (self.technique.declaration().because)(self);
        if because.is_empty() {
            return Ok(());
        }
        write!(f, " ({because})")
    }
}

#[cfg(test)]
mod tests {
    use crate::human::techniques::tests::before;
    use crate::human::{ChainKind, Detail, Technique};
    use crate::text::{joined, pages};

    #[test]
    fn a_cell_forcing_chain_shows_a_chain_for_each_digit_of_its_cell() {
        // Sukaku Explainer: "8.3 Cell Forcing Chains: r4c1 ==> r6c1.2 off": one chain from
        // each digit of r4c1, each on a line of its own, then what they show.
        let (c, step) = before(
            "7...5...1.61....8....3...2....1.63..1...7...5..95.8....1...5....7....95.5...4...2",
            Technique::MultipleChain,
        );
        assert_eq!(step.detail, Detail::Chain(ChainKind::Cell));
        let digits: Vec<u8> = (1..=9).filter(|&d| c.has(27, d)).collect();
        assert_eq!(step.branch_count(), digits.len());
        for (k, &d) in digits.iter().enumerate() {
            assert_eq!(step.branch_links(k).next(), Some((27, d, true)));
            let (i, e, on) = step.branch_links(k).last().unwrap();
            assert_eq!((i, e, on), (45, 2, false), "chain {k} ends at r6c1 off");
            assert!(!step.branch_cut(k));
        }
        let pieces = step.eureka();
        let line = joined(&pieces);
        assert_eq!(line.matches("; ").count(), digits.len() - 1, "{line}");
        assert!(line.ends_with("-(2)r6c1 => r6c1<>2"), "{line}");
        for d in &digits {
            assert!(line.contains(&format!("({d})r4c1")), "{line}");
        }
        // Laid out on lines, each chain starts one.
        let lines: Vec<String> = pages(&pieces, 200, 1, 0).into_iter().flatten().collect();
        assert_eq!(lines.len(), digits.len(), "{lines:?}");
        for (line, d) in lines.iter().zip(&digits) {
            assert!(line.starts_with(&format!("({d})r4c1")), "{line}");
        }
        // `explain` writes them all too.
        let text = step.to_string();
        assert!(text.contains(&line[..line.find(" => ").unwrap()]), "{text}");
    }

    #[test]
    fn a_forcing_chain_is_written_between_its_candidate_and_its_opposite() {
        // The Y-cycle of the tutorial's test: one chain, its eliminations after `=>`.
        let (_, step) = before(
            ".9....2.77...19.....64..39.31.......6..825..4.......76.87..65.....57...94.5....6.",
            Technique::ForcingChain,
        );
        assert_eq!(step.branch_count(), 1);
        let line = joined(&step.eureka());
        assert!(
            line.ends_with(" => r3c1<>5, r3c5<>5, r6c2<>2, r7c9<>1, r9c4<>3, r9c5<>3, r9c6<>3"),
            "{line}"
        );
        // Each candidate of the chain is one piece.
        let pieces = step.eureka();
        assert_eq!(
            pieces.iter().filter(|p| p.joiner.is_empty()).count(),
            step.links().len(),
            "{line}"
        );
        // A step without a chain has no notation.
        let (_, pointing) = before(
            ".9....2.77...19.....64..39.31.......6..825..4.......76.87..65.....57...94.5....6.",
            Technique::Pointing,
        );
        assert!(pointing.eureka().is_empty());
    }
}

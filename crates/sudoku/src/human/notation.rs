//! Steps in the notation players use: `hidden single: r3c7=5 (box 3)`,
//! `pointing: r5c4<>4, r5c5<>4 (box 4, row 5)`.

use std::fmt;

use super::candidates::Contradiction;
use super::step::{Detail, Step};
use super::technique::Technique;
use super::units::{bits, unit_name};
use crate::board::CellName;

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
        let units = self.units().map(unit_name).collect::<Vec<_>>().join(", ");
        let cells = cell_list(self.cells());
        let because = match self.technique {
            Technique::HiddenSingle
            | Technique::Pointing
            | Technique::Claiming
            | Technique::XWing
            | Technique::Swordfish
            | Technique::Jellyfish => units,
            Technique::NakedSingle => return Ok(()),
            Technique::NakedPair | Technique::NakedTriple | Technique::NakedQuad => {
                format!("{units}; {cells} hold {}", digit_list(self.digits))
            }
            Technique::HiddenPair | Technique::HiddenTriple | Technique::HiddenQuad => {
                format!("{units}; {} only in {cells}", digit_list(self.digits))
            }
            Technique::XyWing | Technique::XyzWing => {
                let cells: Vec<usize> = self.cells().collect();
                let set = |k: usize| digit_set(wing_cell(self, k));
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
            Technique::Nishio => {
                let (i, d) = self.eliminated().next().unwrap_or_default();
                match self.detail {
                    Detail::Contradiction(c) => format!("if {}={d}, {}", CellName(i), c),
                    _ => format!("if {}={d}, {}", CellName(i), Contradiction::Clash),
                }
            }
            Technique::Guess => {
                let found = matches!(self.detail, Detail::Guess { found: true });
                let (i, d) = self
                    .placed()
                    .or(self.eliminated().next())
                    .unwrap_or_default();
                format!(
                    "{} has {}; a search finds {} with {}={d}",
                    CellName(i),
                    digit_list(self.digits),
                    if found { "a solution" } else { "no solution" },
                    CellName(i)
                )
            }
        };
        write!(f, " ({because})")
    }
}

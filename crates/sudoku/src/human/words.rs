//! A step told in words, for the tutorial's status line: "Hidden single: 5 can only go in
//! r3c7 within box 3".

use super::notation::{cell_list, digit_list, digit_set, wing_cell};
use super::step::{Detail, Step};
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

impl Step {
    /// What the step did and why, in words.
    pub fn words(&self) -> String {
        let units: Vec<usize> = self.units().collect();
        let unit = |k: usize| units.get(k).map_or_else(String::new, |&u| unit_name(u));
        let cells = cell_list(self.cells());
        let digits = digit_list(self.digits);
        // Each cell once, in reading order, however many candidates leave it.
        let mut gone: Vec<usize> = self.eliminated().map(|(i, _)| i).collect();
        gone.sort_unstable();
        gone.dedup();
        let gone = cell_list(gone.into_iter());
        let name = capitalized(self.technique.name());
        let what = match self.technique {
            Technique::HiddenSingle => {
                let (i, d) = self.placed().unwrap_or_default();
                format!("{d} can only go in {} within {}", CellName(i), unit(0))
            }
            Technique::NakedSingle => {
                let (i, d) = self.placed().unwrap_or_default();
                format!("{} can only be {d}", CellName(i))
            }
            Technique::Pointing | Technique::Claiming => format!(
                "in {}, {digits} lies only in {}, so it leaves the rest of {}: {gone}",
                unit(0),
                unit(1),
                unit(1)
            ),
            Technique::NakedPair | Technique::NakedTriple | Technique::NakedQuad => format!(
                "{cells} hold only {digits} between them, so those leave the rest of {}: {gone}",
                unit(0)
            ),
            Technique::HiddenPair | Technique::HiddenTriple | Technique::HiddenQuad => format!(
                "in {}, {digits} can only go in {cells}, so those cells lose their other candidates",
                unit(0)
            ),
            Technique::XWing | Technique::Swordfish | Technique::Jellyfish => {
                let n = fish_size(self.technique).min(units.len());
                format!(
                    "{digits} in {} lies only in {}, so it leaves the rest of those: {gone}",
                    unit_list(&units[..n]),
                    unit_list(&units[n..])
                )
            }
            Technique::XyWing | Technique::XyzWing => {
                let c: Vec<usize> = self.cells().collect();
                let z = self.eliminated().next().map_or(0, |(_, d)| d);
                format!(
                    "pivot {} {} with pincers {} {} and {} {}: one of them is {z}, so {z} leaves {gone}",
                    CellName(c[0]),
                    digit_set(wing_cell(self, 0)),
                    CellName(c[1]),
                    digit_set(wing_cell(self, 1)),
                    CellName(c[2]),
                    digit_set(wing_cell(self, 2)),
                )
            }
            Technique::Nishio => {
                let (i, d) = self.eliminated().next().unwrap_or_default();
                let why = match self.detail {
                    Detail::Contradiction(c) => c.to_string(),
                    _ => "a contradiction follows".to_string(),
                };
                format!(
                    "if {} were {d}, {why}; so {d} leaves {}",
                    CellName(i),
                    CellName(i)
                )
            }
            Technique::Guess => match (self.placed(), self.eliminated().next()) {
                (Some((i, d)), _) => format!(
                    "{} has {digits}; try {d}: a search finds a solution with it, so {d} goes there",
                    CellName(i)
                ),
                (None, Some((i, d))) => format!(
                    "{} has {digits}; try {d}: a search finds no solution with it, so {d} leaves it",
                    CellName(i)
                ),
                (None, None) => String::new(),
            },
        };
        format!("{name}: {what}")
    }
}

#[cfg(test)]
mod tests {
    use crate::formats::parse_line;
    use crate::human::{Technique, solve};

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
        // The first puzzle of top1465: its first pointing step, and a nishio.
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
            "Pointing: in box 4, 5 lies only in column 3, so it leaves the rest of column 3: r1c3, r2c3, r3c3"
        );
        let nishio = steps
            .iter()
            .find(|s| s.technique == Technique::Nishio)
            .unwrap();
        assert!(
            nishio.words().starts_with("Nishio: if r"),
            "{}",
            nishio.words()
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
        // Nishio names its one cell twice on purpose ("if r4c4 were 3, ... so 3 leaves r4c4").
        for step in steps
            .into_iter()
            .filter(|s| s.technique != Technique::Nishio)
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

//! Symmetric patterns of givens: the cells that must be given or blank together.

use super::cells::{Cells, cell};

/// A symmetry of the pattern of givens (the digits themselves need not be symmetric).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Symmetry {
    /// Any pattern.
    None,
    /// Unchanged by a half turn about the centre: r1c1 goes with r9c9.
    Rotational,
    /// Unchanged by a left-right mirror: r1c1 goes with r1c9.
    Mirror,
    /// Unchanged by reflection in the main diagonal: r1c2 goes with r2c1.
    Diagonal,
}

impl Symmetry {
    /// Every symmetry, in the order they are listed to the user.
    pub const ALL: [Symmetry; 4] = [
        Symmetry::None,
        Symmetry::Rotational,
        Symmetry::Mirror,
        Symmetry::Diagonal,
    ];

    /// The symmetry's name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Rotational => "rotational",
            Symmetry::Mirror => "mirror",
            Symmetry::Diagonal => "diagonal",
        }
    }

    /// The symmetry of a name (`none`, `rotational`, `mirror`, `diagonal`).
    pub fn parse(name: &str) -> Result<Symmetry, String> {
        Symmetry::ALL
            .into_iter()
            .find(|s| s.name() == name)
            .ok_or_else(|| {
                let names: Vec<_> = Symmetry::ALL.iter().map(|s| s.name()).collect();
                format!("unknown symmetry '{name}' (one of {})", names.join(", "))
            })
    }

    /// The cell that `i` (0..81) goes with.
    pub fn image(self, i: usize) -> usize {
        let (r, c) = (i / 9, i % 9);
        match self {
            Symmetry::None => i,
            Symmetry::Rotational => 80 - i,
            Symmetry::Mirror => 9 * r + 8 - c,
            Symmetry::Diagonal => 9 * c + r,
        }
    }

    /// The orbits: the smallest sets of cells that are given or blank together, in cell
    /// order (one cell, or a cell and its image).
    pub fn orbits(self) -> Vec<Cells> {
        (0..81)
            .filter(|&i| self.image(i) >= i)
            .map(|i| cell(i) | cell(self.image(i)))
            .collect()
    }

    /// True when a pattern of givens has this symmetry.
    pub fn holds_for(self, pattern: Cells) -> bool {
        (0..81).all(|i| (pattern >> i & 1) == (pattern >> self.image(i) & 1))
    }
}

#[cfg(test)]
mod tests {
    use super::super::cells::{ALL, size};
    use super::*;

    #[test]
    fn orbits_cover_the_grid_once() {
        for s in Symmetry::ALL {
            let orbits = s.orbits();
            assert_eq!(orbits.iter().fold(0, |a, &o| a | o), ALL);
            assert_eq!(orbits.iter().map(|&o| size(o)).sum::<u32>(), 81);
            assert!(orbits.iter().all(|&o| s.holds_for(o)), "{s:?}");
            assert!(orbits.iter().all(|&o| (1..=2).contains(&size(o))));
        }
        assert_eq!(Symmetry::None.orbits().len(), 81);
        // The centre stands alone; the other 80 cells pair up.
        assert_eq!(Symmetry::Rotational.orbits().len(), 41);
        // The middle column, and the diagonal, stand alone.
        assert_eq!(Symmetry::Mirror.orbits().len(), 45);
        assert_eq!(Symmetry::Diagonal.orbits().len(), 45);
    }

    #[test]
    fn images() {
        assert_eq!(Symmetry::Rotational.image(0), 80);
        assert_eq!(Symmetry::Mirror.image(0), 8);
        assert_eq!(Symmetry::Diagonal.image(1), 9);
        assert_eq!(Symmetry::Diagonal.image(40), 40);
        assert!(!Symmetry::Mirror.holds_for(cell(0)));
        assert!(Symmetry::Mirror.holds_for(cell(4)));
    }

    #[test]
    fn names_round_trip() {
        for s in Symmetry::ALL {
            assert_eq!(Symmetry::parse(s.name()), Ok(s));
        }
        assert!(
            Symmetry::parse("spiral")
                .unwrap_err()
                .contains("rotational")
        );
    }
}

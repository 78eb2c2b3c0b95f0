//! Which release of Sukaku Explainer the rating follows.

use std::fmt;
use std::str::FromStr;

/// A release of Sukaku Explainer whose default techniques the rating follows. Its releases
/// differ in which techniques they try by default, and so in the ratings they give: a
/// puzzle the newest rates 6.6 by an UVWXYZ-wing, 1.15 (without that wing) rates 7.0 by a
/// forcing chain.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug, Default)]
pub enum SeVersion {
    /// 1.15 (January 2020), the release that rated the Sudoku Exchange puzzle bank: no
    /// UVWXYZ- or TUVWXYZ-wing (1.17 added them), the four-strong-link fish off by default.
    V1_15,
    /// 1.18 (September 2021), the newest: every technique of the registry.
    #[default]
    V1_18,
}

impl SeVersion {
    /// Every release the rating can follow, oldest first.
    pub const ALL: [SeVersion; 2] = [SeVersion::V1_15, SeVersion::V1_18];

    /// The release's number as Sukaku Explainer writes it: `1.15`.
    pub fn number(self) -> &'static str {
        match self {
            SeVersion::V1_15 => "1.15",
            SeVersion::V1_18 => "1.18",
        }
    }
}

impl fmt::Display for SeVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.number())
    }
}

impl FromStr for SeVersion {
    type Err = String;

    /// `1.15` or `1.18`.
    fn from_str(text: &str) -> Result<SeVersion, String> {
        SeVersion::ALL
            .into_iter()
            .find(|version| version.number() == text)
            .ok_or_else(|| {
                let known: Vec<&str> = SeVersion::ALL.iter().map(|v| v.number()).collect();
                format!(
                    "no Sukaku Explainer release '{text}' is followed (known: {})",
                    known.join(", ")
                )
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_release_reads_back_from_its_number_and_nothing_else_reads() {
        for version in SeVersion::ALL {
            assert_eq!(version.number().parse(), Ok(version));
        }
        assert_eq!(SeVersion::default(), SeVersion::V1_18);
        let err = "1.16".parse::<SeVersion>().unwrap_err();
        assert!(
            err.contains("'1.16'") && err.contains("1.15, 1.18"),
            "{err}"
        );
    }
}

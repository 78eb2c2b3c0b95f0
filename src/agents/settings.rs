//! The settings that change what an agent does (and so its attempt counts).

use serde::{Deserialize, Serialize};

/// Which solver agent runs after Board0.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "lowercase")]
pub enum AgentKind {
    /// The randomized grid filler (SPEC section 3).
    Board1,
    /// The proper backtracker (SPEC section 4).
    Backtrack,
    /// Board0 alone: the naked-single scanner (SPEC section 2).
    Board0,
}

impl AgentKind {
    /// The name used on the command line, in JSON and in the history file.
    pub fn name(self) -> &'static str {
        match self {
            AgentKind::Board1 => "board1",
            AgentKind::Backtrack => "backtrack",
            AgentKind::Board0 => "board0",
        }
    }
}

/// Everything that changes which attempts Board1 makes (the seed aside).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Board1Settings {
    /// Memory on: a cell never draws a digit twice before it is cleared. Off: "forgetful".
    pub memory: bool,
    /// Draws a forgetful cell makes before it fails (`--cell-tries`, default 20).
    pub cell_tries: u32,
    /// Failures of one grid, counted since Board1 arrived at it, that restart the whole board
    /// (`--grid-restarts`, default 20).
    pub grid_restarts: u32,
    /// The order Board1 fills the nine grids in, grids numbered 1..=9 (`--grid-order`).
    pub grid_order: [u8; 9],
    /// Whether Board0 runs first (`--no-board0` turns it off).
    pub board0: bool,
    /// Stop with "gave_up" after this many attempts (`--max-attempts`); `None` for no cap.
    pub max_attempts: Option<u64>,
}

impl Default for Board1Settings {
    fn default() -> Self {
        Board1Settings {
            memory: true,
            cell_tries: 20,
            grid_restarts: 20,
            grid_order: [1, 2, 3, 4, 5, 6, 7, 8, 9],
            board0: true,
            max_attempts: None,
        }
    }
}

impl Board1Settings {
    /// The grid order as the nine-digit string used on the command line, e.g. `123456789`.
    pub fn grid_order_string(&self) -> String {
        self.grid_order
            .iter()
            .map(|&g| char::from(b'0' + g))
            .collect()
    }

    /// Parses a grid order: a permutation of the digits 1..=9.
    pub fn parse_grid_order(text: &str) -> Result<[u8; 9], String> {
        let digits: Vec<u8> = text.bytes().collect();
        let mut seen = [false; 10];
        let mut order = [0u8; 9];
        if digits.len() != 9 {
            return Err(format!(
                "grid order '{text}' has {} characters; it must be a permutation of 123456789",
                digits.len()
            ));
        }
        for (k, &b) in digits.iter().enumerate() {
            let g = b.wrapping_sub(b'0');
            if !(1..=9).contains(&g) || seen[g as usize] {
                return Err(format!(
                    "grid order '{text}' is not a permutation of 123456789 (character {} is '{}')",
                    k + 1,
                    char::from(b)
                ));
            }
            seen[g as usize] = true;
            order[k] = g;
        }
        Ok(order)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grid_order_parses_permutations_only() {
        assert_eq!(Board1Settings::parse_grid_order("567891234").unwrap()[0], 5);
        assert!(Board1Settings::parse_grid_order("12345678").is_err());
        assert!(Board1Settings::parse_grid_order("123456788").is_err());
        assert!(Board1Settings::parse_grid_order("12345678a").is_err());
        assert_eq!(Board1Settings::default().grid_order_string(), "123456789");
    }
}

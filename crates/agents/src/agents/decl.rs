//! What an agent declares about itself: everything the rest of the program shows of it (the
//! panel, the summary line, JSON, the history, `--agent`, the editor) comes from here.

use super::{Ink, View};

/// How a counter is kept and shown.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CounterKind {
    /// One number.
    Count,
    /// A total and its share in each of the nine grids (3x3 boxes), grid 1 first; the panel
    /// shows the shares as a 3x3 box and JSON as a list of nine numbers.
    PerGrid,
}

/// One counter of an agent.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CounterDecl {
    /// Its name in JSON (snake_case), e.g. `attempts`.
    pub name: &'static str,
    /// Its label for people, lower case and plural, e.g. `attempts` or `grid restarts`.
    pub label: &'static str,
    /// The label for a count of one, e.g. `attempt` or `grid restart`.
    pub one: &'static str,
    /// How it is kept and shown.
    pub kind: CounterKind,
    /// What one of it is, in one line for people (the help screen explains every agent's
    /// counters from these), e.g. `a digit drawn for a cell and checked ...`.
    pub meaning: &'static str,
    /// Kept in tenths (its JSON name says so, `..._tenths`) and shown to people with one
    /// decimal: 75 shows as `7.5`.
    pub tenths: bool,
}

impl CounterDecl {
    /// A counter of one number: its JSON name, its label, and its label for a count of one.
    pub const fn count(name: &'static str, label: &'static str, one: &'static str) -> CounterDecl {
        CounterDecl {
            name,
            label,
            one,
            kind: CounterKind::Count,
            meaning: "",
            tenths: false,
        }
    }

    /// A counter kept per grid as well as in total.
    pub const fn per_grid(
        name: &'static str,
        label: &'static str,
        one: &'static str,
    ) -> CounterDecl {
        CounterDecl {
            name,
            label,
            one,
            kind: CounterKind::PerGrid,
            meaning: "",
            tenths: false,
        }
    }

    /// The counter with its meaning for people: what one of it is, in one line.
    pub const fn means(self, meaning: &'static str) -> CounterDecl {
        CounterDecl { meaning, ..self }
    }

    /// The counter kept in tenths and shown with one decimal (see [`CounterDecl::tenths`]).
    pub const fn in_tenths(self) -> CounterDecl {
        CounterDecl {
            tenths: true,
            ..self
        }
    }

    /// The value `n` as people read it: grouped in thousands (`49,438`), or with one decimal
    /// for a counter kept in tenths (`7.5`).
    pub fn value_text(&self, n: u64) -> String {
        if self.tenths {
            format!("{}.{}", n / 10, n % 10)
        } else {
            dosdoku_sudoku::text::group_thousands(n)
        }
    }

    /// `n` with its label in the right number: `1 attempt`, `49,438 attempts`.
    pub fn amount(&self, n: u64) -> String {
        let label = if n == 1 { self.one } else { self.label };
        format!("{} {label}", self.value_text(n))
    }
}

/// One setting a user can give an agent by name (on the command line, in a race lane, on
/// the live screen's settings prompt).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SettingDecl {
    /// Its name, e.g. `forgetful` or `grid-order`.
    pub name: &'static str,
    /// What its value looks like, e.g. `N` or `123456789`; `None` for a switch.
    pub value: Option<&'static str>,
    /// What it does, in one line.
    pub help: &'static str,
}

/// Everything the program knows of an agent without running it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct AgentDecl {
    /// Its name for `--agent`, JSON and the history, e.g. `board1`.
    pub name: &'static str,
    /// Its name for people, e.g. `Board1` or `the backtracker`.
    pub title: &'static str,
    /// What it is, in one line (for `--help` and the help screen).
    pub about: &'static str,
    /// The colour of the digits it places.
    pub ink: Ink,
    /// Its counters; the first is the headline number every run shows.
    pub counters: &'static [CounterDecl],
    /// True when it draws random numbers, so a run needs a seed; false when the same puzzle
    /// always gives the same run.
    pub randomized: bool,
    /// Whether Board0's naked-single scan runs first by default.
    pub board0_first: bool,
    /// True when it cannot tell a puzzle without a solution by itself, so the backtracker
    /// checks first and it is never started on one.
    pub needs_solvable: bool,
    /// Whether it honours a cap on its headline counter (`--max-attempts`).
    pub capped: bool,
    /// The view of the board it works on: digits, or every cell's candidates.
    pub view: View,
    /// The title of the box under the panel's counters when the agent writes that box's lines
    /// itself (through [`BoardScreen::write_field`](super::BoardScreen::write_field), fields
    /// `x1`..`x3`); `None` when the panel fills it.
    pub panel_box: Option<&'static str>,
    /// The box sizes of the boards it works on (2 for 4x4, 3 for 9x9, 4 for 16x16, 5 for
    /// 25x25), ascending.
    pub sizes: &'static [usize],
    /// The box sizes on which it is the agent that runs when none is named (Board1 on 4x4 and
    /// 9x9, whose runs people watch; the backtracker on 16x16 and 25x25, where Board1 grinds
    /// past anyone's patience or does not go).
    pub default_for: &'static [usize],
    /// For a deterministic agent, the cap on its headline counter when its counts are
    /// computed on the spot beside other numbers (`compare`), so that stays quick (well under
    /// a second); `None` when it always finishes quickly.
    pub quick_cap: Option<u64>,
    /// True when it starts from a puzzle's pencil marks, read off the candidate view; an
    /// agent that does not is given puzzles only.
    pub takes_marks: bool,
}

impl AgentDecl {
    /// The headline counter.
    pub fn headline(&self) -> &'static CounterDecl {
        &self.counters[0]
    }

    /// Why the agent cannot run a board of box size `n`, in words; `None` when it can.
    #[inline]
    pub fn refusal(&self, n: usize) -> Option<String> {
        if self.sizes.contains(&n) {
            None
        } else {
            self.refused(n)
        }
    }

    /// [`AgentDecl::refusal`] for a size it does not take: the message.
    #[cold]
    fn refused(&self, n: usize) -> Option<String> {
        let sizes: Vec<String> = self
            .sizes
            .iter()
            .map(|&b| format!("{0}x{0}", b * b))
            .collect();
        let list = match sizes.as_slice() {
            [one] => format!("{one} boards only"),
            [init @ .., last] => format!("{} and {last} boards", init.join(", ")),
            [] => "no boards".to_string(),
        };
        Some(format!(
            "agent {} works on {list}, not {side}x{side}",
            self.name,
            side = n * n
        ))
    }

    /// The position of the counter named `name`, if the agent has one.
    pub fn counter(&self, name: &str) -> Option<usize> {
        self.counters.iter().position(|c| c.name == name)
    }
}

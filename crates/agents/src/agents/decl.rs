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
    /// Further inks it writes in, each with its name for people (the help's list of
    /// colours), e.g. the human solver's guesses.
    pub inks: &'static [(&'static str, Ink)],
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
    /// The function key (`4` for F4) that solves with it straight from the editor; `None`
    /// when it has none.
    pub hotkey: Option<u8>,
}

impl AgentDecl {
    /// An agent called `name` (for `--agent`, JSON and the history), `title` for people,
    /// `about` in one line, printing its digits in `ink`, with the defaults: no counters yet
    /// (see [`AgentDecl::counters`]), deterministic, no Board0 first, starting on any puzzle,
    /// honouring a cap, on the digit view, the panel filling the box under the counters, on
    /// boards of every size (4x4 to 25x25), the default agent of none, always quick, given
    /// puzzles only, no hotkey, no further inks.
    pub const fn new(
        name: &'static str,
        title: &'static str,
        about: &'static str,
        ink: Ink,
    ) -> AgentDecl {
        AgentDecl {
            name,
            title,
            about,
            ink,
            inks: &[],
            counters: &[],
            randomized: false,
            board0_first: false,
            needs_solvable: false,
            capped: true,
            view: View::Digits,
            panel_box: None,
            sizes: &[2, 3, 4, 5],
            default_for: &[],
            quick_cap: None,
            takes_marks: false,
            hotkey: None,
        }
    }

    /// Writing in these further inks too, each with its name for people.
    pub const fn inks(self, inks: &'static [(&'static str, Ink)]) -> AgentDecl {
        AgentDecl { inks, ..self }
    }

    /// With its counters, the headline first.
    pub const fn counters(self, counters: &'static [CounterDecl]) -> AgentDecl {
        AgentDecl { counters, ..self }
    }

    /// Drawing random numbers (see [`AgentDecl::randomized`]).
    pub const fn randomized(self) -> AgentDecl {
        AgentDecl {
            randomized: true,
            ..self
        }
    }

    /// With Board0's scan first by default.
    pub const fn board0_first(self) -> AgentDecl {
        AgentDecl {
            board0_first: true,
            ..self
        }
    }

    /// Started only on a puzzle the backtracker finds a solution of (see
    /// [`AgentDecl::needs_solvable`]).
    pub const fn needs_solvable(self) -> AgentDecl {
        AgentDecl {
            needs_solvable: true,
            ..self
        }
    }

    /// Ignoring a cap on its headline counter.
    pub const fn uncapped(self) -> AgentDecl {
        AgentDecl {
            capped: false,
            ..self
        }
    }

    /// Working on `view`.
    pub const fn view(self, view: View) -> AgentDecl {
        AgentDecl { view, ..self }
    }

    /// Writing the box under the panel's counters itself, under `title` (see
    /// [`AgentDecl::panel_box`]).
    pub const fn panel_box(self, title: &'static str) -> AgentDecl {
        AgentDecl {
            panel_box: Some(title),
            ..self
        }
    }

    /// Working on boards of these box sizes only, ascending.
    pub const fn sizes(self, sizes: &'static [usize]) -> AgentDecl {
        AgentDecl { sizes, ..self }
    }

    /// The agent that runs on boards of these box sizes when none is named.
    pub const fn default_for(self, sizes: &'static [usize]) -> AgentDecl {
        AgentDecl {
            default_for: sizes,
            ..self
        }
    }

    /// Capped at `cap` on its headline counter when counted beside other numbers (see
    /// [`AgentDecl::quick_cap`]).
    pub const fn quick_cap(self, cap: u64) -> AgentDecl {
        AgentDecl {
            quick_cap: Some(cap),
            ..self
        }
    }

    /// Starting from a puzzle's pencil marks (see [`AgentDecl::takes_marks`]).
    pub const fn takes_marks(self) -> AgentDecl {
        AgentDecl {
            takes_marks: true,
            ..self
        }
    }

    /// Solving straight from the editor on function key F`n`.
    pub const fn hotkey(self, n: u8) -> AgentDecl {
        AgentDecl {
            hotkey: Some(n),
            ..self
        }
    }

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

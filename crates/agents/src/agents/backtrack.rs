//! The backtracker as an agent: reads the givens off the screen, searches with the fast
//! engine, and prints what it knows back onto the screen (step by step when watched).

use super::{
    Agent, AgentDecl, AgentEnd, BoardScreen, CounterDecl, Counters, Flow, Ink, Monitor, NoSettings,
    View,
};
use dosdoku_sudoku::board::Grid;
use dosdoku_sudoku::solver::{Outcome, SearchObserver, SearchStats, solve};

/// The backtracker, as the registry knows it.
pub struct Backtrack;

/// Counter slots, in the order of the declaration.
const PLACEMENTS: usize = 0;
const BACKTRACKS: usize = 1;

impl Agent for Backtrack {
    type Settings = NoSettings;

    const DECL: AgentDecl = AgentDecl {
        name: "backtrack",
        title: "the backtracker",
        about: "depth-first search with constraint propagation: solves any puzzle, fast",
        ink: Ink::Backtrack,
        counters: &[
            CounterDecl::count("placements", "placements", "placement").means(
                "a digit tried in a cell at a guess (the digits that follow from it are not counted)",
            ),
            CounterDecl::count("backtracks", "backtracks", "backtrack")
                .means("a guess taken back because it led to a cell with no digit left"),
        ],
        randomized: false,
        board0_first: false,
        needs_solvable: false,
        capped: false,
        view: View::Digits,
        panel_box: None,
        sizes: &[2, 3, 4, 5],
        default_for: &[4, 5],
        quick_cap: None,
        takes_marks: false,
    };

    fn run<M: Monitor>(
        board: &mut BoardScreen,
        _settings: &NoSettings,
        _seed: u64,
        _cap: u64,
        counters: &mut Counters,
        monitor: &mut M,
    ) -> AgentEnd {
        run_backtrack(board, counters, monitor)
    }
}

/// Mirrors the search onto the screen for a watching monitor.
struct OnScreen<'a, M: Monitor> {
    board: &'a mut BoardScreen,
    counters: &'a mut Counters,
    monitor: &'a mut M,
    givens: &'a Grid,
}

impl<M: Monitor> SearchObserver for OnScreen<'_, M> {
    const WATCHING: bool = M::WATCHING;

    fn step(&mut self, known: &Grid, search: &SearchStats) -> bool {
        for i in 0..self.givens.len() {
            if self.givens.get(i) == 0 && self.board.digit(i) != known.get(i) {
                self.board.write(i, known.get(i), Ink::Backtrack);
            }
        }
        self.counters.set(PLACEMENTS, search.placements);
        self.counters.set(BACKTRACKS, search.backtracks);
        self.monitor.tick(self.board, self.counters) == Flow::Continue
    }
}

/// Ticks a monitor that does not watch (a headless batch that may be interrupted) on every
/// step of a search on a board other than 9x9, which may take a while: the monitor can stop
/// it. The 9x9 engine answers within milliseconds and is not slowed by this.
struct Ticking<'a, M: Monitor> {
    board: &'a mut BoardScreen,
    counters: &'a mut Counters,
    monitor: &'a mut M,
}

impl<M: Monitor> SearchObserver for Ticking<'_, M> {
    const WATCHING: bool = true;
    const SEES_CELLS: bool = false;

    fn step(&mut self, _known: &Grid, search: &SearchStats) -> bool {
        self.counters.set(PLACEMENTS, search.placements);
        self.counters.set(BACKTRACKS, search.backtracks);
        self.monitor.tick(self.board, self.counters) == Flow::Continue
    }
}

/// Solves the board now on the screen; on success every cell the backtracker filled is
/// printed in its colour. Counts placements and backtracks into `counters`.
fn run_backtrack<M: Monitor>(
    board: &mut BoardScreen,
    counters: &mut Counters,
    monitor: &mut M,
) -> AgentEnd {
    let givens = board.read_grid();
    let (outcome, search) = if !M::WATCHING && givens.box_size() != 3 {
        let mut ticking = Ticking {
            board: &mut *board,
            counters: &mut *counters,
            monitor,
        };
        solve(&givens, &mut ticking)
    } else {
        let mut watch = OnScreen {
            board: &mut *board,
            counters: &mut *counters,
            monitor,
            givens: &givens,
        };
        solve(&givens, &mut watch)
    };
    counters.set(PLACEMENTS, search.placements);
    counters.set(BACKTRACKS, search.backtracks);
    match outcome {
        Outcome::Solved(solution) => {
            board.write_grid(&solution, |i| {
                if givens.get(i) == 0 {
                    Ink::Backtrack
                } else {
                    Ink::Given
                }
            });
            AgentEnd::Solved
        }
        Outcome::NoSolution => {
            AgentEnd::NoSolution("the backtracker proved it has no solution".to_string())
        }
        Outcome::Stopped => AgentEnd::Stopped,
    }
}

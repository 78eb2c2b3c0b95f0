//! Board1 on small crafted cases: what it must do, whatever the seed.

use dosdoku_agents::agents::{AgentSettings, Board1Settings, BoardScreen, Headless, Ink};
use dosdoku_agents::run::{RunConfig, RunReport, Status, run_puzzle};
use dosdoku_sudoku::board::{Grid, cell_in_box};

const SOLVED: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const DEFAULT_PUZZLE: &str =
    "........7..8..7.59.9....36...7.....5.8...6....3..9..1.......193....7...61.58..2..";

fn grid(line: &str) -> Grid {
    let mut cells = [0u8; 81];
    for (c, b) in cells.iter_mut().zip(line.bytes()) {
        *c = if b.is_ascii_digit() { b - b'0' } else { 0 };
    }
    Grid::from_cells(cells).unwrap()
}

/// How Board1 runs in a test: its settings, Board0 first or not, a cap.
#[derive(Clone, Copy, Default)]
struct Setup {
    settings: Board1Settings,
    no_board0: bool,
    cap: Option<u64>,
}

/// Runs Board1 (after Board0 unless switched off) and returns the report and the screen.
fn run(puzzle: &Grid, setup: Setup, seed: u64) -> (RunReport, BoardScreen) {
    let mut board = BoardScreen::new();
    let mut config = RunConfig::new(AgentSettings::Board1(setup.settings));
    config.board0 = !setup.no_board0;
    config.cap = setup.cap;
    config.seed = seed;
    let report = run_puzzle(&mut board, puzzle, &config, &mut Headless);
    (report, board)
}

/// A counter of the run by name.
fn n(report: &RunReport, name: &str) -> u64 {
    report.counter(name).expect("Board1 has the counter")
}

#[test]
fn a_grid_with_one_way_to_complete_it_never_restarts() {
    // Only grid 1 is blank; every other grid is given, so each blank cell has exactly one
    // digit that fits its row and column.
    let mut puzzle = grid(SOLVED);
    for k in 0..9 {
        puzzle.set(cell_in_box(0, k), 0);
    }
    let setup = Setup {
        no_board0: true,
        ..Setup::default()
    };
    for seed in 0..20 {
        let (report, board) = run(&puzzle, setup, seed);
        assert_eq!(report.status, Status::Solved);
        assert_eq!(board.read_grid(), grid(SOLVED));
        assert_eq!(report.grid_shares(), [0; 9]);
        assert_eq!(n(&report, "board_restarts"), 0);
        assert_eq!(n(&report, "cells_placed"), 9);
        // The last cell is tried directly; the others draw at most nine times each.
        let attempts = n(&report, "attempts");
        assert!((9..=8 * 9 + 1).contains(&attempts), "{attempts}");
        for k in 0..9 {
            assert_eq!(board.ink(cell_in_box(0, k)), Ink::Board1);
        }
    }
}

#[test]
fn board1_solves_the_default_puzzle_and_keeps_the_givens() {
    let puzzle = grid(DEFAULT_PUZZLE);
    let (report, board) = run(&puzzle, Setup::default(), 7);
    assert_eq!(report.status, Status::Solved);
    assert!(board.read_grid().solves(&puzzle));
    assert_eq!(report.board0_found, 13);
    assert!(n(&report, "attempts") > n(&report, "cells_placed"));
    for i in 0..81 {
        if puzzle.get(i) != 0 {
            assert_eq!(board.ink(i), Ink::Given, "cell {i}");
        }
    }
}

#[test]
fn one_failure_per_grid_means_every_failure_restarts_the_board() {
    let puzzle = grid(DEFAULT_PUZZLE);
    let setup = Setup {
        settings: Board1Settings {
            grid_restarts: 1,
            ..Default::default()
        },
        cap: Some(2_000_000),
        ..Setup::default()
    };
    let (report, _) = run(&puzzle, setup, 3);
    assert_eq!(report.grid_shares(), [0; 9]);
    assert!(n(&report, "board_restarts") > 0);
}

#[test]
fn grid_restarts_are_counted_per_grid_and_grid_one_with_givens_rarely_fails() {
    let puzzle = grid(DEFAULT_PUZZLE);
    let (report, _) = run(&puzzle, Setup::default(), 11);
    let total = n(&report, "grid_restarts");
    assert!(total > 0);
    assert_eq!(report.grid_shares().iter().sum::<u64>(), total);
    // A board restart needs 20 failures of one grid; with fewer failures than that in total,
    // there can be no board restart.
    assert!(total >= 19 * n(&report, "board_restarts"));
}

#[test]
fn the_attempt_cap_stops_exactly_at_the_cap() {
    let puzzle = grid(DEFAULT_PUZZLE);
    let setup = Setup {
        cap: Some(1000),
        ..Setup::default()
    };
    let (report, _) = run(&puzzle, setup, 1);
    assert_eq!(report.status, Status::GaveUp);
    assert_eq!(n(&report, "attempts"), 1000);
}

#[test]
fn forgetful_cells_give_up_after_their_tries() {
    // Grid 1 blank in a solved grid: each cell has exactly one fitting digit, so a forgetful
    // cell with nine tries fails whenever all its draws miss, and the grid restarts.
    let mut puzzle = grid(SOLVED);
    for k in 0..9 {
        puzzle.set(cell_in_box(0, k), 0);
    }
    let setup = Setup {
        settings: Board1Settings {
            memory: false,
            cell_tries: 9,
            ..Default::default()
        },
        no_board0: true,
        cap: Some(5_000_000),
    };
    let (report, board) = run(&puzzle, setup, 5);
    assert_eq!(report.status, Status::Solved);
    assert_eq!(board.read_grid(), grid(SOLVED));
    let shares = report.grid_shares();
    assert!(shares[0] > 0 || n(&report, "board_restarts") > 0);
    assert_eq!(shares[1..], [0; 8]);
}

#[test]
fn the_grid_order_decides_where_board1_starts() {
    // Grids 1 and 5 blank: with order 5 first, grid 5 is filled first; either way the result
    // is the one solution and the counts depend on the order.
    let mut puzzle = grid(SOLVED);
    for k in 0..9 {
        puzzle.set(cell_in_box(0, k), 0);
        puzzle.set(cell_in_box(4, k), 0);
    }
    let first = Setup {
        no_board0: true,
        ..Setup::default()
    };
    let fifth = Setup {
        settings: Board1Settings {
            grid_order: Board1Settings::parse_grid_order("567891234").unwrap(),
            ..Default::default()
        },
        ..first
    };
    let (a, board_a) = run(&puzzle, first, 9);
    let (b, board_b) = run(&puzzle, fifth, 9);
    assert_eq!((a.status, b.status), (Status::Solved, Status::Solved));
    assert_eq!(board_a.read_grid(), board_b.read_grid());
}

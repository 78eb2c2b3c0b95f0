//! Board1 on small crafted cases: what it must do, whatever the seed.

use dosdoku::agents::{
    Board0End, Board1End, Board1Settings, BoardScreen, Headless, Ink, Stats, run_board0, run_board1,
};
use dosdoku::board::{Grid, cell_in_box};

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

fn run(puzzle: &Grid, settings: &Board1Settings, seed: u64) -> (Board1End, Stats, BoardScreen) {
    let mut board = BoardScreen::new();
    board.show(puzzle, Ink::Given);
    let mut stats = Stats::default();
    if settings.board0 {
        assert_eq!(
            run_board0(&mut board, &mut stats, &mut Headless),
            Board0End::Done
        );
    }
    let end = run_board1(&mut board, settings, seed, &mut stats, &mut Headless);
    (end, stats, board)
}

#[test]
fn a_grid_with_one_way_to_complete_it_never_restarts() {
    // Only grid 1 is blank; every other grid is given, so each blank cell has exactly one
    // digit that fits its row and column.
    let mut puzzle = grid(SOLVED);
    for k in 0..9 {
        puzzle.set(cell_in_box(0, k), 0);
    }
    let settings = Board1Settings {
        board0: false,
        ..Board1Settings::default()
    };
    for seed in 0..20 {
        let (end, stats, board) = run(&puzzle, &settings, seed);
        assert_eq!(end, Board1End::Solved);
        assert_eq!(board.read_grid(), grid(SOLVED));
        assert_eq!(stats.grid_restarts, [0; 9]);
        assert_eq!(stats.board_restarts, 0);
        assert_eq!(stats.cells_placed, 9);
        // The last cell is tried directly; the others draw at most nine times each.
        assert!(
            (9..=8 * 9 + 1).contains(&stats.attempts),
            "{}",
            stats.attempts
        );
        for k in 0..9 {
            assert_eq!(board.ink(cell_in_box(0, k)), Ink::Board1);
        }
    }
}

#[test]
fn board1_solves_the_default_puzzle_and_keeps_the_givens() {
    let puzzle = grid(DEFAULT_PUZZLE);
    let (end, stats, board) = run(&puzzle, &Board1Settings::default(), 7);
    assert_eq!(end, Board1End::Solved);
    assert!(board.read_grid().solves(&puzzle));
    assert_eq!(stats.board0_found, 13);
    assert!(stats.attempts > stats.cells_placed);
    for i in 0..81 {
        if puzzle.get(i) != 0 {
            assert_eq!(board.ink(i), Ink::Given, "cell {i}");
        }
    }
}

#[test]
fn one_failure_per_grid_means_every_failure_restarts_the_board() {
    let puzzle = grid(DEFAULT_PUZZLE);
    let settings = Board1Settings {
        grid_restarts: 1,
        max_attempts: Some(2_000_000),
        ..Default::default()
    };
    let (_, stats, _) = run(&puzzle, &settings, 3);
    assert_eq!(stats.grid_restarts, [0; 9]);
    assert!(stats.board_restarts > 0);
}

#[test]
fn grid_restarts_are_counted_per_grid_and_grid_one_with_givens_rarely_fails() {
    let puzzle = grid(DEFAULT_PUZZLE);
    let (_, stats, _) = run(&puzzle, &Board1Settings::default(), 11);
    assert!(stats.total_grid_restarts() > 0);
    // A board restart needs 20 failures of one grid; with fewer failures than that in total,
    // there can be no board restart.
    assert!(stats.total_grid_restarts() >= 19 * stats.board_restarts);
}

#[test]
fn the_attempt_cap_stops_exactly_at_the_cap() {
    let puzzle = grid(DEFAULT_PUZZLE);
    let settings = Board1Settings {
        max_attempts: Some(1000),
        ..Default::default()
    };
    let (end, stats, _) = run(&puzzle, &settings, 1);
    assert_eq!(end, Board1End::GaveUp);
    assert_eq!(stats.attempts, 1000);
}

#[test]
fn forgetful_cells_give_up_after_their_tries() {
    // Grid 1 blank in a solved grid: each cell has exactly one fitting digit, so a forgetful
    // cell with nine tries fails whenever all its draws miss, and the grid restarts.
    let mut puzzle = grid(SOLVED);
    for k in 0..9 {
        puzzle.set(cell_in_box(0, k), 0);
    }
    let settings = Board1Settings {
        memory: false,
        cell_tries: 9,
        board0: false,
        max_attempts: Some(5_000_000),
        ..Default::default()
    };
    let (end, stats, board) = run(&puzzle, &settings, 5);
    assert_eq!(end, Board1End::Solved);
    assert_eq!(board.read_grid(), grid(SOLVED));
    assert!(stats.grid_restarts[0] > 0 || stats.board_restarts > 0);
    assert_eq!(stats.grid_restarts[1..], [0; 8]);
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
    let first = Board1Settings {
        board0: false,
        ..Default::default()
    };
    let fifth = Board1Settings {
        board0: false,
        grid_order: Board1Settings::parse_grid_order("567891234").unwrap(),
        ..Default::default()
    };
    let (a, _, board_a) = run(&puzzle, &first, 9);
    let (b, _, board_b) = run(&puzzle, &fifth, 9);
    assert_eq!((a, b), (Board1End::Solved, Board1End::Solved));
    assert_eq!(board_a.read_grid(), board_b.read_grid());
}

//! The Cruncher: the sequential brute force of a 2009 Visual Basic program.
//!
//! The blank cells are numbered in reading order (after Board0's finds when Board0 ran
//! first), each with a trial value 0. The current blank's trial value goes up by one and is
//! shown in its cell; when it passes 9 it goes back to 0 (the cell is blanked) and the
//! Cruncher steps back to the previous blank; when it clashes with its row, column or 3x3 grid
//! (read off the screen) it goes up again; when it fits it stays, in the Cruncher's ink, and
//! the next blank is taken. Stepping back from the first blank means there is no solution.
//!
//! Counters, exactly:
//!
//! ```text
//! blanks = the empty cells in reading order; value[k] = 0 for all; k = 0
//! loop:
//!   if k == blanks.len(): solved
//!   if increments >= cap: gave up
//!   value[k] += 1; increments += 1       # every increment counts, the one past 9 too
//!   if value[k] > 9:
//!       value[k] = 0; blank the cell
//!       k -= 1; backsteps += 1           # counted even from the first blank, which
//!       if k < 0: no solution            # means there is no solution
//!   else if value[k] clashes with its row, column or 3x3 grid: go round again
//!   else: keep value[k]; k += 1
//! ```
//!
//! The monitor is told of every increment (one step each). It solves even the empty grid.

use super::{
    Agent, AgentDecl, AgentEnd, BoardScreen, CounterDecl, Counters, Flow, Ink, Monitor, NoSettings,
    View,
};
use dosdoku_sudoku::board::symbol;

/// The Cruncher, as the registry knows it.
pub struct Cruncher;

/// Counter slots, in the order of the declaration.
const INCREMENTS: usize = 0;
const BACKSTEPS: usize = 1;

impl Agent for Cruncher {
    type Settings = NoSettings;

    const DECL: AgentDecl = AgentDecl {
        name: "cruncher",
        title: "the Cruncher",
        about: "the sequential brute force of a 2009 Visual Basic program: counts each blank up from 1, steps back past 9",
        ink: Ink::Cruncher,
        counters: &[
            CounterDecl::count("increments", "increments", "increment")
                .means("a blank's trial digit counted up by one (the step past 9 counts too)"),
            CounterDecl::count("backsteps", "backsteps", "backstep")
                .means("a step back to the blank before, when a blank passed 9"),
        ],
        randomized: false,
        board0_first: false,
        needs_solvable: false,
        capped: true,
        view: View::Digits,
        panel_box: None,
        sizes: &[2, 3, 4, 5],
        default_for: &[],
        quick_cap: Some(20_000_000),
        takes_marks: false,
    };

    fn run<M: Monitor>(
        board: &mut BoardScreen,
        _settings: &NoSettings,
        _seed: u64,
        cap: u64,
        counters: &mut Counters,
        monitor: &mut M,
    ) -> AgentEnd {
        let blanks: Vec<usize> = (0..board.cells())
            .filter(|&i| board.digit(i) == 0)
            .collect();
        let last = board.shape().side() as u8;
        let mut value = vec![0u8; blanks.len()];
        let mut k = 0;
        while k < blanks.len() {
            if counters.get(INCREMENTS) >= cap {
                return AgentEnd::GaveUp(format!(
                    "reached the cap of {}",
                    Self::DECL.headline().amount(cap)
                ));
            }
            let cell = blanks[k];
            // The Cruncher works on the digit view: print straight at the cell's position.
            let at = board.at(cell);
            value[k] += 1;
            counters.inc(INCREMENTS);
            let trial = value[k];
            // The trial value is shown in the cell being tried; past the last value (9 on a
            // 9x9 board) the cell is blank.
            let shown = if trial > last { 0 } else { trial };
            board.print_digit(at, shown, Ink::Trying);
            if monitor.tick(board, counters) == Flow::Stop {
                return AgentEnd::Stopped;
            }
            if trial > last {
                value[k] = 0;
                counters.inc(BACKSTEPS);
                if k == 0 {
                    return AgentEnd::NoSolution(format!(
                        "the Cruncher counted its first blank past {}: no value fits",
                        symbol(board.box_size(), last)
                    ));
                }
                k -= 1;
            } else if !board.seen_in_units(cell, trial) {
                board.print_digit(at, trial, Ink::Cruncher);
                k += 1;
            }
        }
        AgentEnd::Solved
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::Headless;
    use dosdoku_sudoku::board::Grid;
    use dosdoku_sudoku::formats::parse_line;

    /// A solved grid, the source of the small puzzles below.
    const SOLVED: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    /// The puzzle with the cells `blank` (0..81) of SOLVED emptied.
    fn solved_without(blank: &[usize]) -> Grid {
        let mut g = parse_line(SOLVED).unwrap();
        for &i in blank {
            g.set(i, 0);
        }
        g
    }

    /// Runs the Cruncher on the board now on the screen: how it ended, (increments, backsteps).
    fn crunch(board: &mut BoardScreen, cap: u64) -> (AgentEnd, (u64, u64)) {
        let mut counters = Counters::default();
        let end = Cruncher::run(board, &NoSettings, 0, cap, &mut counters, &mut Headless);
        (end, (counters.get(INCREMENTS), counters.get(BACKSTEPS)))
    }

    fn crunch_puzzle(puzzle: &Grid, cap: u64) -> (AgentEnd, (u64, u64), Grid) {
        let mut board = BoardScreen::new();
        board.show(puzzle, Ink::Given);
        let (end, counts) = crunch(&mut board, cap);
        (end, counts, board.read_grid())
    }

    #[test]
    fn two_blanks_in_row_one_are_counted_up_to_their_digits() {
        // SOLVED without r1c1 (5) and r1c2 (3). Row 1 then holds 4 6 7 8 9 1 2.
        // r1c1: 1 row, 2 row, 3 column 1 (r9c1 is 3), 4 row, 5 fits: 5 increments.
        // r1c2: 1 row, 2 row, 3 fits (column 2 and grid 1 hold no 3): 3 increments.
        // 8 increments, no step back.
        let (end, counts, board) = crunch_puzzle(&solved_without(&[0, 1]), u64::MAX);
        assert_eq!(end, AgentEnd::Solved);
        assert_eq!(counts, (8, 0));
        assert_eq!(board.to_line(), SOLVED);
    }

    #[test]
    fn a_wrong_first_fit_is_counted_past_9_and_stepped_back_from() {
        // SOLVED without r1c1 (5), r1c8 (1) and r3c1 (1): the blanks in reading order.
        // Row 1 lacks 1 5; column 1 and grid 1 lack 1 5; column 8 and grid 3 lack 1 only.
        // r1c1: 1 fits (wrongly): 1 increment (1).
        // r1c8: 1-4 clash in row 1 (its 1 is now at r1c1), 5 clashes in column 8 (r6c8),
        //       6-9 clash in row 1, 10 passes 9: 10 increments (11); blank, step back (1).
        // r1c1: 2 3 4 clash in row 1, 5 fits: 4 increments (15).
        // r1c8: 1 fits: 1 increment (16).  r3c1: 1 fits: 1 increment (17).
        let (end, counts, board) = crunch_puzzle(&solved_without(&[0, 7, 18]), u64::MAX);
        assert_eq!(end, AgentEnd::Solved);
        assert_eq!(counts, (17, 1));
        assert_eq!(board.to_line(), SOLVED);
    }

    #[test]
    fn stepping_back_from_the_first_blank_means_no_solution() {
        // SOLVED with r1c1 changed from 5 to 1 and r1c2 (3), r1c8 (1), r3c1 (1) blank. No two
        // givens clash, but r3c1 can hold nothing (row 3 lacks only 1, column 1 holds it).
        // Row 1 lacks 3 5; column 2 lacks 3 only; column 8 lacks 1 only.
        // r1c2: 1 2 clash in row 1, 3 fits: 3 increments (3).
        // r1c8: 1-4 clash in row 1, 5 in column 8 (r6c8), 6-9 in row 1, 10 passes 9:
        //       10 increments (13); step back (1).
        // r1c2: 4 row 1, 5 column 2 (r4c2), 6-9 row 1, 10 passes 9: 7 increments (20); step
        //       back from the first blank (2): no solution. r3c1 is never reached.
        let mut puzzle = solved_without(&[1, 7, 18]);
        puzzle.set(0, 1);
        let (end, counts, board) = crunch_puzzle(&puzzle, u64::MAX);
        assert!(matches!(end, AgentEnd::NoSolution(_)), "{end:?}");
        assert_eq!(counts, (20, 2));
        assert_eq!(board, puzzle, "every trial value is blanked again");
    }

    #[test]
    fn the_empty_grid_is_solved() {
        let (end, counts, board) = crunch_puzzle(&Grid::EMPTY, u64::MAX);
        assert_eq!(end, AgentEnd::Solved);
        assert_eq!(counts, (3_505, 310));
        assert!(board.is_complete() && board.solves(&Grid::EMPTY));
    }

    #[test]
    fn the_default_puzzle_takes_millions_of_increments_pinned() {
        let puzzle = parse_line(dosdoku_sudoku::source::DEFAULT_PUZZLE).unwrap();
        let (end, counts, board) = crunch_puzzle(&puzzle, u64::MAX);
        assert_eq!(end, AgentEnd::Solved);
        assert_eq!(counts, (2_472_530, 247_226));
        assert!(board.solves(&puzzle));
    }

    #[test]
    fn the_cap_stops_it_after_exactly_that_many_increments() {
        let puzzle = parse_line(dosdoku_sudoku::source::DEFAULT_PUZZLE).unwrap();
        let (end, counts, _) = crunch_puzzle(&puzzle, 1_000);
        assert_eq!(
            end,
            AgentEnd::GaveUp("reached the cap of 1,000 increments".to_string())
        );
        assert_eq!(counts.0, 1_000);
    }

    #[test]
    fn a_digit_printed_only_on_the_screen_is_a_given() {
        // The puzzle of the first test, then a 5 printed at r1c1 (row 4, column 5 of the
        // screen) with LOCATE, COLOR and PRINT. The Cruncher reads the board off the screen:
        // r1c1 is no blank for it, and r1c2 takes 1 2 (row), 3: 3 increments instead of 8.
        let mut board = BoardScreen::new();
        board.show(&solved_without(&[0, 1]), Ink::Given);
        board.screen.locate(4, 5).unwrap();
        board.screen.color(15, 1).unwrap();
        board.screen.print("5").unwrap();
        let (end, counts) = crunch(&mut board, u64::MAX);
        assert_eq!((end, counts), (AgentEnd::Solved, (3, 0)));
        assert_eq!(board.read_grid().to_line(), SOLVED);
        assert_eq!(board.ink(1), Ink::Cruncher);
    }
}

//! Board0: the single-candidate scanner, faithful to its blind spot. It runs alone as an
//! agent, or first, before another agent, as the QuickBASIC program ran it before Board1.

use super::{
    Agent, AgentDecl, AgentEnd, BoardScreen, CellName, CounterDecl, Counters, Flow, Ink, Monitor,
    NoSettings, View,
};
use dosdoku_sudoku::text::count_with;

/// Board0 alone, as the registry knows it.
pub struct Board0;

/// Counter slot of the digits found (the headline).
pub const FOUND: usize = 0;
/// Counter slot of the whole scans made.
const SCANS: usize = 1;

impl Agent for Board0 {
    type Settings = NoSettings;

    const DECL: AgentDecl = AgentDecl {
        name: "board0",
        title: "Board0",
        about: "the naked-single scanner alone: fills cells that have one candidate, scan after scan",
        ink: Ink::Board0,
        counters: &[
            CounterDecl::count("found", "digits found", "digit found")
                .means("an empty cell with only one digit left for it, filled in"),
            CounterDecl::count("scans", "scans", "scan")
                .means("a pass over the board from the top-left; the last one finds nothing"),
        ],
        randomized: false,
        board0_first: false,
        needs_solvable: false,
        capped: false,
        view: View::Digits,
        panel_box: None,
        sizes: &[2, 3, 4, 5],
        default_for: &[],
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
        match run_board0(board, counters, monitor) {
            Board0End::Done => match board.read_grid().filled() {
                filled if filled == board.cells() => AgentEnd::Solved,
                filled => AgentEnd::Stuck(format!(
                    "Board0 finds only naked singles; {} left",
                    count_with((board.cells() - filled) as u64, "cell", "is", "are")
                )),
            },
            Board0End::Contradiction(i) => AgentEnd::NoSolution(format!(
                "Board0 found that no digit fits {}",
                CellName::sized(i, board.shape().side())
            )),
            Board0End::Stopped => AgentEnd::Stopped,
        }
    }
}

/// How Board0's work ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Board0End {
    /// A scan found nothing more.
    Done,
    /// An empty cell has no candidate at all: the puzzle is contradictory.
    Contradiction(usize),
    /// The monitor stopped the run.
    Stopped,
}

/// Scans the empty cells from the top-left, row by row; a cell whose grid, row and column
/// (read off the screen) leave exactly one digit gets that digit printed at once. Whole scans
/// repeat until one finds nothing. Only naked singles are found, never hidden singles.
/// Counts into `counters` as [`Board0`]'s declaration lays them out.
pub fn run_board0<M: Monitor>(
    board: &mut BoardScreen,
    counters: &mut Counters,
    monitor: &mut M,
) -> Board0End {
    loop {
        counters.inc(SCANS);
        let mut found = false;
        for i in 0..board.cells() {
            if board.digit(i) != 0 {
                continue;
            }
            let candidates = !board.seen_by(i) & board.all_values();
            match candidates.count_ones() {
                0 => return Board0End::Contradiction(i),
                1 => {
                    board.write(i, candidates.trailing_zeros() as u8 + 1, Ink::Board0);
                    counters.inc(FOUND);
                    found = true;
                    if monitor.tick(board, counters) == Flow::Stop {
                        return Board0End::Stopped;
                    }
                }
                _ => {}
            }
        }
        if !found {
            return Board0End::Done;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::Headless;
    use dosdoku_sudoku::board::Grid;

    fn board_with(line: &str) -> BoardScreen {
        let mut cells = [0u8; 81];
        for (c, b) in cells.iter_mut().zip(line.bytes()) {
            *c = if b.is_ascii_digit() { b - b'0' } else { 0 };
        }
        let mut board = BoardScreen::new();
        board.show(&Grid::from_cells(cells).unwrap(), Ink::Given);
        board
    }

    #[test]
    fn finds_a_naked_single_and_what_it_unlocks() {
        // Row 1 holds 1..8; r1c9 must be 9. Nothing else is forced.
        let mut board = board_with("12345678.");
        let mut counters = Counters::default();
        assert_eq!(
            run_board0(&mut board, &mut counters, &mut Headless),
            Board0End::Done
        );
        assert_eq!(board.digit(8), 9);
        assert_eq!(board.ink(8), Ink::Board0);
        assert_eq!(counters.get(FOUND), 1);
        assert_eq!(counters.get(SCANS), 2);
    }

    #[test]
    fn blind_to_a_hidden_single() {
        // In grid 1 the digit 1 can only go in r1c1: rows 2 and 3 hold a 1 further right,
        // columns 2 and 3 hold a 1 further down, r1c1's own candidates are still many.
        // A hidden single, so Board0 must not place it.
        let mut line = vec![b'.'; 81];
        line[9 + 4] = b'1'; // r2c5
        line[18 + 7] = b'1'; // r3c8
        line[27 + 1] = b'1'; // r4c2
        line[63 + 2] = b'1'; // r8c3
        let mut board = board_with(std::str::from_utf8(&line).unwrap());
        let mut counters = Counters::default();
        assert_eq!(
            run_board0(&mut board, &mut counters, &mut Headless),
            Board0End::Done
        );
        assert_eq!(
            board.digit(0),
            0,
            "Board0 must not see the hidden single at r1c1"
        );
        assert_eq!(counters.get(FOUND), 0);
    }

    #[test]
    fn reports_a_cell_with_no_candidate() {
        // r1c9's row holds 1..8 and its column holds 9: nothing fits.
        let mut line = b"12345678.".to_vec();
        line.resize(81, b'.');
        line[80] = b'9';
        let mut board = board_with(std::str::from_utf8(&line).unwrap());
        let mut counters = Counters::default();
        assert_eq!(
            run_board0(&mut board, &mut counters, &mut Headless),
            Board0End::Contradiction(8)
        );
    }
}

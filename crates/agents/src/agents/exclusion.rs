//! Exclusion: the candidate-exclusion solver of a Perl blog series. Every cell holds the set
//! of digits it can still take, shown on the candidate view; passes over the board remove
//! from each cell the digits of the solved cells it sees, until a pass changes nothing.
//!
//! On a 4x4 or 9x9 board every candidate is on the screen. A 16x16 or 25x25 board has no room
//! for them: its values are on the screen, each unsolved cell's candidates are the agent's
//! notes, and the screen shows how many each cell has left.
//!
//! Exactly, on a board of box size n (n*n values):
//!
//! ```text
//! every cell holds its candidate set, read off the screen: a given (or a Board0 find) just
//! its digit, an empty cell every digit
//! loop:
//!   if passes >= cap: gave_up
//!   passes += 1
//!   for each cell in reading order with more than one candidate:
//!     remove from it the digit of every solved cell (one candidate) in its row, column and
//!     box, read off the screen as they are now (a cell solved earlier in this pass counts)
//!     eliminations += the candidates removed; if any, print the cell's new candidates
//!     if it now has one candidate: solved_cells += 1
//!     if it now has none: no_solution (at once; this pass counts)
//!   if the pass removed nothing: stop
//! every cell solved: solved; otherwise stuck (its solved cells and candidates stay shown)
//! ```
//!
//! The monitor is told of every cell it changes and of the end of every pass.

use super::{
    Agent, AgentDecl, AgentEnd, BoardScreen, CellName, CounterDecl, Counters, Flow, Ink, Monitor,
    NoSettings, View,
};
use dosdoku_sudoku::board::Shape;
use dosdoku_sudoku::text::count_with;

/// Exclusion, as the registry knows it.
pub struct Exclusion;

/// Counter slots, in the order of the declaration.
const PASSES: usize = 0;
const ELIMINATIONS: usize = 1;
const SOLVED_CELLS: usize = 2;

impl Agent for Exclusion {
    type Settings = NoSettings;

    const DECL: AgentDecl = AgentDecl {
        name: "exclusion",
        title: "exclusion",
        about: "candidate exclusion: removes the digits of solved cells from the cells they see, pass after pass",
        ink: Ink::Exclusion,
        counters: &[
            CounterDecl::count("passes", "passes", "pass")
                .means("a visit of every cell in reading order; the last one changes nothing"),
            CounterDecl::count("eliminations", "eliminations", "elimination")
                .means("a candidate ruled out: a solved cell in its row, column or box holds it"),
            CounterDecl::count("solved_cells", "solved cells", "solved cell")
                .means("a cell brought down to one candidate"),
        ],
        randomized: false,
        board0_first: false,
        needs_solvable: false,
        capped: true,
        view: View::Candidates,
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
        cap: u64,
        counters: &mut Counters,
        monitor: &mut M,
    ) -> AgentEnd {
        let shape = board.shape();
        let end = if shape.box_size() <= 3 {
            exclude(&mut OnScreen { board, monitor }, shape, cap, counters)
        } else {
            let notes = vec![board.all_values(); shape.cells()];
            exclude(
                &mut Noted {
                    board,
                    monitor,
                    notes,
                },
                shape,
                cap,
                counters,
            )
        };
        match end {
            ExclusionEnd::Solved => AgentEnd::Solved,
            ExclusionEnd::Stuck { unsolved } => AgentEnd::Stuck(format!(
                "exclusion alone goes no further; {} several candidates",
                count_with(unsolved as u64, "cell", "keeps", "keep")
            )),
            ExclusionEnd::Empty(i) => AgentEnd::NoSolution(format!(
                "exclusion left {} with no candidate",
                CellName::sized(i, shape.side())
            )),
            ExclusionEnd::GaveUp => AgentEnd::GaveUp(format!(
                "reached the cap of {}",
                Self::DECL.headline().amount(cap)
            )),
            ExclusionEnd::Stopped => AgentEnd::Stopped,
        }
    }
}

/// Where exclusion finds and keeps the candidate sets (bit d - 1 for digit d).
trait CandidateCells {
    /// The candidates of cell `i` as they are now.
    fn candidates(&self, i: usize) -> u32;

    /// Cell `i` now holds `mask`, fewer candidates than before; says whether to go on.
    fn reduce(&mut self, i: usize, mask: u32, counters: &Counters) -> Flow;

    /// A pass is over; says whether to go on.
    fn pass_done(&mut self, counters: &Counters) -> Flow;
}

/// The candidate sets on the screen's candidate view, every change shown to the monitor.
struct OnScreen<'a, M: Monitor> {
    board: &'a mut BoardScreen,
    monitor: &'a mut M,
}

impl<M: Monitor> CandidateCells for OnScreen<'_, M> {
    #[inline]
    fn candidates(&self, i: usize) -> u32 {
        self.board.candidates(i)
    }

    fn reduce(&mut self, i: usize, mask: u32, counters: &Counters) -> Flow {
        self.board.set_candidates(i, mask, Ink::Exclusion);
        self.monitor.tick(self.board, counters)
    }

    fn pass_done(&mut self, counters: &Counters) -> Flow {
        self.monitor.tick(self.board, counters)
    }
}

/// Exclusion on a 16x16 or 25x25 board, whose candidate view has no room for every candidate
/// of every cell: the cells' values are on the screen (read there, and printed there as soon as
/// a cell is down to one candidate), each unsolved cell's candidates are the agent's notes, and
/// the screen shows how many candidates each cell has left.
struct Noted<'a, M: Monitor> {
    board: &'a mut BoardScreen,
    monitor: &'a mut M,
    /// The candidates of each cell not yet solved on the screen.
    notes: Vec<u32>,
}

impl<M: Monitor> CandidateCells for Noted<'_, M> {
    #[inline]
    fn candidates(&self, i: usize) -> u32 {
        match self.board.digit(i) {
            0 => self.notes[i],
            d => 1 << (d - 1),
        }
    }

    fn reduce(&mut self, i: usize, mask: u32, counters: &Counters) -> Flow {
        self.notes[i] = mask;
        self.board.set_candidates(i, mask, Ink::Exclusion);
        self.monitor.tick(self.board, counters)
    }

    fn pass_done(&mut self, counters: &Counters) -> Flow {
        self.monitor.tick(self.board, counters)
    }
}

/// How exclusion ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum ExclusionEnd {
    /// Every cell holds one candidate.
    Solved,
    /// A pass changed nothing and this many cells keep several candidates.
    Stuck { unsolved: usize },
    /// This cell has no candidate left: the puzzle has no solution.
    Empty(usize),
    /// The cap on passes was reached.
    GaveUp,
    /// The monitor stopped the run.
    Stopped,
}

/// Runs exclusion (see the module documentation) over the cells of a board of `shape`,
/// counting into `counters` as [`Exclusion`]'s declaration lays them out.
fn exclude<C: CandidateCells>(
    cells: &mut C,
    shape: &Shape,
    cap: u64,
    counters: &mut Counters,
) -> ExclusionEnd {
    let count = shape.cells();
    if let Some(i) = (0..count).find(|&i| cells.candidates(i) == 0) {
        return ExclusionEnd::Empty(i);
    }
    loop {
        if counters.get(PASSES) >= cap {
            return ExclusionEnd::GaveUp;
        }
        counters.inc(PASSES);
        let mut changed = false;
        for i in 0..count {
            let mine = cells.candidates(i);
            if mine.count_ones() <= 1 {
                continue;
            }
            let seen = shape
                .peers(i)
                .iter()
                .map(|&j| cells.candidates(j))
                .filter(|m| m.count_ones() == 1)
                .fold(0, |all, m| all | m);
            let removed = mine & seen;
            if removed == 0 {
                continue;
            }
            changed = true;
            let left = mine & !seen;
            counters.add(ELIMINATIONS, u64::from(removed.count_ones()));
            if left.count_ones() == 1 {
                counters.inc(SOLVED_CELLS);
            }
            let flow = cells.reduce(i, left, counters);
            if left == 0 {
                return ExclusionEnd::Empty(i);
            }
            if flow == Flow::Stop {
                return ExclusionEnd::Stopped;
            }
        }
        if cells.pass_done(counters) == Flow::Stop {
            return ExclusionEnd::Stopped;
        }
        if !changed {
            break;
        }
    }
    match (0..count)
        .filter(|&i| cells.candidates(i).count_ones() != 1)
        .count()
    {
        0 => ExclusionEnd::Solved,
        unsolved => ExclusionEnd::Stuck { unsolved },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::{Headless, Stage};
    use dosdoku_sudoku::board::Grid;
    use dosdoku_sudoku::formats::parse_line;

    /// Candidate sets in memory, for boards the screen does not show yet.
    struct InMemory(Vec<u32>);

    impl CandidateCells for InMemory {
        fn candidates(&self, i: usize) -> u32 {
            self.0[i]
        }

        fn reduce(&mut self, i: usize, mask: u32, _counters: &Counters) -> Flow {
            self.0[i] = mask;
            Flow::Continue
        }

        fn pass_done(&mut self, _counters: &Counters) -> Flow {
            Flow::Continue
        }
    }

    /// The cells of a line puzzle of `shape` (digits 1-9 then A-G, `.` blank) as candidate sets.
    fn in_memory(shape: &Shape, line: &str) -> InMemory {
        let sets = line
            .chars()
            .map(|c| match c.to_digit(17) {
                Some(d) if d > 0 => 1 << (d - 1),
                _ => shape.all_digits(),
            })
            .collect::<Vec<u32>>();
        assert_eq!(sets.len(), shape.cells());
        InMemory(sets)
    }

    fn counts(counters: &Counters) -> (u64, u64, u64) {
        (
            counters.get(PASSES),
            counters.get(ELIMINATIONS),
            counters.get(SOLVED_CELLS),
        )
    }

    /// Runs exclusion on the screen's candidate view holding `line`, with no cap.
    fn on_screen(line: &str) -> (AgentEnd, (u64, u64, u64), BoardScreen) {
        let mut board = BoardScreen::with_view(View::Candidates);
        board.show(&parse_line(line).unwrap(), Ink::Given);
        run_on(board)
    }

    fn run_on(mut board: BoardScreen) -> (AgentEnd, (u64, u64, u64), BoardScreen) {
        let mut counters = Counters::default();
        let end = Exclusion::run(
            &mut board,
            &NoSettings,
            0,
            u64::MAX,
            &mut counters,
            &mut Headless,
        );
        (end, counts(&counters), board)
    }

    /// The default puzzle's solution.
    const SOLUTION: &str =
        "653914827218367459794528361927183645481756932536492718872645193349271586165839274";

    #[test]
    fn a_four_by_four_board_worked_by_hand() {
        // 1 2 | 3 .      Pass 1, in reading order (what each cell sees that is solved now):
        // . 4 | . .      r1c4 row 1,2,3 -> {4} (3 removed, solved); r2c1 sees 1,2,4 -> {3} (3);
        // ----+----      r2c3 sees 3,4 -> {1,2} (2); r2c4 sees 3,4 and 1 below -> {2} (3);
        // . . | 4 .      r3c1 sees 4 and 1,3 above -> {2} (3); r3c2 sees 2,4 -> {1,3} (2);
        // . . | . 1      r3c4 sees 2,4,1 -> {3} (3); r4c1 sees 1,2,3 -> {4} (3); r4c2 sees
        //                1,4,2 -> {3} (3); r4c3 sees 4,3,1 -> {2} (3): 28 removed, 8 solved.
        // Pass 2: r2c3 loses the 2 of r2c4 -> {1}; r3c2 loses the 3 of r3c4 -> {1}: 2 more, both
        // solved. Pass 3 changes nothing: 3 passes, 30 eliminations, 10 solved cells.
        let shape = Shape::new(2).unwrap();
        let mut cells = in_memory(&shape, "123..4....4....1");
        let mut counters = Counters::default();
        let end = exclude(&mut cells, &shape, u64::MAX, &mut counters);
        assert_eq!(end, ExclusionEnd::Solved);
        assert_eq!(counts(&counters), (3, 30, 10));
        let digits: String = cells
            .0
            .iter()
            .map(|m| char::from(b'1' + m.trailing_zeros() as u8))
            .collect();
        assert_eq!(digits, "1234341221434321");
    }

    #[test]
    fn sixteen_by_sixteen_boards_in_memory() {
        // A solved 16x16 grid with its sixth row emptied: each of the 16 cells sees the other
        // 15 digits of its column, all solved, so pass 1 removes 15 from each and solves it;
        // pass 2 changes nothing.
        let shape = Shape::new(4).unwrap();
        let symbols: Vec<char> = "123456789ABCDEFG".chars().collect();
        let line: String = (0..256)
            .map(|i: usize| {
                let (r, c) = (i / 16, i % 16);
                if r == 5 {
                    '.'
                } else {
                    symbols[((r % 4) * 4 + r / 4 + c) % 16]
                }
            })
            .collect();
        let mut cells = in_memory(&shape, &line);
        let mut counters = Counters::default();
        let end = exclude(&mut cells, &shape, u64::MAX, &mut counters);
        assert_eq!(end, ExclusionEnd::Solved);
        assert_eq!(counts(&counters), (2, 240, 16));
        // The empty 16x16 board: nothing is solved, so the first pass changes nothing.
        let mut empty = in_memory(&shape, &".".repeat(256));
        let mut counters = Counters::default();
        let end = exclude(&mut empty, &shape, u64::MAX, &mut counters);
        assert_eq!(end, ExclusionEnd::Stuck { unsolved: 256 });
        assert_eq!(counts(&counters), (1, 0, 0));
    }

    #[test]
    fn a_rectangle_of_four_blanks_worked_by_hand() {
        // The default puzzle's solution with r2c3 (8), r2c7 (4), r3c3 (4) and r3c7 (3) blank.
        // Pass 1: r2c3 sees 1,2,3,5,6,7,9 in its row, column and box -> {4,8} (7 removed);
        // r2c7 sees its row's 1,2,3,5,6,7,9 and its column's 8 -> {4} (8, solved); r3c3 sees
        // its row's 1,2,5,6,7,8,9 and its column's 3 -> {4} (8, solved); r3c7 sees its row's
        // 1,2,5,6,7,8,9 with r3c3's 4, solved earlier in this pass -> {3} (8, solved).
        // Pass 2: r2c3 loses the 4 of r2c7 -> {8} (1, solved). Pass 3 changes nothing.
        let mut line = SOLUTION.as_bytes().to_vec();
        for i in [11, 15, 20, 24] {
            line[i] = b'.';
        }
        let (end, counts, board) = on_screen(std::str::from_utf8(&line).unwrap());
        assert_eq!(end, AgentEnd::Solved);
        assert_eq!(counts, (3, 32, 4));
        assert_eq!(board.read_grid().to_line(), SOLUTION);
        assert_eq!((board.ink(11), board.ink(12)), (Ink::Exclusion, Ink::Given));
    }

    #[test]
    fn a_row_of_eight_then_stuck() {
        // Row 1 holds 1..8. Pass 1: r1c9 loses 1..8 -> {9} (8 removed, solved). Rows 2-3 lose
        // their box's three digits of row 1: 1,2,3 / 4,5,6 / 7,8 and r1c9's new 9, 3 from each
        // of 18 cells (54); rows 4-9 lose the one digit above them in row 1 (9 in column 9,
        // solved earlier in the pass), 1 from each of 54 cells (54). Pass 2 changes nothing:
        // 2 passes, 8 + 54 + 54 = 116 eliminations, 1 solved cell.
        let (end, counts, board) = on_screen(&format!("12345678.{}", ".".repeat(72)));
        assert!(
            matches!(end, AgentEnd::Stuck(ref why) if why.contains("72 cells")),
            "{end:?}"
        );
        assert_eq!(counts, (2, 116, 1));
        assert_eq!(board.candidates(9), 0b1_1111_1000);
        assert_eq!(board.candidates(80), 0b0_1111_1111);
    }

    #[test]
    fn a_cell_left_without_candidates_means_no_solution() {
        // Row 1 holds 1..8 and r9c9 a 9: in pass 1, r1c9 loses all nine (9 eliminations).
        let mut line = format!("12345678.{}", ".".repeat(72));
        line.replace_range(80..81, "9");
        let (end, counts, board) = on_screen(&line);
        assert_eq!(
            end,
            AgentEnd::NoSolution("exclusion left r1c9 with no candidate".into())
        );
        assert_eq!(counts, (1, 9, 0));
        assert_eq!(board.candidates(8), 0);
    }

    #[test]
    fn the_empty_grid_is_stuck_after_its_first_pass() {
        let (end, counts, _) = on_screen(&".".repeat(81));
        assert!(matches!(end, AgentEnd::Stuck(_)), "{end:?}");
        assert_eq!(counts, (1, 0, 0));
    }

    #[test]
    fn a_puzzle_exclusion_solves_alone() {
        // Every step of this puzzle is a naked single: 51 blanks solved in 6 passes.
        let (end, counts, board) = on_screen(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        );
        assert_eq!(end, AgentEnd::Solved);
        assert_eq!(counts, (6, 408, 51));
        assert_eq!(
            board.read_grid().to_line(),
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
        );
    }

    #[test]
    fn the_cap_counts_passes() {
        let line =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        let mut board = BoardScreen::with_view(View::Candidates);
        board.show(&parse_line(line).unwrap(), Ink::Given);
        let mut counters = Counters::default();
        let end = Exclusion::run(&mut board, &NoSettings, 0, 2, &mut counters, &mut Headless);
        assert_eq!(end, AgentEnd::GaveUp("reached the cap of 2 passes".into()));
        assert_eq!(counters.get(PASSES), 2);
    }

    #[test]
    fn candidates_that_exist_only_on_the_screen_count() {
        // The empty grid, then a 5 printed over r1c1's slots with the QuickBASIC API: the cell
        // is solved, so pass 1 removes 5 from its 20 peers; pass 2 changes nothing.
        let mut board = BoardScreen::with_view(View::Candidates);
        board.show(&Grid::EMPTY, Ink::Given);
        board.screen.locate(3, 2).unwrap();
        board.screen.print("    5").unwrap();
        board.screen.locate(4, 2).unwrap();
        board.screen.print("    ").unwrap();
        let (end, counts, board) = run_on(board);
        assert!(matches!(end, AgentEnd::Stuck(_)), "{end:?}");
        assert_eq!(counts, (2, 20, 0));
        assert_eq!(board.candidates(1), 0b1_1110_1111);
        // A digit printed on the digit view is carried to the candidate view as solved.
        let mut board = BoardScreen::new();
        board.screen.locate(4, 5).unwrap();
        board.screen.print("7").unwrap();
        board.switch_to(View::Candidates);
        let (_, counts, _) = run_on(board);
        assert_eq!(counts, (2, 20, 0));
    }

    /// Counts the monitor's ticks and stops after `stop_at` of them.
    struct Ticks {
        seen: u64,
        stop_at: u64,
    }

    impl Monitor for Ticks {
        const WATCHING: bool = true;

        fn begin(&mut self, _stage: Stage) {}

        fn tick(&mut self, _board: &mut BoardScreen, _counters: &Counters) -> Flow {
            self.seen += 1;
            if self.seen >= self.stop_at {
                Flow::Stop
            } else {
                Flow::Continue
            }
        }
    }

    #[test]
    fn the_monitor_sees_every_changed_cell_and_every_pass() {
        // Row 1 holds 1..8: pass 1 changes r1c9, the 18 cells of rows 2-3 and the 54 below;
        // pass 2 changes nothing: 73 changes and 2 pass ends.
        let line = format!("12345678.{}", ".".repeat(72));
        let run = |stop_at| {
            let mut board = BoardScreen::with_view(View::Candidates);
            board.show(&parse_line(&line).unwrap(), Ink::Given);
            let mut ticks = Ticks { seen: 0, stop_at };
            let mut counters = Counters::default();
            let end = Exclusion::run(
                &mut board,
                &NoSettings,
                0,
                u64::MAX,
                &mut counters,
                &mut ticks,
            );
            (end, ticks.seen)
        };
        assert_eq!(run(u64::MAX).1, 75);
        assert_eq!(run(10), (AgentEnd::Stopped, 10));
    }
}

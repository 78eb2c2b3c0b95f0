//! The LMC solver: the forced-move solver of a 2020 blog, driven by each empty cell's legal
//! move count (LMC: the digits its row, column and 3x3 grid leave it).
//!
//! Every move goes on a queue: `s` (setup) moves for the digits on the board when it starts
//! (the givens, and Board0's finds when Board0 ran first), `n` (normal) moves for its own.
//! Each step scans the empty cells in reading order, reading every one off the screen, and
//! plays the first cell with the lowest LMC at its lowest legal digit; a cell with no legal
//! digit is a dead end, and the solver backs off the queue.
//!
//! Counters, exactly:
//!
//! ```text
//! loop:
//!   scan the empty cells in reading order; for each, lmc = its number of legal digits:
//!       lmc == 0: dead end: stop the scan and back off (below)
//!       lmc < best so far: remember (cell, lowest legal digit, lmc)
//!       lmc == 1: stop the scan (after remembering it)
//!   no empty cell: solved
//!   otherwise: if moves >= cap: gave up
//!              play the remembered move as an n move; moves += 1; if its lmc == 1: forced += 1
//! back off:
//!   loop: m = the last move on the queue
//!     m is an s move: no solution
//!     m.lmc == 1: clear its cell, take it off the queue; erased += 1; look at the one before
//!     otherwise (a fork): if moves >= cap: gave up
//!                         switch m to its next higher legal digit, m.lmc -= 1
//!                         moves += 1; forks += 1 (never forced, even when m.lmc is now 1)
//!                         go forward again
//! ```
//!
//! The monitor is told of every move played and every fork switch (one step each). Beside the
//! board, the panel's box lists the queue's last moves: number, cell, digit, LMC, `s` or `n`.

use super::{
    Agent, AgentDecl, AgentEnd, BoardScreen, CellName, CounterDecl, Counters, Flow, Ink, Monitor,
    NoSettings, View,
};
use dosdoku_sudoku::board::symbol;

/// The LMC solver, as the registry knows it.
pub struct Lmc;

/// Counter slots, in the order of the declaration.
const MOVES: usize = 0;
const FORCED: usize = 1;
const FORKS: usize = 2;
const ERASED: usize = 3;

/// The fields of the panel's box the queue is listed in, oldest shown move first.
const BOX_FIELDS: [&str; 3] = ["x1", "x2", "x3"];

impl Agent for Lmc {
    type Settings = NoSettings;

    const DECL: AgentDecl = AgentDecl {
        name: "lmc",
        title: "the LMC solver",
        about: "the forced-move solver of a 2020 blog: plays the cell with the fewest legal moves, backs off its move queue at a dead end",
        ink: Ink::Lmc,
        counters: &[
            CounterDecl::count("moves", "moves", "move").means(
                "a digit played in the cell with the fewest legal digits (a fork switch too)",
            ),
            CounterDecl::count("forced", "forced moves", "forced move")
                .means("a move in a cell that had only one legal digit"),
            CounterDecl::count("forks", "fork switches", "fork switch")
                .means("a move with other legal digits switched to its next one after a dead end"),
            CounterDecl::count("erased", "moves erased", "move erased")
                .means("a move taken off the board while backing off the queue"),
        ],
        randomized: false,
        board0_first: false,
        needs_solvable: false,
        capped: true,
        view: View::Digits,
        panel_box: Some("Move queue"),
        sizes: &[2, 3, 4, 5],
        default_for: &[],
        quick_cap: Some(2_000_000),
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
        let mut queue: Vec<Move> = (0..board.cells())
            .filter(|&i| board.digit(i) != 0)
            .map(|i| Move {
                cell: i as u16,
                digit: board.digit(i),
                lmc: 0,
                setup: true,
            })
            .collect();
        let end = solve(board, &mut queue, cap, counters, monitor);
        show_queue(board, &queue);
        end
    }
}

/// One move on the queue.
#[derive(Clone, Copy, Debug)]
struct Move {
    /// The cell, in reading order from 0.
    cell: u16,
    /// The digit it holds.
    digit: u8,
    /// Its legal move count when played, less one for each fork switch since (0 for setup).
    lmc: u8,
    /// An `s` move (on the board when the solver started) rather than an `n` move.
    setup: bool,
}

/// What a scan of the empty cells found.
enum Scan {
    /// No empty cell is left.
    Solved,
    /// An empty cell has no legal digit.
    DeadEnd,
    /// The move to play: the first cell with the lowest LMC, its lowest legal digit, the LMC.
    Play(usize, u8, u8),
}

/// The forward and back-off loop, until solved, no solution, the cap, or a stop.
fn solve<M: Monitor>(
    board: &mut BoardScreen,
    queue: &mut Vec<Move>,
    cap: u64,
    counters: &mut Counters,
    monitor: &mut M,
) -> AgentEnd {
    let gave_up = || {
        AgentEnd::GaveUp(format!(
            "reached the cap of {}",
            Lmc::DECL.headline().amount(cap)
        ))
    };
    loop {
        match scan(board) {
            Scan::Solved => return AgentEnd::Solved,
            Scan::Play(cell, digit, lmc) => {
                if counters.get(MOVES) >= cap {
                    return gave_up();
                }
                board.write(cell, digit, Ink::Lmc);
                queue.push(Move {
                    cell: cell as u16,
                    digit,
                    lmc,
                    setup: false,
                });
                counters.inc(MOVES);
                if lmc == 1 {
                    counters.inc(FORCED);
                }
            }
            Scan::DeadEnd => loop {
                let Some(last) = queue.last_mut().filter(|m| !m.setup) else {
                    return AgentEnd::NoSolution(
                        "the LMC solver backed off to the setup moves".to_string(),
                    );
                };
                let cell = usize::from(last.cell);
                let next = if last.lmc > 1 {
                    next_legal(board, cell, last.digit)
                } else {
                    None
                };
                match next {
                    Some(digit) => {
                        if counters.get(MOVES) >= cap {
                            return gave_up();
                        }
                        last.digit = digit;
                        last.lmc -= 1;
                        board.write(cell, digit, Ink::Lmc);
                        counters.inc(MOVES);
                        counters.inc(FORKS);
                        break;
                    }
                    None => {
                        board.write(cell, 0, Ink::Empty);
                        queue.pop();
                        counters.inc(ERASED);
                    }
                }
            },
        }
        if M::WATCHING {
            show_queue(board, queue);
        }
        if monitor.tick(board, counters) == Flow::Stop {
            return AgentEnd::Stopped;
        }
    }
}

/// The values (bit 0 is 1) that the row, column and box of `cell` leave it, read off the
/// screen (the cell itself aside).
#[inline]
fn legal(board: &BoardScreen, cell: usize) -> u32 {
    !board.seen_by(cell) & board.all_values()
}

/// One scan of the empty cells in reading order (see the module documentation).
fn scan(board: &BoardScreen) -> Scan {
    let mut best: Option<(usize, u8, u8)> = None;
    for i in 0..board.cells() {
        if board.digit(i) != 0 {
            continue;
        }
        let digits = legal(board, i);
        let lmc = digits.count_ones() as u8;
        if lmc == 0 {
            return Scan::DeadEnd;
        }
        if best.is_none_or(|(_, _, fewest)| lmc < fewest) {
            best = Some((i, digits.trailing_zeros() as u8 + 1, lmc));
            if lmc == 1 {
                break;
            }
        }
    }
    best.map_or(Scan::Solved, |(cell, digit, lmc)| {
        Scan::Play(cell, digit, lmc)
    })
}

/// The lowest legal digit of `cell` above `digit`, if any.
fn next_legal(board: &BoardScreen, cell: usize, digit: u8) -> Option<u8> {
    let above = legal(board, cell) >> digit;
    (above != 0).then(|| digit + above.trailing_zeros() as u8 + 1)
}

/// Lists the queue's last moves in the panel's box, the newest at the bottom.
fn show_queue(board: &mut BoardScreen, queue: &[Move]) {
    let shown = queue.len().saturating_sub(BOX_FIELDS.len());
    for (k, field) in BOX_FIELDS.iter().enumerate() {
        let line = queue.get(shown + k).map_or_else(String::new, |m| {
            let lmc = if m.setup {
                "-".to_string()
            } else {
                m.lmc.to_string()
            };
            format!(
                "{:>5}  {}  digit {}  LMC {lmc}  {}",
                shown + k + 1,
                CellName::sized(usize::from(m.cell), board.shape().side()),
                symbol(board.box_size(), m.digit),
                if m.setup { 's' } else { 'n' }
            )
        });
        board.write_field(field, &line);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::Headless;
    use dosdoku_sudoku::board::Grid;
    use dosdoku_sudoku::formats::parse_line;

    /// The counters of a run: (moves, forced, forks, erased).
    type Counts = (u64, u64, u64, u64);

    fn counts(c: &Counters) -> Counts {
        (c.get(MOVES), c.get(FORCED), c.get(FORKS), c.get(ERASED))
    }

    /// Runs the LMC solver on the board now on the screen.
    fn play(board: &mut BoardScreen, cap: u64) -> (AgentEnd, Counts) {
        let mut counters = Counters::default();
        let end = Lmc::run(board, &NoSettings, 0, cap, &mut counters, &mut Headless);
        (end, counts(&counters))
    }

    fn play_line(line: &str, cap: u64) -> (AgentEnd, Counts, Grid, BoardScreen) {
        let puzzle = parse_line(line).unwrap();
        let mut board = BoardScreen::new();
        board.show(&puzzle, Ink::Given);
        let (end, counts) = play(&mut board, cap);
        (end, counts, board.read_grid(), board)
    }

    #[test]
    fn a_wrong_fork_is_erased_and_switched() {
        // Rows 4-6 of a solved grid with columns 3, 6 and 9 blanked (each box holds one
        // blanked column, so a box lacks what its column lacks):
        //   r4: 4 7 . 6 8 . 5 1 .  lacks 2 3 9     column 3 lacks 3 8 9
        //   r5: 5 1 . 4 7 . 6 9 .  lacks 2 3 8     column 6 lacks 2 3 5
        //   r6: 6 2 . 9 1 . 4 7 .  lacks 3 5 8     column 9 lacks 2 3 8
        // LMCs: r4c3 {3,9} r4c6 {2,3} r4c9 {2,3} r5c3 {3,8} r5c6 {2,3} r5c9 {2,3,8}
        //       r6c3 {3,8} r6c6 {3,5} r6c9 {3,8}: no 1, so the first 2 is played.
        // 1. r4c3=3 (LMC 2).  2. r4c6=2 (row 4 leaves {2,9}, column 6 {2}: LMC 1, forced).
        // Scan: r4c9 has row 4's {9} and column 9's {2,3,8}: nothing, a dead end.
        // Back off: r4c6 has LMC 1: erased (1). r4c3 has LMC 2: a fork, switched to 9, LMC 1.
        // 3. the switch (fork 1).  Scan: nothing forced (r4c6 {2,3} first with LMC 2).
        // 4. r4c6=2 (LMC 2).  5. r4c9=3 (forced).  6. r5c6=3 (row 5 {2,3,8}, column 6 {3,5}:
        // forced; r5c3 {3,8} came first with LMC 2).  7. r5c3=8.  8. r5c9=2.  9. r6c3=3.
        // 10. r6c6=5.  11. r6c9=8 (all forced). Solved: 11 moves, 8 forced (moves 2, 5-11),
        // 1 fork, 1 erased.
        let line =
            "735864921861297354294351786470680510510470690620910470982736145146529837357148269";
        let (end, counts, board, _) = play_line(line, u64::MAX);
        assert_eq!(end, AgentEnd::Solved);
        assert_eq!(counts, (11, 8, 1, 1));
        assert_eq!(
            board.to_line(),
            "735864921861297354294351786479682513518473692623915478982736145146529837357148269"
        );
    }

    #[test]
    fn backing_off_to_the_setup_moves_means_no_solution() {
        // Row 1 holds 4-9 and r2c1 a 3, the rest is empty: r1c1, r1c2, r1c3 all have {1,2}
        // (the 3 is in their grid); every other empty cell has at least 5 legal digits.
        // 1. r1c1=1 (LMC 2).  2. r1c2=2 (forced).  r1c3: nothing left, a dead end.
        // Back off: r1c2 erased (1); r1c1 is a fork: 3. switched to 2, LMC 1 (fork 1).
        // 4. r1c2=1 (forced).  r1c3: dead end again. Back off: r1c2 erased (2), r1c1 now has
        // LMC 1: erased (3); the next on the queue is r2c1, a setup move: no solution.
        // 4 moves, 2 forced, 1 fork, 3 erased.
        let line = format!("...4567893{}", ".".repeat(71));
        let (end, counts, board, _) = play_line(&line, u64::MAX);
        assert!(matches!(end, AgentEnd::NoSolution(_)), "{end:?}");
        assert_eq!(counts, (4, 2, 1, 3));
        assert_eq!(board, parse_line(&line).unwrap(), "every move is erased");
    }

    #[test]
    fn the_empty_grid_is_solved() {
        let (end, counts, board, _) = play_line(&".".repeat(81), u64::MAX);
        assert_eq!(end, AgentEnd::Solved);
        assert_eq!(counts, (81, 34, 0, 0));
        assert!(board.is_complete() && board.solves(&Grid::EMPTY));
    }

    #[test]
    fn the_default_puzzle_is_pinned() {
        let (end, counts, board, _) = play_line(dosdoku_sudoku::source::DEFAULT_PUZZLE, u64::MAX);
        assert_eq!(end, AgentEnd::Solved);
        assert_eq!(counts, (176, 158, 8, 111));
        assert!(board.solves(&parse_line(dosdoku_sudoku::source::DEFAULT_PUZZLE).unwrap()));
    }

    #[test]
    fn the_cap_counts_moves_and_fork_switches() {
        let (end, counts, _, _) = play_line(dosdoku_sudoku::source::DEFAULT_PUZZLE, 100);
        assert_eq!(
            end,
            AgentEnd::GaveUp("reached the cap of 100 moves".to_string())
        );
        assert_eq!(counts.0, 100);
    }

    #[test]
    fn a_digit_printed_only_on_the_screen_is_a_setup_move() {
        // A solved grid without r1c1 (5) and r1c2 (3) takes two forced moves; with a 5
        // printed at r1c1 (row 4, column 5 of the screen) by LOCATE, COLOR and PRINT it is a
        // setup move read off the screen, and only r1c2 is left: one forced move, listed last
        // in the panel's box as move 81 (80 setup moves before it: 79 givens and the 5).
        let line =
            "..4678912672195348198342567859761423426853791713924856961537284287419635345286179";
        let (_, counts, _, _) = play_line(line, u64::MAX);
        assert_eq!(counts, (2, 2, 0, 0));
        let mut board = BoardScreen::new();
        board.show(&parse_line(line).unwrap(), Ink::Given);
        board.screen.locate(4, 5).unwrap();
        board.screen.color(15, 1).unwrap();
        board.screen.print("5").unwrap();
        let (end, counts) = play(&mut board, u64::MAX);
        assert_eq!((end, counts), (AgentEnd::Solved, (1, 1, 0, 0)));
        assert_eq!((board.digit(0), board.digit(1)), (5, 3));
        assert_eq!(board.ink(1), Ink::Lmc);
        let text = board.screen.to_text();
        assert!(text.contains("81  r1c2  digit 3  LMC 1  n"), "{text}");
        assert!(text.contains("80  r9c9  digit 9  LMC -  s"), "{text}");
    }
}

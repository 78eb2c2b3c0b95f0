//! One run of an agent on one puzzle: the same code with the display on or off.

mod config;
mod report;
mod status;

use std::time::Instant;

pub use config::{RunConfig, recorded_label};
pub use report::RunReport;
pub use status::Status;

use crate::agents::{
    ALL_CANDIDATES, AgentEnd, BOARD0_FOUND, Board0End, BoardScreen, Counters, Ink, Monitor, Stage,
    View, run_board0,
};
use dosdoku_sudoku::board::Grid;
use dosdoku_sudoku::formats::PencilMarks;
use dosdoku_sudoku::solver::count_solutions;

/// Runs the configured agent (after Board0's scan when the configuration asks for it) on
/// `puzzle`, which the caller has checked is free of clashes. The puzzle is printed onto the
/// screen as givens first; the agents take it from there, and the result is read back off it.
/// Board0 scans the digit view; the agent works on the view it declares, the board carried
/// across to it through the screen, and the board is left in that view. The run's time is
/// the agents' (from Board0's scan, after the check that the puzzle has a solution) and
/// leaves out the time the monitor held it paused.
pub fn run_puzzle<M: Monitor>(
    board: &mut BoardScreen,
    puzzle: &Grid,
    config: &RunConfig,
    monitor: &mut M,
) -> RunReport {
    run_position(board, puzzle, None, config, monitor)
}

/// Runs the configured agent as [`run_puzzle`] does, from `puzzle` and, when the agent
/// [takes them](crate::agents::AgentDecl::takes_marks), the pencil marks `marks` (whose
/// single candidates are `puzzle`): once the board is on the agent's candidate view, every
/// cell that holds no value shows its candidates of `marks`, in the ink of candidates
/// reduced, so the agent starts from them. Other agents start from `puzzle` alone.
pub fn run_position<M: Monitor>(
    board: &mut BoardScreen,
    puzzle: &Grid,
    marks: Option<&PencilMarks>,
    config: &RunConfig,
    monitor: &mut M,
) -> RunReport {
    let mut start = Instant::now();
    board.switch_to(if config.board0 {
        View::Digits
    } else {
        config.decl().view
    });
    board.show(puzzle, Ink::GIVEN);
    let mut counters = Counters::default();
    let mut board0 = Counters::default();
    let marks = marks.filter(|_| config.decl().takes_marks);
    let end = run_agents(
        board,
        puzzle,
        marks,
        config,
        (&mut counters, &mut board0),
        monitor,
        &mut start,
    );
    RunReport::new(
        puzzle,
        board.read_grid(),
        end,
        config,
        counters,
        board0.get(BOARD0_FOUND),
        start.elapsed().saturating_sub(monitor.paused()),
    )
}

fn run_agents<M: Monitor>(
    board: &mut BoardScreen,
    puzzle: &Grid,
    marks: Option<&PencilMarks>,
    config: &RunConfig,
    (counters, board0): (&mut Counters, &mut Counters),
    monitor: &mut M,
    start: &mut Instant,
) -> AgentEnd {
    let decl = config.decl();
    if let Some(why) = decl.refusal(puzzle.box_size()) {
        // The command line and the screen refuse such a run before it starts.
        return AgentEnd::Stuck(why);
    }
    if decl.needs_solvable {
        if count_solutions(puzzle, 1) == 0 {
            return AgentEnd::NoSolution(format!(
                "the backtracker finds no solution, so {} was not started",
                decl.title
            ));
        }
        // The run's time is the agents' (Board0's scan first included), not the check before.
        *start = Instant::now();
    }
    if config.board0 {
        monitor.begin(Stage::Board0First);
        match run_board0(board, board0, monitor) {
            Board0End::Done => {}
            Board0End::Contradiction(i) => {
                return AgentEnd::NoSolution(format!(
                    "Board0 found that no digit fits {}",
                    puzzle.cell_name(i)
                ));
            }
            Board0End::Stopped => return AgentEnd::Stopped,
        }
    }
    board.switch_to(decl.view);
    if let Some(marks) = marks {
        pencil_in(board, marks);
    }
    monitor.begin(Stage::Agent {
        board0_found: board0.get(BOARD0_FOUND),
    });
    let cap = config.cap.unwrap_or(u64::MAX);
    config.agent.run(board, config.seed, cap, counters, monitor)
}

/// Prints the candidates of `marks` in every cell of the candidate view that holds no value
/// yet (a cell showing all nine candidates in the plain ink): in the ink of candidates
/// reduced where some are ruled out. A value (a given, or one Board0 found) stays.
fn pencil_in(board: &mut BoardScreen, marks: &PencilMarks) {
    if board.view() != View::Candidates {
        return;
    }
    for i in 0..board.cells() {
        let mask = u32::from(marks.cell(i));
        if board.ink(i) == Ink::EMPTY && mask != ALL_CANDIDATES && !mask.is_power_of_two() {
            board.set_candidates(i, mask, Ink::REDUCED);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::{AgentKind, Headless};
    use dosdoku_sudoku::formats::parse_line;

    use dosdoku_sudoku::source::DEFAULT_PUZZLE as DEFAULT;

    #[test]
    fn a_cap_of_one_is_told_in_the_singular_by_every_agent() {
        let puzzle = parse_line(DEFAULT).unwrap();
        for &kind in AgentKind::ALL.iter().filter(|k| k.decl().capped) {
            let mut config = RunConfig::new(kind.default_settings());
            config.board0 = false;
            config.cap = Some(1);
            let mut board = BoardScreen::new();
            let report = run_puzzle(&mut board, &puzzle, &config, &mut Headless);
            let one = kind.decl().headline().one;
            assert_eq!(
                (report.status, report.reason.as_deref()),
                (
                    Status::GaveUp,
                    Some(format!("reached the cap of 1 {one}").as_str())
                ),
                "{}",
                kind.name()
            );
        }
    }

    #[test]
    fn board0_scans_digits_and_the_agent_gets_the_view_it_declares() {
        let puzzle = parse_line(DEFAULT).unwrap();
        let mut config = RunConfig::new(AgentKind::Exclusion.default_settings());
        config.board0 = true;
        let mut board = BoardScreen::new();
        let report = run_puzzle(&mut board, &puzzle, &config, &mut Headless);
        assert_eq!((report.status, report.board0_found), (Status::Stuck, 13));
        assert_eq!(board.view(), View::Candidates);
        // r1c7 is one of Board0's finds: carried across to the candidate view in its ink.
        assert_eq!(
            (board.digit(6), board.ink(6)),
            (8, crate::agents::AgentKind::Board0.decl().ink)
        );
        assert_eq!(report.board, board.read_grid());
        // The next run of a digit agent on the same screen is back on the digit view.
        let config = RunConfig::new(AgentKind::Backtrack.default_settings());
        let report = run_puzzle(&mut board, &puzzle, &config, &mut Headless);
        assert_eq!(
            (report.status, board.view()),
            (Status::Solved, View::Digits)
        );
    }
}

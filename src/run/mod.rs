//! One run of an agent on one puzzle: the same code with the display on or off.

mod config;
mod report;
mod status;

use std::time::Instant;

pub use config::{RunConfig, recorded_label};
pub use report::RunReport;
pub use status::Status;

use crate::agents::{
    AgentEnd, BOARD0_FOUND, Board0End, BoardScreen, Counters, Ink, Monitor, Stage, View, run_board0,
};
use crate::board::Grid;
use crate::solver::count_solutions;

/// Runs the configured agent (after Board0's scan when the configuration asks for it) on
/// `puzzle`, which the caller has checked is free of clashes. The puzzle is printed onto the
/// screen as givens first; the agents take it from there, and the result is read back off it.
/// Board0 scans the digit view; the agent works on the view it declares, the board carried
/// across to it through the screen, and the board is left in that view. The run's time leaves
/// out the time the monitor held it paused.
pub fn run_puzzle<M: Monitor>(
    board: &mut BoardScreen,
    puzzle: &Grid,
    config: &RunConfig,
    monitor: &mut M,
) -> RunReport {
    let start = Instant::now();
    board.switch_to(if config.board0 {
        View::Digits
    } else {
        config.decl().view
    });
    board.show(puzzle, Ink::Given);
    let mut counters = Counters::default();
    let mut board0 = Counters::default();
    let end = run_agents(board, puzzle, config, &mut counters, &mut board0, monitor);
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
    config: &RunConfig,
    counters: &mut Counters,
    board0: &mut Counters,
    monitor: &mut M,
) -> AgentEnd {
    let decl = config.decl();
    if decl.needs_solvable && count_solutions(puzzle, 1) == 0 {
        return AgentEnd::NoSolution(format!(
            "the backtracker finds no solution, so {} was not started",
            decl.title
        ));
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
    monitor.begin(Stage::Agent {
        board0_found: board0.get(BOARD0_FOUND),
    });
    let cap = config.cap.unwrap_or(u64::MAX);
    config.agent.run(board, config.seed, cap, counters, monitor)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::{AgentKind, Headless};
    use crate::formats::parse_line;

    const DEFAULT: &str =
        "........7..8..7.59.9....36...7.....5.8...6....3..9..1.......193....7...61.58..2..";

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
            (8, crate::agents::Ink::Board0)
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

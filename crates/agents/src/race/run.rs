//! Running the lanes: each on a thread of its own, with its own emulated screen, so no lane
//! ever sees another's cells. Each lane's run is exactly the run `solve` makes with the same
//! agent, settings and seed: [`run_puzzle`] on the race's puzzle.

use std::sync::Barrier;

use super::Race;
use crate::agents::{BoardScreen, Monitor};
use crate::run::{RunReport, run_puzzle};

/// Runs every lane of `race` to its end, each on its own thread and its own screen (a race
/// screen with its board in the lane's place), all starting together; returns the reports in
/// lane order. `monitor(k)` makes lane k's monitor; `ended(k, board, report)` is called on lane
/// k's thread as it ends, with the screen it leaves.
pub fn run_lanes<M, F, E>(race: &Race, monitor: F, ended: E) -> Vec<RunReport>
where
    M: Monitor,
    F: Fn(usize) -> M + Sync,
    E: Fn(usize, &BoardScreen, &RunReport) + Sync,
{
    let start = Barrier::new(race.lanes.len());
    let (monitor, ended, start) = (&monitor, &ended, &start);
    std::thread::scope(|s| {
        let lanes: Vec<_> = race
            .lanes
            .iter()
            .enumerate()
            .map(|(k, lane)| {
                std::thread::Builder::new()
                    .name(format!("dosdoku-lane-{}", k + 1))
                    .spawn_scoped(s, move || {
                        let mut board = BoardScreen::for_lane(lane.slot);
                        let mut watch = monitor(k);
                        start.wait();
                        let report = run_puzzle(&mut board, &race.puzzle, &lane.config, &mut watch);
                        ended(k, &board, &report);
                        report
                    })
                    .expect("a lane's thread starts")
            })
            .collect();
        lanes
            .into_iter()
            .map(|lane| lane.join().expect("a lane's run does not panic"))
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::Headless;
    use crate::race::{RaceBy, parse_lanes, standings};
    use crate::run::Status;
    use dosdoku_sudoku::formats::parse_line;

    use dosdoku_sudoku::source::DEFAULT_PUZZLE as DEFAULT;

    fn race(specs: &[&str], seed: u64) -> Race {
        let specs = parse_lanes(&specs.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        Race::new(
            parse_line(DEFAULT).unwrap(),
            &specs.unwrap(),
            RaceBy::Steps,
            seed,
        )
    }

    #[test]
    fn each_lane_makes_the_run_solve_makes() {
        let race = race(
            &["board1", "board1,forgetful", "lmc", "exclusion,board0"],
            1,
        );
        let reports = run_lanes(&race, |_| Headless, |_, _, _| {});
        for (lane, report) in race.lanes.iter().zip(&reports) {
            let mut board = BoardScreen::with_view(lane.config.decl().view);
            let alone = run_puzzle(&mut board, &race.puzzle, &lane.config, &mut Headless);
            assert_eq!(report.counters, alone.counters, "lane {}", lane.text);
            assert_eq!((report.status, &report.board), (alone.status, &alone.board));
            assert_eq!(report.board0_found, alone.board0_found);
        }
        // Board1 with memory and seed 1 solves the default puzzle in 49,438 attempts.
        assert_eq!(reports[0].headline(), 49_438);
        assert_eq!(reports[1].config.seed, 2);
        assert_eq!(reports[3].status, Status::Stuck);
        let order: Vec<_> = standings(&reports, RaceBy::Steps)
            .iter()
            .map(|s| (s.lane, s.place))
            .collect();
        assert_eq!(order, [(2, Some(1)), (0, Some(2)), (1, Some(3)), (3, None)]);
    }

    #[test]
    fn lanes_with_the_same_run_share_a_place() {
        let race = race(&["board1,seed=5", "board1,seed=5", "board1,seed=6"], 0);
        let reports = run_lanes(&race, |_| Headless, |_, _, _| {});
        let ranked = standings(&reports, RaceBy::Steps);
        let at = |lane| ranked.iter().position(|s| s.lane == lane).unwrap();
        let (first, second) = (ranked[at(0)], ranked[at(1)]);
        assert_eq!(first.place, second.place);
        assert!(first.tied && second.tied);
        assert_eq!(at(1), at(0) + 1, "tied lanes are listed in lane order");
        let third = if reports[2].headline() < reports[0].headline() {
            1
        } else {
            3
        };
        assert_eq!(ranked[at(2)].place, Some(third));
    }
}

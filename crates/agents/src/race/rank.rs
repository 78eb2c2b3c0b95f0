//! Places: who won. Only a lane that solved the puzzle gets a place. By steps, the fewest
//! steps (its agent's headline counter) wins; by time, the shortest wall time. Lanes that
//! tie share a place and the next place is skipped (two 1st, then 3rd). The finishing order
//! lists the placed lanes first, then the others by when they ended (their steps, or their
//! time), ties in lane order.

use std::time::Duration;

use super::RaceBy;
use crate::run::{RunReport, Status};

/// How far a lane has got, as the race sees it while it runs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Progress {
    /// Board0 still scans before the agent: the lane has made no step yet.
    Starting,
    /// The agent works and has made this many steps.
    Running(u64),
    /// The lane ended: solved or not, after this many steps and this wall time.
    Ended {
        /// Whether it solved the puzzle.
        solved: bool,
        /// Its steps (headline counter).
        steps: u64,
        /// Its wall time.
        elapsed: Duration,
    },
}

impl Progress {
    /// The progress of a lane that ended with `report`.
    pub fn of_report(report: &RunReport) -> Progress {
        Progress::Ended {
            solved: report.status == Status::Solved,
            steps: report.headline(),
            elapsed: report.elapsed,
        }
    }
}

/// Where one lane finished.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Standing {
    /// The lane (0-based, in the order given).
    pub lane: usize,
    /// Its place, 1 for the winner; `None` for a lane that did not solve the puzzle.
    pub place: Option<usize>,
    /// True when another lane has the same place.
    pub tied: bool,
}

/// The ranking of an ended race from its lanes' reports (in lane order), in finishing order.
pub fn standings(reports: &[RunReport], by: RaceBy) -> Vec<Standing> {
    let progress: Vec<Progress> = reports.iter().map(Progress::of_report).collect();
    let mut order: Vec<usize> = (0..reports.len()).collect();
    order.sort_by_key(|&k| {
        let (solved, steps, elapsed) = ended(&progress[k]).expect("every lane ended");
        let measure = match by {
            RaceBy::Steps => (steps, Duration::ZERO),
            RaceBy::Time => (0, elapsed),
        };
        (!solved, measure, k)
    });
    order
        .into_iter()
        .map(|lane| {
            let (place, tied) = place_so_far(lane, &progress, by).unwrap_or((None, false));
            Standing { lane, place, tied }
        })
        .collect()
}

/// The place of lane `k` while the race runs, once it is sure: `Some((place, tied))` as soon
/// as nothing that is still running can change it (`place` is `None` for a lane that ended
/// without solving); `None` while it can still change. By steps a solved lane's place is sure
/// when every lane still running has made more steps than it took (or, by time, at once:
/// any lane still running will take longer).
pub fn place_so_far(k: usize, lanes: &[Progress], by: RaceBy) -> Option<(Option<usize>, bool)> {
    let (solved, steps, elapsed) = ended(&lanes[k])?;
    if !solved {
        return Some((None, false));
    }
    let beats = |other: (u64, Duration)| match by {
        RaceBy::Steps => other.0.cmp(&steps),
        RaceBy::Time => other.1.cmp(&elapsed),
    };
    let mut ahead = 0;
    let mut tied = false;
    for (j, lane) in lanes.iter().enumerate() {
        if j == k {
            continue;
        }
        match (*lane, by) {
            (
                Progress::Ended {
                    solved: true,
                    steps,
                    elapsed,
                },
                _,
            ) => match beats((steps, elapsed)) {
                std::cmp::Ordering::Less => ahead += 1,
                std::cmp::Ordering::Equal => tied = true,
                std::cmp::Ordering::Greater => {}
            },
            (Progress::Ended { .. }, _) | (_, RaceBy::Time) => {}
            (Progress::Running(made), RaceBy::Steps) if made > steps => {}
            (Progress::Starting | Progress::Running(_), RaceBy::Steps) => return None,
        }
    }
    Some((Some(ahead + 1), tied))
}

fn ended(progress: &Progress) -> Option<(bool, u64, Duration)> {
    match *progress {
        Progress::Ended {
            solved,
            steps,
            elapsed,
        } => Some((solved, steps, elapsed)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn done(solved: bool, steps: u64, ms: u64) -> Progress {
        Progress::Ended {
            solved,
            steps,
            elapsed: Duration::from_millis(ms),
        }
    }

    #[test]
    fn by_steps_a_place_waits_until_no_running_lane_can_tie_or_beat_it() {
        let mut lanes = [
            done(true, 100, 50),
            Progress::Running(100),
            Progress::Starting,
        ];
        assert_eq!(place_so_far(0, &lanes, RaceBy::Steps), None);
        lanes[2] = Progress::Running(101);
        assert_eq!(
            place_so_far(0, &lanes, RaceBy::Steps),
            None,
            "lane 2 may still tie"
        );
        lanes[1] = Progress::Running(101);
        assert_eq!(
            place_so_far(0, &lanes, RaceBy::Steps),
            Some((Some(1), false))
        );
        lanes[1] = done(true, 100, 90);
        assert_eq!(
            place_so_far(1, &lanes, RaceBy::Steps),
            Some((Some(1), true))
        );
        lanes[2] = done(false, 500, 1);
        assert_eq!(place_so_far(2, &lanes, RaceBy::Steps), Some((None, false)));
        // By time the running lanes will take longer: the place is sure at once.
        let lanes = [done(true, 900, 5), Progress::Running(1), done(true, 10, 9)];
        assert_eq!(
            place_so_far(0, &lanes, RaceBy::Time),
            Some((Some(1), false))
        );
        assert_eq!(
            place_so_far(2, &lanes, RaceBy::Time),
            Some((Some(2), false))
        );
    }
}

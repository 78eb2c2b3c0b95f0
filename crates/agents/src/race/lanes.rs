//! A race ready to run: the puzzle, how places are decided, and each lane with its seed and
//! its place on the race screen.

use super::LaneSpec;
use crate::agents::BoardScreen;
use crate::run::RunConfig;
use dosdoku_sudoku::board::Grid;
use dosdoku_sudoku::random::fresh_seed;

/// How the places of a race are decided.
#[derive(Clone, Copy, PartialEq, Eq, Debug, clap::ValueEnum)]
pub enum RaceBy {
    /// By each lane's steps (its agent's headline counter): the fewest wins, the same every
    /// time for the same seeds. Live, the lanes take their steps in fair turns at the pace.
    Steps,
    /// By wall time, every lane unthrottled on its own thread: a real speed race, whose result
    /// depends on the machine.
    Time,
}

impl RaceBy {
    /// Its name on the command line and in JSON: `steps` or `time`.
    pub fn word(self) -> &'static str {
        match self {
            RaceBy::Steps => "steps",
            RaceBy::Time => "time",
        }
    }
}

/// The fresh seeds of races are below this: short enough that every lane's seed (S, S+1, ...)
/// shows whole under its board on the race screen.
const FRESH_RACE_SEEDS: u64 = 1_000_000_000;

/// A fresh random seed for a race that is not given one: below 1,000,000,000, so the race
/// screen shows each lane's seed as a number.
pub fn fresh_race_seed() -> u64 {
    fresh_seed() % FRESH_RACE_SEEDS
}

/// One lane ready to run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lane {
    /// The lane as the user wrote it (or as the default lanes write it).
    pub text: String,
    /// What it runs, its seed set.
    pub config: RunConfig,
    /// For a randomized lane without its own seed, which of the race's seeds it took: 0 for
    /// the race's seed S, 1 for S+1, ...
    pub seed_offset: Option<u64>,
    /// Which of the race screen's lane boards it is shown on (0 is the leftmost).
    pub slot: usize,
}

/// A race: the lanes on one puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Race {
    /// The puzzle every lane works on.
    pub puzzle: Grid,
    /// How places are decided.
    pub by: RaceBy,
    /// The race's seed S: the randomized lanes without a seed of their own take S, S+1, ...
    /// in lane order.
    pub seed: u64,
    /// The lanes in the order they were given.
    pub lanes: Vec<Lane>,
    specs: Vec<LaneSpec>,
}

impl Race {
    /// The race of `specs` on `puzzle` with seed `seed` (2 to 4 specs, as
    /// [`super::parse_lanes`] gives them).
    pub fn new(puzzle: Grid, specs: &[LaneSpec], by: RaceBy, seed: u64) -> Race {
        let slots = slots_for(specs.len());
        let mut next = 0;
        let lanes = specs
            .iter()
            .zip(slots)
            .map(|(spec, slot)| {
                let mut config = spec.config;
                let mut seed_offset = None;
                match spec.seed {
                    Some(own) => config.seed = own,
                    None if config.decl().randomized => {
                        config.seed = seed.wrapping_add(next);
                        seed_offset = Some(next);
                        next += 1;
                    }
                    None => config.seed = seed,
                }
                Lane {
                    text: spec.text.clone(),
                    config,
                    seed_offset,
                    slot,
                }
            })
            .collect();
        Race {
            puzzle,
            by,
            seed,
            lanes,
            specs: specs.to_vec(),
        }
    }

    /// The same lanes on the same puzzle with the race's seed `seed` (lanes with a seed of
    /// their own keep it).
    pub fn reseeded(&self, seed: u64) -> Race {
        Race::new(self.puzzle.clone(), &self.specs, self.by, seed)
    }

    /// The lanes as named.
    pub fn specs(&self) -> &[LaneSpec] {
        &self.specs
    }

    /// True when some lane takes its seed from the race's.
    pub fn uses_race_seed(&self) -> bool {
        self.lanes.iter().any(|l| l.seed_offset.is_some())
    }
}

/// The race screen's lane boards used by a race of `n` lanes: two lanes sit in the middle,
/// three or four from the left.
fn slots_for(n: usize) -> Vec<usize> {
    let slots = BoardScreen::LANE_SLOTS;
    let first = if n == 2 && slots == 4 { 1 } else { 0 };
    (first..slots).take(n).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::race::parse_lanes;

    fn lanes(specs: &[&str]) -> Vec<LaneSpec> {
        parse_lanes(&specs.iter().map(|s| s.to_string()).collect::<Vec<_>>()).unwrap()
    }

    #[test]
    fn lanes_without_a_seed_take_the_next_of_the_race() {
        let specs = lanes(&["board1", "board1,seed=7", "cruncher", "board1,forgetful"]);
        let race = Race::new(Grid::EMPTY, &specs, RaceBy::Steps, 100);
        let seeds: Vec<(u64, Option<u64>)> = race
            .lanes
            .iter()
            .map(|l| (l.config.seed, l.seed_offset))
            .collect();
        assert_eq!(seeds[0], (100, Some(0)));
        assert_eq!(seeds[1], (7, None));
        assert_eq!(
            race.lanes[2].seed_offset, None,
            "the Cruncher takes no seed"
        );
        assert_eq!(seeds[3], (101, Some(1)));
        let again = race.reseeded(u64::MAX);
        assert_eq!(again.lanes[0].config.seed, u64::MAX);
        assert_eq!(again.lanes[1].config.seed, 7);
        assert_eq!(again.lanes[3].config.seed, 0, "seeds wrap");
        assert_eq!(
            race.lanes.iter().map(|l| l.slot).collect::<Vec<_>>(),
            [0, 1, 2, 3]
        );
    }

    #[test]
    fn two_lanes_sit_in_the_middle() {
        assert_eq!(slots_for(2), [1, 2]);
        assert_eq!(slots_for(3), [0, 1, 2]);
        assert_eq!(slots_for(4), [0, 1, 2, 3]);
    }
}

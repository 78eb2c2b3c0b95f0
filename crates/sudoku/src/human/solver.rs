//! The solver: the easiest step at a time, the whole solution, and the rating.

use super::candidates::Candidates;
use super::candidates::Contradiction;
use super::propagate::{box_singles, singles};
use super::registry::{Declaration, Kind, REGISTRY};
use super::scope::Scope;
use super::se_version::SeVersion;
use super::search::count_solutions;
use super::step::{Step, apply};
use super::technique::{Level, Technique};
use crate::board::Grid;
use std::fmt;

/// A puzzle's difficulty: its hardest step, and the level of the hardest kind of technique
/// it needed; with Sukaku Explainer's other two numbers, the pearl and the diamond.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Rating {
    /// The technique of the hardest step (the first of the hardest); `None` when there was
    /// nothing to do.
    pub hardest: Option<Technique>,
    /// The level: the highest level among the techniques used.
    pub level: Level,
    /// The hardest step's rating in tenths (Sukaku Explainer's ER).
    tenths: u8,
    /// The hardest rating of the steps up to the first that placed a digit (EP).
    pearl: u8,
    /// The rating of the first step (ED).
    diamond: u8,
}

impl Rating {
    /// No step yet: 0.0, easy.
    pub const NOTHING: Rating = Rating {
        hardest: None,
        level: Level::Easy,
        tenths: 0,
        pearl: 0,
        diamond: 0,
    };

    /// The rating of a solution whose hardest step was of `technique`, at its easiest rating.
    pub fn of(technique: Technique) -> Rating {
        let mut rating = Rating::NOTHING;
        rating.note(&Step::new(technique, 0));
        rating
    }

    /// The rating in tenths (42 for 4.2); 0 when there was nothing to do.
    pub fn tenths(&self) -> u8 {
        self.tenths
    }

    /// The rating: the difficulty of the hardest step.
    pub fn score(&self) -> f64 {
        f64::from(self.tenths) / 10.0
    }

    /// Sukaku Explainer's three numbers in tenths: ER (the hardest step), EP (the hardest
    /// step up to the first that placed a digit) and ED (the first step).
    pub fn explainer(&self) -> [u8; 3] {
        [self.tenths, self.pearl, self.diamond]
    }

    /// Counts a step.
    pub fn note(&mut self, step: &Step) {
        let first = self.hardest.is_none();
        if first || step.tenths() > self.tenths {
            self.hardest = Some(step.technique);
            self.tenths = step.tenths();
        }
        self.level = self.level.max(step.technique.level());
        if first {
            self.diamond = self.tenths;
        }
        if self.pearl == 0 && step.placed().is_some() {
            self.pearl = self.tenths;
        }
    }
}

impl fmt::Display for Rating {
    /// `4.2 hard xy_wing`; `0.0 easy -` for a grid with nothing to do.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let t = self.tenths();
        let key = self.hardest.map_or("-", Technique::key);
        write!(f, "{}.{} {} {key}", t / 10, t % 10, self.level)
    }
}

/// What the solver counts, for panels and reports.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Counters {
    /// Steps taken.
    pub steps: u64,
    /// Digits placed by steps (singles and right guesses).
    pub placed: u64,
    /// Candidates eliminated by steps (a placed digit clearing its row, column and box is not
    /// counted: that is the rule, not a step).
    pub eliminated: u64,
    /// Guesses made, right or wrong.
    pub guesses: u64,
}

impl Counters {
    /// Counts one step.
    pub fn count(&mut self, step: &Step) {
        self.steps += 1;
        self.placed += u64::from(step.placed().is_some());
        self.eliminated += step.eliminated().len() as u64;
        self.guesses += u64::from(step.technique == Technique::Guess);
    }
}

/// A solution as steps, from a start position to the end the steps reached.
#[derive(Clone, Debug)]
pub struct Solution {
    /// The steps, in order.
    pub steps: Vec<Step>,
    /// The rating: the hardest step.
    pub rating: Rating,
    /// The counters over all steps.
    pub counters: Counters,
    /// The position after the last step: solved, unless the start had no solution.
    pub end: Candidates,
}

impl Solution {
    /// The solved grid, when the steps reached one.
    pub fn solution(&self) -> Option<Grid> {
        self.end.is_solved().then(|| self.end.to_grid())
    }
}

/// The easiest step of the position: the first technique of the registry's order that
/// applies (see [`Technique`]). `None` when every cell is solved, or when the position shows a
/// contradiction (see [`Candidates::contradiction`]).
pub fn next_step(c: &Candidates) -> Option<Step> {
    Stepper::default().next(c)
}

/// Finds the steps of one solution in turn. It remembers, for each technique, the last
/// position where it found nothing, so that later scans for it look only where something
/// changed since (see [`Scope`]: the same steps as [`next_step`] finds, found sooner). Give it
/// the positions of one solution in order, each reached from the one before.
#[derive(Default)]
pub struct Stepper {
    /// Positions where declarations of the registry found nothing, newest first, each with a
    /// bound: the first position holds for the declarations before its bound, the next one
    /// for those from there to its own bound, and so on; a declaration past every bound has
    /// no such position yet. A scan finds nothing in every declaration before the one it
    /// takes, so the positions grow older as the declarations go on.
    quiet: Vec<(usize, Candidates)>,
    /// Whether the first position had one solution (the techniques that rest on it are
    /// left out otherwise); counted when one of them is first reached.
    unique: Option<bool>,
    /// True when a position found not to have one solution ends the steps (see
    /// [`rate_if_unique`]) instead of leaving out the techniques that rest on it.
    judging: bool,
    /// The Sukaku Explainer release whose techniques it tries (the newest by default).
    version: SeVersion,
}

impl Stepper {
    /// A stepper for a position known to have one solution, trying the techniques of Sukaku
    /// Explainer `version`.
    fn knowing_one_solution(version: SeVersion) -> Stepper {
        Stepper {
            unique: Some(true),
            version,
            ..Stepper::default()
        }
    }

    /// The easiest step of `c`, as [`next_step`] finds it.
    pub fn next(&mut self, c: &Candidates) -> Option<Step> {
        if c.is_solved() || c.contradiction().is_some() {
            return None;
        }
        self.first(c, 0..REGISTRY.len(), |_| true)
    }

    /// The first step of `c` of the declarations in `range` that `wanted` accepts, each
    /// looking where the position changed since it last found nothing; the declarations
    /// before `range` must be known to find nothing in `c`. Records that every declaration
    /// before the one taken found nothing.
    fn first(
        &mut self,
        c: &Candidates,
        range: std::ops::Range<usize>,
        wanted: impl Fn(&Declaration) -> bool,
    ) -> Option<Step> {
        let (quiet, unique, version) = (&self.quiet, &mut self.unique, self.version);
        // The entry of `quiet` that holds for the declaration at hand, and its scope.
        let (mut run, mut scope) = (0, None);
        let mut taken = (range.end, None);
        for k in range {
            let d = &REGISTRY[k];
            // Counted once, when a technique that rests on it is first reached.
            if !wanted(d)
                || d.since > version
                || d.uniqueness && !*unique.get_or_insert_with(|| count_solutions(c, 2) == 1)
            {
                if self.judging && *unique == Some(false) {
                    return None;
                }
                continue;
            }
            let step = match d.kind {
                Kind::Single | Kind::Chain | Kind::Nishio | Kind::Guess => (d.find)(c, &Scope::ALL),
                Kind::Direct | Kind::Pattern => {
                    while quiet.get(run).is_some_and(|&(bound, _)| bound <= k) {
                        run += 1;
                        scope = None;
                    }
                    let scope = scope.get_or_insert_with(|| {
                        quiet
                            .get(run)
                            .map_or(Scope::ALL, |(_, base)| Scope::since(base, c))
                    });
                    (d.find)(c, scope)
                }
            };
            if step.is_some() {
                taken = (k, step);
                break;
            }
        }
        let (bound, step) = taken;
        if bound > 0 {
            self.quiet.retain(|&(older, _)| older > bound);
            self.quiet.insert(0, (bound, *c));
        }
        step
    }
}

/// Solves a puzzle step by step, always taking the easiest step.
pub fn solve(puzzle: &Grid) -> Solution {
    solve_from(&Candidates::from_grid(puzzle))
}

/// Solves from a position (a puzzle's, or pencil marks) step by step.
pub fn solve_from(start: &Candidates) -> Solution {
    solve_with(start, Stepper::default())
}

/// Solves a position known to have one solution step by step, with the techniques of Sukaku
/// Explainer `version` (with the newest, the steps [`solve_from`] takes).
pub fn solve_unique(start: &Candidates, version: SeVersion) -> Solution {
    solve_with(start, Stepper::knowing_one_solution(version))
}

/// Solves from a position step by step with `stepper`'s knowledge.
fn solve_with(start: &Candidates, mut stepper: Stepper) -> Solution {
    let mut c = *start;
    let mut steps = Vec::new();
    let mut rating = Rating::NOTHING;
    let mut counters = Counters::default();
    while let Some(step) = stepper.next(&c) {
        apply(&mut c, &step);
        rating.note(&step);
        counters.count(&step);
        steps.push(step);
    }
    Solution {
        steps,
        rating,
        counters,
        end: c,
    }
}

/// Rates a puzzle: the same rating as [`solve`] gives, found faster.
pub fn rate(puzzle: &Grid) -> Rating {
    rate_from(&Candidates::from_grid(puzzle))
}

/// Rates a position: the rating [`solve_from`] gives, found faster: it takes the same steps
/// without keeping them, and takes the singles and direct steps that cannot raise the rating
/// in batches (see [`batch`]). (A guess is not the end: the chains after it can rate more.)
pub fn rate_from(start: &Candidates) -> Rating {
    rate_with(start, Stepper::default()).0
}

/// Rates a position known to have one solution as Sukaku Explainer `version` rates it (with
/// the newest, the rating [`rate_from`] gives), without counting its solutions again where a
/// technique resting on that first comes (the steps before it keep every solution, so the
/// position there has one too).
pub fn rate_unique(start: &Candidates, version: SeVersion) -> Rating {
    rate_with(start, Stepper::knowing_one_solution(version)).0
}

/// Rates a position whose solutions are not counted yet as Sukaku Explainer `version` rates
/// it, when its rating shows it has exactly one: the rating [`rate_unique`] gives, or `None`
/// when it has none or several.
///
/// The steps before a guess are sound: they keep every solution and add none, so the
/// position the steps reach has the start's solutions. Reaching the solution shows there is
/// one; so does the count made where a technique resting on uniqueness first comes (which
/// every guess comes after); a contradiction, or that count finding none or several, ends
/// the rating at once.
pub fn rate_if_unique(start: &Candidates, version: SeVersion) -> Option<Rating> {
    let stepper = Stepper {
        judging: true,
        version,
        ..Stepper::default()
    };
    let (rating, end) = rate_with(start, stepper);
    // (A solved grid can still hold a clash: given so, or placed where it was no candidate.
    // Short of one, each unit holds the nine digits: the grid shows no contradiction.)
    (end.is_solved() && !end.clashes()).then_some(rating)
}

/// Rates a position as [`rate_from`] says, with `stepper`'s knowledge; with the position
/// the steps reached.
fn rate_with(start: &Candidates, mut stepper: Stepper) -> (Rating, Candidates) {
    let mut c = *start;
    let mut rating = Rating::NOTHING;
    loop {
        let (mut known, mut sound) = (0, false);
        if rating.hardest.is_some() {
            match batch(&mut c, rating.tenths, &mut stepper) {
                Err(_) => break,
                Ok(batched) => {
                    if batched.placed && rating.pearl == 0 {
                        rating.pearl = rating.tenths;
                    }
                    (known, sound) = (batched.quiet, batched.sound);
                }
            }
        }
        if c.is_solved() || !sound && c.contradiction().is_some() {
            break;
        }
        let Some(step) = stepper.first(&c, known..REGISTRY.len(), |_| true) else {
            break;
        };
        rating.note(&step);
        apply(&mut c, &step);
    }
    (rating, c)
}

/// What [`batch`] did.
struct Batched {
    /// Whether anything was placed.
    placed: bool,
    /// How many declarations of the registry (the techniques taken) find nothing in the
    /// position left.
    quiet: usize,
    /// True when the singles looked at every change of the position to the end and met no
    /// contradiction: the position shows none (see [`Candidates::contradiction`]).
    sound: bool,
}

/// Takes, to a standstill, the steps of the first techniques of the order that only place
/// digits and rate no more than `tenths` (singles, direct techniques): see [`Batched`].
///
/// The solver would take them one by one, each as soon as it applies, since they come
/// first; none of them can raise a rating of `tenths`, each stays true of the position when
/// the others are taken (a placed digit only helps), so the position they lead to is the
/// same in any order, and it is the one where the solver's next step is something else.
/// Hidden singles (with full houses) must be among them, else only full houses and the
/// hidden singles of boxes are batched, when those cannot raise the rating either.
fn batch(c: &mut Candidates, tenths: u8, stepper: &mut Stepper) -> Result<Batched, Contradiction> {
    let prefix = REGISTRY
        .iter()
        .take_while(|d| matches!(d.kind, Kind::Single | Kind::Direct) && d.tenths.1 <= tenths)
        .count();
    let taken = &REGISTRY[..prefix];
    if !taken.iter().any(|d| d.technique == Technique::HiddenSingle) {
        // Below a line's hidden single, a box's (the easiest) still cannot raise the
        // rating: those are taken with the full houses, which come before them.
        let boxes = REGISTRY[prefix].technique == Technique::HiddenSingle
            && REGISTRY[prefix].tenths.0 <= tenths
            && taken.iter().all(|d| d.technique == Technique::FullHouse);
        let (placed, quiet) = if boxes {
            (box_singles(c)?, prefix)
        } else {
            (false, 0)
        };
        // The box singles leave the lines' changes unlooked at.
        return Ok(Batched {
            placed,
            quiet,
            sound: false,
        });
    }
    let naked = taken.iter().any(|d| d.technique == Technique::NakedSingle);
    let mut any = false;
    loop {
        any |= singles(c, naked)?;
        match stepper.first(c, 0..prefix, |d| d.kind == Kind::Direct) {
            Some(step) => {
                apply(c, &step);
                any = true;
            }
            // The singles met every change (a contradiction is an error of theirs), and
            // nothing changed since.
            None => {
                return Ok(Batched {
                    placed: any,
                    quiet: prefix,
                    sound: true,
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::parse_line;

    #[test]
    fn a_rating_that_shows_one_solution_is_the_rating_of_a_counted_puzzle() {
        // The rating of a puzzle whose solutions are counted first (when there is one), and
        // nothing for those with none or several: unique puzzles rated up to a chain, a
        // unique loop and a BUG; several-solution puzzles (a 17-clue puzzle less a clue);
        // no-solution puzzles (one more given, or two); clashing givens; solved grids.
        let solved =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
        let lines = [
            "................12..3..4.........3.5.1...2....6..4........6......517......8...52.",
            ".................1..2..3.4......2.....5..43...1......6..4...2...7..1.....8..6...7",
            "................12....34..............12....5..6...3.4...7...8..4...6...35.....2.",
            ".................1.....2.3......3.2...1.4......5.......3......4.7..8...962...7...",
            ".................1.....2.3......45.6..3.......17...8.....16...........4..6.5..2..",
            ".................1.....2.3.....4...5..6..7.....8.9...4...8.3.6..4.....9..5.......",
            "..9..............1.....2.34.....56....7....8..8..1.7.....8.....3..6.....9.5.....3",
            ".................19...23.4........2...5...93...67......3....7...8.9....642..5....",
            ".................1.....2.3.....1425...6.......17....8.....7.4.64...6....9..8...1.",
            "11...............................................................................",
            solved,
            "534678912672195348198342567859761423426853791713924856961537284287419635345286177",
            ".................................................................................",
        ];
        let mut seen = [0; 3];
        for line in lines {
            // (Clashing givens are no puzzle to read, but a grid all the same.)
            let cells = std::array::from_fn(|i| line.as_bytes()[i].saturating_sub(b'0') % 10);
            let start = Candidates::from_grid(&Grid::from_cells(cells).unwrap());
            let count = count_solutions(&start, 2);
            seen[count as usize] += 1;
            for version in SeVersion::ALL {
                let counted = (count == 1).then(|| rate_unique(&start, version));
                assert_eq!(rate_if_unique(&start, version), counted, "{line} {version}");
            }
        }
        assert_eq!(seen, [5, 4, 4]);
    }

    #[test]
    fn an_older_sukaku_explainer_release_rates_without_the_techniques_it_lacked() {
        // Puzzles of the Sudoku Exchange bank, with the bank's rating (Sukaku Explainer 1.15,
        // serate c96dcbe gives all three numbers) and the newest's (serate 362854e): 1.15
        // has no UVWXYZ- or TUVWXYZ-wing and no four-strong-link fish, and finds a chain.
        for (line, newest, older) in [
            (
                "...9.6...7..184..29.......8..........41.6.95.27.....83.2.....3.5...4...9..36.71..",
                ("6.6 hard uvwxyz_wing", [66, 12, 12]),
                ("7.0 fiendish forcing_chain", [70, 12, 12]),
            ),
            (
                ".8......91..9.8.....3..1.5..2..74..64.6...9.78..26..1..4.8..2.....4.5..15......7.",
                ("7.5 fiendish tuvwxyz_wing", [75, 12, 12]),
                ("8.0 fiendish nishio_chain", [80, 12, 12]),
            ),
            (
                "....7.....6.3.9.4.3..1.6..5..8...6..47..1..39.3.....7...75.83...1..6..5.9.......6",
                ("6.1 hard four_strong_links", [61, 12, 12]),
                ("8.0 fiendish nishio_chain", [80, 12, 12]),
            ),
        ] {
            let start = Candidates::from_grid(&parse_line(line).unwrap());
            for (version, (words, numbers)) in
                [(SeVersion::V1_18, newest), (SeVersion::V1_15, older)]
            {
                let rating = rate_unique(&start, version);
                assert_eq!(
                    (rating.to_string(), rating.explainer()),
                    (words.to_string(), numbers),
                    "{line} as {version}"
                );
            }
        }
    }

    #[test]
    fn a_puzzle_known_to_have_one_solution_rates_as_one_counted() {
        // Puzzles whose hardest step rests on the solution being unique (a unique loop, a
        // BUG): told so, the rating is the one the count gives (told otherwise, it would be
        // another).
        for (line, rating) in [
            (
                ".................1..2..3.4......2.....5..43...1......6..4...2...7..1.....8..6...7",
                "4.5 hard unique_loop",
            ),
            (
                "................12....34..............12....5..6...3.4...7...8..4...6...35.....2.",
                "5.6 hard bug",
            ),
        ] {
            let start = Candidates::from_grid(&parse_line(line).unwrap());
            assert_eq!(rate_from(&start).to_string(), rating);
            assert_eq!(rate_unique(&start, SeVersion::V1_18), rate_from(&start));
        }
    }
}

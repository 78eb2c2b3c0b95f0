//! The human solver: the Sudoku Laboratory's way of solving, on the screen's candidate view.
//! It takes one named step at a time, the easiest there is (singles, locked candidates,
//! subsets, fish, wings, then nishio, then a guess settled by a search; see
//! [`dosdoku_sudoku::human`]), and rates the puzzle by its hardest step.
//!
//! Each step starts from the board read off the screen: a cell showing one candidate is a
//! value unless its colour says it is a candidate an earlier step left alone there (the
//! reduced ink, or untouched). A placed value is printed in the colour of how it was found
//! (by a single, by a single an advanced reduction made possible, by a guess) and taken out
//! of its row, column and box; an eliminated candidate leaves its cell, which is printed
//! again in the reduced ink. When the grid is solved its guesses are confirmed. The box under
//! the counters shows the rating so far, the hardest technique and the last step.

use super::{
    Agent, AgentDecl, AgentEnd, BoardScreen, CounterDecl, Counters, Flow, Ink, Monitor, NoSettings,
    RunContext, View,
};
use dosdoku_sudoku::board::{Grid, peers};
use dosdoku_sudoku::formats::PencilMarks;
use dosdoku_sudoku::human::{Candidates, Found, Provenance, Rating, Step, Stepper, Technique};
use dosdoku_sudoku::text::capitalized;

/// The human solver, as the registry knows it.
pub struct Human;

/// Counter slots, in the order of the declaration.
const STEPS: usize = 0;
const PLACED: usize = 1;
const ELIMINATED: usize = 2;
const GUESSES: usize = 3;
const RATING: usize = 4;

/// The human solver's inks: the colours of its values by how each was found, as the Sudoku
/// Laboratory's on its paper white.
pub mod inks {
    use super::super::{Emphasis, Ink};
    use dosdoku_screen::Attr;

    /// A chain's candidate that is on (the digit goes there): bright white on magenta.
    pub const CHAIN_ON: Attr = Attr(0x5F);
    /// A chain's candidate that is off (the digit does not go there): black on brown.
    pub const CHAIN_OFF: Attr = Attr(0x60);

    /// A value found by a single: dark blue.
    pub const SINGLE: Ink = Ink::new(0x71, 0x71)
        .mono(&[Emphasis::Reverse, Emphasis::Italic])
        .value_mono(&[Emphasis::Reverse, Emphasis::Italic]);
    /// A value found by a single an advanced reduction made possible: green.
    pub const ADVANCED: Ink = Ink::new(0x72, 0x72)
        .mono(&[Emphasis::Reverse, Emphasis::Underlined])
        .value_mono(&[Emphasis::Reverse, Emphasis::Underlined]);
    /// A value guessed, not yet confirmed by a solved grid: red.
    pub const GUESS_OPEN: Ink = Ink::new(0x74, 0x74)
        .mono(&[Emphasis::Reverse, Emphasis::Bold])
        .value_mono(&[Emphasis::Reverse, Emphasis::Bold]);
    /// A value guessed and confirmed by the solved grid: cyan.
    pub const GUESS_CONFIRMED: Ink = Ink::new(0x73, 0x73)
        .mono(&[Emphasis::Reverse, Emphasis::Italic, Emphasis::Underlined])
        .value_mono(&[Emphasis::Reverse, Emphasis::Italic, Emphasis::Underlined]);
}

impl Agent for Human {
    type Settings = NoSettings;

    const DECL: AgentDecl = AgentDecl::new(
        "human",
        "the human solver",
        "solves like a person: named techniques easiest first, then nishio, then a guess; rates the puzzle",
        inks::SINGLE,
    )
    .counters(&[
            CounterDecl::count("steps", "steps", "step").means(
                "a technique applied: a single placed, candidates eliminated, a nishio, a guess",
            ),
            CounterDecl::count("placed", "placed", "placed")
                .means("a value placed by a single or a guess that a search confirmed"),
            CounterDecl::count("eliminated", "eliminated", "eliminated")
                .means("a candidate a step ruled out (a placed value clearing its peers is not)"),
            CounterDecl::count("guesses", "guesses", "guess")
                .means("a candidate tried by a backtracking search: placed, or ruled out"),
            CounterDecl::count("rating_tenths", "rating", "rating").in_tenths().means(
                "the difficulty of the hardest step so far, on the Sudoku Explainer scale (e.g. 4.2)",
            ),
        ])
    .view(View::Candidates)
    .panel_box("Rating")
    .sizes(&[3])
    .takes_marks()
    .inks(&[
        ("Advanced", inks::ADVANCED),
        ("Guess", inks::GUESS_OPEN),
        ("Confirmed guess", inks::GUESS_CONFIRMED),
    ])
    .hotkey(4);

    fn run<M: Monitor>(
        run: RunContext<'_, NoSettings, M>,
    ) -> AgentEnd {
    let (board, cap, counters, monitor) = run.parts();
        let mut stepper = Stepper::default();
        let mut provenance = Provenance::default();
        let mut rating = Rating::NOTHING;
        show_rating(board, &rating, None);
        loop {
            let position = read_position(board);
            if position.is_solved() {
                confirm_guesses(board);
                return AgentEnd::Solved;
            }
            if let Some(why) = position.contradiction() {
                return AgentEnd::NoSolution(format!("the human solver finds that {why}"));
            }
            if counters.get(STEPS) >= cap {
                return AgentEnd::GaveUp(format!(
                    "reached the cap of {}",
                    Self::DECL.headline().amount(cap)
                ));
            }
            let Some(step) = stepper.next(&position) else {
                return AgentEnd::Stuck("the human solver finds no step".into());
            };
            write_step(board, &step, provenance.found(&step));
            provenance.note(&step);
            rating.note(&step);
            count(counters, &step, &rating);
            show_rating(board, &rating, Some(&step));
            let marked = if M::WATCHING {
                monitor.step_taken(&step);
                mark_chains(board, &step)
            } else {
                Vec::new()
            };
            let flow = monitor.tick(board, counters);
            for (i, mask, ink) in marked {
                board.set_candidates(i, mask, ink);
            }
            if flow == Flow::Stop {
                return AgentEnd::Stopped;
            }
        }
    }
}

/// The ink of a value found as `found`.
fn value_ink(found: Found) -> Ink {
    match found {
        Found::Single => inks::SINGLE,
        Found::Advanced => inks::ADVANCED,
        Found::Guess => inks::GUESS_OPEN,
    }
}

/// True when a cell in `ink` showing one candidate is a value, not a lone candidate.
fn is_value_ink(ink: Ink) -> bool {
    !matches!(ink, Ink::EMPTY | Ink::REDUCED)
}

/// The position on the screen: every cell's candidates, the cells with one candidate in a
/// value's colour as values.
fn read_position(board: &BoardScreen) -> Candidates {
    let marks: [u16; 81] = std::array::from_fn(|i| board.candidates(i) as u16);
    let values = Grid::from_cells(std::array::from_fn(|i| {
        let m = marks[i];
        if m.is_power_of_two() && is_value_ink(board.ink(i)) {
            m.trailing_zeros() as u8 + 1
        } else {
            0
        }
    }))
    .expect("single candidates are digits");
    Candidates::from_parts(&PencilMarks::from_cells(marks), &values)
}

/// Prints what `step` did: its value (in the colour of how it was found) taken out of its
/// peers' candidates, and its eliminations.
fn write_step(board: &mut BoardScreen, step: &Step, found: Option<Found>) {
    if let (Some((i, d)), Some(found)) = (step.placed(), found) {
        let bit = 1 << (d - 1);
        board.set_candidates(i, bit, value_ink(found));
        for j in peers(i) {
            let mask = board.candidates(j);
            let ink = board.ink(j);
            if mask & bit != 0 && !(mask.is_power_of_two() && is_value_ink(ink)) {
                board.set_candidates(j, mask & !bit, ink);
            }
        }
    }
    for (i, d) in step.eliminated() {
        let mask = board.candidates(i) & !(1 << (d - 1));
        board.set_candidates(i, mask, Ink::REDUCED);
    }
}

/// Marks each candidate along `step`'s chains in the cells that are not values: on in
/// [`inks::CHAIN_ON`], off in [`inks::CHAIN_OFF`]. Returns each marked cell as it was
/// (candidates and ink), to be printed back.
fn mark_chains(board: &mut BoardScreen, step: &Step) -> Vec<(usize, u32, Ink)> {
    let mut marked: Vec<(usize, u32, Ink)> = Vec::new();
    for k in 0..step.branch_count() {
        for (i, d, on) in step.branch_links(k) {
            let (mask, ink) = (board.candidates(i), board.ink(i));
            if mask.is_power_of_two() && is_value_ink(ink) {
                continue;
            }
            if marked.iter().all(|&(j, _, _)| j != i) {
                marked.push((i, mask, ink));
            }
            let attr = if on { inks::CHAIN_ON } else { inks::CHAIN_OFF };
            board.mark_candidate(i, d, attr);
        }
    }
    marked
}

/// Counts a step into the agent's counters.
fn count(counters: &mut Counters, step: &Step, rating: &Rating) {
    counters.inc(STEPS);
    counters.add(PLACED, u64::from(step.placed().is_some()));
    counters.add(ELIMINATED, step.eliminated().len() as u64);
    counters.add(GUESSES, u64::from(step.technique == Technique::Guess));
    counters.set(RATING, u64::from(rating.tenths()));
}

/// The solved grid confirms every guess: open guesses turn to the confirmed colour.
fn confirm_guesses(board: &mut BoardScreen) {
    for i in 0..81 {
        if board.ink(i) == inks::GUESS_OPEN {
            let mask = board.candidates(i);
            board.set_candidates(i, mask, inks::GUESS_CONFIRMED);
        }
    }
}

/// The box under the counters: the level of the rating so far (its number is the counter
/// above), the hardest technique on a line of its own (so that its name is never cut on the
/// narrow panel), the last step.
fn show_rating(board: &mut BoardScreen, rating: &Rating, last: Option<&Step>) {
    let level = capitalized(rating.level.word());
    let hardest = rating.hardest.map_or("-", Technique::name);
    let width = board.layout().field("x2").map_or(0, |f| f.width);
    let (label, name) = if hardest.len() <= width {
        (format!("{level}, hardest:"), hardest.to_string())
    } else {
        // A name too long for its line starts after the level and goes on below it.
        let mut first = format!("{level}:");
        let mut words = hardest.split(' ').peekable();
        while let Some(word) = words.next_if(|w| first.len() + 1 + w.len() <= width) {
            first = format!("{first} {word}");
        }
        (first, words.collect::<Vec<_>>().join(" "))
    };
    board.write_field("x1", &label);
    // Indented when the name leaves room for it.
    let indent = if name.len() + 2 <= width { "  " } else { "" };
    board.write_field("x2", &format!("{indent}{name}"));
    let last = last.map_or("-", |s| s.technique.name());
    board.write_field("x3", &last_line(last, hardest, width));
}

/// `last: NAME`; when that is wider than `width`, `last: the same` if the hardest technique
/// above is the same, else as many of the name's first words as fit with `...` after them:
/// a name is shortened between words, never cut inside one.
fn last_line(name: &str, hardest: &str, width: usize) -> String {
    let full = format!("last: {name}");
    if full.len() <= width {
        return full;
    }
    if name == hardest {
        return "last: the same".to_string();
    }
    let mut line = "last:".to_string();
    for word in name.split(' ') {
        if line.len() + 1 + word.len() + 3 > width {
            break;
        }
        line = format!("{line} {word}");
    }
    format!("{line}...")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::Headless;
    use dosdoku_sudoku::formats::parse_line;
    use dosdoku_sudoku::human::solve;

    /// Runs the human solver on the candidate view holding `line`, with no cap.
    fn on_screen(line: &str, cap: u64) -> (AgentEnd, Counters, BoardScreen) {
        let mut board = BoardScreen::with_view(View::Candidates);
        board.show(&parse_line(line).unwrap(), Ink::GIVEN);
        let mut counters = Counters::default();
        let end = Human::run(
            RunContext::new(&mut board, &NoSettings, &mut counters, &mut Headless).capped(cap),
        );
        (end, counters, board)
    }

    /// A puzzle of the forum's hardest list where nishio is not enough: Sukaku Explainer's
    /// nested chains solve it.
    const NESTED: &str =
        "98.7..6..5...9..7...7..4...4...327....65...9.......3.11...8.5...2.........54...8.";

    /// The same puzzle without its last given: 841 solutions, so no chain rates it (Sukaku
    /// Explainer rates only puzzles with one solution) and it needs guesses.
    const GUESSING: &str =
        "98.7..6..5...9..7...7..4...4...327....65...9.......3.11...8.5...2.........54.....";

    /// The agent's counters as the step solver counts the same puzzle.
    fn expected(line: &str) -> [u64; 5] {
        let s = solve(&parse_line(line).unwrap());
        [
            s.counters.steps,
            s.counters.placed,
            s.counters.eliminated,
            s.counters.guesses,
            u64::from(s.rating.tenths()),
        ]
    }

    fn got(c: &Counters) -> [u64; 5] {
        std::array::from_fn(|k| c.get(k))
    }

    #[test]
    fn it_takes_the_steps_explain_takes_and_solves() {
        // An easy puzzle (singles), one with an XY-wing, a hard one that needs nested chains
        // and one with several solutions that needs guessing:
        // the agent, reading every step off the screen, takes exactly the step solver's steps.
        for line in [
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
            NESTED,
            GUESSING,
        ] {
            let (end, counters, board) = on_screen(line, u64::MAX);
            assert_eq!(end, AgentEnd::Solved, "{line}");
            assert_eq!(got(&counters), expected(line), "{line}");
            let solution = solve(&parse_line(line).unwrap()).solution().unwrap();
            assert_eq!(board.read_grid(), solution);
        }
    }

    #[test]
    fn values_take_the_colour_of_how_they_were_found() {
        // The singles-only puzzle: every value it places is dark blue, givens stay white.
        let line =
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
        let (_, counters, board) = on_screen(line, u64::MAX);
        assert_eq!(counters.get(GUESSES), 0);
        assert_eq!((board.ink(0), board.ink(2)), (inks::SINGLE, Ink::GIVEN));
        // The guessing puzzle: its guesses, confirmed at the end, are cyan; some value needed
        // an advanced reduction, so it is green; no guess is left open (red).
        let (_, counters, board) = on_screen(GUESSING, u64::MAX);
        let inks: Vec<Ink> = (0..81).map(|i| board.ink(i)).collect();
        assert!(counters.get(GUESSES) > 0);
        assert!(inks.contains(&inks::GUESS_CONFIRMED));
        assert!(inks.contains(&inks::ADVANCED));
        assert!(!inks.contains(&inks::GUESS_OPEN));
        // The panel box shows the rating's level and its hardest technique (its number is
        // the counter above).
        let row = board.layout().field("x1").unwrap();
        let text: String = (0..row.width)
            .map(|k| {
                let p = dosdoku_screen::Pos::from_index(row.pos.index() + k).unwrap();
                char::from(board.screen.code(p))
            })
            .collect();
        assert!(text.starts_with("Fiendish, hardest:"), "{text}");
    }

    /// A watching monitor that keeps, at each tick, the step it was told and the screen.
    #[derive(Default)]
    struct Watch {
        told: Vec<Option<Step>>,
        step: Option<Step>,
        screens: Vec<dosdoku_screen::Screen>,
    }

    impl Monitor for Watch {
        const WATCHING: bool = true;

        fn tick(&mut self, board: &mut BoardScreen, _counters: &Counters) -> Flow {
            self.told.push(self.step.take());
            self.screens.push(board.screen.clone());
            Flow::Continue
        }

        fn step_taken(&mut self, step: &Step) {
            self.step = Some(*step);
        }
    }

    #[test]
    fn a_watched_chain_step_marks_its_candidates_and_tells_the_monitor_then_takes_them_back() {
        // The Y-cycle of the tutorial's test is the 25th step: watched, the agent takes the
        // same steps as unwatched and tells the monitor each, and at that step's tick each
        // candidate of the cycle shows on or off; the next tick shows none of it.
        let line =
            ".9....2.77...19.....64..39.31.......6..825..4.......76.87..65.....57...94.5....6.";
        let mut board = BoardScreen::with_view(View::Candidates);
        board.show(&parse_line(line).unwrap(), Ink::GIVEN);
        let mut counters = Counters::default();
        let mut watch = Watch::default();
        let end = Human::run(RunContext::new(
            &mut board,
            &NoSettings,
            &mut counters,
            &mut watch,
        ));
        assert_eq!(end, AgentEnd::Solved);
        assert_eq!(got(&counters), expected(line));
        let steps = solve(&parse_line(line).unwrap()).steps;
        let k = steps
            .iter()
            .position(|s| s.technique == Technique::ForcingChain)
            .unwrap();
        assert_eq!(k, 24);
        // The monitor is told each step as it is shown.
        let told: Vec<Step> = watch.told.iter().map(|s| s.unwrap()).collect();
        assert_eq!(told, steps);
        let shows = |screen: &dosdoku_screen::Screen, i: usize, d: u8| {
            let k = usize::from(d - 1);
            let at = board.place(i).at.index() + k % 5 + 80 * (k / 5);
            let p = dosdoku_screen::Pos::from_index(at).unwrap();
            (screen.cell(p).code, screen.cell(p).attr)
        };
        let mut marked = Vec::new();
        for (i, d, on) in steps[k].links() {
            let attr = if on { inks::CHAIN_ON } else { inks::CHAIN_OFF };
            let last = steps[k].links().filter(|&(j, e, _)| (j, e) == (i, d)).last();
            if last == Some((i, d, on)) {
                assert_eq!(shows(&watch.screens[k], i, d), (b'0' + d, attr), "r{}c{}", i / 9 + 1, i % 9 + 1);
                marked.push((i, d));
            }
            let after = shows(&watch.screens[k + 1], i, d).1;
            assert!(after != inks::CHAIN_ON && after != inks::CHAIN_OFF);
        }
        marked.sort_unstable();
        marked.dedup();
        // The cycle's eight candidates (it ends where it starts).
        assert_eq!(marked.len(), 8, "{marked:?}");
    }

    #[test]
    fn the_cap_counts_steps_and_a_clash_has_no_solution() {
        let line =
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
        let (end, counters, _) = on_screen(line, 3);
        assert_eq!(end, AgentEnd::GaveUp("reached the cap of 3 steps".into()));
        assert_eq!(counters.get(STEPS), 3);
        // Row 1 holds 1..8 and r9c9 a 9: r1c9 has no candidate from the start.
        let mut line = format!("12345678.{}", ".".repeat(72));
        line.replace_range(80..81, "9");
        let (end, counters, _) = on_screen(&line, u64::MAX);
        assert_eq!(
            end,
            AgentEnd::NoSolution("the human solver finds that r1c9 has no candidate left".into())
        );
        assert_eq!(counters.get(STEPS), 0);
    }

    #[test]
    fn a_lone_candidate_in_the_reduced_colour_is_not_a_value() {
        // r1c1 pencilled down to 5 in the reduced ink stays a candidate, which a full house
        // (the last empty cell of box 1, 1.0) then places: one step, one placed value.
        let line =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
        let mut board = BoardScreen::with_view(View::Candidates);
        board.show(&parse_line(line).unwrap(), Ink::GIVEN);
        board.set_candidates(0, 1 << 4, Ink::REDUCED);
        let mut counters = Counters::default();
        let end = Human::run(RunContext::new(
            &mut board,
            &NoSettings,
            &mut counters,
            &mut Headless,
        ));
        assert_eq!(end, AgentEnd::Solved);
        assert_eq!(got(&counters), [1, 1, 0, 0, 10]);
        assert_eq!(board.ink(0), inks::SINGLE);
    }

    #[test]
    fn the_rating_box_names_every_technique_in_full() {
        // The candidate screen's panel is 20 wide: no technique's name is cut there.
        for t in Technique::ALL {
            let mut board = BoardScreen::with_view(View::Candidates);
            let rating = Rating::of(t);
            show_rating(&mut board, &rating, None);
            let text = board.screen.to_text();
            // A long name goes on over two lines: the panel's lines joined hold it whole.
            let panel: Vec<&str> = text
                .lines()
                .map(|l| l.rsplit('│').nth(1).unwrap_or("").trim())
                .collect();
            let words = panel.join(" ");
            assert!(
                words.contains(t.name()) && !words.contains(&format!("{}.", t.name())),
                "{t:?}:\n{text}"
            );
        }
    }

    #[test]
    fn the_last_step_line_shortens_a_long_name_between_words() {
        // Its line on the candidate screen is 20 wide: `last: ` and a name of up to 14
        // letters fit whole; a longer name keeps its first words and says it goes on, or
        // says it is the hardest's name, written whole above.
        let board = BoardScreen::with_view(View::Candidates);
        let width = board.layout().field("x3").unwrap().width;
        assert_eq!(width, 20);
        for t in Technique::ALL {
            let (name, line) = (t.name(), last_line(t.name(), "-", width));
            assert!(line.len() <= width, "{t:?}: {line}");
            if name.len() + "last: ".len() <= width {
                assert_eq!(line, format!("last: {name}"), "{t:?}");
                assert_eq!(last_line(name, name, width), line);
            } else {
                // Under the same name as the hardest, it says so.
                assert_eq!(last_line(name, name, width), "last: the same");
                let kept = line
                    .strip_prefix("last: ")
                    .and_then(|l| l.strip_suffix("..."))
                    .unwrap_or_else(|| panic!("{t:?}: {line}"));
                assert!(
                    name.starts_with(kept) && name[kept.len()..].starts_with(' '),
                    "{t:?}: {line}"
                );
            }
        }
    }
}

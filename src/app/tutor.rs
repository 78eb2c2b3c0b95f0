//! The tutorial: a puzzle's solution by the human solver, one step per key press, on the
//! candidate view. The step just taken is picked out (its unit in brown, its own cells in
//! cyan), the candidates it eliminated are struck in its colour, and the status line says
//! what it did in words. A chain step also marks each candidate along its chains, on or off,
//! and shows the chains in Eureka notation on the status line, a page at a time (C turns the
//! pages, the words last). Values are coloured as the Sudoku Laboratory coloured them: dark
//! blue found by a single, green by a single an advanced reduction made possible, red a guess
//! still open, cyan a guess the solved grid confirmed. The panel shows the rating so far and
//! how many steps of each technique were taken.

use super::Key;
use super::chain_status::{chain_status, is_page_key, shown_chain};
use dosdoku_agents::agents::{BoardScreen, Ink, View, human_inks};
use dosdoku_agents::panel::{draw_box_title, set_rule, status_width};
use dosdoku_screen::{Attr, Pos};
use dosdoku_sudoku::board::Grid;
use dosdoku_sudoku::human::{
    Candidates, Found, Provenance, Rating, Step, Technique, TechniqueInk, apply, solve,
};
use dosdoku_sudoku::text::capitalized;

/// The background of the cells of the step's units.
const UNIT_SHADE: u8 = 6;

/// The background of the step's own cells.
const CELL_SHADE: u8 = 3;

/// The lines of the top box that count techniques (`l1` .. `l8`).
const COUNT_LINES: usize = 8;

/// The key help of the tutorial.
pub const TUTOR_KEYS: &str =
    "Space/Right Next  Bksp Back  PgUp Start  PgDn End  Esc Editor  F1 Help  Q Quit";

/// What a key did in the tutorial.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TutorKey {
    /// It moved through the steps, or did nothing (already at that end).
    Stay,
    /// Leave the tutorial for the editor.
    Leave,
}

/// A puzzle, its solution as steps, and how many of them are taken.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Tutor {
    puzzle: Grid,
    steps: Vec<Step>,
    /// The steps taken: 0 shows the puzzle, `steps.len()` the end.
    at: usize,
    /// The page of the status line shown for a chain step: its notation's pages, then its
    /// words.
    page: usize,
    /// True when the puzzle has more than one solution (the steps reach one of them).
    several: bool,
}

impl Tutor {
    /// The tutorial of `puzzle` (free of clashes), at its start.
    pub fn new(puzzle: &Grid) -> Tutor {
        Tutor {
            puzzle: puzzle.clone(),
            steps: solve(puzzle).steps,
            at: 0,
            page: 0,
            several: dosdoku_sudoku::solver::count_solutions(puzzle, 2) > 1,
        }
    }

    /// How many steps are taken, and how many there are.
    pub fn progress(&self) -> (usize, usize) {
        (self.at, self.steps.len())
    }

    /// Takes a key: Space, Right, Enter or N the next step; Left, Backspace or P back one;
    /// PgUp to the start, PgDn to the end; C the next page of a chain step's status line;
    /// Esc or E leaves.
    pub fn key(&mut self, key: Key) -> TutorKey {
        let (last, at) = (self.steps.len(), self.at);
        match key {
            Key::Char(' ' | 'n' | 'N') | Key::Right | Key::Enter | Key::Down => {
                self.at = (self.at + 1).min(last);
            }
            Key::Left | Key::Backspace | Key::Up | Key::Char('p' | 'P') => {
                self.at = self.at.saturating_sub(1);
            }
            Key::PageUp => self.at = 0,
            Key::PageDown => self.at = last,
            key if is_page_key(key) => self.page += 1,
            Key::Esc | Key::Char('e' | 'E') => return TutorKey::Leave,
            _ => {}
        }
        if self.at != at {
            self.page = 0;
        }
        TutorKey::Stay
    }

    /// The status line, in lines of `width` characters: what the step just taken did, in
    /// words; at the start, how many steps there are, and whether the puzzle has more than
    /// one solution (as `rate` says). A chain step shows its chains in Eureka notation first,
    /// a page of whole links at a time under a caption (`Chain 1/3, C more:`), then its words.
    pub fn status(&self, width: usize) -> String {
        let step = match self.at {
            0 if self.several => {
                return format!(
                    "This puzzle has more than one solution: the tutorial shows one, in {} steps.",
                    self.steps.len()
                );
            }
            0 => {
                return format!(
                    "Tutorial: {} steps to the end. Space or Right takes the first.",
                    self.steps.len()
                );
            }
            k => &self.steps[k - 1],
        };
        chain_status(step, self.page, width).unwrap_or_else(|| step.words())
    }

    /// Draws the position after the steps taken on `board`, in the candidate view, with the
    /// last step picked out and the panel's rating and technique counts.
    pub fn draw(&self, board: &mut BoardScreen) {
        *board = BoardScreen::with_view(View::Candidates);
        let mut c = Candidates::from_grid(&self.puzzle);
        let mut provenance = Provenance::default();
        let mut inks = [Ink::EMPTY; 81];
        for i in (0..81).filter(|&i| self.puzzle.get(i) != 0) {
            inks[i] = Ink::GIVEN;
        }
        let mut rating = Rating::NOTHING;
        let mut counts = [0u32; Technique::ALL.len()];
        for step in &self.steps[..self.at] {
            if let (Some((i, _)), Some(found)) = (step.placed(), provenance.found(step)) {
                inks[i] = match found {
                    Found::Single => human_inks::SINGLE,
                    Found::Advanced => human_inks::ADVANCED,
                    Found::Guess => human_inks::GUESS_OPEN,
                };
            }
            for (i, _) in step.eliminated() {
                inks[i] = Ink::REDUCED;
            }
            provenance.note(step);
            rating.note(step);
            counts[step.technique as usize] += 1;
            apply(&mut c, step);
        }
        let confirmed = c.is_solved();
        for (i, ink) in inks.into_iter().enumerate() {
            let (mask, ink) = match c.value(i) {
                0 => (c.cell(i), ink),
                d if confirmed && ink == human_inks::GUESS_OPEN => {
                    (1 << (d - 1), human_inks::GUESS_CONFIRMED)
                }
                d => (1 << (d - 1), ink),
            };
            board.set_candidates(i, u32::from(mask), ink);
        }
        if let Some(step) = self.at.checked_sub(1).map(|k| &self.steps[k]) {
            let shown = shown_chain(step, self.page, status_width(board));
            Self::pick_out(board, step, shown, &c);
        }
        self.draw_panel(board, &rating, &counts);
    }

    /// Picks out the step just taken in the position `c` after it: the unsolved cells of its
    /// units (the values there keep their own colours), its cells, the candidates along its
    /// chains (or the cells and candidates of its nested chain `shown`, while the status line
    /// shows that one), the candidates it struck.
    fn pick_out(board: &mut BoardScreen, step: &Step, shown: usize, c: &Candidates) {
        if shown == 0 {
            shade_step(board, step, |i| c.value(i) == 0);
        } else {
            let cells = step
                .nested_branches(shown)
                .flat_map(|k| step.branch_links(k))
                .map(|(i, _, _)| i);
            for i in cells.filter(|&i| c.value(i) == 0) {
                board.highlight(i, CELL_SHADE);
            }
        }
        mark_chains(board, step, shown, |i| c.value(i) == 0);
        strike_eliminated(board, step);
    }

    /// The panel: the count of each technique used so far in the top box (the run's
    /// counters), the rating so far and its hardest technique in the box under it, the step
    /// and whether the puzzle has one solution under the pace, and the legend.
    fn draw_panel(&self, board: &mut BoardScreen, rating: &Rating, counts: &[u32]) {
        let width = board.layout().field("l1").map_or(0, |f| f.width);
        // A label that leaves no room for its value is shortened, marked with a full stop.
        let line = |label: &str, value: String| {
            let room = width.saturating_sub(value.chars().count() + 1);
            let label = shortened(label, room);
            let pad = width.saturating_sub(label.chars().count() + value.chars().count());
            format!("{label}{}{value}", " ".repeat(pad.max(1)))
        };
        let mut used: Vec<String> = Technique::ALL
            .iter()
            .zip(counts)
            .filter(|&(_, &n)| n > 0)
            .map(|(t, n)| line(&capitalized(t.name()), n.to_string()))
            .collect();
        if used.is_empty() {
            used.push("No step taken yet".to_string());
        }
        if used.len() > COUNT_LINES {
            let rest = used.len() - (COUNT_LINES - 1);
            used.truncate(COUNT_LINES - 1);
            used.push(format!("and {rest} more"));
        }
        for k in 0..COUNT_LINES {
            board.write_field(
                &format!("l{}", k + 1),
                used.get(k).map_or("", String::as_str),
            );
        }
        draw_box_title(board, Some(" Rating "));
        let rated: [String; 3] = match rating.hardest {
            None => ["No step taken yet".into(), String::new(), String::new()],
            Some(hardest) => {
                let t = rating.tenths();
                let [label, name] = hardest_lines(hardest.name(), width);
                [
                    format!("{}.{} {}", t / 10, t % 10, rating.level),
                    label,
                    name,
                ]
            }
        };
        for (k, text) in rated.iter().enumerate() {
            board.write_field(&format!("x{}", k + 1), text);
        }
        let (at, of) = self.progress();
        let last = at
            .checked_sub(1)
            .map_or("-", |k| self.steps[k].technique.name());
        board.write_field("pace", &line("Step", format!("{at} of {of}")));
        board.write_field("rank", &last_line(last, width));
        board.write_field(
            "rank2",
            if self.several {
                "Several solutions!"
            } else {
                "One solution"
            },
        );
        board.write_field("mode", "TUTORIAL");
        set_rule(board, "genrule", " Values ");
        let chain = self
            .at
            .checked_sub(1)
            .is_some_and(|k| self.steps[k].branch_count() > 0);
        draw_legend(board, chain);
    }
}

/// The panel's line naming the last step's technique in `width` columns: `Last: NAME`; the
/// name alone when only it fits (so that `dynamic chain (+)` keeps its mark), else cut.
fn last_line(name: &str, width: usize) -> String {
    let line = format!("Last: {name}");
    if line.chars().count() > width && name.chars().count() <= width {
        return name.to_string();
    }
    shortened(&line, width)
}

/// `text`, or as much of it as `room` holds, ended with a full stop to show it is cut.
fn shortened(text: &str, room: usize) -> String {
    if text.chars().count() <= room {
        return text.to_string();
    }
    let short: String = text.chars().take(room.saturating_sub(1)).collect();
    format!("{}.", short.trim_end())
}

/// The panel's two lines naming the hardest technique in `width` columns: a label, then the
/// name, indented when it leaves room; a name too long for one line starts after a shorter
/// label and goes on below it.
fn hardest_lines(name: &str, width: usize) -> [String; 2] {
    if name.chars().count() <= width {
        let indent = if name.chars().count() + 2 <= width {
            "  "
        } else {
            ""
        };
        return ["Hardest technique:".into(), format!("{indent}{name}")];
    }
    let mut first = "Hardest:".to_string();
    let mut words = name.split(' ').peekable();
    while let Some(word) = words.next_if(|w| first.chars().count() + 1 + w.len() <= width) {
        first = format!("{first} {word}");
    }
    let rest = words.collect::<Vec<_>>().join(" ");
    let indent = if rest.chars().count() + 2 <= width {
        "  "
    } else {
        ""
    };
    [first, format!("{indent}{rest}")]
}

/// Shades `step` on `board`: the cells of its units that are `unsolved` in brown (values keep
/// their own colours), its own cells and the cell it placed in cyan.
pub(super) fn shade_step(board: &mut BoardScreen, step: &Step, unsolved: impl Fn(usize) -> bool) {
    for u in step.units() {
        for i in dosdoku_sudoku::board::unit_cells(u) {
            if unsolved(i) {
                board.highlight(i, UNIT_SHADE);
            }
        }
    }
    for i in step.cells().chain(step.placed().map(|(i, _)| i)) {
        board.highlight(i, CELL_SHADE);
    }
}

/// Marks each candidate along `step`'s chains in the cells still `unsolved`: on in
/// [`human_inks::CHAIN_ON`], off in [`human_inks::CHAIN_OFF`] (one both on and off, as a
/// contradiction's, shows as its last chain has it). With `nested` above 0, the candidates of
/// that nested chain instead, and the candidates gone it rests on (off).
pub(super) fn mark_chains(
    board: &mut BoardScreen,
    step: &Step,
    nested: usize,
    unsolved: impl Fn(usize) -> bool,
) {
    let links: Vec<(usize, u8, bool)> = if nested == 0 {
        (0..step.branch_count())
            .flat_map(|k| step.branch_links(k))
            .collect()
    } else {
        step.nested_causes(nested)
            .map(|(i, d)| (i, d, false))
            .chain(
                step.nested_branches(nested)
                    .flat_map(|k| step.branch_links(k)),
            )
            .collect()
    };
    for (i, d, on) in links.into_iter().filter(|&(i, _, _)| unsolved(i)) {
        board.mark_candidate(
            i,
            d,
            if on {
                human_inks::CHAIN_ON
            } else {
                human_inks::CHAIN_OFF
            },
        );
    }
}

/// Shows the candidates `step` eliminated struck in its technique's colour (its ink in the
/// registry).
pub(super) fn strike_eliminated(board: &mut BoardScreen, step: &Step) {
    for (i, d) in step.eliminated() {
        board.mark_candidate(i, d, technique_attr(step.technique.ink()));
    }
}

/// The legend: the colours of the values' tiles, each word in its own; on a `chain` step the
/// last line gives the colours of the chains' candidates instead of the confirmed guess.
fn draw_legend(board: &mut BoardScreen, chain: bool) {
    let tile = |ink: Ink| ink.value_attr();
    let layout = board.layout();
    let plain = layout
        .field("legend3")
        .map_or(Attr(0x1F), |f| layout.attr(f.pos));
    let last: Vec<(&str, Attr)> = if chain {
        vec![
            ("Chain:", plain),
            ("on", human_inks::CHAIN_ON),
            ("off", human_inks::CHAIN_OFF),
        ]
    } else {
        vec![("Confirmed guess", tile(human_inks::GUESS_CONFIRMED))]
    };
    let lines: [Vec<(&str, Attr)>; 3] = [
        vec![
            ("Given", tile(Ink::GIVEN)),
            ("Single", tile(human_inks::SINGLE)),
        ],
        vec![
            ("Advanced", tile(human_inks::ADVANCED)),
            ("Guess", tile(human_inks::GUESS_OPEN)),
        ],
        last,
    ];
    for (name, words) in ["legend", "legend2", "legend3"].into_iter().zip(lines) {
        let Some(field) = board.layout().field(name) else {
            continue;
        };
        field.write(&mut board.screen, "");
        let mut k = 0;
        for (word, attr) in words {
            for ch in word.bytes() {
                if let Some(p) = Pos::from_index(field.pos.index() + k) {
                    board.screen.put(p, ch, attr);
                }
                k += 1;
            }
            k += 2;
        }
    }
}

/// The colours a technique's ink is shown in: white on cyan for singles and the steps that
/// yield one, on green for patterns, on red for nishio and guesses (the struck candidates in
/// the tutor, the names on the help page).
pub fn technique_attr(ink: TechniqueInk) -> Attr {
    let background = match ink {
        TechniqueInk::Single => 3,
        TechniqueInk::Pattern => 2,
        TechniqueInk::Trial => 4,
    };
    Attr(background << 4 | 0x0F)
}

#[cfg(test)]
mod tests {
    use super::*;
    use dosdoku_sudoku::formats::parse_line;

    /// The first puzzle of top1465: pointing, subsets, chains.
    const HARD: &str =
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

    #[test]
    fn keys_walk_the_steps_both_ways_and_stop_at_the_ends() {
        let mut t = Tutor::new(&parse_line(HARD).unwrap());
        let (_, n) = t.progress();
        assert!(n > 50);
        assert_eq!(t.key(Key::Left), TutorKey::Stay);
        assert_eq!(t.progress().0, 0);
        assert!(t.status(79).starts_with("Tutorial: "));
        t.key(Key::Char(' '));
        t.key(Key::Right);
        assert_eq!(t.progress().0, 2);
        t.key(Key::Backspace);
        assert_eq!(t.progress().0, 1);
        t.key(Key::PageDown);
        assert_eq!(t.progress().0, n);
        t.key(Key::Right);
        assert_eq!(t.progress().0, n);
        t.key(Key::PageUp);
        assert_eq!(t.progress().0, 0);
        assert_eq!(t.key(Key::Esc), TutorKey::Leave);
    }

    #[test]
    fn the_board_shows_the_position_the_step_and_the_colours() {
        let puzzle = parse_line(HARD).unwrap();
        let steps = solve(&puzzle).steps;
        let mut t = Tutor::new(&puzzle);
        let mut board = BoardScreen::new();
        // The first step is a hidden single: its cell is placed and picked out in cyan, the
        // rest of its unit in brown; its value is dark blue on cyan.
        t.key(Key::Right);
        t.draw(&mut board);
        let (i, d) = steps[0].placed().unwrap();
        assert_eq!(board.candidates(i), 1 << (d - 1));
        let at = board.place(i).at;
        let centre = Pos::from_index(at.index() + 2).unwrap();
        assert_eq!(board.screen.cell(centre).code, b'0' + d);
        assert_eq!(board.screen.cell(centre).attr, Attr(CELL_SHADE << 4 | 1));
        assert_eq!(t.status(79), steps[0].words());
        // At the first step that eliminates, its candidates show struck in green.
        let k = steps.iter().position(|s| s.eliminated().len() > 0).unwrap();
        t.at = k + 1;
        t.draw(&mut board);
        let (j, e) = steps[k].eliminated().next().unwrap();
        let at = board.place(j).at;
        let slot =
            Pos::from_index(at.index() + usize::from(e - 1) % 5 + 80 * usize::from((e - 1) / 5))
                .unwrap();
        assert_eq!(board.screen.cell(slot).attr, Attr(0x2F));
        // At the end the grid is solved.
        t.key(Key::PageDown);
        t.draw(&mut board);
        let solution = solve(&puzzle).solution().unwrap();
        assert_eq!(board.read_grid(), solution);
    }

    /// The text of the panel's field `name` on `board`, without trailing blanks.
    fn field_text(board: &BoardScreen, name: &str) -> String {
        let f = board.layout().field(name).unwrap();
        let row = board.screen.row_text(f.pos.row());
        row.chars()
            .skip(f.pos.col() - 1)
            .take(f.width)
            .collect::<String>()
            .trim_end()
            .to_string()
    }

    #[test]
    fn the_key_help_fits_its_line() {
        let keys = View::Candidates.layout().field("keys").unwrap();
        assert!(TUTOR_KEYS.chars().count() < keys.width, "{TUTOR_KEYS}");
        assert!(TUTOR_KEYS.ends_with("Q Quit"));
    }

    #[test]
    fn long_technique_names_keep_their_counts_and_show_whole_as_the_hardest() {
        // The built-in puzzle's hardest step is a direct hidden triple: 20 characters, the
        // panel's width. Its count stays visible (the name shortened) and, as the hardest
        // technique, it shows whole.
        let puzzle = parse_line(dosdoku_sudoku::source::DEFAULT_PUZZLE).unwrap();
        let mut t = Tutor::new(&puzzle);
        let mut board = BoardScreen::new();
        let (_, n) = t.progress();
        t.at = n;
        t.draw(&mut board);
        let text = board.screen.to_text();
        assert!(text.contains("Direct hidden tri. 1"), "{text}");
        assert!(
            (1..=3).any(|k| field_text(&board, &format!("x{k}")) == "direct hidden triple"),
            "{text}"
        );
    }

    #[test]
    fn every_box_of_the_panel_holds_what_its_title_says_uncut() {
        let puzzle = parse_line(HARD).unwrap();
        let mut t = Tutor::new(&puzzle);
        let mut board = BoardScreen::new();
        let (_, n) = t.progress();
        for at in [0, 1, 2, 20, n] {
            t.at = at;
            t.draw(&mut board);
            let text = board.screen.to_text();
            // Each box has something in it.
            for fields in [
                &["l1", "l2", "l3"][..],
                &["x1", "x2", "x3"],
                &["pace", "rank", "rank2"],
            ] {
                assert!(
                    fields.iter().any(|f| !field_text(&board, f).is_empty()),
                    "step {at}: {fields:?} empty\n{text}"
                );
            }
            // The box under the counters is the rating: its title and the hardest technique
            // named in full.
            let rule = board.layout().field("box").unwrap();
            assert!(field_text(&board, "box").contains("Rating"), "{text}");
            assert_eq!(
                board
                    .screen
                    .row_text(rule.pos.row())
                    .chars()
                    .nth(rule.pos.col() - 3),
                Some('├')
            );
            if at > 0 {
                let mut rating = Rating::NOTHING;
                for step in &t.steps[..at] {
                    rating.note(step);
                }
                let hardest = rating.hardest.unwrap().name();
                assert!(
                    (1..=3).any(|k| field_text(&board, &format!("x{k}")).ends_with(hardest)),
                    "step {at}: {hardest}\n{text}"
                );
                // The counts of the techniques are the run's counters, in the top box.
                let first = t.steps[0].technique.name();
                assert!(
                    (1..=8).any(|k| field_text(&board, &format!("l{k}"))
                        .to_lowercase()
                        .starts_with(first)),
                    "step {at}: {first}\n{text}"
                );
            }
        }
    }

    #[test]
    fn every_technique_shows_whole_as_the_hardest_and_shortened_as_the_last() {
        let puzzle = parse_line(HARD).unwrap();
        let t = Tutor::new(&puzzle);
        let counts = [0u32; Technique::ALL.len()];
        for &technique in Technique::ALL.iter() {
            let mut board = BoardScreen::with_view(View::Candidates);
            t.draw_panel(&mut board, &Rating::of(technique), &counts);
            let shown = format!("{} {}", field_text(&board, "x2"), field_text(&board, "x3"));
            let flat = shown.split_whitespace().collect::<Vec<_>>().join(" ");
            assert!(flat.contains(technique.name()), "{flat}");
            assert!(flat.starts_with("Hardest"), "{flat}");
        }
        // Sukaku Explainer rates this puzzle 6.2 for an aligned pair exclusion, its 17th
        // step: the panel names it as the last step, shortened with a full stop.
        let line =
            "..2....151...89.7..9.2......8...365.....7.....516...2......7.8..1.36...447....1..";
        let mut t = Tutor::new(&parse_line(line).unwrap());
        t.at = 17;
        let mut board = BoardScreen::new();
        t.draw(&mut board);
        assert_eq!(t.steps[16].technique, Technique::AlignedPairExclusion);
        assert_eq!(field_text(&board, "rank"), "Last: aligned pair.");
    }

    #[test]
    fn the_last_step_keeps_the_plus_of_a_dynamic_chain_plus() {
        // This puzzle's first step is a dynamic forcing chain (+) (Sukaku Explainer's 10.1):
        // "Last: dynamic chain (+)" is too long for the panel, the name alone fits whole.
        let line =
            "98.7..6..7..6..5....5.4....8.75..9...5.....3......2..51....6....7.1...96....871..";
        let mut t = Tutor::new(&parse_line(line).unwrap());
        t.at = 1;
        let mut board = BoardScreen::new();
        t.draw(&mut board);
        assert_eq!(t.steps[0].technique, Technique::DynamicChainPlus);
        assert_eq!(field_text(&board, "rank"), "dynamic chain (+)");
    }

    #[test]
    fn a_long_chain_pages_its_notation_in_whole_links_then_its_words() {
        // Easter Monster's longest chain step: long chains from one assumption.
        let line =
            "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1";
        let mut t = Tutor::new(&parse_line(line).unwrap());
        let k = (0..t.steps.len())
            .max_by_key(|&k| t.steps[k].eureka().len())
            .unwrap();
        let step = t.steps[k];
        assert!(step.branch_count() >= 2);
        t.at = k + 1;
        let mut shown: Vec<String> = Vec::new();
        let mut n = 0;
        loop {
            let status = t.status(79);
            let Some(page) = status.strip_prefix("Chain ") else {
                // The last pages: the words (its nested chains' too, pages of their own), then
                // the notation's first page again.
                let mut words = Vec::new();
                let mut status = status;
                while let Some(page) = status.strip_prefix("Words ") {
                    words.push(page.split_once(": ").unwrap().1.replace('\n', " "));
                    t.key(Key::Char('c'));
                    status = t.status(79);
                }
                assert!(words.len() > 1, "{status}");
                assert_eq!(words.join(" "), step.words());
                assert!(status.starts_with("Chain 1/"), "{status}");
                break;
            };
            n += 1;
            let (caption, text) = page.split_once(": ").unwrap();
            let (of, _) = caption.split_once(", C ").unwrap();
            assert!(of.starts_with(&format!("{n}/")), "{status}");
            for (l, line) in status.split('\n').enumerate() {
                assert!(line.chars().count() <= 79, "{status}");
                let body = if l == 0 {
                    text.split('\n').next().unwrap()
                } else {
                    line
                };
                shown.push(body.to_string());
            }
            t.key(Key::Char('C'));
        }
        assert!(n > 2, "a long chain takes pages");
        // Every piece shows once, whole, in order: the lines are the pieces laid end to end.
        let pieces = step.eureka();
        let mut rest = shown.concat();
        for piece in &pieces {
            let text = rest.trim_start_matches(piece.joiner);
            assert!(text.starts_with(&piece.text), "{} in {rest}", piece.text);
            rest = text[piece.text.len()..].to_string();
        }
        assert!(rest.is_empty(), "{rest}");
        // A step elsewhere starts on the first page again.
        t.key(Key::Right);
        t.key(Key::Left);
        assert!(t.status(79).starts_with("Chain 1/"), "{}", t.status(79));
    }

    #[test]
    fn a_nested_step_pages_each_nested_chain_with_its_marks_then_all_its_words() {
        // Inkala's 2010 puzzle: its first nested step rests on chains nested in its links.
        // Each nested chain starts a page of its own, and while it shows, the board marks its
        // candidates (and the candidates gone it rests on, off) instead of the outer chains';
        // the words that follow take as many pages as they need, none cut.
        let line =
            "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..";
        let mut t = Tutor::new(&parse_line(line).unwrap());
        let k = (0..t.steps.len())
            .find(|&k| t.steps[k].nested_count() > 0)
            .unwrap();
        let step = t.steps[k];
        t.at = k + 1;
        let mut board = BoardScreen::new();
        let attr = |board: &BoardScreen, i: usize, d: u8| {
            let at = board.place(i).at.index();
            let k = usize::from(d - 1);
            board
                .screen
                .cell(Pos::from_index(at + k % 5 + 80 * (k / 5)).unwrap())
                .attr
        };
        let marked = |a: Attr| a == human_inks::CHAIN_ON || a == human_inks::CHAIN_OFF;
        let outer: Vec<(usize, u8)> = (0..step.branch_count())
            .flat_map(|b| step.branch_links(b).map(|(i, d, _)| (i, d)))
            .collect();
        let mut c = Candidates::from_grid(&t.puzzle);
        for s in &t.steps[..=k] {
            apply(&mut c, s);
        }
        let (mut shown, mut words) = (Vec::new(), Vec::new());
        for _ in 0..40 {
            let status = t.status(79);
            assert!(status.split('\n').count() <= 2, "{status}");
            assert!(
                status.split('\n').all(|l| l.chars().count() <= 79),
                "{status}"
            );
            t.draw(&mut board);
            // The candidates the step took out show struck, not marked.
            let unsolved = |&(i, d): &(usize, u8)| c.value(i) == 0 && c.has(i, d);
            if let Some(page) = status.strip_prefix("Chain ") {
                let text = page.split_once(": ").unwrap().1;
                let n = text
                    .strip_prefix('[')
                    .and_then(|t| t.split_once(']'))
                    .map_or(0, |(n, _)| n.parse::<usize>().unwrap());
                let mine: Vec<(usize, u8)> = if n == 0 {
                    outer.clone()
                } else {
                    shown.push(n);
                    step.nested_branches(n)
                        .flat_map(|b| step.branch_links(b).map(|(i, d, _)| (i, d)))
                        .chain(step.nested_causes(n))
                        .collect()
                };
                for &(i, d) in mine.iter().filter(|c| unsolved(c)) {
                    assert!(
                        marked(attr(&board, i, d)),
                        "page {status}: r{}c{} {d}",
                        i / 9 + 1,
                        i % 9 + 1
                    );
                }
                if n > 0 {
                    let others = outer.iter().filter(|c| unsolved(c) && !mine.contains(c));
                    for &(i, d) in others {
                        assert!(
                            !marked(attr(&board, i, d)),
                            "page {status}: r{}c{} {d}",
                            i / 9 + 1,
                            i % 9 + 1
                        );
                    }
                }
            } else {
                let (caption, text) = match status.strip_prefix("(C: chain) ") {
                    Some(text) => ("C chain", text),
                    None => status
                        .strip_prefix("Words ")
                        .unwrap()
                        .split_once(": ")
                        .unwrap(),
                };
                words.push(text.replace('\n', " "));
                if caption.ends_with("C chain") {
                    break;
                }
            }
            t.key(Key::Char('c'));
        }
        shown.dedup();
        assert_eq!(shown, (1..=step.nested_count()).collect::<Vec<_>>());
        assert_eq!(words.join(" "), step.words());
        assert!(words.len() > 1, "{words:?}");
    }

    #[test]
    fn a_puzzle_with_several_solutions_says_so_at_the_start() {
        // HARD without its first given has more than one solution.
        let mut line = HARD.to_string();
        line.replace_range(0..1, ".");
        let t = Tutor::new(&parse_line(&line).unwrap());
        assert!(
            t.status(79).contains("more than one solution"),
            "{}",
            t.status(79)
        );
        let t = Tutor::new(&parse_line(HARD).unwrap());
        assert!(!t.status(79).contains("solution"), "{}", t.status(79));
    }
}

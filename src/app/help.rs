//! The help screens (F1, anywhere): the keys on the first page; then what the panel's numbers
//! mean, every agent with its counters, the colours of the digits and the human solver's
//! techniques with their ratings, written from the agents' declarations and the technique
//! registry onto as many pages as they take, so a new agent or technique is explained without
//! editing the help.

use std::sync::OnceLock;

use super::Key;
use super::tutor::technique_attr;
use dosdoku_agents::agents::{AgentKind, Ink};
use dosdoku_screen::{Attr, Layout, Pos, Screen, cp437};
use dosdoku_sudoku::human::Technique;
use dosdoku_sudoku::text::capitalized;

/// The first page's layout: the keys.
const KEYS_LAYOUT: &str = include_str!("../../screens/help.txt");

/// The further pages' layout: lines `l1` .. `l19` written by the program.
const PAGES_LAYOUT: &str = include_str!("../../screens/help_pages.txt");

/// Lines on a further page.
const LINES: usize = 19;

/// A piece of a line in its own colours (`None`: the page's).
type Piece = (String, Option<Attr>);

/// A line of a help page.
type Line = Vec<Piece>;

/// Which help page is shown, and how keys turn the pages.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct HelpView {
    /// The page shown, from 0.
    pub page: usize,
}

impl HelpView {
    /// Turns the page for PgDn, Space and the arrows; false for any other key, which leaves
    /// the help.
    pub fn key(&mut self, key: Key) -> bool {
        match key {
            Key::PageDown | Key::Char(' ') | Key::Down | Key::Right => {
                self.page = (self.page + 1).min(pages().len() - 1);
                true
            }
            Key::PageUp | Key::Up | Key::Left => {
                self.page = self.page.saturating_sub(1);
                true
            }
            _ => false,
        }
    }

    /// The page that explains the keys of a game.
    pub fn playing() -> HelpView {
        let heading: Vec<u8> = PLAY_HEADING.chars().filter_map(cp437::from_char).collect();
        let page = pages().iter().position(|screen| {
            (1..=25).any(|row| {
                let codes: Vec<u8> = (1..=80)
                    .filter_map(|col| Pos::new(row, col).ok())
                    .map(|p| screen.code(p))
                    .collect();
                codes
                    .windows(heading.len())
                    .any(|w| w == heading.as_slice())
            })
        });
        HelpView {
            page: page.unwrap_or(0),
        }
    }

    /// The page shown.
    pub fn screen(&self) -> Screen {
        pages()[self.page.min(pages().len() - 1)].clone()
    }
}

/// Every help page, drawn once.
pub fn pages() -> &'static [Screen] {
    static PAGES: OnceLock<Vec<Screen>> = OnceLock::new();
    PAGES.get_or_init(draw_pages)
}

fn draw_pages() -> Vec<Screen> {
    let keys = Layout::parse(KEYS_LAYOUT).expect("screens/help.txt is a valid layout");
    let more = Layout::parse(PAGES_LAYOUT).expect("screens/help_pages.txt is a valid layout");
    let width = more.field("l1").map_or(72, |f| f.width);
    let further = flow(&explanation(width));
    let count = 1 + further.len();
    let mut pages = vec![page_frame(&keys, 0, count, "the keys")];
    for (k, lines) in further.iter().enumerate() {
        let mut screen = page_frame(
            &more,
            k + 1,
            count,
            "the panel, agents, techniques, colours, play",
        );
        for (n, line) in lines.iter().enumerate() {
            if let Some(field) = more.field(&format!("l{}", n + 1)) {
                write_pieces(&mut screen, field.pos, field.width, line);
            }
        }
        pages.push(screen);
    }
    pages
}

/// A page of `layout` with its title and the line that says how to turn the pages.
fn page_frame(layout: &Layout, page: usize, count: usize, about: &str) -> Screen {
    let mut screen = layout.screen();
    let title = format!("Help, page {} of {count}: {about}", page + 1);
    let nav = match (page, page + 1 == count) {
        (0, true) => "Any key: back",
        (0, false) => "PgDn or Space: next page   Any other key: back",
        (_, false) => "PgDn or Space: next page   PgUp: previous page   Any other key: back",
        (_, true) => "PgUp: previous page   Any other key: back",
    };
    for (name, text) in [("title", title.as_str()), ("nav", &format!(" {nav}"))] {
        if let Some(field) = layout.field(name) {
            field.write(&mut screen, text);
        }
    }
    screen
}

/// Lines of plain text: `text` wrapped in `width`, the first line indented by `first` and the
/// others by `rest`.
fn paragraph(text: &str, width: usize, first: usize, rest: usize) -> Vec<Line> {
    let mut lines = Vec::new();
    let mut indent = first;
    let mut line = String::new();
    for word in text.split_whitespace() {
        let len = line.chars().count();
        if len > 0 && indent + len + 1 + word.chars().count() > width {
            lines.push(vec![(format!("{}{line}", " ".repeat(indent)), None)]);
            line.clear();
            indent = rest;
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(vec![(format!("{}{line}", " ".repeat(indent)), None)]);
    }
    lines
}

/// What the further pages say, in blocks that are kept on one page where they fit.
fn explanation(width: usize) -> Vec<Vec<Line>> {
    let heading = |text: &str| vec![(text.to_string(), Some(Attr(0x1E)))];
    let text = |t: &str| paragraph(t, width, 2, 2);
    let mut blocks: Vec<Vec<Line>> = Vec::new();
    let mut panel = vec![heading("WHAT THE PANEL SHOWS")];
    for t in [
        "A grid is one of the nine 3x3 boxes of the board, numbered 1 to 9 from the top left, \
         row by row.",
        "Seed: the number an agent that draws random numbers starts from. The same puzzle, \
         settings and seed give the same run, at any pace (F2 sets it).",
        "Board0 finds: the digits Board0 filled in before the agent began, scan after scan, \
         each in a cell with only one digit left (board0 in the settings, F2).",
        "Per second and Elapsed count the time the agent ran; a pause does not count.",
    ] {
        panel.extend(text(t));
    }
    blocks.push(panel);
    let mut rank = text(
        "After a solved run, when runs are recorded, the panel ranks it, e.g. \"49,438 \
         attempts: 4th of 13, median 52,110\": 13 solved runs of this puzzle by the same agent \
         with the same settings are recorded, this one among them, and it took the 4th fewest \
         (equal counts share a rank); the median is the middle one of the 13. H shows them all.",
    );
    rank.push(Vec::new());
    blocks.push(rank);
    for (k, &kind) in AgentKind::ALL.iter().enumerate() {
        let decl = kind.decl();
        // The heading stays with the first agent.
        let mut block = if k == 0 {
            vec![heading(
                "THE AGENTS AND THEIR COUNTERS (A picks the agent, F2 sets it up)",
            )]
        } else {
            Vec::new()
        };
        block.extend(paragraph(
            &format!(
                "{} ({}): {}.",
                capitalized(decl.title),
                decl.name,
                decl.about
            ),
            width,
            2,
            4,
        ));
        for counter in decl.counters {
            block.extend(paragraph(
                &format!("{}: {}.", capitalized(counter.label), counter.meaning),
                width,
                4,
                6,
            ));
        }
        blocks.push(block);
    }
    blocks.extend(techniques(width));
    let mut colours = vec![Vec::new(), heading("THE COLOURS OF THE DIGITS")];
    colours.extend(colour_words(digit_colours(), Ink::attr, width));
    colours.extend(paragraph(
        "On the candidate screen a value is a tile filling its cell, in the colour of who \
         put it there (the human solver's as the Sudoku Laboratory's: found by a single, \
         by an advanced step, a guess, a confirmed guess); candidates are small digits in \
         their slots:",
        width,
        2,
        2,
    ));
    // A value's tile: the digit colours but the digit being tried, then the agents' further
    // inks (the human solver's).
    let mut tiles = digit_colours();
    tiles.retain(|&(_, ink)| ink != Ink::TRYING);
    for &kind in AgentKind::ALL {
        tiles.extend(
            kind.decl()
                .inks
                .iter()
                .map(|&(name, ink)| (name.to_string(), ink)),
        );
    }
    colours.extend(colour_words(tiles, Ink::value_attr, width));
    blocks.push(play_keys(width));
    blocks.push(colours);
    blocks
}

/// The heading of the play keys' block, which F1 in a game opens the help at.
const PLAY_HEADING: &str = "PLAYING A GAME (dosdoku play, or Y in the editor)";

/// The keys of a game.
fn play_keys(width: usize) -> Vec<Line> {
    let mut block = vec![
        Vec::new(),
        vec![(PLAY_HEADING.to_string(), Some(Attr(0x1E)))],
    ];
    for t in [
        "Arrows, Tab, Home, End move; 1-9 types a digit (givens are locked); Del, Backspace \
         or 0 erases. N switches typing to pencil marks and back; F fills in every cell's \
         candidates, X clears every mark; A: a digit typed leaves the marks of its row, \
         column and box (on or off).",
        "M shows mistakes: off, conflicts (a clashing digit red) or solution (a wrong digit \
         red at once); C counts wrong digits without showing where. S picks out the cells \
         holding the cursor's digit.",
        "H hints: the technique, then H where it is (shaded), then H the step taken and told \
         in words; a wrong digit or a pencil mark without the solution's digit is named \
         first. U undoes, R redoes any move. P pauses: the board hidden, the clock stopped \
         (help and hints stop it too).",
        "Esc goes to the editor, Q quits: the game is saved after every move, and dosdoku \
         play --resume (or the editor, at its start) takes it up again, clock and all.",
    ] {
        block.extend(paragraph(t, width, 2, 2));
    }
    block
}

/// The human solver's techniques from the registry, in the order it tries them, each with
/// its rating (or range) on Sukaku Explainer's scale and its name in its ink.
fn techniques(width: usize) -> Vec<Vec<Line>> {
    let heading = vec![(
        "THE TECHNIQUES (the human solver and rate try them in this order)".to_string(),
        Some(Attr(0x1E)),
    )];
    let mut blocks = vec![vec![Vec::new(), heading]];
    blocks[0].extend(paragraph(
        "Ratings on Sukaku Explainer's scale; a puzzle's is its hardest step's. Each name is \
         in the colour its eliminations are struck in on the tutor's screen.",
        width,
        2,
        2,
    ));
    let ratings: Vec<String> = Technique::ALL.iter().map(|&t| rating_text(t)).collect();
    // The widest range and two blanks: "9.0-11.0  dynamic chain (+)".
    let column = ratings.iter().map(String::len).max().unwrap_or(0) + 1;
    for (&t, rating) in Technique::ALL.iter().zip(ratings) {
        let mut line: Line = vec![(format!("  {rating:<column$} "), None)];
        line.push((t.name().to_string(), Some(technique_attr(t.ink()))));
        line.push((format!(": {}", t.about()), None));
        blocks.push(vec![line]);
    }
    blocks
}

/// A technique's rating or range of ratings: `5.4`, `8.5-10.0`.
fn rating_text(t: Technique) -> String {
    let (easiest, hardest) = t.tenths_range();
    if easiest == hardest {
        format!("{}.{}", easiest / 10, easiest % 10)
    } else {
        format!(
            "{}.{}-{}.{}",
            easiest / 10,
            easiest % 10,
            hardest / 10,
            hardest % 10
        )
    }
}

/// Lines of `words`, each in the colour `attr` gives its ink, two blanks apart, indented by
/// two and broken to `width`.
fn colour_words(words: Vec<(String, Ink)>, attr: fn(Ink) -> Attr, width: usize) -> Vec<Line> {
    let mut lines = Vec::new();
    let mut line: Line = vec![("  ".to_string(), None)];
    let mut len = 2;
    for (word, ink) in words {
        if len + word.len() + 2 > width {
            lines.push(std::mem::replace(&mut line, vec![("  ".to_string(), None)]));
            len = 2;
        }
        len += word.len() + 2;
        line.push((word, Some(attr(ink))));
        line.push(("  ".to_string(), None));
    }
    lines.push(line);
    lines
}

/// The kinds of digit and their inks: the givens, Board0's finds, each agent's digits (once
/// per ink), the digit being tried and clashing digits.
fn digit_colours() -> Vec<(String, Ink)> {
    let mut words = vec![
        ("Given".to_string(), Ink::GIVEN),
        ("Board0".to_string(), AgentKind::Board0.decl().ink),
    ];
    for &kind in AgentKind::ALL {
        let decl = kind.decl();
        if words.iter().all(|(_, ink)| *ink != decl.ink) {
            words.push((capitalized(decl.title.trim_start_matches("the ")), decl.ink));
        }
    }
    words.push(("Trying".to_string(), Ink::TRYING));
    words.push(("Clash".to_string(), Ink::CLASH));
    words
}

/// Blocks of lines poured onto pages of [`LINES`] lines, a block that does not fit in what is
/// left of a page starting the next (a longer block is split).
fn flow(blocks: &[Vec<Line>]) -> Vec<Vec<Line>> {
    let mut pages: Vec<Vec<Line>> = vec![Vec::new()];
    for block in blocks {
        let page = pages.last_mut().expect("there is a page");
        if !page.is_empty() && page.len() + block.len() > LINES {
            pages.push(Vec::new());
        }
        for line in block {
            let page = pages.last_mut().expect("there is a page");
            if page.len() == LINES {
                pages.push(Vec::new());
            }
            let page = pages.last_mut().expect("there is a page");
            if !(page.is_empty() && line.is_empty()) {
                page.push(line.clone());
            }
        }
    }
    pages.retain(|p| !p.is_empty());
    pages
}

/// Writes the pieces of a line from `pos`, each in its colours, cut to `width`.
fn write_pieces(screen: &mut Screen, pos: Pos, width: usize, line: &Line) {
    let mut at = 0;
    for (text, attr) in line {
        for ch in text.chars() {
            if at == width {
                return;
            }
            if let Some(p) = Pos::from_index(pos.index() + at) {
                let code = cp437::from_char(ch).unwrap_or(b'?');
                let attr = attr.unwrap_or(screen.cell(p).attr);
                screen.put(p, code, attr);
            }
            at += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all_text() -> String {
        pages()
            .iter()
            .map(Screen::to_text)
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn the_help_explains_every_counter_of_every_agent() {
        let text = all_text();
        // Lines are wrapped, so look for the words with the line breaks taken out.
        let flat: String = text
            .lines()
            .map(|l| l.trim_matches(|c| c == '║' || c == ' '))
            .collect::<Vec<_>>()
            .join(" ");
        for &kind in AgentKind::ALL {
            let decl = kind.decl();
            assert!(flat.contains(&format!("({})", decl.name)), "{}", decl.name);
            for counter in decl.counters {
                assert!(
                    !counter.meaning.is_empty(),
                    "{} has a meaning",
                    counter.name
                );
                let said = format!("{}: {}.", capitalized(counter.label), counter.meaning);
                assert!(flat.contains(&said), "{said}");
            }
        }
        for words in [
            "A grid is one of the nine 3x3 boxes",
            "Board0 finds:",
            "4th of 13",
            "it took the 4th fewest",
        ] {
            assert!(flat.contains(words), "{words}");
        }
        for needed in ["Attempts:", "Grid restarts:", "Board restarts:"] {
            assert!(flat.contains(needed), "{needed}");
        }
    }

    #[test]
    fn the_help_names_every_declared_hotkey_and_ink() {
        // The keys page is a layout: an agent that declares a hotkey is named on it.
        let keys = pages()[0].to_text();
        for &kind in AgentKind::ALL {
            let decl = kind.decl();
            if let Some(n) = decl.hotkey {
                assert!(keys.contains(&format!(" F{n} ")), "F{n} of {}", decl.name);
            }
            let colours = pages().last().unwrap().to_text();
            for (name, _) in decl.inks {
                assert!(colours.contains(name), "{name} of {}", decl.name);
            }
        }
    }

    #[test]
    fn every_technique_is_listed_whole_two_blanks_after_its_rating_in_its_ink() {
        let mut listed = 0;
        for page in pages() {
            for row in 1..=25 {
                let text = page.row_text(row);
                for t in Technique::ALL {
                    let (easiest, _) = t.tenths_range();
                    let rating = format!("{}.{}", easiest / 10, easiest % 10);
                    // Two blanks at least between the rating and the name, on every line.
                    let Some(at) = text.find(&format!("  {}: {}", t.name(), t.about())) else {
                        continue;
                    };
                    assert!(text[..at].contains(&format!("  {rating}")), "{text}");
                    let col = text[..at].chars().count() as i64 + 3;
                    assert_eq!(
                        page.screen_attr(row as i64, col).ok(),
                        Some(technique_attr(t.ink())),
                        "{}",
                        t.name()
                    );
                    listed += 1;
                }
            }
        }
        assert_eq!(listed, Technique::ALL.len());
    }

    #[test]
    fn pages_turn_and_say_which_they_are() {
        let count = pages().len();
        assert!(count >= 2);
        let mut view = HelpView::default();
        assert!(view.screen().row_text(1).contains("page 1 of"));
        assert!(view.key(Key::PageDown));
        assert!(view.screen().row_text(1).contains("page 2 of"));
        for _ in 0..count + 2 {
            view.key(Key::Char(' '));
        }
        assert_eq!(view.page, count - 1);
        assert!(view.screen().row_text(25).contains("PgUp"));
        assert!(view.key(Key::PageUp));
        assert!(!view.key(Key::Esc));
        assert!(!view.key(Key::Char('x')));
    }

    #[test]
    fn the_colours_are_shown_in_their_inks() {
        let last = pages().last().unwrap();
        let row = (1..=25)
            .find(|&r| last.row_text(r).contains("Given"))
            .expect("the colours are on the last page");
        let chars: Vec<char> = last.row_text(row).chars().collect();
        let col = (0..chars.len())
            .find(|&k| chars[k..].starts_with(&['B', 'o', 'a', 'r', 'd', '0']))
            .unwrap() as i64
            + 1;
        assert_eq!(
            last.screen_attr(row as i64, col).unwrap(),
            AgentKind::Board0.decl().ink.attr()
        );
    }

    #[test]
    fn the_candidate_screens_tiles_are_shown_in_their_colours() {
        let last = pages().last().unwrap();
        let rows: Vec<usize> = (1..=25)
            .filter(|&r| last.row_text(r).contains("Given"))
            .collect();
        assert_eq!(rows.len(), 2, "the digits' colours, then the tiles'");
        let chars: Vec<char> = last.row_text(rows[1]).chars().collect();
        let col = (0..chars.len())
            .find(|&k| chars[k..].starts_with(&['G', 'i', 'v', 'e', 'n']))
            .unwrap() as i64
            + 1;
        assert_eq!(
            last.screen_attr(rows[1] as i64, col).unwrap(),
            Ink::GIVEN.value_attr()
        );
        assert!(all_text().contains("a value is a tile"));
    }
}

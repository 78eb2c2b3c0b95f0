//! The counters panel, legend, status line and key help of a solver screen, written into the
//! fields of the layout the board is drawn on. What the panel shows of an agent comes from its
//! declaration.

use std::time::Duration;

use crate::agents::{AgentKind, BoardScreen, CounterKind, Counters, Ink, View};
use crate::run::{RunConfig, RunReport, Status};
use dosdoku_screen::{Attr, Field, Layout, Pos, Screen};
use dosdoku_sudoku::text::{capitalized, group_thousands, human_duration, per_second, wrap};

/// The panel's lines for counters and the like (`l1`, `l2`, ... in the layout).
const LINES: usize = 8;

/// The lines of the box under them (`x1` .. `x3`).
const BOX_LINES: usize = 3;

/// Everything the panel shows about a run.
pub struct PanelView<'a> {
    /// What runs: the agent, its settings, Board0 first or not.
    pub config: &'a RunConfig,
    /// The run's seed; `None` in the editor when each run draws a fresh one.
    pub seed: Option<u64>,
    /// The agent's counters.
    pub counters: &'a Counters,
    /// Digits Board0 found before the agent started.
    pub board0_found: u64,
    /// Time spent so far.
    pub elapsed: Duration,
    /// The pace setting, e.g. "unthrottled" or "9,000/s (the original's)".
    pub pace: &'a str,
    /// The title-bar mode, e.g. "EDIT" or "SOLVING".
    pub mode: &'a str,
    /// In the editor, the level of the puzzles its Generate key makes (e.g. "hard"); `None`
    /// while a run is shown.
    pub generate: Option<&'a str>,
}

/// Writes the agent, its seed and its counters into the panel of the layout the board is
/// drawn on, and the legend. Fields the layout lacks are passed over; text is fitted to each
/// field's width.
pub fn draw_counters(board: &mut BoardScreen, view: &PanelView) {
    let decl = view.config.decl();
    let c = view.counters;
    let mut lines: Vec<(String, String)> = vec![("Agent".into(), decl.name.into())];
    if decl.randomized {
        let seed = view
            .seed
            .map_or_else(|| "new each run".to_string(), |s| s.to_string());
        lines.push(("Seed".into(), seed));
    }
    let headline = decl.headline();
    lines.push((capitalized(headline.label), group_thousands(c.headline())));
    lines.push(("Per second".into(), per_second(c.headline(), view.elapsed)));
    lines.push(("Elapsed".into(), human_duration(view.elapsed)));
    let mut per_grid = None;
    for (k, counter) in decl.counters.iter().enumerate().skip(1) {
        match counter.kind {
            CounterKind::Count => {
                lines.push((capitalized(counter.label), counter.value_text(c.get(k))))
            }
            CounterKind::PerGrid => per_grid = Some((counter, c.get(k))),
        }
    }
    if view.config.board0 {
        lines.push(("Board0 finds".into(), group_thousands(view.board0_found)));
    }
    for k in 0..LINES {
        let (label, value) = lines.get(k).cloned().unwrap_or_default();
        set_line(board, &format!("l{}", k + 1), &label, &value);
    }
    let box_width = board.layout().field("x1").map_or(0, |f| f.width);
    let box_lines: Vec<String> = match (per_grid, decl.panel_box) {
        (_, Some(title)) => {
            // The agent writes the box's lines itself, through the screen.
            draw_box_title(board, Some(&format!(" {title} ")));
            Vec::new()
        }
        (Some((counter, total)), None) => {
            let title = format!(
                " {}: {} ",
                capitalized(counter.label),
                group_thousands(total)
            );
            draw_box_title(board, Some(&title));
            // The shares per grid are kept for the nine grids of a 9x9 board only.
            let shares: &[u64] = if board.box_size() == 3 {
                c.grids()
            } else {
                &[]
            };
            let share_width = box_width / 3;
            shares
                .chunks(3)
                .enumerate()
                .map(|(row, shares)| {
                    shares
                        .iter()
                        .enumerate()
                        .map(|(k, n)| {
                            let share = format!("{}:{}", row * 3 + k + 1, group_thousands(*n));
                            format!("{share:<share_width$}")
                        })
                        .collect::<String>()
                })
                .collect()
        }
        (None, None) => {
            let more: Vec<String> = lines
                .iter()
                .skip(LINES)
                .map(|(label, value)| line_text(label, value, box_width))
                .collect();
            // Counters that fit above leave no box: the counters' box runs on.
            draw_box_title(board, (!more.is_empty()).then_some(""));
            more
        }
    };
    if decl.panel_box.is_none() {
        write_box_lines(board, &box_lines);
    }
    set(board, "mode", view.mode);
    set_line(board, "pace", "Pace", view.pace);
    draw_generate_level(board, view.generate);
    draw_legend(board, decl.ink, decl.title);
}

/// The level of the puzzles the editor's Generate key makes, on the line under the settings
/// (or in the rule under them on the candidate screen); blank while a run is shown.
fn draw_generate_level(board: &mut BoardScreen, level: Option<&str>) {
    match level {
        Some(level) => {
            set_line(board, "gen", "Generate (G)", level);
            set_rule(board, "genrule", &format!(" Generate: {level} "));
        }
        None => {
            set(board, "gen", "");
            set_rule(board, "genrule", "");
        }
    }
}

/// Writes the lines of the box under the counters (`x1` .. `x3`), blank past the last given.
fn write_box_lines(board: &mut BoardScreen, lines: &[String]) {
    for k in 0..BOX_LINES {
        set(
            board,
            &format!("x{}", k + 1),
            lines.get(k).map_or("", String::as_str),
        );
    }
}

/// Blanks the lines of the box under the counters, for an agent that writes them itself but
/// has not run yet (the editor's panel): with nothing in it the box is not framed, and the
/// counters' box runs on.
pub fn clear_box_lines(board: &mut BoardScreen) {
    write_box_lines(board, &[]);
    draw_box_title(board, None);
}

/// The rule over the box under the counters (the field `box`, between the corners `├─` and
/// `─┤`): with `Some(title)` the rule and its title, framing the box off; with `None` the
/// panel's sides only, so the box above runs on into it.
pub fn draw_box_title(board: &mut BoardScreen, title: Option<&str>) {
    let Some(f) = board.layout().field("box") else {
        return;
    };
    let (text, ends) = match title {
        Some(title) => {
            let fill = f.width.saturating_sub(title.chars().count());
            (format!("{title}{}", "─".repeat(fill)), ["├─", "─┤"])
        }
        None => (String::new(), ["│ ", " │"]),
    };
    f.write(&mut board.screen, &text);
    let start = f.pos.index();
    for (at, end) in [(start - 2, ends[0]), (start + f.width, ends[1])] {
        for (k, ch) in end.chars().enumerate() {
            if let (Some(p), Some(code)) = (
                Pos::from_index(at + k),
                dosdoku_screen::cp437::from_char(ch),
            ) {
                let attr = board.screen.cell(p).attr;
                board.screen.put(p, code, attr);
            }
        }
    }
}

/// `label` on the left and `value` on the right of a line `width` wide. When both do not fit,
/// the value without its note in brackets, else the value alone, on the right.
fn line_text(label: &str, value: &str, width: usize) -> String {
    let (label_len, value_len) = (label.chars().count(), value.chars().count());
    if label_len + 1 + value_len > width {
        // A narrow panel keeps the label and drops the value's note in brackets
        // ("9,000/s (original)"); a value that is still too long stands alone.
        return match value.split_once(" (") {
            Some((short, _)) => line_text(label, short, width),
            None => format!("{value:>width$}"),
        };
    }
    format!(
        "{label}{}{value}",
        " ".repeat(width - label_len - value_len)
    )
}

/// Writes a panel line: the label on the left, the value on the right of the field.
fn set_line(board: &mut BoardScreen, field: &str, label: &str, value: &str) {
    if let Some(f) = board.layout().field(field) {
        f.write(&mut board.screen, &line_text(label, value, f.width));
    }
}

/// Writes a box rule: `title` then `─` to the end of the field.
pub fn set_rule(board: &mut BoardScreen, field: &str, title: &str) {
    if let Some(f) = board.layout().field(field) {
        let fill = f.width.saturating_sub(title.chars().count());
        f.write(&mut board.screen, &format!("{title}{}", "─".repeat(fill)));
    }
}

/// The legend: who put which digit there, each word in the colour its values show in (on
/// the candidate view of a 9x9 or 4x4 board, a value's tile), then on the candidate view the
/// colours of candidates reduced and untouched. The words run on from the field `legend` into `legend2`, `legend3`, ... when
/// the layout has them.
fn draw_legend(board: &mut BoardScreen, agent: Ink, title: &str) {
    let agent_word = capitalized(title.trim_start_matches("the "));
    let value = |ink: Ink| Some(board.value_colour(ink));
    let mut words: Vec<(&str, Option<Attr>)> = vec![
        ("Legend:", None),
        ("Given", value(Ink::GIVEN)),
        ("Board0", value(AgentKind::Board0.decl().ink)),
        (&agent_word, value(agent)),
    ];
    match board.view() {
        View::Digits => words.extend([
            ("Trying", Some(Ink::TRYING.attr())),
            ("Clash", Some(Ink::CLASH.attr())),
        ]),
        View::Candidates => words.extend([
            ("Reduced", Some(Ink::REDUCED.attr())),
            ("Untouched", Some(Ink::EMPTY.attr())),
        ]),
    }
    let fields: Vec<Field> = (1..)
        .map(|k| match k {
            1 => "legend".to_string(),
            k => format!("legend{k}"),
        })
        .map_while(|name| board.layout().field(&name))
        .collect();
    let mut words = words.into_iter().peekable();
    for field in fields {
        let plain = board.layout().attr(field.pos);
        let mut cells: Vec<(char, Attr)> = Vec::with_capacity(field.width);
        while let Some((word, attr)) = words.peek() {
            let len = word.chars().count();
            if !cells.is_empty() && cells.len() + len > field.width {
                break;
            }
            let attr = attr.unwrap_or(plain);
            cells.extend(word.chars().map(|ch| (ch, attr)));
            cells.extend("  ".chars().map(|ch| (ch, plain)));
            words.next();
        }
        cells.resize(field.width, (' ', plain));
        for (k, (ch, attr)) in cells.into_iter().take(field.width).enumerate() {
            if let Some(p) = Pos::from_index(field.pos.index() + k) {
                board.screen.put(
                    p,
                    dosdoku_screen::cp437::from_char(ch).unwrap_or(b'?'),
                    attr,
                );
            }
        }
    }
}

/// Writes the status line.
pub fn draw_status(board: &mut BoardScreen, text: &str) {
    set(board, "status", &format!(" {text}"));
}

/// The room for a message on the status line (which starts with a space).
pub fn status_width(board: &BoardScreen) -> usize {
    board
        .layout()
        .field("status")
        .map_or(0, |f| f.width.saturating_sub(1))
}

/// The lines a message takes on the status line: one when it fits, else broken between words
/// (and where it has a line break).
pub fn status_lines(board: &BoardScreen, text: &str) -> Vec<String> {
    message_lines(text, status_width(board))
}

/// `text` on lines of `width`: broken where it has a line break, and between words.
fn message_lines(text: &str, width: usize) -> Vec<String> {
    text.split('\n')
        .flat_map(|part| wrap(part, width))
        .collect()
}

/// Writes the status line and the key-help line. A message too long for the status line runs
/// on into the key-help line, broken between words (or at its line break) and in the status
/// line's colours, and the keys are not shown until the next message: nothing of the message
/// is cut. (No message of
/// the program takes more than those two lines; its tests check every one.)
pub fn draw_status_and_keys(board: &mut BoardScreen, status: &str, keys: &str) {
    let layout = board.layout();
    write_status_and_keys(&mut board.screen, layout, status, keys);
}

/// [`draw_status_and_keys`] on any screen drawn from `layout` (with fields `status` and
/// `keys`), such as the settings page.
pub fn write_status_and_keys(screen: &mut Screen, layout: &Layout, status: &str, keys: &str) {
    let (Some(status_field), Some(keys_field)) = (layout.field("status"), layout.field("keys"))
    else {
        return;
    };
    let lines = message_lines(status, status_field.width.saturating_sub(1));
    status_field.write(screen, &format!(" {}", lines[0]));
    let (text, attr) = match lines.get(1) {
        Some(more) => (more.as_str(), layout.attr(status_field.pos)),
        None => (keys, layout.attr(keys_field.pos)),
    };
    keys_field.write_in(screen, &format!(" {text}"), attr);
}

/// Writes the two lines under the pace: where a run falls among earlier runs, or what is set.
pub fn draw_rank(board: &mut BoardScreen, first: &str, second: &str) {
    set(board, "rank", first);
    set(board, "rank2", second);
}

/// The width of the panel's lines under the pace (narrower on the candidate screen).
pub fn note_width(board: &BoardScreen) -> usize {
    board.layout().field("rank").map_or(0, |f| f.width)
}

/// The settings of the next run on the two lines under the pace, e.g. `Settings: default` or
/// `Settings: forgetful,` / `order 567891234, cap 5,000`. What does not fit on the two lines
/// is left for the settings page (F2), which the second line then points to.
pub fn draw_settings(board: &mut BoardScreen, config: &RunConfig) {
    let lines = settings_lines(&config.short_settings(), note_width(board));
    draw_rank(board, &lines[0], &lines[1]);
}

/// The two lines of [`draw_settings`] for the words `settings` in lines `width` wide.
pub fn settings_lines(settings: &str, width: usize) -> [String; 2] {
    let mut lines = wrap(&format!("Settings: {settings}"), width);
    if lines.len() > 2 {
        let more = "... F2 shows all";
        let kept = wrap(&lines[1..].join(" "), width.saturating_sub(more.len() + 1));
        lines[1] = format!("{} {more}", kept[0]);
    }
    lines.resize(2, String::new());
    [lines[0].clone(), lines[1].clone()]
}

fn set(board: &mut BoardScreen, field: &str, text: &str) {
    if let Some(f) = board.layout().field(field) {
        f.write(&mut board.screen, text);
    }
}

/// The status line for a finished run, e.g. "Solved by Board1: 49,438 attempts (seed 1).",
/// "Solved by Board0 alone: ..." when the agent had nothing left to do, or "Gave up: reached
/// the cap of 5,000 attempts."
pub fn final_status(report: &RunReport) -> String {
    let decl = report.config.decl();
    match report.status {
        Status::Solved if report.solved_by_board0_alone() => format!(
            "Solved by Board0 alone: {} digits, {} not needed.",
            report.board0_found, decl.title
        ),
        Status::Solved => {
            let seed = report
                .config
                .seed_used()
                .map(|s| format!(" (seed {s})"))
                .unwrap_or_default();
            format!(
                "Solved by {}: {}{seed}.",
                decl.title,
                decl.headline().amount(report.headline())
            )
        }
        status => format!(
            "{}: {}.",
            capitalized(status.words()),
            report.reason.as_deref().unwrap_or("unsolved")
        ),
    }
}

/// Draws the counters and the final status of a finished run.
pub fn draw_report(board: &mut BoardScreen, report: &RunReport, pace: &str, mode: &str) {
    let view = PanelView {
        config: &report.config,
        seed: Some(report.config.seed),
        counters: &report.counters,
        board0_found: report.board0_found,
        elapsed: report.elapsed,
        pace,
        mode,
        generate: None,
    };
    draw_counters(board, &view);
    draw_status(board, &final_status(report));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::AgentKind;
    use dosdoku_screen::Screen;

    fn text_of(screen: &Screen) -> String {
        screen.to_text()
    }

    #[test]
    fn the_backtracker_has_no_seed_and_no_grid_box() {
        let mut board = BoardScreen::new();
        let config = RunConfig::new(AgentKind::Backtrack.default_settings());
        let mut counters = Counters::default();
        counters.set(0, 12_345);
        let view = PanelView {
            config: &config,
            seed: Some(99),
            counters: &counters,
            board0_found: 0,
            elapsed: Duration::from_secs(1),
            pace: "unthrottled",
            mode: "FINISHED",
            generate: None,
        };
        draw_counters(&mut board, &view);
        let text = text_of(&board.screen);
        assert!(!text.contains("Seed"), "{text}");
        assert!(!text.contains("Grid restarts"), "{text}");
        assert!(
            text.contains("Placements") && text.contains("12,345"),
            "{text}"
        );
        assert!(
            text.contains("Backtrack"),
            "the legend names the agent: {text}"
        );
    }

    #[test]
    fn board1_shows_a_whole_seed_and_its_grid_box() {
        let mut board = BoardScreen::new();
        let config = RunConfig::new(AgentKind::Board1.default_settings());
        let mut counters = Counters::default();
        counters.inc_grid(2, 4);
        let view = PanelView {
            config: &config,
            seed: Some(u64::MAX),
            counters: &counters,
            board0_found: 13,
            elapsed: Duration::ZERO,
            pace: "unthrottled",
            mode: "RUNNING",
            generate: None,
        };
        draw_counters(&mut board, &view);
        let text = text_of(&board.screen);
        assert!(text.contains("18446744073709551615"), "{text}");
        assert!(text.contains("Grid restarts: 1"), "{text}");
        assert!(text.contains("5:1"), "{text}");
        assert!(text.contains("Board0 finds"), "{text}");
    }

    #[test]
    fn the_editor_shows_the_generate_level_and_a_run_blanks_it() {
        for (view, kind, shown, during_a_run) in [
            (
                View::Digits,
                AgentKind::Board1,
                "│ Generate (G)              fiendish │",
                "│                                    │",
            ),
            (
                View::Candidates,
                AgentKind::Exclusion,
                "├─ Generate: fiendish ─┤",
                "├──────────────────────┤",
            ),
        ] {
            let mut board = BoardScreen::with_view(view);
            let config = RunConfig::new(kind.default_settings());
            let mut panel = PanelView {
                config: &config,
                seed: None,
                counters: &Counters::default(),
                board0_found: 0,
                elapsed: Duration::ZERO,
                pace: "unthrottled",
                mode: "EDIT",
                generate: Some("fiendish"),
            };
            draw_counters(&mut board, &panel);
            let row = |screen: &Screen| {
                let (r, panel) = if view == View::Digits {
                    (20, 41)
                } else {
                    (19, 56)
                };
                screen.row_text(r).chars().skip(panel).collect::<String>()
            };
            assert_eq!(row(&board.screen), shown, "{view:?}");
            panel.generate = None;
            draw_counters(&mut board, &panel);
            assert_eq!(row(&board.screen), during_a_run, "{view:?}");
        }
    }

    /// A report of `kind` ending in `end`, with the largest counts a run could reach.
    fn report(kind: AgentKind, end: crate::agents::AgentEnd) -> RunReport {
        let mut config = RunConfig::new(kind.default_settings());
        config.seed = u64::MAX;
        let mut counters = Counters::default();
        counters.set(0, 99_999_999_999);
        RunReport::new(
            &dosdoku_sudoku::board::Grid::EMPTY,
            dosdoku_sudoku::board::Grid::EMPTY,
            end,
            &config,
            counters,
            81,
            Duration::from_secs(1),
        )
    }

    /// Every way a run can end, for every agent, says so in words on one status line (the key
    /// help stays below it), naming the agent and its own counter.
    #[test]
    fn every_final_status_is_in_words_and_fits() {
        use crate::agents::AgentEnd;
        for &kind in AgentKind::ALL {
            let decl = kind.decl();
            let ends = [
                AgentEnd::Solved,
                AgentEnd::GaveUp(format!(
                    "reached the cap of {}",
                    decl.headline().amount(99_999_999_999)
                )),
                AgentEnd::NoSolution(format!(
                    "the backtracker finds no solution, so {} was not started",
                    decl.title
                )),
                AgentEnd::NoSolution("Board0 found that no digit fits r9c9".into()),
                AgentEnd::Stuck(
                    "exclusion alone goes no further; 81 cells keep several candidates".into(),
                ),
                AgentEnd::Stuck("Board0 finds only naked singles; 81 cells are left".into()),
            ];
            for end in ends {
                let refused = matches!(&end, AgentEnd::NoSolution(w) if w.contains("not started"));
                if refused && !decl.needs_solvable {
                    continue;
                }
                let status = final_status(&report(kind, end.clone()));
                let board = BoardScreen::new();
                assert_eq!(status_lines(&board, &status).len(), 1, "{status}");
                assert!(!status.contains('_'), "{status}");
                match end {
                    AgentEnd::Solved => {
                        assert!(status.contains(decl.title), "{status}");
                        assert!(status.contains(decl.headline().label), "{status}");
                    }
                    AgentEnd::GaveUp(_) => assert!(status.starts_with("Gave up: "), "{status}"),
                    AgentEnd::NoSolution(_) => {
                        assert!(status.starts_with("No solution: "), "{status}")
                    }
                    _ => assert!(status.starts_with("Stuck: "), "{status}"),
                }
            }
        }
    }

    #[test]
    fn settings_fit_the_two_lines_under_the_pace() {
        assert_eq!(
            settings_lines("default", 34),
            ["Settings: default".to_string(), String::new()]
        );
        let all = "forgetful, tries 40, restarts 40, order 567891234, no board0, cap 5,000";
        let [first, second] = settings_lines(all, 20);
        assert!(first.chars().count() <= 20 && second.chars().count() <= 20);
        assert!(second.ends_with("F2 shows all"), "{second}");
        let [first, second] = settings_lines(all, 34);
        assert_eq!(first, "Settings: forgetful, tries 40,");
        assert!(second.chars().count() <= 34, "{second}");
    }

    #[test]
    fn the_panel_fits_the_candidate_layout() {
        let mut board = BoardScreen::with_view(View::Candidates);
        let before = board.screen.clone();
        let mut config = RunConfig::new(AgentKind::Exclusion.default_settings());
        config.board0 = true;
        let mut counters = Counters::default();
        counters.set(0, 5);
        counters.set(1, 1_234_567);
        let view = PanelView {
            config: &config,
            seed: None,
            counters: &counters,
            board0_found: 13,
            elapsed: Duration::from_secs(2),
            pace: "9,000/s (original)",
            mode: "FINISHED",
            generate: None,
        };
        draw_counters(&mut board, &view);
        let panel_row =
            |r: usize| -> String { board.screen.row_text(r).chars().skip(56).collect() };
        assert_eq!(panel_row(3), "│ Agent      exclusion │");
        assert_eq!(panel_row(4), "│ Passes             5 │");
        // A label and a value that do not both fit: the value alone.
        assert_eq!(panel_row(7), "│            1,234,567 │");
        assert_eq!(panel_row(9), "│ Board0 finds      13 │");
        // The pace keeps its label on the narrow panel, its note in brackets dropped (it
        // showed the value alone, "9,000/s (original)", with no word saying what it was).
        assert_eq!(panel_row(16), "│ Pace         9,000/s │");
        // The legend runs on over three lines, each word in the colour it names on the
        // board: a value's block for who placed it, then candidates reduced and untouched.
        assert_eq!(panel_row(20), "│ Legend:  Given       │");
        assert_eq!(panel_row(21), "│ Board0  Exclusion    │");
        assert_eq!(panel_row(22), "│ Reduced  Untouched   │");
        let attr_at = |r: i64, c: i64| board.screen.screen_attr(r, c).unwrap();
        assert_eq!(attr_at(20, 68), Ink::GIVEN.value_attr());
        assert_eq!(attr_at(21, 59), AgentKind::Board0.decl().ink.value_attr());
        assert_eq!(attr_at(21, 67), Ink::REDUCED.value_attr());
        assert_eq!(attr_at(22, 59), Ink::REDUCED.attr());
        assert_eq!(attr_at(22, 68), Ink::EMPTY.attr());
        // On a 16x16 board's candidate view values are digits in their inks, as the legend.
        let mut big = BoardScreen::sized(View::Candidates, 4);
        draw_counters(&mut big, &view);
        let legend = big.layout().field("legend").unwrap();
        let row: Vec<char> = big.screen.row_text(legend.pos.row()).chars().collect();
        let given = row
            .windows(5)
            .position(|w| w.iter().eq("Given".chars().collect::<Vec<_>>().iter()))
            .unwrap();
        let given = Pos::from_index(legend.pos.index() - (legend.pos.col() - 1) + given).unwrap();
        assert_eq!(big.screen.cell(given).attr, Ink::GIVEN.attr());
        // Drawn again, the gaps between the words keep the panel's own colours.
        let plain = attr_at(20, 59);
        draw_counters(&mut board, &view);
        let attr_at = |r: i64, c: i64| board.screen.screen_attr(r, c).unwrap();
        assert_eq!(attr_at(21, 65), plain);
        assert_eq!(attr_at(21, 77), plain);
        // Nothing was written on the board.
        for r in 1..=23 {
            let board_part = |s: &Screen| s.row_text(r).chars().take(55).collect::<String>();
            assert_eq!(board_part(&board.screen), board_part(&before), "row {r}");
        }
    }

    /// The board after the panel of `kind` is drawn as a finished run with `counters`.
    fn finished_panel(kind: AgentKind, counters: &Counters) -> BoardScreen {
        let config = RunConfig::new(kind.default_settings());
        let mut board = BoardScreen::with_view(kind.decl().view);
        let view = PanelView {
            config: &config,
            seed: Some(1),
            counters,
            board0_found: 0,
            elapsed: Duration::from_secs(1),
            pace: "unthrottled",
            mode: "FINISHED",
            generate: None,
        };
        draw_counters(&mut board, &view);
        board
    }

    #[test]
    fn the_human_solvers_rating_reads_as_a_rating() {
        let mut counters = Counters::default();
        counters.set(4, 75);
        let text = text_of(&finished_panel(AgentKind::Human, &counters).screen);
        let line = text
            .lines()
            .find(|l| l.contains("Rating "))
            .expect("a rating line");
        assert!(line.contains("Rating") && line.contains("7.5"), "{line}");
        assert!(!text.contains("tenths"), "{text}");
    }

    #[test]
    fn no_framed_box_is_left_empty() {
        // Agents with few counters and no box of their own: the box under the counters is
        // not framed off empty; the counters' box runs on past it.
        for kind in [
            AgentKind::Cruncher,
            AgentKind::Backtrack,
            AgentKind::Exclusion,
        ] {
            let board = finished_panel(kind, &Counters::default());
            let x1 = board.layout().field("x1").unwrap();
            let rule = x1.pos.row() - 1;
            let row = board.screen.row_text(rule);
            let side = row.chars().nth(x1.pos.col() - 3).unwrap();
            assert_eq!(side, '│', "{kind:?}: {row}");
        }
        // An agent that writes its own box, in the editor before it runs: no empty frame.
        for kind in [AgentKind::Lmc, AgentKind::Human] {
            let mut board = finished_panel(kind, &Counters::default());
            clear_box_lines(&mut board);
            let x1 = board.layout().field("x1").unwrap();
            let row = board.screen.row_text(x1.pos.row() - 1);
            assert_eq!(
                row.chars().nth(x1.pos.col() - 3),
                Some('│'),
                "{kind:?}: {row}"
            );
            // Once it runs, its titled box is framed again.
            let board = finished_panel(kind, &Counters::default());
            let row = board.screen.row_text(x1.pos.row() - 1);
            assert_eq!(
                row.chars().nth(x1.pos.col() - 3),
                Some('├'),
                "{kind:?}: {row}"
            );
        }
    }
}

//! Drawing the race screen (`screens/race.txt`): each lane's board copied from its own
//! screen into its place, the lane's name, settings, seed, headline counter, rate and state
//! under it, and the lines about the race. The lanes never see this screen; it is only read
//! off theirs.

use std::time::{Duration, Instant};

use crate::agents::{BoardScreen, View};
use crate::race::{Lane, LaneView, Race, ordinal};
use crate::run::{RunConfig, Status};
use crate::screen::{Attr, Layout, Pos, Screen};
use crate::text::{capitalized, group_thousands, human_duration, per_second};

/// The colour of a slot the race does not use: the blue of the screen.
const BLANK: Attr = Attr(0x17);

/// What the lines about the race say.
pub struct RaceLines<'a> {
    /// The title bar's middle: how places are decided, the seed, the pace.
    pub head: &'a str,
    /// The title bar's right end: RACING, PAUSED, FINISHED.
    pub mode: &'a str,
    /// The line under the lanes: how places are decided, then the ranking.
    pub note: &'a str,
    /// The status line.
    pub status: &'a str,
    /// The key-help line.
    pub keys: &'a str,
}

/// The race screen's layout and where each lane's cells are on it, made once per race screen.
pub struct RaceDrawer {
    layout: &'static Layout,
    base: Screen,
    cells: Vec<[Pos; 81]>,
}

impl Default for RaceDrawer {
    fn default() -> Self {
        RaceDrawer::new()
    }
}

impl RaceDrawer {
    /// The drawer of the race layout.
    pub fn new() -> RaceDrawer {
        let lanes: Vec<BoardScreen> = (0..BoardScreen::LANE_SLOTS)
            .map(BoardScreen::for_lane)
            .collect();
        let layout = lanes[0].layout();
        RaceDrawer {
            layout,
            base: layout.screen(),
            cells: lanes
                .iter()
                .map(|b| std::array::from_fn(|i| b.place(i).at))
                .collect(),
        }
    }

    /// The race screen: every lane as its window last showed it, `places[k]` the place of lane
    /// k once it is sure (see [`crate::race::place_so_far`]).
    pub fn draw(
        &self,
        race: &Race,
        views: &[LaneView],
        places: &[Option<(Option<usize>, bool)>],
        lines: &RaceLines,
    ) -> Screen {
        let mut screen = self.base.clone();
        let used: Vec<usize> = race.lanes.iter().map(|l| l.slot).collect();
        for slot in (0..self.cells.len()).filter(|s| !used.contains(s)) {
            self.blank_slot(&mut screen, slot);
        }
        let now = Instant::now();
        for (k, (lane, view)) in race.lanes.iter().zip(views).enumerate() {
            if let Some(board) = &view.board {
                self.copy_board(&mut screen, lane.slot, board);
            }
            let place = places.get(k).copied().flatten();
            self.draw_lane(&mut screen, race, k, view, place, now);
        }
        for (field, text) in [
            ("head", lines.head),
            ("mode", lines.mode),
            ("note", lines.note),
            ("status", &format!(" {}", lines.status)),
            ("keys", &format!(" {}", lines.keys)),
        ] {
            self.write(&mut screen, field, text);
        }
        screen
    }

    /// Copies a lane's board from its own screen: on the digit view, the characters of its 81
    /// cells as they are; on the candidate view, the digit of each solved cell in its ink.
    fn copy_board(&self, screen: &mut Screen, slot: usize, board: &BoardScreen) {
        let cells = &self.cells[slot];
        match board.view() {
            View::Digits => {
                for (i, &at) in cells.iter().enumerate() {
                    let from = board.place(i).at;
                    let cell = board.screen.cell(from);
                    screen.put(at, cell.code, cell.attr);
                }
            }
            View::Candidates => {
                let mut compact = BoardScreen::for_lane(slot);
                for i in 0..81 {
                    compact.write(i, board.digit(i), board.ink(i));
                }
                for &at in cells {
                    let cell = compact.screen.cell(at);
                    screen.put(at, cell.code, cell.attr);
                }
            }
        }
    }

    fn draw_lane(
        &self,
        screen: &mut Screen,
        race: &Race,
        k: usize,
        view: &LaneView,
        place: Option<(Option<usize>, bool)>,
        now: Instant,
    ) {
        let lane = &race.lanes[k];
        let decl = lane.config.decl();
        let n = lane.slot + 1;
        let width = self
            .layout
            .field(&format!("name{n}"))
            .map_or(19, |f| f.width);
        let title = capitalized(decl.title.trim_start_matches("the "));
        let place = match place {
            Some((Some(p), true)) => format!("tied {}", ordinal(p)),
            Some((Some(p), false)) => ordinal(p),
            _ => String::new(),
        };
        let (settings, more) = two_lines(&settings_words(&lane.config), width);
        let steps = view.counters.headline();
        let elapsed = match (&view.report, view.started) {
            (Some(report), _) => report.elapsed,
            (None, Some(started)) => now.duration_since(started),
            (None, None) => Duration::ZERO,
        };
        let rate = format!("{}/s", per_second(steps, elapsed));
        let fields = [
            ("name", spread(&format!("{} {title}", k + 1), &place, width)),
            ("set", settings),
            ("more", more),
            ("seed", seed_text(lane, width)),
            ("label", capitalized(decl.headline().label)),
            ("count", format!("{:>width$}", group_thousands(steps))),
            ("rate", spread(&human_duration(elapsed), &rate, width)),
            ("state", state_text(view)),
        ];
        for (name, text) in fields {
            self.write(screen, &format!("{name}{n}"), &text);
        }
    }

    /// Blanks a slot of the layout that no lane uses: its board and its fields.
    fn blank_slot(&self, screen: &mut Screen, slot: usize) {
        let cells = &self.cells[slot];
        let top = cells.iter().map(|p| p.row()).min().unwrap_or(1) - 1;
        let left = cells.iter().map(|p| p.col()).min().unwrap_or(2) - 1;
        let right = cells.iter().map(|p| p.col()).max().unwrap_or(1) + 1;
        let bottom = self
            .layout
            .field(&format!("state{}", slot + 1))
            .map_or(top, |f| f.pos.row());
        for row in top..=bottom {
            for col in left..=right {
                if let Ok(p) = Pos::new(row as i64, col as i64) {
                    screen.put(p, b' ', BLANK);
                }
            }
        }
    }

    fn write(&self, screen: &mut Screen, field: &str, text: &str) {
        if let Some(f) = self.layout.field(field) {
            f.write(screen, text);
        }
    }
}

/// `left` at the start and `right` at the end of a line `width` wide; `left` alone when both
/// do not fit.
fn spread(left: &str, right: &str, width: usize) -> String {
    let used = left.chars().count() + right.chars().count();
    if used >= width {
        return left.to_string();
    }
    format!("{left}{}{right}", " ".repeat(width - used))
}

/// Settings words (`forgetful, order 567891234, cap 5,000`) on two lines of `width`, broken
/// after a comma where it fits.
fn two_lines(words: &str, width: usize) -> (String, String) {
    if words.chars().count() <= width {
        return (words.to_string(), String::new());
    }
    let mut first = String::new();
    let mut rest = Vec::new();
    for word in words.split(", ") {
        let next = if first.is_empty() {
            word.to_string()
        } else {
            format!("{first}, {word}")
        };
        if rest.is_empty() && next.chars().count() < width {
            first = next;
        } else {
            rest.push(word);
        }
    }
    if first.is_empty() {
        return (words.chars().take(width).collect(), String::new());
    }
    (first + ",", rest.join(", "))
}

/// The lane's settings that differ from its agent's defaults (`forgetful, cap 5,000`); for a
/// lane on its defaults, its first setting marked so (`memory (default)`), or `default`.
fn settings_words(config: &RunConfig) -> String {
    match config.short_settings().as_str() {
        "default" => config
            .agent
            .describe()
            .first()
            .map_or_else(|| "default".to_string(), |w| format!("{w} (default)")),
        words => words.to_string(),
    }
}

/// The lane's seed, e.g. `seed 3`; a seed too long for the line by its place among the race's
/// (`seed S+2`, the race's S on the title bar) or its last digits.
fn seed_text(lane: &Lane, width: usize) -> String {
    if !lane.config.decl().randomized {
        return "deterministic".to_string();
    }
    let full = format!("seed {}", lane.config.seed);
    if full.chars().count() <= width {
        return full;
    }
    match lane.seed_offset {
        Some(0) => "seed S".to_string(),
        Some(k) => format!("seed S+{k}"),
        None => {
            let digits = lane.config.seed.to_string();
            let keep = width.saturating_sub("seed …".chars().count());
            format!("seed …{}", &digits[digits.len().saturating_sub(keep)..])
        }
    }
}

/// What the lane is doing: working, or how it ended.
fn state_text(view: &LaneView) -> String {
    match &view.report {
        Some(report) => match report.status {
            Status::Solved => "solved".to_string(),
            status => status.words().to_string(),
        },
        None if view.board.is_none() => "starting".to_string(),
        None if !view.agent_started => format!("Board0 first: {} found", view.board0_found),
        None => "running".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_break_after_a_comma() {
        assert_eq!(
            two_lines("forgetful", 19),
            ("forgetful".into(), String::new())
        );
        assert_eq!(
            two_lines("forgetful, order 567891234", 19),
            ("forgetful,".into(), "order 567891234".into())
        );
        assert_eq!(
            two_lines("order 567891234, cap 5,000", 19),
            ("order 567891234,".into(), "cap 5,000".into())
        );
        assert_eq!(spread("1 Board1", "1st", 12), "1 Board1 1st");
        assert_eq!(spread("1 Board1", "tied 1st", 12), "1 Board1");
    }
}

//! Drawing the race screen (`screens/race.txt`): each lane's board copied from its own
//! screen into its place, the lane's name and place, settings, seed, headline counter, rate,
//! state and elapsed time under it, each inside its lane, and the lines about the race. The lanes never see this screen; it is only read
//! off theirs.

use std::time::{Duration, Instant};

use dosdoku_agents::agents::{BoardScreen, View};
use dosdoku_agents::race::{Lane, LaneView, Race, RaceClock};
use dosdoku_agents::run::{RunConfig, Status};
use dosdoku_screen::{Attr, Layout, Pos, Screen};
use dosdoku_sudoku::text::ordinal;
use dosdoku_sudoku::text::{capitalized, group_thousands, human_duration, per_second};

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

    /// The race screen at `now`: every lane as its window last showed it, the time the race
    /// stood still (which no lane's clock counts) read off `clock`, `places[k]` the place of
    /// lane k once it is sure (see [`dosdoku_agents::race::place_so_far`]).
    pub fn draw(
        &self,
        race: &Race,
        views: &[LaneView],
        (clock, now): (&RaceClock, Instant),
        places: &[Option<(Option<usize>, bool)>],
        lines: &RaceLines,
    ) -> Screen {
        let mut screen = self.base.clone();
        let used: Vec<usize> = race.lanes.iter().map(|l| l.slot).collect();
        for slot in (0..self.cells.len()).filter(|s| !used.contains(s)) {
            self.blank_slot(&mut screen, slot);
        }
        for (k, (lane, view)) in race.lanes.iter().zip(views).enumerate() {
            if let Some(board) = &view.board {
                self.copy_board(&mut screen, lane.slot, board);
            }
            let place = places.get(k).copied().flatten();
            // The lane's time now, and at its last showing, when it had the steps it shows.
            let time_at = |at: Instant| match (&view.report, view.started) {
                (Some(report), _) => report.elapsed,
                (None, Some(started)) => at
                    .saturating_duration_since(started)
                    .saturating_sub(clock.still_time_at(at)),
                (None, None) => Duration::ZERO,
            };
            let times = (time_at(now), time_at(view.shown.unwrap_or(now)));
            self.draw_lane(&mut screen, race, k, view, place, times);
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
        (elapsed, shown_at): (Duration, Duration),
    ) {
        let lane = &race.lanes[k];
        let decl = lane.config.decl();
        let n = lane.slot + 1;
        let width = self
            .layout
            .field(&format!("name{n}"))
            .map_or(18, |f| f.width);
        let title = format!(
            "{} {}",
            k + 1,
            capitalized(decl.title.trim_start_matches("the "))
        );
        let place = match place {
            Some((Some(p), true)) => {
                let tied = format!("tied {}", ordinal(p as u64));
                if title.len() + 1 + tied.len() <= width {
                    tied
                } else {
                    format!("={}", ordinal(p as u64))
                }
            }
            Some((Some(p), false)) => ordinal(p as u64),
            _ => String::new(),
        };
        let (settings, more) = two_lines(&settings_words(&lane.config), width);
        let steps = view.counters.headline();
        let rate = format!("{}/s", per_second(steps, shown_at));
        let fields = [
            ("name", spread(&title, &place, width)),
            ("set", settings),
            ("more", more),
            ("seed", seed_text(lane, width)),
            ("label", capitalized(decl.headline().label)),
            ("count", format!("{:>width$}", group_thousands(steps))),
            ("rate", format!("{rate:>width$}")),
            (
                "state",
                spread(&state_text(view), &human_duration(elapsed), width),
            ),
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
/// after commas; what does not fit on the second line is cut and marked `..`.
fn two_lines(words: &str, width: usize) -> (String, String) {
    let mut lines = [String::new(), String::new()];
    let mut line = 0;
    let parts: Vec<&str> = words.split(", ").collect();
    for (k, word) in parts.iter().enumerate() {
        let last = k + 1 == parts.len();
        let piece = if last {
            word.to_string()
        } else {
            format!("{word},")
        };
        let sep = if lines[line].is_empty() { "" } else { " " };
        if lines[line].chars().count() + sep.len() + piece.chars().count() <= width {
            lines[line] += sep;
            lines[line] += &piece;
            continue;
        }
        if line == 0 && !lines[0].is_empty() && piece.chars().count() <= width {
            line = 1;
            lines[1] = piece;
            continue;
        }
        // It does not fit: cut the line, marked, and leave the rest out.
        let mut cut: String = format!("{}{sep}{piece}", lines[line])
            .chars()
            .take(width.saturating_sub(2))
            .collect();
        cut += "..";
        lines[line] = cut;
        break;
    }
    let [first, second] = lines;
    (first, second)
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
/// (`seed S+2`, the race's S on the title bar) or its last digits (`seed ..709551615`).
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
            let keep = width.saturating_sub("seed ..".len());
            format!("seed ..{}", &digits[digits.len().saturating_sub(keep)..])
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
        None if !view.agent_started => format!("Board0: {} found", view.board0_found),
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
        assert_eq!(
            two_lines("tries 3, order 987654321, cap 300", 19),
            ("tries 3,".into(), "order 987654321, ..".into())
        );
        assert_eq!(
            two_lines("tries 3, restarts 5, cap 300", 19),
            ("tries 3,".into(), "restarts 5, cap 300".into())
        );
        assert_eq!(
            two_lines("order 567891234567890", 12),
            ("order 5678..".into(), String::new())
        );
        assert_eq!(spread("1 Board1", "1st", 12), "1 Board1 1st");
        assert_eq!(spread("1 Board1", "tied 1st", 12), "1 Board1");
    }

    #[test]
    fn a_long_seed_shows_its_place_in_the_race_or_its_last_digits_in_the_screens_characters() {
        let specs: Vec<String> = ["board1", "board1,seed=18446744073709551615", "cruncher"]
            .map(String::from)
            .to_vec();
        let specs = dosdoku_agents::race::parse_lanes(&specs).unwrap();
        let race = Race::new(
            dosdoku_sudoku::board::Grid::EMPTY,
            &specs,
            dosdoku_agents::race::RaceBy::Steps,
            u64::MAX,
        );
        let seeds: Vec<String> = race.lanes.iter().map(|l| seed_text(l, 19)).collect();
        assert_eq!(seeds, ["seed S", "seed ..073709551615", "deterministic"]);
        assert!(
            seeds.iter().all(|s| s.is_ascii()),
            "every character is on the screen"
        );
        let race = race.reseeded(7);
        assert_eq!(seed_text(&race.lanes[0], 19), "seed 7");
    }
}

//! The counters panel, status line and key help of the main screen, written into the
//! layout's fields.

use std::time::Duration;

use crate::agents::{AgentKind, Stats, main_layout};
use crate::run::{RunReport, Status};
use crate::screen::Screen;
use crate::text::{count, group_thousands, human_duration, per_second};

/// Everything the panel shows about a run.
pub struct PanelView<'a> {
    /// The agent at work (after Board0).
    pub agent: AgentKind,
    /// The run's seed (`None` in the editor when each run draws a fresh one).
    pub seed: Option<u64>,
    /// The counters.
    pub stats: &'a Stats,
    /// Time spent so far.
    pub elapsed: Duration,
    /// The pace setting, e.g. "unthrottled" or "9,000/s (the original's)".
    pub pace: &'a str,
    /// The title-bar mode, e.g. "EDIT" or "SOLVING".
    pub mode: &'a str,
}

/// Writes the counters of a run into the panel's fields.
pub fn draw_counters(screen: &mut Screen, view: &PanelView) {
    let s = view.stats;
    let backtracker = view.agent == AgentKind::Backtrack;
    let (lead_label, lead) = if backtracker {
        ("Placements", s.placements)
    } else {
        ("Attempts", s.attempts)
    };
    set(screen, "mode", view.mode);
    set(screen, "agent", view.agent.name());
    set(
        screen,
        "seed",
        &view
            .seed
            .map_or("fresh for each run".to_string(), |s| s.to_string()),
    );
    set(screen, "attempts_lbl", lead_label);
    set(screen, "attempts", &group_thousands(lead));
    set(screen, "rate", &per_second(lead, view.elapsed));
    set(screen, "elapsed", &human_duration(view.elapsed));
    if backtracker {
        set(screen, "placed_lbl", "Backtracks");
        set(screen, "placed", &group_thousands(s.backtracks));
        set(screen, "restarts_lbl", "");
        set(screen, "board_restarts", "");
    } else {
        set(screen, "placed_lbl", "Cells placed");
        set(screen, "placed", &group_thousands(s.cells_placed));
        set(screen, "restarts_lbl", "Board restarts");
        set(screen, "board_restarts", &group_thousands(s.board_restarts));
    }
    set(screen, "board0", &group_thousands(s.board0_found));
    for (g, n) in s.grid_restarts.iter().enumerate() {
        set(
            screen,
            &format!("g{}", g + 1),
            &format!("{}:{}", g + 1, group_thousands(*n)),
        );
    }
    set(screen, "pace", view.pace);
}

/// Writes the status line.
pub fn draw_status(screen: &mut Screen, text: &str) {
    set(screen, "status", &format!(" {text}"));
}

/// Writes the key-help line.
pub fn draw_keys(screen: &mut Screen, text: &str) {
    set(screen, "keys", &format!(" {text}"));
}

/// Writes the two lines under the pace that say where a run falls among earlier runs.
pub fn draw_rank(screen: &mut Screen, first: &str, second: &str) {
    set(screen, "rank", first);
    set(screen, "rank2", second);
}

fn set(screen: &mut Screen, field: &str, text: &str) {
    if let Some(f) = main_layout().field(field) {
        f.write(screen, text);
    }
}

/// The status line for a finished run, e.g. "Solved in 123,456 attempts (seed 42)."
pub fn final_status(report: &RunReport) -> String {
    let c = &report.config;
    let s = &report.stats;
    match report.status {
        Status::Solved if c.agent == AgentKind::Backtrack => format!(
            "Solved by the backtracker: {}, {}.",
            count(s.placements, "placement"),
            count(s.backtracks, "backtrack")
        ),
        Status::Solved if c.agent == AgentKind::Board0 => {
            format!("Solved by Board0 alone: {} digits found.", s.board0_found)
        }
        Status::Solved => {
            format!(
                "Solved in {} attempts (seed {}).",
                group_thousands(s.attempts),
                c.seed
            )
        }
        _ => format!(
            "{}: {}.",
            report.status.word(),
            report.reason.as_deref().unwrap_or("unsolved")
        ),
    }
}

/// Draws the counters and the final status of a finished run.
pub fn draw_report(screen: &mut Screen, report: &RunReport, pace: &str, mode: &str) {
    let view = PanelView {
        agent: report.config.agent,
        seed: Some(report.config.seed),
        stats: &report.stats,
        elapsed: report.elapsed,
        pace,
        mode,
    };
    draw_counters(screen, &view);
    draw_status(screen, &final_status(report));
}

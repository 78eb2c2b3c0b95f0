//! A finished game as a line of the run history: mode `play`, agent `player`, the level in
//! its settings, the time in `elapsed_ms`, the moves in `attempts`, and hints, mistakes and
//! moves among its counters (and the cells filled, as `cells_placed`).

use super::game::Game;
use dosdoku_history::{RunRecord, SOLVED, SettingList, SettingValue, now_rfc3339};

/// `mode` of a game a person played.
pub const PLAY: &str = "play";

/// `agent` of a game a person played.
pub const PLAYER: &str = "player";

/// The history record of `game`, solved now.
pub fn record_of_game(game: &Game) -> RunRecord {
    let mut settings = SettingList::default();
    settings.push(
        "level",
        SettingValue::Text(game.rating.level.word().to_string()),
    );
    let mut counters = SettingList::default();
    for (name, n) in [
        ("hints", game.hints),
        ("mistakes", game.mistakes),
        ("moves", game.moves_made),
    ] {
        counters.push(name, SettingValue::Number(u64::from(n)));
    }
    let placed = (81 - game.board.puzzle.filled()) as u64;
    counters.push("cells_placed", SettingValue::Number(placed));
    RunRecord {
        time: now_rfc3339(),
        puzzle: game.puzzle_line(),
        agent: PLAYER.to_string(),
        settings,
        seed: None,
        status: SOLVED.to_string(),
        attempts: u64::from(game.moves_made),
        elapsed_ms: u64::try_from(game.played().as_millis()).unwrap_or(u64::MAX),
        mode: PLAY.to_string(),
        counters,
    }
}

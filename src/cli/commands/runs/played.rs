//! `dosdoku runs --played`: the games played on the play screen, oldest first, then the best
//! time per puzzle and per level.

use std::collections::BTreeMap;
use std::io::{self, Write};
use std::time::Duration;

use crate::app::PLAYER;
use crate::cli::history_io::Histories;
use crate::cli::output::Record;
use crate::exit::Error;
use dosdoku_history::{RunRecord, SettingValue};

/// One game as the listing shows it.
struct Played {
    time: String,
    puzzle: String,
    level: String,
    elapsed_ms: u64,
    hints: u64,
    mistakes: u64,
    moves: u64,
}

impl Played {
    /// The game of `record` (of mode `play`), if it is the player's.
    fn of(record: &RunRecord) -> Option<Played> {
        if record.agent != PLAYER {
            return None;
        }
        let level = match record.settings.get("level") {
            Some(SettingValue::Text(level)) => level.clone(),
            _ => "-".to_string(),
        };
        Some(Played {
            time: record
                .time
                .replace('T', " ")
                .trim_end_matches('Z')
                .to_string(),
            puzzle: record.puzzle.clone(),
            level,
            elapsed_ms: record.elapsed_ms,
            hints: record.counter("hints", false).unwrap_or(0),
            mistakes: record.counter("mistakes", false).unwrap_or(0),
            moves: record.counter("moves", false).unwrap_or(record.attempts),
        })
    }
}

/// The games played of a puzzle (or all), oldest first.
pub struct Games(Vec<Played>);

impl Games {
    /// The games of `puzzle` (or all) in the histories.
    pub fn read(histories: &Histories, puzzle: Option<&str>) -> Result<Games, Error> {
        let mut games = Vec::new();
        histories
            .for_each_game(puzzle, |r| games.extend(Played::of(&r)))?
            .warn();
        Ok(Games(games))
    }

    /// How many games there are.
    pub fn len(&self) -> u64 {
        self.0.len() as u64
    }
}

impl Record for Games {
    /// Each game, then the best times per puzzle and per level.
    fn text(&self, out: &mut dyn Write) -> io::Result<()> {
        write_games(&self.0, out)
    }

    /// As text: `runs --played` takes no `--json`.
    fn json(&self, out: &mut dyn Write) -> io::Result<()> {
        self.text(out)
    }
}

/// The games, then the best times per puzzle and per level.
fn write_games(games: &[Played], out: &mut dyn Write) -> io::Result<()> {
    writeln!(out, "Games played: {}", games.len())?;
    writeln!(
        out,
        "{:<19}  {:<81}  {:<8}  {:>8}  {:>5}  {:>8}  {:>5}",
        "when (UTC)", "puzzle", "level", "time", "hints", "mistakes", "moves"
    )?;
    for g in games {
        writeln!(
            out,
            "{:<19}  {:<81}  {:<8}  {:>8}  {:>5}  {:>8}  {:>5}",
            g.time,
            g.puzzle,
            g.level,
            time(g.elapsed_ms),
            g.hints,
            g.mistakes,
            g.moves
        )?;
    }
    let by_puzzle = best(games, |g| (g.puzzle.clone(), g.level.clone()));
    writeln!(out, "\nBest time per puzzle:")?;
    for ((puzzle, level), (ms, n)) in &by_puzzle {
        writeln!(
            out,
            "{puzzle}  {level:<8}  {:>8}  ({})",
            time(*ms),
            games_word(*n)
        )?;
    }
    let by_level = best(games, |g| g.level.clone());
    writeln!(out, "\nBest time per level:")?;
    for (level, (ms, n)) in &by_level {
        writeln!(out, "{level:<8}  {:>8}  ({})", time(*ms), games_word(*n))?;
    }
    Ok(())
}

/// The best (least) time and the number of games of each key.
fn best<K: Ord>(games: &[Played], key: impl Fn(&Played) -> K) -> BTreeMap<K, (u64, u64)> {
    let mut best = BTreeMap::new();
    for g in games {
        let entry = best.entry(key(g)).or_insert((u64::MAX, 0));
        entry.0 = entry.0.min(g.elapsed_ms);
        entry.1 += 1;
    }
    best
}

/// `N game(s)`.
fn games_word(n: u64) -> String {
    dosdoku_sudoku::text::count(n, "game")
}

/// A game's time as the play screen's clock shows it.
fn time(ms: u64) -> String {
    crate::app::clock_text(Duration::from_millis(ms))
}

//! The unfinished game on disk: written after every move to a temporary file and renamed
//! over the last one, so that a kill at any moment leaves either the old game or the new,
//! never a torn file.

use std::ffi::OsString;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::clock::Clock;
use super::game::Game;
use super::moves::Moves;
use super::state::{MistakeMode, Position};
use dosdoku_history::{HISTORY_ENV, resolve_path_with};
use dosdoku_sudoku::formats::parse_line;

/// The environment variable that names the file of the unfinished game.
pub const GAME_ENV: &str = "DOSDOKU_GAME";

/// The game as the file keeps it.
#[derive(Serialize, Deserialize)]
struct Saved {
    puzzle: String,
    position: Position,
    moves: Moves,
    played_ms: u64,
    hints: u32,
    mistakes: u32,
    moves_made: u32,
    mistake_mode: MistakeMode,
    clear_peers: bool,
    cursor: usize,
    notes: bool,
}

/// Where the unfinished game is kept: `$DOSDOKU_GAME`, else `game.json` beside the default
/// history file (`~/.local/share/dosdoku/game.json`); `None` without a home directory.
pub fn game_path() -> Option<PathBuf> {
    let var = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
    if let Some(path) = var(GAME_ENV) {
        return Some(PathBuf::from(path));
    }
    let env = |name: &str| -> Option<OsString> { (name != HISTORY_ENV).then(|| var(name))? };
    resolve_path_with(None, false, std::env::consts::OS, env).map(|p| p.with_file_name("game.json"))
}

/// Writes `game` to `path`: to a temporary file beside it first, then renamed over it.
pub fn save(game: &Game, path: &Path) -> std::io::Result<()> {
    let b = &game.board;
    let saved = Saved {
        puzzle: b.puzzle.to_line(),
        position: b.position(),
        moves: game.moves.clone(),
        played_ms: u64::try_from(game.played().as_millis()).unwrap_or(u64::MAX),
        hints: game.hints,
        mistakes: game.mistakes,
        moves_made: game.moves_made,
        mistake_mode: game.mistake_mode,
        clear_peers: game.clear_peers,
        cursor: game.cursor,
        notes: game.notes,
    };
    let text = serde_json::to_string(&saved).map_err(std::io::Error::other)?;
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)?;
    }
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".tmp");
    let temporary = path.with_file_name(name);
    let mut file = std::fs::File::create(&temporary)?;
    file.write_all(text.as_bytes())?;
    file.write_all(b"\n")?;
    drop(file);
    std::fs::rename(&temporary, path)
}

/// The game saved at `path`: `Ok(None)` when there is none, `Err` with why when the file
/// cannot be read as a game (it is left as it is).
pub fn load(path: &Path) -> Result<Option<Game>, String> {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => {
            return Err(format!(
                "cannot read the saved game {}: {e}",
                path.display()
            ));
        }
    };
    let bad = |why: String| format!("the saved game {} cannot be read: {why}", path.display());
    let saved: Saved = serde_json::from_str(&text).map_err(|e| bad(e.to_string()))?;
    let puzzle = parse_line(&saved.puzzle).map_err(|e| bad(e.to_string()))?;
    let mut game = Game::new(puzzle).map_err(bad)?;
    if !game.board.restore(&saved.position) || saved.cursor >= 81 {
        return Err(bad("its board is not one of its puzzle's".to_string()));
    }
    game.moves = saved.moves;
    game.clock = Clock::at(Duration::from_millis(saved.played_ms));
    game.hints = saved.hints;
    game.mistakes = saved.mistakes;
    game.moves_made = saved.moves_made;
    game.mistake_mode = saved.mistake_mode;
    game.clear_peers = saved.clear_peers;
    game.cursor = saved.cursor;
    game.notes = saved.notes;
    Ok(Some(game))
}

/// Removes the saved game (it is finished); a file already gone is no error.
pub fn remove(path: &Path) -> std::io::Result<()> {
    match std::fs::remove_file(path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::Key;

    use crate::app::play::test_game::PUZZLE;

    #[test]
    fn a_saved_game_loads_back_as_it_was_and_a_torn_file_is_refused() {
        let dir = std::env::temp_dir().join(format!("dosdoku-save-test-{}", std::process::id()));
        let path = dir.join("game.json");
        assert!(matches!(load(&path), Ok(None)));
        let mut game = Game::new(parse_line(PUZZLE).unwrap()).unwrap();
        game.cursor = 2;
        game.key(Key::Char('4'));
        game.key(Key::Char('n'));
        game.key(Key::Right);
        game.key(Key::Char('1'));
        game.clock = Clock::at(Duration::from_millis(12_345));
        save(&game, &path).unwrap();
        let back = load(&path).unwrap().unwrap();
        assert_eq!(back.board, game.board);
        assert_eq!(back.moves, game.moves);
        assert_eq!(back.played(), Duration::from_millis(12_345));
        assert_eq!((back.cursor, back.notes, back.moves_made), (3, true, 2));
        let text = std::fs::read_to_string(&path).unwrap();
        std::fs::write(&path, &text[..text.len() / 2]).unwrap();
        let why = load(&path).err().unwrap();
        assert!(why.contains("cannot be read"), "{why}");
        remove(&path).unwrap();
        remove(&path).unwrap();
        let _ = std::fs::remove_dir(&dir);
    }
}

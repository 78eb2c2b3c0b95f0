//! Play: a person solves a puzzle on the DOS screen, with pencil marks, mistakes shown as
//! they choose, hints from the human solver, undo and redo, and a clock. The game is saved
//! after every move so that it can be taken up again, and recorded in the history once
//! solved.
//!
//! The game is Sudoku and screen drawing only: the keys come in as [`Key`](super::Key)s from
//! the worker, which owns the screen and the files.

mod clock;
mod draw;
mod game;
mod hints;
mod keys;
mod moves;
mod record;
mod save;
mod state;
#[cfg(test)]
mod test_game;

pub use clock::clock_text;
pub use draw::{draw, keys, status};
pub use game::Game;
pub use keys::Played;
pub use record::{PLAY, PLAYER, record_of_game};
pub use save::{GAME_ENV, game_path, load, remove, save};

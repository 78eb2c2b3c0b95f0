//! The play mode on the worker: starting and resuming games, their keys, their clock while
//! other pages cover them, saving after every move and recording a solved game.

use std::time::Duration;

use crossbeam_channel::RecvTimeoutError;

use super::{Mode, Question, Worker};
use crate::app::editor::{Edited, Editor};
use crate::app::help::HelpView;
use crate::app::play::{self, Game, Played, clock_text};
use crate::app::{Control, Key};

/// How often the play screen is drawn while no key comes (the clock, the flash).
const TICK: Duration = Duration::from_millis(200);

impl Worker {
    /// The next control; while a game is on the screen, frames go on being drawn meanwhile.
    /// `None` once the controls are gone or the renderer is.
    pub(super) fn next_control(&mut self) -> Option<Control> {
        if !matches!(self.mode, Mode::Play(_)) {
            return self.controls.recv().ok();
        }
        loop {
            match self.controls.recv_timeout(TICK) {
                Ok(control) => return Some(control),
                Err(RecvTimeoutError::Timeout) => {
                    self.sync_clock();
                    if !self.send_frame() {
                        return None;
                    }
                }
                Err(RecvTimeoutError::Disconnected) => return None,
            }
        }
    }

    /// Runs the game's clock while the game is played, and stops it while another page (help,
    /// a question) covers it.
    pub(super) fn sync_clock(&mut self) {
        match &mut self.mode {
            Mode::Play(game) => {
                let running = game.wants_clock();
                game.clock.run(running);
            }
            Mode::Help(_, from) | Mode::Ask(_, from) | Mode::Prompt(_, _, from) => {
                if let Mode::Play(game) = &mut **from {
                    game.clock.run(false);
                }
            }
            _ => {}
        }
    }

    /// The game on the screen, or under the help that covers it. A game under the question
    /// whether to resume the saved one has not begun: it is none.
    fn game_at_hand(&self) -> Option<&Game> {
        match &self.mode {
            Mode::Play(game) => Some(game),
            Mode::Help(_, from) => match &**from {
                Mode::Play(game) => Some(game),
                _ => None,
            },
            _ => None,
        }
    }

    /// Saves the unfinished game at hand, as the program ends.
    pub(super) fn keep_game(&mut self) {
        self.sync_clock();
        if let Some(game) = self.game_at_hand().filter(|g| g.finished.is_none()) {
            let _ = self.save_game(&game.clone());
        }
    }

    /// Writes `game` to the game file; why not, in words, when it could not be.
    fn save_game(&self, game: &Game) -> Result<(), String> {
        match &self.game_file {
            Some(path) => play::save(game, path)
                .map_err(|e| format!("The game could not be saved to {}: {e}", path.display())),
            None => Err("The game cannot be saved: no home directory to keep it in.".into()),
        }
    }

    /// The unfinished game saved, if there is one (a file that cannot be read is told, and
    /// left as it is).
    fn saved_game(&mut self) -> Option<Game> {
        let path = self.game_file.as_ref()?;
        match play::load(path) {
            Ok(game) => game,
            Err(why) => {
                self.notice = Some(why);
                None
            }
        }
    }

    /// Plays `game`; when another unfinished game is saved, first asks whether to resume
    /// that one instead.
    pub(super) fn start_game(&mut self, game: Game) {
        let puzzle = Edited::plain(game.board.puzzle.clone());
        if self.in_editor {
            self.typed = Editor::edited(&self.board);
        } else {
            (self.typed, self.saved) = (puzzle.clone(), puzzle);
        }
        self.in_editor = false;
        match self.saved_game() {
            Some(saved) if saved.puzzle_line() != game.puzzle_line() => {
                let new = Mode::Play(Box::new(game));
                self.mode = Mode::Ask(Question::Resume(Box::new(saved)), Box::new(new));
            }
            Some(saved) => self.mode = Mode::Play(Box::new(saved)),
            None => self.mode = Mode::Play(Box::new(game)),
        }
    }

    /// At the editor's start: offers the unfinished game saved, if there is one.
    pub(super) fn offer_saved_game(&mut self) {
        if let Some(saved) = self.saved_game() {
            self.mode = Mode::Ask(Question::Resume(Box::new(saved)), Box::new(Mode::Edit));
        }
    }

    /// `Y` in the editor: plays the board's puzzle (resuming its saved game, if any).
    pub(super) fn play_board(&mut self) {
        match Game::new(self.board.read_grid()) {
            Ok(game) => self.start_game(game),
            Err(why) => self.notice = Some(format!("Cannot play: {why}.")),
        }
    }

    /// The question whether to resume `saved`, and its keys.
    pub(super) fn resume_question(saved: &Game, from: &Mode) -> (String, String) {
        let question = format!(
            "An unfinished {} game is saved ({} played, {}/81 filled). Resume it?",
            saved.rating.level.word(),
            clock_text(saved.played()),
            saved.board.values.filled()
        );
        let no = if matches!(from, Mode::Play(_)) {
            "N Play the new puzzle"
        } else {
            "N Not now (it stays saved)"
        };
        (question, format!("Y Resume it  {no}"))
    }

    /// The answer to [`Worker::resume_question`].
    pub(super) fn on_resume_answer(&mut self, saved: Game, from: Mode, key: Key) {
        match key {
            Key::Char('y' | 'Y') => {
                if !matches!(from, Mode::Play(_)) {
                    self.typed = Editor::edited(&self.board);
                    self.in_editor = false;
                }
                self.mode = Mode::Play(Box::new(saved));
            }
            Key::Char('n' | 'N') | Key::Esc => self.mode = from,
            _ => self.mode = Mode::Ask(Question::Resume(Box::new(saved)), Box::new(from)),
        }
    }

    /// A key of the game; false when the program should end.
    pub(super) fn on_play_key(&mut self, mut game: Box<Game>, key: Key) -> bool {
        let played = game.key(key);
        match played {
            Played::Looked => {}
            Played::Moved => {
                if let Err(why) = self.save_game(&game) {
                    self.notice = Some(why);
                }
            }
            Played::Solved => self.record_game(&game),
            Played::Help => {
                self.mode = Mode::Help(HelpView::playing(), Box::new(Mode::Play(game)));
                return true;
            }
            Played::Quit => {
                // The game is saved as the program ends (see `keep_game`).
                self.mode = Mode::Play(game);
                return false;
            }
            Played::Leave => {
                if game.finished.is_none()
                    && let Err(why) = self.save_game(&game)
                {
                    self.notice = Some(why);
                }
                self.back_to_editor();
                return true;
            }
        }
        self.mode = Mode::Play(game);
        true
    }

    /// A solved game: recorded in the history, its saved file removed.
    fn record_game(&mut self, game: &Game) {
        let record = play::record_of_game(game);
        if let Err(e) = self.recorder.try_append(&record) {
            self.notice = Some(format!("Solved, but not recorded in the history: {e}"));
        }
        if let Some(path) = &self.game_file
            && let Err(e) = play::remove(path)
        {
            self.notice = Some(format!("The finished game's file stays: {e}"));
        }
    }
}

//! The keys of a game: moving, typing digits and pencil marks, hints, undo and redo, the
//! settings, pause.

use std::time::Instant;

use super::game::Game;
use super::hints::{self, DEEPEST, Hint, HintKind};
use crate::app::Key;
use dosdoku_sudoku::board::CellName;

/// The key help of the play screen.
pub const PLAY_KEYS: &str =
    "1-9 Digit  N Notes  H Hint  U Undo  R Redo  P Pause  Esc Editor  Q Quit";

/// What a key did to the game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Played {
    /// Nothing to keep: the cursor moved, a notice, a hint told further without a move.
    Looked,
    /// The game changed: it is saved.
    Moved,
    /// The move solved the board.
    Solved,
    /// F1: the help pages.
    Help,
    /// Esc: back to the editor (the game saved).
    Leave,
    /// Q or Ctrl-C: end the program (the game saved).
    Quit,
}

impl Game {
    /// Takes a key.
    pub fn key(&mut self, key: Key) -> Played {
        self.notice = None;
        match key {
            Key::F(1) => return Played::Help,
            Key::Esc => return Played::Leave,
            Key::Char('q' | 'Q') | Key::Interrupt => return Played::Quit,
            _ => {}
        }
        if self.finished.is_some() {
            // The status line says what is left to do: Esc or Q.
            return Played::Looked;
        }
        if matches!(key, Key::Char('p' | 'P')) {
            self.paused = !self.paused;
            return Played::Moved;
        }
        if self.paused {
            self.notice = Some("The game is paused: P goes on.".to_string());
            return Played::Looked;
        }
        if matches!(key, Key::Char('h' | 'H')) {
            return self.hint();
        }
        self.hint = None;
        let played = self.other_key(key);
        if played == Played::Moved && self.board.is_solved() {
            self.finish();
            return Played::Solved;
        }
        played
    }

    /// Every key but the hint, pause and leaving ones.
    fn other_key(&mut self, key: Key) -> Played {
        let (row, col) = (self.cursor / 9, self.cursor % 9);
        match key {
            Key::Up => self.cursor = (row + 8) % 9 * 9 + col,
            Key::Down => self.cursor = (row + 1) % 9 * 9 + col,
            Key::Left => self.cursor = row * 9 + (col + 8) % 9,
            Key::Right => self.cursor = row * 9 + (col + 1) % 9,
            Key::Home => self.cursor = row * 9,
            Key::End => self.cursor = row * 9 + 8,
            Key::Tab => self.cursor = (self.cursor + 1) % 81,
            Key::BackTab => self.cursor = (self.cursor + 80) % 81,
            Key::Char(c @ '1'..='9') => return self.digit(c as u8 - b'0'),
            Key::Char('0') | Key::Delete | Key::Backspace => return self.erase(),
            Key::Char('n' | 'N') => {
                self.notes = !self.notes;
                self.notice = Some(if self.notes {
                    "Notes: digits typed toggle pencil marks (N for values).".to_string()
                } else {
                    "Values: digits typed fill the cell (N for notes).".to_string()
                });
                return Played::Moved;
            }
            Key::Char('f' | 'F') => {
                return self.mark_move("fill in every candidate", |b| b.fill_marks());
            }
            Key::Char('x' | 'X') => {
                return self.mark_move("clear every pencil mark", |b| b.clear_marks());
            }
            Key::Char('u' | 'U') => {
                let undone = self.moves.undo(&mut self.board);
                return self.step_back_or_forth(undone, "Undone", "Nothing to undo.");
            }
            Key::Char('r' | 'R') => {
                let redone = self.moves.redo(&mut self.board);
                return self.step_back_or_forth(redone, "Redone", "Nothing to redo.");
            }
            Key::Char('c' | 'C') => {
                self.notice = Some(match self.wrong_now() {
                    0 => "Check: every digit of yours is right so far.".to_string(),
                    1 => "Check: 1 digit of yours is wrong.".to_string(),
                    n => format!("Check: {n} digits of yours are wrong."),
                });
            }
            Key::Char('m' | 'M') => {
                self.mistake_mode = self.mistake_mode.next();
                self.notice = Some(format!("Mistakes shown: {}.", self.mistake_mode.word()));
                return Played::Moved;
            }
            Key::Char('a' | 'A') => {
                self.clear_peers = !self.clear_peers;
                self.notice = Some(format!(
                    "A digit typed {} the pencil marks of its row, column and box.",
                    if self.clear_peers { "clears" } else { "keeps" }
                ));
                return Played::Moved;
            }
            Key::Char('s' | 'S') => self.same_digit = !self.same_digit,
            _ => {
                self.notice = Some("Not a key of the game: F1 shows the keys.".to_string());
            }
        }
        Played::Looked
    }

    /// A digit typed: the cell's value, or in notes a pencil mark toggled.
    fn digit(&mut self, d: u8) -> Played {
        let i = self.cursor;
        if self.board.is_given(i) {
            self.notice = Some(format!("{} is a given: it cannot change.", CellName(i)));
            return Played::Looked;
        }
        if self.notes {
            if self.board.values.get(i) != 0 {
                self.notice = Some(format!("{} holds a digit: erase it first.", CellName(i)));
                return Played::Looked;
            }
            return self.counted(|g| {
                let what = format!("pencil mark {d} in {}", CellName(i));
                g.moves.make(&mut g.board, what, |b| b.toggle_mark(i, d))
            });
        }
        let clear_peers = self.clear_peers;
        let played = self.counted(|g| {
            let what = format!("{}={d}", CellName(i));
            g.moves
                .make(&mut g.board, what, |b| b.set_value(i, d, clear_peers))
        });
        if played == Played::Moved && self.board.is_wrong(i) {
            self.mistakes += 1;
        }
        played
    }

    /// Del: the cell's digit goes, or when it has none its pencil marks.
    fn erase(&mut self) -> Played {
        let i = self.cursor;
        if self.board.is_given(i) {
            self.notice = Some(format!("{} is a given: it cannot change.", CellName(i)));
            return Played::Looked;
        }
        self.counted(|g| {
            let what = format!("erase {}", CellName(i));
            g.moves.make(&mut g.board, what, |b| {
                if b.values.get(i) != 0 {
                    b.set_value(i, 0, false);
                } else {
                    b.marks[i] = 0;
                }
            })
        })
    }

    /// A move on the pencil marks of the whole board, told in `what`.
    fn mark_move(&mut self, what: &str, change: impl FnOnce(&mut super::state::Board)) -> Played {
        let played = self.counted(|g| g.moves.make(&mut g.board, what.to_string(), change));
        self.notice = Some(format!("{}.", dosdoku_sudoku::text::capitalized(what)));
        played
    }

    /// Counts a move when `make` made one.
    fn counted(&mut self, make: impl FnOnce(&mut Game) -> bool) -> Played {
        if make(self) {
            self.moves_made += 1;
            Played::Moved
        } else {
            Played::Looked
        }
    }

    /// An undo or redo done (what it was) or not possible.
    fn step_back_or_forth(&mut self, done: Option<String>, verb: &str, none: &str) -> Played {
        match done {
            Some(what) => {
                self.moves_made += 1;
                self.notice = Some(format!("{verb}: {what}."));
                Played::Moved
            }
            None => {
                self.notice = Some(none.to_string());
                Played::Looked
            }
        }
    }

    /// H: a new hint, or the one shown told a level further (the step taken at the last).
    fn hint(&mut self) -> Played {
        match &mut self.hint {
            Some(hint) if hint.can_deepen() => {
                hint.level += 1;
                if hint.level < DEEPEST {
                    return Played::Looked;
                }
                let HintKind::Step(step) = &hint.kind else {
                    return Played::Looked;
                };
                let step = **step;
                let clear_peers = self.clear_peers;
                self.counted(|g| {
                    let what = format!("hint: {}", step.technique.name());
                    g.moves
                        .make(&mut g.board, what, |b| hints::take(b, &step, clear_peers))
                });
                if self.board.is_solved() {
                    self.finish();
                    return Played::Solved;
                }
                Played::Moved
            }
            Some(_) => Played::Looked,
            None => {
                self.hint = Some(Hint::on(&self.board));
                self.hints += 1;
                Played::Moved
            }
        }
    }

    /// The board is solved: the clock stops for good.
    fn finish(&mut self) {
        self.finished = Some(Instant::now());
        self.hint = None;
        self.clock.run(false);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dosdoku_sudoku::formats::parse_line;

    use crate::app::play::test_game::{PUZZLE, SOLUTION};

    fn type_keys(game: &mut Game, keys: &str) -> Played {
        let mut last = Played::Looked;
        for c in keys.chars() {
            last = game.key(Key::Char(c));
        }
        last
    }

    #[test]
    fn typing_the_solution_finishes_the_game_and_counts_mistakes_and_moves() {
        let mut game = Game::new(parse_line(PUZZLE).unwrap()).unwrap();
        game.key(Key::Right);
        game.key(Key::Right);
        assert_eq!(type_keys(&mut game, "1"), Played::Moved);
        assert_eq!(game.mistakes, 1);
        assert_eq!(game.wrong_now(), 1);
        game.key(Key::Char('u'));
        assert_eq!(game.wrong_now(), 0);
        let mut last = Played::Looked;
        for (i, (p, s)) in PUZZLE.chars().zip(SOLUTION.chars()).enumerate() {
            game.cursor = i;
            if p == '.' {
                last = game.key(Key::Char(s));
            }
        }
        assert_eq!(last, Played::Solved);
        assert!(game.finished.is_some());
        assert_eq!(game.mistakes, 1);
        assert_eq!(game.moves_made, 2 + 51);
        assert_eq!(game.key(Key::Char('5')), Played::Looked);
    }

    #[test]
    fn givens_are_locked_and_notes_toggle_marks() {
        let mut game = Game::new(parse_line(PUZZLE).unwrap()).unwrap();
        assert_eq!(game.key(Key::Char('4')), Played::Looked);
        assert_eq!(game.board.values.get(0), 5);
        game.cursor = 2;
        game.key(Key::Char('n'));
        type_keys(&mut game, "12");
        assert_eq!(game.board.marks[2], 0b11);
        game.key(Key::Char('u'));
        assert_eq!(game.board.marks[2], 0b1);
        assert_eq!(game.key(Key::Char('p')), Played::Moved);
        assert_eq!(game.key(Key::Char('3')), Played::Looked);
        assert_eq!(game.board.marks[2], 0b1);
    }
}

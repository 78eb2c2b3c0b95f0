//! The keys of the editor and of the finished screen.

use std::sync::atomic::AtomicBool;

use super::{AfterSave, Mode, NAME_LENGTH, Prompt, Worker};
use crate::app::Key;
use crate::app::editor::{Edit, Edited, Editor, is_value_letter};
use crate::app::line_input::LineInput;
use crate::app::messages::{self as say, NineOnly};
use dosdoku_agents::agents::AgentKind;
use dosdoku_sudoku::board::{Grid, find_clash};
use dosdoku_sudoku::generate::{Givens, Request, Symmetry, generate_where};
use dosdoku_sudoku::human::rate;
use dosdoku_sudoku::random::fresh_seed;
use dosdoku_sudoku::solver::count_solutions;

impl Worker {
    /// A key in the editor; false when the program should end.
    pub(super) fn on_edit_key(&mut self, key: Key) -> bool {
        let n = self.board.box_size();
        if is_value_letter(n, key) {
            // Values on a 16x16 board, not the commands of those letters.
            self.edit(key);
            return true;
        }
        match key {
            Key::Enter => return self.try_solve(),
            Key::Char('t' | 'T') | Key::F(3) => self.open_tutor(),
            Key::F(4) | Key::F(5) => {
                let kind = if key == Key::F(4) {
                    AgentKind::Human
                } else {
                    AgentKind::Backtrack
                };
                self.chosen = AgentKind::ALL
                    .iter()
                    .position(|&k| k == kind)
                    .unwrap_or(self.chosen);
                self.agent_by_size = false;
                return self.try_solve();
            }
            Key::Char('v' | 'V') => return self.race_board(),
            Key::Char('a' | 'A') => {
                self.next_agent();
                self.notice = Some(say::agent_chosen(self.config().decl()));
            }
            Key::Char('p' | 'P') if n != 3 => {
                self.notice = Some(say::nine_only(NineOnly::PencilMarks, n * n));
            }
            Key::Char('g' | 'G' | 'd' | 'D') if n != 3 => {
                self.notice = Some(say::nine_only(NineOnly::Generator, n * n));
            }
            Key::Char('c' | 'C') => {
                self.editor
                    .replace(&mut self.board, &Grid::empty(n), "clear the board");
                self.editor.cursor = 0;
                self.notice = Some(say::CLEARED.to_string());
            }
            Key::Char('p' | 'P') => self.editor.switch_typing(&mut self.board),
            Key::Char('r' | 'R') => {
                let loaded = self.editor.loaded.clone();
                self.editor.replace_edited(
                    &mut self.board,
                    &loaded,
                    "reset to the puzzle as loaded",
                );
                self.notice = Some(say::RESET.to_string());
            }
            Key::Char('u' | 'U') => {
                self.notice = Some(match self.editor.undo(&mut self.board) {
                    Some(what) => say::undone(what),
                    None => say::NOTHING_TO_UNDO.to_string(),
                });
            }
            Key::Char('s' | 'S') => {
                let edited = Editor::edited(&self.board);
                self.mode = Mode::Prompt(
                    Prompt::Save(Box::new(edited), AfterSave::Stay),
                    LineInput::new("", NAME_LENGTH),
                    Box::new(Mode::Edit),
                );
            }
            Key::Char('g' | 'G') => self.generate_puzzle(),
            Key::Char('d' | 'D') => {
                self.generate_level = self.generate_level.next();
                self.notice = Some(say::generate_level(self.generate_level));
            }
            Key::Char('o' | 'O') => {
                self.mode = Mode::Prompt(
                    Prompt::Open,
                    LineInput::new("", NAME_LENGTH),
                    Box::new(Mode::Edit),
                );
            }
            Key::PageDown | Key::PageUp => {
                let to = if key == Key::PageDown {
                    self.list.next()
                } else {
                    self.list.previous()
                };
                if let Some(Ok(_)) = to.map(|k| self.list.go_to(k)) {
                    let edited = self.list.edited();
                    self.editor.replace_edited(
                        &mut self.board,
                        &edited,
                        "go to another puzzle of the file",
                    );
                    self.editor.loaded = edited.clone();
                    self.saved = edited;
                }
            }
            key => self.edit(key),
        }
        true
    }

    /// A key for the editor itself: a move, a value, a blank.
    fn edit(&mut self, key: Key) {
        match self.editor.key(&mut self.board, key) {
            Edit::NotMine => self.notice = Some(say::NOT_A_KEY.to_string()),
            Edit::Refused(why) => self.notice = Some(why.to_string()),
            Edit::Done => {}
        }
    }

    /// A key on the finished screen; false when the program should end.
    pub(super) fn on_finished_key(&mut self, key: Key) -> bool {
        match key {
            Key::Char('r' | 'R') => {
                let puzzle = self.typed.clone();
                // A randomized agent gets a new seed; a deterministic one makes the same run.
                self.start_run(puzzle, fresh_seed())
            }
            Key::Char('e' | 'E') | Key::Esc => {
                self.back_to_editor();
                true
            }
            Key::Char('h' | 'H') => {
                self.open_history_page();
                true
            }
            Key::Enter => match self.list.next() {
                Some(next) => self.solve_list_puzzle(next),
                None => true,
            },
            _ => true,
        }
    }

    /// G in the editor: a new minimal puzzle of the level set (shown on the panel), from a
    /// fresh seed, on the board as givens; the puzzle as loaded from then on (R comes back
    /// to it), a change U can undo. The same seed and level give the same puzzle as
    /// `dosdoku generate --level LEVEL --seed SEED`.
    fn generate_puzzle(&mut self) {
        let level = self.generate_level;
        let seed = fresh_seed();
        let request = Request::new(Givens::Minimal, Symmetry::None).expect("minimal is valid");
        let mut rating = None;
        let made = generate_where(&request, seed, &AtomicBool::new(false), |made| {
            let r = rate(&made.puzzle);
            rating = Some(r);
            r.level == level
        });
        let (Some(made), Some(rating)) = (made, rating) else {
            return;
        };
        self.editor
            .replace(&mut self.board, &made.puzzle, "generate a puzzle");
        self.notice = Some(say::generated(level, made.puzzle.filled(), &rating, seed));
        self.editor.loaded = Edited::plain(made.puzzle);
    }

    /// Enter in the editor: refuse a clash or a puzzle with no solution, else run.
    fn try_solve(&mut self) -> bool {
        let grid = self.board.read_grid();
        if let Some(clash) = find_clash(&grid) {
            self.notice = Some(say::cannot_solve(&clash));
            return true;
        }
        let decl = self.config().decl();
        if let Some(why) = decl.refusal(grid.box_size()) {
            self.notice = Some(say::refused_agent(&why));
            return true;
        }
        if decl.needs_solvable && count_solutions(&grid, 1) == 0 {
            self.notice = Some(say::no_solution(decl));
            return true;
        }
        let seed = self.next_seed().unwrap_or_else(fresh_seed);
        self.start_run(Editor::edited(&self.board), seed)
    }
}

//! A game: the board, its moves, its clock and counts, the settings, and what the screen
//! shows of them (cursor, hint, pause).

use std::time::{Duration, Instant};

use super::clock::Clock;
use super::hints::Hint;
use super::moves::Moves;
use super::state::{Board, MistakeMode};
use dosdoku_sudoku::board::{Grid, find_clash};
use dosdoku_sudoku::human::{Rating, rate};
use dosdoku_sudoku::solver::{Outcome, Unwatched, count_solutions};

/// A puzzle being played and everything about the game so far.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Game {
    /// The givens, the player's digits and pencil marks, the solution.
    pub board: Board,
    /// Undo and redo.
    pub moves: Moves,
    /// Time played.
    pub clock: Clock,
    /// The puzzle's rating by the human solver.
    pub rating: Rating,
    /// What the board says of mistakes.
    pub mistake_mode: MistakeMode,
    /// True when a digit typed leaves the pencil marks of its row, column and box.
    pub clear_peers: bool,
    /// The cell under the cursor, in reading order.
    pub cursor: usize,
    /// True while digits typed toggle pencil marks.
    pub notes: bool,
    /// True while every cell holding the cursor's digit is picked out.
    pub same_digit: bool,
    /// Hints asked for (each new hint once, however far it is told).
    pub hints: u32,
    /// Digits typed that were not the solution's.
    pub mistakes: u32,
    /// Moves made (undo and redo included).
    pub moves_made: u32,
    /// True while the player paused the game.
    pub paused: bool,
    /// The hint shown, if any.
    pub hint: Option<Hint>,
    /// When the board was solved, once it is.
    pub finished: Option<Instant>,
    /// What the last key did, for the status line until the next key.
    pub notice: Option<String>,
}

impl Game {
    /// A new game of `puzzle`, or why it cannot be played: a 9x9 puzzle free of clashes
    /// with exactly one solution.
    pub fn new(puzzle: Grid) -> Result<Game, String> {
        let side = puzzle.side();
        if puzzle.box_size() != 3 {
            return Err(format!(
                "a {side}x{side} puzzle: play takes 9x9 puzzles (the hints are for 9x9 boards)"
            ));
        }
        if let Some(clash) = find_clash(&puzzle) {
            return Err(format!("the puzzle cannot be played: {clash}"));
        }
        match count_solutions(&puzzle, 2) {
            0 => return Err("the puzzle has no solution".to_string()),
            1 => {}
            _ => {
                return Err(
                    "the puzzle has more than one solution: play takes a puzzle with one"
                        .to_string(),
                );
            }
        }
        let Outcome::Solved(solution) = dosdoku_sudoku::solver::solve(&puzzle, &mut Unwatched).0
        else {
            return Err("the puzzle has no solution".to_string());
        };
        Ok(Game {
            rating: rate(&puzzle),
            board: Board::new(puzzle, solution),
            moves: Moves::default(),
            clock: Clock::default(),
            mistake_mode: MistakeMode::default(),
            clear_peers: true,
            cursor: 0,
            notes: false,
            same_digit: false,
            hints: 0,
            mistakes: 0,
            moves_made: 0,
            paused: false,
            hint: None,
            finished: None,
            notice: None,
        })
    }

    /// True while the clock should run: the game is on the screen, not paused, no hint is
    /// shown and it is not finished.
    pub fn wants_clock(&self) -> bool {
        !self.paused && self.hint.is_none() && self.finished.is_none()
    }

    /// The time played so far.
    pub fn played(&self) -> Duration {
        self.clock.played()
    }

    /// How many of the player's digits are wrong now.
    pub fn wrong_now(&self) -> usize {
        self.board.wrong_cells().len()
    }

    /// The puzzle as 81 characters.
    pub fn puzzle_line(&self) -> String {
        self.board.puzzle.to_line()
    }
}

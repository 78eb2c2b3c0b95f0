//! Undo and redo: every move keeps the position before it.

use serde::{Deserialize, Serialize};

use super::state::{Board, Position};

/// How many moves undo goes back at most.
const UNDO_DEPTH: usize = 2000;

/// The positions before the moves made (the latest last) and after the moves undone (the
/// latest undone last), with what each move was.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Moves {
    undo: Vec<(Position, String)>,
    redo: Vec<(Position, String)>,
}

impl Moves {
    /// Makes a move on `board`: `change` changes it; what the move was, in words (`r1c3=4`),
    /// is kept for the undo notice. A move that changes nothing is not kept; true when it
    /// changed something.
    pub fn make(
        &mut self,
        board: &mut Board,
        what: String,
        change: impl FnOnce(&mut Board),
    ) -> bool {
        let before = board.position();
        change(board);
        if board.position() == before {
            return false;
        }
        if self.undo.len() == UNDO_DEPTH {
            self.undo.remove(0);
        }
        self.undo.push((before, what));
        self.redo.clear();
        true
    }

    /// Takes the latest move back; what it was, or `None` with nothing to undo.
    pub fn undo(&mut self, board: &mut Board) -> Option<String> {
        let (before, what) = self.undo.pop()?;
        self.redo.push((board.position(), what.clone()));
        board.restore(&before);
        Some(what)
    }

    /// Makes the latest move undone again; what it was, or `None` with nothing to redo.
    pub fn redo(&mut self, board: &mut Board) -> Option<String> {
        let (after, what) = self.redo.pop()?;
        self.undo.push((board.position(), what.clone()));
        board.restore(&after);
        Some(what)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dosdoku_sudoku::board::Grid;

    #[test]
    fn undo_and_redo_walk_the_moves_and_a_new_move_drops_the_redo() {
        let mut board = Board::new(Grid::EMPTY, Grid::EMPTY);
        let mut moves = Moves::default();
        assert!(moves.make(&mut board, "r1c1=5".into(), |b| b.set_value(0, 5, true)));
        assert!(moves.make(&mut board, "r1c2=6".into(), |b| b.set_value(1, 6, true)));
        assert!(!moves.make(&mut board, "nothing".into(), |_| {}));
        assert_eq!(moves.undo(&mut board).as_deref(), Some("r1c2=6"));
        assert_eq!((board.values.get(0), board.values.get(1)), (5, 0));
        assert_eq!(moves.redo(&mut board).as_deref(), Some("r1c2=6"));
        assert_eq!(board.values.get(1), 6);
        moves.undo(&mut board);
        moves.make(&mut board, "r1c3=7".into(), |b| b.set_value(2, 7, true));
        assert_eq!(moves.redo(&mut board), None);
        moves.undo(&mut board);
        moves.undo(&mut board);
        assert_eq!(moves.undo(&mut board), None);
        assert_eq!(board.values, Grid::EMPTY);
    }
}

//! Hints from the player's own board, by the human solver: what is wrong first, else the
//! easiest step, told a level further at each request: its technique, then where it is, then
//! the step itself applied and told in words as the tutorial tells it.

use super::state::Board;
use dosdoku_sudoku::board::CellName;
use dosdoku_sudoku::formats::PencilMarks;
use dosdoku_sudoku::human::{ALL_DIGITS, Candidates, Step, next_step, unit_name};

/// The deepest level of a hint: the step applied.
pub const DEEPEST: u8 = 3;

/// What a hint is about.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum HintKind {
    /// A digit of the player's is wrong: the first such cell, and how many there are.
    Wrong(usize, usize),
    /// The pencil marks of an empty cell lost the solution's digit: the first such cell, and
    /// how many there are.
    LostMark(usize, usize),
    /// The easiest step from the player's position (boxed: a step carries its chains).
    Step(Box<Step>),
    /// Nothing to hint: no step is found (the board is full).
    Nothing,
}

/// A hint and how far it has been told (1..=[`DEEPEST`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Hint {
    /// What it is about.
    pub kind: HintKind,
    /// How far it has been told.
    pub level: u8,
}

impl Hint {
    /// The first level of a hint on `board`: a wrong digit or lost mark when there is one,
    /// else the easiest step from its position.
    pub fn on(board: &Board) -> Hint {
        let wrong = board.wrong_cells();
        let lost = board.lost_marks();
        let kind = if let Some(&i) = wrong.first() {
            HintKind::Wrong(i, wrong.len())
        } else if let Some(&i) = lost.first() {
            HintKind::LostMark(i, lost.len())
        } else {
            next_step(&position(board)).map_or(HintKind::Nothing, |s| HintKind::Step(Box::new(s)))
        };
        Hint { kind, level: 1 }
    }

    /// True when a further request tells more (a step not yet applied).
    pub fn can_deepen(&self) -> bool {
        matches!(self.kind, HintKind::Step(_)) && self.level < DEEPEST
    }

    /// What the hint says, on the status line.
    pub fn words(&self) -> String {
        match (&self.kind, self.level) {
            (HintKind::Wrong(i, n), _) => format!(
                "Hint: {} holds a wrong digit{}. Clear it (Del) or undo (U) first.",
                CellName(*i),
                more(*n, "wrong digit")
            ),
            (HintKind::LostMark(i, n), _) => format!(
                "Hint: the pencil marks of {} lost its digit{}. Fix them first.",
                CellName(*i),
                more(*n, "cell")
            ),
            (HintKind::Nothing, _) => "Hint: no step found from here.".to_string(),
            (HintKind::Step(step), 1) => format!(
                "Hint: look for a {}. H again shows where.",
                step.technique.name()
            ),
            (HintKind::Step(step), 2) => format!(
                "Hint: a {} in {}: the shaded cells. H again takes it.",
                step.technique.name(),
                step.units()
                    .map(unit_name)
                    .collect::<Vec<_>>()
                    .join(" and ")
            ),
            (HintKind::Step(step), _) => step.words(),
        }
    }
}

/// ` (and N more CELLS)` when there are more than one, else nothing.
fn more(n: usize, what: &str) -> String {
    match n {
        0 | 1 => String::new(),
        2 => format!(" (and 1 more {what})"),
        n => format!(" (and {} more {what}s)", n - 1),
    }
}

/// The position a hint starts from: the board's values, and its pencil marks when it has
/// any (a cell without marks then counts as having every candidate).
pub fn position(board: &Board) -> Candidates {
    if !board.has_marks() {
        return Candidates::from_grid(&board.values);
    }
    let marks = PencilMarks::from_cells(std::array::from_fn(|i| match board.marks[i] {
        0 => ALL_DIGITS,
        m => m,
    }));
    Candidates::from_parts(&marks, &board.values)
}

/// Takes `step` on `board`: places its digit (with `clear_peers`, the digit leaves the marks
/// around it), or removes the candidates it eliminates from the pencil marks (filled in first
/// when the board has none).
pub fn take(board: &mut Board, step: &Step, clear_peers: bool) {
    if let Some((i, d)) = step.placed() {
        board.set_value(i, d, clear_peers);
        return;
    }
    if !board.has_marks() {
        board.fill_marks();
    }
    for (i, d) in step.eliminated() {
        board.marks[i] &= !(1 << (d - 1));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dosdoku_sudoku::formats::parse_line;
    use dosdoku_sudoku::human::{Technique, solve};

    /// The first puzzle of top1465: its first steps are singles, then a pointing.
    const HARD: &str =
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

    /// The board of HARD after its first singles, when the next step is the first other one.
    fn before_first_advanced_step() -> (Board, Step) {
        let puzzle = parse_line(HARD).unwrap();
        let solution = solve(&puzzle);
        let mut board = Board::new(puzzle, solution.solution().unwrap());
        for step in &solution.steps {
            match step.placed() {
                Some((i, d)) if step.technique.is_single() => board.set_value(i, d, true),
                _ => return (board, *step),
            }
        }
        unreachable!("HARD needs more than singles")
    }

    #[test]
    fn a_hint_names_the_technique_then_where_then_takes_the_step() {
        let (mut board, step) = before_first_advanced_step();
        assert_eq!(step.technique, Technique::Pointing);
        let mut hint = Hint::on(&board);
        assert_eq!(hint.kind, HintKind::Step(Box::new(step)));
        assert_eq!(
            hint.words(),
            "Hint: look for a pointing. H again shows where."
        );
        hint.level = 2;
        assert!(hint.words().contains("box"), "{}", hint.words());
        hint.level = 3;
        assert_eq!(hint.words(), step.words());
        take(&mut board, &step, true);
        for (i, d) in step.eliminated() {
            assert_eq!(board.marks[i] & 1 << (d - 1), 0);
        }
        assert!(board.has_marks());
        // From the marks now: the next step is another one.
        assert_ne!(Hint::on(&board).kind, HintKind::Step(Box::new(step)));
    }

    #[test]
    fn a_wrong_digit_or_a_lost_mark_comes_first() {
        let (mut board, _) = before_first_advanced_step();
        let empty = (0..81).find(|&i| board.values.get(i) == 0).unwrap();
        let wrong = (1..=9).find(|&d| d != board.solution.get(empty)).unwrap();
        board.set_value(empty, wrong, true);
        let hint = Hint::on(&board);
        assert_eq!(hint.kind, HintKind::Wrong(empty, 1));
        assert!(hint.words().contains(&CellName(empty).to_string()));
        assert!(!hint.can_deepen());
        board.set_value(empty, 0, true);
        board.marks[empty] = 1 << (wrong - 1);
        assert_eq!(Hint::on(&board).kind, HintKind::LostMark(empty, 1));
    }
}

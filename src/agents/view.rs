//! The views of the board on the screen. The digit view is the QuickBASIC program's screen
//! (`screens/main.txt`): one character per cell, a digit or a blank. The candidate view
//! (`screens/candidates.txt`) shows every cell's remaining candidates at once: nine slots
//! per cell, slot d showing the digit d while d is still possible there.
//!
//! A view is a layout and the map from the 81 cells to positions on it, made once from the
//! layout's marks: the digit view marks each cell (`cell`), the candidate view each slot
//! (`slot1` .. `slot9`).
//!
//! The race screen (`screens/race.txt`) has a compact digit view for each of its lanes: a
//! board made for lane k shows its digits at the cells marked `lane{k+1}` there (see
//! [`BoardScreen::for_lane`](super::BoardScreen::for_lane)), and nowhere else.

use std::sync::OnceLock;

use crate::board::{box_of, col_of, row_of};
use crate::screen::{Layout, Pos};

/// The digit view's layout, embedded at build time.
const DIGIT_LAYOUT: &str = include_str!("../../screens/main.txt");

/// The candidate view's layout, embedded at build time.
const CANDIDATE_LAYOUT: &str = include_str!("../../screens/candidates.txt");

/// The race screen's layout, embedded at build time.
const RACE_LAYOUT: &str = include_str!("../../screens/race.txt");

/// How many lanes the race screen has room for, side by side.
pub const LANE_SLOTS: usize = 4;

/// How the board is shown on the screen.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum View {
    /// One character per cell: its digit, or a blank (the QuickBASIC program's screen).
    Digits,
    /// Nine slots per cell: every candidate the cell still has.
    Candidates,
}

impl View {
    /// The layout this view draws the board on.
    pub fn layout(self) -> &'static Layout {
        &self.map().layout
    }

    /// The view's map from cells to positions, made once.
    pub(super) fn map(self) -> &'static ViewMap {
        static DIGITS: OnceLock<ViewMap> = OnceLock::new();
        static CANDIDATES: OnceLock<ViewMap> = OnceLock::new();
        match self {
            View::Digits => DIGITS.get_or_init(|| ViewMap::new(self, DIGIT_LAYOUT)),
            View::Candidates => CANDIDATES.get_or_init(|| ViewMap::new(self, CANDIDATE_LAYOUT)),
        }
    }
}

/// The digit view of the race screen's lane `slot` (0-based, below [`LANE_SLOTS`]), made once.
pub(super) fn lane_map(slot: usize) -> &'static ViewMap {
    static LANES: [OnceLock<ViewMap>; LANE_SLOTS] = [const { OnceLock::new() }; LANE_SLOTS];
    LANES[slot].get_or_init(|| {
        ViewMap::with_marks(View::Digits, RACE_LAYOUT, &format!("lane{}", slot + 1))
    })
}

/// The positions that matter to an agent checking a digit in one cell.
#[derive(Clone, Copy, Debug)]
pub struct CellPlace {
    /// The cell itself (on the candidate view, the first slot of its block).
    pub at: Pos,
    /// The eight other cells of its 3x3 grid.
    pub grid: [Pos; 8],
    /// The eight other cells of its row.
    pub row: [Pos; 8],
    /// The eight other cells of its column.
    pub col: [Pos; 8],
}

/// A view's layout and where each cell sits on it.
pub(super) struct ViewMap {
    /// Which view this is.
    pub view: View,
    /// The layout the board is drawn on.
    pub layout: Layout,
    /// Where each cell sits: its character on the digit view, its first slot on the candidate
    /// view (kept apart from `places` so whole-board passes stay compact).
    pub at: [Pos; 81],
    /// Each cell and its neighbours, as `at` gives them.
    pub places: Box<[CellPlace; 81]>,
    /// The slot of each digit 1..=9 (at index d - 1) of each cell; on the digit view all nine
    /// are the cell's one character.
    pub slots: Box<[[Pos; 9]; 81]>,
    /// The background colour (0..=7) the layout paints under each cell.
    pub shade: [u8; 81],
}

impl ViewMap {
    fn new(view: View, text: &str) -> ViewMap {
        ViewMap::with_marks(view, text, "cell")
    }

    /// The map of `view` on the layout `text`, whose digit cells (on the digit view) are the
    /// spots marked `cells`.
    fn with_marks(view: View, text: &str, cells: &str) -> ViewMap {
        let layout = Layout::parse(text).expect("the view's layout file is valid");
        let slots: Box<[[Pos; 9]; 81]> = Box::new(match view {
            View::Digits => {
                let cells = marks_of(&layout, cells);
                std::array::from_fn(|i| [cells[i]; 9])
            }
            View::Candidates => {
                let by_digit: Vec<&[Pos]> = (1..=9)
                    .map(|d| marks_of(&layout, &format!("slot{d}")))
                    .collect();
                std::array::from_fn(|i| std::array::from_fn(|d| by_digit[d][i]))
            }
        });
        let at: [Pos; 81] = std::array::from_fn(|i| slots[i][0]);
        let others = |i: usize, same: fn(usize) -> usize| -> [Pos; 8] {
            let mut out = [at[0]; 8];
            let peers = (0..81).filter(|&j| j != i && same(j) == same(i));
            for (slot, j) in out.iter_mut().zip(peers) {
                *slot = at[j];
            }
            out
        };
        let places = Box::new(std::array::from_fn(|i| CellPlace {
            at: at[i],
            grid: others(i, box_of),
            row: others(i, row_of),
            col: others(i, col_of),
        }));
        let painted = layout.screen();
        let shade = std::array::from_fn(|i| painted.cell(at[i]).attr.bg());
        ViewMap {
            view,
            layout,
            at,
            places,
            slots,
            shade,
        }
    }
}

/// The 81 spots marked `name` on `layout`, in reading order.
fn marks_of<'a>(layout: &'a Layout, name: &str) -> &'a [Pos] {
    let spots = layout.marks(name);
    assert_eq!(spots.len(), 81, "the layout marks 81 spots as {name}");
    spots
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_digit_view_has_one_spot_per_cell() {
        let map = View::Digits.map();
        assert_eq!((map.at[0].row(), map.at[0].col()), (4, 5));
        assert!(map.slots[40].iter().all(|&p| p == map.at[40]));
        assert_eq!(map.shade[0], 1);
    }

    #[test]
    fn each_lane_of_the_race_screen_has_its_own_cells() {
        let mut seen = std::collections::HashSet::new();
        for slot in 0..LANE_SLOTS {
            let map = lane_map(slot);
            assert_eq!(map.view, View::Digits);
            // Three cells a row, a blank between them, a line between the boxes.
            let (first, third, fourth) = (map.at[0], map.at[2], map.at[3]);
            assert_eq!((first.row(), third.col() - first.col()), (3, 4));
            assert_eq!(fourth.col() - third.col(), 2);
            assert_eq!(map.at[80].row(), 13);
            assert!(
                map.at.iter().all(|p| seen.insert(p.index())),
                "lanes never share a cell"
            );
        }
    }

    #[test]
    fn the_candidate_view_has_nine_slots_in_a_five_by_two_block() {
        let map = View::Candidates.map();
        for i in 0..81 {
            let s = map.slots[i];
            let (row, col) = (s[0].row(), s[0].col());
            for (d, p) in s.iter().enumerate() {
                assert_eq!((p.row(), p.col()), (row + d / 5, col + d % 5), "cell {i}");
            }
        }
        let last = map.slots[80][8];
        assert_eq!((last.row(), last.col()), (22, 53));
        // Cells above each other sit on different backgrounds.
        assert!((0..72).all(|i| map.shade[i] != map.shade[i + 9]));
    }
}

//! The views of the board on the screen, for each board size. The digit view is the
//! QuickBASIC program's screen (`screens/main.txt` for 9x9, `main4.txt`, `main16.txt` and
//! `board25.txt` for the other sizes): one character per cell, its value or a blank. The
//! candidate view shows what exclusion knows of every cell: on 9x9 and 4x4 boards
//! (`candidates.txt`, `candidates4.txt`) one slot per value, slot d showing d while d is still
//! possible there, and spots beside the slots (`pad1`, ...) that make each cell a whole block
//! for a value's tile and for highlights; a 16x16 or 25x25 board has no room for that, so its candidate view
//! (`candidates16.txt`, `candidates25.txt`) shows each cell's value beside a second grid with
//! the number of candidates each cell still has.
//!
//! A view is a layout and the map from the cells to positions on it, made once from the
//! layout's marks: `cell` for each cell, `slot1`..`slotN` for each slot, `count` for each
//! candidate count.
//!
//! The race screen (`screens/race.txt`) has a compact digit view for each of its lanes: a
//! board made for lane k shows its digits at the cells marked `lane{k+1}` there (see
//! [`BoardScreen::for_lane`](super::BoardScreen::for_lane)), and nowhere else.

use std::sync::OnceLock;

use dosdoku_screen::{Layout, Pos};
use dosdoku_sudoku::board::{MAX_BOX, Shape, box_of, col_of, row_of, symbol, value_of};

/// The layouts of the digit view, by box size (2..=5).
const DIGIT_LAYOUTS: [&str; 4] = [
    include_str!("../../../../screens/main4.txt"),
    include_str!("../../../../screens/main.txt"),
    include_str!("../../../../screens/main16.txt"),
    include_str!("../../../../screens/board25.txt"),
];

/// The layouts of the candidate view, by box size (2..=5).
const CANDIDATE_LAYOUTS: [&str; 4] = [
    include_str!("../../../../screens/candidates4.txt"),
    include_str!("../../../../screens/candidates.txt"),
    include_str!("../../../../screens/candidates16.txt"),
    include_str!("../../../../screens/candidates25.txt"),
];

/// The race screen's layout, embedded at build time.
const RACE_LAYOUT: &str = include_str!("../../../../screens/race.txt");

/// How many lanes the race screen has room for, side by side.
pub const LANE_SLOTS: usize = 4;

/// How the board is shown on the screen.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum View {
    /// One character per cell: its digit, or a blank (the QuickBASIC program's screen).
    Digits,
    /// Every candidate the cell still has (on 16x16 and 25x25 boards, how many).
    Candidates,
}

impl View {
    /// The layout this view draws the 9x9 board on.
    pub fn layout(self) -> &'static Layout {
        &self.map(3).layout
    }

    /// The layout this view draws a board of box size `n` (2..=5) on.
    pub fn layout_for(self, n: usize) -> &'static Layout {
        &self.map(n).layout
    }

    /// The view's map from cells to positions for box size `n` (2..=5), made once.
    pub(super) fn map(self, n: usize) -> &'static ViewMap {
        static DIGITS: [OnceLock<ViewMap>; MAX_BOX + 1] = [const { OnceLock::new() }; MAX_BOX + 1];
        static CANDIDATES: [OnceLock<ViewMap>; MAX_BOX + 1] =
            [const { OnceLock::new() }; MAX_BOX + 1];
        match self {
            View::Digits => DIGITS[n].get_or_init(|| ViewMap::new(self, n, DIGIT_LAYOUTS[n - 2])),
            View::Candidates => {
                CANDIDATES[n].get_or_init(|| ViewMap::new(self, n, CANDIDATE_LAYOUTS[n - 2]))
            }
        }
    }
}

/// The digit view of the race screen's lane `slot` (0-based, below [`LANE_SLOTS`]), made once.
pub(super) fn lane_map(slot: usize) -> &'static ViewMap {
    static LANES: [OnceLock<ViewMap>; LANE_SLOTS] = [const { OnceLock::new() }; LANE_SLOTS];
    LANES[slot].get_or_init(|| {
        ViewMap::with_marks(View::Digits, 3, RACE_LAYOUT, &format!("lane{}", slot + 1))
    })
}

/// The positions that matter to an agent checking a digit in one cell of a 9x9 board.
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
    /// The box size of the board.
    pub n: usize,
    /// The layout the board is drawn on.
    pub layout: Layout,
    /// Where each cell sits: its character on the digit view, its first slot on the candidate
    /// view (kept apart from `places` so whole-board passes stay compact).
    pub at: Box<[Pos]>,
    /// Each cell of a 9x9 board and its neighbours, as `at` gives them (empty for the other
    /// sizes).
    pub places: Box<[CellPlace]>,
    /// Each cell's peers (its row, column and box), as `at` gives them.
    pub peers: Box<[Box<[Pos]>]>,
    /// The slot of each value (at index v - 1) of each cell on a candidate view with slots;
    /// otherwise the cell's one character.
    pub slots: Box<[Box<[Pos]>]>,
    /// Every spot of each cell: on a candidate view with slots its slots, then the spots
    /// beside them (marked `pad1`, `pad2`, ...) that make the cell a solid block; otherwise
    /// its one character.
    pub blocks: Box<[Box<[Pos]>]>,
    /// Which of a cell's slots shows its value on a candidate view with slots: the middle
    /// one of its top row, away from where a lone candidate would sit.
    pub centre: usize,
    /// Where each cell's candidate count is shown (the 16x16 and 25x25 candidate views).
    pub counts: Box<[Pos]>,
    /// The background colour (0..=7) the layout paints under each cell.
    pub shade: Box<[u8]>,
    /// The value each character code shows on this board: 1..=n*n for its symbols, else 0.
    pub values: [u8; 256],
    /// The character code of each value, a blank for 0.
    pub codes: [u8; 26],
}

impl ViewMap {
    fn new(view: View, n: usize, text: &str) -> ViewMap {
        ViewMap::with_marks(view, n, text, "cell")
    }

    /// The map of `view` for box size `n` on the layout `text`, whose cells (where the view
    /// has one spot per cell) are the spots marked `cell_mark`.
    fn with_marks(view: View, n: usize, text: &str, cell_mark: &str) -> ViewMap {
        let shape = Shape::of(n);
        let cells = shape.cells();
        let layout = Layout::parse(text).expect("the view's layout file is valid");
        let with_slots = view == View::Candidates && n <= 3;
        let slots: Box<[Box<[Pos]>]> = if with_slots {
            let by_value: Vec<&[Pos]> = (1..=shape.side())
                .map(|d| marks_of(&layout, &format!("slot{d}"), cells))
                .collect();
            (0..cells)
                .map(|i| by_value.iter().map(|m| m[i]).collect())
                .collect()
        } else {
            let at = marks_of(&layout, cell_mark, cells);
            (0..cells).map(|i| Box::from([at[i]])).collect()
        };
        let pads: Vec<&[Pos]> = (1..)
            .map(|k| layout.marks(&format!("pad{k}")))
            .take_while(|m| with_slots && !m.is_empty())
            .inspect(|m| {
                assert_eq!(
                    m.len(),
                    cells,
                    "the layout marks one pad of each kind per cell"
                )
            })
            .collect();
        let blocks = (0..cells)
            .map(|i| {
                slots[i]
                    .iter()
                    .copied()
                    .chain(pads.iter().map(|m| m[i]))
                    .collect()
            })
            .collect();
        let top_row = slots[0]
            .iter()
            .filter(|p| p.row() == slots[0][0].row())
            .count();
        let centre = top_row.saturating_sub(1) / 2;
        let counts: Box<[Pos]> = if view == View::Candidates && !with_slots {
            marks_of(&layout, "count", cells).into()
        } else {
            Box::new([])
        };
        let at: Box<[Pos]> = slots.iter().map(|s| s[0]).collect();
        let peers = (0..cells)
            .map(|i| shape.peers(i).iter().map(|&j| at[j]).collect())
            .collect();
        let places: Box<[CellPlace]> = if n == 3 {
            let others = |i: usize, same: fn(usize) -> usize| -> [Pos; 8] {
                let mut out = [at[0]; 8];
                let peers = (0..81).filter(|&j| j != i && same(j) == same(i));
                for (slot, j) in out.iter_mut().zip(peers) {
                    *slot = at[j];
                }
                out
            };
            (0..81)
                .map(|i| CellPlace {
                    at: at[i],
                    grid: others(i, box_of),
                    row: others(i, row_of),
                    col: others(i, col_of),
                })
                .collect()
        } else {
            Box::new([])
        };
        let painted = layout.screen();
        let shade = at.iter().map(|&p| painted.cell(p).attr.bg()).collect();
        let values = std::array::from_fn(|c| value_of(n, c as u8).unwrap_or(0));
        let codes = std::array::from_fn(|v| match v {
            0 => b' ',
            v if v <= shape.side() => symbol(n, v as u8) as u8,
            _ => b' ',
        });
        ViewMap {
            view,
            n,
            layout,
            at,
            places,
            peers,
            slots,
            blocks,
            centre,
            counts,
            shade,
            values,
            codes,
        }
    }
}

/// The `count` spots marked `name` on `layout`, in reading order.
fn marks_of<'a>(layout: &'a Layout, name: &str, count: usize) -> &'a [Pos] {
    let spots = layout.marks(name);
    assert_eq!(
        spots.len(),
        count,
        "the layout marks {count} spots as {name}"
    );
    spots
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_digit_view_has_one_spot_per_cell() {
        let map = View::Digits.map(3);
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
        let map = View::Candidates.map(3);
        for i in 0..81 {
            let s = &map.slots[i];
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

    #[test]
    fn each_cell_of_a_slotted_candidate_view_is_a_whole_block() {
        // 9x9: five columns by two rows; 4x4: four by two (a pad either side of two slots).
        for (n, width) in [(3, 5), (2, 4)] {
            let map = View::Candidates.map(n);
            for (i, block) in map.blocks.iter().enumerate() {
                let (top, left) = (
                    block.iter().map(|p| p.row()).min().unwrap(),
                    block.iter().map(|p| p.col()).min().unwrap(),
                );
                let mut spots: Vec<(usize, usize)> = block
                    .iter()
                    .map(|p| (p.row() - top, p.col() - left))
                    .collect();
                spots.sort_unstable();
                let whole: Vec<(usize, usize)> = (0..2)
                    .flat_map(|r| (0..width).map(move |c| (r, c)))
                    .collect();
                assert_eq!(spots, whole, "n = {n}, cell {i}");
                assert_eq!(
                    map.slots[i][map.centre].row(),
                    top,
                    "the value sits on the top row"
                );
            }
        }
        assert_eq!(View::Candidates.map(3).centre, 2);
    }

    #[test]
    fn every_size_has_both_views() {
        for n in 2..=5 {
            let cells = n * n * n * n;
            for view in [View::Digits, View::Candidates] {
                let map = view.map(n);
                assert_eq!(map.at.len(), cells, "n = {n}, {view:?}");
                let mut distinct: Vec<usize> = map.at.iter().map(|p| p.index()).collect();
                distinct.sort_unstable();
                distinct.dedup();
                assert_eq!(distinct.len(), cells);
            }
        }
        assert_eq!(View::Candidates.map(2).slots[0].len(), 4);
        assert_eq!(View::Candidates.map(4).counts.len(), 256);
        assert_eq!(View::Candidates.map(5).counts.len(), 625);
        assert_eq!(View::Digits.map(4).values[usize::from(b'G')], 16);
        assert_eq!(View::Digits.map(5).codes[25], b'Y');
    }
}

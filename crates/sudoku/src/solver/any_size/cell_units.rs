//! Each cell's row, column and box as unit numbers, with the cell's place in each, per box
//! size, made once: the search looks them up at every candidate it removes, where working
//! them out costs divisions.

use std::sync::OnceLock;

use crate::board::{MAX_BOX, Shape};

/// A unit of a cell and the cell's place in it: (unit, k) where the cell is
/// `shape.unit(unit)[k]`.
pub(super) type InUnit = (u8, u8);

/// The units of each cell of a board of `shape` with its place in each: row (at its
/// column), then column (side + c, at its row), then box (2 side + b), the numbering of
/// [`Shape::unit`].
pub(super) fn cell_units(shape: &Shape) -> &'static [[InUnit; 3]] {
    static TABLES: [OnceLock<Vec<[InUnit; 3]>>; MAX_BOX + 1] =
        [const { OnceLock::new() }; MAX_BOX + 1];
    TABLES[shape.box_size()].get_or_init(|| {
        let side = shape.side();
        (0..shape.cells())
            .map(|i| {
                [
                    shape.row_of(i),
                    side + shape.col_of(i),
                    2 * side + shape.box_of(i),
                ]
                .map(|u| {
                    let k = shape.unit(u).iter().position(|&j| j == i);
                    let narrow = |x: usize| u8::try_from(x).expect("at most 75 units of 25 cells");
                    (narrow(u), narrow(k.expect("a cell of its own unit")))
                })
            })
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_cell_lies_in_the_three_units_it_names() {
        for n in 2..=MAX_BOX {
            let shape = Shape::of(n);
            for (i, units) in cell_units(shape).iter().enumerate() {
                for &(u, k) in units {
                    assert_eq!(shape.unit(usize::from(u))[usize::from(k)], i, "n {n}");
                }
            }
        }
    }
}

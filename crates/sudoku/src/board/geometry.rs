//! Where a cell sits on a board with boxes of `n` x `n` cells (side `n * n`): its row, column
//! and box, its place in each, and the cells of each unit. Written once: the shape of every
//! size ([`Shape`](super::Shape)) and the 9x9 const tables are built from these.

/// The row (0..side) of cell `i`.
pub(crate) const fn row(n: usize, i: usize) -> usize {
    i / (n * n)
}

/// The column (0..side) of cell `i`.
pub(crate) const fn column(n: usize, i: usize) -> usize {
    i % (n * n)
}

/// The box (0..side, left to right, top to bottom) of cell `i`.
pub(crate) const fn box_at(n: usize, i: usize) -> usize {
    row(n, i) / n * n + column(n, i) / n
}

/// The units of cell `i`, numbered as [`Unit::index`](super::Unit::index) numbers them: its
/// row, its column, its box.
pub(crate) const fn units_of(n: usize, i: usize) -> [usize; 3] {
    let side = n * n;
    [row(n, i), side + column(n, i), 2 * side + box_at(n, i)]
}

/// The place of cell `i` in each of its units: its column in its row, its row in its column,
/// its place in reading order in its box.
pub(crate) const fn places_of(n: usize, i: usize) -> [usize; 3] {
    [
        column(n, i),
        row(n, i),
        row(n, i) % n * n + column(n, i) % n,
    ]
}

/// Cell number `k` (0..side) of unit `u` (the rows, then the columns, then the boxes): the
/// cell whose place in that unit is `k`.
pub(crate) const fn unit_cell(n: usize, u: usize, k: usize) -> usize {
    let side = n * n;
    match u / side {
        0 => u * side + k,
        1 => k * side + u % side,
        _ => {
            let b = u % side;
            (b / n * n + k / n) * side + b % n * n + k % n
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_cell_is_the_cell_at_its_place_in_each_of_its_units() {
        for n in 2..=5 {
            for i in 0..n * n * n * n {
                let (units, places) = (units_of(n, i), places_of(n, i));
                for k in 0..3 {
                    assert_eq!(unit_cell(n, units[k], places[k]), i, "n = {n}, cell {i}");
                }
            }
        }
    }

    #[test]
    fn box_five_of_a_nine_by_nine_board_starts_at_r4c4() {
        assert_eq!(unit_cell(3, 18 + 4, 0), 30);
        assert_eq!(unit_cell(3, 26, 8), 80);
        assert_eq!(units_of(3, 30), [3, 9 + 3, 18 + 4]);
        assert_eq!(places_of(3, 80), [8, 8, 8]);
    }
}

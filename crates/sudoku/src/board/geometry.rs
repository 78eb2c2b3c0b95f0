//! Where a cell sits: its row, column and 3x3 box (the original calls boxes "grids").

/// The row (0..9) of cell `i`.
pub const fn row_of(i: usize) -> usize {
    i / 9
}

/// The column (0..9) of cell `i`.
pub const fn col_of(i: usize) -> usize {
    i % 9
}

/// The 3x3 box (0..9, left to right, top to bottom) of cell `i`.
pub const fn box_of(i: usize) -> usize {
    (i / 27) * 3 + (i % 9) / 3
}

/// Cell number `k` (0..9, reading order) of box `b` (0..9).
pub const fn cell_in_box(b: usize, k: usize) -> usize {
    (b / 3) * 27 + (b % 3) * 3 + (k / 3) * 9 + k % 3
}

/// The nine cells of unit `u`: 0..9 rows, 9..18 columns, 18..27 boxes.
pub fn unit_cells(u: usize) -> [usize; 9] {
    std::array::from_fn(|k| match u {
        0..9 => u * 9 + k,
        9..18 => k * 9 + (u - 9),
        _ => cell_in_box(u - 18, k),
    })
}

/// The 20 other cells that share a row, column or box with cell `i`, ascending.
pub fn peers(i: usize) -> [usize; 20] {
    let mut out = [0; 20];
    let mut n = 0;
    for j in 0..81 {
        if j != i && (row_of(j) == row_of(i) || col_of(j) == col_of(i) || box_of(j) == box_of(i)) {
            out[n] = j;
            n += 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boxes_cover_the_grid_once() {
        let mut seen = [0; 81];
        for b in 0..9 {
            for k in 0..9 {
                let i = cell_in_box(b, k);
                assert_eq!(box_of(i), b);
                seen[i] += 1;
            }
        }
        assert!(seen.iter().all(|&n| n == 1));
    }

    #[test]
    fn box_five_starts_at_r4c4() {
        assert_eq!(cell_in_box(4, 0), 30);
        assert_eq!(cell_in_box(8, 8), 80);
    }

    #[test]
    fn every_cell_has_twenty_distinct_peers() {
        for i in 0..81 {
            let p = peers(i);
            assert!(!p.contains(&i));
            assert!(p.windows(2).all(|w| w[0] < w[1]));
        }
    }

    #[test]
    fn units_hold_nine_cells_each() {
        assert_eq!(unit_cells(0), [0, 1, 2, 3, 4, 5, 6, 7, 8]);
        assert_eq!(unit_cells(9)[8], 72);
        assert_eq!(unit_cells(26), [60, 61, 62, 69, 70, 71, 78, 79, 80]);
    }
}

//! Lookup tables for the band layout, all built at compile time.
//!
//! A band is three rows of the grid (rows 0-2, 3-5 or 6-8). For one digit, the band's
//! candidate cells are a 27-bit mask: bit `9 * row + column`, row 0..3 within the band and
//! column 0..9. Each row of the mask is 9 bits; each box of the band takes 3 of them.

/// All 27 cells of a band.
pub const BAND: u32 = 0x7FF_FFFF;

/// All 27 digit-and-band bits of [`State::dirty`](super::state::State).
pub const ALL_BANDS: u32 = 0x7FF_FFFF;

/// One column in all three rows of a band (bits 0, 9 and 18); shift it left by the column.
pub const COLUMN: u32 = 1 | 1 << 9 | 1 << 18;

/// The first box of a band, all three rows (bits 0-2, 9-11, 18-20); shift left by 3 per box.
pub const BOX: u32 = 0x7 | 0x7 << 9 | 0x7 << 18;

/// For a 9-bit row of a band: which of its three boxes hold a candidate (3 bits).
pub static ROW_BOXES: [u32; 512] = row_boxes();

/// For a band's 9-bit row-by-box occupancy (bit `3 * row + box`, from [`ROW_BOXES`]): the
/// cells that can still hold the digit.
///
/// The digit sits once in each row and once in each box of the band, so its three places
/// in the band form one of the six ways of matching rows to boxes. A row segment survives
/// only if some matching uses nothing but occupied segments. An empty result means no
/// matching fits: a contradiction.
pub static MATCHINGS: [u32; 512] = matchings();

/// For the 9-bit set of columns a band's candidates use: the columns of the other two bands
/// where the digit is ruled out, spread to all three rows.
///
/// When a box's candidates lie in one column, the digit is in that column within this band,
/// so no other band may hold it there (this also covers a placed digit).
pub static LOCKED_COLUMNS: [u32; 512] = locked_columns();

/// For the 9-bit set of columns where a digit can only go in this band: the cells of the
/// band it keeps. A box holding such a column must put the digit in it, so the box's other
/// columns are dropped; boxes without one keep all their cells.
pub static CLAIMED_COLUMNS: [u32; 512] = claimed_columns();

/// For a 9-bit row of a band: the row itself if it holds exactly one cell, else 0.
pub static LONE_CELL: [u16; 512] = lone_cell();

/// For each of the 27 cells of a band: the other cells of its row and box in the band.
pub static BAND_PEERS: [u32; 27] = band_peers();

const fn row_boxes() -> [u32; 512] {
    let mut t = [0; 512];
    let mut x = 0;
    while x < 512 {
        let mut k = 0;
        while k < 3 {
            if (x >> (3 * k)) & 7 != 0 {
                t[x] |= 1 << k;
            }
            k += 1;
        }
        x += 1;
    }
    t
}

const fn matchings() -> [u32; 512] {
    // The six matchings of rows to boxes: row r goes to box PERMS[p][r].
    const PERMS: [[u32; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut t = [0; 512];
    let mut s = 0;
    while s < 512 {
        let mut p = 0;
        while p < 6 {
            let m = PERMS[p];
            let mut fits = true;
            let mut cells = 0;
            let mut r = 0;
            while r < 3 {
                fits &= (s >> (3 * r + m[r] as usize)) & 1 != 0;
                cells |= 0x7 << (9 * r + 3 * m[r] as usize);
                r += 1;
            }
            if fits {
                t[s] |= cells;
            }
            p += 1;
        }
        s += 1;
    }
    t
}

const fn locked_columns() -> [u32; 512] {
    let mut t = [0; 512];
    let mut cols = 0;
    while cols < 512 {
        let mut k = 0;
        while k < 3 {
            let g = ((cols >> (3 * k)) & 7) as u32;
            if g.is_power_of_two() {
                t[cols] |= COLUMN << (3 * k + g.trailing_zeros() as usize);
            }
            k += 1;
        }
        cols += 1;
    }
    t
}

const fn claimed_columns() -> [u32; 512] {
    let mut t = [0; 512];
    let mut cols = 0;
    while cols < 512 {
        let mut k = 0;
        while k < 3 {
            let g = ((cols >> (3 * k)) & 7) as u32;
            let keep = if g == 0 { 7 } else { g };
            let mut c = 0;
            while c < 3 {
                if keep & (1 << c) != 0 {
                    t[cols] |= COLUMN << (3 * k + c);
                }
                c += 1;
            }
            k += 1;
        }
        cols += 1;
    }
    t
}

const fn lone_cell() -> [u16; 512] {
    let mut t = [0; 512];
    let mut x = 0;
    while x < 512 {
        if (x as u32).is_power_of_two() {
            t[x] = x as u16;
        }
        x += 1;
    }
    t
}

const fn band_peers() -> [u32; 27] {
    let mut t = [0; 27];
    let mut pos = 0;
    while pos < 27 {
        let row = 0x1FF << (pos / 9 * 9);
        let bx = BOX << (pos % 9 / 3 * 3);
        t[pos] = (row | bx) & !(1 << pos);
        pos += 1;
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_band_keeps_everything() {
        assert_eq!(MATCHINGS[0x1FF], BAND);
        assert_eq!(ROW_BOXES[0x1FF], 7);
        assert_eq!(ROW_BOXES[0b000_010_000], 0b010);
    }

    #[test]
    fn matchings_follow_a_forced_row() {
        // Row 0 only in box 0: rows 1 and 2 lose box 0.
        let s = 0b111_111_001;
        assert_eq!(MATCHINGS[s], 0x7 | (0x3F << 12) | (0x3F << 21));
        // Rows 0 and 1 both only in box 0: no matching.
        assert_eq!(MATCHINGS[0b111_001_001], 0);
    }

    #[test]
    fn locked_columns_spread_to_all_rows() {
        // Box 0 uses column 1 only, boxes 1 and 2 use two columns each.
        assert_eq!(LOCKED_COLUMNS[0b011_011_010], COLUMN << 1);
        assert_eq!(LOCKED_COLUMNS[0], 0);
    }

    #[test]
    fn lone_cells_are_single_bits() {
        assert_eq!(LONE_CELL[0b100], 0b100);
        assert_eq!(LONE_CELL[0b101], 0);
        assert_eq!(LONE_CELL[0], 0);
    }

    #[test]
    fn band_peers_are_row_and_box() {
        assert_eq!(BAND_PEERS[0].count_ones(), 8 + 6);
        assert_eq!(BAND_PEERS[13] & (1 << 13), 0);
        assert_ne!(BAND_PEERS[13] & (1 << 9), 0);
        assert_ne!(BAND_PEERS[13] & (1 << 3), 0);
        assert_eq!(BAND_PEERS[13] & (1 << 0), 0);
    }
}

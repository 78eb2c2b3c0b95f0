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

/// A band's *segments*: the nine places where one of its rows crosses one of its boxes,
/// three cells each. A set of them is 9 bits, bit `3 * box + row` ([`segments_of`]).
///
/// The same bits serve a stack, whose column segments are where a column crosses a band:
/// bit `3 * band + column`, the band in the place of the box and the column in the place
/// of the row.
#[inline(always)]
pub const fn segments_of(a: u32) -> u32 {
    // One bit per segment at its first cell (bit 9 * row + 3 * box)...
    let spaced = (a | a >> 1 | a >> 2) & 0o111_111_111;
    // ...gathered by one multiplication whose partial products never overlap: the shifts by
    // 16, 8 and 0 bring rows 0, 1 and 2 to bits 16 + 3 * box, 17 + 3 * box, 18 + 3 * box.
    ((spaced as u64 * (1 << 16 | 1 << 8 | 1)) >> 16) as u32 & 0x1FF
}

/// For a band's segments (see [`segments_of`]): the cells that can still hold the digit
/// (low 32 bits) and the segments that are left (the 9 bits from bit 32).
///
/// The digit sits once in each row and once in each box of the band, so its three places
/// in the band form one of the six ways of matching rows to boxes (its *arrangements*, see
/// [`ARRANGEMENTS`]). A segment survives only if some arrangement uses nothing but
/// occupied segments. An empty result means no arrangement fits: a contradiction.
pub static MATCHINGS: [u64; 512] = matchings();

/// The six ways of matching three rows to three boxes: row `r` goes to box `PERMS[p][r]`.
/// In a stack the same six match columns to bands.
pub const PERMS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// For a set of segments: the arrangements that fit it (bit `p` for [`PERMS`]`[p]`, bits
/// 0-5) and how many (bits 8-10).
pub static ARRANGEMENTS: [u16; 512] = arrangements();

/// The cells of a band that arrangement `p` ([`PERMS`]) keeps: one row segment per row.
pub static ARRANGEMENT_CELLS: [u32; 6] = arrangement_cells();

/// For arrangement `p` of the first stack and each band: the column it keeps there, in all
/// three rows (shift left by 3 per stack).
pub static ARRANGEMENT_COLUMNS: [[u32; 3]; 6] = arrangement_columns();

/// For a set of row segments: their cells in the band.
pub static SEGMENT_CELLS: [u32; 512] = segment_cells();

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

const fn matchings() -> [u64; 512] {
    let mut t = [0; 512];
    let mut s = 0;
    while s < 512 {
        let fits = arrangements_of(s as u32);
        let mut occupied = 0;
        let mut p = 0;
        while p < 6 {
            if fits & (1 << p) != 0 {
                let mut r = 0;
                while r < 3 {
                    occupied |= 1 << (3 * PERMS[p][r] + r);
                    r += 1;
                }
            }
            p += 1;
        }
        t[s] = segment_cells_of(occupied) as u64 | (occupied as u64) << 32;
        s += 1;
    }
    t
}

/// The arrangements (bit `p` for `PERMS[p]`) whose three segments are all in `occupied`.
const fn arrangements_of(occupied: u32) -> u32 {
    let mut fits = 0;
    let mut p = 0;
    while p < 6 {
        let mut all = true;
        let mut r = 0;
        while r < 3 {
            all &= (occupied >> (3 * PERMS[p][r] + r)) & 1 != 0;
            r += 1;
        }
        if all {
            fits |= 1 << p;
        }
        p += 1;
    }
    fits
}

/// The cells of the row segments in `segments` (bit `3 * box + row`).
const fn segment_cells_of(segments: u32) -> u32 {
    let mut cells = 0;
    let mut j = 0;
    while j < 9 {
        if segments & (1 << j) != 0 {
            cells |= 0x7 << (9 * (j % 3) + 3 * (j / 3));
        }
        j += 1;
    }
    cells
}

const fn arrangements() -> [u16; 512] {
    let mut t = [0; 512];
    let mut s = 0;
    while s < 512 {
        let fits = arrangements_of(s as u32);
        t[s] = (fits | fits.count_ones() << 8) as u16;
        s += 1;
    }
    t
}

const fn arrangement_cells() -> [u32; 6] {
    let mut t = [0; 6];
    let mut p = 0;
    while p < 6 {
        let mut r = 0;
        while r < 3 {
            t[p] |= 0x7 << (9 * r + 3 * PERMS[p][r]);
            r += 1;
        }
        p += 1;
    }
    t
}

const fn arrangement_columns() -> [[u32; 3]; 6] {
    let mut t = [[0; 3]; 6];
    let mut p = 0;
    while p < 6 {
        let mut column = 0;
        while column < 3 {
            t[p][PERMS[p][column]] = COLUMN << column;
            column += 1;
        }
        p += 1;
    }
    t
}

const fn segment_cells() -> [u32; 512] {
    let mut t = [0; 512];
    let mut s = 0;
    while s < 512 {
        t[s] = segment_cells_of(s as u32);
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
        assert_eq!(MATCHINGS[0x1FF], u64::from(BAND) | 0x1FF << 32);
        assert_eq!(ARRANGEMENTS[0x1FF], 0x3F | 6 << 8);
        assert_eq!(segments_of(BAND), 0x1FF);
    }

    #[test]
    fn segments_are_where_rows_cross_boxes() {
        // A small xorshift generator: sparse and dense bands alike.
        let mut x: u32 = 0x2545_F491;
        for _ in 0..5000 {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            let a = x & (x >> 3 | x >> 7) & BAND;
            let mut expected = 0;
            for (row, bx) in (0..3).flat_map(|r| (0..3).map(move |b| (r, b))) {
                if a & 0x7 << (9 * row + 3 * bx) != 0 {
                    expected |= 1 << (3 * bx + row);
                }
            }
            assert_eq!(segments_of(a), expected, "{a:#x}");
            assert_eq!(SEGMENT_CELLS[expected as usize] & a, a);
        }
    }

    #[test]
    fn matchings_follow_a_forced_row() {
        // Row 0 only in box 0 (bit 3 * box + row): rows 1 and 2 lose box 0.
        let s = 0b110_110_111;
        assert_eq!(
            MATCHINGS[s],
            u64::from(0x7u32 | (0x3F << 12) | (0x3F << 21)) | 0b110_110_001 << 32
        );
        assert_eq!(ARRANGEMENTS[s], 0b11 | 2 << 8);
        // Rows 0 and 1 both only in box 0: no matching.
        assert_eq!(MATCHINGS[0b100_100_111], 0);
        assert_eq!(ARRANGEMENTS[0b100_100_111], 0);
    }

    #[test]
    fn locked_columns_spread_to_all_rows() {
        // Box 0 uses column 1 only, boxes 1 and 2 use two columns each.
        assert_eq!(LOCKED_COLUMNS[0b011_011_010], COLUMN << 1);
        assert_eq!(LOCKED_COLUMNS[0], 0);
    }

    #[test]
    fn arrangement_cells_are_one_segment_per_row_and_box() {
        for (p, &cells) in ARRANGEMENT_CELLS.iter().enumerate() {
            assert_eq!(cells.count_ones(), 9);
            assert_eq!(cells & 0x1FF & BOX << (3 * PERMS[p][0]), cells & 0x1FF);
            assert_eq!(
                SEGMENT_CELLS[1 << (3 * PERMS[p][1] + 1)],
                cells & 0x1FF << 9
            );
            assert_eq!(MATCHINGS[segments_of(cells) as usize] as u32, cells);
            assert_eq!(ARRANGEMENTS[segments_of(cells) as usize], 1 << p | 1 << 8);
        }
    }

    #[test]
    fn arrangement_columns_take_each_column_once() {
        for columns in ARRANGEMENT_COLUMNS {
            assert_eq!(columns[0] | columns[1] | columns[2], BOX);
            assert!(columns.iter().all(|c| c.count_ones() == 3));
        }
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

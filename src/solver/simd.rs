//! One digit's band check with the three bands side by side in the lanes of an SSE2
//! vector, by bit tricks instead of table lookups; the tables' version is the portable
//! fallback (and the reference the tests hold this one to).

use std::arch::x86_64::*;

/// Every third bit of a band: the first cell of each row segment (bit `9 * row + 3 * box`).
const SEGMENTS: i32 = 0x124_9249;
/// The segments of boxes 0 and 1 (first cells), of box 2, of box 0, of boxes 1 and 2.
const BOX01: i32 = 0x9 * 0x4_0201;
const BOX2: i32 = 0x40 * 0x4_0201;
const BOX0: i32 = 0x4_0201;
const BOX12: i32 = 0x48 * 0x4_0201;
/// Nine columns.
const COLUMNS: i32 = 0x1FF;
/// The first column of each box in a 9-bit column set.
const GROUP_FIRST: i32 = 0x49;

/// Settles `digit`'s three bands `a` as [`super::propagate`]'s table version does: the
/// fixed point of matchings, locked and claimed columns, then the rows left with one cell.
/// Returns (the bands, their lone-row cells), or `None` on a contradiction.
#[target_feature(enable = "sse2")]
pub(super) fn settle_sse2(a: [u32; 3]) -> Option<([u32; 3], [u32; 3])> {
    let c = |x: i32| _mm_set1_epi32(x);
    let srl = |x, n| match n {
        1 => _mm_srli_epi32::<1>(x),
        2 => _mm_srli_epi32::<2>(x),
        3 => _mm_srli_epi32::<3>(x),
        6 => _mm_srli_epi32::<6>(x),
        9 => _mm_srli_epi32::<9>(x),
        _ => _mm_srli_epi32::<18>(x),
    };
    let sll = |x, n| match n {
        1 => _mm_slli_epi32::<1>(x),
        2 => _mm_slli_epi32::<2>(x),
        3 => _mm_slli_epi32::<3>(x),
        6 => _mm_slli_epi32::<6>(x),
        9 => _mm_slli_epi32::<9>(x),
        _ => _mm_slli_epi32::<18>(x),
    };
    let or = |x, y| _mm_or_si128(x, y);
    let and = |x, y| _mm_and_si128(x, y);
    // The other two bands of each lane (lane 3 stays in lane 3).
    let next1 = |x| _mm_shuffle_epi32::<0b11_00_10_01>(x);
    let next2 = |x| _mm_shuffle_epi32::<0b11_01_00_10>(x);
    // Rows rotated up by one and two (garbage above bit 27 is masked off later).
    let row1 = |x| or(srl(x, 9), sll(x, 18));
    let row2 = |x| or(srl(x, 18), sll(x, 9));
    // A 9-bit column set spread to all three rows.
    let rows = |x| or(x, or(sll(x, 9), sll(x, 18)));

    let mut v = _mm_setr_epi32(a[0] as i32, a[1] as i32, a[2] as i32, 0);
    loop {
        // Occupied segments, and each segment's neighbours one and two boxes on.
        let o = and(or(v, or(srl(v, 1), srl(v, 2))), c(SEGMENTS));
        let b1 = or(and(srl(o, 3), c(BOX01)), and(sll(o, 6), c(BOX2)));
        let b2 = or(and(srl(o, 6), c(BOX0)), and(sll(o, 3), c(BOX12)));
        // A segment fits a matching when the other rows and boxes can be matched.
        let minor = or(and(row1(b1), row2(b2)), and(row1(b2), row2(b1)));
        let keep = and(o, minor);
        let m = and(v, or(keep, or(sll(keep, 1), sll(keep, 2))));
        let cols = and(or(m, or(srl(m, 9), srl(m, 18))), c(COLUMNS));
        let elsewhere = or(next1(cols), next2(cols));
        // Every band keeps a matching and the bands together cover every column.
        let empty = _mm_cmpeq_epi32(m, _mm_setzero_si128());
        let covered = _mm_cmpeq_epi32(or(cols, elsewhere), c(COLUMNS));
        if _mm_movemask_ps(_mm_castsi128_ps(_mm_andnot_si128(empty, covered))) & 7 != 7 {
            return None;
        }
        // Columns alone in their box: locked for the other bands.
        let others = or(
            or(and(srl(cols, 1), c(0xDB)), and(srl(cols, 2), c(0x49))),
            or(and(sll(cols, 1), c(0x1B6)), and(sll(cols, 2), c(0x124))),
        );
        let locked = rows(_mm_andnot_si128(others, cols));
        let locked_elsewhere = or(next1(locked), next2(locked));
        // Columns only this band can fill: their boxes keep just them.
        let only = _mm_andnot_si128(elsewhere, cols);
        let any = and(or(only, or(srl(only, 1), srl(only, 2))), c(GROUP_FIRST));
        let any = or(any, or(sll(any, 1), sll(any, 2)));
        let claimed = rows(or(only, _mm_andnot_si128(any, c(COLUMNS))));
        let next = and(_mm_andnot_si128(locked_elsewhere, m), claimed);
        let same = _mm_cmpeq_epi32(next, m);
        v = next;
        if _mm_movemask_ps(_mm_castsi128_ps(same)) == 0xF {
            break;
        }
    }
    // Rows with one cell: spread the rows ten bits apart with a guard bit above each, take
    // one off each row's lowest cell, and keep the rows with nothing left.
    let x = or(
        and(v, c(0x1FF)),
        or(
            and(sll(v, 1), c(0x1FF << 10)),
            and(sll(v, 2), c(0x1FF << 20)),
        ),
    );
    let guards = c(1 << 9 | 1 << 19 | 1 << 29);
    let rest = and(x, _mm_sub_epi32(or(x, guards), c(1 | 1 << 10 | 1 << 20)));
    let nonempty = and(
        _mm_add_epi32(rest, c(0x1FF | 0x1FF << 10 | 0x1FF << 20)),
        guards,
    );
    let flags = _mm_andnot_si128(nonempty, guards);
    let lone = and(x, _mm_sub_epi32(flags, srl(flags, 9)));
    let solved = or(
        and(lone, c(0x1FF)),
        or(
            and(srl(lone, 1), c(0x1FF << 9)),
            and(srl(lone, 2), c(0x1FF << 18)),
        ),
    );
    let (mut bands, mut cells) = ([0u32; 4], [0u32; 4]);
    // SAFETY: each array is 16 bytes, the size of the (unaligned) store.
    unsafe {
        _mm_storeu_si128(bands.as_mut_ptr().cast(), v);
        _mm_storeu_si128(cells.as_mut_ptr().cast(), solved);
    }
    Some((
        [bands[0], bands[1], bands[2]],
        [cells[0], cells[1], cells[2]],
    ))
}

#[cfg(test)]
mod tests {
    use super::super::propagate::settle_portable;
    use super::*;

    #[test]
    fn sse2_settling_matches_tables() {
        // A small xorshift generator; masks from dense to sparse, so that contradictions,
        // eliminations and lone rows all occur.
        let mut x: u32 = 0x2545_F491;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            x
        };
        let mut outcomes = [0; 2];
        for i in 0..20000 {
            let a = [0; 3].map(|_| match i % 4 {
                0 => next(),
                1 => next() | next(),
                2 => next() & next(),
                _ => next() & next() & next(),
            } & 0x7FF_FFFF);
            // SAFETY: SSE2 is part of the x86_64 baseline.
            let fast = unsafe { settle_sse2(a) };
            assert_eq!(fast, settle_portable(a), "{a:x?}");
            outcomes[usize::from(fast.is_some())] += 1;
        }
        assert!(outcomes[0] > 1000 && outcomes[1] > 1000, "{outcomes:?}");
    }
}

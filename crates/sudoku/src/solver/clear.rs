//! Removing solved cells from every digit's candidates at once, reporting which digits and
//! bands lost a cell: one lane at a time, four (SSE2, every x86-64), or eight (AVX2).
//!
//! The candidates are 27 contiguous `u32` (digit-major: lane `i` is band `i % 3` of digit
//! `i / 3`), and the cells to remove repeat every three lanes, so a vector starting at
//! lane `i` takes the three masks in the order that starts at `i % 3`. A lane's bit in the
//! result is `3 * digit + band`, as in [`State::dirty`](super::state::State).

use super::tables::ALL_BANDS;

/// One digit and band at a time.
#[cfg(any(test, not(target_arch = "x86_64")))]
#[inline(always)]
pub(super) fn portable(cand: &mut [[u32; 3]; 9], gone: [u32; 3]) -> u32 {
    let mut lost = 0;
    for (digit, bands) in cand.iter_mut().enumerate() {
        for (band, (cells, g)) in bands.iter_mut().zip(gone).enumerate() {
            lost |= u32::from(*cells & g != 0) << (3 * digit + band);
            *cells &= !g;
        }
    }
    lost
}

/// Four lanes at a time with SSE2, part of every x86-64 processor.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
pub(super) fn sse2(cand: &mut [[u32; 3]; 9], gone: [u32; 3]) -> u32 {
    use std::arch::x86_64::*;
    let [g0, g1, g2] = [gone[0] as i32, gone[1] as i32, gone[2] as i32];
    // SAFETY: SSE2 is part of the x86_64 baseline; every load and store below covers
    // lanes `start..start + 4` within the 27 of `cand` (unaligned).
    unsafe {
        let masks = [
            _mm_setr_epi32(g0, g1, g2, g0),
            _mm_setr_epi32(g1, g2, g0, g1),
            _mm_setr_epi32(g2, g0, g1, g2),
        ];
        let lanes: *mut u32 = cand.as_mut_ptr().cast();
        let mut kept = [_mm_setzero_si128(); 7];
        // Six vectors cover lanes 0-23 and a seventh, overlapping, lanes 23-26.
        for (k, start) in [0, 4, 8, 12, 16, 20, 23].into_iter().enumerate() {
            let mask = masks[start % 3];
            let v = _mm_loadu_si128(lanes.add(start).cast());
            // All ones in a lane that loses nothing (it is zero once masked).
            kept[k] = _mm_cmpeq_epi32(_mm_and_si128(v, mask), _mm_setzero_si128());
            _mm_storeu_si128(lanes.add(start).cast(), _mm_andnot_si128(mask, v));
        }
        // Narrow the all-ones-or-zero lanes to bytes (saturating packs keep them so) and
        // take one bit per byte: lanes 0-15, then lanes 16-23 and the overlapping 23-26, of
        // which only 24-26 count (lane 23 was loaded there after it had been cleared).
        let bytes = |a, b, c, d| {
            _mm_movemask_epi8(_mm_packs_epi16(
                _mm_packs_epi32(a, b),
                _mm_packs_epi32(c, d),
            )) as u32
        };
        let low = bytes(kept[0], kept[1], kept[2], kept[3]);
        let high = bytes(kept[4], kept[5], kept[6], kept[6]);
        let kept = low | (high & 0xFF) << 16 | (high >> 9 & 0x7) << 24;
        !kept & ALL_BANDS
    }
}

/// Eight lanes at a time with AVX2.
///
/// # Safety
/// The processor must have AVX2.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
#[inline]
pub(super) unsafe fn avx2(cand: &mut [[u32; 3]; 9], gone: [u32; 3]) -> u32 {
    use std::arch::x86_64::*;
    let [g0, g1, g2] = [gone[0] as i32, gone[1] as i32, gone[2] as i32];
    // Vectors at lanes 0, 8 and 16, and one at 19 overlapping the third; all four are loaded
    // before anything is stored, so the overlap sees the same lanes twice.
    let starts = [0, 8, 16, 19];
    let mask = |start: usize| match start % 3 {
        0 => _mm256_setr_epi32(g0, g1, g2, g0, g1, g2, g0, g1),
        1 => _mm256_setr_epi32(g1, g2, g0, g1, g2, g0, g1, g2),
        _ => _mm256_setr_epi32(g2, g0, g1, g2, g0, g1, g2, g0),
    };
    let lanes: *mut u32 = cand.as_mut_ptr().cast();
    // SAFETY: lanes `start..start + 8` lie within the 27 of `cand` (unaligned).
    let v = starts.map(|start| unsafe { _mm256_loadu_si256(lanes.add(start).cast()) });
    let mut kept = 0;
    for (k, start) in starts.into_iter().enumerate() {
        let m = mask(start);
        let zero = _mm256_cmpeq_epi32(_mm256_and_si256(v[k], m), _mm256_setzero_si256());
        let bits = _mm256_movemask_ps(_mm256_castsi256_ps(zero)) as u32;
        // Lanes 19-26 of the last vector: only 24-26 are new.
        kept |= if start == 19 {
            bits >> 5 << 24
        } else {
            bits << start
        };
        // SAFETY: the same lanes as the load.
        unsafe { _mm256_storeu_si256(lanes.add(start).cast(), _mm256_andnot_si256(m, v[k])) };
    }
    !kept & ALL_BANDS
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::tables::BAND;

    /// Random candidates and cells to remove, sparse and dense alike (xorshift).
    fn cases() -> impl Iterator<Item = ([[u32; 3]; 9], [u32; 3])> {
        let mut x: u32 = 0x9E37_79B9;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            x
        };
        (0..3000).map(move |_| {
            let cand = std::array::from_fn(|_| [next() & BAND, next() & BAND, next() & BAND]);
            let gone = [0; 3].map(|_| next() & next() & next() & BAND);
            (cand, gone)
        })
    }

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn sse2_matches_portable() {
        for (cand, gone) in cases() {
            let (mut a, mut b) = (cand, cand);
            assert_eq!(portable(&mut a, gone), sse2(&mut b, gone));
            assert_eq!(a, b);
        }
    }

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn avx2_matches_portable() {
        if !std::arch::is_x86_feature_detected!("avx2") {
            eprintln!("no AVX2 here: only the portable clearing ran");
            return;
        }
        for (cand, gone) in cases() {
            let (mut a, mut b) = (cand, cand);
            // SAFETY: AVX2 was detected above.
            assert_eq!(portable(&mut a, gone), unsafe { avx2(&mut b, gone) });
            assert_eq!(a, b);
        }
    }
}

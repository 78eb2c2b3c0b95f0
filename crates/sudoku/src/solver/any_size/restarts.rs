//! The restart schedule of the any-size search: Luby's sequence (1, 1, 2, 1, 1, 2, 4, 1, ...)
//! times a unit of dead ends, the schedule within a constant factor of the best for any
//! run-time distribution (Luby, Sinclair and Zuckerman, 1993), and the fixed seed of the
//! draws that make each run take its own path.

/// Dead ends per unit of Luby's sequence: 2^14, some 0.3 s of search on a 25x25 board, so
/// that most searches never restart. With the nogoods kept across runs (`nogoods.rs`) a
/// restart costs little, but every run still orders its guesses anew and loses the part of
/// the search it had not finished: with 64, as before nogoods, the slowest puzzle of
/// `no_solution_deep_25.txt` took 92,662 guesses (1.8 s) against 42,909 with this unit.
pub(super) const RESTART_UNIT: u64 = 1 << 14;

/// The seed of the draws: fixed, so the same puzzle is searched the same way every time.
pub(super) const SEED: u64 = 0x5eed_b16b_0a4d;

/// Term `i` (from 1) of Luby's sequence.
pub(super) fn luby(mut i: u64) -> u64 {
    loop {
        let mut k = 1;
        while (1u64 << k) - 1 < i {
            k += 1;
        }
        if i == (1u64 << k) - 1 {
            return 1 << (k - 1);
        }
        i -= (1u64 << (k - 1)) - 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sequence_starts_as_luby_wrote_it() {
        let terms: Vec<u64> = (1..=15).map(luby).collect();
        assert_eq!(terms, [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
    }
}

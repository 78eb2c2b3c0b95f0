//! Sets of cells as 81-bit masks: bit `i` for cell `i` in reading order.

/// A set of cells: bit `i` stands for cell `i` (0..81).
pub type Cells = u128;

/// Every cell of the grid.
pub const ALL: Cells = (1 << 81) - 1;

/// The set holding cell `i` alone.
pub const fn cell(i: usize) -> Cells {
    1 << i
}

/// The cells of a set, lowest first.
pub fn members(mut set: Cells) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let i = set.trailing_zeros() as usize;
            set &= set - 1;
            i
        })
    })
}

/// How many cells a set holds.
pub fn size(set: Cells) -> u32 {
    set.count_ones()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn members_come_lowest_first() {
        let set = cell(0) | cell(40) | cell(80);
        assert_eq!(members(set).collect::<Vec<_>>(), [0, 40, 80]);
        assert_eq!(size(set), 3);
        assert_eq!(size(ALL), 81);
        assert_eq!(members(0).count(), 0);
    }
}

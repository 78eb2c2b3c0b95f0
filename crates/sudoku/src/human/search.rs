//! A backtracking search on a candidate grid: every solution its candidates allow.

use super::candidates::Candidates;
use super::propagate::singles;
use super::units::{bits, count};
use crate::board::Grid;

/// Calls `each` with every solution of the position (as far as its candidates allow), up to
/// `limit` of them or until `each` returns false, and returns how many it found. Depth-first: singles to a standstill, then
/// each candidate of the first cell with the fewest.
pub fn for_each_solution(c: &Candidates, limit: u64, mut each: impl FnMut(&Grid) -> bool) -> u64 {
    let mut found = 0;
    if limit > 0 {
        explore(*c, limit, &mut found, &mut each);
    }
    found
}

/// How many solutions the position has, counting up to `limit`.
pub fn count_solutions(c: &Candidates, limit: u64) -> u64 {
    for_each_solution(c, limit, |_| true)
}

/// Searches below `c`; false once `limit` solutions are found.
fn explore(
    mut c: Candidates,
    limit: u64,
    found: &mut u64,
    each: &mut impl FnMut(&Grid) -> bool,
) -> bool {
    if singles(&mut c, true).is_err() {
        return true;
    }
    let Some(cell) = (0..81)
        .filter(|&i| c.cell(i) != 0)
        .min_by_key(|&i| count(c.cell(i)))
    else {
        *found += 1;
        return each(&c.to_grid()) && *found < limit;
    };
    for d in bits(c.cell(cell)) {
        let mut branch = c;
        branch.place(cell, d as u8 + 1);
        if !explore(branch, limit, found, each) {
            return false;
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::parse_line;

    #[test]
    fn counts_agree_with_the_fast_engine() {
        for line in [
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
            "534..8912672195348198342567859..1423426853791713924856961537284287419635345286179",
            "12345678.........9...............................................................",
            ".................................................................................",
        ] {
            let puzzle = parse_line(line).unwrap();
            let c = Candidates::from_grid(&puzzle);
            assert_eq!(
                count_solutions(&c, 3),
                u64::from(crate::solver::count_solutions(&puzzle, 3)),
                "{line}"
            );
        }
    }

    #[test]
    fn candidates_narrow_the_solutions() {
        // Two solutions differ in r1c4; taking 6 out of r1c4 leaves one.
        let puzzle = parse_line(
            "534..8912672195348198342567859..1423426853791713924856961537284287419635345286179",
        )
        .unwrap();
        let mut c = Candidates::from_grid(&puzzle);
        let mut seen = Vec::new();
        assert_eq!(
            for_each_solution(&c, 10, |g| {
                seen.push(g.get(3));
                true
            }),
            2
        );
        seen.sort();
        assert_eq!(seen, [6, 7]);
        c.eliminate(3, 6);
        assert_eq!(count_solutions(&c, 10), 1);
    }
}

//! A value for every cell, in every unit: the state keeps, for each unit, a matching of its
//! unplaced values to distinct unknown cells among their places. When a removed candidate
//! breaks a pair, the value looks for another cell by an augmenting path (Kuhn's method);
//! when none is left, some set of values has fewer places than values (a Hall set: seven
//! values with their places in six cells), a contradiction that singles, pairs and locked
//! candidates do not see and that a search would only find by trying every way to fill
//! those cells.

use super::state::{Dead, State};

/// No mate: the value has no cell, or the cell no value.
pub(super) const NONE: u8 = u8::MAX;

/// Finds a cell for every unplaced value of the units that lost one; `Err` on the first unit
/// where some value cannot have one.
pub(super) fn rematch(state: &mut State) -> Result<(), Dead> {
    let mut units = std::mem::take(&mut state.unmatched_units);
    while units != 0 {
        let u = units.trailing_zeros() as usize;
        units &= units - 1;
        let mut values = std::mem::take(&mut state.unmatched[u]) & !state.placed[u];
        while values != 0 {
            let v = values.trailing_zeros() as usize;
            values &= values - 1;
            if state.mate[u][v] == NONE && !augment(state, u, v, &mut 0) {
                return Err(Dead::Unit(u));
            }
        }
    }
    Ok(())
}

/// Gives value `v` of unit `u` a cell, moving the values of the cells it takes along an
/// augmenting path; `seen` holds the cells already tried on this path.
fn augment(state: &mut State, u: usize, v: usize, seen: &mut u32) -> bool {
    let mut cells = state.places[u][v];
    while cells != 0 {
        let k = cells.trailing_zeros() as usize;
        cells &= cells - 1;
        if *seen & 1 << k != 0 {
            continue;
        }
        *seen |= 1 << k;
        let holder = state.owner[u][k];
        if holder == NONE || augment(state, u, usize::from(holder), seen) {
            state.owner[u][k] = v as u8;
            state.mate[u][v] = k as u8;
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::super::state::{Queue, State};
    use crate::board::{Grid, Shape};
    use crate::formats::parse_line;

    #[test]
    fn six_values_with_five_places_in_a_box_are_a_contradiction_at_once() {
        // 25x25: values A-F fill rows 2-5 outside the first box, so in that box they have
        // only the five cells of its first row. Nothing else clashes.
        let mut rows = vec![vec![b'.'; 25]; 25];
        let mut put = |r: usize, c: usize, v: u8| rows[r][c] = b'A' + v;
        for v in 0..6 {
            put(1, 5 + usize::from(v), v);
            put(2, 11 + usize::from(v), v);
            put(3, 17 + usize::from(v), v);
        }
        for (c, v) in [(20, 0), (23, 1), (24, 2), (15, 3), (12, 4), (5, 5)] {
            put(4, c, v);
        }
        let line: String = rows.concat().into_iter().map(char::from).collect();
        let p: Grid = parse_line(&line).unwrap();
        assert!(crate::board::find_clash(&p).is_none());
        assert!(State::new(&p, Shape::of(5), &mut Queue::new()).is_none());
    }
}

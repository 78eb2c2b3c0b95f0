//! Singles to a standstill: the cheap propagation that nishio, the rating and the search use.

use super::candidates::{ALL_DIGITS, Candidates, Contradiction};
use super::units::{UNIT_CELLS, cells_of, count};

/// Every unit, as a set of units (bit `u` for unit `u`).
const ALL_UNITS: u32 = (1 << 27) - 1;
/// The boxes, as a set of units.
const BOXES: u32 = ALL_UNITS & !((1 << 18) - 1);

/// Places every hidden single (`naked` false) or every hidden and naked single (`naked` true)
/// until none is left. Returns whether anything was placed, or the contradiction met.
///
/// The singles left at a standstill do not depend on the order they are placed in (placing
/// one never takes another away, short of a contradiction), so they are placed as found.
///
/// `Ok` also says the position shows no contradiction (see [`Candidates::contradiction`]):
/// every change marks its cell and its digit's units, and the singles look at every mark.
pub(crate) fn singles(c: &mut Candidates, naked: bool) -> Result<bool, Contradiction> {
    // Only what changed since the last look can hold a new single or a contradiction: every
    // elimination marks its digit's three units and its cell.
    let mut any = false;
    loop {
        for d in 1..=9 {
            while let Some(u) = c.take_dirty_unit(d, ALL_UNITS) {
                any |= unit_single(c, d, u)?;
            }
        }
        // Without naked singles the cells are only looked at for emptiness, once the units
        // settle (a cell once empty stays so: a unit's single goes where its digit may).
        if !naked && c.any_dirty_unit(ALL_UNITS) {
            continue;
        }
        for i in cells_of(c.dirty_cells(naked)) {
            let m = c.cell(i);
            if m == 0 && c.value(i) == 0 {
                return Err(Contradiction::EmptyCell(i));
            }
            if naked && m.is_power_of_two() {
                c.place(i, m.trailing_zeros() as u8 + 1);
                any = true;
            }
        }
        if !c.any_dirty_unit(ALL_UNITS) && (!naked || c.dirty_cells(false) == 0) {
            return if c.clashes() {
                Err(Contradiction::Clash)
            } else {
                Ok(any)
            };
        }
    }
}

/// Places every full house and every hidden single of a box until none is left: the singles
/// that rate 1.2 or less. Returns whether anything was placed, or the contradiction met.
///
/// As with [`singles`], the position left does not depend on the order they are placed in.
pub(crate) fn box_singles(c: &mut Candidates) -> Result<bool, Contradiction> {
    let mut any = false;
    loop {
        for d in 1..=9 {
            while let Some(u) = c.take_dirty_unit(d, BOXES) {
                any |= unit_single(c, d, u)?;
            }
        }
        let mut full = false;
        for u in 0..27 {
            let placed = c.placed_in(u);
            if count(placed) == 8 {
                let d = (!placed & ALL_DIGITS).trailing_zeros() as u8 + 1;
                full |= unit_single(c, d, u)?;
            }
        }
        any |= full;
        if !full && !c.any_dirty_unit(BOXES) {
            return if c.clashes() {
                Err(Contradiction::Clash)
            } else {
                Ok(any)
            };
        }
    }
}

/// Places digit `d` in its one place in unit `u`, if it has one; a contradiction when it has
/// none and is not placed there. Returns whether it placed it.
fn unit_single(c: &mut Candidates, d: u8, u: usize) -> Result<bool, Contradiction> {
    let p = c.places(d, u);
    if p == 0 {
        if c.placed_in(u) >> (d - 1) & 1 == 0 {
            return Err(Contradiction::NoPlace { digit: d, unit: u });
        }
    } else if p.is_power_of_two() {
        c.place(usize::from(UNIT_CELLS[u][p.trailing_zeros() as usize]), d);
        return Ok(true);
    }
    Ok(false)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::parse_line;

    #[test]
    fn an_easy_puzzle_falls_to_singles() {
        let puzzle = parse_line(
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
        )
        .unwrap();
        let mut c = Candidates::from_grid(&puzzle);
        assert_eq!(singles(&mut c, true), Ok(true));
        assert!(c.is_solved());
        assert!(c.to_grid().solves(&puzzle));
    }

    #[test]
    fn box_singles_reach_where_full_houses_and_box_singles_taken_one_by_one_stop() {
        use crate::human::step::apply;
        use crate::human::techniques::{full_house, hidden_single};
        // Puzzles of 17 givens: some stop short of the end (a line's single is needed).
        let puzzles = [
            ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
            ".................1.....2.3......3.2...4....5...6.1.....3......6.7..8...952.7.....",
            ".................1.....2.3......425...6.......17....8.....7...64...6....9..8...1.",
            ".................1.....2.3......45....1.6.....4......7....8.4....9...2..3.61...9.",
            ".................1.....2.3......45.6..3.......17...8.....16......8....4..6.5..2..",
            ".................1.....2.3.....1...4..3.5.....26....7.14...8...5........7....6.2.",
            ".................1.....2.3.....4...5..2.1...6..3..78.....9.32...1.....4..5.......",
            ".................1.....2.3.....4...5..3.1.....26....7.15...8...4........7....6.2.",
        ];
        let mut stopped = 0;
        for line in puzzles {
            let puzzle = parse_line(line).unwrap();
            let mut batched = Candidates::from_grid(&puzzle);
            let placed = box_singles(&mut batched);
            let mut stepped = Candidates::from_grid(&puzzle);
            while let Some(step) = full_house::find(&stepped)
                .or_else(|| hidden_single::find(&stepped).filter(|s| s.tenths() == 12))
            {
                apply(&mut stepped, &step);
            }
            assert_eq!(placed, Ok(stepped.unsolved() < 64), "{line}");
            assert!(batched == stepped, "{line}");
            stopped += usize::from(stepped.unsolved() < 64 && !stepped.is_solved());
        }
        assert!(stopped > 0);
    }

    #[test]
    fn singles_that_meet_no_contradiction_leave_a_position_that_shows_none() {
        use crate::random::Draw;
        // Candidates taken out at random, singles after each: the position left after
        // singles that found no contradiction shows none, and one they report shows one.
        let mut draw = Draw::new(21);
        let (mut clean, mut broken) = (0, 0);
        for round in 0..300 {
            let mut c = Candidates::from_grid(
                &parse_line(
                    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
                )
                .unwrap(),
            );
            let naked = round % 2 == 0;
            loop {
                let i = draw.below(81) as usize;
                let d = draw.below(9) as u8 + 1;
                if !c.eliminate(i, d) {
                    continue;
                }
                match singles(&mut c, naked) {
                    Ok(_) if c.is_solved() => break,
                    Ok(_) => {
                        assert_eq!(c.contradiction(), None);
                        clean += 1;
                    }
                    Err(_) => {
                        assert!(c.contradiction().is_some());
                        broken += 1;
                        break;
                    }
                }
            }
        }
        assert!(clean > 1000 && broken > 100, "{clean} {broken}");
    }

    #[test]
    fn a_contradiction_is_reported() {
        let mut c = Candidates::new();
        for (i, d) in (0..8).zip(1..) {
            c.place(i, d);
        }
        c.eliminate(8, 9);
        // Rows come first: 9 has no place left in row 1 (before r1c9 is seen to be empty).
        let no_place = Contradiction::NoPlace { digit: 9, unit: 0 };
        assert_eq!(singles(&mut c, true), Err(no_place));
    }
}

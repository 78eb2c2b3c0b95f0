//! Nishio: assume a candidate and propagate; if that leads to a contradiction, the candidate
//! is false and goes.
//!
//! Two rounds, cheapest first. First every candidate is assumed and followed by singles
//! alone; if none of them breaks, every candidate is assumed again and followed by all the
//! pattern techniques (singles, then the patterns the registry marks for nishio, in its order, to a standstill).
//! Cells are taken by their number of candidates, fewest first (a cell with two candidates
//! is one where an assumption has the most to tell), then in reading order, digits from 1
//! up. A candidate that an earlier assumption of the same round placed without meeting a
//! contradiction is not assumed again: with singles, everything it leads to, the earlier
//! assumption led to as well; with the patterns it is a shortcut, which at worst passes over
//! a candidate (never a wrong elimination).

use super::easiest;
use crate::human::candidates::{Candidates, Contradiction};
use crate::human::propagate::singles;
use crate::human::registry::Kind;
use crate::human::scope::Scope;
use crate::human::step::{Detail, Step, apply};
use crate::human::technique::Technique;
use crate::human::units::{bits, count};

/// The first candidate whose assumption leads to a contradiction, as a step, if any.
///
/// Nishio comes after every pattern has failed on `c`, so following an assumption only
/// looks for patterns where the position changed since `c` (see [`Scope`]).
pub(crate) fn find(c: &Candidates) -> Option<Step> {
    refute(c, |t| singles(t, true).err()).or_else(|| refute(c, |t| follow(c, t)))
}

/// The first candidate that `propagate` (which returns the contradiction it met, if any)
/// refutes once it is placed.
fn refute(
    c: &Candidates,
    propagate: impl Fn(&mut Candidates) -> Option<Contradiction>,
) -> Option<Step> {
    let mut consistent = [0u16; 81];
    let order = (2..=9).flat_map(|k| (0..81).filter(move |&i| count(c.cell(i)) == k));
    for i in order {
        for d in bits(c.cell(i) & !consistent[i]) {
            let d = d as u8 + 1;
            let mut t = *c;
            t.place(i, d);
            match propagate(&mut t) {
                Some(contradiction) => return Some(step(i, d, contradiction)),
                None => {
                    for (j, known) in consistent.iter_mut().enumerate() {
                        if c.value(j) == 0 && t.value(j) != 0 {
                            *known |= 1 << (t.value(j) - 1);
                        }
                    }
                }
            }
        }
    }
    None
}

/// Follows an assumption made on `base` with every pattern technique until a contradiction,
/// a solution or a standstill; returns the contradiction met, if any.
/// The techniques that rest on the puzzle having one solution are followed only when it has
/// (`unique`).
fn follow(base: &Candidates, t: &mut Candidates) -> Option<Contradiction> {
    loop {
        if let Err(contradiction) = singles(t, true) {
            return Some(contradiction);
        }
        if t.is_solved() {
            return None;
        }
        let step = easiest(t, &Scope::since(base, t), |d| {
            d.kind == Kind::Pattern && d.in_nishio
        })?;
        apply(t, &step);
    }
}

/// The step: assuming `d` in cell `i` led to `contradiction`, so `d` leaves `i`.
fn step(i: usize, d: u8, contradiction: Contradiction) -> Step {
    let mut step = Step::new(Technique::Nishio, 1 << (d - 1));
    step.detail = Detail::Contradiction(contradiction);
    step.cell(i);
    match contradiction {
        Contradiction::EmptyCell(j) => step.cell(j),
        Contradiction::NoPlace { unit, .. } => step.unit(unit),
        Contradiction::Clash => {}
    }
    step.eliminate(i, d);
    step
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::human::techniques::tests::{eliminated, marked};

    #[test]
    fn an_assumption_that_empties_a_cell_is_refuted() {
        // r1c1 and r1c2 hold only 1 and 2. Assuming 1 or 2 in either of them leaves the other
        // the other digit: no contradiction. Assuming 1 in r1c3 leaves both with 2 alone;
        // placing it in r1c1 empties r1c2. So the first refuted candidate is r1c3's 1.
        let c = marked(&[(0, "12"), (1, "12")]);
        let step = find(&c).unwrap();
        assert_eq!(eliminated(&step), "r1c3<>1");
        assert_eq!(step.cells().collect::<Vec<_>>(), [2, 1]);
        assert_eq!(
            step.detail,
            Detail::Contradiction(Contradiction::EmptyCell(1))
        );
    }

    #[test]
    fn an_open_grid_refutes_nothing() {
        // On an empty grid one digit placed leaves every other cell at least eight
        // candidates and every digit at least eight places in every unit: nothing to follow.
        assert_eq!(find(&Candidates::new()), None);
    }
}

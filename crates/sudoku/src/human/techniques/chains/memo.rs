//! The nested searches remembered: what a nested rule takes out depends only on the position
//! an assumption reached and the position before it, and the searches meet the same pair
//! again and again (an assumption on and the other digit of its two-candidate cell off reach
//! the same position; the nested multiple chains run the nested forcing chains again on every
//! position the level below already searched). Each thread keeps the latest results.

use std::cell::RefCell;
use std::collections::HashMap;

use super::marks::Marks;
use super::nested::Nested;

/// How many results a thread keeps before it forgets them all.
const MOST: usize = 2048;

/// A search: the position before the assumption, the position it reached, and the rule.
#[derive(PartialEq, Eq, Hash)]
struct Key {
    source: Marks,
    grid: Marks,
    rule: u8,
}

thread_local! {
    static MEMO: RefCell<HashMap<Key, Nested>> = RefCell::new(HashMap::new());
}

/// Puts in `found` what `search` finds by rule `rule` on `grid` (reached from `source`):
/// remembered when this thread searched the same lately.
pub(crate) fn remembered(
    grid: &Marks,
    source: &Marks,
    rule: u8,
    found: &mut Nested,
    search: impl FnOnce(&mut Nested),
) {
    let key = Key {
        source: *source,
        grid: *grid,
        rule,
    };
    let hit = MEMO.with(|memo| match memo.borrow().get(&key) {
        Some(known) => {
            found.clone_from(known);
            true
        }
        None => false,
    });
    if hit {
        return;
    }
    // The search may nest searches of its own: the memo is not held meanwhile.
    search(found);
    MEMO.with(|memo| {
        let mut memo = memo.borrow_mut();
        if memo.len() >= MOST {
            memo.clear();
        }
        memo.insert(key, found.clone());
    });
}

/// Forgets every result this thread kept (for comparing with fresh searches).
#[cfg(test)]
pub(crate) fn forget() {
    MEMO.with(|memo| memo.borrow_mut().clear());
}

#[cfg(test)]
mod tests {
    use super::super::nested::rules;
    use super::*;
    use crate::human::candidates::Candidates;

    #[test]
    fn a_remembered_search_is_the_search_on_the_same_two_positions() {
        let rows = super::super::AFTER_THE_FIRST_PLUS_STEP;
        let first = Marks::of(&Candidates::from_marks(
            &crate::formats::parse_marks(&rows.concat()).unwrap(),
        ));
        // Positions reached from two sources, and the same positions as their own sources
        // (where every chain rests on nothing gone): one position, different results.
        let mut pairs = Vec::new();
        for source in [first, first.thinned(11)] {
            for step in [3, 4, 5, 7, 9] {
                let grid = source.thinned(step);
                pairs.push((grid, source));
                pairs.push((grid, grid));
            }
        }
        let fresh: Vec<Nested> = pairs
            .iter()
            .flat_map(|(grid, source)| {
                [2, 3].map(|level| {
                    forget();
                    let mut found = Nested::default();
                    rules(grid, source, level, &mut found);
                    found
                })
            })
            .collect();
        assert!(fresh.iter().filter(|f| !f.gone.is_empty()).count() >= 4);
        assert!(fresh.iter().any(|f| f.gone.is_empty()));
        // Twice over, the second time all remembered.
        forget();
        for _ in 0..2 {
            let again = pairs.iter().flat_map(|(grid, source)| {
                [2, 3].map(|level| {
                    let mut found = Nested::default();
                    rules(grid, source, level, &mut found);
                    found
                })
            });
            for (k, found) in again.enumerate() {
                assert!(found == fresh[k], "pair {}, level {}", k / 2, 2 + k % 2);
            }
        }
    }
}

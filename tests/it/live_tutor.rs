//! The tutorial on the live screen, driven in a pseudo-terminal: `dosdoku tutor PUZZLE` steps
//! forward and back one key at a time, says each step in words, picks out the step's cells
//! and unit, colours values by how they were found and strikes eliminated candidates; Esc
//! leaves for the editor, T comes back.

#![cfg(unix)]

use crate::pty_term::{Term, keys};
use dosdoku_sudoku::formats::parse_line;
use dosdoku_sudoku::human::{Candidates, Step, apply, solve};
use vt100::Color;

/// The first puzzle of top1465: hidden singles first, then pointing, subsets, chains.
const HARD: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

/// The terminal colours the screen's CGA colours come out as (the ANSI palette).
const DARK_BLUE: Color = Color::Idx(4);
const DARK_GREEN: Color = Color::Idx(2);
const DARK_CYAN: Color = Color::Idx(6);
const BROWN: Color = Color::Idx(3);
const MAGENTA: Color = Color::Idx(5);
const BLACK: Color = Color::Idx(0);
const WHITE: Color = Color::Idx(15);

/// Where digit `d`'s slot of cell `i` shows on the candidate view (0-based row and column):
/// two lines of five slots per cell, a line between bands of boxes.
fn slot(i: usize, d: u8) -> (u16, u16) {
    let (r, c) = (i / 9, i % 9);
    let k = usize::from(d - 1);
    (
        (2 + 2 * r + r / 3 + k / 5) as u16,
        (1 + 6 * c + k % 5) as u16,
    )
}

/// The character and the colours (foreground, background) at a screen position.
fn at(term: &Term, (row, col): (u16, u16)) -> (String, Color, Color) {
    term.with_screen(|s| {
        let cell = s.cell(row, col).unwrap();
        (cell.contents().to_string(), cell.fgcolor(), cell.bgcolor())
    })
}

/// The start of a step's words, short enough to stay on the status line.
fn said(step: &Step) -> String {
    step.words().chars().take(50).collect()
}

#[test]
fn the_tutorial_steps_forward_and_back_with_highlights_and_colours() {
    let steps = solve(&parse_line(HARD).unwrap()).steps;
    let mut term = Term::spawn(&["tutor", HARD], 80, 25, &[]);
    term.wait_text(&format!("Tutorial: {} steps to the end", steps.len()), 10);
    assert!(term.text().contains("TUTORIAL"));
    // Step 1, a hidden single: its words on the status line, its value in dark blue (found by
    // a single) on the cyan of the step's cells, the rest of its unit on brown.
    term.send(keys::RIGHT);
    term.wait_text(&said(&steps[0]), 5);
    // A value shows in the middle of its block's top row (where slot 3 is).
    let (i, d) = steps[0].placed().unwrap();
    assert_eq!(at(&term, slot(i, 3)), (d.to_string(), DARK_BLUE, DARK_CYAN));
    let unit = steps[0].units().next().unwrap();
    let other = dosdoku_sudoku::board::unit_cells(unit)
        .into_iter()
        .find(|&j| j != i && HARD.as_bytes()[j] == b'.')
        .unwrap();
    assert_eq!(at(&term, slot(other, 1)).2, BROWN);
    // The panel: the technique counts in the top box, the rating in its own box, the step
    // under the pace; the key line whole.
    let n = steps.len();
    let t = steps[0].tenths();
    let rated = format!("│ {}.{} easy ", t / 10, t % 10);
    assert!(term.text().contains(&rated), "{}", term.text());
    let counted = format!(
        "│ {:<19}1 │",
        dosdoku_sudoku::text::capitalized(steps[0].technique.name())
    );
    assert!(term.text().contains(&counted), "{}", term.text());
    assert!(
        term.text().contains(&format!(" 1 of {n} │")),
        "{}",
        term.text()
    );
    assert!(
        term.row(24).trim_end().ends_with("Q Quit"),
        "{}",
        term.row(24)
    );
    // On to the first step that eliminates: its candidates are struck in green (an advanced
    // reduction), still shown in their slots.
    let k = steps.iter().position(|s| s.eliminated().len() > 0).unwrap();
    for _ in 0..k {
        term.send(keys::RIGHT);
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    term.wait_text(&format!(" {} of {n} │", k + 1), 5);
    term.wait_text(&said(&steps[k]), 5);
    let (j, e) = steps[k].eliminated().next().unwrap();
    let (text, _, bg) = at(&term, slot(j, e));
    assert_eq!((text, bg), (e.to_string(), DARK_GREEN));
    // Back one step: the previous step's words, the candidate no longer struck.
    term.send("\x1b[D");
    term.wait_text(&format!(" {k} of {n} │"), 5);
    term.wait_text(&said(&steps[k - 1]), 5);
    assert_ne!(at(&term, slot(j, e)).2, DARK_GREEN);
    // Esc leaves for the editor with the puzzle; T opens the tutorial again, at its start.
    term.send(keys::ESC);
    term.wait_text("F2 Settings", 5);
    term.send("t");
    term.wait_text("Tutorial: ", 5);
    term.quit();
}

#[test]
fn a_puzzle_without_solution_gets_no_tutorial() {
    // Row 1 holds 1..8 and r9c9 a 9: the editor opens with a notice instead.
    let mut puzzle = format!("12345678.{}", ".".repeat(72));
    puzzle.replace_range(80..81, "9");
    let mut term = Term::spawn(&["tutor", &puzzle], 80, 25, &[]);
    term.wait_text("No tutorial: this puzzle has no solution", 10);
    term.quit();
}

#[test]
fn a_puzzle_with_several_solutions_says_so_as_the_tutorial_starts() {
    // The hard puzzle without its first given has more than one solution.
    let several = format!(".{}", &HARD[1..]);
    let mut term = Term::spawn(&["tutor", &several], 80, 25, &[]);
    term.wait_text("This puzzle has more than one solution", 10);
    assert!(
        term.text().contains("Several solutions!"),
        "{}",
        term.text()
    );
    term.quit();
}

#[test]
fn a_chain_step_marks_its_candidates_on_and_off_and_pages_its_notation_then_its_words() {
    // Sukaku Explainer's first chain in this puzzle is a Y-cycle through r3c2, r9c2, r9c9 and
    // r3c9 (6.6): the tutorial marks the four cells, each candidate of the cycle on (magenta)
    // or off (brown), strikes what the cycle takes out, shows the cycle in Eureka notation a
    // page of whole links at a time (C turns the pages), then says it digit by digit.
    let line = ".9....2.77...19.....64..39.31.......6..825..4.......76.87..65.....57...94.5....6.";
    let steps = solve(&parse_line(line).unwrap()).steps;
    let n = steps.len();
    let k = steps
        .iter()
        .position(|s| s.technique == dosdoku_sudoku::human::Technique::ForcingChain)
        .unwrap();
    let mut term = Term::spawn(&["tutor", line], 80, 25, &[]);
    term.wait_text(&format!("Tutorial: {n} steps to the end"), 10);
    for _ in 0..=k {
        term.send(keys::RIGHT);
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    term.wait_text(&format!(" {} of {n} │", k + 1), 5);
    // The notation's first page: whole links on two lines, the caption naming the key.
    term.wait_text(
        "Chain 1/2, C more: (2)r3c2-(2)r9c2=(3)r9c2-(3)r9c9=(1)r9c9-(1)r3c9=(5)r3c9",
        5,
    );
    term.wait_text(
        "-(5)r3c2=(2)r3c2 => r3c1<>5, r3c5<>5, r6c2<>2, r7c9<>1, r9c4<>3, r9c5<>3",
        5,
    );
    assert!(term.text().contains("Chain:  on  off"), "{}", term.text());
    let cells: Vec<usize> = steps[k].cells().collect();
    assert_eq!(cells, [19, 26, 73, 80]);
    let links: Vec<(usize, u8, bool)> = steps[k].links().collect();
    for &i in &cells {
        for d in 1..=9 {
            let (text, fg, bg) = at(&term, slot(i, d));
            let name = format!("r{}c{} {d}", i / 9 + 1, i % 9 + 1);
            // The cycle's candidates marked as its last link through them has them.
            match links.iter().rev().find(|&&(j, e, _)| (j, e) == (i, d)) {
                Some(&(_, _, true)) => {
                    assert_eq!((text, fg, bg), (d.to_string(), WHITE, MAGENTA), "{name}")
                }
                Some(&(_, _, false)) => {
                    assert_eq!((text, fg, bg), (d.to_string(), BLACK, BROWN), "{name}")
                }
                None => assert_eq!(bg, DARK_CYAN, "{name}"),
            }
        }
    }
    for (j, e) in steps[k].eliminated() {
        let (text, _, bg) = at(&term, slot(j, e));
        assert_eq!((text, bg), (e.to_string(), DARK_GREEN));
    }
    assert!(term.text().contains("6.6 fiendish"), "{}", term.text());
    // C: the rest of the notation, and the key help back on its line.
    term.send("c");
    term.wait_text("Chain 2/2, C words: r9c6<>3", 5);
    term.wait_text("Space/Right Next", 5);
    // C again: the words.
    term.send("c");
    term.wait_text(
        "(C: chain) Forcing chain: a Y-cycle, two-digit cells alternating on and off;",
        5,
    );
    term.wait_text("3 leaves r9c4, r9c5, r9c6", 5);
    // And back to the notation's first page; a step on starts there too.
    term.send("c");
    term.wait_text("Chain 1/2, C more:", 5);
    term.send("c");
    term.wait_text("Chain 2/2, C words:", 5);
    term.send(keys::LEFT);
    term.wait_text(&format!(" {k} of {n} │"), 5);
    term.send(keys::RIGHT);
    term.wait_text("Chain 1/2, C more:", 5);
    term.quit();
}

#[test]
fn a_nested_step_pages_to_each_nested_chain_and_marks_its_candidates() {
    // Arto Inkala's 2010 puzzle: its first nested XY chain step turns candidates off by chains
    // nested in its links. Its outer chain names them (`-[1](`); C pages on to each nested
    // chain, a page of its own (`[1] r...<>...: ... => ...`), and while it shows, the board
    // marks that chain's candidates on or off and the candidates gone it rests on as off; an
    // outer candidate outside it is not marked. Then the words, and round again.
    let line = "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..";
    let puzzle = parse_line(line).unwrap();
    let steps = solve(&puzzle).steps;
    let n = steps.len();
    let k = steps.iter().position(|s| s.nested_count() > 0).unwrap();
    let step = steps[k];
    let mut c = Candidates::from_grid(&puzzle);
    for s in &steps[..=k] {
        apply(&mut c, s);
    }
    let live = |&(i, d): &(usize, u8)| c.value(i) == 0 && c.has(i, d);
    let mut term = Term::spawn(&["tutor", line], 80, 25, &[]);
    term.wait_text(&format!("Tutorial: {n} steps to the end"), 30);
    for _ in 0..=k {
        term.send(keys::RIGHT);
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    term.wait_text(&format!(" {} of {n} │", k + 1), 10);
    term.wait_text("Chain 1/", 5);
    let mut pages = 0;
    while !term.text().contains(": [1] r") {
        assert!(
            term.text().contains("Chain ") && pages < 10,
            "{}",
            term.text()
        );
        term.send("c");
        pages += 1;
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    let mine: Vec<(usize, u8)> = step
        .nested_causes(1)
        .chain(
            step.nested_branches(1)
                .flat_map(|b| step.branch_links(b).map(|(i, d, _)| (i, d))),
        )
        .collect();
    assert!(mine.iter().any(live));
    let marked = |(_, fg, bg): &(String, Color, Color)| {
        (*fg, *bg) == (WHITE, MAGENTA) || (*fg, *bg) == (BLACK, BROWN)
    };
    for &(i, d) in mine.iter().filter(|c| live(c)) {
        let cell = at(&term, slot(i, d));
        assert!(marked(&cell), "r{}c{} {d}: {cell:?}", i / 9 + 1, i % 9 + 1);
        assert_eq!(cell.0, d.to_string());
    }
    let outer = (0..step.branch_count()).flat_map(|b| step.branch_links(b).map(|(i, d, _)| (i, d)));
    let others: Vec<(usize, u8)> = outer.filter(|c| live(c) && !mine.contains(c)).collect();
    assert!(!others.is_empty());
    for (i, d) in others {
        let cell = at(&term, slot(i, d));
        assert!(!marked(&cell), "r{}c{} {d}: {cell:?}", i / 9 + 1, i % 9 + 1);
    }
    // On past the nested chains: the words, a page at a time, then the first page again.
    for _ in 0..20 {
        if term.text().contains("Words ") {
            break;
        }
        term.send("c");
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    term.wait_text("Words 1/", 5);
    term.wait_text(
        "C more: Nested XY chain: with X-, Y- and XY-chains nested",
        5,
    );
    for _ in 0..20 {
        if term.text().contains("Chain 1/") {
            break;
        }
        term.send("c");
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    term.wait_text("Chain 1/", 5);
    term.quit();
}

//! A puzzle with a clash that was typed can be saved and opened again: `dosdoku PUZZLE`,
//! `dosdoku FILE` and O put it on the board with the clash in red and named on the status line,
//! as when it was typed; `check` and `solve` still answer `invalid` for it. Driven in a
//! pseudo-terminal.

#![cfg(unix)]

use crate::common::TempDir;
use crate::pty_term::{Term, keys};

/// The default puzzle with a 7 typed in r1c1: two 7s in row 1.
const CLASH: &str =
    "7.......7..8..7.59.9....36...7.....5.8...6....3..9..1.......193....7...61.58..2..";

/// The message the status line and the headless commands give for CLASH.
const NAMED: &str = "two 7s in row 1: r1c1 and r1c9";

/// Waits for the editor to show CLASH with its clash named and both 7s in red.
fn shows_the_clash(term: &Term) {
    // The status line may wrap onto the key line below it.
    term.wait_for(NAMED, 10, |text| {
        let lines: Vec<&str> = text.lines().map(str::trim).collect();
        lines.join(" ").contains(NAMED)
    });
    term.wait_for("the clashing puzzle", 5, |_| term.board() == CLASH);
    for col in [4u16, 36] {
        let red = term.with_screen(|s| s.cell(3, col).map(|c| c.fgcolor()));
        assert!(
            matches!(
                red,
                Some(vt100::Color::Idx(1 | 9)) | Some(vt100::Color::Rgb(_, _, _))
            ),
            "r1c{} is not red: {red:?}",
            (col - 4) / 4 + 1
        );
    }
}

#[test]
fn a_clashing_puzzle_given_on_the_command_line_opens_in_the_editor() {
    let mut term = Term::spawn(&[CLASH], 80, 25, &[]);
    shows_the_clash(&term);
    term.quit();
}

#[test]
fn a_clashing_puzzle_saved_from_the_editor_opens_again_from_its_file_and_with_o() {
    let dir = TempDir::new("live-clash");
    let file = dir.0.join("clash.txt");
    let path = file.to_str().unwrap();
    let mut term = Term::spawn(&[], 80, 25, &[]);
    term.wait_text("Type a puzzle", 10);
    term.send("7");
    shows_the_clash(&term);
    term.send("s");
    term.type_keys(path);
    term.send(keys::ENTER);
    term.wait_text("Saved the board", 5);
    assert_eq!(std::fs::read_to_string(&file).unwrap().trim(), CLASH);
    term.send("c");
    term.wait_text("Board cleared", 5);
    term.send("o");
    term.type_keys(path);
    term.send(keys::ENTER);
    term.wait_text("Loaded", 5);
    shows_the_clash(&term);
    term.quit();
    let mut term = Term::spawn(&[path], 80, 25, &[]);
    shows_the_clash(&term);
    term.quit();
}

#[test]
fn check_and_solve_still_call_a_clashing_puzzle_invalid() {
    for args in [&["check", CLASH][..], &["solve", "--monitor", "off", CLASH]] {
        let out = crate::common::dosdoku(args, "");
        let said = crate::common::stdout(&out) + &crate::common::stderr(&out);
        assert!(
            said.contains("invalid") && said.contains(NAMED),
            "{args:?}: {said}"
        );
        assert_ne!(crate::common::code(&out), 0, "{args:?}");
    }
}

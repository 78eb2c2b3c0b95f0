//! The live screen driven in a pseudo-terminal: what a person sees and can do.

#![cfg(unix)]

use crate::common::DEFAULT_PUZZLE;
use crate::pty_term::{Term, keys};

/// The default puzzle's solution (unique).
const DEFAULT_SOLUTION: &str =
    "653914827218367459794528361927183645481756932536492718872645193349271586165839274";

/// `solve --monitor on --seed 1 --pace unthrottled PUZZLE` in an 80x25 terminal.
fn solving_seed1(puzzle: &str, env: &[(&str, &str)]) -> Term {
    let args = [
        "solve",
        "--monitor",
        "on",
        "--seed",
        "1",
        "--pace",
        "unthrottled",
        puzzle,
    ];
    Term::spawn(&args, 80, 25, env)
}

/// The default puzzle solved with seed 1, unthrottled, waited for until solved.
fn solved_seed1(env: &[(&str, &str)]) -> Term {
    let term = solving_seed1(DEFAULT_PUZZLE, env);
    term.wait_text("Solved by Board1: 49,438", 30);
    term
}

/// The editor opened with no arguments, its board cleared with C.
fn cleared_editor() -> Term {
    let mut term = Term::spawn(&[], 80, 25, &[]);
    term.wait_text("Type a puzzle", 10);
    term.send("c");
    term.wait_text("Board cleared", 5);
    term
}

#[test]
fn the_editor_opens_with_the_default_puzzle_matching_the_golden_screen() {
    let mut term = Term::spawn(&[], 80, 25, &[]);
    term.wait_text("Type a puzzle", 10);
    assert_eq!(term.board(), DEFAULT_PUZZLE);
    term.wait_golden("editor.txt", 5);
    term.with_screen(|s| {
        assert!(!s.hide_cursor(), "the editor shows its cursor");
        assert_eq!(s.cursor_position(), (3, 4), "the cursor starts on r1c1");
    });
    term.quit();
}

#[test]
fn type_a_puzzle_press_enter_and_watch_it_solved() {
    let mut term = Term::spawn(&["--seed", "1", "--pace", "unthrottled"], 80, 25, &[]);
    term.wait_text("Type a puzzle", 10);
    term.send("c");
    term.wait_text("Board cleared", 5);
    term.type_keys(DEFAULT_PUZZLE);
    term.wait_for("the typed puzzle", 5, |_| term.board() == DEFAULT_PUZZLE);
    term.send(keys::ENTER);
    term.wait_text("Solved by Board1: 49,438 attempts (seed 1)", 30);
    assert_eq!(term.board(), DEFAULT_SOLUTION);
    assert!(
        term.text().contains("49,438"),
        "the attempts counter shows the count"
    );
    term.send(keys::ESC);
    term.wait_text("Type a puzzle", 5);
    assert_eq!(
        term.board(),
        DEFAULT_PUZZLE,
        "Esc goes back to the puzzle as typed"
    );
    term.quit();
}

#[test]
fn counters_climb_while_board1_grinds_and_esc_stops_it() {
    let mut term = Term::spawn(&["--pace", "3000"], 80, 25, &[]);
    term.wait_text("Type a puzzle", 10);
    term.send(keys::ENTER);
    term.wait_text("Board1 is solving", 10);
    let attempts = |t: &Term| -> u64 {
        let line = t
            .text()
            .lines()
            .find(|l| l.contains("Attempts"))
            .unwrap_or("")
            .to_string();
        let digits: String = line
            .split("Attempts")
            .nth(1)
            .unwrap_or("")
            .chars()
            .filter(char::is_ascii_digit)
            .collect();
        digits.parse().unwrap_or(0)
    };
    term.wait_for("attempts to start", 10, |_| attempts(&term) > 0);
    let first = attempts(&term);
    term.wait_for("attempts to climb", 10, |_| attempts(&term) > first + 500);
    assert!(term.text().contains("RUNNING"));
    term.send(keys::ESC);
    term.wait_text("Stopped. Back to the puzzle as typed", 5);
    assert_eq!(term.board(), DEFAULT_PUZZLE);
    term.quit();
}

#[test]
fn the_same_seed_gives_the_same_count_paused_stepped_and_at_any_pace() {
    let mut term = Term::spawn(
        &[
            "solve",
            "--monitor",
            "on",
            "--seed",
            "1",
            "--pace",
            "1000",
            DEFAULT_PUZZLE,
        ],
        80,
        25,
        &[],
    );
    term.wait_text("RUNNING", 10);
    term.send(" ");
    term.wait_text("PAUSED", 5);
    for _ in 0..3 {
        term.send("n");
    }
    term.send("+");
    term.send(" ");
    term.send("++++++++");
    term.wait_text("Solved by Board1: 49,438 attempts (seed 1)", 60);
    term.quit();
    let text = term.text();
    // The 81-character line wraps at column 80 of the terminal.
    let unwrapped: String = text.lines().map(str::trim_end).collect();
    assert!(
        unwrapped.contains(DEFAULT_SOLUTION),
        "no solution line after the screen:\n{text}"
    );
}

#[test]
fn a_solved_seeded_run_matches_the_golden_screen() {
    let mut term = solved_seed1(&[]);
    term.wait_golden("solved_seed1.txt", 5);
    term.quit();
}

#[test]
fn a_small_terminal_is_told_the_size_needed_and_the_screen_comes_back() {
    let mut term = Term::spawn(&[], 60, 20, &[]);
    term.wait_text("80x25", 10);
    assert!(term.text().contains("60x20"), "{}", term.text());
    term.resize(80, 25);
    term.wait_text("Type a puzzle", 10);
    assert_eq!(term.board(), DEFAULT_PUZZLE);
    term.quit();
}

#[test]
fn help_lists_the_keys_and_any_key_goes_back() {
    let mut term = Term::spawn(&[], 80, 25, &[]);
    term.wait_text("Type a puzzle", 10);
    term.send(keys::F1);
    term.wait_text("EDITING THE PUZZLE", 5);
    let keys = ["Arrows", "Enter", "Space", "Esc", "pace", "save", "quit"];
    // The whole help page, not a frame still arriving.
    term.wait_for("the whole help page", 5, |text| {
        keys.iter().all(|key| text.contains(key))
    });
    term.send("x");
    term.wait_text("Type a puzzle", 5);
    term.quit();
}

#[test]
fn a_clash_is_named_and_enter_is_refused() {
    let mut term = cleared_editor();
    term.type_keys("55");
    term.wait_text("Clash: two 5s in row 1: r1c1 and r1c2", 5);
    term.with_screen(|s| {
        let cell = s.cell(3, 4).unwrap();
        assert_eq!(cell.contents(), "5");
        assert_ne!(
            cell.fgcolor(),
            s.cell(3, 4 + 8).map(|c| c.fgcolor()).unwrap(),
            "red differs"
        );
    });
    term.send(keys::ENTER);
    term.wait_text("Cannot solve", 5);
    term.quit_anyway();
}

#[test]
fn a_puzzle_with_no_solution_is_refused_before_board1_starts() {
    let mut term = cleared_editor();
    // Row 1 holds 1..8 and r9c9 a 9: r1c9 has nothing left, though no digit repeats.
    term.type_keys("12345678");
    term.type_keys(&".".repeat(72));
    term.type_keys("9");
    term.send(keys::ENTER);
    term.wait_text("No solution", 5);
    assert!(term.text().contains("EDIT"));
    term.quit_anyway();
}

#[test]
fn save_and_load_through_the_status_line_prompt() {
    let dir = std::env::temp_dir().join(format!("dosdoku-live-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("saved.txt");
    let mut term = Term::spawn(&[], 80, 25, &[]);
    term.wait_text("Type a puzzle", 10);
    term.send("s");
    term.wait_text("Save to file:", 5);
    term.type_keys(file.to_str().unwrap());
    term.send(keys::ENTER);
    term.wait_text("Saved the board", 5);
    assert_eq!(
        std::fs::read_to_string(&file).unwrap().trim(),
        DEFAULT_PUZZLE
    );
    term.send("c");
    term.wait_for("an empty board", 5, |_| term.board() == ".".repeat(81));
    term.send("o");
    term.type_keys(file.to_str().unwrap());
    term.send(keys::ENTER);
    term.wait_text("Loaded", 5);
    assert_eq!(term.board(), DEFAULT_PUZZLE);
    term.send("o");
    term.type_keys("/no/such/file.txt");
    term.send(keys::ENTER);
    term.wait_text("Could not load", 5);
    assert_eq!(
        term.board(),
        DEFAULT_PUZZLE,
        "a failed load keeps the board"
    );
    term.quit();
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn no_color_still_tells_givens_finds_and_placements_apart() {
    let mut term = solved_seed1(&[("NO_COLOR", "1")]);
    let styles: Vec<(bool, bool, bool, bool)> = term.with_screen(|s| {
        (0..81)
            .map(|i| {
                let c = s
                    .cell((3 + 2 * (i / 9)) as u16, (4 + 4 * (i % 9)) as u16)
                    .unwrap();
                (c.bold(), c.italic(), c.underline(), c.inverse())
            })
            .collect()
    });
    let given = styles[8]; // r1c9 holds a given 7
    assert!(given.0, "givens are bold");
    let distinct: std::collections::HashSet<_> = styles.iter().collect();
    assert!(
        distinct.len() >= 3,
        "givens, Board0 finds and Board1 placements differ: {distinct:?}"
    );
    term.send("q");
    assert_eq!(term.wait_exit(10), 0);
}

#[test]
fn the_terminal_is_restored_after_a_panic() {
    let mut term = Term::spawn(&[], 80, 25, &[("DOSDOKU_TEST_PANIC", "1")]);
    term.wait_text("Type a puzzle", 10);
    term.send(keys::F12);
    assert_eq!(term.wait_exit(10), 101);
    term.assert_restored();
}

#[test]
fn the_terminal_is_restored_after_sigterm() {
    let mut term = Term::spawn(&["--pace", "100"], 80, 25, &[]);
    term.wait_text("Type a puzzle", 10);
    term.send(keys::ENTER);
    term.wait_text("RUNNING", 10);
    let pid = nix::unistd::Pid::from_raw(term.pid() as i32);
    nix::sys::signal::kill(pid, nix::sys::signal::Signal::SIGTERM).unwrap();
    assert_eq!(term.wait_exit(10), 143);
    term.assert_restored();
}

#[test]
fn ctrl_c_quits_and_restores() {
    let mut term = Term::spawn(&[], 80, 25, &[]);
    term.wait_text("Type a puzzle", 10);
    term.send(keys::CTRL_C);
    assert_eq!(term.wait_exit(10), 0);
    term.assert_restored();
}

#[test]
fn without_a_terminal_the_screen_refuses_and_points_at_solve() {
    let out = crate::common::dosdoku(&[], "");
    assert_eq!(out.status.code(), Some(2));
    let err = crate::common::stderr(&out);
    assert!(
        err.contains("needs a terminal") && err.contains("dosdoku solve"),
        "{err}"
    );
}

#[test]
fn a_file_of_puzzles_is_solved_one_after_another_with_aligned_output() {
    let dir = std::env::temp_dir().join(format!("dosdoku-batch-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("batch.txt");
    std::fs::write(
        &file,
        format!(
            "{DEFAULT_PUZZLE}\n{}\n{DEFAULT_PUZZLE}\n",
            &DEFAULT_PUZZLE[..50]
        ),
    )
    .unwrap();
    let mut term = solving_seed1(file.to_str().unwrap(), &[]);
    term.wait_text(
        "Solved by Board1: 49,438 attempts (seed 1). Puzzle 1 of 3.",
        30,
    );
    term.wait_text("Enter Next puzzle", 5);
    term.send(keys::ENTER);
    // The third line of the file runs with seed 1 + 2.
    term.wait_text("(seed 3)", 30);
    term.send("q");
    assert_eq!(
        term.wait_exit(10),
        2,
        "an unreadable puzzle makes the exit status 2"
    );
    term.assert_restored();
    let text = term.text();
    let unwrapped: String = text.lines().map(str::trim_end).collect();
    let first = unwrapped
        .find(DEFAULT_SOLUTION)
        .expect("the first solution is printed");
    let invalid = unwrapped[first..]
        .find("invalid")
        .expect("the bad line says invalid");
    assert!(
        unwrapped[first + invalid..].contains(DEFAULT_SOLUTION),
        "{text}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_finished_run_is_ranked_among_recorded_runs_and_h_opens_the_history_page() {
    let dir = std::env::temp_dir().join(format!("dosdoku-hist-page-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let history = dir.join("history.jsonl");
    let history = history.to_str().unwrap();
    let batch = std::process::Command::new(env!("CARGO_BIN_EXE_dosdoku"))
        .args([
            "compare",
            DEFAULT_PUZZLE,
            "--runs",
            "12",
            "--seed",
            "100",
            "--jobs",
            "1",
        ])
        .env("DOSDOKU_HISTORY", history)
        .output()
        .unwrap();
    assert!(
        batch.status.success(),
        "{}",
        String::from_utf8_lossy(&batch.stderr)
    );
    let mut term = solved_seed1(&[("DOSDOKU_HISTORY", history)]);
    term.wait_text("49,438 attempts: ", 5);
    assert!(
        term.text().contains(" of 13,"),
        "ranked among 13 runs: {}",
        term.text()
    );
    term.send("h");
    term.wait_text("Run history of this puzzle", 5);
    term.wait_golden("history_page.txt", 5);
    assert!(term.text().contains("◄ this run"));
    term.send("x");
    term.wait_text("Solved by Board1: 49,438", 5);
    term.quit();
    let lines = std::fs::read_to_string(history).unwrap();
    assert_eq!(lines.lines().count(), 13, "the live run is recorded too");
    assert!(lines.lines().last().unwrap().contains("\"mode\":\"live\""));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn without_a_terminal_the_live_solve_refuses_and_points_at_monitor_off() {
    let out = crate::common::dosdoku(&["solve", "--monitor", "on", DEFAULT_PUZZLE], "");
    assert_eq!(out.status.code(), Some(2));
    let err = crate::common::stderr(&out);
    assert!(
        err.contains("needs a terminal") && err.contains("--monitor off"),
        "{err}"
    );
}

/// Runs dosdoku with TERM=dumb in a terminal: it must refuse, exit 2 and leave the terminal
/// as it was (never taken over).
fn refused_on_a_dumb_terminal(args: &[&str], hint: &str) {
    let mut term = Term::spawn(args, 80, 25, &[("TERM", "dumb")]);
    assert_eq!(term.wait_exit(10), 2, "{}", term.text());
    let text = term.text();
    assert!(
        text.contains("dumb terminal (TERM=dumb)") && text.contains(hint),
        "{text}"
    );
    term.assert_restored();
}

#[test]
fn a_dumb_terminal_is_refused_with_a_message_by_the_editor_and_the_live_solve() {
    refused_on_a_dumb_terminal(&[], "dosdoku solve --monitor off");
    refused_on_a_dumb_terminal(
        &["solve", "--monitor", "on", DEFAULT_PUZZLE],
        "Use --monitor off",
    );
}

#[test]
fn on_a_dumb_terminal_solve_runs_headless_by_default() {
    let mut term = Term::spawn(
        &["solve", "--seed", "1", DEFAULT_PUZZLE],
        80,
        25,
        &[("TERM", "dumb")],
    );
    assert_eq!(term.wait_exit(30), 0, "{}", term.text());
    let unwrapped: String = term.text().lines().map(str::trim_end).collect();
    assert!(
        unwrapped.contains(DEFAULT_SOLUTION) && unwrapped.contains("attempts 49,438"),
        "{unwrapped}"
    );
}

#[test]
fn an_unset_or_empty_term_still_gets_the_screen() {
    let mut term = Term::spawn_unsetting(&[], 80, 25, &[], &["TERM"]);
    term.wait_golden("editor.txt", 10);
    term.quit();
    let mut term = Term::spawn(&[], 80, 25, &[("TERM", "")]);
    term.wait_golden("editor.txt", 10);
    term.quit();
}

/// The LMC solver's counters in a summary line (which the terminal may have wrapped), with
/// every space taken out: `moves176|forcedmoves158|...`.
fn lmc_counters(text: &str) -> String {
    let squeezed: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let start = squeezed
        .find("|moves")
        .unwrap_or_else(|| panic!("no LMC summary in:\n{text}"));
    squeezed[start + 1..]
        .split('|')
        .take(4)
        .collect::<Vec<_>>()
        .join("|")
}

#[test]
fn the_lmc_solver_counts_the_same_watched_paused_and_stepped_as_headless() {
    let headless = crate::common::dosdoku(
        &[
            "solve",
            "--monitor",
            "off",
            "--agent",
            "lmc",
            DEFAULT_PUZZLE,
        ],
        "",
    );
    let want = lmc_counters(&crate::common::stderr(&headless));
    assert_eq!(want, "moves176|forcedmoves158|forkswitches8|moveserased111");
    let mut term = Term::spawn(
        &[
            "solve",
            "--monitor",
            "on",
            "--agent",
            "lmc",
            "--pace",
            "200",
            DEFAULT_PUZZLE,
        ],
        80,
        25,
        &[],
    );
    term.wait_text("RUNNING", 10);
    term.send(" ");
    term.wait_text("PAUSED", 5);
    term.wait_text("N takes one step", 5);
    for _ in 0..3 {
        term.send("n");
    }
    term.send(" ");
    term.wait_text("Solved by the LMC solver: 176 moves.", 30);
    let text = term.text();
    for want in [
        "Move queue",
        "Forced moves",
        "158",
        "Moves erased",
        "111",
        "LMC solver",
    ] {
        assert!(text.contains(want), "the panel lacks {want:?}:\n{text}");
    }
    // The queue's last entry is the 81st move: the last cell filled.
    assert!(text.contains("   81  r"), "{text}");
    assert_eq!(term.board(), DEFAULT_SOLUTION);
    term.quit();
    let text = term.text();
    let after = text
        .find("agent lmc")
        .unwrap_or_else(|| panic!("no summary after the screen:\n{text}"));
    assert_eq!(lmc_counters(&text[after..]), want);
}

#[test]
fn tab_moves_on_like_the_crunchers_form_and_other_keys_blank_a_cell() {
    let mut term = cleared_editor();
    term.type_keys("5\t7");
    term.wait_for("5 . 7 typed with a Tab between", 5, |_| {
        term.board().starts_with("5.7.")
    });
    term.send("\x1b[Z"); // Shift-Tab: back to r1c3
    term.type_keys("x");
    term.wait_for("the 7 blanked by x", 5, |_| {
        term.board() == format!("5{}", ".".repeat(80))
    });
    term.with_screen(|s| assert_eq!(s.cursor_position(), (3, 16), "on r1c4 after x"));
    term.quit_anyway();
}

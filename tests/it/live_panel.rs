//! What the live screen says and lets a user set: help over a run, a clock that stops while
//! paused, the pace anywhere, several solutions flagged, the settings page, files of several
//! puzzles, the seed that reproduces a run, and each agent's own words. Driven in a
//! pseudo-terminal (and `solve` for the note on several solutions).

#![cfg(unix)]

use std::path::PathBuf;
use std::time::{Duration, Instant};

use crate::common::DEFAULT_PUZZLE;
use crate::pty_term::{Term, keys};

/// A puzzle with one solution that exclusion alone solves (in 6 passes).
const EASY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// A puzzle with more than one solution.
const SEVERAL: &str =
    "534..8912672195348198342567859..1423426853791713924856961537284287419635345286179";

const PAGE_DOWN: &str = "\x1b[6~";
const F2: &str = "\x1bOQ";
const UP: &str = "\x1b[A";

/// A fresh directory for one test's files.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("dosdoku-panel-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The text after `label` on the first screen line that has it, up to the panel's edge.
fn panel_value(term: &Term, label: &str) -> String {
    term.text()
        .lines()
        .find_map(|l| l.split_once(label).map(|(_, rest)| rest.to_string()))
        .map(|rest| rest.split('│').next().unwrap_or("").trim().to_string())
        .unwrap_or_default()
}

/// The number in the panel line `label`, 0 when there is none.
fn panel_number(term: &Term, label: &str) -> u64 {
    panel_value(term, label)
        .chars()
        .filter(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .unwrap_or(0)
}

/// The screen once it has stopped changing (a frame may arrive in pieces).
fn settled_text(term: &Term) -> String {
    let mut text = term.text();
    for _ in 0..50 {
        std::thread::sleep(Duration::from_millis(100));
        let again = term.text();
        if again == text {
            break;
        }
        text = again;
    }
    text
}

/// The attempts of the headless run `solve --monitor off ARGS`, from its summary.
fn headless_attempts(args: &[&str]) -> u64 {
    let mut all = vec!["solve", "--monitor", "off"];
    all.extend(args);
    let out = crate::common::dosdoku(&all, "");
    let err = crate::common::stderr(&out);
    let at = err
        .find("attempts ")
        .expect("the summary gives the attempts")
        + 9;
    err[at..]
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == ',')
        .filter(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .unwrap()
}

#[test]
fn f1_works_while_running_and_paused_and_explains_the_counters() {
    let mut term = Term::spawn(&["--pace", "100"], 80, 25, &[]);
    term.wait_text("Type a puzzle", 10);
    term.send(keys::ENTER);
    term.wait_text("RUNNING", 10);
    term.send(keys::F1);
    term.wait_text("EDITING THE PUZZLE", 5);
    // Every page of the help, turned with PgDn, flattened (lines are wrapped).
    let mut flat = String::new();
    for _ in 0..10 {
        term.send(PAGE_DOWN);
        let text = settled_text(&term);
        let page: Vec<&str> = text
            .lines()
            .map(|l| l.trim_matches(|c| c == '║' || c == ' '))
            .collect();
        flat += &page.join(" ");
        if !text.contains("next page") {
            break;
        }
    }
    for words in [
        "WHAT THE PANEL SHOWS",
        "A grid is one of the nine 3x3 boxes",
        "Board0 finds:",
        "4th of 13",
        "Attempts: a digit drawn",
        "Grid restarts: a cell ran out",
        "Board restarts: a grid failed",
    ] {
        assert!(flat.contains(words), "the help lacks {words:?}:\n{flat}");
    }
    // Any other key goes back to the run.
    term.send("x");
    term.wait_text("Board1 is solving", 5);
    term.send(" ");
    term.wait_text("PAUSED", 5);
    term.send(keys::F1);
    term.wait_text("EDITING THE PUZZLE", 5);
    term.send(keys::ESC);
    term.wait_for("the paused run with its keys", 5, |t| {
        t.contains("PAUSED") && t.contains("F1 Help")
    });
    term.quit();
}

#[test]
fn elapsed_and_per_second_stop_counting_while_paused() {
    let dir = scratch("pause");
    let history = dir.join("history.jsonl");
    let mut term = Term::spawn(
        &["--pace", "300", "--seed", "3", "--max-attempts", "900"],
        80,
        25,
        &[("DOSDOKU_HISTORY", history.to_str().unwrap())],
    );
    term.wait_text("Type a puzzle", 10);
    let started = Instant::now();
    term.send(keys::ENTER);
    term.wait_text("RUNNING", 10);
    term.wait_for("some attempts", 10, |_| {
        panel_number(&term, "Attempts") > 30
    });
    term.send(" ");
    term.wait_text("PAUSED", 5);
    std::thread::sleep(Duration::from_millis(300));
    let (elapsed, rate) = (
        panel_value(&term, "Elapsed"),
        panel_value(&term, "Per second"),
    );
    std::thread::sleep(Duration::from_millis(3000));
    assert_eq!(panel_value(&term, "Elapsed"), elapsed, "the clock stopped");
    assert_eq!(panel_value(&term, "Per second"), rate, "the rate stopped");
    term.send(" ");
    term.wait_for("the clock to go on", 10, |_| {
        panel_value(&term, "Elapsed") != elapsed
    });
    term.wait_text("Gave up: reached the cap of 900 attempts.", 30);
    let wall = started.elapsed();
    term.quit();
    // The run's recorded time leaves the pause out.
    let line = std::fs::read_to_string(&history).unwrap();
    let run: serde_json::Value = serde_json::from_str(line.trim()).unwrap();
    let elapsed_ms = run["elapsed_ms"].as_u64().unwrap();
    assert!(
        elapsed_ms + 2_500 < wall.as_millis() as u64,
        "recorded {elapsed_ms} ms of a run that took {wall:?} with a 3 s pause"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn pace_can_be_changed_in_the_editor_and_after_a_run() {
    let mut term = Term::spawn(&["--seed", "1"], 80, 25, &[]);
    term.wait_text("Type a puzzle", 10);
    assert_eq!(panel_value(&term, "Pace"), "9,000/s (original)");
    term.send("+");
    term.wait_for("a faster pace", 5, |_| {
        panel_value(&term, "Pace") == "10,000/s"
    });
    // Up the 1-2-5 ladder to the top, then unthrottled (more presses stay there).
    for _ in 0..12 {
        term.send("+");
    }
    term.wait_for("unthrottled", 5, |_| {
        panel_value(&term, "Pace") == "unthrottled"
    });
    assert_eq!(term.board(), DEFAULT_PUZZLE, "+ typed nothing");
    term.send(keys::ENTER);
    term.wait_text("Solved by Board1: 49,438 attempts (seed 1)", 30);
    term.send("-");
    term.wait_for("a slower pace", 5, |_| {
        panel_value(&term, "Pace") == "10,000,000/s"
    });
    term.wait_text("+/- Pace", 5);
    term.quit();
}

#[test]
fn several_solutions_are_flagged_in_the_editor_and_by_solve() {
    let mut term = Term::spawn(&[SEVERAL], 80, 25, &[]);
    term.wait_text("Several solutions", 10);
    term.send("c");
    term.wait_text("Board cleared", 5);
    term.send(keys::RIGHT);
    term.wait_text("Several solutions yet: Enter solves one.", 5);
    term.send("u");
    term.wait_text("Undone", 5);
    term.quit();
    let mut term = Term::spawn(&[DEFAULT_PUZZLE], 80, 25, &[]);
    term.wait_text("One solution.", 10);
    term.quit();
    // solve prints one solution and says on standard error that there are more.
    let out = crate::common::dosdoku(
        &["solve", "--monitor", "off", "--agent", "backtrack", SEVERAL],
        "",
    );
    assert_eq!(crate::common::code(&out), 0);
    let stdout = crate::common::stdout(&out);
    assert_eq!(stdout.lines().count(), 1);
    assert_eq!(stdout.trim().len(), 81);
    let err = crate::common::stderr(&out);
    assert_eq!(err.lines().count(), 1, "one summary line: {err}");
    assert!(
        err.starts_with("puzzle 1: solved")
            && err.contains("| note: the puzzle has more than one solution; this is one of them"),
        "{err}"
    );
    // One solution: no note. check says as before.
    let out = crate::common::dosdoku(
        &["solve", "--monitor", "off", "--agent", "backtrack", EASY],
        "",
    );
    assert!(!crate::common::stderr(&out).contains("more than one"));
    let out = crate::common::dosdoku(&["check", SEVERAL], "");
    assert_eq!(crate::common::stdout(&out).trim(), "multiple");
    // A batch from standard input leaves uniqueness to check: no solution counting per puzzle.
    let out = crate::common::dosdoku(
        &["solve", "--monitor", "off", "--agent", "backtrack", "-"],
        &format!("{SEVERAL}\n{EASY}\n"),
    );
    assert_eq!(crate::common::stdout(&out).lines().count(), 2);
    assert!(!crate::common::stderr(&out).contains("more than one"));
}

#[test]
fn the_settings_page_sets_up_and_reproduces_runs_without_the_command_line() {
    let mut term = Term::spawn(&["--pace", "unthrottled"], 80, 25, &[]);
    term.wait_text("Type a puzzle", 10);
    assert_eq!(panel_value(&term, "Seed"), "new each run");
    term.send(F2);
    term.wait_text("Settings of the next run", 5);
    for name in [
        "seed",
        "max-attempts",
        "board0",
        "forgetful",
        "cell-tries",
        "grid-restarts",
        "grid-order",
    ] {
        term.wait_text(name, 5);
    }
    // The seed: Enter, type it, Enter.
    term.send(keys::ENTER);
    term.wait_text("seed (a number", 5);
    term.type_keys("1");
    term.send(keys::ENTER);
    term.wait_text("seed is now 1.", 5);
    term.send(keys::ESC);
    term.wait_text("Type a puzzle", 5);
    assert_eq!(panel_value(&term, "Seed"), "1");
    term.send(keys::ENTER);
    term.wait_text("Solved by Board1: 49,438 attempts (seed 1).", 30);
    // The same seed again, forgetful, in another grid order: the count headless gives.
    term.send("e");
    term.wait_text("Type a puzzle", 5);
    term.send(F2);
    term.wait_text("Settings of the next run", 5);
    for _ in 0..3 {
        term.send(keys::DOWN);
    }
    term.send(keys::ENTER);
    term.wait_text("forgetful is now on.", 5);
    for _ in 0..3 {
        term.send(keys::DOWN);
    }
    term.send(keys::ENTER);
    term.wait_text("grid-order (123456789)", 5);
    term.type_keys(&"\x7f".repeat(9));
    term.type_keys("567891234");
    term.send(keys::ENTER);
    term.wait_text("grid-order is now 567891234.", 5);
    term.send(F2);
    term.wait_text("Settings: forgetful, order", 5);
    let want = headless_attempts(&[
        "--seed",
        "1",
        "--forgetful",
        "--grid-order",
        "567891234",
        DEFAULT_PUZZLE,
    ]);
    term.send(keys::ENTER);
    term.wait_text("Solved by Board1:", 30);
    term.wait_text(
        &format!("Solved by Board1: {} attempts (seed 1).", group(want)),
        5,
    );
    // A cap.
    term.send("e");
    term.wait_text("Type a puzzle", 5);
    term.send(F2);
    term.wait_text("Settings of the next run", 5);
    term.send(keys::DOWN);
    term.send(keys::ENTER);
    term.type_keys("500");
    term.send(keys::ENTER);
    term.wait_text("max-attempts is now 500 attempts.", 5);
    term.send(keys::ESC);
    term.wait_text("Type a puzzle", 5);
    term.send(keys::ENTER);
    term.wait_text("Gave up: reached the cap of 500 attempts.", 30);
    term.quit();
}

/// 1234567 as "1,234,567".
fn group(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (k, c) in digits.chars().enumerate() {
        if k > 0 && (digits.len() - k).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A file of three puzzles: the default, the easy one, the default again.
fn three_puzzles(dir: &std::path::Path) -> PathBuf {
    let file = dir.join("three.txt");
    std::fs::write(
        &file,
        format!("{DEFAULT_PUZZLE}\n{EASY}\n{DEFAULT_PUZZLE}\n"),
    )
    .unwrap();
    file
}

#[test]
fn an_editor_on_a_file_of_puzzles_says_which_and_enter_after_a_solve_goes_to_the_next() {
    let dir = scratch("file");
    let file = three_puzzles(&dir);
    let mut term = Term::spawn(
        &[
            "--seed",
            "1",
            "--pace",
            "unthrottled",
            file.to_str().unwrap(),
        ],
        80,
        25,
        &[],
    );
    term.wait_text("Puzzle 1 of 3", 10);
    assert_eq!(term.board(), DEFAULT_PUZZLE);
    term.send(keys::ENTER);
    term.wait_text(
        "Solved by Board1: 49,438 attempts (seed 1). Puzzle 1 of 3.",
        30,
    );
    term.wait_text("Enter Next puzzle", 5);
    term.send(keys::ENTER);
    // Board0 alone solves the second puzzle: Board1 had nothing to do.
    term.wait_text("Board1 not needed. Puzzle 2 of 3.", 30);
    term.send(keys::ENTER);
    term.wait_text("(seed 3). Puzzle 3 of 3.", 30);
    let text = settled_text(&term);
    assert!(!text.contains("Enter Next"), "no next puzzle: {text}");
    // In the editor PgUp and PgDn go through the file.
    term.send("e");
    term.wait_text("Puzzle 3 of 3", 5);
    term.send("\x1b[5~");
    term.wait_text("Puzzle 2 of 3", 5);
    assert_eq!(term.board(), EASY);
    term.quit();
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn open_offers_the_puzzles_of_a_file_by_number() {
    let dir = scratch("open");
    let file = three_puzzles(&dir);
    let mut term = Term::spawn(&[], 80, 25, &[]);
    term.wait_text("Type a puzzle", 10);
    term.send("o");
    term.wait_text("Load from file:", 5);
    term.type_keys(file.to_str().unwrap());
    term.send(keys::ENTER);
    term.wait_text("The file holds 3 puzzles. Which one (1-3)? 1_", 5);
    term.send("\x7f");
    term.send("2");
    term.send(keys::ENTER);
    term.wait_text("Loaded puzzle 2 of 3 from", 5);
    assert_eq!(term.board(), EASY);
    term.send(keys::RIGHT);
    term.wait_text("Puzzle 2 of 3", 5);
    // A number the file does not have is refused and asked again; Esc drops the open, and
    // the board stays.
    term.send("o");
    term.type_keys(file.to_str().unwrap());
    term.send(keys::ENTER);
    term.wait_text("Which one (1-3)?", 5);
    term.send("\x7f");
    term.send("7");
    term.send(keys::ENTER);
    term.wait_text("There is no puzzle '7'. Which one (1-3)? 7_", 5);
    term.send(keys::ESC);
    term.wait_text("Cancelled.", 5);
    assert_eq!(term.board(), EASY);
    term.quit();
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_seed_on_the_panel_is_whole_and_reproduces_the_run() {
    let mut term = Term::spawn(
        &[
            "solve",
            "--monitor",
            "on",
            "--pace",
            "unthrottled",
            DEFAULT_PUZZLE,
        ],
        80,
        25,
        &[],
    );
    term.wait_text("Solved by Board1:", 30);
    settled_text(&term);
    let seed = panel_value(&term, "Seed");
    assert!(
        !seed.is_empty() && seed.chars().all(|c| c.is_ascii_digit()),
        "{seed}"
    );
    let attempts = panel_number(&term, "Attempts");
    term.wait_text(&format!("(seed {seed})"), 5);
    term.quit();
    assert_eq!(
        headless_attempts(&["--seed", &seed, DEFAULT_PUZZLE]),
        attempts
    );
}

#[test]
fn the_backtracker_says_placements_and_has_no_seed_or_grid_box() {
    let mut term = Term::spawn(
        &[
            "solve",
            "--monitor",
            "on",
            "--agent",
            "backtrack",
            DEFAULT_PUZZLE,
        ],
        80,
        25,
        &[],
    );
    term.wait_text("Solved by the backtracker:", 30);
    term.wait_text("R Run again", 5);
    let text = settled_text(&term);
    // The default puzzle takes the backtracker one guess.
    assert!(
        text.contains("Solved by the backtracker: 1 placement."),
        "{text}"
    );
    assert!(text.contains("Placements"), "{text}");
    assert!(!text.contains("Seed"), "{text}");
    assert!(!text.contains("Grid restarts"), "{text}");
    assert!(!text.contains("New seed"), "{text}");
    assert!(text.contains("R Run again"), "{text}");
    term.quit();
}

#[test]
fn a_deterministic_agent_runs_again_and_its_rank_fits_the_candidate_panel() {
    let dir = scratch("rank");
    let history = dir.join("history.jsonl");
    let history = history.to_str().unwrap();
    for _ in 0..2 {
        let out = crate::common::dosdoku(
            &[
                "solve",
                "--monitor",
                "off",
                "--agent",
                "exclusion",
                "--history",
                history,
                EASY,
            ],
            "",
        );
        assert_eq!(
            crate::common::code(&out),
            0,
            "{}",
            crate::common::stderr(&out)
        );
    }
    let mut term = Term::spawn(
        &[
            "solve",
            "--monitor",
            "on",
            "--agent",
            "exclusion",
            "--pace",
            "unthrottled",
            "--history",
            history,
            EASY,
        ],
        80,
        25,
        &[],
    );
    term.wait_text("Solved by exclusion: 6 passes.", 30);
    term.wait_text("R Run again", 5);
    let text = settled_text(&term);
    assert!(!text.contains("New seed"), "{text}");
    // The same run recorded again is the same run: three records, one run.
    term.wait_text("6 passes: 1st of 1,", 5);
    term.wait_text("│ median 6", 5);
    term.send("r");
    // The screen reads the same before and after the run again (one run, 1st of 1): the run
    // has ended when its record is written, the fourth line of the history.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while std::fs::read_to_string(history).unwrap().lines().count() < 4 {
        assert!(
            std::time::Instant::now() < deadline,
            "the run again was not recorded"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    term.wait_for("the same run again", 30, |t| {
        t.contains("Solved by exclusion: 6 passes.") && t.contains("1st of 1,")
    });
    term.quit();
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn help_goes_back_where_it_was_opened() {
    let mut term = Term::spawn(&["--pace", "unthrottled", "--seed", "1"], 80, 25, &[]);
    term.wait_text("Type a puzzle", 10);
    term.send(F2);
    term.wait_text("Settings of the next run", 5);
    term.send(keys::F1);
    term.wait_text("EDITING THE PUZZLE", 5);
    term.send(UP);
    term.send(keys::ESC);
    term.wait_text("Settings of the next run", 5);
    term.send(keys::ESC);
    term.wait_text("Type a puzzle", 5);
    term.quit();
}

/// The character and background colour of board cell `cell` (0..81, reading order).
fn cell_shown(term: &Term, cell: usize) -> (char, vt100::Color) {
    let (left, top) = term.window_offset();
    let (row, col) = (3 + 2 * (cell / 9), 4 + 4 * (cell % 9));
    term.with_screen(|s| {
        let c = s
            .cell(top + row as u16, left + col as u16)
            .expect("a board cell");
        (c.contents().chars().next().unwrap_or(' '), c.bgcolor())
    })
}

#[test]
fn the_cruncher_shows_its_trial_value_in_the_cell_being_tried_step_by_step() {
    // r1c1 (5) and r1c2 (3) blank: the Cruncher counts r1c1 up from 1 to 5, then r1c2 to 3.
    let two_blanks =
        "..4678912672195348198342567859761423426853791713924856961537284287419635345286179";
    let mut term = Term::spawn(
        &[
            "solve",
            "--monitor",
            "on",
            "--agent",
            "cruncher",
            "--pace",
            "1",
            two_blanks,
        ],
        80,
        25,
        &[],
    );
    term.wait_text("RUNNING", 10);
    term.send(" ");
    term.wait_text("PAUSED", 5);
    let given_bg = cell_shown(&term, 2).1;
    let mut n = {
        settled_text(&term);
        panel_number(&term, "Increments")
    };
    let mut seen = Vec::new();
    while n < 8 {
        // The increment just made shows in its cell, highlighted as the value on trial.
        let (cell, trial) = if n <= 5 { (0, n) } else { (1, n - 5) };
        if n > 0 {
            let (shown, bg) = cell_shown(&term, cell);
            assert_eq!(
                shown,
                char::from(b'0' + trial as u8),
                "increment {n}:\n{}",
                term.text()
            );
            assert_ne!(bg, given_bg, "increment {n}: the trial is highlighted");
            seen.push((cell, shown));
        }
        if cell == 1 {
            assert_eq!(cell_shown(&term, 0), ('5', given_bg), "r1c1 is kept");
        }
        term.send("n");
        term.wait_for(&format!("increment {}", n + 1), 5, |_| {
            panel_number(&term, "Increments") == n + 1
        });
        n += 1;
        settled_text(&term);
    }
    assert!(
        seen.contains(&(0, '1')) || seen.contains(&(0, '2')),
        "r1c1's first trials were seen: {seen:?}"
    );
    assert!(seen.contains(&(1, '2')), "{seen:?}");
    // The eighth increment fits; one more step lets the Cruncher keep it and finish.
    term.send("n");
    term.wait_text("Solved by the Cruncher", 10);
    assert_eq!(term.board(), SOLVED_TWO_BLANKS);
    term.quit();
}

/// The grid `two_blanks` above solves to.
const SOLVED_TWO_BLANKS: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

#[test]
fn paused_the_key_line_says_space_resume() {
    let args = ["solve", "--monitor", "on", "--pace", "10", DEFAULT_PUZZLE];
    let mut term = Term::spawn(&args, 80, 25, &[]);
    term.wait_text("RUNNING", 10);
    term.wait_text("Space Pause", 5);
    term.send(" ");
    term.wait_text("PAUSED", 5);
    term.wait_text("Space Resume", 5);
    assert!(!term.text().contains("Space Pause"), "{}", term.text());
    term.send(" ");
    term.wait_text("Space Pause", 5);
    term.send("q");
    term.wait_exit(10);
    term.assert_restored();
}

#[test]
fn a_steady_pace_reads_its_pace() {
    // The original's pace, the default: 9,000 attempts a second (Board0's 13 finds first
    // took a tick each), read to three figures.
    let args = ["solve", "--monitor", "on", "--seed", "1"];
    let mut term = Term::spawn(&args, 80, 25, &[]);
    term.wait_text("RUNNING", 10);
    std::thread::sleep(Duration::from_millis(3000));
    // A run held back for a moment by a loaded machine (the tests run side by side) reads a
    // few attempts short, and the pace catches up: wait for the steady reading.
    term.wait_for("9,000 a second", 5, |_| {
        panel_number(&term, "Per second") == 9_000
    });
    term.send("q");
    term.wait_exit(10);
}

#[test]
fn sigterm_during_a_watched_run_prints_its_result_line_as_ctrl_c_does() {
    let args = ["solve", "--monitor", "on", "--pace", "10", "--seed", "1"];
    let mut term = Term::spawn(&args, 80, 25, &[]);
    term.wait_text("RUNNING", 10);
    let killed = std::process::Command::new("kill")
        .args(["-TERM", &term.pid().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    assert_eq!(term.wait_exit(10), 143);
    term.assert_restored();
    let text = term.text();
    assert!(
        text.contains("puzzle 1: stopped | agent board1 | seed 1"),
        "{text}"
    );
}

#[test]
fn a_puzzle_board0_solves_alone_says_so_and_ranks_nothing() {
    let dir = scratch("board0-alone");
    let history = dir.join("h.jsonl");
    let path = history.to_str().unwrap();
    for _ in 0..2 {
        let args = ["solve", "--monitor", "on", "--pace", "unthrottled", EASY];
        let mut term = Term::spawn(&args, 80, 25, &[("DOSDOKU_HISTORY", path)]);
        term.wait_text("FINISHED", 10);
        let text = settled_text(&term);
        assert!(text.contains("Solved by Board0 alone"), "{text}");
        assert!(!text.contains("0 attempts"), "{text}");
        assert!(!text.contains(" of 1"), "nothing to rank: {text}");
        term.send("q");
        term.wait_exit(10);
    }
}

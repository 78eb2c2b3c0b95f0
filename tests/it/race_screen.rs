//! The race screen driven in a pseudo-terminal: a finished seeded race as a golden screen,
//! lanes moving in step, the same steps and ranking live (paced or not) and headless, the
//! keys (pause, step, pace, Esc, q, R), a race by time, the editor's race key, the lanes'
//! runs in the history, and Esc and q giving the terminal back.

#![cfg(unix)]

use crate::common::golden::Mask;
use crate::common::{DEFAULT_PUZZLE, dosdoku, stdout};
use crate::pty_term::{Term, keys};

/// A puzzle with one solution that every default lane solves in a few thousand steps.
const EASY: &str =
    ".5.9....7.....7..9794.2.3.1..71.36.5..17...3.5..4.....8....51..3...7.5861.58.92.4";

/// The window's row (0-based) with each lane's headline counter.
const COUNT_ROW: usize = 19;
/// The window's row (0-based) with each lane's rate, which varies.
const RATE_ROW: usize = 20;
/// The window's row (0-based) with each lane's state and elapsed time, which varies.
const STATE_ROW: usize = 21;

/// Each lane's headline counter as the screen shows it, left to right.
fn counts(term: &Term) -> Vec<u64> {
    let text = term.window_text();
    let row = text.lines().nth(COUNT_ROW).unwrap_or("").to_string();
    row.split_whitespace()
        .filter_map(|n| n.replace(',', "").parse().ok())
        .collect()
}

/// The ranking line of a finished race on the screen.
fn ranking_line(term: &Term) -> String {
    term.window_text()
        .lines()
        .find(|l| l.contains("Ranking:"))
        .unwrap_or("")
        .trim()
        .to_string()
}

/// The ranking line the headless race of the same lanes and seed leads to.
fn headless_ranking(args: &[&str], lanes: &[&str]) -> String {
    let mut all = vec!["race", "--monitor", "off"];
    all.extend_from_slice(args);
    let out = dosdoku(&all, "");
    // A lane told on two lines goes on on an indented line.
    let words: Vec<String> = stdout(&out)
        .lines()
        .filter(|line| !line.starts_with(' '))
        .map(|line| {
            let mut cols = line.split_whitespace();
            let (place, spec) = (cols.next().unwrap(), cols.next().unwrap());
            let lane = lanes.iter().position(|l| *l == spec).unwrap() + 1;
            format!("{place} lane {lane}")
        })
        .collect();
    format!("Ranking: {}", words.join(" · "))
}

/// The default lanes, as the lines of a race name them.
const DEFAULT_LANES: [&str; 4] = [
    "board1",
    "board1,forgetful",
    "board1,grid-order=567891234",
    "cruncher,max-attempts=10000000",
];

fn quit(mut term: Term, status: u32) {
    term.send("q");
    assert_eq!(term.wait_exit(10), status);
    term.assert_restored();
}

#[test]
fn a_finished_seeded_race_matches_the_golden_screen_and_the_headless_ranking() {
    let args = ["race", "--seed", "1", "--pace", "unthrottled", EASY];
    let term = Term::spawn(&args, 80, 25, &[]);
    term.wait_text("Race over", 30);
    term.wait_golden_masked(
        "race_finished.txt",
        5,
        &[Mask::Row(RATE_ROW), Mask::Row(STATE_ROW)],
    );
    assert_eq!(
        ranking_line(&term),
        headless_ranking(&["--seed", "1", EASY], &DEFAULT_LANES)
    );
    quit(term, 0);
}

#[test]
fn the_lanes_move_in_step_and_esc_goes_to_the_editor_with_the_puzzle() {
    let args = ["race", "--seed", "1", "--pace", "300", DEFAULT_PUZZLE];
    let mut term = Term::spawn(&args, 80, 25, &[]);
    term.wait_text("RACING", 10);
    term.wait_for("every lane to start", 10, |_| {
        let c = counts(&term);
        c.len() == 4 && c.iter().all(|&n| n > 0)
    });
    let first = counts(&term);
    term.wait_for("the counters to climb", 10, |_| {
        counts(&term)
            .iter()
            .zip(&first)
            .all(|(now, then)| now > then)
    });
    // By steps at a pace the machine keeps up with, no lane gets far ahead of another.
    let now = counts(&term);
    let (low, high) = (now.iter().min().unwrap(), now.iter().max().unwrap());
    assert!(high - low < 100, "lanes in step: {now:?}");
    term.send(" ");
    term.wait_text("PAUSED", 5);
    term.send(keys::ESC);
    term.wait_text("Type a puzzle", 5);
    assert_eq!(
        term.board(),
        DEFAULT_PUZZLE,
        "the editor has the puzzle as typed"
    );
    // Quitting the editor is quitting the editor, whatever came before it.
    quit(term, 0);
}

#[test]
fn q_during_a_race_quits_and_gives_the_terminal_back() {
    let args = ["race", "--pace", "10", DEFAULT_PUZZLE];
    let term = Term::spawn(&args, 80, 25, &[]);
    term.wait_text("RACING", 10);
    quit(term, 1);
}

#[test]
fn the_editors_race_key_races_the_board_with_the_default_lanes() {
    let args = ["--seed", "1", "--pace", "unthrottled", EASY];
    let mut term = Term::spawn(&args, 80, 25, &[]);
    term.wait_text("Type a puzzle", 10);
    term.send("v");
    term.wait_text("Race over", 30);
    assert_eq!(
        ranking_line(&term),
        headless_ranking(&["--seed", "1", EASY], &DEFAULT_LANES)
    );
    term.send("e");
    term.wait_text("Type a puzzle", 5);
    assert_eq!(term.board(), EASY);
    quit(term, 0);
}

#[test]
fn r_races_again_with_new_seeds_and_the_lines_follow_the_screen() {
    // A wide terminal, so the lines printed once the screen is gone are not wrapped.
    let lanes = ["board1", "board1,seed=8"];
    let args = [
        "race",
        "--seed",
        "5",
        "--pace",
        "unthrottled",
        EASY,
        "--lane",
        lanes[0],
        "--lane",
        lanes[1],
    ];
    let mut term = Term::spawn(&args, 160, 30, &[]);
    term.wait_text("Race over", 30);
    assert!(term.text().contains("seed 5"));
    term.send("r");
    term.wait_for("a new race", 30, |t| {
        t.contains("Race over") && !t.contains("seed 5 ·")
    });
    term.quit();
    // The lines of the last race: place, lane, seed, status, ...
    let text = term.text();
    let seeds: Vec<(String, String)> = text
        .lines()
        .filter(|l| l.contains("  solved  "))
        .map(|l| {
            let cols: Vec<&str> = l.split_whitespace().collect();
            (cols[1].to_string(), cols[3].to_string())
        })
        .collect();
    assert_eq!(seeds.len(), 2, "{text}");
    for (lane, seed) in seeds {
        match lane.as_str() {
            "board1,seed=8" => assert_eq!(seed, "8", "a lane's own seed stays"),
            _ => assert_ne!(seed, "5", "the other lane took a new seed"),
        }
    }
}

#[test]
fn q_in_a_race_of_an_unsaved_puzzle_asks_first_in_the_editor() {
    let mut term = Term::spawn(&["--pace", "10", EASY], 80, 25, &[]);
    term.wait_text("Type a puzzle", 10);
    // Blank r1c2 (a given): the typed puzzle now differs from the one loaded.
    term.send(keys::RIGHT);
    term.send(".");
    term.wait_for("the blanked cell", 5, |_| term.board() != EASY);
    term.send("v");
    term.wait_text("RACING", 10);
    term.send("q");
    term.wait_text("The typed puzzle is not saved. Quit anyway?", 5);
    quit(term, 0);
}

/// The title bar's row (0-based).
const HEAD_ROW: usize = 0;

/// The title bar of the window.
fn head(term: &Term) -> String {
    term.window_text()
        .lines()
        .nth(HEAD_ROW)
        .unwrap_or("")
        .to_string()
}

#[test]
fn paused_every_lane_takes_one_step_per_n_and_the_pace_keys_change_the_pace() {
    let args = ["race", "--seed", "2", "--pace", "30", DEFAULT_PUZZLE];
    let mut term = Term::spawn(&args, 80, 25, &[]);
    term.wait_text("RACING", 10);
    assert!(head(&term).contains("· 30/s"), "{}", head(&term));
    term.wait_for("every lane to start", 10, |_| {
        let c = counts(&term);
        c.len() == 4 && c.iter().all(|&n| n > 0)
    });
    term.send(" ");
    term.wait_text("PAUSED", 5);
    // Paused, every lane has made one step past the steps granted and waits: all even.
    term.wait_for("the lanes to line up", 5, |_| {
        let c = counts(&term);
        c.len() == 4 && c.iter().all(|&n| n == c[0])
    });
    let held = counts(&term)[0];
    std::thread::sleep(std::time::Duration::from_millis(300));
    assert_eq!(counts(&term), [held; 4], "nothing moves while paused");
    for more in 1..=3 {
        term.send("n");
        term.wait_for("one more step in every lane", 5, |_| {
            counts(&term) == [held + more; 4]
        });
    }
    term.send("+");
    term.wait_for("a faster pace", 5, |_| head(&term).contains("· 50/s"));
    term.send("-");
    term.send("-");
    term.wait_for("a slower pace", 5, |_| head(&term).contains("· 10/s"));
    assert_eq!(counts(&term), [held + 3; 4], "the pace keys do not unpause");
    term.send(" ");
    term.wait_text("RACING", 5);
    term.wait_for("the lanes to go on", 10, |_| {
        counts(&term).iter().all(|&n| n > held + 3)
    });
    term.send(keys::ESC);
    term.wait_text("Type a puzzle", 5);
    quit(term, 0);
}

#[test]
fn a_paced_race_ends_as_the_headless_race_does() {
    // At a pace the lanes are held to the race clock; the steps, places and ranking are still
    // those of the headless race with the same seed.
    let args = ["race", "--seed", "3", "--pace", "30000", EASY];
    let term = Term::spawn(&args, 80, 25, &[]);
    term.wait_text("Race over", 30);
    assert_eq!(
        ranking_line(&term),
        headless_ranking(&["--seed", "3", EASY], &DEFAULT_LANES)
    );
    let out = dosdoku(
        &["race", "--monitor", "off", "--json", "--seed", "3", EASY],
        "",
    );
    let mut steps = [0u64; 4];
    for line in stdout(&out).lines() {
        let lane: serde_json::Value = serde_json::from_str(line).unwrap();
        let k = lane["lane"].as_u64().unwrap() as usize - 1;
        steps[k] = lane["steps"].as_u64().unwrap();
    }
    assert_eq!(counts(&term), steps, "each lane's headline counter");
    quit(term, 0);
}

#[test]
fn a_race_by_time_says_it_depends_on_the_machine_and_takes_no_pace() {
    // Two Board1 lanes, forgetful, on a hard puzzle: they run far longer than the test.
    const HARD: &str =
        "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
    let args = [
        "race",
        "--by",
        "time",
        "--seed",
        "1",
        HARD,
        "--lane",
        "board1,forgetful",
        "--lane",
        "board1,forgetful",
    ];
    let mut term = Term::spawn(&args, 80, 25, &[]);
    // The whole frame may take a moment after its first words: wait for each part.
    term.wait_text("RACING", 10);
    term.wait_text("It depends on this machine.", 10);
    term.wait_text("Race by time on this machine · seed 1", 10);
    assert!(
        head(&term).contains("Race by time on this machine · seed 1"),
        "{}",
        head(&term)
    );
    term.send(" ");
    term.wait_text("no pace, pause or step", 5);
    assert!(!term.text().contains("PAUSED"));
    term.send(keys::ESC);
    term.wait_text("Type a puzzle", 5);
    assert_eq!(term.board(), HARD);
    quit(term, 0);
}

#[test]
fn a_race_on_the_screen_records_every_lane_for_compare() {
    let file = std::env::temp_dir().join(format!("dosdoku-race-live-{}.jsonl", std::process::id()));
    let _ = std::fs::remove_file(&file);
    let path = file.to_str().unwrap();
    let args = ["race", "--seed", "1", "--pace", "unthrottled", EASY];
    let term = Term::spawn(&args, 80, 25, &[("DOSDOKU_HISTORY", path)]);
    term.wait_text("Race over", 30);
    quit(term, 0);
    let records: Vec<serde_json::Value> = std::fs::read_to_string(&file)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(records.len(), 4, "one record per lane");
    assert!(records.iter().all(|r| r["mode"] == "live"), "{records:?}");
    let mut seeds: Vec<_> = records.iter().map(|r| r["seed"].clone()).collect();
    seeds.sort_by_key(|s| s.as_u64());
    assert_eq!(
        seeds,
        [serde_json::Value::Null, 1.into(), 2.into(), 3.into()]
    );
    let compare = dosdoku(&["compare", EASY, "--history", path], "");
    let _ = std::fs::remove_file(&file);
    let shown = stdout(&compare);
    for group in ["forgetful", "order 567891234"] {
        assert!(shown.contains(group), "{group} in {shown}");
    }
}

/// The time a line gives after `elapsed ` (`1.02 s`, `850 ms`, or the old `12240.321 ms`), in
/// seconds.
fn elapsed_of(line: &str) -> f64 {
    let rest = line
        .split("elapsed ")
        .nth(1)
        .expect("the line has its elapsed time");
    let mut words = rest.split_whitespace();
    let value: f64 = words.next().unwrap().parse().unwrap();
    match words.next() {
        Some("ms") => value / 1000.0,
        Some("s") => value,
        unit => panic!("a time in {unit:?}: {line}"),
    }
}

#[test]
fn a_pause_stops_every_clock_on_the_screen_and_in_the_lines() {
    let args = ["race", "--seed", "1", "--pace", "20", EASY];
    let mut term = Term::spawn(&args, 160, 30, &[]);
    term.wait_text("RACING", 10);
    term.wait_for("every lane to start", 10, |_| {
        let c = counts(&term);
        c.len() == 4 && c.iter().all(|&n| n > 0)
    });
    term.send(" ");
    term.wait_text("PAUSED", 5);
    std::thread::sleep(std::time::Duration::from_millis(500));
    let paused = term.window_text();
    std::thread::sleep(std::time::Duration::from_millis(1500));
    assert_eq!(
        term.window_text(),
        paused,
        "paused, nothing moves: no count, no elapsed time, no rate"
    );
    std::thread::sleep(std::time::Duration::from_millis(1000));
    // Unthrottled from here: the race ends at once.
    for _ in 0..25 {
        term.send("+");
    }
    term.wait_for("unthrottled", 5, |_| head(&term).contains("unthrottled"));
    term.send(" ");
    term.wait_text("Race over", 30);
    term.quit();
    let text = term.text();
    let lines: Vec<&str> = text.lines().filter(|l| l.contains("elapsed ")).collect();
    assert_eq!(lines.len(), 4, "{text}");
    for line in lines {
        // About a second at 20 steps a second, then unthrottled; 3 s stood paused.
        assert!(
            elapsed_of(line) < 2.5,
            "the paused time is left out: {line}"
        );
    }
}

#[test]
fn f1_shows_the_help_over_a_race_whose_clock_stands_still_and_any_key_goes_back() {
    let args = ["race", "--seed", "1", "--pace", "20", DEFAULT_PUZZLE];
    let mut term = Term::spawn(&args, 80, 25, &[]);
    term.wait_text("RACING", 10);
    term.wait_for("every lane to start", 10, |_| {
        let c = counts(&term);
        c.len() == 4 && c.iter().all(|&n| n > 0)
    });
    term.send(keys::F1);
    term.wait_text("EDITING THE PUZZLE", 5);
    std::thread::sleep(std::time::Duration::from_millis(1000));
    term.send("x");
    term.wait_text("RACING", 5);
    let first = counts(&term);
    // Behind the help the lanes stood still: 20 steps a second for about a second at most
    // before it, none during it.
    assert!(first.iter().all(|&n| n < 60), "{first:?}");
    term.send(keys::ESC);
    term.wait_text("Type a puzzle", 5);
    quit(term, 0);
}

/// The columns (1-based) of the window that no lane's text or board may use at 80x25: the
/// two between two lanes' captions, and column 80.
const GAPS: [usize; 7] = [20, 21, 40, 41, 60, 61, 80];

#[test]
fn four_lanes_at_80x25_keep_their_text_inside_their_lanes_and_show_their_seeds() {
    let args = [
        "race",
        "--seed",
        "18446744073709551614",
        "--pace",
        "unthrottled",
        EASY,
    ];
    let mut term = Term::spawn(&args, 80, 25, &[]);
    term.wait_text("Race over", 30);
    let check = |term: &Term| {
        let text = term.window_text();
        for (row, line) in text.lines().enumerate().take(22).skip(1) {
            let row = row + 1;
            // The boards may reach the gaps between captions, never column 80.
            let cols: &[usize] = if row >= 15 { &GAPS } else { &[80] };
            let chars: Vec<char> = line.chars().collect();
            for &col in cols {
                let c = chars.get(col - 1).copied().unwrap_or(' ');
                assert_eq!(c, ' ', "row {row} column {col}:\n{text}");
            }
        }
        text
    };
    let text = check(&term);
    assert!(text.contains("seed 18446744073709551614"), "{text}");
    term.send("r");
    term.wait_for("a new race", 30, |t| {
        t.contains("Race over") && !t.contains("seed 18446744073709551614")
    });
    let text = check(&term);
    // Every randomized lane shows its seed as a number.
    assert!(!text.contains("seed S"), "{text}");
    let seeds = text.matches("seed ").count();
    // The title bar's seed and the three Board1 lanes'.
    assert_eq!(seeds, 4, "{text}");
    quit(term, 0);
}

#[test]
fn paused_the_key_line_says_space_resume() {
    let args = ["race", "--seed", "1", "--pace", "20", DEFAULT_PUZZLE];
    let mut term = Term::spawn(&args, 80, 25, &[]);
    term.wait_text("RACING", 10);
    term.wait_text("Space Pause", 5);
    term.send(" ");
    term.wait_text("PAUSED", 5);
    term.wait_text("Space Resume", 5);
    assert!(!term.text().contains("Space Pause"), "{}", term.text());
    quit(term, 1);
}

#[test]
fn a_steady_pace_reads_its_pace_in_every_lane() {
    let args = ["race", "--seed", "1", "--pace", "2000", DEFAULT_PUZZLE];
    let term = Term::spawn(&args, 80, 25, &[]);
    term.wait_text("RACING", 10);
    std::thread::sleep(std::time::Duration::from_millis(2500));
    let rates = term
        .window_text()
        .lines()
        .nth(RATE_ROW)
        .unwrap_or("")
        .to_string();
    let rates: Vec<&str> = rates.split_whitespace().collect();
    assert_eq!(rates, ["2,000/s"; 4], "{}", term.window_text());
    quit(term, 1);
}

#[test]
fn sigterm_after_a_race_prints_its_lines_and_ends_with_the_signals_status() {
    let args = ["race", "--seed", "1", "--pace", "unthrottled", EASY];
    let mut term = Term::spawn(&args, 80, 25, &[]);
    term.wait_text("Race over", 30);
    let killed = std::process::Command::new("kill")
        .args(["-TERM", &term.pid().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    assert_eq!(term.wait_exit(10), 143);
    term.assert_restored();
    let text = term.text();
    let lanes = text.lines().filter(|l| l.contains("  solved  ")).count();
    assert_eq!(lanes, 4, "the race's lines: {text}");
}

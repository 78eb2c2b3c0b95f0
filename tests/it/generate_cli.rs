//! `dosdoku generate` as a process: its lines, its JSON, its order with any number of
//! threads, its summary, its refusals, and how it stops early.

#[cfg(unix)]
use crate::common::{code, dosdoku, stderr, stdout};
use dosdoku_sudoku::formats::parse_line;
use dosdoku_sudoku::solver::count_solutions;

fn generate(args: &[&str]) -> std::process::Output {
    let mut all = vec!["generate"];
    all.extend_from_slice(args);
    dosdoku(&all, "")
}

/// Every line is an 81-character puzzle with exactly one solution; returns the givens counts.
fn unique_lines(text: &str) -> Vec<usize> {
    text.lines()
        .map(|line| {
            assert_eq!(line.len(), 81, "{line}");
            assert!(
                line.chars()
                    .all(|c| c == '.' || c.is_ascii_digit() && c != '0')
            );
            let puzzle = parse_line(line).unwrap();
            assert_eq!(count_solutions(&puzzle, 2), 1, "{line}");
            puzzle.filled()
        })
        .collect()
}

#[test]
fn puzzles_on_stdout_and_a_summary_on_stderr() {
    let out = generate(&["--count", "40", "--seed", "5", "--jobs", "2"]);
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    assert_eq!(unique_lines(&stdout(&out)).len(), 40);
    let err = stderr(&out);
    assert!(err.contains("40 puzzles (minimal), seed 5"), "{err}");
    assert!(err.contains("2 threads"), "{err}");
    assert!(
        err.contains("\ngivens ") && err.contains("\npuzzles "),
        "{err}"
    );
}

#[test]
fn any_number_of_threads_gives_the_same_puzzles_in_the_same_order() {
    for args in [
        &["--count", "60", "--seed", "11"][..],
        &[
            "--count",
            "12",
            "--seed",
            "3",
            "--givens",
            "22",
            "--symmetry",
            "mirror",
        ],
    ] {
        let one = generate(&[args, &["--jobs", "1"]].concat());
        let three = generate(&[args, &["--jobs", "3"]].concat());
        assert_eq!(code(&one), 0);
        assert_eq!(stdout(&one), stdout(&three));
        assert!(!stdout(&one).is_empty());
    }
}

#[test]
fn exact_givens_and_symmetry_as_asked() {
    let out = generate(&["--count", "8", "--givens", "30", "--symmetry", "diagonal"]);
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    for line in stdout(&out).lines() {
        let given: Vec<bool> = line.chars().map(|c| c != '.').collect();
        assert!(
            (0..81).all(|i| given[i] == given[9 * (i % 9) + i / 9]),
            "{line}"
        );
    }
    assert_eq!(unique_lines(&stdout(&out)), vec![30; 8]);
    assert!(stderr(&out).contains("30 givens, diagonal"));
}

#[test]
fn json_has_puzzle_solution_givens_and_a_seed_that_repeats_it() {
    let out = generate(&["--count", "3", "--seed", "100", "--json"]);
    assert_eq!(code(&out), 0);
    let text = stdout(&out);
    let objects: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(objects.len(), 3);
    for (k, o) in objects.iter().enumerate() {
        let puzzle = o["puzzle"].as_str().unwrap();
        let solution = parse_line(o["solution"].as_str().unwrap()).unwrap();
        assert!(solution.solves(&parse_line(puzzle).unwrap()));
        assert_eq!(o["givens"], puzzle.chars().filter(|&c| c != '.').count());
        assert_eq!(o["seed"], 100 + k as u64);
        // Rated, as `dosdoku rate` rates it.
        let rated = dosdoku(&["rate", puzzle], "");
        let words: Vec<String> = stdout(&rated)
            .split_whitespace()
            .map(str::to_string)
            .collect();
        assert_eq!(o["rating"].to_string(), words[0]);
        assert_eq!(o["level"], words[1]);
        assert_eq!(o["hardest"], words[2]);
        // That seed alone gives that puzzle.
        let again = generate(&["--seed", &o["seed"].to_string()]);
        assert_eq!(stdout(&again).trim_end(), puzzle);
    }
}

#[test]
fn levels_and_ratings_as_the_human_solver_rates_them() {
    for (args, level) in [
        (&["--level", "hard"][..], None),
        (&["--level", "fiendish"], None),
        (
            &[
                "--level",
                "medium",
                "--givens",
                "30",
                "--symmetry",
                "rotational",
            ],
            None,
        ),
        (&["--rating", "4.0..4.4"], Some("hard")),
        (&["--rating", "..1.5"], Some("easy")),
    ] {
        let out = generate(&[args, &["--count", "12", "--seed", "3"]].concat());
        assert_eq!(code(&out), 0, "{args:?}: {}", stderr(&out));
        unique_lines(&stdout(&out));
        // `dosdoku rate` on the output, in another process, agrees.
        let rated = dosdoku(&["rate", "-"], &stdout(&out));
        assert_eq!(code(&rated), 0);
        for line in stdout(&rated).lines() {
            let words: Vec<&str> = line.split_whitespace().collect();
            let tenths = (words[0].parse::<f64>().unwrap() * 10.0).round();
            match args[0] {
                "--level" => assert_eq!(words[1], args[1], "{args:?}: {line}"),
                _ => {
                    let (low, high) = args[1].split_once("..").unwrap();
                    let low = low.parse::<f64>().unwrap_or(0.0) * 10.0;
                    let high = high.parse::<f64>().unwrap_or(9.0) * 10.0;
                    assert!(low.round() <= tenths && tenths <= high.round(), "{line}");
                    assert_eq!(Some(words[1]), level, "{line}");
                }
            }
        }
        // The summary counts the levels.
        assert!(
            stderr(&out).contains("\nlevel    easy  medium  hard  fiendish"),
            "{}",
            stderr(&out)
        );
    }
}

#[test]
fn without_a_seed_a_fresh_one_is_reported_and_repeats_the_run() {
    let out = generate(&["--count", "4"]);
    let err = stderr(&out);
    let seed = err
        .split("seed ")
        .nth(1)
        .and_then(|s| s.split(|c: char| !c.is_ascii_digit()).next())
        .unwrap_or_else(|| panic!("no seed in {err}"));
    let again = generate(&["--count", "4", "--seed", seed]);
    assert_eq!(stdout(&again), stdout(&out));
}

#[test]
fn bad_options_are_refused_with_exit_2_and_a_clear_message() {
    for (args, says) in [
        (&["--givens", "16"][..], "fewer than 17 givens"),
        (&["--givens", "81"], "17 to 80"),
        (&["--count", "0"], "1 or more"),
        (&["--givens", "22", "--minimal"], "cannot be used with"),
        (&["--symmetry", "spiral"], "rotational"),
        (
            &["--givens", "17", "--symmetry", "mirror"],
            "mirror pattern",
        ),
        (
            &["--givens", "17", "--symmetry", "rotational"],
            "rotational pattern",
        ),
        (&["--timeout", "0"], "seconds above 0"),
        (&["--timeout", "soon"], "seconds above 0"),
        (&["--jobs", "0"], "--jobs"),
        (&["--givens", "many"], "--givens"),
        (&["--rating", "9..3"], "lowest rating is above the highest"),
        (&["--rating", "hard"], "such as 3.0..4.5"),
        (&["--rating", "3.1..3.1"], "no puzzle is rated 3.1 to 3.1"),
        (
            &["--level", "insane"],
            "one of easy, medium, hard, fiendish",
        ),
        (
            &["--level", "easy", "--rating", "5.."],
            "no puzzle is easy, rated 5.0 to 12.0",
        ),
    ] {
        let out = generate(args);
        assert_eq!(code(&out), 2, "{args:?}");
        assert!(stderr(&out).contains(says), "{args:?}: {}", stderr(&out));
        assert!(stdout(&out).is_empty(), "{args:?}");
    }
}

#[test]
fn a_timeout_ends_with_what_was_found_and_exit_1() {
    let out = generate(&[
        "--givens",
        "21",
        "--count",
        "1000000",
        "--timeout",
        "1.5",
        "--jobs",
        "2",
        "--seed",
        "9",
        "--json",
    ]);
    assert_eq!(code(&out), 1, "{}", stderr(&out));
    let err = stderr(&out);
    assert!(err.contains("time limit reached"), "{err}");
    let found: Vec<serde_json::Value> = stdout(&out)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    // The count is grouped by thousands, as the summary writes it (a quiet machine finds
    // more than 1,000 in the time).
    let digits = found.len().to_string();
    let mut grouped = String::new();
    for (k, c) in digits.chars().enumerate() {
        if k > 0 && (digits.len() - k).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(c);
    }
    assert!(
        err.contains(&format!("{grouped} of 1,000,000 puzzles (21 givens) found")),
        "{err}"
    );
    assert!(found.iter().all(|o| o["givens"] == 21));
    // Each is the puzzle its seed gives in a run without a limit, in seed order (a puzzle
    // still being searched when time ran out leaves a gap).
    let seeds: Vec<u64> = found.iter().map(|o| o["seed"].as_u64().unwrap()).collect();
    assert!(seeds.windows(2).all(|w| w[0] < w[1]), "{seeds:?}");
    let last = seeds.last().copied().unwrap_or(9);
    let full = generate(&[
        "--givens",
        "21",
        "--count",
        &(last - 8).to_string(),
        "--seed",
        "9",
    ]);
    let full_text = stdout(&full);
    let full: Vec<&str> = full_text.lines().collect();
    for (o, seed) in found.iter().zip(&seeds) {
        assert_eq!(o["puzzle"], full[(seed - 9) as usize]);
    }
}

#[cfg(unix)]
#[test]
fn a_progress_bar_while_waiting_and_ctrl_c_stops_with_what_was_found() {
    use crate::pty_term::Term;
    let mut term = Term::spawn(
        &["generate", "--givens", "17", "--count", "2", "--seed", "1"],
        100,
        10,
        &[],
    );
    // The bar appears once the run takes more than a moment.
    term.wait_text("] 0/2", 10);
    term.send("\x03");
    // Ended by Ctrl-C, as shells report it.
    assert_eq!(term.wait_exit(10), 130);
    let text = term.text();
    assert!(text.contains("interrupted after"), "{text}");
    assert!(text.contains("0 of 2 puzzles (17 givens) found"), "{text}");
}

#[test]
fn a_closed_output_ends_the_run_quietly() {
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};
    use std::time::{Duration, Instant};
    // As `dosdoku generate --count 100000000 | head -1`.
    let mut child = Command::new(env!("CARGO_BIN_EXE_dosdoku"))
        .args(["generate", "--count", "100000000", "--seed", "1"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert_eq!(first.trim_end().len(), 81);
    let deadline = Instant::now() + Duration::from_secs(20);
    while child.try_wait().unwrap().is_none() {
        assert!(
            Instant::now() < deadline,
            "still generating after its reader left"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

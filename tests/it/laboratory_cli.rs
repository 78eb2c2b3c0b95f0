//! `dosdoku explain`, `rate` and `solutions` driven as processes: outputs and exit statuses.

use crate::common::{code, dosdoku, stderr, stdout};
use dosdoku_sudoku::formats::{PencilMarks, parse_line};
use dosdoku_sudoku::human::Candidates;
use serde_json::Value;

/// Project Euler's first Sudoku: hidden singles alone solve it.
const EASY: &str =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
const EASY_SOLUTION: &str =
    "483921657967345821251876493548132976729564138136798245372689514814253769695417382";
/// The first puzzle of top1465: Sukaku Explainer's chains, no guess.
const HARD: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
/// Arto Inkala's 2010 puzzle: Sukaku Explainer's nested chains rate it (10.6: forcing chains
/// nested in dynamic chains), no guess.
const INKALA: &str =
    "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..";
/// A solved grid with a deadly rectangle blanked: two solutions.
const TWO: &str =
    "534..8912672195348198342567859..1423426853791713924856961537284287419635345286179";
/// r1c9 has no digit left.
const NONE: &str =
    "12345678.........9...............................................................";

fn lines(o: &std::process::Output) -> Vec<String> {
    stdout(o).lines().map(String::from).collect()
}

fn json_lines(o: &std::process::Output) -> Vec<Value> {
    lines(o)
        .iter()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect()
}

#[test]
fn explain_tells_each_step_and_the_rating() {
    let out = dosdoku(&["explain", EASY], "");
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    let lines = lines(&out);
    assert_eq!(lines[0], "hidden single: r2c2=6 (box 1)");
    assert_eq!(lines.len(), 50);
    // Singles only: hidden singles, and full houses (a unit's last empty cell).
    assert!(
        lines[..49]
            .iter()
            .all(|l| l.starts_with("hidden single: ") || l.starts_with("full house: "))
    );
    assert_eq!(
        lines[49],
        "rating: 1.2 easy hidden_single (49 steps: 49 placed, 0 eliminated, 0 guesses)"
    );
    let out = dosdoku(&["explain", HARD], "");
    let text = stdout(&out);
    assert!(text.contains("\npointing: r1c3<>5, r2c3<>5, r3c3<>5 (box 4, column 3)\n"));
    assert!(text.contains("\ndynamic chain: "));
    assert!(text.ends_with(" guesses)\n"));
    assert!(
        text.lines()
            .last()
            .unwrap()
            .starts_with("rating: 9.0 fiendish dynamic_chain (")
    );
}

/// Checks every step object against the solution, and returns the summary.
fn check_json(objects: &[Value], solution: &str) -> Value {
    let answer = parse_line(solution).unwrap();
    let (summary, steps) = objects.split_last().unwrap();
    for (n, step) in steps.iter().enumerate() {
        assert_eq!(step["step"], n + 1);
        let cell = |t: &Value| {
            let t = t.as_array().unwrap();
            let (r, c, d) = (
                t[0].as_u64().unwrap(),
                t[1].as_u64().unwrap(),
                t[2].as_u64(),
            );
            (((r - 1) * 9 + c - 1) as usize, d.unwrap() as u8)
        };
        for placed in step["placed"].as_array().unwrap() {
            let (i, d) = cell(placed);
            assert_eq!(answer.get(i), d, "{step}");
        }
        for gone in step["eliminated"].as_array().unwrap() {
            let (i, d) = cell(gone);
            assert_ne!(answer.get(i), d, "{step}");
        }
        assert!(step["rating"].as_f64().unwrap() >= 1.0);
        assert!(
            step["technique"]
                .as_str()
                .unwrap()
                .chars()
                .all(|c| c == '_' || c.is_ascii_lowercase())
        );
    }
    assert_eq!(summary["solution"], solution);
    assert_eq!(summary["steps"], steps.len());
    summary.clone()
}

#[test]
fn explain_writes_every_chain_of_a_chain_step_in_text_and_json() {
    // Sukaku Explainer: "7.7 Nishio Forcing Chain: r1c3.4 on ==> r8c5.4 both on & off": two
    // chains from r1c3=4, one to r8c5 on and one to r8c5 off.
    let nishio =
        ".3.....6.1..9.3..8..62..3...1..9.74....8.2....93.7..5...8..12..5..6.8..7.7.....8.";
    let both = "(4)r1c3-r2c2=r2c7-r8c7=(4)r8c5; (4)r1c3-r1c4=r9c4-(4)r8c5";
    let out = dosdoku(&["explain", nishio], "");
    assert_eq!(code(&out), 0);
    let text = stdout(&out);
    assert!(
        text.contains(&format!("nishio chain: r1c3<>4 ({both})")),
        "{text}"
    );
    let out = dosdoku(&["explain", "--json", nishio], "");
    let objects = json_lines(&out);
    let step = objects
        .iter()
        .find(|o| o["technique"] == "nishio_chain")
        .unwrap();
    assert_eq!(
        step["chains"],
        serde_json::json!([
            "(4)r1c3-r2c2=r2c7-r8c7=(4)r8c5",
            "(4)r1c3-r1c4=r9c4-(4)r8c5"
        ])
    );
    // Steps without a chain have no such field.
    assert!(objects[0].get("chains").is_none());
}

#[test]
fn explain_json_gives_checkable_steps_and_a_summary() {
    let out = dosdoku(&["explain", "--json", EASY], "");
    assert_eq!(code(&out), 0);
    let objects = json_lines(&out);
    assert_eq!(
        lines(&out)[0],
        r#"{"step":1,"technique":"hidden_single","rating":1.2,"placed":[[2,2,6]],"eliminated":[],"cells":[[2,2]],"units":["box 1"],"digits":[6],"text":"hidden single: r2c2=6 (box 1)"}"#
    );
    let summary = check_json(&objects, EASY_SOLUTION);
    assert_eq!(summary["rating"], 1.2);
    assert_eq!(summary["level"], "easy");
    assert_eq!(summary["hardest"], "hidden_single");

    let out = dosdoku(&["explain", "--json", INKALA], "");
    assert_eq!(code(&out), 0);
    let objects = json_lines(&out);
    let solution = dosdoku_sudoku::solver::solve(
        &parse_line(INKALA).unwrap(),
        &mut dosdoku_sudoku::solver::Unwatched,
    )
    .0;
    let dosdoku_sudoku::solver::Outcome::Solved(solution) = solution else {
        panic!("Inkala's puzzle has a solution");
    };
    let summary = check_json(&objects, &solution.to_line());
    assert_eq!(
        (summary["rating"].as_f64(), summary["level"].as_str()),
        (Some(10.6), Some("fiendish"))
    );
    assert_eq!(summary["guesses"].as_u64(), Some(0));
    // A nested step's outer chains name the nested chains that turned candidates off
    // (`-[1](9)r5c7`), and its `nested` list writes each: its number, the candidates gone it
    // rests on, its chain and what it takes out; its text carries them too.
    let nested: Vec<&Value> = objects
        .iter()
        .filter(|o| o["technique"] == "nested_forcing_chain")
        .collect();
    assert!(!nested.is_empty());
    for o in nested {
        let chains = o["chains"].as_array().unwrap();
        assert!(
            chains.iter().any(|c| c.as_str().unwrap().contains("-[1](")),
            "{o}"
        );
        let written = o["nested"].as_array().expect("a nested list");
        for (n, chain) in written.iter().enumerate() {
            let chain = chain.as_str().unwrap();
            assert!(chain.starts_with(&format!("[{}] r", n + 1)), "{chain}");
            assert!(chain.contains(": (") && chain.contains(" => r"), "{chain}");
            assert!(o["text"].as_str().unwrap().contains(chain), "{o}");
        }
    }
}

#[test]
fn explain_starts_from_pencil_marks() {
    // A puzzle written as pencil marks (givens as single candidates, all nine elsewhere)
    // explains as the puzzle does.
    let marks = PencilMarks::from_grid(&parse_line(EASY).unwrap()).to_line();
    assert_eq!(marks.len(), 729);
    let from_puzzle = dosdoku(&["explain", EASY], "");
    let from_marks = dosdoku(&["explain", &marks], "");
    assert_eq!(code(&from_marks), 0, "{}", stderr(&from_marks));
    assert_eq!(stdout(&from_marks), stdout(&from_puzzle));
    let out = dosdoku(&["explain", "-"], &format!("# marks\n{marks}\n"));
    assert_eq!(stdout(&out), stdout(&from_puzzle));
    // With the givens' digits taken out of their rows, columns and boxes, r5c6, r9c4 and
    // r5c7 are left one candidate each: in this format that makes them values, so the
    // solver starts with three fewer digits to place.
    let cleared = Candidates::from_grid(&parse_line(EASY).unwrap())
        .to_marks()
        .to_line();
    let out = dosdoku(&["explain", &cleared], "");
    let text = stdout(&out);
    assert!(text.ends_with(
        "rating: 1.2 easy hidden_single (46 steps: 46 placed, 0 eliminated, 0 guesses)\n"
    ));
    assert!(!text.contains("r5c6=") && !text.contains("r9c4=") && !text.contains("r5c7="));
    // Taking 6 out of r2c2 (its solution digit) leaves no solution.
    let mut without = marks.clone().into_bytes();
    without[9 * 10 + 5] = b'.';
    let without = String::from_utf8(without).unwrap();
    let out = dosdoku(&["explain", &without], "");
    assert_eq!((code(&out), stdout(&out)), (1, "none\n".to_string()));
    // --marks writes the position after each step; the last one is the solution.
    let out = dosdoku(&["explain", "--marks", EASY], "");
    let lines = lines(&out);
    assert_eq!(lines.len(), 99);
    let last = PencilMarks::from_grid(&parse_line(EASY_SOLUTION).unwrap()).to_line();
    assert_eq!(lines[97], last);
    // Any of them explains on with the rest of the steps.
    let rest = dosdoku(&["explain", &lines[59]], "");
    let all = stdout(&out);
    let steps: Vec<&str> = all.lines().step_by(2).collect();
    // The same digit in the same cell; read back (values for cells with one candidate), the
    // position may make it a full house rather than a hidden single.
    let resumed = stdout(&rest).lines().next().unwrap_or_default().to_string();
    let placed = |line: &str| {
        line.split(": ")
            .nth(1)
            .map(|s| s.split(' ').next().map(str::to_string))
    };
    assert_eq!(
        placed(&resumed),
        placed(steps[30]),
        "{resumed} / {}",
        steps[30]
    );
}

#[test]
fn explain_says_why_a_puzzle_is_not_explained() {
    let out = dosdoku(&["explain", TWO], "");
    assert_eq!((code(&out), stdout(&out)), (1, "multiple\n".to_string()));
    let out = dosdoku(&["explain", "--json", NONE], "");
    assert_eq!(
        (code(&out), stdout(&out)),
        (1, "{\"status\":\"none\"}\n".to_string())
    );
    let out = dosdoku(&["explain", "12"], "");
    assert_eq!(code(&out), 2);
    assert_eq!(
        stdout(&out),
        "invalid: 2 cells; a puzzle has 16, 81, 256 or 625\n"
    );
    let mut bad = "1".repeat(729);
    bad.replace_range(0..1, ".");
    let out = dosdoku(&["explain", &bad], "");
    assert_eq!(code(&out), 2);
    assert!(
        stdout(&out).starts_with("invalid: column 2: '1' is out of place"),
        "{}",
        stdout(&out)
    );
    let out = dosdoku(&["explain", "no/such/file.txt"], "");
    assert_eq!(code(&out), 2);
    assert!(stderr(&out).contains("no/such/file.txt"));
}

#[test]
fn explain_follows_the_puzzles_of_a_file() {
    let out = dosdoku(&["explain", "-"], &format!("{EASY}\n\n{EASY}\n"));
    assert_eq!(code(&out), 0);
    let text = stdout(&out);
    let one = stdout(&dosdoku(&["explain", EASY], ""));
    assert_eq!(text, format!("{one}\n{one}"));
    let out = dosdoku(&["explain", "--json", "-"], &format!("{EASY}\n\n{EASY}\n"));
    let summaries: Vec<Value> = json_lines(&out)
        .into_iter()
        .filter(|o| o.get("solution").is_some())
        .collect();
    assert_eq!(summaries.len(), 2);
    assert_eq!(
        (summaries[0]["line"].as_u64(), summaries[1]["line"].as_u64()),
        (Some(1), Some(3))
    );
}

#[test]
fn rate_gives_one_line_per_puzzle() {
    let input = format!("# a comment\n{EASY}\n{HARD}\n{TWO}\n{NONE}\nxyz\n{INKALA}\n");
    let out = dosdoku(&["rate"], &input);
    assert_eq!(code(&out), 2);
    assert_eq!(
        lines(&out),
        [
            "1.2 easy hidden_single",
            "9.0 fiendish dynamic_chain",
            "multiple",
            "none",
            "invalid: line 6, column 1: 'x' is not a symbol or a blank (use 1-4, 1-9, 1-9 and A-G, \
             or A-Y by the puzzle's size, or . 0 * _ - for a blank)",
            "10.6 fiendish nested_forcing_chain",
        ]
    );
    let out = dosdoku(&["rate", "--json", "-"], &format!("{EASY}\n{TWO}\n"));
    assert_eq!(code(&out), 1);
    assert_eq!(
        lines(&out),
        [
            r#"{"status":"unique","rating":1.2,"level":"easy","hardest":"hidden_single"}"#,
            r#"{"status":"multiple"}"#,
        ]
    );
    let out = dosdoku(&["rate", EASY_SOLUTION], "");
    assert_eq!((code(&out), stdout(&out)), (0, "0.0 easy -\n".to_string()));
}

#[test]
fn rate_se_prints_sukaku_explainers_three_numbers() {
    // Sukaku Explainer rates this puzzle of the Sudoku Exchange bank ED=4.2/1.2/1.2: an
    // XY-wing at the hardest, a hidden single in a box first.
    let puzzle =
        "97.8.3.14..1.9.5............42...87.8.9.7.4.556.....91..32.19......5......4...2..";
    let out = dosdoku(&["rate", "--se", puzzle], "");
    assert_eq!(
        (code(&out), stdout(&out)),
        (0, "ED=4.2/1.2/1.2\n".to_string())
    );
    let out = dosdoku(&["rate", "--se", "--json", puzzle], "");
    assert_eq!(
        lines(&out),
        [
            r#"{"status":"unique","rating":4.2,"level":"hard","hardest":"xy_wing","explainer":"ED=4.2/1.2/1.2"}"#
        ]
    );
}

#[test]
fn rate_and_explain_follow_the_sukaku_explainer_release_asked_for() {
    // The Sudoku Exchange bank rates this puzzle 7.0: Sukaku Explainer 1.15 rated it, without
    // the UVWXYZ-wing that the newest (1.18, the default) rates it by.
    let puzzle =
        "...9.6...7..184..29.......8..........41.6.95.27.....83.2.....3.5...4...9..36.71..";
    for (args, said) in [
        (&["rate", "--se", puzzle][..], "ED=6.6/1.2/1.2\n"),
        (
            &["rate", "--se", "--se-version", "1.18", puzzle],
            "ED=6.6/1.2/1.2\n",
        ),
        (
            &["rate", "--se", "--se-version", "1.15", puzzle],
            "ED=7.0/1.2/1.2\n",
        ),
        (
            &["rate", "--se-version", "1.15", puzzle],
            "7.0 fiendish forcing_chain\n",
        ),
    ] {
        let out = dosdoku(args, "");
        assert_eq!(
            (code(&out), stdout(&out)),
            (0, said.to_string()),
            "{args:?}"
        );
    }
    // explain takes the same steps: the older release's chain, the newest's wing.
    for (release, hardest) in [
        ("1.15", "7.0 fiendish forcing_chain"),
        ("1.18", "6.6 hard uvwxyz_wing"),
    ] {
        let out = dosdoku(&["explain", "--se-version", release, puzzle], "");
        let last = stdout(&out).lines().last().unwrap_or_default().to_string();
        assert!(
            last.starts_with(&format!("rating: {hardest} (")),
            "{release}: {last}"
        );
    }
    let out = dosdoku(&["rate", "--se-version", "1.16", puzzle], "");
    assert_eq!((code(&out), stdout(&out)), (2, String::new()));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("'1.16'") && err.contains("known: 1.15, 1.18"),
        "{err}"
    );
}

#[test]
fn rate_agrees_with_explain() {
    for puzzle in [EASY, HARD, INKALA] {
        let rated = stdout(&dosdoku(&["rate", puzzle], ""));
        let explained = stdout(&dosdoku(&["explain", puzzle], ""));
        let last = explained.lines().last().unwrap();
        assert!(
            last.starts_with(&format!("rating: {} (", rated.trim())),
            "{last} / {rated}"
        );
    }
}

#[test]
fn solutions_lists_and_counts() {
    let out = dosdoku(&["solutions", TWO], "");
    assert_eq!(code(&out), 0);
    let found = lines(&out);
    assert_eq!(found.len(), 2);
    let two = parse_line(TWO).unwrap();
    for line in &found {
        assert!(parse_line(line).unwrap().solves(&two));
    }
    assert_ne!(found[0], found[1]);
    let out = dosdoku(&["solutions", "--count", TWO], "");
    assert_eq!((code(&out), stdout(&out)), (0, "2\n".to_string()));
    let out = dosdoku(&["solutions", "--limit", "1", TWO], "");
    assert_eq!(lines(&out), [found[0].clone()]);
    assert!(stderr(&out).contains("stopped at the limit of 1 solution"));
    // An empty grid: counting stops at the limit (1,000 unless told).
    let empty = ".".repeat(81);
    let out = dosdoku(&["solutions", "--count", &empty], "");
    assert_eq!((code(&out), stdout(&out)), (0, "1000\n".to_string()));
    let out = dosdoku(&["solutions", "--count", "--limit", "25000", &empty], "");
    assert_eq!(stdout(&out), "25000\n");
    let out = dosdoku(&["solutions", NONE], "");
    assert_eq!((code(&out), stdout(&out)), (1, "none\n".to_string()));
    let out = dosdoku(
        &["solutions", "--count", "-"],
        &format!("{TWO}\n{NONE}\n{EASY}\nbad\n"),
    );
    assert_eq!(code(&out), 2);
    assert_eq!(lines(&out)[..3], ["2", "0", "1"]);
    assert!(lines(&out)[3].starts_with("invalid: line 4"));
    let out = dosdoku(&["solutions", "--limit", "0", TWO], "");
    assert_eq!(code(&out), 2);
}

#[test]
fn solutions_of_pencil_marks_keep_to_the_marks() {
    // The two solutions differ in r1c4 (6 or 7): without 6 there, one is left.
    let mut c = Candidates::from_grid(&parse_line(TWO).unwrap());
    c.eliminate(3, 6);
    let out = dosdoku(&["solutions", &c.to_marks().to_line()], "");
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    assert_eq!(lines(&out).len(), 1);
    assert_eq!(&lines(&out)[0][3..4], "7");
}

#[test]
fn rate_answers_each_puzzle_as_it_arrives() {
    // Standard input stays open after the first puzzle: its rating comes out at once.
    use std::io::{BufRead, BufReader, Write};
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_dosdoku"))
        .args(["rate", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("dosdoku runs");
    let mut input = child.stdin.take().unwrap();
    writeln!(input, "{EASY}").unwrap();
    input.flush().unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    let stdout = child.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let _ = tx.send(line.unwrap());
        }
    });
    let first = rx.recv_timeout(std::time::Duration::from_secs(20));
    assert_eq!(first.as_deref(), Ok("1.2 easy hidden_single"));
    writeln!(input, "{TWO}").unwrap();
    drop(input);
    let second = rx.recv_timeout(std::time::Duration::from_secs(20));
    assert_eq!(second.as_deref(), Ok("multiple"));
    assert_eq!(child.wait().unwrap().code(), Some(1));
}

#[test]
fn solve_with_the_human_agent_counts_its_steps_and_records_the_run() {
    // HARD is rated by the chains: the agent's counters are explain's summary line.
    let explained = stdout(&dosdoku(&["explain", HARD], ""));
    let last = explained.lines().last().unwrap().to_string();
    let out = dosdoku(&["solve", "--agent", "human", "--json", HARD], "");
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    let run: Value = serde_json::from_str(stdout(&out).trim()).unwrap();
    assert_eq!(run["status"], "solved");
    assert_eq!(run["agent"], "human");
    let c = &run["counters"];
    assert_eq!(c["rating_tenths"], 90);
    assert!(c["guesses"].is_number());
    let summary = format!(
        "({} steps: {} placed, {} eliminated, {} guesses)",
        c["steps"], c["placed"], c["eliminated"], c["guesses"]
    );
    assert!(last.ends_with(&summary), "{last} / {summary}");
    let solution = run["solution"].as_str().unwrap();
    assert!(
        parse_line(solution)
            .unwrap()
            .solves(&parse_line(HARD).unwrap())
    );
    // --rows prints the grid in rows; the summary on standard error names the counters.
    let out = dosdoku(&["solve", "--agent", "human", "--rows", EASY], "");
    assert_eq!(code(&out), 0);
    assert!(stdout(&out).contains("Row:  1 -"), "{}", stdout(&out));
    assert!(
        stderr(&out).contains(
            "| agent human | steps 49 | placed 49 | eliminated 0 | guesses 0 | rating 1.2 |"
        ),
        "{}",
        stderr(&out)
    );
    // A puzzle with no solution: the agent says so itself, exit 1.
    let out = dosdoku(&["solve", "--agent", "human", NONE], "");
    assert_eq!(code(&out), 1, "{}", stderr(&out));
    // The run is recorded in the history, its headline (steps) as every agent's is.
    let dir = std::env::temp_dir().join(format!("dosdoku-human-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let history = dir.join("history.jsonl");
    let path = history.to_str().unwrap();
    let out = dosdoku(&["solve", "--agent", "human", "--history", path, EASY], "");
    assert_eq!(code(&out), 0);
    let recorded = std::fs::read_to_string(&history).unwrap();
    assert!(recorded.contains("\"human\""), "{recorded}");
    assert!(recorded.contains("\"attempts\":49"), "{recorded}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The counters of a `solve --json` line as explain's summary writes them.
fn summary_of(run: &Value) -> String {
    let c = &run["counters"];
    format!(
        "({} steps: {} placed, {} eliminated, {} guesses)",
        c["steps"], c["placed"], c["eliminated"], c["guesses"]
    )
}

#[test]
fn solve_with_the_human_agent_starts_from_pencil_marks() {
    // A medium puzzle (pointing), and the pencil marks explain leaves after its first ten
    // steps: six of them pointing, which took candidates out that the values alone keep.
    const MEDIUM: &str =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    let explained = lines(&dosdoku(&["explain", "--marks", MEDIUM], ""));
    let marks = explained[2 * 10 - 1].clone();
    assert_eq!(marks.len(), 729);
    let values = PencilMarks::from_cells(std::array::from_fn(|i| {
        let cell = &marks.as_bytes()[9 * i..9 * i + 9];
        let digits: Vec<usize> = (0..9).filter(|&d| cell[d] != b'.').collect();
        if digits.len() == 1 {
            1 << digits[0]
        } else {
            0x1FF
        }
    }))
    .singles()
    .to_line();
    let explain_marks = stdout(&dosdoku(&["explain", &marks], ""));
    let explain_values = stdout(&dosdoku(&["explain", &values], ""));
    let (from_marks, from_values) = (
        explain_marks.lines().last().unwrap(),
        explain_values.lines().last().unwrap(),
    );
    assert_eq!(
        from_marks,
        "rating: 2.3 easy naked_single (58 steps: 58 placed, 0 eliminated, 0 guesses)"
    );
    assert_ne!(from_marks, from_values);
    // The agent starts from the marks: its counters are explain's on the same marks.
    let out = dosdoku(&["solve", "--agent", "human", "--json", &marks], "");
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    let run: Value = serde_json::from_str(stdout(&out).trim()).unwrap();
    assert_eq!(run["status"], "solved");
    assert_eq!(run["puzzle"], values.as_str(), "the puzzle is the values");
    assert!(from_marks.ends_with(&summary_of(&run)), "{run}");
    assert_eq!(run["counters"]["rating_tenths"], 23);
    // A file mixing both: each line as it is, in order.
    let out = dosdoku(
        &["solve", "--agent", "human", "--json", "-"],
        &format!("{marks}\n{values}\n"),
    );
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    let runs = json_lines(&out);
    assert!(from_marks.ends_with(&summary_of(&runs[0])));
    assert!(from_values.ends_with(&summary_of(&runs[1])));
    assert_eq!(runs[0]["solution"], runs[1]["solution"]);
    // --rows shows the values and the solution.
    let out = dosdoku(&["solve", "--agent", "human", "--rows", &marks], "");
    assert_eq!(code(&out), 0);
    let rows = stdout(&out);
    assert!(
        rows.starts_with("Row:  1 -   4  1  7    *  *  9    8  *  5\n"),
        "{rows}"
    );
    // An agent that starts from puzzles only refuses pencil marks, naming itself, exit 2;
    // the plain puzzle after it is still solved.
    let out = dosdoku(
        &["solve", "--agent", "lmc", "-"],
        &format!("{marks}\n{values}\n"),
    );
    assert_eq!(code(&out), 2);
    assert_eq!(stdout(&out).lines().next(), Some("invalid"));
    assert!(
        stderr(&out).contains(
            "puzzle 1: invalid | pencil marks are for --agent human; lmc starts from a puzzle"
        ),
        "{}",
        stderr(&out)
    );
    assert!(stderr(&out).contains("puzzle 2: solved"));
    // Bad marks name the problem.
    let bad = format!("{}1{}", &marks[..9 * 20 + 1], &marks[9 * 20 + 2..]);
    let out = dosdoku(&["solve", "--agent", "human", &bad], "");
    assert_eq!(code(&out), 2, "{}", stderr(&out));
    assert!(stderr(&out).contains("out of place"), "{}", stderr(&out));
    // The history records the values as the puzzle: `runs` finds the run by them.
    let dir = std::env::temp_dir().join(format!("dosdoku-marks-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let history = dir.join("history.jsonl");
    let path = history.to_str().unwrap();
    let out = dosdoku(
        &["solve", "--agent", "human", "--history", path, &marks],
        "",
    );
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    let recorded = std::fs::read_to_string(&history).unwrap();
    assert!(
        recorded.contains(&format!("\"puzzle\":\"{values}\"")),
        "{recorded}"
    );
    assert!(recorded.contains("\"attempts\":58"), "{recorded}");
    let out = dosdoku(&["runs", "--history", path, &values], "");
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    assert!(stdout(&out).contains("human"), "{}", stdout(&out));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn rate_and_explain_refuse_boards_other_than_9x9() {
    // A 4x4 puzzle with one solution: the human-like solver does not know its units.
    for command in ["rate", "explain"] {
        let out = dosdoku(&[command, "..1..2......23.."], "");
        assert_eq!(code(&out), 2, "{command}");
        assert_eq!(
            stdout(&out).trim(),
            "invalid: a 4x4 puzzle: the human-like solver works on 9x9 boards only",
            "{command}"
        );
    }
}

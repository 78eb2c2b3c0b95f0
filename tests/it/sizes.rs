//! Boards of every size (4x4, 16x16, 25x25) through the agents, the screen and the command
//! line: every agent on 4x4 and 16x16 puzzles, exact counts worked out by hand, 25x25 headless.

use crate::common::{code, dosdoku, stderr, stdout};
use dosdoku_agents::agents::{AgentKind, BoardScreen, Headless, View};
use dosdoku_agents::run::{RunConfig, RunReport, Status, run_puzzle};
use dosdoku_sudoku::board::Grid;
use dosdoku_sudoku::formats::parse_line;
use dosdoku_sudoku::solver::{Outcome, Unwatched, solve};

/// The 16x16 benchmark set (see its header for how it was made).
const SIXTEEN_SET: &str = include_str!("../fixtures/sizes/sixteen.txt");
/// The 4x4 benchmark set.
const FOUR_SET: &str = include_str!("../fixtures/sizes/four.txt");
/// 25x25 puzzles with one solution each.
const TWENTY_FIVE_SET: &str = include_str!("../fixtures/sizes/twenty_five.txt");

/// The puzzles of a set: its lines that are not `#` comments.
fn puzzles(set: &str) -> Vec<Grid> {
    set.lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| parse_line(l).expect("a puzzle of the set"))
        .collect()
}

/// The solution of `puzzle`, by the backtracker.
fn solution(puzzle: &Grid) -> Grid {
    match solve(puzzle, &mut Unwatched).0 {
        Outcome::Solved(g) => g,
        other => panic!("{puzzle} is not solved: {other:?}"),
    }
}

/// `puzzle` with all but one in `keep` of its blanks filled from its solution: an easy puzzle
/// of the same board, for the agents that grind.
fn filled_but(puzzle: &Grid, keep: usize) -> Grid {
    let s = solution(puzzle);
    let mut easy = puzzle.clone();
    let blanks = (0..puzzle.len()).filter(|&i| puzzle.get(i) == 0);
    for (k, i) in blanks.enumerate() {
        if k % keep != 0 {
            easy.set(i, s.get(i));
        }
    }
    easy
}

/// Runs `kind` with its default settings (Board0 first when it takes it) and `seed`.
fn run(kind: AgentKind, puzzle: &Grid, seed: u64) -> (RunReport, BoardScreen) {
    let mut config = RunConfig::new(kind.default_settings());
    config.seed = seed;
    let mut board = BoardScreen::new();
    let report = run_puzzle(&mut board, puzzle, &config, &mut Headless);
    (report, board)
}

/// Checks a run's end: solved with a solution of the puzzle, or stuck (Board0 and exclusion
/// alone) with the givens kept and no clash.
fn assert_fair(kind: AgentKind, puzzle: &Grid, report: &RunReport) {
    let name = kind.name();
    assert_eq!(report.board.box_size(), puzzle.box_size(), "{name}");
    match report.status {
        Status::Solved => assert!(report.board.solves(puzzle), "{name}: {}", report.board),
        Status::Stuck => {
            assert!(
                matches!(kind, AgentKind::Board0 | AgentKind::Exclusion),
                "{name}"
            );
            assert!(
                dosdoku_sudoku::board::find_clash(&report.board).is_none(),
                "{name}"
            );
            assert!(
                (0..puzzle.len())
                    .all(|i| puzzle.get(i) == 0 || report.board.get(i) == puzzle.get(i))
            );
        }
        other => panic!("{name} ended {other:?} on {puzzle}"),
    }
}

#[test]
fn every_agent_on_four_by_four_puzzles() {
    for puzzle in puzzles(FOUR_SET).iter().take(10) {
        for &kind in AgentKind::ALL
            .iter()
            .filter(|k| k.decl().refusal(2).is_none())
        {
            let (report, board) = run(kind, puzzle, 7);
            assert_fair(kind, puzzle, &report);
            assert_eq!(board.box_size(), 2);
            assert_eq!(board.read_grid(), report.board);
        }
    }
}

#[test]
fn an_agent_run_on_a_size_it_does_not_take_is_stuck_saying_why_through_the_library_too() {
    let puzzle = &puzzles(FOUR_SET)[0];
    for &kind in AgentKind::ALL
        .iter()
        .filter(|k| k.decl().refusal(2).is_some())
    {
        let (report, board) = run(kind, puzzle, 1);
        assert_eq!(report.status, Status::Stuck, "{}", kind.name());
        assert_eq!(report.reason, kind.decl().refusal(2));
        assert_eq!(board.read_grid(), *puzzle, "the board is left as given");
    }
}

#[test]
fn the_count_of_solutions_within_a_budget_gives_up_or_answers_as_the_full_count() {
    use dosdoku_sudoku::solver::{count_solutions, count_solutions_within};
    assert_eq!(count_solutions_within(&Grid::empty(4), 2, 20_000), Some(2));
    assert_eq!(
        count_solutions_within(&Grid::empty(2), 300, 20_000),
        Some(288)
    );
    let hard = &puzzles(SIXTEEN_SET)[0];
    assert_eq!(
        count_solutions_within(hard, 2, 1),
        None,
        "one step is not enough"
    );
    assert_eq!(count_solutions_within(hard, 2, 1_000_000), Some(1));
    let nine = parse_line(crate::common::DEFAULT_PUZZLE).unwrap();
    assert_eq!(
        count_solutions_within(&nine, 2, 1_000),
        Some(count_solutions(&nine, 2))
    );
}

#[test]
fn every_agent_on_sixteen_by_sixteen_puzzles() {
    let set = puzzles(SIXTEEN_SET);
    for puzzle in &set[..2] {
        for &kind in AgentKind::ALL
            .iter()
            .filter(|k| k.decl().refusal(4).is_none())
        {
            // The grinders get the easier board; the others the puzzle as it is.
            let grinds = matches!(
                kind,
                AgentKind::Board1 | AgentKind::Cruncher | AgentKind::Lmc
            );
            let p = if grinds {
                filled_but(puzzle, 4)
            } else {
                puzzle.clone()
            };
            let (report, board) = run(kind, &p, 11);
            assert_fair(kind, &p, &report);
            assert_eq!(board.read_grid(), report.board, "{}", kind.name());
        }
    }
}

/// Exclusion's counters of a run: passes, eliminations, solved cells.
fn exclusion_counts(report: &RunReport) -> Vec<Option<u64>> {
    ["passes", "eliminations", "solved_cells"]
        .iter()
        .map(|c| report.counter(c))
        .collect()
}

#[test]
fn exclusion_on_the_four_by_four_candidate_view_worked_by_hand() {
    // 1 2 | 3 .      Pass 1, in reading order (what each cell sees that is solved now):
    // . 4 | . .      r1c4 row 1,2,3 -> {4} (3 removed, solved); r2c1 sees 1,2,4 -> {3} (3);
    // ----+----      r2c3 sees 3,4 -> {1,2} (2); r2c4 sees 3,4 and 1 below -> {2} (3);
    // . . | 4 .      r3c1 sees 4 and 1,3 above -> {2} (3); r3c2 sees 2,4 -> {1,3} (2);
    // . . | . 1      r3c4 sees 2,4,1 -> {3} (3); r4c1 sees 1,2,3 -> {4} (3); r4c2 sees
    //                1,4,2 -> {3} (3); r4c3 sees 4,3,1 -> {2} (3): 28 removed, 8 solved.
    // Pass 2: r2c3 loses the 2 of r2c4 -> {1}; r3c2 loses the 3 of r3c4 -> {1}: 2 more, both
    // solved. Pass 3 changes nothing: 3 passes, 30 eliminations, 10 solved cells.
    let puzzle = parse_line("123..4....4....1").unwrap();
    let (report, board) = run(AgentKind::Exclusion, &puzzle, 0);
    assert_eq!(report.status, Status::Solved);
    assert_eq!(exclusion_counts(&report), [Some(3), Some(30), Some(10)]);
    assert_eq!(report.board.to_line(), "1234341221434321");
    // The candidates are on the screen, four slots to a cell: r1c1's slot 1 shows its given.
    assert_eq!(board.view(), View::Candidates);
    assert_eq!(board.screen.screen(4, 5).unwrap(), b'1');
    assert_eq!(board.screen.screen(4, 6).unwrap(), b' ');
}

#[test]
fn the_cruncher_on_a_four_by_four_worked_by_hand() {
    // 4 3 | . .      Blanks in reading order: r1c3, r1c4, r3c3.
    // 2 1 | 4 3      r1c3: 1 fits (row 4 3, column 4 . 3, box 4 3): 1 increment.
    // ----+----      r1c4: 1 is in row 1 now, 2 in column 4 (r3c4), 3 and 4 in row 1, then 5
    // 3 4 | . 2      passes 4: 5 increments, blanked, one step back.
    // 1 2 | 3 4      r1c3: 2 fits (row 4 3, column 4 3, box 4 3): 1 increment.
    //                r1c4: 1 fits: 1 increment. r3c3: 1 fits (row 3 4 2, column 2 4 3):
    //                1 increment. 9 increments, 1 backstep.
    let puzzle = parse_line("43..214334.21234").unwrap();
    let (report, _) = run(AgentKind::Cruncher, &puzzle, 0);
    assert_eq!(report.status, Status::Solved);
    assert_eq!(
        (report.counter("increments"), report.counter("backsteps")),
        (Some(9), Some(1))
    );
    assert_eq!(report.board.to_line(), "4321214334121234");
}

#[test]
fn exclusion_on_sixteen_by_sixteen_shows_how_many_candidates_are_left() {
    // A solved 16x16 grid with its sixth row emptied: each of its 16 cells sees the other 15
    // values of its column, all solved, so pass 1 removes 15 from each and solves it; pass 2
    // changes nothing.
    let symbols: Vec<char> = "123456789ABCDEFG".chars().collect();
    let line: String = (0..256)
        .map(|i: usize| {
            let (r, c) = (i / 16, i % 16);
            if r == 5 {
                '.'
            } else {
                symbols[((r % 4) * 4 + r / 4 + c) % 16]
            }
        })
        .collect();
    let puzzle = parse_line(&line).unwrap();
    let (report, board) = run(AgentKind::Exclusion, &puzzle, 0);
    assert_eq!(report.status, Status::Solved);
    assert_eq!(exclusion_counts(&report), [Some(2), Some(240), Some(16)]);
    assert!(report.board.solves(&puzzle));
    // Stuck on the puzzle of the set: the counts beside the board say how many are left.
    let hard = puzzles(SIXTEEN_SET)[0].clone();
    let (report, board_after) = run(AgentKind::Exclusion, &hard, 0);
    assert_eq!(report.status, Status::Stuck);
    let text = board_after.screen.to_text();
    assert!(text.lines().nth(2).unwrap().contains('║'));
    let counts_shown = text
        .lines()
        .skip(2)
        .take(20)
        .flat_map(|l| l.chars().skip(25).take(21))
        .filter(|c| c.is_ascii_alphanumeric())
        .count();
    let unsolved = report.board.cells().iter().filter(|&&v| v == 0).count();
    assert_eq!(counts_shown, unsolved);
    drop(board);
}

#[test]
fn twenty_five_by_twenty_five_puzzles_are_solved_headless() {
    let text: String = TWENTY_FIVE_SET
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| format!("{l}\n"))
        .collect();
    let out = dosdoku(
        &["solve", "--agent", "backtrack", "--monitor", "off"],
        &text,
    );
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    let given = puzzles(TWENTY_FIVE_SET);
    let lines: Vec<String> = stdout(&out).lines().map(str::to_string).collect();
    assert_eq!(lines.len(), given.len());
    for (line, puzzle) in lines.iter().zip(&given) {
        let solved = parse_line(line).expect("a 625-character solution");
        assert!(solved.solves(puzzle), "{line}");
    }
    // LMC on the screen too: every agent that takes 25x25 boards reads them off it.
    let out = dosdoku(
        &["solve", "--agent", "lmc", "--monitor", "off", "-q"],
        &format!("{}\n", filled_but(&given[0], 2)),
    );
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    assert!(parse_line(stdout(&out).trim()).unwrap().solves(&given[0]));
}

#[test]
fn an_agent_asked_for_a_size_it_does_not_take_says_so() {
    let line = TWENTY_FIVE_SET
        .lines()
        .find(|l| !l.starts_with('#'))
        .unwrap();
    let out = dosdoku(&["solve", "--agent", "board1", "--monitor", "off"], line);
    assert_eq!(code(&out), 2);
    assert_eq!(stdout(&out), "invalid\n");
    assert!(
        stderr(&out).contains("agent board1 works on 4x4, 9x9 and 16x16 boards, not 25x25"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn with_no_agent_named_16x16_and_25x25_puzzles_go_to_the_backtracker_and_4x4_to_board1() {
    let first = |set: &str| {
        set.lines()
            .find(|l| !l.starts_with('#'))
            .unwrap()
            .to_string()
    };
    let (four, sixteen, big) = (first(FOUR_SET), first(SIXTEEN_SET), first(TWENTY_FIVE_SET));
    let history = crate::common::TempDir::new("default-agent");
    let path = history.file("history.jsonl");
    let input = format!("{four}\n{sixteen}\n{big}\n");
    let out = dosdoku(
        &[
            "solve",
            "--monitor",
            "off",
            "--seed",
            "5",
            "--history",
            path.to_str().unwrap(),
            "-",
        ],
        &input,
    );
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    let err = stderr(&out);
    let agents: Vec<&str> = err
        .lines()
        .map(|l| l.split(" | ").nth(1).unwrap_or(""))
        .collect();
    assert_eq!(
        agents,
        ["agent board1", "agent backtrack", "agent backtrack"],
        "{err}"
    );
    for (line, puzzle) in stdout(&out).lines().zip([&four, &sixteen, &big]) {
        let solved = parse_line(line).unwrap();
        assert!(solved.solves(&parse_line(puzzle).unwrap()), "{line}");
    }
    // The history named: every run is recorded, each with the agent that ran it.
    let recorded = std::fs::read_to_string(&path).unwrap();
    assert_eq!(recorded.lines().count(), 3);
    assert!(
        recorded
            .lines()
            .nth(2)
            .unwrap()
            .contains(r#""agent":"backtrack""#)
    );
    // An agent or a Board1 setting named: that agent runs, whatever the size.
    for named in [&["--agent", "board1"][..], &["--forgetful"]] {
        let mut args = vec!["solve", "--monitor", "off", "--no-history", "--seed", "1"];
        args.extend_from_slice(named);
        args.extend(["--max-attempts", "1000", &sixteen]);
        let out = dosdoku(&args, "");
        assert_eq!(stdout(&out), "gave_up\n", "{named:?}: {}", stderr(&out));
        assert!(stderr(&out).contains("agent board1"), "{}", stderr(&out));
    }
}

#[test]
fn check_json_rows_and_the_history_take_every_size() {
    let four = ".2..4.....3..1..";
    let out = dosdoku(&["check", "-"], &format!("{four}\n1...........3..2\n"));
    assert_eq!(stdout(&out), "unique\nmultiple\n");
    let sixteen = SIXTEEN_SET.lines().find(|l| !l.starts_with('#')).unwrap();
    let out = dosdoku(
        &[
            "solve",
            "--agent",
            "backtrack",
            "--monitor",
            "off",
            "--json",
            "-q",
        ],
        sixteen,
    );
    let json: serde_json::Value = serde_json::from_str(stdout(&out).trim()).unwrap();
    assert_eq!(json["puzzle"], sixteen);
    let solved = parse_line(json["solution"].as_str().unwrap()).unwrap();
    assert!(solved.solves(&parse_line(sixteen).unwrap()));
    let out = dosdoku(
        &[
            "solve",
            "--agent",
            "lmc",
            "--monitor",
            "off",
            "--rows",
            "-q",
        ],
        four,
    );
    let rows = stdout(&out);
    assert!(rows.starts_with("Row:  1 -   *  2    *  *\nRow:  2 -   4  *    *  *\n\n"));
    assert!(
        rows.ends_with("Row:  3 -   2  4    3  1\nRow:  4 -   3  1    2  4\n"),
        "{rows}"
    );
    // A 16x16 run is recorded, listed and compared like any other.
    let dir = std::env::temp_dir().join(format!("dosdoku-sizes-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let history = dir.join("history.jsonl");
    let history = history.to_str().unwrap();
    let easy = filled_but(&parse_line(sixteen).unwrap(), 4).to_line();
    for seed in ["1", "2"] {
        let out = dosdoku(
            &[
                "solve",
                "--agent",
                "board1",
                "--no-board0",
                "--monitor",
                "off",
                "--seed",
                seed,
                "--history",
                history,
                "-q",
            ],
            &easy,
        );
        assert_eq!(code(&out), 0, "{}", stderr(&out));
    }
    let out = dosdoku(&["runs", &easy, "--history", history], "");
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    let listed = stdout(&out);
    assert_eq!(listed.lines().filter(|l| l.starts_with("20")).count(), 2);
    assert!(
        listed.contains("  board1 no board0: 2 runs, 2 solved;"),
        "{listed}"
    );
    let out = dosdoku(&["compare", &easy, "--history", history], "");
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    let compared = stdout(&out);
    assert!(compared.contains("(2 solved)"), "{compared}");
    assert!(compared.contains("cruncher   solved"), "{compared}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_line_of_no_size_is_named_with_its_length() {
    let text = format!(
        "{}\n.2..4.....3..1..\n{}\n",
        ".".repeat(81),
        ".".repeat(100)
    );
    let out = dosdoku(&["check", "-"], &text);
    assert_eq!(code(&out), 2);
    assert_eq!(
        stdout(&out).lines().nth(2),
        Some("invalid: line 3: 100 cells; a puzzle has 16, 81, 256 or 625")
    );
}

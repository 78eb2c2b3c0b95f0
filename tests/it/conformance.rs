//! Every registered agent (so agents added later are covered too) over a common set of
//! puzzles, through the command line (`solve --json --agent NAME`): every solution solves its
//! puzzle, every `no_solution` is a puzzle without one, every `invalid` is input that cannot be
//! read, a cap is honoured exactly, the JSON counters match the summary line on standard
//! error, and a deterministic agent gives the same counters on every run, whatever the seed.

use crate::common::{DEFAULT_PUZZLE, dosdoku, shared_puzzles, stderr, stdout};
use dosdoku_agents::agents::{AgentKind, CounterKind};
use dosdoku_sudoku::formats::parse_line;
use dosdoku_sudoku::solver::count_solutions;
use serde_json::Value;

/// An easy puzzle: naked singles all the way.
const EASY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
/// No two equal givens, but r1c9 has nothing left: its row holds 1..8, its column a 9.
const NO_SOLUTION_AT_ONCE: &str =
    "12345678.........9...............................................................";
/// No solution, found only by search: r1c1, r1c2 and r1c3 all have {1, 2} and nothing else.
const NO_SOLUTION_DEEPER: &str =
    "...4567893.......................................................................";
/// A solved grid with a deadly rectangle (r1c4 r1c5 r4c4 r4c5) blanked: two solutions.
const TWO_SOLUTIONS: &str =
    "534..8912672195348198342567859..1423426853791713924856961537284287419635345286179";
/// A line too short to be a puzzle.
const SHORT: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2";

/// The cap given to an agent that takes one, on the common set and on the benchmark set.
const CAP: &str = "200000";

/// One puzzle's outcome as `solve --json` and its summary line tell it.
struct Told {
    json: Value,
    summary: String,
}

/// Runs `solve --monitor off --json --agent NAME` on `input` (one puzzle per line), with a cap
/// for an agent that takes one and `seed`.
fn solve_all(kind: AgentKind, input: &str, seed: &str) -> Vec<Told> {
    let mut args = vec![
        "solve",
        "--monitor",
        "off",
        "--json",
        "--agent",
        kind.name(),
        "--seed",
        seed,
    ];
    if kind.decl().capped {
        args.extend(["--max-attempts", CAP]);
    }
    args.push("-");
    let out = dosdoku(&args, input);
    let jsons: Vec<Value> = stdout(&out)
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object per line"))
        .collect();
    let summaries: Vec<String> = stderr(&out).lines().map(String::from).collect();
    assert_eq!(
        jsons.len(),
        input.lines().count(),
        "{}: one JSON line per puzzle",
        kind.name()
    );
    assert_eq!(summaries.len(), jsons.len(), "{}", stderr(&out));
    jsons
        .into_iter()
        .zip(summaries)
        .map(|(json, summary)| Told { json, summary })
        .collect()
}

/// The value after `label ` in a summary line, as people read it (`49,438`, `7.5`).
fn summary_value<'a>(summary: &'a str, label: &str) -> Option<&'a str> {
    summary
        .split(" | ")
        .find_map(|part| part.strip_prefix(label)?.strip_prefix(' '))
}

/// Checks one told puzzle against the input line it came from.
fn check(kind: AgentKind, line: &str, told: &Told) {
    let decl = kind.decl();
    let (json, summary) = (&told.json, &told.summary);
    let what = format!("{} on {line}: {summary}", decl.name);
    assert_eq!(json["agent"], decl.name, "{what}");
    let status = json["status"].as_str().unwrap();
    assert!(
        summary.contains(&format!(": {status} | ")),
        "the summary names the status: {what}"
    );
    let Ok(puzzle) = parse_line(line) else {
        assert_eq!(status, "invalid", "{what}");
        return;
    };
    assert_eq!(json["puzzle"], puzzle.to_line(), "{what}");
    let solutions = count_solutions(&puzzle, 1);
    match status {
        "solved" => {
            let solution = parse_line(json["solution"].as_str().unwrap()).unwrap();
            assert!(solution.solves(&puzzle), "{what}");
        }
        "no_solution" => assert_eq!(solutions, 0, "{what}"),
        "gave_up" => {
            assert!(decl.capped, "only a capped agent gives up: {what}");
            let headline = decl.headline().name;
            assert_eq!(
                json["counters"][headline],
                CAP.parse::<u64>().unwrap(),
                "{what}"
            );
        }
        "stuck" => assert!(json["solution"].is_null(), "{what}"),
        other => panic!("unexpected status {other}: {what}"),
    }
    if solutions == 0 {
        assert_ne!(status, "solved", "{what}");
    }
    for counter in decl.counters {
        let value = &json["counters"][counter.name];
        let total = match counter.kind {
            CounterKind::Count => value.as_u64(),
            CounterKind::PerGrid => value
                .as_array()
                .map(|shares| shares.iter().filter_map(Value::as_u64).sum()),
        };
        assert_eq!(
            total.map(|n| counter.value_text(n)).as_deref(),
            summary_value(summary, counter.label),
            "counter {} in JSON and in the summary: {what}",
            counter.name
        );
    }
}

/// The counters of each told puzzle, as JSON text.
fn counters(told: &[Told]) -> Vec<String> {
    told.iter()
        .map(|t| t.json["counters"].to_string())
        .collect()
}

#[test]
fn every_agent_on_the_common_set() {
    let lines = [
        DEFAULT_PUZZLE,
        EASY,
        NO_SOLUTION_AT_ONCE,
        NO_SOLUTION_DEEPER,
        TWO_SOLUTIONS,
        SHORT,
    ];
    let input = lines.join("\n") + "\n";
    for &kind in AgentKind::ALL {
        let told = solve_all(kind, &input, "1");
        for (line, t) in lines.iter().zip(&told) {
            check(kind, line, t);
        }
        assert_eq!(told[5].json["status"], "invalid");
        assert_eq!(
            told[1].json["status"],
            "solved",
            "{}: an easy puzzle is solved",
            kind.name()
        );
        // Deterministic agents ignore the seed; randomized ones repeat it.
        let seed = if kind.decl().randomized { "1" } else { "2" };
        let again = solve_all(kind, &input, seed);
        assert_eq!(
            counters(&told),
            counters(&again),
            "{}: the same counters on a second run",
            kind.name()
        );
    }
}

#[test]
fn every_agent_on_the_first_50_of_top1465() {
    let text = std::fs::read_to_string(shared_puzzles("top1465.txt")).expect("top1465.txt");
    let lines: Vec<&str> = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .take(50)
        .collect();
    let input = lines.join("\n") + "\n";
    // One thread per agent: the agents' runs are separate processes.
    std::thread::scope(|s| {
        for &kind in AgentKind::ALL {
            let (lines, input) = (&lines, &input);
            s.spawn(move || {
                let told = solve_all(kind, input, "1");
                for (line, t) in lines.iter().zip(&told) {
                    check(kind, line, t);
                }
                expect_on_top1465(kind, &told);
            });
        }
    });
}

/// What the agents that finish on their own are known to do on the first 50 of top1465:
/// every puzzle there has one solution, which the backtracker and the LMC solver always find,
/// and the Cruncher, capped at [`CAP`] increments, finds on 3 and gives up on 47, each time
/// exactly at the cap.
fn expect_on_top1465(kind: AgentKind, told: &[Told]) {
    let statuses: Vec<&str> = told
        .iter()
        .map(|t| t.json["status"].as_str().unwrap())
        .collect();
    let tally = |status: &str| statuses.iter().filter(|&&s| s == status).count();
    let name = kind.name();
    match kind {
        AgentKind::Backtrack | AgentKind::Lmc => {
            assert_eq!(tally("solved"), 50, "{name} solves all 50: {statuses:?}");
        }
        AgentKind::Cruncher => {
            assert_eq!((tally("solved"), tally("gave_up")), (3, 47), "{statuses:?}");
            let cap: u64 = CAP.parse().unwrap();
            for t in told {
                let increments = t.json["counters"]["increments"].as_u64().unwrap();
                match t.json["status"].as_str().unwrap() {
                    "gave_up" => assert_eq!(increments, cap, "{}", t.summary),
                    _ => assert!(increments < cap, "{}", t.summary),
                }
            }
        }
        _ => {}
    }
}

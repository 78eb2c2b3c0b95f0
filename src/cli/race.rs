//! `dosdoku race`: several lanes on one puzzle, on the race screen or headless, and the
//! ranking as lines (or JSON objects) in finishing order.

use std::io::Write;

use clap::Args;
use serde::Serialize;
use serde_json::{Map, Value};

use super::args::{HistoryArgs, OnOff};
use super::history_io::one_puzzle;
use super::interrupt::catch_signals;
use super::report::counters_json;
use crate::app::{LiveSetup, NoScreen, Pace};
use crate::exit::{EXIT_BAD_INPUT, EXIT_OK, EXIT_UNSOLVED, of_signal};
use dosdoku_agents::race::{
    LaneSpec, Race, RaceBy, Standing, fresh_race_seed, parse_lanes, run_lanes, standings,
};
use dosdoku_agents::recording::PendingRecords;
use dosdoku_agents::run::{RunConfig, RunReport, Status};
use dosdoku_history::HEADLESS;
use dosdoku_sudoku::board::Grid;
use dosdoku_sudoku::source::DEFAULT_PUZZLE;
use dosdoku_sudoku::text::{human_duration, ordinal, wrap};

/// Arguments of `dosdoku race`.
#[derive(Args, Debug)]
pub struct RaceArgs {
    /// The puzzle: 81 characters, a file holding one puzzle, or - for standard input (with
    /// --monitor off). Default: the built-in puzzle.
    pub puzzle: Option<String>,
    /// A lane: an agent, then settings after commas with the names of solve's options, e.g.
    /// `board1`, `board1,forgetful`, `board1,grid-order=567891234`, `board1,seed=7`,
    /// `board1,max-attempts=5000`, `board1,no-board0`, `cruncher`, `lmc`, `exclusion`. Give 2
    /// to 4. Default: board1; board1,forgetful; board1,grid-order=567891234;
    /// cruncher,max-attempts=10000000.
    #[arg(long = "lane", value_name = "LANE")]
    pub lanes: Vec<String>,
    /// The race's seed S: the randomized lanes without a seed of their own take S, S+1, ... in
    /// lane order. Default: a fresh random seed below 1,000,000,000, always shown.
    #[arg(long)]
    pub seed: Option<u64>,
    /// How places are decided: by each lane's steps (its agent's headline counter: the same
    /// every time for the same seeds), or by wall time with every lane unthrottled (depends on
    /// the machine).
    #[arg(long, value_enum, default_value_t = RaceBy::Steps)]
    pub by: RaceBy,
    /// The race screen's pace by steps: steps per lane per second (1 up to 10000000),
    /// `original` (about 9,000/s) or `unthrottled`. It changes how fast steps happen, never
    /// which.
    #[arg(long, default_value = "original", value_parser = Pace::parse)]
    pub pace: Pace,
    /// Show the race screen (on) or race headless (off). Default: on when standard input and
    /// output are a terminal that can draw it.
    #[arg(long, value_enum)]
    pub monitor: Option<OnOff>,
    /// One JSON object per lane per line, in finishing order, instead of the lines.
    #[arg(long)]
    pub json: bool,
    /// An asciinema recording of the race screen.
    #[command(flatten)]
    pub record: super::args::RecordArgs,
    /// Where the lanes' runs are recorded.
    #[command(flatten)]
    pub history: HistoryArgs,
}

/// Runs `dosdoku race` and returns the exit status: 0 when a lane solved the puzzle (or the
/// user left the race screen for the editor and quit there), 1 when none did, 2 for bad input
/// or usage.
pub fn race(args: &RaceArgs) -> u8 {
    let specs = match parse_lanes(&args.lanes) {
        Ok(specs) => specs,
        Err(message) => {
            eprintln!("dosdoku: {message}");
            return EXIT_BAD_INPUT;
        }
    };
    let monitor_on = match args.monitor {
        Some(choice) => choice == OnOff::On,
        None => NoScreen::here(true).is_none(),
    };
    if monitor_on && args.puzzle.as_deref() == Some("-") {
        eprintln!(
            "dosdoku: the race screen reads its keys from standard input, so it cannot read a \
             puzzle from it; give the puzzle or a file, or use --monitor off"
        );
        return EXIT_BAD_INPUT;
    }
    let puzzle = match one_puzzle(args.puzzle.as_deref().unwrap_or(DEFAULT_PUZZLE)) {
        Ok(puzzle) => puzzle,
        Err(message) => {
            eprintln!("dosdoku: {message}");
            return EXIT_BAD_INPUT;
        }
    };
    if let Some(message) = size_refusal(&puzzle, &specs, monitor_on) {
        eprintln!("dosdoku: {message}");
        return EXIT_BAD_INPUT;
    }
    let race = Race::new(
        puzzle,
        &specs,
        args.by,
        args.seed.unwrap_or_else(fresh_race_seed),
    );
    if monitor_on {
        race_live(race, args)
    } else {
        race_headless(&race, args)
    }
}

/// Why the puzzle's board size cannot be raced as asked: the race screen shows 9x9 boards
/// only, and each lane's agent must work on the size; `None` when it can.
fn size_refusal(puzzle: &Grid, specs: &[LaneSpec], monitor_on: bool) -> Option<String> {
    let n = puzzle.box_size();
    if monitor_on && n != 3 {
        let side = puzzle.side();
        return Some(format!(
            "a {side}x{side} puzzle: the race screen shows 9x9 boards; race it with --monitor off"
        ));
    }
    specs.iter().enumerate().find_map(|(k, lane)| {
        lane.config
            .decl()
            .refusal(n)
            .map(|why| format!("lane {} '{}': {why}", k + 1, lane.text))
    })
}

/// The race on the screen; once the terminal is given back, the last race's lines (if one
/// ran to its end), after a signal too.
fn race_live(race: Race, args: &RaceArgs) -> u8 {
    let setup = LiveSetup {
        config: RunConfig::new(dosdoku_agents::agents::AgentKind::Board1.default_settings()),
        seed: None,
        pace: args.pace,
        recorder: args.history.recorder(),
    };
    match crate::app::race_live(race, setup, args.record.record.as_deref()) {
        Err(code) => code,
        Ok(run) => {
            let code = match run.last {
                Some(result) => tell(&result.race, &result.reports, args.json),
                None if run.left_for_editor => EXIT_OK,
                None => EXIT_UNSOLVED,
            };
            // A signal ends the program with its status once the lines are told.
            run.signal.unwrap_or(code)
        }
    }
}

/// The race headless: every lane on its own thread at full speed, then the lines. Ctrl-C
/// (SIGTERM, SIGHUP) stops every lane, which is told and recorded as stopped, and ends with the
/// signal's status. Runs of randomized lanes are recorded; a deterministic lane makes the same
/// run every time, so its run is recorded only in a history file the user named.
fn race_headless(race: &Race, args: &RaceArgs) -> u8 {
    let interrupt = catch_signals();
    let reports = run_lanes(race, |_| interrupt.watch(), |_, _, _| {});
    let recorder = args.history.recorder();
    let mut records = PendingRecords::new(&recorder);
    for report in &reports {
        if report.config.decl().randomized || args.history.named() {
            records.add(report, HEADLESS);
        }
    }
    records.write();
    let code = tell(race, &reports, args.json);
    match interrupt.signal() {
        Some(signal) => of_signal(signal),
        None => code,
    }
}

/// Prints the race: the seed and every unsolved lane's reason on standard error, one line (or
/// JSON object) per lane in finishing order on standard output. Returns the exit status.
fn tell(race: &Race, reports: &[RunReport], json: bool) -> u8 {
    let ranked = standings(reports, race.by);
    let mut notes = vec![format!("race by {}", race.by.word())];
    if race.uses_race_seed() {
        notes[0] += &format!(
            ", seed {}: lanes without a seed of their own take {}, {}, ...",
            race.seed,
            race.seed,
            race.seed.wrapping_add(1)
        );
    }
    for (k, report) in reports.iter().enumerate() {
        if let Some(why) = report
            .reason
            .as_deref()
            .filter(|_| report.status != Status::Solved)
        {
            notes.push(format!("lane {} ({}): {why}", k + 1, race.lanes[k].text));
        }
    }
    // Each note on lines of 80 columns at most, the lines after its first indented.
    let err: String = notes
        .iter()
        .flat_map(|note| {
            wrap(note, LINE_WIDTH - 2)
                .into_iter()
                .enumerate()
                .map(|(k, line)| if k == 0 { line } else { format!("  {line}") })
        })
        .map(|line| line + "\n")
        .collect();
    let out = if json {
        ranked
            .iter()
            .map(|s| json_line(race, &reports[s.lane], s) + "\n")
            .collect()
    } else {
        text_lines(race, reports, &ranked)
    };
    let _ = std::io::stderr().lock().write_all(err.as_bytes());
    super::output::write(out.as_bytes());
    if reports.iter().any(|r| r.status == Status::Solved) {
        EXIT_OK
    } else {
        EXIT_UNSOLVED
    }
}

/// The widest line the race prints.
const LINE_WIDTH: usize = 80;

/// One line per lane in finishing order, in aligned columns: place (`-` for a lane that did
/// not solve the puzzle), lane, seed, status, headline counter (the lane's steps), elapsed
/// time. When a lane named at length would make a line wider than 80 columns, each lane takes
/// two lines: its place and name, then the other columns, indented.
fn text_lines(race: &Race, reports: &[RunReport], ranked: &[Standing]) -> String {
    let rows: Vec<[String; 6]> = ranked
        .iter()
        .map(|s| {
            let report = &reports[s.lane];
            let decl = report.config.decl();
            [
                s.place
                    .map_or_else(|| "-".to_string(), |p| ordinal(p as u64)),
                race.lanes[s.lane].text.clone(),
                report
                    .config
                    .seed_used()
                    .map_or_else(|| "-".to_string(), |seed| format!("seed {seed}")),
                report.status.word().to_string(),
                decl.headline().amount(report.headline()),
                format!("elapsed {}", human_duration(report.elapsed)),
            ]
        })
        .collect();
    let columns = |from: usize, to: usize| -> Vec<String> {
        let widths: Vec<usize> = (from..to)
            .map(|c| rows.iter().map(|r| r[c].chars().count()).max().unwrap_or(0))
            .collect();
        rows.iter()
            .map(|row| {
                let cells: Vec<String> = (from..to)
                    .zip(&widths)
                    .map(|(c, &w)| match c {
                        // The headline counter is a number: aligned on the right.
                        4 => format!("{:>w$}", row[c]),
                        5 => row[c].clone(),
                        _ => format!("{:<w$}", row[c]),
                    })
                    .collect();
                cells.join("  ").trim_end().to_string()
            })
            .collect()
    };
    let one_line = columns(0, 6);
    if one_line.iter().all(|l| l.chars().count() <= LINE_WIDTH) {
        return one_line.iter().map(|l| format!("{l}\n")).collect();
    }
    columns(0, 2)
        .iter()
        .zip(columns(2, 6))
        .map(|(name, rest)| format!("{name}\n     {rest}\n"))
        .collect()
}

/// One lane as a JSON object: its place, the lane as named, the agent, seed, status, its
/// headline counter's name and value (its steps), elapsed time, every counter and setting.
#[derive(Serialize)]
struct LaneJson<'a> {
    place: Option<usize>,
    tied: bool,
    lane: usize,
    spec: &'a str,
    by: &'a str,
    agent: &'a str,
    seed: Option<u64>,
    status: &'a str,
    headline: &'a str,
    steps: u64,
    elapsed_ms: f64,
    board0_found: u64,
    counters: Map<String, Value>,
    settings: Map<String, Value>,
    puzzle: String,
    solution: Option<String>,
    reason: Option<&'a str>,
}

fn json_line(race: &Race, report: &RunReport, standing: &Standing) -> String {
    let decl = report.config.decl();
    let lane = LaneJson {
        place: standing.place,
        tied: standing.tied,
        lane: standing.lane + 1,
        spec: &race.lanes[standing.lane].text,
        by: race.by.word(),
        agent: decl.name,
        seed: report.config.seed_used(),
        status: report.status.word(),
        headline: decl.headline().name,
        steps: report.headline(),
        elapsed_ms: report.elapsed.as_secs_f64() * 1000.0,
        board0_found: report.board0_found,
        counters: counters_json(decl, &report.counters),
        settings: report.config.settings_json(),
        puzzle: report.puzzle.to_line(),
        solution: report.solution.as_ref().map(Grid::to_line),
        reason: report.reason.as_deref(),
    };
    serde_json::to_string(&lane).expect("a lane always serializes")
}

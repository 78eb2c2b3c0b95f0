//! `--record FILE.cast`: the live screens recorded as asciinema v2, replayed through vt100 at
//! 80x25 to the screen a person saw.

#![cfg(unix)]

use std::io::Read;
use std::time::{Duration, Instant};

use crate::common::{DEFAULT_PUZZLE, TempDir, golden};
use crate::pty_term::{Term, keys, screen_colours};

/// A recording read back: its header and its output events.
struct Cast {
    header: serde_json::Value,
    /// (time, data) of each event.
    events: Vec<(f64, String)>,
}

/// Reads an asciinema v2 file, failing on anything that is not one: a header with version 2
/// and an 80x25 size, then `[time, "o", data]` lines with times that never go back.
fn read_cast(path: &std::path::Path) -> Cast {
    let text = std::fs::read_to_string(path).expect("the recording exists");
    let mut lines = text.lines();
    let header: serde_json::Value =
        serde_json::from_str(lines.next().expect("a header line")).expect("the header is JSON");
    assert_eq!(header["version"], 2, "{header}");
    assert_eq!(header["width"], 80, "{header}");
    assert_eq!(header["height"], 25, "{header}");
    assert!(header["timestamp"].as_u64().is_some(), "{header}");
    assert!(header["env"].is_object(), "{header}");
    let mut events = Vec::new();
    let mut last = 0.0;
    for line in lines {
        let event: serde_json::Value = serde_json::from_str(line).expect("an event is JSON");
        let time = event[0].as_f64().expect("an event's time is a number");
        assert_eq!(event[1], "o", "an output event: {line}");
        let data = event[2]
            .as_str()
            .expect("an event's data is text")
            .to_string();
        assert!(time >= last, "time goes back at {line}");
        assert_eq!(event.as_array().unwrap().len(), 3, "{line}");
        last = time;
        events.push((time, data));
    }
    assert!(!events.is_empty(), "the recording has events");
    Cast { header, events }
}

impl Cast {
    /// The screen after every event, as an 80x25 terminal shows it: 25 lines, trailing spaces
    /// removed, each ending in a newline (as [`Term::window_text`] gives it).
    fn replayed(&self) -> String {
        let parser = self.parser();
        let screen = parser.screen();
        (0..25)
            .map(|row| {
                let line: String = (0..80)
                    .map(|col| match screen.cell(row, col).map(|c| c.contents()) {
                        Some(text) if !text.is_empty() => text,
                        _ => " ",
                    })
                    .collect();
                line.trim_end().to_string() + "\n"
            })
            .collect()
    }

    /// An 80x25 terminal that has been sent every event.
    fn parser(&self) -> vt100::Parser {
        let mut parser = vt100::Parser::new(25, 80, 0);
        for (_, data) in &self.events {
            parser.process(data.as_bytes());
        }
        parser
    }

    /// The longest time between two events.
    fn longest_gap(&self) -> f64 {
        let times: Vec<f64> = self.events.iter().map(|e| e.0).collect();
        times.windows(2).map(|w| w[1] - w[0]).fold(0.0, f64::max)
    }
}

#[test]
fn the_editor_in_a_larger_terminal_replays_at_80x25_to_the_screen_seen() {
    let dir = TempDir::new("record-editor");
    let path = dir.file("editor.cast");
    let mut term = Term::spawn(&["--record", path.to_str().unwrap()], 100, 30, &[]);
    term.wait_text("Type a puzzle", 10);
    term.send(keys::RIGHT);
    term.send(keys::RIGHT);
    term.send("5");
    term.wait_for("the typed 5", 5, |_| term.board().starts_with("..5"));
    term.send("q");
    term.wait_text("Quit anyway?", 5);
    std::thread::sleep(Duration::from_millis(300));
    let seen = term.window_text();
    term.send("y");
    assert_eq!(term.wait_exit(10), 0);
    term.assert_restored();
    let cast = read_cast(&path);
    assert_eq!(
        cast.replayed(),
        seen,
        "the recording ends in the screen seen"
    );
    assert_eq!(cast.header["env"]["TERM"], "xterm-256color");
    assert!(
        cast.events.iter().all(|(_, d)| !d.contains("\x1b[?1049")),
        "the recording never leaves for the terminal's own screen"
    );
}

#[test]
fn a_watched_run_replays_to_the_golden_solved_screen() {
    let dir = TempDir::new("record-solve");
    let path = dir.file("run.cast");
    let args = [
        "solve",
        "--monitor",
        "on",
        "--seed",
        "1",
        "--pace",
        "unthrottled",
        "--record",
        path.to_str().unwrap(),
        DEFAULT_PUZZLE,
    ];
    let mut term = Term::spawn(&args, 80, 25, &[]);
    term.wait_text("Solved by Board1: 49,438", 30);
    term.wait_golden("solved_seed1.txt", 5);
    term.quit();
    let cast = read_cast(&path);
    let parser = cast.parser();
    let replayed = screen_colours(parser.screen(), (0, 0)).masked(&golden::PANEL_MASKS);
    if let Err(report) = golden::compare(&replayed, &golden::read("solved_seed1.txt")) {
        panic!("the replayed recording differs from solved_seed1.txt:\n{report}");
    }
}

#[test]
fn a_paused_run_records_at_most_two_seconds_of_its_pause() {
    let dir = TempDir::new("record-pause");
    let path = dir.file("paused.cast");
    let args = [
        "solve",
        "--monitor",
        "on",
        "--seed",
        "1",
        "--pace",
        "50",
        "--record",
        path.to_str().unwrap(),
        DEFAULT_PUZZLE,
    ];
    let started = Instant::now();
    let mut term = Term::spawn(&args, 80, 25, &[]);
    term.wait_text("RUNNING", 10);
    term.send(" ");
    term.wait_text("PAUSED", 5);
    // Paused, the screen changes once more at most (the rate falls to nothing), then stands.
    std::thread::sleep(Duration::from_millis(5000));
    term.send(" ");
    term.wait_text("RUNNING", 5);
    std::thread::sleep(Duration::from_millis(300));
    term.send("q");
    assert_eq!(term.wait_exit(10), 1, "a run stopped is unsolved");
    let wall = started.elapsed().as_secs_f64();
    let cast = read_cast(&path);
    let gap = cast.longest_gap();
    assert!(
        (1.9..=2.05).contains(&gap),
        "the pause is cut to 2 s: {gap}"
    );
    let recorded = cast.events.last().unwrap().0;
    assert!(
        recorded < wall - 1.0,
        "recorded {recorded:.2} s of a {wall:.2} s session"
    );
}

#[test]
fn an_existing_file_is_not_overwritten() {
    let dir = TempDir::new("record-exists");
    let path = dir.file("old.cast");
    std::fs::write(&path, "an earlier recording\n").unwrap();
    let mut term = Term::spawn(&["--record", path.to_str().unwrap()], 80, 25, &[]);
    assert_eq!(term.wait_exit(10), 2);
    let text = term.text().replace('\n', "");
    assert!(text.contains("already exists"), "{text}");
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "an earlier recording\n"
    );
    term.assert_restored();
}

#[test]
fn a_recording_that_cannot_be_written_is_told_and_the_typed_puzzle_kept() {
    let dir = TempDir::new("record-broken");
    let path = dir.file("pipe.cast");
    nix::unistd::mkfifo(&path, nix::sys::stat::Mode::S_IRWXU).expect("mkfifo");
    // The reader takes the header and the first event, then goes away: every later write fails.
    let reader_path = path.clone();
    let reader = std::thread::spawn(move || {
        let mut pipe = std::fs::File::open(reader_path).unwrap();
        let (mut taken, mut byte) = (Vec::new(), [0u8]);
        while taken.iter().filter(|&&b| b == b'\n').count() < 2 {
            pipe.read_exact(&mut byte).unwrap();
            taken.push(byte[0]);
        }
        String::from_utf8(taken).unwrap()
    });
    let mut term = Term::spawn(&["--record", path.to_str().unwrap()], 80, 25, &[]);
    let taken = reader.join().unwrap();
    assert!(taken.starts_with("{\"version\": 2"), "{taken}");
    term.wait_text("Type a puzzle", 10);
    term.send("5");
    term.wait_for("the typed 5", 5, |_| term.board().starts_with('5'));
    term.send("q");
    term.wait_text("Quit anyway?", 5);
    term.send("y");
    assert_eq!(
        term.wait_exit(10),
        2,
        "a failed recording fails the program"
    );
    term.assert_restored();
    // The messages as typed, the screen's line breaks taken out.
    let text = term.text().replace('\n', "");
    assert!(
        text.contains("could not be written to the end"),
        "the failure is told: {text}"
    );
    let typed = format!("5{}", &DEFAULT_PUZZLE[1..]);
    assert!(text.contains(&typed), "the typed puzzle is kept: {text}");
}

/// Runs `dosdoku ARGS --record FILE` in an 80x25 terminal, does `act` (which leaves the screen
/// standing still), quits with q and returns the screen seen last and the recording.
fn recorded(name: &str, args: &[&str], act: impl FnOnce(&mut Term), status: u32) -> (String, Cast) {
    let dir = TempDir::new(name);
    let path = dir.file("screen.cast");
    let mut args = args.to_vec();
    args.extend(["--record", path.to_str().unwrap()]);
    let mut term = Term::spawn(&args, 80, 25, &[]);
    act(&mut term);
    std::thread::sleep(Duration::from_millis(300));
    let seen = term.window_text();
    term.send("q");
    assert_eq!(term.wait_exit(10), status);
    term.assert_restored();
    (seen, read_cast(&path))
}

#[test]
fn a_race_replays_to_its_finished_screen() {
    let easy = ".5.9....7.....7..9794.2.3.1..71.36.5..17...3.5..4.....8....51..3...7.5861.58.92.4";
    let args = ["race", "--seed", "1", "--pace", "unthrottled", easy];
    let (seen, cast) = recorded("record-race", &args, |t| t.wait_text("Race over", 30), 0);
    assert!(seen.contains("Race over"));
    assert_eq!(cast.replayed(), seen);
}

#[test]
fn the_tutorial_replays_to_the_step_shown() {
    let (seen, cast) = recorded(
        "record-tutor",
        &["tutor"],
        |t| {
            t.wait_text("Tutorial: ", 10);
            t.send(keys::RIGHT);
            t.wait_text(" 1 of 57 ", 5);
        },
        0,
    );
    assert!(seen.contains(" 1 of 57 "));
    assert_eq!(cast.replayed(), seen);
}

//! Property tests of every reader of outside input, on random and mutated input: puzzle text in
//! every format (whole or as a stream cut anywhere), history lines, and option values. Each
//! must never panic, and each refusal must say where: the line, the column or character, the
//! value.

use std::io::Read;

use proptest::prelude::*;
use proptest::test_runner::Config;

use dosdoku::app::Pace;
use dosdoku_agents::agents::Board1Settings;
use dosdoku_history::{RunRecord, read_history};
use dosdoku_sudoku::formats::{Entry, parse_line, read_puzzles};
use dosdoku_sudoku::source::{EntrySink, LineSink, Source, read_lines};

/// A bounded number of cases, and no files of failures written into the project.
fn config(cases: u32) -> Config {
    Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    }
}

const PUZZLE: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

/// Lines of every kind an input may hold: puzzle lines, grid rows and borders, Visual Basic
/// cells, comments, blanks, and random text, each maybe mutated.
fn a_line() -> impl Strategy<Value = String> {
    let plain = prop_oneof![
        Just(PUZZLE.to_string()),
        Just(format!("{PUZZLE} a comment")),
        Just(PUZZLE[..9].to_string()),
        Just("|4..|.3.|...|".to_string()),
        Just("*-----------*".to_string()),
        Just("|---+---+---|".to_string()),
        Just("4 . . . 3 . . . .".to_string()),
        Just("\"5\"".to_string()),
        Just("\"\"".to_string()),
        Just("# a comment".to_string()),
        Just(String::new()),
        Just("   ".to_string()),
        "[0-9.*_|+\"# -]{0,100}",
        any::<String>(),
    ];
    (plain, any::<usize>(), any::<char>(), 0..4u8).prop_map(|(line, at, c, how)| {
        let mut chars: Vec<char> = line.chars().collect();
        let at = if chars.is_empty() {
            0
        } else {
            at % chars.len()
        };
        match how {
            1 if !chars.is_empty() => chars[at] = c,
            2 => chars.insert(at, c),
            3 if !chars.is_empty() => {
                chars.remove(at);
            }
            _ => {}
        }
        chars
            .into_iter()
            .filter(|&c| c != '\n' && c != '\r')
            .collect()
    })
}

/// A whole input: lines joined by `\n` or `\r\n`, maybe after a byte-order mark; or a grid.
fn a_text() -> impl Strategy<Value = String> {
    let lines = (
        prop::collection::vec(a_line(), 0..40),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(|(lines, crlf, bom)| {
            let end = if crlf { "\r\n" } else { "\n" };
            let body = lines.join(end);
            if bom { format!("\u{feff}{body}") } else { body }
        });
    let grid = (any::<usize>(), any::<char>()).prop_map(|(at, c)| {
        let mut text: String = PUZZLE
            .as_bytes()
            .chunks(9)
            .map(|row| format!("{}\n", std::str::from_utf8(row).unwrap()))
            .collect();
        let at = at % text.len();
        if text.is_char_boundary(at) {
            text.insert(at, c);
        }
        text
    });
    let vb = (any::<usize>(), "[0-9\" x]{0,3}").prop_map(|(at, cell)| {
        let mut lines = vec!["\"\"".to_string(); 81];
        lines[at % 81] = cell;
        lines.join("\n")
    });
    prop_oneof![4 => lines, 1 => grid, 1 => vb]
}

/// A reader that gives its bytes in the chunk sizes asked for, like a pipe.
struct Chunked {
    bytes: Vec<u8>,
    sizes: Vec<usize>,
    at: usize,
    turn: usize,
}

impl Read for Chunked {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let size = self.sizes[self.turn % self.sizes.len()];
        self.turn += 1;
        let n = size.min(buf.len()).min(self.bytes.len() - self.at);
        buf[..n].copy_from_slice(&self.bytes[self.at..self.at + n]);
        self.at += n;
        Ok(n)
    }
}

#[derive(Default)]
struct Collect(Vec<Entry>);

impl EntrySink for Collect {
    fn entry(&mut self, entry: Entry) -> bool {
        self.0.push(entry);
        true
    }
}

/// An entry as comparable text: its line and its puzzle or error.
fn shown(e: &Entry) -> (usize, Result<String, String>) {
    (
        e.line,
        e.puzzle
            .as_ref()
            .map(|g| g.to_line())
            .map_err(|e| e.to_string()),
    )
}

proptest! {
    #![proptest_config(config(400))]

    #[test]
    fn a_puzzle_line_is_read_or_refused_with_where(line in a_line()) {
        match parse_line(&line) {
            Ok(grid) => prop_assert!(grid.filled() <= 81),
            Err(e) => {
                let text = e.to_string();
                prop_assert!(!text.is_empty());
                if let Some(column) = e.column() {
                    prop_assert!(column >= 1 && column <= line.chars().count() + 1);
                    prop_assert!(text.starts_with(&format!("column {column}: ")), "{}", text);
                } else {
                    prop_assert!(
                        text.contains("cell") || text.contains(" in "),
                        "a length or a clash: {}", text
                    );
                }
            }
        }
    }

    #[test]
    fn every_entry_of_a_text_names_its_line(text in a_text()) {
        let lines = text.split('\n').count();
        if let Ok(entries) = read_puzzles(&text) {
            for e in &entries {
                prop_assert!(e.line >= 1 && e.line <= lines);
                if let Err(err) = &e.puzzle {
                    let at = err.line();
                    prop_assert!(at.is_some(), "no line in {}", err);
                    prop_assert!(at.unwrap() >= 1 && at.unwrap() <= lines);
                    prop_assert!(err.to_string().starts_with("line "));
                }
            }
        }
    }

    #[test]
    fn a_stream_cut_anywhere_reads_as_the_whole_text(
        text in a_text(),
        sizes in prop::collection::vec(1..200usize, 1..8),
    ) {
        let whole = read_puzzles(&text);
        let source = Source::File {
            file: Box::new(Chunked { bytes: text.clone().into_bytes(), sizes, at: 0, turn: 0 }),
            name: "'x.txt'".to_string(),
        };
        let mut streamed = Collect::default();
        let read = source.read(&mut streamed);
        match whole {
            Ok(entries) => {
                prop_assert_eq!(read, Ok(()));
                let want: Vec<_> = entries.iter().map(shown).collect();
                let got: Vec<_> = streamed.0.iter().map(shown).collect();
                prop_assert_eq!(got, want);
            }
            Err(_) => {
                prop_assert_eq!(read, Err("no puzzle in 'x.txt'".to_string()));
                prop_assert!(streamed.0.is_empty());
            }
        }
    }

    #[test]
    fn any_bytes_are_lines_or_an_error_naming_the_line(
        bytes in prop::collection::vec(any::<u8>(), 0..3000),
        sizes in prop::collection::vec(1..500usize, 1..8),
    ) {
        struct Count(usize);
        impl LineSink for Count {
            fn line(&mut self, n: usize, _text: &str) -> bool {
                assert_eq!(n, self.0 + 1, "lines are numbered in order");
                self.0 = n;
                true
            }
        }
        let mut count = Count(0);
        let input = Chunked { bytes: bytes.clone(), sizes, at: 0, turn: 0 };
        if let Err(message) = read_lines(input, "standard input", &mut count) {
            prop_assert!(
                message.starts_with(&format!("standard input, line {}: ", count.0 + 1)),
                "{}", message
            );
        }
        prop_assert!(count.0 <= bytes.len() + 1);
    }

    #[test]
    fn a_grid_order_is_a_permutation_or_a_message_naming_the_character(text in prop_oneof![
        "[1-9]{9}",
        "[0-9１-９a]{0,12}",
        any::<String>(),
    ]) {
        let mut sorted: Vec<char> = text.chars().collect();
        sorted.sort_unstable();
        let permutation = sorted.iter().collect::<String>() == "123456789";
        match Board1Settings::parse_grid_order(&text) {
            Ok(order) => {
                prop_assert!(permutation);
                let shown: String = order.iter().map(|g| char::from(b'0' + g)).collect();
                prop_assert_eq!(shown, text);
            }
            Err(message) => {
                prop_assert!(!permutation);
                let head = format!("grid order '{}'", text.escape_debug());
                prop_assert!(message.starts_with(&head), "{}", message);
                prop_assert!(
                    message.contains(" characters;")
                        || message.contains(" character;")
                        || message.contains(": character "),
                    "{}", message
                );
                let length = text.chars().count();
                prop_assert!(length != 9 || message.contains(": character "), "{}", message);
            }
        }
    }

    #[test]
    fn a_pace_is_read_or_refused_naming_the_value(text in prop_oneof![
        "[0-9]{1,30}",
        "[0-9a-z０-９]{0,8}",
        any::<String>(),
    ]) {
        match Pace::parse(&text) {
            Ok(pace) => prop_assert!(!pace.label().is_empty()),
            Err(message) => prop_assert!(
                message.contains(&format!("'{}'", text.escape_debug()))
                    || message == "pace must be at least 1",
                "{}", message
            ),
        }
    }
}

/// A history line as the program writes it.
const RECORD: &str = r#"{"time":"2026-11-22T18:05:09Z","puzzle":"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79","agent":"board1","settings":{"memory":true,"cell_tries":20,"grid_restarts":20,"grid_order":[1,2,3,4,5,6,7,8,9],"board0":true,"max_attempts":null},"seed":42,"status":"solved","attempts":412331,"cells_placed":90210,"grid_restarts":[1,2,3,4,5,6,7,8,9],"board_restarts":2,"board0_found":7,"elapsed_ms":1500,"mode":"live"}"#;

/// A history line, whole or damaged: a byte changed, cut short, or text put in.
fn a_history_line() -> impl Strategy<Value = Vec<u8>> {
    (any::<usize>(), any::<u8>(), 0..5u8, "[a-z0-9\"{}:,é]{0,6}").prop_map(
        |(at, byte, how, text)| {
            let mut line = RECORD.as_bytes().to_vec();
            let at = at % line.len();
            match how {
                1 => line[at] = byte,
                2 => line.truncate(at),
                3 => line.splice(at..at, text.bytes()).for_each(drop),
                4 => line = text.into_bytes(),
                _ => {}
            }
            line.retain(|&b| b != b'\n');
            line
        },
    )
}

proptest! {
    #![proptest_config(config(64))]

    #[test]
    fn history_lines_are_records_or_counted(lines in prop::collection::vec(a_history_line(), 0..30)) {
        let dir = std::env::temp_dir().join(format!("dosdoku-prop-history-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("history.jsonl");
        let mut bytes = Vec::new();
        for line in &lines {
            bytes.extend_from_slice(line);
            bytes.push(b'\n');
        }
        std::fs::write(&path, &bytes).unwrap();
        let history = read_history(&path).unwrap();
        let nonblank = lines.iter().filter(|l| !l.trim_ascii().is_empty()).count();
        prop_assert!(history.records.len() <= nonblank);
        prop_assert!(history.records.len() + history.skipped >= nonblank);
        let statuses = ["solved", "no_solution", "gave_up", "stopped"];
        for record in &history.records {
            let record: &RunRecord = record;
            prop_assert!(statuses.contains(&record.status.as_str()));
            prop_assert!(parse_line(&record.puzzle).is_ok() && record.puzzle.len() == 81);
        }
        match history.warning(&path) {
            Some(warning) => {
                prop_assert!(history.skipped > 0);
                prop_assert!(warning.ends_with(&path.display().to_string()), "{}", warning);
            }
            None => prop_assert_eq!(history.skipped, 0),
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

#[test]
fn the_command_line_definition_is_sound() {
    use clap::CommandFactory;
    dosdoku::cli::Cli::command().debug_assert();
}

proptest! {
    #![proptest_config(config(200))]

    #[test]
    fn any_command_line_parses_or_is_refused_without_a_panic(args in prop::collection::vec(
        prop_oneof![
            Just("solve".to_string()), Just("check".to_string()), Just("runs".to_string()),
            Just("compare".to_string()), Just("completions".to_string()),
            Just("--grid-order".to_string()), Just("--pace".to_string()),
            Just("--seed".to_string()), Just("--last".to_string()), Just("--all".to_string()),
            Just("--max-attempts".to_string()), Just("--cell-tries".to_string()),
            Just("--agent".to_string()), Just("--monitor".to_string()),
            Just("--jobs".to_string()), Just("--runs".to_string()), Just("-".to_string()),
            "[0-9]{0,25}", any::<String>(),
        ],
        0..6,
    )) {
        use clap::Parser;
        let mut argv = vec!["dosdoku".to_string()];
        argv.extend(args);
        if let Err(e) = dosdoku::cli::Cli::try_parse_from(&argv) {
            prop_assert!(!e.to_string().is_empty());
        }
    }
}

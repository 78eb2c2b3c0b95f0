//! The puzzle formats from the outside: round trips, the benchmark files, every error, odd input.

use dosdoku_sudoku::board::{Grid, find_clash};
use dosdoku_sudoku::formats::{Format, PuzzleError, parse_line, read_one, read_puzzles, write};

const FORMATS: [Format; 4] = [
    Format::Line,
    Format::Sdk,
    Format::SimpleSudoku,
    Format::VisualBasic,
];

const PUZZLE: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

/// A tiny deterministic generator (xorshift64), so the tests need no dependency.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: u64) -> usize {
        (self.next() % n) as usize
    }

    fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i as u64 + 1));
        }
    }
}

/// A solved grid: the classic pattern with its digits, bands, stacks, rows and columns shuffled.
fn solved(rng: &mut XorShift) -> Grid {
    let mut digits = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    rng.shuffle(&mut digits);
    let order = |rng: &mut XorShift| {
        let mut bands = [0, 1, 2];
        rng.shuffle(&mut bands);
        let mut out = [0; 9];
        for (b, &band) in bands.iter().enumerate() {
            let mut inner = [0, 1, 2];
            rng.shuffle(&mut inner);
            for k in 0..3 {
                out[b * 3 + k] = band * 3 + inner[k];
            }
        }
        out
    };
    let (rows, cols) = (order(rng), order(rng));
    let mut g = Grid::EMPTY;
    for i in 0..81 {
        let (r, c) = (rows[i / 9], cols[i % 9]);
        g.set(i, digits[(r * 3 + r / 3 + c) % 9]);
    }
    g
}

fn puzzles_file(name: &str) -> String {
    let path = format!("{}/../shared/puzzles/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn error(text: &str) -> String {
    read_one(text)
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default()
}

fn with(puzzle: &str, at: usize, c: &str) -> String {
    let mut s = puzzle.to_string();
    s.replace_range(at..at + 1, c);
    s
}

#[test]
fn every_format_round_trips_empty_full_and_partial_grids() {
    let full = solved(&mut XorShift(7));
    assert!(full.is_complete() && find_clash(&full).is_none());
    let partial = parse_line(PUZZLE).unwrap();
    for grid in [Grid::EMPTY, full, partial] {
        for format in FORMATS {
            let text = write(&grid, format);
            assert_eq!(read_one(&text), Ok(grid.clone()), "{format:?}:\n{text}");
            assert_eq!(text.ends_with('\n'), format != Format::Line);
        }
    }
}

#[test]
fn random_grids_round_trip_in_every_format() {
    let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
    for _ in 0..300 {
        let mut grid = solved(&mut rng);
        let keep = rng.below(82);
        for i in 0..81 {
            if rng.below(81) >= keep {
                grid.set(i, 0);
            }
        }
        for format in FORMATS {
            assert_eq!(
                read_one(&write(&grid, format)),
                Ok(grid.clone()),
                "{format:?} {grid}"
            );
        }
    }
}

#[test]
fn random_cells_read_exactly_when_no_two_clash() {
    let mut rng = XorShift(12345);
    for _ in 0..500 {
        let mut grid = Grid::EMPTY;
        for _ in 0..rng.below(12) {
            grid.set(rng.below(81), rng.below(10) as u8);
        }
        let line = grid.to_line();
        let clash = |r: Result<Grid, PuzzleError>| r.map_err(|e| e.clash());
        assert_eq!(
            clash(parse_line(&format!(" {line}"))),
            clash(parse_line(&line))
        );
        for format in FORMATS {
            let read = read_one(&write(&grid, format));
            match find_clash(&grid) {
                None => assert_eq!(read, Ok(grid.clone())),
                Some(c) => assert_eq!(read.unwrap_err().clash(), Some(c), "{format:?} {grid}"),
            }
        }
    }
}

#[test]
fn the_benchmark_files_read_without_error() {
    for (name, count, first_line) in [
        ("top1465.txt", 1465, 3),
        ("17clue.txt", 49158, 5),
        ("hardest1106.txt", 375, 3),
    ] {
        let entries = read_puzzles(&puzzles_file(name)).unwrap();
        assert_eq!(entries.len(), count, "{name}");
        assert_eq!(entries[0].line, first_line, "{name}");
        assert!(entries.windows(2).all(|w| w[0].line < w[1].line));
        for e in &entries {
            assert!(e.puzzle.is_ok(), "{name} line {}: {:?}", e.line, e.puzzle);
        }
    }
}

#[test]
fn wrong_lengths_say_how_many_cells() {
    assert_eq!(
        error(&PUZZLE[..80]),
        "line 1: 80 cells; a puzzle has 16, 81, 256 or 625"
    );
    assert_eq!(
        error(&format!("# a comment\n{}\n", &PUZZLE[..80])),
        "line 2: 80 cells; a puzzle has 16, 81, 256 or 625"
    );
    assert_eq!(
        error(&format!("{PUZZLE}.")),
        "line 1: 82 cells; a puzzle has 16, 81, 256 or 625"
    );
    assert_eq!(
        error(&format!("{PUZZLE}123 comment")),
        "line 1: 84 cells; a puzzle has 16, 81, 256 or 625"
    );
    assert_eq!(read_one(&format!("{PUZZLE} a comment")), parse_line(PUZZLE));
}

#[test]
fn a_bad_character_gives_its_line_and_column() {
    let text = format!("{PUZZLE}\n\n{}\n", with(PUZZLE, 13, "x"));
    let entries = read_puzzles(&text).unwrap();
    let e = entries[1].puzzle.as_ref().unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 3, column 14: 'x' is not a digit or a blank (use 1-9, or . 0 * _ - for a blank)"
    );
    assert_eq!((e.line(), e.column()), (Some(3), Some(14)));
}

#[test]
fn duplicate_givens_name_both_cells() {
    let row = format!("#\n{}", with(PUZZLE, 7, "4"));
    assert_eq!(error(&row), "line 2: two 4s in row 1: r1c1 and r1c8");
    let column = with(PUZZLE, 72, "4");
    assert_eq!(error(&column), "line 1: two 4s in column 1: r1c1 and r9c1");
    let grid = with(PUZZLE, 20, "4");
    assert_eq!(error(&grid), "line 1: two 4s in grid 1: r1c1 and r3c3");
    let sdk =
        write(&parse_line(PUZZLE).unwrap(), Format::Sdk).replacen("...6..8..", "...6..8.8", 1);
    assert_eq!(error(&sdk), "line 2: two 8s in row 2: r2c7 and r2c9");
}

#[test]
fn a_grid_with_a_short_row_names_its_line() {
    let sdk = write(&parse_line(PUZZLE).unwrap(), Format::Sdk).replacen("....5..9.", "....5..9", 1);
    assert_eq!(
        error(&sdk),
        "line 4: expected 9 cells in this row of the grid, found 8"
    );
    let ss = write(&parse_line(PUZZLE).unwrap(), Format::SimpleSudoku).replacen(
        "|...|.5.|.9.|",
        "|...|.5|.9.|",
        1,
    );
    assert_eq!(
        error(&ss),
        "line 6: expected 9 cells in this row of the grid, found 8"
    );
}

#[test]
fn a_visual_basic_file_with_a_bad_line_names_it() {
    let vb = write(&parse_line(PUZZLE).unwrap(), Format::VisualBasic);
    let bad: String = vb
        .lines()
        .enumerate()
        .map(|(i, l)| {
            if i == 9 {
                "\"a\"\n".into()
            } else {
                format!("{l}\n")
            }
        })
        .collect();
    assert_eq!(
        error(&bad),
        "line 10, column 2: 'a' is not a digit or a blank (use 1-9, or . 0 * _ - for a blank)"
    );
    let cr: String = vb.lines().map(|l| format!("{l}\r\n")).collect();
    assert_eq!(read_one(&cr), parse_line(PUZZLE));
}

#[test]
fn no_puzzle_at_all_is_an_error() {
    for text in [
        "",
        "\n\n",
        "   \r\n",
        "# only\n# comments\n",
        "\u{feff}",
        "\u{feff}#x\r\n",
    ] {
        assert_eq!(error(text), "no puzzle found in the input", "{text:?}");
        let e: PuzzleError = read_one(text).unwrap_err();
        assert_eq!(e.line(), None);
    }
}

#[test]
fn a_bad_line_in_a_batch_leaves_the_others_aligned() {
    let text = format!("# set\n{PUZZLE}\n{}\n{PUZZLE}\n", &PUZZLE[..70]);
    let entries = read_puzzles(&text).unwrap();
    let lines: Vec<_> = entries.iter().map(|e| e.line).collect();
    assert_eq!(lines, [2, 3, 4]);
    assert_eq!(entries[0].puzzle, parse_line(PUZZLE));
    assert_eq!(
        entries[1].puzzle.as_ref().unwrap_err().to_string(),
        "line 3: 70 cells; a puzzle has 16, 81, 256 or 625"
    );
    assert_eq!(entries[2].puzzle, parse_line(PUZZLE));
    let bad_top = format!("{}\n{PUZZLE}\n", &PUZZLE[..5]);
    let entries = read_puzzles(&bad_top).unwrap();
    assert_eq!(entries.len(), 2);
    assert_eq!(entries[1].puzzle, parse_line(PUZZLE));
    // Every line bad: still one entry per line, each with its own error.
    let all_bad = format!("{}\n{}\n", with(PUZZLE, 7, "4"), &PUZZLE[..3]);
    let entries = read_puzzles(&all_bad).unwrap();
    let errors: Vec<String> = entries
        .iter()
        .map(|e| e.puzzle.as_ref().unwrap_err().to_string())
        .collect();
    assert_eq!(
        errors,
        [
            "line 1: two 4s in row 1: r1c1 and r1c8",
            "line 2: 3 cells; a puzzle has 16, 81, 256 or 625"
        ]
    );
}

#[test]
fn read_one_refuses_several_puzzles() {
    let text = format!("{PUZZLE}\n# second\n{PUZZLE}\n{PUZZLE}\n");
    assert_eq!(
        read_one(&text).unwrap_err().to_string(),
        "expected one puzzle, found 3 (the second on line 3)"
    );
}

#[test]
fn crlf_and_bom_are_fine_in_every_format() {
    let grid = parse_line(PUZZLE).unwrap();
    for format in FORMATS {
        let text = format!("\u{feff}{}", write(&grid, format).replace('\n', "\r\n"));
        assert_eq!(read_one(&text), Ok(grid.clone()), "{format:?}");
    }
    let batch = format!("\u{feff}# x\r\n{PUZZLE}\r\n\r\n{PUZZLE}\r\n");
    let entries = read_puzzles(&batch).unwrap();
    assert_eq!(entries.iter().map(|e| e.line).collect::<Vec<_>>(), [2, 4]);
    assert!(entries.iter().all(|e| e.puzzle == Ok(grid.clone())));
}

#[test]
fn no_input_makes_it_panic() {
    let mut rng = XorShift(99);
    let alphabet = b"123456789.0*_-|+#\" \t\r\nx\xc3\xa9";
    for n in 0..3000 {
        let len = rng.below(if n % 10 == 0 { 2000 } else { 200 });
        let bytes: Vec<u8> = if n % 2 == 0 {
            (0..len).map(|_| rng.next() as u8).collect()
        } else {
            (0..len)
                .map(|_| alphabet[rng.below(alphabet.len() as u64)])
                .collect()
        };
        let text = String::from_utf8_lossy(&bytes);
        let _ = read_puzzles(&text);
        let _ = read_one(&text);
        let _ = parse_line(&text);
    }
    let huge = "1".repeat(1 << 20);
    assert_eq!(
        error(&huge),
        "line 1: 1,048,576 cells; a puzzle has 16, 81, 256 or 625"
    );
    assert!(read_one(&format!("{PUZZLE} {}", "#".repeat(1 << 20))).is_ok());
}

/// The puzzle as HoDoKu prints its givens: `.---.` top, `:---+---:` between bands, `'---'`
/// bottom, cells set apart by spaces.
const HODOKU: &str = "\
.-------.-------.-------.
| 4 . . | . 3 . | . . . |
| . . . | 6 . . | 8 . . |
| . . . | . . . | . . 1 |
:-------+-------+-------:
| . . . | . 5 . | . 9 . |
| . 8 . | . . . | 6 . . |
| . 7 . | 2 . . | . . . |
:-------+-------+-------:
| . . . | 1 . 2 | 7 . . |
| 5 . 3 | . . . | . 4 . |
| 9 . . | . . . | . . . |
'-------'-------'-------'
";

/// The puzzle as Sudoku Explainer copies it.
const SUDOKU_EXPLAINER: &str = "\
*-----------*
|4..|.3.|...|
|...|6..|8..|
|...|...|..1|
|---+---+---|
|...|.5.|.9.|
|.8.|...|6..|
|.7.|2..|...|
|---+---+---|
|...|1.2|7..|
|5.3|...|.4.|
|9..|...|...|
*-----------*
";

/// The candidates of every cell of `puzzle` left by its givens (a given: itself alone).
fn candidates(puzzle: &Grid) -> [u16; 81] {
    std::array::from_fn(|i| {
        let d = puzzle.get(i);
        if d != 0 {
            return 1 << (d - 1);
        }
        let (r, c) = (i / 9, i % 9);
        let mut seen = 0u16;
        for j in 0..81 {
            let (r2, c2) = (j / 9, j % 9);
            let peer = r2 == r || c2 == c || (r2 / 3 == r / 3 && c2 / 3 == c / 3);
            if peer && puzzle.get(j) != 0 {
                seen |= 1 << (puzzle.get(j) - 1);
            }
        }
        0x1FF & !seen
    })
}

/// HoDoKu's pencil-mark grid: every cell its candidate list, each column as wide as its
/// longest list, the bands between `.---.`, `:---+---:` and `'---'` borders.
fn hodoku_marks(cells: &[u16; 81]) -> String {
    let list = |m: u16| -> String {
        (0..9)
            .filter(|d| m >> d & 1 != 0)
            .map(|d| char::from(b'1' + d as u8))
            .collect()
    };
    let widths: Vec<usize> = (0..9)
        .map(|c| (0..9).map(|r| list(cells[r * 9 + c]).len()).max().unwrap())
        .collect();
    let stack = |s: usize| (0..3).map(|k| widths[s * 3 + k] + 2).sum::<usize>() + 1;
    let border = |edge: char, inner: char| {
        let mut line = String::from(edge);
        for s in 0..3 {
            line += &"-".repeat(stack(s));
            line.push(if s == 2 { edge } else { inner });
        }
        line + "\n"
    };
    let mut text = border('.', '.');
    for r in 0..9 {
        if r == 3 || r == 6 {
            text += &border(':', '+');
        }
        text.push('|');
        for c in 0..9 {
            text += &format!(" {:<w$} ", list(cells[r * 9 + c]), w = widths[c]);
            if c % 3 == 2 {
                text.push_str(" |");
            }
        }
        text.push('\n');
    }
    text + &border('\'', '\'')
}

#[test]
fn grids_copied_from_hodoku_and_sudoku_explainer_read_as_the_puzzle() {
    for text in [HODOKU, SUDOKU_EXPLAINER] {
        let entries = read_puzzles(text).unwrap();
        assert_eq!(entries.len(), 1, "{text}");
        assert_eq!(
            entries[0].puzzle.as_ref().unwrap().to_line(),
            PUZZLE,
            "{text}"
        );
        assert_eq!(entries[0].line, 1);
        // Indented, with a title and CRLF line ends, as pasted from a forum post.
        let pasted = format!("# from a forum\r\n{}", text.replace('\n', "  \r\n    "));
        assert_eq!(read_one(&pasted).unwrap().to_line(), PUZZLE, "{pasted}");
    }
}

#[test]
fn hodokus_pencil_mark_grid_reads_as_the_729_character_form() {
    use dosdoku_sudoku::formats::{PencilMarks, read_puzzles_with_marks};
    let puzzle = parse_line(PUZZLE).unwrap();
    let mut cells = candidates(&puzzle);
    // Candidates a step took out: not those of the givens alone.
    cells[1] &= !(1 << 4);
    cells[2] &= !1;
    let text = hodoku_marks(&cells);
    assert!(text.starts_with(".---"), "{text}");
    let entries = read_puzzles_with_marks(&text).unwrap();
    assert_eq!(entries.len(), 1, "{text}");
    let marks = entries[0].marks.as_deref().expect("read as pencil marks");
    assert_eq!(*marks, PencilMarks::from_cells(cells));
    assert_eq!(entries[0].puzzle.as_ref().unwrap(), &marks.singles());
    // Where only puzzles are read, it is refused as what it is.
    let plain = read_puzzles(&text).unwrap();
    let err = plain[0].puzzle.as_ref().unwrap_err().to_string();
    assert!(err.contains("pencil marks"), "{err}");
}

#[test]
fn a_big_grid_whose_first_row_is_all_dash_blanks_keeps_that_row() {
    for side in [16usize, 25] {
        let mut rows = vec!["-".repeat(side)];
        for r in 1..side {
            let n = if side == 16 { 4 } else { 5 };
            let row: String = (0..side)
                .map(|c| {
                    if c == r {
                        dosdoku_sudoku::board::symbol(n, (r + 1) as u8)
                    } else {
                        '.'
                    }
                })
                .collect();
            rows.push(row);
        }
        let text = rows.join("\n") + "\n";
        let grid = read_one(&text).unwrap_or_else(|e| panic!("{side}x{side}: {e}"));
        assert_eq!(grid.side(), side);
        assert_eq!(grid.get(0), 0);
        assert_eq!(grid.get(side + 1), 2);
        // With bars between the boxes, too.
        let n = if side == 16 { 4 } else { 5 };
        let barred: String = rows
            .iter()
            .map(|row| {
                let boxes: Vec<&str> = (0..n).map(|b| &row[b * n..(b + 1) * n]).collect();
                format!("|{}|\n", boxes.join("|"))
            })
            .collect();
        let grid = read_one(&barred).unwrap_or_else(|e| panic!("{side}x{side} barred: {e}"));
        assert_eq!(grid.get(side + 1), 2);
    }
}

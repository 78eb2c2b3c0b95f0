//! Golden screens with colours: an 80x25 screen kept as text a person can read in a diff,
//! each row as its characters between bars and, under them, one letter per cell naming the
//! cell's foreground and background (the legend at the top of the file says which letter is
//! which). A cell whose background differs on one of its columns shows as a letter that
//! differs. The golden files live in tests/fixtures/screens; `DOSDOKU_BLESS=1` rewrites them
//! from the screens the tests see instead of comparing.

use std::fmt::Write as _;

/// Screen width in cells.
pub const COLS: usize = 80;
/// Screen height in cells.
pub const ROWS: usize = 25;

/// The CGA colour names, by colour number 0-15.
const CGA_NAMES: [&str; 16] = [
    "black",
    "blue",
    "green",
    "cyan",
    "red",
    "magenta",
    "brown",
    "light grey",
    "dark grey",
    "light blue",
    "light green",
    "light cyan",
    "light red",
    "light magenta",
    "yellow",
    "white",
];

/// The name of the terminal's own colour (a cell nothing painted).
const TERMINAL_NAME: &str = "terminal";

/// The letters the legend gives to colour pairs, in the order pairs are first met.
const LETTERS: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/// What a masked region's characters read.
const VARIES: &str = " <varies>";

/// One colour of a cell: a CGA colour number, or the terminal's own.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Colour {
    /// CGA colour 0-15.
    Cga(u8),
    /// The terminal's default colour.
    Terminal,
}

impl Colour {
    fn name(self) -> &'static str {
        match self {
            Colour::Cga(n) => CGA_NAMES[n as usize],
            Colour::Terminal => TERMINAL_NAME,
        }
    }

    fn from_name(name: &str) -> Option<Colour> {
        if name == TERMINAL_NAME {
            return Some(Colour::Terminal);
        }
        CGA_NAMES
            .iter()
            .position(|n| *n == name)
            .map(|n| Colour::Cga(n as u8))
    }
}

/// A cell's foreground and background.
pub type Colours = (Colour, Colour);

fn describe(colours: Colours) -> String {
    format!("{} on {}", colours.0.name(), colours.1.name())
}

/// One character cell as a person sees it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Cell {
    /// The character shown (a space for an empty cell).
    pub ch: char,
    /// Foreground and background.
    pub colours: Colours,
}

/// An 80x25 screen of characters with their colours.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ColourScreen {
    /// The rows, top to bottom, each of 80 cells.
    pub rows: Vec<Vec<Cell>>,
}

/// A part of the screen whose characters change from run to run (elapsed time, rate).
#[derive(Clone, Copy, Debug)]
pub enum Mask {
    /// After this label, up to the next `│` (or the row's end): e.g. `Elapsed`.
    After(&'static str),
    /// A whole row (0-based).
    Row(usize),
}

/// The masks of the solver screens: the panel's rate and elapsed time.
pub const PANEL_MASKS: [Mask; 2] = [Mask::After("Per second"), Mask::After("Elapsed")];

impl ColourScreen {
    /// The screen of the emulated VRAM: each cell's CP437 character, its attribute's
    /// foreground and background as CGA colour numbers.
    pub fn from_vram(screen: &dosdoku_screen::Screen) -> ColourScreen {
        let cells = screen.cells();
        ColourScreen {
            rows: cells
                .chunks(COLS)
                .map(|row| {
                    row.iter()
                        .map(|c| Cell {
                            ch: dosdoku_screen::cp437::to_char(c.code),
                            colours: (Colour::Cga(c.attr.fg()), Colour::Cga(c.attr.bg())),
                        })
                        .collect()
                })
                .collect(),
        }
    }

    /// The characters of a row.
    pub fn row_text(&self, row: usize) -> String {
        self.rows[row].iter().map(|c| c.ch).collect()
    }

    /// The characters, 25 lines with trailing spaces removed, each ending in a newline.
    pub fn text(&self) -> String {
        (0..ROWS)
            .map(|r| self.row_text(r).trim_end().to_string() + "\n")
            .collect()
    }

    /// The screen with the masked regions' characters reading `<varies>` and their cells
    /// taking the colours of the region's first cell (so a value's changing width changes
    /// nothing).
    pub fn masked(mut self, masks: &[Mask]) -> ColourScreen {
        for mask in masks {
            for row in 0..ROWS {
                let text: Vec<char> = self.row_text(row).chars().collect();
                let span = match *mask {
                    Mask::Row(r) if r == row => Some((0, COLS)),
                    Mask::Row(_) => None,
                    Mask::After(label) => find(&text, label).map(|at| {
                        let start = at + label.chars().count();
                        let end = (start..COLS).find(|&c| text[c] == '│').unwrap_or(COLS);
                        (start, end)
                    }),
                };
                if let Some((start, end)) = span {
                    self.mask_span(row, start, end);
                }
            }
        }
        self
    }

    fn mask_span(&mut self, row: usize, start: usize, end: usize) {
        let Some(first) = self.rows[row].get(start).map(|c| c.colours) else {
            return;
        };
        let mut fill = VARIES.chars().chain(std::iter::repeat(' '));
        for cell in &mut self.rows[row][start..end] {
            *cell = Cell {
                ch: fill.next().unwrap(),
                colours: first,
            };
        }
    }
}

/// Where `needle` starts in `row`, as a cell index.
fn find(row: &[char], needle: &str) -> Option<usize> {
    let needle: Vec<char> = needle.chars().collect();
    row.windows(needle.len())
        .position(|w| w == needle.as_slice())
}

/// The letters of the colour pairs of one golden file.
#[derive(Default, Clone, Debug)]
pub struct Legend {
    letters: Vec<(char, Colours)>,
}

impl Legend {
    fn letter(&mut self, colours: Colours) -> char {
        if let Some((l, _)) = self.letters.iter().find(|(_, c)| *c == colours) {
            return *l;
        }
        let used: Vec<char> = self.letters.iter().map(|(l, _)| *l).collect();
        let l = LETTERS
            .chars()
            .find(|l| !used.contains(l))
            .expect("at most 62 colour pairs on a screen");
        self.letters.push((l, colours));
        l
    }

    fn colours(&self, letter: char) -> Option<Colours> {
        self.letters
            .iter()
            .find(|(l, _)| *l == letter)
            .map(|(_, c)| *c)
    }

    /// Gives every colour pair of `screen` a letter (keeping the letters it has).
    fn cover(&mut self, screen: &ColourScreen) {
        for row in &screen.rows {
            for cell in row {
                self.letter(cell.colours);
            }
        }
    }

    fn colour_line(&mut self, row: &[Cell]) -> String {
        row.iter().map(|c| self.letter(c.colours)).collect()
    }
}

const HEADER: &str = "\
# dosdoku golden screen, 80x25, with colours (see tests/it/common/golden.rs).
# Each screen row is two lines: its characters between bars, and under them one letter
# per cell naming the cell's foreground and background (the legend below).
# Values that change from run to run read <varies>. DOSDOKU_BLESS=1 rewrites the file.
";

/// The golden file's text for `screen`, with the letters of `legend` kept where they fit.
pub fn encode(screen: &ColourScreen, legend: &Legend) -> String {
    let mut legend = legend.clone();
    legend.letters.retain(|(_, colours)| {
        screen
            .rows
            .iter()
            .any(|row| row.iter().any(|c| c.colours == *colours))
    });
    legend.cover(screen);
    let mut out = HEADER.to_string();
    let mut sorted = legend.letters.clone();
    sorted.sort_by_key(|(l, _)| LETTERS.find(*l));
    for (l, colours) in &sorted {
        writeln!(out, "# {l} = {}", describe(*colours)).unwrap();
    }
    out.push('\n');
    for (r, row) in screen.rows.iter().enumerate() {
        let text: String = row.iter().map(|c| c.ch).collect();
        writeln!(out, "{:2}|{text}|", r + 1).unwrap();
        writeln!(out, "  |{}|", legend.colour_line(row)).unwrap();
    }
    out
}

/// Reads a golden file back: the screen and its legend.
pub fn decode(text: &str) -> Result<(ColourScreen, Legend), String> {
    let mut legend = Legend::default();
    let mut lines = text.lines();
    for line in lines.by_ref() {
        if line.is_empty() {
            break;
        }
        let Some(entry) = line.strip_prefix("# ") else {
            return Err(format!("not a header line: {line:?}"));
        };
        let Some((letter, colours)) = entry.split_once(" = ") else {
            continue;
        };
        let (fg, bg) = colours
            .split_once(" on ")
            .ok_or_else(|| format!("a legend line without \"on\": {line:?}"))?;
        let colour = |name: &str| {
            Colour::from_name(name).ok_or_else(|| format!("no colour called {name:?}: {line:?}"))
        };
        let letter = letter
            .chars()
            .next()
            .filter(|_| letter.chars().count() == 1);
        let letter = letter.ok_or_else(|| format!("a legend letter is one character: {line:?}"))?;
        legend.letters.push((letter, (colour(fg)?, colour(bg)?)));
    }
    let between_bars = |line: &str| -> Result<Vec<char>, String> {
        let inner = line
            .get(2..)
            .and_then(|l| l.strip_prefix('|'))
            .and_then(|l| l.strip_suffix('|'))
            .ok_or_else(|| format!("a row line is NN|...|: {line:?}"))?;
        let cells: Vec<char> = inner.chars().collect();
        if cells.len() != COLS {
            return Err(format!("{} cells, not {COLS}: {line:?}", cells.len()));
        }
        Ok(cells)
    };
    let mut rows = Vec::with_capacity(ROWS);
    for r in 0..ROWS {
        let chars = between_bars(lines.next().ok_or(format!("row {} is missing", r + 1))?)?;
        let letters = between_bars(lines.next().ok_or(format!("row {} lacks colours", r + 1))?)?;
        let row = chars
            .into_iter()
            .zip(letters)
            .map(|(ch, l)| {
                legend
                    .colours(l)
                    .map(|colours| Cell { ch, colours })
                    .ok_or_else(|| format!("row {}: letter {l:?} is not in the legend", r + 1))
            })
            .collect::<Result<Vec<Cell>, String>>()?;
        rows.push(row);
    }
    Ok((ColourScreen { rows }, legend))
}

/// `Ok` when `got` is the golden screen `text`; else a report of every row that differs,
/// its characters and colours as wanted and as got, and the cells that differ in words.
pub fn compare(got: &ColourScreen, text: &str) -> Result<(), String> {
    let (want, legend) = decode(text)?;
    if *got == want {
        return Ok(());
    }
    let mut legend = legend;
    let known = legend.letters.len();
    let mut report = String::new();
    let mut cells = Vec::new();
    for r in 0..ROWS {
        if got.rows[r] == want.rows[r] {
            continue;
        }
        let marks: String = (0..COLS)
            .map(|c| {
                let (g, w) = (got.rows[r][c], want.rows[r][c]);
                if g != w && cells.len() < 12 {
                    cells.push(format!(
                        "row {} col {}: want {:?} {}, got {:?} {}",
                        r + 1,
                        c + 1,
                        w.ch,
                        describe(w.colours),
                        g.ch,
                        describe(g.colours)
                    ));
                }
                if g == w { ' ' } else { '^' }
            })
            .collect();
        writeln!(report, "row {:2} want |{}|", r + 1, want.row_text(r)).unwrap();
        writeln!(report, "        got |{}|", got.row_text(r)).unwrap();
        writeln!(
            report,
            "  colours   |{}| want",
            legend.colour_line(&want.rows[r])
        )
        .unwrap();
        writeln!(
            report,
            "            |{}| got",
            legend.colour_line(&got.rows[r])
        )
        .unwrap();
        writeln!(report, "            |{marks}|").unwrap();
    }
    for (l, colours) in &legend.letters[known..] {
        writeln!(
            report,
            "(letter {l} = {}, not in the golden legend)",
            describe(*colours)
        )
        .unwrap();
    }
    writeln!(report, "cells that differ (first {}):", cells.len()).unwrap();
    for cell in cells {
        writeln!(report, "  {cell}").unwrap();
    }
    Err(report)
}

/// The path of the golden screen `name` in tests/fixtures/screens.
pub fn path(name: &str) -> String {
    format!(
        "{}/tests/fixtures/screens/{name}",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// True when the golden screens are to be rewritten (`DOSDOKU_BLESS` set).
pub fn blessing() -> bool {
    std::env::var_os("DOSDOKU_BLESS").is_some()
}

/// Writes `screen` as the golden screen `name`, keeping the letters of the file there.
pub fn bless(screen: &ColourScreen, name: &str) {
    let path = path(name);
    let legend = std::fs::read_to_string(&path)
        .ok()
        .and_then(|text| decode(&text).ok())
        .map(|(_, legend)| legend)
        .unwrap_or_default();
    std::fs::write(&path, encode(screen, &legend)).unwrap_or_else(|e| panic!("{path}: {e}"));
}

/// The text of the golden screen `name`.
pub fn read(name: &str) -> String {
    let path = path(name);
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{path}: {e} (DOSDOKU_BLESS=1 writes it)"))
}

/// Compares `screen` with the golden screen `name` (or, blessing, rewrites it); a
/// difference fails with the rows that differ.
pub fn assert_golden(screen: &ColourScreen, name: &str) {
    if blessing() {
        return bless(screen, name);
    }
    if let Err(report) = compare(screen, &read(name)) {
        panic!(
            "the screen differs from tests/fixtures/screens/{name} \
             (DOSDOKU_BLESS=1 rewrites it):\n{report}"
        );
    }
}

/// The characters of the golden screen `name`: 25 lines, trailing spaces removed.
pub fn characters(name: &str) -> String {
    let (screen, _) = decode(&read(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
    screen.text()
}

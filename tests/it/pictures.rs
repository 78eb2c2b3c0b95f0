//! Pictures of the screen: Ctrl-P on a live screen and `solve --monitor off --screenshot`
//! write the emulated 80x25 screen as a 640x400 PNG in the 8x16 font and the CGA palette.

#![cfg(unix)]

use std::path::Path;

use crate::common::{DEFAULT_PUZZLE, TempDir, code, dosdoku, stderr, stdout};
use crate::pty_term::Term;
use dosdoku_screen::{PALETTE, cp437};

/// The font file of the repository.
fn font() -> Vec<u8> {
    std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/font/moderndos-8x16.bin"
    ))
    .unwrap()
}

/// A PNG's width, height and RGB pixels.
fn decode(path: &Path) -> (u32, u32, Vec<[u8; 3]>) {
    let mut decoder = png::Decoder::new(std::io::BufReader::new(
        std::fs::File::open(path).expect("the picture exists"),
    ));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().unwrap();
    let mut bytes = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut bytes).unwrap();
    assert_eq!(
        info.color_type,
        png::ColorType::Rgb,
        "RGB after expanding the palette"
    );
    let pixels = bytes[..info.buffer_size()]
        .chunks(3)
        .map(|p| [p[0], p[1], p[2]])
        .collect();
    (info.width, info.height, pixels)
}

/// Fails unless each 8x16 cell of the picture shows the glyph of `text`'s character there
/// (as the font file draws it) in two colours of the CGA palette; `cursor` (row, column,
/// 1-based), where the text cursor's underline is drawn, is left out.
fn assert_shows(path: &Path, text: &[&str], cursor: Option<(usize, usize)>) {
    let (width, height, pixels) = decode(path);
    assert_eq!((width, height), (640, 400));
    let palette: Vec<[u8; 3]> = PALETTE.iter().map(|&(r, g, b)| [r, g, b]).collect();
    assert!(
        pixels.iter().all(|p| palette.contains(p)),
        "CGA colours only"
    );
    let font = font();
    for (row, line) in text.iter().enumerate() {
        let chars: Vec<char> = line.chars().collect();
        for col in (0..80).filter(|&col| cursor != Some((row + 1, col + 1))) {
            let ch = chars.get(col).copied().unwrap_or(' ');
            let code = cp437::from_char(ch).expect("a CP437 character") as usize;
            let (mut on, mut off) = (None, None);
            for y in 0..16 {
                for x in 0..8 {
                    let pixel = pixels[(row * 16 + y) * 640 + col * 8 + x];
                    let lit = font[code * 16 + y] & (0x80 >> x) != 0;
                    let colour = if lit { &mut on } else { &mut off };
                    assert_eq!(
                        *colour.get_or_insert(pixel),
                        pixel,
                        "cell row {} col {} shows {ch:?} in two colours",
                        row + 1,
                        col + 1
                    );
                }
            }
        }
    }
}

#[test]
fn a_headless_run_saves_its_final_screen_in_the_font() {
    let dir = TempDir::new("picture-headless");
    let path = dir.file("solved.png");
    let args = [
        "solve",
        "--monitor",
        "off",
        "--seed",
        "1",
        "--screen",
        "--screenshot",
        path.to_str().unwrap(),
        DEFAULT_PUZZLE,
    ];
    let out = dosdoku(&args, "");
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    let screen = &lines[lines.len() - 25..];
    assert!(screen[0].contains("DOSDOKU"), "{text}");
    assert_shows(&path, screen, None);
    // The same name again: refused before running, the picture kept.
    let before = std::fs::read(&path).unwrap();
    let again = dosdoku(&args, "");
    assert_eq!(code(&again), 2);
    assert!(
        stderr(&again).contains("already exists"),
        "{}",
        stderr(&again)
    );
    assert!(stdout(&again).is_empty(), "nothing ran");
    assert_eq!(std::fs::read(&path).unwrap(), before);
}

#[test]
fn a_batch_saves_the_screen_of_its_last_puzzle() {
    let dir = TempDir::new("picture-batch");
    let path = dir.file("last.png");
    let second =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    let input = format!("{DEFAULT_PUZZLE}\n{second}\n");
    let args = [
        "solve",
        "--monitor",
        "off",
        "--agent",
        "backtrack",
        "--jobs",
        "2",
        "--screen",
        "--screenshot",
        path.to_str().unwrap(),
    ];
    let out = dosdoku(&args, &input);
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_shows(&path, &lines[lines.len() - 25..], None);
}

#[test]
fn screenshot_is_for_a_headless_run_and_record_for_the_screen() {
    let out = dosdoku(&["solve", "--monitor", "on", "--screenshot", "x.png"], "");
    assert_eq!(code(&out), 2);
    assert!(stderr(&out).contains("Ctrl-P"), "{}", stderr(&out));
    let out = dosdoku(
        &[
            "solve",
            "--monitor",
            "off",
            "--record",
            "x.cast",
            DEFAULT_PUZZLE,
        ],
        "",
    );
    assert_eq!(code(&out), 2);
    assert!(stderr(&out).contains("--monitor on"), "{}", stderr(&out));
}

#[test]
fn ctrl_p_saves_the_editor_as_the_golden_picture() {
    let mut term = Term::spawn(&[], 80, 25, &[]);
    term.wait_text("Type a puzzle", 10);
    term.wait_golden("editor.txt", 5);
    let seen = term.window_text();
    term.send("\x10");
    term.quit();
    let text = term.text();
    let name = text
        .lines()
        .find_map(|l| l.strip_prefix("dosdoku: saved the screen as "))
        .unwrap_or_else(|| panic!("the picture is told: {text}"))
        .trim()
        .to_string();
    let path = std::env::temp_dir().join(&name);
    let golden = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/editor.png");
    if std::env::var_os("DOSDOKU_BLESS").is_some() {
        std::fs::copy(&path, &golden).unwrap();
    }
    let (picture, want) = (decode(&path), decode(&golden));
    let _ = std::fs::remove_file(&path);
    assert_eq!((picture.0, picture.1), (640, 400));
    assert!(
        picture == want,
        "{name} differs from tests/fixtures/editor.png"
    );
    // Each cell shows the character seen in the terminal in the font, but the cursor's (r1c1,
    // row 4, column 5), which carries the underline.
    assert_shows(&golden, &seen.lines().collect::<Vec<_>>(), Some((4, 5)));
}

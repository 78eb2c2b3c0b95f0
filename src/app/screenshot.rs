//! Pictures of the emulated screen: the 80x25 cells drawn as a VGA text mode showed them, 8x16
//! pixels a cell (640x400) in the CGA palette, each character's glyph from an 8x16 CP437 bitmap
//! font (blink off: a blinking cell shows its colours), written as a PNG. It reads the
//! screen's cells only; the screen knows nothing of pictures or files.

use std::fs::OpenOptions;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use dosdoku_screen::{COLS, PALETTE, Pos, ROWS, Screen};

/// The font: 256 glyphs of 16 rows, one byte a row, the leftmost pixel in the high bit, in
/// CP437 order (Modern DOS 8x16, CC0; see assets/font/README.md).
pub const FONT: &[u8; 4096] = include_bytes!("../../assets/font/moderndos-8x16.bin");

/// Pixels of a cell across.
pub const CELL_WIDTH: usize = 8;
/// Pixels of a cell down.
pub const CELL_HEIGHT: usize = 16;
/// The picture's width in pixels (640).
pub const WIDTH: usize = COLS * CELL_WIDTH;
/// The picture's height in pixels (400).
pub const HEIGHT: usize = ROWS * CELL_HEIGHT;

/// The rows of a cell the VGA text cursor covers (an underline).
const CURSOR_ROWS: std::ops::Range<usize> = 14..16;

/// The screen's pixels, row by row from the top, each the CGA colour number (0-15) it shows;
/// with `cursor`, the text cursor drawn there as the VGA drew it (an underline in the cell's
/// foreground colour, caught lit).
pub fn pixels(screen: &Screen, cursor: Option<Pos>) -> Vec<u8> {
    let mut pixels = vec![0; WIDTH * HEIGHT];
    for (i, cell) in screen.cells().iter().enumerate() {
        let (left, top) = ((i % COLS) * CELL_WIDTH, (i / COLS) * CELL_HEIGHT);
        let glyph = &FONT[cell.code as usize * CELL_HEIGHT..][..CELL_HEIGHT];
        for (y, bits) in glyph.iter().enumerate() {
            let row = &mut pixels[(top + y) * WIDTH + left..][..CELL_WIDTH];
            for (x, pixel) in row.iter_mut().enumerate() {
                let on = bits & (0x80 >> x) != 0;
                *pixel = if on { cell.attr.fg() } else { cell.attr.bg() };
            }
        }
    }
    if let Some(pos) = cursor {
        let (left, top) = ((pos.col() - 1) * CELL_WIDTH, (pos.row() - 1) * CELL_HEIGHT);
        let fg = screen.cell(pos).attr.fg();
        for y in CURSOR_ROWS {
            pixels[(top + y) * WIDTH + left..][..CELL_WIDTH].fill(fg);
        }
    }
    pixels
}

/// Writes the screen (and `cursor`, if shown) as a 640x400 PNG (16-colour palette) to `out`.
pub fn write_png(screen: &Screen, cursor: Option<Pos>, out: impl Write) -> io::Result<()> {
    let mut encoder = png::Encoder::new(out, WIDTH as u32, HEIGHT as u32);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(
        PALETTE
            .iter()
            .flat_map(|&(r, g, b)| [r, g, b])
            .collect::<Vec<u8>>(),
    );
    let mut writer = encoder.write_header().map_err(io::Error::other)?;
    writer
        .write_image_data(&pixels(screen, cursor))
        .map_err(io::Error::other)?;
    writer.finish().map_err(io::Error::other)
}

/// Saves the screen (and `cursor`, if shown) as a PNG at `path`, which must not exist yet
/// (nothing is overwritten); the message says what went wrong, naming the file.
pub fn save(screen: &Screen, cursor: Option<Pos>, path: &Path) -> Result<(), String> {
    let shown = path.display();
    let file = OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
        .map_err(|e| match e.kind() {
            io::ErrorKind::AlreadyExists => {
                format!("the picture {shown} already exists; remove it or choose another name")
            }
            _ => format!("cannot create the picture {shown}: {e}"),
        })?;
    let mut out = io::BufWriter::new(file);
    write_png(screen, cursor, &mut out)
        .and_then(|()| out.flush())
        .map_err(|e| format!("cannot write the picture {shown}: {e}"))
}

/// Saves the screen (and `cursor`) as `dosdoku-N.png` in `dir`, N the first number not taken;
/// the file's path.
pub fn save_numbered(screen: &Screen, cursor: Option<Pos>, dir: &Path) -> Result<PathBuf, String> {
    let path = (1u64..)
        .map(|n| dir.join(format!("dosdoku-{n}.png")))
        .find(|path| !path.exists())
        .expect("some number is free");
    save(screen, cursor, &path).map(|()| path)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The font as the file in the repository holds it, read apart from the program's copy.
    fn font_file() -> Vec<u8> {
        std::fs::read(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/font/moderndos-8x16.bin"
        ))
        .unwrap()
    }

    #[test]
    fn a_cell_shows_its_glyph_in_its_colours() {
        let mut screen = Screen::new();
        screen.locate(3, 5).unwrap();
        screen.color(14, 1).unwrap();
        screen.print("A").unwrap();
        let pixels = pixels(&screen, None);
        let font = font_file();
        let (left, top) = (4 * 8, 2 * 16);
        for y in 0..16 {
            let bits = font[65 * 16 + y];
            for x in 0..8 {
                let want = if bits & (0x80 >> x) != 0 { 14 } else { 1 };
                assert_eq!(pixels[(top + y) * WIDTH + left + x], want, "pixel {x},{y}");
            }
        }
        assert!(
            font[65 * 16..66 * 16].iter().any(|&b| b != 0),
            "A has lit pixels"
        );
    }

    #[test]
    fn the_cursor_is_an_underline_in_its_cell() {
        let mut screen = Screen::new();
        screen.color(15, 1).unwrap();
        screen.print(" ").unwrap();
        let at = Pos::new(1, 1).unwrap();
        let (plain, with) = (pixels(&screen, None), pixels(&screen, Some(at)));
        let differ: Vec<usize> = (0..WIDTH * HEIGHT)
            .filter(|&i| plain[i] != with[i])
            .collect();
        let underline: Vec<usize> = (14..16)
            .flat_map(|y| (0..8).map(move |x| y * WIDTH + x))
            .collect();
        assert_eq!(differ, underline);
        assert!(underline.iter().all(|&i| with[i] == 15));
    }

    #[test]
    fn the_font_has_every_cp437_glyph_and_a_full_block() {
        let font = font_file();
        assert_eq!(font.len(), 4096);
        assert_eq!(
            &font[219 * 16..220 * 16],
            &[0xFF; 16],
            "219 is the full block"
        );
        assert_eq!(&font[32 * 16..33 * 16], &[0; 16], "32 is the space");
    }

    #[test]
    fn the_png_decodes_to_the_pixels_in_the_palette() {
        let mut screen = Screen::new();
        screen.color(15, 4).unwrap();
        screen.print("DOS").unwrap();
        let mut bytes = Vec::new();
        write_png(&screen, None, &mut bytes).unwrap();
        let mut decoder = png::Decoder::new(io::Cursor::new(bytes));
        decoder.set_transformations(png::Transformations::EXPAND);
        let mut reader = decoder.read_info().unwrap();
        let mut rgb = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut rgb).unwrap();
        assert_eq!((info.width, info.height), (640, 400));
        for (i, &colour) in pixels(&screen, None).iter().enumerate() {
            let (r, g, b) = PALETTE[colour as usize];
            assert_eq!(&rgb[i * 3..i * 3 + 3], &[r, g, b], "pixel {i}");
        }
    }
}

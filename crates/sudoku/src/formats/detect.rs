//! Telling the layouts apart (the rules are set out in the module documentation).

use super::rows::is_border;

/// How an input is laid out, as far as reading goes (`.sdk` and `.ss` read alike).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Layout {
    /// One puzzle per line.
    Lines,
    /// One grid of nine rows of nine, maybe with `|` and border lines.
    Rows,
    /// 81 quoted values, one per line.
    VisualBasic,
}

/// The layout, when the first content line alone tells it: the Visual Basic format if it
/// starts with `"`, a file of puzzle lines if it is too long to be a row of a grid.
pub(crate) fn layout_from_first(first: &str) -> Option<Layout> {
    let first = first.trim_start();
    if first.starts_with('"') {
        Some(Layout::VisualBasic)
    } else if !first.contains(['|', '+']) && !short(first) && !plain_sixteen(first) && !drawn(first)
    {
        Some(Layout::Lines)
    } else {
        None
    }
}

/// The layout judged from the first two content lines (`second` is `None` when the first is
/// the only one).
pub(crate) fn layout_from_two(first: &str, second: Option<&str>) -> Layout {
    if let Some(layout) = layout_from_first(first) {
        return layout;
    }
    match second {
        Some(second) if first.contains(['|', '+']) || second.contains('|') || short(second) => {
            Layout::Rows
        }
        _ => Layout::Lines,
    }
}

/// True for a line that may be a grid's top border, as `*-------------------*` above a
/// 16x16 grid or HoDoKu's `.-----.-----.-----.` above a grid of pencil marks: drawn only with
/// `-` `*` `+` `|` (and spaces), or a border by [`is_border`].
fn drawn(line: &str) -> bool {
    line.bytes()
        .all(|b| matches!(b, b'-' | b'*' | b'+' | b'|' | b' ' | b'\t'))
        || is_border(line, None)
}

/// The first word of `line` (up to a space or tab).
fn first_word(line: &str) -> &str {
    line.trim_start()
        .split([' ', '\t'])
        .next()
        .unwrap_or_default()
}

/// True when the first word of `line` (up to a space or tab) can be a whole row of a grid
/// that is not a puzzle line: up to 13 characters (as in `|...|...|...|`), or 25 (a row of a
/// 25x25 grid).
fn short(line: &str) -> bool {
    let len = first_word(line).chars().count();
    len <= 13 || len == 25
}

/// True for a line whose first word is 16 characters and has no separator: a 4x4 puzzle line,
/// or a row of a 16x16 grid. Only the number of such lines tells which: sixteen of them and
/// nothing else are a grid.
pub(crate) fn plain_sixteen(line: &str) -> bool {
    let word = first_word(line);
    word.chars().count() == 16 && !line.contains(['|', '+'])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::text::content_lines;

    fn layout(text: &str) -> Option<Layout> {
        let mut lines = content_lines(text).map(|(_, l)| l);
        let first = lines.next()?;
        Some(layout_from_two(first, lines.next()))
    }

    #[test]
    fn tells_the_layouts_apart() {
        assert_eq!(layout(""), None);
        assert_eq!(layout("# only\n\n#comments\n"), None);
        assert_eq!(layout("123"), Some(Layout::Lines));
        assert_eq!(
            layout(&format!("{0}\n{0}", ".".repeat(81))),
            Some(Layout::Lines)
        );
        assert_eq!(
            layout(&format!("{}\n", ".".repeat(14)).repeat(2)),
            Some(Layout::Lines)
        );
        assert_eq!(layout("#x\n.........\n.........\n"), Some(Layout::Rows));
        assert_eq!(layout("*-----------*\n|...|...|...|\n"), Some(Layout::Rows));
        assert_eq!(
            layout("+-------+-------+-------+\n| . . . |\n"),
            Some(Layout::Rows)
        );
        assert_eq!(layout("\"5\"\n\"\"\n"), Some(Layout::VisualBasic));
        assert_eq!(layout("\"5\""), Some(Layout::VisualBasic));
        let dots = ".".repeat(81);
        assert_eq!(layout(&format!("1.3\n{dots}\n{dots}")), Some(Layout::Lines));
        assert_eq!(layout(&format!("{dots}\n1.3\n")), Some(Layout::Lines));
    }

    #[test]
    fn a_long_first_line_or_a_quote_decides_alone() {
        assert_eq!(layout_from_first(&".".repeat(81)), Some(Layout::Lines));
        assert_eq!(layout_from_first("  \"5\""), Some(Layout::VisualBasic));
        assert_eq!(layout_from_first("........."), None);
        assert_eq!(layout_from_first(&".".repeat(16)), None);
        assert_eq!(layout_from_first(&".".repeat(25)), None);
        assert_eq!(layout_from_first(&".".repeat(17)), Some(Layout::Lines));
        assert_eq!(layout_from_first(&format!("|{}", ".".repeat(81))), None);
    }
}

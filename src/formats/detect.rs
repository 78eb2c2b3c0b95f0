//! Telling the layouts apart (the rules are set out in the module documentation).

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

/// The layout of an input, judged from its content lines, with the line number of the
/// first one; `None` when there is no content line at all.
pub(crate) fn detect<'a>(
    mut content: impl Iterator<Item = (usize, &'a str)>,
) -> Option<(Layout, usize)> {
    let (n, first) = content.next()?;
    let first = first.trim_start();
    let layout = if first.starts_with('"') {
        Layout::VisualBasic
    } else if let Some((_, second)) = content.next()
        && (first.contains(['|', '+']) || short(first) && short(second))
    {
        Layout::Rows
    } else {
        Layout::Lines
    };
    Some((layout, n))
}

/// True when the first word of `line` (up to a space or tab) is no longer than a grid row
/// can be: 13 characters, as in `|...|...|...|`.
fn short(line: &str) -> bool {
    let word = line
        .trim_start()
        .split([' ', '\t'])
        .next()
        .unwrap_or_default();
    word.chars().nth(13).is_none()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::text::content_lines;

    fn layout(text: &str) -> Option<Layout> {
        detect(content_lines(text)).map(|(l, _)| l)
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
    fn gives_the_first_content_line() {
        assert_eq!(detect(content_lines("#\n\n1\n2")), Some((Layout::Rows, 3)));
    }
}

//! Cutting an input into numbered lines.

/// The lines of `text`, numbered from 1, without a leading UTF-8 BOM or line-end characters.
/// Lines end with `\n` or `\r\n`; an input with no `\n` at all but some `\r` (old Mac) is cut at `\r`.
pub(crate) fn numbered_lines(text: &str) -> impl Iterator<Item = (usize, &str)> + Clone {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let end = if text.contains('\n') { '\n' } else { '\r' };
    text.split(end)
        .map(|l| l.strip_suffix('\r').unwrap_or(l))
        .enumerate()
        .map(|(i, l)| (i + 1, l))
}

/// True for a line that holds something: neither blank nor a `#` comment.
pub(crate) fn is_content(line: &str) -> bool {
    let t = line.trim_start();
    !t.is_empty() && !t.starts_with('#')
}

/// The numbered lines that hold something (see [`is_content`]).
#[cfg(test)]
pub(crate) fn content_lines(text: &str) -> impl Iterator<Item = (usize, &str)> + Clone {
    numbered_lines(text).filter(|&(_, l)| is_content(l))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bom_and_line_ends_are_dropped() {
        let lines: Vec<_> = numbered_lines("\u{feff}a\r\nb\n\nc").collect();
        assert_eq!(lines, [(1, "a"), (2, "b"), (3, ""), (4, "c")]);
        let mac: Vec<_> = numbered_lines("a\rb\r").collect();
        assert_eq!(mac, [(1, "a"), (2, "b"), (3, "")]);
    }

    #[test]
    fn blank_and_comment_lines_are_not_content() {
        let text = "# title\n\n  \t\n  # indented\n1.3\r\n#\n..4";
        let lines: Vec<_> = content_lines(text).collect();
        assert_eq!(lines, [(5, "1.3"), (7, "..4")]);
    }
}

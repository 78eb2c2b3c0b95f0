//! A chain step on the status line, for the tutorial and the human solver's live run: its
//! chains in Eureka notation a page of whole links at a time, under a caption that names the
//! key turning the pages (`Chain 1/3, C more:`), then the step in words.

use dosdoku_sudoku::human::Step;
use dosdoku_sudoku::text::pages;

/// The lines of a page of a chain's notation (the status line and the key help's line).
const CHAIN_LINES: usize = 2;

/// Room kept on the first line of a page for its caption (`Chain 12/14, C words: `).
const CAPTION_ROOM: usize = 22;

/// True for the key that turns a chain's pages: C.
pub fn is_page_key(key: super::Key) -> bool {
    matches!(key, super::Key::Char('c' | 'C'))
}

/// Page `page` (counted from 0, going round) of `step`'s status in lines of `width`: a page
/// of its notation, its lines broken by `\n`, or after the last one the words; `None` for a
/// step without a chain.
pub fn chain_status(step: &Step, page: usize, width: usize) -> Option<String> {
    let pieces = step.eureka();
    if pieces.is_empty() {
        return None;
    }
    let chain = pages(&pieces, width, CHAIN_LINES, CAPTION_ROOM);
    let n = chain.len();
    let k = page % (n + 1);
    Some(match chain.get(k) {
        Some(lines) => {
            let next = if k + 1 < n { "more" } else { "words" };
            format!("Chain {}/{n}, C {next}: {}", k + 1, lines.join("\n"))
        }
        None => format!("(C: chain) {}", step.words()),
    })
}

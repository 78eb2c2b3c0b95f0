//! A chain step on the status line, for the tutorial and the human solver's live run: its
//! chains in Eureka notation a page of whole links at a time, under a caption that names the
//! key turning the pages (`Chain 1/3, C more:`), each chain nested in them starting a page of
//! its own, then the step in words (as many pages as they take).

use dosdoku_sudoku::human::Step;
use dosdoku_sudoku::text::{Piece, pages, wrap};

/// The lines of a page of a chain's notation (the status line and the key help's line).
const CHAIN_LINES: usize = 2;

/// Room kept on the first line of a page for its caption (`Chain 12/14, C words: `).
const CAPTION_ROOM: usize = 22;

/// The caption of the words when they fit on one page.
const WORDS_CAPTION: &str = "(C: chain) ";

/// True for the key that turns a chain's pages: C.
pub fn is_page_key(key: super::Key) -> bool {
    matches!(key, super::Key::Char('c' | 'C'))
}

/// The pages of `step`'s notation in lines of `width`, each with the chain it shows: 0 for
/// the step's own chains (and what they do), `n` for its nested chain `n`, which starts a
/// page of its own.
fn notation_pages(step: &Step, width: usize) -> Vec<(usize, Vec<String>)> {
    let pieces = step.eureka();
    let mut sections: Vec<(usize, Vec<Piece>)> = Vec::new();
    for piece in pieces {
        let label = piece
            .text
            .strip_prefix('[')
            .and_then(|t| t.strip_suffix(']'))
            .and_then(|n| n.parse::<usize>().ok());
        match (label, sections.last_mut()) {
            (None, Some((_, section))) => section.push(piece),
            (label, _) => sections.push((label.unwrap_or(0), vec![piece])),
        }
    }
    sections
        .iter()
        .flat_map(|(n, section)| {
            pages(section, width, CHAIN_LINES, CAPTION_ROOM)
                .into_iter()
                .map(|lines| (*n, lines))
        })
        .collect()
}

/// The pages of `step`'s words in lines of `width`: one, or as many as they take, each with
/// room for its caption.
fn word_pages(step: &Step, width: usize) -> Vec<Vec<String>> {
    let words = step.words();
    let whole = format!("{WORDS_CAPTION}{words}");
    if wrap(&whole, width).len() <= CHAIN_LINES {
        return vec![vec![words]];
    }
    let pieces: Vec<Piece> = words
        .split(' ')
        .map(|w| Piece::new(" ", w.to_string()))
        .collect();
    pages(&pieces, width, CHAIN_LINES, CAPTION_ROOM)
}

/// Page `page` (counted from 0, going round) of `step`'s status in lines of `width`: a page
/// of its notation, its lines broken by `\n`, or after the last one the words; `None` for a
/// step without a chain.
pub fn chain_status(step: &Step, page: usize, width: usize) -> Option<String> {
    let chain = notation_pages(step, width);
    if chain.is_empty() {
        return None;
    }
    let words = word_pages(step, width);
    let (n, w) = (chain.len(), words.len());
    let k = page % (n + w);
    Some(match chain.get(k) {
        Some((_, lines)) => {
            let next = if k + 1 < n { "more" } else { "words" };
            format!("Chain {}/{n}, C {next}: {}", k + 1, lines.join("\n"))
        }
        None if w == 1 => format!("{WORDS_CAPTION}{}", words[0].join("\n")),
        None => {
            let j = k - n;
            let next = if j + 1 < w { "more" } else { "chain" };
            format!("Words {}/{w}, C {next}: {}", j + 1, words[j].join("\n"))
        }
    })
}

/// The chain that page `page` of `step`'s status shows (see [`chain_status`]): `n` for its
/// nested chain `n`, 0 for the step's own chains (and for the words).
pub fn shown_chain(step: &Step, page: usize, width: usize) -> usize {
    let chain = notation_pages(step, width);
    let all = chain.len() + word_pages(step, width).len();
    chain.get(page % all.max(1)).map_or(0, |&(n, _)| n)
}

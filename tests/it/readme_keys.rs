//! The README's list of the editor's command letters names every letter the first help page
//! gives the editor (a letter left out reads as one that blanks a cell).

use std::collections::BTreeSet;
use std::path::Path;

/// The single capital letters in the key column of the help page's lines from `from` up to
/// (not including) the line holding `to`.
fn help_letters(help: &str, from: &str, to: &str) -> BTreeSet<char> {
    let lines = help
        .lines()
        .skip_while(|l| !l.contains(from))
        .take_while(|l| !l.contains(to));
    let mut letters = BTreeSet::new();
    for line in lines {
        // The key column ends where the description starts: the first lower-case word.
        for token in line.split(['║', ' ']).filter(|t| !t.is_empty()) {
            if token.chars().next().is_some_and(|c| c.is_ascii_lowercase()) {
                break;
            }
            let mut chars = token.chars();
            if let (Some(c), None) = (chars.next(), chars.next())
                && c.is_ascii_uppercase()
            {
                letters.insert(c);
            }
        }
    }
    letters
}

#[test]
fn the_readme_names_every_command_letter_of_the_editor() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let help = std::fs::read_to_string(root.join("screens/help.txt")).unwrap();
    let mut on_help = help_letters(&help, "EDITING THE PUZZLE", "TUTORIAL");
    // Q quits anywhere, the editor included.
    if help.contains("Q quit") {
        on_help.insert('Q');
    }
    for letter in ['T', 'G', 'D', 'V', 'Q', 'P'] {
        assert!(on_help.contains(&letter), "the help page lists {letter}");
    }
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let text = readme.split_whitespace().collect::<Vec<_>>().join(" ");
    let list = text
        .split_once("the commands are the letters ")
        .and_then(|(_, rest)| rest.split_once(" (either case)"))
        .map(|(list, _)| list)
        .expect("the README lists the editor's command letters");
    let in_readme: BTreeSet<char> = list
        .split_whitespace()
        .filter_map(|t| t.trim_matches('`').chars().next())
        .collect();
    assert_eq!(in_readme, on_help, "README: {list}");
}

//! What the program says speaks of the program: no help text, message, doc comment or README
//! example refers to documents or paths that only the project's authors have.

use std::path::Path;

/// Words that point at a document the program does not contain.
const FOREIGN: [&str; 2] = ["SPEC", "../shared"];

fn assert_own_words(text: &str, where_: &str) {
    for word in FOREIGN {
        assert!(!text.contains(word), "{where_} mentions {word:?}");
    }
}

#[test]
fn help_speaks_of_the_program() {
    for command in [
        "",
        "solve",
        "check",
        "runs",
        "compare",
        "race",
        "completions",
        "generate",
    ] {
        let mut args: Vec<&str> = command.split_whitespace().collect();
        args.push("--help");
        let out = crate::common::dosdoku(&args, "");
        assert_eq!(crate::common::code(&out), 0, "{args:?}");
        assert_own_words(
            &crate::common::stdout(&out),
            &format!("dosdoku {command} --help"),
        );
    }
}

#[test]
fn sources_and_the_readme_speak_of_the_program() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    assert_own_words(&readme, "README.md");
    let mut dirs = vec![root.join("src")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                assert_own_words(&text, &path.display().to_string());
            }
        }
    }
}

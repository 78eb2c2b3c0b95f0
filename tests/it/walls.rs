//! The walls between the workspace's crates: each crate's manifest names only the dosdoku
//! crates beneath it, so an import the wrong way does not compile. This test reads the
//! manifests, so that a dependency added the wrong way fails here too, with the rule it breaks.

use std::path::Path;

/// Each crate of the workspace and the dosdoku crates it may depend on.
const ALLOWED: &[(&str, &[&str])] = &[
    ("crates/screen", &[]),
    ("crates/sudoku", &[]),
    ("crates/history", &["dosdoku-sudoku"]),
    (
        "crates/agents",
        &["dosdoku-screen", "dosdoku-sudoku", "dosdoku-history"],
    ),
    (
        ".",
        &[
            "dosdoku-screen",
            "dosdoku-sudoku",
            "dosdoku-history",
            "dosdoku-agents",
        ],
    ),
];

/// The names of the dosdoku crates a manifest's `[dependencies]` (of any target) names.
fn dosdoku_dependencies(manifest: &str) -> Vec<String> {
    let mut in_dependencies = false;
    let mut names = Vec::new();
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            in_dependencies = line.ends_with("dependencies]") && !line.contains("dev-");
            continue;
        }
        if in_dependencies && line.starts_with("dosdoku-") {
            let name = line.split(['.', ' ', '=']).next().unwrap_or_default();
            names.push(name.to_string());
        }
    }
    names
}

#[test]
fn each_crate_depends_only_on_the_crates_beneath_it() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for (dir, allowed) in ALLOWED {
        let manifest = std::fs::read_to_string(root.join(dir).join("Cargo.toml")).unwrap();
        for name in dosdoku_dependencies(&manifest) {
            assert!(
                allowed.contains(&name.as_str()),
                "{dir} depends on {name}: the walls allow only {allowed:?} (see ARCHITECTURE.md)"
            );
        }
    }
}

#[test]
fn every_crate_of_the_workspace_is_placed_in_the_walls() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut crates: Vec<String> = std::fs::read_dir(root.join("crates"))
        .unwrap()
        .map(|e| format!("crates/{}", e.unwrap().file_name().to_string_lossy()))
        .collect();
    crates.sort();
    let mut placed: Vec<String> = ALLOWED
        .iter()
        .map(|(dir, _)| dir.to_string())
        .filter(|dir| dir != ".")
        .collect();
    placed.sort();
    assert_eq!(crates, placed, "a new crate needs its place in the walls");
}

#[test]
fn the_manifest_reader_sees_a_wrong_way_dependency() {
    let manifest = "[package]\nname = \"x\"\n[dependencies]\ndosdoku-agents.workspace = true\nserde = \"1\"\n[dev-dependencies]\ndosdoku-screen = { path = \"../screen\" }\n";
    assert_eq!(dosdoku_dependencies(manifest), vec!["dosdoku-agents"]);
}

//! `compare` refuses options that would do nothing, and says plainly what `--runs` takes.

use crate::common::{code, dosdoku, stderr, stdout};

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// `compare` with `args` fails with exit 2, says `words`, and prints nothing on standard output.
fn refused(args: &[&str], words: &str) {
    let mut all = vec!["compare", PUZZLE];
    all.extend_from_slice(args);
    let out = dosdoku(&all, "");
    let err = stderr(&out);
    assert_eq!(code(&out), 2, "{args:?}: {err}");
    assert!(err.contains(words), "{args:?}: {err}");
    assert!(stdout(&out).is_empty(), "{args:?}");
}

#[test]
fn the_pace_is_refused_it_paces_no_screen() {
    refused(&["--pace", "5"], "--pace");
    refused(&["--runs", "2", "--seed", "1", "--pace", "5"], "--pace");
    let help = stdout(&dosdoku(&["compare", "--help"], ""));
    assert!(!help.contains("--pace"), "{help}");
}

#[test]
fn runs_0_says_what_runs_takes() {
    let out = dosdoku(&["compare", PUZZLE, "--runs", "0"], "");
    let err = stderr(&out);
    assert_eq!(code(&out), 2);
    assert!(err.contains("--runs takes 1 or more"), "{err}");
    assert!(!err.contains("18446744073709551615"), "{err}");
}

#[test]
fn agent_options_without_runs_are_refused_as_solve_refuses_them() {
    // The same message as solve for a setting the agent does not have.
    let solve = dosdoku(
        &[
            "solve",
            "--monitor",
            "off",
            "--forgetful",
            "--agent",
            "lmc",
            PUZZLE,
        ],
        "",
    );
    assert_eq!(code(&solve), 2);
    refused(&["--forgetful", "--agent", "lmc"], stderr(&solve).trim());
    // Options that only steer the runs of --runs do nothing without it.
    for args in [
        &["--forgetful"][..],
        &["--seed", "3"],
        &["--agent", "board1"],
        &["--no-board0"],
        &["--max-attempts", "100"],
        &["--jobs", "2"],
    ] {
        refused(args, "--runs");
        refused(args, args[0]);
    }
    // Reading alone still works.
    let out = dosdoku(&["compare", PUZZLE], "");
    assert_eq!(code(&out), 0, "{}", stderr(&out));
}

//! Options refused with a clear message rather than taken wrongly, and help that says what a
//! command takes.

use crate::common::{DEFAULT_PUZZLE, code, dosdoku, stderr, stdout};

/// Asserts a usage error (exit 2) whose message holds every fragment.
fn assert_refused(args: &[&str], fragments: &[&str]) {
    let out = dosdoku(args, "");
    let err = stderr(&out);
    assert_eq!(code(&out), 2, "{args:?}: {err}");
    for fragment in fragments {
        assert!(
            err.contains(fragment),
            "{args:?}: lacks {fragment:?}: {err}"
        );
    }
}

#[test]
fn a_pace_out_of_range_is_refused_with_the_range() {
    for pace in ["99999999999", "10000001", "99999999999999999999999"] {
        assert_refused(
            &["solve", "--monitor", "off", "--pace", pace, DEFAULT_PUZZLE],
            &["--pace", pace, "1 up to 10,000,000"],
        );
    }
    assert_refused(&["solve", "--pace", "0", DEFAULT_PUZZLE], &["at least 1"]);
    let out = dosdoku(
        &[
            "solve",
            "--monitor",
            "off",
            "--seed",
            "1",
            "--pace",
            "10000000",
            DEFAULT_PUZZLE,
        ],
        "",
    );
    assert_eq!(code(&out), 0, "{}", stderr(&out));
}

#[test]
fn board0_and_no_board0_together_are_refused() {
    assert_refused(
        &[
            "solve",
            "--monitor",
            "off",
            "--board0",
            "--no-board0",
            DEFAULT_PUZZLE,
        ],
        &["--board0", "--no-board0", "cannot be used with"],
    );
}

#[test]
fn a_timeout_out_of_range_names_the_range() {
    for timeout in ["1e30", "0", "-1", "x"] {
        assert_refused(
            &["generate", "--timeout", timeout],
            &[timeout, "above 0", "1,000,000,000"],
        );
    }
}

#[test]
fn a_timeout_that_passes_as_the_last_puzzle_is_made_still_makes_every_puzzle() {
    let out = dosdoku(
        &[
            "generate",
            "--seed",
            "1",
            "--count",
            "1",
            "--timeout",
            "1e-30",
        ],
        "",
    );
    assert_eq!(stdout(&out).lines().count(), 1, "{}", stderr(&out));
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    assert!(!stderr(&out).contains("time limit"), "{}", stderr(&out));
}

#[test]
fn tutor_help_lists_no_agent_options() {
    let out = dosdoku(&["tutor", "--help"], "");
    assert_eq!(code(&out), 0);
    let help = stdout(&out);
    assert!(help.contains("Usage: dosdoku tutor"), "{help}");
    for option in [
        "--agent",
        "--forgetful",
        "--cell-tries",
        "--grid-order",
        "--max-attempts",
        "--board0",
        "--pace",
    ] {
        assert!(
            !help.contains(option),
            "tutor --help lists {option}: {help}"
        );
    }
}

#[test]
fn help_has_help_of_its_own_and_names_commands() {
    let out = dosdoku(&["help", "--help"], "");
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    assert!(
        stdout(&out).contains("Usage: dosdoku help"),
        "{}",
        stdout(&out)
    );
    let out = dosdoku(&["help", "solve"], "");
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    assert!(
        stdout(&out).contains("Usage: dosdoku solve"),
        "{}",
        stdout(&out)
    );
    let out = dosdoku(&["help"], "");
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    assert!(stdout(&out).contains("Usage: dosdoku"), "{}", stdout(&out));
    assert_refused(&["help", "nosuch"], &["nosuch", "solve", "check"]);
}

#[test]
fn a_bad_race_lane_names_every_setting_a_lane_takes() {
    assert_refused(
        &[
            "race",
            "--lane",
            "board1",
            "--lane",
            "board1,colour=3",
            DEFAULT_PUZZLE,
        ],
        &[
            "lane 2",
            "'colour'",
            "forgetful",
            "cell-tries=N",
            "grid-restarts=N",
            "grid-order=",
            "seed=N",
            "max-attempts=N",
            "board0",
            "no-board0",
        ],
    );
    assert_refused(
        &[
            "race",
            "--lane",
            "board1",
            "--lane",
            "cruncher,speed=3",
            DEFAULT_PUZZLE,
        ],
        &["'speed'", "seed=N", "max-attempts=N", "no-board0"],
    );
}

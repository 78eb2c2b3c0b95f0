//! What the live screen says on its status line and its key-help line, gathered in one place
//! so that every message can be checked to fit (see the tests at the end).
//!
//! Two kinds of message: a *status* stays while its screen does (the editor's hint, a run's
//! progress, a finished run's result, a question) and must fit on the status line, so the key
//! help below it stays in view; a *notice* answers a key (saved, loaded, undone, ...) and lasts
//! until the next key, so it may run on into the key-help line.

use dosdoku_agents::agents::AgentDecl;
use dosdoku_sudoku::board::Clash;
use dosdoku_sudoku::human::{Level, Rating, Technique};
use dosdoku_sudoku::text::group_thousands;

/// The key help of the editor (the help screen, F1, lists every key).
pub const EDIT_KEYS: &str =
    "F1 Help  F2 Settings  Enter Solve  A Agent  T Tutor  S Save  O Open  Q Quit";

/// The key help of the editor on a 16x16 board: A to G type values there, so the agent is
/// chosen on the settings page.
pub const SIXTEEN_EDIT_KEYS: &str =
    "F1 Help  F2 Settings/agent  Enter Solve  A-G Values  S Save  O Open  Q Quit";

/// The values typed on a 16x16 board, as the editor's status and key help name them.
pub const TYPED_SIXTEEN: &str = "1-9 A-G";

/// The values typed on a board of box size `n` (2, 3 or 4), as the editor's status names them.
pub fn typed_symbols(n: usize) -> &'static str {
    match n {
        2 => "1-4",
        4 => TYPED_SIXTEEN,
        _ => "1-9",
    }
}

/// Why a digit typed on a 4x4 board was refused.
pub const FOUR_BY_FOUR_VALUES: &str = "A 4x4 board takes the values 1-4.";

/// Why Enter did not run the chosen agent: `why` says which sizes it works on.
pub fn refused_agent(why: &str) -> String {
    format!(
        "{}; F2 chooses another agent.",
        dosdoku_sudoku::text::capitalized(why)
    )
}

/// A part of the editor that works on 9x9 boards only.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum NineOnly {
    /// The tutorial (T, F3) and the human-like solver behind it.
    Tutorial,
    /// The race screen (V).
    Race,
    /// Pencil marks (P).
    PencilMarks,
    /// The generator (G) and its level (D).
    Generator,
}

/// Why `part` did not start: it works on 9x9 boards, and the board is `side`x`side`.
pub fn nine_only(part: NineOnly, side: usize) -> String {
    let what = match part {
        NineOnly::Tutorial => "The tutorial works on",
        NineOnly::Race => "The race screen shows",
        NineOnly::PencilMarks => "Pencil marks are for",
        NineOnly::Generator => "The generator makes",
    };
    format!("{what} 9x9 boards only; this board is {side}x{side}.")
}

/// The key help of the editor while digits toggle pencil marks.
pub const PENCIL_KEYS: &str =
    "PENCIL MARKS: 1-9 Toggle  Del All nine  P Values  U Undo  F1 Help  Q Quit";

/// Why a digit typed for candidates did nothing: the cell holds a value.
pub const MARK_ON_A_VALUE: &str = "This cell holds a value: Del clears it, then pencil marks.";

/// Why a candidate was not taken out: it is the cell's last.
pub const LAST_CANDIDATE: &str = "A cell keeps at least one candidate.";

/// Why the tutorial does not start: the puzzle has no solution.
pub const NO_TUTORIAL: &str = "No tutorial: this puzzle has no solution (some digit is wrong).";

/// The key help while an agent runs.
pub const RUNNING_KEYS: &str = "Space Pause  N Step  +/- Pace  Esc Stop and edit  F1 Help  Q Quit";

/// The key help while a run stands paused: Space resumes it.
pub const PAUSED_KEYS: &str = "Space Resume  N Step  +/- Pace  Esc Stop and edit  F1 Help  Q Quit";

/// The key help while a line is typed on the status line.
pub const PROMPT_KEYS: &str = "Enter OK  Esc Cancel  Backspace Rub out";

/// The key help of the question before a file is overwritten.
pub const OVERWRITE_KEYS: &str = "Y Overwrite it  N or Esc Cancel";

/// The key help of the question before quitting with a typed puzzle not saved.
pub const QUIT_KEYS: &str = "Q or Y Quit  S Save it first  N or Esc Go back";

/// The key help of the settings page.
pub const SETTINGS_KEYS: &str =
    "Up/Down Choose  Enter Change  A Agent  Esc or F2 Back  F1 Help  Q Quit";

/// The key help after a run: what R does depends on whether the agent draws random numbers
/// (a new seed) or always gives the same run (the same run again, at the pace now set); Enter
/// is shown only when there is a next puzzle.
pub fn finished_keys(randomized: bool, next: bool) -> String {
    let again = if randomized {
        "R New seed"
    } else {
        "R Run again"
    };
    let next = if next { "  Enter Next puzzle" } else { "" };
    format!("{again}  E Edit  H History{next}  +/- Pace  F1 Help  Q Quit")
}

/// How many solutions the board in the editor has (counted up to two).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Solutions {
    /// None: some digit is wrong.
    None,
    /// Exactly one.
    One,
    /// Two or more.
    Several,
    /// Not counted: the search for them on a large board went on too long to wait for.
    Uncounted,
}

/// The editor's status: a clash, or how many solutions the board has and what to do next.
/// `position` is (k, n) when the puzzles came from a file of n puzzles.
/// `symbols` are the values the board takes, as typed (`1-9`, `1-4`, `1-9 A-G`).
pub fn editor_status(
    clash: Option<&Clash>,
    solutions: Solutions,
    position: Option<(usize, usize)>,
    symbols: &str,
) -> String {
    if let Some(clash) = clash {
        return format!("Clash: {clash}. Fix it before solving.");
    }
    match (position, solutions) {
        (Some((k, n)), solutions) => {
            let solutions = match solutions {
                Solutions::None => "No solution (the backtracker checked).",
                Solutions::One => "One solution: Enter solves it.",
                Solutions::Several => "Several solutions: Enter solves one.",
                Solutions::Uncounted => "Solutions not counted: Enter solves it.",
            };
            format!(
                "Puzzle {} of {} (PgDn/PgUp). {solutions}",
                group_thousands(k as u64),
                group_thousands(n as u64)
            )
        }
        (None, Solutions::One) => {
            format!("Type a puzzle ({symbols}, arrows), then press Enter to solve. One solution.")
        }
        (None, Solutions::Several) => {
            format!("Type a puzzle ({symbols}, arrows). Several solutions yet: Enter solves one.")
        }
        (None, Solutions::None) => {
            format!("Type a puzzle ({symbols}, arrows). No solution (the backtracker checked).")
        }
        (None, Solutions::Uncounted) => {
            format!("Type a puzzle ({symbols}, arrows). Solutions not counted: Enter solves it.")
        }
    }
}

/// While an agent runs.
pub fn running(decl: &AgentDecl) -> String {
    format!(
        "{} is solving...",
        dosdoku_sudoku::text::capitalized(decl.title)
    )
}

/// While a run is paused.
pub const PAUSED: &str = "Paused. Space resumes, N takes one step.";

/// The question while a run is at work and Q is pressed with a typed puzzle not saved.
pub const QUIT_WHILE_RUNNING: &str =
    "The typed puzzle is not saved. Q again quits, any other key goes on.";

/// The question in the editor or after a run when Q is pressed with a typed puzzle not saved.
pub const QUIT_UNSAVED: &str = "The typed puzzle is not saved. Quit anyway?";

/// The question before saving over a file that is there.
pub fn overwrite(path: &str) -> String {
    format!("Overwrite {path}?")
}

/// The prompt for a file to save the board to.
pub fn save_prompt(typed: &str) -> String {
    format!("Save to file: {typed}_")
}

/// The prompt for a file to open.
pub fn open_prompt(typed: &str) -> String {
    format!("Load from file: {typed}_")
}

/// The prompt for one puzzle of a file that holds `n`; after `why` the answer before was not
/// taken, when it was not.
pub fn pick_prompt(why: Option<&str>, n: usize, typed: &str) -> String {
    let n = group_thousands(n as u64);
    match why {
        Some(why) => format!("{why} Which one (1-{n})? {typed}_"),
        None => format!("The file holds {n} puzzles. Which one (1-{n})? {typed}_"),
    }
}

/// A finished run's result, with the puzzle's place in its file when that fits on the line.
pub fn finished(result: &str, position: Option<(usize, usize)>, width: usize) -> String {
    let Some((k, n)) = position else {
        return result.to_string();
    };
    let long = format!(
        "{result} Puzzle {} of {}.",
        group_thousands(k as u64),
        group_thousands(n as u64)
    );
    if long.chars().count() <= width {
        long
    } else {
        result.to_string()
    }
}

/// Notice: the board was cleared.
pub const CLEARED: &str = "Board cleared. U undoes it.";

/// Notice: a puzzle was pasted onto the board.
pub const PASTED: &str = "Pasted a puzzle. U undoes it.";

/// Notice: a paste where no puzzle or line is typed.
pub const PASTE_IN_THE_EDITOR: &str = "Paste a puzzle in the editor, or a name on a prompt.";

/// Notice: a paste of `bytes` bytes, more than a board takes in any form, was not taken.
pub fn paste_too_long(bytes: usize) -> String {
    format!(
        "The paste ({} bytes) is longer than any board: nothing was taken.",
        group_thousands(bytes as u64)
    )
}

/// Notice: the text pasted into the editor is not a puzzle.
pub fn paste_not_a_puzzle(why: &str) -> String {
    format!("The paste is not a puzzle: {why}.")
}

/// Notice: the text pasted into the editor holds `n` puzzles.
pub fn paste_holds(n: usize) -> String {
    format!(
        "The paste holds {} puzzles: paste one, or open their file (O).",
        group_thousands(n as u64)
    )
}

/// Notice: the board went back to the puzzle as loaded.
pub const RESET: &str = "Back to the puzzle as loaded. U undoes it.";

/// Notice: nothing left to undo.
pub const NOTHING_TO_UNDO: &str = "Nothing to undo.";

/// Notice: a change was undone.
pub fn undone(what: &str) -> String {
    format!("Undone: {what}.")
}

/// Notice: a key that does nothing in the editor.
pub const NOT_A_KEY: &str = "That key does nothing here: F1 lists the keys.";

/// Notice: a prompt or question was left with Esc.
pub const CANCELLED: &str = "Cancelled.";

/// Notice: a file prompt was left empty.
pub const NO_NAME: &str = "Cancelled: no file name was given.";

/// Notice: a run was stopped with Esc.
pub const STOPPED: &str = "Stopped. Back to the puzzle as typed.";

/// Notice: the agent key chose an agent.
pub fn agent_chosen(decl: &AgentDecl) -> String {
    format!("Agent: {}, {}.", decl.name, decl.about)
}

/// Notice: the board was saved.
pub fn saved(path: &str) -> String {
    format!("Saved the board to {path}.")
}

/// Notice: the board was saved as its pencil marks.
pub fn saved_marks(path: &str) -> String {
    format!("Saved the pencil marks (729 characters) to {path}.")
}

/// Notice: the board could not be saved.
pub fn not_saved(path: &str, why: &str) -> String {
    format!("Could not save to {path}: {why}.")
}

/// Notice: a puzzle was loaded; `position` when the file holds several, `clash` when two of its
/// givens clash (shown on the board to be put right; the clash is named instead of the file).
pub fn loaded(path: &str, position: Option<(usize, usize)>, clash: Option<&Clash>) -> String {
    let position = position.map(|(k, n)| {
        format!(
            "puzzle {} of {}",
            group_thousands(k as u64),
            group_thousands(n as u64)
        )
    });
    match (position, clash) {
        (Some(position), None) => format!("Loaded {position} from {path}."),
        (None, None) => format!("Loaded {path}."),
        (Some(position), Some(clash)) => {
            format!("Loaded {position}, with a clash: {clash}. Fix it before solving.")
        }
        (None, Some(clash)) => format!("Loaded, with a clash: {clash}. Fix it before solving."),
    }
}

/// Notice: nothing was loaded.
pub fn not_loaded(path: &str, why: &str) -> String {
    format!("Could not load {path}: {why}.")
}

/// Why a puzzle number typed was not taken: it is not one of the file's (the question that
/// follows names them).
pub fn no_such_puzzle(typed: &str) -> String {
    if typed.is_empty() {
        "Give the puzzle's number.".to_string()
    } else {
        format!("There is no puzzle '{typed}'.")
    }
}

/// Notice: the puzzle asked for cannot be read.
pub fn unreadable_puzzle(k: usize, why: &str) -> String {
    format!(
        "Puzzle {} cannot be read: {why}.",
        group_thousands(k as u64)
    )
}

/// Notice: Enter was refused because digits clash.
pub fn cannot_solve(clash: &Clash) -> String {
    format!("Cannot solve: {clash}. Fix the clash first.")
}

/// Notice: the race key was refused because digits clash.
pub fn cannot_race(clash: &Clash) -> String {
    format!("Cannot race: {clash}. Fix the clash first.")
}

/// Notice: Enter was refused because the puzzle has no solution.
pub fn no_solution(decl: &AgentDecl) -> String {
    format!(
        "No solution: the backtracker finds none, so {} was not started.",
        decl.title
    )
}

/// Notice, after a run's result: it could not be recorded.
pub fn not_recorded(result: &str, why: &str) -> String {
    format!("{result} Not recorded in the history: {why}.")
}

/// Notice: the Generate key put a new puzzle of `level` on the board, made from `seed`.
pub fn generated(level: Level, givens: usize, rating: &Rating, seed: u64) -> String {
    let hardest = rating.hardest.map_or("nothing to do", Technique::name);
    format!(
        "New {level} puzzle, seed {seed}: {givens} givens, rating {:.1} ({hardest}). U undoes it.",
        rating.score()
    )
}

/// Notice: the level of the puzzles the Generate key makes was changed.
pub fn generate_level(level: Level) -> String {
    format!("Generate level: {level}. G puts a new {level} puzzle on the board; D changes it.")
}

/// Notice: a setting was changed.
pub fn setting_changed(name: &str, value: &str) -> String {
    format!("{name} is now {value}.")
}

/// Notice: a setting was not changed.
pub fn setting_refused(why: &str) -> String {
    format!("Not changed: {why}.")
}

#[cfg(test)]
mod tests {
    use super::*;
    use dosdoku_agents::agents::{AgentKind, BoardScreen, View};
    use dosdoku_agents::panel::{draw_status_and_keys, status_lines};
    use dosdoku_sudoku::board::{Grid, find_clash};

    /// The longest file name the file prompts take.
    const LONG_PATH: &str = "/home/someone/sudoku/puzzles/from-the-newspaper/week-47.txt";

    /// The worst clash the editor can name.
    fn clash() -> Clash {
        let mut grid = Grid::EMPTY;
        grid.set(60, 5);
        grid.set(80, 5);
        find_clash(&grid).expect("two 5s in grid 9")
    }

    fn statuses() -> Vec<String> {
        let c = clash();
        let mut all = vec![
            PAUSED.to_string(),
            QUIT_WHILE_RUNNING.into(),
            QUIT_UNSAVED.into(),
        ];
        for solutions in [
            Solutions::None,
            Solutions::One,
            Solutions::Several,
            Solutions::Uncounted,
        ] {
            for position in [None, Some((1, 2)), Some((100_000, 100_000))] {
                for symbols in ["1-4", "1-9", TYPED_SIXTEEN] {
                    all.push(editor_status(None, solutions, position, symbols));
                    all.push(editor_status(Some(&c), solutions, position, symbols));
                }
            }
        }
        for &kind in AgentKind::ALL {
            all.push(running(kind.decl()));
        }
        all.push(overwrite(LONG_PATH));
        all.push(save_prompt(LONG_PATH));
        all.push(open_prompt(LONG_PATH));
        all.push(pick_prompt(None, 100_000, "100000"));
        all.push(pick_prompt(
            Some(&no_such_puzzle("123456789")),
            100_000,
            "123456789",
        ));
        all
    }

    fn notices() -> Vec<String> {
        let c = clash();
        let mut all: Vec<String> = [
            CLEARED,
            PASTED,
            PASTE_IN_THE_EDITOR,
            RESET,
            NOTHING_TO_UNDO,
            CANCELLED,
            NO_NAME,
            STOPPED,
            NOT_A_KEY,
        ]
        .map(String::from)
        .into();
        all.push(undone("clear the board"));
        all.push(paste_too_long(usize::MAX));
        all.push(paste_holds(100_000));
        all.push(paste_not_a_puzzle(
            "line 100000, column 82: two 5s in grid 9: r7c7 and r9c9",
        ));
        for &kind in AgentKind::ALL {
            all.push(agent_chosen(kind.decl()));
            all.push(no_solution(kind.decl()));
        }
        let why = "Permission denied (os error 13)";
        all.extend([
            saved(LONG_PATH),
            saved_marks(LONG_PATH),
            not_saved(LONG_PATH, why),
            loaded(LONG_PATH, Some((100_000, 100_000)), None),
            loaded(LONG_PATH, Some((100_000, 100_000)), Some(&c)),
            not_loaded(
                LONG_PATH,
                "expected one puzzle, found 100000 (the second on line 100000)",
            ),
            unreadable_puzzle(100_000, "line 100000, column 82: two 5s in grid 9: r7c7 and r9c9"),
            cannot_solve(&c),
            setting_refused(
                "agent board1: grid order '12345678901234567890' has 20 characters; it must be a permutation of 123456789",
            ),
            setting_changed("grid-restarts", "4294967295"),
            generated(
                Level::Fiendish,
                80,
                &{
                    let mut rating = Rating::of(Technique::HiddenQuad);
                    rating.level = Level::Fiendish;
                    rating
                },
                u64::MAX,
            ),
            generate_level(Level::Fiendish),
            not_recorded(
                "Solved by Board1: 99,999,999,999 attempts (seed 18446744073709551615).",
                "No space left on device (os error 28)",
            ),
        ]);
        all
    }

    /// Every status on both layouts: one line, whole, with the key help still below it.
    #[test]
    fn every_status_fits_on_the_status_line() {
        for view in [View::Digits, View::Candidates] {
            let mut board = BoardScreen::with_view(view);
            for status in statuses() {
                assert_eq!(status_lines(&board, &status).len(), 1, "{status}");
                draw_status_and_keys(&mut board, &status, EDIT_KEYS);
                assert_eq!(board.screen.row_text(24).trim(), status);
                assert_eq!(board.screen.row_text(25).trim(), EDIT_KEYS);
            }
        }
    }

    /// Every notice on both layouts: whole, on the status line and at most the next.
    #[test]
    fn every_notice_is_shown_whole() {
        for view in [View::Digits, View::Candidates] {
            let mut board = BoardScreen::with_view(view);
            for notice in notices() {
                draw_status_and_keys(&mut board, &notice, EDIT_KEYS);
                let shown = format!(
                    "{} {}",
                    board.screen.row_text(24).trim(),
                    board.screen.row_text(25).trim()
                );
                let shown = shown.trim_end_matches(EDIT_KEYS).trim();
                assert_eq!(shown, notice, "{view:?}");
            }
        }
    }

    /// Every key-help line fits, and a finished run's result with the worst seed and counts.
    #[test]
    fn key_lines_and_results_fit() {
        let board = BoardScreen::new();
        let mut keys = vec![
            EDIT_KEYS.to_string(),
            SIXTEEN_EDIT_KEYS.into(),
            FOUR_BY_FOUR_VALUES.into(),
            refused_agent(
                &AgentKind::Human
                    .decl()
                    .refusal(4)
                    .expect("the human solver is 9x9"),
            ),
            nine_only(NineOnly::Tutorial, 16),
            nine_only(NineOnly::Race, 16),
            nine_only(NineOnly::PencilMarks, 16),
            nine_only(NineOnly::Generator, 16),
            PENCIL_KEYS.into(),
            MARK_ON_A_VALUE.into(),
            LAST_CANDIDATE.into(),
            RUNNING_KEYS.into(),
            PROMPT_KEYS.into(),
            OVERWRITE_KEYS.into(),
            QUIT_KEYS.into(),
            SETTINGS_KEYS.into(),
        ];
        for randomized in [false, true] {
            for next in [false, true] {
                keys.push(finished_keys(randomized, next));
            }
        }
        for k in keys {
            assert_eq!(status_lines(&board, &k).len(), 1, "{k}");
        }
        let result = "Solved by Board1: 99,999,999,999 attempts (seed 18446744073709551615).";
        let width = dosdoku_agents::panel::status_width(&board);
        assert_eq!(status_lines(&board, result).len(), 1);
        assert_eq!(finished(result, Some((100_000, 100_000)), width), result);
        assert_eq!(
            finished(
                "Solved by Board1: 5 attempts (seed 1).",
                Some((3, 12)),
                width
            ),
            "Solved by Board1: 5 attempts (seed 1). Puzzle 3 of 12."
        );
    }
}

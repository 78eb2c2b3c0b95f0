//! The screen's owner: the thread that holds the emulated screen, runs the editor, and runs
//! the agents on it when Enter is pressed.

use std::time::Duration;

use crossbeam_channel::{Receiver, Sender};

use super::editor::{Edit, Editor};
use super::history_page::{history_screen, rank_lines};
use super::live_monitor::{Interrupt, LiveMonitor};
use super::{Control, Frame, Key, LiveSetup, Pace};
use crate::agents::{AgentKind, BoardScreen, Counters, View, fresh_seed};
use crate::board::{Grid, find_clash};
use crate::formats::{Format, read_one, write};
use crate::history::{GroupKey, LIVE, RunRecord, SOLVED, Tally, read_history_into};
use crate::panel::{
    PanelView, clear_box_lines, draw_counters, draw_keys, draw_rank, draw_report, draw_status,
    final_status,
};
use crate::recording::{Recorder, record_of};
use crate::run::{RunConfig, RunReport, run_puzzle};
use crate::screen::{Layout, Screen};
use crate::solver::count_solutions;

/// The help screen's layout, embedded at build time.
const HELP_LAYOUT: &str = include_str!("../../screens/help.txt");

const EDIT_KEYS: &str = "F1 Help  Enter Solve  A Agent  C Clear  R Reset  S Save  O Open  Q Quit";
const FINISHED_KEYS: &str =
    "R Run again (new seed)  E Edit  H History  Enter Next puzzle  F1 Help  Q Quit";
const PROMPT_KEYS: &str = "Type a file name  Enter OK  Esc Cancel";

/// What the screen shows and which keys do what.
#[derive(Clone, PartialEq, Eq, Debug)]
enum Mode {
    Edit,
    Finished,
    Prompt { save: bool, text: String },
    Help,
    History,
}

/// How the live screen was set going.
pub enum Start {
    /// The editor with this puzzle typed in.
    Edit(Grid),
    /// Solve these puzzles one after another at once; each comes with its number in the
    /// input (puzzle i runs with the first seed + i).
    Solve(Vec<(usize, Grid)>),
}

/// The screen's owner and everything it remembers.
pub struct Worker {
    board: BoardScreen,
    editor: Editor,
    controls: Receiver<Control>,
    frames: Sender<Frame>,
    /// One configuration per agent, in registry order: the agent key switches between them.
    configs: Vec<RunConfig>,
    /// The agent chosen now: an index into `configs`.
    chosen: usize,
    first_seed: Option<u64>,
    pace: Pace,
    mode: Mode,
    before_help: Mode,
    status: String,
    typed: Grid,
    batch: Vec<(usize, Grid)>,
    batch_index: usize,
    reports: Vec<Option<RunReport>>,
    last: Option<RunReport>,
    recorder: Recorder,
    history_page: Screen,
}

impl Worker {
    /// A worker reading controls from `controls` and sending frames to `frames`, with the agent
    /// of the setup chosen (the other agents start with their defaults). The setup's seed is
    /// the first run's (puzzle i of a batch uses seed+i); later runs draw fresh ones.
    pub fn new(controls: Receiver<Control>, frames: Sender<Frame>, setup: LiveSetup) -> Worker {
        let LiveSetup {
            config,
            seed,
            pace,
            recorder,
        } = setup;
        let mut board = BoardScreen::new();
        let editor = Editor::new(&mut board, Grid::EMPTY);
        let configs = AgentKind::ALL
            .iter()
            .map(|&kind| {
                if kind == config.kind() {
                    config
                } else {
                    RunConfig::new(kind.default_settings())
                }
            })
            .collect();
        let chosen = AgentKind::ALL
            .iter()
            .position(|&kind| kind == config.kind())
            .unwrap_or(0);
        Worker {
            board,
            editor,
            controls,
            frames,
            configs,
            chosen,
            first_seed: seed,
            pace,
            mode: Mode::Edit,
            before_help: Mode::Edit,
            status: String::new(),
            typed: Grid::EMPTY,
            batch: Vec::new(),
            batch_index: 0,
            reports: Vec::new(),
            last: None,
            recorder,
            history_page: Screen::new(),
        }
    }

    /// Runs until the user quits; returns the last report of each batch puzzle (in order).
    pub fn run(mut self, start: Start) -> Vec<Option<RunReport>> {
        let keep_going = match start {
            Start::Edit(puzzle) => {
                self.editor = Editor::new(&mut self.board, puzzle);
                self.status = self.editor.status(&self.board);
                true
            }
            Start::Solve(puzzles) => {
                self.reports = vec![None; puzzles.len()];
                self.batch = puzzles;
                self.solve_batch_puzzle(0)
            }
        };
        if keep_going {
            self.event_loop();
        }
        self.reports
    }

    fn event_loop(&mut self) {
        loop {
            if !self.send_frame() {
                return;
            }
            match self.controls.recv() {
                Ok(Control::Key(key)) => {
                    if !self.on_key(key) {
                        return;
                    }
                }
                Ok(Control::Quit) | Err(_) => return,
            }
        }
    }

    /// Draws the mode, status and keys, and sends the screen; false if the renderer is gone.
    fn send_frame(&mut self) -> bool {
        let (screen, cursor) = match &self.mode.clone() {
            Mode::Help => (help_screen(), None),
            Mode::History => (self.history_page.clone(), None),
            mode => {
                let keys = match mode {
                    Mode::Edit => EDIT_KEYS,
                    Mode::Finished => FINISHED_KEYS,
                    _ => PROMPT_KEYS,
                };
                if *mode == Mode::Edit {
                    self.draw_idle_panel();
                }
                let status = match mode {
                    Mode::Prompt { save, text } => {
                        format!(
                            "{} file: {text}_",
                            if *save { "Save to" } else { "Load from" }
                        )
                    }
                    _ => self.status.clone(),
                };
                draw_status(&mut self.board, &status);
                draw_keys(&mut self.board, keys);
                let cursor = (*mode == Mode::Edit).then(|| self.board.place(self.editor.cursor).at);
                (self.board.screen.clone(), cursor)
            }
        };
        self.frames.send(Frame { screen, cursor }).is_ok()
    }

    /// The configuration of the agent chosen now.
    fn config(&self) -> RunConfig {
        self.configs[self.chosen]
    }

    fn draw_idle_panel(&mut self) {
        let pace = self.pace.label();
        let config = self.config();
        let view = PanelView {
            config: &config,
            seed: self.first_seed,
            counters: &Counters::default(),
            board0_found: 0,
            elapsed: Duration::ZERO,
            pace: &pace,
            mode: "EDIT",
        };
        draw_counters(&mut self.board, &view);
        if config.decl().panel_box.is_some() {
            clear_box_lines(&mut self.board);
        }
    }

    /// Handles a key; false when the program should end.
    fn on_key(&mut self, key: Key) -> bool {
        if std::env::var_os("DOSDOKU_TEST_PANIC").is_some() && key == Key::F(12) {
            panic!("test panic requested with F12");
        }
        match self.mode.clone() {
            Mode::Help | Mode::History => {
                self.mode = self.before_help.clone();
                true
            }
            Mode::Prompt { .. } if key == Key::Interrupt => false,
            Mode::Prompt { save, text } => {
                self.on_prompt_key(save, text, key);
                true
            }
            _ if key == Key::F(1) => {
                self.before_help = self.mode.clone();
                self.mode = Mode::Help;
                true
            }
            _ if matches!(key, Key::Interrupt | Key::Char('q' | 'Q')) => false,
            Mode::Edit => self.on_edit_key(key),
            Mode::Finished => self.on_finished_key(key),
        }
    }

    fn on_edit_key(&mut self, key: Key) -> bool {
        match key {
            Key::Enter => return self.try_solve(),
            Key::Char('a' | 'A') => {
                self.chosen = (self.chosen + 1) % self.configs.len();
                let decl = self.config().decl();
                self.status = format!("Agent: {}, {}.", decl.name, decl.about);
            }
            Key::Char('c' | 'C') => {
                self.editor.show(&mut self.board, &Grid::EMPTY);
                self.status = "Board cleared.".to_string();
            }
            Key::Char('r' | 'R') => {
                let loaded = self.editor.loaded;
                self.editor.show(&mut self.board, &loaded);
                self.status = "Back to the puzzle as loaded.".to_string();
            }
            Key::Char('s' | 'S') => {
                self.mode = Mode::Prompt {
                    save: true,
                    text: String::new(),
                }
            }
            Key::Char('o' | 'O') => {
                self.mode = Mode::Prompt {
                    save: false,
                    text: String::new(),
                }
            }
            key => {
                if self.editor.key(&mut self.board, key) == Edit::Done {
                    self.status = self.editor.status(&self.board);
                }
            }
        }
        true
    }

    fn on_finished_key(&mut self, key: Key) -> bool {
        match key {
            Key::Char('r' | 'R') => {
                let puzzle = self.typed;
                self.start_run(puzzle, fresh_seed())
            }
            Key::Char('e' | 'E') | Key::Esc => {
                self.back_to_editor();
                true
            }
            Key::Char('h' | 'H') => {
                self.open_history_page();
                true
            }
            Key::Enter if self.batch_index + 1 < self.batch.len() => {
                self.solve_batch_puzzle(self.batch_index + 1)
            }
            _ => true,
        }
    }

    fn on_prompt_key(&mut self, save: bool, mut text: String, key: Key) {
        match key {
            Key::Esc => {
                self.mode = Mode::Edit;
                self.status = "Cancelled.".to_string();
            }
            Key::Enter => {
                self.mode = Mode::Edit;
                self.status = if save {
                    self.save(&text)
                } else {
                    self.load(&text)
                };
            }
            Key::Backspace => {
                text.pop();
                self.mode = Mode::Prompt { save, text };
            }
            Key::Char(c) if text.chars().count() < 60 => {
                text.push(c);
                self.mode = Mode::Prompt { save, text };
            }
            _ => {}
        }
    }

    fn save(&self, path: &str) -> String {
        let text = write(&self.board.read_grid(), Format::Line) + "\n";
        match std::fs::write(path, text) {
            Ok(()) => format!("Saved the board to {path}."),
            Err(e) => format!("Could not save to {path}: {e}. The board is unchanged."),
        }
    }

    fn load(&mut self, path: &str) -> String {
        let text = match crate::source::read_puzzle_file(std::path::Path::new(path)) {
            Ok(text) => text,
            Err(e) => {
                return format!(
                    "Could not load {path}: {}. The board is unchanged.",
                    e.problem()
                );
            }
        };
        match read_one(&text) {
            Ok(grid) => {
                self.editor.loaded = grid;
                self.editor.show(&mut self.board, &grid);
                format!("Loaded {path}.")
            }
            Err(e) => format!("Could not load {path}: {e}. The board is unchanged."),
        }
    }

    /// Enter in the editor: refuse a clash or a puzzle with no solution, else run.
    fn try_solve(&mut self) -> bool {
        let grid = self.board.read_grid();
        if let Some(clash) = find_clash(&grid) {
            self.status = format!("Cannot solve: {clash}. Fix the clash first.");
            return true;
        }
        let decl = self.config().decl();
        if decl.needs_solvable && count_solutions(&grid, 1) == 0 {
            self.status = format!(
                "No solution: the backtracker shows this puzzle cannot be solved, so {} was not started.",
                decl.title
            );
            return true;
        }
        let seed = self.first_seed.take().unwrap_or_else(fresh_seed);
        self.start_run(grid, seed)
    }

    fn solve_batch_puzzle(&mut self, index: usize) -> bool {
        self.batch_index = index;
        let (number, puzzle) = self.batch[index];
        let seed = self
            .first_seed
            .map_or_else(fresh_seed, |s| s.wrapping_add(number as u64));
        self.editor.loaded = puzzle;
        self.start_run(puzzle, seed)
    }

    /// Runs the agents on `puzzle` with the live monitor; false if the user quit.
    fn start_run(&mut self, puzzle: Grid, seed: u64) -> bool {
        self.typed = puzzle;
        let config = RunConfig {
            seed,
            ..self.config()
        };
        let mut monitor = LiveMonitor::new(&self.controls, &self.frames, config, self.pace);
        let report = run_puzzle(&mut self.board, &puzzle, &config, &mut monitor);
        self.pace = monitor.pace;
        let interrupt = monitor.interrupt;
        if !self.batch.is_empty() {
            self.reports[self.batch_index] = Some(report.clone());
        }
        let record = record_of(&report, LIVE);
        let not_recorded = self.recorder.try_append(&record).err();
        self.last = Some(report);
        match interrupt {
            Some(Interrupt::Quit) => false,
            Some(Interrupt::Stop) => {
                self.back_to_editor();
                self.status = "Stopped. Back to the puzzle as typed.".to_string();
                true
            }
            None => {
                self.show_finished(&record);
                if let Some(e) = not_recorded {
                    self.status += &format!(" (Not recorded in the history: {e}.)");
                }
                true
            }
        }
    }

    /// The attempts of the recorded solved runs in `key`'s group (none when there is no
    /// history, or it cannot be read), tallied while reading so a large history stays quick.
    fn solved_in_group(&self, key: &GroupKey) -> Vec<u64> {
        self.recorder
            .path()
            .and_then(|path| read_history_into::<Tally>(path, Some(&key.puzzle)).ok())
            .and_then(|(tally, _)| tally.groups.into_iter().find(|g| g.key == *key))
            .map(|g| g.solved_attempts)
            .unwrap_or_default()
    }

    fn open_history_page(&mut self) {
        if let Some(report) = &self.last {
            let record = record_of(report, LIVE);
            let this_run = (record.status == SOLVED).then_some(record.attempts);
            let key = GroupKey::of(&record);
            self.history_page = history_screen(&key, &self.solved_in_group(&key), this_run);
            self.before_help = self.mode.clone();
            self.mode = Mode::History;
        }
    }

    fn show_finished(&mut self, record: &RunRecord) {
        let (first, second) = if record.status == SOLVED && self.recorder.path().is_some() {
            rank_lines(
                &self.solved_in_group(&GroupKey::of(record)),
                record.attempts,
            )
        } else {
            Default::default()
        };
        draw_rank(&mut self.board, &first, &second);
        if let Some(report) = &self.last {
            draw_report(&mut self.board, report, &self.pace.label(), "FINISHED");
            self.status = final_status(report);
            if self.batch_index + 1 < self.batch.len() {
                self.status += &format!(
                    " Enter: puzzle {} of {}.",
                    self.batch_index + 2,
                    self.batch.len()
                );
            }
        }
        self.mode = Mode::Finished;
    }

    /// Back to the editor: the digit view again, with the puzzle as typed.
    fn back_to_editor(&mut self) {
        self.board.switch_to(View::Digits);
        draw_rank(&mut self.board, "", "");
        let typed = self.typed;
        self.editor.show(&mut self.board, &typed);
        self.status = self.editor.status(&self.board);
        self.mode = Mode::Edit;
    }
}

fn help_screen() -> Screen {
    Layout::parse(HELP_LAYOUT)
        .expect("screens/help.txt is a valid layout")
        .screen()
}

//! The screen's owner: the thread that holds the emulated screen, runs the editor, and runs
//! the agents on it when Enter is pressed. The keys of the editor and of the file prompts are
//! handled in the files below this one.

mod edit_keys;
mod files;
mod paste;
mod play;
mod race;

use std::time::Duration;

use crossbeam_channel::{Receiver, Sender};

use super::editor::{Edited, Editor};
use super::help::HelpView;
use super::history_page::{history_screen, rank_lines};
use super::line_input::LineInput;
use super::live_monitor::{Interrupt, LiveMonitor};
use super::messages as say;
use super::play::Game;
use super::puzzle_list::PuzzleList;
use super::race_screen::RaceResult;
use super::settings_page::{Outcome, SettingsPage};
use super::tutor::{TUTOR_KEYS, Tutor, TutorKey};
use super::{Control, Frame, Key, LiveSetup, Pace};
use dosdoku_agents::agents::{AgentKind, BoardScreen, Counters};
use dosdoku_agents::panel::{
    PanelView, clear_box_lines, draw_counters, draw_rank, draw_report, draw_settings,
    draw_status_and_keys, final_status, note_width, status_width,
};
use dosdoku_agents::race::{LaneSpec, Race, RaceBy, parse_lanes};
use dosdoku_agents::recording::{Recorder, record_of};
use dosdoku_agents::run::{RunConfig, RunReport, run_position};
use dosdoku_history::{GroupKey, LIVE, RunRecord, SOLVED, Tally, read_history_into};
use dosdoku_screen::{Pos, Screen};
use dosdoku_sudoku::board::Grid;
use dosdoku_sudoku::formats::PencilMarks;
use dosdoku_sudoku::human::Level;
use dosdoku_sudoku::random::fresh_seed;

/// The longest file name the prompts take.
const NAME_LENGTH: usize = 60;

/// What the screen shows and which keys do what.
#[derive(Clone, PartialEq, Eq, Debug)]
enum Mode {
    /// The editor.
    Edit,
    /// A run has ended; its result is on the screen.
    Finished,
    /// A line is typed on the status line; Esc goes back to the mode in the box.
    Prompt(Prompt, LineInput, Box<Mode>),
    /// A question waits for its answer; the mode in the box is where "no" goes back to.
    Ask(Question, Box<Mode>),
    /// The help pages; the mode in the box is where any other key goes back to.
    Help(HelpView, Box<Mode>),
    /// The history page of the last run's group.
    History,
    /// The settings page.
    Settings(SettingsPage),
    /// The tutorial of the typed puzzle.
    Tutor(Box<Tutor>),
    /// A game being played.
    Play(Box<Game>),
}

/// What a line typed on the status line is for.
#[derive(Clone, PartialEq, Eq, Debug)]
enum Prompt {
    /// The file to save this puzzle (and its pencil marks) to, and what comes after.
    Save(Box<Edited>, AfterSave),
    /// The file to open.
    Open,
    /// Which puzzle of the file just opened (held in `Worker::opening`); why the answer
    /// before was not taken, when one was not.
    Pick(Option<String>),
}

/// What follows a save once the file is written.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum AfterSave {
    /// Back to where the save was asked for.
    Stay,
    /// Quit: the save was asked for on the way out.
    Quit,
}

/// A question for the user.
#[derive(Clone, PartialEq, Eq, Debug)]
enum Question {
    /// Save this puzzle over the file at this path, which is there (and then what)?
    Overwrite(String, Box<Edited>, AfterSave),
    /// Quit, though the typed puzzle is not saved?
    Quit,
    /// Resume this unfinished game, saved earlier?
    Resume(Box<Game>),
}

/// How the live screen was set going.
pub enum Start {
    /// The editor on these puzzles (a file's, or just one), at the first that can be read.
    Edit(PuzzleList),
    /// Solve the readable puzzles of this list one after another at once, the first now and
    /// each next on Enter; puzzle k of the list runs with the first seed + k.
    Solve(PuzzleList),
    /// The tutorial of the first puzzle of this list that can be read (the editor, with a
    /// notice, when it has no solution); Esc goes on to the editor.
    Tutor(PuzzleList),
    /// Race these lanes at once; Esc goes to the editor with the race's puzzle.
    Race(Race),
    /// Play this game at once (asking first whether to resume another one saved); Esc goes
    /// to the editor with its puzzle.
    Play(Box<Game>),
}

/// What the screen leaves behind when it ends.
pub struct Ended {
    /// For a [`Start::Solve`], the report of the last run of each puzzle of the list (`None`
    /// for one that did not run).
    pub reports: Vec<Option<RunReport>>,
    /// The typed puzzle, when it was not saved: 81 characters, or 729 with pencil marks.
    pub unsaved: Option<String>,
    /// The last race that ran to its end.
    pub race: Option<RaceResult>,
    /// True once the user left a race for the editor: quitting then quits the editor.
    pub left_race: bool,
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
    /// True while the agent goes by the board's size (as `solve` chooses it): none was named,
    /// and none chosen or set up on the screen since.
    agent_by_size: bool,
    /// The seed of the next runs (puzzle k of a file runs with it + k), or `None` for a new
    /// seed each run.
    seed: Option<u64>,
    pace: Pace,
    mode: Mode,
    /// Where the history and settings pages go back to.
    back_to: Mode,
    /// The result of the last run, while the finished screen shows it.
    status: String,
    /// What a key did, shown on the status line until the next key.
    notice: Option<String>,
    /// The puzzles being worked through, and the one at hand.
    list: PuzzleList,
    /// A file of several puzzles whose number is being asked for, and its name.
    opening: Option<(String, PuzzleList)>,
    /// True while the board shows the editor's puzzle (not a run's).
    in_editor: bool,
    /// The puzzle of the last run, tutorial or race, with the pencil marks it had (the human
    /// agent starts from them): the board the editor comes back to.
    typed: Edited,
    /// The puzzle as last opened or saved, with its pencil marks: quitting asks first when
    /// the typed one differs.
    saved: Edited,
    reports: Vec<Option<RunReport>>,
    last: Option<RunReport>,
    recorder: Recorder,
    history_page: Screen,
    /// The level of the puzzles the editor's Generate key makes.
    generate_level: Level,
    /// The lanes and the kind of race the editor's race key runs.
    race_lanes: (Vec<LaneSpec>, RaceBy),
    /// The last race that ran to its end.
    race_result: Option<RaceResult>,
    /// True once the user left a race for the editor.
    left_race: bool,
    /// Where the unfinished game is kept, if anywhere.
    game_file: Option<std::path::PathBuf>,
}

impl Worker {
    /// A worker reading controls from `controls` and sending frames to `frames`, with the agent
    /// of the setup chosen (the other agents start with their defaults) and the setup's seed
    /// for the runs to come. With `agent_by_size`, the agent follows the board's size (the
    /// backtracker on a 16x16 board) until one is chosen or set up on the screen.
    pub fn new(
        controls: Receiver<Control>,
        frames: Sender<Frame>,
        setup: LiveSetup,
        agent_by_size: bool,
    ) -> Worker {
        let LiveSetup {
            config,
            seed,
            pace,
            recorder,
        } = setup;
        let mut board = BoardScreen::new();
        let editor = Editor::new(&mut board, Edited::plain(Grid::EMPTY));
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
            agent_by_size,
            seed,
            pace,
            mode: Mode::Edit,
            back_to: Mode::Edit,
            status: String::new(),
            notice: None,
            list: PuzzleList::one(Grid::EMPTY),
            opening: None,
            in_editor: true,
            typed: Edited::plain(Grid::EMPTY),
            saved: Edited::plain(Grid::EMPTY),
            reports: Vec::new(),
            last: None,
            recorder,
            history_page: Screen::new(),
            generate_level: Level::Medium,
            race_lanes: (
                parse_lanes(&[]).expect("the default lanes are valid"),
                RaceBy::Steps,
            ),
            race_result: None,
            left_race: false,
            game_file: super::play::game_path(),
        }
    }

    /// Runs until the user quits.
    pub fn run(mut self, start: Start) -> Ended {
        let keep_going = match start {
            Start::Edit(list) => {
                self.list = list;
                self.take_puzzle_at_hand();
                self.offer_saved_game();
                true
            }
            Start::Play(game) => {
                self.list = PuzzleList::one(game.board.puzzle.clone());
                self.take_puzzle_at_hand();
                self.start_game(*game);
                true
            }
            Start::Tutor(list) => {
                self.list = list;
                self.take_puzzle_at_hand();
                self.open_tutor();
                true
            }
            Start::Solve(list) => {
                self.reports = vec![None; list.len()];
                let first = list.index();
                self.list = list;
                self.solve_list_puzzle(first)
            }
            Start::Race(race) => {
                self.list = PuzzleList::one(race.puzzle.clone());
                let puzzle = Edited::plain(race.puzzle.clone());
                self.editor = Editor::new(&mut self.board, puzzle.clone());
                (self.typed, self.saved) = (puzzle.clone(), puzzle);
                self.race_lanes = (race.specs().to_vec(), race.by);
                self.start_race(race)
            }
        };
        if keep_going {
            self.event_loop();
        }
        self.keep_game();
        Ended {
            unsaved: self.unsaved(),
            reports: self.reports,
            race: self.race_result,
            left_race: self.left_race,
        }
    }

    /// The editor on the list's puzzle at hand (with its pencil marks), as loaded and saved.
    fn take_puzzle_at_hand(&mut self) {
        let puzzle = self.list.edited();
        self.editor = Editor::new(&mut self.board, puzzle.clone());
        (self.typed, self.saved) = (puzzle.clone(), puzzle);
    }

    /// Draws a frame, then obeys the controls that came meanwhile (all of them: keys that
    /// come faster than frames are drawn do not wait a frame each), until the user quits.
    fn event_loop(&mut self) {
        loop {
            self.follow_board_size();
            self.sync_clock();
            if !self.send_frame() {
                return;
            }
            let Some(mut control) = self.next_control() else {
                return;
            };
            loop {
                self.follow_board_size();
                self.sync_clock();
                let going = match control {
                    Control::Key(key) => self.on_key(key),
                    Control::Paste(paste) => {
                        self.on_paste(paste);
                        true
                    }
                    Control::Quit => false,
                };
                if !going {
                    return;
                }
                match self.controls.try_recv() {
                    Ok(next) => control = next,
                    Err(_) => break,
                }
            }
        }
    }

    /// Draws the mode, status and keys, and sends the screen; false if the renderer is gone.
    fn send_frame(&mut self) -> bool {
        let (screen, cursor) = match &self.mode {
            Mode::Help(view, _) => (view.screen(), None),
            Mode::History => (self.history_page.clone(), None),
            Mode::Settings(page) => (
                page.screen(&self.config(), self.seed, self.notice.as_deref()),
                None,
            ),
            _ => {
                let cursor = self.draw_board_screen();
                (self.board.screen.clone(), cursor)
            }
        };
        self.frames.send(Frame { screen, cursor }).is_ok()
    }

    /// Draws the panel, the status line and the key help of the board's screen; where the
    /// cursor goes (the editor's cell), if anywhere.
    fn draw_board_screen(&mut self) -> Option<Pos> {
        let base = match &self.mode {
            Mode::Prompt(_, _, from) | Mode::Ask(_, from) => (**from).clone(),
            mode => mode.clone(),
        };
        let mut play_cursor = None;
        match (&base, &self.last) {
            (Mode::Tutor(tutor), _) => tutor.draw(&mut self.board),
            (Mode::Play(game), _) => play_cursor = super::play::draw(game, &mut self.board),
            (Mode::Finished, Some(report)) => {
                draw_report(&mut self.board, report, &self.pace.label(), "FINISHED");
            }
            _ => self.draw_idle_panel(),
        }
        let (status, keys) = match &self.mode {
            Mode::Prompt(prompt, input, _) => (
                match prompt {
                    Prompt::Save(..) => say::save_prompt(&input.text),
                    Prompt::Open => say::open_prompt(&input.text),
                    Prompt::Pick(why) => say::pick_prompt(
                        why.as_deref(),
                        self.opening.as_ref().map_or(0, |(_, list)| list.len()),
                        &input.text,
                    ),
                },
                say::PROMPT_KEYS.to_string(),
            ),
            Mode::Ask(Question::Overwrite(path, ..), _) => {
                (say::overwrite(path), say::OVERWRITE_KEYS.to_string())
            }
            Mode::Ask(Question::Quit, _) => {
                (say::QUIT_UNSAVED.to_string(), say::QUIT_KEYS.to_string())
            }
            Mode::Ask(Question::Resume(saved), from) => Worker::resume_question(saved, from),
            Mode::Play(game) => (
                self.notice
                    .clone()
                    .unwrap_or_else(|| super::play::status(game)),
                super::play::keys(game).to_string(),
            ),
            Mode::Tutor(tutor) => (
                self.notice
                    .clone()
                    .unwrap_or_else(|| tutor.status(status_width(&self.board))),
                TUTOR_KEYS.to_string(),
            ),
            Mode::Finished => (
                self.notice.clone().unwrap_or_else(|| self.status.clone()),
                say::finished_keys(
                    self.last
                        .as_ref()
                        .is_some_and(|r| r.config.decl().randomized),
                    self.list.next().is_some(),
                ),
            ),
            _ => (
                self.notice.clone().unwrap_or_else(|| {
                    let position = self.position();
                    self.editor.status(&self.board, position)
                }),
                if self.editor.pencil {
                    say::PENCIL_KEYS
                } else if self.board.box_size() == 4 {
                    say::SIXTEEN_EDIT_KEYS
                } else {
                    say::EDIT_KEYS
                }
                .to_string(),
            ),
        };
        draw_status_and_keys(&mut self.board, &status, &keys);
        if let (Mode::Prompt(_, input, _), Some(field)) =
            (&self.mode, self.board.layout().field("status"))
        {
            input.paint_selection(&mut self.board.screen, &field, &status);
        }
        match self.mode {
            Mode::Edit => Some(self.board.at(self.editor.cursor)),
            Mode::Play(_) => play_cursor,
            _ => None,
        }
    }

    /// (k, n): the board holds puzzle k of a file of n puzzles, as loaded (`None` once it holds
    /// another puzzle, or the puzzles are not a file's).
    fn position(&self) -> Option<(usize, usize)> {
        self.list
            .position()
            .filter(|_| self.typed_puzzle() == self.list.current())
    }

    /// While the agent goes by the board's size: the agent for the size of the board shown.
    fn follow_board_size(&mut self) {
        if self.agent_by_size {
            let kind = AgentKind::default_for(self.board.box_size());
            self.chosen = AgentKind::ALL
                .iter()
                .position(|&k| k == kind)
                .unwrap_or(self.chosen);
        }
    }

    /// The next agent of the registry, chosen by the user: the agent no longer goes by the
    /// board's size.
    pub(super) fn next_agent(&mut self) {
        self.chosen = (self.chosen + 1) % self.configs.len();
        self.agent_by_size = false;
    }

    /// The configuration of the agent chosen now.
    fn config(&self) -> RunConfig {
        self.configs[self.chosen]
    }

    /// The seed the next run of the puzzle at hand takes, if it is set.
    fn next_seed(&self) -> Option<u64> {
        self.seed.map(|s| s.wrapping_add(self.list.index() as u64))
    }

    /// The panel before a run: the agent, the seed to come, zero counters, the settings.
    fn draw_idle_panel(&mut self) {
        let pace = self.pace.label();
        let config = self.config();
        let view = PanelView {
            config: &config,
            seed: self.next_seed(),
            counters: &Counters::default(),
            board0_found: 0,
            elapsed: Duration::ZERO,
            pace: &pace,
            mode: "EDIT",
            generate: Some(self.generate_level.word()),
        };
        draw_counters(&mut self.board, &view);
        if config.decl().panel_box.is_some() {
            clear_box_lines(&mut self.board);
        }
        draw_settings(&mut self.board, &config);
    }

    /// Handles a key; false when the program should end.
    fn on_key(&mut self, key: Key) -> bool {
        if std::env::var_os("DOSDOKU_TEST_PANIC").is_some() && key == Key::F(12) {
            panic!("test panic requested with F12");
        }
        // A notice lasts until the next key.
        self.notice = None;
        match self.mode.clone() {
            Mode::Help(mut view, from) => {
                self.mode = if view.key(key) {
                    Mode::Help(view, from)
                } else {
                    *from
                };
                true
            }
            Mode::History => {
                self.mode = self.back_to.clone();
                true
            }
            Mode::Settings(page) => self.on_settings_key(page, key),
            Mode::Prompt(..) | Mode::Ask(..) if key == Key::Interrupt => self.ask_to_quit(),
            Mode::Prompt(prompt, input, from) => self.on_prompt_key(prompt, input, *from, key),
            Mode::Ask(question, from) => self.on_answer(question, *from, key),
            Mode::Play(game) => self.on_play_key(game, key),
            mode if key == Key::F(1) => {
                self.mode = Mode::Help(HelpView::default(), Box::new(mode));
                true
            }
            mode if key == Key::F(2) => {
                self.back_to = mode;
                self.mode = Mode::Settings(SettingsPage::default());
                true
            }
            _ if matches!(key, Key::Interrupt | Key::Char('q' | 'Q')) => self.ask_to_quit(),
            _ if matches!(key, Key::Char('+' | '=')) => {
                self.pace = self.pace.faster();
                true
            }
            _ if matches!(key, Key::Char('-' | '_')) => {
                self.pace = self.pace.slower();
                true
            }
            Mode::Edit => self.on_edit_key(key),
            Mode::Tutor(mut tutor) => {
                match tutor.key(key) {
                    TutorKey::Stay => self.mode = Mode::Tutor(tutor),
                    TutorKey::Leave => self.back_to_editor(),
                }
                true
            }
            _ => self.on_finished_key(key),
        }
    }

    /// Q: quits, or first asks when the typed puzzle is not saved (false: quit now).
    fn ask_to_quit(&mut self) -> bool {
        if self.unsaved().is_none() {
            return false;
        }
        let from = match &self.mode {
            Mode::Prompt(_, _, from) | Mode::Ask(_, from) => (**from).clone(),
            Mode::Help(_, from) => match &**from {
                Mode::Settings(_) => self.back_to.clone(),
                from => from.clone(),
            },
            Mode::Settings(_) | Mode::History => self.back_to.clone(),
            mode => mode.clone(),
        };
        self.mode = Mode::Ask(Question::Quit, Box::new(from));
        true
    }

    fn on_answer(&mut self, question: Question, from: Mode, key: Key) -> bool {
        let yes = matches!(key, Key::Char('y' | 'Y'));
        let no = matches!(key, Key::Char('n' | 'N') | Key::Esc);
        match question {
            Question::Resume(saved) => self.on_resume_answer(*saved, from, key),
            Question::Quit if yes || matches!(key, Key::Char('q' | 'Q')) => return false,
            Question::Quit if matches!(key, Key::Char('s' | 'S')) => {
                let typed = self.typed_edited();
                self.mode = Mode::Prompt(
                    Prompt::Save(Box::new(typed), AfterSave::Quit),
                    LineInput::new("", NAME_LENGTH),
                    Box::new(from),
                );
            }
            Question::Overwrite(path, grid, then) if yes => {
                self.mode = from;
                return self.save_then(&path, &grid, then);
            }
            _ if no => {
                self.mode = from;
                self.notice = Some(say::CANCELLED.to_string());
            }
            _ => {}
        }
        true
    }

    fn on_settings_key(&mut self, mut page: SettingsPage, key: Key) -> bool {
        let typing = page.input.is_some();
        if key == Key::Interrupt || !typing && matches!(key, Key::Char('q' | 'Q')) {
            return self.ask_to_quit();
        }
        if !typing && key == Key::F(1) {
            self.mode = Mode::Help(HelpView::default(), Box::new(Mode::Settings(page)));
            return true;
        }
        let mut config = self.config();
        let outcome = page.key(key, &mut config, &mut self.seed);
        if config != self.config() {
            // A setting changed: the agent no longer goes by the board's size.
            self.agent_by_size = false;
        }
        self.configs[self.chosen] = config;
        self.mode = Mode::Settings(page);
        match outcome {
            Outcome::Stay => {}
            Outcome::Notice(text) => self.notice = Some(text),
            Outcome::NextAgent => self.next_agent(),
            Outcome::Back => self.mode = self.back_to.clone(),
        }
        true
    }

    /// The typed puzzle: the editor's board, or the puzzle of the last run while a run's
    /// board is shown.
    fn typed_puzzle(&self) -> Grid {
        if self.in_editor {
            self.board.read_grid()
        } else {
            self.typed.grid.clone()
        }
    }

    /// The typed puzzle with its pencil marks, as [`Worker::typed_puzzle`].
    fn typed_edited(&self) -> Edited {
        if self.in_editor {
            Editor::edited(&self.board)
        } else {
            self.typed.clone()
        }
    }

    /// The typed puzzle when it differs from the puzzle as last opened or saved (an empty board
    /// is no puzzle).
    fn unsaved(&self) -> Option<String> {
        let typed = self.typed_edited();
        let changed = typed.grid != self.saved.grid && typed.grid.filled() > 0;
        (changed || typed.real_marks() != self.saved.real_marks()).then(|| typed.to_line())
    }

    /// Runs puzzle `index` of the list, at once.
    fn solve_list_puzzle(&mut self, index: usize) -> bool {
        match self.list.go_to(index) {
            Ok(_) => {
                let puzzle = self.list.edited();
                self.editor.loaded = puzzle.clone();
                self.saved = puzzle.clone();
                let seed = self.next_seed().unwrap_or_else(fresh_seed);
                self.start_run(puzzle, seed)
            }
            Err(why) => {
                self.notice = Some(say::unreadable_puzzle(index + 1, &why));
                true
            }
        }
    }

    /// Runs the agents on `puzzle` (the human agent from its pencil marks) with the live
    /// monitor; false if the user quit.
    fn start_run(&mut self, puzzle: Edited, seed: u64) -> bool {
        self.typed = puzzle;
        self.in_editor = false;
        let config = RunConfig {
            seed,
            ..self.config()
        };
        let ask = self.unsaved().is_some();
        let mut monitor = LiveMonitor::new(&self.controls, &self.frames, config, self.pace);
        monitor.ask_before_quit = ask;
        let (puzzle, marks) = (self.typed.grid.clone(), self.typed.real_marks());
        let report = run_position(
            &mut self.board,
            &puzzle,
            marks.as_ref(),
            &config,
            &mut monitor,
        );
        self.pace = monitor.pace;
        let interrupt = monitor.interrupt;
        if let Some(slot) = self.reports.get_mut(self.list.index()) {
            *slot = Some(report.clone());
        }
        let record = record_of(&report, LIVE);
        let not_recorded = self.recorder.try_append(&record).err();
        self.last = Some(report);
        match interrupt {
            Some(Interrupt::Quit) => false,
            Some(Interrupt::Stop) => {
                self.back_to_editor();
                self.notice = Some(match not_recorded {
                    Some(e) => say::not_recorded(say::STOPPED, &e.to_string()),
                    None => say::STOPPED.to_string(),
                });
                true
            }
            None => {
                self.show_finished(&record);
                if let Some(e) = not_recorded {
                    self.notice = Some(say::not_recorded(&self.status, &e.to_string()));
                }
                true
            }
        }
    }

    /// The headline counts of the recorded solved runs in `key`'s group (none when there is
    /// no history, or it cannot be read), tallied while reading so a large history stays quick.
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
            self.back_to = self.mode.clone();
            self.mode = Mode::History;
        }
    }

    fn show_finished(&mut self, record: &RunRecord) {
        let Some(report) = self.last.clone() else {
            return;
        };
        let width = note_width(&self.board);
        // A run Board0 solved alone ranks nothing: the agent did not work.
        let rank = if record.status == SOLVED
            && self.recorder.path().is_some()
            && !report.solved_by_board0_alone()
        {
            let values = self.solved_in_group(&GroupKey::of(record));
            rank_lines(
                report.config.decl().headline(),
                &values,
                record.attempts,
                width,
            )
        } else {
            Default::default()
        };
        draw_report(&mut self.board, &report, &self.pace.label(), "FINISHED");
        if rank[0].is_empty() {
            draw_settings(&mut self.board, &report.config);
        } else {
            draw_rank(&mut self.board, &rank[0], &rank[1]);
        }
        let width = status_width(&self.board);
        self.status = say::finished(&final_status(&report), self.position(), width);
        self.mode = Mode::Finished;
    }

    /// The tutorial of the typed puzzle, or a notice why not (a clash, no solution).
    pub(super) fn open_tutor(&mut self) {
        let grid = self.typed_puzzle();
        if grid.box_size() != 3 {
            self.notice = Some(say::nine_only(say::NineOnly::Tutorial, grid.side()));
            return;
        }
        if let Some(clash) = dosdoku_sudoku::board::find_clash(&grid) {
            self.notice = Some(say::cannot_solve(&clash));
            return;
        }
        if dosdoku_sudoku::solver::count_solutions(&grid, 1) == 0 {
            self.notice = Some(say::NO_TUTORIAL.to_string());
            return;
        }
        self.mode = Mode::Tutor(Box::new(Tutor::new(&grid)));
        self.typed = self.typed_edited();
        self.in_editor = false;
    }

    /// Back to the editor: the digit view again, with the puzzle as typed.
    fn back_to_editor(&mut self) {
        let grid = self.typed.grid.clone();
        let marks = (self.typed.real_marks())
            .or_else(|| (self.editor.pencil).then(|| PencilMarks::from_grid(&grid)));
        self.editor
            .show_edited(&mut self.board, &Edited { grid, marks });
        self.in_editor = true;
        self.mode = Mode::Edit;
    }
}

//! The live DOS screen: the editor, the agents at work, rendered in the real terminal.
//!
//! Threads: the worker owns the emulated screen and runs the editor and the agents; it sends
//! frames (a copy of the screen, counters drawn in) at most 60 times a second over one
//! channel. An input thread sends terminal events over another. The main thread renders
//! frames and passes keys back to the worker as controls over a third.

mod captures;
mod cast;
mod chain_status;
mod channels;
mod editor;
mod help;
mod history_page;
mod key_parser;
mod key_reader;
mod keys;
mod level_puzzle;
mod line_input;
mod live_monitor;
mod messages;
mod pace;
mod play;
mod puzzle_list;
mod race_draw;
mod race_screen;
mod render;
mod screenshot;
mod settings_page;
mod terminal;
mod tutor;
mod worker;

use std::io::{IsTerminal, Write};
use std::path::Path;
use std::time::{Duration, Instant};

use crossbeam_channel::{Receiver, Sender, bounded, select, unbounded};

pub use cast::IDLE_CAP;
pub use channels::{Control, Frame};
pub use history_page::history_screen;
pub use key_parser::Paste;
pub use keys::Key;
pub use level_puzzle::puzzle_of_level;
pub use live_monitor::{FRAME_INTERVAL, Interrupt, LiveMonitor};
pub use pace::Pace;
pub use play::{GAME_ENV, PLAY, PLAYER, clock_text};
pub use race_screen::{RaceExit, RaceResult, RaceScreen, RacesRun};
pub use render::{ColorMode, Renderer};
pub use screenshot::save as save_picture;
pub use worker::{Ended, Start, Worker};

use crate::exit::{self, EXIT_OK, Error, Outcome, Screen};
use captures::Captures;
use dosdoku_agents::recording::Recorder;
use dosdoku_agents::run::{RunConfig, RunReport};
use dosdoku_sudoku::board::Grid;
use dosdoku_sudoku::formats::Entry;
use dosdoku_sudoku::source::{EntrySink, Source};
use puzzle_list::PuzzleList;

/// The most puzzles the live screen takes in one go: it holds them all (a headless batch
/// holds only the puzzle it is working on).
pub const LIVE_MAX_PUZZLES: usize = 100_000;

/// What the input and signal threads tell the main thread.
enum UiEvent {
    Key(Key),
    Paste(Paste),
    Resize((u16, u16)),
    Signal(i32),
    /// The picture key (Ctrl-P): save the screen as a PNG.
    Picture,
}

/// What the live screen starts with.
pub struct LiveSetup {
    /// The agent chosen first, with its settings (the seed is set for each run).
    pub config: RunConfig,
    /// The seed of the runs (puzzle i of a file uses seed+i) until the settings page changes
    /// it; `None`: a new seed each run.
    pub seed: Option<u64>,
    /// The starting pace.
    pub pace: Pace,
    /// Where finished runs are recorded.
    pub recorder: Recorder,
}

/// The box sizes of the boards the screen shows: 4x4, 9x9 and 16x16 (a 25x25 board does not
/// fit on 80x25 and runs headless only).
const SCREEN_BOX_SIZES: [usize; 3] = [2, 3, 4];

/// Why the screen cannot show `grid`'s board (a 25x25 one runs headless only), in words;
/// `None` when it can.
pub fn off_screen(grid: &Grid) -> Option<String> {
    let side = grid.side();
    (!SCREEN_BOX_SIZES.contains(&grid.box_size())).then(|| {
        format!(
            "a {side}x{side} puzzle: {side}x{side} boards run headless only (the screen shows \
             4x4, 9x9 and 16x16 boards); solve it with --monitor off"
        )
    })
}

/// `dosdoku [PUZZLE]`: the editor with the puzzle (or the default) typed in; for a file of
/// several puzzles, the first that can be read, the others a key away. With `agent_by_size`
/// (no agent or setting named), the agent goes by the board's size, as `solve` chooses it.
/// `record`: the `--record` file.
pub fn edit(
    puzzle: Option<&str>,
    setup: LiveSetup,
    agent_by_size: bool,
    record: Option<&Path>,
) -> Outcome {
    open_screen(puzzle, setup, Start::Edit, agent_by_size, record)
}

/// `dosdoku tutor [PUZZLE]`: the tutorial of the puzzle (or the default), then the editor
/// (its agent going by the board's size with `agent_by_size`, as for [`edit`]).
pub fn tutor(
    puzzle: Option<&str>,
    setup: LiveSetup,
    agent_by_size: bool,
    record: Option<&Path>,
) -> Outcome {
    open_screen(puzzle, setup, Start::Tutor, agent_by_size, record)
}

/// What `dosdoku play` plays.
pub enum PlayStart {
    /// A new game of this puzzle.
    Puzzle(Grid),
    /// A new game of the puzzle of this PUZZLE argument (a line, or a file: its first
    /// puzzle that can be read).
    Arg(String),
    /// The unfinished game saved.
    Resume,
}

/// `dosdoku play`: a game of the puzzle, or the unfinished one saved, on the screen; Esc
/// goes on to the editor (its agent going by the board's size). Solved games are recorded
/// by `recorder`; `record`: the `--record` file.
pub fn play(start: PlayStart, recorder: Recorder, record: Option<&Path>) -> Outcome {
    if let Some(refusal) = NoScreen::here(true) {
        return Err(Error::NoScreen(Screen::Play, refusal));
    }
    let game = match start {
        PlayStart::Puzzle(puzzle) => play::Game::new(puzzle),
        PlayStart::Arg(arg) if arg == "-" => return Err(Error::KeysFromStdin(Screen::Play)),
        PlayStart::Arg(arg) => PuzzleList::of_entries(puzzles_of(Some(&arg))?)
            .and_then(|list| play::Game::new(list.current())),
        PlayStart::Resume => match play::game_path() {
            None => Err("no place to keep a game (no home directory); set DOSDOKU_GAME".into()),
            Some(path) => play::load(&path).and_then(|game| {
                game.ok_or_else(|| format!("no unfinished game is saved (at {})", path.display()))
            }),
        },
    }
    .map_err(Error::Input)?;
    let setup = LiveSetup {
        config: RunConfig::new(
            dosdoku_agents::agents::AgentKind::default_for(3).default_settings(),
        ),
        seed: None,
        pace: Pace::default(),
        recorder,
    };
    let (_, ends) = run_screen(Start::Play(Box::new(game)), setup, true, record)?;
    ends.map_or(Ok(EXIT_OK), Err)
}

/// Opens the screen on the puzzles of the PUZZLE argument, started by `start`.
fn open_screen(
    puzzle: Option<&str>,
    setup: LiveSetup,
    start: fn(PuzzleList) -> Start,
    agent_by_size: bool,
    record: Option<&Path>,
) -> Outcome {
    if let Some(refusal) = NoScreen::here(true) {
        return Err(Error::NoScreen(Screen::Editor, refusal));
    }
    if puzzle == Some("-") {
        return Err(Error::KeysFromStdin(Screen::Editor));
    }
    let list = PuzzleList::for_editor(puzzles_of(puzzle)?).map_err(Error::Input)?;
    let (_, ends) = run_screen(start(list), setup, agent_by_size, record)?;
    ends.map_or(Ok(EXIT_OK), Err)
}

/// The puzzles of the PUZZLE argument (the built-in one without it), for the editor; a line
/// of 729 pencil marks comes with them.
fn puzzles_of(puzzle: Option<&str>) -> Result<Vec<Entry>, Error> {
    let source = match puzzle {
        Some(arg) => Source::from_arg_with_marks(Some(arg)).map_err(Error::Input)?,
        None => Source::default_puzzle(),
    };
    let mut entries = Collect(Vec::new());
    source.read_with_marks(&mut entries).map_err(Error::Input)?;
    if entries.0.len() > LIVE_MAX_PUZZLES {
        return Err(Error::Input(format!(
            "the screen takes at most {} puzzles from a file",
            dosdoku_sudoku::text::group_thousands(LIVE_MAX_PUZZLES as u64)
        )));
    }
    Ok(entries.0)
}

/// The puzzles of a source, all of them (and one more when there are too many), for the live
/// screen.
pub struct Collect(pub Vec<Entry>);

impl EntrySink for Collect {
    fn entry(&mut self, entry: Entry) -> bool {
        self.0.push(entry);
        self.0.len() <= LIVE_MAX_PUZZLES
    }
}

/// `dosdoku race` on the screen: the race at once; Esc goes to the editor with its puzzle.
/// Returns how the races on the screen went; `Err` when the screen could not be used or was
/// cut short. `record`: the `--record` file.
pub fn race_live(
    race: dosdoku_agents::race::Race,
    setup: LiveSetup,
    record: Option<&Path>,
) -> Result<RacesRun, Error> {
    if let Some(refusal) = NoScreen::here(true) {
        return Err(Error::NoScreen(Screen::Race, refusal));
    }
    let (ended, ends) = run_screen(Start::Race(race), setup, false, record)?;
    Ok(RacesRun {
        last: ended.race,
        left_for_editor: ended.left_race,
        ends,
    })
}

/// `dosdoku solve --monitor on`: the screen, solving at once. Returns, for each entry, the
/// report of its last run (`None` for an unreadable puzzle or one the user quit before), and
/// what ends the program once the results are told: a signal, or failed captures; `Err` when
/// the screen could not be used or was cut short. `record`: the `--record` file.
pub fn solve_live(
    entries: &[Entry],
    setup: LiveSetup,
    record: Option<&Path>,
) -> Result<(Vec<Option<RunReport>>, Option<Error>), Error> {
    match PuzzleList::of_entries(entries.to_vec()) {
        Ok(list) => {
            let (ended, ends) = run_screen(Start::Solve(list), setup, false, record)?;
            Ok((ended.reports, ends))
        }
        Err(_) => Ok((vec![None; entries.len()], None)),
    }
}

/// Why the live screen cannot be drawn here.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum NoScreen {
    /// Standard output (or standard input, for the editor) is not a terminal.
    NotATerminal,
    /// The terminal says it is dumb (`TERM=dumb`): it cannot move the cursor or show colours.
    DumbTerminal,
}

impl NoScreen {
    /// Why the live screen cannot be drawn here, or `None` when it can. Standard output must
    /// be a terminal (standard input too when `keys_from_stdin`), and not a dumb one. An unset
    /// or empty TERM is let through: the screen uses only the ANSI sequences every terminal
    /// emulator understands, which do not depend on TERM.
    pub fn here(keys_from_stdin: bool) -> Option<NoScreen> {
        let terminal =
            std::io::stdout().is_terminal() && (!keys_from_stdin || std::io::stdin().is_terminal());
        NoScreen::of(terminal, std::env::var_os("TERM").as_deref())
    }

    /// The decision of [`NoScreen::here`] from its facts: whether the streams are terminals,
    /// and the value of TERM.
    fn of(terminal: bool, term: Option<&std::ffi::OsStr>) -> Option<NoScreen> {
        if !terminal {
            Some(NoScreen::NotATerminal)
        } else if term.is_some_and(|t| t == "dumb") {
            Some(NoScreen::DumbTerminal)
        } else {
            None
        }
    }

    /// The reason, to follow "the screen" or "the live screen" in a message (at most 47
    /// characters, so the message fits an 80-column line).
    pub fn reason(self) -> &'static str {
        match self {
            NoScreen::NotATerminal => "needs a terminal for its input and output",
            NoScreen::DumbTerminal => "cannot be drawn on a dumb terminal (TERM=dumb)",
        }
    }
}

/// How long the worker may take to record a run stopped by a signal before the program
/// ends without it.
const SIGNAL_GRACE: Duration = Duration::from_secs(3);

/// Takes the terminal, runs the threads until the worker ends, gives the terminal back.
/// Returns what the worker left and what ends the program once its results are told: the
/// signal that ended the screen, else [`Error::Captures`] when the recording or a picture
/// failed; `Err` when the screen could not be used, or the run was cut short by a panic, or
/// by a signal before the worker could end. A signal stops
/// the run at work as Q does (so it is recorded, with its counters), then the terminal is given
/// back. A typed puzzle that was not saved is printed on standard error, so it is never lost.
/// With `agent_by_size`, the agent goes by the board's size (see [`Worker::new`]). The
/// `--record` recording (`record`) starts before the terminal is taken.
fn run_screen(
    start: Start,
    setup: LiveSetup,
    agent_by_size: bool,
    record: Option<&Path>,
) -> Result<(Ended, Option<Error>), Error> {
    let mut captures = Captures::start(record)?;
    let guard = terminal::TerminalGuard::take().map_err(Error::Terminal)?;
    let (frame_tx, frame_rx) = bounded::<Frame>(2);
    let (control_tx, control_rx) = unbounded::<Control>();
    let (event_tx, event_rx) = unbounded::<UiEvent>();
    key_reader::spawn_key_reader(event_tx.clone());
    spawn_signal_thread(event_tx);
    let worker = std::thread::Builder::new()
        .name("dosdoku-agent".into())
        .spawn(move || Worker::new(control_rx, frame_tx, setup, agent_by_size).run(start))
        .expect("the agent thread starts");
    let size = crossterm::terminal::size().unwrap_or((80, 25));
    let mut renderer = Renderer::new(
        ColorMode::detect(env("NO_COLOR").as_deref(), env("COLORTERM").as_deref()),
        size,
    );
    let mut out = std::io::stdout();
    let started = Instant::now();
    // The terminal is given back (the guard dropped) before the error is told.
    renderer.resize(&mut out, size).map_err(Error::Terminal)?;
    let signal = main_loop(
        &mut renderer,
        &mut captures,
        &mut out,
        &frame_rx,
        &event_rx,
        &control_tx,
    );
    drop(control_tx);
    if let Some(signal) = signal {
        // The worker was told to stop: let it record the run (taking its frames meanwhile),
        // but not forever.
        let deadline = Instant::now() + SIGNAL_GRACE;
        while !worker.is_finished() && Instant::now() < deadline {
            let _ = frame_rx.recv_timeout(Duration::from_millis(20));
        }
        // The signal's status ends the program, whatever the captures say.
        if !worker.is_finished() {
            drop(guard);
            let _ = captures.finish();
            return Err(Error::Signal(signal));
        }
        let ended = worker.join();
        drop(guard);
        let _ = captures.finish();
        return match ended {
            Ok(mut ended) => {
                tell_unsaved(ended.unsaved.take());
                Ok((ended, Some(Error::Signal(signal))))
            }
            Err(_) => Err(Error::Signal(signal)),
        };
    }
    let ended = worker.join();
    drop(guard);
    write_render_stats(&renderer, started);
    match ended {
        Ok(mut ended) => {
            tell_unsaved(ended.unsaved.take());
            Ok((ended, captures.finish().err()))
        }
        Err(_) => {
            let _ = captures.finish();
            Err(Error::AgentThread)
        }
    }
}

/// Prints a typed puzzle that was not saved, so the user can still keep it.
fn tell_unsaved(unsaved: Option<String>) {
    if let Some(line) = unsaved {
        exit::say(format_args!(
            "the typed puzzle was not saved; here it is:\n{line}"
        ));
    }
}

/// Renders frames and forwards keys until the worker ends; returns a signal that ended it,
/// after telling the worker to stop.
fn main_loop(
    renderer: &mut Renderer,
    captures: &mut Captures,
    out: &mut impl Write,
    frames: &Receiver<Frame>,
    events: &Receiver<UiEvent>,
    controls: &Sender<Control>,
) -> Option<i32> {
    let mut events = events.clone();
    loop {
        select! {
            recv(frames) -> frame => {
                let Ok(mut frame) = frame else { return None };
                while let Ok(newer) = frames.try_recv() {
                    frame = newer;
                }
                captures.frame(&frame);
                let _ = renderer.draw(out, frame);
            }
            recv(events) -> event => {
                let Ok(event) = event else {
                    // The input and signal threads are gone: nothing more will come.
                    let _ = controls.send(Control::Quit);
                    events = crossbeam_channel::never();
                    continue;
                };
                let mut next = Some(event);
                while let Some(event) = next.take() {
                    next = match event {
                        UiEvent::Key(key) => {
                            let _ = controls.send(Control::Key(key));
                            None
                        }
                        UiEvent::Paste(paste) => {
                            let _ = controls.send(Control::Paste(paste));
                            None
                        }
                        UiEvent::Resize(size) => {
                            let (size, behind) = latest_size(size, &events);
                            let _ = renderer.resize(out, size);
                            behind
                        }
                        UiEvent::Signal(signal) => {
                            let _ = controls.send(Control::Quit);
                            return Some(signal);
                        }
                        UiEvent::Picture => {
                            captures.picture(renderer.frame());
                            None
                        }
                    };
                }
            }
        }
    }
}

/// The last of the sizes queued one after another from `size` on, and the first other event
/// queued behind them (to be handled next, not lost).
fn latest_size(mut size: (u16, u16), events: &Receiver<UiEvent>) -> ((u16, u16), Option<UiEvent>) {
    while let Ok(event) = events.try_recv() {
        match event {
            UiEvent::Resize(newer) => size = newer,
            other => return (size, Some(other)),
        }
    }
    (size, None)
}

/// Watches for the terminal's resizes and for the signals that end the program. Registered
/// before the terminal's size is first read, so no resize after that read goes unseen; each
/// resize is reported with the size read after it, so the last report has the last size.
#[cfg(unix)]
fn spawn_signal_thread(events: Sender<UiEvent>) {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM, SIGWINCH};
    let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGTERM, SIGHUP, SIGINT, SIGWINCH])
    else {
        return;
    };
    std::thread::Builder::new()
        .name("dosdoku-signals".into())
        .spawn(move || {
            for signal in signals.forever() {
                let event = if signal == SIGWINCH {
                    match crossterm::terminal::size() {
                        Ok(size) => UiEvent::Resize(size),
                        Err(_) => continue,
                    }
                } else {
                    UiEvent::Signal(signal)
                };
                let ending = matches!(event, UiEvent::Signal(_));
                if events.send(event).is_err() || ending {
                    return;
                }
            }
        })
        .expect("the signal thread starts");
}

#[cfg(not(unix))]
fn spawn_signal_thread(_events: Sender<UiEvent>) {}

fn env(name: &str) -> Option<String> {
    std::env::var(name).ok()
}

/// With `DOSDOKU_RENDER_STATS=FILE`, writes how many frames and bytes the renderer drew and
/// (on Linux) the CPU time of the renderer's thread, for measuring the live screen's cost.
fn write_render_stats(renderer: &Renderer, started: Instant) {
    if let Some(path) = std::env::var_os("DOSDOKU_RENDER_STATS") {
        let secs = started.elapsed().as_secs_f64();
        let text = format!(
            "frames {} bytes {} seconds {secs:.3} fps {:.1} bytes_per_second {:.0} renderer_cpu_seconds {}\n",
            renderer.frames,
            renderer.bytes,
            renderer.frames as f64 / secs,
            renderer.bytes as f64 / secs,
            thread_cpu_seconds().map_or("unknown".to_string(), |s| format!("{s:.3}"))
        );
        let _ = std::fs::write(path, text);
    }
}

/// CPU time (user + system) of the calling thread, from /proc on Linux.
fn thread_cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    // Fields after the command name (which ends at the last ')'): utime is the 12th, stime the 13th.
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0)
}

#[cfg(test)]
mod tests {
    use super::NoScreen;
    use std::ffi::OsStr;

    #[test]
    fn a_dumb_terminal_is_refused_and_an_unset_or_empty_term_is_not() {
        let of = |terminal, term: Option<&str>| NoScreen::of(terminal, term.map(OsStr::new));
        assert_eq!(of(false, Some("xterm")), Some(NoScreen::NotATerminal));
        assert_eq!(of(true, Some("dumb")), Some(NoScreen::DumbTerminal));
        assert_eq!(of(true, Some("xterm-256color")), None);
        assert_eq!(of(true, None), None);
        assert_eq!(of(true, Some("")), None);
    }
}

//! The thread that reads the terminal's keys for the live screen. On Unix the bytes are read
//! here and parsed by [`KeyParser`], so an unfinished escape sequence times out instead of
//! holding every key after it, and a paste comes as one event however long it is. Elsewhere
//! crossterm reads the console's events.

use crossbeam_channel::Sender;

use super::UiEvent;
use super::key_parser::Input;
#[cfg(unix)]
use super::key_parser::KeyParser;

/// What an input read tells the main thread.
fn event_of(input: Input) -> UiEvent {
    match input {
        Input::Key(key) => UiEvent::Key(key),
        Input::Paste(paste) => UiEvent::Paste(paste),
        Input::Picture => UiEvent::Picture,
    }
}

/// Starts reading keys into `events` until the terminal or the receiver goes away.
#[cfg(unix)]
pub(super) fn spawn_key_reader(events: Sender<UiEvent>) {
    use crossbeam_channel::RecvTimeoutError;
    use std::io::Read;

    // One thread waits on the terminal; the other parses, waiting on the first with a timeout
    // while a sequence is unfinished.
    let (bytes_tx, bytes_rx) = crossbeam_channel::unbounded::<Vec<u8>>();
    std::thread::Builder::new()
        .name("dosdoku-tty".into())
        .spawn(move || {
            let Ok(mut tty) = terminal_input() else {
                return;
            };
            let mut buf = vec![0u8; 64 * 1024];
            loop {
                match tty.read(&mut buf) {
                    Ok(0) => return,
                    Ok(n) => {
                        if bytes_tx.send(buf[..n].to_vec()).is_err() {
                            return;
                        }
                    }
                    Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                    Err(_) => return,
                }
            }
        })
        .expect("the terminal thread starts");
    std::thread::Builder::new()
        .name("dosdoku-input".into())
        .spawn(move || {
            let mut parser = KeyParser::default();
            let mut inputs = Vec::new();
            loop {
                let bytes = match parser.wait() {
                    None => bytes_rx.recv().map_err(|_| RecvTimeoutError::Disconnected),
                    Some(wait) => bytes_rx.recv_timeout(wait),
                };
                match bytes {
                    Ok(bytes) => parser.feed(&bytes, &mut inputs),
                    Err(RecvTimeoutError::Timeout) => parser.time_out(&mut inputs),
                    Err(RecvTimeoutError::Disconnected) => return,
                }
                for input in inputs.drain(..) {
                    if events.send(event_of(input)).is_err() {
                        return;
                    }
                }
            }
        })
        .expect("the input thread starts");
}

/// Where the keys come from: standard input when it is the terminal, else the terminal itself
/// (`solve --monitor on -` reads its puzzles from standard input).
#[cfg(unix)]
fn terminal_input() -> std::io::Result<Box<dyn std::io::Read + Send>> {
    use std::io::IsTerminal;
    if std::io::stdin().is_terminal() {
        Ok(Box::new(std::io::stdin()))
    } else {
        Ok(Box::new(std::fs::File::open("/dev/tty")?))
    }
}

/// Starts reading keys into `events` until the console or the receiver goes away.
#[cfg(not(unix))]
pub(super) fn spawn_key_reader(events: Sender<UiEvent>) {
    use super::Key;
    use super::key_parser::{PASTE_MAX, Paste};
    use crossterm::event::Event;

    std::thread::Builder::new()
        .name("dosdoku-input".into())
        .spawn(move || {
            while let Ok(event) = crossterm::event::read() {
                let event = match event {
                    Event::Key(k) if is_picture_key(&k) => Some(event_of(Input::Picture)),
                    Event::Key(k) => Key::of_event(&k).map(|key| event_of(Input::Key(key))),
                    Event::Paste(text) if text.len() > PASTE_MAX => {
                        Some(UiEvent::Paste(Paste::TooLong(text.len())))
                    }
                    Event::Paste(text) => Some(UiEvent::Paste(Paste::Text(text))),
                    Event::Resize(w, h) => Some(UiEvent::Resize((w, h))),
                    _ => None,
                };
                if event.is_some_and(|e| events.send(e).is_err()) {
                    return;
                }
            }
        })
        .expect("the input thread starts");
}

/// The picture key, Ctrl-P, pressed on the console.
#[cfg(not(unix))]
fn is_picture_key(key: &crossterm::event::KeyEvent) -> bool {
    use crossterm::event::{KeyCode, KeyEventKind, KeyModifiers};
    key.kind == KeyEventKind::Press
        && key.modifiers.contains(KeyModifiers::CONTROL)
        && matches!(key.code, KeyCode::Char('p' | 'P'))
}

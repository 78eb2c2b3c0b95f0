//! Keys as the screen's owner sees them, free of any terminal library.

#[cfg(not(unix))]
use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

/// A key press.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Key {
    /// A printable character.
    Char(char),
    /// Arrow up.
    Up,
    /// Arrow down.
    Down,
    /// Arrow left.
    Left,
    /// Arrow right.
    Right,
    /// Enter.
    Enter,
    /// Tab.
    Tab,
    /// Shift-Tab.
    BackTab,
    /// Escape.
    Esc,
    /// Backspace.
    Backspace,
    /// Delete.
    Delete,
    /// Page up.
    PageUp,
    /// Page down.
    PageDown,
    /// Home.
    Home,
    /// End.
    End,
    /// A function key, F1..F12.
    F(u8),
    /// Ctrl-C.
    Interrupt,
}

#[cfg(not(unix))]
impl Key {
    /// The key of a console key event, for presses only (releases and repeats of other kinds
    /// are ignored, so Windows terminals do not see double keys).
    pub fn of_event(event: &KeyEvent) -> Option<Key> {
        if event.kind != KeyEventKind::Press {
            return None;
        }
        if event.modifiers.contains(KeyModifiers::CONTROL) {
            return matches!(event.code, KeyCode::Char('c' | 'C')).then_some(Key::Interrupt);
        }
        Some(match event.code {
            KeyCode::Char(c) => Key::Char(c),
            KeyCode::Up => Key::Up,
            KeyCode::Down => Key::Down,
            KeyCode::Left => Key::Left,
            KeyCode::Right => Key::Right,
            KeyCode::Enter => Key::Enter,
            KeyCode::Tab => Key::Tab,
            KeyCode::BackTab => Key::BackTab,
            KeyCode::Esc => Key::Esc,
            KeyCode::Backspace => Key::Backspace,
            KeyCode::Delete => Key::Delete,
            KeyCode::PageUp => Key::PageUp,
            KeyCode::PageDown => Key::PageDown,
            KeyCode::Home => Key::Home,
            KeyCode::End => Key::End,
            KeyCode::F(n) => Key::F(n),
            _ => return None,
        })
    }
}

#[cfg(all(test, not(unix)))]
mod tests {
    use super::*;
    use crossterm::event::KeyEventState;

    fn event(code: KeyCode, modifiers: KeyModifiers, kind: KeyEventKind) -> KeyEvent {
        KeyEvent {
            code,
            modifiers,
            kind,
            state: KeyEventState::NONE,
        }
    }

    #[test]
    fn presses_only() {
        let press = event(KeyCode::Char('5'), KeyModifiers::NONE, KeyEventKind::Press);
        let release = event(
            KeyCode::Char('5'),
            KeyModifiers::NONE,
            KeyEventKind::Release,
        );
        assert_eq!(Key::of_event(&press), Some(Key::Char('5')));
        assert_eq!(Key::of_event(&release), None);
    }

    #[test]
    fn ctrl_c_is_an_interrupt() {
        let e = event(
            KeyCode::Char('c'),
            KeyModifiers::CONTROL,
            KeyEventKind::Press,
        );
        assert_eq!(Key::of_event(&e), Some(Key::Interrupt));
        let e = event(
            KeyCode::Char('x'),
            KeyModifiers::CONTROL,
            KeyEventKind::Press,
        );
        assert_eq!(Key::of_event(&e), None);
    }
}

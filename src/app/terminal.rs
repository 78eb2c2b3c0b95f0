//! Taking the terminal over and always giving it back: on quit, on a panic (hook plus guard,
//! restoring once), and before exiting on a signal.

use std::io::Write;
use std::sync::Once;
use std::sync::atomic::{AtomicBool, Ordering};

use crossterm::event::{DisableBracketedPaste, EnableBracketedPaste};
use crossterm::{cursor, execute, style, terminal};

/// True while the terminal is in raw mode on the alternate screen.
static TAKEN: AtomicBool = AtomicBool::new(false);

/// Owns the terminal while the live screen runs; dropping it gives the terminal back.
pub struct TerminalGuard;

impl TerminalGuard {
    /// Raw mode, the alternate screen, a hidden cursor, pastes marked as such (bracketed
    /// paste); a panic hook that restores first.
    pub fn take() -> std::io::Result<TerminalGuard> {
        install_panic_hook();
        terminal::enable_raw_mode()?;
        TAKEN.store(true, Ordering::SeqCst);
        let mut out = std::io::stdout();
        execute!(
            out,
            terminal::EnterAlternateScreen,
            EnableBracketedPaste,
            cursor::Hide,
            terminal::Clear(terminal::ClearType::All)
        )?;
        Ok(TerminalGuard)
    }
}

impl Drop for TerminalGuard {
    fn drop(&mut self) {
        restore();
    }
}

/// Gives the terminal back as it was, once, however many times it is called.
pub fn restore() {
    if TAKEN.swap(false, Ordering::SeqCst) {
        let mut out = std::io::stdout();
        let _ = execute!(
            out,
            style::ResetColor,
            terminal::Clear(terminal::ClearType::All),
            cursor::Show,
            DisableBracketedPaste,
            terminal::LeaveAlternateScreen
        );
        let _ = terminal::disable_raw_mode();
        let _ = out.flush();
    }
}

fn install_panic_hook() {
    static HOOK: Once = Once::new();
    HOOK.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            restore();
            previous(info);
        }));
    });
}

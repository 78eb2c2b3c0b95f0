//! What travels between the threads of the live screen.

use super::{Key, Paste};
use dosdoku_screen::{Pos, Screen};

/// A picture of the emulated screen, sent by the screen's owner to the renderer.
#[derive(Clone, Debug)]
pub struct Frame {
    /// A copy of the 80x25 screen, counters included.
    pub screen: Screen,
    /// Where to show the terminal cursor (the editor's cell), or `None` to hide it.
    pub cursor: Option<Pos>,
}

/// What the controlling thread sends the screen's owner.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Control {
    /// A key the user pressed.
    Key(Key),
    /// Text the user pasted, as one event.
    Paste(Paste),
    /// Stop everything and end (a signal, or the terminal went away).
    Quit,
}

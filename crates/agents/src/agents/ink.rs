//! Inks: the colours in which the board shows who put a value there, each with its
//! monochrome style for a terminal without colour. The board's own inks (givens, clashes,
//! the digit being tried, candidates reduced) are here; each agent declares its own in its
//! [`AgentDecl`](super::AgentDecl), and the board reads an ink back off the screen from all
//! of them.

use std::sync::OnceLock;

use dosdoku_screen::Attr;

use super::AgentKind;

/// One emphasis of the monochrome style (the terminal's attributes of the same names).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Emphasis {
    /// Bold.
    Bold,
    /// Italic.
    Italic,
    /// Underlined.
    Underlined,
    /// Reversed: the foreground on the background's colour.
    Reverse,
}

/// Who put a value in a cell, as its colours: on the board's blue (or a cell's own shade),
/// and as a value's tile on the candidate view of a 9x9 or 4x4 board, each with the
/// emphases that tell it apart in monochrome (`None`: the renderer's plain style, reversed
/// on a light background).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Ink {
    attr: Attr,
    value_attr: Attr,
    mono: Option<&'static [Emphasis]>,
    value_mono: Option<&'static [Emphasis]>,
}

impl Ink {
    /// An empty cell (on the candidate view: candidates nobody has reduced yet).
    pub const EMPTY: Ink = Ink::new(0x17, 0x17);
    /// A digit the user typed (a given).
    pub const GIVEN: Ink = Ink::new(0x1F, 0x70).mono(&[Emphasis::Bold]);
    /// The digit an agent is trying right now.
    pub const TRYING: Ink = Ink::new(0x30, 0x30);
    /// A digit that clashes with another in its row, column or grid.
    pub const CLASH: Ink = Ink::new(0x1C, 0x4F).mono(&[Emphasis::Bold, Emphasis::Reverse]);
    /// Candidates an agent reduced (the exclusion agent's; the human solver's eliminations),
    /// and a cell exclusion brought down to one.
    pub const REDUCED: Ink = Ink::new(0x12, 0x2F)
        .mono(&[Emphasis::Bold, Emphasis::Italic, Emphasis::Underlined])
        .value_mono(&[Emphasis::Reverse, Emphasis::Bold, Emphasis::Underlined]);

    /// An ink of attribute `attr` on the board's blue (a background of 1 takes the cell's
    /// shade) and `value_attr` for a value's tile on the candidate view: a block filling the
    /// whole cell, unlike the candidates on the board's blue and black, so that a value
    /// stands out from candidates at a glance.
    pub const fn new(attr: u8, value_attr: u8) -> Ink {
        Ink {
            attr: Attr(attr),
            value_attr: Attr(value_attr),
            mono: None,
            value_mono: None,
        }
    }

    /// With these emphases in monochrome, on the board.
    pub const fn mono(self, emphases: &'static [Emphasis]) -> Ink {
        Ink {
            mono: Some(emphases),
            ..self
        }
    }

    /// With these emphases in monochrome, as a value's tile.
    pub const fn value_mono(self, emphases: &'static [Emphasis]) -> Ink {
        Ink {
            value_mono: Some(emphases),
            ..self
        }
    }

    /// The screen attribute for this ink (CGA colours on the blue background).
    pub const fn attr(self) -> Attr {
        self.attr
    }

    /// The colour of a value in this ink on the candidate view of a 9x9 or 4x4 board (see
    /// [`Ink::new`]).
    pub const fn value_attr(self) -> Attr {
        self.value_attr
    }

    /// The attribute for this ink on a cell whose layout paints background `shade`: an ink on
    /// the board's blue takes the cell's background instead; a highlight keeps its own.
    #[inline]
    pub(super) fn attr_on(self, shade: u8) -> Attr {
        let a = self.attr;
        if a.bg() == 1 {
            Attr(shade << 4 | a.fg())
        } else {
            a
        }
    }

    /// Every ink but [`Ink::EMPTY`]: the board's, then each agent's as its declaration
    /// lists them (each once). A cell's colour tells them apart.
    pub fn all() -> &'static [Ink] {
        static ALL: OnceLock<Vec<Ink>> = OnceLock::new();
        ALL.get_or_init(|| {
            let mut all = vec![Ink::GIVEN, Ink::TRYING, Ink::CLASH, Ink::REDUCED];
            for &kind in AgentKind::ALL {
                let decl = kind.decl();
                let declared = std::iter::once(decl.ink).chain(decl.inks.iter().map(|&(_, i)| i));
                for ink in declared {
                    if !all.contains(&ink) {
                        all.push(ink);
                    }
                }
            }
            all
        })
    }

    /// The monochrome emphases of attribute `attr` as the inks declare them: an ink's on the
    /// board wherever its colour meets the board's blue or black, a tile's where its colour
    /// is; `None` where no ink declares any.
    pub fn mono_of(attr: Attr) -> Option<&'static [Emphasis]> {
        let dark = |a: Attr| matches!(a.bg(), 0 | 1);
        let same = |a: Attr| a.fg() == attr.fg() && (a.bg() == attr.bg() || dark(a) && dark(attr));
        Ink::all().iter().find_map(|ink| {
            let on_board = ink.mono.filter(|_| same(ink.attr));
            on_board.or(ink.value_mono.filter(|_| same(ink.value_attr)))
        })
    }
}

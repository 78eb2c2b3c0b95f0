//! The settings page (F2): everything that decides a run, so a user can set up and reproduce
//! a run without the command line. Its lines come from the registry: the run's seed (for an
//! agent that draws random numbers), its cap (for an agent that takes one), Board0 first, then
//! every setting the agent declares by name.

use std::sync::OnceLock;

use super::Key;
use super::line_input::{LineInput, Typed};
use super::messages::{setting_changed, setting_refused};
use dosdoku_agents::agents::{AgentKind, SettingDecl};
use dosdoku_agents::panel::write_status_and_keys;
use dosdoku_agents::run::RunConfig;
use dosdoku_screen::{Attr, COLS, Layout, Screen};
use dosdoku_sudoku::text::wrap;

/// The page's layout, embedded at build time.
const SETTINGS_LAYOUT: &str = include_str!("../../screens/settings.txt");

/// The colours of the chosen line.
const CHOSEN: Attr = Attr(0x70);

/// The longest value typed on the page.
const VALUE_LENGTH: usize = 24;

fn layout() -> &'static Layout {
    static LAYOUT: OnceLock<Layout> = OnceLock::new();
    LAYOUT.get_or_init(|| {
        Layout::parse(SETTINGS_LAYOUT).expect("screens/settings.txt is a valid layout")
    })
}

/// One line of the page.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Row {
    /// The seed of the random draws, or a new one each run.
    Seed,
    /// The cap on the agent's headline counter.
    Cap,
    /// Whether Board0's scan runs first.
    Board0,
    /// A setting of the agent's own.
    Agent(&'static SettingDecl),
}

/// The lines of the page for `kind`.
pub fn rows(kind: AgentKind) -> Vec<Row> {
    let decl = kind.decl();
    let mut rows = Vec::new();
    if decl.randomized {
        rows.push(Row::Seed);
    }
    if decl.capped {
        rows.push(Row::Cap);
    }
    rows.push(Row::Board0);
    rows.extend(kind.setting_keys().iter().map(Row::Agent));
    rows
}

impl Row {
    /// Its name, as the command line knows it.
    pub fn name(self) -> &'static str {
        match self {
            Row::Seed => "seed",
            Row::Cap => "max-attempts",
            Row::Board0 => "board0",
            Row::Agent(decl) => decl.name,
        }
    }

    /// True for a setting that is on or off.
    fn is_switch(self) -> bool {
        matches!(
            self,
            Row::Board0 | Row::Agent(SettingDecl { value: None, .. })
        )
    }

    /// Its value now, as it is typed.
    fn value(self, config: &RunConfig, seed: Option<u64>) -> String {
        match self {
            Row::Seed => seed.map_or_else(String::new, |s| s.to_string()),
            Row::Cap => config.cap.map_or_else(String::new, |c| c.to_string()),
            Row::Board0 => if config.board0 { "on" } else { "off" }.to_string(),
            Row::Agent(decl) => config.agent.value(decl.name).unwrap_or_default(),
        }
    }

    /// Its value now, for people.
    fn shown(self, config: &RunConfig, seed: Option<u64>) -> String {
        match (self, self.value(config, seed)) {
            (Row::Seed, v) if v.is_empty() => "a new one each run".to_string(),
            (Row::Cap, v) if v.is_empty() => "none".to_string(),
            (Row::Cap, _) => {
                let cap = config.cap.unwrap_or_default();
                config.decl().headline().amount(cap)
            }
            (_, v) => v,
        }
    }

    /// What it does.
    fn help(self, config: &RunConfig) -> String {
        match self {
            Row::Seed => "The number the random draws start from: the same puzzle, settings and \
                          seed give the same run (puzzle k of a file takes seed + k - 1). Empty: \
                          a new seed each run."
                .to_string(),
            Row::Cap => format!(
                "The run gives up after this many {}. Empty: no cap.",
                config.decl().headline().label
            ),
            Row::Board0 => "Board0's scan first: it fills every cell that has only one digit \
                            left, scan after scan, before the agent begins."
                .to_string(),
            Row::Agent(decl) => format!("{}.", dosdoku_sudoku::text::capitalized(decl.help)),
        }
    }

    /// What its value looks like, for the prompt.
    fn shape(self) -> &'static str {
        match self {
            Row::Seed => "a number, or empty for a new one each run",
            Row::Cap => "a number, or empty for none",
            Row::Board0 => "on or off",
            Row::Agent(decl) => decl.value.unwrap_or("on or off"),
        }
    }

    /// Sets it to `text`, as typed; the message says what is wrong.
    fn set(self, text: &str, config: &mut RunConfig, seed: &mut Option<u64>) -> Result<(), String> {
        let number = |what: &str| -> Result<Option<u64>, String> {
            match text {
                "" | "none" | "new" => Ok(None),
                _ => text.replace(',', "").parse::<u64>().map(Some).map_err(|_| {
                    format!(
                        "{what} is a whole number from 0 to {}, not '{text}'",
                        u64::MAX
                    )
                }),
            }
        };
        match self {
            Row::Seed => *seed = number("the seed")?,
            Row::Cap => match number("the cap")? {
                Some(0) => return Err("the cap must be at least 1".to_string()),
                cap => config.cap = cap,
            },
            Row::Board0 | Row::Agent(SettingDecl { value: None, .. }) => {
                let on = match text {
                    "on" | "yes" | "true" => true,
                    "off" | "no" | "false" => false,
                    _ => return Err(format!("{} is on or off, not '{text}'", self.name())),
                };
                self.switch(on, config)?;
            }
            Row::Agent(decl) => config.agent.set(decl.name, Some(text))?,
        }
        Ok(())
    }

    fn switch(self, on: bool, config: &mut RunConfig) -> Result<(), String> {
        match self {
            Row::Board0 => config.board0 = on,
            Row::Agent(decl) => config.agent.switch(decl.name, on)?,
            _ => {}
        }
        Ok(())
    }
}

/// What a key on the page asks of the screen's owner.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Outcome {
    /// Stay on the page.
    Stay,
    /// Stay, and say this on the status line.
    Notice(String),
    /// Choose the next agent.
    NextAgent,
    /// Leave the page.
    Back,
}

/// The page: which line is chosen, and the value being typed.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct SettingsPage {
    /// The chosen line.
    pub row: usize,
    /// The value being typed for the chosen line, if one is.
    pub input: Option<LineInput>,
    /// Why the value last typed was refused, shown before the prompt that asks again.
    refused: Option<String>,
}

impl SettingsPage {
    /// Handles a key for the settings of `config` and the run's `seed`.
    pub fn key(&mut self, key: Key, config: &mut RunConfig, seed: &mut Option<u64>) -> Outcome {
        let rows = rows(config.kind());
        self.row = self.row.min(rows.len() - 1);
        let row = rows[self.row];
        if let Some(input) = &mut self.input {
            return match input.key(key) {
                Typed::Editing => Outcome::Stay,
                Typed::Cancelled => {
                    (self.input, self.refused) = (None, None);
                    Outcome::Notice(super::messages::CANCELLED.to_string())
                }
                // A bad value asks again, with the reason and the value as typed (selected:
                // typing replaces it, Backspace edits it); only Esc gives up.
                Typed::Done(text) => match row.set(&text, config, seed) {
                    Ok(()) => {
                        (self.input, self.refused) = (None, None);
                        Outcome::Notice(setting_changed(row.name(), &row.shown(config, *seed)))
                    }
                    Err(why) => {
                        self.input = Some(LineInput::new(&text, VALUE_LENGTH));
                        self.refused = Some(setting_refused(&why));
                        Outcome::Stay
                    }
                },
            };
        }
        match key {
            Key::Up | Key::Char('k') => self.row = (self.row + rows.len() - 1) % rows.len(),
            Key::Down | Key::Char('j') => self.row = (self.row + 1) % rows.len(),
            Key::Enter | Key::Char(' ') if row.is_switch() => {
                let on = row.value(config, *seed) == "on";
                return Outcome::Notice(match row.switch(!on, config) {
                    Ok(()) => setting_changed(row.name(), &row.shown(config, *seed)),
                    Err(why) => setting_refused(&why),
                });
            }
            Key::Enter => {
                self.input = Some(LineInput::new(&row.value(config, *seed), VALUE_LENGTH));
            }
            Key::Char('a' | 'A') => {
                self.row = 0;
                return Outcome::NextAgent;
            }
            Key::Esc | Key::F(2) => return Outcome::Back,
            _ => {}
        }
        Outcome::Stay
    }

    /// The page for `config` and `seed`, with `notice` (if any) on the status line and the
    /// key help under it.
    pub fn screen(&self, config: &RunConfig, seed: Option<u64>, notice: Option<&str>) -> Screen {
        let layout = layout();
        let mut screen = layout.screen();
        let put = |screen: &mut Screen, name: &str, text: &str| {
            if let Some(field) = layout.field(name) {
                field.write(screen, text);
            }
        };
        let decl = config.decl();
        put(&mut screen, "mode", "SETTINGS");
        put(
            &mut screen,
            "agent",
            &format!(
                "{} ({}), {}",
                dosdoku_sudoku::text::capitalized(decl.title),
                decl.name,
                if decl.randomized {
                    "draws random numbers"
                } else {
                    "the same run every time"
                }
            ),
        );
        let about = wrap(
            &format!("{}.", dosdoku_sudoku::text::capitalized(decl.about)),
            72,
        );
        for (k, line) in about.iter().enumerate() {
            put(&mut screen, &format!("about{}", k + 1), line);
        }
        let rows = rows(config.kind());
        let chosen = self.row.min(rows.len() - 1);
        for (k, row) in rows.iter().enumerate() {
            let line = format!("{:<16}{}", row.name(), row.shown(config, seed));
            if let Some(field) = layout.field(&format!("r{}", k + 1)) {
                if k == chosen {
                    field.write_in(&mut screen, &line, CHOSEN);
                } else {
                    field.write(&mut screen, &line);
                }
            }
        }
        let help = wrap(&rows[chosen].help(config), 72);
        for (k, line) in help.iter().enumerate() {
            put(&mut screen, &format!("h{}", k + 1), line);
        }
        let (status, keys) = match &self.input {
            Some(input) => {
                let prompt = format!(
                    "{} ({}): {}_",
                    rows[chosen].name(),
                    rows[chosen].shape(),
                    input.text
                );
                let status = match self.refused.as_deref() {
                    Some(why) => asked_again(why, &prompt),
                    None => prompt,
                };
                (status, super::messages::PROMPT_KEYS)
            }
            None => (
                notice
                    .unwrap_or("Choose a setting and press Enter to change it.")
                    .to_string(),
                super::messages::SETTINGS_KEYS,
            ),
        };
        write_status_and_keys(&mut screen, layout, &status, keys);
        if let (Some(input), Some(field)) = (&self.input, layout.field("status")) {
            input.paint_selection(&mut screen, &field, &status);
        }
        screen
    }
}

/// The reason a value was refused, then the prompt asking again: the reason runs on from
/// the status line into the key-help line, cut short there so that the prompt stays whole.
fn asked_again(why: &str, prompt: &str) -> String {
    let width = COLS - 2;
    let lines = wrap(why, width);
    match lines.split_first() {
        Some((first, rest)) if !rest.is_empty() => {
            let room = width.saturating_sub(prompt.chars().count() + 1);
            format!("{first} {} {prompt}", cut_to(&rest.join(" "), room))
        }
        _ => format!("{why} {prompt}"),
    }
}

/// `text` cut to `width` characters, ending with `...` when cut.
fn cut_to(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        return text.to_string();
    }
    let kept: String = text.chars().take(width.saturating_sub(3)).collect();
    format!("{kept}...")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn type_in(
        page: &mut SettingsPage,
        text: &str,
        config: &mut RunConfig,
        seed: &mut Option<u64>,
    ) -> Outcome {
        page.key(Key::Enter, config, seed);
        for _ in 0..VALUE_LENGTH {
            page.key(Key::Backspace, config, seed);
        }
        for c in text.chars() {
            page.key(Key::Char(c), config, seed);
        }
        page.key(Key::Enter, config, seed)
    }

    #[test]
    fn every_agent_has_its_lines_and_each_can_be_set() {
        let names =
            |kind: AgentKind| -> Vec<&str> { rows(kind).iter().map(|r| r.name()).collect() };
        assert_eq!(
            names(AgentKind::Board1),
            [
                "seed",
                "max-attempts",
                "board0",
                "forgetful",
                "cell-tries",
                "grid-restarts",
                "grid-order"
            ]
        );
        assert_eq!(names(AgentKind::Backtrack), ["board0"]);
        assert_eq!(names(AgentKind::Exclusion), ["max-attempts", "board0"]);
        for &kind in AgentKind::ALL {
            assert!(rows(kind).len() <= 12, "{} fits the page", kind.name());
        }
    }

    #[test]
    fn seed_cap_switches_and_values_are_set_on_the_page() {
        let mut config = RunConfig::new(AgentKind::Board1.default_settings());
        let mut seed = None;
        let mut page = SettingsPage::default();
        assert_eq!(
            type_in(&mut page, "12345", &mut config, &mut seed),
            Outcome::Notice("seed is now 12345.".into())
        );
        assert_eq!(seed, Some(12345));
        page.key(Key::Down, &mut config, &mut seed);
        type_in(&mut page, "5,000", &mut config, &mut seed);
        assert_eq!(config.cap, Some(5000));
        assert_eq!(
            type_in(&mut page, "0", &mut config, &mut seed),
            Outcome::Stay
        );
        let asked = page.screen(&config, seed, None).row_text(24);
        assert!(asked.contains("Not changed"), "{asked}");
        page.key(Key::Esc, &mut config, &mut seed);
        assert_eq!(config.cap, Some(5000));
        page.key(Key::Down, &mut config, &mut seed);
        page.key(Key::Enter, &mut config, &mut seed);
        assert!(!config.board0);
        page.key(Key::Down, &mut config, &mut seed);
        page.key(Key::Char(' '), &mut config, &mut seed);
        page.key(Key::Down, &mut config, &mut seed);
        page.key(Key::Down, &mut config, &mut seed);
        page.key(Key::Down, &mut config, &mut seed);
        type_in(&mut page, "567891234", &mut config, &mut seed);
        assert_eq!(
            config.short_settings(),
            "forgetful, order 567891234, no board0, cap 5,000"
        );
        let shown = page.screen(&config, seed, None).to_text();
        assert!(shown.contains("grid-order      567891234"), "{shown}");
        assert!(shown.contains("seed            12345"), "{shown}");
        assert!(shown.contains("max-attempts    5,000 attempts"), "{shown}");
        // A bad value changes nothing, says why and asks again with the value as typed (the
        // prompt was dropped before); Esc gives up.
        assert_eq!(
            type_in(&mut page, "12345678", &mut config, &mut seed),
            Outcome::Stay
        );
        let screen = page.screen(&config, seed, None);
        let asked = format!(
            "{} {}",
            screen.row_text(24).trim(),
            screen.row_text(25).trim()
        );
        assert!(asked.contains("permutation"), "{asked}");
        assert!(asked.ends_with(": 12345678_"), "{asked}");
        assert_eq!(
            config.agent.value("grid-order").as_deref(),
            Some("567891234")
        );
        // The value typed again replaces the one offered.
        for c in "987654321".chars() {
            page.key(Key::Char(c), &mut config, &mut seed);
        }
        page.key(Key::Enter, &mut config, &mut seed);
        assert_eq!(
            config.agent.value("grid-order").as_deref(),
            Some("987654321")
        );
        // A long refusal is shown whole with its prompt, running on into the key-help line.
        let long = "123456789012345678901234";
        assert_eq!(
            type_in(&mut page, long, &mut config, &mut seed),
            Outcome::Stay
        );
        let screen = page.screen(&config, seed, None);
        let shown = format!(
            "{} {}",
            screen.row_text(24).trim(),
            screen.row_text(25).trim()
        );
        assert!(shown.starts_with("Not changed: "), "{shown}");
        assert!(shown.ends_with(&format!("{long}_")), "{shown}");
        assert_eq!(
            page.key(Key::Esc, &mut config, &mut seed),
            Outcome::Notice(crate::app::messages::CANCELLED.to_string())
        );
        // Typing a value shows the prompt whole on the status line, keys below.
        page.key(Key::Enter, &mut config, &mut seed);
        for _ in 0..VALUE_LENGTH {
            page.key(Key::Backspace, &mut config, &mut seed);
        }
        for c in long.chars() {
            page.key(Key::Char(c), &mut config, &mut seed);
        }
        let screen = page.screen(&config, seed, None);
        assert!(
            screen
                .row_text(24)
                .trim_end()
                .ends_with(&format!("{long}_"))
        );
        assert!(screen.row_text(25).contains("Esc Cancel"));
        page.key(Key::Esc, &mut config, &mut seed);
        // Empty: a new seed each run.
        page.row = 0;
        type_in(&mut page, "", &mut config, &mut seed);
        assert_eq!(seed, None);
        assert_eq!(
            page.key(Key::Char('a'), &mut config, &mut seed),
            Outcome::NextAgent
        );
        assert_eq!(page.key(Key::Esc, &mut config, &mut seed), Outcome::Back);
    }

    #[test]
    fn every_line_of_the_page_fits_for_every_agent() {
        // The agent's words, its settings and what each does are never cut: the help of every
        // setting of every agent fits the page's lines (the seed's is the longest).
        let lines = |prefix: &str| {
            (1..)
                .take_while(|k| layout().field(&format!("{prefix}{k}")).is_some())
                .count()
        };
        let width = layout().field("h1").unwrap().width;
        for &kind in AgentKind::ALL {
            let config = RunConfig::new(kind.default_settings());
            let about = wrap(
                &format!(
                    "{}.",
                    dosdoku_sudoku::text::capitalized(config.decl().about)
                ),
                width,
            );
            assert!(about.len() <= lines("about"), "{kind:?}: {about:?}");
            let rows = rows(kind);
            assert!(
                rows.len() <= lines("r"),
                "{kind:?} has {} settings",
                rows.len()
            );
            for row in &rows {
                let help = wrap(&row.help(&config), width);
                assert!(
                    help.len() <= lines("h"),
                    "{kind:?} {}: {help:?}",
                    row.name()
                );
            }
        }
        let page = SettingsPage::default().screen(
            &RunConfig::new(AgentKind::Board1.default_settings()),
            None,
            None,
        );
        assert!(
            page.to_text().contains("new seed each run."),
            "{}",
            page.to_text()
        );
    }
}

//! The editor's race key and a race started from the command line: the race screen runs on
//! this thread, and the editor takes over again when the user leaves it.

use super::Worker;
use crate::app::messages as say;
use crate::app::race_screen::{RaceExit, RaceScreen};
use dosdoku_agents::race::{Race, fresh_race_seed};
use dosdoku_sudoku::board::find_clash;

impl Worker {
    /// V in the editor: races the puzzle on the board (refused while digits clash) with the
    /// default lanes, or the lanes of the race the screen was opened with.
    pub(super) fn race_board(&mut self) -> bool {
        let grid = self.board.read_grid();
        if grid.box_size() != 3 {
            self.notice = Some(say::nine_only(say::NineOnly::Race, grid.side()));
            return true;
        }
        if let Some(clash) = find_clash(&grid) {
            self.notice = Some(say::cannot_race(&clash));
            return true;
        }
        let seed = self.next_seed().unwrap_or_else(fresh_race_seed);
        // Leaving the race comes back to this board, pencil marks and all.
        self.typed = self.typed_edited();
        let (lanes, by) = &self.race_lanes;
        let race = Race::new(grid, lanes, *by, seed);
        self.start_race(race)
    }

    /// Runs `race` on the race screen, and again as the user asks; false if the user quit,
    /// else back to the editor with the typed puzzle (the race's).
    pub(super) fn start_race(&mut self, race: Race) -> bool {
        let mut screen = RaceScreen::new(&self.controls, &self.frames, &self.recorder, self.pace);
        let exit = screen.run(race);
        self.pace = screen.pace;
        if let Some(result) = screen.last.take() {
            self.race_result = Some(result);
        }
        match exit {
            RaceExit::Quit => false,
            RaceExit::QuitKey => {
                self.back_to_editor();
                self.ask_to_quit()
            }
            RaceExit::Edit => {
                self.left_race = true;
                self.back_to_editor();
                true
            }
        }
    }
}

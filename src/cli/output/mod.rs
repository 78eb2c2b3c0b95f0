//! How commands write their results: each result is a [`Record`], which can show itself in
//! every form, and a [`Sink`], chosen once from the command's output options ([`Form::sink`]),
//! writes each record in its form. Commands never ask which form was chosen. Adding a form
//! is adding its sink here and its option to the commands that offer it.

pub mod rows;

use std::io::{self, Write};

/// A result a command tells, in every form a sink may ask for.
pub trait Record {
    /// The record as text: a line (or a few) for people and scripts.
    fn text(&self, out: &mut dyn Write) -> io::Result<()>;

    /// The record as JSON: one object per line (or several lines of objects).
    fn json(&self, out: &mut dyn Write) -> io::Result<()>;

    /// The record as the LMC blog's rows of a board (see [`rows`]); as text when it holds no
    /// board.
    fn rows(&self, out: &mut dyn Write) -> io::Result<()> {
        self.text(out)
    }

    /// The record as CSV rows (a header first); as text when it has no CSV form.
    fn csv(&self, out: &mut dyn Write) -> io::Result<()> {
        self.text(out)
    }

    /// The final 80x25 screen of the run it tells, as 25 text lines, when it kept one.
    fn screen(&self) -> Option<&str> {
        None
    }
}

/// A result that is one JSON object, with a text of its own (a comparison, a sweep): a
/// [`Record`] with its JSON object on one line.
pub trait Document: serde::Serialize {
    /// The result as text.
    fn as_text(&self) -> String;
}

impl<T: Document> Record for T {
    fn text(&self, out: &mut dyn Write) -> io::Result<()> {
        out.write_all(self.as_text().as_bytes())
    }

    fn json(&self, out: &mut dyn Write) -> io::Result<()> {
        json_line(out, self)
    }
}

/// Where a command's records go: it writes each one in its form.
pub trait Sink: Sync {
    /// Writes what comes before the records of puzzle `number` (from 1): the gap that
    /// separates it from the puzzle before, in forms that have one.
    fn start(&self, out: &mut dyn Write, number: usize) -> io::Result<()>;

    /// Writes `record`.
    fn record(&self, out: &mut dyn Write, record: &dyn Record) -> io::Result<()>;
}

/// The output forms, as a command's options choose them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Form {
    /// Text lines (the default).
    Text,
    /// JSON lines (`--json`).
    Json,
    /// The rows of each board (`--rows`).
    Rows,
    /// CSV (`--csv`).
    Csv,
}

impl Form {
    /// The form asked for by a command's `--json` flag: JSON when set, else text.
    pub fn json_or_text(json: bool) -> Form {
        if json { Form::Json } else { Form::Text }
    }

    /// Prints `record` alone on standard output in this form (a failed write is noted there).
    pub fn print(self, record: &dyn Record) {
        let mut out = Vec::new();
        let _ = self.sink("", false).record(&mut out, record);
        crate::stdout::write(&out);
    }

    /// The sink of this form; `between` is the gap between two puzzles' text (the rows form
    /// has a gap of its own, JSON none). With `screen`, each record's final screen follows it.
    pub fn sink(self, between: &'static str, screen: bool) -> Box<dyn Sink> {
        let sink: Box<dyn Sink> = match self {
            Form::Text => Box::new(Text { between }),
            Form::Json => Box::new(Json),
            Form::Rows => Box::new(Rows),
            Form::Csv => Box::new(Csv),
        };
        if screen {
            Box::new(WithScreen(sink))
        } else {
            sink
        }
    }
}

/// Writes the gap `between` before every puzzle but the first.
fn gap(out: &mut dyn Write, number: usize, between: &str) -> io::Result<()> {
    if number > 1 {
        out.write_all(between.as_bytes())?;
    }
    Ok(())
}

/// Text lines, `between` puzzles.
struct Text {
    between: &'static str,
}

impl Sink for Text {
    fn start(&self, out: &mut dyn Write, number: usize) -> io::Result<()> {
        gap(out, number, self.between)
    }

    fn record(&self, out: &mut dyn Write, record: &dyn Record) -> io::Result<()> {
        record.text(out)
    }
}

/// JSON lines.
struct Json;

impl Sink for Json {
    fn start(&self, _: &mut dyn Write, _: usize) -> io::Result<()> {
        Ok(())
    }

    fn record(&self, out: &mut dyn Write, record: &dyn Record) -> io::Result<()> {
        record.json(out)
    }
}

/// The rows of each board, [`rows::BETWEEN_PUZZLES`] between puzzles.
struct Rows;

impl Sink for Rows {
    fn start(&self, out: &mut dyn Write, number: usize) -> io::Result<()> {
        gap(out, number, rows::BETWEEN_PUZZLES)
    }

    fn record(&self, out: &mut dyn Write, record: &dyn Record) -> io::Result<()> {
        record.rows(out)
    }
}

/// CSV.
struct Csv;

impl Sink for Csv {
    fn start(&self, _: &mut dyn Write, _: usize) -> io::Result<()> {
        Ok(())
    }

    fn record(&self, out: &mut dyn Write, record: &dyn Record) -> io::Result<()> {
        record.csv(out)
    }
}

/// Another form, each record followed by its final screen (`--screen`).
struct WithScreen(Box<dyn Sink>);

impl Sink for WithScreen {
    fn start(&self, out: &mut dyn Write, number: usize) -> io::Result<()> {
        self.0.start(out, number)
    }

    fn record(&self, out: &mut dyn Write, record: &dyn Record) -> io::Result<()> {
        self.0.record(out, record)?;
        match record.screen() {
            Some(screen) => out.write_all(screen.as_bytes()),
            None => Ok(()),
        }
    }
}

/// A value as one line of JSON, its line end included.
pub fn json_line(out: &mut dyn Write, value: &impl serde::Serialize) -> io::Result<()> {
    serde_json::to_writer(&mut *out, value).map_err(io::Error::from)?;
    out.write_all(b"\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A record that says which form wrote it.
    struct Probe(Option<&'static str>);

    impl Record for Probe {
        fn text(&self, out: &mut dyn Write) -> io::Result<()> {
            out.write_all(b"text\n")
        }
        fn json(&self, out: &mut dyn Write) -> io::Result<()> {
            json_line(out, &serde_json::json!({ "form": "json" }))
        }
        fn screen(&self) -> Option<&str> {
            self.0
        }
    }

    /// What `sink` writes for two puzzles of one record each.
    fn two(sink: &dyn Sink, record: &Probe) -> String {
        let mut out = Vec::new();
        for number in [1, 2] {
            sink.start(&mut out, number).unwrap();
            sink.record(&mut out, record).unwrap();
        }
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn each_form_writes_the_records_its_way() {
        let plain = Probe(None);
        assert_eq!(two(&*Form::Text.sink("", false), &plain), "text\ntext\n");
        assert_eq!(
            two(&*Form::Text.sink("\n", false), &plain),
            "text\n\ntext\n"
        );
        assert_eq!(
            two(&*Form::Json.sink("\n", false), &plain),
            "{\"form\":\"json\"}\n{\"form\":\"json\"}\n"
        );
        assert_eq!(
            two(&*Form::Rows.sink("", false), &plain),
            "text\n\n\ntext\n",
            "rows fall back to text for a record without a board"
        );
        assert_eq!(
            two(&*Form::Csv.sink("\n", false), &plain),
            "text\ntext\n",
            "CSV falls back to text for a record without rows"
        );
    }

    #[test]
    fn the_screen_follows_each_record_in_any_form() {
        let kept = Probe(Some("SCREEN\n"));
        assert_eq!(
            two(&*Form::Text.sink("", true), &kept),
            "text\nSCREEN\ntext\nSCREEN\n"
        );
        assert_eq!(
            two(&*Form::Json.sink("", true), &kept),
            "{\"form\":\"json\"}\nSCREEN\n{\"form\":\"json\"}\nSCREEN\n"
        );
        assert_eq!(
            two(&*Form::Text.sink("", true), &Probe(None)),
            "text\ntext\n"
        );
    }
}

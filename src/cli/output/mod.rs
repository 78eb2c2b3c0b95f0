//! How commands write their results: each result is a [`Record`], which can show itself in
//! every form, and a [`Sink`], chosen once from the command's output options ([`Form::sink`]),
//! writes each record in its form. Commands never ask which form was chosen. Adding a form
//! is its sink here (a [`Form`] with its line in [`Form::sink`], and a method of [`Record`]
//! with a default when records show themselves in it their own way) and its option in the
//! commands that offer it.

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
    /// has a gap of its own, JSON and CSV none). With `screen`, each record's final screen
    /// follows it.
    pub fn sink(self, between: &'static str, screen: bool) -> Box<dyn Sink> {
        let sink = match self {
            Form::Text => Written {
                between,
                write: |record, out| record.text(out),
            },
            Form::Json => Written {
                between: "",
                write: |record, out| record.json(out),
            },
            Form::Rows => Written {
                between: rows::BETWEEN_PUZZLES,
                write: |record, out| record.rows(out),
            },
            Form::Csv => Written {
                between: "",
                write: |record, out| record.csv(out),
            },
        };
        if screen {
            Box::new(WithScreen(Box::new(sink)))
        } else {
            Box::new(sink)
        }
    }
}

/// A form's sink: the gap before every puzzle but the first, and how it writes a record.
struct Written {
    between: &'static str,
    write: fn(&dyn Record, &mut dyn Write) -> io::Result<()>,
}

impl Sink for Written {
    fn start(&self, out: &mut dyn Write, number: usize) -> io::Result<()> {
        if number > 1 {
            out.write_all(self.between.as_bytes())?;
        }
        Ok(())
    }

    fn record(&self, out: &mut dyn Write, record: &dyn Record) -> io::Result<()> {
        (self.write)(record, out)
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
    fn each_form_writes_the_records_its_way_the_screen_after_each() {
        const JSON: &str = "{\"form\":\"json\"}\n";
        let (plain, kept) = (Probe(None), Probe(Some("SCREEN\n")));
        let cases = [
            (Form::Text, "", &plain, false, "text\ntext\n".to_string()),
            (
                Form::Text,
                "\n",
                &plain,
                false,
                "text\n\ntext\n".to_string(),
            ),
            (Form::Json, "\n", &plain, false, JSON.repeat(2)),
            // Rows and CSV fall back to text for a record without a board or rows.
            (
                Form::Rows,
                "",
                &plain,
                false,
                "text\n\n\ntext\n".to_string(),
            ),
            (Form::Csv, "\n", &plain, false, "text\ntext\n".to_string()),
            (Form::Text, "", &kept, true, "text\nSCREEN\n".repeat(2)),
            (
                Form::Json,
                "",
                &kept,
                true,
                format!("{JSON}SCREEN\n").repeat(2),
            ),
            (Form::Text, "", &plain, true, "text\ntext\n".to_string()),
        ];
        for (form, between, record, screen, want) in cases {
            let sink = form.sink(between, screen);
            assert_eq!(two(&*sink, record), want, "{form:?} {between:?} {screen}");
        }
    }
}

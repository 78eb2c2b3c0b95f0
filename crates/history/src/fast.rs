//! A fast parser for lines exactly as [`super::Store`] writes them. Anything else (other key
//! order, spaces, escapes, extra keys) returns `None` and is left to serde_json, so this never
//! accepts a line serde_json would read differently; it only makes the common case cheap.

use super::{RunRecord, SettingList, SettingValue};

/// The record at the start of `bytes` in the writer's own form and the number of bytes it
/// takes, or `None`. It never reads past a newline; the caller checks what follows.
pub fn parse_record_at(bytes: &[u8]) -> Option<(RunRecord, usize)> {
    let mut c = Cursor { b: bytes, i: 0 };
    c.lit(b"{\"time\":")?;
    let time = c.string()?;
    c.lit(b",\"puzzle\":")?;
    let puzzle = c.string()?;
    c.lit(b",\"agent\":")?;
    let agent = c.string()?;
    c.lit(b",\"settings\":")?;
    let settings = c.settings()?;
    c.lit(b",\"seed\":")?;
    let seed = if c.lit(b"null").is_some() {
        None
    } else {
        Some(c.u64()?)
    };
    c.lit(b",\"status\":")?;
    let status = c.string()?;
    c.lit(b",\"attempts\":")?;
    let attempts = c.u64()?;
    c.lit(b",\"cells_placed\":")?;
    let cells_placed = c.u64()?;
    c.lit(b",\"grid_restarts\":")?;
    let grid_restarts = c.array9()?;
    c.lit(b",\"board_restarts\":")?;
    let board_restarts = c.u64()?;
    c.lit(b",\"board0_found\":")?;
    let board0_found = c.u64()?;
    c.lit(b",\"elapsed_ms\":")?;
    let elapsed_ms = c.u64()?;
    c.lit(b",\"mode\":")?;
    let mode = c.string()?;
    let counters = if c.lit(b",\"counters\":").is_some() {
        c.settings()?
    } else {
        SettingList::default()
    };
    c.lit(b"}")?;
    let record = RunRecord {
        time,
        puzzle,
        agent,
        settings,
        seed,
        status,
        attempts,
        cells_placed,
        grid_restarts,
        board_restarts,
        board0_found,
        elapsed_ms,
        mode,
        counters,
    };
    Some((record, c.i))
}

struct Cursor<'a> {
    b: &'a [u8],
    i: usize,
}

impl<'a> Cursor<'a> {
    fn lit(&mut self, s: &[u8]) -> Option<()> {
        let end = self.i + s.len();
        (self.b.get(self.i..end)? == s).then(|| self.i = end)
    }

    /// A string without escapes or control characters.
    fn str_ref(&mut self) -> Option<&'a str> {
        self.lit(b"\"")?;
        let rest = &self.b[self.i..];
        let len = rest
            .iter()
            .position(|&b| b == b'"' || b == b'\\' || b < 0x20)?;
        (rest[len] == b'"').then_some(())?;
        self.i += len + 1;
        std::str::from_utf8(&rest[..len]).ok()
    }

    fn string(&mut self) -> Option<String> {
        self.str_ref().map(str::to_owned)
    }

    fn bool(&mut self) -> Option<bool> {
        if self.lit(b"true").is_some() {
            Some(true)
        } else {
            self.lit(b"false").map(|()| false)
        }
    }

    /// A JSON number that is a u64: digits, no leading zero, no fraction or exponent.
    fn u64(&mut self) -> Option<u64> {
        let rest = &self.b[self.i..];
        let mut n: u64 = 0;
        let mut len = 0;
        // Up to 19 digits cannot overflow; a 20th is checked; a 21st is too many.
        while let Some(d) = rest
            .get(len)
            .map(|b| b.wrapping_sub(b'0'))
            .filter(|&d| d <= 9)
        {
            n = match len {
                0..19 => n * 10 + u64::from(d),
                19 => n.checked_mul(10)?.checked_add(u64::from(d))?,
                _ => return None,
            };
            len += 1;
        }
        if len == 0 || (len > 1 && rest[0] == b'0') {
            return None;
        }
        if matches!(rest.get(len), Some(b'.' | b'e' | b'E')) {
            return None;
        }
        self.i += len;
        Some(n)
    }

    /// A list of u64 numbers, `[1,2,3]` (possibly empty).
    fn numbers(&mut self) -> Option<Vec<u64>> {
        self.lit(b"[")?;
        let mut out = Vec::new();
        if self.lit(b"]").is_some() {
            return Some(out);
        }
        loop {
            out.push(self.u64()?);
            if self.lit(b"]").is_some() {
                return Some(out);
            }
            self.lit(b",")?;
        }
    }

    fn array9(&mut self) -> Option<[u64; 9]> {
        self.numbers()?.try_into().ok()
    }

    /// One setting's value in the writer's form.
    fn value(&mut self) -> Option<SettingValue> {
        Some(match self.b.get(self.i)? {
            b'n' => self.lit(b"null").map(|()| SettingValue::Null)?,
            b't' | b'f' => SettingValue::Bool(self.bool()?),
            b'"' => SettingValue::Text(self.string()?),
            b'[' => SettingValue::Numbers(self.numbers()?),
            _ => SettingValue::Number(self.u64()?),
        })
    }

    /// A settings object, `{"key":value,...}` (possibly empty).
    fn settings(&mut self) -> Option<SettingList> {
        self.lit(b"{")?;
        let mut list = Vec::new();
        if self.lit(b"}").is_some() {
            return Some(SettingList(list));
        }
        loop {
            let key = self.string()?;
            self.lit(b":")?;
            list.push((key, self.value()?));
            if self.lit(b"}").is_some() {
                return Some(SettingList(list));
            }
            self.lit(b",")?;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The record if the whole line is one record in the writer's form.
    fn parse_canonical(line: &[u8]) -> Option<RunRecord> {
        parse_record_at(line).and_then(|(r, n)| (n == line.len()).then_some(r))
    }

    fn record() -> RunRecord {
        let settings: SettingList = serde_json::from_str(
            r#"{"memory":true,"cell_tries":20,"grid_restarts":20,"grid_order":[9,8,7,6,5,4,3,2,1],"board0":true,"max_attempts":18446744073709551615}"#,
        )
        .unwrap();
        RunRecord {
            time: "2026-11-22T18:05:09Z".into(),
            puzzle: "1.3".repeat(27),
            agent: "backtrack".into(),
            settings,
            seed: Some(0),
            status: "stopped".into(),
            attempts: 10,
            cells_placed: 1,
            grid_restarts: [0, 1, 2, 3, 4, 5, 6, 7, u64::MAX],
            board_restarts: 3,
            board0_found: 4,
            elapsed_ms: 5,
            mode: "live".into(),
            counters: SettingList::default(),
        }
    }

    #[test]
    fn reads_what_the_writer_writes() {
        let r = record();
        let line = serde_json::to_vec(&r).unwrap();
        assert_eq!(parse_canonical(&line), Some(r.clone()));
        let r = RunRecord {
            settings: SettingList::default(),
            puzzle: "é".repeat(81),
            seed: None,
            ..r
        };
        assert_eq!(
            parse_canonical(&serde_json::to_vec(&r).unwrap()),
            Some(r.clone())
        );
        let r = RunRecord {
            settings: serde_json::from_str(r#"{"order":"x","on":false,"none":null,"list":[]}"#)
                .unwrap(),
            ..r
        };
        assert_eq!(
            parse_canonical(&serde_json::to_vec(&r).unwrap()),
            Some(r.clone())
        );
        let r = RunRecord {
            counters: serde_json::from_str(r#"{"backsteps":7,"shares":[1,2,3,4,5,6,7,8,9]}"#)
                .unwrap(),
            ..r
        };
        let line = serde_json::to_vec(&r).unwrap();
        assert!(line.ends_with(
            br#""mode":"live","counters":{"backsteps":7,"shares":[1,2,3,4,5,6,7,8,9]}}"#
        ));
        assert_eq!(parse_canonical(&line), Some(r));
    }

    /// Each variant is valid or invalid JSON that the fast path must leave to serde_json.
    #[test]
    fn leaves_anything_unusual_to_serde() {
        let line = String::from_utf8(serde_json::to_vec(&record()).unwrap()).unwrap();
        let variants = [
            line.replace("\"seed\":0", "\"seed\":00"),
            line.replace("\"seed\":0", "\"seed\":0.0"),
            line.replace("\"seed\":0", "\"seed\":1e3"),
            line.replace("\"seed\":0", "\"seed\":-1"),
            line.replace("\"seed\":0", "\"seed\":18446744073709551616"),
            line.replace("\"seed\":0", "\"seed\": 0"),
            line.replace("\"live\"", "\"li\\u0076e\""),
            line.replace("\"cell_tries\":20", "\"cell_tries\":-1"),
            line.replace("\"cell_tries\":20", "\"cell_tries\":2.5"),
            line.replace("[9,8", "[ 9,8"),
            line.replace("}", "}}"),
            line.replace("\"mode\"", "\"extra\":1,\"mode\""),
            format!("{line} "),
            line[..line.len() - 1].to_string(),
        ];
        for v in &variants {
            assert_eq!(parse_canonical(v.as_bytes()), None, "{v}");
        }
        // The valid ones among them still read through serde_json.
        let extra: RunRecord = serde_json::from_str(&variants[11]).unwrap();
        assert_eq!(extra, record());
    }
}

//! A fast parser for lines exactly as [`super::Store`] writes them. Anything else (other key
//! order, spaces, escapes, extra keys) returns `None` and is left to serde_json, so this never
//! accepts a line serde_json would read differently; it only makes the common case cheap.

use super::record::LegacyCounters;
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
    let legacy = c.legacy_counters()?;
    c.lit(b",\"elapsed_ms\":")?;
    let elapsed_ms = c.u64()?;
    c.lit(b",\"mode\":")?;
    let mode = c.string()?;
    let mut counters = if c.lit(b",\"counters\":").is_some() {
        c.settings()?
    } else {
        SettingList::default()
    };
    legacy.move_into(&mut counters);
    c.lit(b"}")?;
    let record = RunRecord {
        time,
        puzzle,
        agent,
        settings,
        seed,
        status,
        attempts,
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

    /// The keys of Board1's counters that lines of earlier versions hold after `attempts`:
    /// all four in their order, or none.
    fn legacy_counters(&mut self) -> Option<LegacyCounters> {
        if self.lit(b",\"cells_placed\":").is_none() {
            return Some(LegacyCounters::default());
        }
        let cells_placed = Some(self.u64()?);
        self.lit(b",\"grid_restarts\":")?;
        let grid_restarts = Some(self.array9()?);
        self.lit(b",\"board_restarts\":")?;
        let board_restarts = Some(self.u64()?);
        self.lit(b",\"board0_found\":")?;
        let board0_found = Some(self.u64()?);
        Some(LegacyCounters {
            cells_placed,
            grid_restarts,
            board_restarts,
            board0_found,
        })
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
            elapsed_ms: 5,
            mode: "live".into(),
            counters: serde_json::from_str(
                r#"{"cells_placed":1,"grid_restarts":[0,1,2,3,4,5,6,7,18446744073709551615],"board_restarts":3,"board0_found":4}"#,
            )
            .unwrap(),
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

    /// A line of an earlier version, which kept Board1's counters as keys of their own.
    const OLD_LINE: &str = r#"{"time":"2026-11-22T18:05:09Z","puzzle":"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79","agent":"board1","settings":{"memory":true,"cell_tries":20,"grid_restarts":20,"grid_order":[1,2,3,4,5,6,7,8,9],"board0":true,"max_attempts":null},"seed":42,"status":"solved","attempts":412331,"cells_placed":90210,"grid_restarts":[1,2,3,4,5,6,7,8,9],"board_restarts":2,"board0_found":7,"elapsed_ms":1500,"mode":"live"}"#;

    #[test]
    fn an_old_line_reads_with_board1s_counters_in_the_map() {
        let fast = parse_canonical(OLD_LINE.as_bytes()).unwrap();
        let slow: RunRecord = serde_json::from_str(OLD_LINE).unwrap();
        assert_eq!(fast, slow);
        assert_eq!(
            serde_json::to_string(&fast.counters).unwrap(),
            r#"{"cells_placed":90210,"grid_restarts":[1,2,3,4,5,6,7,8,9],"board_restarts":2,"board0_found":7}"#
        );
        assert_eq!(fast.counter("cells_placed", false), Some(90210));
        assert_eq!(fast.counter("grid_restarts", false), Some(45));
        assert_eq!(
            fast.shares("grid_restarts"),
            Some(&[1, 2, 3, 4, 5, 6, 7, 8, 9][..])
        );
        assert_eq!(
            (fast.board0_found(), fast.counter("attempts", false)),
            (7, Some(412331))
        );
        // Written again, it takes this version's shape, which reads back the same.
        let line = serde_json::to_string(&fast).unwrap();
        assert!(
            line.ends_with(r#""attempts":412331,"elapsed_ms":1500,"mode":"live","counters":{"cells_placed":90210,"grid_restarts":[1,2,3,4,5,6,7,8,9],"board_restarts":2,"board0_found":7}}"#),
            "{line}"
        );
        assert_eq!(parse_canonical(line.as_bytes()), Some(fast));
        // A line of this version that also holds an old key keeps the map's value.
        let both = line.replace(r#","elapsed_ms""#, r#","cells_placed":1,"grid_restarts":[0,0,0,0,0,0,0,0,0],"board_restarts":0,"board0_found":0,"elapsed_ms""#);
        let read: RunRecord = serde_json::from_str(&both).unwrap();
        assert_eq!(parse_canonical(both.as_bytes()), Some(read.clone()));
        assert_eq!(read, slow);
    }
}

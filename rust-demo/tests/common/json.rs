//! A small JSON reader for the test fixtures (the crate has no JSON dependency at run time).
#![allow(dead_code)]

/// A JSON value.
#[derive(Debug, Clone, PartialEq)]
pub enum Json {
    Null,
    Bool(bool),
    Number(f64),
    String(String),
    Array(Vec<Json>),
    Object(Vec<(String, Json)>),
}

impl Json {
    /// The member `key` of an object.
    pub fn get(&self, key: &str) -> Option<&Json> {
        match self {
            Json::Object(members) => members.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    pub fn str(&self) -> &str {
        match self {
            Json::String(s) => s,
            other => panic!("not a string: {other:?}"),
        }
    }

    pub fn bool(&self) -> bool {
        match self {
            Json::Bool(b) => *b,
            other => panic!("not a boolean: {other:?}"),
        }
    }

    /// The number, or None for null.
    pub fn number(&self) -> Option<f64> {
        match self {
            Json::Number(n) => Some(*n),
            Json::Null => None,
            other => panic!("not a number: {other:?}"),
        }
    }

    pub fn array(&self) -> &[Json] {
        match self {
            Json::Array(items) => items,
            other => panic!("not an array: {other:?}"),
        }
    }

    pub fn is_null(&self) -> bool {
        matches!(self, Json::Null)
    }
}

/// Parses a whole JSON text.
pub fn parse(text: &str) -> Result<Json, String> {
    let mut reader = Reader { chars: text.chars().collect(), k: 0 };
    let value = reader.value()?;
    reader.blanks();
    if reader.k != reader.chars.len() {
        return Err(format!("trailing text at {}", reader.k));
    }
    Ok(value)
}

struct Reader {
    chars: Vec<char>,
    k: usize,
}

impl Reader {
    fn blanks(&mut self) {
        while self.k < self.chars.len() && matches!(self.chars[self.k], ' ' | '\t' | '\n' | '\r') {
            self.k += 1;
        }
    }

    fn expect(&mut self, c: char) -> Result<(), String> {
        self.blanks();
        if self.chars.get(self.k) == Some(&c) {
            self.k += 1;
            Ok(())
        } else {
            Err(format!("expected {c:?} at {}", self.k))
        }
    }

    fn word(&mut self, word: &str, value: Json) -> Result<Json, String> {
        for c in word.chars() {
            if self.chars.get(self.k) != Some(&c) {
                return Err(format!("bad literal at {}", self.k));
            }
            self.k += 1;
        }
        Ok(value)
    }

    fn value(&mut self) -> Result<Json, String> {
        self.blanks();
        match self.chars.get(self.k).copied() {
            Some('{') => {
                self.k += 1;
                let mut members = Vec::new();
                self.blanks();
                if self.chars.get(self.k) == Some(&'}') {
                    self.k += 1;
                    return Ok(Json::Object(members));
                }
                loop {
                    self.blanks();
                    let key = self.string()?;
                    self.expect(':')?;
                    members.push((key, self.value()?));
                    self.blanks();
                    match self.chars.get(self.k) {
                        Some(',') => self.k += 1,
                        Some('}') => {
                            self.k += 1;
                            return Ok(Json::Object(members));
                        }
                        _ => return Err(format!("bad object at {}", self.k)),
                    }
                }
            }
            Some('[') => {
                self.k += 1;
                let mut items = Vec::new();
                self.blanks();
                if self.chars.get(self.k) == Some(&']') {
                    self.k += 1;
                    return Ok(Json::Array(items));
                }
                loop {
                    items.push(self.value()?);
                    self.blanks();
                    match self.chars.get(self.k) {
                        Some(',') => self.k += 1,
                        Some(']') => {
                            self.k += 1;
                            return Ok(Json::Array(items));
                        }
                        _ => return Err(format!("bad array at {}", self.k)),
                    }
                }
            }
            Some('"') => Ok(Json::String(self.string()?)),
            Some('t') => self.word("true", Json::Bool(true)),
            Some('f') => self.word("false", Json::Bool(false)),
            Some('n') => self.word("null", Json::Null),
            Some(c) if c == '-' || c.is_ascii_digit() => {
                let start = self.k;
                while self.k < self.chars.len()
                    && matches!(self.chars[self.k], '-' | '+' | '.' | 'e' | 'E' | '0'..='9')
                {
                    self.k += 1;
                }
                let text: String = self.chars[start..self.k].iter().collect();
                text.parse().map(Json::Number).map_err(|_| format!("bad number {text}"))
            }
            _ => Err(format!("unexpected text at {}", self.k)),
        }
    }

    fn string(&mut self) -> Result<String, String> {
        if self.chars.get(self.k) != Some(&'"') {
            return Err(format!("expected a string at {}", self.k));
        }
        self.k += 1;
        let mut out = String::new();
        let mut pending_high: Option<u32> = None;
        loop {
            let c = *self.chars.get(self.k).ok_or("unterminated string")?;
            self.k += 1;
            match c {
                '"' => return Ok(out),
                '\\' => {
                    let e = *self.chars.get(self.k).ok_or("unterminated escape")?;
                    self.k += 1;
                    let simple = match e {
                        '"' => Some('"'),
                        '\\' => Some('\\'),
                        '/' => Some('/'),
                        'b' => Some('\u{8}'),
                        'f' => Some('\u{c}'),
                        'n' => Some('\n'),
                        'r' => Some('\r'),
                        't' => Some('\t'),
                        'u' => None,
                        _ => return Err(format!("bad escape \\{e}")),
                    };
                    if let Some(s) = simple {
                        out.push(s);
                        continue;
                    }
                    let hex: String =
                        self.chars.get(self.k..self.k + 4).ok_or("short \\u escape")?.iter().collect();
                    self.k += 4;
                    let unit = u32::from_str_radix(&hex, 16).map_err(|_| format!("bad \\u{hex}"))?;
                    match (pending_high.take(), unit) {
                        (None, 0xD800..=0xDBFF) => pending_high = Some(unit),
                        (Some(high), 0xDC00..=0xDFFF) => {
                            let scalar = 0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00);
                            out.push(char::from_u32(scalar).ok_or("bad surrogate pair")?);
                        }
                        (_, unit) => out.push(char::from_u32(unit).unwrap_or('\u{FFFD}')),
                    }
                }
                c => out.push(c),
            }
        }
    }
}

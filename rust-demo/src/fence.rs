//! Fence info strings: which Markdown code blocks are Swift, and the options their info string
//! carries, read as the engine's Markdown mode ([`crate::highlight_markdown`]) reads them, for
//! programs that parse Markdown themselves (pulldown-cmark, comrak) and highlight each block:
//!
//! - the first word is the language: `swift` (any case) is Swift, `diff-swift` a Swift diff;
//! - `{3,5-7}` or `hl_lines="3 5-7"`: highlighted lines, counted from 1 at the block's first line;
//! - `showLineNumbers` (`showLineNumbers{10}`, `showLineNumbers=10`): line numbers (from 10);
//! - `linenums="10"` and `startLine=10`: line numbers from 10;
//! - `title="Pager.swift"`: a caption;
//! - `diff`: the block is a diff.
//!
//! Values are quoted with `"` or `'` (an unclosed quote runs to the end) or bare (up to the next
//! space or tab). Unknown words and `{…}` groups that do not start with a digit (attributes such
//! as `{.class}`) are ignored; a range list needs its closing brace. A repeated option: the last
//! value wins; line ranges add up.
//!
//! ```
//! use swift_highlight::{fence::FenceInfo, highlight_html, Options};
//! let fence = FenceInfo::parse(r#"swift {2} title="Pager.swift" linenums="10""#)?;
//! assert!(fence.is_swift);
//! let html = highlight_html("let a = 1\nlet b = 2\n", &fence.block_options(&Options::new())?)?;
//! assert!(html.starts_with(r#"<figure class="swh-block"><figcaption class="swh-title">Pager.swift</figcaption>"#));
//! assert!(html.contains(r#"<span class="swh-line swh-hl" data-line="11">"#));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::fmt;
use std::ops::RangeInclusive;

use crate::{Error, Options};

/// The options of one fenced code block.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
#[non_exhaustive]
pub struct FenceInfo {
    /// The first word, as written (`swift`, `Swift`, `diff-swift`, `python`, or empty).
    pub language: String,
    /// Whether the block is highlighted as Swift.
    pub is_swift: bool,
    /// Whether the block is a diff ([`Options::set_diff`]).
    pub diff: bool,
    /// Whether its lines are numbered.
    pub line_numbers: bool,
    /// The number of its first line; None: the default (1).
    pub first_line: Option<u32>,
    /// Lines to highlight, counted from 1 at the block's first line.
    pub highlight_lines: Vec<RangeInclusive<u32>>,
    /// The caption, without its quotes.
    pub title: Option<String>,
}

/// An info string option that cannot be read; the message names it (e.g. `malformed line
/// number or range in {7-5}`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FenceError {
    message: String,
}

impl fmt::Display for FenceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for FenceError {}

fn malformed(what: &str) -> FenceError {
    FenceError { message: format!("malformed line number or range in {what}") }
}

/// The number of lines of a block's code: its line feeds, plus one for a last line without one
/// (an empty block has none).
pub fn line_count(code: &str) -> usize {
    code.bytes().filter(|&b| b == b'\n').count() + usize::from(!code.is_empty() && !code.ends_with('\n'))
}

/// Whether an info string names Swift (`swift` or `diff-swift`, any case, as its first word),
/// without reading its options.
pub fn is_swift(info: &str) -> bool {
    let word = language_word(info);
    word.eq_ignore_ascii_case("swift") || word.eq_ignore_ascii_case("diff-swift")
}

fn language_word(info: &str) -> &str {
    let rest = info.trim_start_matches([' ', '\t']);
    let end = rest.find([' ', '\t', '{']).unwrap_or(rest.len());
    &rest[..end]
}

/// A line number written as 1 to 10 ASCII digits, from 1 to 4294967295.
fn line_number(text: &str) -> Option<u32> {
    if text.is_empty() || text.len() > 10 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let n: u64 = text.parse().ok()?;
    if n == 0 {
        return None;
    }
    u32::try_from(n).ok()
}

const fn is_blank(c: char) -> bool {
    c == ' ' || c == '\t'
}

struct Reader<'a> {
    text: &'a str,
    k: usize,
    info: FenceInfo,
}

impl<'a> Reader<'a> {
    fn peek(&self) -> Option<char> {
        self.text[self.k..].chars().next()
    }

    fn skip_while(&mut self, f: impl Fn(char) -> bool) {
        while let Some(c) = self.peek() {
            if !f(c) {
                break;
            }
            self.k += c.len_utf8();
        }
    }

    /// The text of a `{…}` group at the cursor and whether it was closed (an unclosed group runs
    /// to the end).
    fn brace_group(&mut self) -> (&'a str, bool) {
        self.k += 1;
        let start = self.k;
        self.skip_while(|c| c != '}');
        let group = &self.text[start..self.k];
        let closed = self.k < self.text.len();
        if closed {
            self.k += 1;
        }
        (group, closed)
    }

    /// A value after `=`: quoted with `"` or `'` (an unclosed quote runs to the end), or bare.
    fn quoted_or_bare(&mut self) -> &'a str {
        match self.peek() {
            Some(quote @ ('"' | '\'')) => {
                self.k += 1;
                let start = self.k;
                self.skip_while(|c| c != quote);
                let value = &self.text[start..self.k];
                if self.k < self.text.len() {
                    self.k += 1;
                }
                value
            }
            _ => {
                let start = self.k;
                self.skip_while(|c| !is_blank(c));
                &self.text[start..self.k]
            }
        }
    }

    fn parse(mut self) -> Result<FenceInfo, FenceError> {
        self.skip_while(is_blank);
        let start = self.k;
        self.skip_while(|c| !is_blank(c) && c != '{');
        self.info.language = self.text[start..self.k].to_owned();
        if self.info.language.eq_ignore_ascii_case("swift") {
            self.info.is_swift = true;
        } else if self.info.language.eq_ignore_ascii_case("diff-swift") {
            self.info.is_swift = true;
            self.info.diff = true;
        }
        loop {
            self.skip_while(is_blank);
            let Some(c) = self.peek() else { break };
            if c == '{' {
                let (group, closed) = self.brace_group();
                if group.starts_with(|c: char| c.is_ascii_digit()) {
                    if !closed {
                        return Err(malformed(&format!("{{{group} (no closing brace)")));
                    }
                    self.add_ranges(group, true, &format!("{{{group}}}"))?;
                }
                continue;
            }
            let name_start = self.k;
            self.skip_while(|c| !is_blank(c) && c != '=' && c != '{');
            let name = &self.text[name_start..self.k];
            let value = match self.peek() {
                Some('=') => {
                    self.k += 1;
                    Some(self.quoted_or_bare())
                }
                Some('{') => Some(self.brace_group().0),
                _ => None,
            };
            self.apply(name, value)?;
        }
        Ok(self.info)
    }

    fn apply(&mut self, name: &str, value: Option<&str>) -> Result<(), FenceError> {
        match (name, value) {
            ("diff", None) => self.info.diff = true,
            ("hl_lines", Some(value)) => self.add_ranges(value, false, &format!("hl_lines=\"{value}\""))?,
            ("showLineNumbers", value) => {
                self.info.line_numbers = true;
                if let Some(value) = value {
                    let n = line_number(value)
                        .ok_or_else(|| malformed(&format!("showLineNumbers{{{value}}}")))?;
                    self.info.first_line = Some(n);
                }
            }
            ("linenums", Some(value)) => {
                // pymdownx: "first [step [special]]"; the first number is the start.
                let first = value.split(is_blank).find(|w| !w.is_empty()).unwrap_or("");
                let n = line_number(first).ok_or_else(|| malformed(&format!("linenums=\"{value}\"")))?;
                self.info.line_numbers = true;
                self.info.first_line = Some(n);
            }
            ("startLine", Some(value)) => {
                let n = line_number(value).ok_or_else(|| malformed(&format!("startLine={value}")))?;
                self.info.line_numbers = true;
                self.info.first_line = Some(n);
            }
            ("title", Some(value)) => self.info.title = Some(value.to_owned()),
            _ => {}
        }
        Ok(())
    }

    /// `3,5-7` (commas separate exactly: an empty item is an error; blanks are ignored) or
    /// `3 5-7` (blanks separate).
    fn add_ranges(&mut self, list: &str, commas: bool, what: &str) -> Result<(), FenceError> {
        let items: Vec<String> = if commas {
            list.split(',').map(|item| item.chars().filter(|&c| !is_blank(c)).collect()).collect()
        } else {
            list.split(is_blank).filter(|w| !w.is_empty()).map(str::to_owned).collect()
        };
        for item in &items {
            let (first, last) = match item.split_once('-') {
                Some((first, last)) => (first, Some(last)),
                None => (item.as_str(), None),
            };
            let first = line_number(first).ok_or_else(|| malformed(what))?;
            let last = match last {
                Some(last) => line_number(last).filter(|&l| l >= first).ok_or_else(|| malformed(what))?,
                None => first,
            };
            if self.info.highlight_lines.len() >= crate::ffi::SWH_HIGHLIGHT_RANGES_MAX {
                return Err(FenceError {
                    message: format!(
                        "more than {} line ranges in {what}",
                        crate::ffi::SWH_HIGHLIGHT_RANGES_MAX
                    ),
                });
            }
            self.info.highlight_lines.push(first..=last);
        }
        Ok(())
    }
}

impl FenceInfo {
    /// Reads a fence's info string (the text after the opening fence characters). A range list or
    /// line number that cannot be read (`{3-}`, `{7-5}`, `{0}`, `{3`, `hl_lines="x"`,
    /// `linenums="a"`) is an error.
    pub fn parse(info: &str) -> Result<FenceInfo, FenceError> {
        Reader { text: info, k: 0, info: FenceInfo::default() }.parse()
    }

    /// Checks the highlighted lines against the block's code (as [`crate::highlight_markdown`]
    /// does): a range reaching past the block's last line (`{9}` on a one-line block) is an
    /// error, as a malformed range is.
    pub fn check_lines(&self, code: &str) -> Result<(), FenceError> {
        let count = line_count(code);
        match self.highlight_lines.iter().find(|r| *r.end() as usize > count) {
            None => Ok(()),
            Some(r) => {
                let written = if r.start() == r.end() {
                    r.start().to_string()
                } else {
                    format!("{}-{}", r.start(), r.end())
                };
                let lines = if count == 1 { "1 line".to_owned() } else { format!("{count} lines") };
                Err(FenceError {
                    message: format!(
                        "highlighted line range {written} is past the end of the block ({lines})"
                    ),
                })
            }
        }
    }

    /// The options to highlight this block with: `base` with a `<pre>` wrapper
    /// ([`Options::set_wrap_pre`]) and the block's own options on top. [`Options`] counts
    /// highlighted lines as displayed (from the first line number), so the block's are shifted by
    /// its first line; lines past 4294967295 are dropped. A title longer than
    /// [`crate::TITLE_MAX`] bytes or holding NUL is [`Error::InvalidOption`].
    pub fn block_options(&self, base: &Options) -> Result<Options, Error> {
        let mut options = base.clone().with_wrap_pre(true);
        if self.diff {
            options.set_diff(true);
        }
        if self.line_numbers {
            options.set_line_numbers(true);
        }
        if let Some(first_line) = self.first_line {
            options.set_first_line(first_line);
        }
        if let Some(title) = &self.title {
            options.set_title(title)?;
        }
        if !self.highlight_lines.is_empty() {
            let shift = options.first_line().max(1) - 1;
            let lines: Vec<RangeInclusive<u32>> = self
                .highlight_lines
                .iter()
                .filter_map(|r| {
                    let first = r.start().checked_add(shift)?;
                    Some(first..=r.end().saturating_add(shift))
                })
                .collect();
            if !lines.is_empty() {
                options.set_highlight_lines(lines)?;
            }
        }
        Ok(options)
    }
}

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
//! The engine reads them (`swh_fence_parse`), so a block renders the same through this module
//! as through the engine's Markdown mode.
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
use std::ptr;

use crate::{ffi, status_str, Error, Options};

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
    /// The info string these options were read from (for [`FenceInfo::check_lines`]).
    info: String,
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

/// Whether an info string names Swift (`swift` or `diff-swift`, any case, as its first word),
/// without reading its options.
pub fn is_swift(info: &str) -> bool {
    match read(info, None) {
        Ok(fence) => fence.is_swift,
        Err((_, is_swift)) => is_swift,
    }
}

/// `swh_fence_parse` of `info` (and `code`, when given): the options, or the engine's sentence
/// and whether the first word names Swift.
fn read(info: &str, code: Option<&str>) -> Result<FenceInfo, (FenceError, bool)> {
    // SAFETY: swh_fence_t is plain data; a zeroed value is what the engine writes on failure.
    let mut out: ffi::swh_fence_t = unsafe { std::mem::zeroed() };
    let mut error = ffi::swh_string_t { data: ptr::null_mut(), len: 0 };
    let (code_ptr, code_len) = code.map_or((ptr::null(), 0), |c| (c.as_ptr(), c.len()));
    // SAFETY: `info` and `code` are valid for their lengths; the out pointers are valid.
    let status =
        unsafe { ffi::swh_fence_parse(info.as_ptr(), info.len(), code_ptr, code_len, &mut out, &mut error) };
    let bytes = info.as_bytes();
    // Offsets the engine returns are inside `info`, at ASCII delimiters (so at char boundaries).
    let text = |start: usize, len: usize| String::from_utf8_lossy(&bytes[start..start + len]).into_owned();
    let is_swift = out.flags & ffi::SWH_FENCE_SWIFT != 0;
    if status != ffi::SWH_OK {
        let message = if error.data.is_null() {
            status_str(status).to_string()
        } else {
            // SAFETY: the engine wrote `len` bytes at `data`; freed right after.
            let m = unsafe { std::slice::from_raw_parts(error.data as *const u8, error.len) };
            let m = String::from_utf8_lossy(m).into_owned();
            unsafe { ffi::swh_string_free(error) };
            m
        };
        return Err((FenceError { message }, is_swift));
    }
    let ranges: Vec<RangeInclusive<u32>> = if out.highlight_lines.is_null() {
        Vec::new()
    } else {
        // SAFETY: the engine allocated `highlight_line_count` ranges; freed below.
        unsafe { std::slice::from_raw_parts(out.highlight_lines, out.highlight_line_count) }
            .iter()
            .map(|r| r.first..=r.last)
            .collect()
    };
    let fence = FenceInfo {
        language: text(out.language_start, out.language_len),
        is_swift,
        diff: out.flags & ffi::SWH_FENCE_DIFF != 0,
        line_numbers: out.flags & ffi::SWH_FENCE_LINE_NUMBERS != 0,
        first_line: (out.first_line != 0).then_some(out.first_line),
        highlight_lines: ranges,
        title: (out.flags & ffi::SWH_FENCE_TITLE != 0).then(|| text(out.title_start, out.title_len)),
        info: info.to_owned(),
    };
    // SAFETY: `out` came from swh_fence_parse and is freed once.
    unsafe { ffi::swh_fence_free(out) };
    Ok(fence)
}

impl FenceInfo {
    /// Reads a fence's info string (the text after the opening fence characters). A range list or
    /// line number that cannot be read (`{3-}`, `{7-5}`, `{0}`, `{3`, `hl_lines="x"`,
    /// `linenums="a"`) is an error.
    pub fn parse(info: &str) -> Result<FenceInfo, FenceError> {
        read(info, None).map_err(|(error, _)| error)
    }

    /// Checks the highlighted lines against the block's code (as [`crate::highlight_markdown`]
    /// does): a range reaching past the block's last line (`{9}` on a one-line block) is an
    /// error, as a malformed range is.
    pub fn check_lines(&self, code: &str) -> Result<(), FenceError> {
        read(&self.info, Some(code)).map(|_| ()).map_err(|(error, _)| error)
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

//! Re-highlighting the Swift code blocks of finished HTML pages, for Rust site generators and
//! Markdown pipelines (pulldown-cmark, comrak, mdBook preprocessors): render the page as usual,
//! then pass it through [`rehighlight_html`].

use std::ptr;

use crate::{check_abi, ffi, EngineString, Error, Options};

/// Why a Swift code block was left as it was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SkipReason {
    /// The page ends inside the block (no end tag).
    Unterminated,
    /// The block holds markup that is not code (a `<p>`, an image, text outside its `<pre>`).
    UnexpectedMarkup,
    /// A named character reference the engine does not know, or one without its `;`.
    UnknownCharacterReference,
    /// The block's text is not valid UTF-8 (under [`crate::InvalidUtf8::Reject`]).
    InvalidUtf8,
    /// Elements nested deeper than the block scanner looks.
    TooDeep,
    /// A reason this crate does not know (a newer engine): the `SWH_SKIP_*` value.
    Unknown(u32),
}

impl SkipReason {
    fn from_raw(raw: u32) -> Option<SkipReason> {
        Some(match raw {
            ffi::SWH_SKIP_NONE => return None,
            ffi::SWH_SKIP_UNTERMINATED => SkipReason::Unterminated,
            ffi::SWH_SKIP_UNEXPECTED_MARKUP => SkipReason::UnexpectedMarkup,
            ffi::SWH_SKIP_UNKNOWN_REFERENCE => SkipReason::UnknownCharacterReference,
            ffi::SWH_SKIP_INVALID_UTF8 => SkipReason::InvalidUtf8,
            ffi::SWH_SKIP_TOO_DEEP => SkipReason::TooDeep,
            other => SkipReason::Unknown(other),
        })
    }
}

/// What [`rehighlight_html_bytes`] found in a page.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct BlockStats {
    /// Swift code blocks recognised and highlighted (`rewritten + unchanged`).
    pub found: usize,
    /// Blocks replaced with different bytes.
    pub rewritten: usize,
    /// Blocks that were already exactly what this call writes (a page highlighted before).
    pub unchanged: usize,
    /// Swift blocks left as they were, because their text could not be recovered for certain.
    pub skipped: usize,
    /// The byte offset of the first skipped block's start tag, and why it was skipped.
    pub first_skipped: Option<(usize, SkipReason)>,
}

/// A page with its Swift code blocks re-highlighted, and what was done.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RehighlightedHtml {
    /// The page: the input's bytes, but for the Swift blocks.
    pub html: Vec<u8>,
    /// What was found.
    pub stats: BlockStats,
}

/// Re-highlights every Swift code block of an HTML page, in the shapes Markdown renderers and
/// site generators write (`<pre><code class="language-swift">` from pulldown-cmark, comrak and
/// mdBook; Hugo/Chroma, Jekyll/Rouge, Pygments, Pandoc, Prism, Shiki, and our own output), and
/// returns the page with only those blocks changed: each becomes
/// `<pre class="swh-code"><code class="language-swift">…</code></pre>` with the options'
/// classes, lines and styles (highlighted lines do not apply). Everything else is copied byte for
/// byte; a second call changes nothing.
///
/// ```
/// let page = "<p>Hi</p>\n<pre><code class=\"language-swift\">let x = 1 &lt; 2\n</code></pre>\n";
/// let out = swift_highlight::rehighlight_html(page, &swift_highlight::Options::default())?;
/// assert!(out.starts_with("<p>Hi</p>\n<pre class=\"swh-code\"><code class=\"language-swift\"><span class=\"swh-keyword\">let</span>"));
/// # Ok::<(), swift_highlight::Error>(())
/// ```
pub fn rehighlight_html(page: &str, options: &Options) -> Result<String, Error> {
    let out = rehighlight_html_bytes(page.as_bytes(), options)?;
    // UTF-8 in, UTF-8 out: bytes outside the blocks are copied, the blocks are the engine's HTML.
    Ok(match String::from_utf8(out.html) {
        Ok(text) => text,
        Err(error) => String::from_utf8_lossy(error.as_bytes()).into_owned(),
    })
}

/// [`rehighlight_html`] for a page that may not be UTF-8 (bytes outside the blocks are copied as
/// they are; a block whose text is not UTF-8 is skipped, or highlighted with U+FFFD under
/// [`crate::InvalidUtf8::Replace`]), with what was found.
pub fn rehighlight_html_bytes(page: &[u8], options: &Options) -> Result<RehighlightedHtml, Error> {
    check_abi()?;
    let raw_options = options.to_ffi();
    let mut out = ffi::swh_string_t { data: ptr::null_mut(), len: 0 };
    let mut raw_stats = ffi::swh_block_stats_t::default();
    // SAFETY: `page` is valid for `len` bytes; the options (and what they point to) live until
    // the call returns; `out` and `raw_stats` are writable.
    let status = unsafe { ffi::swh_rehighlight_html(page.as_ptr(), page.len(), &raw_options, &mut out, &mut raw_stats) };
    let out = EngineString(out);
    if status != ffi::SWH_OK {
        return Err(Error::from_status(status, 0));
    }
    let first_skipped = SkipReason::from_raw(raw_stats.first_skipped_reason).map(|reason| (raw_stats.first_skipped_offset, reason));
    Ok(RehighlightedHtml {
        html: out.as_bytes().to_vec(),
        stats: BlockStats {
            found: raw_stats.found,
            rewritten: raw_stats.rewritten,
            unchanged: raw_stats.unchanged,
            skipped: raw_stats.skipped,
            first_skipped,
        },
    })
}

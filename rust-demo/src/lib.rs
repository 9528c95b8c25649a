//! Safe Rust bindings to **swift-highlight**, a syntax highlighter for Swift source code written
//! in Swift.
//!
//! The Swift engine is compiled from this repository by the crate's build script and linked
//! into your binary together with the static Swift standard library: the result runs on a
//! machine without a Swift toolchain. See the crate's README for the link details and the
//! `dynamic-swift-runtime` feature.
//!
//! ```
//! use swift_highlight::{highlight_html, tokens, Kind, Options};
//!
//! let html = highlight_html("let x = 42", &Options::default())?;
//! assert_eq!(html, r#"<span class="swh-keyword">let</span> x <span class="swh-operator">=</span> <span class="swh-number">42</span>"#);
//!
//! let first = &tokens("let x = 42")?[0];
//! assert_eq!((first.range.clone(), first.kind), (0..3, Kind::Keyword));
//! # Ok::<(), swift_highlight::Error>(())
//! ```
//!
//! # Threads
//!
//! Every function of the engine is reentrant and the engine keeps no global mutable state, so
//! every function here may be called from any number of threads at once. The types are plain
//! owned data and therefore `Send + Sync`: [`Options`] owns its class prefix as a `CString`
//! (nothing borrowed, nothing shared with the engine beyond the duration of a call), and
//! [`Token`], [`Kind`], [`Error`] and [`Version`] are plain values. Buffers returned by the
//! engine never escape this crate: they are copied into Rust values and freed by the engine's
//! own `swh_*_free` functions before a function returns.
//!
//! # Input
//!
//! `&str` input is UTF-8 by construction. The `*_bytes` functions take arbitrary bytes; by
//! default invalid UTF-8 is refused with [`Error::InvalidUtf8`], which carries the byte offset
//! of the first invalid sequence. [`InvalidUtf8::Replace`] highlights anyway, rendering each
//! invalid sequence as U+FFFD. Inputs of 4 GiB or more are refused with [`Error::TooLarge`].

use std::ffi::{CStr, CString};
use std::fmt;
use std::ops::Range;
use std::ptr;
use std::sync::OnceLock;

pub mod ffi;

/// The README's Rust examples, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

/// The ABI version this crate was written against (`SWH_ABI_VERSION`).
pub const ABI_VERSION: u32 = ffi::SWH_ABI_VERSION;

/// The default prefix of every HTML class.
pub const DEFAULT_CLASS_PREFIX: &str = "swh-";

/// The longest class prefix the engine accepts, in bytes.
pub const CLASS_PREFIX_MAX: usize = ffi::SWH_CLASS_PREFIX_MAX;

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

/// Why a call failed: one variant per status code of the C interface.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Error {
    /// `SWH_ERROR_INVALID_ARGUMENT`: a bad option, e.g. a class prefix with characters outside
    /// `[A-Za-z0-9_-]` or longer than [`CLASS_PREFIX_MAX`] bytes.
    InvalidArgument,
    /// `SWH_ERROR_INVALID_UTF8`: the input is not UTF-8; `offset` is the byte offset of the
    /// first invalid sequence.
    InvalidUtf8 {
        /// Byte offset of the first invalid sequence in the input.
        offset: usize,
    },
    /// `SWH_ERROR_TOO_LARGE`: the input is 4 GiB or larger.
    TooLarge,
    /// `SWH_ERROR_OUT_OF_MEMORY`: the engine could not allocate its output.
    OutOfMemory,
    /// The linked engine has another ABI version than this crate was written for.
    AbiMismatch {
        /// What the linked library reports (`swh_abi_version()`).
        library: u32,
        /// What this crate expects ([`ABI_VERSION`]).
        expected: u32,
    },
    /// A status this crate does not know (a newer engine).
    Unknown(i32),
}

impl Error {
    fn from_status(status: ffi::swh_status_t, len: usize) -> Error {
        match status {
            ffi::SWH_ERROR_INVALID_ARGUMENT => Error::InvalidArgument,
            ffi::SWH_ERROR_INVALID_UTF8 => Error::InvalidUtf8 { offset: len },
            ffi::SWH_ERROR_TOO_LARGE => Error::TooLarge,
            ffi::SWH_ERROR_OUT_OF_MEMORY => Error::OutOfMemory,
            other => Error::Unknown(other),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Error::InvalidArgument => f.write_str(
                "invalid argument: the options are not valid (class prefix must be [A-Za-z0-9_-], at most 64 bytes)",
            ),
            Error::InvalidUtf8 { offset } => write!(f, "invalid UTF-8 at byte offset {offset}"),
            Error::TooLarge => f.write_str("input too large: 4 GiB or more"),
            Error::OutOfMemory => f.write_str("the highlighter ran out of memory"),
            Error::AbiMismatch { library, expected } => write!(
                f,
                "the linked swift-highlight library has ABI version {library}, this crate needs {expected}"
            ),
            Error::Unknown(status) => write!(f, "swift-highlight status {status}: {}", status_str(status)),
        }
    }
}

impl std::error::Error for Error {}

/// The engine's own description of a status code ("ok", "invalid UTF-8", …).
pub fn status_str(status: i32) -> &'static str {
    // SAFETY: the function returns a static NUL-terminated string for any value, never NULL.
    unsafe { static_str(ffi::swh_status_str(status)) }
}

/// # Safety
/// `p` is NULL or a NUL-terminated string that lives for the whole program.
unsafe fn static_str(p: *const std::os::raw::c_char) -> &'static str {
    if p.is_null() {
        return "";
    }
    CStr::from_ptr(p).to_str().unwrap_or("")
}

// ---------------------------------------------------------------------------------------------
// Versions
// ---------------------------------------------------------------------------------------------

/// A library version.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Version {
    pub major: u32,
    pub minor: u32,
    pub patch: u32,
}

impl fmt::Display for Version {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}.{}", self.major, self.minor, self.patch)
    }
}

/// The version of the linked engine.
pub fn version() -> Version {
    // SAFETY: no arguments, no preconditions.
    let v = unsafe { ffi::swh_version() };
    Version { major: v >> 16, minor: (v >> 8) & 0xff, patch: v & 0xff }
}

/// The version of the linked engine as a string, e.g. `"0.1.0"`.
pub fn version_string() -> &'static str {
    // SAFETY: a static string, never freed.
    unsafe { static_str(ffi::swh_version_string()) }
}

/// The ABI version of the linked engine; this crate works with [`ABI_VERSION`].
pub fn abi_version() -> u32 {
    // SAFETY: no arguments, no preconditions.
    unsafe { ffi::swh_abi_version() }
}

/// Checked once per process before the first highlighting call.
fn check_abi() -> Result<(), Error> {
    static LIBRARY_ABI: OnceLock<u32> = OnceLock::new();
    let library = *LIBRARY_ABI.get_or_init(abi_version);
    if library == ABI_VERSION {
        Ok(())
    } else {
        Err(Error::AbiMismatch { library, expected: ABI_VERSION })
    }
}

// ---------------------------------------------------------------------------------------------
// Kinds
// ---------------------------------------------------------------------------------------------

/// The kind of a highlighted token, mirroring `SWH_KIND_*` (same values).
///
/// Ten kinds are *categories* (`Plain` through `Preprocessor`); the others refine one of them
/// ([`Kind::category`]). The engine may append kinds in later versions, hence `non_exhaustive`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u32)]
#[non_exhaustive]
pub enum Kind {
    /// Not highlighted. Never appears in token lists.
    Plain = ffi::SWH_KIND_PLAIN,
    /// Keywords, `self`, `true`, `nil`, `_`, …
    Keyword = ffi::SWH_KIND_KEYWORD,
    /// Type names.
    Type = ffi::SWH_KIND_TYPE,
    /// Called and declared function names.
    Function = ffi::SWH_KIND_FUNCTION,
    /// Member names after a dot, implicit members, key-path components, tuple indices.
    Property = ffi::SWH_KIND_PROPERTY,
    /// Numeric literals.
    Number = ffi::SWH_KIND_NUMBER,
    /// String literal text and delimiters.
    String = ffi::SWH_KIND_STRING,
    /// Line and block comments, and a `#!` first line.
    Comment = ffi::SWH_KIND_COMMENT,
    /// `@` and the attribute name.
    Attribute = ffi::SWH_KIND_ATTRIBUTE,
    /// `#if`, `#else`, `#endif`, `#sourceLocation`, `#warning`, `#error` and their conditions.
    Preprocessor = ffi::SWH_KIND_PREPROCESSOR,
    /// Documentation comments. Category: [`Kind::Comment`].
    DocComment = ffi::SWH_KIND_DOC_COMMENT,
    /// Escape sequences in string literals. Category: [`Kind::String`].
    StringEscape = ffi::SWH_KIND_STRING_ESCAPE,
    /// The `\(` and `)` around an interpolation. Category: [`Kind::String`].
    Interpolation = ffi::SWH_KIND_INTERPOLATION,
    /// Regex literals. Category: [`Kind::String`].
    Regex = ffi::SWH_KIND_REGEX,
    /// Operators. Category: [`Kind::Plain`].
    Operator = ffi::SWH_KIND_OPERATOR,
    /// The `#name` of a macro expansion or pound expression. Category: [`Kind::Preprocessor`].
    Macro = ffi::SWH_KIND_MACRO,
}

impl Kind {
    /// Every kind this crate knows, in value order.
    pub const ALL: [Kind; 16] = [
        Kind::Plain,
        Kind::Keyword,
        Kind::Type,
        Kind::Function,
        Kind::Property,
        Kind::Number,
        Kind::String,
        Kind::Comment,
        Kind::Attribute,
        Kind::Preprocessor,
        Kind::DocComment,
        Kind::StringEscape,
        Kind::Interpolation,
        Kind::Regex,
        Kind::Operator,
        Kind::Macro,
    ];

    /// The kind with C value `raw`, if this crate knows it.
    pub const fn from_raw(raw: u32) -> Option<Kind> {
        if (raw as usize) < Kind::ALL.len() {
            Some(Kind::ALL[raw as usize])
        } else {
            None
        }
    }

    /// The C value (`SWH_KIND_*`).
    pub const fn raw(self) -> u32 {
        self as u32
    }

    /// The kind's name, which is also its HTML class suffix: `"keyword"`, `"doc-comment"`, …
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Plain => "plain",
            Kind::Keyword => "keyword",
            Kind::Type => "type",
            Kind::Function => "function",
            Kind::Property => "property",
            Kind::Number => "number",
            Kind::String => "string",
            Kind::Comment => "comment",
            Kind::Attribute => "attribute",
            Kind::Preprocessor => "preprocessor",
            Kind::DocComment => "doc-comment",
            Kind::StringEscape => "string-escape",
            Kind::Interpolation => "interpolation",
            Kind::Regex => "regex",
            Kind::Operator => "operator",
            Kind::Macro => "macro",
        }
    }

    /// The highlighting category of the kind: one of the ten kinds `Plain` ..= `Preprocessor`.
    pub const fn category(self) -> Kind {
        match self {
            Kind::DocComment => Kind::Comment,
            Kind::StringEscape | Kind::Interpolation | Kind::Regex => Kind::String,
            Kind::Operator => Kind::Plain,
            Kind::Macro => Kind::Preprocessor,
            other => other,
        }
    }

    /// The HTML class the engine gives this kind with `prefix`, e.g. `"swh-keyword"`.
    pub fn class(self, prefix: &str) -> String {
        format!("{prefix}{}", self.name())
    }

    /// A kind from the engine: known kinds map to themselves, kinds appended by a newer engine
    /// to their category (which the engine reports and which is always a known kind).
    fn from_engine(raw: u32) -> Kind {
        Kind::from_raw(raw).unwrap_or_else(|| {
            // SAFETY: a pure function of its argument.
            let category = unsafe { ffi::swh_kind_category(raw) };
            Kind::from_raw(category).unwrap_or(Kind::Plain)
        })
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One highlighted token: the source bytes `range` have kind `kind` (never [`Kind::Plain`]).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Token {
    /// Byte offsets into the source.
    pub range: Range<usize>,
    pub kind: Kind,
}

// ---------------------------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------------------------

/// What to do with input that is not UTF-8 (only the `*_bytes` functions can see any).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum InvalidUtf8 {
    /// Fail with [`Error::InvalidUtf8`] (the default).
    #[default]
    Reject,
    /// Highlight anyway; each maximal invalid sequence is rendered as U+FFFD in HTML.
    Replace,
}

/// Options of a highlighting call: class prefix, invalid-UTF-8 policy, `<pre>` wrapping.
///
/// ```
/// use swift_highlight::{InvalidUtf8, Options};
/// let options = Options::new()
///     .with_class_prefix("hl-")?
///     .with_invalid_utf8(InvalidUtf8::Replace)
///     .with_wrap_pre(true);
/// assert_eq!(options.class_prefix(), "hl-");
/// # Ok::<(), swift_highlight::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Options {
    /// None: the engine's default, "swh-".
    class_prefix: Option<CString>,
    invalid_utf8: InvalidUtf8,
    wrap_pre: bool,
}

impl Options {
    /// The defaults: prefix `"swh-"`, invalid UTF-8 rejected, no `<pre>` wrapper.
    pub fn new() -> Options {
        Options::default()
    }

    /// Sets the prefix of every HTML class (a token of kind `k` gets class `PREFIX{k.name()}`).
    /// The prefix must consist of `[A-Za-z0-9_-]` and be at most [`CLASS_PREFIX_MAX`] bytes;
    /// otherwise [`Error::InvalidArgument`] and the options are unchanged.
    pub fn set_class_prefix(&mut self, prefix: &str) -> Result<&mut Options, Error> {
        let valid = prefix.len() <= CLASS_PREFIX_MAX
            && prefix.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-');
        if !valid {
            return Err(Error::InvalidArgument);
        }
        // No NUL: checked above.
        self.class_prefix = Some(CString::new(prefix).map_err(|_| Error::InvalidArgument)?);
        Ok(self)
    }

    /// Sets the policy for invalid UTF-8.
    pub fn set_invalid_utf8(&mut self, policy: InvalidUtf8) -> &mut Options {
        self.invalid_utf8 = policy;
        self
    }

    /// Wraps the HTML in `<pre class="PREFIXcode"><code>` … `</code></pre>` (`SWH_FLAG_WRAP_PRE`).
    pub fn set_wrap_pre(&mut self, wrap: bool) -> &mut Options {
        self.wrap_pre = wrap;
        self
    }

    /// [`Options::set_class_prefix`], by value.
    pub fn with_class_prefix(mut self, prefix: &str) -> Result<Options, Error> {
        self.set_class_prefix(prefix)?;
        Ok(self)
    }

    /// [`Options::set_invalid_utf8`], by value.
    pub fn with_invalid_utf8(mut self, policy: InvalidUtf8) -> Options {
        self.set_invalid_utf8(policy);
        self
    }

    /// [`Options::set_wrap_pre`], by value.
    pub fn with_wrap_pre(mut self, wrap: bool) -> Options {
        self.set_wrap_pre(wrap);
        self
    }

    /// The class prefix in effect.
    pub fn class_prefix(&self) -> &str {
        match &self.class_prefix {
            Some(prefix) => prefix.to_str().unwrap_or(DEFAULT_CLASS_PREFIX),
            None => DEFAULT_CLASS_PREFIX,
        }
    }

    /// The invalid-UTF-8 policy in effect.
    pub fn invalid_utf8(&self) -> InvalidUtf8 {
        self.invalid_utf8
    }

    /// Whether the HTML is wrapped in `<pre><code>`.
    pub fn wrap_pre(&self) -> bool {
        self.wrap_pre
    }

    /// The C struct for one call. It borrows `self` (the class prefix pointer), so it must not
    /// outlive it; the engine reads it during the call only.
    pub fn to_ffi(&self) -> ffi::swh_options_t {
        let mut raw =
            ffi::swh_options_t { struct_size: 0, class_prefix: ptr::null(), invalid_utf8: 0, flags: 0 };
        // SAFETY: `raw` is a valid, writable swh_options_t.
        unsafe { ffi::swh_options_init(&mut raw) };
        if let Some(prefix) = &self.class_prefix {
            raw.class_prefix = prefix.as_ptr();
        }
        raw.invalid_utf8 = match self.invalid_utf8 {
            InvalidUtf8::Reject => ffi::SWH_UTF8_REJECT,
            InvalidUtf8::Replace => ffi::SWH_UTF8_REPLACE,
        };
        if self.wrap_pre {
            raw.flags |= ffi::SWH_FLAG_WRAP_PRE;
        }
        raw
    }
}

// ---------------------------------------------------------------------------------------------
// Buffers owned by the engine
// ---------------------------------------------------------------------------------------------

/// A `swh_string_t` from the engine, freed with `swh_string_free` when dropped.
struct EngineString(ffi::swh_string_t);

impl EngineString {
    fn as_bytes(&self) -> &[u8] {
        if self.0.data.is_null() || self.0.len == 0 {
            return &[];
        }
        // SAFETY: on success the engine hands over `len` initialised bytes at `data`, valid until
        // swh_string_free, which only Drop calls.
        unsafe { std::slice::from_raw_parts(self.0.data as *const u8, self.0.len) }
    }
}

impl Drop for EngineString {
    fn drop(&mut self) {
        // SAFETY: the value came from the engine (or is zeroed); freed exactly once, here.
        unsafe { ffi::swh_string_free(self.0) }
    }
}

/// A `swh_tokens_t` from the engine, freed with `swh_tokens_free` when dropped.
struct EngineTokens(ffi::swh_tokens_t);

impl EngineTokens {
    fn as_slice(&self) -> &[ffi::swh_token_t] {
        if self.0.data.is_null() || self.0.len == 0 {
            return &[];
        }
        // SAFETY: as for EngineString: `len` tokens at `data` until swh_tokens_free.
        unsafe { std::slice::from_raw_parts(self.0.data, self.0.len) }
    }
}

impl Drop for EngineTokens {
    fn drop(&mut self) {
        // SAFETY: the value came from the engine (or is zeroed); freed exactly once, here.
        unsafe { ffi::swh_tokens_free(self.0) }
    }
}

// ---------------------------------------------------------------------------------------------
// Highlighting
// ---------------------------------------------------------------------------------------------

/// Highlights Swift source to HTML: every token becomes `<span class="PREFIXkind">…</span>`,
/// plain text stays unwrapped, and `<`, `>`, `&`, `"`, `'` are escaped everywhere.
pub fn highlight_html(source: &str, options: &Options) -> Result<String, Error> {
    highlight_html_bytes(source.as_bytes(), options)
}

/// [`highlight_html`] for bytes that may not be UTF-8: with the default policy, invalid UTF-8 is
/// [`Error::InvalidUtf8`] with the offset of the first bad sequence.
pub fn highlight_html_bytes(source: &[u8], options: &Options) -> Result<String, Error> {
    check_abi()?;
    let raw_options = options.to_ffi();
    let mut out = ffi::swh_string_t { data: ptr::null_mut(), len: 0 };
    // SAFETY: `source` is valid for `len` bytes; the options (and the prefix they point to)
    // live until the call returns; `out` is writable.
    let status = unsafe { ffi::swh_highlight_html(source.as_ptr(), source.len(), &raw_options, &mut out) };
    let out = EngineString(out);
    if status != ffi::SWH_OK {
        return Err(Error::from_status(status, out.0.len));
    }
    let bytes = out.as_bytes();
    // The engine's HTML is UTF-8 (escaped UTF-8 input, or U+FFFD for invalid sequences); should
    // it ever not be, degrade rather than fail.
    Ok(match std::str::from_utf8(bytes) {
        Ok(html) => html.to_owned(),
        Err(_) => String::from_utf8_lossy(bytes).into_owned(),
    })
}

/// Splits Swift source into highlighted tokens, sorted and non-overlapping, with byte ranges
/// into `source`. Bytes no token covers are plain.
pub fn tokens(source: &str) -> Result<Vec<Token>, Error> {
    tokens_with_options(source.as_bytes(), &Options::default())
}

/// [`tokens`] for bytes that may not be UTF-8: invalid UTF-8 is [`Error::InvalidUtf8`] with the
/// offset of the first bad sequence.
pub fn tokens_bytes(source: &[u8]) -> Result<Vec<Token>, Error> {
    tokens_with_options(source, &Options::default())
}

/// [`tokens_bytes`] with options; only the invalid-UTF-8 policy matters here. With
/// [`InvalidUtf8::Replace`] the ranges still refer to the original bytes and invalid sequences
/// are left plain.
pub fn tokens_with_options(source: &[u8], options: &Options) -> Result<Vec<Token>, Error> {
    check_abi()?;
    let raw_options = options.to_ffi();
    let mut out = ffi::swh_tokens_t { data: ptr::null_mut(), len: 0 };
    // SAFETY: as in highlight_html_bytes.
    let status = unsafe { ffi::swh_tokenize(source.as_ptr(), source.len(), &raw_options, &mut out) };
    let out = EngineTokens(out);
    if status != ffi::SWH_OK {
        return Err(Error::from_status(status, out.0.len));
    }
    Ok(out
        .as_slice()
        .iter()
        .map(|t| {
            let start = t.start as usize;
            Token { range: start..start + t.len as usize, kind: Kind::from_engine(t.kind) }
        })
        .collect())
}

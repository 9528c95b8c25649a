//! Safe Rust bindings to **swift-highlight**, a syntax highlighter for Swift source code written
//! in Swift.
//!
//! The crate's build script compiles the Swift engine from this repository with the Swift
//! toolchain on `PATH` and links it into your binary. On Linux it is compiled as **Embedded
//! Swift** by default: no Swift runtime is linked at all, nothing of Swift runs before `main`,
//! and the binary needs only the C library, so it runs on a machine without a Swift toolchain
//! ([`ENGINE_BUILD`] is `"embedded"`). Elsewhere, or with `SWIFT_HIGHLIGHT_ENGINE=runtime`, the
//! engine is linked with the Swift runtime, statically unless the `dynamic-swift-runtime`
//! feature asks for the shared libraries. See the crate's README ("How linking works").
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
//! owned data and therefore `Send + Sync`: [`Options`] owns its class prefix as a `CString` and
//! its highlighted lines as a `Vec` (nothing borrowed, nothing shared with the engine beyond
//! the duration of a call), and
//! [`Token`], [`Kind`], [`Error`] and [`Version`] are plain values. Buffers returned by the
//! engine never escape this crate: they are copied into Rust values and freed by the engine's
//! own `swh_*_free` functions before a function returns.
//!
//! # Streaming
//!
//! [`for_each_token`] hands each token to a closure as the engine finds it, without collecting
//! them, and stops when the closure returns [`ControlFlow::Break`]:
//!
//! ```
//! use std::ops::ControlFlow;
//! use swift_highlight::{for_each_token, Kind, Options};
//!
//! let source = "let a = 1 // one\nlet b = 2";
//! let mut first_comment = None;
//! for_each_token(source.as_bytes(), &Options::default(), |token| {
//!     if token.kind == Kind::Comment {
//!         first_comment = Some(&source[token.range]);
//!         return ControlFlow::Break(());
//!     }
//!     ControlFlow::Continue(())
//! })?;
//! assert_eq!(first_comment, Some("// one"));
//! # Ok::<(), swift_highlight::Error>(())
//! ```
//!
//! # Input
//!
//! `&str` input is UTF-8 by construction. The `*_bytes` functions take arbitrary bytes; by
//! default invalid UTF-8 is refused with [`Error::InvalidUtf8`], which carries the byte offset
//! of the first invalid sequence. [`InvalidUtf8::Replace`] highlights anyway, rendering each
//! invalid sequence as U+FFFD. Inputs of 4 GiB or more are refused with [`Error::TooLarge`].

#![deny(missing_docs)]

use std::ffi::{CStr, CString};
use std::fmt;
use std::ops::{ControlFlow, Range, RangeInclusive};
use std::os::raw::{c_int, c_void};
use std::panic::{catch_unwind, resume_unwind, AssertUnwindSafe};
use std::ptr;
use std::sync::OnceLock;

pub mod fence;
pub mod ffi;
mod site;
pub use site::{rehighlight_html, rehighlight_html_bytes, BlockStats, RehighlightedHtml, SkipReason};

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

/// The longest dark selector the engine accepts, in bytes ([`Options::set_dark_selector`]).
pub const DARK_SELECTOR_MAX: usize = ffi::SWH_DARK_SELECTOR_MAX;

/// The longest title the engine accepts, in bytes ([`Options::set_title`]).
pub const TITLE_MAX: usize = ffi::SWH_TITLE_MAX;

/// How the build script built the Swift engine into this crate: `"embedded"` (compiled as
/// Embedded Swift: no Swift runtime is linked, nothing runs before `main`), `"runtime"` (linked
/// with the Swift runtime), `"system"` (an installed library was linked, found with pkg-config or
/// `SWIFT_HIGHLIGHT_LIB_DIR`), or `"none"` (documentation builds, which link nothing). See the
/// README, "How linking works".
pub const ENGINE_BUILD: &str = env!("SWIFT_HIGHLIGHT_ENGINE_BUILD");

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

/// Why a call failed: one variant per status code of the C interface.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Error {
    /// `SWH_ERROR_INVALID_ARGUMENT`: the engine refused the arguments of a call. The option
    /// setters check every value with the engine first ([`Error::InvalidOption`]), so a call
    /// with [`Options`] built by them does not fail this way.
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
    /// `SWH_ERROR_FENCE`: in [`highlight_markdown`], a Swift code block's info string has a
    /// malformed option (a line range such as `{3-}` or `{7-5}`, `hl_lines="x"`, a bad
    /// `linenums`) or highlights a line past the block's last line (`{9}` on a one-line block);
    /// `line` is the line (from 1) of that block's opening fence.
    Fence {
        /// The line of the block's opening fence, from 1.
        line: usize,
    },
    /// The linked engine has another ABI version than this crate was written for.
    AbiMismatch {
        /// What the linked library reports (`swh_abi_version()`).
        library: u32,
        /// What this crate expects ([`ABI_VERSION`]).
        expected: u32,
    },
    /// A status this crate does not know (a newer engine).
    Unknown(i32),
    /// An option value the engine refuses (a class prefix outside `[A-Za-z0-9_-]`, a dark
    /// selector with `{`, a title over [`TITLE_MAX`] bytes, a reversed line range, …), or a text
    /// option holding a NUL byte; `message` is the engine's sentence naming the rule
    /// (`swh_options_check`). The setters return it and leave the options unchanged.
    InvalidOption {
        /// The rule the value breaks, as the engine (or, for a NUL byte, this crate) words it.
        message: &'static str,
    },
}

impl Error {
    fn from_status(status: ffi::swh_status_t, len: usize) -> Error {
        match status {
            ffi::SWH_ERROR_INVALID_ARGUMENT => Error::InvalidArgument,
            ffi::SWH_ERROR_INVALID_UTF8 => Error::InvalidUtf8 { offset: len },
            ffi::SWH_ERROR_TOO_LARGE => Error::TooLarge,
            ffi::SWH_ERROR_OUT_OF_MEMORY => Error::OutOfMemory,
            ffi::SWH_ERROR_FENCE => Error::Fence { line: len },
            other => Error::Unknown(other),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Error::InvalidArgument => f.write_str("invalid argument: the options are not valid"),
            Error::InvalidOption { message } => write!(f, "invalid option: {message}"),
            Error::InvalidUtf8 { offset } => write!(f, "invalid UTF-8 at byte offset {offset}"),
            Error::TooLarge => f.write_str("input too large: 4 GiB or more"),
            Error::OutOfMemory => f.write_str("the highlighter ran out of memory"),
            Error::Fence { line } => write!(
                f,
                "malformed options in the info string of the Swift code block at line {line} \
                 (a line range such as {{3-}} or {{7-5}}, or a bad line number)"
            ),
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

/// `text` as a C string; a NUL byte inside is [`Error::InvalidOption`] with `message`.
fn c_string(text: &str, message: &'static str) -> Result<CString, Error> {
    CString::new(text).map_err(|_| Error::InvalidOption { message })
}

/// Whether the engine accepts the default options with `set` applied: the option rules live in
/// the engine, and `swh_options_check` words the one a value breaks.
fn engine_check(set: impl FnOnce(&mut ffi::swh_options_t)) -> Result<(), Error> {
    let mut raw = Options::new().to_ffi();
    set(&mut raw);
    // SAFETY: `raw` is a valid options struct; what its pointers point at outlives this call.
    let message = unsafe { ffi::swh_options_check(&raw) };
    if message.is_null() {
        Ok(())
    } else {
        // SAFETY: a static NUL-terminated string.
        Err(Error::InvalidOption { message: unsafe { static_str(message) } })
    }
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
    /// Incompatible API changes.
    pub major: u32,
    /// Additions.
    pub minor: u32,
    /// Fixes.
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

/// The version of the linked engine as a string, e.g. `"0.2.0"`.
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
    // Xcode's finer kinds, only with [`Options::set_xcode_kinds`]; each refines [`Kind::parent`].
    /// A type's name where it is declared. Refines [`Kind::Type`].
    TypeDeclaration = ffi::SWH_KIND_TYPE_DECLARATION,
    /// A function's name where it is declared. Refines [`Kind::Function`].
    FunctionDeclaration = ffi::SWH_KIND_FUNCTION_DECLARATION,
    /// Another declared name (variable, property, enum case). Refines [`Kind::Plain`].
    OtherDeclaration = ffi::SWH_KIND_OTHER_DECLARATION,
    /// A documentation comment's markup keyword. Refines [`Kind::DocComment`].
    DocKeyword = ffi::SWH_KIND_DOC_KEYWORD,
    /// A `MARK:`, `TODO:` or `FIXME:` comment. Refines [`Kind::Comment`].
    Mark = ffi::SWH_KIND_MARK,
    /// A URL in a comment. Refines [`Kind::Comment`].
    Url = ffi::SWH_KIND_URL,
    /// A type name the project does not declare. Refines [`Kind::Type`].
    SystemType = ffi::SWH_KIND_SYSTEM_TYPE,
    /// A class name of the project. Refines [`Kind::Type`].
    Class = ffi::SWH_KIND_CLASS,
    /// A class name of the system. Refines [`Kind::SystemType`].
    SystemClass = ffi::SWH_KIND_SYSTEM_CLASS,
    /// A function name the project does not declare. Refines [`Kind::Function`].
    SystemFunction = ffi::SWH_KIND_SYSTEM_FUNCTION,
    /// A property name the project does not declare. Refines [`Kind::Property`].
    SystemProperty = ffi::SWH_KIND_SYSTEM_PROPERTY,
    /// An enum case of the project. Refines [`Kind::Property`].
    Constant = ffi::SWH_KIND_CONSTANT,
    /// An enum case of the system. Refines [`Kind::Constant`].
    SystemConstant = ffi::SWH_KIND_SYSTEM_CONSTANT,
    /// A macro the project does not declare. Refines [`Kind::Macro`].
    SystemMacro = ffi::SWH_KIND_SYSTEM_MACRO,
    /// A property or global variable of the project used without a base, not shadowed by a
    /// local or parameter. Refines [`Kind::Plain`].
    Variable = ffi::SWH_KIND_VARIABLE,
}

impl Kind {
    /// Every kind this crate knows, in value order.
    pub const ALL: [Kind; 31] = [
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
        Kind::TypeDeclaration,
        Kind::FunctionDeclaration,
        Kind::OtherDeclaration,
        Kind::DocKeyword,
        Kind::Mark,
        Kind::Url,
        Kind::SystemType,
        Kind::Class,
        Kind::SystemClass,
        Kind::SystemFunction,
        Kind::SystemProperty,
        Kind::Constant,
        Kind::SystemConstant,
        Kind::SystemMacro,
        Kind::Variable,
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
            Kind::TypeDeclaration => "type-declaration",
            Kind::FunctionDeclaration => "function-declaration",
            Kind::OtherDeclaration => "other-declaration",
            Kind::DocKeyword => "doc-keyword",
            Kind::Mark => "mark-comment",
            Kind::Url => "url",
            Kind::SystemType => "system-type",
            Kind::Class => "class",
            Kind::SystemClass => "system-class",
            Kind::SystemFunction => "system-function",
            Kind::SystemProperty => "system-property",
            Kind::Constant => "constant",
            Kind::SystemConstant => "system-constant",
            Kind::SystemMacro => "system-macro",
            Kind::Variable => "variable",
        }
    }

    /// The kind this one refines (itself for the ten categories): `SystemClass` gives
    /// `SystemType`, which gives `Type`.
    pub const fn parent(self) -> Kind {
        match self {
            Kind::DocComment | Kind::Mark | Kind::Url => Kind::Comment,
            Kind::StringEscape | Kind::Interpolation | Kind::Regex => Kind::String,
            Kind::Operator | Kind::OtherDeclaration | Kind::Variable => Kind::Plain,
            Kind::Macro => Kind::Preprocessor,
            Kind::TypeDeclaration | Kind::SystemType | Kind::Class => Kind::Type,
            Kind::SystemClass => Kind::SystemType,
            Kind::FunctionDeclaration | Kind::SystemFunction => Kind::Function,
            Kind::SystemProperty | Kind::Constant => Kind::Property,
            Kind::SystemConstant => Kind::Constant,
            Kind::SystemMacro => Kind::Macro,
            Kind::DocKeyword => Kind::DocComment,
            other => other,
        }
    }

    /// The highlighting category of the kind: one of the ten kinds `Plain` ..= `Preprocessor`.
    pub const fn category(self) -> Kind {
        let parent = self.parent();
        if parent as u32 == self as u32 {
            self
        } else {
            parent.category()
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
    /// What the bytes are.
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

/// Which class names tokens get in HTML (`SWH_SCHEME_*`); see the header for each scheme's
/// names and how it uses the class prefix.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[repr(u32)]
#[non_exhaustive]
pub enum Scheme {
    /// This library's kind names with the prefix: `swh-keyword`, `swh-doc-comment` (default).
    #[default]
    Native = ffi::SWH_SCHEME_NATIVE,
    /// Splash's token types (`keyword`, `call`, `dotAccess`, …).
    Splash = ffi::SWH_SCHEME_SPLASH,
    /// highlight.js scopes (`hljs-keyword`, `hljs-title function_`, …).
    Hljs = ffi::SWH_SCHEME_HLJS,
    /// Pygments short classes (`k`, `nf`, `s`, …) under `<pre class="highlight">`.
    Pygments = ffi::SWH_SCHEME_PYGMENTS,
    /// tree-sitter highlight names, dots as spaces (`string escape`, `function macro`, …).
    TreeSitter = ffi::SWH_SCHEME_TREESITTER,
    /// Prism's classes (`token keyword`, `token class-name`, …), with `language-swift` on
    /// `<pre>` and `<code>`, so that a stock Prism theme colours the whole block.
    Prism = ffi::SWH_SCHEME_PRISM,
}

impl Scheme {
    /// Every scheme this crate knows, in value order.
    pub const ALL: [Scheme; 6] =
        [Scheme::Native, Scheme::Splash, Scheme::Hljs, Scheme::Pygments, Scheme::TreeSitter, Scheme::Prism];

    /// The engine's name of the scheme: `"native"`, `"splash"`, `"hljs"`, `"pygments"`,
    /// `"treesitter"`, `"prism"`.
    pub const fn name(self) -> &'static str {
        match self {
            Scheme::Native => "native",
            Scheme::Splash => "splash",
            Scheme::Hljs => "hljs",
            Scheme::Pygments => "pygments",
            Scheme::TreeSitter => "treesitter",
            Scheme::Prism => "prism",
        }
    }

    /// The scheme with that name.
    pub fn from_name(name: &str) -> Option<Scheme> {
        Scheme::ALL.into_iter().find(|s| s.name() == name)
    }

    /// The C value (`SWH_SCHEME_*`).
    pub const fn raw(self) -> u32 {
        self as u32
    }
}

/// Colours for inline styles, [`css`] and [`highlight_ansi`] (`SWH_THEME_*`). A pair theme is a
/// light and a dark theme: CSS gets both (the dark one under `prefers-color-scheme: dark`),
/// inline styles the light one, terminals the dark one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[repr(u32)]
#[non_exhaustive]
pub enum Theme {
    /// Xcode-like light and dark pair (default).
    #[default]
    Xcode = ffi::SWH_THEME_XCODE,
    /// The light member of [`Theme::Xcode`].
    XcodeLight = ffi::SWH_THEME_XCODE_LIGHT,
    /// The dark member of [`Theme::Xcode`].
    XcodeDark = ffi::SWH_THEME_XCODE_DARK,
    /// High-contrast pair: every token colour at least 7:1 against its background.
    HighContrast = ffi::SWH_THEME_HIGH_CONTRAST,
    /// The light member of [`Theme::HighContrast`].
    HighContrastLight = ffi::SWH_THEME_HIGH_CONTRAST_LIGHT,
    /// The dark member of [`Theme::HighContrast`].
    HighContrastDark = ffi::SWH_THEME_HIGH_CONTRAST_DARK,
}

impl Theme {
    /// Every theme this crate knows, in value order.
    pub const ALL: [Theme; 6] = [
        Theme::Xcode,
        Theme::XcodeLight,
        Theme::XcodeDark,
        Theme::HighContrast,
        Theme::HighContrastLight,
        Theme::HighContrastDark,
    ];

    /// The engine's name of the theme: `"xcode"`, `"xcode-light"`, …, `"high-contrast-dark"`.
    pub const fn name(self) -> &'static str {
        match self {
            Theme::Xcode => "xcode",
            Theme::XcodeLight => "xcode-light",
            Theme::XcodeDark => "xcode-dark",
            Theme::HighContrast => "high-contrast",
            Theme::HighContrastLight => "high-contrast-light",
            Theme::HighContrastDark => "high-contrast-dark",
        }
    }

    /// The theme with that name.
    pub fn from_name(name: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.name() == name)
    }

    /// The C value (`SWH_THEME_*`).
    pub const fn raw(self) -> u32 {
        self as u32
    }
}

/// Options of a call, mirroring `swh_options_t`: class scheme and prefix, theme, invalid-UTF-8
/// policy, flags (wrapper, lines, line numbers, inline styles, …), first line number and
/// highlighted lines. `Options::default()` is the engine's defaults.
///
/// ```
/// use swift_highlight::{InvalidUtf8, Options, Scheme};
/// let options = Options::new()
///     .with_class_prefix("hl-")?
///     .with_scheme(Scheme::Native)
///     .with_invalid_utf8(InvalidUtf8::Replace)
///     .with_wrap_pre(true)
///     .with_line_numbers(true)
///     .with_highlight_lines([3..=4, 9..=9])?;
/// assert_eq!(options.class_prefix(), Some("hl-"));
/// # Ok::<(), swift_highlight::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Options {
    /// None: the scheme's default prefix.
    class_prefix: Option<CString>,
    invalid_utf8: InvalidUtf8,
    flags: u32,
    scheme: Scheme,
    theme: Theme,
    highlight_lines: Vec<ffi::swh_line_range_t>,
    first_line: u32,
    dark_selector: Option<CString>,
    title: Option<CString>,
    /// Project names for Xcode's finer kinds: a symbol graph's JSON or a list of names.
    project_names: Vec<u8>,
    /// System names with their roles, in the same formats.
    system_names: Vec<u8>,
    theme_file: Option<XcodeTheme>,
}

macro_rules! flag_option {
    ($(#[$doc:meta])* $flag:ident, $set:ident, $with:ident, $get:ident) => {
        $(#[$doc])*
        pub fn $set(&mut self, on: bool) -> &mut Options {
            if on {
                self.flags |= ffi::$flag;
            } else {
                self.flags &= !ffi::$flag;
            }
            self
        }

        #[doc = concat!("[`Options::", stringify!($set), "`], by value.")]
        pub fn $with(mut self, on: bool) -> Options {
            self.$set(on);
            self
        }

        #[doc = concat!("Whether `", stringify!($flag), "` is set.")]
        pub fn $get(&self) -> bool {
            self.flags & ffi::$flag != 0
        }
    };
}

impl Options {
    /// The defaults: native scheme, prefix `"swh-"`, Xcode theme, invalid UTF-8 rejected, no
    /// flags, lines numbered from 1, no highlighted lines.
    pub fn new() -> Options {
        Options::default()
    }

    /// Sets the class prefix (for the native scheme, a token of kind `k` gets the class
    /// `PREFIX{k.name()}`). It must consist of `[A-Za-z0-9_-]` (it may be empty) and be at most
    /// [`CLASS_PREFIX_MAX`] bytes; otherwise [`Error::InvalidOption`] and the options are
    /// unchanged.
    pub fn set_class_prefix(&mut self, prefix: &str) -> Result<&mut Options, Error> {
        let prefix = c_string(prefix, "class_prefix must not hold a NUL byte")?;
        engine_check(|o| o.class_prefix = prefix.as_ptr())?;
        self.class_prefix = Some(prefix);
        Ok(self)
    }

    /// Goes back to the scheme's default prefix ("swh-" for native, "hljs-" for hljs, none for
    /// the others).
    pub fn clear_class_prefix(&mut self) -> &mut Options {
        self.class_prefix = None;
        self
    }

    /// Sets the policy for invalid UTF-8.
    pub fn set_invalid_utf8(&mut self, policy: InvalidUtf8) -> &mut Options {
        self.invalid_utf8 = policy;
        self
    }

    /// Sets the class scheme.
    pub fn set_scheme(&mut self, scheme: Scheme) -> &mut Options {
        self.scheme = scheme;
        self
    }

    /// Sets the colour theme (inline styles, [`css`], [`highlight_ansi`]).
    pub fn set_theme(&mut self, theme: Theme) -> &mut Options {
        self.theme = theme;
        self
    }

    /// Sets the number of the first line (line elements and highlighted-line ranges count from
    /// it); 0 means 1, as in C.
    pub fn set_first_line(&mut self, first_line: u32) -> &mut Options {
        self.first_line = first_line;
        self
    }

    /// Lines (inclusive ranges of displayed line numbers) whose line elements also get the class
    /// `PREFIXhl`; any non-empty list implies line elements. A range with `start > end` or more
    /// than [`ffi::SWH_HIGHLIGHT_RANGES_MAX`] ranges is [`Error::InvalidOption`], and the options are unchanged.
    pub fn set_highlight_lines<I>(&mut self, ranges: I) -> Result<&mut Options, Error>
    where
        I: IntoIterator<Item = RangeInclusive<u32>>,
    {
        let lines: Vec<ffi::swh_line_range_t> = ranges
            .into_iter()
            .map(|range| ffi::swh_line_range_t { first: *range.start(), last: *range.end() })
            .collect();
        if !lines.is_empty() {
            engine_check(|o| {
                o.highlight_lines = lines.as_ptr();
                o.highlight_line_count = lines.len();
            })?;
        }
        self.highlight_lines = lines;
        Ok(self)
    }

    /// Wraps the HTML in `<pre class="PREFIXcode"><code class="language-swift">` …
    /// `</code></pre>` (`SWH_FLAG_WRAP_PRE` with `SWH_FLAG_LANGUAGE_CLASS`), as the command
    /// line's `--pre`, Python's `pre=True` and JavaScript's `pre: true` do. Turning it on or off
    /// sets the language class with it; [`Options::set_language_class`] afterwards changes that
    /// alone (`false` gives a bare `<code>`).
    pub fn set_wrap_pre(&mut self, on: bool) -> &mut Options {
        let both = ffi::SWH_FLAG_WRAP_PRE | ffi::SWH_FLAG_LANGUAGE_CLASS;
        if on {
            self.flags |= both;
        } else {
            self.flags &= !both;
        }
        self
    }

    /// [`Options::set_wrap_pre`], by value.
    pub fn with_wrap_pre(mut self, on: bool) -> Options {
        self.set_wrap_pre(on);
        self
    }

    /// Whether `SWH_FLAG_WRAP_PRE` is set.
    pub fn wrap_pre(&self) -> bool {
        self.flags & ffi::SWH_FLAG_WRAP_PRE != 0
    }
    flag_option!(
        /// Wraps each line in `<span class="PREFIXline" data-line="N">` (`SWH_FLAG_LINES`).
        SWH_FLAG_LINES, set_lines, with_lines, lines
    );
    flag_option!(
        /// Starts each line element with its number (`SWH_FLAG_LINE_NUMBERS`; implies lines).
        SWH_FLAG_LINE_NUMBERS, set_line_numbers, with_line_numbers, line_numbers
    );
    flag_option!(
        /// Gives tokens `style="…"` attributes with the theme's colours instead of classes
        /// (`SWH_FLAG_INLINE_STYLES`; for feeds and e-mail).
        SWH_FLAG_INLINE_STYLES, set_inline_styles, with_inline_styles, inline_styles
    );
    flag_option!(
        /// [`highlight_ansi`] only: 16-colour escape codes instead of 24-bit colours (`SWH_FLAG_ANSI_16`).
        SWH_FLAG_ANSI_16, set_ansi_16, with_ansi_16, ansi_16
    );
    flag_option!(
        /// With the wrapper: `<code class="language-swift">` (`SWH_FLAG_LANGUAGE_CLASS`).
        SWH_FLAG_LANGUAGE_CLASS, set_language_class, with_language_class, language_class
    );
    flag_option!(
        /// The source is a diff (`SWH_FLAG_DIFF`): each line starts with `+` (added), `-`
        /// (removed) or a space (context), and that character is taken out; the old side and the
        /// new side are each highlighted as the Swift they are. HTML lines get `PREFIXadd` /
        /// `PREFIXdel` and a mark the stylesheet makes unselectable (implies lines); terminal
        /// output gets a coloured marker column; tokens come from each line's side.
        SWH_FLAG_DIFF, set_diff, with_diff, diff
    );
    flag_option!(
        /// Shiki's notation comments (`SWH_FLAG_NOTATION`): `// [!code ++]`, `// [!code --]`,
        /// `// [!code highlight]`, `// [!code focus]` (and `:N` counts) mark their lines as
        /// added, removed, highlighted or focused and are taken out of the output (implies
        /// lines).
        SWH_FLAG_NOTATION, set_notation, with_notation, notation
    );

    /// For [`css`] with a pair theme: a selector under which the dark rules apply as well as under
    /// `prefers-color-scheme: dark` (`.dark`, `[data-theme="dark"]`, `html.dark`), for a site
    /// whose toggle sets a class or attribute on a parent element; when it names `dark`, its light
    /// twin (`.light`, `[data-theme="light"]`) keeps the light rules. At most [`DARK_SELECTOR_MAX`] bytes of
    /// printable ASCII, without `{ } ; < > @ \`, not only spaces; otherwise
    /// [`Error::InvalidOption`] and the options are unchanged.
    pub fn set_dark_selector(&mut self, selector: &str) -> Result<&mut Options, Error> {
        let selector = c_string(selector, "dark_selector must not hold a NUL byte")?;
        engine_check(|o| o.dark_selector = selector.as_ptr())?;
        self.dark_selector = Some(selector);
        Ok(self)
    }

    /// Goes back to dark rules under `prefers-color-scheme: dark` only.
    pub fn clear_dark_selector(&mut self) -> &mut Options {
        self.dark_selector = None;
        self
    }

    /// With the wrapper ([`Options::set_wrap_pre`]): a caption for the block, a file name say.
    /// The HTML becomes `<figure class="PREFIXblock"><figcaption class="PREFIXtitle">TITLE</figcaption><pre …>`
    /// … `</pre></figure>`, the title escaped. At most [`TITLE_MAX`] bytes, no NUL; otherwise
    /// [`Error::InvalidOption`] and the options are unchanged. An empty title means none.
    pub fn set_title(&mut self, title: &str) -> Result<&mut Options, Error> {
        let title = c_string(title, "title must not hold a NUL byte")?;
        engine_check(|o| o.title = title.as_ptr())?;
        self.title = if title.as_bytes().is_empty() { None } else { Some(title) };
        Ok(self)
    }

    /// No caption.
    pub fn clear_title(&mut self) -> &mut Options {
        self.title = None;
        self
    }

    /// Xcode's finer kinds (docs/xcode.md): declared names, documentation keywords, marks,
    /// URLs in comments, class names, project and system names ([`Kind::TypeDeclaration`] …).
    /// A theme file ([`Options::set_theme_file`]) turns them on unless this is set to `false`
    /// (`SWH_FLAG_ORDINARY_KINDS`).
    pub fn set_xcode_kinds(&mut self, on: bool) -> &mut Options {
        if on {
            self.flags |= ffi::SWH_FLAG_XCODE_KINDS;
            self.flags &= !ffi::SWH_FLAG_ORDINARY_KINDS;
        } else {
            self.flags &= !ffi::SWH_FLAG_XCODE_KINDS;
            self.flags |= ffi::SWH_FLAG_ORDINARY_KINDS;
        }
        self
    }

    /// More project names for Xcode's finer kinds (and turns them on): a symbol graph's JSON
    /// (`swift-symbolgraph-extract`) or a list of names, one a line, optionally after `class`,
    /// `struct`, `func`, `var`, `case`, `macro` …. A symbol graph that cannot be read makes the
    /// calls fail with [`Error::InvalidArgument`].
    pub fn set_project_names(&mut self, names: &[u8]) -> &mut Options {
        self.project_names = names.to_vec();
        self.set_xcode_kinds(true)
    }

    /// System names with their roles for Xcode's finer kinds (and turns them on), in the
    /// formats of [`Options::set_project_names`]: a symbol graph's JSON (UIKit's, say) or a
    /// list such as `class NSObject` and `case utf8`, one a line. A type name that is no project
    /// name but a listed class or actor becomes [`Kind::SystemClass`]; a listed enum case
    /// written as a case (`.utf8`) [`Kind::SystemConstant`]. A symbol graph that cannot be read
    /// makes the calls fail with [`Error::InvalidArgument`].
    pub fn set_system_names(&mut self, names: &[u8]) -> &mut Options {
        self.system_names = names.to_vec();
        self.set_xcode_kinds(true)
    }

    /// Colours from an Xcode theme file instead of the built-in theme, for inline styles and
    /// [`css`]. It brings Xcode's finer kinds, unless [`Options::set_xcode_kinds`] turned them off.
    pub fn set_theme_file(&mut self, theme: &XcodeTheme) -> &mut Options {
        self.theme_file = Some(theme.clone());
        self
    }

    /// [`Options::set_dark_selector`], by value.
    pub fn with_dark_selector(mut self, selector: &str) -> Result<Options, Error> {
        self.set_dark_selector(selector)?;
        Ok(self)
    }

    /// [`Options::set_title`], by value.
    pub fn with_title(mut self, title: &str) -> Result<Options, Error> {
        self.set_title(title)?;
        Ok(self)
    }

    /// The dark selector set with [`Options::set_dark_selector`], if any.
    pub fn dark_selector(&self) -> Option<&str> {
        self.dark_selector.as_ref().and_then(|s| s.to_str().ok())
    }

    /// The title set with [`Options::set_title`], if any.
    pub fn title(&self) -> Option<&str> {
        self.title.as_ref().and_then(|s| s.to_str().ok())
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

    /// [`Options::set_scheme`], by value.
    pub fn with_scheme(mut self, scheme: Scheme) -> Options {
        self.set_scheme(scheme);
        self
    }

    /// [`Options::set_theme`], by value.
    pub fn with_theme(mut self, theme: Theme) -> Options {
        self.set_theme(theme);
        self
    }

    /// [`Options::set_first_line`], by value.
    pub fn with_first_line(mut self, first_line: u32) -> Options {
        self.set_first_line(first_line);
        self
    }

    /// [`Options::set_highlight_lines`], by value.
    pub fn with_highlight_lines<I>(mut self, ranges: I) -> Result<Options, Error>
    where
        I: IntoIterator<Item = RangeInclusive<u32>>,
    {
        self.set_highlight_lines(ranges)?;
        Ok(self)
    }

    /// The class prefix set with [`Options::set_class_prefix`]; None means the scheme's default.
    pub fn class_prefix(&self) -> Option<&str> {
        self.class_prefix.as_ref().and_then(|p| p.to_str().ok())
    }

    /// The invalid-UTF-8 policy.
    pub fn invalid_utf8(&self) -> InvalidUtf8 {
        self.invalid_utf8
    }

    /// The class scheme.
    pub fn scheme(&self) -> Scheme {
        self.scheme
    }

    /// The colour theme.
    pub fn theme(&self) -> Theme {
        self.theme
    }

    /// The number of the first line as set (0 means 1).
    pub fn first_line(&self) -> u32 {
        self.first_line
    }

    /// The highlighted line ranges.
    pub fn highlight_lines(&self) -> impl Iterator<Item = RangeInclusive<u32>> + '_ {
        self.highlight_lines.iter().map(|r| r.first..=r.last)
    }

    /// The C struct for one call. It points into `self` (class prefix, line ranges), so it must
    /// not outlive it; the engine reads it during the call only.
    pub(crate) fn to_ffi(&self) -> ffi::swh_options_t {
        // `swh_options_init` writes the *library's* sizeof(swh_options_t), which grows when
        // fields are appended; give it room for a larger struct than this crate knows, keep the
        // fields this crate knows, and tell the library (struct_size) that it knows only those.
        #[repr(C)]
        union InitBuffer {
            options: ffi::swh_options_t,
            _room: [u64; 64],
        }
        let mut buffer = InitBuffer { _room: [0; 64] };
        // SAFETY: a writable, aligned buffer of 512 bytes, larger than any options struct.
        let mut raw = unsafe {
            ffi::swh_options_init(&mut buffer.options);
            buffer.options
        };
        raw.struct_size = std::mem::size_of::<ffi::swh_options_t>();
        if let Some(prefix) = &self.class_prefix {
            raw.class_prefix = prefix.as_ptr();
        }
        raw.invalid_utf8 = match self.invalid_utf8 {
            InvalidUtf8::Reject => ffi::SWH_UTF8_REJECT,
            InvalidUtf8::Replace => ffi::SWH_UTF8_REPLACE,
        };
        raw.flags = self.flags;
        raw.scheme = self.scheme.raw();
        raw.theme = self.theme.raw();
        if !self.highlight_lines.is_empty() {
            raw.highlight_lines = self.highlight_lines.as_ptr();
            raw.highlight_line_count = self.highlight_lines.len();
        }
        if self.first_line != 0 {
            raw.first_line = self.first_line;
        }
        if !self.project_names.is_empty() {
            raw.project_names = self.project_names.as_ptr();
            raw.project_names_len = self.project_names.len();
        }
        if !self.system_names.is_empty() {
            raw.system_names = self.system_names.as_ptr();
            raw.system_names_len = self.system_names.len();
        }
        if let Some(theme) = &self.theme_file {
            raw.theme_file = theme.0.raw;
        }
        if let Some(selector) = &self.dark_selector {
            raw.dark_selector = selector.as_ptr();
        }
        if let Some(title) = &self.title {
            raw.title = title.as_ptr();
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

/// The signature of the engine's entry points that turn source into a string.
type StringEntryPoint = unsafe extern "C" fn(
    *const u8,
    usize,
    *const ffi::swh_options_t,
    *mut ffi::swh_string_t,
) -> ffi::swh_status_t;

/// Calls a string-returning entry point and copies its result into a `String`.
fn call_string_entry(entry: StringEntryPoint, source: &[u8], options: &Options) -> Result<String, Error> {
    check_abi()?;
    let raw_options = options.to_ffi();
    let mut out = ffi::swh_string_t { data: ptr::null_mut(), len: 0 };
    // SAFETY: `source` is valid for `len` bytes; the options (and the prefix and line ranges
    // they point to) live until the call returns; `out` is writable.
    let status = unsafe { entry(source.as_ptr(), source.len(), &raw_options, &mut out) };
    engine_string(status, out)
}

/// Takes ownership of an engine string (freeing it in every case) and converts it.
fn engine_string(status: ffi::swh_status_t, out: ffi::swh_string_t) -> Result<String, Error> {
    let out = EngineString(out);
    if status != ffi::SWH_OK {
        return Err(Error::from_status(status, out.0.len));
    }
    let bytes = out.as_bytes();
    // The engine's output is UTF-8 (escaped UTF-8 input, or U+FFFD for invalid sequences);
    // should it ever not be, degrade rather than fail.
    Ok(match std::str::from_utf8(bytes) {
        Ok(text) => text.to_owned(),
        Err(_) => String::from_utf8_lossy(bytes).into_owned(),
    })
}

/// Highlights Swift source to HTML: every token becomes an element with the classes of the
/// options' scheme (`<span class="swh-keyword">…</span>` by default), plain text stays
/// unwrapped, and `<`, `>`, `&`, `"`, `'` are escaped everywhere.
pub fn highlight_html(source: &str, options: &Options) -> Result<String, Error> {
    highlight_html_bytes(source.as_bytes(), options)
}

/// [`highlight_html`] for bytes that may not be UTF-8: with the default policy, invalid UTF-8 is
/// [`Error::InvalidUtf8`] with the offset of the first bad sequence.
pub fn highlight_html_bytes(source: &[u8], options: &Options) -> Result<String, Error> {
    call_string_entry(ffi::swh_highlight_html, source, options)
}

/// Highlights Swift source for a terminal with SGR escape sequences in the options' theme (its
/// dark member for a pair; 16 colours with [`Options::set_ansi_16`]). Control characters of the
/// source are shown as visible symbols, so the source cannot drive the terminal.
pub fn highlight_ansi(source: &str, options: &Options) -> Result<String, Error> {
    highlight_ansi_bytes(source.as_bytes(), options)
}

/// [`highlight_ansi`] for bytes that may not be UTF-8.
pub fn highlight_ansi_bytes(source: &[u8], options: &Options) -> Result<String, Error> {
    call_string_entry(ffi::swh_highlight_ansi, source, options)
}

/// Highlights the Swift code blocks of a Markdown or HTML document (```` ```swift ```` fences and
/// `<pre><code class="language-swift">` blocks) and returns the document with only those blocks
/// replaced by highlighted HTML. The options apply to each block, except highlighted lines.
pub fn highlight_markdown(document: &str, options: &Options) -> Result<String, Error> {
    highlight_markdown_bytes(document.as_bytes(), options)
}

/// [`highlight_markdown`] for bytes that may not be UTF-8.
pub fn highlight_markdown_bytes(document: &[u8], options: &Options) -> Result<String, Error> {
    call_string_entry(ffi::swh_highlight_markdown, document, options)
}

/// A stylesheet for the options' theme, with the selectors of their scheme and class prefix:
/// the container, one rule per token class, line numbers and highlighted lines; a pair theme
/// adds its dark rules under `@media (prefers-color-scheme: dark)`.
pub fn css(options: &Options) -> Result<String, Error> {
    check_abi()?;
    let raw_options = options.to_ffi();
    let mut out = ffi::swh_string_t { data: ptr::null_mut(), len: 0 };
    // SAFETY: as in call_string_entry.
    let status = unsafe { ffi::swh_css(&raw_options, &mut out) };
    engine_string(status, out)
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

/// Streams the highlighted tokens of `source` to `f`, in order, as the engine finds them: the
/// same tokens as [`tokens_with_options`], without collecting them (`swh_tokenize_each`). `f`
/// returns [`ControlFlow::Continue`] for the next token or [`ControlFlow::Break`] to stop; it is
/// not called again after a break.
///
/// Returns `Ok(ControlFlow::Break(()))` when `f` stopped early and `Ok(ControlFlow::Continue(()))`
/// when every token was delivered. The input and the options are checked before the first
/// token: invalid UTF-8 (with the default policy) is [`Error::InvalidUtf8`] with the offset of
/// the first bad sequence, and `f` is not called. Only the options' invalid-UTF-8 policy
/// affects the tokens.
///
/// A panic in `f` stops the engine (it never unwinds through Swift code) and is then resumed
/// here, on the caller's side of the call. `f` may itself call this crate's functions.
pub fn for_each_token<F>(source: &[u8], options: &Options, f: F) -> Result<ControlFlow<()>, Error>
where
    F: FnMut(Token) -> ControlFlow<()>,
{
    check_abi()?;
    let raw_options = options.to_ffi();
    let mut state = StreamState { f, panic: None };
    // SAFETY: `source` is valid for `len` bytes and the options for the call; `state` outlives
    // the call and is only touched by `stream_token` during it, on this thread.
    let status = unsafe {
        ffi::swh_tokenize_each(
            source.as_ptr(),
            source.len(),
            &raw_options,
            Some(stream_token::<F>),
            &mut state as *mut StreamState<F> as *mut c_void,
        )
    };
    if let Some(payload) = state.panic.take() {
        resume_unwind(payload);
    }
    match status {
        ffi::SWH_OK => Ok(ControlFlow::Continue(())),
        ffi::SWH_STOPPED => Ok(ControlFlow::Break(())),
        ffi::SWH_ERROR_INVALID_UTF8 => {
            // The streaming entry point does not report the offset; find it as swh_tokenize does.
            let offset = std::str::from_utf8(source).err().map_or(0, |e| e.valid_up_to());
            Err(Error::InvalidUtf8 { offset })
        }
        other => Err(Error::from_status(other, 0)),
    }
}

/// What [`for_each_token`] hands the engine's callback: the closure, and a panic caught in it.
struct StreamState<F> {
    f: F,
    panic: Option<Box<dyn std::any::Any + Send + 'static>>,
}

/// The `swh_token_fn` of [`for_each_token`]: calls the closure, and stops (returns 1) when it
/// breaks or panics, keeping the panic to resume after the engine returned.
unsafe extern "C" fn stream_token<F>(token: *const ffi::swh_token_t, user_data: *mut c_void) -> c_int
where
    F: FnMut(Token) -> ControlFlow<()>,
{
    // SAFETY: `user_data` is the `StreamState<F>` of the for_each_token call running on this
    // thread, and `token` points to a token valid during this call (the header's contract).
    let state = unsafe { &mut *(user_data as *mut StreamState<F>) };
    let Some(raw) = (unsafe { token.as_ref() }) else { return 1 };
    let start = raw.start as usize;
    let token = Token { range: start..start + raw.len as usize, kind: Kind::from_engine(raw.kind) };
    match catch_unwind(AssertUnwindSafe(|| (state.f)(token))) {
        Ok(ControlFlow::Continue(())) => 0,
        Ok(ControlFlow::Break(())) => 1,
        Err(payload) => {
            state.panic = Some(payload);
            1
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn to_ffi_fills_every_field() {
        let raw = Options::default().to_ffi();
        assert_eq!(raw.struct_size, std::mem::size_of::<ffi::swh_options_t>());
        assert_eq!((raw.scheme, raw.theme), (ffi::SWH_SCHEME_NATIVE, ffi::SWH_THEME_XCODE));
        assert!(raw.first_line <= 1, "0 or 1 both mean 1");
        assert!(raw.class_prefix.is_null());
        assert!(raw.highlight_lines.is_null() && raw.highlight_line_count == 0);

        let o = Options::new()
            .with_class_prefix("x_Y-9")
            .unwrap()
            .with_invalid_utf8(InvalidUtf8::Replace)
            .with_wrap_pre(true)
            .with_scheme(Scheme::Pygments)
            .with_theme(Theme::HighContrastDark)
            .with_first_line(7)
            .with_highlight_lines([2..=3])
            .unwrap();
        let raw = o.to_ffi();
        // SAFETY: the prefix points into `o`, alive here.
        assert_eq!(unsafe { CStr::from_ptr(raw.class_prefix) }.to_str().unwrap(), "x_Y-9");
        assert_eq!(
            (raw.invalid_utf8, raw.flags),
            (ffi::SWH_UTF8_REPLACE, ffi::SWH_FLAG_WRAP_PRE | ffi::SWH_FLAG_LANGUAGE_CLASS)
        );
        assert_eq!((raw.scheme, raw.theme, raw.first_line), (ffi::SWH_SCHEME_PYGMENTS, ffi::SWH_THEME_HIGH_CONTRAST_DARK, 7));
        assert_eq!(raw.highlight_line_count, 1);
        // SAFETY: one range, pointing into `o`.
        assert_eq!(unsafe { *raw.highlight_lines }, ffi::swh_line_range_t { first: 2, last: 3 });
    }
}

/// A theme read from an Xcode theme file (`.xccolortheme`, `.dvtcolortheme`), for
/// [`Options::set_theme_file`]. Immutable and shared: cloning is cheap, and it may be used from
/// several threads.
#[derive(Clone)]
pub struct XcodeTheme(std::sync::Arc<ThemeHandle>);

struct ThemeHandle {
    raw: *mut ffi::swh_theme_t,
}

// SAFETY: the engine never changes a theme after swh_theme_parse; reading it from several
// threads at once is safe, and it is freed once, by the last owner.
unsafe impl Send for ThemeHandle {}
unsafe impl Sync for ThemeHandle {}

impl Drop for ThemeHandle {
    fn drop(&mut self) {
        // SAFETY: `raw` came from swh_theme_parse and is freed only here.
        unsafe { ffi::swh_theme_free(self.raw) }
    }
}

/// Why a theme file cannot be used: the engine's message (not a property list, binary, too
/// large, nested too deeply, invalid UTF-8, a colour that is not "r g b a", …).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ThemeError {
    /// What is wrong, with the byte offset where it applies.
    pub message: String,
}

impl fmt::Display for ThemeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the theme file cannot be used: {}", self.message)
    }
}

impl std::error::Error for ThemeError {}

impl XcodeTheme {
    /// Reads an Xcode theme file's bytes (an XML property list).
    pub fn from_bytes(bytes: &[u8]) -> Result<XcodeTheme, ThemeError> {
        let mut raw: *mut ffi::swh_theme_t = ptr::null_mut();
        let mut error = ffi::swh_string_t { data: ptr::null_mut(), len: 0 };
        // SAFETY: `bytes` is valid for its length; the out pointers are valid.
        let status = unsafe { ffi::swh_theme_parse(bytes.as_ptr(), bytes.len(), &mut raw, &mut error) };
        if status == ffi::SWH_OK && !raw.is_null() {
            return Ok(XcodeTheme(std::sync::Arc::new(ThemeHandle { raw })));
        }
        let message = if error.data.is_null() {
            status_str(status).to_string()
        } else {
            // SAFETY: the engine wrote `len` bytes of UTF-8 at `data`; freed right after.
            let text = unsafe { std::slice::from_raw_parts(error.data as *const u8, error.len) };
            let message = String::from_utf8_lossy(text).into_owned();
            unsafe { ffi::swh_string_free(error) };
            message
        };
        Err(ThemeError { message })
    }
}

impl fmt::Debug for XcodeTheme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("XcodeTheme")
    }
}

impl PartialEq for XcodeTheme {
    fn eq(&self, other: &XcodeTheme) -> bool {
        std::sync::Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for XcodeTheme {}

impl std::hash::Hash for XcodeTheme {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (self.0.raw as usize).hash(state);
    }
}

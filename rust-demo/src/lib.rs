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
//! them, and stops when the closure returns [`ControlFlow::Break`](std::ops::ControlFlow::Break):
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

mod buffers;
mod error;
pub mod fence;
pub mod ffi;
mod header_options;
mod highlight;
mod kind;
mod options;
mod scheme;
mod site;
mod theme;
mod version;

pub(crate) use buffers::EngineString;
pub use error::{status_str, Error};
pub use highlight::{
    css, for_each_token, highlight_ansi, highlight_ansi_bytes, highlight_html, highlight_html_bytes, highlight_markdown,
    highlight_markdown_bytes, tokens, tokens_bytes, tokens_with_options,
};
pub use kind::{Kind, Token};
pub use options::{InvalidUtf8, Options};
pub use scheme::Scheme;
pub use site::{rehighlight_html, rehighlight_html_bytes, BlockStats, RehighlightedHtml, SkipReason};
pub use theme::{Theme, ThemeError, XcodeTheme};
pub(crate) use version::check_abi;
pub use version::{abi_version, version, version_string, Version};

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

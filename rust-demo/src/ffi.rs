//! Raw declarations of `include/swift_highlight.h`. The constants, types and structs come from
//! `ffi/abi.rs`, which scripts/gen/abi.sh generates from the header (with a test of every
//! struct's layout); the functions are declared here. Everything here is `unsafe` to call; the
//! crate root wraps it in a safe API. Read the header for the full contract of each item.

#![allow(non_camel_case_types)]

use std::os::raw::{c_char, c_int, c_void};

mod abi;
pub use abi::*;

/// `swh_token_fn`: the callback of [`swh_tokenize_each`]; returns 0 for the next token, nonzero
/// to stop. `token` is valid during the call only.
pub type swh_token_fn = Option<unsafe extern "C" fn(token: *const swh_token_t, user_data: *mut c_void) -> c_int>;

extern "C" {
    /// The library version, `(major << 16) | (minor << 8) | patch`.
    pub fn swh_version() -> u32;
    /// The library version as a static string.
    pub fn swh_version_string() -> *const c_char;
    /// The library's ABI version.
    pub fn swh_abi_version() -> u32;

    /// A static description of a status.
    pub fn swh_status_str(status: swh_status_t) -> *const c_char;

    /// The number of kinds the library knows.
    pub fn swh_kind_count() -> u32;
    /// A kind's static name (its HTML class suffix).
    pub fn swh_kind_name(kind: swh_kind_t) -> *const c_char;
    /// The category of a kind.
    pub fn swh_kind_category(kind: swh_kind_t) -> swh_kind_t;

    /// Fills the options with the defaults (writes the library's struct size).
    pub fn swh_options_init(opts: *mut swh_options_t);
    /// NULL when the entry points accept `opts`, else a static sentence naming the broken rule.
    pub fn swh_options_check(opts: *const swh_options_t) -> *const c_char;

    /// Frees a string returned by the library (safe on zeroed values).
    pub fn swh_string_free(string: swh_string_t);
    /// Frees a token array returned by the library (safe on zeroed values).
    pub fn swh_tokens_free(tokens: swh_tokens_t);

    /// Highlights Swift source to HTML.
    pub fn swh_highlight_html(
        src: *const u8,
        len: usize,
        opts: *const swh_options_t,
        out: *mut swh_string_t,
    ) -> swh_status_t;

    /// Splits Swift source into highlighted tokens.
    pub fn swh_tokenize(
        src: *const u8,
        len: usize,
        opts: *const swh_options_t,
        out: *mut swh_tokens_t,
    ) -> swh_status_t;

    /// Streams the tokens of Swift source to `func`; `SWH_STOPPED` when it returned nonzero.
    pub fn swh_tokenize_each(
        src: *const u8,
        len: usize,
        opts: *const swh_options_t,
        func: swh_token_fn,
        user_data: *mut c_void,
    ) -> swh_status_t;

    /// A class scheme's static name, or NULL.
    pub fn swh_scheme_name(scheme: u32) -> *const c_char;
    /// A theme's static name, or NULL.
    pub fn swh_theme_name(theme: u32) -> *const c_char;

    /// A stylesheet for the options' theme, scheme and prefix.
    pub fn swh_css(opts: *const swh_options_t, out: *mut swh_string_t) -> swh_status_t;

    /// The kind a kind refines (a category kind gives itself).
    pub fn swh_kind_parent(kind: swh_kind_t) -> swh_kind_t;
    /// Reads an Xcode theme file; on `SWH_ERROR_THEME` `*error` says what is wrong.
    pub fn swh_theme_parse(
        src: *const u8,
        len: usize,
        out: *mut *mut swh_theme_t,
        error: *mut swh_string_t,
    ) -> swh_status_t;
    /// Frees a theme from `swh_theme_parse`; NULL is ignored.
    pub fn swh_theme_free(theme: *mut swh_theme_t);

    /// Reads a fence's info string (and, unless `code` is NULL, checks its highlighted lines
    /// against the block's code); on `SWH_ERROR_FENCE` `*error` names the option.
    pub fn swh_fence_parse(
        src: *const u8,
        len: usize,
        code: *const u8,
        code_len: usize,
        out: *mut swh_fence_t,
        error: *mut swh_string_t,
    ) -> swh_status_t;
    /// Frees the highlighted lines of a `swh_fence_t`.
    pub fn swh_fence_free(fence: swh_fence_t);

    /// Highlights Swift source for a terminal.
    pub fn swh_highlight_ansi(
        src: *const u8,
        len: usize,
        opts: *const swh_options_t,
        out: *mut swh_string_t,
    ) -> swh_status_t;

    /// Highlights the Swift code blocks of a Markdown or HTML document.
    pub fn swh_highlight_markdown(
        src: *const u8,
        len: usize,
        opts: *const swh_options_t,
        out: *mut swh_string_t,
    ) -> swh_status_t;
}

extern "C" {
    /// Re-highlights the Swift code blocks of an HTML page; everything else is copied.
    pub fn swh_rehighlight_html(
        src: *const u8,
        len: usize,
        opts: *const swh_options_t,
        out: *mut swh_string_t,
        stats: *mut swh_block_stats_t,
    ) -> swh_status_t;
}

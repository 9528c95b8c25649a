//! Raw declarations of `include/swift_highlight.h`, written by hand to mirror the header
//! exactly (same names, types, values and layout). Everything here is `unsafe` to call; the
//! crate root wraps it in a safe API. Read the header for the full contract of each item.

#![allow(non_camel_case_types)]

use std::os::raw::c_char;

// ---- Versions ---------------------------------------------------------------------------------

pub const SWH_VERSION_MAJOR: u32 = 0;
pub const SWH_VERSION_MINOR: u32 = 1;
pub const SWH_VERSION_PATCH: u32 = 0;
/// `(major << 16) | (minor << 8) | patch`.
pub const SWH_VERSION: u32 = (SWH_VERSION_MAJOR << 16) | (SWH_VERSION_MINOR << 8) | SWH_VERSION_PATCH;
/// The ABI version these declarations were written against.
pub const SWH_ABI_VERSION: u32 = 1;

// ---- Status codes -----------------------------------------------------------------------------

pub type swh_status_t = i32;

pub const SWH_OK: swh_status_t = 0;
pub const SWH_ERROR_INVALID_ARGUMENT: swh_status_t = 1;
pub const SWH_ERROR_INVALID_UTF8: swh_status_t = 2;
pub const SWH_ERROR_TOO_LARGE: swh_status_t = 3;
pub const SWH_ERROR_OUT_OF_MEMORY: swh_status_t = 4;

// ---- Token kinds ------------------------------------------------------------------------------

pub type swh_kind_t = u32;

pub const SWH_KIND_PLAIN: swh_kind_t = 0;
pub const SWH_KIND_KEYWORD: swh_kind_t = 1;
pub const SWH_KIND_TYPE: swh_kind_t = 2;
pub const SWH_KIND_FUNCTION: swh_kind_t = 3;
pub const SWH_KIND_PROPERTY: swh_kind_t = 4;
pub const SWH_KIND_NUMBER: swh_kind_t = 5;
pub const SWH_KIND_STRING: swh_kind_t = 6;
pub const SWH_KIND_COMMENT: swh_kind_t = 7;
pub const SWH_KIND_ATTRIBUTE: swh_kind_t = 8;
pub const SWH_KIND_PREPROCESSOR: swh_kind_t = 9;
pub const SWH_KIND_DOC_COMMENT: swh_kind_t = 10;
pub const SWH_KIND_STRING_ESCAPE: swh_kind_t = 11;
pub const SWH_KIND_INTERPOLATION: swh_kind_t = 12;
pub const SWH_KIND_REGEX: swh_kind_t = 13;
pub const SWH_KIND_OPERATOR: swh_kind_t = 14;
pub const SWH_KIND_MACRO: swh_kind_t = 15;

// ---- Options ----------------------------------------------------------------------------------

pub const SWH_UTF8_REJECT: u32 = 0;
pub const SWH_UTF8_REPLACE: u32 = 1;

pub const SWH_FLAG_WRAP_PRE: u32 = 0x1;
pub const SWH_FLAG_LINES: u32 = 0x2;
pub const SWH_FLAG_LINE_NUMBERS: u32 = 0x4;
pub const SWH_FLAG_INLINE_STYLES: u32 = 0x8;
pub const SWH_FLAG_ANSI_16: u32 = 0x10;
pub const SWH_FLAG_LANGUAGE_CLASS: u32 = 0x20;

pub const SWH_SCHEME_NATIVE: u32 = 0;
pub const SWH_SCHEME_SPLASH: u32 = 1;
pub const SWH_SCHEME_HLJS: u32 = 2;
pub const SWH_SCHEME_PYGMENTS: u32 = 3;
pub const SWH_SCHEME_TREESITTER: u32 = 4;

pub const SWH_THEME_XCODE: u32 = 0;
pub const SWH_THEME_XCODE_LIGHT: u32 = 1;
pub const SWH_THEME_XCODE_DARK: u32 = 2;
pub const SWH_THEME_HIGH_CONTRAST: u32 = 3;
pub const SWH_THEME_HIGH_CONTRAST_LIGHT: u32 = 4;
pub const SWH_THEME_HIGH_CONTRAST_DARK: u32 = 5;

/// `swh_line_range_t`: an inclusive range of displayed line numbers.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct swh_line_range_t {
    pub first: u32,
    pub last: u32,
}

pub const SWH_HIGHLIGHT_RANGES_MAX: usize = 65536;

pub const SWH_CLASS_PREFIX_MAX: usize = 64;

/// `swh_options_t`. Initialise with [`swh_options_init`] before setting fields (but see the
/// crate's `Options::to_ffi` for why it initialises a larger buffer).
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct swh_options_t {
    pub struct_size: usize,
    pub class_prefix: *const c_char,
    pub invalid_utf8: u32,
    pub flags: u32,
    // Appended after 0.1.0.
    pub scheme: u32,
    pub theme: u32,
    pub highlight_lines: *const swh_line_range_t,
    pub highlight_line_count: usize,
    pub first_line: u32,
}

// ---- Output buffers ---------------------------------------------------------------------------

/// `swh_string_t`: `len` bytes at `data`, followed by a NUL. Free with [`swh_string_free`].
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct swh_string_t {
    pub data: *mut c_char,
    pub len: usize,
}

/// `swh_token_t`: `src[start .. start + len)` has kind `kind`.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct swh_token_t {
    pub start: u32,
    pub len: u32,
    pub kind: swh_kind_t,
}

/// `swh_tokens_t`: `len` tokens at `data`. Free with [`swh_tokens_free`].
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct swh_tokens_t {
    pub data: *mut swh_token_t,
    pub len: usize,
}

extern "C" {
    pub fn swh_version() -> u32;
    pub fn swh_version_string() -> *const c_char;
    pub fn swh_abi_version() -> u32;

    pub fn swh_status_str(status: swh_status_t) -> *const c_char;

    pub fn swh_kind_count() -> u32;
    pub fn swh_kind_name(kind: swh_kind_t) -> *const c_char;
    pub fn swh_kind_category(kind: swh_kind_t) -> swh_kind_t;

    pub fn swh_options_init(opts: *mut swh_options_t);

    pub fn swh_string_free(string: swh_string_t);
    pub fn swh_tokens_free(tokens: swh_tokens_t);

    pub fn swh_highlight_html(
        src: *const u8,
        len: usize,
        opts: *const swh_options_t,
        out: *mut swh_string_t,
    ) -> swh_status_t;

    pub fn swh_tokenize(
        src: *const u8,
        len: usize,
        opts: *const swh_options_t,
        out: *mut swh_tokens_t,
    ) -> swh_status_t;

    pub fn swh_scheme_name(scheme: u32) -> *const c_char;
    pub fn swh_theme_name(theme: u32) -> *const c_char;

    pub fn swh_css(opts: *const swh_options_t, out: *mut swh_string_t) -> swh_status_t;

    pub fn swh_highlight_ansi(
        src: *const u8,
        len: usize,
        opts: *const swh_options_t,
        out: *mut swh_string_t,
    ) -> swh_status_t;

    pub fn swh_highlight_markdown(
        src: *const u8,
        len: usize,
        opts: *const swh_options_t,
        out: *mut swh_string_t,
    ) -> swh_status_t;
}

#[cfg(test)]
mod layout {
    use super::*;
    use std::mem::{align_of, offset_of, size_of};

    // The C layout on the 64-bit and 32-bit platforms the header targets.
    #[test]
    fn struct_layouts_match_the_header() {
        let word = size_of::<usize>();
        assert_eq!(offset_of!(swh_options_t, struct_size), 0);
        assert_eq!(offset_of!(swh_options_t, class_prefix), word);
        assert_eq!(offset_of!(swh_options_t, invalid_utf8), 2 * word);
        assert_eq!(offset_of!(swh_options_t, flags), 2 * word + 4);
        assert_eq!(offset_of!(swh_options_t, scheme), 2 * word + 8);
        assert_eq!(offset_of!(swh_options_t, theme), 2 * word + 12);
        assert_eq!(offset_of!(swh_options_t, highlight_lines), 2 * word + 16);
        assert_eq!(offset_of!(swh_options_t, highlight_line_count), 3 * word + 16);
        assert_eq!(offset_of!(swh_options_t, first_line), 4 * word + 16);
        assert_eq!(size_of::<swh_options_t>(), if word == 8 { 56 } else { 36 });
        assert_eq!(size_of::<swh_line_range_t>(), 8);
        assert_eq!(size_of::<swh_string_t>(), 2 * word);
        assert_eq!(size_of::<swh_tokens_t>(), 2 * word);
        assert_eq!(size_of::<swh_token_t>(), 12);
        assert_eq!(align_of::<swh_token_t>(), 4);
        assert_eq!(SWH_VERSION, 0x00_01_00);
    }
}

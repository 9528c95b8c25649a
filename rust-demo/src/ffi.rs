//! Raw declarations of `include/swift_highlight.h`, written by hand to mirror the header
//! exactly (same names, types, values and layout). Everything here is `unsafe` to call; the
//! crate root wraps it in a safe API. Read the header for the full contract of each item.

#![allow(non_camel_case_types)]

use std::os::raw::{c_char, c_int, c_void};

// ---- Versions ---------------------------------------------------------------------------------

/// The major version of the header these declarations mirror.
pub const SWH_VERSION_MAJOR: u32 = 0;
/// The minor version of the header these declarations mirror.
pub const SWH_VERSION_MINOR: u32 = 2;
/// The patch version of the header these declarations mirror.
pub const SWH_VERSION_PATCH: u32 = 0;
/// `(major << 16) | (minor << 8) | patch`.
pub const SWH_VERSION: u32 = (SWH_VERSION_MAJOR << 16) | (SWH_VERSION_MINOR << 8) | SWH_VERSION_PATCH;
/// The ABI version these declarations were written against.
pub const SWH_ABI_VERSION: u32 = 1;

// ---- Status codes -----------------------------------------------------------------------------

/// The result of every fallible function (`SWH_OK` or an error; `SWH_STOPPED`).
pub type swh_status_t = i32;

/// Success.
pub const SWH_OK: swh_status_t = 0;
/// A NULL pointer where one is not allowed, or bad options.
pub const SWH_ERROR_INVALID_ARGUMENT: swh_status_t = 1;
/// The input is not UTF-8 (under `SWH_UTF8_REJECT`); the output's `len` is the offset of the first bad sequence.
pub const SWH_ERROR_INVALID_UTF8: swh_status_t = 2;
/// The input is 4 GiB or larger.
pub const SWH_ERROR_TOO_LARGE: swh_status_t = 3;
/// The output could not be allocated.
pub const SWH_ERROR_OUT_OF_MEMORY: swh_status_t = 4;
/// Not an error: the callback of [`swh_tokenize_each`] returned nonzero and it stopped early.
pub const SWH_STOPPED: swh_status_t = 5;
/// `swh_highlight_markdown`: a Swift fence's info string has a malformed option; the output's
/// `len` is the line (from 1) of that block's opening fence.
pub const SWH_ERROR_FENCE: swh_status_t = 6;
/// `swh_theme_parse` only: the bytes are not a usable Xcode theme file.
pub const SWH_ERROR_THEME: swh_status_t = 7;

// ---- Token kinds ------------------------------------------------------------------------------

/// A token kind (`SWH_KIND_*`).
pub type swh_kind_t = u32;

/// Not highlighted; never in token arrays.
pub const SWH_KIND_PLAIN: swh_kind_t = 0;
/// Keywords.
pub const SWH_KIND_KEYWORD: swh_kind_t = 1;
/// Type names.
pub const SWH_KIND_TYPE: swh_kind_t = 2;
/// Called and declared function names.
pub const SWH_KIND_FUNCTION: swh_kind_t = 3;
/// Members after a dot, implicit members, key-path components.
pub const SWH_KIND_PROPERTY: swh_kind_t = 4;
/// Numeric literals.
pub const SWH_KIND_NUMBER: swh_kind_t = 5;
/// String literal text and delimiters.
pub const SWH_KIND_STRING: swh_kind_t = 6;
/// Comments.
pub const SWH_KIND_COMMENT: swh_kind_t = 7;
/// Attributes (`@` and the name).
pub const SWH_KIND_ATTRIBUTE: swh_kind_t = 8;
/// Conditional compilation and other `#` directives.
pub const SWH_KIND_PREPROCESSOR: swh_kind_t = 9;
/// Documentation comments (category: comment).
pub const SWH_KIND_DOC_COMMENT: swh_kind_t = 10;
/// Escape sequences in strings (category: string).
pub const SWH_KIND_STRING_ESCAPE: swh_kind_t = 11;
/// The `\\(` and `)` of an interpolation (category: string).
pub const SWH_KIND_INTERPOLATION: swh_kind_t = 12;
/// Regex literals (category: string).
pub const SWH_KIND_REGEX: swh_kind_t = 13;
/// Operators (category: plain).
pub const SWH_KIND_OPERATOR: swh_kind_t = 14;
/// The `#name` of a macro expansion (category: preprocessor).
pub const SWH_KIND_MACRO: swh_kind_t = 15;
// Xcode's finer kinds, only with SWH_FLAG_XCODE_KINDS (docs/xcode.md).
/// A declared type name.
pub const SWH_KIND_TYPE_DECLARATION: swh_kind_t = 16;
/// A declared function name.
pub const SWH_KIND_FUNCTION_DECLARATION: swh_kind_t = 17;
/// Another declared name.
pub const SWH_KIND_OTHER_DECLARATION: swh_kind_t = 18;
/// A documentation comment keyword.
pub const SWH_KIND_DOC_KEYWORD: swh_kind_t = 19;
/// A MARK:, TODO: or FIXME: comment.
pub const SWH_KIND_MARK: swh_kind_t = 20;
/// A URL in a comment.
pub const SWH_KIND_URL: swh_kind_t = 21;
/// A system type name.
pub const SWH_KIND_SYSTEM_TYPE: swh_kind_t = 22;
/// A project class name.
pub const SWH_KIND_CLASS: swh_kind_t = 23;
/// A system class name.
pub const SWH_KIND_SYSTEM_CLASS: swh_kind_t = 24;
/// A system function name.
pub const SWH_KIND_SYSTEM_FUNCTION: swh_kind_t = 25;
/// A system property name.
pub const SWH_KIND_SYSTEM_PROPERTY: swh_kind_t = 26;
/// A project enum case.
pub const SWH_KIND_CONSTANT: swh_kind_t = 27;
/// A system enum case.
pub const SWH_KIND_SYSTEM_CONSTANT: swh_kind_t = 28;
/// A system macro.
pub const SWH_KIND_SYSTEM_MACRO: swh_kind_t = 29;

// ---- Options ----------------------------------------------------------------------------------

/// Invalid UTF-8 is refused with `SWH_ERROR_INVALID_UTF8` (the default).
pub const SWH_UTF8_REJECT: u32 = 0;
/// Invalid UTF-8 is highlighted; each bad sequence renders as U+FFFD.
pub const SWH_UTF8_REPLACE: u32 = 1;

/// Wrap the HTML in `<pre class="PREFIXcode"><code>`.
pub const SWH_FLAG_WRAP_PRE: u32 = 0x1;
/// Wrap each line in a line element.
pub const SWH_FLAG_LINES: u32 = 0x2;
/// Number the lines (implies `SWH_FLAG_LINES`; terminal output too).
pub const SWH_FLAG_LINE_NUMBERS: u32 = 0x4;
/// Style attributes with the theme's colours instead of classes.
pub const SWH_FLAG_INLINE_STYLES: u32 = 0x8;
/// Terminal output with 16 colours instead of 24-bit colours.
pub const SWH_FLAG_ANSI_16: u32 = 0x10;
/// With the wrapper: `<code class="language-swift">`.
pub const SWH_FLAG_LANGUAGE_CLASS: u32 = 0x20;
/// The input is a diff: `+`, `-` or a space starts each line; each side highlighted as Swift.
pub const SWH_FLAG_DIFF: u32 = 0x40;
/// Shiki's notation comments (`// [!code ++]`, …) mark lines and are taken out.
pub const SWH_FLAG_NOTATION: u32 = 0x80;
/// Xcode's finer kinds (declared names, doc keywords, marks, URLs, classes, project/system names).
pub const SWH_FLAG_XCODE_KINDS: u32 = 0x100;

/// Class scheme: this library's kind names, prefixed (the default).
pub const SWH_SCHEME_NATIVE: u32 = 0;
/// Class scheme: Splash's token types.
pub const SWH_SCHEME_SPLASH: u32 = 1;
/// Class scheme: highlight.js scopes.
pub const SWH_SCHEME_HLJS: u32 = 2;
/// Class scheme: Pygments short token classes.
pub const SWH_SCHEME_PYGMENTS: u32 = 3;
/// Class scheme: tree-sitter highlight names.
pub const SWH_SCHEME_TREESITTER: u32 = 4;
/// Class scheme: Prism's classes (`token keyword`, …), `language-swift` on `<pre>` and `<code>`.
pub const SWH_SCHEME_PRISM: u32 = 5;

/// Theme: the Xcode-like light and dark pair (the default).
pub const SWH_THEME_XCODE: u32 = 0;
/// Theme: Xcode-like light.
pub const SWH_THEME_XCODE_LIGHT: u32 = 1;
/// Theme: Xcode-like dark.
pub const SWH_THEME_XCODE_DARK: u32 = 2;
/// Theme: the high-contrast light and dark pair.
pub const SWH_THEME_HIGH_CONTRAST: u32 = 3;
/// Theme: high-contrast light.
pub const SWH_THEME_HIGH_CONTRAST_LIGHT: u32 = 4;
/// Theme: high-contrast dark.
pub const SWH_THEME_HIGH_CONTRAST_DARK: u32 = 5;

/// `swh_line_range_t`: an inclusive range of displayed line numbers.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct swh_line_range_t {
    /// The first line of the range.
    pub first: u32,
    /// The last line of the range (inclusive).
    pub last: u32,
}

/// The most line ranges accepted in `highlight_lines`.
pub const SWH_HIGHLIGHT_RANGES_MAX: usize = 65536;

/// The longest class prefix accepted, in bytes.
pub const SWH_CLASS_PREFIX_MAX: usize = 64;

/// The longest dark selector accepted, in bytes.
pub const SWH_DARK_SELECTOR_MAX: usize = 256;

/// The longest title accepted, in bytes.
pub const SWH_TITLE_MAX: usize = 4096;

/// `swh_options_t`. Initialise with [`swh_options_init`] before setting fields. The engine
/// writes *its* `sizeof(swh_options_t)`, which a newer engine may have grown: give it a buffer
/// larger than this struct and set `struct_size` to this struct's size afterwards (the crate's
/// safe API does).
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct swh_options_t {
    /// `sizeof(swh_options_t)` as the caller knows it.
    pub struct_size: usize,
    /// NUL-terminated class prefix, or NULL for the scheme's default.
    pub class_prefix: *const c_char,
    /// `SWH_UTF8_REJECT` or `SWH_UTF8_REPLACE`.
    pub invalid_utf8: u32,
    /// A bitwise OR of `SWH_FLAG_*`.
    pub flags: u32,
    // Appended after 0.1.0.
    /// A `SWH_SCHEME_*` value.
    pub scheme: u32,
    /// A `SWH_THEME_*` value.
    pub theme: u32,
    /// `highlight_line_count` line ranges to highlight, or NULL.
    pub highlight_lines: *const swh_line_range_t,
    /// The number of ranges at `highlight_lines`.
    pub highlight_line_count: usize,
    /// The number of the first line (0 means 1).
    pub first_line: u32,
    // Appended after first_line.
    /// `swh_css`: a selector under which a pair theme's dark rules also apply, or NULL.
    pub dark_selector: *const c_char,
    /// With `SWH_FLAG_WRAP_PRE`: a caption for the block (NUL-terminated UTF-8), or NULL.
    pub title: *const c_char,
    // Appended after title.
    /// With `SWH_FLAG_XCODE_KINDS`: more project names (a symbol graph or a list), or NULL.
    pub project_names: *const u8,
    /// The length of `project_names` in bytes.
    pub project_names_len: usize,
    /// A theme from `swh_theme_parse`, or NULL.
    pub theme_file: *const swh_theme_t,
}

/// `swh_theme_t`: a theme read from an Xcode theme file. Opaque.
#[repr(C)]
pub struct swh_theme_t {
    _private: [u8; 0],
}

// ---- Output buffers ---------------------------------------------------------------------------

/// `swh_string_t`: `len` bytes at `data`, followed by a NUL. Free with [`swh_string_free`].
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct swh_string_t {
    /// The bytes, followed by a NUL; NULL when the call failed.
    pub data: *mut c_char,
    /// The number of bytes (without the NUL); on `SWH_ERROR_INVALID_UTF8` the bad offset.
    pub len: usize,
}

/// `swh_token_t`: `src[start .. start + len)` has kind `kind`.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct swh_token_t {
    /// Byte offset of the token in the input.
    pub start: u32,
    /// Length in bytes.
    pub len: u32,
    /// A `SWH_KIND_*` value.
    pub kind: swh_kind_t,
}

/// `swh_tokens_t`: `len` tokens at `data`. Free with [`swh_tokens_free`].
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct swh_tokens_t {
    /// The tokens; NULL when there are none or the call failed.
    pub data: *mut swh_token_t,
    /// The number of tokens; on `SWH_ERROR_INVALID_UTF8` the bad offset.
    pub len: usize,
}

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

// ---- Generated sites: re-highlighting the Swift blocks of HTML pages ---------------------------

/// No block was skipped.
pub const SWH_SKIP_NONE: u32 = 0;
/// The page ends inside the block (no end tag).
pub const SWH_SKIP_UNTERMINATED: u32 = 1;
/// The block holds markup that is not code.
pub const SWH_SKIP_UNEXPECTED_MARKUP: u32 = 2;
/// A named character reference the library does not know, or one without its `;`.
pub const SWH_SKIP_UNKNOWN_REFERENCE: u32 = 3;
/// The block's text is not valid UTF-8 (under `SWH_UTF8_REJECT`).
pub const SWH_SKIP_INVALID_UTF8: u32 = 4;
/// Elements nested deeper than the block scanner looks.
pub const SWH_SKIP_TOO_DEEP: u32 = 5;

/// `swh_block_stats_t`: what [`swh_rehighlight_html`] found in a page (a struct that never grows).
#[repr(C)]
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct swh_block_stats_t {
    /// Swift code blocks recognised and highlighted: `rewritten + unchanged`.
    pub found: usize,
    /// Blocks replaced with different bytes.
    pub rewritten: usize,
    /// Blocks that were already exactly what the call writes.
    pub unchanged: usize,
    /// Swift blocks left as they were.
    pub skipped: usize,
    /// The byte offset of the first skipped block's start tag; 0 when none was skipped.
    pub first_skipped_offset: usize,
    /// A `SWH_SKIP_*` value.
    pub first_skipped_reason: u32,
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
        // first_line is followed by padding to a pointer's alignment on 64-bit targets.
        let after_first_line = (4 * word + 20).next_multiple_of(word);
        assert_eq!(offset_of!(swh_options_t, dark_selector), after_first_line);
        assert_eq!(offset_of!(swh_options_t, title), after_first_line + word);
        assert_eq!(offset_of!(swh_options_t, project_names), after_first_line + 2 * word);
        assert_eq!(offset_of!(swh_options_t, project_names_len), after_first_line + 3 * word);
        assert_eq!(offset_of!(swh_options_t, theme_file), after_first_line + 4 * word);
        assert_eq!(size_of::<swh_options_t>(), if word == 8 { 96 } else { 56 });
        assert_eq!(size_of::<swh_line_range_t>(), 8);
        assert_eq!(size_of::<swh_string_t>(), 2 * word);
        assert_eq!(size_of::<swh_tokens_t>(), 2 * word);
        assert_eq!(size_of::<swh_token_t>(), 12);
        assert_eq!(align_of::<swh_token_t>(), 4);
        assert_eq!(SWH_VERSION, 0x00_02_00);
        assert_eq!(offset_of!(swh_block_stats_t, first_skipped_reason), 5 * word);
        assert_eq!(size_of::<swh_block_stats_t>(), if word == 8 { 48 } else { 24 });
    }
}

//! Colours: [`Theme`], the built-in themes, and [`XcodeTheme`], a theme read from an Xcode
//! theme file.

use std::fmt;
use std::ptr;

use crate::{ffi, status_str};

/// Colours for inline styles, [`css`](crate::css) and [`highlight_ansi`](crate::highlight_ansi) (`SWH_THEME_*`). A pair theme is a
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

/// A theme read from an Xcode theme file (`.xccolortheme`, `.dvtcolortheme`), for
/// [`Options::set_theme_file`](crate::Options::set_theme_file). Immutable and shared: cloning is cheap, and it may be used from
/// several threads.
#[derive(Clone)]
pub struct XcodeTheme(pub(crate) std::sync::Arc<ThemeHandle>);

pub(crate) struct ThemeHandle {
    pub(crate) raw: *mut ffi::swh_theme_t,
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

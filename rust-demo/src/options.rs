//! [`Options`]: the options of a call, written into the C options struct (`swh_options_t`) for
//! each call; and [`InvalidUtf8`].

use std::ffi::CString;
use std::ops::RangeInclusive;

use crate::error::static_str;
use crate::header_options::NameLists;
use crate::{ffi, Error, Scheme, Theme, XcodeTheme};

/// What to do with input that is not UTF-8 (only the `*_bytes` functions can see any).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum InvalidUtf8 {
    /// Fail with [`Error::InvalidUtf8`] (the default).
    #[default]
    Reject,
    /// Highlight anyway; each maximal invalid sequence is rendered as U+FFFD in HTML.
    Replace,
}

/// `text` as a C string; a NUL byte inside is [`Error::InvalidOption`] with `message`.
pub(crate) fn c_string(text: &str, message: &'static str) -> Result<CString, Error> {
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
    pub(crate) flags: u32,
    scheme: Scheme,
    theme: Theme,
    highlight_lines: Vec<ffi::swh_line_range_t>,
    first_line: u32,
    dark_selector: Option<CString>,
    title: Option<CString>,
    /// The names options' bytes (header_options.rs).
    pub(crate) names: NameLists,
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
    /// [`CLASS_PREFIX_MAX`](crate::CLASS_PREFIX_MAX) bytes; otherwise [`Error::InvalidOption`] and the options are
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

    /// Sets the colour theme (inline styles, [`css`](crate::css), [`highlight_ansi`](crate::highlight_ansi)).
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
        /// [`highlight_ansi`](crate::highlight_ansi) only: 16-colour escape codes instead of 24-bit colours (`SWH_FLAG_ANSI_16`).
        SWH_FLAG_ANSI_16, set_ansi_16, with_ansi_16, ansi_16
    );
    flag_option!(
        /// With the wrapper: `<code class="language-swift">` (`SWH_FLAG_LANGUAGE_CLASS`).
        SWH_FLAG_LANGUAGE_CLASS, set_language_class, with_language_class, language_class
    );

    /// For [`css`](crate::css) with a pair theme: a selector under which the dark rules apply as well as under
    /// `prefers-color-scheme: dark` (`.dark`, `[data-theme="dark"]`, `html.dark`), for a site
    /// whose toggle sets a class or attribute on a parent element; when it names `dark`, its light
    /// twin (`.light`, `[data-theme="light"]`) keeps the light rules. At most [`DARK_SELECTOR_MAX`](crate::DARK_SELECTOR_MAX) bytes of
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
    /// … `</pre></figure>`, the title escaped. At most [`TITLE_MAX`](crate::TITLE_MAX) bytes, no NUL; otherwise
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
    /// URLs in comments, class names, project and system names ([`Kind::TypeDeclaration`](crate::Kind::TypeDeclaration) …).
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

    /// Colours from an Xcode theme file instead of the built-in theme, for inline styles and
    /// [`css`](crate::css). It brings Xcode's finer kinds, unless [`Options::set_xcode_kinds`] turned them off.
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
        self.names.write(&mut raw);
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::CStr;

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

//! [`Error`]: why a call failed, one variant per status code of the C interface.

use std::ffi::CStr;
use std::fmt;

use crate::ffi;

/// Why a call failed: one variant per status code of the C interface.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Error {
    /// `SWH_ERROR_INVALID_ARGUMENT`: the engine refused the arguments of a call. The option
    /// setters check every value with the engine first ([`Error::InvalidOption`]), so a call
    /// with [`Options`](crate::Options) built by them does not fail this way.
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
    /// `SWH_ERROR_FENCE`: in [`highlight_markdown`](crate::highlight_markdown), a Swift code block's info string has a
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
        /// What this crate expects ([`ABI_VERSION`](crate::ABI_VERSION)).
        expected: u32,
    },
    /// A status this crate does not know (a newer engine).
    Unknown(i32),
    /// An option value the engine refuses (a class prefix outside `[A-Za-z0-9_-]`, a dark
    /// selector with `{`, a title over [`TITLE_MAX`](crate::TITLE_MAX) bytes, a reversed line range, …), or a text
    /// option holding a NUL byte; `message` is the engine's sentence naming the rule
    /// (`swh_options_check`). The setters return it and leave the options unchanged.
    InvalidOption {
        /// The rule the value breaks, as the engine (or, for a NUL byte, this crate) words it.
        message: &'static str,
    },
}

impl Error {
    pub(crate) fn from_status(status: ffi::swh_status_t, len: usize) -> Error {
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

/// # Safety
/// `p` is NULL or a NUL-terminated string that lives for the whole program.
pub(crate) unsafe fn static_str(p: *const std::os::raw::c_char) -> &'static str {
    if p.is_null() {
        return "";
    }
    CStr::from_ptr(p).to_str().unwrap_or("")
}

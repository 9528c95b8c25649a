//! Our engine, reached the two ways a Rust user reaches it: the raw C entry points of
//! `include/swift_highlight.h` (through the crate's `ffi` module), and the crate's safe API.
// Shared by the benchmark and its child programs, which each use only part of it.
#![allow(dead_code)]

use std::ffi::CStr;
use swift_highlight::ffi;

/// Bytes of one token in the C token array (what a token stream costs in memory).
pub const TOKEN_BYTES: usize = std::mem::size_of::<ffi::swh_token_t>();

fn status_text(status: ffi::swh_status_t) -> String {
    // SAFETY: swh_status_str returns a static NUL-terminated string for any status.
    let s = unsafe { CStr::from_ptr(ffi::swh_status_str(status)) };
    format!("status {status} ({})", s.to_string_lossy())
}

/// The library's version string, e.g. "0.1.0".
pub fn version() -> String {
    // SAFETY: a static NUL-terminated string.
    unsafe { CStr::from_ptr(ffi::swh_version_string()) }.to_string_lossy().into_owned()
}

pub fn abi_version() -> u32 {
    // SAFETY: no arguments, no state.
    unsafe { ffi::swh_abi_version() }
}

/// `swh_highlight_html` with default options on the whole of `src`; frees the result and
/// returns its length.
pub fn html_ffi(src: &[u8]) -> Result<usize, String> {
    let mut out = ffi::swh_string_t { data: std::ptr::null_mut(), len: 0 };
    // SAFETY: `src` is valid for `src.len()` bytes, NULL options mean the defaults, and `out` is
    // a valid output struct.
    let status = unsafe { ffi::swh_highlight_html(src.as_ptr(), src.len(), std::ptr::null(), &mut out) };
    if status != ffi::SWH_OK {
        return Err(format!("swh_highlight_html: {}", status_text(status)));
    }
    let len = out.len;
    // SAFETY: `out` was filled by a successful call and is freed once.
    unsafe { ffi::swh_string_free(out) };
    Ok(len)
}

/// `swh_tokenize` with default options on the whole of `src`; frees the result and returns the
/// number of tokens.
pub fn tokens_ffi(src: &[u8]) -> Result<usize, String> {
    let mut out = ffi::swh_tokens_t { data: std::ptr::null_mut(), len: 0 };
    // SAFETY: as in `html_ffi`.
    let status = unsafe { ffi::swh_tokenize(src.as_ptr(), src.len(), std::ptr::null(), &mut out) };
    if status != ffi::SWH_OK {
        return Err(format!("swh_tokenize: {}", status_text(status)));
    }
    let len = out.len;
    // SAFETY: `out` was filled by a successful call and is freed once.
    unsafe { ffi::swh_tokens_free(out) };
    Ok(len)
}

/// The crate's safe API, as a Rust program calls it for each snippet: returns the HTML's length.
pub fn html_str(src: &str, options: &swift_highlight::Options) -> Result<usize, String> {
    swift_highlight::highlight_html(src, options)
        .map(|html| html.len())
        .map_err(|e| format!("swift_highlight::highlight_html: {e}"))
}

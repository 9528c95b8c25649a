//! The highlight functions: HTML, terminal colours, Markdown, stylesheets, token lists and
//! token streams, each one call of the engine.

use std::ops::ControlFlow;
use std::os::raw::{c_int, c_void};
use std::panic::{catch_unwind, resume_unwind, AssertUnwindSafe};
use std::ptr;

use crate::buffers::{EngineString, EngineTokens};
use crate::version::check_abi;
use crate::{ffi, Error, Kind, Options, Token};

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
/// [`InvalidUtf8::Replace`](crate::InvalidUtf8::Replace) the ranges still refer to the original bytes and invalid sequences
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

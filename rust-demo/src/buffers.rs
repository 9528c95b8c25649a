//! The engine's output buffers, owned on the Rust side and freed by the engine's own free
//! functions when dropped.

use crate::ffi;

/// A `swh_string_t` from the engine, freed with `swh_string_free` when dropped.
pub(crate) struct EngineString(pub(crate) ffi::swh_string_t);

impl EngineString {
    pub(crate) fn as_bytes(&self) -> &[u8] {
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
pub(crate) struct EngineTokens(pub(crate) ffi::swh_tokens_t);

impl EngineTokens {
    pub(crate) fn as_slice(&self) -> &[ffi::swh_token_t] {
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

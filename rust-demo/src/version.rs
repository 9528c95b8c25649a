//! The linked engine's version and ABI version, and the check that this crate can call it.

use std::fmt;
use std::sync::OnceLock;

use crate::error::static_str;
use crate::{ffi, Error, ABI_VERSION};

/// A library version.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Version {
    /// Incompatible API changes.
    pub major: u32,
    /// Additions.
    pub minor: u32,
    /// Fixes.
    pub patch: u32,
}

impl fmt::Display for Version {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}.{}", self.major, self.minor, self.patch)
    }
}

/// The version of the linked engine.
pub fn version() -> Version {
    // SAFETY: no arguments, no preconditions.
    let v = unsafe { ffi::swh_version() };
    Version { major: v >> 16, minor: (v >> 8) & 0xff, patch: v & 0xff }
}

/// The version of the linked engine as a string, e.g. `"0.2.0"`.
pub fn version_string() -> &'static str {
    // SAFETY: a static string, never freed.
    unsafe { static_str(ffi::swh_version_string()) }
}

/// The ABI version of the linked engine; this crate works with [`ABI_VERSION`].
pub fn abi_version() -> u32 {
    // SAFETY: no arguments, no preconditions.
    unsafe { ffi::swh_abi_version() }
}

/// Checked once per process before the first highlighting call.
pub(crate) fn check_abi() -> Result<(), Error> {
    static LIBRARY_ABI: OnceLock<u32> = OnceLock::new();
    let library = *LIBRARY_ABI.get_or_init(abi_version);
    if library == ABI_VERSION {
        Ok(())
    } else {
        Err(Error::AbiMismatch { library, expected: ABI_VERSION })
    }
}

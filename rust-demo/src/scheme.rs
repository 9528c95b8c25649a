//! [`Scheme`]: the class names tokens get in HTML.

use crate::ffi;

/// Which class names tokens get in HTML (`SWH_SCHEME_*`); see the header for each scheme's
/// names and how it uses the class prefix.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[repr(u32)]
#[non_exhaustive]
pub enum Scheme {
    /// This library's kind names with the prefix: `swh-keyword`, `swh-doc-comment` (default).
    #[default]
    Native = ffi::SWH_SCHEME_NATIVE,
    /// Splash's token types (`keyword`, `call`, `dotAccess`, …).
    Splash = ffi::SWH_SCHEME_SPLASH,
    /// highlight.js scopes (`hljs-keyword`, `hljs-title function_`, …).
    Hljs = ffi::SWH_SCHEME_HLJS,
    /// Pygments short classes (`k`, `nf`, `s`, …) under `<pre class="highlight">`.
    Pygments = ffi::SWH_SCHEME_PYGMENTS,
    /// tree-sitter highlight names, dots as spaces (`string escape`, `function macro`, …).
    TreeSitter = ffi::SWH_SCHEME_TREESITTER,
    /// Prism's classes (`token keyword`, `token class-name`, …), with `language-swift` on
    /// `<pre>` and `<code>`, so that a stock Prism theme colours the whole block.
    Prism = ffi::SWH_SCHEME_PRISM,
}

impl Scheme {
    /// Every scheme this crate knows, in value order.
    pub const ALL: [Scheme; 6] =
        [Scheme::Native, Scheme::Splash, Scheme::Hljs, Scheme::Pygments, Scheme::TreeSitter, Scheme::Prism];

    /// The engine's name of the scheme: `"native"`, `"splash"`, `"hljs"`, `"pygments"`,
    /// `"treesitter"`, `"prism"`.
    pub const fn name(self) -> &'static str {
        match self {
            Scheme::Native => "native",
            Scheme::Splash => "splash",
            Scheme::Hljs => "hljs",
            Scheme::Pygments => "pygments",
            Scheme::TreeSitter => "treesitter",
            Scheme::Prism => "prism",
        }
    }

    /// The scheme with that name.
    pub fn from_name(name: &str) -> Option<Scheme> {
        Scheme::ALL.into_iter().find(|s| s.name() == name)
    }

    /// The C value (`SWH_SCHEME_*`).
    pub const fn raw(self) -> u32 {
        self as u32
    }
}

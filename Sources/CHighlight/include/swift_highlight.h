/*
 * swift_highlight.h — the C interface of swift-highlight, a Swift syntax highlighter.
 *
 * This is the one public header of the library. The Swift implementation imports this very
 * file, so the types below are the ABI.
 *
 * Conventions
 *   - Every name starts with `swh_` (functions, types) or `SWH_` (constants).
 *   - Input is `const uint8_t *src, size_t len`: UTF-8 bytes, not NUL-terminated. `src` may be
 *     NULL only when `len` is 0.
 *   - Output goes into a caller-provided struct (`swh_string_t`, `swh_tokens_t`) that owns a
 *     buffer allocated by the library. Free it with the matching `swh_*_free` function, never
 *     with `free()`. Both free functions accept zeroed / NULL-data values and do nothing then.
 *   - Every fallible function returns a `swh_status_t`; on any status other than `SWH_OK` the
 *     output struct holds no buffer (its `data` is NULL) and nothing needs freeing.
 *   - Byte offsets in tokens are `uint32_t` offsets into `src`. Inputs longer than the
 *     platform's limit are refused with `SWH_ERROR_TOO_LARGE`: 4 GiB - 1 bytes where `size_t`
 *     has 64 bits; 512 MiB - 1 bytes where it has 32 bits (wasm32, 32-bit ARM), so that every
 *     size the library derives from a length still fits its `size_t`.
 *
 * Guarantees
 *   - No input can crash the caller: any byte sequence of any length, NULL pointers and bad
 *     options yield a status, never a trap, an abort or an out-of-bounds access.
 *   - Input is UTF-8. By default invalid UTF-8 is refused with `SWH_ERROR_INVALID_UTF8` and the
 *     byte offset of the first bad sequence; `SWH_UTF8_REPLACE` highlights instead, rendering
 *     each maximal invalid subsequence as U+FFFD in HTML output.
 *   - HTML output is always well-formed and fully escaped: removing the tags and decoding the
 *     entities gives back the input bytes exactly (with SWH_UTF8_REPLACE: the input with bad
 *     sequences replaced by U+FFFD). Line numbers, diff marks and captions are elements to
 *     remove whole (`PREFIXln`, `PREFIXmark`, `figcaption`); with SWH_FLAG_DIFF or
 *     SWH_FLAG_NOTATION the result is the code those flags describe (the input without the
 *     diff markers or notation comments).
 *   - Unterminated strings, comments and other constructs end where the language's own
 *     recovery would end them (a single-line string at the end of its line, a block comment at
 *     the end of input).
 *
 * Thread safety
 *   Every function is reentrant and the library has no global mutable state: any number of
 *   threads may call any functions at the same time, on the same or different inputs. Output
 *   buffers belong to the caller once returned and may be freed on any thread.
 */
#ifndef SWIFT_HIGHLIGHT_H
#define SWIFT_HIGHLIGHT_H

#include <stddef.h>
#include <stdint.h>

/*
 * SWH_API marks every function of the library: the shared library exports exactly these and
 * nothing else. With GCC and Clang it gives default visibility (so a build with
 * -fvisibility=hidden still exports them). On Windows a DLL build defines SWH_BUILD_SHARED and
 * its users define SWH_USE_SHARED; a static build defines neither. A build may predefine SWH_API.
 */
#ifndef SWH_API
#  if defined(_WIN32) || defined(__CYGWIN__)
#    if defined(SWH_BUILD_SHARED)
#      define SWH_API __declspec(dllexport)
#    elif defined(SWH_USE_SHARED)
#      define SWH_API __declspec(dllimport)
#    else
#      define SWH_API
#    endif
#  elif defined(__GNUC__) || defined(__clang__)
#    define SWH_API __attribute__((visibility("default")))
#  else
#    define SWH_API
#  endif
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ---------------------------------------------------------------------------------------------
 * Versions
 * ------------------------------------------------------------------------------------------ */

/** The library version this header belongs to. */
#define SWH_VERSION_MAJOR 0
#define SWH_VERSION_MINOR 2
#define SWH_VERSION_PATCH 0
/** `(major << 16) | (minor << 8) | patch`, comparable with `swh_version()`. */
#define SWH_VERSION ((SWH_VERSION_MAJOR << 16) | (SWH_VERSION_MINOR << 8) | SWH_VERSION_PATCH)
/**
 * The ABI version: it changes only when a change breaks compiled callers (a struct layout, a
 * function signature, the meaning of a value). Appending kinds, statuses or options fields
 * does not change it. Compare with `swh_abi_version()` at start-up.
 */
#define SWH_ABI_VERSION 1

/** The library's version as `(major << 16) | (minor << 8) | patch`. */
SWH_API uint32_t swh_version(void);
/** The library's version as a static string, e.g. "0.2.0". Never free it. */
SWH_API const char *swh_version_string(void);
/** The library's ABI version (see SWH_ABI_VERSION). */
SWH_API uint32_t swh_abi_version(void);

/* ---------------------------------------------------------------------------------------------
 * Status codes
 * ------------------------------------------------------------------------------------------ */

/** The result of every fallible function. Values are fixed; new ones are only appended. */
typedef int32_t swh_status_t;

/** Success: the output struct holds a buffer to free. */
#define SWH_OK 0
/**
 * A bad argument: `out` is NULL, `src` is NULL with `len > 0`, or the options are bad (an
 * unknown `struct_size`, an unknown policy, flag, scheme or theme, a class prefix outside
 * `[A-Za-z0-9_-]` or longer than SWH_CLASS_PREFIX_MAX bytes, bad highlight_lines).
 */
#define SWH_ERROR_INVALID_ARGUMENT 1
/**
 * The input is not valid UTF-8 (and the policy is SWH_UTF8_REJECT). The output struct's
 * `data` is NULL and its `len` is the byte offset of the first invalid sequence.
 */
#define SWH_ERROR_INVALID_UTF8 2
/**
 * The input is too large: `len` >= 4 GiB (the uint32_t offsets), or on 32-bit targets
 * `len` >= 512 MiB (see Conventions).
 */
#define SWH_ERROR_TOO_LARGE 3
/** Memory for the output could not be allocated. Nothing was leaked. */
#define SWH_ERROR_OUT_OF_MEMORY 4
/**
 * Not an error: the callback of swh_tokenize_each returned nonzero, so it stopped early. Every
 * token before that was delivered; no output needs freeing.
 */
#define SWH_STOPPED 5
/**
 * swh_highlight_markdown only: the info string of a Swift fenced code block has a malformed
 * option (a line range such as `{3-}`, `{7-5}`, `{0}`, `hl_lines="x"`, or a bad `linenums`),
 * or highlights a line past the block's last line (`{9}` on a one-line block).
 * The output struct's `data` is NULL and its `len` is the line number (from 1) of that block's
 * opening fence.
 */
#define SWH_ERROR_FENCE 6
/**
 * swh_theme_parse only: the bytes are not an Xcode theme file that can be used (not an XML
 * property list, a binary property list, too large, nested too deeply, invalid UTF-8, a
 * colour that is not "r g b a"). The error string says what is wrong.
 */
#define SWH_ERROR_THEME 7

/** A static, human-readable description of a status ("ok", "invalid UTF-8", …). Never NULL. */
SWH_API const char *swh_status_str(swh_status_t status);

/* ---------------------------------------------------------------------------------------------
 * Token kinds
 *
 * Each kind maps to exactly one of the ten highlighting categories (plain, keyword, type,
 * function, property, number, string, comment, attribute, preprocessor); `swh_kind_category`
 * gives it. Values are fixed; new kinds are only appended.
 * ------------------------------------------------------------------------------------------ */

typedef uint32_t swh_kind_t;

/** Not highlighted. Never appears in token arrays: bytes no token covers are plain. */
#define SWH_KIND_PLAIN 0
/** Keywords, contextual keywords in keyword position, `self`, `true`, `nil`, `_`, … */
#define SWH_KIND_KEYWORD 1
/** Type names: declared, in type position, and capitalized names in expressions. */
#define SWH_KIND_TYPE 2
/** Called and declared function names (`foo(`, `.map {`, `func foo`). */
#define SWH_KIND_FUNCTION 3
/** Member names after a dot, implicit members, key-path components, tuple indices. */
#define SWH_KIND_PROPERTY 4
/** Numeric literals in every radix. */
#define SWH_KIND_NUMBER 5
/** String literal text and delimiters (quotes, raw-string `#`s). Category: string. */
#define SWH_KIND_STRING 6
/** Line and block comments, and a `#!` first line. Category: comment. */
#define SWH_KIND_COMMENT 7
/** `@` and the attribute name (`@MainActor`, `@available`). */
#define SWH_KIND_ATTRIBUTE 8
/** `#if`/`#elseif`/`#else`/`#endif` with their conditions, `#sourceLocation`, `#warning`, `#error`. */
#define SWH_KIND_PREPROCESSOR 9
/** Documentation comments (`///` lines and slash-star-star blocks). Category: comment. */
#define SWH_KIND_DOC_COMMENT 10
/** Escape sequences inside string literals (`\n`, `\u{1F600}`, `\#n`). Category: string. */
#define SWH_KIND_STRING_ESCAPE 11
/** The `\(` and `)` (or `\#(` and `)`) around a string interpolation. Category: string. */
#define SWH_KIND_INTERPOLATION 12
/** Regex literals (`/a+b/`, `#/…/#`). Category: string. */
#define SWH_KIND_REGEX 13
/** Operators (`+`, `==`, `->`, `?`, custom operators). Category: plain. */
#define SWH_KIND_OPERATOR 14
/** The `#name` of a pound expression or macro expansion (`#selector`, `#Preview`). Category: preprocessor. */
#define SWH_KIND_MACRO 15
/*
 * Xcode's finer kinds (docs/xcode.md): produced only with SWH_FLAG_XCODE_KINDS. Each refines
 * the kind named in its comment (swh_kind_parent), so a reader that knows only the kinds above
 * can map it back; the category is that of the kind it refines.
 */
/** A type's name where it is declared (`struct Point`). Refines SWH_KIND_TYPE. */
#define SWH_KIND_TYPE_DECLARATION 16
/** A function's name where it is declared (`func area`). Refines SWH_KIND_FUNCTION. */
#define SWH_KIND_FUNCTION_DECLARATION 17
/** Another declared name: variable, property, enum case (`let width`). Refines SWH_KIND_PLAIN. */
#define SWH_KIND_OTHER_DECLARATION 18
/** A documentation comment's markup keyword (`Parameter`, `Returns`). Refines SWH_KIND_DOC_COMMENT. */
#define SWH_KIND_DOC_KEYWORD 19
/** A `// MARK:`, `// TODO:` or `// FIXME:` comment. Refines SWH_KIND_COMMENT. */
#define SWH_KIND_MARK 20
/** A URL in a comment. Refines SWH_KIND_COMMENT. */
#define SWH_KIND_URL 21
/** A type name not declared in the project (`Int`). Refines SWH_KIND_TYPE. */
#define SWH_KIND_SYSTEM_TYPE 22
/** A class name of the project. Refines SWH_KIND_TYPE. */
#define SWH_KIND_CLASS 23
/** A class name not declared in the project. Refines SWH_KIND_SYSTEM_TYPE. */
#define SWH_KIND_SYSTEM_CLASS 24
/** A function name not declared in the project (`print`). Refines SWH_KIND_FUNCTION. */
#define SWH_KIND_SYSTEM_FUNCTION 25
/** A property or variable name not declared in the project (`count`). Refines SWH_KIND_PROPERTY. */
#define SWH_KIND_SYSTEM_PROPERTY 26
/** An enum case of the project used by name (`.north`). Refines SWH_KIND_PROPERTY. */
#define SWH_KIND_CONSTANT 27
/** An enum case not declared in the project. Refines SWH_KIND_CONSTANT. */
#define SWH_KIND_SYSTEM_CONSTANT 28
/** A macro not declared in the project (`#expect`). Refines SWH_KIND_MACRO. */
#define SWH_KIND_SYSTEM_MACRO 29
/**
 * A property or global variable of the project used without a base (`items` in
 * `items.append(x)` inside a method), where no parameter, local or other binding shadows it.
 * Refines SWH_KIND_PLAIN.
 */
#define SWH_KIND_VARIABLE 30

/** The number of kinds this library knows: every valid kind is below it. */
SWH_API uint32_t swh_kind_count(void);
/**
 * The kind's name, used as its HTML class suffix: "keyword", "type", "function", "property",
 * "number", "string", "comment", "attribute", "preprocessor", "doc-comment", "string-escape",
 * "interpolation", "regex", "operator", "macro"; for Xcode's finer kinds "type-declaration",
 * "function-declaration", "other-declaration", "doc-keyword", "mark-comment", "url",
 * "system-type", "class", "system-class", "system-function", "system-property", "constant",
 * "system-constant", "system-macro", "variable"; "plain" for SWH_KIND_PLAIN. Static; never free it. An
 * unknown kind gives "plain".
 */
SWH_API const char *swh_kind_name(swh_kind_t kind);
/**
 * The category a kind belongs to, as one of the ten category kinds (SWH_KIND_PLAIN ..
 * SWH_KIND_PREPROCESSOR). E.g. SWH_KIND_DOC_COMMENT gives SWH_KIND_COMMENT, SWH_KIND_OPERATOR
 * gives SWH_KIND_PLAIN. An unknown kind gives SWH_KIND_PLAIN.
 */
SWH_API swh_kind_t swh_kind_category(swh_kind_t kind);
/**
 * The kind a kind refines: e.g. SWH_KIND_SYSTEM_CLASS gives SWH_KIND_SYSTEM_TYPE, which gives
 * SWH_KIND_TYPE; a category kind gives itself. An unknown kind gives SWH_KIND_PLAIN.
 */
SWH_API swh_kind_t swh_kind_parent(swh_kind_t kind);

/* ---------------------------------------------------------------------------------------------
 * Options
 *
 * A flag or field whose comment ends with an `@option JS PY OUTPUTS [implies FLAG]: DOC`
 * paragraph is an option of the bindings, said here once: JS is its JavaScript name, PY its
 * Python keyword argument and the name of the Rust crate's `set_PY`/`with_PY` methods, OUTPUTS
 * the outputs that take it (html, markdown, ansi, tokens, css, site: the page rewriter), FLAG a
 * flag it turns on too, DOC its description. A flag's option is a boolean; a `const uint8_t *`
 * field's (with its `_len` field) is text or bytes, or a list of names one a line.
 * scripts/gen/abi.sh writes each binding's code for these options from them.
 * ------------------------------------------------------------------------------------------ */

/** Invalid UTF-8: refuse the input with SWH_ERROR_INVALID_UTF8 (the default). */
#define SWH_UTF8_REJECT 0
/** Invalid UTF-8: highlight anyway; each maximal invalid subsequence is rendered as U+FFFD. */
#define SWH_UTF8_REPLACE 1

/**
 * Flag: wrap the HTML in `<pre class="PREFIXcode"><code class="language-swift">` …
 * `</code></pre>` (PREFIX: the class prefix, or "swh-" when it is NULL): the wrapper of the
 * command line's `--pre`, the bindings' `pre` and Markdown blocks. Other schemes add their
 * container class: `<pre class="PREFIXcode splash">` (SWH_SCHEME_SPLASH),
 * `<pre class="PREFIXcode highlight">` (SWH_SCHEME_PYGMENTS), `<code class="language-swift hljs">`
 * (SWH_SCHEME_HLJS). With SWH_FLAG_INLINE_STYLES the `<pre>` also gets the theme's colours in a
 * style attribute. Changed after 0.2.0: the `<code>` gets `language-swift` without
 * SWH_FLAG_LANGUAGE_CLASS (before, a bare `<code>` unless that flag was set too).
 */
#define SWH_FLAG_WRAP_PRE 0x1u
/**
 * Flag: wrap each line in `<span class="PREFIXline" data-line="N">` … `</span>`. The newline
 * stays between line elements (removing the tags still gives back the input); a token that
 * spans lines (block comment, multi-line string) is closed at the end of each line and reopened
 * on the next, so every line element is well-formed on its own. A line ends at a line feed
 * (a carriage return just before it stays inside the line); an input that ends with a line
 * feed has no empty line element after it, and an empty input has none at all.
 *
 * @option lines lines html,markdown,site: Wrap each line in a line element (`PREFIXline`, with
 * `data-line`).
 */
#define SWH_FLAG_LINES 0x2u
/**
 * Flag: start each line element with its number, right-aligned with spaces:
 * `<span class="PREFIXln" aria-hidden="true"> 9</span>`. Implies SWH_FLAG_LINES. The numbers are
 * text, so removing the `PREFIXln` elements (not only their tags) gives back the input.
 * swh_highlight_ansi numbers lines too (see there).
 *
 * @option lineNumbers line_numbers html,markdown,ansi,site: Number the lines (from the first
 * line); in HTML a gutter in each line element (implies lines), in a terminal each line starts
 * with its number and a bar.
 */
#define SWH_FLAG_LINE_NUMBERS 0x4u
/**
 * Flag: instead of classes, give each token a `style="…"` attribute with the colours of
 * `theme` (for RSS and email, where no stylesheet applies). Kinds the theme leaves unstyled
 * (operators) get no element. A light/dark pair theme means its light member here. Structural
 * elements (wrapper, lines, line numbers) keep their classes and get styles as well.
 *
 * @option inlineStyles inline_styles html,markdown,site: Colour tokens with `style` attributes
 * from the theme instead of classes (for feeds and e-mail).
 */
#define SWH_FLAG_INLINE_STYLES 0x8u
/** Flag, for swh_highlight_ansi only: 16-colour SGR codes instead of 24-bit colours. */
#define SWH_FLAG_ANSI_16 0x10u
/**
 * Flag, accepted and without further effect: SWH_FLAG_WRAP_PRE always gives the `<code>` the
 * class `language-swift` (the HTML standard's convention, which CommonMark renderers and
 * highlight.js follow). Up to 0.2.0 it was needed for that class; callers that still set it get
 * the same bytes.
 */
#define SWH_FLAG_LANGUAGE_CLASS 0x20u
/**
 * Flag: the input is a diff-marked block. The first character of each line says what the line
 * is: `+` added, `-` removed, a space context; that character is taken out. An empty line is an
 * empty context line; a line starting with any other character is a context line kept whole
 * (nothing is taken out). The old side (context and removed lines) and the new side (context and
 * added lines) are highlighted separately, each as the Swift it is, so a string or comment opened
 * on one side does not run into the other; removed lines take their tokens from the old side,
 * the others from the new side.
 *
 * HTML: implies SWH_FLAG_LINES. Added lines get the class `PREFIXadd`, removed ones `PREFIXdel`,
 * and every line starts with a mark `<span class="PREFIXmark" aria-hidden="true">+</span>`
 * (`-` for removed lines, a space for context lines), after the line number if any. Line numbers
 * count the displayed lines. The text outside `PREFIXln` and `PREFIXmark` elements is the input
 * with each line's marker character taken out ("the code"): removing those elements and the other
 * tags, and decoding the entities, gives back exactly that. swh_css makes marks and line
 * numbers unselectable, so copying the block copies the code.
 *
 * swh_highlight_ansi: each line starts with a marker column (`+ `, `- `, two spaces) in the
 * theme's added/removed colours; with 24-bit colours added and removed lines get the theme's
 * added/removed backgrounds.
 *
 * swh_tokenize, swh_tokenize_each: the tokens of the code as shown (each line's from its side),
 * with offsets into `src`; the marker characters are no tokens (plain).
 *
 * @option diff diff html,markdown,ansi,tokens: The code is a diff: each line starts with `+`
 * (added), `-` (removed) or a space (context), taken out; each side is highlighted as the Swift it
 * is (in HTML implies lines).
 */
#define SWH_FLAG_DIFF 0x40u
/**
 * Flag: Shiki's notation comments. A line or block comment whose whole text is `[!code ++]`,
 * `[!code --]`, `[!code highlight]` (or `[!code hl]`) or `[!code focus]`, optionally with a
 * count `:N` (`// [!code ++:3]`), marks lines as added (`PREFIXadd`), removed (`PREFIXdel`),
 * highlighted (`PREFIXhl`) or focused (`PREFIXfocus`), and is taken out of the output together
 * with the spaces and tabs before it. A comment after code marks its own line and the N - 1
 * lines after it; a comment alone on its line takes the whole line out (newline included) and
 * marks the N lines after it. Comments with other `[!code …]` words are left alone. HTML:
 * implies SWH_FLAG_LINES; removing the tags (and `PREFIXln`/`PREFIXmark` elements) and decoding
 * the entities gives back the input without the notation comments. Added and removed lines get a
 * mark as with SWH_FLAG_DIFF. Combined with SWH_FLAG_DIFF, the diff markers are taken out first.
 * swh_tokenize and swh_tokenize_each give the tokens of the code as shown, with offsets into
 * `src`: the notation comments are no tokens (changed after 0.2.0, which ignored this flag there).
 *
 * @option notation notation html,markdown,ansi: Shiki's notation comments (`// [!code ++]`, `//
 * [!code --]`, `// [!code highlight]`, `// [!code focus]`, with `:N` counts) mark their lines and
 * are taken out (in HTML implies lines).
 */
#define SWH_FLAG_NOTATION 0x80u
/**
 * Flag: Xcode's finer kinds (SWH_KIND_TYPE_DECLARATION .. SWH_KIND_VARIABLE; rules in
 * docs/xcode.md): declared names, documentation keywords, marks, URLs in comments, class names,
 * and project names apart from system names. Project names are those the input declares and
 * those in `project_names`; in swh_highlight_markdown and swh_rehighlight_html, those any Swift
 * block of the document declares. For every function that highlights: the tokens, HTML (with
 * SWH_FLAG_DIFF and SWH_FLAG_NOTATION too), terminal colours, Markdown and pages. Every
 * category stays as without the flag. Costs a second pass over the tokens (and over the
 * document for Markdown and pages).
 */
#define SWH_FLAG_XCODE_KINDS 0x100u
/**
 * Flag: with `theme_file`, keep the ordinary kinds. An Xcode theme file otherwise turns
 * SWH_FLAG_XCODE_KINDS on, so that its colours for declared names, marks, URLs, documentation
 * keywords, classes and project names apply; this flag turns that off (SWH_FLAG_XCODE_KINDS,
 * given too, wins). Without `theme_file` it changes nothing.
 */
#define SWH_FLAG_ORDINARY_KINDS 0x200u

/* Class schemes (swh_options_t.scheme): which class names tokens get. See swh_scheme_name. */
/** Our kind names with the prefix: `swh-keyword`, `swh-doc-comment` (the default). */
#define SWH_SCHEME_NATIVE 0
/**
 * Splash's token types: keyword, string, type, call, number, comment, property, dotAccess,
 * preprocessing. No prefix by default (like Splash's HTMLOutputFormat); a given prefix is
 * prepended. Operators stay plain; attributes are `keyword`, as in Splash.
 */
#define SWH_SCHEME_SPLASH 1
/**
 * highlight.js scopes: `hljs-keyword`, `hljs-literal` (true/false/nil), `hljs-type`,
 * `hljs-title function_`, `hljs-property`, `hljs-number`, `hljs-string`, `hljs-char escape_`,
 * `hljs-subst`, `hljs-regexp`, `hljs-comment`, `hljs-meta`, `hljs-operator`. A given prefix
 * replaces "hljs-" (highlight.js's own classPrefix); sub-scope classes are never prefixed.
 */
#define SWH_SCHEME_HLJS 2
/**
 * Pygments short token classes: k, kc, kd, kt, nf, py, nd, m, s, se, si, sr, c1, cm, cp, o.
 * No prefix by default; a given prefix is prepended (Pygments' classprefix). The wrapper's
 * `<pre>` gets the class `highlight` that Pygments stylesheets select on.
 */
#define SWH_SCHEME_PYGMENTS 3
/**
 * tree-sitter highlight names, dots as space-separated classes: `keyword`, `type`, `function`,
 * `property`, `number`, `string`, `string escape`, `string regexp`, `punctuation special`,
 * `comment`, `comment documentation`, `attribute`, `keyword directive`, `function macro`,
 * `operator`, `boolean`, `constant builtin`, `variable builtin`. No prefix by default; a given
 * prefix is prepended to every class.
 */
#define SWH_SCHEME_TREESITTER 4
/**
 * Prism's classes: `token keyword`, `token class-name`, `token function`, `token property`,
 * `token number`, `token string`, `token char` (escapes), `token interpolation-punctuation
 * punctuation`, `token regex`, `token comment`, `token attribute atrule`, `token directive
 * property`, `token operator`, `token boolean`, `token nil constant`. No prefix by default; a
 * given prefix is prepended to every class (as Prism's custom-class plugin does). The wrapper's
 * `<pre>` and `<code>` get `language-swift`, which Prism themes select on
 * (`pre[class*="language-"]`, `code[class*="language-"]`) for the block's background and text.
 */
#define SWH_SCHEME_PRISM 5

/*
 * Themes (swh_options_t.theme): colours for inline styles, swh_css and swh_highlight_ansi.
 * A pair is a light and a dark theme: in CSS the dark one applies under
 * `@media (prefers-color-scheme: dark)`; inline styles use the light one, terminals the dark one.
 */
/** Xcode-like pair (the default). */
#define SWH_THEME_XCODE 0
#define SWH_THEME_XCODE_LIGHT 1
#define SWH_THEME_XCODE_DARK 2
/** High-contrast pair (every token colour at least 7:1 against the background). */
#define SWH_THEME_HIGH_CONTRAST 3
#define SWH_THEME_HIGH_CONTRAST_LIGHT 4
#define SWH_THEME_HIGH_CONTRAST_DARK 5

/**
 * A theme read from an Xcode theme file by swh_theme_parse (swh_options_t.theme_file). Opaque;
 * free with swh_theme_free. Immutable once made: one theme may be used by several threads.
 */
typedef struct swh_theme swh_theme_t;

/** An inclusive range of line numbers, as displayed (see swh_options_t.first_line). */
typedef struct swh_line_range {
    uint32_t first;
    uint32_t last;
} swh_line_range_t;

/** The most line ranges accepted in swh_options_t.highlight_lines. */
#define SWH_HIGHLIGHT_RANGES_MAX 65536

/** The longest class prefix accepted, in bytes. */
#define SWH_CLASS_PREFIX_MAX 64

/** The longest dark selector accepted (swh_options_t.dark_selector), in bytes. */
#define SWH_DARK_SELECTOR_MAX 256
/** The longest title accepted (swh_options_t.title), in bytes. */
#define SWH_TITLE_MAX 4096

/**
 * Options for every entry point. Always start from `swh_options_init`, then set fields:
 *
 *     swh_options_t opts;
 *     swh_options_init(&opts);
 *     opts.class_prefix = "hl-";
 *
 * The struct may grow in later versions (fields are only appended). `struct_size` tells the
 * library which fields the caller knows; fields beyond it (or only partly inside it) take their
 * defaults, so a caller compiled against an older header keeps working: a struct that ends
 * after `flags` (struct_size 24 on 64-bit targets, 16 on 32-bit ones) is accepted. A
 * `struct_size` larger than the library's own struct is refused with SWH_ERROR_INVALID_ARGUMENT
 * (the caller's header is newer than the library). Passing NULL instead of options means all defaults.
 */
typedef struct swh_options {
    /** sizeof(swh_options_t) as the caller compiled it; set by swh_options_init. */
    size_t struct_size;
    /**
     * Prefix of HTML classes: with SWH_SCHEME_NATIVE a token of kind K is rendered as
     * `<span class="PREFIX{swh_kind_name(K)}">`; see each SWH_SCHEME_* for how other schemes use
     * it. NUL-terminated, only `[A-Za-z0-9_-]` (may be empty), at most SWH_CLASS_PREFIX_MAX
     * bytes; NULL means the scheme's default ("swh-" for native, "hljs-" for hljs, none for the
     * others). Structural classes (`code`, `line`, `ln`, `hl`) use it too, or "swh-" when it is
     * NULL. The library reads it during the call only.
     */
    const char *class_prefix;
    /** SWH_UTF8_REJECT (default) or SWH_UTF8_REPLACE. */
    uint32_t invalid_utf8;
    /** A bitwise OR of SWH_FLAG_* values; 0 by default. */
    uint32_t flags;
    /* --- Appended after 0.1.0 (struct_size 24 before them on 64-bit targets, 16 on 32-bit). --- */
    /** A SWH_SCHEME_* value; SWH_SCHEME_NATIVE by default. */
    uint32_t scheme;
    /** A SWH_THEME_* value; SWH_THEME_XCODE by default. */
    uint32_t theme;
    /**
     * Lines whose line elements also get the class `PREFIXhl` (and, with inline styles, the
     * theme's highlight background): `highlight_line_count` ranges, each with
     * `first <= last`, in any order, overlapping or not. Non-empty ranges imply SWH_FLAG_LINES.
     * NULL with a count of 0 by default; NULL with a count above 0, a range with
     * `first > last`, or more than SWH_HIGHLIGHT_RANGES_MAX ranges give
     * SWH_ERROR_INVALID_ARGUMENT. The library reads them during the call only.
     * swh_highlight_ansi marks these lines too (see there).
     */
    const swh_line_range_t *highlight_lines;
    size_t highlight_line_count;
    /** The number of the first line in line elements and ranges; 0 (a zeroed struct) means 1. */
    uint32_t first_line;
    /* --- Appended after first_line (struct_size up to first_line: 56 on 64-bit targets, 36 on 32-bit). --- */
    /**
     * swh_css with a pair theme: the dark rules apply under `@media (prefers-color-scheme: dark)`
     * and also under this selector (e.g. `.dark`, `[data-theme="dark"]`, `html.dark`), written
     * as `SELECTOR .PREFIXcode …` (`:is(SELECTOR) …` when it is a list), after the media query,
     * so a site's toggle can switch to dark on an ancestor (`<html class="dark">`) whatever the
     * system prefers. When the selector contains `dark`, the light rules follow once more under
     * its light twin (every `dark` replaced by `light`: `.light`, `[data-theme="light"]`), so a
     * site that says light wins over a system that prefers dark; otherwise the system's
     * preference applies wherever the selector does not match. NUL-terminated, at most SWH_DARK_SELECTOR_MAX bytes, printable ASCII only (0x20 to 0x7E)
     * without `{`, `}`, `;`, `<`, `>`, `@`, `\`, and not only spaces; anything else gives
     * SWH_ERROR_INVALID_ARGUMENT. NULL (default) means the media query only. Single themes
     * ignore it. Read during the call only.
     */
    const char *dark_selector;
    /**
     * With SWH_FLAG_WRAP_PRE: a caption for the block (a file name, say). The output becomes
     * `<figure class="PREFIXblock"><figcaption class="PREFIXtitle">TITLE</figcaption><pre …>` …
     * `</pre></figure>`, the title HTML-escaped. NUL-terminated valid UTF-8 of at most
     * SWH_TITLE_MAX bytes, else SWH_ERROR_INVALID_ARGUMENT. NULL or empty (default): no
     * caption. Without SWH_FLAG_WRAP_PRE it is ignored; swh_highlight_ansi ignores it. The
     * title is not part of the code: removing the `figcaption` element (not only its tags)
     * keeps the round-trip guarantee. Read during the call only.
     */
    const char *title;
    /* --- Appended after title. --- */
    /**
     * With SWH_FLAG_XCODE_KINDS: more project names, `project_names_len` bytes: a symbol graph
     * (the JSON of swift-symbolgraph-extract, starting with `{`), or one name a line, optionally
     * after a word saying what it names (`class Cache`, `func load`, `case north`,
     * `macro stringify`; see docs/xcode.md). A list accepts any bytes (lines longer than 1024
     * bytes are skipped); a symbol graph that cannot be read (bad JSON, nested deeper than 64
     * levels, invalid UTF-8) gives SWH_ERROR_INVALID_ARGUMENT. NULL with a length of 0 by
     * default; NULL with a length above 0 gives SWH_ERROR_INVALID_ARGUMENT. Read during the
     * call only.
     *
     * @option projectNames project_names html,markdown,ansi,tokens,site implies
     * SWH_FLAG_XCODE_KINDS: More project names for Xcode's finer kinds (and turns them on): a
     * symbol graph's JSON (`swift-symbolgraph-extract`) or a list of names, one a line, optionally
     * after `class`, `struct`, `func`, `var`, `case`, `macro` ….
     */
    const uint8_t *project_names;
    size_t project_names_len;
    /**
     * A theme from swh_theme_parse, used instead of `theme` by inline styles, swh_css,
     * highlighted-line backgrounds and 24-bit terminal colours. NULL (default): `theme` applies.
     * It must stay alive during the call.
     */
    const swh_theme_t *theme_file;
    /* --- Appended after theme_file. --- */
    /**
     * With SWH_FLAG_XCODE_KINDS: system names with their roles, `system_names_len` bytes, in the
     * formats of `project_names` (a symbol graph such as the JSON swift-symbolgraph-extract
     * writes for UIKit or Foundation, or a list: `class NSObject`, `actor MainActor`,
     * `case utf8`). A type name that is no project name but a listed class or actor gets
     * SWH_KIND_SYSTEM_CLASS; a property name that is no project name but a listed enum case gets
     * SWH_KIND_SYSTEM_CONSTANT. Project names win: a name both declared (or in `project_names`)
     * and listed here is the project's. Names of other roles change nothing. The same rules as
     * `project_names`: a symbol graph that cannot be read, or NULL with a length above 0, gives
     * SWH_ERROR_INVALID_ARGUMENT. NULL with a length of 0 by default. Read during the call only.
     *
     * @option systemNames system_names html,markdown,ansi,tokens,site implies
     * SWH_FLAG_XCODE_KINDS: System names with their roles for Xcode's finer kinds (and turns them
     * on), in the formats of the project names (a symbol graph's JSON, or a list such as `class
     * NSObject` and `case utf8`): a listed class or actor that is no project name becomes
     * `system-class`, a listed enum case used as one `system-constant`.
     */
    const uint8_t *system_names;
    size_t system_names_len;
} swh_options_t;

/**
 * Fills `*opts` with the defaults, `struct_size` included: it writes the library's
 * `sizeof(swh_options_t)` bytes. With the static library the header and the library always come
 * from the same build, so that is the caller's size too. Does nothing when `opts` is NULL.
 */
SWH_API void swh_options_init(swh_options_t *opts);
/**
 * Like `swh_options_init`, but writes at most `struct_size` bytes: for callers that may run
 * against a newer build of the library than their header (a shared library, dynamic loading),
 * call `swh_options_init_sized(&opts, sizeof opts)`. Sets `opts->struct_size` to the smaller of
 * `struct_size` and the library's own size. Does nothing when `opts` is NULL or `struct_size` is
 * smaller than `sizeof(size_t)`.
 */
SWH_API void swh_options_init_sized(swh_options_t *opts, size_t struct_size);

/* ---------------------------------------------------------------------------------------------
 * Output buffers
 * ------------------------------------------------------------------------------------------ */

/**
 * A library-owned string. `data` holds `len` bytes followed by a NUL byte (not counted in
 * `len`), so it can also be used as a C string. Free with `swh_string_free`.
 */
typedef struct swh_string {
    char *data;
    size_t len;
} swh_string_t;

/** One highlighted token: `src[start .. start + len)` has kind `kind` (never SWH_KIND_PLAIN). */
typedef struct swh_token {
    uint32_t start;
    uint32_t len;
    swh_kind_t kind;
} swh_token_t;

/**
 * A library-owned array of tokens, sorted by `start`, non-overlapping, each inside the input.
 * Bytes that no token covers (whitespace, plain identifiers, punctuation) are plain.
 * Free with `swh_tokens_free`.
 */
typedef struct swh_tokens {
    swh_token_t *data;
    size_t len;
} swh_tokens_t;

/** Frees a string returned by the library. Safe on a zeroed value or NULL `data`. */
SWH_API void swh_string_free(swh_string_t string);
/** Frees a token array returned by the library. Safe on a zeroed value or NULL `data`. */
SWH_API void swh_tokens_free(swh_tokens_t tokens);

/* ---------------------------------------------------------------------------------------------
 * Highlighting
 * ------------------------------------------------------------------------------------------ */

/**
 * Highlights Swift source to HTML: each token becomes `<span class="PREFIXkind">…</span>`,
 * plain text stays unwrapped, and every `<`, `>`, `&`, `"` and `'` is escaped.
 *
 * On SWH_OK, `*out` owns a new buffer: free it with `swh_string_free`. On any other status
 * `out->data` is NULL (see SWH_ERROR_INVALID_UTF8 for `out->len`). `opts` may be NULL.
 */
SWH_API swh_status_t swh_highlight_html(const uint8_t *src, size_t len, const swh_options_t *opts,
                                        swh_string_t *out);

/**
 * Splits Swift source into highlighted tokens with byte offsets into `src`: the tokens of the
 * code as the HTML and terminal output show it (SWH_FLAG_XCODE_KINDS, SWH_FLAG_DIFF and
 * SWH_FLAG_NOTATION change them; the other flags shape output only), the same that the Swift
 * API's `Highlighter.tokens(utf8:options:)` and the command line's `--format tokens` give.
 *
 * On SWH_OK, `*out` owns a new array (possibly empty, with NULL `data`): free it with
 * `swh_tokens_free`. On any other status `out->data` is NULL (see SWH_ERROR_INVALID_UTF8 for
 * `out->len`). With SWH_UTF8_REPLACE, offsets still refer to the original bytes: an invalid
 * sequence inside a string literal or comment stays part of that token, and one anywhere else
 * is plain (it never joins an identifier). `opts` may be NULL.
 */
SWH_API swh_status_t swh_tokenize(const uint8_t *src, size_t len, const swh_options_t *opts,
                                  swh_tokens_t *out);

/**
 * The callback of swh_tokenize_each: receives one token (`*token` is valid only during the call;
 * copy it to keep it) and the caller's `user_data`. Return 0 to receive the next token, any other
 * value to stop.
 */
typedef int (*swh_token_fn)(const swh_token_t *token, void *user_data);

/**
 * Streams the tokens of Swift source: calls `fn(&token, user_data)` once for each token, in
 * order, with the same tokens swh_tokenize returns (sorted, non-overlapping, byte offsets into
 * `src`). The library collects no token array: its memory use does not grow with the number of
 * tokens, only with the nesting depth of the source.
 *
 * Returns SWH_OK after the last token (also when there is none), or SWH_STOPPED as soon as `fn`
 * returned nonzero: `fn` is not called again. The input and the options are checked before the
 * first call of `fn`, with the same rules and statuses as swh_tokenize: a NULL `fn` or NULL `src`
 * with `len > 0` is SWH_ERROR_INVALID_ARGUMENT, as are bad options; `len` over the platform's limit
 * (see Conventions) is SWH_ERROR_TOO_LARGE; invalid UTF-8 under SWH_UTF8_REJECT is SWH_ERROR_INVALID_UTF8 (with no
 * call of `fn`; swh_tokenize reports the offset). With SWH_UTF8_REPLACE, offsets refer to the
 * original bytes, as in swh_tokenize. `opts` may be NULL; its options change the tokens as
 * for swh_tokenize.
 *
 * `fn` runs on the calling thread, during this call. It may call any function of this library,
 * swh_tokenize_each included (every function is reentrant), but must return normally: leaving
 * it by longjmp or a C++ exception skips the library's clean-up (a leak, and undefined
 * behaviour); return nonzero instead. `src` must stay unchanged until this function returns.
 *
 * The WebAssembly module (js/) does not export this function: there a C function pointer is an
 * index into a function table that the module does not export, so no host could pass one.
 */
SWH_API swh_status_t swh_tokenize_each(const uint8_t *src, size_t len, const swh_options_t *opts,
                                       swh_token_fn fn, void *user_data);

/* ---------------------------------------------------------------------------------------------
 * Themes, CSS, terminals and documents
 * ------------------------------------------------------------------------------------------ */

/** The scheme's name ("native", "splash", "hljs", "pygments", "treesitter", "prism"), or NULL for an unknown value. Static. */
SWH_API const char *swh_scheme_name(uint32_t scheme);
/**
 * The theme's name ("xcode", "xcode-light", "xcode-dark", "high-contrast",
 * "high-contrast-light", "high-contrast-dark"), or NULL for an unknown value. Static.
 */
SWH_API const char *swh_theme_name(uint32_t theme);

/**
 * A stylesheet for `opts->theme` with the selectors of `opts->scheme` and `opts->class_prefix`:
 * the container (`.PREFIXcode`, or the scheme's: `.splash`, `.hljs`, `.highlight`) with the
 * theme's background and text colour, one rule per token class, and rules for line numbers
 * (`.PREFIXln`), diff marks (`.PREFIXmark`; both not selectable), highlighted, added, removed
 * and focused lines (`.PREFIXhl`, `.PREFIXadd`, `.PREFIXdel`, `.PREFIXfocus`) and the title of
 * a captioned block (`.PREFIXblock`, `.PREFIXtitle`). Token rules are scoped under the container
 * when their classes have no prefix (`.highlight .k`, `.splash .keyword`). A pair theme gives
 * the light rules, then the dark ones inside `@media (prefers-color-scheme: dark)` and, with
 * dark_selector, under that selector (see there). Every token colour keeps a WCAG contrast of
 * at least 4.5:1 against the block's background and against the highlighted, added and
 * removed line backgrounds. Flags and the other fields are ignored. On SWH_OK free `*out` with
 * swh_string_free.
 */
SWH_API swh_status_t swh_css(const swh_options_t *opts, swh_string_t *out);

/**
 * Reads an Xcode theme file (`.xccolortheme`, `.dvtcolortheme`: an XML property list) from
 * `src`/`len` into `*out`, for swh_options_t.theme_file. Every `xcode.syntax.*` key colours the
 * kinds docs/xcode.md lists; a kind whose key the file lacks takes the colour of the kind it
 * refines (swh_kind_parent). `DVTSourceTextBackground` is the block's background,
 * `DVTSourceTextCurrentLineHighlightColor` (else `DVTSourceTextSelectionColor`) the background
 * of highlighted lines, `xcode.syntax.plain` the text colour; fonts named Bold/Heavy/Black
 * make bold, Italic/Oblique italic. On SWH_OK free `*out` with swh_theme_free. On
 * SWH_ERROR_THEME `*error` (when not NULL) receives a message saying what is wrong (free it with
 * swh_string_free) and `*out` is NULL. SWH_ERROR_INVALID_ARGUMENT: NULL `out`, NULL `src` with
 * `len > 0`. Files above 4 MiB are refused.
 */
SWH_API swh_status_t swh_theme_parse(const uint8_t *src, size_t len, swh_theme_t **out, swh_string_t *error);
/** Frees a theme from swh_theme_parse. NULL is ignored. */
SWH_API void swh_theme_free(swh_theme_t *theme);

/**
 * Highlights Swift source for a terminal: each token wrapped in SGR escape sequences
 * (`ESC[38;2;R;G;Bm` … `ESC[0m` with the theme's colours, or 16-colour codes with
 * SWH_FLAG_ANSI_16), reset before each newline and set again after it, so every line stands
 * alone. A pair theme means its dark member. Control characters of the input other than tab,
 * newline and a `\r` before a newline (including ESC and the C1 controls) are shown as
 * U+2400-block control pictures (U+FFFD for C1) so that source text cannot drive the terminal.
 *
 * Lines: with SWH_FLAG_LINE_NUMBERS each line starts with its number (counted from
 * first_line), right-aligned to the widest one, and ` │ ` (U+2502), in the theme's gutter
 * colour. With highlight_lines, each line starts with a marker column, `> ` on highlighted
 * lines and two spaces on the others (before the number, if any); with 24-bit colours a
 * highlighted line also gets the theme's highlight background, to the end of the line
 * (`ESC[K`, the only escape sequence besides SGR). Lines are counted as in HTML line
 * elements. With SWH_FLAG_DIFF or SWH_FLAG_NOTATION the marker column also shows `+ ` and `- `
 * (in the theme's added and removed colours, with their backgrounds in 24-bit colours) and `> `
 * on focused lines. SWH_FLAG_LINES and the other HTML-only options are ignored. Same buffer and
 * status conventions as swh_highlight_html.
 */
SWH_API swh_status_t swh_highlight_ansi(const uint8_t *src, size_t len, const swh_options_t *opts,
                                        swh_string_t *out);

/**
 * Highlights the Swift code blocks of a Markdown or HTML document and returns the document
 * with only those blocks changed:
 *   - CommonMark fenced code blocks (``` or ~~~, three or more, indented at most 3 spaces)
 *     whose info string's first word is `swift` (ASCII case-insensitive) become
 *     `<pre class="PREFIXcode"><code class="language-swift">…</code></pre>` HTML blocks (as if
 *     SWH_FLAG_WRAP_PRE were set); the
 *     fence's indentation is removed from content lines as CommonMark does; an unclosed fence
 *     runs to the end of the document. Fences with other info strings, indented code blocks
 *     and everything else are copied unchanged.
 *   - `<pre><code class="… language-swift …">…</code></pre>` blocks (HTML input or raw HTML in
 *     Markdown) are decoded (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#39;`, `&nbsp;`,
 *     numeric references), highlighted and re-emitted inside their original tags. A block
 *     that already contains tags or other entities is left alone.
 * The options apply to each block (scheme, prefix, inline styles, lines, flags), except that
 * highlight_lines and title are ignored. A Swift fence's info string may carry options after
 * the language word (unknown ones are ignored): `{3,5-7}` or `hl_lines="3 5-7"` highlight
 * lines (counted from 1 at the block's first line, whatever its first number),
 * `showLineNumbers` numbers the lines (`showLineNumbers{10}` from 10), `linenums="10"` and
 * `startLine=10` number them from 10, `title="Pager.swift"` captions the block (as
 * swh_options_t.title), and `diff` (or the language word `diff-swift`) renders it as with
 * SWH_FLAG_DIFF. A malformed range or number, or a highlighted line past the block's last line,
 * gives SWH_ERROR_FENCE with the fence's line number.
 */
SWH_API swh_status_t swh_highlight_markdown(const uint8_t *src, size_t len, const swh_options_t *opts,
                                            swh_string_t *out);

/* What a fence's info string says (swh_fence_t.flags). */
/** The first word is `swift` (ASCII case-insensitive) or `diff-swift`: the block is Swift. */
#define SWH_FENCE_SWIFT 0x1u
/** The block is a diff (the word `diff`, or the first word `diff-swift`): SWH_FLAG_DIFF. */
#define SWH_FENCE_DIFF 0x2u
/** Line numbers (`showLineNumbers`, `linenums=N`, `startLine=N`): SWH_FLAG_LINE_NUMBERS. */
#define SWH_FENCE_LINE_NUMBERS 0x4u
/** A `title` option was given (possibly empty): see swh_fence_t.title_start. */
#define SWH_FENCE_TITLE 0x8u

/**
 * The options of a fenced code block, read by swh_fence_parse from its info string, as
 * swh_highlight_markdown reads them. This struct never grows (a later version that reads more
 * adds a new function), so callers allocate it themselves. Free it with swh_fence_free.
 */
typedef struct swh_fence {
    /** The first word as written (`swift`, `Swift`, `diff-swift`, `python`, or empty): `language_len` bytes at `src + language_start`. */
    size_t language_start;
    size_t language_len;
    /** A bitwise OR of SWH_FENCE_* values. */
    uint32_t flags;
    /** The number of the first line (`showLineNumbers{10}`, `linenums="10"`, `startLine=10`); 0 when not given (1). */
    uint32_t first_line;
    /**
     * The highlighted lines (`{3,5-7}`, `hl_lines="3 5-7"`), in the order written, counted from 1
     * at the block's first line whatever `first_line` is (swh_options_t.highlight_lines counts
     * from first_line: add `first_line - 1`). Library-owned; NULL with a count of 0 when none.
     */
    swh_line_range_t *highlight_lines;
    size_t highlight_line_count;
    /** With SWH_FENCE_TITLE: the caption as written, without its quotes: `title_len` bytes at `src + title_start`. */
    size_t title_start;
    size_t title_len;
} swh_fence_t;

/**
 * Reads a fence's info string (`src`/`len`: the text after the opening fence characters, with
 * no line ending) as swh_highlight_markdown does, in the notations Markdown tools use (see
 * swh_highlight_markdown): the language word, highlighted lines, line numbers and their start,
 * the title and diff. Values are quoted with `"` or `'` (an unclosed quote runs to the end) or
 * bare; unknown words and `{…}` groups that do not start with a digit are ignored; a repeated
 * option: the last value wins, line ranges add up.
 *
 * `code`/`code_len`: the block's code, or NULL (with `code_len` 0) to read the info string
 * alone. With code, a highlighted line past the block's last line (its line feeds, plus one for
 * a last line without one) is refused too.
 *
 * On SWH_OK `*out` holds the options: free it with swh_fence_free. On SWH_ERROR_FENCE (a range
 * list or line number that cannot be read: `{3-}`, `{7-5}`, `{0}`, `{3`, `hl_lines="x"`; or a
 * line past the code) `*error` (when not NULL) receives a sentence naming the option (free it
 * with swh_string_free), and `*out` holds only the language word and SWH_FENCE_SWIFT (which
 * says whether the refusal concerns a Swift block). On any other status `*out` is zeroed.
 * SWH_ERROR_INVALID_ARGUMENT: NULL `out`, NULL `src` with `len > 0`, NULL `code` with
 * `code_len > 0`; SWH_ERROR_TOO_LARGE: `len` or `code_len` over the platform's limit;
 * SWH_ERROR_OUT_OF_MEMORY. The info string need not be valid UTF-8 (bytes are compared as
 * ASCII; a title is returned as written).
 */
SWH_API swh_status_t swh_fence_parse(const uint8_t *src, size_t len, const uint8_t *code, size_t code_len,
                                     swh_fence_t *out, swh_string_t *error);
/** Frees the highlighted lines of a swh_fence_t from swh_fence_parse. Safe on a zeroed value or NULL `highlight_lines`. */
SWH_API void swh_fence_free(swh_fence_t fence);

/* ---------------------------------------------------------------------------------------------
 * Generated sites: re-highlighting the Swift blocks of HTML pages
 * ------------------------------------------------------------------------------------------ */

/* Why a Swift block was left as it was (swh_block_stats_t.first_skipped_reason). */
/** No block was skipped. */
#define SWH_SKIP_NONE 0
/** The page ends inside the block (no end tag). */
#define SWH_SKIP_UNTERMINATED 1
/** The block holds markup that is not code (a `<p>`, an image, text outside its `<pre>`). */
#define SWH_SKIP_UNEXPECTED_MARKUP 2
/** A named character reference the library does not know, or one without its `;`. */
#define SWH_SKIP_UNKNOWN_REFERENCE 3
/** The block's text is not valid UTF-8 (and the policy is SWH_UTF8_REJECT). */
#define SWH_SKIP_INVALID_UTF8 4
/** Elements nested deeper than the block scanner looks (32 levels inside the block). */
#define SWH_SKIP_TOO_DEEP 5

/**
 * What swh_rehighlight_html found in a page. This struct never grows (a later version that
 * reports more adds a new function), so callers allocate it themselves.
 */
typedef struct swh_block_stats {
    /** Swift code blocks recognised and highlighted: `rewritten + unchanged`. */
    size_t found;
    /** Blocks replaced with different bytes. */
    size_t rewritten;
    /** Blocks that were already exactly what this call writes (highlighted before, same options). */
    size_t unchanged;
    /** Swift blocks left as they were, because their text could not be recovered for certain. */
    size_t skipped;
    /** The byte offset in `src` of the first skipped block's start tag; 0 when none was skipped. */
    size_t first_skipped_offset;
    /** Why the first skipped block was skipped: a SWH_SKIP_* value (SWH_SKIP_NONE when none was). */
    uint32_t first_skipped_reason;
} swh_block_stats_t;

/**
 * Re-highlights the Swift code blocks of an HTML page, in the shapes site generators and
 * highlighters write them, and returns the page with only those blocks changed:
 * `<pre><code class="language-swift">` (CommonMark, mdBook, Prism), Hugo/Chroma
 * (`<div class="highlight"><pre class="chroma"><code class="language-swift" data-lang="swift">`
 * with line spans, and its `lntable` form with line numbers), Jekyll/Rouge
 * (`<div class="language-swift highlighter-rouge">`, `<figure class="highlight">` with a
 * `rouge-table`), Pygments in Sphinx and MkDocs (`<div class="highlight-swift">`,
 * `<div class="language-swift highlight">`, with `linenos` tables), Pandoc
 * (`<div class="sourceCode"><pre class="sourceCode swift">`), Shiki
 * (`data-language="swift"`), and our own output. Each block (its wrapper `<div>` or `<figure>`
 * included) becomes `<pre class="PREFIXcode"><code class="language-swift">…</code></pre>` with
 * the text the generator highlighted: markup removed, character references decoded, `<br>` as a
 * newline, line-number gutters dropped; a pymdownx title becomes its caption (as the `title`
 * field writes one). SWH_FLAG_DIFF, SWH_FLAG_NOTATION and `title` are ignored. A wrapper that holds more than code (a copy button, a label:
 * VitePress, Docusaurus) stays, and the blocks inside it are Swift when it says so. Blocks of
 * other languages, comments, scripts and everything outside the blocks are copied byte for byte;
 * a page without Swift blocks comes back unchanged, and running this again on its own output
 * changes nothing.
 *
 * The options apply to each block (scheme, prefix, inline styles, theme, lines, line numbers,
 * first_line); SWH_FLAG_WRAP_PRE is implied and highlight_lines is
 * ignored. The page itself need not be valid UTF-8: bytes outside the blocks are copied as they
 * are; a block whose text is invalid UTF-8 is left alone (counted as skipped) under
 * SWH_UTF8_REJECT and highlighted with U+FFFD under SWH_UTF8_REPLACE. A Swift block whose text
 * cannot be recovered for certain (see SWH_SKIP_*) is left as it was and counted as skipped.
 * The time taken is linear in `len`, whatever the nesting, attributes or unterminated markup.
 *
 * On SWH_OK `*out` owns the page: free it with swh_string_free. `stats` may be NULL; when it is
 * not, it is filled on SWH_OK and zeroed on any other status. `opts` may be NULL. Statuses:
 * SWH_ERROR_INVALID_ARGUMENT (NULL `out`, NULL `src` with `len > 0`, bad options),
 * SWH_ERROR_TOO_LARGE, SWH_ERROR_OUT_OF_MEMORY; never SWH_ERROR_INVALID_UTF8.
 */
SWH_API swh_status_t swh_rehighlight_html(const uint8_t *src, size_t len, const swh_options_t *opts,
                                          swh_string_t *out, swh_block_stats_t *stats);

/* ---------------------------------------------------------------------------------------------
 * Checking options
 * ------------------------------------------------------------------------------------------ */

/**
 * Whether the entry points accept `opts`: NULL when they do (a NULL `opts`, the defaults,
 * included), otherwise a static, human-readable sentence that names the field and the rule it
 * breaks, e.g. "title must be at most 4096 bytes of UTF-8": why those options give
 * SWH_ERROR_INVALID_ARGUMENT. Checks exactly what the entry points check, with the same
 * `struct_size` rules; the library states each rule here and nowhere else, so a binding passes
 * options through and reports this sentence instead of checking them itself. Never free it.
 */
SWH_API const char *swh_options_check(const swh_options_t *opts);

/* ---------------------------------------------------------------------------------------------
 * Documents edited incrementally
 * ------------------------------------------------------------------------------------------ */

/**
 * A document being edited (an editor's buffer): its text and its tokens, kept up to date edit
 * by edit. After an edit only what it can affect is highlighted again: highlighting resumes at
 * the last line start whose saved state no look-ahead from before the edit invalidates, and
 * stops at the first line start after the edit whose state equals the one saved there before.
 * The tokens are always those swh_tokenize returns for the whole current text, up to
 * swh_document_pending: an editor may bound an edit's work to the text it shows
 * (swh_document_edit_until) and highlight the rest later (swh_document_settle).
 *
 * Opaque; one thread at a time per document (documents are independent). Free with
 * swh_document_free.
 */
typedef struct swh_document swh_document_t;

/** A byte range `[start, end)` of a document's text. */
typedef struct swh_span {
    size_t start;
    size_t end;
} swh_span_t;

/**
 * Creates a document holding `src` (valid UTF-8) and highlights it.
 *
 * On SWH_OK `*out` is the new document; on any other status it is NULL. Statuses:
 * SWH_ERROR_INVALID_ARGUMENT (NULL `out`, NULL `src` with `len > 0`), SWH_ERROR_INVALID_UTF8,
 * SWH_ERROR_TOO_LARGE.
 */
SWH_API swh_status_t swh_document_new(const uint8_t *src, size_t len, swh_document_t **out);

/**
 * Replaces the bytes `[start, end)` of the document's text with `text` (valid UTF-8; NULL
 * with `len == 0` deletes) and highlights again what that can change. `changed` may be NULL;
 * when it is not, on SWH_OK it receives the byte range of the new text where the tokens
 * changed: it holds the inserted text and every token that differs from before (outside it the
 * tokens are the earlier ones, shifted after the edit), so an editor repaints only that.
 *
 * Statuses: SWH_ERROR_INVALID_ARGUMENT (NULL `doc`, NULL `text` with `len > 0`, `start > end`,
 * `end` past the text, `start` or `end` inside a character), SWH_ERROR_INVALID_UTF8 (`text`
 * is not valid UTF-8), SWH_ERROR_TOO_LARGE (the text would become too large). On any of them
 * the document is unchanged.
 */
SWH_API swh_status_t swh_document_edit(swh_document_t *doc, size_t start, size_t end, const uint8_t *text,
                                       size_t len, swh_span_t *changed);

/**
 * swh_document_edit, except that when what the edit changes reaches past byte `until`,
 * highlighting stops at the first line start at or after `until` (an editor passes the end of
 * the text it shows), so that an edit that changes the rest of a long text (opening a block
 * comment) costs what the shown text costs. The tokens from there on are those of before,
 * moved with the text, until swh_document_settle highlights them; swh_document_pending says
 * where they start. `changed` covers what was highlighted. Statuses as swh_document_edit.
 */
SWH_API swh_status_t swh_document_edit_until(swh_document_t *doc, size_t start, size_t end, const uint8_t *text,
                                             size_t len, size_t until, swh_span_t *changed);

/**
 * Highlights the text that bounded edits left pending, up to where its tokens meet those of
 * before or up to the first line start at or after byte `until` (SIZE_MAX: to the end), for an
 * editor's idle time. `changed` (may be NULL) receives the byte range where the tokens
 * changed (empty at swh_document_pending when nothing was pending). Statuses:
 * SWH_ERROR_INVALID_ARGUMENT (NULL `doc`).
 */
SWH_API swh_status_t swh_document_settle(swh_document_t *doc, size_t until, swh_span_t *changed);

/**
 * The byte offset from which the document's tokens may be those of before bounded edits: the
 * text's length when every token is up to date (0 for NULL).
 */
SWH_API size_t swh_document_pending(const swh_document_t *doc);

/**
 * The document's tokens that overlap the byte range `[from, to)` (`to` past the text means
 * up to its end), with offsets into the whole text, as swh_tokenize gives them.
 *
 * On SWH_OK `*out` owns a new array (possibly empty, with NULL `data`): free it with
 * swh_tokens_free. Statuses: SWH_ERROR_INVALID_ARGUMENT (NULL `doc` or `out`),
 * SWH_ERROR_OUT_OF_MEMORY.
 */
SWH_API swh_status_t swh_document_tokens(const swh_document_t *doc, size_t from, size_t to, swh_tokens_t *out);

/** The document's text length in bytes (0 for NULL). */
SWH_API size_t swh_document_len(const swh_document_t *doc);

/**
 * The bytes the document's saved line states take (each resume point's state and its open
 * brackets; 0 for NULL).
 */
SWH_API size_t swh_document_state_bytes(const swh_document_t *doc);

/** Frees a document. Safe on NULL. */
SWH_API void swh_document_free(swh_document_t *doc);

#ifdef __cplusplus
}
#endif

#endif /* SWIFT_HIGHLIGHT_H */

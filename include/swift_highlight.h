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
 *   - Byte offsets in tokens are `uint32_t` offsets into `src`; inputs of 4 GiB or more are
 *     refused with `SWH_ERROR_TOO_LARGE`.
 *
 * Guarantees
 *   - No input can crash the caller: any byte sequence of any length, NULL pointers and bad
 *     options yield a status, never a trap, an abort or an out-of-bounds access.
 *   - Input is UTF-8. By default invalid UTF-8 is refused with `SWH_ERROR_INVALID_UTF8` and the
 *     byte offset of the first bad sequence; `SWH_UTF8_REPLACE` highlights instead, rendering
 *     each maximal invalid subsequence as U+FFFD in HTML output.
 *   - HTML output is always well-formed and fully escaped: removing the tags and decoding the
 *     entities gives back the input bytes exactly (with SWH_UTF8_REPLACE: the input with bad
 *     sequences replaced by U+FFFD).
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

#ifdef __cplusplus
extern "C" {
#endif

/* ---------------------------------------------------------------------------------------------
 * Versions
 * ------------------------------------------------------------------------------------------ */

/** The library version this header belongs to. */
#define SWH_VERSION_MAJOR 0
#define SWH_VERSION_MINOR 1
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
uint32_t swh_version(void);
/** The library's version as a static string, e.g. "0.1.0". Never free it. */
const char *swh_version_string(void);
/** The library's ABI version (see SWH_ABI_VERSION). */
uint32_t swh_abi_version(void);

/* ---------------------------------------------------------------------------------------------
 * Status codes
 * ------------------------------------------------------------------------------------------ */

/** The result of every fallible function. Values are fixed; new ones are only appended. */
typedef int32_t swh_status_t;

/** Success: the output struct holds a buffer to free. */
#define SWH_OK 0
/**
 * A bad argument: `out` is NULL, `src` is NULL with `len > 0`, or the options are bad (an
 * unknown `struct_size`, an unknown policy or flag, a class prefix outside `[A-Za-z0-9_-]` or
 * longer than SWH_CLASS_PREFIX_MAX bytes).
 */
#define SWH_ERROR_INVALID_ARGUMENT 1
/**
 * The input is not valid UTF-8 (and the policy is SWH_UTF8_REJECT). The output struct's
 * `data` is NULL and its `len` is the byte offset of the first invalid sequence.
 */
#define SWH_ERROR_INVALID_UTF8 2
/** The input is too large for the uint32_t offsets (`len` >= 4 GiB). */
#define SWH_ERROR_TOO_LARGE 3
/** Memory for the output could not be allocated. Nothing was leaked. */
#define SWH_ERROR_OUT_OF_MEMORY 4

/** A static, human-readable description of a status ("ok", "invalid UTF-8", …). Never NULL. */
const char *swh_status_str(swh_status_t status);

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

/** The number of kinds this library knows: every valid kind is below it. */
uint32_t swh_kind_count(void);
/**
 * The kind's name, used as its HTML class suffix: "keyword", "type", "function", "property",
 * "number", "string", "comment", "attribute", "preprocessor", "doc-comment", "string-escape",
 * "interpolation", "regex", "operator", "macro"; "plain" for SWH_KIND_PLAIN. Static; never free
 * it. An unknown kind gives "plain".
 */
const char *swh_kind_name(swh_kind_t kind);
/**
 * The category a kind belongs to, as one of the ten category kinds (SWH_KIND_PLAIN ..
 * SWH_KIND_PREPROCESSOR). E.g. SWH_KIND_DOC_COMMENT gives SWH_KIND_COMMENT, SWH_KIND_OPERATOR
 * gives SWH_KIND_PLAIN. An unknown kind gives SWH_KIND_PLAIN.
 */
swh_kind_t swh_kind_category(swh_kind_t kind);

/* ---------------------------------------------------------------------------------------------
 * Options
 * ------------------------------------------------------------------------------------------ */

/** Invalid UTF-8: refuse the input with SWH_ERROR_INVALID_UTF8 (the default). */
#define SWH_UTF8_REJECT 0
/** Invalid UTF-8: highlight anyway; each maximal invalid subsequence is rendered as U+FFFD. */
#define SWH_UTF8_REPLACE 1

/** Flag: wrap the HTML in `<pre class="PREFIXcode"><code>` … `</code></pre>`. */
#define SWH_FLAG_WRAP_PRE 0x1u

/** The longest class prefix accepted, in bytes. */
#define SWH_CLASS_PREFIX_MAX 64

/**
 * Options for every entry point. Always start from `swh_options_init`, then set fields:
 *
 *     swh_options_t opts;
 *     swh_options_init(&opts);
 *     opts.class_prefix = "hl-";
 *
 * The struct may grow in later versions (fields are only appended). `struct_size` tells the
 * library which fields the caller knows; fields beyond it take their defaults. Passing NULL
 * instead of options means all defaults.
 */
typedef struct swh_options {
    /** sizeof(swh_options_t) as the caller compiled it; set by swh_options_init. */
    size_t struct_size;
    /**
     * Prefix of every HTML class: a token of kind K is rendered as
     * `<span class="PREFIX{swh_kind_name(K)}">`. NUL-terminated, only `[A-Za-z0-9_-]`, at most
     * SWH_CLASS_PREFIX_MAX bytes; NULL means the default "swh-". The library reads it during the
     * call only.
     */
    const char *class_prefix;
    /** SWH_UTF8_REJECT (default) or SWH_UTF8_REPLACE. */
    uint32_t invalid_utf8;
    /** A bitwise OR of SWH_FLAG_* values; 0 by default. */
    uint32_t flags;
} swh_options_t;

/** Fills `*opts` with the defaults, `struct_size` included. Does nothing when `opts` is NULL. */
void swh_options_init(swh_options_t *opts);

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
void swh_string_free(swh_string_t string);
/** Frees a token array returned by the library. Safe on a zeroed value or NULL `data`. */
void swh_tokens_free(swh_tokens_t tokens);

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
swh_status_t swh_highlight_html(const uint8_t *src, size_t len, const swh_options_t *opts,
                                swh_string_t *out);

/**
 * Splits Swift source into highlighted tokens with byte offsets into `src`.
 *
 * On SWH_OK, `*out` owns a new array (possibly empty, with NULL `data`): free it with
 * `swh_tokens_free`. On any other status `out->data` is NULL (see SWH_ERROR_INVALID_UTF8 for
 * `out->len`). With SWH_UTF8_REPLACE, offsets still refer to the original bytes, and invalid
 * sequences are left plain. `opts` may be NULL.
 */
swh_status_t swh_tokenize(const uint8_t *src, size_t len, const swh_options_t *opts,
                          swh_tokens_t *out);

#ifdef __cplusplus
}
#endif

#endif /* SWIFT_HIGHLIGHT_H */

/*
 * A C consumer of swift-highlight: includes only the public header, links libHighlight.a, and
 * checks every entry point and status code. Prints "N passed, N failed" and exits non-zero on
 * any failure.
 */
#include "swift_highlight.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int passed = 0;
static int failed = 0;

#define CHECK(cond)                                                              \
    do {                                                                         \
        if (cond) {                                                              \
            passed++;                                                            \
        } else {                                                                 \
            failed++;                                                            \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
        }                                                                        \
    } while (0)

static const uint8_t *bytes(const char *s) { return (const uint8_t *)s; }

/* Removes tags and decodes the five entities the renderer writes; returns a malloc'd string. */
static char *strip_html(const char *html, size_t len) {
    char *out = malloc(len + 1);
    size_t o = 0;
    int in_tag = 0;
    for (size_t i = 0; i < len; i++) {
        char c = html[i];
        if (c == '<') { in_tag = 1; continue; }
        if (c == '>' && in_tag) { in_tag = 0; continue; }
        if (in_tag) continue;
        if (c == '&') {
            static const struct { const char *entity; char ch; } entities[] = {
                {"&lt;", '<'}, {"&gt;", '>'}, {"&amp;", '&'}, {"&quot;", '"'}, {"&#39;", '\''}};
            int matched = 0;
            for (size_t k = 0; k < sizeof entities / sizeof entities[0]; k++) {
                size_t n = strlen(entities[k].entity);
                if (i + n <= len && memcmp(html + i, entities[k].entity, n) == 0) {
                    out[o++] = entities[k].ch;
                    i += n - 1;
                    matched = 1;
                    break;
                }
            }
            if (matched) continue;
        }
        out[o++] = c;
    }
    out[o] = 0;
    return out;
}

static void test_versions(void) {
    CHECK(swh_version() == (uint32_t)SWH_VERSION);
    char expected[32];
    snprintf(expected, sizeof expected, "%d.%d.%d", SWH_VERSION_MAJOR, SWH_VERSION_MINOR, SWH_VERSION_PATCH);
    CHECK(strcmp(swh_version_string(), expected) == 0);
    CHECK(swh_abi_version() == SWH_ABI_VERSION);
}

static void test_status_and_kind_names(void) {
    CHECK(strcmp(swh_status_str(SWH_OK), "ok") == 0);
    CHECK(strcmp(swh_status_str(SWH_ERROR_INVALID_ARGUMENT), "invalid argument") == 0);
    CHECK(strcmp(swh_status_str(SWH_ERROR_INVALID_UTF8), "invalid UTF-8") == 0);
    CHECK(strcmp(swh_status_str(SWH_ERROR_TOO_LARGE), "input too large") == 0);
    CHECK(strcmp(swh_status_str(SWH_ERROR_OUT_OF_MEMORY), "out of memory") == 0);
    CHECK(strcmp(swh_status_str(SWH_STOPPED), "stopped by the callback") == 0);
    CHECK(strcmp(swh_status_str(12345), "unknown status") == 0);

    /* The header's kinds, the last being SWH_KIND_VARIABLE; each has its own name, a category
       among the ten and a parent chain that reaches that category. */
    CHECK(swh_kind_count() == SWH_KIND_VARIABLE + 1);
    for (swh_kind_t k = 1; k < swh_kind_count(); k++) {
        CHECK(strcmp(swh_kind_name(k), "plain") != 0);
        CHECK(swh_kind_category(k) <= SWH_KIND_PREPROCESSOR);
        swh_kind_t up = k;
        for (int step = 0; step < 8 && up > SWH_KIND_PREPROCESSOR; step++) up = swh_kind_parent(up);
        CHECK(up == swh_kind_category(k));
    }
    CHECK(swh_kind_parent(SWH_KIND_SYSTEM_CLASS) == SWH_KIND_SYSTEM_TYPE);
    CHECK(swh_kind_parent(SWH_KIND_SYSTEM_TYPE) == SWH_KIND_TYPE);
    CHECK(swh_kind_category(SWH_KIND_URL) == SWH_KIND_COMMENT);
    CHECK(strcmp(swh_kind_name(SWH_KIND_KEYWORD), "keyword") == 0);
    CHECK(strcmp(swh_kind_name(SWH_KIND_MACRO), "macro") == 0);
    CHECK(strcmp(swh_kind_name(SWH_KIND_PLAIN), "plain") == 0);
    CHECK(strcmp(swh_kind_name(9999), "plain") == 0);
    CHECK(swh_kind_category(SWH_KIND_DOC_COMMENT) == SWH_KIND_COMMENT);
    CHECK(swh_kind_category(SWH_KIND_STRING_ESCAPE) == SWH_KIND_STRING);
    CHECK(swh_kind_category(SWH_KIND_INTERPOLATION) == SWH_KIND_STRING);
    CHECK(swh_kind_category(SWH_KIND_REGEX) == SWH_KIND_STRING);
    CHECK(swh_kind_category(SWH_KIND_OPERATOR) == SWH_KIND_PLAIN);
    CHECK(swh_kind_category(SWH_KIND_MACRO) == SWH_KIND_PREPROCESSOR);
    CHECK(swh_kind_category(SWH_KIND_TYPE) == SWH_KIND_TYPE);
    CHECK(swh_kind_category(777) == SWH_KIND_PLAIN);
}

static void test_highlight_html(void) {
    const char *src = "let s = \"<b> & 'q'\" // done";
    swh_string_t out = {0};
    CHECK(swh_highlight_html(bytes(src), strlen(src), NULL, &out) == SWH_OK);
    CHECK(out.data != NULL);
    if (out.data) {
        CHECK(out.data[out.len] == '\0');
        CHECK(strstr(out.data, "<span class=\"swh-keyword\">let</span>") == out.data);
        CHECK(strstr(out.data, "<span class=\"swh-string\">&quot;&lt;b&gt; &amp; &#39;q&#39;&quot;</span>") != NULL);
        CHECK(strstr(out.data, "<span class=\"swh-comment\">// done</span>") != NULL);
        char *text = strip_html(out.data, out.len);
        CHECK(strcmp(text, src) == 0);
        free(text);
    }
    swh_string_free(out);
}

static void test_options(void) {
    swh_options_t sized;
    memset(&sized, 0xCD, sizeof sized);
    swh_options_init_sized(&sized, sizeof sized);
    CHECK(sized.struct_size == sizeof sized && sized.class_prefix == NULL && sized.flags == 0);

    swh_options_t opts;
    memset(&opts, 0xAB, sizeof opts);
    swh_options_init(&opts);
    CHECK(opts.struct_size == sizeof(swh_options_t));
    CHECK(opts.class_prefix == NULL);
    CHECK(opts.invalid_utf8 == SWH_UTF8_REJECT);
    CHECK(opts.flags == 0);
    swh_options_init(NULL); /* does nothing, must not crash */

    opts.class_prefix = "hl-";
    opts.flags = SWH_FLAG_WRAP_PRE;
    swh_string_t out = {0};
    CHECK(swh_highlight_html(bytes("nil"), 3, &opts, &out) == SWH_OK);
    CHECK(out.data && strcmp(out.data, "<pre class=\"hl-code\"><code class=\"language-swift\"><span class=\"hl-keyword\">nil</span></code></pre>") == 0);
    swh_string_free(out);

    const char *bad_prefixes[] = {"a\"b", "x<y", "a b", "it's", "a>b",
                                  "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" /* 65 */};
    for (size_t k = 0; k < sizeof bad_prefixes / sizeof bad_prefixes[0]; k++) {
        swh_options_init(&opts);
        opts.class_prefix = bad_prefixes[k];
        swh_string_t bad = {0};
        CHECK(swh_highlight_html(bytes("let"), 3, &opts, &bad) == SWH_ERROR_INVALID_ARGUMENT);
        CHECK(bad.data == NULL);
    }

    swh_options_init(&opts);
    opts.struct_size = 0;
    CHECK(swh_highlight_html(bytes("let"), 3, &opts, &out) == SWH_ERROR_INVALID_ARGUMENT);
    opts.struct_size = sizeof(swh_options_t) + 64;
    CHECK(swh_highlight_html(bytes("let"), 3, &opts, &out) == SWH_ERROR_INVALID_ARGUMENT);
    swh_options_init(&opts);
    opts.invalid_utf8 = 42;
    CHECK(swh_highlight_html(bytes("let"), 3, &opts, &out) == SWH_ERROR_INVALID_ARGUMENT);
    swh_options_init(&opts);
    opts.flags = 0x80000000u;
    swh_tokens_t toks = {0};
    CHECK(swh_tokenize(bytes("let"), 3, &opts, &toks) == SWH_ERROR_INVALID_ARGUMENT);
    CHECK(toks.data == NULL);
}

static void test_tokenize(void) {
    const char *src = "func greet(_ name: String) { print(\"Hi \\(name)\") }";
    swh_tokens_t toks = {0};
    CHECK(swh_tokenize(bytes(src), strlen(src), NULL, &toks) == SWH_OK);
    CHECK(toks.len > 5);
    uint32_t last_end = 0;
    int sorted = 1;
    for (size_t k = 0; k < toks.len; k++) {
        swh_token_t t = toks.data[k];
        if (t.start < last_end || t.len == 0 || t.start + t.len > strlen(src) || t.kind == SWH_KIND_PLAIN ||
            t.kind >= swh_kind_count())
            sorted = 0;
        last_end = t.start + t.len;
    }
    CHECK(sorted);
    CHECK(toks.data[0].start == 0 && toks.data[0].len == 4 && toks.data[0].kind == SWH_KIND_KEYWORD);
    CHECK(toks.data[1].start == 5 && toks.data[1].len == 5 && toks.data[1].kind == SWH_KIND_FUNCTION);
    int saw_interpolation = 0, saw_type = 0;
    for (size_t k = 0; k < toks.len; k++) {
        if (toks.data[k].kind == SWH_KIND_INTERPOLATION) saw_interpolation = 1;
        if (toks.data[k].kind == SWH_KIND_TYPE && memcmp(src + toks.data[k].start, "String", 6) == 0) saw_type = 1;
    }
    CHECK(saw_interpolation);
    CHECK(saw_type);
    swh_tokens_free(toks);
}

/* swh_tokenize_each: a collector that copies tokens, and stops after `limit` when it is nonzero. */
struct collector {
    swh_token_t *tokens;
    size_t count, capacity, limit;
    size_t nested_ok; /* calls of the library from inside the callback that succeeded */
};

static int collect(const swh_token_t *token, void *user_data) {
    struct collector *c = user_data;
    if (c->count == c->capacity) {
        size_t capacity = c->capacity ? c->capacity * 2 : 16;
        swh_token_t *grown = realloc(c->tokens, capacity * sizeof *grown);
        if (!grown) return 1;
        c->tokens = grown;
        c->capacity = capacity;
    }
    c->tokens[c->count++] = *token;
    return c->limit != 0 && c->count == c->limit;
}

/* Calls the library again from inside the callback: tokenizes the token's kind name. */
static int reenter(const swh_token_t *token, void *user_data) {
    struct collector *c = user_data;
    const char *name = swh_kind_name(token->kind);
    swh_tokens_t inner = {0};
    struct collector nested = {0};
    if (swh_tokenize((const uint8_t *)name, strlen(name), NULL, &inner) == SWH_OK &&
        swh_tokenize_each((const uint8_t *)name, strlen(name), NULL, collect, &nested) == SWH_OK &&
        nested.count == inner.len)
        c->nested_ok++;
    swh_tokens_free(inner);
    free(nested.tokens);
    return collect(token, user_data);
}

static int never_called(const swh_token_t *token, void *user_data) {
    (void)token;
    (*(int *)user_data)++;
    return 0;
}

static int same_tokens(const struct collector *c, swh_tokens_t t, size_t count) {
    if (c->count != count || count > t.len) return 0;
    return count == 0 || memcmp(c->tokens, t.data, count * sizeof *t.data) == 0;
}

static void test_tokenize_each(void) {
    const char *src = "/// Doc\n@MainActor func greet(_ name: String) -> String {\n"
                      "    let n = 0x1F + 2 // c\n    return \"Hi \\(name)\\n\" + #file\n}\n";
    size_t len = strlen(src);
    swh_tokens_t all = {0};
    CHECK(swh_tokenize(bytes(src), len, NULL, &all) == SWH_OK);
    CHECK(all.len > 10);

    /* Every token, in order, equal to swh_tokenize's. */
    struct collector c = {0};
    CHECK(swh_tokenize_each(bytes(src), len, NULL, collect, &c) == SWH_OK);
    CHECK(same_tokens(&c, all, all.len));

    /* A nonzero return stops it: exactly N tokens, the first N of swh_tokenize. */
    size_t limits[] = {1, 2, 7};
    for (size_t k = 0; k < sizeof limits / sizeof limits[0]; k++) {
        c.count = 0;
        c.limit = limits[k];
        CHECK(swh_tokenize_each(bytes(src), len, NULL, collect, &c) == SWH_STOPPED);
        CHECK(same_tokens(&c, all, limits[k]));
    }
    /* Stopping at the very last token still reports SWH_STOPPED. */
    c.count = 0;
    c.limit = all.len;
    CHECK(swh_tokenize_each(bytes(src), len, NULL, collect, &c) == SWH_STOPPED);
    CHECK(same_tokens(&c, all, all.len));

    /* The callback may call the library again. */
    c.count = 0;
    c.limit = 0;
    CHECK(swh_tokenize_each(bytes(src), len, NULL, reenter, &c) == SWH_OK);
    CHECK(same_tokens(&c, all, all.len) && c.nested_ok == all.len);
    swh_tokens_free(all);

    /* Arguments: NULL fn, NULL src with len > 0, bad options, too large; fn is never called. */
    int calls = 0;
    CHECK(swh_tokenize_each(bytes(src), len, NULL, NULL, &calls) == SWH_ERROR_INVALID_ARGUMENT);
    CHECK(swh_tokenize_each(NULL, 3, NULL, never_called, &calls) == SWH_ERROR_INVALID_ARGUMENT);
    swh_options_t opts;
    swh_options_init(&opts);
    opts.class_prefix = "bad prefix";
    CHECK(swh_tokenize_each(bytes(src), len, &opts, never_called, &calls) == SWH_ERROR_INVALID_ARGUMENT);
    swh_options_init(&opts);
    opts.invalid_utf8 = 7;
    CHECK(swh_tokenize_each(bytes(src), len, &opts, never_called, &calls) == SWH_ERROR_INVALID_ARGUMENT);
    uint8_t one = ' ';
    CHECK(swh_tokenize_each(&one, SIZE_MAX, NULL, never_called, &calls) == SWH_ERROR_TOO_LARGE);
    CHECK(swh_tokenize_each(NULL, 0, NULL, never_called, &calls) == SWH_OK);
    CHECK(swh_tokenize_each(bytes("   "), 3, NULL, never_called, &calls) == SWH_OK);
    CHECK(calls == 0);

    /* Invalid UTF-8: refused before any token by default; the replace policy streams what
     * swh_tokenize returns, offsets into the original bytes. */
    const uint8_t bad[] = {'l', 'e', 't', ' ', 'x', ' ', 0xC0, 0xAF, '=', '"', 0xFF, '"', ' ', '1'};
    CHECK(swh_tokenize_each(bad, sizeof bad, NULL, never_called, &calls) == SWH_ERROR_INVALID_UTF8);
    CHECK(calls == 0);
    swh_options_init(&opts);
    opts.invalid_utf8 = SWH_UTF8_REPLACE;
    swh_tokens_t replaced = {0};
    CHECK(swh_tokenize(bad, sizeof bad, &opts, &replaced) == SWH_OK);
    c.count = 0;
    c.limit = 0;
    CHECK(swh_tokenize_each(bad, sizeof bad, &opts, collect, &c) == SWH_OK);
    CHECK(replaced.len >= 3 && same_tokens(&c, replaced, replaced.len));
    swh_tokens_free(replaced);
    free(c.tokens);
}

static void test_empty_and_null(void) {
    swh_string_t s = {0};
    CHECK(swh_highlight_html(NULL, 0, NULL, &s) == SWH_OK);
    CHECK(s.data != NULL && s.len == 0 && s.data[0] == '\0');
    swh_string_free(s);

    swh_tokens_t t = {0};
    CHECK(swh_tokenize(NULL, 0, NULL, &t) == SWH_OK);
    CHECK(t.data == NULL && t.len == 0);
    swh_tokens_free(t);

    CHECK(swh_highlight_html(NULL, 5, NULL, &s) == SWH_ERROR_INVALID_ARGUMENT);
    CHECK(s.data == NULL);
    CHECK(swh_tokenize(NULL, 5, NULL, &t) == SWH_ERROR_INVALID_ARGUMENT);
    CHECK(swh_highlight_html(bytes("x"), 1, NULL, NULL) == SWH_ERROR_INVALID_ARGUMENT);
    CHECK(swh_tokenize(bytes("x"), 1, NULL, NULL) == SWH_ERROR_INVALID_ARGUMENT);

    swh_string_t zero_string = {0};
    swh_tokens_t zero_tokens = {0};
    swh_string_free(zero_string);
    swh_tokens_free(zero_tokens);
    CHECK(1);
}

static void test_too_large(void) {
    uint8_t one = ' ';
    swh_string_t s = {0};
    swh_tokens_t t = {0};
    if (sizeof(size_t) > 4) {
        /* The length is checked before any byte is read. */
        size_t huge = (size_t)UINT32_MAX + 1;
        CHECK(swh_highlight_html(&one, huge, NULL, &s) == SWH_ERROR_TOO_LARGE);
        CHECK(swh_tokenize(&one, huge, NULL, &t) == SWH_ERROR_TOO_LARGE);
    }
    CHECK(swh_highlight_html(&one, SIZE_MAX, NULL, &s) == SWH_ERROR_TOO_LARGE);
    CHECK(swh_tokenize(&one, SIZE_MAX, NULL, &t) == SWH_ERROR_TOO_LARGE);
    CHECK(s.data == NULL && t.data == NULL);
}

static void test_invalid_utf8(void) {
    const uint8_t src[] = {'l', 'e', 't', ' ', 0xC0, 0xAF, '=', 0xED, 0xA0, 0x80, 0xF5};
    swh_string_t s = {0};
    CHECK(swh_highlight_html(src, sizeof src, NULL, &s) == SWH_ERROR_INVALID_UTF8);
    CHECK(s.data == NULL && s.len == 4);
    swh_tokens_t t = {0};
    CHECK(swh_tokenize(src, sizeof src, NULL, &t) == SWH_ERROR_INVALID_UTF8);
    CHECK(t.data == NULL && t.len == 4);

    swh_options_t opts;
    swh_options_init(&opts);
    opts.invalid_utf8 = SWH_UTF8_REPLACE;
    CHECK(swh_highlight_html(src, sizeof src, &opts, &s) == SWH_OK);
    if (s.data) {
        char *text = strip_html(s.data, s.len);
        /* C0 and AF are two maximal subparts; ED A0 80 is three; F5 one. */
        CHECK(strcmp(text, "let \xEF\xBF\xBD\xEF\xBF\xBD=\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD") == 0);
        free(text);
    }
    swh_string_free(s);
    CHECK(swh_tokenize(src, sizeof src, &opts, &t) == SWH_OK);
    CHECK(t.len >= 1 && t.data[0].kind == SWH_KIND_KEYWORD);
    swh_tokens_free(t);
}

static void test_large_input(void) {
    const char *unit = "struct S<T> { let v = \"a\\(b)\" /* c */ }\n";
    size_t unit_len = strlen(unit), count = 50000;
    uint8_t *big = malloc(unit_len * count);
    for (size_t k = 0; k < count; k++) memcpy(big + k * unit_len, unit, unit_len);
    swh_string_t s = {0};
    CHECK(swh_highlight_html(big, unit_len * count, NULL, &s) == SWH_OK);
    CHECK(s.len > unit_len * count);
    swh_string_free(s);
    swh_tokens_t t = {0};
    CHECK(swh_tokenize(big, unit_len * count, NULL, &t) == SWH_OK);
    CHECK(t.len == 0 || t.len % count == 0);
    swh_tokens_free(t);
    free(big);
}

static void test_output_styles(void) {
    CHECK(strcmp(swh_scheme_name(SWH_SCHEME_NATIVE), "native") == 0);
    CHECK(strcmp(swh_scheme_name(SWH_SCHEME_TREESITTER), "treesitter") == 0);
    CHECK(swh_scheme_name(999) == NULL);
    CHECK(strcmp(swh_theme_name(SWH_THEME_XCODE_DARK), "xcode-dark") == 0);
    CHECK(swh_theme_name(999) == NULL);

    swh_options_t opts;
    swh_options_init(&opts);
    swh_string_t css = {0};
    CHECK(swh_css(&opts, &css) == SWH_OK);
    CHECK(css.data != NULL && strstr(css.data, ".swh-keyword") != NULL && strstr(css.data, "prefers-color-scheme") != NULL);
    swh_string_free(css);
    CHECK(swh_css(NULL, NULL) == SWH_ERROR_INVALID_ARGUMENT);
    opts.theme = 999;
    CHECK(swh_css(&opts, &css) == SWH_ERROR_INVALID_ARGUMENT && css.data == NULL);

    swh_options_init(&opts);
    opts.scheme = SWH_SCHEME_HLJS;
    swh_string_t html = {0};
    CHECK(swh_highlight_html(bytes("func f()"), 8, &opts, &html) == SWH_OK);
    CHECK(html.data && strstr(html.data, "<span class=\"hljs-title function_\">f</span>") != NULL);
    swh_string_free(html);
    opts.scheme = 99;
    CHECK(swh_highlight_html(bytes("f()"), 3, &opts, &html) == SWH_ERROR_INVALID_ARGUMENT);

    swh_options_init(&opts);
    swh_string_t ansi = {0};
    CHECK(swh_highlight_ansi(bytes("let x = 1"), 9, &opts, &ansi) == SWH_OK);
    CHECK(ansi.data && strstr(ansi.data, "\x1b[") != NULL && strstr(ansi.data, "let") != NULL);
    swh_string_free(ansi);
    CHECK(swh_highlight_ansi(NULL, 4, &opts, &ansi) == SWH_ERROR_INVALID_ARGUMENT);

    const char *md = "# Post\n\n```swift\nlet x = 1\n```\n\n```sh\nls <dir>\n```\n";
    swh_string_t page = {0};
    CHECK(swh_highlight_markdown(bytes(md), strlen(md), &opts, &page) == SWH_OK);
    CHECK(page.data && strstr(page.data, "<span class=\"swh-keyword\">let</span>") != NULL);
    CHECK(page.data && strstr(page.data, "```sh\nls <dir>\n```") != NULL);
    swh_string_free(page);
    const uint8_t bad[] = {'`', 0xFF};
    CHECK(swh_highlight_markdown(bad, sizeof bad, NULL, &page) == SWH_ERROR_INVALID_UTF8 && page.len == 1);

    /* A generated page: a Rouge block rewritten, a Python block and the rest kept, stats. */
    const char *site = "<p>a &amp; b</p>\n<div class=\"language-swift highlighter-rouge\"><div class=\"highlight\">"
                       "<pre class=\"highlight\"><code><span class=\"k\">let</span> x = &quot;&lt;&quot;\n</code></pre></div></div>\n"
                       "<pre><code class=\"language-python\">x = 1</code></pre>\n";
    swh_block_stats_t stats;
    memset(&stats, 0xFF, sizeof stats);
    CHECK(swh_rehighlight_html(bytes(site), strlen(site), &opts, &page, &stats) == SWH_OK);
    CHECK(stats.found == 1 && stats.rewritten == 1 && stats.unchanged == 0 && stats.skipped == 0);
    CHECK(stats.first_skipped_reason == SWH_SKIP_NONE);
    CHECK(page.data && strncmp(page.data, "<p>a &amp; b</p>\n<pre class=\"swh-code\"><code class=\"language-swift\">"
                                          "<span class=\"swh-keyword\">let</span> x <span class=\"swh-operator\">=</span> "
                                          "<span class=\"swh-string\">&quot;&lt;&quot;</span>\n</code></pre>\n"
                                          "<pre><code class=\"language-python\">x = 1</code></pre>\n", page.len) == 0);
    swh_string_t again = {0};
    CHECK(swh_rehighlight_html((const uint8_t *)page.data, page.len, &opts, &again, &stats) == SWH_OK);
    CHECK(again.len == page.len && memcmp(again.data, page.data, page.len) == 0);
    CHECK(stats.found == 1 && stats.unchanged == 1 && stats.rewritten == 0);
    swh_string_free(again);
    swh_string_free(page);
    CHECK(swh_rehighlight_html(NULL, 3, NULL, &page, NULL) == SWH_ERROR_INVALID_ARGUMENT && page.data == NULL);
}

/* Diffs, notation comments, captions, dark selectors, the prism scheme and fence errors. */
static void test_presentation(void) {
    swh_options_t opts;
    swh_options_init(&opts);
    CHECK(opts.dark_selector == NULL && opts.title == NULL);
    const char *diff = " a\n-let s = \"x\n+let s = 1\n";
    opts.flags = SWH_FLAG_DIFF | SWH_FLAG_WRAP_PRE;
    opts.title = "A <b>.swift";
    swh_string_t out = {0};
    CHECK(swh_highlight_html(bytes(diff), strlen(diff), &opts, &out) == SWH_OK);
    CHECK(out.data && strstr(out.data, "<figcaption class=\"swh-title\">A &lt;b&gt;.swift</figcaption>") != NULL);
    CHECK(out.data && strstr(out.data, "<span class=\"swh-line swh-del\" data-line=\"2\"><span class=\"swh-mark\" aria-hidden=\"true\">-</span>") != NULL);
    CHECK(out.data && strstr(out.data, "swh-line swh-add") != NULL);
    swh_string_free(out);
    opts.title = "\xed\xa0\x80"; /* a lone surrogate */
    CHECK(swh_highlight_html(bytes(diff), strlen(diff), &opts, &out) == SWH_ERROR_INVALID_ARGUMENT && out.data == NULL);
    opts.title = NULL;

    swh_tokens_t toks = {0};
    CHECK(swh_tokenize(bytes(diff), strlen(diff), &opts, &toks) == SWH_OK);
    /* `let` of the added line, at its offset in the input (after the '+'). */
    int found = 0;
    for (size_t k = 0; k < toks.len; k++) {
        if (toks.data[k].kind == SWH_KIND_KEYWORD && toks.data[k].start == 16) found = 1;
    }
    CHECK(found);
    swh_tokens_free(toks);

    const char *notation = "let a = 1 // [!code ++]\n";
    opts.flags = SWH_FLAG_NOTATION;
    CHECK(swh_highlight_html(bytes(notation), strlen(notation), &opts, &out) == SWH_OK);
    CHECK(out.data && strstr(out.data, "[!code") == NULL && strstr(out.data, "swh-add") != NULL);
    swh_string_free(out);

    opts.flags = 0;
    opts.dark_selector = "[data-theme=\"dark\"]";
    CHECK(swh_css(&opts, &out) == SWH_OK);
    CHECK(out.data && strstr(out.data, "[data-theme=\"dark\"] .swh-code{") != NULL);
    swh_string_free(out);
    opts.dark_selector = "} body { color: red";
    CHECK(swh_css(&opts, &out) == SWH_ERROR_INVALID_ARGUMENT && out.data == NULL);
    opts.dark_selector = NULL;

    opts.scheme = SWH_SCHEME_PRISM;
    CHECK(strcmp(swh_scheme_name(SWH_SCHEME_PRISM), "prism") == 0);
    CHECK(swh_highlight_html(bytes("let"), 3, &opts, &out) == SWH_OK);
    CHECK(out.data && strcmp(out.data, "<span class=\"token keyword\">let</span>") == 0);
    swh_string_free(out);

    const char *md = "Intro\n\n```swift {7-5}\nlet x\n```\n";
    CHECK(swh_highlight_markdown(bytes(md), strlen(md), NULL, &out) == SWH_ERROR_FENCE && out.data == NULL && out.len == 3);
    CHECK(strcmp(swh_status_str(SWH_ERROR_FENCE), "malformed fenced code block option or highlighted line past the block") == 0);
}

static void test_document(void) {
    /* A document edited as an editor does; its tokens equal swh_tokenize of its text. */
    const char *start = "let a = 1\nfunc f() {}\n";
    swh_document_t *doc = NULL;
    CHECK(swh_document_new(bytes(start), strlen(start), &doc) == SWH_OK && doc != NULL);
    swh_span_t changed;
    CHECK(swh_document_edit(doc, 10, 10, bytes("/* x */ "), 8, &changed) == SWH_OK);
    CHECK(changed.start <= 10 && changed.end >= 18);
    const char *now = "let a = 1\n/* x */ func f() {}\n";
    CHECK(swh_document_len(doc) == strlen(now));
    swh_tokens_t got = {NULL, 0}, want = {NULL, 0};
    CHECK(swh_document_tokens(doc, 0, (size_t)-1, &got) == SWH_OK);
    CHECK(swh_tokenize(bytes(now), strlen(now), NULL, &want) == SWH_OK);
    CHECK(got.len == want.len && memcmp(got.data, want.data, got.len * sizeof(swh_token_t)) == 0);
    swh_tokens_free(got);
    /* The tokens of the second line only. */
    CHECK(swh_document_tokens(doc, 10, 20, &got) == SWH_OK);
    CHECK(got.len >= 1 && got.data[0].kind == SWH_KIND_COMMENT);
    swh_tokens_free(got);
    swh_tokens_free(want);
    CHECK(swh_document_state_bytes(doc) > 0);
    /* Refused edits leave it unchanged. */
    CHECK(swh_document_edit(doc, 5, 4, NULL, 0, NULL) == SWH_ERROR_INVALID_ARGUMENT);
    CHECK(swh_document_edit(doc, 0, 1000, NULL, 0, NULL) == SWH_ERROR_INVALID_ARGUMENT);
    CHECK(swh_document_edit(doc, 0, 0, bytes("\xff"), 1, NULL) == SWH_ERROR_INVALID_UTF8);
    CHECK(swh_document_len(doc) == strlen(now));
    CHECK(swh_document_pending(doc) == strlen(now));
    /* A bounded edit: opening a multi-line string at the top is one token to the end, closing
       it stops at the first line start at or after byte 4; settling finishes the rest. */
    CHECK(swh_document_edit_until(doc, 0, 0, bytes("\"\"\"\n"), 4, 4, &changed) == SWH_OK);
    CHECK(swh_document_edit_until(doc, 0, 4, NULL, 0, 4, &changed) == SWH_OK);
    CHECK(swh_document_pending(doc) <= strlen(now));
    CHECK(swh_document_settle(doc, (size_t)-1, &changed) == SWH_OK);
    CHECK(swh_document_pending(doc) == strlen(now));
    CHECK(swh_document_tokens(doc, 0, (size_t)-1, &got) == SWH_OK);
    CHECK(swh_tokenize(bytes(now), strlen(now), NULL, &want) == SWH_OK);
    CHECK(got.len == want.len && memcmp(got.data, want.data, got.len * sizeof(swh_token_t)) == 0);
    swh_tokens_free(got);
    swh_tokens_free(want);
    CHECK(swh_document_settle(NULL, 0, NULL) == SWH_ERROR_INVALID_ARGUMENT);
    CHECK(swh_document_pending(NULL) == 0);
    swh_document_free(doc);
    swh_document_free(NULL);
    CHECK(swh_document_new(NULL, 1, &doc) == SWH_ERROR_INVALID_ARGUMENT && doc == NULL);
    CHECK(swh_document_len(NULL) == 0);
}

/* swh_fence_parse: a fence's options as the Markdown mode reads them, offsets into the info string. */
static void test_fence_parse(void) {
    const char *info = "swift {2,4-5} title=\"Pager.swift\" linenums=\"10\"";
    swh_fence_t fence;
    swh_string_t error = {0};
    CHECK(swh_fence_parse(bytes(info), strlen(info), NULL, 0, &fence, &error) == SWH_OK);
    CHECK(error.data == NULL);
    CHECK(fence.language_start == 0 && fence.language_len == 5);
    CHECK(fence.flags == (SWH_FENCE_SWIFT | SWH_FENCE_LINE_NUMBERS | SWH_FENCE_TITLE));
    CHECK(fence.first_line == 10);
    CHECK(fence.highlight_line_count == 2);
    CHECK(fence.highlight_lines != NULL && fence.highlight_lines[1].first == 4 && fence.highlight_lines[1].last == 5);
    CHECK(fence.title_len == 11 && memcmp(info + fence.title_start, "Pager.swift", 11) == 0);
    swh_fence_free(fence);
    /* The code has 3 lines: line 4 is past its end. */
    const char *code = "a\nb\nc\n";
    CHECK(swh_fence_parse(bytes(info), strlen(info), bytes(code), strlen(code), &fence, &error) == SWH_ERROR_FENCE);
    CHECK(error.data != NULL && strstr(error.data, "past the end of the block (3 lines)") != NULL);
    CHECK(fence.flags == SWH_FENCE_SWIFT && fence.highlight_lines == NULL);
    swh_string_free(error);
    const char *bad = "diff-swift {7-5}";
    CHECK(swh_fence_parse(bytes(bad), strlen(bad), NULL, 0, &fence, NULL) == SWH_ERROR_FENCE);
    CHECK(fence.flags == SWH_FENCE_SWIFT);
    CHECK(swh_fence_parse(NULL, 1, NULL, 0, &fence, NULL) == SWH_ERROR_INVALID_ARGUMENT);
    CHECK(swh_fence_parse(NULL, 0, NULL, 0, NULL, NULL) == SWH_ERROR_INVALID_ARGUMENT);
    swh_fence_t zero = {0};
    swh_fence_free(zero);
}

int main(void) {
    test_versions();
    test_fence_parse();
    test_status_and_kind_names();
    test_highlight_html();
    test_options();
    test_tokenize();
    test_tokenize_each();
    test_empty_and_null();
    test_too_large();
    test_invalid_utf8();
    test_large_input();
    test_output_styles();
    test_presentation();
    test_document();
    printf("c-consumer: %d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}

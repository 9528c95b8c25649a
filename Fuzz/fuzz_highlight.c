/*
 * libFuzzer target for the C entry points of swift-highlight (include/swift_highlight.h).
 *
 * Input layout: byte 0 selects the options (policy, flags, class prefix, struct_size, NULL
 * options); when the prefix comes from the input, byte 1 is its length and the next bytes are
 * the prefix; everything after is the Swift source. An empty input runs with default options.
 *
 * Beyond "no crash", every call is checked against the contract, and any violation aborts:
 *   - the status is the one an independent model of the contract predicts (bad options ->
 *     INVALID_ARGUMENT; invalid UTF-8 under REJECT -> INVALID_UTF8 with out.len == the first
 *     bad offset found by the validator below and out.data NULL; otherwise OK);
 *   - HTML is well-formed: only the library's own tags, spans never nested nor empty, every
 *     `& < > " '` escaped, NUL-terminated; removing the tags and decoding the entities gives the
 *     input exactly (under REPLACE: the input with each maximal invalid subpart replaced by
 *     U+FFFD, computed here independently);
 *   - tokens are sorted, non-empty, non-overlapping, inside the input, of a valid kind that is
 *     never PLAIN, start and end on UTF-8 character boundaries of valid input, and (for valid
 *     input) are exactly the spans of the HTML output;
 *   - swh_tokenize_each delivers exactly the tokens of swh_tokenize with the same status, and,
 *     stopped after N tokens (N picked from the input), exactly N of them and SWH_STOPPED;
 *   - swh_rehighlight_html takes any bytes as a page: a page where no Swift block is found
 *     comes back byte for byte, the counts agree, and a second run changes nothing;
 *   - a document (swh_document_*) made from the first half of valid input and edited (every
 *     other edit bounded with swh_document_edit_until, then settled) with
 *     insertions, deletions and replacements taken from the rest has, after every edit, exactly
 *     the tokens swh_tokenize gives for its text, a changed range that holds the inserted text,
 *     and refuses bad edits (inside a character, past the end, backwards, invalid UTF-8) with
 *     the document unchanged;
 *   - swh_fence_parse reads any bytes as an info string (and a block's code): OK with offsets
 *     and line ranges that fit, or SWH_ERROR_FENCE with a sentence and nothing but the first
 *     word's verdict;
 *   - the engine's scalar scans give what its vector scans give: with the vector loops turned
 *     off (swh_fuzz_set_vector_scans, which only the fuzzer's build of the engine has), the same
 *     status and bytes for swh_tokenize and swh_highlight_html.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "swift_highlight.h"
#include "fuzz_check.h"

/* In the fuzzer's build of the engine only (scripts/test/fuzz.sh: -D SWH_VECTOR_SWITCH;
 * Sources/Highlight/API/VectorSwitch.swift): 0 turns the vector loops of the byte scans off,
 * anything else on. */
void swh_fuzz_set_vector_scans(int32_t on);


/* ------------------------------------------------------------------------------------------
 * An independent UTF-8 validator (Unicode 15, Table 3-7 "Well-Formed UTF-8 Byte Sequences"),
 * written from the table as explicit byte ranges.
 * ---------------------------------------------------------------------------------------- */

struct row { uint8_t lead_lo, lead_hi, len, b1_lo, b1_hi; };
static const struct row table37[] = {
    {0xC2, 0xDF, 2, 0x80, 0xBF},
    {0xE0, 0xE0, 3, 0xA0, 0xBF},
    {0xE1, 0xEC, 3, 0x80, 0xBF},
    {0xED, 0xED, 3, 0x80, 0x9F},
    {0xEE, 0xEF, 3, 0x80, 0xBF},
    {0xF0, 0xF0, 4, 0x90, 0xBF},
    {0xF1, 0xF3, 4, 0x80, 0xBF},
    {0xF4, 0xF4, 4, 0x80, 0x8F},
};

/* At s[i]: >0 is the length of a well-formed sequence; <0 is minus the length of the maximal
 * subpart of an ill-formed one (the bytes one U+FFFD replaces, Unicode 3.9 / W3C practice). */
static long utf8_at(const uint8_t *s, size_t n, size_t i) {
    uint8_t b = s[i];
    if (b < 0x80) return 1;
    for (size_t r = 0; r < sizeof table37 / sizeof table37[0]; r++) {
        if (b < table37[r].lead_lo || b > table37[r].lead_hi) continue;
        size_t len = table37[r].len;
        /* How many bytes after the lead fit the table, in order. */
        size_t good = 0;
        for (size_t k = 1; k < len; k++) {
            if (i + k >= n) break;
            uint8_t c = s[i + k];
            uint8_t lo = k == 1 ? table37[r].b1_lo : 0x80;
            uint8_t hi = k == 1 ? table37[r].b1_hi : 0xBF;
            if (c < lo || c > hi) break;
            good++;
        }
        if (good == len - 1) return (long)len;
        return -(long)(good + 1);
    }
    return -1; /* 0x80..0xC1, 0xF5..0xFF: never a lead byte */
}

/* The offset of the first ill-formed sequence, or n when all is well-formed. */
static size_t first_invalid(const uint8_t *s, size_t n) {
    size_t i = 0;
    while (i < n) {
        long l = utf8_at(s, n, i);
        if (l < 0) return i;
        i += (size_t)l;
    }
    return n;
}

/* s with every maximal ill-formed subpart replaced by EF BF BD; *out_len gets its length. */
static uint8_t *replace_invalid(const uint8_t *s, size_t n, size_t *out_len) {
    uint8_t *r = malloc(n * 3 + 1);
    CHECK(r != NULL);
    size_t o = 0, i = 0;
    while (i < n) {
        long l = utf8_at(s, n, i);
        if (l > 0) {
            memcpy(r + o, s + i, (size_t)l);
            o += (size_t)l;
            i += (size_t)l;
        } else {
            r[o++] = 0xEF; r[o++] = 0xBF; r[o++] = 0xBD;
            i += (size_t)(-l);
        }
    }
    *out_len = o;
    return r;
}

static int is_char_boundary(const uint8_t *s, size_t n, size_t k) {
    return k == 0 || k == n || (s[k] & 0xC0) != 0x80;
}

/* ------------------------------------------------------------------------------------------
 * Options from the fuzz input
 * ---------------------------------------------------------------------------------------- */

static const char long_prefix_64[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-";
static const char long_prefix_65[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-x";

static int prefix_ok(const char *p) {
    if (p == NULL) return 1;
    size_t len = strlen(p);
    if (len > SWH_CLASS_PREFIX_MAX) return 0;
    for (size_t k = 0; k < len; k++) {
        char c = p[k];
        int ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                 c == '_' || c == '-';
        if (!ok) return 0;
    }
    return 1;
}

struct setup {
    swh_options_t opts;
    const swh_options_t *optp; /* NULL or &opts */
    char prefix_buf[80];
    int valid;                 /* whether the library must accept these options */
    int replace;               /* effective policy */
    int wrap;                  /* effective flag */
    uint32_t flags;            /* effective flags */
    const char *prefix;        /* effective prefix */
    int extended;              /* schemes, themes, line flags, inline styles: generic checks */
    swh_line_range_t ranges[2];
};

#define KNOWN_FLAGS (SWH_FLAG_WRAP_PRE | SWH_FLAG_LINES | SWH_FLAG_LINE_NUMBERS | SWH_FLAG_INLINE_STYLES | \
                     SWH_FLAG_ANSI_16 | SWH_FLAG_LANGUAGE_CLASS | SWH_FLAG_DIFF | SWH_FLAG_NOTATION | \
                     SWH_FLAG_XCODE_KINDS)

/* struct_size values: any size from sizeof(size_t) to sizeof(swh_options_t) is accepted
 * (fields not wholly inside it take their defaults); smaller or larger ones are refused. */
static size_t pick_size(unsigned sel, int *valid) {
    const size_t full = sizeof(swh_options_t);
    const size_t end_prefix = offsetof(swh_options_t, class_prefix) + sizeof(const char *);
    const size_t end_policy = offsetof(swh_options_t, invalid_utf8) + sizeof(uint32_t);
    switch (sel % 12) {
    case 0: *valid = 1; return full;
    case 1: *valid = 1; return 24; /* a 0.1.0 caller */
    case 2: *valid = 1; return full - 4;
    case 3: *valid = 1; return sizeof(size_t) + (sel >> 4) % (full - sizeof(size_t));
    case 4: *valid = 1; return sizeof(size_t);
    case 5: *valid = 1; return end_prefix;
    case 6: *valid = 1; return end_policy;
    case 7: *valid = 0; return 0;
    case 8: *valid = 1; return end_prefix - 4; /* half a pointer: the prefix keeps its default */
    case 9: *valid = 0; return full + 8;
    case 10: *valid = 0; return 1;
    default: *valid = 0; return SIZE_MAX;
    }
}

/* Whether a struct_size covers the field at `off` of `size` bytes. */
#define COVERS(sz, field) ((sz) >= offsetof(swh_options_t, field) + sizeof(((swh_options_t *)0)->field))

/* Consumes the option bytes from *data / *size. */
static void decode_options(const uint8_t **data, size_t *size, struct setup *st) {
    memset(st, 0, sizeof *st);
    swh_options_init(&st->opts);
    CHECK(st->opts.struct_size == sizeof(swh_options_t));
    CHECK(st->opts.class_prefix == NULL && st->opts.invalid_utf8 == SWH_UTF8_REJECT && st->opts.flags == 0);
    st->optp = &st->opts;
    st->valid = 1;
    if (*size == 0) { st->optp = NULL; return; }
    uint8_t sel = (*data)[0];
    uint8_t sel2 = *size > 1 ? (*data)[1] : 0;
    (*data)++; (*size)--;

    unsigned mode = sel >> 5; /* 0-3 normal, 4 extended, 5 odd policy/flags, 6 odd struct_size, 7 NULL */
    if (mode == 7) {
        st->optp = NULL;
        return;
    }
    st->opts.invalid_utf8 = sel & 1 ? SWH_UTF8_REPLACE : SWH_UTF8_REJECT;
    st->opts.flags = sel & 2 ? SWH_FLAG_WRAP_PRE : 0;
    switch ((sel >> 2) & 7) {
    case 0: st->opts.class_prefix = NULL; break;
    case 1: st->opts.class_prefix = "hl-"; break;
    case 2: st->opts.class_prefix = ""; break;
    case 3: st->opts.class_prefix = long_prefix_64; break;
    case 4: st->opts.class_prefix = long_prefix_65; break;
    default: {
        /* Prefix from the input: byte = length (0..69), then the bytes (NUL ends it early). */
        if (*size == 0) break;
        size_t len = (*data)[0] % 70;
        (*data)++; (*size)--;
        if (len > *size) len = *size;
        memcpy(st->prefix_buf, *data, len);
        st->prefix_buf[len] = 0;
        st->opts.class_prefix = st->prefix_buf;
        *data += len; *size -= len;
        break;
    }
    }
    if (mode == 4 && *size >= 4) {
        /* Extended: scheme, theme, every flag, highlighted lines, first line. */
        const uint8_t *e = *data;
        st->extended = 1;
        st->opts.scheme = e[0] % 7;          /* 6 is unknown */
        st->opts.theme = e[1] % 7;           /* 6 is unknown */
        st->opts.flags = e[2];               /* every flag, diff and notation included */
        st->opts.first_line = e[0] >= 0xF0 ? UINT32_MAX - (e[3] >> 4) : (uint32_t)(e[3] >> 4); /* 0 means 1 */
        switch (e[3] & 3) {
        case 0: break;
        case 1: /* two ranges, in any order */
            st->ranges[0] = (swh_line_range_t){(e[3] >> 2) & 3, ((e[3] >> 2) & 3) + (e[2] >> 6)};
            st->ranges[1] = e[1] >= 0xF0 ? (swh_line_range_t){0, UINT32_MAX}
                                         : (swh_line_range_t){e[1] % 9, e[1] % 9 + e[0] % 3};
            st->opts.highlight_lines = st->ranges;
            st->opts.highlight_line_count = 2;
            break;
        case 2: /* first > last: refused */
            st->ranges[0] = (swh_line_range_t){5, 4};
            st->opts.highlight_lines = st->ranges;
            st->opts.highlight_line_count = 1;
            break;
        default: /* NULL with a count: refused */
            st->opts.highlight_lines = NULL;
            st->opts.highlight_line_count = 1 + (e[2] >> 6);
            break;
        }
        *data += 4; *size -= 4;
    }
    if (mode == 5) {
        /* Flags or a policy outside the known values (or, for some sel2, the known ones). */
        if (sel2 & 1) st->opts.flags |= (sel2 >> 6) ? 0x2u << (sel2 & 0x1F) : 0;
        else st->opts.invalid_utf8 = sel2 >> 1;
    }
    int size_valid = 1;
    if (mode == 6) st->opts.struct_size = pick_size(sel2, &size_valid);
    st->valid = size_valid;
    if (!size_valid) return;
    /* Fields not wholly inside struct_size take their defaults. */
    size_t sz = st->opts.struct_size;
    const char *prefix = COVERS(sz, class_prefix) ? st->opts.class_prefix : NULL;
    uint32_t policy = COVERS(sz, invalid_utf8) ? st->opts.invalid_utf8 : SWH_UTF8_REJECT;
    uint32_t flags = COVERS(sz, flags) ? st->opts.flags : 0;
    uint32_t scheme = COVERS(sz, scheme) ? st->opts.scheme : SWH_SCHEME_NATIVE;
    uint32_t theme = COVERS(sz, theme) ? st->opts.theme : SWH_THEME_XCODE;
    const swh_line_range_t *lines = COVERS(sz, highlight_lines) ? st->opts.highlight_lines : NULL;
    size_t nlines = COVERS(sz, highlight_line_count) ? st->opts.highlight_line_count : 0;
    int lines_ok = nlines == 0 || (lines != NULL && nlines <= SWH_HIGHLIGHT_RANGES_MAX);
    for (size_t k = 0; lines_ok && k < nlines; k++) lines_ok = lines[k].first <= lines[k].last;
    st->valid = prefix_ok(prefix) && policy <= SWH_UTF8_REPLACE && (flags & ~KNOWN_FLAGS) == 0 &&
                scheme <= SWH_SCHEME_PRISM && theme <= SWH_THEME_HIGH_CONTRAST_DARK && lines_ok;
    st->replace = policy == SWH_UTF8_REPLACE;
    st->wrap = (flags & SWH_FLAG_WRAP_PRE) != 0;
    st->flags = flags;
    st->prefix = prefix;
    /* The strict checks below know the native scheme with at most WRAP_PRE. */
    if (scheme != SWH_SCHEME_NATIVE || (flags & ~SWH_FLAG_WRAP_PRE) != 0 || nlines != 0) st->extended = 1;
}

/* ------------------------------------------------------------------------------------------
 * HTML checking
 * ---------------------------------------------------------------------------------------- */

struct span { size_t start, end; swh_kind_t kind; };

static int starts(const char *p, const char *end, const char *lit) {
    size_t l = strlen(lit);
    return (size_t)(end - p) >= l && memcmp(p, lit, l) == 0;
}

/* Parses the HTML; writes the decoded text to `text` (capacity >= html length) and the spans
 * to `spans` (capacity >= html length / 7). Aborts on anything malformed. */
static void parse_html(const char *h, size_t hlen, const char *prefix, int wrap, uint8_t *text,
                       size_t *text_len, struct span *spans, size_t *nspans) {
    const char *p = h, *end = h + hlen;
    size_t plen = strlen(prefix);
    if (wrap) {
        CHECK(starts(p, end, "<pre class=\""));
        p += 12;
        CHECK((size_t)(end - p) >= plen && memcmp(p, prefix, plen) == 0);
        p += plen;
        /* The wrapper always carries the language class (SWH_FLAG_WRAP_PRE). */
        static const char code_open[] = "code\"><code class=\"language-swift\">";
        CHECK(starts(p, end, code_open));
        p += sizeof code_open - 1;
        CHECK(hlen >= 13 && memcmp(end - 13, "</code></pre>", 13) == 0);
        end -= 13;
        CHECK(p <= end);
    }
    size_t t = 0, ns = 0;
    int in_span = 0;
    size_t span_start = 0;
    swh_kind_t span_kind = 0;
    uint32_t kinds = swh_kind_count();
    while (p < end) {
        char c = *p;
        if (c == '<') {
            if (starts(p, end, "</span>")) {
                CHECK(in_span);
                CHECK(t > span_start); /* no empty spans */
                spans[ns].start = span_start;
                spans[ns].end = t;
                spans[ns].kind = span_kind;
                ns++;
                in_span = 0;
                p += 7;
                continue;
            }
            CHECK(!in_span); /* spans never nest */
            CHECK(starts(p, end, "<span class=\""));
            p += 13;
            CHECK((size_t)(end - p) >= plen && memcmp(p, prefix, plen) == 0);
            p += plen;
            swh_kind_t found = 0;
            for (swh_kind_t k = 1; k < kinds; k++) {
                const char *name = swh_kind_name(k);
                size_t nl = strlen(name);
                if ((size_t)(end - p) >= nl + 2 && memcmp(p, name, nl) == 0 && p[nl] == '"' && p[nl + 1] == '>') {
                    found = k;
                    p += nl + 2;
                    break;
                }
            }
            CHECK(found != 0);
            in_span = 1;
            span_start = t;
            span_kind = found;
            continue;
        }
        if (c == '&') {
            static const struct { const char *ent; char ch; } ents[] = {
                {"&amp;", '&'}, {"&lt;", '<'}, {"&gt;", '>'}, {"&quot;", '"'}, {"&#39;", '\''}};
            int ok = 0;
            for (size_t e = 0; e < 5; e++) {
                if (starts(p, end, ents[e].ent)) {
                    text[t++] = (uint8_t)ents[e].ch;
                    p += strlen(ents[e].ent);
                    ok = 1;
                    break;
                }
            }
            CHECK(ok);
            continue;
        }
        CHECK(c != '>' && c != '"' && c != '\''); /* every special character is escaped */
        text[t++] = (uint8_t)c;
        p++;
    }
    CHECK(!in_span);
    *text_len = t;
    *nspans = ns;
}

/* Generic well-formedness for every HTML mode: tags are `<name( attr="value")*>` or `</name>`,
 * properly nested, attribute values hold no `<`, `>` or `"`; text has `& < > " '` escaped; and
 * the text outside elements with the class `lnclass` (line numbers) decodes to `expect`. */
static void check_html_generic(const char *h, size_t hlen, const char *lnclass, const char *markclass,
                               const uint8_t *expect, size_t elen) {
    const char *p = h, *end = h + hlen;
    struct { const char *name; size_t len; int ln; } stack[16];
    int depth = 0, in_ln = 0;
    size_t t = 0, lnlen = strlen(lnclass), marklen = strlen(markclass);
    while (p < end) {
        char c = *p;
        if (c == '<') {
            p++;
            int closing = p < end && *p == '/';
            if (closing) p++;
            const char *name = p;
            while (p < end && *p >= 'a' && *p <= 'z') p++;
            size_t nl = (size_t)(p - name);
            CHECK(nl > 0);
            if (closing) {
                CHECK(p < end && *p == '>');
                p++;
                CHECK(depth > 0);
                depth--;
                CHECK(stack[depth].len == nl && memcmp(stack[depth].name, name, nl) == 0);
                if (stack[depth].ln) in_ln--;
                continue;
            }
            int is_ln = 0;
            for (;;) {
                CHECK(p < end);
                if (*p == '>') { p++; break; }
                CHECK(*p == ' ');
                p++;
                const char *an = p;
                while (p < end && ((*p >= 'a' && *p <= 'z') || *p == '-')) p++;
                size_t anl = (size_t)(p - an);
                CHECK(anl > 0);
                CHECK(end - p >= 2 && p[0] == '=' && p[1] == '"');
                p += 2;
                const char *v = p;
                while (p < end && *p != '"') { CHECK(*p != '<' && *p != '>'); p++; }
                CHECK(p < end);
                size_t vl = (size_t)(p - v);
                p++;
                if (anl == 5 && memcmp(an, "class", 5) == 0) {
                    /* Is lnclass one of the space-separated classes? */
                    const char *q = v, *ve = v + vl;
                    while (q < ve) {
                        const char *w = q;
                        while (q < ve && *q != ' ') q++;
                        if ((size_t)(q - w) == lnlen && memcmp(w, lnclass, lnlen) == 0) is_ln = 1;
                        if ((size_t)(q - w) == marklen && memcmp(w, markclass, marklen) == 0) is_ln = 1;
                        while (q < ve && *q == ' ') q++;
                    }
                }
            }
            CHECK(depth < 16);
            stack[depth].name = name;
            stack[depth].len = nl;
            stack[depth].ln = is_ln;
            depth++;
            if (is_ln) in_ln++;
            continue;
        }
        uint8_t ch;
        if (c == '&') {
            static const struct { const char *ent; char ch; } ents[] = {
                {"&amp;", '&'}, {"&lt;", '<'}, {"&gt;", '>'}, {"&quot;", '"'}, {"&#39;", '\''}};
            int ok = 0;
            for (size_t e = 0; e < 5; e++) {
                if (starts(p, end, ents[e].ent)) {
                    ch = (uint8_t)ents[e].ch;
                    p += strlen(ents[e].ent);
                    ok = 1;
                    break;
                }
            }
            CHECK(ok);
        } else {
            CHECK(c != '>' && c != '"' && c != '\'');
            ch = (uint8_t)c;
            p++;
        }
        if (!in_ln && expect) {
            CHECK(t < elen && expect[t] == ch);
            t++;
        }
    }
    CHECK(depth == 0);
    CHECK(!expect || t == elen);
}

/* Terminal output: every ESC starts an SGR sequence `ESC [ digits/; m` or is the erase to the
 * end of the line `ESC [ K` of highlighted lines; no other control character but tab, newline
 * and a CR before a newline. */
static void check_ansi(const char *a, size_t n) {
    for (size_t k = 0; k < n; k++) {
        uint8_t c = (uint8_t)a[k];
        if (c == 0x1B) {
            CHECK(k + 1 < n && a[k + 1] == '[');
            k += 2;
            size_t params = k;
            while (k < n && ((a[k] >= '0' && a[k] <= '9') || a[k] == ';')) k++;
            CHECK(k < n && (a[k] == 'm' || (a[k] == 'K' && k == params)));
            continue;
        }
        if (c == '\r') { CHECK(k + 1 < n && a[k + 1] == '\n'); continue; }
        CHECK(c >= 0x20 || c == '\t' || c == '\n');
        CHECK(c != 0x7F);
    }
}

static int contains_ci(const uint8_t *s, size_t n, const char *w) {
    size_t wl = strlen(w);
    for (size_t i = 0; i + wl <= n; i++) {
        size_t k = 0;
        while (k < wl && (s[i + k] | 0x20) == w[k]) k++;
        if (k == wl) return 1;
    }
    return 0;
}

/* Checks a string result against the expected status. */
static void check_string_status(swh_status_t got, swh_status_t expected, swh_string_t out, size_t bad) {
    CHECK(got == expected);
    if (got != SWH_OK) {
        CHECK(out.data == NULL);
        if (got == SWH_ERROR_INVALID_UTF8) CHECK(out.len == bad);
    } else {
        CHECK(out.data != NULL && out.data[out.len] == 0);
    }
}

/* swh_tokenize_each's callback: compares each token with the array of swh_tokenize (NULL
 * when that failed), and stops after `limit` tokens when it is nonzero. */
struct stream_check {
    const swh_token_t *expected;
    size_t expected_len, count, limit;
};

static int stream_token(const swh_token_t *token, void *user_data) {
    struct stream_check *sc = user_data;
    CHECK(token != NULL);
    CHECK(sc->expected != NULL && sc->count < sc->expected_len);
    if (token && sc->expected && sc->count < sc->expected_len) {
        const swh_token_t *e = &sc->expected[sc->count];
        CHECK(token->start == e->start && token->len == e->len && token->kind == e->kind);
    }
    sc->count++;
    CHECK(sc->limit == 0 || sc->count <= sc->limit);     /* never called after a stop */
    return sc->limit != 0 && sc->count >= sc->limit;
}

/* ------------------------------------------------------------------------------------------
 * The target
 * ---------------------------------------------------------------------------------------- */

static void check_refusals(void) {
    static const uint8_t src[4] = "let";
    swh_string_t s = {(char *)1, 7};
    swh_tokens_t t = {(swh_token_t *)1, 7};
    /* Lengths beyond the 32-bit offsets: refused before anything is read. */
    const size_t big[] = {(size_t)1 << 32, ((size_t)1 << 32) + 1, SIZE_MAX / 2 + 1, SIZE_MAX};
    for (size_t k = 0; k < sizeof big / sizeof big[0]; k++) {
        CHECK(swh_highlight_html(src, big[k], NULL, &s) == SWH_ERROR_TOO_LARGE && s.data == NULL);
        CHECK(swh_tokenize(src, big[k], NULL, &t) == SWH_ERROR_TOO_LARGE && t.data == NULL);
        CHECK(swh_highlight_html(NULL, big[k], NULL, &s) == SWH_ERROR_INVALID_ARGUMENT && s.data == NULL);
    }
    CHECK(swh_highlight_html(src, 3, NULL, NULL) == SWH_ERROR_INVALID_ARGUMENT);
    CHECK(swh_tokenize(src, 3, NULL, NULL) == SWH_ERROR_INVALID_ARGUMENT);
    struct stream_check none = {NULL, 0, 0, 0};
    for (size_t k = 0; k < sizeof big / sizeof big[0]; k++) {
        CHECK(swh_tokenize_each(src, big[k], NULL, stream_token, &none) == SWH_ERROR_TOO_LARGE);
        CHECK(swh_tokenize_each(NULL, big[k], NULL, stream_token, &none) == SWH_ERROR_INVALID_ARGUMENT);
    }
    CHECK(swh_tokenize_each(NULL, 0, NULL, stream_token, &none) == SWH_OK && none.count == 0);
    CHECK(swh_highlight_html(NULL, 1, NULL, &s) == SWH_ERROR_INVALID_ARGUMENT && s.data == NULL);
    CHECK(swh_tokenize(NULL, 1, NULL, &t) == SWH_ERROR_INVALID_ARGUMENT && t.data == NULL);
    CHECK(swh_highlight_html(NULL, 0, NULL, &s) == SWH_OK && s.data != NULL && s.len == 0 && s.data[0] == 0);
    swh_string_free(s);
    CHECK(swh_tokenize(NULL, 0, NULL, &t) == SWH_OK && t.len == 0);
    swh_tokens_free(t);
    swh_string_free((swh_string_t){NULL, 0});
    swh_tokens_free((swh_tokens_t){NULL, 0});
    /* Empty input behind a non-NULL pointer, with every line option (a line count over an
     * empty buffer once trapped in terminal output). */
    swh_options_t lines;
    swh_options_init(&lines);
    swh_line_range_t range = {1, 2};
    lines.flags = SWH_FLAG_LINE_NUMBERS | SWH_FLAG_LINES;
    lines.highlight_lines = &range;
    lines.highlight_line_count = 1;
    swh_status_t (*string_entries[])(const uint8_t *, size_t, const swh_options_t *, swh_string_t *) = {
        swh_highlight_html, swh_highlight_ansi, swh_highlight_markdown};
    for (size_t k = 0; k < sizeof string_entries / sizeof string_entries[0]; k++) {
        swh_string_t e = {NULL, 0};
        CHECK(string_entries[k](src, 0, &lines, &e) == SWH_OK && e.data != NULL && e.len == 0);
        swh_string_free(e);
    }
    CHECK(swh_tokenize(src, 0, &lines, &t) == SWH_OK && t.len == 0);
    swh_tokens_free(t);
    CHECK(swh_tokenize_each(src, 0, &lines, stream_token, &none) == SWH_OK && none.count == 0);
    /* Pages: the same refusals; stats zeroed on failure. */
    swh_block_stats_t bs;
    for (size_t k = 0; k < sizeof big / sizeof big[0]; k++) {
        memset(&bs, 0xA5, sizeof bs);
        CHECK(swh_rehighlight_html(src, big[k], NULL, &s, &bs) == SWH_ERROR_TOO_LARGE && s.data == NULL && bs.found == 0);
        CHECK(swh_rehighlight_html(NULL, big[k], NULL, &s, &bs) == SWH_ERROR_INVALID_ARGUMENT && s.data == NULL);
    }
    CHECK(swh_rehighlight_html(src, 3, NULL, NULL, &bs) == SWH_ERROR_INVALID_ARGUMENT && bs.found == 0);
    CHECK(swh_rehighlight_html(NULL, 0, NULL, &s, NULL) == SWH_OK && s.data != NULL && s.len == 0);
    swh_string_free(s);
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
    (void)argc; (void)argv;
    CHECK(swh_abi_version() == SWH_ABI_VERSION);
    check_refusals();
    return 0;
}

/* ------------------------------------------------------------------------------------------
 * Documents edited incrementally (see the top of the file).
 * ---------------------------------------------------------------------------------------- */

static void check_document_tokens(swh_document_t *doc, const uint8_t *text, size_t n) {
    swh_tokens_t dt = {(swh_token_t *)1, 12345}, wt = {NULL, 0};
    CHECK(swh_document_tokens(doc, 0, (size_t)-1, &dt) == SWH_OK);
    CHECK(swh_tokenize(n ? text : NULL, n, NULL, &wt) == SWH_OK);
    CHECK(dt.len == wt.len);
    CHECK(dt.len == 0 || memcmp(dt.data, wt.data, dt.len * sizeof(swh_token_t)) == 0);
    swh_tokens_free(dt);
    swh_tokens_free(wt);
}

/* After a bounded edit: the tokens before swh_document_pending are those of a whole pass. */
static void check_document_prefix(swh_document_t *doc, const uint8_t *text, size_t n) {
    size_t pending = swh_document_pending(doc);
    CHECK(pending <= n);
    swh_tokens_t dt = {NULL, 0}, wt = {NULL, 0};
    CHECK(swh_document_tokens(doc, 0, (size_t)-1, &dt) == SWH_OK);
    CHECK(swh_tokenize(n ? text : NULL, n, NULL, &wt) == SWH_OK);
    size_t dn = 0, wn = 0;
    while (dn < dt.len && (size_t)dt.data[dn].start + dt.data[dn].len <= pending) dn++;
    while (wn < wt.len && (size_t)wt.data[wn].start + wt.data[wn].len <= pending) wn++;
    CHECK(dn == wn && (dn == 0 || memcmp(dt.data, wt.data, dn * sizeof(swh_token_t)) == 0));
    for (size_t j = 0; j < dt.len; j++) {
        CHECK((size_t)dt.data[j].start + dt.data[j].len <= n);
        CHECK(j == 0 || dt.data[j].start >= dt.data[j - 1].start + dt.data[j - 1].len);
    }
    swh_tokens_free(dt);
    swh_tokens_free(wt);
}

static void check_document(const uint8_t *data, size_t len) {
    size_t half = len / 2;
    while (half < len && !is_char_boundary(data, len, half)) half++;
    swh_document_t *doc = (swh_document_t *)1;
    CHECK(swh_document_new(half ? data : NULL, half, &doc) == SWH_OK && doc != NULL);
    uint8_t *text = malloc(len * 2 + 64);
    CHECK(text != NULL);
    memcpy(text, data, half);
    size_t n = half;
    check_document_tokens(doc, text, n);
    const uint8_t *rest = data + half;
    size_t rest_len = len - half, k = 0;
    for (int step = 0; step < 8 && k + 3 <= rest_len; step++) {
        size_t a = n ? (size_t)rest[k] * n / 255 : 0;
        while (a < n && !is_char_boundary(text, n, a)) a++;
        size_t b = a + rest[k + 1] % 16 < n ? a + rest[k + 1] % 16 : n;
        while (b < n && !is_char_boundary(text, n, b)) b++;
        size_t s = k + 3;
        while (s < rest_len && (rest[s] & 0xC0) == 0x80) s++;
        size_t e = s + rest[k + 2] % 24 < rest_len ? s + rest[k + 2] % 24 : rest_len;
        while (e < rest_len && (rest[e] & 0xC0) == 0x80) e++;
        swh_span_t changed = {99, 99};
        /* Every other edit bounded (an editor's viewport), then checked and settled. */
        int bounded = step % 2 == 1;
        size_t until = bounded ? (size_t)rest[k + 2] * (n + 1) / 128 : (size_t)-1;
        CHECK(swh_document_edit_until(doc, a, b, e > s ? rest + s : NULL, e - s, until, &changed) == SWH_OK);
        memmove(text + a + (e - s), text + b, n - b);
        memcpy(text + a, rest + s, e - s);
        n = n - (b - a) + (e - s);
        CHECK(changed.start <= a && a + (e - s) <= changed.end && changed.end <= n);
        CHECK(swh_document_len(doc) == n);
        if (bounded) {
            check_document_prefix(doc, text, n);
            CHECK(swh_document_settle(doc, (size_t)-1, NULL) == SWH_OK);
            CHECK(swh_document_pending(doc) == n);
        }
        check_document_tokens(doc, text, n);
        k = e;
    }
    /* Refused, the document unchanged. */
    CHECK(swh_document_edit(doc, n + 1, n + 1, NULL, 0, NULL) == SWH_ERROR_INVALID_ARGUMENT);
    if (n >= 1) CHECK(swh_document_edit(doc, 1, 0, NULL, 0, NULL) == SWH_ERROR_INVALID_ARGUMENT);
    for (size_t j = 0; j < n; j++) {
        if (!is_char_boundary(text, n, j)) {
            CHECK(swh_document_edit(doc, j, j, NULL, 0, NULL) == SWH_ERROR_INVALID_ARGUMENT);
            break;
        }
    }
    CHECK(swh_document_edit(doc, 0, 0, (const uint8_t *)"\xC3", 1, NULL) == SWH_ERROR_INVALID_UTF8);
    CHECK(swh_document_edit(doc, 0, 0, NULL, 1, NULL) == SWH_ERROR_INVALID_ARGUMENT);
    CHECK(swh_document_edit(NULL, 0, 0, NULL, 0, NULL) == SWH_ERROR_INVALID_ARGUMENT);
    CHECK(swh_document_len(doc) == n);
    check_document_tokens(doc, text, n);
    swh_document_free(doc);
    swh_document_free(NULL);
    free(text);
}

/* The same calls with the vector scans off: the same statuses, lengths and bytes as `toks`
 * (from swh_tokenize, status ts) and `html` (swh_highlight_html, status hs). */
static void check_scalar_scans(const uint8_t *src, size_t len, const swh_options_t *opts,
                               swh_status_t ts, swh_tokens_t toks, swh_status_t hs, swh_string_t html) {
    swh_fuzz_set_vector_scans(0);
    swh_tokens_t st = {NULL, 0};
    CHECK(swh_tokenize(src, len, opts, &st) == ts);
    CHECK(st.len == toks.len);
    if (ts == SWH_OK)
        for (size_t k = 0; k < toks.len; k++)
            CHECK(st.data[k].start == toks.data[k].start && st.data[k].len == toks.data[k].len
                  && st.data[k].kind == toks.data[k].kind);
    swh_tokens_free(st);
    swh_string_t sh = {NULL, 0};
    CHECK(swh_highlight_html(src, len, opts, &sh) == hs);
    CHECK(sh.len == html.len);
    if (hs == SWH_OK) CHECK(memcmp(sh.data, html.data, html.len) == 0);
    swh_string_free(sh);
    swh_fuzz_set_vector_scans(1);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    struct setup st;
    decode_options(&data, &size, &st);
    const uint8_t *src = size == 0 ? NULL : data;
    size_t len = size;

    size_t bad = first_invalid(data, len);
    int valid_utf8 = bad == len;
    swh_status_t expected;
    if (!st.valid) expected = SWH_ERROR_INVALID_ARGUMENT;
    else if (!valid_utf8 && !st.replace) expected = SWH_ERROR_INVALID_UTF8;
    else expected = SWH_OK;

    /* Tokens. */
    swh_tokens_t toks = {(swh_token_t *)1, 12345};
    swh_status_t ts = swh_tokenize(src, len, st.optp, &toks);
    CHECK(ts == expected);
    if (ts != SWH_OK) {
        CHECK(toks.data == NULL);
        if (ts == SWH_ERROR_INVALID_UTF8) CHECK(toks.len == bad);
    } else {
        CHECK(toks.len == 0 || toks.data != NULL);
        uint32_t kinds = swh_kind_count();
        size_t prev_end = 0;
        for (size_t k = 0; k < toks.len; k++) {
            swh_token_t tk = toks.data[k];
            CHECK(tk.kind != SWH_KIND_PLAIN && tk.kind < kinds);
            CHECK(tk.len > 0);
            CHECK(tk.start >= prev_end);                       /* sorted, non-overlapping */
            CHECK((size_t)tk.start + tk.len <= len);           /* inside the input */
            if (valid_utf8) {
                CHECK(is_char_boundary(data, len, tk.start));
                CHECK(is_char_boundary(data, len, (size_t)tk.start + tk.len));
            }
            prev_end = (size_t)tk.start + tk.len;
        }
    }

    if (valid_utf8) check_document(data, len);

    /* Streamed tokens: the same tokens and status as swh_tokenize, and, stopped after a number
     * of tokens picked from the input, exactly that many. */
    struct stream_check sc = {ts == SWH_OK ? toks.data : NULL, ts == SWH_OK ? toks.len : 0, 0, 0};
    swh_status_t es = swh_tokenize_each(src, len, st.optp, stream_token, &sc);
    CHECK(es == ts);
    CHECK(sc.count == sc.expected_len);
    if (ts == SWH_OK && toks.len > 0) {
        uint32_t h = 2166136261u;
        for (size_t k = 0; k < size; k++) h = (h ^ data[k]) * 16777619u;
        struct stream_check stop = {toks.data, toks.len, 0, 1 + h % toks.len};
        CHECK(swh_tokenize_each(src, len, st.optp, stream_token, &stop) == SWH_STOPPED);
        CHECK(stop.count == stop.limit);
    }
    CHECK(swh_tokenize_each(src, len, st.optp, NULL, &sc) == SWH_ERROR_INVALID_ARGUMENT);

    /* HTML. */
    swh_string_t out = {(char *)1, 12345};
    swh_status_t hs = swh_highlight_html(src, len, st.optp, &out);
    CHECK(hs == expected);
    check_scalar_scans(src, len, st.optp, ts, toks, hs, out);
    if (hs != SWH_OK) {
        CHECK(out.data == NULL);
        if (hs == SWH_ERROR_INVALID_UTF8) CHECK(out.len == bad);
    } else {
        CHECK(out.data != NULL);
        CHECK(out.data[out.len] == 0);
        size_t elen = len;
        uint8_t *expect_text = NULL;
        if (!valid_utf8) expect_text = replace_invalid(data, len, &elen);
        uint8_t *text = malloc(out.len + 1);
        struct span *spans = malloc((out.len / 7 + 1) * sizeof *spans);
        CHECK(text != NULL && spans != NULL);
        size_t text_len = 0, nspans = 0;
        const uint8_t *etext = valid_utf8 ? data : expect_text;
        if (st.extended) {
            char lnclass[80], markclass[80];
            snprintf(lnclass, sizeof lnclass, "%sln", st.prefix ? st.prefix : "swh-");
            snprintf(markclass, sizeof markclass, "%smark", st.prefix ? st.prefix : "swh-");
            /* A diff's text is the input less each line's marker character; with notation
             * comments taken out only the structure is checked. */
            uint8_t *stripped = NULL;
            size_t slen = elen;
            if ((st.flags & SWH_FLAG_DIFF) && !(st.flags & SWH_FLAG_NOTATION)) {
                stripped = malloc(elen + 1);
                CHECK(stripped != NULL);
                slen = 0;
                for (size_t k = 0; k < elen; k++) {
                    int line_start = k == 0 || etext[k - 1] == '\n';
                    if (line_start && (etext[k] == '+' || etext[k] == '-' || etext[k] == ' ')) continue;
                    stripped[slen++] = etext[k];
                }
            }
            const uint8_t *want = (st.flags & SWH_FLAG_NOTATION) ? NULL : stripped ? stripped : etext;
            check_html_generic(out.data, out.len, lnclass, markclass, want, stripped ? slen : elen);
            free(stripped);
        } else {
            parse_html(out.data, out.len, st.prefix ? st.prefix : "swh-", st.wrap, text, &text_len, spans, &nspans);
            CHECK(text_len == elen);
            CHECK(elen == 0 || memcmp(text, etext, elen) == 0);
        }
        if (valid_utf8 && !st.extended) {
            /* The HTML spans are the tokens. */
            CHECK(nspans == toks.len);
            for (size_t k = 0; k < nspans; k++) {
                CHECK(spans[k].start == toks.data[k].start);
                CHECK(spans[k].end == (size_t)toks.data[k].start + toks.data[k].len);
                CHECK(spans[k].kind == toks.data[k].kind);
            }
        }
        free(text);
        free(spans);
        free(expect_text);
        swh_string_free(out);
    }
    if (ts == SWH_OK) swh_tokens_free(toks);

    /* Time: 1 input in 256 is also tokenized repeated up to 512 KiB. A scan that is quadratic
     * in the line or input length takes minutes there and trips libFuzzer's -timeout; linear
     * work takes well under a second even with ASan. */
    if (size >= 2 && st.valid && (valid_utf8 || st.replace)) {
        uint32_t h = 2166136261u;
        for (size_t k = 0; k < size; k++) h = (h ^ data[k]) * 16777619u;
        if ((h & 255) == 0) {
            size_t copies = (512 * 1024) / size, big_len = copies * size;
            uint8_t *big = malloc(big_len);
            CHECK(big != NULL);
            for (size_t k = 0; k < copies; k++) memcpy(big + k * size, data, size);
            swh_tokens_t bt = {NULL, 0};
            swh_status_t bs = swh_tokenize(big, big_len, st.optp, &bt);
            CHECK(bs == SWH_OK || (bs == SWH_ERROR_INVALID_UTF8 && !st.replace));
            swh_tokens_free(bt);
            free(big);
        }
    }

    /* Generated pages: any bytes are a page (never INVALID_UTF8); a page where nothing is
     * found comes back byte for byte; found = rewritten + unchanged; NULL stats give the same
     * page; a second run over its own output changes no byte (and, where nothing was skipped,
     * finds the same blocks, all unchanged); and, for 1 input
     * in 256, the page repeated up to 512 KiB finishes (a quadratic scan trips -timeout). */
    {
        swh_status_t want = st.valid ? SWH_OK : SWH_ERROR_INVALID_ARGUMENT;
        swh_block_stats_t stats;
        memset(&stats, 0xA5, sizeof stats);
        swh_string_t page = {(char *)1, 12345};
        check_string_status(swh_rehighlight_html(src, len, st.optp, &page, &stats), want, page, 0);
        if (page.data) {
            CHECK(stats.found == stats.rewritten + stats.unchanged);
            CHECK((stats.skipped == 0) == (stats.first_skipped_reason == SWH_SKIP_NONE));
            CHECK(stats.skipped == 0 || (stats.first_skipped_offset < len && data[stats.first_skipped_offset] == '<'));
            if (stats.found == 0) CHECK(page.len == len && (len == 0 || memcmp(page.data, data, len) == 0));
            if (!contains_ci(data, len, "swift")) CHECK(stats.found == 0 && stats.skipped == 0);
            swh_string_t plain = {NULL, 0};
            CHECK(swh_rehighlight_html(src, len, st.optp, &plain, NULL) == SWH_OK);
            CHECK(plain.len == page.len && memcmp(plain.data, page.data, page.len) == 0);
            swh_string_free(plain);
            {
                swh_block_stats_t again;
                swh_string_t twice = {NULL, 0};
                CHECK(swh_rehighlight_html((const uint8_t *)page.data, page.len, st.optp, &twice, &again) == SWH_OK);
                CHECK(twice.len == page.len && memcmp(twice.data, page.data, page.len) == 0);
                CHECK(again.rewritten == 0);
                if (stats.skipped == 0) CHECK(again.found == stats.found);
                swh_string_free(twice);
            }
        } else {
            CHECK(stats.found == 0 && stats.skipped == 0 && stats.first_skipped_reason == 0);
        }
        swh_string_free(page);
        uint32_t h = 2166136261u;
        for (size_t k = 0; k < size; k++) h = (h ^ data[k]) * 16777619u;
        if (st.valid && size >= 2 && ((h >> 8) & 255) == 0) {
            size_t copies = (512 * 1024) / size, big_len = copies * size;
            uint8_t *big = malloc(big_len);
            CHECK(big != NULL);
            for (size_t k = 0; k < copies; k++) memcpy(big + k * size, data, size);
            swh_string_t bp = {NULL, 0};
            CHECK(swh_rehighlight_html(big, big_len, st.optp, &bp, NULL) == SWH_OK);
            swh_string_free(bp);
            free(big);
        }
    }

    if (st.extended) {
        /* Terminal output. */
        swh_string_t a = {(char *)1, 12345};
        check_string_status(swh_highlight_ansi(src, len, st.optp, &a), expected, a, bad);
        if (a.data) check_ansi(a.data, a.len);
        swh_string_free(a);
        /* Documents: without a Swift block nothing changes. */
        swh_string_t m = {(char *)1, 12345};
        check_string_status(swh_highlight_markdown(src, len, st.optp, &m), expected, m, bad);
        if (m.data && valid_utf8 && !contains_ci(data, len, "swift"))
            CHECK(m.len == len && (len == 0 || memcmp(m.data, data, len) == 0));
        swh_string_free(m);
        /* Stylesheets: nothing that could close a <style> element. */
        swh_string_t c = {(char *)1, 12345};
        check_string_status(swh_css(st.optp, &c), st.valid ? SWH_OK : SWH_ERROR_INVALID_ARGUMENT, c, 0);
        if (c.data) CHECK(strstr(c.data, "<") == NULL && strlen(c.data) == c.len);
        swh_string_free(c);
    }
    /* Fence info strings: any bytes as an info string (the first half) and as a block's code
     * (the rest): OK or SWH_ERROR_FENCE with a sentence; offsets inside the info string; ranges
     * 1 <= first <= last; with code, no range past its last line. */
    {
        size_t half = len / 2;
        swh_fence_t fence = {0};
        swh_string_t why = {0};
        const uint8_t *code = len > half ? data + half : (const uint8_t *)"";
        swh_status_t status = swh_fence_parse(src, half, code, len - half, &fence, &why);
        CHECK(status == SWH_OK || status == SWH_ERROR_FENCE);
        CHECK(fence.language_start + fence.language_len <= half);
        CHECK((status == SWH_ERROR_FENCE) == (why.data != NULL));
        if (why.data) CHECK(strlen(why.data) == why.len && why.len > 0);
        if (status == SWH_OK) {
            if (fence.flags & SWH_FENCE_TITLE) CHECK(fence.title_start + fence.title_len <= half);
            size_t lines = 0;
            for (size_t k = half; k < len; k++) lines += data[k] == '\n';
            if (len > half && data[len - 1] != '\n') lines++;
            CHECK((fence.highlight_line_count == 0) == (fence.highlight_lines == NULL));
            for (size_t k = 0; k < fence.highlight_line_count; k++) {
                CHECK(fence.highlight_lines[k].first >= 1 && fence.highlight_lines[k].first <= fence.highlight_lines[k].last);
                CHECK(fence.highlight_lines[k].last <= lines);
            }
        } else {
            CHECK(fence.highlight_lines == NULL && (fence.flags & ~SWH_FENCE_SWIFT) == 0);
        }
        swh_fence_free(fence);
        swh_string_free(why);
    }
    return 0;
}

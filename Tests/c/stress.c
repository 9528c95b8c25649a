/*
 * Thread-safety stress test: 8 threads each make 10 000 calls to the C entry points
 * (swh_highlight_html, swh_tokenize, swh_highlight_ansi, swh_highlight_markdown, swh_css) on a
 * mix of inputs and options, and every result must be byte-for-byte the result of the same call
 * made single-threaded beforehand. Half of the results are freed by another thread than the one
 * that made them. Prints "N passed, N failed" and exits non-zero on any difference.
 *
 *   stress [THREADS [CALLS_PER_THREAD]]     defaults: 8 10000 (STRESS_CALLS overrides CALLS)
 */
#include "swift_highlight.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { FN_HTML, FN_TOKENS, FN_ANSI, FN_MARKDOWN, FN_CSS, FN_COUNT };

/* The inputs: Swift of every kind, invalid UTF-8, a document, a large file. */
static const char *const snippets[] = {
    "let x = 1",
    "import Foundation\n\n/// Doc <b>&</b>\n@MainActor final class Box<T: Equatable>: P {\n"
    "    var value: [String: Int] = [\"a\": 1, \"b\": 0x2F]\n"
    "    func f(_ x: Int) async throws -> T? { try await g(x, \"s \\(x + 1) \xc3\xa9\", #/a+b/#) }\n}\n",
    "let s = \"\"\"\n  multi \\(line) \"quoted\"\n  \"\"\"\nlet r = #\"raw \\#(x)\"#\n/* a /* nested */ comment */\n",
    "#if os(Linux)\nimport Glibc\n#elseif DEBUG\n#else\n#endif\n#sourceLocation(file: \"f\", line: 1)\n",
    "switch e { case .a(let v) where v > 0: break\ndefault: fatalError(\"<&>'\\\"\") }\n",
    "let bad = \"\xff\xc0\xaf \xed\xa0\x80 ok \xe2\x82\"\n", /* invalid UTF-8 */
    "\"unterminated \\(f(\"\n/* open",
    "# Title\n\n```swift\nlet x = 1 // <b>\n```\n\n<pre><code class=\"language-swift\">let y = &quot;2&quot;</code></pre>\n"
    "~~~ Swift\nfunc f() {}\n",
    "\x1b[31mlet\x07 x\r\n = \x7f\xc2\x9b 2\r",
    "",
};
#define NSNIPPETS (sizeof snippets / sizeof snippets[0])
#define NINPUTS (NSNIPPETS + 1) /* + a large input built from the snippets */

static const uint8_t *inputs[NINPUTS];
static size_t input_lens[NINPUTS];

/* Option sets. */
#define NOPTS 6
static swh_options_t options[NOPTS];
static const swh_line_range_t ranges[] = {{2, 3}, {7, 7}};

static void setup_options(void) {
    for (int k = 0; k < NOPTS; k++) swh_options_init(&options[k]);
    options[1].invalid_utf8 = SWH_UTF8_REPLACE;
    options[1].flags = SWH_FLAG_WRAP_PRE | SWH_FLAG_LANGUAGE_CLASS;
    options[1].class_prefix = "hl-";
    options[2].invalid_utf8 = SWH_UTF8_REPLACE;
    options[2].scheme = SWH_SCHEME_HLJS;
    options[2].flags = SWH_FLAG_LINE_NUMBERS;
    options[2].highlight_lines = ranges;
    options[2].highlight_line_count = 2;
    options[3].invalid_utf8 = SWH_UTF8_REPLACE;
    options[3].scheme = SWH_SCHEME_PYGMENTS;
    options[3].theme = SWH_THEME_HIGH_CONTRAST;
    options[3].flags = SWH_FLAG_INLINE_STYLES | SWH_FLAG_ANSI_16;
    options[4].class_prefix = "bad prefix"; /* refused */
    options[5].invalid_utf8 = SWH_UTF8_REPLACE;
    options[5].scheme = SWH_SCHEME_TREESITTER;
    options[5].theme = SWH_THEME_XCODE_DARK;
    options[5].first_line = 10;
}

/* One call's result, flattened to bytes: status, then the output. */
struct result {
    swh_status_t status;
    size_t len;
    uint8_t *data; /* malloc'd copy */
};

/* The call number `k` of the sequence: which function, input and options. */
static void call_of(size_t k, int *fn, size_t *input, int *opt) {
    *fn = (int)(k % FN_COUNT);
    *input = (k / FN_COUNT) % NINPUTS;
    *opt = (int)((k / (FN_COUNT * NINPUTS)) % NOPTS);
}
#define NCALLS (FN_COUNT * NINPUTS * NOPTS)

/* Makes call (fn, input, opt). The output buffer is returned in *owned (string or tokens) for
 * the caller to free, possibly on another thread. */
struct owned { int is_tokens; swh_string_t s; swh_tokens_t t; };

static swh_status_t make_call(int fn, size_t input, int opt, struct owned *o, const uint8_t **bytes, size_t *len) {
    const uint8_t *src = inputs[input];
    size_t n = input_lens[input];
    const swh_options_t *opts = &options[opt];
    memset(o, 0, sizeof *o);
    swh_status_t st;
    switch (fn) {
    case FN_HTML: st = swh_highlight_html(src, n, opts, &o->s); break;
    case FN_TOKENS: o->is_tokens = 1; st = swh_tokenize(src, n, opts, &o->t); break;
    case FN_ANSI: st = swh_highlight_ansi(src, n, opts, &o->s); break;
    case FN_MARKDOWN: st = swh_highlight_markdown(src, n, opts, &o->s); break;
    default: st = swh_css(opts, &o->s); break;
    }
    if (o->is_tokens) {
        *bytes = (const uint8_t *)o->t.data;
        *len = o->t.len * sizeof(swh_token_t);
        if (st != SWH_OK) *len = o->t.len; /* the invalid UTF-8 offset */
    } else {
        *bytes = (const uint8_t *)o->s.data;
        *len = o->s.len;
    }
    return st;
}

static void release(struct owned *o) {
    if (o->is_tokens) swh_tokens_free(o->t);
    else swh_string_free(o->s);
}

static struct result reference[NCALLS];

static int same(const struct result *r, swh_status_t st, const uint8_t *bytes, size_t len) {
    if (r->status != st || r->len != len) return 0;
    if ((r->data == NULL) != (bytes == NULL)) return 0;
    return bytes == NULL || len == 0 || memcmp(r->data, bytes, len) == 0;
}

/* Buffers handed from one thread to the next for freeing. */
#define HANDOFF 64
struct handoff {
    pthread_mutex_t lock;
    struct owned items[HANDOFF];
    int count;
};

struct worker {
    int id;
    long calls;
    long mismatches;
    long handed;
    struct handoff *mine, *next;
    pthread_t thread;
};

static void *run_worker(void *arg) {
    struct worker *w = arg;
    size_t k = (size_t)w->id * 7919; /* each thread starts elsewhere in the sequence */
    for (long c = 0; c < w->calls; c++, k++) {
        int fn, opt;
        size_t input;
        call_of(k, &fn, &input, &opt);
        struct owned o;
        const uint8_t *bytes;
        size_t len;
        swh_status_t st = make_call(fn, input, opt, &o, &bytes, &len);
        if (!same(&reference[k % NCALLS], st, bytes, len)) {
            if (w->mismatches++ < 5)
                fprintf(stderr, "thread %d: call %ld (fn %d, input %zu, options %d) differs from the single-threaded result\n",
                        w->id, c, fn, input, opt);
        }
        /* Every other result is freed by the next thread. */
        if ((c & 1) && st == SWH_OK) {
            pthread_mutex_lock(&w->next->lock);
            if (w->next->count < HANDOFF) {
                w->next->items[w->next->count++] = o;
                o.s.data = NULL;
                o.t.data = NULL;
                w->handed++;
            }
            pthread_mutex_unlock(&w->next->lock);
        }
        release(&o);
        /* Free what the previous thread handed over. */
        pthread_mutex_lock(&w->mine->lock);
        for (int j = 0; j < w->mine->count; j++) release(&w->mine->items[j]);
        w->mine->count = 0;
        pthread_mutex_unlock(&w->mine->lock);
    }
    return NULL;
}

int main(int argc, char **argv) {
    int threads = argc > 1 ? atoi(argv[1]) : 8;
    long calls = argc > 2 ? atol(argv[2]) : 10000;
    if (getenv("STRESS_CALLS")) calls = atol(getenv("STRESS_CALLS"));
    if (threads < 1 || threads > 256 || calls < 1) {
        fprintf(stderr, "usage: stress [THREADS [CALLS_PER_THREAD]]\n");
        return 2;
    }

    /* Inputs: the snippets and one ~64 KB concatenation of them. */
    size_t total = 0;
    for (size_t k = 0; k < NSNIPPETS; k++) {
        inputs[k] = (const uint8_t *)snippets[k];
        input_lens[k] = strlen(snippets[k]);
        total += input_lens[k];
    }
    size_t big_len = 0, cap = 70000;
    uint8_t *big = malloc(cap);
    while (big_len + total < 65536) {
        for (size_t k = 0; k < NSNIPPETS; k++) {
            memcpy(big + big_len, snippets[k], input_lens[k]);
            big_len += input_lens[k];
        }
    }
    inputs[NSNIPPETS] = big;
    input_lens[NSNIPPETS] = big_len;
    setup_options();

    /* Single-threaded reference results. */
    int ok_calls = 0;
    for (size_t k = 0; k < NCALLS; k++) {
        int fn, opt;
        size_t input;
        call_of(k, &fn, &input, &opt);
        struct owned o;
        const uint8_t *bytes;
        size_t len;
        reference[k].status = make_call(fn, input, opt, &o, &bytes, &len);
        reference[k].len = len;
        reference[k].data = NULL;
        if (bytes) {
            reference[k].data = malloc(len + 1);
            memcpy(reference[k].data, bytes, len);
        }
        if (reference[k].status == SWH_OK) ok_calls++;
        release(&o);
    }

    struct worker *ws = calloc((size_t)threads, sizeof *ws);
    struct handoff *hs = calloc((size_t)threads, sizeof *hs);
    for (int t = 0; t < threads; t++) pthread_mutex_init(&hs[t].lock, NULL);
    for (int t = 0; t < threads; t++) {
        ws[t].id = t;
        ws[t].calls = calls;
        ws[t].mine = &hs[t];
        ws[t].next = &hs[(t + 1) % threads];
    }
    for (int t = 0; t < threads; t++) {
        if (pthread_create(&ws[t].thread, NULL, run_worker, &ws[t]) != 0) {
            fprintf(stderr, "pthread_create failed\n");
            return 1;
        }
    }
    long mismatches = 0, handed = 0;
    for (int t = 0; t < threads; t++) {
        pthread_join(ws[t].thread, NULL);
        mismatches += ws[t].mismatches;
        handed += ws[t].handed;
    }
    for (int t = 0; t < threads; t++) {
        for (int j = 0; j < hs[t].count; j++) release(&hs[t].items[j]);
        pthread_mutex_destroy(&hs[t].lock);
    }
    for (size_t k = 0; k < NCALLS; k++) free(reference[k].data);
    free(ws);
    free(hs);
    free(big);

    long all = (long)threads * calls;
    printf("stress: %d threads x %ld calls (%d distinct calls, %d of them SWH_OK), %ld results freed on another thread: "
           "%ld identical to the single-threaded run, %ld different\n",
           threads, calls, (int)NCALLS, ok_calls, handed, all - mismatches, mismatches);
    printf("%ld passed, %ld failed\n", all - mismatches, mismatches);
    return mismatches == 0 ? 0 : 1;
}

/* What streaming tokens costs against the token array: one entry point of the C API over a file,
 * timed or run once under callgrind (scripts/bench/stream-cost.sh builds and runs it).
 *
 *   stream-cost MODE FILE [BYTES] [ROUNDS]
 *
 *   MODE    each      swh_tokenize_each with a callback that counts the tokens and sums their lengths
 *           tokenize  swh_tokenize, then a loop over its array doing the same
 *           html      swh_highlight_html
 *           copy      memcpy of the input into fresh memory of its size (the floor: what moving
 *                     the bytes alone costs)
 *   BYTES   read only the lines that fit in the first BYTES bytes of FILE (default or empty: all)
 *   ROUNDS  time ROUNDS calls and print the median MB/s, of wall time and of the process's CPU
 *           time (default 0: one call, no timing)
 *
 * Prints "MODE: N bytes, T tokens[, M MB/s median of R (CPU time: C MB/s)]". Exits 1 on any
 * status but SWH_OK. */
#define _POSIX_C_SOURCE 200809L  /* clock_gettime under -std=c11 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <swift_highlight.h>

typedef struct { size_t tokens; uint64_t bytes; } tally_t;

static int count(const swh_token_t *token, void *user_data) {
    tally_t *t = user_data;
    t->tokens += 1;
    t->bytes += token->len;
    return 0;
}

/* One call of MODE over src; its tally (tokens and their bytes; for html, the output's bytes). */
static int run(const char *mode, const uint8_t *src, size_t len, tally_t *t) {
    memset(t, 0, sizeof *t);
    if (strcmp(mode, "each") == 0) {
        return swh_tokenize_each(src, len, NULL, count, t) == SWH_OK ? 0 : 1;
    }
    if (strcmp(mode, "tokenize") == 0) {
        swh_tokens_t out = {0};
        if (swh_tokenize(src, len, NULL, &out) != SWH_OK) return 1;
        for (size_t i = 0; i < out.len; i++) count(&out.data[i], t);
        swh_tokens_free(out);
        return 0;
    }
    if (strcmp(mode, "html") == 0) {
        swh_string_t out = {0};
        if (swh_highlight_html(src, len, NULL, &out) != SWH_OK) return 1;
        t->bytes = out.len;
        swh_string_free(out);
        return 0;
    }
    if (strcmp(mode, "copy") == 0) {
        uint8_t *out = malloc(len ? len : 1);
        if (!out) return 1;
        memcpy(out, src, len);
        t->bytes = out[len / 2];  /* read back, so that the copy is not optimized away */
        free(out);
        return 0;
    }
    fprintf(stderr, "stream-cost: MODE is each, tokenize, html or copy\n");
    return 2;
}

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: stream-cost each|tokenize|html|copy FILE [BYTES] [ROUNDS]\n");
        return 2;
    }
    FILE *f = fopen(argv[2], "rb");
    if (!f) { perror(argv[2]); return 2; }
    size_t cap = 1 << 20, len = 0, n;
    uint8_t *src = malloc(cap);
    while (src && (n = fread(src + len, 1, cap - len, f)) > 0) {
        len += n;
        if (len == cap) src = realloc(src, cap *= 2);
    }
    fclose(f);
    if (!src) { fprintf(stderr, "stream-cost: out of memory\n"); return 2; }
    if (argc > 3 && argv[3][0]) {  /* the lines that fit in BYTES (empty: all) */
        size_t limit = strtoull(argv[3], NULL, 10);
        if (limit > 0 && limit < len) {
            len = limit;
            while (len > 0 && src[len - 1] != '\n') len--;
        }
    }
    int rounds = argc > 4 ? atoi(argv[4]) : 0;
    tally_t t;
    int rc = run(argv[1], src, len, &t);
    if (rc) return rc;
    printf("%s: %zu bytes, %zu tokens", argv[1], len, t.tokens);
    if (rounds > 0) {
        double *mbs = malloc(sizeof(double) * (size_t)rounds * 2), *cpu = mbs + rounds;
        if (!mbs) return 2;
        for (int r = 0; r < rounds; r++) {
            struct timespec a, b, ca, cb;
            clock_gettime(CLOCK_MONOTONIC, &a);
            clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ca);
            if (run(argv[1], src, len, &t)) return 1;
            clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cb);
            clock_gettime(CLOCK_MONOTONIC, &b);
            double secs = (double)(b.tv_sec - a.tv_sec) + (double)(b.tv_nsec - a.tv_nsec) / 1e9;
            double cpu_secs = (double)(cb.tv_sec - ca.tv_sec) + (double)(cb.tv_nsec - ca.tv_nsec) / 1e9;
            mbs[r] = (double)len / 1e6 / secs;
            cpu[r] = (double)len / 1e6 / (cpu_secs > 0 ? cpu_secs : 1e-9);
        }
        qsort(mbs, (size_t)rounds, sizeof(double), by_value);
        qsort(cpu, (size_t)rounds, sizeof(double), by_value);
        printf(", %.1f MB/s median of %d (CPU time: %.1f MB/s)", mbs[rounds / 2], rounds, cpu[rounds / 2]);
        free(mbs);
    }
    printf("\n");
    free(src);
    return 0;
}

/* What an incremental edit of a document costs, near the start of a file or anywhere in it:
 * one character typed and deleted again, EDITS times, through swh_document_edit. Run under
 * callgrind with --toggle-collect=swh_document_edit (instructions, whatever the load), or timed.
 *
 *   document-cost WHERE FILE [EDITS] [SEED] [EVICT_MB]
 *
 *   WHERE   near      offsets in the first 1,000 bytes (an editor's first screen)
 *           anywhere  offsets anywhere in the file
 *           deep      offsets in the second half of the file
 *   EDITS   how many characters are typed (each typed, then deleted: 2 calls; default 200)
 *   SEED    of the offsets (default 1)
 *   EVICT_MB  before each typed character, write over a buffer of this many MiB (not timed),
 *             so that the edit finds the engine's code and data out of the caches, as a
 *             keystroke in an editor may after the browser's layout and paint (default 0)
 *
 * Prints "WHERE: N bytes, E edits, median M us per call (CPU time)", then the medians of the
 * typing calls and of the deleting ones (right after, at the same place). The 10,000-line file
 * of the editors benchmark: `node scripts/bench/editors.mjs --write-text FILE`. Exits 1 on any
 * status but SWH_OK. */
#define _POSIX_C_SOURCE 200809L  /* clock_gettime under -std=c11 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <swift_highlight.h>

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec * 1e6 + (double)t.tv_nsec / 1e3;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: document-cost near|anywhere|deep FILE [EDITS] [SEED] [EVICT_MB]\n");
        return 2;
    }
    const char *where = argv[1];
    FILE *f = fopen(argv[2], "rb");
    if (!f) { perror(argv[2]); return 1; }
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fseek(f, 0, SEEK_SET);
    uint8_t *src = malloc((size_t)size + 1);
    if (!src || fread(src, 1, (size_t)size, f) != (size_t)size) { fprintf(stderr, "read failed\n"); return 1; }
    fclose(f);
    size_t len = (size_t)size;
    int edits = argc > 3 ? atoi(argv[3]) : 200;
    uint32_t seed = argc > 4 ? (uint32_t)atoi(argv[4]) : 1;
    int evictMiB = argc > 5 ? atoi(argv[5]) : 0;
    if (evictMiB < 0 || evictMiB > 4096) { fprintf(stderr, "EVICT_MB must be 0 to 4096\n"); return 2; }
    size_t evict = (size_t)evictMiB << 20;
    volatile uint8_t *junk = evict > 0 ? malloc(evict) : NULL;
    if (evict > 0 && !junk) { fprintf(stderr, "no memory for EVICT_MB\n"); return 1; }
    size_t from = 0, span = len;
    if (strcmp(where, "near") == 0) span = len < 1000 ? len : 1000;
    else if (strcmp(where, "deep") == 0) { from = len / 2; span = len - from; }
    else if (strcmp(where, "anywhere") != 0) { fprintf(stderr, "unknown WHERE %s\n", where); return 2; }
    if (span == 0 || edits <= 0) { fprintf(stderr, "nothing to edit\n"); return 2; }

    swh_document_t *doc = NULL;
    if (swh_document_new(src, len, &doc) != SWH_OK) return 1;
    double *times = malloc(sizeof(double) * (size_t)edits * 2);
    if (!times) return 1;
    for (int k = 0; k < edits; k++) {
        seed = seed * 1664525u + 1013904223u;
        size_t at = from + seed % span;
        while (at > 0 && (src[at] & 0xC0) == 0x80) at -= 1;  /* a character boundary */
        swh_span_t changed;
        for (size_t j = 0; j < evict; j += 64) junk[j] += 1;
        double t0 = now();
        if (swh_document_edit(doc, at, at, (const uint8_t *)"x", 1, &changed) != SWH_OK) return 1;
        double t1 = now();
        if (swh_document_edit(doc, at, at + 1, NULL, 0, &changed) != SWH_OK) return 1;
        double t2 = now();
        times[k] = t1 - t0;
        times[edits + k] = t2 - t1;
    }
    double *all = malloc(sizeof(double) * (size_t)edits * 2);
    if (!all) return 1;
    memcpy(all, times, sizeof(double) * (size_t)edits * 2);
    qsort(all, (size_t)edits * 2, sizeof(double), compare);
    qsort(times, (size_t)edits, sizeof(double), compare);
    qsort(times + edits, (size_t)edits, sizeof(double), compare);
    printf("%s: %zu bytes, %d edits, median %.2f us per call (CPU time); typing %.2f, deleting %.2f%s\n", where, len,
           edits, all[edits], times[edits / 2], times[edits + edits / 2],
           evict > 0 ? " (caches overwritten before each typed character)" : "");
    free(all);
    swh_document_free(doc);
    free(times);
    free((void *)junk);
    free(src);
    return 0;
}

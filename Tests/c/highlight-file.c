/*
 * highlight-file: highlights one Swift file with the C API and writes the result to standard
 * output, so that the bytes of a library built one way (another CPU, a package, a tarball) can
 * be compared with those of the CLI (`swift-highlight --format html FILE`, and `--format ansi
 * --color always` with COLORTERM=truecolor) or with another build's.
 *
 *   highlight-file html FILE     the HTML fragment, default options
 *   highlight-file ansi FILE     terminal colours, default options (24-bit colours)
 *   highlight-file tokens FILE   one line per token: start end kind-name text (the raw bytes;
 *                                not the CLI's tab-separated, JSON-quoted listing)
 *
 * Exit status 0 on success, 1 when the file cannot be read or highlighted, 2 on bad arguments.
 */
#include <swift_highlight.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned char *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 1 << 16, used = 0;
    unsigned char *buf = malloc(cap);
    while (buf) {
        used += fread(buf + used, 1, cap - used, f);
        if (used < cap) break;
        unsigned char *grown = realloc(buf, cap * 2);
        if (!grown) { free(buf); buf = NULL; break; }
        buf = grown;
        cap *= 2;
    }
    if (buf && ferror(f)) { free(buf); buf = NULL; }
    fclose(f);
    *len = used;
    return buf;
}

int main(int argc, char **argv) {
    if (argc != 3 || (strcmp(argv[1], "html") && strcmp(argv[1], "ansi") && strcmp(argv[1], "tokens"))) {
        fprintf(stderr, "usage: highlight-file html|ansi|tokens FILE\n");
        return 2;
    }
    size_t len = 0;
    unsigned char *src = read_file(argv[2], &len);
    if (!src) { perror(argv[2]); return 1; }
    swh_status_t status;
    if (!strcmp(argv[1], "tokens")) {
        swh_tokens_t tokens = {0};
        status = swh_tokenize(src, len, NULL, &tokens);
        for (size_t i = 0; status == SWH_OK && i < tokens.len; i++) {
            const swh_token_t *t = &tokens.data[i];
            printf("%u %u %s ", (unsigned)t->start, (unsigned)(t->start + t->len), swh_kind_name(t->kind));
            fwrite(src + t->start, 1, t->len, stdout);
            putchar('\n');
        }
        swh_tokens_free(tokens);
    } else {
        swh_string_t out = {0};
        status = !strcmp(argv[1], "html") ? swh_highlight_html(src, len, NULL, &out)
                                          : swh_highlight_ansi(src, len, NULL, &out);
        if (status == SWH_OK) fwrite(out.data, 1, out.len, stdout);
        swh_string_free(out);
    }
    free(src);
    if (status != SWH_OK) { fprintf(stderr, "%s: %s\n", argv[2], swh_status_str(status)); return 1; }
    return fflush(stdout) == 0 ? 0 : 1;
}

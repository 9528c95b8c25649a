/*
 * The parity test's driver for the C ABI (include/swift_highlight.h): reads the cells of the
 * matrix as `doors.py flat` prints them (standard input) and writes each output to
 * OUT/c/REQUEST/INPUT (see doors.py).
 *
 *   python3 Tests/parity/doors.py flat MATRIX | door OUT
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "swift_highlight.h"

static char *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 4096, n = 0;
    char *data = malloc(cap);
    size_t got;
    while (data && (got = fread(data + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap) data = realloc(data, cap *= 2);
    }
    fclose(f);
    *len = n;
    return data;
}

static void make_dirs(char *path) {
    for (char *p = path + 1; *p; p++) {
        if (*p == '/') {
            *p = '\0';
            mkdir(path, 0755);
            *p = '/';
        }
    }
}

/* The value of a name list (swh_scheme_name, swh_theme_name) that is `name`; -1 when none is. */
static long name_value(const char *(*names)(uint32_t), const char *name) {
    for (uint32_t v = 0; names(v) != NULL; v++) {
        if (strcmp(names(v), name) == 0) return (long)v;
    }
    return -1;
}

/* The flag of a boolean option of the matrix (its JavaScript name), or 0. */
static uint32_t flag_named(const char *key) {
    static const struct { const char *name; uint32_t flag; } flags[] = {
        {"pre", SWH_FLAG_WRAP_PRE},       {"lines", SWH_FLAG_LINES},
        {"lineNumbers", SWH_FLAG_LINE_NUMBERS}, {"inlineStyles", SWH_FLAG_INLINE_STYLES},
        {"diff", SWH_FLAG_DIFF},          {"notation", SWH_FLAG_NOTATION},
    };
    for (size_t k = 0; k < sizeof flags / sizeof flags[0]; k++)
        if (strcmp(key, flags[k].name) == 0) return flags[k].flag;
    return 0;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: doors.py flat MATRIX | %s OUT\n", argv[0]);
        return 2;
    }
    static char line[65536];
    int failures = 0;
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\n")] = '\0';
        char *fields[32];
        int count = 0;
        for (char *f = strtok(line, "\t"); f && count < 32; f = strtok(NULL, "\t")) fields[count++] = f;
        if (count < 3) continue;
        const char *request = fields[0], *output = fields[1], *path = fields[2];
        swh_options_t opts;
        swh_options_init(&opts);
        swh_line_range_t ranges[64];
        size_t range_count = 0;
        char error[256] = "";
        for (int i = 3; i < count; i++) {
            char *key = fields[i], *value = strchr(fields[i], '=');
            if (!value) continue;
            *value++ = '\0';
            int on = strcmp(value, "true") == 0;
            if (strcmp(key, "scheme") == 0) {
                long v = name_value(swh_scheme_name, value);
                if (v < 0) snprintf(error, sizeof error, "unknown scheme %s", value);
                opts.scheme = (uint32_t)v;
            } else if (strcmp(key, "theme") == 0) {
                long v = name_value(swh_theme_name, value);
                if (v < 0) snprintf(error, sizeof error, "unknown theme %s", value);
                opts.theme = (uint32_t)v;
            } else if (strcmp(key, "classPrefix") == 0) {
                opts.class_prefix = value;
            } else if (strcmp(key, "title") == 0) {
                opts.title = value;
            } else if (strcmp(key, "firstLine") == 0) {
                opts.first_line = (uint32_t)strtoul(value, NULL, 10);
            } else if (strcmp(key, "colorDepth") == 0) {
                if (strcmp(value, "16") == 0) opts.flags |= SWH_FLAG_ANSI_16;
            } else if (strcmp(key, "highlightLines") == 0) {
                for (char *r = strtok(value, ","); r && range_count < 64; r = strtok(NULL, ",")) {
                    char *dash = strchr(r, '-');
                    ranges[range_count].first = (uint32_t)strtoul(r, NULL, 10);
                    ranges[range_count].last = dash ? (uint32_t)strtoul(dash + 1, NULL, 10) : ranges[range_count].first;
                    range_count++;
                }
                opts.highlight_lines = ranges;
                opts.highlight_line_count = range_count;
            } else if (on && flag_named(key) != 0) {
                opts.flags |= flag_named(key);
            } else {
                snprintf(error, sizeof error, "the C driver knows no option %s", key);
            }
        }
        const char *name = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
        char target[4096];
        snprintf(target, sizeof target, "%s/c/%s/%s", argv[1], request, name);
        make_dirs(target);
        FILE *out = fopen(target, "wb");
        if (!out) {
            fprintf(stderr, "door: cannot write %s: %s\n", target, strerror(errno));
            return 1;
        }
        size_t len = 0;
        char *src = read_file(path, &len);
        swh_status_t status = SWH_OK;
        if (!src) {
            snprintf(error, sizeof error, "cannot read %s", path);
        } else if (error[0] == '\0' && strcmp(output, "tokens") == 0) {
            swh_tokens_t tokens = {0};
            status = swh_tokenize((const uint8_t *)src, len, &opts, &tokens);
            for (size_t i = 0; status == SWH_OK && i < tokens.len; i++) {
                fprintf(out, "%u %u %s\n", tokens.data[i].start, tokens.data[i].len, swh_kind_name(tokens.data[i].kind));
            }
            swh_tokens_free(tokens);
        } else if (error[0] == '\0') {
            swh_string_t result = {0};
            if (strcmp(output, "html") == 0) status = swh_highlight_html((const uint8_t *)src, len, &opts, &result);
            else if (strcmp(output, "ansi") == 0) status = swh_highlight_ansi((const uint8_t *)src, len, &opts, &result);
            else if (strcmp(output, "markdown") == 0) status = swh_highlight_markdown((const uint8_t *)src, len, &opts, &result);
            else snprintf(error, sizeof error, "unknown output %s", output);
            if (status == SWH_OK && result.data) fwrite(result.data, 1, result.len, out);
            swh_string_free(result);
        }
        if (status != SWH_OK) {
            const char *rule = swh_options_check(&opts);
            snprintf(error, sizeof error, "%s%s%s", swh_status_str(status), rule ? ": " : "", rule ? rule : "");
        }
        if (error[0]) {
            fprintf(out, "ERROR: %s", error);
            failures++;
        }
        fclose(out);
        free(src);
    }
    (void)failures; /* refusals are cells too: the comparison names them */
    return 0;
}

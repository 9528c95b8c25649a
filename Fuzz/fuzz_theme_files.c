/*
 * libFuzzer target for the files swift-highlight reads besides Swift: Xcode theme files
 * (property lists, XML and binary) through swh_theme_parse, and the names of Xcode's finer kinds
 * (symbol graphs and plain lists) through swh_options_t.project_names and system_names.
 *
 * Input layout: byte 0 selects what the rest is:
 *   0  a theme file;
 *   1  a theme file after the binary header "bplist00" (so that mutations reach the binary
 *      reader's trailer and objects, not only its magic);
 *   2  project names (a symbol graph when it starts with `{` after blanks, else a list);
 *   3  system names, likewise.
 *
 * Beyond "no crash", every call is checked, and any violation aborts:
 *   - swh_theme_parse returns SWH_OK with a theme and no error string, or SWH_ERROR_THEME with
 *     no theme and a non-empty error string (a refusal is an error, never a trap); a theme
 *     read makes swh_css and inline-styled swh_highlight_html succeed with output;
 *   - names: the status of swh_tokenize over a fixed snippet with SWH_FLAG_XCODE_KINDS is
 *     SWH_OK, or SWH_ERROR_INVALID_ARGUMENT exactly when the names start with `{` (an unreadable
 *     symbol graph), agreeing with swh_options_check; the tokens are sorted, non-empty,
 *     non-overlapping, inside the snippet and of a known kind;
 *   - time: each call takes at most MAX_SECONDS (the readers are linear and bounded; libFuzzer's
 *     -timeout and -rss_limit_mb bound the rest).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "swift_highlight.h"
#include "fuzz_check.h"


#define MAX_SECONDS 2.0

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static const char snippet[] =
    "/// - Parameter x: https://swift.org\n// MARK: names\nclass Cache: NSObject { var items = [0]\n"
    "  func load(_ x: Int) -> Int { items.count + x + .none } }\nlet c = Cache(); #expect(c.items.isEmpty)\n";

static void check_theme(const uint8_t *data, size_t size) {
    swh_theme_t *theme = (swh_theme_t *)1;
    swh_string_t error = {0};
    double start = now();
    swh_status_t status = swh_theme_parse(data, size, &theme, &error);
    CHECK(now() - start <= MAX_SECONDS);
    if (status == SWH_OK) {
        CHECK(theme != NULL);
        CHECK(error.data == NULL);
        swh_options_t opts;
        swh_options_init(&opts);
        opts.theme_file = theme;
        swh_string_t css = {0};
        CHECK(swh_css(&opts, &css) == SWH_OK);
        CHECK(css.data != NULL && css.len > 0 && strlen(css.data) == css.len);
        swh_string_free(css);
        opts.flags = SWH_FLAG_INLINE_STYLES | SWH_FLAG_WRAP_PRE;
        swh_string_t html = {0};
        CHECK(swh_highlight_html((const uint8_t *)snippet, sizeof snippet - 1, &opts, &html) == SWH_OK);
        CHECK(html.data != NULL && html.len > 0);
        swh_string_free(html);
        swh_theme_free(theme);
    } else {
        CHECK(status == SWH_ERROR_THEME);
        CHECK(theme == NULL);
        CHECK(error.data != NULL && error.len > 0 && strlen(error.data) == error.len);
        swh_string_free(error);
    }
}

static void check_names(const uint8_t *data, size_t size, int system) {
    swh_options_t opts;
    swh_options_init(&opts);
    opts.flags = SWH_FLAG_XCODE_KINDS;
    if (system) {
        opts.system_names = data;
        opts.system_names_len = size;
    } else {
        opts.project_names = data;
        opts.project_names_len = size;
    }
    size_t k = 0;
    while (k < size && (data[k] == ' ' || data[k] == '\t' || data[k] == '\n' || data[k] == '\r')) k++;
    int graph = k < size && data[k] == '{';
    double start = now();
    const char *problem = swh_options_check(&opts);
    swh_tokens_t tokens = {0};
    swh_status_t status = swh_tokenize((const uint8_t *)snippet, sizeof snippet - 1, &opts, &tokens);
    CHECK(now() - start <= MAX_SECONDS);
    CHECK((problem == NULL) == (status == SWH_OK));
    if (status != SWH_OK) {
        CHECK(graph);
        CHECK(status == SWH_ERROR_INVALID_ARGUMENT);
        CHECK(tokens.data == NULL);
        return;
    }
    size_t end = 0;
    for (size_t i = 0; i < tokens.len; i++) {
        swh_token_t t = tokens.data[i];
        CHECK(t.start >= end && t.len > 0 && (size_t)t.start + t.len <= sizeof snippet - 1);
        CHECK(t.kind < swh_kind_count() && t.kind != SWH_KIND_PLAIN);
        end = (size_t)t.start + t.len;
    }
    swh_tokens_free(tokens);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size == 0) return 0;
    const uint8_t *rest = data + 1;
    size_t len = size - 1;
    switch (data[0] & 3) {
    case 0:
        check_theme(rest, len);
        break;
    case 1: {
        uint8_t *binary = malloc(len + 8);
        CHECK(binary != NULL);
        memcpy(binary, "bplist00", 8);
        if (len > 0) memcpy(binary + 8, rest, len);
        check_theme(binary, len + 8);
        free(binary);
        break;
    }
    case 2:
        check_names(rest, len, 0);
        break;
    default:
        check_names(rest, len, 1);
        break;
    }
    return 0;
}

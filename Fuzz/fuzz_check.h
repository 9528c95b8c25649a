/*
 * The one contract check of the fuzz targets (fuzz_highlight.c, fuzz_theme_files.c): a broken
 * invariant prints where and what, then aborts, so that libFuzzer saves the input.
 */
#ifndef FUZZ_CHECK_H
#define FUZZ_CHECK_H

#include <stdio.h>
#include <stdlib.h>

#define CHECK(cond)                                                                             \
    do {                                                                                        \
        if (!(cond)) {                                                                          \
            fprintf(stderr, "fuzz: invariant violated at %s:%d: %s\n", __FILE__, __LINE__,      \
                    #cond);                                                                     \
            abort();                                                                            \
        }                                                                                       \
    } while (0)

#endif

/*
 * highlight_libc.h — the C library functions the engine calls (allocation, memory advice), as
 * one small C module. Internal: not installed, not part of the ABI.
 *
 * The engine imports this module instead of the platform's Swift overlay (Glibc, Musl, Darwin,
 * ucrt) so that the same sources also compile as Embedded Swift, which has no such overlays: the
 * crate's build script compiles the engine that way, so that programs linking it need no Swift
 * runtime (see rust-demo/build.rs).
 */
#ifndef HIGHLIGHT_LIBC_H
#define HIGHLIGHT_LIBC_H

#include <stdlib.h>
#include <string.h>

#if defined(__linux__)
#include <sys/mman.h>
#endif

#endif

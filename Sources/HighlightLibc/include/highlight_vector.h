/*
 * highlight_vector.h — the one vector instruction the engine's byte scans need that Swift's
 * SIMD types do not offer: SSE2's `pmovmskb`, the high bit of each of sixteen bytes as the bits of
 * an integer (byte k at bit k). Swift's `any` of a mask compiles to it, but the index of the first
 * lane set does not: `SIMDScan` takes it from this instead. Inlined into the Swift code that calls
 * it (a static inline function of an imported C module); x86_64 only (every x86_64 has SSE2).
 * Internal: not installed, not part of the ABI.
 */
#ifndef HIGHLIGHT_VECTOR_H
#define HIGHLIGHT_VECTOR_H

#if defined(__x86_64__) && defined(__SSE2__)
/* Sixteen bytes, as Swift imports them: SIMD16<CChar>. */
typedef char swh_bytes16 __attribute__((ext_vector_type(16)));

/* The high bit of each byte of `v`, byte k at bit k (bits 16 and up are 0). */
static inline __attribute__((always_inline)) int swh_high_bits(swh_bytes16 v) {
    return __builtin_ia32_pmovmskb128(v);
}
#endif

#endif

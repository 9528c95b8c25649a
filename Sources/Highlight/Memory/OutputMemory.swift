import HighlightLibc

/// Memory for the buffers handed to callers (HTML strings, token arrays): plain `malloc`
/// memory, so `swh_string_free` / `swh_tokens_free` release it with `free`.
///
/// A large output is written once, front to back, into memory fresh from the kernel, and
/// taking that memory in 4 KiB page faults cost about a quarter of the time of highlighting a
/// 3.8 MB file to HTML (measured: 183 MB/s with fresh memory, 243 MB/s with reused memory).
/// So on Linux a block of `hugePageThreshold` bytes or more starts on a 2 MiB boundary and is
/// advised as transparent-huge-page memory (`MADV_HUGEPAGE`): the kernel then maps it 2 MiB at a
/// time where it can, and falls back to small pages where it cannot. Advice only: nothing
/// depends on it being followed.
enum OutputMemory {
    /// Blocks from this size on get the huge-page treatment (smaller ones are ordinary `malloc`).
    static let hugePageThreshold = 4 << 20
    static let hugePageSize = 2 << 20

    /// Grows (or first allocates) a block to `bytes`, keeping its first `used` bytes: `realloc`,
    /// but large blocks are allocated aligned and advised, and moved by hand (glibc's `realloc`
    /// of an advised block cannot `mremap` it and would copy into unadvised memory). Nil when out
    /// of memory; the old block is then still valid and still owned by the caller.
    static func resize(_ block: UnsafeMutableRawPointer?, used: Int, to bytes: Int) -> UnsafeMutableRawPointer? {
        #if os(Linux)
        if bytes >= hugePageThreshold {
            var fresh: UnsafeMutableRawPointer? = nil
            guard posix_memalign(&fresh, hugePageSize, bytes) == 0, let fresh else { return nil }
            adviseHugePages(fresh, bytes)
            if let block {
                if used > 0 { fresh.copyMemory(from: block, byteCount: min(used, bytes)) }
                free(block)
            }
            return fresh
        }
        #endif
        return realloc(block, bytes)
    }

    #if os(Linux)
    /// Advises the whole pages inside `[start, start + bytes)`; errors are ignored (the advice
    /// is an optimization the kernel may not offer).
    private static func adviseHugePages(_ start: UnsafeMutableRawPointer, _ bytes: Int) {
        let page = 4096
        let from = (Int(bitPattern: start) + page - 1) & ~(page - 1)
        let to = (Int(bitPattern: start) + bytes) & ~(page - 1)
        guard to > from, let aligned = UnsafeMutableRawPointer(bitPattern: from) else { return }
        _ = madvise(aligned, to - from, MADV_HUGEPAGE)
    }
    #endif
}

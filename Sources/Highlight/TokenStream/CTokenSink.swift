import CHighlight

import HighlightLibc

/// Collects tokens into a malloc'd `swh_token_t` array handed to C callers.
struct CTokenSink: TokenSink {
    /// Natively the tokenizer specialized for this sink (the bindings' tokenize); in WebAssembly
    /// the shared copy (about 7 KB gzipped less).
    #if arch(wasm32)
    static var tokenizerCopy: TokenizerCopy { .shared }
    #else
    static var tokenizerCopy: TokenizerCopy { .direct }
    #endif

    private(set) var base: UnsafeMutablePointer<swh_token_t>?
    private(set) var count = 0
    private var capacity = 0
    private(set) var failed = false

    init(initialCapacity: Int) {
        grow(to: max(initialCapacity, 16))
    }

    private mutating func grow(to newCapacity: Int) {
        let (bytes, overflow) = newCapacity.multipliedReportingOverflow(by: MemoryLayout<swh_token_t>.stride)
        guard !overflow, let raw = OutputMemory.resize(base, used: count &* MemoryLayout<swh_token_t>.stride, to: bytes) else {
            failed = true
            return
        }
        base = raw.bindMemory(to: swh_token_t.self, capacity: newCapacity)
        capacity = newCapacity
    }

    @inline(__always)
    mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind) {
        // After a failed allocation `capacity == count` stays true and `growForOneMore` drops
        // the token: one comparison per token covers both.
        if count == capacity && !growForOneMore() { return }
        guard let base else { return }
        base[count] = swh_token_t(start: UInt32(truncatingIfNeeded: start), len: UInt32(truncatingIfNeeded: end &- start),
                                  kind: kind.rawValue)
        count &+= 1
    }

    /// Doubles the capacity; false (and `failed` set) when out of memory.
    @inline(never)
    private mutating func growForOneMore() -> Bool {
        let (doubled, overflow) = capacity.multipliedReportingOverflow(by: 2)
        if failed || overflow {
            failed = true
            return false
        }
        grow(to: doubled)
        return !failed && count < capacity
    }

    mutating func release() {
        free(base)
        base = nil
        count = 0
        capacity = 0
    }
}

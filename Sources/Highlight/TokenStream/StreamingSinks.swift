import CHighlight

/// What a token stream's consumer answers after each token (`Highlighter.forEachToken`).
public enum TokenStreamAction: Sendable, Equatable {
    /// Deliver the next token.
    case `continue`
    /// Stop: no further token is delivered.
    case stop
}

/// Hands each token to a Swift closure as it is found, until the closure says `.stop`.
struct ClosureSink: TokenSink {
    /// Batched, so that the tokenizer's many emit sites store a token instead of each making
    /// the indirect call.
    static var tokenizerCopy: TokenizerCopy { .batched }

    let body: (Token) -> TokenStreamAction
    private(set) var stopped = false

    init(_ body: @escaping (Token) -> TokenStreamAction) {
        self.body = body
    }

    var wantsMoreTokens: Bool { !stopped }

    mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind) {
        guard !stopped else { return }
        if body(Token(start: start, end: end, kind: kind)) == .stop { stopped = true }
    }

    mutating func emit(batch: UnsafeBufferPointer<BatchedToken>) {
        for t in batch {
            if stopped { return }
            if body(Token(start: Int(t.start), end: Int(t.end), kind: t.kind)) == .stop { stopped = true }
        }
    }
}

/// Hands each token to a C callback (`swh_tokenize_each`) as it is found, until the callback
/// returns nonzero. The tokens are stored as `swh_token_t` in a batch (the caller's memory), and
/// each full batch is handed over in one loop that passes the callback the address of each
/// stored token: an emit is three stores and one comparison, and no token is copied again.
struct CCallbackSink: TokenSink {
    /// A copy of the tokenizer of its own, whose emit sites store into the batch.
    static var tokenizerCopy: TokenizerCopy { .direct }
    /// Tokens per batch: 12 KiB, which stays in the L1 cache.
    static var batchCapacity: Int { 1024 }
    /// Room for tokens past the batch's nominal end, stored by `emitOncePerTurn` (at most this
    /// many between two calls of `endStretch`). In WebAssembly the tokenizer emits none such
    /// (`name` is native only), and the batch needs none.
    #if arch(wasm32)
    static var slack: Int { 0 }
    #else
    static var slack: Int { Tokenizer<Self>.stopCheckStretch }
    #endif

    let callback: @convention(c) (UnsafePointer<swh_token_t>?, UnsafeMutableRawPointer?) -> Int32
    let userData: UnsafeMutableRawPointer?
    private(set) var stopped = false
    /// The batch: `first..<next` holds the tokens not handed over yet; `end` is its nominal
    /// end, and `slack` tokens past it are the batch's too. `next < end` holds after each
    /// `emit` and `endStretch` (a batch at or past its end is handed over at once), so that
    /// `emitOncePerTurn` can write at `next` unchecked.
    private let first: UnsafeMutablePointer<swh_token_t>
    private let end: UnsafeMutablePointer<swh_token_t>
    private var next: UnsafeMutablePointer<swh_token_t>

    /// `batch` is where tokens are kept until handed over (`capacity` tokens, at least one, and
    /// `slack` more).
    init(_ callback: @escaping @convention(c) (UnsafePointer<swh_token_t>?, UnsafeMutableRawPointer?) -> Int32,
         userData: UnsafeMutableRawPointer?, batch: UnsafeMutablePointer<swh_token_t>, capacity: Int) {
        self.callback = callback
        self.userData = userData
        first = batch
        next = batch
        end = batch + max(capacity, 1)
    }

    var wantsMoreTokens: Bool { !stopped }

    @inline(__always)
    mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind) {
        emitOncePerTurn(start, end, kind)
        if next >= self.end { deliver() }
    }

    @inline(__always)
    mutating func emitOncePerTurn(_ start: Int, _ end: Int, _ kind: TokenKind) {
        next.initialize(to: swh_token_t(start: UInt32(truncatingIfNeeded: start), len: UInt32(truncatingIfNeeded: end &- start),
                                        kind: kind.rawValue))
        next += 1
    }

    #if arch(wasm32)
    /// No batch goes past its nominal end here (`slack`).
    @inline(__always) mutating func endStretch() {}
    #else
    /// Hands a batch at or past its nominal end over (out of line: once a stretch, it keeps
    /// the loop's registers free).
    @inline(never)
    mutating func endStretch() {
        if next >= end { deliver() }
    }
    #endif

    /// Hands the stored tokens to the callback, in order, until it says stop, and empties the
    /// batch (the tokens after a stop are dropped).
    @inline(never)
    mutating func deliver() {
        let callback = self.callback, userData = self.userData
        var p = first
        let last = next
        next = first
        guard !stopped else { return }
        // Four tokens a step (one bound test and one pointer step for them) while four remain,
        // then one at a time.
        let lastQuad = last - 3
        while p < lastQuad {
            if callback(p, userData) != 0 || callback(p + 1, userData) != 0
                || callback(p + 2, userData) != 0 || callback(p + 3, userData) != 0 {
                stopped = true
                return
            }
            p += 4
        }
        while p < last {
            if callback(p, userData) != 0 {
                stopped = true
                return
            }
            p += 1
        }
    }

    /// Runs `body` with a sink over a batch in temporary memory, then hands over what the batch
    /// still holds; nil when no memory could be had.
    static func withBatch(_ callback: @escaping @convention(c) (UnsafePointer<swh_token_t>?, UnsafeMutableRawPointer?) -> Int32,
                          userData: UnsafeMutableRawPointer?, _ body: (CCallbackSink) -> CCallbackSink) -> CCallbackSink? {
        withUnsafeTemporaryAllocation(of: swh_token_t.self, capacity: batchCapacity + slack) { storage in
            guard let batch = storage.baseAddress, storage.count >= batchCapacity + slack else { return nil }
            var sink = body(CCallbackSink(callback, userData: userData, batch: batch, capacity: batchCapacity))
            sink.deliver()
            return sink
        }
    }
}

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
/// returns nonzero. The tokens are stored as `swh_token_t` in a batch (`BatchStoringSink`), and
/// each full batch is handed over in one loop that passes the callback the address of each
/// stored token: an emit is three stores and one comparison, and no token is copied again.
struct CCallbackSink: BatchStoringSink {
    /// A copy of the tokenizer of its own, whose emit sites store into the batch.
    static var tokenizerCopy: TokenizerCopy { .direct }

    let callback: @convention(c) (UnsafePointer<swh_token_t>?, UnsafeMutableRawPointer?) -> Int32
    let userData: UnsafeMutableRawPointer?
    private(set) var stopped = false
    var batch: TokenBatch<swh_token_t>

    var wantsMoreTokens: Bool { !stopped }

    @inline(__always)
    static func token(_ start: Int, _ end: Int, _ kind: TokenKind) -> swh_token_t {
        swh_token_t(start: UInt32(truncatingIfNeeded: start), len: UInt32(truncatingIfNeeded: end &- start), kind: kind.rawValue)
    }

    /// Hands the tokens to the callback, in order, until it says stop (the tokens after a stop
    /// are dropped).
    @inline(__always)
    mutating func handOver(_ tokens: UnsafeBufferPointer<swh_token_t>) {
        guard !stopped, var p = tokens.baseAddress else { return }
        let callback = self.callback, userData = self.userData
        let last = p + tokens.count
        // Sixteen tokens a step (one bound test and one pointer step for them) while sixteen
        // remain, then one at a time. `p` moves before the step's calls, and each of the
        // addresses is then one `lea` off it (a register the calls keep).
        while last - p >= 16 {
            let first = p
            p += 16
            if callback(first, userData) != 0 || callback(p - 15, userData) != 0
                || callback(p - 14, userData) != 0 || callback(p - 13, userData) != 0
                || callback(p - 12, userData) != 0 || callback(p - 11, userData) != 0
                || callback(p - 10, userData) != 0 || callback(p - 9, userData) != 0
                || callback(p - 8, userData) != 0 || callback(p - 7, userData) != 0
                || callback(p - 6, userData) != 0 || callback(p - 5, userData) != 0
                || callback(p - 4, userData) != 0 || callback(p - 3, userData) != 0
                || callback(p - 2, userData) != 0 || callback(p - 1, userData) != 0 {
                stopped = true
                return
            }
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
    /// still holds.
    static func withBatch(_ callback: @escaping @convention(c) (UnsafePointer<swh_token_t>?, UnsafeMutableRawPointer?) -> Int32,
                          userData: UnsafeMutableRawPointer?, _ body: (CCallbackSink) -> CCallbackSink) -> CCallbackSink {
        withTemporaryBatch({ CCallbackSink(callback: callback, userData: userData, batch: $0) }, body)
    }
}

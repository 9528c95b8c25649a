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
/// returns nonzero.
struct CCallbackSink: TokenSink {
    /// Batched, as `ClosureSink`.
    static var tokenizerCopy: TokenizerCopy { .batched }

    let callback: @convention(c) (UnsafePointer<swh_token_t>?, UnsafeMutableRawPointer?) -> Int32
    let userData: UnsafeMutableRawPointer?
    private(set) var stopped = false

    init(_ callback: @escaping @convention(c) (UnsafePointer<swh_token_t>?, UnsafeMutableRawPointer?) -> Int32,
         userData: UnsafeMutableRawPointer?) {
        self.callback = callback
        self.userData = userData
    }

    var wantsMoreTokens: Bool { !stopped }

    mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind) {
        guard !stopped else { return }
        deliver(UInt32(truncatingIfNeeded: start), UInt32(truncatingIfNeeded: end), kind)
    }

    mutating func emit(batch: UnsafeBufferPointer<BatchedToken>) {
        for t in batch {
            if stopped { return }
            deliver(t.start, t.end, t.kind)
        }
    }

    @inline(__always)
    private mutating func deliver(_ start: UInt32, _ end: UInt32, _ kind: TokenKind) {
        var token = swh_token_t(start: start, len: end &- start, kind: kind.rawValue)
        if callback(&token, userData) != 0 { stopped = true }
    }
}

/// Receives the highlighted tokens of one input, in order: each `start` is at or after the
/// previous token's `end`. Renderers (token arrays, HTML, category labels) implement it.
protocol TokenSink {
    mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind)
    /// Receives several tokens at once (from a `BatchingSink`), in order.
    mutating func emit(batch: UnsafeBufferPointer<BatchedToken>)
    /// False once the sink wants no more tokens (a streaming consumer stopped): the tokenizer
    /// then ends at its next top-level step. Tokens emitted before that are ignored by the sink.
    var wantsMoreTokens: Bool { get }
}

extension TokenSink {
    /// Renderers take every token; for them the tokenizer's check is a constant.
    @inline(__always) var wantsMoreTokens: Bool { true }

    /// Each token of the batch, one by one.
    mutating func emit(batch: UnsafeBufferPointer<BatchedToken>) {
        for t in batch { emit(Int(t.start), Int(t.end), t.kind) }
    }
}

/// Collects tokens into a Swift array.
struct TokenArraySink: TokenSink {
    var tokens: [Token] = []
    @inline(__always)
    mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind) {
        tokens.append(Token(start: start, end: end, kind: kind))
    }
}

/// Receives the highlighted tokens of one input, in order: each `start` is at or after the
/// previous token's `end`. Renderers (token arrays, HTML, category labels) implement it.
protocol TokenSink {
    mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind)
    /// Receives several tokens at once (from a `BatchingSink`), in order.
    mutating func emit(batch: UnsafeBufferPointer<BatchedToken>)
}

extension TokenSink {
    /// Each token of the batch, one by one.
    mutating func emit(batch: UnsafeBufferPointer<BatchedToken>) {
        for t in batch { emit(Int(t.start), Int(t.end), t.kind) }
    }
}

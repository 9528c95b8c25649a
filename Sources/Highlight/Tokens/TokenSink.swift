/// Receives the highlighted tokens of one input, in order: each `start` is at or after the
/// previous token's `end`. Renderers (token arrays, HTML, category labels) implement it.
protocol TokenSink {
    mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind)
    /// Receives several tokens at once (from a `BatchingSink`), in order.
    mutating func emit(batch: UnsafeBufferPointer<BatchedToken>)
    /// False once the sink wants no more tokens (a streaming consumer stopped): the tokenizer
    /// then ends at its next top-level step. Tokens emitted before that are ignored by the sink.
    var wantsMoreTokens: Bool { get }
    /// Whether the tokenizer calls `lineStart` at each line start it reaches between tokens
    /// (the incremental highlighter's resume points). A constant of the sink's type, so that
    /// the sinks that say no pay nothing for it.
    static var observesLineStarts: Bool { get }
    /// Called at a line start `offset` that the tokenizer reached between tokens, with the
    /// whole state there; returns false to stop the pass at that offset.
    mutating func lineStart(at offset: Int, state: ClassifierState, frames: FrameStack) -> Bool
}

extension TokenSink {
    /// Renderers take every token; for them the tokenizer's check is a constant.
    @inline(__always) var wantsMoreTokens: Bool { true }

    /// Renderers ignore line starts.
    @inline(__always) static var observesLineStarts: Bool { false }

    @inline(__always) mutating func lineStart(at offset: Int, state: ClassifierState, frames: FrameStack) -> Bool { true }

    /// Each token of the batch, one by one.
    mutating func emit(batch: UnsafeBufferPointer<BatchedToken>) {
        for t in batch { emit(Int(t.start), Int(t.end), t.kind) }
    }
}

/// Receives the highlighted tokens of one input, in order: each `start` is at or after the
/// previous token's `end`. Renderers (token arrays, HTML, category labels) implement it.
protocol TokenSink {
    mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind)
    /// `emit`, for the tokens a turn of the tokenizer's loop may emit this way: that of the
    /// name whose turn it is, which starts where the turn started, and those of the comment
    /// lines it takes after a line break that changes nothing (`Tokenizer.quietCommentLinesEnd`),
    /// each of which starts before the stretch's end. A sink that hands its batch over once full
    /// may store such a token without looking whether the batch is full, if the batch has room
    /// for `Tokenizer.stopCheckStretch` more tokens past its nominal end and it hands the batch
    /// over in `endStretch` once past that end: between two calls of `endStretch` these tokens
    /// start in one stretch of at most that many bytes, nonempty, in order, at distinct bytes.
    mutating func emitOncePerTurn(_ start: Int, _ end: Int, _ kind: TokenKind)
    /// Called by the tokenizer's loop at the end of each stretch (`Tokenizer.stopCheckStretch`),
    /// before it asks `wantsMoreTokens`.
    mutating func endStretch()
    /// Receives several tokens at once (from a `BatchingSink`), in order.
    mutating func emit(batch: UnsafeBufferPointer<BatchedToken>)
    /// False once the sink wants no more tokens (a streaming consumer stopped). The tokenizer
    /// asks before it starts and then each time its loop has gone `Tokenizer.stopCheckStretch`
    /// bytes (1 KiB) past where it last asked, between two lexemes: once it is false, the
    /// tokenizer reads at most that many more bytes, plus the rest of the lexeme it is then in
    /// (a comment or a string literal is read to its end) and the bounded look-ahead of those
    /// lexemes, on any input, line breaks or none. The tokens emitted meanwhile, the sink ignores.
    var wantsMoreTokens: Bool { get }
    /// Whether the tokenizer calls `lineStart` at each line start it reaches between tokens
    /// (the incremental highlighter's resume points). A constant of the sink's type, so that
    /// the sinks that say no pay nothing for it.
    static var observesLineStarts: Bool { get }
    /// Whether this sink, of a type that observes line starts, wants them in this pass: a sink
    /// that serves passes with and without them (`ForwardingSink`) says no for the latter, so
    /// that a `BatchingSink` over it does not hand its batch over at each line start.
    var wantsLineStarts: Bool { get }
    /// Called at a line start `offset` that the tokenizer reached between tokens, with the
    /// whole state there and how far the look-aheads since the line start before read
    /// (`Tokenizer.readAheadEnd`); returns false to stop the pass at that offset.
    mutating func lineStart(at offset: Int, state: ClassifierState, frames: FrameStack, readTo: Int) -> Bool
    /// How `TokenSource` runs the tokenizer for this sink when no option changes the tokens.
    static var tokenizerCopy: TokenizerCopy { get }
}

/// Which copy of the tokenizer a sink's type is run with. The tokenizer is generic over its
/// sink, and each sink type it is specialized for is a whole copy of it (some 45 KB of
/// WebAssembly code, 7 KB gzipped); only the hottest paths pay for one of their own.
enum TokenizerCopy {
    /// The copy every renderer shares, batches handed over through one function value
    /// (`Tokenization.runForwarded`).
    case shared
    /// A copy of its own that stores tokens in batches (`Tokenization.runBatched`): a sink whose
    /// per-token work is large, so that the tokenizer's many emit sites stay small.
    case batched
    /// A copy of its own that calls the sink at each emit site (`Tokenization.run`): a sink that
    /// only stores the token.
    case direct
}

extension TokenSink {
    /// A sink without a batch checks each token alike.
    @inline(__always) mutating func emitOncePerTurn(_ start: Int, _ end: Int, _ kind: TokenKind) { emit(start, end, kind) }

    /// A sink without a batch has nothing to hand over.
    @inline(__always) mutating func endStretch() {}

    /// Renderers take every token; for them the tokenizer's check is a constant.
    @inline(__always) var wantsMoreTokens: Bool { true }

    /// Renderers share one copy of the tokenizer.
    @inline(__always) static var tokenizerCopy: TokenizerCopy { .shared }

    /// Renderers ignore line starts.
    @inline(__always) static var observesLineStarts: Bool { false }

    /// Every pass of a sink that observes line starts wants them.
    @inline(__always) var wantsLineStarts: Bool { Self.observesLineStarts }

    @inline(__always) mutating func lineStart(at offset: Int, state: ClassifierState, frames: FrameStack, readTo: Int) -> Bool { true }

    /// Each token of the batch, one by one.
    mutating func emit(batch: UnsafeBufferPointer<BatchedToken>) {
        for t in batch { emit(Int(t.start), Int(t.end), t.kind) }
    }
}

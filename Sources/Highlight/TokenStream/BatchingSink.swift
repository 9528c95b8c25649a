/// A sink that stores tokens in a batch (`BatchStoringSink`) and hands each full batch to `inner` in one
/// tight loop. The tokenizer then pays a few stores per token instead of the whole renderer
/// inlined into its classification code, and the renderer keeps its state in registers across
/// many tokens. (Callgrind, 800 KB to HTML: the renderer inlined at every emit site cost about
/// 40 % more instructions than collecting the tokens.)
struct BatchingSink<Inner: TokenSink>: BatchStoringSink {
    var inner: Inner
    var batch: TokenBatch<BatchedToken>

    @inline(__always)
    static func token(_ start: Int, _ end: Int, _ kind: TokenKind) -> BatchedToken {
        BatchedToken(start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: end), kind: kind)
    }

    /// Whether `inner` still wants tokens (checked after each batch it received).
    @inline(__always) var wantsMoreTokens: Bool { inner.wantsMoreTokens }

    @inline(__always) static var observesLineStarts: Bool { Inner.observesLineStarts }

    @inline(__always) var wantsLineStarts: Bool { inner.wantsLineStarts }

    /// Hands the tokens before the line start over first, when `inner` wants line starts in
    /// this pass; otherwise the batch fills on (a batch a line would cost the renderer a call,
    /// its setup and a shorter loop per line).
    @inline(__always)
    mutating func lineStart(at offset: Int, state: ClassifierState, frames: FrameStack, readTo: Int) -> Bool {
        guard inner.wantsLineStarts else { return true }
        return flushAtLineStart(offset, state, frames, readTo)
    }

    @inline(never)
    private mutating func flushAtLineStart(_ offset: Int, _ state: ClassifierState, _ frames: FrameStack, _ readTo: Int) -> Bool {
        flush()
        return inner.lineStart(at: offset, state: state, frames: frames, readTo: readTo)
    }

    /// Hands the tokens to `inner`.
    @inline(__always)
    mutating func handOver(_ tokens: UnsafeBufferPointer<BatchedToken>) {
        inner.emit(batch: tokens)
    }

    /// Runs `body` with a `BatchingSink` over `inner` and a batch in temporary memory, then
    /// hands over what the batch still holds, and returns `inner`.
    static func withBatch(_ inner: Inner, _ body: (BatchingSink) -> BatchingSink) -> Inner {
        withTemporaryBatch({ BatchingSink(inner: inner, batch: $0) }, body).inner
    }
}

extension Tokenization {
    /// `run(_:into:)` through a `BatchingSink`: the same tokens reach `sink` in the same order.
    static func runBatched<S: TokenSink>(_ bytes: UnsafeBufferPointer<UInt8>, into sink: S) -> S {
        BatchingSink.withBatch(sink) { run(bytes, into: $0) }
    }
}

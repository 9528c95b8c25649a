/// A sink that stores tokens in a fixed batch and hands each full batch to `inner` in one
/// tight loop. The tokenizer then pays a few stores per token instead of the whole renderer
/// inlined into its classification code, and the renderer keeps its state in registers across
/// many tokens. (Callgrind, 800 KB to HTML: the renderer inlined at every emit site cost about
/// 40 % more instructions than collecting the tokens.)
struct BatchingSink<Inner: TokenSink>: TokenSink {
    /// Tokens per batch: 12 KiB of batch, which stays in the L1 cache.
    static var capacity: Int { 1024 }
    /// Room for tokens past the batch's nominal end, stored by `emitOncePerTurn` (at most this
    /// many between two calls of `endStretch`). In WebAssembly the tokenizer emits none such
    /// (`name` is native only), and the batch needs none.
    #if arch(wasm32)
    static var slack: Int { 0 }
    #else
    static var slack: Int { Tokenizer<Self>.stopCheckStretch }
    #endif

    var inner: Inner
    /// The batch: `first..<next` holds the tokens not handed over yet; `end` is its nominal
    /// end, and `slack` tokens past it are the batch's too. `next < end` holds after each
    /// `emit` and `endStretch` (a batch at or past its end is handed over at once), so that an
    /// emit is a store at `next` and one comparison, and one by `emitOncePerTurn` a store alone.
    private let first: UnsafeMutablePointer<BatchedToken>
    private let end: UnsafeMutablePointer<BatchedToken>
    private var next: UnsafeMutablePointer<BatchedToken>

    /// `storage` is where the batch is kept (`capacity` tokens, at least one, and `slack` more;
    /// its memory is the caller's).
    init(inner: Inner, storage: UnsafeMutablePointer<BatchedToken>, capacity: Int) {
        self.inner = inner
        first = storage
        next = storage
        end = storage + max(capacity, 1)
    }

    @inline(__always)
    mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind) {
        emitOncePerTurn(start, end, kind)
        if next >= self.end { flush() }
    }

    @inline(__always)
    mutating func emitOncePerTurn(_ start: Int, _ end: Int, _ kind: TokenKind) {
        next.initialize(to: BatchedToken(start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: end),
                                         kind: kind))
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
        if next >= end { flush() }
    }
    #endif

    /// Whether `inner` still wants tokens (checked after each batch it received).
    @inline(__always) var wantsMoreTokens: Bool { inner.wantsMoreTokens }

    @inline(__always) static var observesLineStarts: Bool { Inner.observesLineStarts }

    @inline(__always) var wantsLineStarts: Bool { inner.wantsLineStarts }

    /// Hands the tokens before the line start over first, when `inner` wants line starts in
    /// this pass; otherwise the batch fills on (a batch a line would cost the renderer a call,
    /// its setup and a shorter loop per line).
    @inline(__always)
    mutating func lineStart(at offset: Int, state: ClassifierState, frames: FrameStack) -> Bool {
        guard inner.wantsLineStarts else { return true }
        return flushAtLineStart(offset, state, frames)
    }

    @inline(never)
    private mutating func flushAtLineStart(_ offset: Int, _ state: ClassifierState, _ frames: FrameStack) -> Bool {
        flush()
        return inner.lineStart(at: offset, state: state, frames: frames)
    }

    /// Hands the stored tokens to `inner`, in order, and empties the batch.
    @inline(never)
    mutating func flush() {
        inner.emit(batch: UnsafeBufferPointer(start: first, count: next - first))
        next = first
    }

    /// Runs `body` with a `BatchingSink` over `inner` and a batch in temporary memory, then
    /// hands over what the batch still holds, and returns `inner`.
    static func withBatch(_ inner: Inner, _ body: (BatchingSink) -> BatchingSink) -> Inner {
        withUnsafeTemporaryAllocation(of: BatchedToken.self, capacity: capacity + slack) { storage in
            // A temporary allocation of `capacity + slack` elements always has an address and
            // that many; without them, a batch of one token (and `slack`) on the heap would serve.
            let fallback = storage.baseAddress == nil || storage.count < capacity + slack
                ? UnsafeMutablePointer<BatchedToken>.allocate(capacity: 1 + slack) : nil
            defer { fallback?.deallocate() }
            let batch = fallback ?? storage.baseAddress.unsafelyUnwrapped
            var batching = body(BatchingSink(inner: inner, storage: batch, capacity: fallback == nil ? capacity : 1))
            batching.flush()
            return batching.inner
        }
    }
}

extension Tokenization {
    /// `run(_:into:)` through a `BatchingSink`: the same tokens reach `sink` in the same order.
    static func runBatched<S: TokenSink>(_ bytes: UnsafeBufferPointer<UInt8>, into sink: S) -> S {
        BatchingSink.withBatch(sink) { run(bytes, into: $0) }
    }
}

/// The batch of a `BatchStoringSink`: `first..<next` holds the tokens not handed over yet; `end`
/// is its nominal end, and `slack` tokens past it are the batch's too.
struct TokenBatch<Stored> {
    private let first: UnsafeMutablePointer<Stored>
    private let end: UnsafeMutablePointer<Stored>
    private var next: UnsafeMutablePointer<Stored>

    /// `storage` holds `capacity` tokens (at least one) and the slack (its memory is the caller's).
    init(storage: UnsafeMutablePointer<Stored>, capacity: Int) {
        first = storage
        next = storage
        end = storage + max(capacity, 1)
    }

    /// Stores `token` at `next`, unchecked.
    @inline(__always)
    mutating func store(_ token: Stored) {
        next.initialize(to: token)
        next += 1
    }

    /// Whether the batch is at or past its nominal end.
    @inline(__always) var isFull: Bool { next >= end }

    /// The stored tokens, in order; the batch is empty afterwards.
    @inline(__always)
    mutating func takeAll() -> UnsafeBufferPointer<Stored> {
        let tokens = UnsafeBufferPointer(start: first, count: next - first)
        next = first
        return tokens
    }
}

/// A sink that stores each token in a `TokenBatch` and hands the stored tokens over a batch at a
/// time: an emit is the stores of one token and one comparison, and one by `emitOncePerTurn`
/// the stores alone. `isFull` is false after each `emit` and `endStretch` (a batch at or past
/// its nominal end is handed over at once), so that `emitOncePerTurn` may store at `next`
/// unchecked: between two calls of `endStretch` it stores at most `slack` tokens.
/// A conforming sink says only how its tokens are stored (`token`) and handed over (`handOver`).
protocol BatchStoringSink: TokenSink {
    associatedtype Stored
    var batch: TokenBatch<Stored> { get set }
    /// The token as the batch stores it.
    static func token(_ start: Int, _ end: Int, _ kind: TokenKind) -> Stored
    /// Receives the stored tokens, in order (from `flush`, out of line).
    mutating func handOver(_ tokens: UnsafeBufferPointer<Stored>)
}

extension BatchStoringSink {
    /// Tokens per batch: 12 KiB of 12-byte tokens, which stays in the L1 cache.
    static var capacity: Int { 1024 }

    /// Room for tokens past the batch's nominal end, stored by `emitOncePerTurn`. In WebAssembly
    /// the tokenizer emits none such (`name` is native only), and the batch needs none.
    #if arch(wasm32)
    static var slack: Int { 0 }
    #else
    static var slack: Int { Tokenizer<Self>.stopCheckStretch }
    #endif

    @inline(__always)
    mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind) {
        batch.store(Self.token(start, end, kind))
        if batch.isFull { flush() }
    }

    @inline(__always)
    mutating func emitOncePerTurn(_ start: Int, _ end: Int, _ kind: TokenKind) {
        batch.store(Self.token(start, end, kind))
    }

    #if arch(wasm32)
    /// No batch goes past its nominal end here (`slack`).
    @inline(__always) mutating func endStretch() {}
    #else
    /// Hands a batch at or past its nominal end over (out of line: once a stretch, it keeps
    /// the loop's registers free).
    @inline(never)
    mutating func endStretch() {
        if batch.isFull { flush() }
    }
    #endif

    /// Hands the stored tokens over and empties the batch.
    @inline(never)
    mutating func flush() {
        handOver(batch.takeAll())
    }

    /// Runs `body` with the sink `make` builds over a batch in temporary memory, then hands over
    /// what the batch still holds, and returns the sink.
    static func withTemporaryBatch(_ make: (TokenBatch<Stored>) -> Self, _ body: (Self) -> Self) -> Self {
        withUnsafeTemporaryAllocation(of: Stored.self, capacity: capacity + slack) { storage in
            // A temporary allocation of `capacity + slack` elements always has an address and
            // that many; without them, a batch of one token (and `slack`) on the heap would serve.
            let fallback = storage.baseAddress == nil || storage.count < capacity + slack
                ? UnsafeMutablePointer<Stored>.allocate(capacity: 1 + slack) : nil
            defer { fallback?.deallocate() }
            let batch = TokenBatch(storage: fallback ?? storage.baseAddress.unsafelyUnwrapped,
                                   capacity: fallback == nil ? capacity : 1)
            var sink = body(make(batch))
            sink.flush()
            return sink
        }
    }
}

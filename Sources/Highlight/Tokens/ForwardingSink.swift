/// A sink that hands each batch of tokens to a renderer of any type through one function value,
/// so that every renderer run through it (`Highlighter.runForwarded`) shares one copy of the
/// tokenizer: the tokenizer is generic over its sink, and each sink type it runs with is a whole
/// specialized copy of it (about 45 KB of WebAssembly code, 7 KB gzipped). The renderer still
/// receives whole batches (`emit(batch:)`, specialized for its type); the only cost is one
/// indirect call per batch of `BatchingSink.capacity` tokens.
struct ForwardingSink: TokenSink {
    /// The renderer, as the address of a value of the type `deliver` was made for.
    let target: UnsafeMutableRawPointer
    /// Hands a batch to the renderer at `target`.
    let deliver: (UnsafeMutableRawPointer, UnsafeBufferPointer<BatchedToken>) -> Void

    mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind) {
        var token = BatchedToken(start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: end), kind: kind)
        withUnsafePointer(to: &token) { deliver(target, UnsafeBufferPointer(start: $0, count: 1)) }
    }

    mutating func emit(batch: UnsafeBufferPointer<BatchedToken>) {
        deliver(target, batch)
    }
}

extension Highlighter {
    /// `run(_:into:)` for renderers off the hottest paths: the tokens reach `sink` in the same
    /// order, in batches, through a `ForwardingSink` (one tokenizer copy for all such renderers).
    @inline(never)
    static func runForwarded<S: TokenSink>(_ bytes: UnsafeBufferPointer<UInt8>, into sink: S) -> S {
        var sink = sink
        withUnsafeMutablePointer(to: &sink) { target in
            let forwarding = ForwardingSink(target: UnsafeMutableRawPointer(target)) { target, batch in
                target.assumingMemoryBound(to: S.self).pointee.emit(batch: batch)
            }
            _ = runBatched(bytes, into: forwarding)
        }
        return sink
    }
}

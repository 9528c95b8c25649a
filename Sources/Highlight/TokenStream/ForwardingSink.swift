/// A sink that hands each batch of tokens to a renderer of any type through one function value,
/// so that every renderer run through it (`Tokenization.runForwarded`) shares one copy of the
/// tokenizer: the tokenizer is generic over its sink, and each sink type it runs with is a whole
/// specialized copy of it (about 45 KB of WebAssembly code, 7 KB gzipped). The renderer still
/// receives whole batches (`emit(batch:)`, specialized for its type); the only cost is one
/// indirect call per batch of `BatchingSink.capacity` tokens.
struct ForwardingSink: TokenSink {
    /// The renderer, as the address of a value of the type `deliver` was made for.
    let target: UnsafeMutableRawPointer
    /// Hands a batch to the renderer at `target`.
    let deliver: (UnsafeMutableRawPointer, UnsafeBufferPointer<BatchedToken>) -> Void
    /// Hands a line start to the renderer at `target` (`TokenSink.lineStart`), when it
    /// observes them (`Tokenization.resumeForwarded`).
    let atLineStart: ((UnsafeMutableRawPointer, Int, ClassifierState, FrameStack, Int) -> Bool)?

    init(target: UnsafeMutableRawPointer, deliver: @escaping (UnsafeMutableRawPointer, UnsafeBufferPointer<BatchedToken>) -> Void,
         atLineStart: ((UnsafeMutableRawPointer, Int, ClassifierState, FrameStack, Int) -> Bool)? = nil) {
        self.target = target
        self.deliver = deliver
        self.atLineStart = atLineStart
    }

    /// In WebAssembly the incremental highlighter's passes go through this sink too (one check
    /// per line break for the others); natively it has a copy of its own, and this is a constant.
    #if arch(wasm32)
    static var observesLineStarts: Bool { true }
    #else
    static var observesLineStarts: Bool { false }
    #endif

    /// Only the passes given `atLineStart` want line starts (the renderers' do not).
    @inline(__always) var wantsLineStarts: Bool { atLineStart != nil }

    mutating func lineStart(at offset: Int, state: ClassifierState, frames: FrameStack, readTo: Int) -> Bool {
        guard let atLineStart else { return true }
        return atLineStart(target, offset, state, frames, readTo)
    }

    mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind) {
        var token = BatchedToken(start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: end), kind: kind)
        withUnsafePointer(to: &token) { deliver(target, UnsafeBufferPointer(start: $0, count: 1)) }
    }

    mutating func emit(batch: UnsafeBufferPointer<BatchedToken>) {
        deliver(target, batch)
    }
}

extension Tokenization {
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

extension Tokenization {
    /// `Tokenizer.resume` through a `ForwardingSink`, sharing the renderers' copy of the
    /// tokenizer: `sink` receives the batches and the line starts.
    @inline(never)
    static func resumeForwarded<S: TokenSink>(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, in saved: LineState, into sink: S) -> S {
        var sink = sink
        withUnsafeMutablePointer(to: &sink) { target in
            let forwarding = ForwardingSink(target: UnsafeMutableRawPointer(target), deliver: { target, batch in
                target.assumingMemoryBound(to: S.self).pointee.emit(batch: batch)
            }, atLineStart: { target, offset, state, frames, readTo in
                target.assumingMemoryBound(to: S.self).pointee.lineStart(at: offset, state: state, frames: frames, readTo: readTo)
            })
            _ = BatchingSink.withBatch(forwarding) { Tokenizer.resume(bytes, at: offset, in: saved, into: $0) }
        }
        return sink
    }
}

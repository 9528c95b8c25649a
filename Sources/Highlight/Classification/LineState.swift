/// The whole state of the classifier at a line start, saved so that a later pass can resume
/// there (`Tokenizer.resume`) and compared so that it can stop where its result stops changing
/// (`IncrementalHighlighter`).
///
/// A `ClassifierState` holds a few byte offsets (where a failed scan is not repeated, where a
/// look-ahead stopped, a bracket found ahead). Saved, they are relative to the line start, and
/// one that lies before it, which no later step can tell from the line start itself, is
/// normalized away: two line starts whose states differ only in where they lie in the input
/// compare equal, so that a pass after an insertion or a deletion meets the earlier states
/// again, shifted.
struct LineState: Equatable {
    /// The classifier state, its offsets relative to the line start.
    var state: ClassifierState
    /// The open brackets above the bottom frame, outermost first (empty at the top level).
    var frames: [Frame]
    /// The `#if` blocks open at the top level (the bottom frame's `openIfConfigs`, the one
    /// field of it that a pass changes).
    var topLevelIfConfigs: UInt8

    /// The state at the line start `offset`; its open brackets share the storage of `earlier`
    /// (those of a nearby line start, most often the same) when they are equal to them.
    init(_ state: ClassifierState, _ frames: FrameStack, at offset: Int, sharing earlier: [Frame] = []) {
        self.state = state.relative(to: offset)
        self.frames = frames.holdsAboveBottom(earlier) ? earlier : frames.savedFrames
        self.topLevelIfConfigs = frames[0].openIfConfigs
    }

    /// The state at the start of the input.
    static var start: LineState { LineState(state: ClassifierState(), frames: [], topLevelIfConfigs: 0) }

    private init(state: ClassifierState, frames: [Frame], topLevelIfConfigs: UInt8) {
        self.state = state
        self.frames = frames
        self.topLevelIfConfigs = topLevelIfConfigs
    }

    /// Bytes this saved state occupies: the value and its frames' storage.
    var storageBytes: Int {
        MemoryLayout<LineState>.stride + (frames.isEmpty ? 0 : frames.count * MemoryLayout<Frame>.stride + 32)
    }
}

extension FrameStack {
    /// Whether the frames above the bottom one are `saved`, in order (`savedFrames == saved`,
    /// without making the array).
    func holdsAboveBottom(_ saved: [Frame]) -> Bool {
        guard count &- 1 == saved.count else { return false }
        for k in 0..<saved.count where self[k &+ 1] != saved[k] { return false }
        return true
    }
}

extension Tokenizer {
    /// How far past the later of the next line start and the farthest recorded read
    /// (`readAhead(to:)`) a look-ahead may read unrecorded: the bytes a rule peeks at after a
    /// token or after what a recorded look-ahead found (the next byte or two, an operator, a
    /// generic argument list of at most 160 bytes). The longer scans record how far they read:
    /// trivia (`skipTriviaAhead`), a keyword's word (`keyword(at:)`), the bracketed groups of
    /// closures and conditions, an accessor block's first words; the long look-ahead of recovery
    /// (`recoveryWindow`) and the regex and placeholder scans record where they stopped in the
    /// state (`ClassifierState.farEnd`).
    static var unrecordedLookAhead: Int { 256 }

    /// Records that a look-ahead read the bytes before `end` (`readAheadEnd`), for a sink that
    /// observes line starts: the incremental highlighter's passes; in the others' copies of the
    /// tokenizer this is nothing. (In WebAssembly, where the renderers' copy serves those passes
    /// too, one call: the modules' size.)
    #if arch(wasm32)
    @inline(never) mutating func readAhead(to end: Int) {
        if end > readAheadEnd { readAheadEnd = end }
    }
    #else
    @inline(__always) mutating func readAhead(to end: Int) {
        if Sink.observesLineStarts && end > readAheadEnd { readAheadEnd = end }
    }
    #endif

    /// `Lexing.skipTrivia` for a look-ahead, with where it stopped recorded (`readAhead(to:)`;
    /// it read the byte there and the one after, for a comment's start). (In WebAssembly, one
    /// call where the scan's was.)
    #if arch(wasm32)
    @inline(never) mutating func skipTriviaAhead(_ from: Int, limit: Int) -> (index: Int, crossedNewline: Bool) {
        let r = Lexing.skipTrivia(s, from, limit: limit)
        readAhead(to: r.index &+ 2)
        return r
    }
    #else
    @inline(__always) mutating func skipTriviaAhead(_ from: Int, limit: Int) -> (index: Int, crossedNewline: Bool) {
        let r = Lexing.skipTrivia(s, from, limit: limit)
        readAhead(to: r.index &+ 2)
        return r
    }
    #endif
}

extension ClassifierState {
    /// This state with its offsets relative to the line start `origin`, those before it
    /// normalized (each has the same effect from `origin` on as its normalized value).
    func relative(to origin: Int) -> ClassifierState {
        var r = self
        // Offsets of one byte (`i == offset` tests): none when before the origin.
        r.conditionClosureBrace = conditionClosureBrace >= origin ? conditionClosureBrace - origin : -1
        r.skipCloser = skipCloser >= origin ? skipCloser - origin : -1
        // Bounds (`i >= bound` and `start < end` tests): the origin itself when before it.
        r.noBareRegexBefore = noBareRegexBefore > origin ? noBareRegexBefore - origin : 0
        r.noExtendedRegexBefore = noExtendedRegexBefore > origin ? noExtendedRegexBefore - origin : 0
        r.noPlaceholderBefore = noPlaceholderBefore > origin ? noPlaceholderBefore - origin : 0
        // A look-ahead that found its token at or before the origin is never taken again; one
        // that began before it is taken from the origin on as from its start.
        if triviaScanEnd > origin {
            r.triviaScanEnd = triviaScanEnd - origin
            r.triviaScanStart = triviaScanStart > origin ? triviaScanStart - origin : 0
        } else {
            r.triviaScanStart = 0
            r.triviaScanEnd = 0
        }
        if recoveryScanEnd > origin {
            r.recoveryScanEnd = recoveryScanEnd - origin
        } else {
            // No look-ahead from `origin` on starts inside the last one: its verdict is never read.
            r.recoveryScanEnd = 0
            r.recoveryScanStopped = false
        }
        return r
    }

    /// A state saved by `relative(to:)` back at the line start `origin`.
    func absolute(at origin: Int) -> ClassifierState {
        var r = self
        if conditionClosureBrace >= 0 { r.conditionClosureBrace = conditionClosureBrace + origin }
        if skipCloser >= 0 { r.skipCloser = skipCloser + origin }
        r.noBareRegexBefore = noBareRegexBefore + origin
        r.noExtendedRegexBefore = noExtendedRegexBefore + origin
        r.noPlaceholderBefore = noPlaceholderBefore + origin
        r.recoveryScanEnd = recoveryScanEnd + origin
        if triviaScanEnd > 0 {
            r.triviaScanStart = triviaScanStart + origin
            r.triviaScanEnd = triviaScanEnd + origin
        }
        return r
    }

    /// The furthest offset that the look-aheads recorded in this (absolute) state read.
    var farEnd: Int {
        max(max(max(conditionClosureBrace, skipCloser), max(noBareRegexBefore, noExtendedRegexBefore)),
            max(max(noPlaceholderBefore, recoveryScanEnd), triviaScanEnd))
    }
}

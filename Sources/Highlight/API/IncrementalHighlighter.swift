/// The tokens of a document that is being edited, kept up to date edit by edit: after each
/// edit only the lines that it can affect are highlighted again, and the tokens are always
/// those that `Highlighter.tokens` returns for the whole current text.
///
/// At each line start that the classifier reaches between tokens (a resume point) the
/// highlighter keeps the classifier's whole state there and how far the pass from that line
/// start to the next one read ahead. An edit of the bytes from offset `a` on can change
/// nothing that a pass read before `a`: highlighting resumes at the last resume point at or
/// before the first one whose pass read up to `a` or past it (a look-ahead for a closing
/// bracket can read many lines ahead), and stops at the first resume point after the edit
/// whose state equals the one saved there before the edit (from there on the pass reads the
/// same bytes in the same state). See `Tokenizer.unrecordedLookAhead`.
///
/// Offsets are UTF-8 byte offsets into `utf8`.
public struct IncrementalHighlighter: Sendable {
    /// The current text.
    public private(set) var utf8: [UInt8]
    /// The tokens of the current text, as `Highlighter.tokens(utf8:)` returns them.
    public private(set) var tokens: [Token]
    /// The resume points, by offset; the first is at offset 0.
    private var points: [ResumePoint]
    /// The range of the text that the last edit highlighted again (it holds the range that
    /// `replace` returned).
    public private(set) var rehighlighted: Range<Int> = 0..<0

    /// Highlights `bytes` (which must be valid UTF-8).
    public init(utf8 bytes: [UInt8]) throws(HighlightError) {
        try bytes.withUnsafeBufferPointer { (b) throws(HighlightError) in try Highlighter.check(b, policy: .reject) }
        utf8 = bytes
        tokens = []
        points = [ResumePoint(offset: 0, reach: Int.max, saved: .start)]
        _ = rehighlight(from: 0, edit: nil, delta: 0)
    }

    /// Highlights `source`.
    public init(_ source: String) {
        var bytes: [UInt8] = []
        bytes.append(contentsOf: source.utf8)
        utf8 = bytes
        tokens = []
        points = [ResumePoint(offset: 0, reach: Int.max, saved: .start)]
        _ = rehighlight(from: 0, edit: nil, delta: 0)
    }

    /// Replaces the bytes in `range` with `replacement` (valid UTF-8) and highlights again what
    /// that can change. Returns the range of the new text where the tokens changed: it holds the
    /// replacement and every token that differs from before (outside it the tokens are the
    /// earlier ones, shifted after the edit). `rehighlighted` is the range highlighted again.
    ///
    /// Throws `invalidOptions` when `range` is not within the text or does not start and end on
    /// character boundaries, `invalidUTF8` (with an offset into `replacement`) when
    /// `replacement` is not valid UTF-8, `inputTooLarge` when the text would become longer than
    /// `Highlighter.maxInputLength`. The text is then unchanged.
    @discardableResult
    public mutating func replace(_ range: Range<Int>, with replacement: [UInt8]) throws(HighlightError) -> Range<Int> {
        let a = range.lowerBound, b = range.upperBound
        guard a >= 0, b <= utf8.count else { throw HighlightError.invalidOptions("the edited range is not within the text") }
        guard !isContinuation(a), !isContinuation(b) else {
            throw HighlightError.invalidOptions("the edited range does not start and end on character boundaries")
        }
        try replacement.withUnsafeBufferPointer { (r) throws(HighlightError) in try Highlighter.check(r, policy: .reject) }
        let delta = replacement.count - (b - a)
        guard utf8.count + delta <= Highlighter.maxInputLength else { throw HighlightError.inputTooLarge }

        // The first resume point whose pass read up to `a` or past it (the last one reads to
        // the end, so there is one), and the last resume point at or before it.
        var restart = 0
        while restart < points.count - 1 && points[restart].reach < a { restart += 1 }
        utf8.splice(range, with: replacement)
        return rehighlight(from: restart, edit: a..<(a + replacement.count), delta: delta)
    }

    /// Replaces the text in the UTF-8 range `range` with `replacement`; see `replace(_:with:)`.
    @discardableResult
    public mutating func replace(_ range: Range<Int>, with replacement: String) throws(HighlightError) -> Range<Int> {
        var bytes: [UInt8] = []
        bytes.append(contentsOf: replacement.utf8)
        return try replace(range, with: bytes)
    }

    /// The indices of the tokens that overlap the byte range `range`.
    public func tokenIndices(overlapping range: Range<Int>) -> Range<Int> {
        var lo = 0, hi = tokens.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if tokens[mid].end <= range.lowerBound { lo = mid + 1 } else { hi = mid }
        }
        let first = lo
        hi = tokens.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if tokens[mid].start < range.upperBound { lo = mid + 1 } else { hi = mid }
        }
        return first..<max(first, lo)
    }

    /// How many resume points (line starts with a saved state) the highlighter keeps.
    public var resumePointCount: Int { points.count }

    /// The bytes that the saved states take (each resume point's value and its open brackets).
    public var savedStateBytes: Int {
        var total = 0
        for p in points { total += p.saved.storageBytes - MemoryLayout<LineState>.stride + MemoryLayout<ResumePoint>.stride }
        return total
    }

    private func isContinuation(_ k: Int) -> Bool { k < utf8.count && utf8[k] & 0xC0 == 0x80 }

    /// Highlights from `points[restart]` on until a resume point at or after the end of `edit`
    /// (new offsets; nil for a first pass) meets its state of before the edit (at its offset
    /// before the edit, shifted by `delta`), and splices the result in. Returns the range
    /// highlighted again. The tokens and points after that point are shifted in place.
    private mutating func rehighlight(from restart: Int, edit: Range<Int>?, delta: Int) -> Range<Int> {
        let start = points[restart]
        let (newTokens, newPoints, match) = pass(from: restart, settledFrom: edit?.upperBound ?? Int.max, delta: delta)
        // The old tokens and points from the match on stay, shifted; those before it are replaced.
        var oldTokenEnd = tokens.count, oldPointEnd = points.count
        var end = utf8.count
        if let match {
            let oldOffset = points[match].offset
            end = oldOffset + delta
            oldTokenEnd = firstToken(atOrAfter: oldOffset)
            oldPointEnd = match
        }
        let keptTokens = firstToken(atOrAfter: start.offset)
        let changed = edit.map { differing(newTokens, replacing: keptTokens..<oldTokenEnd, edit: $0, delta: delta) } ?? 0..<utf8.count
        tokens.splice(keptTokens..<oldTokenEnd, with: newTokens)
        points.replaceSubrange(restart..<oldPointEnd, with: newPoints)
        if delta != 0 && match != nil {
            tokens.withUnsafeMutableBufferPointer { ts in
                for k in (keptTokens + newTokens.count)..<ts.count {
                    ts[k].start += delta
                    ts[k].end += delta
                }
            }
            points.withUnsafeMutableBufferPointer { ps in
                for k in (restart + newPoints.count)..<ps.count {
                    ps[k].offset += delta
                    if ps[k].reach != Int.max { ps[k].reach += delta }
                }
            }
        }
        rehighlighted = start.offset..<end
        return changed
    }

    /// The range where `newTokens` (new offsets) differ from `tokens[old]` (offsets before the
    /// edit, shifted by `delta` after it), joined with the replaced text `edit`.
    private func differing(_ newTokens: [Token], replacing old: Range<Int>, edit: Range<Int>, delta: Int) -> Range<Int> {
        var front = 0
        while front < newTokens.count && old.lowerBound + front < old.upperBound
            && newTokens[front].end <= edit.lowerBound && newTokens[front] == tokens[old.lowerBound + front] {
            front += 1
        }
        var back = 0
        while back < newTokens.count - front && old.lowerBound + front < old.upperBound - back {
            let n = newTokens[newTokens.count - 1 - back], o = tokens[old.upperBound - 1 - back]
            guard n.start >= edit.upperBound, o.start + delta == n.start, o.end + delta == n.end, o.kind == n.kind else { break }
            back += 1
        }
        var lower = edit.lowerBound, upper = edit.upperBound
        if front < newTokens.count - back {
            lower = min(lower, newTokens[front].start)
            upper = max(upper, newTokens[newTokens.count - 1 - back].end)
        }
        if old.lowerBound + front < old.upperBound - back {
            lower = min(lower, tokens[old.lowerBound + front].start)
            upper = max(upper, tokens[old.upperBound - 1 - back].end + delta)
        }
        return lower..<min(max(upper, lower), utf8.count)
    }

    /// The resumed pass from `points[restart]` (see `rehighlight`): its tokens, its resume points
    /// (that one first) and the index of the old point where it stopped, if it did.
    private func pass(from restart: Int, settledFrom: Int, delta: Int) -> ([Token], [ResumePoint], Int?) {
        let start = points[restart]
        var sink = ResumingSink(first: start, oldPoints: points, settledFrom: settledFrom, delta: delta, searchFrom: restart)
        sink = utf8.withUnsafeBufferPointer {
            // In WebAssembly through the renderers' copy of the tokenizer (the module's size).
            #if arch(wasm32)
            Highlighter.resumeForwarded($0, at: start.offset, in: start.saved, into: sink)
            #else
            Tokenizer.resume($0, at: start.offset, in: start.saved, into: sink)
            #endif
        }
        return (sink.tokens, sink.points, sink.matched)
    }

    /// The index of the first token that starts at or after `offset`.
    private func firstToken(atOrAfter offset: Int) -> Int {
        var lo = 0, hi = tokens.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if tokens[mid].start < offset { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}

/// A line start that the classifier reached between tokens, the state it saved there, and how
/// far the pass from there to the next resume point read (`Int.max` for the last one, which
/// reads to the end of the input).
struct ResumePoint: Sendable {
    var offset: Int
    var reach: Int
    var saved: LineState
}

/// Collects the tokens and resume points of a resumed pass, and stops it where its state meets
/// the one saved before the edit.
struct ResumingSink: TokenSink {
    var tokens: [Token] = []
    var points: [ResumePoint]
    let oldPoints: [ResumePoint]
    /// Resume points at or after this (new) offset lie after the edit and may stop the pass.
    let settledFrom: Int
    let delta: Int
    private var cursor = 0
    /// The line start before the current one that the pass reported.
    private var previousLineStart: Int
    /// The shortest line (in bytes, line break included) at the top level that gets a resume point.
    static var minimumLine: Int { 8 }
    /// The index in `oldPoints` of the point where the pass stopped, if it did.
    private(set) var matched: Int? = nil

    init(first: ResumePoint, oldPoints: [ResumePoint], settledFrom: Int, delta: Int, searchFrom: Int) {
        cursor = searchFrom
        previousLineStart = first.offset
        // Until the pass reaches the next line start, this point is the last one.
        var first = first
        first.reach = Int.max
        points = [first]
        self.oldPoints = oldPoints
        self.settledFrom = settledFrom
        self.delta = delta
    }

    static var observesLineStarts: Bool { true }

    mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind) {
        tokens.append(Token(start: start, end: end, kind: kind))
    }

    mutating func lineStart(at offset: Int, state: ClassifierState, frames: FrameStack) -> Bool {
        // A line too short for the brackets its state holds gets no resume point, so that the
        // saved states stay within a few times the text whatever it is (lines of one `(` each,
        // blank lines); whether a line gets one depends on it alone, so that passes before and
        // after an edit agree on where they may meet.
        let length = offset - previousLineStart
        previousLineStart = offset
        if length < ResumingSink.minimumLine + 4 * (frames.count - 1) { return true }
        points[points.count - 1].reach = max(offset + Tokenizer<ResumingSink>.unrecordedLookAhead, state.farEnd)
        let saved = LineState(state, frames, at: offset)
        if offset >= settledFrom {
            let oldOffset = offset - delta
            while cursor < oldPoints.count && oldPoints[cursor].offset < oldOffset { cursor += 1 }
            if cursor < oldPoints.count && oldPoints[cursor].offset == oldOffset && oldPoints[cursor].saved == saved {
                matched = cursor
                return false
            }
        }
        points.append(ResumePoint(offset: offset, reach: Int.max, saved: saved))
        return true
    }
}

extension Array where Element: BitwiseCopyable {
    /// Replaces `self[range]` with `new`, moving the elements after `range` with one `memmove`.
    /// (The standard library's `replaceSubrange` moves them one by one in Embedded Swift: in
    /// WebAssembly that was 60 % of a keystroke's edit in a 10,000-line document.)
    mutating func splice(_ range: Range<Int>, with new: [Element]) {
        let tail = count - range.upperBound
        let delta = new.count - range.count
        // Room for the longer text; its values are overwritten below.
        if delta > 0 { append(contentsOf: new[0..<delta]) }
        let stride = MemoryLayout<Element>.stride
        withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            if delta != 0 && tail > 0 {
                UnsafeMutableRawPointer(base + range.upperBound + delta)
                    .copyMemory(from: base + range.upperBound, byteCount: tail * stride)
            }
            new.withUnsafeBufferPointer { source in
                guard let from = source.baseAddress, source.count > 0 else { return }
                UnsafeMutableRawPointer(base + range.lowerBound).copyMemory(from: from, byteCount: source.count * stride)
            }
        }
        if delta < 0 { removeLast(-delta) }
    }
}

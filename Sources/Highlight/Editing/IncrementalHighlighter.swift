/// The tokens of a document that is being edited, kept up to date edit by edit: after each
/// edit only the lines that it can affect are highlighted again, and the tokens are those that
/// `Highlighter.tokens` returns for the whole current text (up to `pending`: see below).
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
/// Bounded edits (`replace(_:with:settlingUpTo:)`) stop earlier, at the first resume point at
/// or after a given offset (an editor's viewport), so that an edit that changes the rest of a
/// long document (opening a block comment) costs what the visible text costs. The tokens from
/// there on (`pending`) are the earlier ones, moved with the text, until `settle(upTo:)`
/// highlights them (an editor's idle time). The resume points after `pending` keep their states
/// of before; a later pass may stop at one only past every edit made since (`Unsettled`), where
/// the bytes after it are those its state was saved for.
///
/// Offsets are UTF-8 byte offsets into `utf8`.
public struct IncrementalHighlighter: Sendable {
    /// The current text.
    public private(set) var utf8: [UInt8]
    /// The tokens of the current text (see `tokens`), kept so that an edit moves only those
    /// between it and the edit before.
    private var stored: ShiftedArray<Token>
    /// The resume points (see `points`), kept as the tokens are.
    private var storedPoints: ShiftedArray<ResumePoint>
    /// Where a bounded pass stopped, when one did and nothing highlighted on from there.
    private(set) var unsettled: Unsettled?
    /// The range of the text that the last edit or settling highlighted again (it holds the
    /// range that `replace` or `settle` returned).
    public private(set) var rehighlighted: Range<Int> = 0..<0
    /// At least how far any resume point's reach lies past the next resume point's offset (it
    /// only grows): a point whose next one lies this far before an edit has a reach before it.
    /// Every reach but those of `Int.max` (the last point's, and one where a bounded pass
    /// stopped) is at least `Tokenizer.unrecordedLookAhead` past the next point.
    private var farthestReach = 0

    /// The text not yet highlighted again after a bounded edit.
    struct Unsettled: Sendable {
        /// The resume point where the pass stopped (its state is right).
        var frontier: Int
        /// The end of the last edit since (or just past an earlier frontier): the points
        /// between `frontier` and it were saved for bytes that have changed, or before tokens
        /// older than them, so no pass may stop at them.
        var dirtyEnd: Int
    }

    /// The offset from which the tokens may be those of before the last edits: the text's
    /// length when every token is up to date.
    public var pending: Int { unsettled?.frontier ?? utf8.count }

    /// The tokens of the current text: before `pending` those that `Highlighter.tokens(utf8:)`
    /// returns; from it on the tokens of before the edits since, moved with the text. (A copy:
    /// `token(at:)` reads one.)
    public var tokens: [Token] { stored.elements }

    /// The resume points, by offset; the first is at offset 0. (A copy: `point(at:)` reads one.)
    var points: [ResumePoint] { storedPoints.elements }

    /// The resume point at index `k` of `points`.
    @inline(never)
    func point(at k: Int) -> ResumePoint { storedPoints[k] }

    /// The offset of the resume point at index `k` (of `points`).
    @inline(never)
    private func pointOffset(_ k: Int) -> Int { storedPoints.position(at: k) }

    /// How far the pass from the resume point at index `k` read (see `ResumePoint`).
    private func reach(at k: Int) -> Int {
        let reach = storedPoints[stored: k].reach
        return reach == Int.max ? reach : reach + storedPoints.shift(at: k)
    }

    /// How many tokens there are.
    public var tokenCount: Int { stored.count }

    /// The token at index `k` of `tokens`.
    @inline(never)
    public func token(at k: Int) -> Token { stored[k] }

    /// Highlights `bytes` (which must be valid UTF-8).
    public init(utf8 bytes: [UInt8]) throws(HighlightError) {
        try bytes.withUnsafeBufferPointer { (b) throws(HighlightError) in try Pipeline.check(b, policy: .reject) }
        utf8 = bytes
        stored = ShiftedArray([])
        storedPoints = ShiftedArray([ResumePoint(offset: 0, reach: Int.max, saved: .start)])
        _ = rehighlight(from: 0, edit: 0..<utf8.count, settlingUpTo: Int.max)
    }

    /// Highlights `source`.
    public init(_ source: String) {
        var bytes: [UInt8] = []
        bytes.append(contentsOf: source.utf8)
        utf8 = bytes
        stored = ShiftedArray([])
        storedPoints = ShiftedArray([ResumePoint(offset: 0, reach: Int.max, saved: .start)])
        _ = rehighlight(from: 0, edit: 0..<utf8.count, settlingUpTo: Int.max)
    }

    /// Replaces the bytes in `range` with `replacement` (valid UTF-8) and highlights again what
    /// that can change, or, when that reaches past `limit`, up to the first resume point at or
    /// after `limit` (the rest is then `pending`). Returns the range of the new text where the
    /// tokens changed: it holds the replacement and every token that differs from before
    /// (outside it the tokens are the earlier ones, shifted after the edit). `rehighlighted` is
    /// the range highlighted again.
    ///
    /// Throws `invalidOptions` when `range` is not within the text or does not start and end on
    /// character boundaries, `invalidUTF8` (with an offset into `replacement`) when
    /// `replacement` is not valid UTF-8, `inputTooLarge` when the text would become longer than
    /// `Highlighter.maxInputLength`. The text is then unchanged.
    @discardableResult
    public mutating func replace(_ range: Range<Int>, with replacement: [UInt8],
                                 settlingUpTo limit: Int = Int.max) throws(HighlightError) -> Range<Int> {
        let a = range.lowerBound, b = range.upperBound
        guard a >= 0, b <= utf8.count else { throw HighlightError.invalidOptions("the edited range is not within the text") }
        guard !isContinuation(a), !isContinuation(b) else {
            throw HighlightError.invalidOptions("the edited range does not start and end on character boundaries")
        }
        try replacement.withUnsafeBufferPointer { (r) throws(HighlightError) in try Pipeline.check(r, policy: .reject) }
        let delta = replacement.count - (b - a)
        guard utf8.count + delta <= Pipeline.maxInputLength else { throw HighlightError.inputTooLarge }

        // The first resume point whose pass read up to `a` or past it (the last one reads to
        // the end, so there is one), and the last resume point at or before it; never past
        // where a bounded pass stopped.
        // The points whose next one lies `farthestReach` or more before `a` read before it
        // (a point with an `Int.max` reach, where a bounded pass stopped, is `unsettled`'s
        // frontier, and `lastPoint(atOrBefore:)` below goes back to it).
        var restart = max(0, pointIndex(atOrAfter: a - farthestReach) - 1)
        while restart < storedPoints.count - 1 && reach(at: restart) < a { restart += 1 }
        if let u = unsettled { restart = min(restart, lastPoint(atOrBefore: u.frontier)) }
        // A point at `a` or after goes with the edit (`move`).
        while restart > 0 && pointOffset(restart) >= a { restart -= 1 }
        utf8.splice(range, with: replacement)
        let dropped = move(through: a, b, inserted: replacement.count)
        let changed = rehighlight(from: restart, edit: a..<(a + replacement.count), settlingUpTo: limit)
        return min(changed.lowerBound, dropped.lowerBound)..<max(changed.upperBound, dropped.upperBound)
    }

    /// Replaces the text in the UTF-8 range `range` with `replacement`; see `replace(_:with:settlingUpTo:)`.
    @discardableResult
    public mutating func replace(_ range: Range<Int>, with replacement: String,
                                 settlingUpTo limit: Int = Int.max) throws(HighlightError) -> Range<Int> {
        var bytes: [UInt8] = []
        bytes.append(contentsOf: replacement.utf8)
        return try replace(range, with: bytes, settlingUpTo: limit)
    }

    /// Highlights the pending text (after bounded edits) up to where it meets the tokens of
    /// before, or up to the first resume point at or after `limit`. Returns the range where the
    /// tokens changed (empty at `pending` when nothing was pending).
    @discardableResult
    public mutating func settle(upTo limit: Int = Int.max) -> Range<Int> {
        guard let u = unsettled else {
            rehighlighted = utf8.count..<utf8.count
            return rehighlighted
        }
        return rehighlight(from: lastPoint(atOrBefore: u.frontier), edit: u.frontier..<u.frontier, settlingUpTo: limit)
    }

    /// The indices of the tokens that overlap the byte range `range`.
    public func tokenIndices(overlapping range: Range<Int>) -> Range<Int> {
        let first = stored.firstIndex { token(at: $0).end > range.lowerBound }
        let end = stored.firstIndex(atOrAfter: range.upperBound)
        return first..<max(first, end)
    }

    /// How many resume points (line starts with a saved state) the highlighter keeps.
    public var resumePointCount: Int { storedPoints.count }

    /// The bytes that the saved states take (each resume point's value and its open brackets).
    public var savedStateBytes: Int {
        var total = 0
        for k in 0..<storedPoints.count { total += storedPoints[stored: k].saved.storageBytes - MemoryLayout<LineState>.stride + MemoryLayout<ResumePoint>.stride }
        return total
    }

    private func isContinuation(_ k: Int) -> Bool { k < utf8.count && utf8[k] & 0xC0 == 0x80 }

    /// Moves the tokens, resume points and pending region through the replacement of the old
    /// bytes `a..<b` by `count` bytes: what lies before stays, what lies after moves by the
    /// difference, and the tokens that overlap the replaced bytes and the points from `a` up to
    /// `b` go (a pass highlights them again; a point at `a` has the right state, but was saved
    /// for the bytes that followed it, and a pass must not stop there).
    /// Returns the span (new offsets) of the tokens that went, or `a..<a`.
    private mutating func move(through a: Int, _ b: Int, inserted count: Int) -> Range<Int> {
        let delta = count - (b - a)
        let firstOverlapping = stored.firstIndex { token(at: $0).end > a }
        let firstAfter = max(firstOverlapping, firstToken(atOrAfter: b))
        var dropped = a..<a
        if firstOverlapping < firstAfter {
            let last = token(at: firstAfter - 1).end
            dropped = min(a, token(at: firstOverlapping).start)..<(a + count + max(0, last - b))
        }
        stored.replace(firstOverlapping..<firstAfter, with: [])
        if delta != 0 { stored.move(from: firstOverlapping, by: delta) }
        // The first point stays: offset 0, the start's state.
        let firstInside = max(1, pointIndex(atOrAfter: a))
        let firstKept = max(firstInside, pointIndex(atOrAfter: max(b, a + 1)))
        storedPoints.replace(firstInside..<firstKept, with: [])
        if delta != 0 { storedPoints.move(from: firstInside, by: delta) }
        if var u = unsettled {
            func moved(_ x: Int, inside: Int) -> Int { x < a ? x : x >= b && x > a ? x + delta : inside }
            u.frontier = moved(u.frontier, inside: a)
            u.dirtyEnd = moved(u.dirtyEnd, inside: a + count)
            unsettled = u
        }
        return dropped
    }

    /// Highlights from `points[restart]` on, after the bytes `edit` (new offsets) changed,
    /// until a resume point at or after the end of `edit` meets its state of before (outside
    /// the pending region's changed points), or until the first resume point at or after
    /// `limit`, and splices the result in. Returns the range where the tokens changed.
    private mutating func rehighlight(from restart: Int, edit: Range<Int>, settlingUpTo limit: Int) -> Range<Int> {
        let start = point(at: restart)
        let (newTokens, newPoints, matched, stopped, reach) = pass(from: restart, settledFrom: edit.upperBound, stopAt: limit)
        farthestReach = max(farthestReach, reach)
        // The old tokens and points from where the pass ended on stay; those before are replaced.
        let end: Int, oldPointEnd: Int
        if let match = matched {
            end = pointOffset(match)
            oldPointEnd = match
        } else if stopped, let last = newPoints.last {
            end = last.offset
            oldPointEnd = pointIndex(atOrAfter: end + 1)
        } else {
            end = utf8.count
            oldPointEnd = storedPoints.count
        }
        let keptTokens = firstToken(atOrAfter: start.offset)
        let oldTokenEnd = end == utf8.count ? stored.count : firstToken(atOrAfter: end)
        let changed = differing(newTokens, replacing: keptTokens..<max(keptTokens, oldTokenEnd), edit: edit)
        stored.replace(keptTokens..<max(keptTokens, oldTokenEnd), with: newTokens)
        storedPoints.replace(restart..<max(restart, oldPointEnd), with: newPoints)
        if matched != nil, let u = unsettled, end <= u.frontier {
            // Met before the pending region: it stays as it was.
        } else if matched == nil && stopped && end < utf8.count {
            // An earlier frontier's point has the right state, but the tokens after it are
            // older than it: no pass may stop there either.
            let earlier = unsettled.map { max($0.dirtyEnd, $0.frontier + 1) } ?? 0
            unsettled = Unsettled(frontier: end, dirtyEnd: max(edit.upperBound, earlier))
        } else {
            unsettled = nil
        }
        rehighlighted = start.offset..<end
        return changed
    }

    /// The resumed pass from `points[restart]` (see `rehighlight`): its tokens, its resume points
    /// (that one first), the index of the old point where it met the state of before, if it did,
    /// and whether it stopped at `stopAt`. (A function of its own, so that the sink's reference
    /// to `points` is gone before they change: else they would be copied.)
    private func pass(from restart: Int, settledFrom: Int, stopAt: Int) -> ([Token], [ResumePoint], Int?, Bool, Int) {
        let start = point(at: restart)
        let unmatchable = unsettled.map { ($0.frontier + 1)..<max($0.frontier + 1, $0.dirtyEnd) } ?? 0..<0
        var sink = ResumingSink(first: start, oldPoints: storedPoints, settledFrom: settledFrom, unmatchable: unmatchable,
                                stopAt: stopAt, searchFrom: restart)
        sink = utf8.withUnsafeBufferPointer {
            TokenSource.resume($0, at: start.offset, in: start.saved, into: sink)
        }
        return (sink.tokens, sink.points, sink.matched, sink.stopped, sink.farthestReach)
    }

    /// The range where `newTokens` differ from `tokens[old]` (both in new offsets), joined with
    /// the replaced text `edit`.
    private func differing(_ newTokens: [Token], replacing old: Range<Int>, edit: Range<Int>) -> Range<Int> {
        var front = 0
        while front < newTokens.count && old.lowerBound + front < old.upperBound
            && newTokens[front].end <= edit.lowerBound && newTokens[front] == token(at: old.lowerBound + front) {
            front += 1
        }
        var back = 0
        while back < newTokens.count - front && old.lowerBound + front < old.upperBound - back {
            let n = newTokens[newTokens.count - 1 - back], o = token(at: old.upperBound - 1 - back)
            guard n.start >= edit.upperBound, n == o else { break }
            back += 1
        }
        var lower = edit.lowerBound, upper = edit.upperBound
        if front < newTokens.count - back {
            lower = min(lower, newTokens[front].start)
            upper = max(upper, newTokens[newTokens.count - 1 - back].end)
        }
        if old.lowerBound + front < old.upperBound - back {
            lower = min(lower, token(at: old.lowerBound + front).start)
            upper = max(upper, token(at: old.upperBound - 1 - back).end)
        }
        return lower..<min(max(upper, lower), utf8.count)
    }

    /// The index of the first token that starts at or after `offset`.
    private func firstToken(atOrAfter offset: Int) -> Int { stored.firstIndex(atOrAfter: offset) }

    /// The index of the first resume point at or after `offset`.
    private func pointIndex(atOrAfter offset: Int) -> Int { storedPoints.firstIndex(atOrAfter: offset) }

    /// The index of the last resume point at or before `offset` (the frontier's own, which a
    /// bounded pass leaves there; the first point, at 0, when there is none before).
    private func lastPoint(atOrBefore offset: Int) -> Int {
        max(0, pointIndex(atOrAfter: offset + 1) - 1)
    }
}

extension Token: Shiftable {
    var position: Int { start }

    mutating func shift(by delta: Int) {
        start &+= delta
        end &+= delta
    }
}

/// A line start that the classifier reached between tokens, the state it saved there, and how
/// far the pass from there to the next resume point read (`Int.max` for the last one, which
/// reads to the end of the input).
struct ResumePoint: Sendable, Shiftable {
    var offset: Int
    var reach: Int
    var saved: LineState

    var position: Int { offset }

    /// Moves the offset, and the reach unless it is `Int.max`.
    mutating func shift(by delta: Int) {
        offset &+= delta
        if reach != Int.max { reach &+= delta }
    }
}

/// Collects the tokens and resume points of a resumed pass, and stops it where its state meets
/// the one saved before the edit, or at the first resume point at or after `stopAt`.
struct ResumingSink: TokenSink {
    var tokens: [Token] = []
    var points: [ResumePoint]
    /// The resume points of before.
    let oldPoints: ShiftedArray<ResumePoint>
    /// Resume points at or after this offset lie after the edit and may stop the pass...
    let settledFrom: Int
    /// ... unless they lie here (saved for bytes that have changed since).
    let unmatchable: Range<Int>
    /// A resume point at or after this offset stops the pass (it is kept, with its state).
    let stopAt: Int
    private var cursor = 0
    /// The line start before the current one that the pass reported.
    private var previousLineStart: Int
    /// The shortest line (in bytes, line break included) at the top level that gets a resume point.
    static var minimumLine: Int { 8 }
    /// The index in `oldPoints` of the point where the pass met the state of before, if it did.
    private(set) var matched: Int? = nil
    /// Whether the pass stopped at `stopAt`.
    private(set) var stopped = false
    /// The most that the reach it gave a resume point lies past the next one
    /// (`IncrementalHighlighter.farthestReach`).
    private(set) var farthestReach = 0
    /// How far the look-aheads since the last resume point read (`TokenSink.lineStart`'s
    /// `readTo`, at each line start since).
    private var readSincePoint = 0

    init(first: ResumePoint, oldPoints: ShiftedArray<ResumePoint>, settledFrom: Int,
         unmatchable: Range<Int>, stopAt: Int, searchFrom: Int) {
        cursor = searchFrom
        previousLineStart = first.offset
        // Until the pass reaches the next line start, this point is the last one.
        var first = first
        first.reach = Int.max
        points = [first]
        self.oldPoints = oldPoints
        self.settledFrom = settledFrom
        self.unmatchable = unmatchable
        self.stopAt = stopAt
    }

    static var observesLineStarts: Bool { true }

    private func oldOffset(_ k: Int) -> Int { oldPoints.position(at: k) }

    mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind) {
        tokens.append(Token(start: start, end: end, kind: kind))
    }

    mutating func lineStart(at offset: Int, state: ClassifierState, frames: FrameStack, readTo: Int) -> Bool {
        // A line too short for the brackets its state holds gets no resume point, so that the
        // saved states stay within a few times the text whatever it is (lines of one `(` each,
        // blank lines); whether a line gets one depends on it alone, so that passes before and
        // after an edit agree on where they may meet.
        let length = offset - previousLineStart
        previousLineStart = offset
        readSincePoint = max(readSincePoint, readTo)
        if length < ResumingSink.minimumLine + 4 * (frames.count - 1) { return true }
        // The pass from the last point read up to here, what its look-aheads recorded here and
        // in the state, and a bounded peek past them (`Tokenizer.unrecordedLookAhead`).
        let reach = max(max(offset, readSincePoint), state.farEnd) + Tokenizer<ResumingSink>.unrecordedLookAhead
        readSincePoint = 0
        points[points.count - 1].reach = reach
        farthestReach = max(farthestReach, reach - offset)
        // Most line starts have the brackets of the one before: its array, not a new one.
        let saved = LineState(state, frames, at: offset, sharing: points[points.count - 1].saved.frames)
        if offset >= settledFrom && !unmatchable.contains(offset) {
            while cursor < oldPoints.count && oldOffset(cursor) < offset { cursor += 1 }
            if cursor < oldPoints.count && oldOffset(cursor) == offset && oldPoints[stored: cursor].saved == saved {
                matched = cursor
                return false
            }
        }
        points.append(ResumePoint(offset: offset, reach: Int.max, saved: saved))
        if offset >= stopAt {
            stopped = true
            return false
        }
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

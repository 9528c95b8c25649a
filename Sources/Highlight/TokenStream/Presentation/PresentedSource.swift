import CHighlight

/// The code a reader sees when diff markers or notation comments are on: the text with the
/// markers and comments taken out, its tokens (offsets into `text`), a mark per line, and where
/// each part of the text comes from in the input.
///
/// `TokenSource` builds it for those options and replays its tokens into the consumer's sink.
struct PresentedSource {
    /// Where a run of `text` starts in the input: the bytes from `shown` up to the next
    /// origin's are the input's from `input` on.
    struct Origin {
        var shown: Int
        var input: Int
    }

    /// The displayed code (valid UTF-8 when the input was).
    var text: [UInt8] = []
    /// Sorted, non-overlapping tokens; offsets into `text`.
    var tokens: [Token] = []
    /// One `LineMark` set per line of `text` (lines as line elements count them).
    var marks: [UInt8] = []
    /// Whether lines get a mark column (`+`, `-`, space): a diff, or any added/removed line.
    var markColumn = false
    /// The runs of `text`, sorted by `shown`, the first at 0.
    var origins = [Origin(shown: 0, input: 0)]

    /// The presented form of valid UTF-8 `input` under `options` (`diff`, `notation`).
    static func prepare(_ input: UnsafeBufferPointer<UInt8>, options: RenderOptions) -> PresentedSource {
        var presented: PresentedSource
        if options.diff {
            presented = DiffSides.present(input)
        } else {
            presented = PresentedSource()
            presented.text = Array(input)
            presented.tokens = tokens(of: input)
            presented.marks = [UInt8](repeating: 0, count: lineCount(presented.text))
        }
        if options.notation {
            NotationComments.apply(to: &presented)
        }
        if options.xcodeKinds {
            // Refined over the text as shown, so that names declared on either side of a diff
            // count, and notation comments are gone before comments are split.
            let tokens = presented.tokens
            presented.tokens = presented.text.withUnsafeBufferPointer {
                XcodeKinds.refine($0, tokens: tokens, listed: options.projectNames)
            }
        }
        if !presented.markColumn {
            presented.markColumn = presented.marks.contains { $0 & LineMark.change != 0 }
        }
        return presented
    }

    /// The tokens of `input` as an array. Collected by the C entry points' sink through
    /// `runForwarded`, so that no further copy of the tokenizer is made (each sink type
    /// specializes it: some 7 KB gzipped in WebAssembly). If memory runs out the tokens found so far are kept (the rest of the
    /// text is then plain, and still all there).
    static func tokens(of input: UnsafeBufferPointer<UInt8>) -> [Token] {
        var sink = Tokenization.runForwarded(input, into: CTokenSink(initialCapacity: input.count / 6 + 16))
        defer { sink.release() }
        var tokens: [Token] = []
        guard let base = sink.base else { return tokens }
        tokens.reserveCapacity(sink.count)
        for k in 0..<sink.count {
            let t = base[k]
            tokens.append(Token(start: Int(t.start), end: Int(t.start) + Int(t.len), kind: TokenKind(rawValue: t.kind) ?? .plain))
        }
        return tokens
    }

    /// The number of line elements `text` makes: one per line feed, plus one when the text does
    /// not end with a line feed (none for an empty text).
    static func lineCount(_ text: [UInt8]) -> Int {
        var count = 0
        for c in text where c == UInt8(ascii: "\n") { count += 1 }
        if let last = text.last, last != UInt8(ascii: "\n") { count += 1 }
        return count
    }

    /// The tokens with offsets into the input instead of `text`: each token's first and last
    /// byte where they come from (a token never straddles a removed marker or comment, since
    /// diff tokens are cut at line ends and a notation comment goes whole).
    func tokensInInput() -> [Token] {
        var mapped: [Token] = []
        mapped.reserveCapacity(tokens.count)
        var k = 0
        func input(_ x: Int) -> Int {
            while k + 1 < origins.count && origins[k + 1].shown <= x { k += 1 }
            return origins[k].input + (x - origins[k].shown)
        }
        for t in tokens {
            let start = input(t.start)
            mapped.append(Token(start: start, end: t.end > t.start ? input(t.end - 1) + 1 : start, kind: t.kind))
        }
        return mapped
    }

    /// `old` after the byte ranges `removals` (sorted, apart) are taken out of the text.
    static func origins(_ old: [Origin], removing removals: [Range<Int>]) -> [Origin] {
        // A run of the new text starts at each old run's start and at each removal's end (both
        // sorted, merged here), unless a removal takes that byte out. The first is at 0: the
        // old first run starts there, or the removal that takes that byte out ends where the
        // new text starts.
        var result: [Origin] = []
        result.reserveCapacity(old.count + removals.count)
        var a = 0, e = 0, r = 0, removed = 0, o = 0
        while a < old.count || e < removals.count {
            let p: Int
            if e >= removals.count || (a < old.count && old[a].shown <= removals[e].upperBound) {
                p = old[a].shown
                a += 1
            } else {
                p = removals[e].upperBound
                e += 1
            }
            while r < removals.count && removals[r].upperBound <= p {
                removed += removals[r].count
                r += 1
            }
            if r < removals.count && removals[r].lowerBound <= p { continue }
            while o + 1 < old.count && old[o + 1].shown <= p { o += 1 }
            let origin = Origin(shown: p - removed, input: old[o].input + (p - old[o].shown))
            if let last = result.last, last.shown == origin.shown {
                result[result.count - 1] = origin
            } else {
                result.append(origin)
            }
        }
        return result
    }
}

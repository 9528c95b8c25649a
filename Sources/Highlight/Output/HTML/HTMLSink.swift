/// Renders tokens as HTML: `<span class="PREFIXkind">text</span>` for each token, plain text
/// unwrapped, every `& < > " '` escaped. Streams into an `OutputBuffer` as tokens arrive.
/// The default path (native classes, no line elements): one table lookup per token, nothing
/// else. (A sink type of its own: a mode flag checked per token, even a compile-time one, cost
/// about 1% of instructions on the benchmark input once the compiler merged the variants.)
struct HTMLSink: TokenSink {
    /// The default renderer: natively a tokenizer copy of its own (callgrind, 3.8 MB to HTML:
    /// 0.6 % fewer instructions than the shared one); in WebAssembly the shared copy, since each
    /// copy costs the module about 7 KB gzipped.
    #if arch(wasm32)
    static var tokenizerCopy: TokenizerCopy { .shared }
    #else
    static var tokenizerCopy: TokenizerCopy { .batched }
    #endif

    let src: UnsafeBufferPointer<UInt8>
    var out: OutputBuffer
    /// End of the last byte written from `src`.
    var written = 0
    /// No byte that may need escaping lies in `written..<cleanUntil` (see `emit(batch:)`).
    var cleanUntil = 0
    /// Opening tags, one per kind (never refined: the native scheme's classes).
    let tags: HTMLTags

    /// The tag tables have an entry for every kind, in order and inside `tagBytes` (checked once
    /// here, so the per-token fast path need not).
    let tagsChecked: Bool

    /// Creates a sink writing to `out`; `tags` holds the opening tag of each kind.
    init(src: UnsafeBufferPointer<UInt8>, out: OutputBuffer, tags: HTMLTags) {
        self.src = src
        self.out = out
        self.tags = tags
        var ok = tags.bytes.baseAddress != nil && tags.offsets.count > TokenKind.allCases.count
            && tags.offsets.first == 0
        if ok {
            for k in 1..<tags.offsets.count where tags.offsets[k] < tags.offsets[k - 1] { ok = false }
            ok = ok && tags.offsets[tags.offsets.count - 1] <= tags.bytes.count
        }
        tagsChecked = ok
    }

    /// Writes one token (and the plain text before it), whatever its offsets: the general path.
    mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind) {
        let (a, b) = tags.tag(kind, src, start, end)
        if start > written { escape(written, start) }
        if let base = tags.bytes.baseAddress { out.append(base + a, b - a) }
        escape(start, end)
        out.append("</span>")
        written = end
        // Nothing is known about the bytes after the token.
        cleanUntil = end
    }

    /// Writes a batch of tokens: the hot loop of HTML rendering. No byte that may need escaping
    /// lies in `written..<cleanUntil` (the candidate scan runs ahead of the tokens, each byte
    /// looked at once), and memory is reserved for the worst case of the rest of the batch, so
    /// that a token, the plain text before it and its tag are written by a few 16-byte copies
    /// after one comparison of its end with `fastEnd`. Tokens whose text holds a byte to escape
    /// (or that find the memory short) take `writeEscaping`; the last bytes of the input and
    /// tokens out of order (never produced by the tokenizer) the general path.
    mutating func emit(batch: UnsafeBufferPointer<BatchedToken>) {
        guard tagsChecked, let base = src.baseAddress, let tagStart = tags.bytes.baseAddress,
              let tokens = batch.baseAddress, var (dst, limit) = out.writableTail else {
            for t in batch { emit(Int(t.start), Int(t.end), t.kind) }
            return
        }
        let n = src.count
        let count = batch.count
        // Source bytes are read up to `copySlack` past a token's end: the copying paths stop
        // that far before the end of the input.
        let wordSafeEnd = n &- HTMLEscape.copySlack
        let tagOffsets = tags.offsets
        let perToken = tags.longest &+ 8
        var written = self.written
        var cleanUntil = self.cleanUntil
        var i = 0
        // The last end a token of the fast path may have: before the next byte to escape, where
        // 16-byte reads stay inside the input, and where the memory reserved holds the rest of
        // the batch at its worst (`perToken` bytes of tags and `</span>` per token, the source
        // text as it is, `slack` for the overlapping stores).
        @inline(__always) func fastLimit() -> Int {
            let room = limit - dst
            let (tagRoom, overflow) = (count &- i).multipliedReportingOverflow(by: perToken)
            let roomEnd = overflow ? Int.min : written &+ (room &- tagRoom &- HTMLSink.slack)
            return min(cleanUntil, wordSafeEnd, roomEnd)
        }
        var fastEnd = fastLimit()
        while i < count {
            let t = tokens[i]
            let start = Int(t.start), end = Int(t.end)
            let k = Int(t.kind.rawValue)
            let a = tagOffsets[k], length = tagOffsets[k &+ 1] &- a
            if end <= fastEnd && written <= start && start <= end {
                // All clean, memory reserved: the plain text, the tag (32 bytes at once: tag
                // tables are padded), the text and `</span>` (one word).
                HTMLEscape.copyWords(dst, base + written, start &- written)
                var o = start &- written
                HTMLEscape.copyTag(dst + o, tagStart + a, length)
                o &+= length
                HTMLEscape.copyWords(dst + o, base + start, end &- start)
                o &+= end &- start
                ByteScan.store(dst + o, HTMLEscape.closeSpan)
                dst += o &+ 7
                written = end
                i &+= 1
                continue
            }
            out.setEnd(dst)
            if written <= start && start <= end && end <= wordSafeEnd {
                // A byte to escape before `end`, or the memory reserved is short: the worst case
                // of this token, or of the rest of the batch when that is more (so that the
                // next tokens take the fast path again).
                // (Overflow only where `Int` has 32 bits and a token is hundreds of megabytes:
                // the general path then writes it piece by piece.)
                let lastEnd = min(max(Int(tokens[count &- 1].end), end), n)
                let (tagNeed, tagOverflow) = (count &- i).multipliedReportingOverflow(by: perToken)
                let batchNeed = tagOverflow ? 0 : (lastEnd &- written) &+ tagNeed &+ HTMLSink.slack
                let (textNeed, textOverflow) = (end &- written).multipliedReportingOverflow(by: HTMLEscape.maxExpansion)
                if textOverflow || textNeed > Int.max / 2 {
                    self.written = written
                    emit(start, end, t.kind)
                    written = self.written
                    cleanUntil = self.cleanUntil
                    i &+= 1
                    guard let tail = out.writableTail else { break }
                    (dst, limit) = tail
                    fastEnd = fastLimit()
                    continue
                }
                let need = max(textNeed &+ length &+ HTMLSink.slack, batchNeed)
                guard out.reserve(need), let (d, _) = out.writableTail else { break }
                var o = d
                o = writeEscaping(o, base, written, start, &cleanUntil)
                HTMLEscape.copyTag(o, tagStart + a, length)
                o += length
                o = writeEscaping(o, base, start, end, &cleanUntil)
                ByteScan.store(o, HTMLEscape.closeSpan)
                out.setEnd(o + 7)
                written = end
            } else {
                self.written = written
                emit(start, end, t.kind)
                written = self.written
                cleanUntil = self.cleanUntil
            }
            i &+= 1
            guard let tail = out.writableTail else { break }
            (dst, limit) = tail
            fastEnd = fastLimit()
        }
        out.setEnd(dst)
        self.written = written
        self.cleanUntil = cleanUntil
    }

    /// Bytes reserved past the worst case of the fast path: its stores overlap the next
    /// position by up to 32 bytes (`HTMLEscape.copyTag`).
    static let slack = 48

    /// Writes `src[from..<to]` at `dst` escaped and returns the end of what it wrote, finding
    /// each byte to escape with the candidate scan (which moves `cleanUntil` past it). No byte
    /// that may need escaping lies in `from..<cleanUntil`; the byte at `cleanUntil` is written
    /// as it is or as its entity (`HTMLEscape.entity`), so a `cleanUntil` that is no candidate
    /// still gives the right bytes. `to + copySlack <= src.count`; `dst` has room for
    /// `HTMLEscape.room(to - from)` bytes.
    @inline(__always)
    func writeEscaping(_ dst: UnsafeMutablePointer<UInt8>, _ base: UnsafePointer<UInt8>, _ from: Int, _ to: Int,
                       _ cleanUntil: inout Int) -> UnsafeMutablePointer<UInt8> {
        var d = dst
        var f = from
        // Kept by every path that moves `written`; restored here, never trusted.
        if cleanUntil < f { cleanUntil = f }
        while cleanUntil < to {
            let c = cleanUntil
            HTMLEscape.copyWords(d, base + f, c &- f)
            d += c &- f
            d += HTMLEscape.entity(base[c], d)
            f = c &+ 1
            cleanUntil = ByteScan.nextHTMLCandidate(src, from: f, to: src.count)
        }
        HTMLEscape.copyWords(d, base + f, to &- f)
        return d + (to &- f)
    }

    /// Writes the rest of the input after the last token.
    mutating func finish() {
        if written < src.count { escape(written, src.count) }
        written = src.count
    }

    /// Writes `src[a..<b]` HTML-escaped.
    @inline(__always)
    mutating func escape(_ a: Int, _ b: Int) {
        appendEscapedHTML(&out, src, a, b)
    }
}

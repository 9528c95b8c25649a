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
    /// after one comparison of its end with `fastEnd` and one of its order. Every other token
    /// (bytes to escape, memory short, the input's last bytes, tokens out of order) goes through
    /// `emitSlowly`, out of line, so that the loop keeps its state in registers.
    mutating func emit(batch: UnsafeBufferPointer<BatchedToken>) {
        guard tagsChecked, let base = src.baseAddress, let tagStart = tags.bytes.baseAddress,
              let tagOffsets = tags.offsets.baseAddress, let first = batch.baseAddress,
              var (dst, limit) = out.writableTail else {
            for t in batch { emit(Int(t.start), Int(t.end), t.kind) }
            return
        }
        let last = first + batch.count
        var p = first
        var written = self.written
        var fastEnd = fastLimit(tokensLeft: batch.count, dst, limit)
        while p < last {
            let t = p.pointee
            let start = Int(t.start), end = Int(t.end)
            let gap = start &- written, length = end &- start
            if end <= fastEnd && gap | length >= 0 {
                // All clean, memory reserved, in order: the plain text, the tag (32 bytes at
                // once: tag tables are padded; `tagsChecked` holds every kind's offsets), the
                // text and `</span>` (one word).
                let k = Int(t.kind.rawValue)
                let a = tagOffsets[k], tagLength = tagOffsets[k &+ 1] &- a
                HTMLEscape.copyWords(dst, base + written, gap)
                var o = gap
                HTMLEscape.copyTag(dst + o, tagStart + a, tagLength)
                o &+= tagLength
                HTMLEscape.copyWords(dst + o, base + start, length)
                o &+= length
                ByteScan.store(dst + o, HTMLEscape.closeSpan)
                dst += o &+ 7
                written = end
                p += 1
                continue
            }
            self.written = written
            emitSlowly(t, rest: UnsafeBufferPointer(start: p, count: last - p), writtenUpTo: dst)
            p += 1
            guard let tail = out.writableTail else { break }
            (dst, limit) = tail
            written = self.written
            fastEnd = fastLimit(tokensLeft: last - p, dst, limit)
        }
        out.setEnd(dst)
        self.written = written
    }

    /// The last end a token of the fast path may have: before the next byte to escape
    /// (`cleanUntil`), where 16-byte reads stay inside the input, and where the memory reserved
    /// (`dst..<limit`) holds `tokensLeft` more tokens at their worst: `longest + 8` bytes of
    /// tag and `</span>` per token, the source text as it is, `slack` for overlapping stores.
    @inline(__always)
    func fastLimit(tokensLeft: Int, _ dst: UnsafeMutablePointer<UInt8>, _ limit: UnsafeMutablePointer<UInt8>) -> Int {
        let (tagRoom, overflow) = tokensLeft.multipliedReportingOverflow(by: tags.longest &+ 8)
        let roomEnd = overflow ? Int.min : written &+ ((limit - dst) &- tagRoom &- HTMLSink.slack)
        return min(cleanUntil, src.count &- HTMLEscape.copySlack, roomEnd)
    }

    /// Bytes reserved past the worst case of the fast path: its stores overlap the next
    /// position by up to 32 bytes (`HTMLEscape.copyTag`).
    static let slack = 48

    /// Writes `t`, the first token of `rest` (the tokens of the batch not written yet), after the
    /// output written up to `outputEnd` (in the tail `out.writableTail` gave), when the fast
    /// path cannot: with bytes to escape, or memory to reserve first (the worst case of this
    /// token, or of all of `rest` when that is more, so that the next tokens take the fast path
    /// again); through the general path at the input's last bytes (16-byte reads would pass its
    /// end), for tokens out of order, and for a token too long for its worst case to be an
    /// `Int` (only where `Int` has 32 bits: hundreds of megabytes).
    @inline(never)
    mutating func emitSlowly(_ t: BatchedToken, rest: UnsafeBufferPointer<BatchedToken>,
                             writtenUpTo outputEnd: UnsafeMutablePointer<UInt8>) {
        out.setEnd(outputEnd)
        let start = Int(t.start), end = Int(t.end)
        let n = src.count
        let k = Int(t.kind.rawValue)
        guard written <= start && start <= end && end <= n &- HTMLEscape.copySlack,
              let base = src.baseAddress, let tagStart = tags.bytes.baseAddress,
              case let (textNeed, false) = (end &- written).multipliedReportingOverflow(by: HTMLEscape.maxExpansion),
              textNeed <= Int.max / 4 else {
            emit(start, end, t.kind)
            return
        }
        let a = tags.offsets[k], tagLength = tags.offsets[k &+ 1] &- a
        let lastEnd = min(max(Int(rest[rest.count &- 1].end), end), n)
        let (tagNeed, tagOverflow) = rest.count.multipliedReportingOverflow(by: tags.longest &+ 8)
        let batchNeed = tagOverflow ? 0 : (lastEnd &- written) &+ tagNeed &+ HTMLSink.slack
        guard out.reserve(max(textNeed &+ tagLength &+ HTMLSink.slack, batchNeed)),
              let (dst, _) = out.writableTail else { return }
        var o = writeEscaping(dst, base, written, start)
        HTMLEscape.copyTag(o, tagStart + a, tagLength)
        o += tagLength
        o = writeEscaping(o, base, start, end)
        ByteScan.store(o, HTMLEscape.closeSpan)
        out.setEnd(o + 7)
        written = end
    }

    /// Writes `src[from..<to]` at `dst` escaped and returns the end of what it wrote, finding
    /// each byte to escape with the candidate scan (which moves `cleanUntil` past it). No byte
    /// that may need escaping lies in `from..<cleanUntil`; the byte at `cleanUntil` is written
    /// as it is or as its entity (`HTMLEscape.entity`), so a `cleanUntil` that is no candidate
    /// still gives the right bytes. `to + copySlack <= src.count`; `dst` has room for
    /// `HTMLEscape.room(to - from)` bytes.
    @inline(__always)
    mutating func writeEscaping(_ dst: UnsafeMutablePointer<UInt8>, _ base: UnsafePointer<UInt8>, _ from: Int, _ to: Int)
        -> UnsafeMutablePointer<UInt8> {
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

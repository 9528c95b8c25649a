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
    }

    /// Writes a batch of tokens: the hot loop of HTML rendering. `cleanUntil` is the first
    /// offset at or after `written` whose byte may need escaping (found by one forward scan
    /// that never rereads a byte), so most tokens and the plain text before them are known
    /// clean without looking at them: they are copied a word at a time into one reservation.
    mutating func emit(batch: UnsafeBufferPointer<BatchedToken>) {
        guard tagsChecked, let base = src.baseAddress, let tagStart = tags.bytes.baseAddress,
              var (dst, limit) = out.writableTail else {
            for t in batch { emit(Int(t.start), Int(t.end), t.kind) }
            return
        }
        let n = src.count
        // Source bytes are read up to `copySlack` past a token's end: the fast path stops that
        // far before the end of the input.
        let wordSafeEnd = n &- HTMLEscape.copySlack
        var written = self.written
        var cleanUntil = self.cleanUntil
        let tagOffsets = tags.offsets
        for t in batch {
            let start = Int(t.start), end = Int(t.end)
            let k = Int(t.kind.rawValue)
            let a = tagOffsets[k], b = tagOffsets[k &+ 1]
            if cleanUntil < end && end <= n && written <= end {
                cleanUntil = ByteScan.nextHTMLCandidate(src, from: max(cleanUntil, written), to: n)
            }
            if written <= start && start <= end && end <= cleanUntil && end <= wordSafeEnd {
                // The plain text before the token, its tag, its text and `</span>`, all clean:
                // word copies into memory reserved for the worst case (words overlap by up to
                // seven bytes; `</span>` is stored as a whole word).
                let need = (end &- written) &+ (b &- a) &+ 8 &+ HTMLEscape.copySlack
                if limit - dst < need {
                    out.setEnd(dst)
                    guard out.reserve(need), let tail = out.writableTail else { break }
                    (dst, limit) = tail
                }
                HTMLEscape.copyWords(dst, base + written, start &- written)
                var o = start &- written
                HTMLEscape.copyWords(dst + o, tagStart + a, b &- a)
                o &+= b &- a
                HTMLEscape.copyWords(dst + o, base + start, end &- start)
                o &+= end &- start
                ByteScan.store(dst + o, HTMLEscape.closeSpan)
                dst += o &+ 7
                written = end
                continue
            }
            // Something to escape, the last bytes of the input, or tokens out of order (never
            // produced by the tokenizer): the general paths, through the buffer itself.
            out.setEnd(dst)
            if written <= start && start <= end && end <= n {
                out.appendWriting(maxLength: HTMLEscape.room(end &- written) &+ (b &- a) &+ 8 &+ HTMLEscape.copySlack) { dst in
                    var o = HTMLEscape.write(dst, src, written, start)
                    HTMLEscape.copyWords(dst + o, tagStart + a, b &- a)
                    o &+= b &- a
                    o &+= HTMLEscape.write(dst + o, src, start, end)
                    ByteScan.store(dst + o, HTMLEscape.closeSpan)
                    return o &+ 7
                }
                written = end
            } else {
                self.written = written
                emit(start, end, t.kind)
                written = self.written
            }
            guard let tail = out.writableTail else { break }
            (dst, limit) = tail
        }
        out.setEnd(dst)
        self.written = written
        self.cleanUntil = cleanUntil
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

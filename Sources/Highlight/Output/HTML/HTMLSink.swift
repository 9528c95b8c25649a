/// What an `HTMLSink` checks of each token's kind before writing its tag: nothing (the native
/// classes: every kind has a tag of its own, `NativeTags`), or whether the kind is one of those
/// whose tag depends on the token's text or that stay plain (`StyledTags`: the other schemes,
/// inline styles, Xcode's kinds). A type parameter, so that the default path has no test for it.
protocol HTMLTagChoice {
    static var checksKinds: Bool { get }
}

/// The native classes without Xcode's kinds: one tag per kind, never refined, never empty.
enum NativeTags: HTMLTagChoice {
    static var checksKinds: Bool { false }
}

/// Every other tag table: kinds refined by their text (`StyleRole.refine`) where that changes
/// the tag, and roles without a tag left plain.
enum StyledTags: HTMLTagChoice {
    static var checksKinds: Bool { true }
}

/// Renders tokens as HTML: `<span class="PREFIXkind">text</span>` (or the scheme's classes, or
/// inline styles) for each token, plain text unwrapped, every `& < > " '` escaped. Streams into
/// an `OutputBuffer` as tokens arrive. On the native classes (`NativeTags`) one table lookup
/// per token and nothing else; with `StyledTags` one more test of the kind, and the role looked
/// up by the token's text (`specialTag`) only for the kinds that need it.
struct HTMLSink<Tags: HTMLTagChoice>: TokenSink {
    /// The native renderer: natively a tokenizer copy of its own (callgrind, 3.8 MB to HTML:
    /// 0.6 % fewer instructions than the shared one); the styled one and, in WebAssembly, every
    /// renderer the shared copy (each copy costs the module about 7 KB gzipped).
    #if arch(wasm32)
    static var tokenizerCopy: TokenizerCopy { .shared }
    #else
    static var tokenizerCopy: TokenizerCopy { Tags.checksKinds ? .shared : .batched }
    #endif

    let src: UnsafeBufferPointer<UInt8>
    var out: OutputBuffer
    /// End of the last byte written from `src`.
    var written = 0
    /// Opening tags, one per role.
    let tags: HTMLTags
    /// With `StyledTags`: `tags.special` (the kinds whose tag is not simply `tags.entries[k]`).
    /// Unused with `NativeTags`.
    let special: UInt64

    /// The tag tables have an entry for every role, inside `tags.bytes` (`tags.checked`), so that
    /// the batch loop need not check.
    let tagsChecked: Bool

    // The state of the batch being written (`emit(batch:)`), kept here across its rare cases.
    /// The candidate list (`HTMLCandidates`) of the batch: `candidates[next..<listed]` are the
    /// offsets, in order, of every byte that may need escaping in `written..<scanned`, and
    /// `candidates[listed]` is `scanned` (`sealList`), past them all: the next entry is the end
    /// of the text known to need no escaping, whether a candidate is left or not.
    private var candidates: UnsafeMutablePointer<UInt32>?
    private var next = 0
    private var listed = 0
    private var scanned = 0
    /// Where the batch's stretch ends: its last token's end, short of the input's last
    /// `HTMLEscape.copySlack` bytes (the loop reads 16 bytes past a piece's end). `scanned`
    /// never passes it, so neither does a token the loop writes.
    private var stretchEnd = 0

    /// Creates a sink writing to `out`; `tags` holds the opening tag of each kind.
    init(src: UnsafeBufferPointer<UInt8>, out: OutputBuffer, tags: HTMLTags) {
        self.src = src
        self.out = out
        self.tags = tags
        tagsChecked = tags.checked
        special = tags.special
    }

    /// Whether `kind` is one of the `special` kinds (always false with `NativeTags`).
    @inline(__always)
    static func isSpecial(_ kind: TokenKind, _ special: UInt64) -> Bool {
        Tags.checksKinds && (special >> UInt64(kind.rawValue & 63)) & 1 != 0
    }

    /// The tag of a `special` kind's token `t`, whose text lies in the input at `base` (at least
    /// `t.end` bytes of it, `t.start <= t.end`): its role's (refined by its text where `special`
    /// says so), length 0 when it stays plain. `entries` has a tag per role (`tags.checked`).
    /// Inlined: only the styled writer has it, and a call there costs a fifth of its work.
    @inline(__always)
    static func specialTag(_ t: BatchedToken, _ base: UnsafePointer<UInt8>, _ entries: UnsafePointer<HTMLTags.Entry>,
                           _ special: UInt64) -> HTMLTags.Entry {
        guard special & HTMLTags.refineBit != 0 else { return entries[Int(t.kind.rawValue)] }
        // The refinement reads the token's text and the bytes before it: inside `0..<t.end`.
        let text = UnsafeBufferPointer(start: base, count: Int(t.end))
        return entries[Int(StyleRole.refine(t.kind, text, Int(t.start), Int(t.end)).rawValue)]
    }

    /// Writes one token (and the plain text before it), whatever its offsets: the general path.
    /// Natively, a token in order (the common case: the input's last bytes, which the batch loop
    /// leaves) is written into one reservation, escaped a word at a time (`HTMLEscape.write`);
    /// in WebAssembly by appends, which keep the modules within their size budgets.
    mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind) {
        let (a, b) = tags.tag(kind, src, start, end)
        // A role without a tag stays plain: it is written with the next plain run.
        if Tags.checksKinds && a == b { return }
        #if !arch(wasm32)
        // In order, inside `src`, short enough for the reservation's arithmetic, and the tag
        // inside its table (`copyTag` reads `tagBlock` bytes and up to 16 past the tag).
        if tagsChecked && 0 <= written && written <= start && start <= end && end <= src.count
            && end &- written <= HTMLSink.directLimit, let table = tags.bytes.baseAddress,
           out.reserve(HTMLEscape.room(end &- written) &+ (b &- a) &+ 32), let tail = out.writableTail {
            // At most 6 bytes per source byte, the tag, and the stores' slack past the end:
            // 8 bytes of `write`, 32 of `copyTag`, 16 of `storeCloseSpan`.
            var o = tail.position
            o += HTMLEscape.write(o, src, written, start)
            HTMLEscape.copyTag(o, table + a, b &- a)
            o += b &- a
            o += HTMLEscape.write(o, src, start, end)
            HTMLEscape.storeCloseSpan(o)
            out.setEnd(o + 7)
            written = end
            return
        }
        #endif
        if start > written { escape(written, start) }
        if let base = tags.bytes.baseAddress { out.append(base + a, b - a) }
        escape(start, end)
        out.append("</span>")
        written = end
    }

    /// The longest stretch (plain text and token) `emit` writes into one reservation.
    static var directLimit: Int { 1 << 20 }

    /// Candidates listed per pass over a batch's stretch.
    static var listCapacity: Int { 512 }

    /// Writes a batch of tokens: the hot loop of HTML rendering. The bytes that may need
    /// escaping in the batch's stretch are listed first (`HTMLCandidates`, one pass), and
    /// memory is reserved for the worst case of the whole batch, so that a token, the plain
    /// text before it and its tag are written by a few 16-byte copies after one comparison of
    /// its end with the next candidate and one of its order; a token with candidates writes
    /// their entities from the list. The rare cases (the list to extend, tokens out of order
    /// or at the input's last bytes) go through `settle`, out of line, so that the loop keeps
    /// its state in registers.
    mutating func emit(batch: UnsafeBufferPointer<BatchedToken>) {
        // A batch that starts in the input's last `copySlack` bytes, where the loop cannot
        // write, goes to the general path at once (a short input's only batch).
        guard tagsChecked, let first = batch.first, Int(first.end) <= src.count &- HTMLEscape.copySlack else {
            for t in batch { emit(Int(t.start), Int(t.end), t.kind) }
            return
        }
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: HTMLSink.listCapacity) { list in
            candidates = list.count == HTMLSink.listCapacity ? list.baseAddress : nil
            write(batch)
            candidates = nil
        }
    }

    /// `emit(batch:)` with its candidate list allocated (`candidates`): `copyRun` writes the
    /// tokens, `settle` the rare ones between its runs.
    @inline(__always)
    private mutating func write(_ batch: UnsafeBufferPointer<BatchedToken>) {
        guard let base = src.baseAddress, let entries = tags.entries.baseAddress, let list = candidates,
              let first = batch.baseAddress else {
            for t in batch { emit(Int(t.start), Int(t.end), t.kind) }
            return
        }
        let last = first + batch.count
        begin(stretchTo: Int(batch[batch.count &- 1].end), tokens: batch.count)
        guard var dst = out.writableTail?.position else { return }
        var p = first
        var written = self.written
        while p < last {
            (p, dst, written) = copyRun(p, last, base, entries, list, dst, written)
            if p >= last { break }
            self.written = written
            out.setEnd(dst)
            if settle(p.pointee, tokensLeft: last - p) { p += 1 }
            guard let tail = out.writableTail else { return }
            dst = tail.position
            written = self.written
        }
        out.setEnd(dst)
        self.written = written
    }

    /// The batch loop proper: writes the tokens from `first` on while each is in order and ends
    /// inside the stretch listed (`scanned`), and returns the first token it did not write (or
    /// `last`), the output's end and `written`. The memory is reserved and the tags checked
    /// (`write`). The common token
    /// (plain text before it and text both shorter than 16 bytes, a tag of at most `tagBlock`
    /// bytes, no byte to escape before its end) is written by one 16-byte copy of each piece
    /// after one test of both lengths and one of its end against the list's next entry; longer
    /// pieces are copied by loops, and a token with candidates writes their entities from the
    /// list. A function of its own, so that its values stay in registers (the list's position
    /// too: `next` is written back on return).
    @inline(never)
    private mutating func copyRun(_ first: UnsafePointer<BatchedToken>, _ last: UnsafePointer<BatchedToken>,
                                  _ base: UnsafePointer<UInt8>, _ entries: UnsafePointer<HTMLTags.Entry>,
                                  _ list: UnsafeMutablePointer<UInt32>, _ output: UnsafeMutablePointer<UInt8>,
                                  _ from: Int) -> (UnsafePointer<BatchedToken>, UnsafeMutablePointer<UInt8>, Int) {
        var p = first, dst = output, written = from
        let special = self.special, scanned = self.scanned
        // The list's next entry: the next candidate, or its end mark `scanned`; the bytes from
        // `written` up to it need no escaping.
        var cursor = list + next
        while p < last {
            let t = p.pointee
            let start = Int(t.start), end = Int(t.end)
            let gap = start &- written, length = end &- start
            var tag = entries[Int(t.kind.rawValue)]
            if HTMLSink.isSpecial(t.kind, special) {
                guard gap | length >= 0, end <= scanned else { break }
                tag = HTMLSink.specialTag(t, base, entries, special)
                // A token without a tag stays plain: its text goes with the next token's gap.
                if tag.length == 0 {
                    p += 1
                    continue
                }
            }
            // Both lengths in 0..<16 (a negative one, out of order, has its sign bit set).
            if UInt(bitPattern: gap | length) < 16 && t.end <= cursor.pointee && tag.length <= HTMLEscape.tagBlock {
                // The plain text, the tag (inside the table), the text and `</span>`: one
                // 16-byte move each (two for the tag).
                HTMLEscape.copyBlock(dst, base + written)
                var o = dst + gap
                HTMLEscape.copyTagBlock(o, tag.start)
                o += tag.length
                HTMLEscape.copyBlock(o, base + start)
                o += length
                HTMLEscape.storeCloseSpan(o)
                dst = o + 7
            } else {
                guard gap | length >= 0, end <= scanned else { break }
                if t.end <= cursor.pointee {
                    HTMLEscape.copyWords(dst, base + written, gap)
                    var o = dst + gap
                    HTMLEscape.copyTag(o, tag.start, tag.length)
                    o += tag.length
                    HTMLEscape.copyWords(o, base + start, length)
                    o += length
                    HTMLEscape.storeCloseSpan(o)
                    dst = o + 7
                } else {
                    // Candidates in the token, and maybe in the plain text before it: each
                    // written from the list.
                    var o = HTMLSink.writeEscaped(dst, base, written, start, &cursor)
                    HTMLEscape.copyTag(o, tag.start, tag.length)
                    o += tag.length
                    o = HTMLSink.writeEscaped(o, base, start, end, &cursor)
                    HTMLEscape.storeCloseSpan(o)
                    dst = o + 7
                }
            }
            written = end
            p += 1
        }
        self.next = cursor - list
        return (p, dst, written)
    }

    /// Writes `src[from..<to]` (at `base`) at `dst`, escaped, and returns the end of what it
    /// wrote. The candidates in it are the list's entries from `cursor` on below `to`, all at or
    /// after `from` (the list is in order and holds none before `written`); `cursor` moves past
    /// them, and stops at the list's end mark at the latest (`scanned`, at or after `to`).
    /// `to + copySlack <= src.count`; the memory is reserved (`reserveRest`).
    @inline(__always)
    private static func writeEscaped(_ dst: UnsafeMutablePointer<UInt8>, _ base: UnsafePointer<UInt8>, _ from: Int, _ to: Int,
                                     _ cursor: inout UnsafeMutablePointer<UInt32>) -> UnsafeMutablePointer<UInt8> {
        var d = dst
        var f = from
        var c = Int(cursor.pointee)
        while c < to {
            HTMLEscape.copyWords(d, base + f, c &- f)
            d += c &- f
            d += HTMLEscape.candidateEntity(base[c], d)
            f = c &+ 1
            cursor += 1
            c = Int(cursor.pointee)
        }
        HTMLEscape.copyWords(d, base + f, to &- f)
        return d + (to &- f)
    }

    /// Starts a batch whose last token ends at `lastEnd`: its stretch, its first candidates
    /// listed, its memory reserved.
    @inline(never)
    private mutating func begin(stretchTo lastEnd: Int, tokens: Int) {
        stretchEnd = min(lastEnd, src.count &- HTMLEscape.copySlack)
        restartList(at: min(written, stretchEnd))
        extendList()
        reserveRest(tokensLeft: tokens)
    }

    /// Lists more candidates after `scanned`, toward `stretchEnd`, keeping those not written
    /// yet at the start of the list (and a place for its end mark after them).
    private mutating func extendList() {
        guard let list = candidates else { return }
        if next > 0 {
            for i in next..<listed { list[i &- next] = list[i] }
            listed &-= next
            next = 0
        }
        let from = max(scanned, written)
        if from < stretchEnd {
            let (count, end) = HTMLCandidates.collect(src, from: from, to: stretchEnd, into: list + listed,
                                                      room: HTMLSink.listCapacity &- 1 &- listed)
            listed &+= count
            scanned = end
        }
        sealList()
    }

    /// Empties the list, scanned up to `offset`.
    private mutating func restartList(at offset: Int) {
        next = 0
        listed = 0
        scanned = offset
        sealList()
    }

    /// Stores the list's end mark, `scanned`, after its last entry (`listed < listCapacity`:
    /// `extendList` leaves it a place). Offsets fit in 32 bits (`Pipeline.maxInputLength`).
    private mutating func sealList() {
        candidates?[listed] = UInt32(truncatingIfNeeded: scanned)
    }

    /// The loop's rare cases, for `t`, the first of the `tokensLeft` tokens not written yet (the
    /// loop's state in `self`, the output's end set): the list extended when `t` ends past it
    /// (false: the loop writes `t`), or `t` written by the general path (true) when it is out of
    /// order, past the stretch, or holds more candidates than the list does; the list then starts
    /// over after it (the general path leaves nothing known of the bytes that follow).
    @inline(never)
    private mutating func settle(_ t: BatchedToken, tokensLeft: Int) -> Bool {
        let start = Int(t.start), end = Int(t.end)
        if written <= start && start <= end && end <= stretchEnd {
            extendList()
            if end <= scanned {
                reserveRest(tokensLeft: tokensLeft)
                return false
            }
        }
        emit(start, end, t.kind)
        restartList(at: min(written, stretchEnd))
        reserveRest(tokensLeft: tokensLeft &- 1)
        return true
    }

    /// Reserves the worst case of the batch's `tokensLeft` tokens not written yet, as the loop
    /// writes them: the stretch's text after `written`, 5 more bytes for each candidate listed
    /// (`&quot;` is the longest entity), `longest + 7` bytes of tag and `</span>` per token,
    /// `slack` for overlapping stores. A worst case too large for an `Int` (only where `Int` has
    /// 32 bits) ends the stretch, so that the rest goes through the general path.
    private mutating func reserveRest(tokensLeft: Int) {
        let text = max(stretchEnd &- written, 0)
        let (tagRoom, tagOverflow) = max(tokensLeft, 0).multipliedReportingOverflow(by: tags.longest &+ 7)
        let (sum, sumOverflow) = text.addingReportingOverflow(tagRoom)
        let (need, needOverflow) = sum.addingReportingOverflow((listed &- next) &* HTMLEscape.maxExpansion &+ HTMLSink.slack)
        if tagOverflow || sumOverflow || needOverflow {
            stretchEnd = min(written, stretchEnd)
            restartList(at: stretchEnd)
            return
        }
        _ = out.reserve(need)
    }

    /// Bytes reserved past the worst case of the loop: its stores overlap the next position by
    /// up to 32 bytes (`HTMLEscape.copyTag`).
    static var slack: Int { 48 }

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

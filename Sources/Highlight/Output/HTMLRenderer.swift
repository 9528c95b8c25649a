/// Writes `src[a..<b]` HTML-escaped (`& < > " '`) into `out`. A byte loop with one compare per
/// plain byte: tokens are short, and on real code it runs fewer instructions than a word-at-a-time
/// scan (measured with callgrind on the benchmark input).
@inline(__always)
func appendEscapedHTML(_ out: inout OutputBuffer, _ src: UnsafeBufferPointer<UInt8>, _ a: Int, _ b: Int) {
    guard let base = src.baseAddress, a < b, b <= src.count else { return }
    var run = a
    while run < b {
        // Runs without special characters are found eight bytes at a time and copied at once.
        let k = ByteScan.firstHTMLCandidate(src, from: run, to: b)
        out.append(base + run, k - run)
        if k >= b { return }
        let entity: StaticString
        switch base[k] {
        case UInt8(ascii: "&"): entity = "&amp;"
        case UInt8(ascii: "<"): entity = "&lt;"
        case UInt8(ascii: ">"): entity = "&gt;"
        case UInt8(ascii: "\""): entity = "&quot;"
        case UInt8(ascii: "'"): entity = "&#39;"
        default: entity = "#"
        }
        out.append(entity)
        run = k + 1
    }
}

/// HTML escaping straight into reserved output memory, eight bytes per step.
enum HTMLEscape {
    /// The most bytes `write` produces for `count` source bytes (each may become a six-byte
    /// entity; words are stored whole, so up to eight bytes past the last one are scribbled on).
    @inline(__always) static func room(_ count: Int) -> Int { 6 &* count &+ 8 }

    /// Writes `src[a..<b]` HTML-escaped at `dst` and returns the number of bytes written.
    /// `0 <= a <= b <= src.count`; `dst` must have room for `room(b - a)` bytes. Source words
    /// are read only where eight bytes of `src` remain (bounds-checked); the rest byte by byte.
    @inline(__always)
    static func write(_ dst: UnsafeMutablePointer<UInt8>, _ src: UnsafeBufferPointer<UInt8>, _ a: Int, _ b: Int) -> Int {
        let n = src.count
        var j = a
        var o = 0
        // Whole words inside the range.
        while j + 8 <= b {
            let w = ByteScan.load(src, j)
            let hit = ByteScan.htmlCandidates(w)
            ByteScan.store(dst + o, w)
            if hit == 0 {
                j += 8
                o += 8
                continue
            }
            let clean = hit.trailingZeroBitCount / 8
            j += clean + 1
            o += clean
            o += entity(src[j - 1], dst + o)
        }
        // The last one to seven bytes: one word masked to the range where eight bytes remain in
        // `src`, byte by byte at the input's very end.
        while j < b {
            if j + 8 <= n {
                let w = ByteScan.load(src, j)
                let left = b - j
                let hit = ByteScan.htmlCandidates(w) & (~UInt64(0) >> UInt64(64 - 8 * left))
                ByteScan.store(dst + o, w)
                if hit == 0 { return o + left }
                let clean = hit.trailingZeroBitCount / 8
                j += clean
                o += clean
            }
            o += entity(src[j], dst + o)
            j += 1
        }
        return o
    }

    /// Writes `c`, or its entity when it needs escaping, at `dst` (eight bytes stored); returns
    /// the bytes that count.
    @inline(__always)
    static func entity(_ c: UInt8, _ dst: UnsafeMutablePointer<UInt8>) -> Int {
        switch c {
        case UInt8(ascii: "&"): ByteScan.store(dst, 0x3B_70_6D_61_26); return 5        // &amp;
        case UInt8(ascii: "<"): ByteScan.store(dst, 0x3B_74_6C_26); return 4           // &lt;
        case UInt8(ascii: ">"): ByteScan.store(dst, 0x3B_74_67_26); return 4           // &gt;
        case UInt8(ascii: "\""): ByteScan.store(dst, 0x3B_74_6F_75_71_26); return 6   // &quot;
        case UInt8(ascii: "'"): ByteScan.store(dst, 0x3B_39_33_23_26); return 5        // &#39;
        default: dst[0] = c; return 1
        }
    }

    /// How far `copyWords` may read and write past `count` bytes: both sides need this much
    /// slack (tag tables are allocated padded, the source is copied this way only where this
    /// many bytes remain, output is reserved with it).
    static let copySlack = 16

    /// Copies `count` bytes from `src` to `dst` sixteen bytes at a time (one SSE move each way),
    /// at least once: reads and writes up to `copySlack` bytes past `count`.
    @inline(__always)
    static func copyWords(_ dst: UnsafeMutablePointer<UInt8>, _ src: UnsafePointer<UInt8>, _ count: Int) {
        // The first block unconditionally (also for `count == 0`: slack on both sides).
        var k = 0
        repeat {
            UnsafeMutableRawPointer(dst + k).storeBytes(
                of: UnsafeRawPointer(src + k).loadUnaligned(as: SIMD16<UInt8>.self), as: SIMD16<UInt8>.self)
            k &+= 16
        } while k < count
    }

    /// `</span>` and one byte of slack, as a little-endian word.
    static let closeSpan: UInt64 = 0x00_3E_6E_61_70_73_2F_3C
}

extension OutputBuffer {
    /// Appends the bytes of an array.
    @inline(__always)
    mutating func append(array: [UInt8]) {
        array.withUnsafeBufferPointer { append($0) }
    }
}

/// Renders tokens as HTML: `<span class="PREFIXkind">text</span>` for each token, plain text
/// unwrapped, every `& < > " '` escaped. Streams into an `OutputBuffer` as tokens arrive.
/// The default path (native classes, no line elements): one table lookup per token, nothing
/// else. (A sink type of its own: a mode flag checked per token, even a compile-time one, cost
/// about 1% of instructions on the benchmark input once the compiler merged the variants.)
struct HTMLSink: TokenSink {
    let src: UnsafeBufferPointer<UInt8>
    var out: OutputBuffer
    /// End of the last byte written from `src`.
    var written = 0
    /// No byte that may need escaping lies in `written..<cleanUntil` (see `emit(batch:)`).
    var cleanUntil = 0
    /// Opening tags, one per kind, laid out back to back in `tagBytes`.
    let tagBytes: UnsafeBufferPointer<UInt8>
    let tagOffsets: UnsafeBufferPointer<Int>

    /// The tag tables have an entry for every kind, in order and inside `tagBytes` (checked once
    /// here, so the per-token fast path need not).
    let tagsChecked: Bool

    /// Creates a sink writing to `out`; `tags` holds the opening tag of each kind.
    init(src: UnsafeBufferPointer<UInt8>, out: OutputBuffer, tags: HTMLTags) {
        self.src = src
        self.out = out
        self.tagBytes = tags.bytes
        self.tagOffsets = tags.offsets
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
        let k = Int(kind.rawValue)
        let a = tagOffsets[k], b = tagOffsets[k + 1]
        if start > written { escape(written, start) }
        if let base = tagBytes.baseAddress { out.append(base + a, b - a) }
        escape(start, end)
        out.append("</span>")
        written = end
    }

    /// Writes a batch of tokens: the hot loop of HTML rendering. `cleanUntil` is the first
    /// offset at or after `written` whose byte may need escaping (found by one forward scan
    /// that never rereads a byte), so most tokens and the plain text before them are known
    /// clean without looking at them: they are copied a word at a time into one reservation.
    mutating func emit(batch: UnsafeBufferPointer<BatchedToken>) {
        guard tagsChecked, let base = src.baseAddress, let tags = tagBytes.baseAddress,
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
                HTMLEscape.copyWords(dst + o, tags + a, b &- a)
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
                    HTMLEscape.copyWords(dst + o, tags + a, b &- a)
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

/// `HTMLSink` for the other schemes and inline styles: tokens may be refined to finer roles
/// (`StyleRole.refine`), and roles without a tag stay plain.
struct StyledHTMLSink: TokenSink {
    let src: UnsafeBufferPointer<UInt8>
    var out: OutputBuffer
    var written = 0
    let tagBytes: UnsafeBufferPointer<UInt8>
    let tagOffsets: UnsafeBufferPointer<Int>
    let refine: Bool

    init(src: UnsafeBufferPointer<UInt8>, out: OutputBuffer, tags: HTMLTags) {
        self.src = src
        self.out = out
        self.tagBytes = tags.bytes
        self.tagOffsets = tags.offsets
        self.refine = tags.refine
    }

    mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind) {
        var k = Int(kind.rawValue)
        if refine { k = Int(StyleRole.refine(kind, src, start, end).rawValue) }
        let a = tagOffsets[k], b = tagOffsets[k + 1]
        // A role without an element stays plain: it is written with the next plain run.
        if a == b { return }
        if start > written { appendEscapedHTML(&out, src, written, start) }
        if let base = tagBytes.baseAddress { out.append(base + a, b - a) }
        appendEscapedHTML(&out, src, start, end)
        out.append("</span>")
        written = end
    }

    mutating func finish() {
        if written < src.count { appendEscapedHTML(&out, src, written, src.count) }
        written = src.count
    }
}

/// The opening tags of every style role (`<span class="PREFIXname">`, `<span style="…">`, or
/// nothing for roles that stay plain). Tables for each scheme's default prefix are built once per
/// process and shared (read-only); others are built per call.
struct HTMLTags {
    let bytes: UnsafeBufferPointer<UInt8>
    let offsets: UnsafeBufferPointer<Int>
    let refine: Bool
    /// Whether this value allocated the tables (and `deallocate` frees them).
    private let owned: Bool

    /// The default-prefix class tables of each scheme, each built on its first use and never freed.
    private enum Shared {
        static let native = build(.native)
        static let splash = build(.splash)
        static let hljs = build(.hljs)
        static let pygments = build(.pygments)
        static let treesitter = build(.treesitter)

        static func build(_ scheme: ClassScheme) -> (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Int>) {
            var options = RenderOptions()
            options.scheme = scheme
            return HTMLTags.allocate(HTMLTags.table(options))
        }

        static func tables(_ scheme: ClassScheme) -> (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Int>) {
            switch scheme {
            case .native: return native
            case .splash: return splash
            case .hljs: return hljs
            case .pygments: return pygments
            case .treesitter: return treesitter
            }
        }
    }

    /// Tags for `options`: classes of its scheme and prefix, or inline styles of its theme.
    init(options: RenderOptions) {
        // Inline styles depend on the role's kind only, so refinement is needed for classes only.
        refine = options.scheme.refines && !options.inlineStyles
        if options.prefix == nil && !options.inlineStyles {
            (bytes, offsets) = Shared.tables(options.scheme)
            owned = false
        } else {
            (bytes, offsets) = HTMLTags.allocate(HTMLTags.table(options))
            owned = true
        }
    }

    fileprivate static func table(_ options: RenderOptions) -> (bytes: [UInt8], offsets: [Int]) {
        var all: [UInt8] = []
        all.reserveCapacity(1024)
        var offs: [Int] = [0]
        offs.reserveCapacity(StyleRole.count + 1)
        let prefix = options.tokenPrefix
        let classOpen: StaticString = "<span class=\"", styleOpen: StaticString = "<span style=\""
        func add(_ s: StaticString) { all.append(contentsOf: UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount)) }
        for role in StyleRole.allCases {
            if role != .plain {
                if options.inlineStyles {
                    let css = options.theme.palette.style(role).css
                    if !css.isEmpty {
                        add(styleOpen)
                        all.append(contentsOf: css)
                        add("\">")
                    }
                } else if !options.scheme.refines && role.rawValue >= StyleRole.booleanLiteral.rawValue {
                    // Never produced without refinement.
                } else {
                    let raw = options.scheme.rawName(role)
                    if raw.utf8CodeUnitCount > 0 {
                        add(classOpen)
                        if options.scheme == .native || options.scheme == .splash || options.scheme == .pygments {
                            all.append(contentsOf: prefix)
                            add(raw)
                        } else {
                            all.append(contentsOf: options.scheme.classAttribute(for: role, prefix: prefix))
                        }
                        add("\">")
                    }
                }
            }
            offs.append(all.count)
        }
        return (all, offs)
    }

    fileprivate static func allocate(_ t: (bytes: [UInt8], offsets: [Int])) -> (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Int>) {
        // Zeros after the tags: `HTMLEscape.copyWords` reads up to `copySlack` bytes past one.
        let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: t.bytes.count + HTMLEscape.copySlack)
        storage.initialize(repeating: 0)
        _ = storage.initialize(from: t.bytes)
        let offsetStorage = UnsafeMutableBufferPointer<Int>.allocate(capacity: t.offsets.count)
        _ = offsetStorage.initialize(from: t.offsets)
        return (UnsafeBufferPointer(start: storage.baseAddress, count: t.bytes.count), UnsafeBufferPointer(offsetStorage))
    }

    /// Frees the tables if this value built them; the sink using them must not be used afterwards.
    func deallocate() {
        guard owned else { return }
        UnsafeMutableRawPointer(mutating: bytes.baseAddress)?.deallocate()
        UnsafeMutableRawPointer(mutating: offsets.baseAddress)?.deallocate()
    }
}

/// Renders tokens as HTML with one element per line:
///
///     <span class="swh-line" data-line="1"><span class="swh-ln" aria-hidden="true">1</span>…</span>\n
///
/// A token that spans lines is closed at the end of each line and reopened on the next, so
/// each line element is well-formed on its own. The newline (CR LF or LF) stays between line
/// elements; an input that ends with a newline has no empty line element after it.
struct LineHTMLSink: TokenSink {
    let src: UnsafeBufferPointer<UInt8>
    var out: OutputBuffer
    var written = 0
    let tagBytes: UnsafeBufferPointer<UInt8>
    let tagOffsets: UnsafeBufferPointer<Int>
    let refine: Bool
    let layout: LineLayout
    /// Whether the current line's element is open.
    var lineOpen = false
    /// The displayed number of the current line.
    var line: LineNumber
    /// Index of the first merged range that may still contain `line`.
    var rangeIndex = 0

    init(src: UnsafeBufferPointer<UInt8>, out: OutputBuffer, tags: HTMLTags, layout: LineLayout) {
        self.src = src
        self.out = out
        self.tagBytes = tags.bytes
        self.tagOffsets = tags.offsets
        self.refine = tags.refine
        self.layout = layout
        self.line = layout.firstLine
    }

    mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind) {
        var k = Int(kind.rawValue)
        if refine { k = Int(StyleRole.refine(kind, src, start, end).rawValue) }
        let a = tagOffsets[k], b = tagOffsets[k + 1]
        if a == b { return }
        if start > written { write(written, start, tag: 0..<0) }
        write(start, end, tag: a..<b)
        written = end
    }

    mutating func finish() {
        if written < src.count { write(written, src.count, tag: 0..<0) }
        written = src.count
        if lineOpen {
            out.append("</span>")
            lineOpen = false
        }
    }

    /// Writes `src[a..<b]`, inside the opening tag `tagBytes[tag]` when it is not empty,
    /// opening and closing line elements at newlines.
    private mutating func write(_ a: Int, _ b: Int, tag: Range<Int>) {
        guard let base = src.baseAddress, a < b, b <= src.count else { return }
        var segment = a
        while segment < b {
            var newline = segment
            while newline < b && base[newline] != UInt8(ascii: "\n") { newline += 1 }
            // The CR of a CR LF goes with the LF between line elements (an HTML parser reads a CR
            // before a tag as a line break of its own).
            var textEnd = newline
            if textEnd > segment && base[textEnd - 1] == UInt8(ascii: "\r") && textEnd < src.count
                && base[textEnd] == UInt8(ascii: "\n") {
                textEnd -= 1
            }
            if textEnd > segment {
                openLineIfNeeded()
                if !tag.isEmpty, let tb = tagBytes.baseAddress { out.append(tb + tag.lowerBound, tag.count) }
                appendEscapedHTML(&out, src, segment, textEnd)
                if !tag.isEmpty { out.append("</span>") }
            }
            if newline < b {
                openLineIfNeeded()
                out.append(newline > 0 && base[newline - 1] == UInt8(ascii: "\r") ? "</span>\r\n" : "</span>\n")
                lineOpen = false
                line &+= 1
                segment = newline + 1
            } else {
                segment = newline
            }
        }
    }

    private mutating func openLineIfNeeded() {
        if lineOpen { return }
        lineOpen = true
        let ranges = layout.ranges
        while rangeIndex < ranges.count && ranges[rangeIndex].last < line { rangeIndex += 1 }
        let highlighted = rangeIndex < ranges.count && ranges[rangeIndex].first <= line
        out.append(array: highlighted ? layout.highlightedLineOpen : layout.lineOpen)
        appendDecimal(line)
        out.append("\">")
        if layout.gutter {
            out.append(array: layout.gutterOpen)
            var digits = 1
            var v = line / 10
            while v > 0 { digits += 1; v /= 10 }
            var pad = layout.gutterWidth - digits
            while pad > 0 { out.append(UInt8(ascii: " ")); pad -= 1 }
            appendDecimal(line)
            out.append("</span>")
        }
    }

    private mutating func appendDecimal(_ value: LineNumber) {
        var v = value
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var n = 0
        withUnsafeMutableBytes(of: &digits) { d in
            repeat {
                d[19 - n] = UInt8(ascii: "0") + UInt8(v % 10)
                v /= 10
                n += 1
            } while v > 0 && n < 20
            if let p = d.baseAddress?.assumingMemoryBound(to: UInt8.self) {
                out.append(p + (20 - n), n)
            }
        }
    }
}

/// The fixed parts of line elements, built once per call.
struct LineLayout {
    /// `<span class="PREFIXline" data-line="` (the number and `">` follow).
    var lineOpen: [UInt8] = []
    /// The same for highlighted lines.
    var highlightedLineOpen: [UInt8] = []
    var gutter = false
    /// `<span class="PREFIXln" aria-hidden="true">`.
    var gutterOpen: [UInt8] = []
    /// Digits of the largest line number.
    var gutterWidth = 1
    var firstLine: LineNumber = 1
    var ranges: [LineRange] = []

    init(options: RenderOptions, input: UnsafeBufferPointer<UInt8>) {
        let p = options.structuralPrefix
        let palette = options.theme.palette
        let line = Array("line".utf8), hl = Array("hl".utf8), ln = Array("ln".utf8)
        lineOpen = Array("<span class=\"".utf8) + p + line + Array("\" data-line=\"".utf8)
        highlightedLineOpen = Array("<span class=\"".utf8) + p + line + [UInt8(ascii: " ")] + p + hl + [UInt8(ascii: "\"")]
        if options.inlineStyles {
            highlightedLineOpen += Array(" style=\"display:inline-block;min-width:100%;background:".utf8)
                + hexColor(palette.highlightBackground) + [UInt8(ascii: "\"")]
        }
        highlightedLineOpen += Array(" data-line=\"".utf8)
        gutter = options.lineNumbers
        gutterOpen = Array("<span class=\"".utf8) + p + ln + [UInt8(ascii: "\"")]
        if options.inlineStyles {
            gutterOpen += Array(" style=\"color:".utf8) + hexColor(palette.gutter)
                + Array(";font-style:normal;font-weight:normal;padding-right:1em;user-select:none\"".utf8)
        }
        gutterOpen += Array(" aria-hidden=\"true\">".utf8)
        firstLine = options.firstLineNumber
        ranges = options.mergedHighlightedLines
        if gutter {
            // Lines = newlines, plus one when the input does not end with a newline.
            var count = 0
            if let base = input.baseAddress {
                for k in 0..<input.count where base[k] == UInt8(ascii: "\n") { count += 1 }
                if input.count > 0 && base[input.count - 1] != UInt8(ascii: "\n") { count += 1 }
            }
            var last = firstLine &+ LineNumber(max(count - 1, 0))
            var width = 1
            while last >= 10 { width += 1; last /= 10 }
            gutterWidth = width
        }
    }
}

extension Highlighter {
    /// The opening of the `<pre><code>` wrapper (see `HighlightOptions.wrapInPre`).
    static func wrapperOpen(_ options: RenderOptions) -> [UInt8] {
        let p = options.structuralPrefix
        var out = Array("<pre class=\"".utf8) + p + Array("code".utf8)
        let pre = options.scheme.preContainerClass
        if pre.utf8CodeUnitCount > 0 {
            out.append(UInt8(ascii: " "))
            out += UnsafeBufferPointer(start: pre.utf8Start, count: pre.utf8CodeUnitCount)
        }
        out.append(UInt8(ascii: "\""))
        if options.inlineStyles {
            let palette = options.theme.palette
            out += Array(" style=\"color:".utf8) + hexColor(palette.foreground) + Array(";background:".utf8)
                + hexColor(palette.background) + [UInt8(ascii: "\"")]
        }
        out += Array("><code".utf8)
        var codeClasses: [UInt8] = options.languageClass ? Array("language-swift".utf8) : []
        let code = options.scheme.codeContainerClass
        if code.utf8CodeUnitCount > 0 {
            if !codeClasses.isEmpty { codeClasses.append(UInt8(ascii: " ")) }
            codeClasses += UnsafeBufferPointer(start: code.utf8Start, count: code.utf8CodeUnitCount)
        }
        if !codeClasses.isEmpty { out += Array(" class=\"".utf8) + codeClasses + [UInt8(ascii: "\"")] }
        out.append(UInt8(ascii: ">"))
        return out
    }

    /// Renders HTML into a malloc'd buffer (the caller owns it on success).
    static func renderHTML(_ input: UnsafeBufferPointer<UInt8>, options: RenderOptions) -> Result<OutputBuffer, HighlightError> {
        withValidUTF8(input, policy: options.policy) { valid in
            var out = OutputBuffer(initialCapacity: OutputBuffer.estimate(valid.count, perByte: 3, plus: 256))
            renderHTML(validInput: valid, options: options, into: &out)
            return finished(out)
        }
    }

    /// Appends the HTML of valid UTF-8 `input` to `out`.
    static func renderHTML(validInput input: UnsafeBufferPointer<UInt8>, options: RenderOptions, into out: inout OutputBuffer) {
        let tags = HTMLTags(options: options)
        defer { tags.deallocate() }
        if options.wrapInPre {
            wrapperOpen(options).withUnsafeBufferPointer { out.append($0) }
        }
        if options.usesLines {
            var sink = run(input, into: LineHTMLSink(src: input, out: out, tags: tags,
                                                      layout: LineLayout(options: options, input: input)))
            sink.finish()
            out = sink.out
        } else if options.scheme == .native && !options.inlineStyles {
            var sink = runBatched(input, into: HTMLSink(src: input, out: out, tags: tags))
            sink.finish()
            out = sink.out
        } else {
            var sink = run(input, into: StyledHTMLSink(src: input, out: out, tags: tags))
            sink.finish()
            out = sink.out
        }
        if options.wrapInPre { out.append("</code></pre>") }
    }
}

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
    let tags: HTMLTags
    let layout: LineLayout
    /// Whether the current line's element is open.
    var lineOpen = false
    /// The displayed number of the current line.
    var line: LineNumber
    /// Index of the first merged range that may still contain `line`.
    var rangeIndex = 0
    /// The current line's index (from 0) into `layout.marks`.
    var lineIndex = 0
    /// The first `\n` at or after `searchedFrom` (`src.count` when none): each newline is
    /// searched for once, not at every token.
    private var nextNewline = -1
    private var searchedFrom = 0

    init(src: UnsafeBufferPointer<UInt8>, out: OutputBuffer, tags: HTMLTags, layout: LineLayout) {
        self.src = src
        self.out = out
        self.tags = tags
        self.layout = layout
        self.line = layout.firstLine
    }

    mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind) {
        let (a, b) = tags.tag(kind, src, start, end)
        if a == b { return }
        // Most tokens: the line's element open, no newline from `written` through the byte after
        // the token (so no CR to set aside either), in order. Not in WebAssembly, where the
        // module's size is kept: there every token goes the general way.
        #if !arch(wasm32)
        if lineOpen && searchedFrom <= written && written <= start && start < end && end < nextNewline
            && end &- written <= (Int.max &- 128 &- (b &- a)) / HTMLEscape.maxExpansion {
            writeToken(start, end, tag: a..<b)
            written = end
            return
        }
        #endif
        if start > written { write(written, start, tag: 0..<0) }
        write(start, end, tag: a..<b)
        written = end
    }

    /// Plain text up to `end` (line elements opened and closed on the way).
    mutating func writeText(upTo end: Int) {
        let e = min(end, src.count)
        if e > written { write(written, e, tag: 0..<0); written = e }
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
            if nextNewline < segment || searchedFrom > segment {
                nextNewline = ByteScan.firstIndex(src, from: segment, 0x0A, 0x0A)
                searchedFrom = segment
            }
            let newline = min(nextNewline, b)
            // The CR of a CR LF goes with the LF between line elements (an HTML parser reads a CR
            // before a tag as a line break of its own).
            var textEnd = newline
            if textEnd > segment && base[textEnd - 1] == UInt8(ascii: "\r") && textEnd < src.count
                && base[textEnd] == UInt8(ascii: "\n") {
                textEnd -= 1
            }
            if textEnd > segment {
                openLineIfNeeded()
                writeText(segment, textEnd, tag: tag)
            }
            if newline < b {
                openLineIfNeeded()
                out.append(newline > 0 && base[newline - 1] == UInt8(ascii: "\r") ? "</span>\r\n" : "</span>\n")
                lineOpen = false
                line &+= 1
                lineIndex &+= 1
                segment = newline + 1
            } else {
                segment = newline
            }
        }
    }

    /// Writes the plain text from `written` to `start` and the token `start..<end` in the tag
    /// `tags.bytes[tag]` (not empty), escaped, into memory reserved once for the worst case
    /// (`written <= start < end < src.count`, no newline in between, its size checked by `emit`).
    #if !arch(wasm32)
    @inline(__always)
    private mutating func writeToken(_ start: Int, _ end: Int, tag: Range<Int>) {
        guard let table = tags.bytes.baseAddress else { return }
        let from = written, src = self.src
        let worst = HTMLEscape.room(start &- from) &+ tag.count &+ HTMLEscape.tagBlock &+ HTMLEscape.room(end &- start) &+ 8
        out.appendWriting(maxLength: worst) { dst in
            var o = HTMLEscape.write(dst, src, from, start)
            // Tags lie `tags.stride >= tagBlock` bytes apart in their table, each padded to the
            // next (`HTMLTags`): the copy reads inside the table.
            HTMLEscape.copyTag(dst + o, table + tag.lowerBound, tag.count)
            o &+= tag.count
            o &+= HTMLEscape.write(dst + o, src, start, end)
            ByteScan.store(dst + o, HTMLEscape.closeSpan)
            return o &+ 7
        }
    }

    #endif

    /// Writes `src[a..<b]` (`a < b <= src.count`, no newline in it) escaped, inside the opening
    /// tag `tags.bytes[tag]` when it is not empty, into memory reserved once for its worst case.
    @inline(__always)
    private mutating func writeText(_ a: Int, _ b: Int, tag: Range<Int>) {
        let n = b &- a
        // The worst case: the tag and its copy's overrun (`HTMLEscape.copyTag` moves at least
        // `tagBlock` bytes), six bytes per source byte (`HTMLEscape.room`) and `</span>` stored
        // as a word. Too large for an `Int` only where `Int` has 32 bits: then piece by piece.
        guard let table = tags.bytes.baseAddress, n <= (Int.max &- 64 &- tag.count) / HTMLEscape.maxExpansion else {
            if !tag.isEmpty, let tb = tags.bytes.baseAddress { out.append(tb + tag.lowerBound, tag.count) }
            appendEscapedHTML(&out, src, a, b)
            if !tag.isEmpty { out.append("</span>") }
            return
        }
        let worst = tag.count &+ HTMLEscape.tagBlock &+ HTMLEscape.room(n) &+ 8
        let src = self.src
        out.appendWriting(maxLength: worst) { dst in
            var o = 0
            if !tag.isEmpty {
                // Tags lie `tags.stride >= tagBlock` bytes apart in their table, each padded to
                // the next (`HTMLTags`): the copy reads inside the table.
                HTMLEscape.copyTag(dst, table + tag.lowerBound, tag.count)
                o = tag.count
            }
            o &+= HTMLEscape.write(dst + o, src, a, b)
            if !tag.isEmpty {
                ByteScan.store(dst + o, HTMLEscape.closeSpan)
                o &+= 7
            }
            return o
        }
    }

    /// Opens the current line's element unless it is open.
    @inline(__always)
    mutating func openLineIfNeeded() {
        if !lineOpen { openLine() }
    }

    /// Writes the opening of the current line's element: its tag with the line's number, the
    /// gutter's number and the mark column's element where the layout has them, in memory
    /// reserved once.
    @inline(never)
    private mutating func openLine() {
        lineOpen = true
        let ranges = layout.ranges
        while rangeIndex < ranges.count && ranges[rangeIndex].last < line { rangeIndex += 1 }
        let highlighted = rangeIndex < ranges.count && ranges[rangeIndex].first <= line
        let open: [UInt8]
        if layout.marks.isEmpty {
            open = highlighted ? layout.highlightedLineOpen : layout.lineOpen
        } else {
            var mark = lineIndex < layout.marks.count ? layout.marks[lineIndex] : 0
            if highlighted { mark |= LineMark.highlighted }
            open = layout.markedLineOpen(mark)
        }
        var markElement: [UInt8] = []
        if layout.markColumn {
            let mark = lineIndex < layout.marks.count ? layout.marks[lineIndex] : 0
            markElement = mark & LineMark.added != 0 ? layout.addedMark
                : mark & LineMark.removed != 0 ? layout.removedMark : layout.contextMark
        }
        // The number's digits (at most 20), once: after `data-line="` and in the gutter.
        var number: (UInt64, UInt64, UInt64) = (0, 0, 0)
        let gutter = layout.gutter, gutterOpen = layout.gutterOpen
        let width = max(layout.gutterWidth, 0)
        withUnsafeMutableBytes(of: &number) { digits in
            guard let d = digits.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
            var v = line
            var k = 24
            repeat {
                k &-= 1
                d[k] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: v % 10)
                v /= 10
            } while v > 0
            let n = 24 &- k, pad = max(width &- n, 0)
            // `</span>` is stored as a word: one byte more.
            let need = open.count &+ n &+ 2 &+ (gutter ? gutterOpen.count &+ pad &+ n &+ 8 : 0) &+ markElement.count
            out.appendWriting(maxLength: need) { dst in
                var o = LineHTMLSink.put(open, dst)
                UnsafeMutableRawPointer(dst + o).copyMemory(from: d + k, byteCount: n)
                o &+= n
                dst[o] = UInt8(ascii: "\"")
                dst[o &+ 1] = UInt8(ascii: ">")
                o &+= 2
                if gutter {
                    o &+= LineHTMLSink.put(gutterOpen, dst + o)
                    for i in 0..<pad { dst[o &+ i] = UInt8(ascii: " ") }
                    o &+= pad
                    UnsafeMutableRawPointer(dst + o).copyMemory(from: d + k, byteCount: n)
                    o &+= n
                    ByteScan.store(dst + o, HTMLEscape.closeSpan)
                    o &+= 7
                }
                o &+= LineHTMLSink.put(markElement, dst + o)
                return o
            }
        }
    }

    /// Copies `bytes` to `dst` and returns their count.
    @inline(__always)
    private static func put(_ bytes: [UInt8], _ dst: UnsafeMutablePointer<UInt8>) -> Int {
        bytes.withUnsafeBufferPointer { b in
            if let p = b.baseAddress { UnsafeMutableRawPointer(dst).copyMemory(from: p, byteCount: b.count) }
            return b.count
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
    /// One `LineMark` set per line (diffs, notation comments); empty: only `ranges` mark lines.
    var marks: [UInt8] = []
    /// Whether each line gets a mark element after its number.
    var markColumn = false
    /// The mark elements: `<span class="PREFIXmark" aria-hidden="true">+</span>`, `-`, space.
    var addedMark: [UInt8] = []
    var removedMark: [UInt8] = []
    var contextMark: [UInt8] = []
    /// The opening of a marked line element, by mark set (16 entries; `data-line="` last).
    private var markedOpens: [[UInt8]] = []

    /// The opening of a line element with the marks `mark` (up to `data-line="`).
    func markedLineOpen(_ mark: UInt8) -> [UInt8] {
        let k = Int(mark & 0x0F)
        return k < markedOpens.count ? markedOpens[k] : lineOpen
    }

    init(options: RenderOptions, input: UnsafeBufferPointer<UInt8>, marks: [UInt8] = [], markColumn: Bool = false) {
        self.marks = marks
        self.markColumn = markColumn
        let p = options.structuralPrefix
        let palette = options.palette
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
        if !marks.isEmpty || markColumn {
            if self.marks.isEmpty { self.marks = [0] }
            for k in 0..<16 {
                let m = UInt8(k)
                var classes = p + line
                var styles: [UInt8] = []
                var background: UInt32? = nil
                if m & LineMark.highlighted != 0 { classes += [UInt8(ascii: " ")] + p + hl; background = palette.highlightBackground }
                if m & LineMark.added != 0 { classes += [UInt8(ascii: " ")] + p + Array("add".utf8); background = palette.addedBackground }
                if m & LineMark.removed != 0 { classes += [UInt8(ascii: " ")] + p + Array("del".utf8); background = palette.removedBackground }
                if m & LineMark.focused != 0 { classes += [UInt8(ascii: " ")] + p + Array("focus".utf8) }
                if options.inlineStyles && (background != nil || m & LineMark.focused != 0) {
                    styles = Array("display:inline-block;min-width:100%".utf8)
                    if let background { styles += Array(";background:".utf8) + hexColor(background) }
                    if m & LineMark.focused != 0 { styles += Array(";box-shadow:inset 3px 0 0 ".utf8) + hexColor(palette.gutter) }
                }
                var open = Array("<span class=\"".utf8) + classes + [UInt8(ascii: "\"")]
                if !styles.isEmpty { open += Array(" style=\"".utf8) + styles + [UInt8(ascii: "\"")] }
                open += Array(" data-line=\"".utf8)
                markedOpens.append(open)
            }
            func markElement(_ text: UInt8, colour: UInt32?) -> [UInt8] {
                var e = Array("<span class=\"".utf8) + p + Array("mark\"".utf8)
                if options.inlineStyles {
                    e += Array(" style=\"".utf8)
                    if let colour { e += Array("color:".utf8) + hexColor(colour) + [UInt8(ascii: ";")] }
                    e += Array("font-style:normal;font-weight:normal;padding-right:0.5em;user-select:none;-webkit-user-select:none\"".utf8)
                }
                return e + Array(" aria-hidden=\"true\">".utf8) + [text] + Array("</span>".utf8)
            }
            addedMark = markElement(UInt8(ascii: "+"), colour: palette.addedMark)
            removedMark = markElement(UInt8(ascii: "-"), colour: palette.removedMark)
            contextMark = markElement(UInt8(ascii: " "), colour: nil)
        }
        if gutter {
            // Lines = newlines, plus one when the input does not end with a newline.
            var count = 0
            if let base = input.baseAddress {
                var k = ByteScan.firstIndex(input, from: 0, 0x0A, 0x0A)
                while k < input.count {
                    count &+= 1
                    k = ByteScan.firstIndex(input, from: k &+ 1, 0x0A, 0x0A)
                }
                if input.count > 0 && base[input.count - 1] != UInt8(ascii: "\n") { count += 1 }
            }
            var last = firstLine &+ LineNumber(max(count - 1, 0))
            var width = 1
            while last >= 10 { width += 1; last /= 10 }
            gutterWidth = width
        }
    }
}

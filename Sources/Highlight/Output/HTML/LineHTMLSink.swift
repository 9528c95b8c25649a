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
                if !tag.isEmpty, let tb = tags.bytes.baseAddress { out.append(tb + tag.lowerBound, tag.count) }
                appendEscapedHTML(&out, src, segment, textEnd)
                if !tag.isEmpty { out.append("</span>") }
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

    mutating func openLineIfNeeded() {
        if lineOpen { return }
        lineOpen = true
        let ranges = layout.ranges
        while rangeIndex < ranges.count && ranges[rangeIndex].last < line { rangeIndex += 1 }
        let highlighted = rangeIndex < ranges.count && ranges[rangeIndex].first <= line
        if layout.marks.isEmpty {
            out.append(array: highlighted ? layout.highlightedLineOpen : layout.lineOpen)
        } else {
            var mark = lineIndex < layout.marks.count ? layout.marks[lineIndex] : 0
            if highlighted { mark |= LineMark.highlighted }
            out.append(array: layout.markedLineOpen(mark))
        }
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
        if layout.markColumn {
            let mark = lineIndex < layout.marks.count ? layout.marks[lineIndex] : 0
            out.append(array: mark & LineMark.added != 0 ? layout.addedMark
                       : mark & LineMark.removed != 0 ? layout.removedMark : layout.contextMark)
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

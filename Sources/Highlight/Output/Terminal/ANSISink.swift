/// Renders tokens for a terminal: each styled token as `ESC[…m` text `ESC[0m`, the style reset
/// before each newline and set again after it (so `less -R`, `head` and line-based tools see
/// self-contained lines). Control characters from the input (other than tab, newline and a
/// carriage return before a newline) are written as visible control pictures, so that a source
/// file cannot move the cursor, retitle the window or hide text.
///
/// With line numbers or highlighted lines each line starts with a gutter (`ANSIGutter`):
/// a `>` marker column when lines are highlighted, then the right-aligned number and ` │ `; a
/// highlighted line also gets the theme's highlight background across the whole line with
/// 24-bit colours.
struct ANSISink: TokenSink {
    let src: UnsafeBufferPointer<UInt8>
    var out: OutputBuffer
    var written = 0
    /// The SGR sequence of each kind (`ESC[…m`), empty when unstyled.
    let sequences: [[UInt8]]
    /// The line prefixes; nil when lines get none.
    var gutter: ANSIGutter?
    /// A line starts at the next byte written (so its gutter comes first).
    private var atLineStart: Bool
    /// The background sequence of the current line (highlighted, 24-bit colours), else empty.
    private var lineBackground: [UInt8] = []

    init(src: UnsafeBufferPointer<UInt8>, out: OutputBuffer, palette: Palette, colors: TerminalColors,
         lines: RenderOptions? = nil, marks: [UInt8] = [], markColumn: Bool = false) {
        self.src = src
        self.out = out
        var table: [[UInt8]] = []
        for kind in TokenKind.allCases {
            var params: [UInt8] = []
            switch colors {
            case .none:
                break
            case .basic16:
                let code = palette.ansi16Code(kind)
                params = Array(UnsafeBufferPointer(start: code.utf8Start, count: code.utf8CodeUnitCount))
            case .trueColor:
                let style = palette.style(kind)
                var parts: [String] = []
                if style.bold { parts.append("1") }
                if style.italic { parts.append("3") }
                if let c = style.color { parts.append("38;2;\(c >> 16 & 0xFF);\(c >> 8 & 0xFF);\(c & 0xFF)") }
                params = Array(parts.joined(separator: ";").utf8)
            }
            table.append(params.isEmpty ? [] : [0x1B, UInt8(ascii: "[")] + params + [UInt8(ascii: "m")])
        }
        sequences = table
        if let lines, lines.lineNumbers || !lines.highlightedLines.isEmpty || markColumn || marks.contains(where: { $0 != 0 }) {
            gutter = ANSIGutter(src: src, options: lines, palette: palette, colors: colors, marks: marks, markColumn: markColumn)
        }
        atLineStart = gutter != nil && !src.isEmpty
    }

    mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind) {
        let k = Int(kind.rawValue)
        guard k < sequences.count, !sequences[k].isEmpty else { return }
        if start > written { write(written, start, style: []) }
        write(start, end, style: sequences[k])
        written = end
    }

    mutating func finish() {
        if written < src.count { write(written, src.count, style: []) }
        written = src.count
    }

    /// Writes the gutter of the next line and takes its background.
    private mutating func startLine() {
        atLineStart = false
        guard var g = gutter else { return }
        lineBackground = g.start(into: &out)
        gutter = g
    }

    private mutating func write(_ a: Int, _ b: Int, style: [UInt8]) {
        guard let base = src.baseAddress, a < b, b <= src.count else { return }
        if atLineStart { startLine() }
        var styled = false
        var k = a
        var run = a
        func open() {
            guard !styled else { return }
            if !lineBackground.isEmpty { lineBackground.withUnsafeBufferPointer { out.append($0) } }
            if !style.isEmpty { style.withUnsafeBufferPointer { out.append($0) } }
            styled = !lineBackground.isEmpty || !style.isEmpty
        }
        func flush(_ upTo: Int) {
            if upTo > run {
                open()
                out.append(base + run, upTo - run)
            }
        }
        while k < b {
            let c = base[k]
            if c >= 0x20 && c != 0x7F && c != 0xC2 { k += 1; continue }
            if c == UInt8(ascii: "\t") { k += 1; continue }
            if c == 0xC2 {
                // U+0080…U+009F (C1 controls) are C2 80…C2 9F in UTF-8.
                if k + 1 < src.count, base[k + 1] >= 0x80, base[k + 1] <= 0x9F {
                    flush(k)
                    open()
                    out.append("\u{FFFD}")
                    k += 2
                    run = k
                } else {
                    k += 1
                }
                continue
            }
            let isLineEnd = c == UInt8(ascii: "\n")
                || (c == UInt8(ascii: "\r") && k + 1 < src.count && base[k + 1] == UInt8(ascii: "\n"))
            flush(k)
            if isLineEnd {
                if !lineBackground.isEmpty && !(c == UInt8(ascii: "\n") && k > 0 && base[k - 1] == UInt8(ascii: "\r")) {
                    // Erase to the end of the line: fills it with the highlight background
                    // (once, before the CR of a CR LF).
                    open()
                    out.append("\u{1B}[K")
                }
                if styled { out.append("\u{1B}[0m"); styled = false }
                out.append(c)
            } else {
                open()
                // Control pictures: U+2400 + c for C0, U+2421 for DEL (UTF-8 E2 90 xx).
                out.append(0xE2)
                out.append(0x90)
                out.append(c == 0x7F ? 0xA1 : 0x80 + c)
            }
            k += 1
            run = k
            if c == UInt8(ascii: "\n") && gutter != nil {
                if k < b { startLine() } else { atLineStart = k < src.count }
            }
        }
        flush(b)
        if styled { out.append("\u{1B}[0m") }
    }
}

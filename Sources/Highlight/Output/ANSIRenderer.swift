/// How many colours terminal output uses.
public enum TerminalColors: Sendable {
    /// No escape sequences at all (control characters are still neutralized).
    case none
    /// The 16 standard SGR colours (30–37, 90–97), bold and italic.
    case basic16
    /// 24-bit colours (`ESC[38;2;R;G;Bm`).
    case trueColor
}

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

    init(src: UnsafeBufferPointer<UInt8>, out: OutputBuffer, theme: Theme, colors: TerminalColors,
         lines: RenderOptions? = nil) {
        self.src = src
        self.out = out
        var table: [[UInt8]] = []
        let palette = theme.dark.palette
        for kind in TokenKind.allCases {
            var params: [UInt8] = []
            switch colors {
            case .none:
                break
            case .basic16:
                let code = palette.ansi16[Int(kind.rawValue)]
                params = Array(UnsafeBufferPointer(start: code.utf8Start, count: code.utf8CodeUnitCount))
            case .trueColor:
                let style = palette.kinds[Int(kind.rawValue)]
                var parts: [String] = []
                if style.bold { parts.append("1") }
                if style.italic { parts.append("3") }
                if let c = style.color { parts.append("38;2;\(c >> 16 & 0xFF);\(c >> 8 & 0xFF);\(c & 0xFF)") }
                params = Array(parts.joined(separator: ";").utf8)
            }
            table.append(params.isEmpty ? [] : [0x1B, UInt8(ascii: "[")] + params + [UInt8(ascii: "m")])
        }
        sequences = table
        if let lines, lines.lineNumbers || !lines.highlightedLines.isEmpty {
            gutter = ANSIGutter(src: src, options: lines, palette: palette, colors: colors)
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

/// The prefix of each line in terminal output with line numbers or highlighted lines: a marker
/// column (`> ` on highlighted lines, two spaces on others) when any line is highlighted, then
/// the line number right-aligned to the widest one and ` │ ` when numbers are on. Coloured with
/// the theme's gutter colour (bright black with 16 colours); a highlighted line's gutter and
/// text get the theme's highlight background with 24-bit colours.
struct ANSIGutter {
    private let numbers: Bool
    private let markers: Bool
    private let width: Int
    private let ranges: [LineRange]
    private var nextRange = 0
    private var line: UInt64
    private let gutterSequence: [UInt8]
    private let backgroundSequence: [UInt8]

    init(src: UnsafeBufferPointer<UInt8>, options: RenderOptions, palette: Palette, colors: TerminalColors) {
        numbers = options.lineNumbers
        ranges = options.mergedHighlightedLines
        markers = !ranges.isEmpty
        line = UInt64(truncatingIfNeeded: options.firstLineNumber)
        // Lines: one per line feed that has a byte after it, plus the first.
        var count: UInt64 = src.isEmpty ? 0 : 1
        if numbers, let base = src.baseAddress {
            var k = 0
            while k < src.count &- 1 {
                if base[k] == UInt8(ascii: "\n") { count &+= 1 }
                k &+= 1
            }
        }
        var last = line &+ (count == 0 ? 0 : count &- 1)
        var digits = 1
        while last >= 10 { last /= 10; digits += 1 }
        width = digits
        switch colors {
        case .none:
            gutterSequence = []
            backgroundSequence = []
        case .basic16:
            gutterSequence = Array("\u{1B}[90m".utf8)
            backgroundSequence = []
        case .trueColor:
            let g = palette.gutter, h = palette.highlightBackground
            gutterSequence = Array("\u{1B}[38;2;\(g >> 16 & 0xFF);\(g >> 8 & 0xFF);\(g & 0xFF)m".utf8)
            backgroundSequence = Array("\u{1B}[48;2;\(h >> 16 & 0xFF);\(h >> 8 & 0xFF);\(h & 0xFF)m".utf8)
        }
    }

    /// Writes the prefix of the next line into `out`; returns the line's background sequence
    /// (empty unless it is highlighted and colours are 24-bit).
    mutating func start(into out: inout OutputBuffer) -> [UInt8] {
        while nextRange < ranges.count && UInt64(truncatingIfNeeded: ranges[nextRange].last) < line { nextRange += 1 }
        let highlighted = nextRange < ranges.count && UInt64(truncatingIfNeeded: ranges[nextRange].first) <= line
        let background = highlighted ? backgroundSequence : []
        if !background.isEmpty { background.withUnsafeBufferPointer { out.append($0) } }
        if !gutterSequence.isEmpty { gutterSequence.withUnsafeBufferPointer { out.append($0) } }
        if markers { out.append(highlighted ? "> " : "  ") }
        if numbers {
            var digits: [UInt8] = []
            var n = line
            repeat {
                digits.append(UInt8(ascii: "0") + UInt8(n % 10))
                n /= 10
            } while n > 0
            for _ in digits.count..<max(width, digits.count) { out.append(UInt8(ascii: " ")) }
            for d in digits.reversed() { out.append(d) }
            out.append(" │ ")
        }
        if !gutterSequence.isEmpty || !background.isEmpty { out.append("\u{1B}[0m") }
        line &+= 1
        return background
    }
}

extension Highlighter {
    /// `source` highlighted for a terminal (see `TerminalColors`); pair themes use their dark
    /// member.
    public static func ansi(_ source: String, options: HighlightOptions = HighlightOptions(),
                            colors: TerminalColors = .trueColor) throws(HighlightError) -> String {
        try rendering(source) { (buffer) throws(HighlightError) in try ansi(buffer: buffer, options: options, colors: colors) }
    }

    /// UTF-8 bytes highlighted for a terminal.
    public static func ansi(utf8 bytes: [UInt8], options: HighlightOptions = HighlightOptions(),
                            colors: TerminalColors = .trueColor) throws(HighlightError) -> [UInt8] {
        try bytes.withUnsafeBufferPointer { (buffer) throws(HighlightError) in try ansi(buffer: buffer, options: options, colors: colors) }
    }

    static func ansi(buffer: UnsafeBufferPointer<UInt8>, options: HighlightOptions, colors: TerminalColors) throws(HighlightError) -> [UInt8] {
        let checked = try options.validated().get()
        return try collect(renderANSI(buffer, options: checked, colors: colors))
    }

    /// Copies a rendered buffer into an array and frees it, or throws its error.
    static func collect(_ result: Result<OutputBuffer, HighlightError>) throws(HighlightError) -> [UInt8] {
        switch result {
        case .success(var out):
            defer { out.release() }
            guard let base = out.base else { return [] }
            return Array(UnsafeBufferPointer(start: base, count: out.count))
        case .failure(let error):
            throw error
        }
    }

    static func renderANSI(_ input: UnsafeBufferPointer<UInt8>, options: RenderOptions,
                           colors: TerminalColors) -> Result<OutputBuffer, HighlightError> {
        withValidUTF8(input, policy: options.policy) { valid in
            let out = OutputBuffer(initialCapacity: OutputBuffer.estimate(valid.count, perByte: 2, plus: 64))
            var sink = run(valid, into: ANSISink(src: valid, out: out, theme: options.theme, colors: colors, lines: options))
            sink.finish()
            return finished(sink.out)
        }
    }
}

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
struct ANSISink: TokenSink {
    let src: UnsafeBufferPointer<UInt8>
    var out: OutputBuffer
    var written = 0
    /// The SGR sequence of each kind (`ESC[…m`), empty when unstyled.
    let sequences: [[UInt8]]

    init(src: UnsafeBufferPointer<UInt8>, out: OutputBuffer, theme: Theme, colors: TerminalColors) {
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

    private mutating func write(_ a: Int, _ b: Int, style: [UInt8]) {
        guard let base = src.baseAddress, a < b, b <= src.count else { return }
        var styled = false
        var k = a
        var run = a
        func flush(_ upTo: Int) {
            if upTo > run {
                if !style.isEmpty && !styled {
                    style.withUnsafeBufferPointer { out.append($0) }
                    styled = true
                }
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
                    if !style.isEmpty && !styled { style.withUnsafeBufferPointer { out.append($0) }; styled = true }
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
                if styled { out.append("\u{1B}[0m"); styled = false }
                out.append(c)
            } else {
                if !style.isEmpty && !styled { style.withUnsafeBufferPointer { out.append($0) }; styled = true }
                // Control pictures: U+2400 + c for C0, U+2421 for DEL (UTF-8 E2 90 xx).
                out.append(0xE2)
                out.append(0x90)
                out.append(c == 0x7F ? 0xA1 : 0x80 + c)
            }
            k += 1
            run = k
        }
        flush(b)
        if styled { out.append("\u{1B}[0m") }
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
            var sink = run(valid, into: ANSISink(src: valid, out: out, theme: options.theme, colors: colors))
            sink.finish()
            return finished(sink.out)
        }
    }
}
